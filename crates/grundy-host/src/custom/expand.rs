//! Listing the options of many positions at once: in batches, on one thread or on every
//! core, each option split into its parts.

use super::{
    CHUNK, Call, Expansion, PARALLEL_FROM, Positions, Rules, SolveError, Table, WORKER_STACK,
};

/// What expanding some parts gave: for each, its number of options; for each option, its
/// number of parts; the parts, in order (in one [`Expansion`], whose options are only those of
/// the last part expanded).
#[derive(Debug, Default)]
pub(super) struct Batch {
    pub(super) options: Vec<usize>,
    pub(super) expansion: Expansion,
}

impl Batch {
    pub(super) fn clear(&mut self) {
        self.options.clear();
        self.expansion.clear();
    }
}

/// Expands the parts `ids` of `table`, each by its moves and each option by its parts, into
/// `batches` (emptied first, their memory kept), in the order of `ids`.
pub(super) type Expand<R> = fn(
    &mut R,
    &mut [R],
    &Table,
    &[u32],
    &mut Vec<Batch>,
) -> Result<(), SolveError<<R as Rules>::Error>>;

/// The parts of `position` into `out`: what [`Rules::parts`](super::Rules::parts) says, or the position itself.
pub(super) fn parts_of<R: Rules>(
    rules: &mut R,
    position: &[u64],
    out: &mut Positions,
) -> Result<(), SolveError<R::Error>> {
    out.clear();
    let split = rules
        .parts(position, out)
        .map_err(|e| SolveError::rules(Call::Parts, position, e))?;
    if !split {
        out.clear();
        out.push(position);
    }
    Ok(())
}

pub(super) fn expand_into<R: Rules>(
    rules: &mut R,
    table: &Table,
    ids: &[u32],
    batch: &mut Batch,
) -> Result<(), SolveError<R::Error>> {
    let Batch { options, expansion } = batch;
    for &id in ids {
        let p = table.position(id);
        let before = (
            expansion.options.len(),
            expansion.parts.len(),
            expansion.counts.len(),
        );
        rules.expand(p, expansion)?;
        let added = expansion.options.len().checked_sub(before.0);
        let parts = expansion.parts.len().checked_sub(before.1);
        let counts = expansion.counts.get(before.2..);
        let agree = match (added, parts, counts) {
            (Some(added), Some(parts), Some(counts)) => {
                counts.len() == added && counts.iter().sum::<usize>() == parts
            }
            _ => false,
        };
        if !agree {
            return Err(SolveError::Expansion {
                position: p.to_vec(),
            });
        }
        options.push(added.unwrap_or(0));
        // The solver needs only the parts: the options are not kept past their expansion.
        expansion.options.clear();
    }
    Ok(())
}

pub(super) fn expand_sequential<R: Rules>(
    main: &mut R,
    _: &mut [R],
    table: &Table,
    ids: &[u32],
    batches: &mut Vec<Batch>,
) -> Result<(), SolveError<R::Error>> {
    batches.truncate(1);
    if batches.is_empty() {
        batches.push(Batch::default());
    }
    let Some(batch) = batches.first_mut() else {
        return Ok(());
    };
    batch.clear();
    expand_into(main, table, ids, batch)
}

/// Expands on one thread per rules value, each taking the next chunk of parts as it becomes
/// free; the batches come back in the order of `ids`.
pub(super) fn expand_parallel<R: Rules + Send>(
    main: &mut R,
    workers: &mut [R],
    table: &Table,
    ids: &[u32],
    batches: &mut Vec<Batch>,
) -> Result<(), SolveError<R::Error>>
where
    R::Error: Send,
{
    if workers.is_empty() || ids.len() < PARALLEL_FROM {
        return expand_sequential(main, workers, table, ids, batches);
    }
    // About 16 chunks a thread, so that the last ones are small.
    let size = (ids.len() / (16 * (workers.len() + 1))).clamp(1, CHUNK);
    let chunks: Vec<&[u32]> = ids.chunks(size).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::thread::scope(|scope| {
        let threads: Vec<_> = std::iter::once(main)
            .chain(workers.iter_mut())
            .map(|r| {
                let (chunks, next) = (&chunks, &next);
                std::thread::Builder::new()
                    .stack_size(WORKER_STACK)
                    .spawn_scoped(scope, move || {
                        let mut done = Vec::new();
                        loop {
                            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            let Some(chunk) = chunks.get(i) else {
                                return Ok(done);
                            };
                            let mut batch = Batch::default();
                            expand_into(r, table, chunk, &mut batch)?;
                            done.push((i, batch));
                        }
                    })
            })
            .collect();
        threads
            .into_iter()
            .map(|w| match w {
                Ok(handle) => match handle.join() {
                    Ok(r) => r,
                    // A callback panicked: as on one thread, the panic goes on.
                    Err(payload) => std::panic::resume_unwind(payload),
                },
                Err(e) => Err(SolveError::Thread(e.to_string())),
            })
            .collect::<Vec<Result<Vec<(usize, Batch)>, SolveError<R::Error>>>>()
    });
    let mut all = Vec::with_capacity(chunks.len());
    for r in results {
        all.extend(r?);
    }
    all.sort_unstable_by_key(|&(i, _)| i);
    batches.clear();
    batches.extend(all.into_iter().map(|(_, b)| b));
    Ok(())
}

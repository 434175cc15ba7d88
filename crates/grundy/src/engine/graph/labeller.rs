//! The retrograde passes behind the values and the remoteness: the reversed graph, the queue
//! and the counters of the staged labelling.

use super::{Graph, GraphBuffer, GraphError, INFINITE, UNLABELLED, is_open, row};

/// The caller's buffers for a pass over `graph`, checked and cut: the first `nodes` entries
/// of `out`; the first `needed` of `scratch`, its head holding the reversed graph (filled
/// here) and the rest left to the pass; and the error a pass gives when it cuts the rest
/// short.
pub(super) struct Buffers<'o, 's> {
    pub(super) out: &'o mut [u32],
    pub(super) rev_offsets: &'s [u32],
    pub(super) rev_sources: &'s [u32],
    pub(super) rest: &'s mut [u32],
    pub(super) small: GraphError,
}

/// Checks `out` and `scratch` for a pass over `graph` that needs `needed` scratch entries,
/// and writes the reversed graph at the head of the scratch.
pub(super) fn buffers<'o, 's>(
    graph: Graph<'_>,
    out: &'o mut [u32],
    scratch: &'s mut [u32],
    needed: usize,
) -> Result<Buffers<'o, 's>, GraphError> {
    let n = graph.nodes();
    let given = out.len();
    let out = out.get_mut(..n).ok_or(GraphError::BufferTooSmall {
        buffer: GraphBuffer::Values,
        needed: n,
        given,
    })?;
    let small = GraphError::BufferTooSmall {
        buffer: GraphBuffer::Scratch,
        needed,
        given: scratch.len(),
    };
    let scratch = scratch.get_mut(..needed).ok_or(small)?;
    let (rev_offsets, rest) = scratch.split_at_mut_checked(n + 1).ok_or(small)?;
    let (rev_sources, rest) = rest.split_at_mut_checked(graph.edges()).ok_or(small)?;
    reverse(graph, rev_offsets, rev_sources);
    Ok(Buffers {
        out,
        rev_offsets,
        rev_sources,
        rest,
        small,
    })
}

/// Writes the reversed graph of `graph` into `offsets` (n + 1) and `sources` (e): the
/// predecessors of `v` are `sources[offsets[v]..offsets[v + 1]]`, in increasing order.
#[expect(
    clippy::cast_possible_truncation,
    reason = "node indices are below MAX_NODES, below u32::MAX, as Graph::new checks"
)]
pub(super) fn reverse(graph: Graph<'_>, offsets: &mut [u32], sources: &mut [u32]) {
    offsets.fill(0);
    for &t in graph.targets() {
        if let Some(c) = offsets.get_mut(t as usize + 1) {
            *c += 1;
        }
    }
    let mut sum = 0u32;
    for o in offsets.iter_mut() {
        sum += *o;
        *o = sum;
    }
    for from in 0..graph.nodes() as u32 {
        for &to in graph.followers_of(from) {
            let Some(cursor) = offsets.get_mut(to as usize) else {
                continue;
            };
            if let Some(slot) = sources.get_mut(*cursor as usize) {
                *slot = from;
            }
            *cursor += 1;
        }
    }
    let n = graph.nodes();
    offsets.copy_within(..n, 1);
    if let Some(first) = offsets.first_mut() {
        *first = 0;
    }
}

/// The state of the labelling. Every slice but `rev_*` has one entry per node.
///
/// - `values`: [`UNLABELLED`], a finite value, or [`INFINITE`].
/// - `open[u]`: for an unlabelled `u`, how many of its edges lead to a node that is not
///   finite (unlabelled or `∞`).
/// - `counter[u]`: in Kahn's pass, the followers not yet valued; in stage `m`, for an
///   unlabelled `u` not marked in stage `m`, how many of its edges lead to an open node not
///   yet marked; 0 for every other node (labelled, `∞`, or marked in stage `m`), so that a
///   node counts down exactly when its counter is not 0.
/// - `stamp`: in Kahn's pass, indexed by value: the last node that saw a follower of that
///   value (for the mex); in the stages, indexed by node: the last stage it was marked in.
/// - `queue`: Kahn's queue; then the boundary (acyclic nodes with an open predecessor,
///   sorted by value) at the front and the nodes labelled in the stages after it.
/// - `list`: the unlabelled nodes at the start of the current stage.
pub(super) struct Labeller<'g, 'v, 's> {
    pub(super) graph: Graph<'g>,
    pub(super) rev_offsets: &'s [u32],
    pub(super) rev_sources: &'s [u32],
    pub(super) values: &'v mut [u32],
    pub(super) open: &'s mut [u32],
    pub(super) counter: &'s mut [u32],
    pub(super) stamp: &'s mut [u32],
    pub(super) queue: &'s mut [u32],
    pub(super) list: &'s mut [u32],
}

/// Reads entry `i` of a node-indexed slice (0 past the end, which validated graphs never
/// reach).
pub(super) fn at(slice: &[u32], i: u32) -> u32 {
    slice.get(i as usize).copied().unwrap_or(0)
}

/// Writes entry `i` of a node-indexed slice (nothing past the end, which validated graphs
/// never reach).
fn set(slice: &mut [u32], i: u32, value: u32) {
    if let Some(slot) = slice.get_mut(i as usize) {
        *slot = value;
    }
}

/// A queue of nodes in a slice of one entry per node; every node is pushed at most once.
struct Queue<'s> {
    slots: &'s mut [u32],
    tail: usize,
}

impl Queue<'_> {
    pub(super) fn push(&mut self, v: u32) {
        if let Some(slot) = self.slots.get_mut(self.tail) {
            *slot = v;
        }
        self.tail += 1;
    }

    /// Entry `i` (0 past the end, never reached).
    pub(super) fn get(&self, i: usize) -> u32 {
        self.slots.get(i).copied().unwrap_or(0)
    }
}

/// The open node whose predecessors are `preds` has just been marked (it has a follower of
/// the stage's value): each unlabelled, unmarked predecessor (a counter that is not 0) has
/// one unmarked open follower fewer, and `done` is called on each that has none left.
///
/// Kept out of line: its loop is the hottest of the labelling, and compiled apart it keeps
/// its few values in registers.
#[inline(never)]
fn count_down(preds: &[u32], counter: &mut [u32], mut done: impl FnMut(u32)) {
    for &q in preds {
        if let Some(c) = counter.get_mut(q as usize) {
            // Branch-free: a counter at 0 stays there.
            let was = *c;
            *c = was.saturating_sub(1);
            if was == 1 {
                done(q);
            }
        }
    }
}

impl Labeller<'_, '_, '_> {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "node indices, degrees and queue places are below MAX_NODES and MAX_EDGES, both below u32::MAX, as Graph::new checks"
    )]
    pub(super) fn run(&mut self, seed: &impl Fn(u32) -> Option<u32>) {
        let (rev_offsets, rev_sources) = (self.rev_offsets, self.rev_sources);
        let preds = |v: u32| row(rev_offsets, rev_sources, v);
        let graph = self.graph;
        let n = graph.nodes();
        let values = &mut *self.values;
        let open = &mut *self.open;
        let counter = &mut *self.counter;
        let stamp = &mut *self.stamp;
        let list = &mut *self.list;
        let mut queue = Queue {
            slots: &mut *self.queue,
            tail: 0,
        };

        // Kahn's pass: the nodes that cannot reach a cycle get the ordinary mex.
        values.fill(UNLABELLED);
        stamp.fill(u32::MAX);
        let degrees = graph
            .offsets()
            .iter()
            .zip(graph.offsets().iter().skip(1))
            .map(|(&start, &end)| end.saturating_sub(start));
        for ((u, c), degree) in (0..n as u32).zip(counter.iter_mut()).zip(degrees) {
            // A seeded node waits for none of its followers.
            *c = if seed(u).is_some() { 0 } else { degree };
            if *c == 0 {
                queue.push(u);
            }
        }
        let mut head = 0;
        while head < queue.tail {
            let v = queue.get(head);
            head += 1;
            let value = match seed(v) {
                Some(value) => value,
                None => {
                    for &w in graph.followers_of(v) {
                        set(stamp, at(values, w), v);
                    }
                    let mut mex = 0u32;
                    while stamp.get(mex as usize) == Some(&v) {
                        mex += 1;
                    }
                    mex
                }
            };
            set(values, v, value);
            for &p in preds(v) {
                // A seeded predecessor counts nothing (its counter starts at 0).
                if let Some(c) = counter.get_mut(p as usize).filter(|c| **c > 0) {
                    *c -= 1;
                    if *c == 0 {
                        queue.push(p);
                    }
                }
            }
        }
        let acyclic = queue.tail;

        // The boundary: acyclic nodes some open node moves to, sorted by value.
        let mut boundary = 0;
        for i in 0..acyclic {
            let v = queue.get(i);
            if preds(v).iter().any(|&p| at(values, p) == UNLABELLED) {
                if let Some(slot) = queue.slots.get_mut(boundary) {
                    *slot = v;
                }
                boundary += 1;
            }
        }
        if let Some(b) = queue.slots.get_mut(..boundary) {
            b.sort_unstable_by_key(|&v| at(values, v));
        }

        // The open nodes, with their counts of open followers (the counters Kahn's pass
        // left: stage 0 starts from them).
        let mut len = 0;
        for (u, (&value, &c)) in values.iter().zip(counter.iter()).enumerate() {
            if value == UNLABELLED {
                if let Some(slot) = list.get_mut(len) {
                    *slot = u as u32;
                }
                set(open, u as u32, c);
                len += 1;
            }
        }

        // The stages.
        stamp.fill(u32::MAX);
        queue.tail = boundary;
        let mut next_boundary = 0;
        let mut m = 0u32;
        while len > 0 {
            let start = queue.tail;
            // Acyclic followers of value m mark their open predecessors first, so that no
            // node is labelled m before all of them are known.
            while next_boundary < boundary {
                let b = queue.get(next_boundary);
                if at(values, b) != m {
                    break;
                }
                next_boundary += 1;
                for &p in preds(b) {
                    if is_open(at(values, p)) && at(stamp, p) != m {
                        set(stamp, p, m);
                        set(counter, p, 0);
                        count_down(preds(p), counter, |_| {});
                    }
                }
            }
            // Nothing is labelled yet in this stage: every node of the list is unlabelled.
            for &u in list.get(..len).unwrap_or(&[]) {
                if at(counter, u) == 0 && at(stamp, u) != m {
                    set(values, u, m);
                    queue.push(u);
                }
            }
            let mut head = start;
            while head < queue.tail {
                let v = queue.get(head);
                head += 1;
                for &p in preds(v) {
                    let value = at(values, p);
                    if value == UNLABELLED
                        && let Some(o) = open.get_mut(p as usize)
                    {
                        *o = o.saturating_sub(1);
                    }
                    if is_open(value) && at(stamp, p) != m {
                        set(stamp, p, m);
                        set(counter, p, 0);
                        count_down(preds(p), counter, |q| {
                            set(values, q, m);
                            queue.push(q);
                        });
                    }
                }
            }
            // Unmarked unlabelled nodes have no follower of value m: ∞. Marked ones wait, and
            // start the next stage counting their open followers.
            let mut kept = 0;
            for i in 0..len {
                let u = list.get(i).copied().unwrap_or(0);
                if at(values, u) != UNLABELLED {
                    continue;
                }
                if at(stamp, u) == m {
                    if let Some(slot) = list.get_mut(kept) {
                        *slot = u;
                    }
                    kept += 1;
                    set(counter, u, at(open, u));
                } else {
                    set(values, u, INFINITE);
                    set(counter, u, 0);
                }
            }
            len = kept;
            m += 1;
        }
    }
}

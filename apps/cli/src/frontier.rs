//! `grundy sg octal` and `grundy sg grundy`: the values of a take-and-break game's heaps,
//! their certified period, or the statistics of their rare values.
//!
//! Every value comes from the core ([`TableFill`], [`OctalCode::certified_period`]); this
//! file drives the fill in steps so that a big table prints its values as they come (a
//! reader that closes the pipe stops the fill at the next write), shows a progress line on
//! stderr (`progress.rs`), saves checkpoints and resumes from one (`checkpoint.rs`), and
//! stops filling once a period is certified (the rest of the values are the period's). The
//! statistics of rare values are laid out in `stats.rs`.

use std::sync::{Condvar, Mutex, PoisonError, RwLock};
use std::time::{Duration, Instant};

use grundy::Octal;
use grundy::error::OctalError;
use grundy::octal::{OctalCode, TableBlock, TableFill};
use grundy::sg::Period;

use crate::args::Format;
use crate::checkpoint::{Saver, load, same_file};
use crate::cli::TableArgs;
use crate::error::Failure;
use crate::progress::Progress;
use crate::table::{Each, Source};

/// The most heaps a table holds: the fill keeps heap numbers in 32 bits, and 2^32 values
/// take 8 GiB (with a scratch of up to 2 GiB, touched only as far as the rare heaps need).
const MAX_CELLS: u64 = 1 << 32;

/// Cells of the table a period is certified in when no table of the heaps asked for is
/// made (`--period`, or heaps past [`MAX_CELLS`]): the host's table of words.
const PERIOD_TABLE: usize = grundy_host::WYTHOFF_CELLS;

/// Heaps filled in the first step, and the fewest and most in one step: a step is what
/// runs between two looks at the clock (progress, checkpoints) and two writes of output.
const FIRST_STEP: usize = 1 << 10;
const MIN_STEP: usize = 16;
const MAX_STEP: usize = 1 << 24;

/// Heaps filled before the first value is printed, unless that takes longer than
/// [`STEP_TIME`]: the width of a text table's columns is the widest value among them.
const FIRST_HEAPS: usize = 1 << 16;

/// Heaps of a block prepared by several threads ([`TableFill::block`], which may make it
/// shorter), and of a step of the fill alone.
const BLOCK: usize = 4096;

/// Heaps of a block handed to a thread at a time.
const CHUNK_HEAPS: usize = 16;

/// The time a step aims at ([`next_step`]): values come out about this often, and a reader
/// that closes the pipe stops the fill within about this long.
const STEP_TIME: Duration = Duration::from_millis(500);

/// The game of a table.
#[derive(Clone, Copy, Debug)]
enum Game {
    Octal(OctalCode),
    Grundy,
}

impl Game {
    fn title(self) -> String {
        match self {
            Self::Octal(code) if code.is_hexadecimal() => format!("the hexadecimal game {code}"),
            Self::Octal(code) => format!("the octal game {code}"),
            Self::Grundy => "Grundy's game".to_owned(),
        }
    }

    fn json_head(self) -> String {
        match self {
            Self::Octal(code) => format!("\"game\":\"octal\",\"code\":\"{code}\""),
            Self::Grundy => "\"game\":\"grundy\"".to_owned(),
        }
    }

    /// The game as a checkpoint names it: `octal 0.6`, `grundy`.
    fn checkpoint_name(self) -> String {
        match self {
            Self::Octal(code) => format!("octal {code}"),
            Self::Grundy => "grundy".to_owned(),
        }
    }

    /// The fill of `table` (zero past the values it holds), with a scratch for its length.
    fn fill(self, table: Vec<u16>) -> TableFill<Vec<u16>, Vec<u32>> {
        let cells = table.len();
        match self {
            Self::Octal(code) => {
                TableFill::octal(&code, table, vec![0u32; code.scratch_len_for(cells)])
            }
            Self::Grundy => {
                TableFill::grundys_game(table, vec![0u32; OctalCode::scratch_len(cells)])
            }
        }
    }
}

/// `sg octal CODE`: the values of heaps `0..=upto`, their statistics, or the certified
/// period (`upto` absent).
pub fn octal(
    format: Format,
    code: &str,
    upto: Option<u64>,
    args: &TableArgs,
) -> Result<(), Failure> {
    let code: OctalCode = code
        .parse()
        .map_err(|e| format!("the octal code {}: {e}", grundy_host::quoted(code)))?;
    let game = Game::Octal(code);
    let (title, head) = (game.title(), game.json_head());
    let plain = !args.stats && args.save.is_none() && args.resume.is_none();
    // A subtraction game written as a code: Set Nim's tables, a byte a value.
    if let (Some(set), true) = (code.subtraction_set(), plain) {
        return crate::table::set_values(&set, upto, format, &title, &head);
    }
    match upto {
        Some(upto) if upto < MAX_CELLS => table(game, format, upto, args),
        Some(_) if !plain => Err(format!(
            "statistics and checkpoints need the table of every heap, at most {MAX_CELLS} heaps"
        )
        .into()),
        _ => {
            // Within the host's budget: a code with no period and dense values would
            // otherwise fill all 2^24 cells at O(n²).
            let game = Octal::with_table_within(
                code,
                vec![0u16; PERIOD_TABLE],
                &mut vec![0u32; code.scratch_len_for(PERIOD_TABLE)],
                grundy_host::OCTAL_BUDGET,
            )
            .map_err(|e| e.to_string())?;
            let p = game
                .period()
                .ok_or_else(|| "the core certified no period".to_owned())?;
            let value = |n| u64::from(game.grundy_of(n).unwrap_or(0));
            match upto {
                Some(upto) => {
                    let max = game.values().iter().copied().max().map_or(0, u128::from);
                    let mut values = Each(|n| Ok(u128::from(value(n))));
                    crate::table::sequence(format, &title, &head, upto, max, &mut values)
                }
                None => crate::table::period(p, value, format, &title, &head),
            }
        }
    }
}

/// `sg grundy`: the values of heaps `0..=upto` of Grundy's game, or their statistics.
pub fn grundy(format: Format, upto: u64, args: &TableArgs) -> Result<(), Failure> {
    if upto >= MAX_CELLS {
        return Err(format!(
            "Grundy's game has no known period: heaps up to {upto} need a table of {} values, \
             past the {MAX_CELLS} a table holds",
            u128::from(upto) + 1
        )
        .into());
    }
    table(Game::Grundy, format, upto, args)
}

/// The values of heaps `0..=upto` of `game` (a table of `upto + 1 ≤ MAX_CELLS` cells), or
/// their statistics.
fn table(game: Game, format: Format, upto: u64, args: &TableArgs) -> Result<(), Failure> {
    let mut driver = Driver::new(game, upto, args)?;
    let result = if args.stats {
        driver.fill_all().and_then(|()| {
            let values = driver.values_upto(upto);
            crate::stats::stats(
                &game.title(),
                &game.json_head(),
                format,
                upto,
                &values,
                args,
            )
        })
    } else {
        let max = driver.max_so_far();
        let (title, head) = (game.title(), game.json_head());
        crate::table::sequence(format, &title, &head, upto, max, &mut driver)
    };
    // The checkpoint holds what was filled, whatever stopped the run.
    let saved = driver.finish();
    result.and(saved)
}

/// A table filled in steps: progress, checkpoints, and the values past a certified period.
struct Driver {
    game: Game,
    fill: Fill,
    /// A period certified in the values filled: later values are its.
    period: Option<Period>,
    /// The filled length at which a period is looked for next (doubling, so the looks cost
    /// O(n) in all).
    next_look: usize,
    step: usize,
    /// Threads that prepare a block (1: the fill alone).
    threads: usize,
    /// The prepared data of a block, kept between blocks.
    prepared: Vec<u32>,
    progress: Progress,
    save: Option<Saver>,
}

impl Driver {
    /// A driver for heaps `0..=upto`, resumed from a checkpoint if asked, with its first
    /// step filled.
    fn new(game: Game, upto: u64, args: &TableArgs) -> Result<Self, Failure> {
        let cells = usize::try_from(upto)
            .ok()
            .and_then(|u| u.checked_add(1))
            .ok_or_else(|| format!("heaps up to {upto} do not fit this machine's memory"))?;
        // Zeroed lazily by the allocator: memory is touched as the fill goes.
        let mut table = vec![0u16; cells];
        let mut resumed = 0;
        if let Some(path) = &args.resume {
            let loaded = load(path, &game.checkpoint_name(), MAX_CELLS, &mut table)?;
            resumed = loaded.resumed;
            // Saving over the checkpoint resumed would keep only the heaps asked for.
            if let Some(save) = &args.save
                && loaded.count > cells as u64
                && same_file(path, save)
            {
                return Err(Failure::Input(format!(
                    "--save {}: it is the checkpoint resumed, which holds {} values, and \
                     this run's table of heaps up to {upto} would replace them with fewer \
                     (give --upto {} or more, or another file to --save)",
                    crate::error::path(save),
                    loaded.count,
                    loaded.count - 1
                )));
            }
        }
        let fill = game.fill(table).resumed_at(resumed);
        let save = match &args.save {
            Some(path) => Some(Saver::new(
                path.clone(),
                Duration::from_secs(args.save_every),
                game.checkpoint_name(),
            )?),
            None => None,
        };
        let mut driver = Self {
            game,
            fill,
            period: None,
            next_look: 0,
            step: FIRST_STEP,
            threads: args.threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, |n| n.get().min(8))
            }),
            prepared: Vec::new(),
            progress: Progress::new(game.title(), cells, resumed),
            save,
        };
        driver.look_for_period();
        let first = cells.min(resumed.saturating_add(FIRST_HEAPS));
        let start = Instant::now();
        while driver.period.is_none() && driver.fill.filled() < first {
            driver.advance()?;
            if start.elapsed() >= STEP_TIME {
                break;
            }
        }
        Ok(driver)
    }

    /// The largest value computed so far.
    fn max_so_far(&self) -> u128 {
        self.fill
            .values()
            .iter()
            .copied()
            .max()
            .map_or(0, u128::from)
    }

    /// The value of heap `n`, filling the table up to it first.
    fn heap_value(&mut self, n: u64) -> Result<u16, Failure> {
        let past = || format!("heap {n} is past the table");
        let i = usize::try_from(n).map_err(|_| past())?;
        loop {
            if let Some(&v) = self.fill.values().get(i) {
                return Ok(v);
            }
            if let Some(period) = self.period {
                let cell = self.fill.values().get(period.index(n)).copied();
                return cell.ok_or_else(|| past().into());
            }
            if self.fill.filled() >= self.fill.capacity() {
                return Err(past().into());
            }
            self.advance()?;
        }
    }

    /// Fills every cell (or up to a certified period).
    fn fill_all(&mut self) -> Result<(), Failure> {
        while self.period.is_none() && self.fill.filled() < self.fill.capacity() {
            self.advance()?;
        }
        Ok(())
    }

    /// The values of heaps `0..=upto`, from the table and the period: the table itself
    /// when it holds them all (no copy of a table of 2^28 heaps), else a list made from the
    /// period.
    fn values_upto(&self, upto: u64) -> std::borrow::Cow<'_, [u16]> {
        let values = self.fill.values();
        match self.period {
            Some(p) if values.len() as u64 <= upto => (0..=upto)
                .map(|n| values.get(p.index(n)).copied().unwrap_or(0))
                .collect(),
            _ => values.get(..=upto as usize).unwrap_or(values).into(),
        }
    }

    /// Fills one step, then looks at the clock: the step's length, the progress line, a
    /// checkpoint, and a period when the table has doubled.
    fn advance(&mut self) -> Result<(), Failure> {
        let start = Instant::now();
        let before = self.fill.filled();
        let end = before.saturating_add(self.step).min(self.fill.capacity());
        let filled = if self.threads > 1 {
            self.fill_with_threads(end)
        } else {
            fill_alone(&mut self.fill, end)
        };
        if let Err(e) = filled {
            return Err(match e {
                OctalError::ValueTooLarge { .. } => e.to_string(),
                other => format!("the table stopped at heap {}: {other}", self.fill.filled()),
            }
            .into());
        }
        self.step = next_step(before, self.fill.filled(), start.elapsed(), self.step);
        self.look_for_period();
        self.progress
            .tick(self.fill.filled(), self.period.is_some());
        if let Some(save) = &mut self.save {
            save.tick(self.fill.values())?;
        }
        Ok(())
    }

    /// Fills the table up to `end` with [`Driver::threads`] threads: blocks (where the fill
    /// can use one) are prepared by every thread, [`CHUNK_HEAPS`] heaps at a time handed out
    /// to whichever thread is free, then finished on this one. The threads live for the
    /// step, not for a block, and a thread the system has paused holds up at most one chunk.
    fn fill_with_threads(&mut self, end: usize) -> Result<(), OctalError> {
        let pool = Pool::default();
        let prepared = &mut self.prepared;
        let fill = RwLock::new(&mut self.fill);
        std::thread::scope(|scope| {
            for _ in 1..self.threads {
                scope.spawn(|| pool.work(&fill, false));
            }
            let result = (|| loop {
                let (filled, block) = {
                    let fill = fill.read().unwrap_or_else(PoisonError::into_inner);
                    let filled = fill.filled();
                    (filled, fill.block(BLOCK.min(end.saturating_sub(filled))))
                };
                if filled >= end {
                    return Ok(());
                }
                let fill_mut = || fill.write().unwrap_or_else(PoisonError::into_inner);
                match block {
                    Some(block) => {
                        pool.prepare(&fill, &block, prepared);
                        fill_mut().fill_block(&block, prepared, &mut 0, u64::MAX)?;
                    }
                    None => {
                        let to = filled + BLOCK.min(end - filled);
                        fill_mut().fill_to(to, &mut 0, u64::MAX)?;
                    }
                }
            })();
            pool.quit();
            result
        })
    }

    /// Looks for a certified period once the table has doubled since the last look.
    fn look_for_period(&mut self) {
        let Game::Octal(code) = self.game else {
            return;
        };
        let filled = self.fill.filled();
        if self.period.is_none() && filled >= self.next_look {
            self.period = code.certified_period(self.fill.values());
            self.next_look = filled.saturating_mul(2).max(64);
        }
    }

    /// Clears the progress line and saves the last checkpoint.
    fn finish(&mut self) -> Result<(), Failure> {
        self.progress.clear();
        match &mut self.save {
            Some(save) => save.write(self.fill.values()),
            None => Ok(()),
        }
    }
}

/// The values of the table as [`crate::table::sequence`] prints them: a value not filled
/// yet is not ready, so what is printed so far goes out before the next step.
impl Source for Driver {
    fn value(&mut self, n: u64) -> Result<u128, Failure> {
        self.heap_value(n).map(u128::from)
    }

    fn ready(&self, n: u64) -> bool {
        self.period.is_some() || usize::try_from(n).is_ok_and(|i| i < self.fill.filled())
    }
}

/// The heaps of the step after one that filled `before..after` in `took`: as many as take
/// [`STEP_TIME`] at that pace grown as the square of the heap (about how a heap's cost grows
/// with breaks into three heaps; where it grows slower the step is only shorter than it
/// could be), at most twice `last`. Floating point sizes a step here, nothing else.
fn next_step(before: usize, after: usize, took: Duration, last: usize) -> usize {
    let heaps = after.saturating_sub(before);
    let secs = took.as_secs_f64();
    if heaps == 0 || secs <= 0.0 {
        return last.saturating_mul(2).clamp(MIN_STEP, MAX_STEP);
    }
    let pace = secs / heaps as f64;
    let mid = ((before as f64 + after as f64) / 2.0).max(1.0);
    let a = after as f64;
    // pace · ∫ (n / mid)² dn over after..after + h = STEP_TIME, solved for h.
    let h = (a.powi(3) + 3.0 * STEP_TIME.as_secs_f64() * mid * mid / pace).cbrt() - a;
    (h as usize)
        .min(last.saturating_mul(2))
        .clamp(MIN_STEP, MAX_STEP)
}

/// Fills `fill` up to `end` on this thread alone.
fn fill_alone(fill: &mut Fill, end: usize) -> Result<(), OctalError> {
    while fill.filled() < end {
        let to = fill.filled() + BLOCK.min(end - fill.filled());
        fill.fill_to(to, &mut 0, u64::MAX)?;
    }
    Ok(())
}

/// The fill of a table as the command line makes it.
type Fill = TableFill<Vec<u16>, Vec<u32>>;

/// The block being prepared, handed out to the threads a chunk at a time.
#[derive(Default)]
struct Pool {
    job: Mutex<Job>,
    /// Wakes the threads waiting for a block.
    wake: Condvar,
    /// Wakes the thread waiting for the last chunk of a block.
    done: Condvar,
}

#[derive(Default)]
struct Job {
    block: Option<TableBlock>,
    /// The next chunk to hand out, and the chunks not prepared yet.
    next: usize,
    pending: usize,
    /// The prepared data of each chunk: taken by the thread preparing it, then put back.
    outs: Vec<Vec<u32>>,
    quit: bool,
}

/// A chunk handed out: the block, its heaps, the chunk's number and its output.
type Task = (TableBlock, std::ops::Range<usize>, usize, Vec<u32>);

impl Job {
    fn claim(&mut self) -> Option<Task> {
        let block = self.block.as_ref()?;
        let heaps = block.heaps();
        let from = heaps.start + self.next * CHUNK_HEAPS;
        if from >= heaps.end {
            return None;
        }
        let index = self.next;
        self.next += 1;
        let out = std::mem::take(self.outs.get_mut(index)?);
        let part = from..(from + CHUNK_HEAPS).min(heaps.end);
        Some((block.clone(), part, index, out))
    }
}

impl Pool {
    fn lock(&self) -> std::sync::MutexGuard<'_, Job> {
        self.job.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Prepares chunks as they are handed out: until told to quit, or with `until_done`
    /// until every chunk of the block is prepared.
    fn work(&self, fill: &RwLock<&mut Fill>, until_done: bool) {
        let mut job = self.lock();
        loop {
            if job.quit || (until_done && job.pending == 0) {
                return;
            }
            match job.claim() {
                Some((block, heaps, index, mut out)) => {
                    drop(job);
                    out.resize(heaps.len() * block.words(), 0);
                    fill.read()
                        .unwrap_or_else(PoisonError::into_inner)
                        .prepare(&block, heaps, &mut out);
                    job = self.lock();
                    if let Some(slot) = job.outs.get_mut(index) {
                        *slot = out;
                    }
                    job.pending -= 1;
                    if job.pending == 0 {
                        self.done.notify_all();
                    }
                }
                None if until_done => {
                    job = self.done.wait(job).unwrap_or_else(PoisonError::into_inner);
                }
                None => job = self.wake.wait(job).unwrap_or_else(PoisonError::into_inner),
            }
        }
    }

    /// Prepares `block` with every thread, this one included, into `prepared`.
    fn prepare(&self, fill: &RwLock<&mut Fill>, block: &TableBlock, prepared: &mut Vec<u32>) {
        let chunks = block.heaps().len().div_ceil(CHUNK_HEAPS);
        {
            let mut job = self.lock();
            job.block = Some(block.clone());
            job.next = 0;
            job.pending = chunks;
            job.outs.resize_with(chunks, Vec::new);
        }
        self.wake.notify_all();
        self.work(fill, true);
        let mut job = self.lock();
        job.block = None;
        prepared.clear();
        for out in job.outs.iter().take(chunks) {
            prepared.extend_from_slice(out);
        }
    }

    /// Lets the threads return.
    fn quit(&self) {
        self.lock().quit = true;
        self.wake.notify_all();
    }
}

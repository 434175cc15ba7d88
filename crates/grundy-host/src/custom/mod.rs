//! A game given by its rules as callbacks: the options of a position, optionally its parts
//! (a disjunctive decomposition), optionally a name. The callbacks may fail with an error of
//! the caller's; [`Solver`] solves whatever they describe.
//!
//! A position is a list of numbers (`&[u64]`), as a script or a Python function gives it.
//! [`Rules::moves`] lists a position's options; [`Rules::parts`], when the game has it, lists
//! positions whose disjunctive sum the position is (for a heap game, each heap on its own).
//! The solver explores the positions reachable from the one asked, keeps each in a table
//! under the numbers it was given as, and values them:
//!
//! - a position that splits into two or more parts has the nim-sum of their values, and only
//!   single parts are ever expanded, which is what makes take-and-break rules fast;
//! - a single part has the mex of its options' values ([`grundy::sg::mex_in`]), each option
//!   valued as the nim-sum of its own parts ([`grundy::Nim::nim_sum`]);
//! - where play can come back to a position it has left, the positions that can reach such a
//!   cycle are solved as the finite graph they span, by the core's generalized
//!   Sprague–Grundy function ([`grundy::graph::GraphValues::compute_seeded`]): a win, a loss or a
//!   draw, and the value `∞(K)` where it is not a number. Positions that cannot reach a cycle
//!   stand in that graph as nodes of their known value.
//!
//! Remoteness comes from the core's retrograde analysis ([`grundy::graph::GraphRemoteness`]) over
//! the positions perfect play can pass through. Every search is bounded by a budget of
//! positions the caller sets ([`Solver::with_budget`]); past it the answer is an error
//! saying so, never a guess.
//!
//! ```
//! use grundy::graph::GraphOutcome;
//! use grundy_host::custom::{Positions, Rules, Solver, Value};
//!
//! /// Grundy's game: split a heap into two unequal heaps.
//! struct Grundy;
//!
//! impl Rules for Grundy {
//!     type Error = std::convert::Infallible;
//!
//!     fn moves(&mut self, p: &[u64], out: &mut Positions) -> Result<(), Self::Error> {
//!         for (i, &n) in p.iter().enumerate() {
//!             for a in 1..n.div_ceil(2) {
//!                 let mut q = p.to_vec();
//!                 q[i] = a;
//!                 q.push(n - a);
//!                 out.push(&q);
//!             }
//!         }
//!         Ok(())
//!     }
//!
//!     fn parts(&mut self, p: &[u64], out: &mut Positions) -> Result<bool, Self::Error> {
//!         for &n in p {
//!             out.push(&[n]);
//!         }
//!         Ok(true)
//!     }
//! }
//!
//! let mut solver = Solver::new(Grundy);
//! // OEIS A002188: 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, …
//! assert_eq!(solver.value(&[20])?, Value::Finite(0));
//! assert_eq!(solver.value(&[18])?, Value::Finite(4));
//! let hint = solver.analyse(&[5, 3])?;
//! assert_eq!(hint.outcome, GraphOutcome::Win); // 2 ⊕ 1
//! // The one winning move splits 5 into 2 + 3, of value 0 ⊕ 1 = 1 = 2 ⊕ 3.
//! let winning: Vec<&[u64]> = hint.winning().map(|c| c.position.as_slice()).collect();
//! assert_eq!(winning, [&[2, 3, 3]]);
//! assert_eq!(hint.remoteness?, Some(3));
//! # Ok::<(), grundy_host::custom::SolveError<std::convert::Infallible>>(())
//! ```
//!
//! Nothing here knows a scripting language: a script's engine or a Python interpreter
//! implements [`Rules`], and an interrupt (a script's limits, Python's Ctrl-C) comes back as
//! an error from any callback or from [`Rules::checkpoint`].

mod graph;
mod table;

use core::fmt;

use grundy::Outcome;
use grundy::graph::{GraphError, GraphOutcome};

pub use table::Positions;
use table::{Full, MAX_POSITIONS, Table};

/// The rules of a game, as callbacks. Every callback may fail with [`Rules::Error`], which
/// stops the computation and comes back inside a [`SolveError::Rules`].
pub trait Rules {
    /// Why a callback failed.
    type Error;

    /// Appends the options of `position` to `out` (empty: no move is left). The same
    /// position may be listed more than once; it is the same option.
    ///
    /// # Errors
    /// Whatever stops the rules.
    fn moves(&mut self, position: &[u64], out: &mut Positions) -> Result<(), Self::Error>;

    /// Appends to `out` positions whose disjunctive sum is `position` and returns `true`, or
    /// returns `false` when the game has no parts (then `position` is one part). None at all
    /// is the empty sum, a position without moves; one part is solved by its moves; two or
    /// more have the nim-sum of their values. A part is not split again.
    ///
    /// # Errors
    /// Whatever stops the rules.
    fn parts(&mut self, position: &[u64], out: &mut Positions) -> Result<bool, Self::Error> {
        let _ = (position, out);
        Ok(false)
    }

    /// The game's name, when it has one.
    ///
    /// # Errors
    /// Whatever stops the rules.
    fn name(&mut self) -> Result<Option<String>, Self::Error> {
        Ok(None)
    }

    /// Appends to `out` the options of `position` (as [`Rules::moves`] does), the parts of
    /// each option (as [`Rules::parts`] does, the option itself when the game has no parts)
    /// and, option after option, how many parts it has. What `out` already holds (the
    /// positions expanded before, in the same batch) stays as it is. This is what the solver
    /// asks of a single part; by default it calls `moves` once and `parts` once an option.
    /// Rules whose calls cost more than their work (a script engine, an interpreter) may
    /// answer in one call, and must answer the same.
    ///
    /// # Errors
    /// The failed call, the position it was called with and its error.
    fn expand(&mut self, position: &[u64], out: &mut Expansion) -> Result<(), Failed<Self::Error>> {
        let first = out.options.len();
        self.moves(position, &mut out.options)
            .map_err(|error| Failed::new(Call::Moves, position, error))?;
        let Expansion {
            options,
            parts,
            counts,
        } = out;
        for i in first..options.len() {
            let o = options.get(i).unwrap_or(&[]);
            let before = parts.len();
            let split = self
                .parts(o, parts)
                .map_err(|error| Failed::new(Call::Parts, o, error))?;
            if !split {
                parts.truncate(before);
                parts.push(o);
            }
            counts.push(parts.len() - before);
        }
        Ok(())
    }

    /// Called every so often while a computation runs (between batches of positions), so
    /// that the caller can stop it: an error here stops it like a failed callback.
    ///
    /// # Errors
    /// Whatever should stop the computation (Ctrl-C, a time limit).
    fn checkpoint(&mut self, progress: Progress) -> Result<(), Self::Error> {
        let _ = progress;
        Ok(())
    }
}

/// What [`Rules::expand`] appends to: positions' options and the parts of each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expansion {
    /// The options, in order.
    pub options: Positions,
    /// The parts of every option, option after option.
    pub parts: Positions,
    /// How many parts each option has, in the order of the options.
    pub counts: Vec<usize>,
}

impl Expansion {
    /// Empties it, keeping its memory.
    pub fn clear(&mut self) {
        self.options.clear();
        self.parts.clear();
        self.counts.clear();
    }
}

/// A callback failed: which, with what position, and its error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failed<E> {
    /// Which callback.
    pub call: Call,
    /// The position it was called with.
    pub position: Vec<u64>,
    /// Its error.
    pub error: E,
}

impl<E> Failed<E> {
    /// The failure of `call` on `position`.
    pub fn new(call: Call, position: &[u64], error: E) -> Self {
        Self {
            call,
            position: position.to_vec(),
            error,
        }
    }
}

impl<E> From<Failed<E>> for SolveError<E> {
    fn from(f: Failed<E>) -> Self {
        Self::Rules {
            call: f.call,
            position: f.position,
            error: f.error,
        }
    }
}

/// How far a computation has got, for [`Rules::checkpoint`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Progress {
    /// Positions in the tables so far.
    pub positions: u64,
    /// The budget they may not exceed.
    pub budget: u64,
}

/// Which callback failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Call {
    /// [`Rules::moves`].
    Moves,
    /// [`Rules::parts`].
    Parts,
    /// [`Rules::name`].
    Name,
    /// [`Rules::checkpoint`].
    Checkpoint,
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Moves => "moves",
            Self::Parts => "parts",
            Self::Name => "name",
            Self::Checkpoint => "checkpoint",
        })
    }
}

/// Why a position could not be solved.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SolveError<E> {
    /// A callback failed.
    Rules {
        /// Which one.
        call: Call,
        /// The position it was called with (empty for [`Call::Name`] and
        /// [`Call::Checkpoint`]).
        position: Vec<u64>,
        /// Its error.
        error: E,
    },
    /// More positions are needed than the budget allows.
    Budget {
        /// The budget, in positions.
        budget: u64,
        /// The positions explored when the search stopped.
        explored: u64,
    },
    /// A remoteness search needs more whole positions than its budget
    /// ([`Solver::with_search_budget`]).
    SearchBudget {
        /// The budget, in positions.
        budget: u64,
    },
    /// More positions than the engine can number ([`grundy::graph::MAX_NODES`]).
    TooManyPositions,
    /// A position met while computing remoteness lies outside the graph its values were
    /// computed on: the rules' `parts` and `moves` disagree.
    Outside {
        /// The position.
        position: Vec<u64>,
    },
    /// [`Rules::expand`] appended a count of parts per option that does not match the options
    /// and parts it appended (or took away what was there before).
    Expansion {
        /// The position expanded.
        position: Vec<u64>,
    },
    /// A thread to expand positions on could not be started.
    Thread(String),
    /// The core refused the graph of a loopy game (more than [`grundy::graph::MAX_EDGES`] moves, a
    /// value past [`grundy::graph::MAX_NODES`]).
    Graph(GraphError),
}

impl<E> SolveError<E> {
    fn rules(call: Call, position: &[u64], error: E) -> Self {
        Self::Rules {
            call,
            position: position.to_vec(),
            error,
        }
    }
}

impl<E> From<Full> for SolveError<E> {
    fn from(_: Full) -> Self {
        Self::TooManyPositions
    }
}

impl<E> From<GraphError> for SolveError<E> {
    fn from(e: GraphError) -> Self {
        Self::Graph(e)
    }
}

/// `[1, 4]`; past 16 numbers the first 16 and how many there are.
pub fn show(position: &[u64]) -> String {
    const SHOWN: usize = 16;
    let list: Vec<String> = position.iter().take(SHOWN).map(u64::to_string).collect();
    if position.len() > SHOWN {
        format!("[{}, … ({} numbers)]", list.join(", "), position.len())
    } else {
        format!("[{}]", list.join(", "))
    }
}

impl<E: fmt::Display> fmt::Display for SolveError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Rules {
                call: call @ (Call::Moves | Call::Parts),
                position,
                error,
            } => write!(f, "{call}({}): {error}", show(position)),
            Self::Rules {
                call: Call::Name,
                error,
                ..
            } => write!(f, "name(): {error}"),
            Self::Rules { error, .. } => error.fmt(f),
            Self::Budget { budget, explored } => write!(
                f,
                "the game needs more positions than the state budget of {budget} ({explored} explored)"
            ),
            Self::SearchBudget { budget } => {
                write!(f, "the search would visit more than {budget} positions")
            }
            Self::TooManyPositions => write!(
                f,
                "more than {MAX_POSITIONS} positions: past what the engine can number"
            ),
            Self::Outside { position } => write!(
                f,
                "the position {} lies outside the graph its values were computed on: the rules' parts and moves disagree",
                show(position)
            ),
            Self::Expansion { position } => write!(
                f,
                "the expansion of {} does not give one count of parts per option",
                show(position)
            ),
            Self::Thread(e) => write!(f, "cannot start a thread: {e}"),
            Self::Graph(e) => e.fmt(f),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for SolveError<E> {}

/// The value of a position under the generalized Sprague–Grundy function: a number (the
/// position plays as a Nim heap of that size), or `∞(K)` with `K` the finite values of its
/// options, sorted (a win exactly when `0 ∈ K`, otherwise a draw).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A Grundy value.
    Finite(u64),
    /// `∞(K)`: the set `K`, sorted.
    Infinite(Vec<u64>),
}

impl Value {
    /// The number, when the value is finite.
    pub fn finite(&self) -> Option<u64> {
        match self {
            Self::Finite(g) => Some(*g),
            Self::Infinite(_) => None,
        }
    }
}

impl fmt::Display for Value {
    /// `3`, or `∞({0, 2})`, as `grundy sg graph` prints a node's value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Finite(g) => write!(f, "{g}"),
            Self::Infinite(k) => {
                let list: Vec<String> = k.iter().map(u64::to_string).collect();
                write!(f, "∞({{{}}})", list.join(", "))
            }
        }
    }
}

/// One option of an analysed position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The position the move leads to.
    pub position: Vec<u64>,
    /// Its value.
    pub value: Value,
    /// Who wins it, seen by the player then to move: a [`GraphOutcome::Loss`] is a winning
    /// move.
    pub outcome: GraphOutcome,
    /// Its remoteness, when it was computed (a winning move from a won position, any move
    /// from a lost one).
    pub remoteness: Option<u32>,
}

/// Everything known of one position: its value, who wins, its options and remoteness.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<E> {
    /// The position.
    pub position: Vec<u64>,
    /// Its value.
    pub value: Value,
    /// Who wins, for the player to move.
    pub outcome: GraphOutcome,
    /// Its distinct options, in the order [`Rules::moves`] first gave them.
    pub options: Vec<Choice>,
    /// How many moves perfect play lasts (the winner hurrying, the loser delaying), or why it
    /// is unknown (a draw has none: [`None`]).
    pub remoteness: Result<Option<u32>, SolveError<E>>,
}

impl<E> Analysis<E> {
    /// The winning moves: the options that are lost for the player then to move.
    pub fn winning(&self) -> impl Iterator<Item = &Choice> + '_ {
        self.options
            .iter()
            .filter(|c| c.outcome == GraphOutcome::Loss)
    }

    /// Whether the position's value (from its parts) is the mex of its options' values (each
    /// from its own parts): what a game's `parts` must keep. `None` when a value is loopy.
    pub fn agrees_with_moves(&self) -> Option<bool> {
        let g = self.value.finite()?;
        let options: Option<Vec<u64>> = self.options.iter().map(|c| c.value.finite()).collect();
        let options = options?;
        let mut bits = vec![0u64; options.len() / 64 + 1];
        let mex = grundy::sg::mex_in(options, &mut bits).ok()?;
        Some(mex == g)
    }

    /// What a perfect player plays: the winning move that wins soonest (the first winning
    /// move when remoteness is unknown); from a draw, the first move that keeps it; from a
    /// lost position, the move that lasts longest (the first move when remoteness is
    /// unknown). `None` when no move is left.
    pub fn best(&self) -> Option<&Choice> {
        let want = match self.outcome {
            GraphOutcome::Win => GraphOutcome::Loss,
            GraphOutcome::Draw => GraphOutcome::Draw,
            GraphOutcome::Loss => GraphOutcome::Win,
        };
        let mut candidates = self.options.iter().filter(|c| c.outcome == want);
        let first = candidates.clone().next();
        let pick = match self.outcome {
            GraphOutcome::Win => candidates
                .filter_map(|c| Some((c.remoteness?, c)))
                .min_by_key(|&(r, _)| r),
            GraphOutcome::Loss => candidates
                .filter_map(|c| Some((c.remoteness?, c)))
                .rev()
                .max_by_key(|&(r, _)| r),
            GraphOutcome::Draw => candidates.next().map(|c| (0, c)),
        };
        pick.map(|(_, c)| c).or(first)
    }
}

/// What the solver knows of a single part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Seen, not yet expanded.
    New,
    /// Expanded: its options are in the option store.
    Open,
    /// On the path of the search that values parts.
    Visiting,
    /// Valued.
    Solved(u64),
    /// It can reach a position that can repeat: valued only in a graph.
    Loopy,
}

/// Whole positions a remoteness search may visit unless told otherwise: as many as a
/// host's hint searches for a game of the core's (a second or so of a script's calls).
pub const REMOTENESS_BUDGET: u64 = 100_000;

/// Positions a worker expands in one go when several share the work, at most: small
/// enough that the threads finish together (the costliest positions often come last, heaps
/// in increasing order), large enough that taking the next chunk costs nothing.
const CHUNK: usize = 64;

/// Fewer positions than this are expanded on one thread.
const PARALLEL_FROM: usize = 16;

/// The stack of each thread that expands positions: rules may recurse (a script engine
/// evaluates nested calls recursively), and a thread's default stack is small.
const WORKER_STACK: usize = 64 << 20;

/// Positions expanded between two calls of [`Rules::checkpoint`] (rules that run
/// on several threads are checked between batches of this many a thread).
const CHECK_EVERY: usize = 1024;

/// Positions expanded in one go on one thread.
const SEQUENTIAL_BATCH: usize = 8;

/// What expanding some parts gave: for each, its number of options; for each option, its
/// number of parts; the parts, in order (in one [`Expansion`], whose options are only those of
/// the last part expanded).
#[derive(Debug, Default)]
struct Batch {
    options: Vec<usize>,
    expansion: Expansion,
}

impl Batch {
    fn clear(&mut self) {
        self.options.clear();
        self.expansion.clear();
    }
}

/// Expands the parts `ids` of `table`, each by its moves and each option by its parts, into
/// `batches` (emptied first, their memory kept), in the order of `ids`.
type Expand<R> = fn(
    &mut R,
    &mut [R],
    &Table,
    &[u32],
    &mut Vec<Batch>,
) -> Result<(), SolveError<<R as Rules>::Error>>;

/// The parts of `position` into `out`: what [`Rules::parts`] says, or the position itself.
fn parts_of<R: Rules>(
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

fn expand_into<R: Rules>(
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

fn expand_sequential<R: Rules>(
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
fn expand_parallel<R: Rules + Send>(
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

/// Solves positions of a game given by [`Rules`]: values, outcomes, options and remoteness.
///
/// What it learns is kept between questions (the values of every single part solved), so
/// asking for `[0]`, `[1]`, … one by one costs little more than asking for them together.
/// After an error the table is emptied.
#[derive(Debug)]
pub struct Solver<R: Rules> {
    /// The rules.
    rules: R,
    /// Copies of the rules for more threads to expand positions with.
    workers: Vec<R>,
    expand: Expand<R>,
    budget: u64,
    search_budget: u64,
    keys: Table,
    state: Vec<State>,
    /// For an open part: its options, as a range of `option_ends`.
    key_options: Vec<(usize, usize)>,
    /// Where each option's parts end in `option_parts`.
    option_ends: Vec<usize>,
    option_parts: Vec<u32>,
    scratch: Positions,
    /// What the last expansion gave, kept for its memory.
    batches: Vec<Batch>,
}

impl<R: Rules> Solver<R> {
    /// A solver for `rules`, with the budget [`crate::SEARCH_BUDGET`].
    pub fn new(rules: R) -> Self {
        Self {
            rules,
            workers: Vec::new(),
            expand: expand_sequential::<R>,
            budget: crate::SEARCH_BUDGET,
            search_budget: REMOTENESS_BUDGET,
            keys: Table::default(),
            state: Vec::new(),
            key_options: Vec::new(),
            option_ends: Vec::new(),
            option_parts: Vec::new(),
            scratch: Positions::new(),
            batches: Vec::new(),
        }
    }

    /// The same solver with at most `budget` positions in each of its tables: the single
    /// parts it values, the graph of a loopy position, the positions of a remoteness search.
    #[must_use]
    pub fn with_budget(mut self, budget: u64) -> Self {
        self.budget = budget;
        self
    }

    /// Changes the budget; what is known is kept.
    pub fn set_budget(&mut self, budget: u64) {
        self.budget = budget;
    }

    /// The same solver with at most `budget` positions in a remoteness search (by default
    /// [`REMOTENESS_BUDGET`]): remoteness walks whole positions, far more of them than the
    /// single parts that values need, so it has a budget of its own, and past it
    /// [`Analysis::remoteness`] says so while everything else is answered.
    #[must_use]
    pub fn with_search_budget(mut self, budget: u64) -> Self {
        self.search_budget = budget;
        self
    }

    /// The budget of positions.
    pub fn budget(&self) -> u64 {
        self.budget
    }

    /// The rules (the first copy, when several threads share the work).
    pub fn rules(&mut self) -> &mut R {
        &mut self.rules
    }

    /// The game's name, when its rules give one.
    ///
    /// # Errors
    /// [`SolveError::Rules`] when the callback fails.
    pub fn name(&mut self) -> Result<Option<String>, SolveError<R::Error>> {
        self.rules()
            .name()
            .map_err(|e| SolveError::rules(Call::Name, &[], e))
    }

    /// How many single parts the table holds.
    pub fn known(&self) -> usize {
        self.keys.len()
    }

    /// The value of `position`.
    ///
    /// # Errors
    /// [`SolveError`]: a callback failed, the budget was exceeded, or a capacity.
    pub fn value(&mut self, position: &[u64]) -> Result<Value, SolveError<R::Error>> {
        let mut values = self.values(&[position])?;
        Ok(values.pop().unwrap_or(Value::Finite(0)))
    }

    /// The values of `positions`, explored together (so that several threads share the
    /// work, see [`Solver::with_workers`]).
    ///
    /// # Errors
    /// [`SolveError`]: a callback failed, the budget was exceeded, or a capacity.
    pub fn values(&mut self, positions: &[&[u64]]) -> Result<Vec<Value>, SolveError<R::Error>> {
        let result = self.values_inner(positions);
        self.finish(result.is_ok());
        result
    }

    /// Everything about `position`: its value, who wins, every distinct option with its value
    /// and outcome, and the remoteness.
    ///
    /// # Errors
    /// [`SolveError`] when the values cannot be computed; remoteness has its own error in
    /// [`Analysis::remoteness`].
    pub fn analyse(
        &mut self,
        position: &[u64],
    ) -> Result<Analysis<R::Error>, SolveError<R::Error>> {
        self.analyse_within(position, self.search_budget)
    }

    /// [`Solver::analyse`] with the remoteness search bounded by its own budget of positions
    /// (at most the search budget, [`Solver::with_search_budget`]): the values and outcomes
    /// of the position and its options cost what they cost, while the remoteness of a long
    /// game can take every position of the budget. Past `remoteness_budget` (0: at once), [`Analysis::remoteness`] says so.
    ///
    /// # Errors
    /// As [`Solver::analyse`].
    pub fn analyse_within(
        &mut self,
        position: &[u64],
        remoteness_budget: u64,
    ) -> Result<Analysis<R::Error>, SolveError<R::Error>> {
        let result = self.analyse_inner(position, remoteness_budget);
        self.finish(result.is_ok());
        result
    }

    /// After a question: the options of solved parts are dropped; after an error (or a
    /// remoteness search stopped half way), everything.
    fn finish(&mut self, ok: bool) {
        self.option_ends.clear();
        self.option_parts.clear();
        let partial = self
            .state
            .iter()
            .any(|s| !matches!(s, State::Solved(_) | State::Loopy));
        if !ok || partial {
            self.keys = Table::default();
            self.state.clear();
            self.key_options.clear();
        }
    }

    fn checkpoint(&mut self, positions: usize) -> Result<(), SolveError<R::Error>> {
        let progress = Progress {
            positions: positions as u64,
            budget: self.budget,
        };
        self.rules()
            .checkpoint(progress)
            .map_err(|e| SolveError::rules(Call::Checkpoint, &[], e))
    }

    fn over_budget(&self, count: usize) -> Result<(), SolveError<R::Error>> {
        if count as u64 > self.budget {
            Err(SolveError::Budget {
                budget: self.budget,
                explored: count as u64,
            })
        } else {
            Ok(())
        }
    }

    /// Adds `position` as a single part; new ones go to `frontier`.
    fn add_key(
        &mut self,
        position: &[u64],
        frontier: &mut Vec<u32>,
    ) -> Result<u32, SolveError<R::Error>> {
        let (id, new) = self.keys.intern(position)?;
        if new {
            self.state.push(State::New);
            self.key_options.push((0, 0));
            frontier.push(id);
            self.over_budget(self.keys.len())?;
        }
        Ok(id)
    }

    /// The parts of `position` as part numbers, appended to `ids`.
    fn root_parts(
        &mut self,
        position: &[u64],
        ids: &mut Vec<u32>,
        frontier: &mut Vec<u32>,
    ) -> Result<(), SolveError<R::Error>> {
        let mut parts = std::mem::take(&mut self.scratch);
        let result = parts_of(self.rules(), position, &mut parts).and_then(|()| {
            for q in parts.iter() {
                ids.push(self.add_key(q, frontier)?);
            }
            Ok(())
        });
        self.scratch = parts;
        result
    }

    /// Expands every new part reachable from `frontier`.
    fn explore(&mut self, mut frontier: Vec<u32>) -> Result<(), SolveError<R::Error>> {
        while !frontier.is_empty() {
            let mut next = Vec::new();
            let step = CHECK_EVERY * (self.workers.len() + 1);
            // One thread expands a few positions at a time, so that what they give stays
            // small (in the processor's cache, its memory used again and again); threads
            // share a whole step.
            let batch = if self.workers.is_empty() {
                SEQUENTIAL_BATCH
            } else {
                step
            };
            for checked in frontier.chunks(step) {
                self.checkpoint(self.keys.len())?;
                for ids in checked.chunks(batch) {
                    let mut batches = std::mem::take(&mut self.batches);
                    let added = (self.expand)(
                        &mut self.rules,
                        &mut self.workers,
                        &self.keys,
                        ids,
                        &mut batches,
                    )
                    .and_then(|()| self.add_batches(ids, &batches, &mut next));
                    self.batches = batches;
                    added?;
                }
            }
            frontier = next;
        }
        Ok(())
    }

    /// Records what `batches` say of the parts `ids` (their options and the parts of each),
    /// adding the parts not seen before to `next`.
    ///
    /// A part all of whose options' parts are solved already is solved at once, by the same
    /// mex [`Solver::resolve`] would take, and its options are not kept: asked in increasing
    /// order (heaps `0..=n` of a game whose moves make heaps smaller), every part is, and the
    /// graph of options is never stored.
    fn add_batches(
        &mut self,
        ids: &[u32],
        batches: &[Batch],
        next: &mut Vec<u32>,
    ) -> Result<(), SolveError<R::Error>> {
        let mut values = Vec::new();
        let mut bits = Vec::new();
        let mut ids = ids.iter();
        for batch in batches {
            let mut parts = batch.expansion.parts.iter();
            let mut per_option = batch.expansion.counts.iter();
            for &count in &batch.options {
                let Some(&id) = ids.next() else { break };
                let start = self.option_ends.len();
                let first_part = self.option_parts.len();
                let mut solved = true;
                for _ in 0..count {
                    let n = per_option.next().copied().unwrap_or(0);
                    for _ in 0..n {
                        let q = parts.next().unwrap_or(&[]);
                        let qid = self.add_key(q, next)?;
                        solved &= matches!(self.state_of(qid), State::Solved(_));
                        self.option_parts.push(qid);
                    }
                    self.option_ends.push(self.option_parts.len());
                }
                if let Some(slot) = self.key_options.get_mut(id as usize) {
                    *slot = (start, self.option_ends.len());
                }
                let state = if solved {
                    let g = self.mex_of(id, &mut values, &mut bits)?;
                    self.option_parts.truncate(first_part);
                    self.option_ends.truncate(start);
                    if let Some(slot) = self.key_options.get_mut(id as usize) {
                        *slot = (start, start);
                    }
                    State::Solved(g)
                } else {
                    State::Open
                };
                if let Some(s) = self.state.get_mut(id as usize) {
                    *s = state;
                }
            }
        }
        Ok(())
    }

    fn state_of(&self, id: u32) -> State {
        self.state.get(id as usize).copied().unwrap_or(State::Loopy)
    }

    /// The parts of option `o` (an index of `option_ends`).
    fn option(&self, o: usize) -> &[u32] {
        let start = o
            .checked_sub(1)
            .and_then(|i| self.option_ends.get(i))
            .copied()
            .unwrap_or(0);
        let end = self.option_ends.get(o).copied().unwrap_or(start);
        self.option_parts.get(start..end).unwrap_or(&[])
    }

    /// Every part of every option of part `id`, end to end.
    fn dependencies(&self, id: u32) -> std::ops::Range<usize> {
        let (first, end) = self.key_options.get(id as usize).copied().unwrap_or((0, 0));
        let start = first
            .checked_sub(1)
            .and_then(|i| self.option_ends.get(i))
            .copied()
            .unwrap_or(0);
        let stop = end
            .checked_sub(1)
            .and_then(|i| self.option_ends.get(i))
            .copied()
            .unwrap_or(0);
        start..stop.max(start)
    }

    /// Values every open part reachable from `roots`, depth first without recursion; the
    /// parts that can reach a cycle become [`State::Loopy`].
    fn resolve(&mut self, roots: &[u32]) -> Result<(), SolveError<R::Error>> {
        struct Frame {
            id: u32,
            next: usize,
            end: usize,
            loopy: bool,
        }
        let mut stack: Vec<Frame> = Vec::new();
        let mut values: Vec<u64> = Vec::new();
        let mut bits: Vec<u64> = Vec::new();
        for &root in roots {
            if self.state_of(root) != State::Open {
                continue;
            }
            let r = self.dependencies(root);
            stack.push(Frame {
                id: root,
                next: r.start,
                end: r.end,
                loopy: false,
            });
            if let Some(s) = self.state.get_mut(root as usize) {
                *s = State::Visiting;
            }
            while let Some(top) = stack.last_mut() {
                let mut child = None;
                while top.next < top.end {
                    let c = self.option_parts.get(top.next).copied().unwrap_or(0);
                    match self.state_of(c) {
                        State::Solved(_) => {}
                        State::Open => {
                            child = Some(c);
                            break;
                        }
                        State::Loopy | State::Visiting | State::New => top.loopy = true,
                    }
                    top.next += 1;
                }
                if let Some(c) = child {
                    let r = self.dependencies(c);
                    if let Some(s) = self.state.get_mut(c as usize) {
                        *s = State::Visiting;
                    }
                    stack.push(Frame {
                        id: c,
                        next: r.start,
                        end: r.end,
                        loopy: false,
                    });
                    continue;
                }
                let Some(done) = stack.pop() else { break };
                let state = if done.loopy {
                    State::Loopy
                } else {
                    State::Solved(self.mex_of(done.id, &mut values, &mut bits)?)
                };
                if let Some(s) = self.state.get_mut(done.id as usize) {
                    *s = state;
                }
            }
        }
        Ok(())
    }

    /// The mex of the values of the options of part `id`, every part of which is solved.
    fn mex_of(
        &self,
        id: u32,
        values: &mut Vec<u64>,
        bits: &mut Vec<u64>,
    ) -> Result<u64, SolveError<R::Error>> {
        let (first, end) = self.key_options.get(id as usize).copied().unwrap_or((0, 0));
        values.clear();
        for o in first..end {
            values.push(self.sum_of(self.option(o)).unwrap_or(0));
        }
        bits.clear();
        bits.resize(values.len() / 64 + 1, 0);
        // The mex of k values is at most k: the bitset always has room.
        grundy::sg::mex_in(values.iter().copied(), bits).map_err(|_| SolveError::TooManyPositions)
    }

    /// The nim-sum of the values of `parts` (the core's [`grundy::Nim::nim_sum`]), when
    /// every one is solved.
    fn sum_of(&self, parts: &[u32]) -> Option<u64> {
        let mut unsolved = false;
        let sum = grundy::Nim::nim_sum(parts.iter().map_while(|&q| match self.state_of(q) {
            State::Solved(v) => Some(v),
            _ => {
                unsolved = true;
                None
            }
        }));
        (!unsolved).then_some(sum)
    }

    /// Explores and values the parts of `positions`; their part numbers, position by
    /// position.
    fn solve_parts(
        &mut self,
        positions: impl IntoIterator<Item = impl AsRef<[u64]>>,
    ) -> Result<Vec<Vec<u32>>, SolveError<R::Error>> {
        let mut frontier = Vec::new();
        let mut all = Vec::new();
        for p in positions {
            let mut ids = Vec::new();
            self.root_parts(p.as_ref(), &mut ids, &mut frontier)?;
            all.push(ids);
        }
        self.explore(frontier)?;
        let flat: Vec<u32> = all.iter().flatten().copied().collect();
        self.resolve(&flat)?;
        Ok(all)
    }

    fn values_inner(&mut self, positions: &[&[u64]]) -> Result<Vec<Value>, SolveError<R::Error>> {
        let parts = self.solve_parts(positions.iter().copied())?;
        let mut values: Vec<Option<Value>> = parts
            .iter()
            .map(|ids| self.sum_of(ids).map(Value::Finite))
            .collect();
        let loopy: Vec<(usize, &[u64])> = positions
            .iter()
            .zip(&values)
            .enumerate()
            .filter(|(_, (_, v))| v.is_none())
            .map(|(i, (&p, _))| (i, p))
            .collect();
        if !loopy.is_empty() {
            let roots: Vec<&[u64]> = loopy.iter().map(|&(_, p)| p).collect();
            let solved = self.loopy_graph(&roots)?;
            for (&(i, _), root) in loopy.iter().zip(&solved.roots) {
                if let Some(slot) = values.get_mut(i) {
                    *slot = Some(solved.value(*root));
                }
            }
        }
        Ok(values
            .into_iter()
            .map(|v| v.unwrap_or(Value::Finite(0)))
            .collect())
    }

    fn analyse_inner(
        &mut self,
        position: &[u64],
        remoteness_budget: u64,
    ) -> Result<Analysis<R::Error>, SolveError<R::Error>> {
        let mut moves = Positions::new();
        self.rules()
            .moves(position, &mut moves)
            .map_err(|e| SolveError::rules(Call::Moves, position, e))?;
        // The distinct options, in order.
        let mut seen = Table::default();
        let mut options = Positions::new();
        for o in moves.iter() {
            if seen.intern(o)?.1 {
                options.push(o);
            }
        }
        let parts = self.solve_parts(std::iter::once(position).chain(options.iter()))?;
        let sums: Vec<Option<u64>> = parts.iter().map(|ids| self.sum_of(ids)).collect();
        let finite: Option<Vec<u64>> = sums.iter().copied().collect();
        let (value, outcome, mut choices, graph) = match finite.as_deref() {
            Some([g, rest @ ..]) => {
                let choices = options
                    .iter()
                    .zip(rest)
                    .map(|(o, &v)| Choice {
                        position: o.to_vec(),
                        value: Value::Finite(v),
                        outcome: outcome_of(v),
                        remoteness: None,
                    })
                    .collect();
                (Value::Finite(*g), outcome_of(*g), choices, None)
            }
            _ => {
                let solved = self.loopy_graph(&[position])?;
                let root = solved.roots.first().copied().unwrap_or(0);
                let choices = options
                    .iter()
                    .map(|o| {
                        let node = self.node_of(&solved, o)?;
                        Ok(Choice {
                            position: o.to_vec(),
                            value: solved.value(node),
                            outcome: solved.outcome(node),
                            remoteness: None,
                        })
                    })
                    .collect::<Result<Vec<_>, SolveError<R::Error>>>()?;
                (
                    solved.value(root),
                    solved.outcome(root),
                    choices,
                    Some(solved),
                )
            }
        };
        let budget = self.search_budget;
        self.search_budget = remoteness_budget.min(budget);
        let remoteness = match outcome {
            GraphOutcome::Draw => Ok(None),
            _ => self
                .remoteness(position, outcome, graph.as_ref(), &mut choices)
                .map(Some),
        };
        self.search_budget = budget;
        Ok(Analysis {
            position: position.to_vec(),
            value,
            outcome,
            options: choices,
            remoteness,
        })
    }
}

impl<R: Rules + Clone + Send> Solver<R>
where
    R::Error: Send,
{
    /// The same solver expanding positions on `threads` threads (each with its own copy of
    /// the rules) when a question has many positions to expand at once, such as the values of
    /// heaps `0..=n`. One thread is the default.
    #[must_use]
    pub fn with_workers(mut self, threads: usize) -> Self {
        self.workers = vec![self.rules.clone(); threads.saturating_sub(1)];
        self.expand = if threads > 1 {
            expand_parallel::<R>
        } else {
            expand_sequential::<R>
        };
        self
    }
}

/// Who wins a position of Grundy value `g`, in the three outcomes of loopy games.
fn outcome_of(g: u64) -> GraphOutcome {
    match Outcome::from_grundy(grundy::Nimber::from(g)) {
        Outcome::N => GraphOutcome::Win,
        Outcome::P => GraphOutcome::Loss,
    }
}

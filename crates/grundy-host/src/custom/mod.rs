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

mod analysis;
mod answer;
mod errors;
mod expand;
mod graph;
mod resolve;
mod table;

use grundy::Outcome;
use grundy::graph::GraphOutcome;

pub use table::Positions;
use table::Table;

pub use analysis::{Analysis, Choice, Value};
pub use errors::{Call, Failed, Progress, SolveError, show};
use expand::{Batch, Expand, expand_parallel, expand_sequential, parts_of};

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

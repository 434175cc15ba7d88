//! The app's long computations as values: what to compute, not a closure, so that a
//! computation can cross to where it runs. On a desktop a [`Task`] runs on a thread of its
//! own; in the browser, which has no threads, it crosses to a web worker as bytes
//! ([`encode`]), runs there ([`run_encoded`]) and its output comes back as bytes
//! ([`decode`]). Either way the window never waits for it (`Job::task` in job.rs).
//!
//! Every task answers by asking the core, the judge crate or [`Rules`], as the code that
//! ran inline before did; nothing here decides a game.

use std::cell::RefCell;
use std::fmt;
use std::sync::Arc;

use grundy::sg::{Period, TableError};
use grundy::strategy::{SearchError, Solved};
use grundy::{
    Convention, GameSpec, Octal, OctalCode, RulesError, SetNim, SubtractionSet, SumMove,
    SumPosition, Wythoff,
};
use grundy_i18n::{Lang, Localize};
use grundy_judge::{JudgeError, Problem};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::analysis::Searched;
use crate::explore::{MAX_ROWS, SetError, set_elements};
use crate::explore_octal::OctalPageError;
use crate::rules::{Rules, SharedMemo};
use crate::session::Session;
use crate::setup::NewGame;

/// A long computation, described by its inputs.
pub trait Task: Into<AnyTask> + Send + 'static {
    /// What it computes.
    type Output: Serialize + DeserializeOwned + Send + 'static;

    /// Computes it, here and now.
    ///
    /// # Errors
    /// [`TaskError`] when the task's inputs do not describe what the page that sent it had
    /// (rules that no longer build, a position that is not theirs): never for an answer
    /// the core gives, which is part of the output.
    fn run(self) -> Result<Self::Output, TaskError>;
}

/// A task could not be run: its inputs are not what the page had.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaskError(pub String);

impl fmt::Display for TaskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TaskError {}

/// Every [`Task`] of the app, as one type that crosses to a web worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum AnyTask {
    /// See [`RemotenessSearch`].
    Remoteness(RemotenessSearch),
    /// See [`LineSearch`].
    Line(LineSearch),
    /// See [`PerfectMove`].
    PerfectMove(PerfectMove),
    /// See [`SetNimSequence`].
    SetNim(SetNimSequence),
    /// See [`WythoffGrid`].
    Wythoff(WythoffGrid),
    /// See [`JudgeRun`].
    Judge(JudgeRun),
    /// See [`OctalSequence`].
    Octal(OctalSequence),
}

/// A position of the game being played, described by what its rules are built from (the
/// components' descriptions, the convention and the start position, as [`Rules::build`]
/// takes them) and the numbers of each component now.
///
/// On a desktop the rules the page plays with go along ([`Played::new`]); in a web worker,
/// where only the description arrives, the rules are built from it, and the worker keeps
/// the last rules it built for the next task of the same game.
#[derive(Clone, Serialize, Deserialize)]
pub struct Played {
    /// The rules of each component (normal play: the convention is the whole game's).
    pub specs: Vec<GameSpec>,
    /// Normal or misère play of the whole.
    pub convention: Convention,
    /// The numbers of each component's start position (the rules' tables are built for it).
    pub start: Vec<Vec<u64>>,
    /// The numbers of each component now.
    pub numbers: Vec<Vec<u64>>,
    /// The rules built from `specs`, `convention` and `start`, where they need not cross.
    #[serde(skip)]
    pub rules: Option<Arc<Rules>>,
}

impl fmt::Debug for Played {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Played")
            .field("specs", &self.specs)
            .field("convention", &self.convention)
            .field("start", &self.start)
            .field("numbers", &self.numbers)
            .field("rules", &self.rules.is_some())
            .finish()
    }
}

thread_local! {
    /// The rules a web worker built last, and what it built them from.
    static BUILT: RefCell<Option<(NewGame, Arc<Rules>)>> = const { RefCell::new(None) };
}

impl Played {
    /// The current position of `game`, played with `rules` (built from `game`).
    pub fn new(game: &Session, rules: &Arc<Rules>) -> Self {
        Self {
            specs: game.specs.clone(),
            convention: game.convention,
            start: game.start.clone(),
            numbers: game.current().to_vec(),
            rules: Some(Arc::clone(rules)),
        }
    }

    /// The rules (those that came along, or built from the description, or the last built
    /// from the same description) and the position, checked by the core.
    fn position(&self) -> Result<(Arc<Rules>, SumPosition), TaskError> {
        let rules = match &self.rules {
            Some(rules) => Arc::clone(rules),
            None => self.build()?,
        };
        let position = rules
            .position(&self.numbers)
            .map_err(|e| TaskError(format!("the position is not one of the rules: {e}")))?;
        Ok((rules, position))
    }

    /// What the rules are built from.
    fn game(&self) -> NewGame {
        NewGame {
            specs: self.specs.clone(),
            convention: self.convention,
            start: self.start.clone(),
        }
    }

    fn build(&self) -> Result<Arc<Rules>, TaskError> {
        let game = self.game();
        if let Some(rules) = BUILT.with_borrow(|built| {
            built
                .as_ref()
                .and_then(|(g, r)| (*g == game).then(|| Arc::clone(r)))
        }) {
            return Ok(rules);
        }
        let (rules, _) =
            Rules::build(&game).map_err(|e| TaskError(format!("the rules do not build: {e}")))?;
        let rules = Arc::new(rules);
        BUILT.set(Some((game, Arc::clone(&rules))));
        Ok(rules)
    }
}

/// Who wins the position and its remoteness: [`Rules::solve`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RemotenessSearch(pub Played);

impl Task for RemotenessSearch {
    type Output = Result<Solved, SearchError>;

    fn run(self) -> Result<Self::Output, TaskError> {
        let (rules, position) = self.0.position()?;
        Ok(rules.solve(&position))
    }
}

impl From<RemotenessSearch> for AnyTask {
    fn from(task: RemotenessSearch) -> Self {
        Self::Remoteness(task)
    }
}

/// The searches behind the hints, in one budget and one transposition table: the current
/// position, the position after each of `options`, and each position of the game so far
/// (`line`, the start first), as [`Rules::solve_all`] answers them.
///
/// On a desktop the controller's table goes along (`memo`) and is kept between searches; a
/// web worker keeps a table of its own for the game it last searched.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LineSearch {
    /// The game and its current position.
    pub played: Played,
    /// The moves whose results are searched, in the order of the option list.
    pub options: Vec<SumMove>,
    /// The numbers of each position of the game so far.
    pub line: Vec<Vec<Vec<u64>>>,
    /// The transposition table, where it need not cross.
    #[serde(skip)]
    pub memo: Option<SharedMemo>,
}

thread_local! {
    /// The transposition table a web worker keeps, and the game it belongs to.
    static WORKER_MEMO: RefCell<Option<(NewGame, SharedMemo)>> = const { RefCell::new(None) };
}

impl Task for LineSearch {
    type Output = Searched;

    fn run(self) -> Result<Self::Output, TaskError> {
        let (rules, position) = self.played.position()?;
        let memo = match self.memo {
            Some(memo) => memo,
            None => {
                let game = self.played.game();
                WORKER_MEMO.with_borrow_mut(|kept| match kept {
                    Some((g, memo)) if *g == game => memo.clone(),
                    _ => {
                        let memo = SharedMemo::default();
                        *kept = Some((game, memo.clone()));
                        memo
                    }
                })
            }
        };
        // A position of the line that is not one of the rules has no answer.
        let line: Vec<Option<SumPosition>> =
            self.line.iter().map(|n| rules.position(n).ok()).collect();
        Ok(search_line(&rules, &position, &self.options, &line, &memo))
    }
}

impl From<LineSearch> for AnyTask {
    fn from(task: LineSearch) -> Self {
        Self::Line(task)
    }
}

/// The core's searches for the hints, in one budget and the game's table: `position`
/// first, then the position after each of `options`, then each position of `line`.
fn search_line(
    rules: &Rules,
    position: &SumPosition,
    options: &[SumMove],
    line: &[Option<SumPosition>],
    memo: &SharedMemo,
) -> Searched {
    let mut positions = vec![position.clone()];
    let mut moves = Vec::with_capacity(options.len());
    for &mv in options {
        if let Ok(after) = rules.play(position.clone(), mv) {
            moves.push(mv);
            positions.push(after);
        }
    }
    let known: Vec<SumPosition> = line.iter().flatten().cloned().collect();
    positions.extend(known);
    let mut table = memo.take();
    let mut solved = rules.solve_all(&positions, &mut table).into_iter();
    memo.put(table);
    let position = solved.next().unwrap_or(Err(SearchError::Capacity));
    let options = moves.into_iter().zip(solved.by_ref()).collect();
    // Every position of a line was built from the core's own moves; one that no longer
    // builds has no answer.
    let history = line
        .iter()
        .map(|p| match p {
            Some(_) => solved.next().unwrap_or(Err(SearchError::Capacity)),
            None => Err(SearchError::Capacity),
        })
        .collect();
    Searched {
        position,
        options,
        history,
    }
}

/// The perfect computer's move from the position: [`Rules::perfect_move`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PerfectMove(pub Played);

impl Task for PerfectMove {
    type Output = Option<SumMove>;

    fn run(self) -> Result<Self::Output, TaskError> {
        let (rules, position) = self.0.position()?;
        Ok(rules.perfect_move(&position))
    }
}

impl From<PerfectMove> for AnyTask {
    fn from(task: PerfectMove) -> Self {
        Self::PerfectMove(task)
    }
}

/// The Grundy sequence of Set Nim with the set typed as `set_text`, its period certified by
/// the core ([`SetNim::with_table`]) within a table of `table` cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetNimSequence {
    /// The subtraction set, as typed (numbers separated by spaces or commas).
    pub set_text: String,
    /// The table's length: the longest preperiod plus period plus max(S) certified.
    pub table: usize,
}

impl Task for SetNimSequence {
    type Output = Result<SetSequence, SetError>;

    fn run(self) -> Result<Self::Output, TaskError> {
        Ok(set_sequence(&self.set_text, self.table))
    }
}

fn set_sequence(text: &str, table: usize) -> Result<SetSequence, SetError> {
    let elements = set_elements(text)?;
    let set = SubtractionSet::new(&elements).map_err(SetError::Rules)?;
    let game = match SetNim::with_table(set.clone(), vec![0u8; table]) {
        Ok(game) => game,
        // No period within the table: the values of the piles the table reaches are exact
        // all the same.
        Err(RulesError::NoPeriodWithin { .. }) => {
            let top = u64::try_from(table.saturating_sub(1)).unwrap_or(u64::MAX);
            SetNim::for_heaps(set, top, vec![0u8; table]).map_err(SetError::Rules)?
        }
        Err(e) => return Err(SetError::Rules(e)),
    };
    let period = game.period().filter(|_| game.limit() == u64::MAX);
    let known = match period {
        Some(p) => p.preperiod + p.period,
        // The explorer shows at most MAX_ROWS piles: the values of those it can show.
        None => usize::try_from(game.limit())
            .map_or(usize::MAX, |l| l.saturating_add(1))
            .min(MAX_ROWS),
    };
    let values = (0..known).map_while(|n| game.grundy_of(n as u64)).collect();
    Ok(SetSequence {
        set: game.set().to_string(),
        limit: game.limit(),
        values: Sequence { period, values },
    })
}

impl From<SetNimSequence> for AnyTask {
    fn from(task: SetNimSequence) -> Self {
        Self::SetNim(task)
    }
}

/// A Grundy sequence as a task hands it over: values from g(0) on and, when the core
/// certified one, the period from which [`Period::index`] gives every heap its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sequence<C> {
    period: Option<Period>,
    values: Vec<C>,
}

impl<C: Copy> Sequence<C> {
    /// The certified preperiod and period (`None` if there is none).
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// How many values were handed over.
    pub fn computed(&self) -> usize {
        self.values.len()
    }

    /// The Grundy value of a heap of `stones`; without a period, `None` past the values
    /// handed over.
    pub fn grundy_of(&self, stones: u64) -> Option<C> {
        let index = match self.period {
            Some(period) => period.index(stones),
            None => usize::try_from(stones).ok()?,
        };
        self.values.get(index).copied()
    }
}

/// A Set Nim Grundy sequence as the core certified it: its first `preperiod + period`
/// values, from which every pile up to `u64::MAX` gets its value, as [`SetNim::grundy_of`]
/// does with the same table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetSequence {
    /// The set, as the core writes it: `{2, 5, 7}`.
    set: String,
    /// The largest pile with a value: `u64::MAX` with a certified period.
    limit: u64,
    /// g(0), g(1), …, g(preperiod + period − 1) with a period; without one, g(0), g(1), …
    /// up to the limit or to the explorer's 100,000 rows, whichever comes first.
    values: Sequence<u8>,
}

impl SetSequence {
    /// The set, as the core writes it: `{2, 5, 7}`.
    pub fn set(&self) -> &str {
        &self.set
    }

    /// The certified preperiod and period (`None` if there is none).
    pub fn period(&self) -> Option<Period> {
        self.values.period()
    }

    /// The largest pile whose value is known: `u64::MAX` when the period is certified,
    /// the table's last pile otherwise.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// The Grundy value of a pile of `stones`; without a period, `None` past
    /// [`SetSequence::limit`] and past the explorer's first 100,000 piles (its most rows).
    pub fn grundy_of(&self, stones: u64) -> Option<u8> {
        self.values.grundy_of(stones)
    }
}

/// Wythoff's Grundy values for both piles below `side` ([`Wythoff::fill_table`]), row by
/// row: cell `b · side + a` holds g(a, b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WythoffGrid {
    /// The side of the square.
    pub side: usize,
}

impl Task for WythoffGrid {
    type Output = Result<Vec<u32>, TableError>;

    fn run(self) -> Result<Self::Output, TaskError> {
        let cells = self
            .side
            .checked_mul(self.side)
            .ok_or_else(|| TaskError(format!("a table of side {} is too large", self.side)))?;
        let mut table = vec![0u32; cells];
        Ok(Wythoff::fill_table(&mut table, self.side, self.side).map(|()| table))
    }
}

impl From<WythoffGrid> for AnyTask {
    fn from(task: WythoffGrid) -> Self {
        Self::Wythoff(task)
    }
}

/// A judge problem solved on an input ([`grundy_judge::solve`]): the output, or why the
/// input was refused, in every language ([`JudgeText`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JudgeRun {
    /// The problem's id, e.g. `acwing-891` ([`Problem::id`]).
    pub problem: String,
    /// The input, as pasted.
    pub input: String,
}

/// Why a judge input was refused, put into words in every language of the app where the
/// task ran: the panel shows it in the language of the moment, which may change after the
/// run, and the judge crate's error has no form of its own that crosses to a web worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JudgeText(Vec<(Lang, String)>);

impl JudgeText {
    /// `error` in each of [`Lang::ALL`] ([`Localize`]).
    pub fn new(error: &JudgeError) -> Self {
        Self(Lang::ALL.map(|lang| (lang, error.localize(lang))).into())
    }

    /// The text in `lang` (English should `lang` be missing).
    pub fn get(&self, lang: Lang) -> &str {
        let find = |wanted: Lang| self.0.iter().find(|(l, _)| *l == wanted);
        find(lang)
            .or_else(|| find(Lang::En))
            .map_or("", |(_, text)| text.as_str())
    }
}

impl Task for JudgeRun {
    type Output = Result<String, JudgeText>;

    fn run(self) -> Result<Self::Output, TaskError> {
        let problem = self
            .problem
            .parse::<Problem>()
            .map_err(|e| TaskError(format!("problem {}: {e}", self.problem)))?;
        let mut out = Vec::new();
        Ok(
            grundy_judge::solve(problem, self.input.as_bytes(), &mut out)
                .map(|()| String::from_utf8_lossy(&out).into_owned())
                .map_err(|e| JudgeText::new(&e)),
        )
    }
}

impl From<JudgeRun> for AnyTask {
    fn from(task: JudgeRun) -> Self {
        Self::Judge(task)
    }
}

/// The Grundy sequence of the octal game whose code is typed as `code_text`, computed by
/// the core ([`Octal::for_heaps`]) in a table of `table` cells, which doubles until Guy and
/// Smith's theorem certifies a period or the table is full.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OctalSequence {
    /// The code, as typed (`0.77`).
    pub code_text: String,
    /// The most values computed.
    pub table: usize,
}

impl Task for OctalSequence {
    type Output = Result<OctalValues, OctalPageError>;

    fn run(self) -> Result<Self::Output, TaskError> {
        Ok(octal_sequence(&self.code_text, self.table))
    }
}

fn octal_sequence(text: &str, table: usize) -> Result<OctalValues, OctalPageError> {
    let code: OctalCode = text
        .trim()
        .parse()
        .map_err(|_| OctalPageError::Code(text.trim().to_owned()))?;
    let mut scratch = vec![0u32; OctalCode::scratch_len(table)];
    let last = u64::try_from(table.saturating_sub(1)).unwrap_or(u64::MAX);
    let game = Octal::for_heaps(code, last, vec![0u16; table], &mut scratch)
        .map_err(OctalPageError::Table)?;
    Ok(OctalValues {
        code: game.code().to_string(),
        values: Sequence {
            period: game.period(),
            values: game.values().to_vec(),
        },
    })
}

impl From<OctalSequence> for AnyTask {
    fn from(task: OctalSequence) -> Self {
        Self::Octal(task)
    }
}

/// An octal game's Grundy values as the core computed them: the values of the heaps below
/// the table's length and, when certified, the period that gives every heap its value (as
/// [`Octal::grundy_of`] does with the same table).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OctalValues {
    /// The code, as the core writes it: `0.77`.
    code: String,
    /// g(0), g(1), … as far as the table was computed, and the period when certified.
    values: Sequence<u16>,
}

impl OctalValues {
    /// The code, as the core writes it: `0.77`.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The values and the period.
    pub fn values(&self) -> &Sequence<u16> {
        &self.values
    }
}

/// A task as the bytes that cross to a web worker.
///
/// # Errors
/// The encoder's message (it fails only when memory runs out).
pub fn encode(task: impl Into<AnyTask>) -> Result<Vec<u8>, TaskError> {
    postcard::to_allocvec(&task.into()).map_err(|e| TaskError(format!("encoding a task: {e}")))
}

/// Runs the task `bytes` describe ([`encode`]) and returns its output as bytes: what a web
/// worker does with a task.
///
/// # Errors
/// [`TaskError`] when the bytes are not a task, the task cannot run, or its output cannot
/// be encoded.
pub fn run_encoded(bytes: &[u8]) -> Result<Vec<u8>, TaskError> {
    let task: AnyTask =
        postcard::from_bytes(bytes).map_err(|e| TaskError(format!("not a task: {e}")))?;
    let encoded = match task {
        AnyTask::Remoteness(t) => postcard::to_allocvec(&t.run()?),
        AnyTask::Line(t) => postcard::to_allocvec(&t.run()?),
        AnyTask::PerfectMove(t) => postcard::to_allocvec(&t.run()?),
        AnyTask::SetNim(t) => postcard::to_allocvec(&t.run()?),
        AnyTask::Wythoff(t) => postcard::to_allocvec(&t.run()?),
        AnyTask::Judge(t) => postcard::to_allocvec(&t.run()?),
        AnyTask::Octal(t) => postcard::to_allocvec(&t.run()?),
    };
    encoded.map_err(|e| TaskError(format!("encoding an output: {e}")))
}

/// The output of a task of type `T` from the bytes [`run_encoded`] returned.
///
/// # Errors
/// [`TaskError`] when the bytes are not an output of `T`.
pub fn decode<T: Task>(bytes: &[u8]) -> Result<T::Output, TaskError> {
    postcard::from_bytes(bytes).map_err(|e| TaskError(format!("not the output of this task: {e}")))
}

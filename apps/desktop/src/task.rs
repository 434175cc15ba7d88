//! The app's long computations as values: what to compute, not a closure, so that a
//! computation can cross to where it runs. On a desktop a [`Task`] runs on a thread of its
//! own; in the browser, which has no threads, it crosses to a web worker as bytes
//! ([`encode`]), runs there ([`run_encoded`]) and its output comes back as bytes
//! ([`decode`]). Either way the window never waits for it (the app's `Job::task`, in job.rs).
//!
//! Every task answers by asking the core, the judge crate or [`Rules`], as the code that
//! runs it inline would; nothing here decides a game.

use grundy::sg::Period;
use grundy::{SetNim, SubtractionSet, Wythoff};
use grundy_judge::Problem;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::rules::{Rules, Spec, parse_numbers};

/// A long computation, described by its inputs.
pub trait Task: Into<AnyTask> + Send + 'static {
    /// What it computes.
    type Output: Serialize + DeserializeOwned + Send + 'static;

    /// Computes it, here and now.
    fn run(self) -> Self::Output;
}

/// Every [`Task`] of the app, as one type that crosses to a web worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnyTask {
    /// See [`RemotenessSearch`].
    Remoteness(RemotenessSearch),
    /// See [`SetNimSequence`].
    SetNim(SetNimSequence),
    /// See [`WythoffGrid`].
    Wythoff(WythoffGrid),
    /// See [`JudgeRun`].
    Judge(JudgeRun),
}

/// The remoteness of a position: [`Rules::remoteness`] under the rules `spec` describes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RemotenessSearch {
    /// The rules.
    pub spec: Spec,
    /// The position.
    pub numbers: Vec<u64>,
}

impl Task for RemotenessSearch {
    type Output = Result<u64, String>;

    fn run(self) -> Self::Output {
        Rules::build(&self.spec)?.remoteness(&self.numbers)
    }
}

impl From<RemotenessSearch> for AnyTask {
    fn from(task: RemotenessSearch) -> Self {
        Self::Remoteness(task)
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
    type Output = Result<SetSequence, String>;

    fn run(self) -> Self::Output {
        let elements = parse_numbers(&self.set_text)?;
        let set = SubtractionSet::new(&elements).map_err(|e| e.to_string())?;
        let game = SetNim::with_table(set, vec![0u8; self.table]).map_err(|e| e.to_string())?;
        let period = game.period().ok_or("the core certified no period")?;
        let values = (0..period.preperiod + period.period)
            .map(|n| {
                game.grundy_of(n as u64)
                    .ok_or("a value of the period is missing")
            })
            .collect::<Result<Vec<u8>, _>>()?;
        Ok(SetSequence {
            set: game.set().to_string(),
            preperiod: period.preperiod,
            period: period.period,
            values,
        })
    }
}

impl From<SetNimSequence> for AnyTask {
    fn from(task: SetNimSequence) -> Self {
        Self::SetNim(task)
    }
}

/// A Set Nim Grundy sequence as the core certified it: its first `preperiod + period`
/// values, from which [`Period::index`] gives every pile up to `u64::MAX` its value, as
/// [`SetNim::grundy_of`] does with the same table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetSequence {
    /// The set, as the core writes it: `{2, 5, 7}`.
    set: String,
    preperiod: usize,
    period: usize,
    /// g(0), g(1), …, g(preperiod + period − 1).
    values: Vec<u8>,
}

impl SetSequence {
    /// The set, as the core writes it: `{2, 5, 7}`.
    pub fn set(&self) -> &str {
        &self.set
    }

    /// The certified preperiod and period.
    pub fn period(&self) -> Option<Period> {
        Some(Period {
            preperiod: self.preperiod,
            period: self.period,
        })
    }

    /// The Grundy value of a pile of `stones`.
    pub fn grundy_of(&self, stones: u64) -> Option<u8> {
        let period = self.period()?;
        if period.period == 0 {
            return None;
        }
        self.values.get(period.index(stones)).copied()
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
    type Output = Result<Vec<u32>, String>;

    fn run(self) -> Self::Output {
        let cells = self
            .side
            .checked_mul(self.side)
            .ok_or("the table is too large")?;
        let mut table = vec![0u32; cells];
        Wythoff::fill_table(&mut table, self.side, self.side)
            .map(|()| table)
            .map_err(|e| e.to_string())
    }
}

impl From<WythoffGrid> for AnyTask {
    fn from(task: WythoffGrid) -> Self {
        Self::Wythoff(task)
    }
}

/// A judge problem solved on an input ([`grundy_judge::solve`]): the output, or the judge
/// crate's error message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JudgeRun {
    /// The problem's id, e.g. `acwing-891`.
    pub problem: String,
    /// The input, as pasted.
    pub input: Vec<u8>,
}

impl Task for JudgeRun {
    type Output = Result<String, String>;

    fn run(self) -> Self::Output {
        let problem = self
            .problem
            .parse::<Problem>()
            .map_err(|e| format!("problem: {e}"))?;
        let mut out = Vec::new();
        grundy_judge::solve(problem, &self.input, &mut out).map_err(|e| e.to_string())?;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }
}

impl From<JudgeRun> for AnyTask {
    fn from(task: JudgeRun) -> Self {
        Self::Judge(task)
    }
}

/// A task as the bytes that cross to a web worker.
///
/// # Errors
/// The encoder's message (it fails only when memory runs out).
pub fn encode(task: impl Into<AnyTask>) -> Result<Vec<u8>, String> {
    postcard::to_allocvec(&task.into()).map_err(|e| format!("encoding a task: {e}"))
}

/// Runs the task `bytes` describe ([`encode`]) and returns its output as bytes: what a web
/// worker does with a task.
///
/// # Errors
/// A message when the bytes are not a task or the output cannot be encoded.
pub fn run_encoded(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let task: AnyTask = postcard::from_bytes(bytes).map_err(|e| format!("not a task: {e}"))?;
    let encoded = match task {
        AnyTask::Remoteness(t) => postcard::to_allocvec(&t.run()),
        AnyTask::SetNim(t) => postcard::to_allocvec(&t.run()),
        AnyTask::Wythoff(t) => postcard::to_allocvec(&t.run()),
        AnyTask::Judge(t) => postcard::to_allocvec(&t.run()),
    };
    encoded.map_err(|e| format!("encoding an output: {e}"))
}

/// The output of a task of type `T` from the bytes [`run_encoded`] returned.
///
/// # Errors
/// A message when the bytes are not an output of `T`.
pub fn decode<T: Task>(bytes: &[u8]) -> Result<T::Output, String> {
    postcard::from_bytes(bytes).map_err(|e| format!("not the output of this task: {e}"))
}

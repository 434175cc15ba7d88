//! A game given by its rules in a Rhai script (the contract of `grundy_script`: `moves`,
//! optionally `parts` and `name`): the examples that ship with the app, the game being
//! played (the script, the start position and the turns) and the engine's answers about one
//! position. Nothing here decides the game: every value (a number or `∞(K)`), outcome (win,
//! loss or draw), option and remoteness comes from `grundy_host::custom`'s solver running the
//! script.

use grundy_host::custom::{
    Analysis, Call, Expansion, Failed, Positions, Progress, Rules, SolveError, Solver,
};
use grundy_i18n::{Lang, Localize, tr};
use grundy_script::{Script, ScriptError};
use serde::{Deserialize, Serialize};

pub use super::script_error::EngineError;
use super::turns::{Mode, Turns};

/// A script that ships with the app: its menu entry (a message id), its text and a start
/// position that shows it off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// The message id of its name in the menu.
    pub id: &'static str,
    /// The script.
    pub source: &'static str,
    /// A start position, as typed.
    pub start: &'static str,
}

/// The examples of the menu (the same files as the command line's `examples/scripts`).
pub const EXAMPLES: [Example; 6] = [
    Example {
        id: "script-example-grundy",
        source: include_str!("../../../../examples/scripts/grundy.rhai"),
        start: "9",
    },
    Example {
        id: "script-example-lasker",
        source: include_str!("../../../../examples/scripts/lasker.rhai"),
        start: "3 5",
    },
    Example {
        id: "script-example-squares",
        source: include_str!("../../../../examples/scripts/squares.rhai"),
        start: "11",
    },
    Example {
        id: "script-example-kayles",
        source: include_str!("../../../../examples/scripts/kayles.rhai"),
        start: "7",
    },
    Example {
        id: "script-example-northcott",
        source: include_str!("../../../../examples/scripts/northcott.rhai"),
        start: "0 3 2 7",
    },
    Example {
        id: "script-example-loopy",
        source: include_str!("../../../../examples/scripts/loopy.rhai"),
        start: "0 6",
    },
];

/// The positions a solve may explore (the solver's state budget): the command line's
/// default.
pub const BUDGET: u64 = grundy_host::SEARCH_BUDGET;

/// The largest state budget the setup offers: at about a hundred bytes a position, a
/// gigabyte or two of memory at most.
pub const MAX_BUDGET: u64 = 20_000_000;

/// Why a script game could not be solved (or its remoteness not found).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScriptFailure {
    /// The game needs more positions than the state budget allows.
    Budget {
        /// The budget, in positions.
        budget: u64,
        /// The positions explored when the search stopped.
        explored: u64,
    },
    /// A search (the remoteness) would visit more positions than its budget.
    SearchBudget {
        /// The budget, in positions.
        budget: u64,
    },
    /// The script does not compile, or a call of it failed or hit a limit: the call (as
    /// `moves([3])`) when there was one, and the engine's error.
    Script {
        /// The call that failed.
        call: Option<String>,
        /// What the engine said.
        error: EngineError,
    },
    /// Anything else the solver met: its one line.
    Engine(String),
}

impl From<SolveError<ScriptError>> for ScriptFailure {
    fn from(e: SolveError<ScriptError>) -> Self {
        match e {
            SolveError::Budget { budget, explored } => Self::Budget { budget, explored },
            SolveError::SearchBudget { budget } => Self::SearchBudget { budget },
            SolveError::Rules {
                call,
                position,
                error,
            } => Self::Script {
                call: Some(match call {
                    Call::Name => "name()".to_owned(),
                    call => format!("{call}({})", grundy_host::custom::show(&position)),
                }),
                error: EngineError::from(&error),
            },
            e => Self::Engine(e.to_string()),
        }
    }
}

impl From<ScriptError> for ScriptFailure {
    fn from(e: ScriptError) -> Self {
        Self::Script {
            call: None,
            error: EngineError::from(&e),
        }
    }
}

impl Localize for ScriptFailure {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Budget { budget, explored } => tr!(
                lang,
                "script-budget-exceeded",
                budget = *budget,
                explored = *explored
            ),
            Self::SearchBudget { budget } => {
                tr!(lang, "script-search-budget", budget = *budget)
            }
            Self::Script { call, error } => {
                let error = match call {
                    Some(call) => format!("{call}: {}", error.localize(lang)),
                    None => error.localize(lang),
                };
                tr!(lang, "script-error", error = error)
            }
            Self::Engine(e) => tr!(lang, "script-error", error = e.clone()),
        }
    }
}

/// Who wins a position, for the player to move (the solver's `GraphOutcome`, as plain data
/// that crosses to a web worker).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScriptOutcome {
    /// The player to move wins.
    Win,
    /// The player to move loses.
    Loss,
    /// Neither can force a win: play never ends.
    Draw,
}

impl ScriptOutcome {
    /// Whether it is a draw.
    pub fn is_draw(self) -> bool {
        self == Self::Draw
    }
}

impl From<ScriptOutcome> for grundy::graph::GraphOutcome {
    fn from(o: ScriptOutcome) -> Self {
        match o {
            ScriptOutcome::Win => Self::Win,
            ScriptOutcome::Loss => Self::Loss,
            ScriptOutcome::Draw => Self::Draw,
        }
    }
}

impl From<grundy::graph::GraphOutcome> for ScriptOutcome {
    fn from(o: grundy::graph::GraphOutcome) -> Self {
        match o {
            grundy::graph::GraphOutcome::Win => Self::Win,
            grundy::graph::GraphOutcome::Loss => Self::Loss,
            grundy::graph::GraphOutcome::Draw => Self::Draw,
        }
    }
}

/// One option of a position, as the solver valued it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptOption {
    /// The position the move leads to.
    pub position: Vec<u64>,
    /// Its value as the command line spells it: `3`, or `∞({0, 2})`.
    pub value: String,
    /// Who wins it, for the player then to move: a loss there is a winning move.
    pub after: ScriptOutcome,
}

/// Everything the solver says about one position of a script game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptAnalysis {
    /// The game's name, when the script gives one.
    pub name: Option<String>,
    /// The position.
    pub position: Vec<u64>,
    /// Its value as the command line spells it.
    pub value: String,
    /// Who wins, for the player to move.
    pub outcome: ScriptOutcome,
    /// Its distinct options, in the order the script first gave them.
    pub options: Vec<ScriptOption>,
    /// How many moves perfect play lasts (`None` for a draw), or why it is unknown.
    pub remoteness: Result<Option<u32>, ScriptFailure>,
    /// What a perfect player plays (the solver's `best`).
    pub best: Option<Vec<u64>>,
}

impl ScriptAnalysis {
    /// Compiles `source` and solves `position` within `budget` positions, telling
    /// `explored` how many positions are explored as the count grows.
    ///
    /// # Errors
    /// The engine's one-line message: the script does not compile, a call failed or hit a
    /// limit, or the budget was exceeded.
    pub fn solve(
        source: &str,
        position: &[u64],
        budget: u64,
        explored: &(dyn Fn(u64) + Sync),
    ) -> Result<Self, ScriptFailure> {
        let script = Script::compile(source)?;
        let mut solver = Solver::new(Counted::new(script.rules(), explored)).with_budget(budget);
        let name = solver.name()?;
        let a: Analysis<ScriptError> = solver.analyse(position)?;
        Ok(Self {
            name,
            position: a.position.clone(),
            value: a.value.to_string(),
            outcome: a.outcome.into(),
            best: a.best().map(|c| c.position.clone()),
            options: a
                .options
                .iter()
                .map(|c| ScriptOption {
                    position: c.position.clone(),
                    value: c.value.to_string(),
                    after: c.outcome.into(),
                })
                .collect(),
            remoteness: a.remoteness.map_err(ScriptFailure::from),
        })
    }

    /// Compiles `source` and gives the values of `[0]`, `[1]`, …, `[upto]`, explored
    /// together within `budget` positions (their count told to `explored` as it grows), as
    /// the command line spells them.
    ///
    /// # Errors
    /// As [`ScriptAnalysis::solve`].
    pub fn values(
        source: &str,
        upto: u64,
        budget: u64,
        explored: &(dyn Fn(u64) + Sync),
    ) -> Result<Vec<String>, ScriptFailure> {
        let script = Script::compile(source)?;
        let mut solver = Solver::new(Counted::new(script.rules(), explored)).with_budget(budget);
        let heaps: Vec<[u64; 1]> = (0..=upto).map(|n| [n]).collect();
        let positions: Vec<&[u64]> = heaps.iter().map(|h| &h[..]).collect();
        let values = solver.values(&positions)?;
        Ok(values.iter().map(ToString::to_string).collect())
    }

    /// Whether no move is left.
    pub fn terminal(&self) -> bool {
        self.options.is_empty()
    }
}

/// The rules of a script, counting: every time the solver reports its progress (between
/// batches of positions), the count of positions explored goes to `explored`.
struct Counted<'a, R> {
    rules: R,
    explored: &'a (dyn Fn(u64) + Sync),
}

impl<'a, R> Counted<'a, R> {
    fn new(rules: R, explored: &'a (dyn Fn(u64) + Sync)) -> Self {
        Self { rules, explored }
    }
}

impl<R: Rules> Rules for Counted<'_, R> {
    type Error = R::Error;

    fn moves(&mut self, position: &[u64], out: &mut Positions) -> Result<(), R::Error> {
        self.rules.moves(position, out)
    }

    fn parts(&mut self, position: &[u64], out: &mut Positions) -> Result<bool, R::Error> {
        self.rules.parts(position, out)
    }

    fn name(&mut self) -> Result<Option<String>, R::Error> {
        self.rules.name()
    }

    fn expand(&mut self, position: &[u64], out: &mut Expansion) -> Result<(), Failed<R::Error>> {
        self.rules.expand(position, out)
    }

    fn checkpoint(&mut self, progress: Progress) -> Result<(), R::Error> {
        (self.explored)(progress.positions);
        self.rules.checkpoint(progress)
    }
}

/// Compiles `source`, for the setup form: its syntax and contract errors name the line.
///
/// # Errors
/// The engine's [`ScriptError`].
pub fn check(source: &str) -> Result<(), ScriptError> {
    Script::compile(source).map(drop)
}

/// The line an error of the engine names, from 1, when it names one.
pub fn error_line(error: &ScriptError) -> Option<usize> {
    match error {
        ScriptError::Syntax { line, .. }
        | ScriptError::Runtime {
            at: Some((line, _)),
            ..
        } => Some(*line),
        _ => None,
    }
}

/// The line and column an error of the engine names, from 1, when it names them.
pub fn error_at(error: &ScriptError) -> Option<(usize, usize)> {
    match error {
        ScriptError::Syntax { line, column, .. } => Some((*line, *column)),
        ScriptError::Runtime { at, .. } => *at,
        _ => None,
    }
}

/// The line `line` (from 1) of `source`, trimmed: what an error at that line points at.
pub fn line_of(source: &str, line: usize) -> Option<&str> {
    source
        .lines()
        .nth(line.checked_sub(1)?)
        .map(str::trim)
        .filter(|l| !l.is_empty())
}

/// One move made: the position it left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptPly {
    /// The position after it.
    pub after: Vec<u64>,
}

/// A script game in progress or finished: what persists.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ScriptGame {
    /// The script.
    pub source: String,
    /// The start position.
    pub start: Vec<u64>,
    /// The moves made and undone, and who plays.
    pub turns: Turns<ScriptPly>,
    /// Whether the players stopped a drawn game.
    pub stopped: bool,
    /// The positions a solve may explore (the state budget).
    pub budget: u64,
}

impl Default for ScriptGame {
    fn default() -> Self {
        let first = &EXAMPLES[0];
        Self {
            source: first.source.to_owned(),
            start: vec![9],
            turns: Turns::new(Mode::VsComputer, true),
            stopped: false,
            budget: BUDGET,
        }
    }
}

impl ScriptGame {
    /// The position now.
    pub fn current(&self) -> &[u64] {
        self.turns.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// A new game of `source` from `start`, solved within `budget` positions.
    pub fn new(
        source: String,
        start: Vec<u64>,
        budget: u64,
        mode: Mode,
        human_first: bool,
    ) -> Self {
        Self {
            source,
            start,
            turns: Turns::new(mode, human_first),
            stopped: false,
            budget,
        }
    }

    /// Plays the option `to` of `analysis` (the analysis of the current position); the
    /// moves undone are dropped. Returns whether it was an option.
    pub fn play(&mut self, analysis: &ScriptAnalysis, to: &[u64]) -> bool {
        let legal = analysis.position == self.current()
            && analysis.options.iter().any(|o| o.position == to);
        if legal {
            self.turns.push(ScriptPly { after: to.to_vec() });
            self.stopped = false;
        }
        legal
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_example_compiles_and_solves_its_start() {
        for e in EXAMPLES {
            let start: Vec<u64> = e
                .start
                .split_whitespace()
                .map(|w| w.parse().unwrap())
                .collect();
            let a = ScriptAnalysis::solve(e.source, &start, BUDGET, &|_| {}).unwrap();
            assert!(!a.options.is_empty(), "{}", e.id);
            assert!(a.name.is_some(), "{}", e.id);
        }
    }

    #[test]
    fn a_syntax_error_names_its_line() {
        let e = check("fn moves(p) {\n  let x = ;\n  []\n}").unwrap_err();
        assert!(e.to_string().starts_with("line 2,"), "{e}");
        assert_eq!(line_of("a\n  let x = ;\n", 2), Some("let x = ;"));
    }
}

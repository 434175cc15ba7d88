//! Why the controller could not start a game or make a move: the model's reasons, and the
//! failures of the jobs that build rules and choose the computer's moves.

use std::fmt;

use grundy_i18n::{Lang, Localize, tr};

use crate::model::script::EngineError;
use crate::model::session::MoveError;
use crate::model::setup::SetupError;
use crate::runtime::JobError;

/// Why the setup form did not start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The form does not describe a game the core builds.
    Setup(SetupError),
    /// Building the rules gave no result.
    Job(JobError),
    /// The script of a game from rules does not compile: the engine's one-line message
    /// (naming the line and column) and the text of that line.
    Script {
        /// The engine's error.
        error: grundy_script::ScriptError,
        /// The line it names, as written.
        line: Option<String>,
    },
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for StartError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Setup(e) => e.localize(lang),
            Self::Job(e) => tr!(lang, "setup-error-building", error = e.localize(lang)),
            Self::Script { error, line: None } => {
                let error = EngineError::from(error).localize(lang);
                tr!(lang, "script-error", error = error)
            }
            Self::Script {
                error,
                line: Some(line),
            } => tr!(
                lang,
                "script-error-at",
                error = EngineError::from(error).localize(lang),
                line = line.clone()
            ),
        }
    }
}

impl StartError {
    /// Where a script that does not compile is wrong, to mark in `source` (the editor's
    /// text now): the line and column (from 1) the engine names, while that line of `source`
    /// is still the one it named.
    pub fn script_mark(&self, source: &str) -> Option<(usize, usize)> {
        let Self::Script {
            error,
            line: Some(text),
        } = self
        else {
            return None;
        };
        let (line, column) = crate::model::script::error_at(error)?;
        (crate::model::script::line_of(source, line) == Some(text.as_str()))
            .then_some((line, column))
    }
}

impl std::error::Error for StartError {}

/// Why a move was not made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// The core refused the move, or the position.
    Move(MoveError),
    /// The computer found no move (`None`: the core offered none), or its job failed.
    Computer(Option<JobError>),
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for TurnError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Move(e) => e.localize(lang),
            Self::Computer(None) => tr!(lang, "move-error-no-move"),
            Self::Computer(Some(e)) => tr!(lang, "move-error-computer", error = e.localize(lang)),
        }
    }
}

impl std::error::Error for TurnError {}

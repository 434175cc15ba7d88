//! Why a script could not be loaded or a call of it failed, in one line.

use std::fmt;

/// Why a script could not be loaded or a call of it failed: one line.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ScriptError {
    /// The script does not parse.
    Syntax {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// A function the contract needs is missing or takes the wrong parameters.
    Contract(String),
    /// The script failed while running: an error of its own, or a limit.
    Runtime {
        /// Where, when known: line and column, from 1.
        at: Option<(usize, usize)>,
        /// What happened.
        message: String,
    },
    /// A function returned something other than the contract says.
    Returned {
        /// What it returned (shortened).
        value: String,
        /// What is wrong with it.
        problem: String,
    },
    /// A number of a position does not fit a script's integer (`i64`).
    TooLarge(u64),
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Syntax {
                line,
                column,
                message,
            } => write!(f, "line {line}, column {column}: syntax error: {message}"),
            Self::Contract(message) => f.write_str(message),
            Self::Runtime {
                at: Some((line, column)),
                message,
            } => write!(f, "line {line}, column {column}: {message}"),
            Self::Runtime { at: None, message } => f.write_str(message),
            Self::Returned { value, problem } => write!(f, "returned {value}: {problem}"),
            Self::TooLarge(n) => write!(
                f,
                "the number {n} does not fit a script's integer (at most {})",
                i64::MAX
            ),
        }
    }
}

impl std::error::Error for ScriptError {}

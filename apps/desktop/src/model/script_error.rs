//! The engine's errors as plain data that crosses to a web worker ([`EngineError`]) and
//! reads in either language: the sentence around the engine's own detail is translated
//! (`第 3 行第 15 列：语法错误：unexpected ')'`), the detail (Rhai's words, the script's
//! own message) is kept as the engine gave it.

use grundy_i18n::{Lang, Localize, tr};
use grundy_script::ScriptError;
use serde::{Deserialize, Serialize};

/// An error of the script engine ([`ScriptError`]), its parts kept apart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EngineError {
    /// The script does not parse, at this line and column (from 1).
    Syntax {
        /// The line.
        line: u64,
        /// The column.
        column: u64,
        /// The engine's words.
        message: String,
    },
    /// The script failed while running, at this line and column (from 1).
    At {
        /// The line.
        line: u64,
        /// The column.
        column: u64,
        /// The engine's words.
        message: String,
    },
    /// A function returned something other than the contract says.
    Returned {
        /// What it returned (shortened).
        value: String,
        /// What is wrong with it, in the engine's words.
        problem: String,
    },
    /// A number of a position does not fit a script's integer.
    TooLarge(u64),
    /// Anything else, in the engine's words.
    Other(String),
}

impl From<&ScriptError> for EngineError {
    fn from(e: &ScriptError) -> Self {
        match e {
            ScriptError::Syntax {
                line,
                column,
                message,
            } => Self::Syntax {
                line: *line as u64,
                column: *column as u64,
                message: message.clone(),
            },
            ScriptError::Runtime {
                at: Some((line, column)),
                message,
            } => Self::At {
                line: *line as u64,
                column: *column as u64,
                message: message.clone(),
            },
            ScriptError::Returned { value, problem } => Self::Returned {
                value: value.clone(),
                problem: problem.clone(),
            },
            ScriptError::TooLarge(n) => Self::TooLarge(*n),
            other => Self::Other(other.to_string()),
        }
    }
}

impl Localize for EngineError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Syntax {
                line,
                column,
                message,
            } => tr!(
                lang,
                "script-engine-syntax",
                line = *line,
                column = *column,
                message = message.clone()
            ),
            Self::At {
                line,
                column,
                message,
            } => tr!(
                lang,
                "script-engine-at",
                line = *line,
                column = *column,
                message = message.clone()
            ),
            Self::Returned { value, problem } => tr!(
                lang,
                "script-engine-returned",
                value = value.clone(),
                problem = problem.clone()
            ),
            Self::TooLarge(n) => tr!(
                lang,
                "script-engine-too-large",
                number = n.to_string(),
                max = i64::MAX.to_string()
            ),
            Self::Other(message) => message.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_s_sentences_read_as_the_engine_wrote_them_in_english() {
        // Each error as the engine writes it, and as the desktop shows it in English.
        let errors = [
            ScriptError::Syntax {
                line: 3,
                column: 15,
                message: "unexpected ')'".to_owned(),
            },
            ScriptError::Runtime {
                at: Some((2, 7)),
                message: "division by zero".to_owned(),
            },
            ScriptError::Returned {
                value: "\"x\"".to_owned(),
                problem: "not an array".to_owned(),
            },
            ScriptError::TooLarge(u64::MAX),
            ScriptError::Contract("the script has no fn moves(p)".to_owned()),
        ];
        for e in &errors {
            assert_eq!(EngineError::from(e).localize(Lang::En), e.to_string());
        }
    }

    #[test]
    fn the_sentence_around_the_detail_is_chinese() {
        let e = EngineError::from(&ScriptError::Syntax {
            line: 3,
            column: 15,
            message: "unexpected ')'".to_owned(),
        });
        let zh = e.localize(Lang::Zh);
        assert!(zh.contains('3') && zh.contains("15") && zh.ends_with("unexpected ')'"));
        // Nothing English but the engine's detail.
        let frame = zh.replace("unexpected ')'", "");
        assert!(!frame.chars().any(|c| c.is_ascii_alphabetic()), "{zh}");
        let e = EngineError::TooLarge(u64::MAX).localize(Lang::Zh);
        assert!(!e.chars().any(|c| c.is_ascii_alphabetic()), "{e}");
    }
}

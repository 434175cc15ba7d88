//! The judge panel's runs: a problem solved on an input by the judge crate.

use grundy_i18n::{Lang, Localize};
use grundy_judge::{JudgeError, Problem};
use serde::{Deserialize, Serialize};

use super::compute::Compute;
use crate::runtime::TaskError;

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

impl Compute for JudgeRun {
    type Output = Result<String, JudgeText>;

    fn compute(self) -> Result<Self::Output, TaskError> {
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

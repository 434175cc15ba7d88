//! A game given by its rules in a script: the solver's answers about one position.

use serde::{Deserialize, Serialize};

use super::compute::Compute;
use crate::model::script::{ScriptAnalysis, ScriptFailure};
use crate::runtime::{Meter, TaskError};

/// Everything the solver says about `position` of the game `source` describes, exploring at
/// most `budget` positions ([`ScriptAnalysis::solve`]). The script crosses as its text and
/// is compiled where the task runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptSolve {
    /// The script.
    pub source: String,
    /// The position.
    pub position: Vec<u64>,
    /// The state budget, in positions.
    pub budget: u64,
}

impl Compute for ScriptSolve {
    type Output = Result<ScriptAnalysis, ScriptFailure>;

    fn compute(self) -> Result<Self::Output, TaskError> {
        self.compute_metered(&Meter::default())
    }

    fn compute_metered(self, meter: &Meter) -> Result<Self::Output, TaskError> {
        Ok(ScriptAnalysis::solve(
            &self.source,
            &self.position,
            self.budget,
            &|explored| meter.set(explored),
        ))
    }
}

/// The values of the positions `[0]`, `[1]`, …, `[upto]` of the game `source` describes, as
/// the command line spells them (`3`, `∞({0, 2})`), explored together within `budget`
/// positions ([`ScriptAnalysis::values`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptValues {
    /// The script.
    pub source: String,
    /// The largest heap.
    pub upto: u64,
    /// The state budget, in positions.
    pub budget: u64,
}

impl Compute for ScriptValues {
    type Output = Result<Vec<String>, ScriptFailure>;

    fn compute(self) -> Result<Self::Output, TaskError> {
        self.compute_metered(&Meter::default())
    }

    fn compute_metered(self, meter: &Meter) -> Result<Self::Output, TaskError> {
        Ok(ScriptAnalysis::values(
            &self.source,
            self.upto,
            self.budget,
            &|explored| meter.set(explored),
        ))
    }
}

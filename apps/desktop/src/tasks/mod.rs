//! The registry of the app's long computations: each a value saying what to compute, not a
//! closure, so that it can cross to where it runs. On a desktop a task runs on a thread of
//! its own; in the browser, which has no threads, it crosses to a web worker as bytes
//! ([`Task::encode`]: one [`AnyTask`] in postcard), runs there ([`run_encoded`]) and its
//! output comes back as bytes ([`Task::decode`]). Either way the window never waits for it
//! (the runtime's `Job::task`).
//!
//! Every task answers by asking the core, the judge crate or the model, as the code that ran
//! inline before did; nothing here decides a game.

mod compute;
mod judge;
mod play;
mod script;
mod sequences;

use serde::{Deserialize, Serialize};

use compute::Compute;

pub use crate::runtime::{Meter, Task, TaskError};
pub use judge::{JudgeRun, JudgeText};
pub use play::{LineSearch, PerfectMove, Played, RemotenessSearch};
pub use script::{ScriptSolve, ScriptValues};
pub use sequences::{OctalSequence, SetNimSequence, WythoffGrid};

/// Declares the tasks of the registry: each becomes a variant of [`AnyTask`] and a
/// [`Task`] whose bytes are that variant's.
macro_rules! registry {
    ($($(#[$doc:meta])* $variant:ident($task:ty)),* $(,)?) => {
        /// Every task of the app, as one type that crosses to a web worker.
        #[derive(Clone, Debug, Serialize, Deserialize)]
        pub enum AnyTask {
            $($(#[$doc])* $variant($task),)*
        }

        $(
            impl From<$task> for AnyTask {
                fn from(task: $task) -> Self {
                    Self::$variant(task)
                }
            }

            impl Task for $task {
                type Output = <$task as Compute>::Output;

                fn run(self) -> Result<Self::Output, TaskError> {
                    self.compute()
                }

                fn run_metered(self, meter: &Meter) -> Result<Self::Output, TaskError> {
                    self.compute_metered(meter)
                }

                fn encode(&self) -> Result<Vec<u8>, TaskError> {
                    postcard::to_allocvec(&AnyTask::from(self.clone()))
                        .map_err(|e| TaskError(format!("encoding a task: {e}")))
                }

                fn decode(bytes: &[u8]) -> Result<Self::Output, TaskError> {
                    postcard::from_bytes(bytes)
                        .map_err(|e| TaskError(format!("not the output of this task: {e}")))
                }
            }
        )*

        /// Runs the task `bytes` describe ([`Task::encode`]), raising `meter` as it counts
        /// its work, and returns its output as bytes: what a web worker does with a task.
        ///
        /// # Errors
        /// [`TaskError`] when the bytes are not a task, the task cannot run, or its output
        /// cannot be encoded.
        pub fn run_encoded(bytes: &[u8], meter: &Meter) -> Result<Vec<u8>, TaskError> {
            let task: AnyTask =
                postcard::from_bytes(bytes).map_err(|e| TaskError(format!("not a task: {e}")))?;
            let encoded = match task {
                $(AnyTask::$variant(t) => postcard::to_allocvec(&t.compute_metered(meter)?),)*
            };
            encoded.map_err(|e| TaskError(format!("encoding an output: {e}")))
        }
    };
}

registry! {
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
    /// See [`ScriptSolve`].
    Script(ScriptSolve),
    /// See [`ScriptValues`].
    ScriptValues(ScriptValues),
}

//! What a computation of the runtime is and how asking for it ends: a [`Task`] (plain data
//! saying what to compute), the [`Poll`] of its result or the [`JobError`] that it gave
//! none, and the [`Waker`] called when it is done — shared by jobs on threads and in web
//! workers.

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

/// Called when a job is done, from its thread: the app asks for a frame.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// A long computation described by its inputs, not a closure, so that it can cross to where
/// it runs: on a desktop it runs on a thread, in the browser it crosses to a web worker as
/// the bytes of [`Task::encode`] and its output comes back as bytes ([`Task::decode`]).
/// The app's tasks and their encoding are its task registry's.
pub trait Task: Send + 'static {
    /// What it computes.
    type Output: Send + 'static;

    /// Computes it, here and now.
    ///
    /// # Errors
    /// [`TaskError`] when the task's inputs do not describe what the page that sent it had
    /// (rules that no longer build, a position that is not theirs): never for an answer
    /// the core gives, which is part of the output.
    fn run(self) -> Result<Self::Output, TaskError>;

    /// The task as the bytes that cross to a web worker.
    ///
    /// # Errors
    /// The encoder's message.
    fn encode(&self) -> Result<Vec<u8>, TaskError>;

    /// The output from the bytes a web worker answered.
    ///
    /// # Errors
    /// [`TaskError`] when the bytes are not an output of this task.
    fn decode(bytes: &[u8]) -> Result<Self::Output, TaskError>;
}

/// A task could not be run: its inputs are not what the page had, or its bytes are not a
/// task (the message says which).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaskError(pub String);

impl fmt::Display for TaskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TaskError {}

/// Why a job gave no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobError {
    /// No thread could be started.
    Spawn(std::io::ErrorKind),
    /// The computation stopped without a result (it panicked, a web worker failed, or the
    /// task could not run: the browser's console says why).
    Stopped,
}

impl fmt::Display for JobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Spawn(kind) => write!(f, "no thread could be started for it ({kind})"),
            Self::Stopped => f.write_str("the computation stopped without a result"),
        }
    }
}

impl std::error::Error for JobError {}

impl grundy_i18n::Localize for JobError {
    fn localize(&self, lang: grundy_i18n::Lang) -> String {
        match self {
            Self::Spawn(kind) => {
                grundy_i18n::tr!(lang, "job-spawn", kind = kind.to_string())
            }
            Self::Stopped => grundy_i18n::tr!(lang, "job-stopped"),
        }
    }
}

/// What polling a job found.
#[derive(Debug)]
pub enum Poll<T> {
    /// Still running.
    Running,
    /// Done.
    Done(T),
    /// It ended without a result.
    Failed(JobError),
}

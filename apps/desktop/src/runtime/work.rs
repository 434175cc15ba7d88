//! What a computation of the runtime is and how asking for it ends: a [`Task`] (plain data
//! saying what to compute), the [`Poll`] of its result or the [`JobError`] that it gave
//! none, and the [`Waker`] called when it is done — shared by jobs on threads and in web
//! workers.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::{Deserialize, Serialize};

/// Called when a job is done, from its thread: the app asks for a frame.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// How far a running task has got: a count its computation raises as it goes (the
/// positions a solver has explored), read by the view that shows the job. On a thread the
/// two share it; in a web worker each new count is also handed to `notify`, which posts it
/// to the page, whose copy the view reads.
#[derive(Clone, Default)]
pub struct Meter {
    count: Arc<AtomicU64>,
    notify: Option<Arc<dyn Fn(u64) + Send + Sync>>,
}

impl fmt::Debug for Meter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Meter").field("count", &self.get()).finish()
    }
}

impl Meter {
    /// A meter that also hands every new count to `notify`.
    pub fn notifying(notify: impl Fn(u64) + Send + Sync + 'static) -> Self {
        Self {
            count: Arc::default(),
            notify: Some(Arc::new(notify)),
        }
    }

    /// The count so far: 0 until the computation reports one.
    pub fn get(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    /// Sets the count (and notifies, when it changed).
    pub fn set(&self, count: u64) {
        let before = self.count.swap(count, Ordering::Relaxed);
        if before != count
            && let Some(notify) = &self.notify
        {
            notify(count);
        }
    }
}

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

    /// Computes it, here and now, raising `meter` as it goes where it can count its work.
    ///
    /// # Errors
    /// As [`Task::run`].
    fn run_metered(self, meter: &Meter) -> Result<Self::Output, TaskError>
    where
        Self: Sized,
    {
        let _ = meter;
        self.run()
    }

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

//! What a task of the registry computes, here and now.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::runtime::TaskError;

/// What a task of the registry computes, here and now: the runtime's `Task::run`.
pub trait Compute {
    /// What it computes.
    type Output: Serialize + DeserializeOwned + Send + 'static;

    /// Computes it.
    ///
    /// # Errors
    /// As the runtime's `Task::run`.
    fn compute(self) -> Result<Self::Output, TaskError>;
}

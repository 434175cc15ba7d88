//! What a task of the registry computes, here and now.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::runtime::{Meter, TaskError};

/// What a task of the registry computes, here and now: the runtime's `Task::run`.
pub trait Compute {
    /// What it computes.
    type Output: Serialize + DeserializeOwned + Send + 'static;

    /// Computes it.
    ///
    /// # Errors
    /// As the runtime's `Task::run`.
    fn compute(self) -> Result<Self::Output, TaskError>;

    /// Computes it, raising `meter` as it goes where it counts its work: the runtime's
    /// `Task::run_metered`.
    ///
    /// # Errors
    /// As [`Compute::compute`].
    fn compute_metered(self, meter: &Meter) -> Result<Self::Output, TaskError>
    where
        Self: Sized,
    {
        let _ = meter;
        self.compute()
    }
}

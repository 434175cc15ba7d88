//! The runtime: work done outside the frame, so that the window never freezes — a [`Job`]
//! (one computation, on a thread or in a web worker), a [`Background`] (the latest
//! computation for a key) — and saving files. It knows nothing of egui or of the games:
//! what a task computes is the task registry's (`crate::tasks`), how it is shown the
//! views'.

mod background;
mod job;
pub mod save;
mod work;
#[cfg(target_arch = "wasm32")]
mod worker;

pub use background::{Background, Status};
pub use job::{Job, STACK};
pub use work::{JobError, Meter, Poll, Task, TaskError, Waker};

//! The grundy desktop app: play the six impartial games of the `grundy` core against the
//! computer or a friend, see why a move wins, and explore Sprague–Grundy values.
//!
//! Every legal move, outcome, Grundy value, hint and table comes from the core crate; this
//! crate draws them and turns clicks into moves. [`GrundyApp`] is the whole app, built by
//! `main.rs` and by the tests:
//!
//! ```no_run
//! let options = eframe::NativeOptions::default();
//! eframe::run_native(
//!     "grundy",
//!     options,
//!     Box::new(|cc| Ok(Box::new(grundy_desktop::GrundyApp::new(cc)))),
//! )?;
//! # Ok::<(), eframe::Error>(())
//! ```

mod app;
mod explore;
mod games;
mod job;
mod judge;
pub mod rules;
pub mod session;
pub mod task;
#[cfg(target_arch = "wasm32")]
pub mod web;

pub use app::{GrundyApp, Setup, State, Tab};
pub use explore::{ExploreSettings, Page};
pub use judge::JudgeSettings;

//! The grundy desktop app: play the games of the `grundy` core, alone or as sums, against
//! the computer or a friend, see why a move wins, and explore Sprague–Grundy values.
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
//!
//! The layout: [`state`] is what persists, [`controller`] the play logic (no egui), the
//! `panels` draw it and return [`controller::Command`]s, the `games` draw each game's
//! board, [`job`] runs long computations off the frame.

pub mod analysis;
mod app;
pub mod controller;
mod explore;
mod explore_octal;
pub mod export;
mod games;
pub mod graph_game;
pub mod job;
mod judge;
pub mod labels;
mod panels;
pub mod rules;
pub mod session;
pub mod setup;
pub mod state;
pub mod task;
#[cfg(target_arch = "wasm32")]
pub mod web;

pub use app::GrundyApp;
pub use explore::{ExploreSettings, Page, SetError};
pub use explore_octal::OctalPageError;
pub use judge::JudgeSettings;
pub use state::{Playing, State, Tab};

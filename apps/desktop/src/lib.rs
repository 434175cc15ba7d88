//! The grundy desktop app: play the games of the `grundy` core, alone or as sums, against
//! the computer or a friend, see why a move wins, and explore Sprague–Grundy values.
//!
//! Every legal move, outcome, Grundy value, hint and table comes from the core crate; this
//! crate draws them and turns clicks into moves. [`GrundyApp`] is the whole app, built by
//! `main.rs` (through [`platform`]) and by the tests:
//!
//! ```no_run
//! let options = eframe::NativeOptions::default();
//! eframe::run_native(
//!     "grundy",
//!     options,
//!     Box::new(|cc| {
//!         let lang = grundy_i18n::Lang::from_env();
//!         Ok(Box::new(grundy_desktop::GrundyApp::new(cc, lang)))
//!     }),
//! )?;
//! # Ok::<(), eframe::Error>(())
//! ```
//!
//! The layers, each importing only from those below it (docs/ARCHITECTURE.md):
//! [`platform`] (a window, a web page) → [`app`] (what persists, the frame) → [`ui`] (the
//! views) → [`control`] (the controller, the commands, the computer player) → [`tasks`]
//! (the long computations) → [`model`] (games, rules, turns, analyses) and [`runtime`]
//! (jobs, threads, the web worker).

pub mod app;
pub mod control;
pub mod model;
pub mod platform;
pub mod runtime;
pub mod tasks;
pub mod ui;

pub use app::{GrundyApp, State};

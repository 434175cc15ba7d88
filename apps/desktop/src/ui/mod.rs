//! The views: the top bar, the setup panel, the play views (the core's games and their
//! sums; a game on a graph; a game given by a script) with the boards of each game, the theory pages, the explorer's
//! pages, the judge panel, and the widgets they share. A view reads the controller (or its
//! own page state) and returns commands; it never changes the game while it draws.

pub mod boards;
pub mod explore;
pub mod export;
pub mod figure;
pub mod graph;
pub mod judge;
pub mod play;
pub mod script;
pub mod setup;
pub mod theory;
pub mod top_bar;
pub mod widgets;

pub use top_bar::Tab;

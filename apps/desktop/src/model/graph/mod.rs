//! A game given as a directed graph, loopy ones included: the graph as drawn (nodes with
//! their places, edges, the tokens at the start) and its editing, where its nodes go, the
//! game played on it and the core's answers about a position.
//!
//! Nothing here decides the game: every value (finite or `∞(K)`), outcome (win, loss or
//! draw), legal move, hint and computer move comes from the core's `GraphValues`.

mod analysis;
mod board;
mod game;
mod layout;

pub use analysis::{GraphAnalysis, GraphOption, join};
pub use board::{
    Edit, EditError, GraphBoard, LOOPY_NAME, MAX_GRAPH_NODES, MAX_NIM_PRESET, MAX_TOKENS,
    RANDOM_NAME, YOUR_NAME,
};
pub use game::{Ending, GraphGame, GraphPly};
pub use layout::Place;

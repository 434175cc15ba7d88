//! What a view asks the controller to do: views never change the game while they draw, they
//! return these, and the app applies them after the frame's views.

use grundy::graph::GraphMove;
use grundy::sum::SumMove;

use crate::model::graph::{Edit, GraphBoard};
use crate::model::setup::Setup;
use crate::model::turns::Mode;

/// What a view asks the controller to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Play this move.
    Play(SumMove),
    /// Take back a move (back to your turn against the computer).
    Undo,
    /// Replay a move taken back.
    Redo,
    /// Start the game the setup form describes.
    NewGame,
    /// Leave the refusal of a new game and show the game being played again.
    KeepGame,
    /// The same start again, the other side first.
    Rematch,
    /// Fill the form with a random position and start it.
    RandomGame,
    /// Pause or resume the computer (computer against computer, or after it failed to move).
    TogglePause,
    /// Show or hide the hints.
    ToggleHints,
    /// Something for the game on a graph.
    Graph(GraphCommand),
    /// Something for the game given by a script.
    Script(ScriptCommand),
    /// Go to the position after this many moves of the game (0: the start), as undo and
    /// redo would.
    GoTo(usize),
    /// The setup form as edited (what is typed, the menus, the random positions' sizes).
    Form(Setup),
    /// Who plays, and whether you move first against the computer: they apply to the game
    /// being played at once.
    Players {
        /// Who plays.
        mode: Mode,
        /// Whether you move first against the computer.
        human_first: bool,
    },
    /// The computer's skill, 0 (random) to 100 (perfect).
    Skill(u8),
    /// Computer against computer: moves per second.
    Speed(f32),
    /// Start the same rules again from the current position with one component's numbers
    /// changed (a position set up on the board); the setup form follows.
    SetUp {
        /// The component, from 0.
        component: usize,
        /// Its new numbers.
        numbers: Vec<u64>,
    },
}

/// What the view of a game on a graph asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum GraphCommand {
    /// Play this move.
    Play(GraphMove),
    /// Stop a drawn game: both players agree it is a draw.
    Stop,
    /// Play on this graph instead (a preset).
    Load(GraphBoard),
    /// Change the graph or the tokens at the start (the game starts again).
    Edit(Edit),
    /// Start or end editing (the computer waits meanwhile).
    Editing(bool),
    /// Show or hide the nodes' values.
    ShowValues(bool),
}

/// What the view of a game given by a script asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptCommand {
    /// Move to this option of the current position.
    Play(Vec<u64>),
    /// Stop a drawn game: both players agree it is a draw.
    Stop,
}

//! What of the play tab persists: the setup form, who plays, the computer's skill and
//! speed, the hints switch, and the last game of each kind (the core's games, a game on a
//! graph). The controller owns it and changes it only when applying a command.

use serde::{Deserialize, Serialize};

use crate::model::graph::GraphGame;
use crate::model::script::ScriptGame;
use crate::model::session::Session;
use crate::model::setup::Setup;
use crate::model::turns::Mode;

/// Which game the play view shows: the last one started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Playing {
    /// One of the core's games, or a sum of them ([`Play::game`]).
    #[default]
    Games,
    /// A game on a graph ([`Play::graph`]).
    Graph,
    /// A game given by a script ([`Play::script`]).
    Script,
}

/// The play tab's settings and last games (they persist).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Play {
    /// The setup form.
    pub setup: Setup,
    /// Who plays the next new game.
    pub mode: Mode,
    /// Whether you move first against the computer.
    pub human_first: bool,
    /// The computer's skill, 0 (random) to 100 (perfect).
    pub skill: u8,
    /// Computer vs computer: moves per second.
    pub speed: f32,
    /// Whether hints are shown.
    pub hints: bool,
    /// The last game.
    pub game: Session,
    /// Which game the play view shows.
    pub playing: Playing,
    /// The last game on a graph, with its graph.
    pub graph: GraphGame,
    /// The last game given by a script, with its script.
    pub script: ScriptGame,
}

impl Default for Play {
    fn default() -> Self {
        Self {
            setup: Setup::default(),
            mode: Mode::VsComputer,
            human_first: true,
            skill: 100,
            speed: 2.0,
            hints: false,
            game: Session::default(),
            playing: Playing::Games,
            graph: GraphGame::default(),
            script: ScriptGame::default(),
        }
    }
}

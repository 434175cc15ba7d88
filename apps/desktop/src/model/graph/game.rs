//! A game on a graph, in progress or finished: the graph with the tokens at the start, and
//! its turns (the moves made, with undo and redo, and who plays which side). What persists.

use grundy::graph::{GraphError, GraphMove, GraphOutcome};
use grundy_i18n::Lang;
use serde::{Deserialize, Serialize};

use super::analysis::{GraphAnalysis, with_values};
use super::board::{EditError, GraphBoard, MAX_GRAPH_NODES, MAX_TOKENS, YOUR_NAME};
use crate::model::turns::{Mode, Turns};

/// One move made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraphPly {
    /// Which token, from 0.
    pub token: usize,
    /// The node it moved to, from 0.
    pub to: u32,
    /// The core's description of the move.
    pub label: String,
    /// The tokens' nodes after it.
    pub after: Vec<u32>,
}

impl GraphPly {
    /// The move.
    pub fn mv(&self) -> GraphMove {
        GraphMove {
            token: self.token,
            to: self.to,
        }
    }
}

/// How a game on a graph ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// No token could move, and the core's outcome of that position names the winner:
    /// this player (0 moved first).
    Won(usize),
    /// The players stopped a drawn game (perfect play never ends it).
    Stopped,
    /// No token can move, yet the core's outcome names no winner.
    Unexplained(GraphOutcome),
}

/// A game on a graph, in progress or finished: what persists.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GraphGame {
    /// The graph and the tokens at the start.
    pub board: GraphBoard,
    /// The moves made and undone, and who plays.
    pub turns: Turns<GraphPly>,
    /// Whether the players stopped the game, a draw.
    pub stopped: bool,
    /// Whether the nodes show their values.
    pub show_values: bool,
}

impl Default for GraphGame {
    fn default() -> Self {
        Self {
            board: GraphBoard::default(),
            turns: Turns::new(Mode::VsComputer, true),
            stopped: false,
            show_values: true,
        }
    }
}

impl GraphGame {
    /// The tokens' nodes now.
    pub fn current(&self) -> &[u32] {
        self.turns
            .plies
            .last()
            .map_or(&self.board.tokens, |p| &p.after)
    }

    /// The name of player `player` in `lang`.
    pub fn name_in(&self, player: usize, lang: Lang) -> String {
        self.turns.player_name(player, lang)
    }

    /// The name, in `lang`, of who made move `ply` (0 is the first move).
    pub fn mover_name(&self, ply: usize, lang: Lang) -> String {
        self.turns.mover_name(ply, lang)
    }

    /// Starts again from the board's tokens, with these players.
    pub fn restart(&mut self, mode: Mode, human_first: bool) {
        self.turns = Turns::new(mode, human_first);
        self.stopped = false;
    }

    /// Changes the graph or the start tokens with `edit`; the game starts again from the
    /// edited start and the graph is named "Your graph".
    ///
    /// # Errors
    /// The edit's error; nothing changes then.
    pub fn edit<R>(
        &mut self,
        edit: impl FnOnce(&mut GraphBoard) -> Result<R, EditError>,
    ) -> Result<R, EditError> {
        let mut board = self.board.clone();
        let r = edit(&mut board)?;
        if board.nodes.len() != self.board.nodes.len()
            || board.edges != self.board.edges
            || board.tokens != self.board.tokens
        {
            board.name = YOUR_NAME.to_owned();
            self.turns.clear();
            self.stopped = false;
        }
        self.board = board;
        Ok(r)
    }

    /// Replaces the graph by `board` and starts again.
    pub fn load(&mut self, board: GraphBoard) {
        self.board = board;
        self.turns.clear();
        self.stopped = false;
    }

    /// How the game ended, if it did: stopped by the players, or no token can move and the
    /// core's outcome of the final position, read for the player to move, names the winner.
    pub fn ending(&self, analysis: &GraphAnalysis) -> Option<Ending> {
        if self.stopped {
            return Some(Ending::Stopped);
        }
        if !analysis.terminal() {
            return None;
        }
        let to_move = self.turns.player_to_move();
        Some(match analysis.outcome.winner(to_move) {
            Some(winner) => Ending::Won(winner.index()),
            None => Ending::Unexplained(analysis.outcome),
        })
    }

    /// Plays `mv` after the core checked it; the moves undone are dropped.
    ///
    /// # Errors
    /// The core's reason when `mv` is not legal; nothing changes then.
    pub fn play(&mut self, mv: GraphMove) -> Result<(), GraphError> {
        let mut tokens = self.current().to_vec();
        with_values(&self.board, |gv| gv.play(&mut tokens, mv))?;
        self.turns.push(GraphPly {
            token: mv.token,
            to: mv.to,
            label: mv.to_string(),
            after: tokens,
        });
        self.stopped = false;
        Ok(())
    }

    /// Takes back the stop of a drawn game, else one move, or against the computer every
    /// move back to your turn.
    pub fn undo(&mut self) -> bool {
        if self.stopped {
            self.stopped = false;
            return true;
        }
        self.turns.undo()
    }

    /// Whether the board and the moves are a game the core accepts (a saved game that no
    /// longer reads is replaced).
    pub fn is_valid(&self) -> bool {
        self.board.nodes.len() <= MAX_GRAPH_NODES
            && self.board.tokens.len() <= MAX_TOKENS
            && self.board.nodes.iter().flatten().all(|c| c.is_finite())
            && GraphAnalysis::of(&self.board, self.current()).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edit_restarts_the_game_and_a_drag_does_not() {
        let mut g = GraphGame::default();
        let mv = GraphMove { token: 0, to: 0 };
        g.play(mv).unwrap();
        assert_eq!(g.turns.plies.len(), 1);
        g.edit(|b| {
            b.move_node(1, [0.1, 0.1]);
            Ok(())
        })
        .unwrap();
        assert_eq!(g.turns.plies.len(), 1);
        assert_eq!(g.board.nodes[1], [0.1, 0.1]);
        assert_eq!(g.board.name, "Loopy graph with a draw");
        g.edit(|b| b.add_node([0.3, 0.3])).unwrap();
        assert!(g.turns.plies.is_empty());
        assert_eq!(g.board.name, "Your graph");
        assert_eq!(
            g.edit(|b| b.add_edge(0, 40)),
            Err(EditError::NoSuchNode { node: 40 })
        );
    }
}

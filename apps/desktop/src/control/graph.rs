//! The transient side of a game on a graph: the core's analysis of the position, the
//! computer player, the editor switch and the last refusals. The game itself (what
//! persists) is the model's `GraphGame`.

use std::time::Duration;

use grundy::graph::{GraphError, GraphMove, GraphOutcome};

use super::command::GraphCommand;
use super::computer::Computer;
use crate::model::graph::{EditError, Ending, GraphAnalysis, GraphGame};

/// What identifies an analysis: the nodes, the edges and the tokens.
type Key = (usize, Vec<[u32; 2]>, Vec<u32>);

/// The transient side of a game on a graph.
#[derive(Debug)]
pub struct GraphPlay {
    analysis: Option<(Key, Result<GraphAnalysis, GraphError>)>,
    computer: Computer,
    editing: bool,
    error: Option<GraphError>,
    edit_error: Option<EditError>,
}

impl GraphPlay {
    /// A fresh one; `seed` starts the computer's random moves.
    pub fn new(seed: u64) -> Self {
        Self {
            analysis: None,
            computer: Computer::new(seed),
            editing: false,
            error: None,
            edit_error: None,
        }
    }

    /// Brings the analysis up to date with `game`.
    pub fn refresh(&mut self, game: &GraphGame) {
        let tokens = game.current();
        let fresh = self.analysis.as_ref().is_some_and(|(k, _)| {
            k.0 == game.board.nodes.len() && k.1 == game.board.edges && k.2 == tokens
        });
        if !fresh {
            let key = (
                game.board.nodes.len(),
                game.board.edges.clone(),
                tokens.to_vec(),
            );
            self.analysis = Some((key, GraphAnalysis::of(&game.board, tokens)));
        }
    }

    /// The core's analysis of the position (after [`GraphPlay::refresh`]), or its reason
    /// for refusing it.
    pub fn analysis(&self) -> Option<&Result<GraphAnalysis, GraphError>> {
        self.analysis.as_ref().map(|(_, a)| a)
    }

    /// Why the last move was refused, if it was.
    pub fn error(&self) -> Option<&GraphError> {
        self.error.as_ref()
    }

    /// Why the last edit was refused, if it was.
    pub fn edit_error(&self) -> Option<&EditError> {
        self.edit_error.as_ref()
    }

    /// Whether computer against computer is paused.
    pub fn paused(&self) -> bool {
        self.computer.paused()
    }

    /// Whether the graph is being edited (the computer waits meanwhile).
    pub fn editing(&self) -> bool {
        self.editing
    }

    /// How the game ended, if it did (after [`GraphPlay::refresh`]).
    pub fn ending(&self, game: &GraphGame) -> Option<Ending> {
        match self.analysis() {
            Some(Ok(a)) => game.ending(a),
            _ => None,
        }
    }

    /// Whether a person may move now.
    pub fn human_turn(&self, game: &GraphGame) -> bool {
        let turns = &game.turns;
        !turns.is_computer(turns.to_move()) && self.ending(game).is_none() && !self.editing
    }

    /// Does what the view asked.
    pub fn apply(&mut self, game: &mut GraphGame, command: GraphCommand) {
        match command {
            GraphCommand::Play(mv) => self.error = game.play(mv).err(),
            GraphCommand::Stop => {
                // Only a drawn position may be stopped: the core says which those are.
                if matches!(self.analysis(), Some(Ok(a)) if a.outcome == GraphOutcome::Draw) {
                    game.stopped = true;
                }
            }
            GraphCommand::Load(board) => {
                game.load(board);
                self.reset(game);
            }
            GraphCommand::Edit(edit) => self.edit_error = game.edit(|b| b.apply(edit)).err(),
            GraphCommand::Editing(editing) => self.editing = editing,
            GraphCommand::ShowValues(show) => game.show_values = show,
        }
        self.computer.forget();
        self.refresh(game);
    }

    /// After undo, redo, a new game: forget the clock and the last refusals.
    pub fn reset(&mut self, game: &GraphGame) {
        self.error = None;
        self.edit_error = None;
        self.computer.set_paused(false);
        self.refresh(game);
    }

    /// Pauses or resumes the computer.
    pub fn toggle_pause(&mut self) {
        let paused = self.computer.paused();
        self.computer.set_paused(!paused);
    }

    /// Pauses the computer (after undo in computer against computer).
    pub fn pause(&mut self) {
        self.computer.set_paused(true);
    }

    /// Makes the computer's move when it is due, at `now` seconds: when its skill roll says
    /// so the core's `best_move` (winning, else keeping the draw), else one of the core's
    /// legal moves at random. Returns how long until a frame is needed, if one is.
    pub fn tick(
        &mut self,
        game: &mut GraphGame,
        now: f64,
        speed: f32,
        skill: u8,
    ) -> Option<Duration> {
        self.refresh(game);
        let computer = game.turns.is_computer(game.turns.to_move());
        let Some(Ok(analysis)) = self.analysis() else {
            return None;
        };
        let over = game.ending(analysis).is_some();
        let best = analysis.best;
        let moves: Vec<GraphMove> = analysis.options.iter().map(|o| o.mv).collect();
        if !computer || over || self.computer.paused() || self.editing {
            self.computer.forget();
            return None;
        }
        if let Some(wait) = self.computer.wait(now, game.turns.mode, speed) {
            return Some(wait);
        }
        let mv = if self.computer.plays_perfectly(skill) {
            best
        } else {
            let pick = self.computer.rng().below((moves.len() as u64).max(1)) as usize;
            moves.get(pick).copied()
        };
        self.computer.forget();
        match mv {
            Some(mv) => self.apply(game, GraphCommand::Play(mv)),
            None => self.computer.set_paused(true),
        }
        Some(Duration::ZERO)
    }
}

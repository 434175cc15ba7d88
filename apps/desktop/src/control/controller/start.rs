//! Starting games: from the setup form, from a position set up on the board, at random,
//! and the same start again (a rematch); the rules are built on a job (see
//! [`crate::control::build`]), and the game starts once they are in.

use std::time::Duration;

use super::{Controller, RANDOM_MAX, RANDOM_PILES};
use crate::control::build::Built;
use crate::control::errors::StartError;
use crate::control::play::Playing;
use crate::model::rules::SharedMemo;
use crate::model::session::Session;
use crate::model::spec::NewGame;
use crate::model::turns::Mode;

impl Controller {
    /// Starts the game the setup form describes (see [`Controller::start`]).
    pub fn start_new_game(&mut self) {
        match self.play.setup.read() {
            Ok(game) => self.start(game),
            Err(e) => self.setup_error = Some(StartError::Setup(e)),
        }
    }

    /// Starts `game`: its rules are built on a job, which is given a moment
    /// ([`crate::control::BUILD_WAIT`]); the game starts when they are ready. On an error nothing
    /// changes but the message.
    pub fn start(&mut self, game: NewGame) {
        self.start_from(game, false);
    }

    /// Starts `game`, a position set up on the board when `set_up`.
    fn start_from(&mut self, game: NewGame, set_up: bool) {
        self.setting_up = set_up;
        let built = self.building.start(game, self.waker.as_ref());
        self.started(built);
    }

    /// Starts the new game once its rules are built, waiting at most `wait` for them.
    pub fn poll_building(&mut self, wait: Duration) {
        let built = self.building.poll(wait);
        self.started(built);
    }

    /// The new game, once its rules are built (`None`: not yet). A position set up on the
    /// board is written into the setup form once it is played (when the form describes the
    /// same games); refused, it leaves the game in play and the form as they were.
    fn started(&mut self, built: Option<Result<Built, StartError>>) {
        let Some(built) = built else { return };
        let set_up = std::mem::take(&mut self.setting_up);
        match built {
            Ok((rules, game)) => {
                if set_up {
                    self.write_position_into_form(&game);
                }
                self.play.playing = Playing::Games;
                self.rules = Some(rules);
                self.game_id += 1;
                self.memo = SharedMemo::default();
                self.analysis = None;
                self.play.game = Session::new(game, self.play.mode, self.play.human_first);
                self.after_new_game();
            }
            Err(e) if set_up => self.set_up_error = Some(e),
            Err(e) => self.setup_error = Some(e),
        }
    }

    fn after_new_game(&mut self) {
        self.setup_error = None;
        self.set_up_error = None;
        self.move_error = None;
        self.decision.clear();
        self.computer.set_paused(false);
        self.refresh();
    }

    /// Starts the rules being played from the current position with component
    /// `component`'s numbers replaced by `numbers`; once it is played, its numbers go into
    /// the setup form (see [`Controller::started`]).
    pub(super) fn set_up(&mut self, component: usize, numbers: Vec<u64>) {
        let mut game = self.play.game.game();
        game.start = self.play.game.current().to_vec();
        let Some(slot) = game.start.get_mut(component) else {
            return;
        };
        *slot = numbers;
        self.start_from(game, true);
    }

    /// Writes the numbers of `game`'s start into the setup form, when it describes the
    /// same games.
    fn write_position_into_form(&mut self, game: &NewGame) {
        let kinds: Vec<_> = game.specs.iter().map(|s| s.kind()).collect();
        let form = self.play.setup.games_mut();
        if form.iter().map(|g| g.kind).eq(kinds.iter().copied()) {
            for (g, numbers) in form.iter_mut().zip(&game.start) {
                let words: Vec<String> = numbers.iter().map(u64::to_string).collect();
                g.position_text = words.join(" ");
            }
        }
    }

    /// Fills the setup form with a random position for each of its games (as many piles as
    /// the core says the game has, else the form's count) and starts it.
    pub(super) fn random_game(&mut self) {
        let setup = &mut self.play.setup;
        let piles = setup.random_piles.clamp(1, RANDOM_PILES);
        let max = setup.random_max.clamp(1, RANDOM_MAX);
        for g in setup.games_mut() {
            let count = g.kind.pile_count().unwrap_or(piles);
            let numbers: Vec<String> = (0..count)
                .map(|_| (1 + self.computer.rng().below(max)).to_string())
                .collect();
            g.position_text = numbers.join(" ");
        }
        self.start_new_game();
    }

    /// Plays the same start position again with the other side starting.
    pub(super) fn rematch(&mut self) {
        let turns = &mut self.play.game.turns;
        turns.clear();
        if turns.mode == Mode::VsComputer {
            turns.human_first = !turns.human_first;
            self.play.human_first = turns.human_first;
        }
        self.after_new_game();
    }
}

//! The transient side of a game given by a script: the solver's analysis of the position
//! (a task: a thread on a desktop, a web worker in the browser), the computer player and the
//! start of a new game from the form. The game itself (what persists) is the model's
//! `ScriptGame`.

use std::time::Duration;

use grundy::graph::GraphOutcome;

use super::command::{Command, ScriptCommand};
use super::computer::Computer;
use super::errors::StartError;
use super::play::{Play, Playing};
use crate::model::graph::Ending;
use crate::model::script::{
    MAX_BUDGET, ScriptAnalysis, ScriptFailure, ScriptGame, check, error_line, line_of,
};
use crate::model::setup::Choice;
use crate::model::turns::Mode;
use crate::runtime::{Background, Job, Status, Waker};
use crate::tasks::ScriptSolve;

/// What identifies an analysis: the script and the position.
type Key = (String, Vec<u64>, u64);

/// The solver's answer for a position: its analysis, or the engine's one-line message.
pub type Solved = Result<ScriptAnalysis, ScriptFailure>;

/// What [`ScriptPlay::apply`] did with a command.
#[derive(Debug, PartialEq)]
pub enum Applied {
    /// Nothing: the command is not the script game's.
    Not,
    /// It applied it.
    Done,
    /// It started a new game from the form, or says why it could not.
    Started(Result<(), StartError>),
}

/// The transient side of a game given by a script.
#[derive(Debug)]
pub struct ScriptPlay {
    solve: Background<Key, Solved>,
    computer: Computer,
}

impl ScriptPlay {
    /// A fresh one; `seed` starts the computer's random moves.
    pub fn new(seed: u64) -> Self {
        Self {
            solve: Background::default(),
            computer: Computer::new(seed),
        }
    }

    /// The solver's answer for the current position of `game`, as of the last poll.
    pub fn analysis(&self, game: &ScriptGame) -> Status<'_, Solved> {
        if !self.solve.is_for(&key(game)) {
            return Status::Idle;
        }
        self.solve.peek()
    }

    /// The analysis, when it is there and the solver gave one.
    fn ready(&self, game: &ScriptGame) -> Option<&ScriptAnalysis> {
        match self.analysis(game) {
            Status::Ready(Ok(a)) => Some(a),
            _ => None,
        }
    }

    /// Whether computer against computer is paused.
    pub fn paused(&self) -> bool {
        self.computer.paused()
    }

    /// How the game ended, if it did: stopped by the players, or no move is left and the
    /// solver's outcome of the final position, read for the player to move, names the
    /// winner (the core's `GraphOutcome::winner`).
    pub fn ending(&self, game: &ScriptGame) -> Option<Ending> {
        if game.stopped {
            return Some(Ending::Stopped);
        }
        let a = self.ready(game).filter(|a| a.terminal())?;
        let outcome = GraphOutcome::from(a.outcome);
        Some(match outcome.winner(game.turns.player_to_move()) {
            Some(winner) => Ending::Won(winner.index()),
            None => Ending::Unexplained(outcome),
        })
    }

    /// Whether a person may move now.
    pub fn human_turn(&self, game: &ScriptGame) -> bool {
        let turns = &game.turns;
        !turns.is_computer(turns.to_move()) && self.ending(game).is_none()
    }

    /// Starts the solver on the current position of `game` unless it is started, and polls
    /// it.
    fn refresh(&mut self, game: &ScriptGame, waker: Option<&Waker>) {
        self.solve.ensure(key(game), || {
            let task = ScriptSolve {
                source: game.source.clone(),
                position: game.current().to_vec(),
                budget: game.budget,
            };
            Job::task(waker, "job-script", task, |solved| solved)
        });
        self.solve.wait(Duration::ZERO);
    }

    /// Waits at most `timeout` for the solver (tests, the end of a run).
    pub fn wait(&mut self, timeout: Duration) {
        self.solve.wait(timeout);
    }

    /// Does what a view asked: a new game when the form chooses a script, and the game's
    /// commands while it is played.
    pub fn apply(&mut self, play: &mut Play, command: &Command, waker: Option<&Waker>) -> Applied {
        let new = matches!(command, Command::NewGame | Command::RandomGame);
        if new && play.setup.choice == Choice::Script {
            let started = start(play);
            if started.is_ok() {
                self.computer.forget();
                self.computer.set_paused(false);
                self.refresh(&play.script, waker);
            }
            return Applied::Started(started);
        }
        if play.playing != Playing::Script || new {
            return Applied::Not;
        }
        let game = &mut play.script;
        match command {
            Command::Script(ScriptCommand::Play(to)) => {
                if let Some(a) = self.ready(game).cloned() {
                    game.play(&a, to);
                }
            }
            // Only a drawn position may be stopped: the solver says which those are.
            Command::Script(ScriptCommand::Stop)
                if self.ready(game).is_some_and(|a| a.outcome.is_draw()) =>
            {
                game.stopped = true;
            }
            Command::Undo => {
                let undone = if game.stopped {
                    game.stopped = false;
                    true
                } else {
                    game.turns.undo()
                };
                if undone && game.turns.mode == Mode::ComputerVsComputer {
                    self.computer.set_paused(true);
                }
            }
            Command::Redo => {
                game.turns.redo();
            }
            Command::Rematch => {
                let (mode, first) = (game.turns.mode, !game.turns.human_first);
                let human_first = if mode == Mode::VsComputer {
                    first
                } else {
                    game.turns.human_first
                };
                *game = ScriptGame::new(
                    game.source.clone(),
                    game.start.clone(),
                    game.budget,
                    mode,
                    human_first,
                );
                if mode == Mode::VsComputer {
                    play.human_first = first;
                }
                self.computer.set_paused(false);
            }
            Command::TogglePause => {
                let paused = self.computer.paused();
                self.computer.set_paused(!paused);
            }
            Command::ToggleHints => play.hints = !play.hints,
            // The settings are the play tab's, whichever game is shown, and so is a refused
            // start's message, which going back to the game clears.
            Command::Form(_)
            | Command::Players { .. }
            | Command::Skill(_)
            | Command::Speed(_)
            | Command::KeepGame => {
                return Applied::Not;
            }
            // The other games' commands.
            _ => {}
        }
        self.computer.forget();
        self.refresh(&play.script, waker);
        Applied::Done
    }

    /// Polls the solver and makes the computer's move when it is due, at `now` seconds:
    /// when its skill roll says so the solver's best move, else one of the options at
    /// random. Returns how long until a frame is needed, if one is.
    pub fn tick(&mut self, play: &mut Play, now: f64, waker: Option<&Waker>) -> Option<Duration> {
        let game = &mut play.script;
        self.refresh(game, waker);
        let computer = game.turns.is_computer(game.turns.to_move());
        let over = self.ending(game).is_some();
        let a = self.ready(game)?;
        if !computer || over || self.computer.paused() {
            self.computer.forget();
            return None;
        }
        let best = a.best.clone();
        let options: Vec<Vec<u64>> = a.options.iter().map(|o| o.position.clone()).collect();
        if let Some(wait) = self.computer.wait(now, game.turns.mode, play.speed) {
            return Some(wait);
        }
        let to = if self.computer.plays_perfectly(play.skill) {
            best
        } else {
            let pick = self.computer.rng().below((options.len() as u64).max(1)) as usize;
            options.get(pick).cloned()
        };
        self.computer.forget();
        match to {
            Some(to) => {
                self.apply(play, &Command::Script(ScriptCommand::Play(to)), waker);
            }
            None => self.computer.set_paused(true),
        }
        Some(Duration::ZERO)
    }
}

/// The key of the current position of `game`.
fn key(game: &ScriptGame) -> Key {
    (game.source.clone(), game.current().to_vec(), game.budget)
}

/// Reads the form's script and start position; on success `play` plays them.
fn start(play: &mut Play) -> Result<(), StartError> {
    let form = &play.setup.script;
    let start = form.start().map_err(StartError::Setup)?;
    check(&form.source).map_err(|error| StartError::Script {
        line: error_line(&error)
            .and_then(|l| line_of(&form.source, l))
            .map(str::to_owned),
        error,
    })?;
    let budget = form.budget.clamp(1, MAX_BUDGET);
    play.script = ScriptGame::new(
        form.source.clone(),
        start,
        budget,
        play.mode,
        play.human_first,
    );
    play.playing = Playing::Script;
    Ok(())
}

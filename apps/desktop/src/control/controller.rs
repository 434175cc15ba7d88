//! The play controller: the play tab's persisted [`Play`], the rules and analysis of the
//! game being played, the jobs that compute in the background (the rules of a new game; the
//! searches of the hints and the computer's move, as tasks that the browser runs in a web
//! worker) and the computer player. It changes only in [`Controller::update`] (the clock:
//! jobs that finished, the computer's move) and [`Controller::apply`] (a view's command);
//! views read it. It knows nothing of egui, so it is tested on its own; every answer it
//! gives comes from the core.

mod start;

use std::sync::Arc;
use std::time::Duration;

use grundy::error::SumError;
use grundy::strategy::{SearchError, Solved};
use grundy::sum::SumMove;

use super::build::{Builder, Built};
use super::command::Command;
use super::computer::{self, Computer, Decision};
use super::errors::{StartError, TurnError};
use super::graph::GraphPlay;
use super::play::{Play, Playing};
use super::script::{Applied, ScriptPlay};
use crate::model::analysis::{Analysis, Searched};
use crate::model::graph::{GraphBoard, GraphGame};
use crate::model::rules::{Rules, SharedMemo};
use crate::model::session::{Note, Session};
use crate::model::setup::Choice;
use crate::model::turns::Mode;
use crate::runtime::{Background, Job, Status, Waker};
use crate::tasks::{LineSearch, Played};

/// The largest random pile offered.
pub const RANDOM_MAX: u64 = 30;
/// The most piles a random position has.
pub const RANDOM_PILES: usize = 8;

/// What identifies a position of a game: the game's number and the position's numbers.
type PositionKey = (u64, Vec<Vec<u64>>);

/// What identifies a line of a game: the game's number and the numbers of each position
/// from the start to the current one.
type LineKey = (u64, Vec<Vec<Vec<u64>>>);

/// The play controller.
pub struct Controller {
    play: Play,
    /// The rules of `play.game` (none only if even the default game did not build), and
    /// the number of the game they were built for.
    rules: Option<Arc<Rules>>,
    game_id: u64,
    analysis: Option<Analysis>,
    setup_error: Option<StartError>,
    /// Whether the rules being built are a position set up on the board, and why the last
    /// such position was refused (the game in play goes on; the editor says why).
    setting_up: bool,
    set_up_error: Option<StartError>,
    move_error: Option<TurnError>,
    /// The computer of the core's games (its random numbers also draw random positions).
    computer: Computer,
    decision: Background<(PositionKey, usize), Decision>,
    building: Builder,
    remoteness: Background<LineKey, Searched>,
    /// The line of the last search that finished and the remoteness of each position of
    /// it, kept while the next line is searched.
    searched_line: Option<(LineKey, Vec<Result<Solved, SearchError>>)>,
    /// The transposition table of the game's searches, kept between them.
    memo: SharedMemo,
    waker: Option<Waker>,
    /// The game on a graph: its analysis and its computer.
    graph: GraphPlay,
    /// The game given by a script: its analysis and its computer.
    script: ScriptPlay,
}

impl std::fmt::Debug for Controller {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Controller")
            .field("play", &self.play)
            .field("game_id", &self.game_id)
            .finish_non_exhaustive()
    }
}

impl Controller {
    /// A controller for `play` (a last game that no longer builds is replaced by the default
    /// one); `seed` starts the random moves.
    pub fn new(mut play: Play, seed: u64) -> Self {
        let mut rules = build_current(&play.game);
        if rules.is_none() {
            play.game = Session::default();
            rules = build_current(&play.game);
        }
        if !play.graph.is_valid() {
            play.graph = GraphGame::default();
        }
        let mut graph = GraphPlay::new(seed ^ 0x9e37_79b9_7f4a_7c15);
        graph.refresh(&play.graph);
        Self {
            play,
            rules,
            game_id: 0,
            analysis: None,
            setup_error: None,
            searched_line: None,
            setting_up: false,
            set_up_error: None,
            move_error: None,
            computer: Computer::new(seed),
            decision: Background::default(),
            building: Builder::default(),
            remoteness: Background::default(),
            memo: SharedMemo::default(),
            waker: None,
            graph,
            script: ScriptPlay::new(seed ^ 0x51a7_e5c1_2b3d_4f60),
        }
    }

    /// Jobs call `waker` when they are done (the app asks for a frame).
    pub fn set_waker(&mut self, waker: Waker) {
        self.waker = Some(waker);
    }

    /// What persists of the play tab.
    pub fn play(&self) -> &Play {
        &self.play
    }

    /// What persists of the play tab, to change from outside a frame (tests set up
    /// positions with it); the next [`Controller::update`] catches up with it.
    pub fn play_mut(&mut self) -> &mut Play {
        &mut self.play
    }

    /// The number of the game being played: it changes with every new game.
    pub fn game_id(&self) -> u64 {
        self.game_id
    }

    /// The rules being played.
    pub fn rules(&self) -> Option<&Arc<Rules>> {
        self.rules.as_ref()
    }

    /// The numbers of each component now.
    pub fn position(&self) -> &[Vec<u64>] {
        self.play.game.current()
    }

    /// The core's analysis of the current position, as of the last update.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    /// Why the setup form could not start a game, if it could not.
    pub fn setup_error(&self) -> Option<&StartError> {
        self.setup_error.as_ref()
    }

    /// Why the last position set up on the board was refused (the game in play is kept).
    pub fn set_up_error(&self) -> Option<&StartError> {
        self.set_up_error.as_ref()
    }

    /// Why the last move was refused, if it was.
    pub fn move_error(&self) -> Option<&TurnError> {
        self.move_error.as_ref()
    }

    /// Whether computer against computer is paused.
    pub fn paused(&self) -> bool {
        self.computer.paused()
    }

    /// The job building the rules of a new game, while it runs.
    pub fn building(&self) -> Option<&Job<Result<Built, StartError>>> {
        self.building.job()
    }

    /// The winner once the game is over (as of the last update): the core's outcome of the
    /// final position read as who has won, or the core's reason when it cannot say.
    pub fn winner(&self) -> Option<Result<usize, SumError>> {
        let a = self.analysis.as_ref()?;
        self.play.game.winner(a.terminal, a.outcome)
    }

    /// Whether a person may move now.
    pub fn human_turn(&self) -> bool {
        let turns = &self.play.game.turns;
        !turns.is_computer(turns.to_move()) && self.winner().is_none()
    }

    /// The searches of the hints for the current position, as of the last update.
    pub fn remoteness(&self) -> Status<'_, Searched> {
        if !self.remoteness.is_for(&self.line_key()) {
            return Status::Idle;
        }
        self.remoteness.peek()
    }

    /// The remoteness of each position of the game so far, the start first, as far as it is
    /// known: the search of this line once it is done; meanwhile the positions it shares
    /// with the last line searched (a move made keeps the points before it).
    pub fn remoteness_history(&self) -> &[Result<Solved, SearchError>] {
        if let Status::Ready(searched) = self.remoteness() {
            return &searched.history;
        }
        let Some(((game_id, line), history)) = &self.searched_line else {
            return &[];
        };
        if *game_id != self.game_id {
            return &[];
        }
        let now = self.play.game.positions();
        let shared = line.iter().zip(&now).take_while(|(a, b)| a == b).count();
        history.get(..shared).unwrap_or(history)
    }

    /// The analysis and computer of the game on a graph.
    pub fn graph(&self) -> &GraphPlay {
        &self.graph
    }

    /// The analysis and computer of the game given by a script.
    pub fn script(&self) -> &ScriptPlay {
        &self.script
    }

    /// Catches up with the clock at `now` seconds: a new game whose rules are built
    /// starts, the analysis follows the position, the searches of the hints start or
    /// finish, and the computer moves when its move is due. Returns how long until a
    /// frame is needed, when one is (a job that finishes calls the waker instead).
    pub fn update(&mut self, now: f64) -> Option<Duration> {
        self.poll_building(Duration::ZERO);
        if self.play.playing == Playing::Graph {
            let (speed, skill) = (self.play.speed, self.play.skill);
            return self.graph.tick(&mut self.play.graph, now, speed, skill);
        }
        if self.play.playing == Playing::Script {
            return self.script.tick(&mut self.play, now, self.waker.as_ref());
        }
        self.refresh();
        self.remoteness.wait(Duration::ZERO);
        self.keep_searched_line();
        self.computer_turn(now)
    }

    /// Keeps the remoteness of the line just searched, for [`Controller::remoteness_history`].
    fn keep_searched_line(&mut self) {
        let key = self.line_key();
        if self.searched_line.as_ref().is_some_and(|(k, _)| *k == key) {
            return;
        }
        if let Status::Ready(searched) = self.remoteness() {
            self.searched_line = Some((key, searched.history.clone()));
        }
    }

    /// Brings the analysis up to date with the position and, with hints on, starts the
    /// searches of the hints: the remoteness of the position, of each option and of every
    /// position of the game so far.
    fn refresh(&mut self) {
        let numbers = self.play.game.current();
        let fresh = self
            .analysis
            .as_ref()
            .is_some_and(|a| Rules::numbers(&a.position) == numbers);
        let Some(rules) = &self.rules else {
            self.analysis = None;
            return;
        };
        if !fresh {
            self.analysis = rules
                .position(numbers)
                .ok()
                .map(|p| Analysis::of(rules, &p));
        }
        if self.play.hints
            && let Some(a) = &self.analysis
        {
            let key = self.line_key();
            if self.remoteness.is_for(&key) {
                return;
            }
            let search = LineSearch {
                played: Played::new(&self.play.game, rules),
                options: a.options.iter().map(|o| o.mv).collect(),
                line: key.1.clone(),
                memo: Some(self.memo.clone()),
            };
            let job = Job::task(self.waker.as_ref(), "job-remoteness", search, |s| s);
            self.remoteness.start(key, job);
        }
    }

    /// The key of the current line of play.
    fn line_key(&self) -> LineKey {
        (self.game_id, self.play.game.positions())
    }

    /// Does what a view asked.
    pub fn apply(&mut self, command: Command) {
        if self.apply_graph(&command) {
            return;
        }
        match self
            .script
            .apply(&mut self.play, &command, self.waker.as_ref())
        {
            Applied::Not => {}
            Applied::Done => return,
            Applied::Started(started) => {
                self.setup_error = started.err();
                if self.setup_error.is_none() {
                    // A game of the form still being built is not wanted any more.
                    self.building.cancel();
                }
                return;
            }
        }
        let turns = &mut self.play.game.turns;
        match command {
            Command::Play(mv) => self.play_move(mv, None),
            Command::Undo => {
                if turns.undo() {
                    let paused = turns.mode == Mode::ComputerVsComputer;
                    self.move_error = None;
                    self.computer.set_paused(paused);
                }
            }
            Command::Redo => {
                if turns.redo() {
                    self.move_error = None;
                    self.computer.forget();
                }
            }
            Command::NewGame => self.start_new_game(),
            Command::KeepGame => self.setup_error = None,
            Command::Rematch => self.rematch(),
            Command::RandomGame => self.random_game(),
            Command::TogglePause => {
                let paused = self.computer.paused();
                self.computer.set_paused(!paused);
                self.move_error = None;
            }
            Command::ToggleHints => self.play.hints = !self.play.hints,
            // Only for the game on a graph or by a script, which is not being played.
            Command::Graph(_) | Command::Script(_) => {}
            Command::GoTo(plies) => {
                if turns.go_to(plies) {
                    // A walk through the game does not hand the move to the computer: it
                    // waits for Resume, so that the moves after this one stay to replay.
                    let paused = turns.is_computer(turns.to_move());
                    self.move_error = None;
                    self.computer.set_paused(paused);
                }
            }
            Command::Form(setup) => self.play.setup = setup,
            Command::Players { mode, human_first } => self.apply_players(mode, human_first),
            Command::Skill(skill) => self.play.skill = skill.min(100),
            Command::Speed(speed) => self.play.speed = speed,
            Command::SetUp { component, numbers } => self.set_up(component, numbers),
        }
        self.refresh();
    }

    /// Does what a view asked of the game on a graph: a new one when the form chooses it,
    /// and the game's commands while it is played. Returns whether the command was the
    /// graph's.
    fn apply_graph(&mut self, command: &Command) -> bool {
        let new = matches!(command, Command::NewGame | Command::RandomGame);
        if new && self.play.setup.choice == Choice::Graph {
            if *command == Command::RandomGame {
                let board = GraphBoard::random_dag(self.computer.rng());
                self.play.graph.load(board);
            }
            let (mode, human_first) = (self.play.mode, self.play.human_first);
            self.play.graph.restart(mode, human_first);
            self.play.playing = Playing::Graph;
            self.setup_error = None;
            // A game of the form still being built is not wanted any more.
            self.building.cancel();
            self.graph.reset(&self.play.graph);
            return true;
        }
        if self.play.playing != Playing::Graph || new || matches!(command, Command::Script(_)) {
            return false;
        }
        let game = &mut self.play.graph;
        match command {
            Command::Graph(c) => self.graph.apply(game, c.clone()),
            Command::Undo => {
                if game.undo() {
                    self.graph.reset(game);
                    if game.turns.mode == Mode::ComputerVsComputer {
                        self.graph.pause();
                    }
                }
            }
            Command::Redo => {
                if game.turns.redo() {
                    self.graph.reset(game);
                }
            }
            Command::Rematch => {
                let (mode, first) = (game.turns.mode, !game.turns.human_first);
                let human_first = if mode == Mode::VsComputer {
                    first
                } else {
                    game.turns.human_first
                };
                game.restart(mode, human_first);
                if mode == Mode::VsComputer {
                    self.play.human_first = first;
                }
                self.graph.reset(&self.play.graph);
            }
            Command::TogglePause => self.graph.toggle_pause(),
            Command::ToggleHints => self.play.hints = !self.play.hints,
            // The settings are the play tab's, whichever game is shown.
            Command::Form(_)
            | Command::Players { .. }
            | Command::Skill(_)
            | Command::Speed(_)
            | Command::KeepGame => {
                return false;
            }
            // A move of the other games: not this one's.
            Command::Play(_) | Command::Script(_) | Command::NewGame | Command::RandomGame => {}
            // The move list and the set-up board belong to the other games.
            Command::GoTo(_) | Command::SetUp { .. } => {}
        }
        true
    }

    /// Hands the game being played to these players (a game on a graph takes them when
    /// it starts again).
    fn apply_players(&mut self, mode: Mode, human_first: bool) {
        self.play.mode = mode;
        self.play.human_first = human_first;
        if self.play.playing != Playing::Games {
            return;
        }
        let turns = &mut self.play.game.turns;
        if (turns.mode, turns.human_first) == (mode, human_first) {
            return;
        }
        turns.mode = mode;
        turns.human_first = human_first;
        self.decision.clear();
        self.computer.set_paused(false);
        self.move_error = None;
    }

    fn play_move(&mut self, mv: SumMove, note: Option<Note>) {
        if let Some(rules) = &self.rules {
            self.move_error = self
                .play
                .game
                .apply(rules, mv, note)
                .err()
                .map(TurnError::Move);
        }
    }

    /// Makes the computer's move when it is due, at `now` seconds; it starts thinking at
    /// once, while the delay runs.
    fn computer_turn(&mut self, now: f64) -> Option<Duration> {
        let turns = &self.play.game.turns;
        let computer = turns.is_computer(turns.to_move());
        let over = self.analysis.as_ref().is_none_or(|a| a.terminal);
        if !computer || over || self.computer.paused() {
            self.computer.forget();
            self.decision.clear();
            return None;
        }
        let wait = self.computer.wait(now, turns.mode, self.play.speed);
        self.think();
        if let Some(wait) = wait {
            return Some(wait);
        }
        let decision = match self.decision.status() {
            Status::Running(_) | Status::Idle => return None,
            Status::Ready(decision) => Ok(*decision),
            Status::Failed(e) => Err(e),
        };
        self.computer.forget();
        self.decision.clear();
        match decision {
            Ok(Some((mv, note))) => {
                self.play_move(mv, note);
                self.refresh();
            }
            // The core offered no move before the end, or the job failed: stop rather than
            // try again at every frame, and say why.
            Ok(None) => {
                self.move_error = Some(TurnError::Computer(None));
                self.computer.set_paused(true);
            }
            Err(e) => {
                self.move_error = Some(TurnError::Computer(Some(e)));
                self.computer.set_paused(true);
            }
        }
        Some(Duration::ZERO)
    }

    /// Starts the computer's decision for the current position, unless it is started: when
    /// its skill roll says so the perfect move (the core's search, on a job), else the
    /// core's random move.
    fn think(&mut self) {
        let game = &self.play.game;
        let key = (
            (self.game_id, game.current().to_vec()),
            game.turns.plies.len(),
        );
        if self.decision.is_for(&key) {
            return;
        }
        let (Some(position), Some(rules)) = (
            self.analysis.as_ref().map(|a| a.position.clone()),
            self.rules.clone(),
        ) else {
            return;
        };
        let perfect = self.computer.plays_perfectly(self.play.skill);
        let seed = self.computer.rng().next_u64();
        let job = computer::decide(game, rules, position, perfect, seed, self.waker.as_ref());
        self.decision.start(key, job);
    }

    /// Waits (at most `timeout`) for the jobs running now: the rules of a new game, the
    /// remoteness, the computer's move. For tests and for the end of a run.
    pub fn wait_for_jobs(&mut self, timeout: Duration) {
        self.poll_building(timeout);
        self.remoteness.wait(timeout);
        self.keep_searched_line();
        self.decision.wait(timeout);
        self.script.wait(timeout);
    }
}

/// The rules of `game`, when they build and its current position is theirs.
fn build_current(game: &Session) -> Option<Arc<Rules>> {
    let (rules, _) = Rules::build(&game.game()).ok()?;
    rules.position(game.current()).ok()?;
    Some(Arc::new(rules))
}

//! The play controller: the persisted [`State`], the rules and analysis of the game being
//! played, the jobs that compute in the background (the rules of a new game; the
//! remoteness and the computer's move, as tasks that the browser runs in a web worker) and
//! the [`Command`]s the panels return. It knows
//! nothing of egui, so it is tested on its own; every answer it gives comes from the core.

use std::sync::Arc;
use std::time::Duration;

use grundy::{SplitMix64, SumError, SumMove};

use crate::analysis::{Analysis, Searched};
use crate::graph_game::{GraphBoard, GraphCommand, GraphGame, GraphPlay};
use crate::job::{Background, Job, Poll, Status, Waker};
use crate::rules::{Rules, SharedMemo};
use crate::session::{Mode, MoveError, Note, Session};
use crate::setup::{Choice, NewGame, SetupError};
use crate::state::{Playing, State};
use crate::task::{LineSearch, PerfectMove, Played};

/// The largest random pile offered.
pub const RANDOM_MAX: u64 = 30;
/// The most piles a random position has.
pub const RANDOM_PILES: usize = 8;
/// The seconds the computer waits before its move when you play against it.
pub const COMPUTER_DELAY: f64 = 0.6;
/// How long starting a game waits for its rules before a spinner shows.
pub const BUILD_WAIT: Duration = Duration::from_millis(100);

/// What a panel asks the controller to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Play this move.
    Play(SumMove),
    /// Take back a move (back to your turn against the computer).
    Undo,
    /// Replay a move taken back.
    Redo,
    /// Start the game the setup form describes.
    NewGame,
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
    /// Go to the position after this many moves of the game (0: the start), as undo and
    /// redo would.
    GoTo(usize),
    /// The player settings (who plays, who moves first) changed: they apply to the game
    /// being played at once.
    Players,
    /// Start the same rules again from the current position with one component's numbers
    /// changed (a position set up on the board); the setup form follows.
    SetUp {
        /// The component, from 0.
        component: usize,
        /// Its new numbers.
        numbers: Vec<u64>,
    },
}

/// The computer's decision: its move and how it was chosen; `None` when it has none.
type Decision = Option<(SumMove, Option<Note>)>;

/// The rules of a new game, built on a job.
type Built = Result<(Arc<Rules>, NewGame), SetupError>;

/// What identifies a position of a game: the game's number and the position's numbers.
type PositionKey = (u64, Vec<Vec<u64>>);

/// What identifies a line of a game: the game's number and the numbers of each position
/// from the start to the current one.
type LineKey = (u64, Vec<Vec<Vec<u64>>>);

/// The play controller.
pub struct Controller {
    state: State,
    /// The rules of `state.game` (none only if even the default game did not build), and
    /// the number of the game they were built for.
    rules: Option<Arc<Rules>>,
    game_id: u64,
    analysis: Option<Analysis>,
    setup_error: Option<SetupError>,
    move_error: Option<MoveError>,
    rng: SplitMix64,
    computer_due: Option<f64>,
    computer: Background<(PositionKey, usize), Decision>,
    paused: bool,
    building: Option<Job<Built>>,
    remoteness: Background<LineKey, Searched>,
    /// The transposition table of the game's searches, kept between them.
    memo: SharedMemo,
    waker: Option<Waker>,
    /// The game on a graph: its analysis and its computer.
    graph: GraphPlay,
}

impl std::fmt::Debug for Controller {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Controller")
            .field("state", &self.state)
            .field("game_id", &self.game_id)
            .finish_non_exhaustive()
    }
}

impl Controller {
    /// A controller for `state` (a last game that no longer builds is replaced by the default
    /// one); `seed` starts the random moves.
    pub fn new(mut state: State, seed: u64) -> Self {
        let mut rules = build_current(&state.game);
        if rules.is_none() {
            state.game = Session::default();
            rules = build_current(&state.game);
        }
        if !state.graph.is_valid() {
            state.graph = GraphGame::default();
        }
        let mut graph = GraphPlay::new(seed ^ 0x9e37_79b9_7f4a_7c15);
        graph.refresh(&state.graph);
        Self {
            state,
            rules,
            game_id: 0,
            analysis: None,
            setup_error: None,
            move_error: None,
            rng: SplitMix64::new(seed),
            computer_due: None,
            computer: Background::default(),
            paused: false,
            building: None,
            remoteness: Background::default(),
            memo: SharedMemo::default(),
            waker: None,
            graph,
        }
    }

    /// Jobs call `waker` when they are done (the app asks for a frame).
    pub fn set_waker(&mut self, waker: Waker) {
        self.waker = Some(waker);
    }

    /// What persists.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// What persists, to change.
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.state
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
        self.state.game.current()
    }

    /// The core's analysis of the current position (after [`Controller::refresh`]).
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    /// Why the setup form could not start a game, if it could not.
    pub fn setup_error(&self) -> Option<&SetupError> {
        self.setup_error.as_ref()
    }

    /// Why the last move was refused, if it was.
    pub fn move_error(&self) -> Option<&MoveError> {
        self.move_error.as_ref()
    }

    /// Whether computer against computer is paused.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// The job building the rules of a new game, while it runs.
    pub fn building(&mut self) -> Option<&mut Job<Built>> {
        self.building.as_mut()
    }

    /// The winner once the game is over (as of the last [`Controller::refresh`]): the core's outcome of the final position read as
    /// who has won, or the core's reason when it cannot say.
    pub fn winner(&self) -> Option<Result<usize, SumError>> {
        let a = self.analysis.as_ref()?;
        self.state.game.winner(a.terminal, a.outcome)
    }

    /// Whether a person may move now.
    pub fn human_turn(&self) -> bool {
        let game = &self.state.game;
        !game.is_computer(game.to_move()) && self.winner().is_none()
    }

    /// Brings the analysis up to date with the position and, with hints on, starts the
    /// searches of the hints: the remoteness of the position, of each option and of every
    /// position of the game so far.
    pub fn refresh(&mut self) {
        let numbers = self.state.game.current();
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
        if self.state.hints
            && let Some(a) = &self.analysis
        {
            let key = self.line_key();
            if self.remoteness.is_for(&key) {
                return;
            }
            let search = LineSearch {
                played: Played::new(&self.state.game, rules),
                options: a.options.iter().map(|o| o.mv).collect(),
                line: key.1.clone(),
                memo: Some(self.memo.clone()),
            };
            let job = Job::task(self.waker.as_ref(), "the remoteness", search, |s| s);
            self.remoteness.start(key, job);
        }
    }

    /// The key of the current line of play.
    fn line_key(&self) -> LineKey {
        let game = &self.state.game;
        let mut line = Vec::with_capacity(game.plies.len() + 1);
        line.push(game.start.clone());
        line.extend(game.plies.iter().map(|p| p.after.clone()));
        (self.game_id, line)
    }

    /// The searches of the hints for the current position (started by
    /// [`Controller::refresh`] with hints on).
    pub fn remoteness(&mut self) -> Status<'_, Searched> {
        let key = self.line_key();
        if !self.remoteness.is_for(&key) {
            return Status::Idle;
        }
        self.remoteness.status()
    }

    /// The game on a graph (what persists) and its analysis and computer, to change.
    pub fn graph_parts(&mut self) -> (&mut GraphGame, &mut GraphPlay) {
        (&mut self.state.graph, &mut self.graph)
    }

    /// The analysis and computer of the game on a graph.
    pub fn graph(&self) -> &GraphPlay {
        &self.graph
    }

    /// Does what a panel asked.
    pub fn apply(&mut self, command: Command) {
        if self.apply_graph(&command) {
            return;
        }
        match command {
            Command::Play(mv) => self.play(mv, None),
            Command::Undo => {
                if self.state.game.undo() {
                    self.move_error = None;
                    self.computer_due = None;
                    self.paused = self.state.game.mode == Mode::ComputerVsComputer;
                }
            }
            Command::Redo => {
                if self.state.game.redo() {
                    self.move_error = None;
                    self.computer_due = None;
                }
            }
            Command::NewGame => self.start_new_game(),
            Command::Rematch => self.rematch(),
            Command::RandomGame => self.random_game(),
            Command::TogglePause => {
                self.paused = !self.paused;
                self.move_error = None;
            }
            Command::ToggleHints => self.state.hints = !self.state.hints,
            // Only for the game on a graph, which is not being played.
            Command::Graph(_) => {}
            Command::GoTo(plies) => {
                if self.state.game.go_to(plies) {
                    self.move_error = None;
                    self.computer_due = None;
                    // A walk through the game does not hand the move to the computer: it
                    // waits for Resume, so that the moves after this one stay to replay.
                    let game = &self.state.game;
                    self.paused = game.is_computer(game.to_move());
                }
            }
            Command::Players => self.apply_players(),
            Command::SetUp { component, numbers } => self.set_up(component, numbers),
        }
        self.refresh();
    }

    /// Does what a panel asked of the game on a graph: a new one when the form chooses it,
    /// and the game's commands while it is played. Returns whether the command was the
    /// graph's.
    fn apply_graph(&mut self, command: &Command) -> bool {
        let new = matches!(command, Command::NewGame | Command::RandomGame);
        if new && self.state.setup.choice == Choice::Graph {
            if *command == Command::RandomGame {
                self.state.graph.load(GraphBoard::random_dag(&mut self.rng));
            }
            self.state
                .graph
                .restart(self.state.mode, self.state.human_first);
            self.state.playing = Playing::Graph;
            self.setup_error = None;
            // A game of the form still being built is not wanted any more.
            self.building = None;
            self.graph.reset(&self.state.graph);
            return true;
        }
        if self.state.playing != Playing::Graph || new {
            return false;
        }
        let game = &mut self.state.graph;
        match command {
            Command::Graph(c) => self.graph.apply(game, *c),
            Command::Undo => {
                if game.undo() {
                    self.graph.reset(game);
                    if game.mode == Mode::ComputerVsComputer {
                        self.graph.pause();
                    }
                }
            }
            Command::Redo => {
                if game.redo() {
                    self.graph.reset(game);
                }
            }
            Command::Rematch => {
                let (mode, first) = (game.mode, !game.human_first);
                game.restart(
                    mode,
                    if mode == Mode::VsComputer {
                        first
                    } else {
                        game.human_first
                    },
                );
                if mode == Mode::VsComputer {
                    self.state.human_first = first;
                }
                self.graph.reset(&self.state.graph);
            }
            Command::TogglePause => self.graph.toggle_pause(),
            Command::ToggleHints => self.state.hints = !self.state.hints,
            // A move of the other games: not this one's.
            Command::Play(_) | Command::NewGame | Command::RandomGame => {}
            // The move list, player settings and set-up board belong to the other games.
            Command::GoTo(_) | Command::Players | Command::SetUp { .. } => {}
        }
        true
    }

    /// Hands the game being played to the players of the settings.
    fn apply_players(&mut self) {
        let game = &mut self.state.game;
        if (game.mode, game.human_first) == (self.state.mode, self.state.human_first) {
            return;
        }
        game.mode = self.state.mode;
        game.human_first = self.state.human_first;
        self.computer_due = None;
        self.computer.clear();
        self.paused = false;
        self.move_error = None;
    }

    fn play(&mut self, mv: SumMove, note: Option<Note>) {
        if let Some(rules) = &self.rules {
            self.move_error = self.state.game.apply(rules, mv, note).err();
        }
    }

    /// Starts the game the setup form describes (see [`Controller::start`]).
    pub fn start_new_game(&mut self) {
        match self.state.setup.read() {
            Ok(game) => self.start(game),
            Err(e) => self.setup_error = Some(e),
        }
    }

    /// Starts the rules being played from the current position with component
    /// `component`'s numbers replaced by `numbers`, and writes them into the setup form when
    /// it describes the same games.
    fn set_up(&mut self, component: usize, numbers: Vec<u64>) {
        let mut game = self.state.game.game();
        game.start = self.state.game.current().to_vec();
        let Some(slot) = game.start.get_mut(component) else {
            return;
        };
        *slot = numbers;
        let kinds: Vec<_> = game.specs.iter().map(|s| s.kind()).collect();
        let form = self.state.setup.games_mut();
        if form.iter().map(|g| g.kind).eq(kinds.iter().copied()) {
            for (g, numbers) in form.iter_mut().zip(&game.start) {
                let words: Vec<String> = numbers.iter().map(u64::to_string).collect();
                g.position_text = words.join(" ");
            }
        }
        self.start(game);
    }

    /// Starts `game`. The rules are built on a job (Set Nim certifies the period of its
    /// Grundy sequence, which for a set with large elements takes long): this waits at most
    /// [`BUILD_WAIT`] for them, then the game starts when they are ready. On an error
    /// nothing changes but the message.
    pub fn start(&mut self, game: NewGame) {
        let job = Job::spawn(self.waker.as_ref(), "the rules", move || {
            let (rules, start) = Rules::build(&game).map_err(SetupError::Build)?;
            // A start with no move is no game (and under misère play a win for nobody's
            // doing): refuse it.
            if rules.sum().is_terminal(&start) {
                return Err(SetupError::NoMove);
            }
            Ok((Arc::new(rules), game))
        });
        self.building = Some(job);
        self.poll_building(BUILD_WAIT);
    }

    /// Starts the new game once its rules are built, waiting at most `wait` for them.
    pub fn poll_building(&mut self, wait: Duration) {
        let Some(job) = &mut self.building else {
            return;
        };
        let built = match job.wait(wait) {
            Poll::Running => return,
            Poll::Done(built) => built,
            Poll::Failed(e) => Err(SetupError::Job(e)),
        };
        self.building = None;
        match built {
            Ok((rules, game)) => {
                self.state.playing = Playing::Games;
                self.rules = Some(rules);
                self.game_id += 1;
                self.memo = SharedMemo::default();
                self.analysis = None;
                self.state.game = Session::new(game, self.state.mode, self.state.human_first);
                self.after_new_game();
            }
            Err(e) => self.setup_error = Some(e),
        }
    }

    fn after_new_game(&mut self) {
        self.setup_error = None;
        self.move_error = None;
        self.computer_due = None;
        self.computer.clear();
        self.paused = false;
        self.refresh();
    }

    /// Fills the setup form with a random position for each of its games (as many piles as
    /// the core says the game has, else the form's count) and starts it.
    fn random_game(&mut self) {
        let setup = &mut self.state.setup;
        let piles = setup.random_piles.clamp(1, RANDOM_PILES);
        let max = setup.random_max.clamp(1, RANDOM_MAX);
        for g in setup.games_mut() {
            let count = g.kind.pile_count().unwrap_or(piles);
            let numbers: Vec<String> = (0..count)
                .map(|_| (1 + self.rng.below(max)).to_string())
                .collect();
            g.position_text = numbers.join(" ");
        }
        self.start_new_game();
    }

    /// Plays the same start position again with the other side starting.
    fn rematch(&mut self) {
        let game = &mut self.state.game;
        game.plies.clear();
        game.redo.clear();
        if game.mode == Mode::VsComputer {
            game.human_first = !game.human_first;
            self.state.human_first = game.human_first;
        }
        self.after_new_game();
    }

    /// Makes the computer's move when it is due, at `now` seconds; it starts thinking at
    /// once, while the delay runs. Returns how long until a frame is needed, when one is
    /// (a job that finishes calls the waker instead).
    pub fn tick(&mut self, now: f64) -> Option<Duration> {
        self.poll_building(Duration::ZERO);
        if self.state.playing == Playing::Graph {
            let (speed, skill) = (self.state.speed, self.state.skill);
            return self.graph.tick(&mut self.state.graph, now, speed, skill);
        }
        self.refresh();
        let game = &self.state.game;
        let computer = game.is_computer(game.to_move());
        let over = self.analysis.as_ref().is_none_or(|a| a.terminal);
        if !computer || over || self.paused {
            self.computer_due = None;
            self.computer.clear();
            return None;
        }
        let delay = if game.mode == Mode::ComputerVsComputer {
            1.0 / f64::from(self.state.speed.clamp(0.25, 20.0))
        } else {
            COMPUTER_DELAY
        };
        let due = *self.computer_due.get_or_insert(now + delay);
        self.think();
        if now + 1e-9 < due {
            return Some(Duration::from_secs_f64(due - now));
        }
        let decision = match self.computer.status() {
            Status::Running(_) | Status::Idle => return None,
            Status::Ready(decision) => Ok(*decision),
            Status::Failed(e) => Err(e),
        };
        self.computer_due = None;
        self.computer.clear();
        match decision {
            Ok(Some((mv, note))) => {
                self.play(mv, note);
                self.refresh();
            }
            // The core offered no move before the end, or the job failed: stop rather than
            // try again at every frame, and say why.
            Ok(None) => {
                self.move_error = Some(MoveError::Computer(None));
                self.paused = true;
            }
            Err(e) => {
                self.move_error = Some(MoveError::Computer(Some(e)));
                self.paused = true;
            }
        }
        Some(Duration::ZERO)
    }

    /// Starts the computer's decision for the current position, unless it is started: with
    /// probability skill/100 the perfect move (the core's search, on a job), else the core's
    /// random move.
    fn think(&mut self) {
        let game = &self.state.game;
        let key = ((self.game_id, game.current().to_vec()), game.plies.len());
        if self.computer.is_for(&key) {
            return;
        }
        let (Some(position), Some(rules)) = (
            self.analysis.as_ref().map(|a| a.position.clone()),
            self.rules.clone(),
        ) else {
            return;
        };
        let perfect = self.rng.below(100) < u64::from(self.state.skill.min(100));
        let mut rng = SplitMix64::new(self.rng.next_u64());
        let job = if perfect {
            let search = PerfectMove(Played::new(game, &rules));
            Job::task(
                self.waker.as_ref(),
                "the computer's move",
                search,
                move |perfect| match perfect {
                    Some(mv) => Some((mv, None)),
                    None => rules
                        .random_move(&position, &mut rng)
                        .map(|mv| (mv, Some(Note::NoPerfectMove))),
                },
            )
        } else {
            Job::now(move || rules.random_move(&position, &mut rng).map(|mv| (mv, None)))
        };
        self.computer.start(key, job);
    }

    /// Waits (at most `timeout`) for the jobs running now: the rules of a new game, the
    /// remoteness, the computer's move. For tests and for the end of a run.
    pub fn wait_for_jobs(&mut self, timeout: Duration) {
        self.poll_building(timeout);
        self.remoteness.wait(timeout);
        self.computer.wait(timeout);
    }
}

/// The rules of `game`, when they build and its current position is theirs.
fn build_current(game: &Session) -> Option<Arc<Rules>> {
    let (rules, _) = Rules::build(&game.game()).ok()?;
    rules.position(game.current()).ok()?;
    Some(Arc::new(rules))
}

#[cfg(test)]
mod tests {
    use grundy::{AnyMove, GameKind, Outcome, Take};

    use super::*;
    use crate::setup::{Choice, GameSetup};

    fn controller(setup_choice: Choice, mode: Mode) -> Controller {
        let mut state = State {
            mode,
            ..State::default()
        };
        state.setup.choice = setup_choice;
        let mut c = Controller::new(state, 7);
        c.apply(Command::NewGame);
        c.wait_for_jobs(Duration::from_secs(30));
        c
    }

    #[test]
    fn a_sum_is_played_to_the_end_and_the_core_names_the_winner() {
        let mut c = controller(Choice::Sum, Mode::TwoPlayers);
        assert!(c.rules().unwrap().is_sum());
        // Always play the first listed move: the game ends, and the winner is the player
        // who made the last move (normal play), as the core's outcome says.
        let mut moves = 0;
        while c.winner().is_none() {
            let mv = c.analysis().unwrap().options.first().unwrap().mv;
            c.apply(Command::Play(mv));
            moves += 1;
            assert!(moves < 1000);
        }
        let last_mover = (moves - 1) % 2;
        assert_eq!(c.winner(), Some(Ok(last_mover)));
        assert_eq!(c.analysis().unwrap().outcome, Ok(Outcome::P));
    }

    #[test]
    fn the_perfect_computer_answers_with_a_winning_move() {
        let mut c = controller(Choice::Game(GameKind::Nim), Mode::VsComputer);
        // 3 4 5: you take 2 from pile 3 (leaving 3 4 3, an N-position).
        let mv = SumMove {
            component: 0,
            mv: AnyMove::Take(Take { pile: 2, count: 2 }),
        };
        c.apply(Command::Play(mv));
        let mut now = 0.0;
        for _ in 0..200 {
            c.tick(now);
            c.wait_for_jobs(Duration::from_millis(50));
            now += 0.1;
            if c.state().game.plies.len() == 2 {
                break;
            }
        }
        let game = &c.state().game;
        assert_eq!(game.plies.len(), 2, "the computer moved");
        assert_eq!(game.plies[1].p_after, Some(true));
        assert_eq!(c.analysis().unwrap().outcome, Ok(Outcome::P));
    }

    #[test]
    fn a_bad_form_keeps_the_game_and_says_why() {
        let mut c = controller(Choice::Game(GameKind::Nim), Mode::TwoPlayers);
        let before = c.state().game.clone();
        c.state_mut().setup.game = GameSetup::new(GameKind::Wythoff, "1 2 3");
        c.apply(Command::NewGame);
        c.wait_for_jobs(Duration::from_secs(30));
        let e = c.setup_error().unwrap().to_string();
        assert_eq!(e, "position: this game has exactly 2 piles, 3 given");
        assert_eq!(c.state().game, before);
    }

    #[test]
    fn random_games_have_the_core_s_pile_counts() {
        let mut c = controller(Choice::Sum, Mode::TwoPlayers);
        c.state_mut().setup.random_piles = 4;
        c.apply(Command::RandomGame);
        c.wait_for_jobs(Duration::from_secs(30));
        let lengths: Vec<usize> = c.position().iter().map(Vec::len).collect();
        // Nim 4 piles, Wythoff 2, Bash 1.
        assert_eq!(lengths, [4, 2, 1]);
    }
}

//! The application: what persists, the top bar, the play view with its setup, hints, move
//! list and value chart, and the tabs for theory, the explorer and the judge.

use std::time::Duration;

use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};
use egui_plot::{Legend, Line, MarkerShape, Plot, Points};
use grundy::{Outcome, SplitMix64};
use serde::{Deserialize, Serialize};

use crate::explore::{ExploreSettings, Explorer};
use crate::games::{self, Board, GameView, LOSING, LOSING_GLYPH, WINNING, WINNING_GLYPH};
use crate::job::{Job, Poll};
use crate::judge::{JudgePanel, JudgeSettings};
use crate::rules::{Analysis, Kind, Rules, Spec, parse_numbers};
use crate::session::{Mode, Session};
use crate::task::RemotenessSearch;

/// The largest random pile offered.
const RANDOM_MAX: u64 = 30;
/// The seconds the computer waits before its move when you play against it.
const COMPUTER_DELAY: f64 = 0.6;

/// The tabs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    /// Play a game.
    #[default]
    Play,
    /// The theory of the game.
    Theory,
    /// The Sprague–Grundy explorer.
    Explore,
    /// The judge problems.
    Judge,
}

impl Tab {
    const ALL: [Self; 4] = [Self::Play, Self::Theory, Self::Explore, Self::Judge];

    const fn name(self) -> &'static str {
        match self {
            Self::Play => "Play",
            Self::Theory => "Theory",
            Self::Explore => "Explore",
            Self::Judge => "Judge",
        }
    }
}

/// The setup form: what the user typed, kept as typed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// The game chosen.
    pub kind: Kind,
    /// Misère play.
    pub misere: bool,
    /// Bash's k.
    pub k_text: String,
    /// Set Nim's S.
    pub set_text: String,
    /// The start position.
    pub position_text: String,
    /// Random positions: how many piles.
    pub random_piles: usize,
    /// Random positions: the largest pile.
    pub random_max: u64,
}

impl Default for Setup {
    fn default() -> Self {
        Self {
            kind: Kind::Nim,
            misere: false,
            k_text: "3".to_owned(),
            set_text: "1 3 4".to_owned(),
            position_text: "3 4 5".to_owned(),
            random_piles: 3,
            random_max: 9,
        }
    }
}

/// Everything that persists between runs: settings and the last game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct State {
    /// The tab shown.
    pub tab: Tab,
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
    /// The explorer's settings.
    pub explore: ExploreSettings,
    /// The judge panel's settings.
    pub judge: JudgeSettings,
}

impl Default for State {
    fn default() -> Self {
        Self {
            tab: Tab::Play,
            setup: Setup::default(),
            mode: Mode::VsComputer,
            human_first: true,
            skill: 100,
            speed: 2.0,
            hints: false,
            game: Session::default(),
            explore: ExploreSettings::default(),
            judge: JudgeSettings::default(),
        }
    }
}

/// The grundy desktop application.
pub struct GrundyApp {
    state: State,
    views: Vec<Box<dyn GameView>>,
    rules: Option<(Spec, Rules)>,
    analysis: Option<(Spec, Analysis)>,
    setup_error: Option<String>,
    move_error: Option<String>,
    rng: SplitMix64,
    computer_due: Option<f64>,
    paused: bool,
    explorer: Explorer,
    judge: JudgePanel,
    remoteness: Option<Remoteness>,
    pending: Option<Job<Result<Built, String>>>,
    ctx: Option<egui::Context>,
    theory_kind: Option<Kind>,
}

/// Rules built and a start position checked, ready to become the game.
type Built = (Spec, Rules, Vec<u64>);

/// How long the window may wait for the rules of a new game before showing a spinner.
const BUILD_WAIT: Duration = Duration::from_millis(100);

/// The remoteness of one position, computed on a thread.
#[derive(Debug)]
struct Remoteness {
    spec: Spec,
    numbers: Vec<u64>,
    job: Option<Job<Result<u64, String>>>,
    result: Option<Result<u64, String>>,
}

impl std::fmt::Debug for GrundyApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GrundyApp")
            .field("state", &self.state)
            .finish_non_exhaustive()
    }
}

impl GrundyApp {
    /// The app, with the settings and last game of the previous run when there are any.
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        let state = cc
            .storage
            .and_then(|s| eframe::get_value::<State>(s, eframe::APP_KEY))
            .unwrap_or_default();
        Self::install_fonts(&cc.egui_ctx);
        Self::with_state(state)
    }

    /// Adds the monospace font as the last fallback of the proportional one, for the
    /// mathematical signs (→, ⌊ ⌋, ∈) the proportional font lacks.
    pub fn install_fonts(ctx: &egui::Context) {
        let mut fonts = egui::FontDefinitions::default();
        if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional)
            && !family.iter().any(|f| f == "Hack")
        {
            family.push("Hack".to_owned());
        }
        ctx.set_fonts(fonts);
    }

    /// The app with `state` (a game that no longer builds is replaced by the default one).
    pub fn with_state(mut state: State) -> Self {
        let seed = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0x5eed, |d| d.as_nanos() as u64);
        let valid = Rules::build(&state.game.spec)
            .and_then(|r| r.validate(state.game.current()))
            .is_ok();
        if !valid {
            state.game = Session::default();
        }
        Self {
            state,
            views: games::all(),
            rules: None,
            analysis: None,
            setup_error: None,
            move_error: None,
            rng: SplitMix64::new(seed),
            computer_due: None,
            paused: false,
            explorer: Explorer::default(),
            judge: JudgePanel::default(),
            remoteness: None,
            pending: None,
            ctx: None,
            theory_kind: None,
        }
    }

    /// What persists.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// What persists, to change (tests set up positions with it).
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }

    /// The current position of the game.
    pub fn position(&self) -> &[u64] {
        self.state.game.current()
    }

    /// The setup error shown, if any.
    pub fn setup_error(&self) -> Option<&str> {
        self.setup_error.as_deref()
    }

    /// The rules of the current game (built once per game).
    fn rules(&mut self) -> Option<Rules> {
        let spec = &self.state.game.spec;
        if self.rules.as_ref().is_none_or(|(s, _)| s != spec) {
            self.rules = Rules::build(spec).ok().map(|r| (spec.clone(), r));
            self.analysis = None;
        }
        self.rules.as_ref().map(|(_, r)| r.clone())
    }

    /// The core's analysis of the current position (computed once per position).
    pub fn analysis(&mut self) -> Option<Analysis> {
        let rules = self.rules()?;
        let numbers = self.state.game.current();
        let spec = &self.state.game.spec;
        let fresh = self
            .analysis
            .as_ref()
            .is_some_and(|(s, a)| s == spec && a.numbers == numbers);
        if !fresh {
            let a = rules.analyse(numbers).ok()?;
            self.analysis = Some((spec.clone(), a));
        }
        self.analysis.as_ref().map(|(_, a)| a.clone())
    }

    /// The winner of the current game once it is over.
    pub fn winner(&mut self) -> Option<usize> {
        let a = self.analysis()?;
        let misere = self.rules()?.misere();
        self.state.game.winner(a.terminal, misere)
    }

    fn view_index(&self, kind: Kind) -> usize {
        self.views
            .iter()
            .position(|v| v.kind() == kind)
            .unwrap_or(0)
    }

    /// Starts a new game from the setup form; on an error nothing changes but the message.
    ///
    /// The rules are built on a thread (Set Nim certifies the period of its Grundy sequence,
    /// which for a set with large elements takes long): the window waits at most
    /// a tenth of a second for them, then shows a spinner until they are ready.
    pub fn start_from_setup(&mut self) {
        let (spec, numbers) = match self.parse_setup() {
            Ok(parsed) => parsed,
            Err(e) => {
                self.setup_error = Some(e);
                return;
            }
        };
        let build = move || {
            let rules = Rules::build(&spec)?;
            let start = rules
                .validate(&numbers)
                .map_err(|e| format!("position: {e}"))?;
            Ok((spec, rules, start))
        };
        match &self.ctx {
            Some(ctx) => {
                let job = Job::spawn(ctx, "the rules", build);
                self.pending = Some(job);
                self.poll_pending(BUILD_WAIT);
            }
            None => self.finish_start(build()),
        }
    }

    /// Takes the rules of a new game once they are built.
    fn poll_pending(&mut self, wait: Duration) {
        let Some(job) = &self.pending else { return };
        let result = match job.wait(wait) {
            Poll::Running => return,
            Poll::Done(result) => result,
            Poll::Failed => Err("building the rules failed".to_owned()),
        };
        self.pending = None;
        self.finish_start(result);
    }

    fn finish_start(&mut self, result: Result<Built, String>) {
        match result {
            Ok((spec, rules, start)) => {
                self.rules = Some((spec.clone(), rules));
                self.analysis = None;
                self.state.game =
                    Session::new(spec, start, self.state.mode, self.state.human_first);
                self.after_new_game();
            }
            Err(e) => self.setup_error = Some(e),
        }
    }

    /// The rules and the numbers the setup form describes, parsed but not yet checked by
    /// the core.
    fn parse_setup(&self) -> Result<(Spec, Vec<u64>), String> {
        let setup = &self.state.setup;
        let mut spec = Spec {
            kind: setup.kind,
            misere: setup.misere && setup.kind.game_kind().supports_misere(),
            ..Spec::default()
        };
        if setup.kind == Kind::Bash {
            let k = parse_numbers(&setup.k_text).map_err(|e| format!("k: {e}"))?;
            spec.k = match k.as_slice() {
                [k] => *k,
                _ => return Err("k: give one number".to_owned()),
            };
        }
        if setup.kind == Kind::SetNim {
            spec.set = parse_numbers(&setup.set_text).map_err(|e| format!("S: {e}"))?;
        }
        let numbers = parse_numbers(&setup.position_text).map_err(|e| format!("position: {e}"))?;
        Ok((spec, numbers))
    }

    fn after_new_game(&mut self) {
        self.theory_kind = None;
        self.setup_error = None;
        self.move_error = None;
        self.computer_due = None;
        self.paused = false;
    }

    /// Fills the position field with a random position and starts it.
    pub fn random_game(&mut self) {
        let setup = &self.state.setup;
        let piles = match setup.kind {
            Kind::Bash => 1,
            Kind::Wythoff => 2,
            _ => setup.random_piles.clamp(1, 8),
        };
        let max = setup.random_max.clamp(1, RANDOM_MAX);
        let numbers: Vec<String> = (0..piles)
            .map(|_| (1 + self.rng.below(max)).to_string())
            .collect();
        self.state.setup.position_text = numbers.join(" ");
        self.start_from_setup();
    }

    /// Plays the same start position again with the other side starting.
    pub fn rematch(&mut self) {
        let game = &mut self.state.game;
        game.plies.clear();
        game.redo.clear();
        if game.mode == Mode::VsComputer {
            game.human_first = !game.human_first;
            self.state.human_first = game.human_first;
        }
        self.after_new_game();
    }

    fn undo(&mut self) {
        if self.state.game.undo() {
            self.move_error = None;
            self.computer_due = None;
            self.paused = self.state.game.mode == Mode::ComputerVsComputer;
        }
    }

    fn redo(&mut self) {
        if self.state.game.redo() {
            self.move_error = None;
            self.computer_due = None;
        }
    }

    fn play(&mut self, mv: crate::rules::AnyMove) {
        let Some(rules) = self.rules() else { return };
        match self.state.game.apply(&rules, mv) {
            Ok(()) => self.move_error = None,
            Err(e) => self.move_error = Some(e),
        }
    }

    fn keyboard(&mut self, ctx: &egui::Context) {
        let quit = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
        if ctx.input_mut(|i| i.consume_shortcut(&quit)) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        if ctx.input_mut(|i| i.consume_shortcut(&redo)) {
            self.redo();
        } else if ctx.input_mut(|i| i.consume_shortcut(&undo)) {
            self.undo();
        }
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::H)) {
            self.state.hints = !self.state.hints;
        }
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::N)) {
            self.start_from_setup();
        }
    }

    /// Makes the computer's move when it is due; asks for a repaint at that time otherwise.
    fn drive_computer(&mut self, ctx: &egui::Context) {
        let game = &self.state.game;
        let computer = game.is_computer(game.to_move());
        let over = self.analysis().is_none_or(|a| a.terminal);
        if !computer || over || self.paused {
            self.computer_due = None;
            return;
        }
        let now = ctx.input(|i| i.time);
        let delay = if self.state.game.mode == Mode::ComputerVsComputer {
            1.0 / f64::from(self.state.speed.clamp(0.25, 20.0))
        } else {
            COMPUTER_DELAY
        };
        let due = *self.computer_due.get_or_insert(now + delay);
        if now + 1e-9 < due {
            ctx.request_repaint_after(Duration::from_secs_f64(due - now));
            return;
        }
        self.computer_due = None;
        let Some(rules) = self.rules() else { return };
        let numbers = self.state.game.current().to_vec();
        if let Some(mv) = rules.computer_move(&numbers, self.state.skill, &mut self.rng) {
            self.play(mv);
            ctx.request_repaint();
        }
    }

    fn top_bar(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.heading("grundy");
            ui.separator();
            for tab in Tab::ALL {
                if ui
                    .selectable_label(self.state.tab == tab, tab.name())
                    .clicked()
                {
                    self.state.tab = tab;
                }
            }
            ui.separator();
            let mut hints = self.state.hints;
            if ui
                .checkbox(&mut hints, "Hints (H)")
                .on_hover_text("Mark every move winning or losing and show Grundy values")
                .changed()
            {
                self.state.hints = hints;
            }
        });
    }

    fn setup_panel(&mut self, ui: &mut Ui) {
        ui.spacing_mut().slider_width = 96.0;
        ui.heading("New game");
        let before = self.state.setup.kind;
        egui::ComboBox::from_label("Game")
            .selected_text(self.state.setup.kind.name())
            .show_ui(ui, |ui| {
                for kind in Kind::ALL {
                    ui.selectable_value(&mut self.state.setup.kind, kind, kind.name());
                }
            });
        let kind = self.state.setup.kind;
        if kind != before {
            let i = self.view_index(kind);
            if let Some(v) = self.views.get(i) {
                self.state.setup.position_text = v.example().to_owned();
            }
            self.start_from_setup();
        }
        let supports = kind.game_kind().supports_misere();
        ui.add_enabled(
            supports,
            egui::Checkbox::new(&mut self.state.setup.misere, "Misère (last mover loses)"),
        );
        let setup = &mut self.state.setup;
        if kind == Kind::Bash {
            let l = ui.label("k (largest take)");
            ui.text_edit_singleline(&mut setup.k_text).labelled_by(l.id);
        }
        if kind == Kind::SetNim {
            let l = ui.label("Subtraction set S");
            ui.text_edit_singleline(&mut setup.set_text)
                .labelled_by(l.id);
        }
        let help = self
            .views
            .get(self.view_index(kind))
            .map_or("", |v| v.position_help());
        let l = ui.label(format!("Position ({help})"));
        let field = ui
            .text_edit_singleline(&mut self.state.setup.position_text)
            .labelled_by(l.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if ui.button("Start game").clicked() || entered {
            self.start_from_setup();
        }
        if let Some(job) = &self.pending {
            job.progress(ui);
        }
        if let Some(e) = &self.setup_error {
            ui.colored_label(ui.visuals().error_fg_color, format!("Error: {e}"));
        }
        ui.add_space(6.0);
        if !matches!(kind, Kind::Bash | Kind::Wythoff) {
            ui.add(egui::Slider::new(&mut self.state.setup.random_piles, 1..=8).text("Piles"));
        }
        ui.add(
            egui::Slider::new(&mut self.state.setup.random_max, 1..=RANDOM_MAX)
                .text("Largest pile"),
        );
        if ui.button("New random position").clicked() {
            self.random_game();
        }
        ui.separator();
        ui.heading("Players");
        for mode in Mode::ALL {
            ui.radio_value(&mut self.state.mode, mode, mode.name());
        }
        if self.state.mode == Mode::VsComputer {
            ui.checkbox(&mut self.state.human_first, "You move first");
        }
        ui.add(egui::Slider::new(&mut self.state.skill, 0..=100).text("Computer skill"))
            .on_hover_text("0: random moves; 100: perfect play (wins whenever it can)");
        if self.state.mode == Mode::ComputerVsComputer {
            ui.add(
                egui::Slider::new(&mut self.state.speed, 0.25..=10.0)
                    .logarithmic(true)
                    .text("Moves per second"),
            );
        }
        ui.label("Player settings apply to the next new game.");
    }

    fn play_view(&mut self, ui: &mut Ui) {
        let Some(rules) = self.rules() else {
            ui.label("These rules could not be built; start a new game.");
            return;
        };
        let Some(analysis) = self.analysis() else {
            ui.label("This position could not be analysed; start a new game.");
            return;
        };
        let game = self.state.game.clone();
        let kind = rules.kind();
        let to_move = game.to_move();
        let winner = game.winner(analysis.terminal, rules.misere());
        let misere = if rules.misere() { " (misère)" } else { "" };
        ui.horizontal_wrapped(|ui| {
            ui.heading(format!("{}{misere}", kind.name()));
            if let Rules::Bash(b) = &rules {
                ui.label(format!("k = {}", b.max_take()));
            }
            if let Rules::SetNim(s) = &rules {
                ui.label(format!("S = {}", s.set()));
            }
        });
        self.status(ui, &game, winner, to_move);
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(!game.plies.is_empty(), egui::Button::new("Undo"))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                self.undo();
            }
            if ui
                .add_enabled(!game.redo.is_empty(), egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Shift+Z")
                .clicked()
            {
                self.redo();
            }
            if ui
                .button("New game")
                .on_hover_text("N: a new game from the setup")
                .clicked()
            {
                self.start_from_setup();
            }
            if ui
                .button("Rematch")
                .on_hover_text("The same start, the other side first")
                .clicked()
            {
                self.rematch();
            }
            if game.mode == Mode::ComputerVsComputer && winner.is_none() {
                let label = if self.paused { "Resume" } else { "Pause" };
                if ui.button(label).clicked() {
                    self.paused = !self.paused;
                }
            }
        });
        if let Some(e) = &self.move_error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        ui.separator();
        let human_turn = winner.is_none() && !game.is_computer(to_move);
        let board = Board {
            rules: &rules,
            numbers: game.current(),
            hints: self.state.hints.then_some(&analysis),
            enabled: human_turn,
        };
        let i = self.view_index(kind);
        let chosen = self.views.get_mut(i).and_then(|v| v.board(ui, &board));
        ui.separator();
        let chosen = chosen.or_else(|| {
            ui.columns(2, |cols| {
                let [left, right] = cols else { return None };
                let picked = self.options_list(left, &analysis, human_turn);
                self.move_list(right, &game);
                picked
            })
        });
        if let Some(mv) = chosen {
            self.play(mv);
            ui.ctx().request_repaint();
        }
        ui.separator();
        self.value_chart(ui, &game, &analysis);
    }

    fn status(&self, ui: &mut Ui, game: &Session, winner: Option<usize>, to_move: usize) {
        let text = match winner {
            Some(w) => {
                let name = game.name(w);
                match game.mode {
                    Mode::VsComputer if game.is_computer(w) => "You lose.".to_owned(),
                    Mode::VsComputer => "You win!".to_owned(),
                    _ => format!("{name} wins!"),
                }
            }
            None => {
                let name = game.name(to_move);
                if game.is_computer(to_move) {
                    if self.paused {
                        format!("{name} to move (paused)")
                    } else {
                        format!("{name} is thinking…")
                    }
                } else if name == "You" {
                    "Your move.".to_owned()
                } else {
                    format!("{name} to move.")
                }
            }
        };
        let color = match winner {
            Some(w) if game.mode == Mode::VsComputer && game.is_computer(w) => LOSING,
            Some(_) => WINNING,
            None => ui.visuals().text_color(),
        };
        ui.label(RichText::new(text).size(20.0).strong().color(color));
    }

    /// The remoteness of the current position: started on a thread when first asked for,
    /// "computing…" until it is known.
    fn remoteness_text(&mut self, ui: &mut Ui) -> String {
        let spec = self.state.game.spec.clone();
        let numbers = self.state.game.current().to_vec();
        let stale = self
            .remoteness
            .as_ref()
            .is_none_or(|r| r.spec != spec || r.numbers != numbers);
        if stale && self.rules().is_some() {
            let search = RemotenessSearch {
                spec: spec.clone(),
                numbers: numbers.clone(),
            };
            let job = Job::task(ui.ctx(), "the remoteness", search);
            self.remoteness = Some(Remoteness {
                spec,
                numbers,
                job: Some(job),
                result: None,
            });
        }
        let Some(r) = &mut self.remoteness else {
            return String::new();
        };
        if let Some(job) = &r.job {
            match job.poll() {
                // The thread asks for a repaint when it is done.
                Poll::Running => return "remoteness: computing…".to_owned(),
                Poll::Done(result) => r.result = Some(result),
                Poll::Failed => r.result = Some(Err("failed".to_owned())),
            }
            r.job = None;
        }
        match &r.result {
            Some(Ok(n)) => format!("remoteness {n}"),
            Some(Err(_)) => "remoteness: too large to search".to_owned(),
            None => String::new(),
        }
    }

    fn options_list(
        &mut self,
        ui: &mut Ui,
        analysis: &Analysis,
        enabled: bool,
    ) -> Option<crate::rules::AnyMove> {
        let hints = self.state.hints;
        ui.strong("Moves");
        if hints {
            let value = match &analysis.value {
                Ok(v) => format!("Grundy value {v}"),
                Err(e) => format!("Grundy value: {e}"),
            };
            let outcome = match analysis.outcome {
                Outcome::P => "P-position: the player to move loses",
                Outcome::N => "N-position: the player to move wins",
            };
            let remote = self.remoteness_text(ui);
            ui.label(format!("{value}; {outcome}; {remote}"));
            ui.label(format!(
                "{WINNING_GLYPH} winning (to a P-position)   {LOSING_GLYPH} losing"
            ));
        } else {
            ui.label("Turn on hints (H) to see which moves win.");
        }
        let mut chosen = None;
        egui::ScrollArea::vertical()
            .id_salt("options")
            .max_height(220.0)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if analysis.options.is_empty() {
                    ui.label("No move is left.");
                }
                let mut options: Vec<&crate::rules::OptionInfo> = analysis.options.iter().collect();
                if hints {
                    // Winning moves first; the sort is stable, so the core's order stays.
                    options.sort_by_key(|o| !o.winning);
                }
                for o in options {
                    let text = if hints {
                        // Misère play has no Grundy values, and a large Wythoff position
                        // none within the table: say where the move leads instead.
                        let value = match (&o.value_after, o.winning) {
                            (Ok(v), _) => format!("→ value {v}"),
                            (Err(_), true) => "→ a P-position".to_owned(),
                            (Err(_), false) => "→ an N-position".to_owned(),
                        };
                        let glyph = if o.winning {
                            WINNING_GLYPH
                        } else {
                            LOSING_GLYPH
                        };
                        let color = if o.winning { WINNING } else { LOSING };
                        RichText::new(format!("{glyph} {} {value}", o.label)).color(color)
                    } else {
                        RichText::new(&o.label)
                    };
                    if ui.add_enabled(enabled, egui::Button::new(text)).clicked() {
                        chosen = Some(o.mv);
                    }
                }
                if analysis.more_options {
                    ui.label("… more moves: click the board to play them.");
                }
            });
        chosen
    }

    fn move_list(&self, ui: &mut Ui, game: &Session) {
        ui.strong("Move list");
        egui::ScrollArea::vertical()
            .id_salt("moves")
            .max_height(220.0)
            .auto_shrink([false, true])
            .stick_to_bottom(true)
            .show(ui, |ui| {
                ui.label(format!("Start: {}", join(&game.start)));
                for (i, ply) in game.plies.iter().enumerate() {
                    let who = game.name(i % 2);
                    let line = format!("{}. {who}: {} → {}", i + 1, ply.label, join(&ply.after));
                    if ply.threw_away_win {
                        ui.label(
                            RichText::new(format!("{line}  {LOSING_GLYPH} threw away a win"))
                                .color(LOSING),
                        );
                    } else {
                        ui.label(line);
                    }
                }
            });
    }

    fn value_chart(&self, ui: &mut Ui, game: &Session, analysis: &Analysis) {
        let start_value = game
            .plies
            .first()
            .map_or_else(|| analysis.value.as_ref().ok().map(|&v| v as f64), |_| None);
        let rules = self.rules.as_ref().map(|(_, r)| r);
        let first =
            start_value.or_else(|| rules.and_then(|r| r.value(&game.start).ok().map(|v| v as f64)));
        let start_outcome = rules.and_then(|r| r.outcome(&game.start).ok());
        let by_value = first.is_some();
        let mut points = Vec::with_capacity(game.plies.len() + 1);
        let start_y = if by_value {
            first.unwrap_or(0.0)
        } else {
            f64::from(u8::from(start_outcome == Some(Outcome::N)))
        };
        points.push([0.0, start_y]);
        for (i, ply) in game.plies.iter().enumerate() {
            let y = match ply.value_after {
                Some(v) if by_value => v,
                _ => f64::from(u8::from(!ply.p_after)),
            };
            points.push([i as f64 + 1.0, y]);
        }
        let thrown: Vec<[f64; 2]> = game
            .plies
            .iter()
            .enumerate()
            .filter(|(_, p)| p.threw_away_win)
            .filter_map(|(i, _)| points.get(i + 1).copied())
            .collect();
        let title = if by_value {
            "Grundy value after each move (0 = P-position)"
        } else {
            "Outcome after each move (1 = N, 0 = P)"
        };
        ui.strong(title);
        let last = points.len() as f64 - 1.0;
        let top = points.iter().map(|p| p[1]).fold(1.0, f64::max);
        Plot::new("value history")
            .include_x(0.0)
            .include_x(last.max(4.0))
            .include_y(0.0)
            .include_y(top)
            .height(150.0)
            .legend(Legend::default())
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .x_axis_label("move")
            .show(ui, |plot| {
                plot.line(Line::new("value", points.clone()).color(WINNING));
                plot.points(
                    Points::new("value", points)
                        .shape(MarkerShape::Circle)
                        .radius(3.0)
                        .color(WINNING),
                );
                plot.points(
                    Points::new(format!("{LOSING_GLYPH} threw away a win"), thrown)
                        .shape(MarkerShape::Cross)
                        .radius(6.0)
                        .color(LOSING),
                );
            });
    }

    /// The theory of the game being played, or of another one picked here (which leaves the
    /// game alone).
    fn theory_view(&mut self, ui: &mut Ui) {
        let kind = self.theory_kind.unwrap_or(self.state.game.spec.kind);
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label("Theory of:");
                for k in Kind::ALL {
                    if ui.selectable_label(k == kind, k.name()).clicked() {
                        self.theory_kind = Some(k);
                    }
                }
            });
            ui.separator();
            let kind = self.theory_kind.unwrap_or(self.state.game.spec.kind);
            if let Some(v) = self.views.get(self.view_index(kind)) {
                games::show_theory(ui, kind, &v.theory());
            }
        });
    }
}

fn join(numbers: &[u64]) -> String {
    if numbers.is_empty() {
        return "(no piles)".to_owned();
    }
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl eframe::App for GrundyApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.ctx = Some(ctx.clone());
        self.poll_pending(Duration::ZERO);
        self.keyboard(&ctx);
        self.drive_computer(&ctx);
        egui::Panel::top("top bar").show(ui, |ui| self.top_bar(ui));
        match self.state.tab {
            Tab::Play => {
                egui::Panel::left("setup")
                    .resizable(false)
                    .exact_size(260.0)
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical().show(ui, |ui| self.setup_panel(ui));
                    });
                egui::CentralPanel::default().show(ui, |ui| {
                    egui::ScrollArea::both()
                        .id_salt("play")
                        .auto_shrink([false, false])
                        .show(ui, |ui| self.play_view(ui));
                });
            }
            Tab::Theory => {
                egui::CentralPanel::default().show(ui, |ui| self.theory_view(ui));
            }
            Tab::Explore => {
                egui::CentralPanel::default().show(ui, |ui| {
                    self.explorer.ui(ui, &mut self.state.explore);
                });
            }
            Tab::Judge => {
                egui::CentralPanel::default().show(ui, |ui| {
                    self.judge.ui(ui, &mut self.state.judge);
                });
            }
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.state);
    }
}

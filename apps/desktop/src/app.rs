//! The application: the frame routine that lays out the panels, passes the keyboard and the
//! clock to the [`Controller`] and applies the commands the panels return.

use egui::{Key, KeyboardShortcut, Modifiers, Ui};
use grundy::SumError;
use grundy_i18n::Lang;

use crate::analysis::Analysis;
use crate::controller::{Command, Controller};
use crate::explore::Explorer;
use crate::export::{Export, Exporter};
use crate::games::Boards;
use crate::job::waker;
use crate::judge::JudgePanel;
use crate::panels::graph::GraphView;
use crate::panels::theory::{Page, TheoryPanel};
use crate::panels::{new_game, play, top_bar};
use crate::setup::SetupError;
use crate::state::{Playing, State, Tab};

/// The grundy desktop application.
#[derive(Debug)]
pub struct GrundyApp {
    ctl: Controller,
    waker_set: bool,
    boards: Boards,
    graph_view: GraphView,
    explorer: Explorer,
    judge: JudgePanel,
    theory: TheoryPanel,
    exporter: Exporter,
    /// The system's language, read at startup: the app's while none is chosen.
    system_lang: Lang,
}

impl GrundyApp {
    /// The app, with the settings and last game of the previous run when there are any.
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        let state = cc
            .storage
            .and_then(|s| eframe::get_value::<State>(s, eframe::APP_KEY))
            .unwrap_or_default();
        Self::install_fonts(&cc.egui_ctx);
        let mut app = Self::with_state(state);
        app.exporter = Exporter::new(true);
        app
    }

    /// Adds the monospace font as a fallback of the proportional one, for the mathematical
    /// signs (→, ⌊ ⌋, ∈, ⊕) the proportional font lacks, and the Noto Sans CJK SC subset of
    /// grundy-i18n as the last fallback of both families, for the Chinese messages (on a
    /// desktop and in the browser alike).
    pub fn install_fonts(ctx: &egui::Context) {
        let mut fonts = egui::FontDefinitions::default();
        fonts.font_data.insert(
            grundy_i18n::FONT_NAME.to_owned(),
            std::sync::Arc::new(egui::FontData::from_static(grundy_i18n::font_data())),
        );
        if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional)
            && !family.iter().any(|f| f == "Hack")
        {
            family.push("Hack".to_owned());
        }
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            if let Some(names) = fonts.families.get_mut(&family)
                && !names.iter().any(|f| f == grundy_i18n::FONT_NAME)
            {
                names.push(grundy_i18n::FONT_NAME.to_owned());
            }
        }
        ctx.set_fonts(fonts);
    }

    /// The app with `state` (a last game that no longer builds is replaced by the default
    /// one). Its exports open no save dialog: they are kept for [`GrundyApp::last_export`]
    /// (the app of [`GrundyApp::new`] asks where to save them).
    pub fn with_state(state: State) -> Self {
        Self {
            ctl: Controller::new(state, seed()),
            waker_set: false,
            boards: Boards::default(),
            graph_view: GraphView::default(),
            explorer: Explorer::default(),
            judge: JudgePanel::default(),
            theory: TheoryPanel::default(),
            exporter: Exporter::new(false),
            system_lang: system_lang(),
        }
    }

    /// The language the app is shown in: the one chosen, else the system's.
    pub fn lang(&self) -> Lang {
        self.ctl.state().lang.unwrap_or(self.system_lang)
    }

    /// The last export made (a CSV table, a PNG picture), with its bytes.
    pub fn last_export(&self) -> Option<&Export> {
        self.exporter.last()
    }

    /// The play controller.
    pub fn controller(&self) -> &Controller {
        &self.ctl
    }

    /// The play controller, to change.
    pub fn controller_mut(&mut self) -> &mut Controller {
        &mut self.ctl
    }

    /// What persists.
    pub fn state(&self) -> &State {
        self.ctl.state()
    }

    /// What persists, to change (tests set up positions with it).
    pub fn state_mut(&mut self) -> &mut State {
        self.ctl.state_mut()
    }

    /// The numbers of each component of the current position.
    pub fn position(&self) -> &[Vec<u64>] {
        self.ctl.position()
    }

    /// The setup error shown, if any.
    pub fn setup_error(&self) -> Option<&SetupError> {
        self.ctl.setup_error()
    }

    /// The core's analysis of the current position, as of the last frame.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.ctl.analysis()
    }

    /// The winner once the game is over, as of the last frame.
    pub fn winner(&self) -> Option<Result<usize, SumError>> {
        self.ctl.winner()
    }

    fn keyboard(&mut self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        let quit = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
        if ctx.input_mut(|i| i.consume_shortcut(&quit)) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        if ctx.input_mut(|i| i.consume_shortcut(&redo)) {
            commands.push(Command::Redo);
        } else if ctx.input_mut(|i| i.consume_shortcut(&undo)) {
            commands.push(Command::Undo);
        }
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::H)) {
            commands.push(Command::ToggleHints);
        }
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::N)) {
            commands.push(Command::NewGame);
        }
    }

    /// The theory page of the game being played.
    fn playing(&self) -> Page {
        if self.ctl.state().playing == Playing::Graph {
            return Page::Graph;
        }
        match self.ctl.rules() {
            Some(rules) if rules.is_sum() => Page::Sums,
            Some(rules) => rules
                .specs()
                .first()
                .map_or(Page::Sums, |spec| Page::Game(spec.kind())),
            None => Page::Sums,
        }
    }
}

/// A seed for the computer's random moves: the clock (web-time reads the browser's clock
/// where std's would panic).
fn seed() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0x5eed, |d| d.as_nanos() as u64)
}

impl eframe::App for GrundyApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        if !self.waker_set {
            self.ctl.set_waker(waker(&ctx));
            self.waker_set = true;
        }
        let mut commands = Vec::new();
        self.exporter.poll(&ctx);
        self.keyboard(&ctx, &mut commands);
        if let Some(after) = self.ctl.tick(ctx.input(|i| i.time)) {
            ctx.request_repaint_after(after);
        }
        let lang = self.lang();
        egui::Panel::top("top bar").show(ui, |ui| {
            commands.extend(top_bar::ui(ui, self.ctl.state_mut(), lang));
        });
        match self.ctl.state().tab {
            Tab::Play => {
                egui::Panel::left("setup")
                    .resizable(false)
                    .exact_size(260.0)
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            commands.extend(new_game::ui(ui, &mut self.ctl, lang));
                        });
                    });
                egui::CentralPanel::default().show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("play")
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            if self.ctl.state().playing == Playing::Graph {
                                commands.extend(self.graph_view.ui(ui, &mut self.ctl, lang));
                            } else {
                                commands.extend(play::ui(
                                    ui,
                                    &mut self.ctl,
                                    &mut self.boards,
                                    &mut self.exporter,
                                    lang,
                                ));
                            }
                        });
                });
            }
            Tab::Theory => {
                let playing = self.playing();
                egui::CentralPanel::default().show(ui, |ui| self.theory.ui(ui, playing, lang));
            }
            Tab::Explore => {
                egui::CentralPanel::default().show(ui, |ui| {
                    self.explorer.ui(
                        ui,
                        &mut self.ctl.state_mut().explore,
                        &mut self.exporter,
                        lang,
                    );
                });
            }
            Tab::Judge => {
                egui::CentralPanel::default().show(ui, |ui| {
                    self.judge.ui(ui, &mut self.ctl.state_mut().judge, lang);
                });
            }
        }
        if !commands.is_empty() {
            for command in commands {
                if matches!(command, Command::NewGame | Command::RandomGame) {
                    self.theory.follow_game();
                }
                self.ctl.apply(command);
            }
            ctx.request_repaint();
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, self.ctl.state());
    }
}

/// The system's language: the locale's on a desktop, the browser's in a web page.
fn system_lang() -> Lang {
    #[cfg(target_arch = "wasm32")]
    return crate::web::browser_lang();
    #[cfg(not(target_arch = "wasm32"))]
    Lang::from_env()
}

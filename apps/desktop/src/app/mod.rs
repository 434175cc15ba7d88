//! The application: it owns what persists (its [`State`], composed of each part's own
//! settings) and, every frame, runs the controller's update, draws the views, then applies
//! the commands they returned — a view never changes anything while it draws.

mod state;

use egui::{Key, KeyboardShortcut, Modifiers, Ui};
use grundy::error::SumError;
use grundy_i18n::Lang;

use crate::control::{Command, Controller, Playing, StartError};
use crate::model::analysis::Analysis;
use crate::model::setup::Choice;
use crate::ui::Tab;
use crate::ui::boards::Boards;
use crate::ui::explore::Explorer;
use crate::ui::export::{Export, Exporter, Saving};
use crate::ui::graph::GraphView;
use crate::ui::judge::JudgePanel;
use crate::ui::theory::{Page, TheoryPanel};
use crate::ui::widgets::waker;
use crate::ui::{play, script, setup, top_bar};
pub use state::State;

/// The grundy desktop application.
#[derive(Debug)]
pub struct GrundyApp {
    tab: Tab,
    /// The language chosen; `None` follows the system's.
    lang: Option<Lang>,
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
    /// The app, with the settings and last game of the previous run when there are any;
    /// `system_lang` is the language of the system (the locale's on a desktop, the
    /// browser's in a web page), the app's while none is chosen. Its exports open a save
    /// dialog.
    pub fn new(cc: &eframe::CreationContext<'_>, system_lang: Lang) -> Self {
        let state = cc
            .storage
            .and_then(|s| eframe::get_value::<State>(s, eframe::APP_KEY))
            .unwrap_or_default();
        Self::install_fonts(&cc.egui_ctx);
        let mut app = Self::with_state(state);
        app.system_lang = system_lang;
        app.exporter = Exporter::new(Saving::Dialog);
        app
    }

    /// egui's fonts (on the web page, subsets of its Latin fonts), then
    /// adds the monospace font as a fallback of the proportional one, for the mathematical
    /// signs (→, ⌊ ⌋, ∈, ⊕) the proportional font lacks, and the Noto Sans CJK SC subset of
    /// grundy-i18n as the last fallback of both families, for the Chinese messages (on a
    /// desktop and in the browser alike).
    pub fn install_fonts(ctx: &egui::Context) {
        let mut fonts = latin_fonts();
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
    /// one), in the language of the environment while none is chosen. Its exports open no
    /// save dialog: they are kept for [`GrundyApp::last_export`] (the app of
    /// [`GrundyApp::new`] asks where to save them).
    pub fn with_state(state: State) -> Self {
        Self {
            tab: state.tab,
            lang: state.lang,
            ctl: Controller::new(state.play, seed()),
            waker_set: false,
            boards: Boards::default(),
            graph_view: GraphView::default(),
            explorer: Explorer::new(state.explore),
            judge: JudgePanel::new(state.judge),
            theory: TheoryPanel::default(),
            exporter: Exporter::new(Saving::Kept),
            system_lang: Lang::from_env(),
        }
    }

    /// The app whose exports are written into `folder` without a dialog (as where none can
    /// open), each reported by the line a save leaves.
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn saving_into(mut self, folder: std::path::PathBuf) -> Self {
        self.exporter = Exporter::new(Saving::Folder(folder));
        self
    }

    /// What persists, as of now: each part's settings.
    pub fn state(&self) -> State {
        State {
            tab: self.tab,
            play: self.ctl.play().clone(),
            explore: self.explorer.settings(),
            judge: self.judge.settings().clone(),
            lang: self.lang,
        }
    }

    /// The language the app is shown in: the one chosen, else the system's.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or(self.system_lang)
    }

    /// Chooses the language (`None`: the system's), as the top bar's menu does.
    pub fn set_lang(&mut self, lang: Option<Lang>) {
        self.lang = lang;
    }

    /// The last export made (a CSV table, a PNG picture), with its bytes.
    pub fn last_export(&self) -> Option<&Export> {
        self.exporter.last()
    }

    /// The play controller.
    pub fn controller(&self) -> &Controller {
        &self.ctl
    }

    /// The play controller, to change from outside a frame (tests set up positions).
    pub fn controller_mut(&mut self) -> &mut Controller {
        &mut self.ctl
    }

    /// The explorer, to change its pages' settings from outside a frame (tests do).
    pub fn explorer_mut(&mut self) -> &mut Explorer {
        &mut self.explorer
    }

    /// The judge panel, to change its settings from outside a frame (tests do).
    pub fn judge_mut(&mut self) -> &mut JudgePanel {
        &mut self.judge
    }

    /// The numbers of each component of the current position.
    pub fn position(&self) -> &[Vec<u64>] {
        self.ctl.position()
    }

    /// The setup error shown, if any.
    pub fn setup_error(&self) -> Option<&StartError> {
        self.ctl.setup_error()
    }

    /// Why the last position set up on the board was refused, if it was.
    pub fn set_up_error(&self) -> Option<&StartError> {
        self.ctl.set_up_error()
    }

    /// The core's analysis of the current position, as of the last frame.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.ctl.analysis()
    }

    /// The winner once the game is over, as of the last frame.
    pub fn winner(&self) -> Option<Result<usize, SumError>> {
        self.ctl.winner()
    }

    /// The commands of the keyboard's shortcuts; Ctrl+Q closes the window. While a text
    /// field has the keyboard, only Ctrl+Q is the app's.
    fn keyboard(ctx: &egui::Context) -> Vec<Command> {
        let mut commands = Vec::new();
        let quit = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
        if ctx.input_mut(|i| i.consume_shortcut(&quit)) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        // Keys typed into a text field (the position, a script) are the field's: its own
        // undo takes Ctrl+Z there, not the game's.
        if ctx.egui_wants_keyboard_input() {
            return commands;
        }
        let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        if ctx.input_mut(|i| i.consume_shortcut(&redo)) {
            commands.push(Command::Redo);
        } else if ctx.input_mut(|i| i.consume_shortcut(&undo)) {
            commands.push(Command::Undo);
        }
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::H)) {
            commands.push(Command::ToggleHints);
        }
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::N)) {
            commands.push(Command::NewGame);
        }
        commands
    }

    /// The theory page of the game being played.
    fn playing(&self) -> Page {
        match self.ctl.play().playing {
            Playing::Graph => return Page::Graph,
            // A script's game is valued by mex and its parts by nim-sums: the page of sums.
            Playing::Script => return Page::Sums,
            Playing::Games => {}
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

    /// Draws the tab shown; returns the commands of its views.
    fn views(&mut self, ui: &mut Ui, lang: Lang) -> Vec<Command> {
        let mut commands = Vec::new();
        let ctl = &self.ctl;
        match self.tab {
            Tab::Play => {
                let width = if ctl.play().setup.choice == Choice::Script {
                    script::SETUP_WIDTH
                } else {
                    260.0
                };
                egui::Panel::left("setup")
                    .resizable(false)
                    .exact_size(width)
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            commands.extend(setup::ui(ui, ctl, lang));
                        });
                    });
                egui::CentralPanel::default().show(ui, |ui| {
                    // Scroll bars beside the text, not floating over its ends.
                    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                    egui::ScrollArea::vertical()
                        .id_salt("play")
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            if ctl.play().playing == Playing::Graph {
                                commands.extend(self.graph_view.ui(ui, ctl, lang));
                            } else if ctl.play().playing == Playing::Script {
                                commands.extend(script::ui(ui, ctl, lang));
                            } else {
                                commands.extend(play::ui(
                                    ui,
                                    ctl,
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
                    let script = &self.ctl.play().setup.script;
                    self.explorer.ui(ui, &mut self.exporter, script, lang);
                });
            }
            Tab::Judge => {
                egui::CentralPanel::default().show(ui, |ui| self.judge.ui(ui, lang));
            }
        }
        commands
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
        self.exporter.poll(&ctx);
        let mut commands = Self::keyboard(&ctx);
        if let Some(after) = self.ctl.update(ctx.input(|i| i.time)) {
            ctx.request_repaint_after(after);
        }
        let lang = self.lang();
        let mut chosen = top_bar::Chosen::default();
        egui::Panel::top("top bar").show(ui, |ui| {
            chosen = top_bar::ui(ui, self.tab, self.ctl.play().hints, lang);
        });
        // Another tab is drawn at once; the language changes with the next frame.
        if let Some(tab) = chosen.tab {
            // How the last save went belongs to the view it was made from.
            self.exporter.forget();
            self.tab = tab;
        }
        commands.extend(chosen.command);
        commands.extend(self.views(ui, lang));
        // What the views asked for, now that they are drawn.
        let changed = chosen.lang.is_some() || !commands.is_empty();
        if let Some(lang) = chosen.lang {
            self.lang = Some(lang);
        }
        for command in commands {
            if matches!(command, Command::NewGame | Command::RandomGame) {
                self.theory.follow_game();
            }
            self.ctl.apply(command);
        }
        self.exporter.apply(&ctx);
        if changed {
            ctx.request_repaint();
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.state());
    }
}

/// egui's own fonts, as on a desktop.
#[cfg(not(target_arch = "wasm32"))]
fn latin_fonts() -> egui::FontDefinitions {
    egui::FontDefinitions::default()
}

/// egui's fonts as egui 0.37 sets them up (Ubuntu Light proportional, Hack monospace with
/// Ubuntu Light after it, egui's icons last), its two Latin fonts as grundy-i18n's subsets
/// (the characters of the messages, Latin, Greek and the signs the app draws; the browser
/// draws any other character a user types).
#[cfg(target_arch = "wasm32")]
fn latin_fonts() -> egui::FontDefinitions {
    use std::sync::Arc;

    use egui::{FontData, FontFamily, FontTweak};

    let mut fonts = egui::FontDefinitions::empty();
    let data = [
        ("Hack", FontData::from_static(grundy_i18n::HACK_SUBSET)),
        (
            "Ubuntu-Light",
            FontData::from_static(grundy_i18n::UBUNTU_LIGHT_SUBSET),
        ),
        (
            "egui-icons",
            FontData::from_static(epaint_default_fonts::EGUI_ICONS).tweak(FontTweak {
                scale: 0.90,
                ..Default::default()
            }),
        ),
    ];
    for (name, font) in data {
        fonts.font_data.insert(name.to_owned(), Arc::new(font));
    }
    let family = |names: &[&str]| names.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>();
    fonts.families.insert(
        FontFamily::Monospace,
        family(&["Hack", "Ubuntu-Light", "egui-icons"]),
    );
    fonts.families.insert(
        FontFamily::Proportional,
        family(&["Ubuntu-Light", "egui-icons"]),
    );
    fonts
}

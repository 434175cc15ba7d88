//! One panel per game: how its board is drawn and clicked, and its theory page.
//!
//! A panel never decides what is legal or who wins: it asks [`Rules`] (the core) and returns
//! the move the user chose as a command the app applies. The list of panels lives in [`all`].

mod bash;
mod draw;
mod nim;
mod set_nim;
mod split_nim;
mod staircase;
mod wythoff;

use egui::Ui;

use crate::rules::{Analysis, AnyMove, Kind, Rules};

pub use draw::{LOSING, LOSING_GLYPH, WINNING, WINNING_GLYPH};

/// What a panel draws: the rules, the position, and the hints when they are on.
#[derive(Clone, Copy, Debug)]
pub struct Board<'a> {
    /// The rules being played.
    pub rules: &'a Rules,
    /// The position.
    pub numbers: &'a [u64],
    /// The core's analysis of the position, when hints are shown.
    pub hints: Option<&'a Analysis>,
    /// Whether a person may move now.
    pub enabled: bool,
}

impl Board<'_> {
    /// Whether `mv` is legal here, by the core.
    pub fn legal(&self, mv: AnyMove) -> bool {
        self.rules.play(self.numbers, mv).is_ok()
    }

    /// With hints on: whether `mv` is one of the core's winning moves.
    pub fn hint(&self, mv: AnyMove) -> Option<bool> {
        let normal = match mv {
            AnyMove::Split { pile, into: [a, b] } => AnyMove::Split {
                pile,
                into: [a.min(b), a.max(b)],
            },
            other => other,
        };
        self.hints.map(|a| a.winning.contains(&normal))
    }
}

/// The panel of one game.
pub trait GameView {
    /// Which game.
    fn kind(&self) -> Kind;

    /// A start position to offer, as the setup field takes it.
    fn example(&self) -> &'static str;

    /// What the position field holds, e.g. "pile sizes".
    fn position_help(&self) -> &'static str;

    /// Draws the board; returns the move the user chose, if any.
    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove>;

    /// The rule, the theorem, why it holds.
    fn theory(&self) -> Theory;
}

/// A game's theory page.
#[derive(Clone, Copy, Debug)]
pub struct Theory {
    /// The rule.
    pub rule: &'static str,
    /// The theorem.
    pub theorem: &'static str,
    /// Why it holds, in a few sentences.
    pub why: &'static str,
}

/// Every panel, one per game, in the core's order.
pub fn all() -> Vec<Box<dyn GameView>> {
    vec![
        Box::new(bash::BashView),
        Box::new(wythoff::WythoffView),
        Box::new(nim::NimView),
        Box::new(staircase::StaircaseView),
        Box::new(set_nim::SetNimView),
        Box::new(split_nim::SplitNimView::default()),
    ]
}

/// Shows `theory` for `kind` with the judge problems the game solves.
pub fn show_theory(ui: &mut Ui, kind: Kind, theory: &Theory) {
    // Lines of a readable length, however wide the window.
    ui.vertical(|ui| {
        ui.set_max_width(760.0);
        ui.heading(kind.name());
        ui.add_space(4.0);
        ui.strong("Rule");
        ui.label(theory.rule);
        ui.add_space(6.0);
        ui.strong("Theorem");
        ui.label(theory.theorem);
        ui.add_space(6.0);
        ui.strong("Why it holds");
        ui.label(theory.why);
        ui.add_space(6.0);
        ui.strong("Judge problems it solves");
        let problems: Vec<&str> = grundy_judge::Problem::ALL
            .into_iter()
            .filter(|p| p.game() == kind.game_kind())
            .map(grundy_judge::Problem::id)
            .collect();
        let problems = problems.join(", ");
        ui.label(problems);
        if kind.game_kind().supports_misere() {
            ui.add_space(6.0);
            ui.label("Misère play (the last mover loses) is supported for this game.");
        }
    });
}

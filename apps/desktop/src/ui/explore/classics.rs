//! The explorer's page of the classic games beyond the judge problems: Moore's Nim_k,
//! Euclid's game, Mock Turtles, Ruler, Turning Corners and Green Hackenbush, each on a board
//! of its own (piles, two numbers, a row of coins, a grid, a list of edges), two players at
//! one screen, with the hint (who wins, the value, the winning moves to play) and the
//! theorem. Positions are written as the command line writes them; every move is played and
//! every hint computed by `grundy_host::classics` over the core (`model::classics`).

use std::collections::BTreeSet;

use egui::{RichText, Ui};
use grundy::coins::{RulerMove, TurtleMove};
use grundy::corners::CornerMove;
use grundy::euclid::Euclid;
use grundy::nim_k::MooreNim;
use grundy::{Outcome, Take};
use grundy_host::classics::{Classic, ClassicMove};
use grundy_i18n::{Lang, Localize, tr};
use serde::{Deserialize, Serialize};

use crate::model::classics::{ClassicBoard, ClassicKind};
use crate::ui::widgets::error_line;

/// The most coins a row or a board shows as buttons (the rest is shown as numbers).
const MAX_SHOWN: u64 = 400;

/// The page's settings (they persist): the game shown and each game's position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ClassicsSettings {
    /// The game shown.
    pub kind: ClassicKind,
    /// Each game's position, in the command line's words, by game.
    pub words: Vec<(ClassicKind, String)>,
    /// Whether the hint shows.
    pub hints: bool,
}

impl Default for ClassicsSettings {
    fn default() -> Self {
        Self {
            kind: ClassicKind::default(),
            words: ClassicKind::ALL
                .iter()
                .map(|&k| (k, k.example().to_owned()))
                .collect(),
            hints: true,
        }
    }
}

impl ClassicsSettings {
    fn words_of(&self, kind: ClassicKind) -> String {
        self.words
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or_else(|| kind.example().to_owned(), |(_, w)| w.clone())
    }

    fn remember(&mut self, kind: ClassicKind, words: &str) {
        match self.words.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, w)) => words.clone_into(w),
            None => self.words.push((kind, words.to_owned())),
        }
    }
}

/// The page: its settings, the board of the game shown, the words being edited, the coins
/// or piles picked for the next move, and the last refusal.
#[derive(Debug)]
pub struct ClassicsPage {
    /// What persists.
    pub settings: ClassicsSettings,
    board: ClassicBoard,
    editing: String,
    picked: BTreeSet<u64>,
    corner: Option<(u64, u64)>,
    takes: Vec<u64>,
    error: Option<String>,
}

impl Default for ClassicsPage {
    fn default() -> Self {
        Self::new(ClassicsSettings::default())
    }
}

impl ClassicsPage {
    /// The page with these settings.
    pub fn new(settings: ClassicsSettings) -> Self {
        let words = settings.words_of(settings.kind);
        Self {
            board: ClassicBoard::new(&words),
            editing: words,
            settings,
            picked: BTreeSet::new(),
            corner: None,
            takes: Vec::new(),
            error: None,
        }
    }

    fn show_kind(&mut self, kind: ClassicKind) {
        self.settings.kind = kind;
        let words = self.settings.words_of(kind);
        self.board = ClassicBoard::new(&words);
        self.editing = words;
        self.clear_picks();
    }

    fn clear_picks(&mut self) {
        self.picked.clear();
        self.corner = None;
        self.takes.clear();
        self.error = None;
    }

    fn play(&mut self, mv: &ClassicMove) {
        match self.board.play(mv) {
            Ok(()) => {
                self.editing = self.board.words().to_owned();
                let (kind, words) = (self.settings.kind, self.editing.clone());
                self.settings.remember(kind, &words);
                self.clear_picks();
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// Shows the page.
    pub fn ui(&mut self, ui: &mut Ui, lang: Lang) {
        ui.horizontal_wrapped(|ui| {
            for kind in ClassicKind::ALL {
                let name = tr!(lang, &format!("classics-name-{}", kind.key()));
                if ui
                    .selectable_label(self.settings.kind == kind, name)
                    .clicked()
                    && self.settings.kind != kind
                {
                    self.show_kind(kind);
                }
            }
        });
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr!(lang, "classics-position"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.editing).desired_width(380.0))
                .labelled_by(l.id);
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(tr!(lang, "classics-set")).clicked() || enter {
                self.board.set_words(&self.editing);
                let (kind, words) = (self.settings.kind, self.editing.clone());
                self.settings.remember(kind, &words);
                self.clear_picks();
            }
            if ui
                .add_enabled(
                    self.board.can_undo(),
                    egui::Button::new(tr!(lang, "classics-undo")),
                )
                .clicked()
            {
                self.board.undo();
                self.editing = self.board.words().to_owned();
                self.clear_picks();
            }
            ui.checkbox(&mut self.settings.hints, tr!(lang, "classics-hints"));
        });
        let game = match self.board.game() {
            Ok(game) => game.clone(),
            Err(e) => {
                error_line(ui, lang, e);
                return;
            }
        };
        ui.add_space(6.0);
        self.board_ui(ui, &game, lang);
        if let Some(e) = &self.error {
            error_line(ui, lang, e);
        }
        ui.add_space(6.0);
        ui.separator();
        if self.settings.hints {
            self.hint_ui(ui, lang);
        }
        ui.add_space(6.0);
        ui.label(RichText::new(tr!(lang, "theory-theorem")).strong());
        ui.label(grundy_i18n::tr(
            lang,
            &format!("theory-{}-theorem", self.settings.kind.key()),
            &[],
        ));
    }

    /// The board of `game`: what can be clicked to make a move.
    fn board_ui(&mut self, ui: &mut Ui, game: &Classic, lang: Lang) {
        match game {
            Classic::NimK { k, piles } => self.nim_k_ui(ui, *k, piles, lang),
            Classic::Euclid { pair } => {
                ui.label(RichText::new(format!("{}   {}", pair[0], pair[1])).size(28.0));
                ui.horizontal_wrapped(|ui| {
                    let moves: Vec<Take> = Euclid::moves(Euclid::position(pair[0], pair[1]))
                        .take(24)
                        .collect();
                    for t in moves {
                        let label = tr!(
                            lang,
                            "classic-move-euclid",
                            count = t.count,
                            pile = t.pile + 1
                        );
                        if ui.button(label).clicked() {
                            self.play(&ClassicMove::Euclid(t));
                        }
                    }
                });
            }
            Classic::Turtles(row) | Classic::Ruler(row) => {
                let first = u64::from(matches!(game, Classic::Ruler(_)));
                match row.len.map(|l| l as u64).filter(|&l| l <= MAX_SHOWN) {
                    Some(len) => {
                        ui.horizontal_wrapped(|ui| {
                            for n in first..first + len {
                                let heads = row.heads.binary_search(&n).is_ok();
                                let face = if heads {
                                    "classics-heads"
                                } else {
                                    "classics-tails"
                                };
                                let text = format!("{n} {}", tr!(lang, face));
                                if ui
                                    .selectable_label(self.picked.contains(&n), text)
                                    .clicked()
                                    && !self.picked.remove(&n)
                                {
                                    self.picked.insert(n);
                                }
                            }
                        });
                        if ui.button(tr!(lang, "classics-turn-picked")).clicked() {
                            let picked: Vec<u64> = self.picked.iter().copied().collect();
                            let mv = if first == 0 {
                                TurtleMove::new(&picked).map(ClassicMove::Turtles)
                            } else {
                                run(&picked).map(ClassicMove::Ruler)
                            };
                            match mv {
                                Ok(mv) => self.play(&mv),
                                Err(e) => self.error = Some(e.to_string()),
                            }
                        }
                    }
                    None => {
                        ui.label(tr!(lang, "classic-heads-coins", coins = join(&row.heads)));
                    }
                }
            }
            Classic::Corners { rows, cols, heads } => {
                self.corners_ui(ui, *rows, *cols, heads, lang);
            }
            Classic::Hackenbush { edges, .. } => {
                ui.horizontal_wrapped(|ui| {
                    for (i, &(u, v)) in edges.iter().enumerate() {
                        let label = tr!(lang, "classic-move-cut", edge = i + 1, u = u, v = v);
                        if ui.button(label).clicked() {
                            self.play(&ClassicMove::Hackenbush {
                                edge: i,
                                ends: (u, v),
                            });
                        }
                    }
                });
                if edges.is_empty() {
                    ui.label(tr!(lang, "classic-no-edges"));
                }
            }
            _ => {}
        }
    }

    fn nim_k_ui(&mut self, ui: &mut Ui, k: u64, piles: &[u64], lang: Lang) {
        self.takes.resize(piles.len(), 0);
        egui::Grid::new("nimk piles").striped(true).show(ui, |ui| {
            for (i, (&size, take)) in piles.iter().zip(self.takes.iter_mut()).enumerate() {
                ui.label(tr!(lang, "classics-pile", pile = i + 1, size = size));
                let l = ui.label(tr!(lang, "classics-take"));
                ui.add(egui::DragValue::new(take).range(0..=size))
                    .labelled_by(l.id);
                ui.end_row();
            }
        });
        if ui.button(tr!(lang, "classics-take-from-piles")).clicked() {
            let takes: Vec<Take> = self
                .takes
                .iter()
                .enumerate()
                .filter(|&(_, &c)| c > 0)
                .map(|(pile, &count)| Take { pile, count })
                .collect();
            let mv = MooreNim::new(k).and_then(|rules| rules.make_move(&takes));
            match mv {
                Ok(mv) => self.play(&ClassicMove::NimK(mv)),
                Err(e) => self.error = Some(e.to_string()),
            }
        }
    }

    fn corners_ui(&mut self, ui: &mut Ui, rows: u64, cols: u64, heads: &[(u64, u64)], lang: Lang) {
        if rows.saturating_mul(cols) > MAX_SHOWN {
            let coins: Vec<String> = heads.iter().map(|(r, c)| format!("{r},{c}")).collect();
            ui.label(coins.join(" "));
            return;
        }
        ui.label(tr!(lang, "classics-corners-how"));
        egui::Grid::new("corners board").show(ui, |ui| {
            for r in 0..rows {
                for c in 0..cols {
                    let face = if heads.binary_search(&(r, c)).is_ok() {
                        "classics-heads"
                    } else {
                        "classics-tails"
                    };
                    let text = format!("{r},{c} {}", tr!(lang, face));
                    let picked =
                        self.corner == Some((r, c)) || self.picked.contains(&(r * cols + c));
                    if ui.selectable_label(picked, text).clicked() {
                        match self.corner {
                            None => self.corner = Some((r, c)),
                            Some(first) if first == (r, c) => self.corner = None,
                            Some((a, b)) => {
                                // The two coins picked are opposite corners, in either order.
                                let (top, bottom) = ((a.min(r), b.min(c)), (a.max(r), b.max(c)));
                                match CornerMove::new(top.0, top.1, bottom.0, bottom.1) {
                                    Ok(mv) => self.play(&ClassicMove::Corners(mv)),
                                    Err(e) => self.error = Some(e.to_string()),
                                }
                                self.corner = None;
                            }
                        }
                    }
                }
                ui.end_row();
            }
        });
    }

    /// Who wins, the value and the winning moves, each a button that plays it.
    fn hint_ui(&mut self, ui: &mut Ui, lang: Lang) {
        let hint = match self.board.hint() {
            Ok(hint) => hint.clone(),
            Err(e) => {
                error_line(ui, lang, e);
                return;
            }
        };
        ui.label(tr!(
            lang,
            "hint-outcome",
            outcome = hint.outcome().localize(lang)
        ));
        ui.label(match hint.grundy() {
            Some(g) => tr!(lang, "hint-grundy-single", value = g),
            None => tr!(lang, "classic-grundy-unknown"),
        });
        if hint.is_terminal() {
            ui.label(tr!(lang, "hint-no-move-lost"));
            return;
        }
        if hint.outcome() == Outcome::P {
            ui.label(tr!(lang, "classic-every-move-loses"));
            return;
        }
        ui.label(tr!(lang, "hint-winning-moves"));
        ui.horizontal_wrapped(|ui| {
            for (mv, _) in hint.moves() {
                let label = tr!(lang, "classics-play", mv = mv.localize(lang));
                if ui.button(label).clicked() {
                    self.play(mv);
                }
            }
        });
        if hint.more() {
            ui.label(tr!(lang, "hint-and-more"));
        }
    }
}

/// The run of consecutive coins `picked`, for Ruler.
fn run(picked: &[u64]) -> Result<RulerMove, grundy::coins::CoinError> {
    let (Some(&first), Some(&last)) = (picked.first(), picked.last()) else {
        return Err(grundy::coins::CoinError::BadMove);
    };
    if u64::try_from(picked.len()).ok() != Some(last - first + 1) {
        return Err(grundy::coins::CoinError::BadMove);
    }
    RulerMove::new(first, last)
}

fn join(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

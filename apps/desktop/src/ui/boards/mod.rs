//! One panel per game: how its board is drawn and clicked; and [`Boards`], which draws the
//! components of a sum side by side with those panels.
//!
//! A panel never decides what is legal or who wins: it asks the core (through [`Board`])
//! and returns the move the user chose; the app applies it. The list of panels lives in
//! [`view`].

mod bash;
mod board;
mod draw;
pub mod edit;
mod nim;
mod octal;
mod set_nim;
mod split_nim;
mod staircase;
mod wythoff;

use egui::{RichText, Ui};
use grundy::GameKind;
use grundy::sum::SumMove;
use grundy_i18n::{Lang, Localize, tr};

use crate::model::analysis::Analysis;
use crate::model::labels::Names;
use crate::model::rules::Rules;
use crate::ui::widgets::{WINNING, subscript};

pub use board::{Board, GameView};

/// The panel of `kind`: the one list of panels.
pub fn view(kind: GameKind) -> Box<dyn GameView> {
    match kind {
        GameKind::Bash => Box::new(bash::BashView),
        GameKind::Wythoff => Box::new(wythoff::WythoffView),
        GameKind::Nim => Box::new(nim::NimView),
        GameKind::Staircase => Box::new(staircase::StaircaseView),
        GameKind::SetNim => Box::new(set_nim::SetNimView),
        GameKind::SplitNim => Box::new(split_nim::SplitNimView::default()),
        // Grundy's game: the octal panel's heaps and split form play its moves.
        GameKind::Octal | GameKind::Grundy => Box::new(octal::OctalView::default()),
    }
}

/// The narrowest column a component of a sum is drawn in.
const COMPONENT_WIDTH: f32 = 300.0;

/// The boards of the game being played: one panel per component, made again when the
/// components change (a panel may remember a choice, such as the pile Split Nim splits).
#[derive(Default)]
pub struct Boards {
    views: Vec<(GameKind, Box<dyn GameView>)>,
    overflowed: bool,
    /// Whether the board is being set up (by [`edit::editor`]) rather than played.
    pub setting_up: bool,
}

impl std::fmt::Debug for Boards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kinds: Vec<GameKind> = self.views.iter().map(|(k, _)| *k).collect();
        f.debug_struct("Boards").field("kinds", &kinds).finish()
    }
}

impl Boards {
    /// Draws every component's board (side by side in a sum, each headed by its game and,
    /// with hints, its Grundy value); returns the move the user chose.
    #[allow(clippy::too_many_arguments)]
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        rules: &Rules,
        analysis: &Analysis,
        hints: bool,
        enabled: bool,
        stamp: u64,
        names: &Names,
        lang: Lang,
    ) -> Option<SumMove> {
        let games = rules.sum().components();
        let kinds: Vec<GameKind> = games.iter().map(grundy::AnyGame::kind).collect();
        if !self.views.iter().map(|(k, _)| *k).eq(kinds.iter().copied()) {
            self.views = kinds.iter().map(|&k| (k, view(k))).collect();
        }
        let in_sum = rules.is_sum();
        let mut chosen = None;
        let mut overflowed = false;
        let parts = analysis.position.parts();
        let boards = self.views.iter_mut().zip(games).zip(parts).enumerate();
        let mut draw = |ui: &mut Ui, component, view: &mut Box<dyn GameView>, game, position| {
            let board = Board {
                game,
                position,
                component,
                in_sum,
                hints: hints.then_some(analysis),
                enabled,
                stamp,
                names: names.get(component).map_or(&[], Vec::as_slice),
                lang,
            };
            // A board wider than its place (many piles) scrolls on its own, so that the
            // rest of the view keeps the window's width.
            let width = ui.available_width();
            let shown = egui::ScrollArea::horizontal()
                .id_salt(("board", component))
                .show(ui, |ui| {
                    // Text wraps at the place's width; only the drawing may be wider.
                    ui.set_max_width(width);
                    if let Some(mv) = view.board(ui, &board) {
                        chosen = Some(SumMove { component, mv });
                    }
                });
            overflowed |= shown.content_size.x > width + 1.0;
        };
        if !in_sum {
            for (component, (((_, view), game), position)) in boards {
                draw(ui, component, view, game, position);
            }
            self.overflowed = overflowed;
            return chosen;
        }
        // Rows of equal columns, as many as fit at a readable width.
        let per_row = ((ui.available_width() / COMPONENT_WIDTH) as usize).clamp(1, 4);
        let mut boards: Vec<_> = boards.collect();
        for row in boards.chunks_mut(per_row) {
            ui.columns(per_row, |cols| {
                for (ui, (component, (((_, view), game), position))) in cols.iter_mut().zip(row) {
                    ui.group(|ui| {
                        ui.set_width(ui.available_width());
                        // A plain top-down layout: the columns' justified one would
                        // stretch wrapped text.
                        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                            ui.horizontal_wrapped(|ui| {
                                ui.strong(format!(
                                    "{}. {}",
                                    *component + 1,
                                    rules.title_in(*component, lang)
                                ));
                                if hints {
                                    component_hint(ui, analysis, *component, lang);
                                }
                            });
                            draw(ui, *component, view, game, position);
                        });
                    });
                }
            });
        }
        self.overflowed = overflowed;
        chosen
    }

    /// Whether a board drawn by the last [`Boards::ui`] was wider than its place (and
    /// scrolls).
    pub fn overflowed(&self) -> bool {
        self.overflowed
    }
}

/// A component's Grundy value and whether a winning move is in it.
fn component_hint(ui: &mut Ui, analysis: &Analysis, component: usize, lang: Lang) {
    let sub = subscript(component + 1);
    match analysis.values.get(component) {
        Some(Ok(v)) => {
            ui.label(tr!(lang, "board-value", sub = &sub, value = *v));
        }
        Some(Err(e)) => {
            ui.label(tr!(lang, "board-value-unknown", sub = &sub))
                .on_hover_text(e.localize(lang));
        }
        None => {}
    }
    if analysis.winning.iter().any(|m| m.component == component) {
        ui.label(RichText::new(tr!(lang, "board-winning-here")).color(WINNING));
    }
}

//! One panel per game: how its board is drawn and clicked, and its theory page; and
//! [`Boards`], which draws the components of a sum side by side with those panels.
//!
//! A panel never decides what is legal or who wins: it asks the core (through [`Board`])
//! and returns the move the user chose; the app applies it. The list of panels lives in
//! [`view`].

mod bash;
mod draw;
pub mod edit;
pub mod graph;
mod nim;
mod octal;
mod set_nim;
mod split_nim;
mod staircase;
mod wythoff;

use egui::{RichText, Ui};
use grundy::{AnyGame, AnyMove, AnyPosition, GameKind, SumMove};
use grundy_host::Heap;
use grundy_i18n::{Arg, Lang, Localize, tr};

use crate::analysis::Analysis;
use crate::labels::Names;
use crate::rules::Rules;

pub use draw::{LOSING, LOSING_GLYPH, WINNING, WINNING_GLYPH};

/// One component's board: its rules and position, the hints when they are on.
#[derive(Clone, Copy, Debug)]
pub struct Board<'a> {
    /// The component's rules.
    pub game: &'a AnyGame<Heap>,
    /// Its position.
    pub position: &'a AnyPosition,
    /// Which component, from 0.
    pub component: usize,
    /// Whether it is a component of a sum (its names then say which).
    pub in_sum: bool,
    /// The core's analysis of the whole position, when hints are shown.
    pub hints: Option<&'a Analysis>,
    /// Whether a person may move now.
    pub enabled: bool,
    /// A number that changes with every new game: what a board remembers in egui's memory
    /// (a count typed) is forgotten when it changes.
    pub stamp: u64,
    /// The stable number shown for each pile (see [`crate::labels`]): a pile keeps it
    /// while piles before it come and go.
    pub names: &'a [u64],
    /// The language of the board's words.
    pub lang: Lang,
}

impl Board<'_> {
    /// The numbers of the position.
    pub fn numbers(&self) -> &[u64] {
        self.position.numbers()
    }

    /// The component's position after `mv`, when the core finds it legal.
    fn after(&self, mv: AnyMove) -> Option<AnyPosition> {
        grundy::Game::play(self.game, self.position.clone(), mv).ok()
    }

    /// Whether `mv` is legal here, by the core.
    pub fn legal(&self, mv: AnyMove) -> bool {
        self.after(mv).is_some()
    }

    /// With hints on: whether `mv` leads where one of the core's winning moves leads.
    pub fn hint(&self, mv: AnyMove) -> Option<bool> {
        let analysis = self.hints?;
        let after = self.after(mv)?;
        Some(analysis.leads_to_winning(self.component, &after))
    }

    /// The number shown for pile `i` (from 0): its stable name, else `i + 1`.
    pub fn pile_name(&self, i: usize) -> u64 {
        self.names.get(i).copied().unwrap_or(i as u64 + 1)
    }

    /// The accessible name of a part of the board: `pile 1, …` for one game, `component 2,
    /// pile 1, …` in a sum.
    pub fn name(&self, what: &str) -> String {
        if self.in_sum && self.lang != Lang::En {
            let component = self.component as u64 + 1;
            return tr!(
                self.lang,
                "board-in-component",
                component = component,
                what = what
            );
        }
        if self.in_sum {
            format!("component {}, {what}", self.component + 1)
        } else {
            what.to_owned()
        }
    }

    /// The core's description of `mv`, with its hint when hints are on.
    pub fn hover_text(&self, mv: AnyMove) -> String {
        if self.lang != Lang::En {
            return self.hover_text_in(mv);
        }
        let label = match mv {
            // A split names its pile by the pile's stable number, as the board does.
            AnyMove::Split(grundy::SplitMove { pile, into: [a, b] }) => {
                format!("split pile {} into {a} and {b}", self.pile_name(pile))
            }
            _ => mv.to_string(),
        };
        let label = if self.in_sum {
            format!("in component {}: {label}", self.component + 1)
        } else {
            label
        };
        match self.hint(mv) {
            Some(true) => format!("{WINNING_GLYPH} {label}: winning (leaves a P-position)"),
            Some(false) => format!("{LOSING_GLYPH} {label}: losing"),
            None => label,
        }
    }
}

impl Board<'_> {
    /// The message `id` with `args` in the board's language.
    pub fn text(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        grundy_i18n::tr(self.lang, id, args)
    }

    /// [`Board::hover_text`] in a language other than English.
    fn hover_text_in(&self, mv: AnyMove) -> String {
        let lang = self.lang;
        let label = match mv {
            AnyMove::Split(grundy::SplitMove { pile, into: [a, b] }) => {
                tr!(
                    lang,
                    "move-split",
                    pile = self.pile_name(pile),
                    a = a,
                    b = b
                )
            }
            _ => mv.localize(lang),
        };
        let label = if self.in_sum {
            let component = self.component as u64 + 1;
            tr!(lang, "move-in-component", component = component, mv = label)
        } else {
            label
        };
        match self.hint(mv) {
            Some(true) => tr!(lang, "board-winning", mv = label),
            Some(false) => tr!(lang, "board-losing", mv = label),
            None => label,
        }
    }
}

/// The panel of one game.
pub trait GameView {
    /// A start position to offer, as the setup field takes it.
    fn example(&self) -> &'static str;

    /// What the position field holds, e.g. "pile sizes".
    fn position_help(&self) -> &'static str;

    /// Draws the board; returns the move the user chose, if any.
    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove>;
}

/// The panel of `kind`: the one list of panels.
pub fn view(kind: GameKind) -> Box<dyn GameView> {
    match kind {
        GameKind::Bash => Box::new(bash::BashView),
        GameKind::Wythoff => Box::new(wythoff::WythoffView),
        GameKind::Nim => Box::new(nim::NimView),
        GameKind::Staircase => Box::new(staircase::StaircaseView),
        GameKind::SetNim => Box::new(set_nim::SetNimView),
        GameKind::SplitNim => Box::new(split_nim::SplitNimView::default()),
        // TODO(a panel of its own): Grundy's game is not in the game menu yet, only in sums
        // typed in the grammar; the octal panel's split form plays its moves.
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
        let kinds: Vec<GameKind> = games.iter().map(grundy::Game::kind).collect();
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

/// `n` in subscript digits: g₁, g₂, …
pub fn subscript(n: usize) -> String {
    n.to_string()
        .chars()
        .map(|c| match c {
            '0' => '₀',
            '1' => '₁',
            '2' => '₂',
            '3' => '₃',
            '4' => '₄',
            '5' => '₅',
            '6' => '₆',
            '7' => '₇',
            '8' => '₈',
            _ => '₉',
        })
        .collect()
}

/// Shows the theory of `kind` (one game), or else of the page `page` (`sums`, `graph`),
/// under `title` in `lang`: the rule, the theorem and why it holds, from the messages
/// `theory-<page>-rule`, `-theorem` and `-why`, and the judge problems of one game.
pub fn show_theory(ui: &mut Ui, title: &str, kind: Option<GameKind>, page: &str, lang: Lang) {
    let page: &str = match kind {
        Some(kind) => kind_key(kind),
        None => page,
    };
    let text = |part: &str| grundy_i18n::tr(lang, &format!("theory-{page}-{part}"), &[]);
    // Lines of a readable length, however wide the window.
    ui.vertical(|ui| {
        ui.set_max_width(760.0);
        ui.heading(title);
        ui.add_space(4.0);
        ui.strong(tr!(lang, "theory-rule"));
        ui.label(text("rule"));
        ui.add_space(6.0);
        ui.strong(tr!(lang, "theory-theorem"));
        ui.label(text("theorem"));
        ui.add_space(6.0);
        ui.strong(tr!(lang, "theory-why"));
        ui.label(text("why"));
        let Some(kind) = kind else { return };
        let problems: Vec<&str> = grundy_judge::Problem::for_game(kind)
            .map(grundy_judge::Problem::id)
            .collect();
        if !problems.is_empty() {
            ui.add_space(6.0);
            ui.strong(tr!(lang, "theory-judge"));
            ui.label(grundy_i18n::join(lang, &problems));
        }
        if kind.supports_misere() {
            ui.add_space(6.0);
            ui.label(tr!(lang, "theory-misere"));
        }
    });
}

/// A game's key in the theory messages (`theory-<key>-rule`).
fn kind_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Bash => "bash",
        GameKind::Wythoff => "wythoff",
        GameKind::Nim => "nim",
        GameKind::Staircase => "staircase",
        GameKind::SetNim => "set-nim",
        GameKind::SplitNim => "split-nim",
        GameKind::Octal => "octal",
        GameKind::Grundy => "grundy",
    }
}

//! What a game's panel is given and what it is: one component's [`Board`] (its rules,
//! position and hints, with the core's answers to the questions a panel asks) and the
//! [`GameView`] trait every panel implements.

use egui::Ui;
use grundy::AnyGame;
use grundy::any::{AnyMove, AnyPosition};
use grundy_host::Heap;
use grundy_i18n::{Arg, Lang, Localize, tr};

use crate::model::analysis::Analysis;
use crate::ui::widgets::{LOSING_GLYPH, WINNING_GLYPH};

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
    /// The stable number shown for each pile (see [`crate::model::labels`]): a pile keeps it
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
            AnyMove::Split(grundy::split_nim::SplitMove { pile, into: [a, b] }) => {
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
            AnyMove::Split(grundy::split_nim::SplitMove { pile, into: [a, b] }) => {
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

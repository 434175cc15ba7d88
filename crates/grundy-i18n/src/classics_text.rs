//! The moves of the classic games beyond the judge problems (`grundy::nim_k`,
//! `grundy::coins`, `grundy::corners`, and `grundy_host::classics`' moves of each game and of
//! a sum) in either language; English equals their `Display`, except Euclid's moves, which
//! say "number" where the core's `Take` says "pile".

use grundy::coins::{RulerMove, TurtleMove};
use grundy::corners::CornerMove;
use grundy::nim_k::MooreMove;
use grundy_host::classics::{ClassicMove, SumPartMove};

use crate::core_text::Localize;
use crate::{Lang, tr};

impl Localize for MooreMove {
    /// `take 3 from pile 1, 2 from pile 4 and 1 from pile 5`.
    fn localize(&self, lang: Lang) -> String {
        let takes: Vec<String> = self
            .takes()
            .iter()
            .map(|t| {
                tr!(
                    lang,
                    "classic-take-item",
                    count = t.count,
                    pile = t.pile as u128 + 1
                )
            })
            .collect();
        let listed = match takes.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => tr!(
                lang,
                "classic-list-last",
                first = rest.join(&tr!(lang, "classic-takes-separator")),
                last = last.clone()
            ),
            None => String::new(),
        };
        tr!(lang, "classic-move-nimk", takes = listed)
    }
}

impl Localize for TurtleMove {
    /// `turn coin 8`, `turn coins 3 and 8`, `turn coins 1, 3 and 8`.
    fn localize(&self, lang: Lang) -> String {
        match *self.coins() {
            [a] => tr!(lang, "classic-move-turn-one", a = a),
            [a, b] => tr!(lang, "classic-move-turn-two", a = a, b = b),
            [a, b, c] => tr!(lang, "classic-move-turn-three", a = a, b = b, c = c),
            _ => self.to_string(),
        }
    }
}

impl Localize for RulerMove {
    /// `turn coin 8`, `turn coins 5 to 8`.
    fn localize(&self, lang: Lang) -> String {
        if self.first() == self.last() {
            tr!(lang, "classic-move-turn-one", a = self.last())
        } else {
            tr!(
                lang,
                "classic-move-run",
                first = self.first(),
                last = self.last()
            )
        }
    }
}

impl Localize for CornerMove {
    /// `turn (1,2), (1,5), (4,2) and (4,5)`.
    fn localize(&self, lang: Lang) -> String {
        let [(a, b), _, _, (x, y)] = self.corners();
        tr!(lang, "classic-move-corners", a = a, b = b, x = x, y = y)
    }
}

impl Localize for ClassicMove {
    /// The move in the words of its game: Euclid's `take 3 from number 2`, Hackenbush's
    /// `cut edge 3 (1-2)`.
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::NimK(m) => m.localize(lang),
            Self::Euclid(t) => tr!(
                lang,
                "classic-move-euclid",
                count = t.count,
                pile = t.pile as u128 + 1
            ),
            Self::Turtles(m) => m.localize(lang),
            Self::Ruler(m) => m.localize(lang),
            Self::Corners(m) => m.localize(lang),
            Self::Hackenbush { edge, ends: (u, v) } => tr!(
                lang,
                "classic-move-cut",
                edge = *edge as u128 + 1,
                u = *u,
                v = *v
            ),
            _ => self.to_string(),
        }
    }
}

impl Localize for SumPartMove {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Classic(m) => m.localize(lang),
            Self::Grammar(m) => m.localize(lang),
            _ => self.to_string(),
        }
    }
}

//! The core's moves in either language: a take, a Wythoff or Staircase move, a split, an
//! octal game's take-and-break, a move of any game and a move in one component of a sum.

use grundy::Take;
use grundy::any::AnyMove;
use grundy::octal::OctalMove;
use grundy::split_nim::SplitMove;
use grundy::staircase::StairMove;
use grundy::sum::SumMove;
use grundy::wythoff::WythoffMove;

use super::{Localize, from_one};
use crate::{Lang, tr};

impl Localize for Take {
    fn localize(&self, lang: Lang) -> String {
        tr!(
            lang,
            "move-take",
            pile = from_one(self.pile),
            count = self.count
        )
    }
}

impl Localize for WythoffMove {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::First(count) => tr!(lang, "move-wythoff-first", count = count),
            Self::Second(count) => tr!(lang, "move-wythoff-second", count = count),
            Self::Both(count) => tr!(lang, "move-wythoff-both", count = count),
        }
    }
}

impl Localize for StairMove {
    fn localize(&self, lang: Lang) -> String {
        match self.step.checked_sub(1) {
            Some(0) => tr!(lang, "move-stair-ground", count = self.count),
            Some(below) => tr!(
                lang,
                "move-stair",
                count = self.count,
                step = self.step,
                below = below
            ),
            // Step 0 does not exist, and no move names it; its Display would underflow.
            None => format!("{self:?}"),
        }
    }
}

impl Localize for SplitMove {
    fn localize(&self, lang: Lang) -> String {
        let [a, b] = self.into;
        tr!(lang, "move-split", pile = from_one(self.pile), a = a, b = b)
    }
}

impl Localize for OctalMove {
    fn localize(&self, lang: Lang) -> String {
        let pile = from_one(self.pile);
        let mut heaps = self.left.iter().copied().filter(|&h| h > 0);
        let (a, b, c) = (heaps.next(), heaps.next(), heaps.next());
        match (self.take, a, b, c) {
            (0, Some(a), Some(b), Some(c)) => {
                tr!(
                    lang,
                    "move-octal-split-three",
                    pile = pile,
                    a = a,
                    b = b,
                    c = c
                )
            }
            (0, Some(a), Some(b), None) => tr!(lang, "move-octal-split", pile = pile, a = a, b = b),
            (0, _, _, _) => tr!(lang, "move-octal-take-nothing", pile = pile),
            (take, Some(a), Some(b), Some(c)) => tr!(
                lang,
                "move-octal-leaving-three",
                take = take,
                pile = pile,
                a = a,
                b = b,
                c = c
            ),
            (take, Some(a), Some(b), None) => {
                tr!(
                    lang,
                    "move-octal-leaving-two",
                    take = take,
                    pile = pile,
                    a = a,
                    b = b
                )
            }
            (take, Some(a), None, _) => {
                tr!(
                    lang,
                    "move-octal-leaving-one",
                    take = take,
                    pile = pile,
                    a = a
                )
            }
            (take, None, _, _) => {
                tr!(lang, "move-octal-leaving-nothing", take = take, pile = pile)
            }
        }
    }
}

impl Localize for AnyMove {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Take(m) => m.localize(lang),
            Self::Wythoff(m) => m.localize(lang),
            Self::Stair(m) => m.localize(lang),
            Self::Split(m) => m.localize(lang),
            Self::Octal(m) => m.localize(lang),
        }
    }
}

impl Localize for SumMove {
    fn localize(&self, lang: Lang) -> String {
        tr!(
            lang,
            "move-in-component",
            component = from_one(self.component),
            mv = self.mv.localize(lang)
        )
    }
}

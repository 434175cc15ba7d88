//! The core's error messages, written to a [`Console`] without `core::fmt`, and the line of
//! a position's Grundy value that quotes them when there is none.
//!
//! Each function writes exactly what the error's `Display` in the core writes (a host test
//! compares them for every variant), so a player reads the same words on the chip as on
//! the desktop; only the formatting machinery, kilobytes of a small chip's flash, is left
//! out.

use grundy::error::{GrundyError, IllegalMove, PositionError, RulesError};

use crate::console::{write_u64, write_u128, write_usize};
use crate::{Console, Turn};

/// The words of `u64::MAX`, which two messages name.
const MAX_STONES: &str = "18446744073709551615";

/// As `Display` for [`IllegalMove`].
pub fn illegal_move(out: &mut dyn Console, e: &IllegalMove) {
    match *e {
        IllegalMove::NoSuchPile { index, piles } => {
            out.write_str("there is no pile ");
            write_usize(out, index.saturating_add(1));
            out.write_str(" (there are ");
            write_usize(out, piles);
            out.write_str(")");
        }
        IllegalMove::TakesNothing => out.write_str("a move must take at least one stone"),
        IllegalMove::NotEnoughStones { take, available } => {
            out.write_str("cannot take ");
            write_u64(out, take);
            out.write_str(" stones from a pile of ");
            write_u64(out, available);
        }
        IllegalMove::MoreThanMaxTake { take, max_take } => {
            out.write_str("cannot take ");
            write_u64(out, take);
            out.write_str(" stones, at most ");
            write_u64(out, max_take);
            out.write_str(" per move");
        }
        IllegalMove::NotInSet { take } => {
            write_u64(out, take);
            out.write_str(" is not in the subtraction set");
        }
        IllegalMove::NotSmaller { pile, size } => {
            out.write_str("both new piles must be smaller than pile ");
            write_usize(out, pile.saturating_add(1));
            out.write_str(" (");
            write_u64(out, size);
            out.write_str(" stones)");
        }
        IllegalMove::TooManyPiles => {
            out.write_str("the result would have more than ");
            write_usize(out, grundy::piles::MAX_PILES);
            out.write_str(" piles");
        }
        IllegalMove::Overflow => {
            out.write_str("a pile would hold more than ");
            out.write_str(MAX_STONES);
            out.write_str(" stones");
        }
        _ => out.write_str("the core refuses the move"),
    }
}

/// As `Display` for [`grundy::error::PlayError`]: `illegal move: ` and the reason.
pub fn play_error(out: &mut dyn Console, reason: &IllegalMove) {
    out.write_str("illegal move: ");
    illegal_move(out, reason);
}

/// As `Display` for [`PositionError`].
pub fn position_error(out: &mut dyn Console, e: &PositionError) {
    match *e {
        PositionError::TooManyPiles { given, capacity } => {
            write_usize(out, given);
            out.write_str(" piles given, at most ");
            write_usize(out, capacity);
            out.write_str(" fit");
        }
        PositionError::WrongPileCount { expected, given } => {
            out.write_str("this game has exactly ");
            write_usize(out, expected);
            out.write_str(if expected == 1 { " pile, " } else { " piles, " });
            write_usize(out, given);
            out.write_str(" given");
        }
        PositionError::TooManyStones => {
            out.write_str("the staircase holds more than ");
            out.write_str(MAX_STONES);
            out.write_str(" stones in all");
        }
        _ => out.write_str("the core refuses the position"),
    }
}

/// As `Display` for [`RulesError`].
pub fn rules_error(out: &mut dyn Console, e: &RulesError) {
    match *e {
        RulesError::ZeroMaxTake => out.write_str("the largest take k must be at least 1"),
        RulesError::EmptySet => out.write_str("the subtraction set is empty"),
        RulesError::ZeroInSet => {
            out.write_str("the subtraction set contains 0 (a move that takes nothing)");
        }
        RulesError::SetTooLarge { capacity } => {
            out.write_str("the subtraction set has more than ");
            write_usize(out, capacity);
            out.write_str(" elements");
        }
        RulesError::NoPeriodWithin { capacity } => {
            out.write_str("no period of the Grundy sequence could be certified within ");
            write_usize(out, capacity);
            out.write_str(" values");
        }
        _ => out.write_str("the core refuses the rules"),
    }
}

/// As `Display` for [`GrundyError`].
pub fn grundy_error(out: &mut dyn Console, e: &GrundyError) {
    match *e {
        GrundyError::Misere => {
            out.write_str("Grundy values describe normal play, not misère play");
        }
        GrundyError::NoFormula { needed, capacity } => {
            out.write_str(
                "no formula for this Grundy value is known, and computing it needs a table of ",
            );
            write_u64(out, needed);
            out.write_str(" cells, more than the ");
            write_u64(out, capacity);
            out.write_str(" available (who wins is still exact)");
        }
        _ => out.write_str("the core gives no Grundy value here"),
    }
}

/// Writes `grundy G`, or why the core cannot give the value here.
pub(crate) fn grundy_of(out: &mut dyn Console, round: &dyn Turn) {
    match round.grundy() {
        Ok(g) => {
            out.write_str("grundy ");
            write_u128(out, g.get());
        }
        Err(e) => {
            out.write_str("grundy unknown (");
            grundy_error(out, &e);
            out.write_str(")");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Transcript;

    #[track_caller]
    fn same(written: impl FnOnce(&mut dyn Console), core: &dyn core::fmt::Display) {
        let mut out = Transcript::<512>::new(&[]);
        written(&mut out);
        assert_eq!(out.output(), core.to_string());
    }

    #[test]
    fn every_message_is_the_cores() {
        for e in [
            IllegalMove::NoSuchPile { index: 8, piles: 2 },
            IllegalMove::TakesNothing,
            IllegalMove::NotEnoughStones {
                take: 9,
                available: 5,
            },
            IllegalMove::MoreThanMaxTake {
                take: 4,
                max_take: u64::MAX,
            },
            IllegalMove::NotInSet { take: 0 },
            IllegalMove::NotSmaller { pile: 2, size: 7 },
            IllegalMove::TooManyPiles,
            IllegalMove::Overflow,
        ] {
            same(|out| illegal_move(out, &e), &e);
            let play = grundy::error::PlayError {
                position: (),
                reason: e,
            };
            same(|out| play_error(out, &e), &play);
        }
        for e in [
            PositionError::TooManyPiles {
                given: 40,
                capacity: 32,
            },
            PositionError::WrongPileCount {
                expected: 1,
                given: 0,
            },
            PositionError::WrongPileCount {
                expected: 2,
                given: 3,
            },
            PositionError::TooManyStones,
        ] {
            same(|out| position_error(out, &e), &e);
        }
        for e in [
            RulesError::ZeroMaxTake,
            RulesError::EmptySet,
            RulesError::ZeroInSet,
            RulesError::SetTooLarge { capacity: 8 },
            RulesError::NoPeriodWithin { capacity: 64 },
        ] {
            same(|out| rules_error(out, &e), &e);
        }
        for e in [
            GrundyError::Misere,
            GrundyError::NoFormula {
                needed: u64::MAX,
                capacity: 128,
            },
        ] {
            same(|out| grundy_error(out, &e), &e);
        }
    }
}

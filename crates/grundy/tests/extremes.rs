//! Wythoff's game at the u64 extremes, in a debug build (where an addition that overflows
//! panics): every answer is given or refused with an error, never by wrapping arithmetic.
//! The winning moves are checked by the rule that defines them: each leads to a position
//! from which the player to move loses, by the core's closed form for the P-positions, and
//! that closed form itself against P-positions built by their definition in `brute.rs`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use grundy::error::GrundyError;
use grundy::wythoff::WythoffPosition;
use grundy::{Game, Outcome, Wythoff};

const EXTREMES: [u64; 8] = [
    0,
    1,
    u32::MAX as u64,
    1 << 32,
    (1 << 63) - 1,
    1 << 63,
    u64::MAX - 1,
    u64::MAX,
];

#[test]
fn wythoff_at_the_extremes() {
    for a in EXTREMES {
        for b in EXTREMES {
            let position = WythoffPosition::new(a, b);
            let outcome = Wythoff.outcome(&position);
            let value = Wythoff.grundy(&position);
            match value {
                Ok(v) => assert_eq!(v == 0, outcome == Outcome::P, "({a}, {b})"),
                Err(e) => assert!(
                    matches!(e, GrundyError::NoFormula { .. }),
                    "({a}, {b}): {e}"
                ),
            }
            let winning: Vec<_> = Wythoff.winning_moves(&position).collect();
            assert_eq!(winning.is_empty(), outcome == Outcome::P, "({a}, {b})");
            for mv in winning {
                let after = Wythoff.play(position, mv).unwrap();
                assert_eq!(Wythoff.outcome(&after), Outcome::P, "({a}, {b}) {mv:?}");
            }
        }
    }
    // The largest position: no table of its values fits, and no addition past u64 is made.
    assert!(Wythoff::grundy_in(u64::MAX, u64::MAX, &mut [0u16; 64]).is_err());
    assert!(Wythoff::grundy_in(u64::MAX - 1, u64::MAX, &mut [0u16; 64]).is_err());
    assert_eq!(
        Wythoff::grundy_in(0, u64::MAX, &mut [0u16; 64]),
        Ok(u128::from(u64::MAX))
    );
}

//! Split Nim: replace a pile by two strictly smaller piles (sizes may be 0).

use crate::error::{GrundyError, IllegalMove, PlayError, PositionError};
use crate::game::{FromNumbers, Game, GameKind, Outcome};
use crate::nimber::Nimber;
use crate::piles::Piles;
use crate::piles::{per_pile, random_take};
use core::convert::Infallible;

/// Piles up to this size get every winning split; larger piles get one per pile where one
/// exists with a smaller value (an N-position always has such a pile), so that asking for
/// a hint never scans 10^18 pile sizes.
pub const SPLIT_SCAN_LIMIT: u64 = 4096;

/// The rules of Split Nim (AcWing 894): a move replaces one pile of x stones by two piles
/// a and b with 0 ≤ a, b < x (their sum may exceed x). Piles of size 0 that a move creates
/// are dropped; a pile of 1 can still be split, into two empty piles, which removes it.
///
/// The Grundy value of a pile of n is g(0) = 0 and, for n ≥ 1, the n-th odious number (a
/// number with an odd count of 1-bits: 1, 2, 4, 7, 8, 11, 13, 14, …; OEIS A000069):
/// g(n) = 2(n − 1) + [popcount(n − 1) is even]. This is the heap form of Mock Turtles.
/// The values reach 2^65, hence `u128`.
///
/// A position holds at most [`MAX_PILES`](crate::piles::MAX_PILES) piles. In a full position a
/// split
/// into two non-empty piles cannot be held: it is not listed (by [`Game::moves`], as a
/// winning move or a move to a value) and [`Game::play`] refuses it
/// ([`crate::error::IllegalMove::TooManyPiles`]). Values and outcomes are
/// those of Split Nim itself, exact for every position; a full N-position whose every winning
/// move needs two new piles lists none.
///
/// ```
/// use grundy::{FromNumbers, Game, Outcome, SplitNim};
///
/// let values: Vec<u128> = (0..8).map(SplitNim::grundy_of).collect();
/// assert_eq!(values, [0, 1, 2, 4, 7, 8, 11, 13]);
/// let game = SplitNim;
/// assert_eq!(game.outcome(&game.position(&[2, 3])?), Outcome::N);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SplitNim;

/// Replace pile `pile` (0-based) by piles `into[0]` and `into[1]`; the first takes the old
/// pile's place, the second comes right after it, and empty ones are dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SplitMove {
    /// Index of the pile split, from 0.
    pub pile: usize,
    /// The two new pile sizes, each smaller than the old one.
    pub into: [u64; 2],
}

impl core::fmt::Display for SplitMove {
    /// `split pile 1 into 2 and 0` (piles counted from 1).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let [a, b] = self.into;
        write!(
            f,
            "split pile {} into {a} and {b}",
            crate::ordinal::Nth(self.pile)
        )
    }
}

impl SplitNim {
    /// The Grundy value of one pile of `stones`, by the closed form.
    pub const fn grundy_of(stones: u64) -> u128 {
        match stones.checked_sub(1) {
            None => 0,
            Some(m) => 2 * m as u128 + (m.count_ones() % 2 == 0) as u128,
        }
    }

    /// The pile size whose Grundy value is `value`, if there is one (0 or odious values).
    #[expect(
        clippy::cast_possible_truncation,
        reason = "value >> 1 is below u64::MAX (tested just above)"
    )]
    pub const fn pile_of(value: u128) -> Option<u64> {
        if value == 0 {
            Some(0)
        } else if value.count_ones() % 2 == 1 && value >> 1 < u64::MAX as u128 {
            Some((value >> 1) as u64 + 1)
        } else {
            None
        }
    }

    /// The XOR of the piles' values, streamed: the Grundy value of any number of piles.
    pub fn grundy_sum(piles: impl IntoIterator<Item = u64>) -> u128 {
        piles.into_iter().fold(0, |x, p| x ^ Self::grundy_of(p))
    }

    /// The Grundy values of piles 0, 1, … computed by the mex engine from the rules alone
    /// (every split of every pile), for checking the closed form. Cells are `u32`.
    ///
    /// # Errors
    /// [`crate::engine::sg::TableError`] past 2048 cells, where values outgrow the bitset.
    pub fn fill_table(table: &mut [u32]) -> Result<(), crate::engine::sg::TableError> {
        crate::engine::sg::fill_table::<u32, 64>(table, |_, done, mex| {
            for (i, &a) in done.iter().enumerate() {
                for &b in done.iter().skip(i) {
                    mex.insert(u64::from(a ^ b));
                }
            }
        })
    }

    fn sum(position: &Piles) -> u128 {
        Self::grundy_sum(position.as_slice().iter().copied())
    }
}

impl Game for SplitNim {
    type Position = Piles;
    type Move = SplitMove;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = SplitMove> + 'a {
        position
            .as_slice()
            .iter()
            .enumerate()
            .flat_map(move |(pile, &x)| {
                // A full position has no room for a second new pile.
                let full = position.len() == crate::piles::MAX_PILES;
                (0..x).flat_map(move |b| {
                    let most = if full { 0 } else { b };
                    (0..=most).map(move |a| SplitMove { pile, into: [a, b] })
                })
            })
    }

    /// [`IllegalMove::TooManyPiles`] in a position of [`crate::piles::MAX_PILES`] piles with a pile
    /// of 2 or more: its splits into two non-empty piles are legal but cannot be held.
    fn unlisted(&self, position: &Piles) -> Option<IllegalMove> {
        (position.len() >= crate::piles::MAX_PILES && position.as_slice().iter().any(|&x| x >= 2))
            .then_some(IllegalMove::TooManyPiles)
    }

    fn play(&self, mut position: Piles, mv: SplitMove) -> Result<Piles, PlayError<Piles>> {
        let piles = position.len();
        let [a, b] = mv.into;
        let reason = match position.get(mv.pile) {
            None => IllegalMove::NoSuchPile {
                index: mv.pile,
                piles,
            },
            Some(size) if a >= size || b >= size => IllegalMove::NotSmaller {
                pile: mv.pile,
                size,
            },
            Some(_) if b != 0 && a != 0 && piles == crate::piles::MAX_PILES => {
                IllegalMove::TooManyPiles
            }
            Some(_) => {
                let mut at = mv.pile;
                let _ = position.remove(at);
                for size in [a, b] {
                    if size != 0 && position.insert(at, size) {
                        at += 1;
                    }
                }
                return Ok(position);
            }
        };
        Err(PlayError { position, reason })
    }

    fn is_terminal(&self, position: &Piles) -> bool {
        position.as_slice().iter().all(|&p| p == 0)
    }

    fn try_outcome(&self, position: &Piles) -> Result<Outcome, Infallible> {
        Ok(Outcome::from_grundy(Nimber::new(Self::sum(position))))
    }

    fn grundy(&self, position: &Piles) -> Result<Nimber, GrundyError> {
        Ok(Nimber::new(Self::sum(position)))
    }

    fn winning_moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = SplitMove> + 'a {
        let sum = Self::sum(position);
        splits_to(position, sum, sum != 0)
    }

    fn moves_to<'a>(
        &'a self,
        position: &'a Piles,
        value: Nimber,
    ) -> Result<impl Iterator<Item = SplitMove> + 'a, GrundyError> {
        let value = value.get();
        let change = Self::sum(position) ^ value;
        Ok(splits_to(position, change, change != 0))
    }

    fn canonical(&self, position: &Piles) -> Piles {
        position.sorted_nonempty()
    }

    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &Piles,
        rng: &mut R,
    ) -> Option<SplitMove> {
        let t = random_take(position, rng, |_, _| 1)?;
        let x = position.get(t.pile)?;
        let (a, b) = (crate::rng::below(rng, x), crate::rng::below(rng, x));
        // A full position has no room for a second new pile.
        let low = if position.len() == crate::piles::MAX_PILES {
            0
        } else {
            a.min(b)
        };
        Some(SplitMove {
            pile: t.pile,
            into: [low, a.max(b)],
        })
    }
}
impl SplitNim {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        GameKind::SplitNim
    }
}

impl FromNumbers for SplitNim {
    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        Piles::new(numbers)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
    }
}

/// The splits that change the position's value by `change` (XOR), when `any` (a change of 0
/// is no move: every split changes the value of its pile): in each pile x, splits (a, b),
/// a ≤ b < x, with g(a) ⊕ g(b) = g(x) ⊕ change. Piles up to [`SPLIT_SCAN_LIMIT`] are scanned
/// for every such split; a larger pile gets the one [`canonical_split`] finds.
fn splits_to(position: &Piles, change: u128, any: bool) -> impl Iterator<Item = SplitMove> + '_ {
    // A position of MAX_PILES piles has no room for a split into two non-empty piles: such
    // moves are not listed (Game::play refuses them).
    let full = position.len() == crate::piles::MAX_PILES;
    per_pile(position.as_slice(), move |pile, x, a| {
        if !any {
            return None;
        }
        let target = SplitNim::grundy_of(x) ^ change;
        let into = if x <= SPLIT_SCAN_LIMIT {
            // Scan the first new pile a below x.
            if a >= x {
                return None;
            }
            SplitNim::pile_of(target ^ SplitNim::grundy_of(a))
                .and_then(|b| (a <= b && b < x).then_some([a, b]))
        } else if a == 0 {
            canonical_split(x, target)
        } else {
            return None;
        };
        Some(
            into.filter(|&[a, _]| !full || a == 0)
                .map(|into| SplitMove { pile, into }),
        )
    })
}

/// One split of a pile of `x` into two piles whose values XOR to `target`, found without a
/// scan; there is always one when `target` is below the pile's own value (the mex of its
/// options), and sometimes one above it.
fn canonical_split(x: u64, target: u128) -> Option<[u64; 2]> {
    let [a, b] = if target == 0 {
        [0, 0]
    } else if let Some(b) = SplitNim::pile_of(target) {
        // An odious value is one new pile and an empty one.
        [0, b]
    } else {
        // An evil value is the XOR of its lowest bit and the rest, both odious and smaller.
        let low = target & target.wrapping_neg();
        let (a, b) = (SplitNim::pile_of(low)?, SplitNim::pile_of(target ^ low)?);
        [a.min(b), a.max(b)]
    };
    (b < x).then_some([a, b])
}

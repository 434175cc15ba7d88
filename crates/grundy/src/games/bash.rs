//! Bash: one pile of n stones, each move takes 1..=k of them.

use crate::error::{BashError, GrundyError, IllegalMove, PlayError, PositionError};
use crate::game::{Convention, FromNumbers, Game, GameKind, Outcome, Take};
use crate::nimber::Nimber;
use core::convert::Infallible;

/// The rules of Bash: one pile, a move takes between 1 and `k` stones (51nod 1066).
///
/// Normal play: the Grundy value of n is `n mod (k + 1)`, so the player to move loses exactly
/// when `k + 1` divides n. Misère play: the player to move loses exactly when
/// `n mod (k + 1) = 1`. Both hold for every `k` up to `u64::MAX`.
///
/// ```
/// use grundy::{Bash, FromNumbers, Game, Outcome, Take};
///
/// let bash = Bash::new(3)?;
/// let n = bash.position(&[10])?;
/// assert_eq!(bash.outcome(&n), Outcome::N);
/// assert_eq!(bash.winning_moves(&n).next(), Some(Take { pile: 0, count: 2 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bash {
    max_take: u64,
    convention: Convention,
}

/// A Bash position: the stones left in the one pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BashPosition {
    stones: [u64; 1],
}

impl BashPosition {
    /// A pile of `stones`.
    pub const fn new(stones: u64) -> Self {
        Self { stones: [stones] }
    }

    /// The stones left.
    pub const fn stones(self) -> u64 {
        self.stones[0]
    }

    /// The one pile, as a slice of one number.
    pub fn as_slice(&self) -> &[u64] {
        &self.stones
    }
}

impl Bash {
    /// Normal-play Bash where a move takes 1..=`max_take` stones.
    ///
    /// # Errors
    /// [`BashError::ZeroMaxTake`] when `max_take` is 0.
    pub const fn new(max_take: u64) -> Result<Self, BashError> {
        Self::with_convention(max_take, Convention::Normal)
    }

    /// The same Bash (the same largest take) under `convention`.
    pub const fn under(self, convention: Convention) -> Self {
        Self {
            max_take: self.max_take,
            convention,
        }
    }

    /// Bash under `convention`.
    ///
    /// # Errors
    /// [`BashError::ZeroMaxTake`] when `max_take` is 0.
    pub const fn with_convention(max_take: u64, convention: Convention) -> Result<Self, BashError> {
        if max_take == 0 {
            return Err(BashError::ZeroMaxTake);
        }
        Ok(Self {
            max_take,
            convention,
        })
    }

    /// The largest take, k.
    pub const fn max_take(self) -> u64 {
        self.max_take
    }

    /// Normal or misère play.
    pub const fn convention(self) -> Convention {
        self.convention
    }

    /// The modulus `k + 1` of the Grundy values (`n mod (k + 1)`), exact for every `k`: for
    /// `k = u64::MAX` it is 2^64, above every pile.
    pub const fn modulus(self) -> u128 {
        self.max_take as u128 + 1
    }

    /// `n mod (k + 1)`, exact for every `k` (for `k = u64::MAX` it is `n`).
    pub const fn residue(self, stones: u64) -> u64 {
        // k + 1 may be 2^64, above every pile: then the remainder is the pile itself. (In
        // u64, not u128: a u128 remainder is 3.5 KiB of a small chip's flash.)
        match self.max_take.checked_add(1) {
            Some(m) => stones % m,
            None => stones,
        }
    }

    /// Who wins a pile of `stones`, without building a position.
    pub const fn outcome_of(self, stones: u64) -> Outcome {
        let r = self.residue(stones);
        let loses = match self.convention {
            Convention::Normal => r == 0,
            Convention::Misere => r == 1,
        };
        if loses { Outcome::P } else { Outcome::N }
    }

    /// The one take from a pile of `stones` to a pile of Grundy value `value` (normal play),
    /// if there is one: the value of a pile is its residue `r`, and a take of 1..=k changes
    /// the residue to any other residue, so the take is `(r − value) mod (k + 1)`.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "value is at most max_take, a u64 (checked just above)"
    )]
    pub const fn take_to_value(self, stones: u64, value: u128) -> Option<u64> {
        let r = self.residue(stones);
        // Values are residues, at most k.
        if value > self.max_take as u128 || value == r as u128 {
            return None;
        }
        let v = value as u64;
        let take = if v < r {
            r - v
        } else {
            // r < v ≤ k, so k + 1 = max_take + 1 does not overflow here unless k = u64::MAX,
            // where the residue is the pile itself and v > r means the pile is too small.
            match self.max_take.checked_add(1) {
                Some(m) => m - (v - r),
                None => return None,
            }
        };
        if take <= stones { Some(take) } else { None }
    }

    /// The one winning take from a pile of `stones`, if the pile is an N-position.
    pub const fn winning_take(self, stones: u64) -> Option<u64> {
        let r = self.residue(stones);
        match self.convention {
            Convention::Normal if r != 0 => Some(r),
            // Leave a residue of 1: take r - 1, or k when r = 0 (then n ≥ k + 1).
            Convention::Misere if r > 1 => Some(r - 1),
            Convention::Misere if r == 0 && stones > 0 => Some(self.max_take),
            _ => None,
        }
    }
}

impl Game for Bash {
    type Position = BashPosition;
    type Move = Take;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn convention(&self) -> Convention {
        self.convention
    }

    fn moves<'a>(&'a self, position: &'a BashPosition) -> impl Iterator<Item = Take> + 'a {
        (1..=position.stones().min(self.max_take)).map(|count| Take { pile: 0, count })
    }

    fn play(
        &self,
        position: BashPosition,
        mv: Take,
    ) -> Result<BashPosition, PlayError<BashPosition>> {
        let n = position.stones();
        let reason = if mv.pile != 0 {
            IllegalMove::NoSuchPile {
                index: mv.pile,
                piles: 1,
            }
        } else if mv.count == 0 {
            IllegalMove::TakesNothing
        } else if mv.count > self.max_take {
            IllegalMove::MoreThanMaxTake {
                take: mv.count,
                max_take: self.max_take,
            }
        } else if let Some(left) = n.checked_sub(mv.count) {
            return Ok(BashPosition::new(left));
        } else {
            IllegalMove::NotEnoughStones {
                take: mv.count,
                available: n,
            }
        };
        Err(PlayError { position, reason })
    }

    fn is_terminal(&self, position: &BashPosition) -> bool {
        position.stones() == 0
    }

    fn try_outcome(&self, position: &BashPosition) -> Result<Outcome, Infallible> {
        Ok(self.outcome_of(position.stones()))
    }

    fn grundy(&self, position: &BashPosition) -> Result<Nimber, GrundyError> {
        match self.convention {
            Convention::Normal => Ok(Nimber::from(self.residue(position.stones()))),
            Convention::Misere => Err(GrundyError::Misere),
        }
    }

    fn winning_moves<'a>(&'a self, position: &'a BashPosition) -> impl Iterator<Item = Take> + 'a {
        self.winning_take(position.stones())
            .map(|count| Take { pile: 0, count })
            .into_iter()
    }

    fn moves_to<'a>(
        &'a self,
        position: &'a BashPosition,
        value: Nimber,
    ) -> Result<impl Iterator<Item = Take> + 'a, GrundyError> {
        let value = value.get();
        if self.convention == Convention::Misere {
            return Err(GrundyError::Misere);
        }
        Ok(self
            .take_to_value(position.stones(), value)
            .map(|count| Take { pile: 0, count })
            .into_iter())
    }

    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &BashPosition,
        rng: &mut R,
    ) -> Option<Take> {
        let most = position.stones().min(self.max_take);
        (most > 0).then(|| Take {
            pile: 0,
            count: 1 + crate::rng::below(rng, most),
        })
    }
}
impl Bash {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        GameKind::Bash
    }
}

impl FromNumbers for Bash {
    fn position(&self, numbers: &[u64]) -> Result<BashPosition, PositionError> {
        match numbers {
            [n] => Ok(BashPosition::new(*n)),
            _ => Err(PositionError::WrongPileCount {
                expected: 1,
                given: numbers.len(),
            }),
        }
    }

    fn numbers<'p>(&self, position: &'p BashPosition) -> &'p [u64] {
        &position.stones
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_k_is_exact() {
        let bash = Bash::new(u64::MAX).unwrap();
        assert_eq!(bash.residue(u64::MAX), u64::MAX);
        assert_eq!(bash.outcome_of(0), Outcome::P);
        assert_eq!(bash.winning_take(u64::MAX), Some(u64::MAX));
    }
}

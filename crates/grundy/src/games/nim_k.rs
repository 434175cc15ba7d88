//! Moore's Nim_k: a move takes stones from at least one and at most `k` piles (any positive
//! number from each pile it touches); whoever takes the last stone wins. Nim is `k = 1`.
//!
//! **Moore's theorem** (E. H. Moore, "A generalization of the game called Nim", Annals of
//! Mathematics 11, 1910): write the piles in binary; the player to move loses exactly when,
//! in every binary column, the number of piles with a 1 there is divisible by `k + 1`.
//!
//! A winning move is built column by column from the highest (the proof of the theorem,
//! done as an algorithm): a pile once reduced has every lower bit free. In a column whose
//! count of 1s among the piles not yet reduced is `c`, with `r = c mod (k + 1)` and `m` piles
//! already reduced: if `m + r ≤ k`, reduce `r` more piles that have a 1 there (clearing it);
//! otherwise set the bit in `k + 1 − r` of the reduced piles (there are enough, since
//! `m ≥ k + 1 − r`). Exact for every pile up to `u64::MAX` and every `k`; no search.
//!
//! Grundy values of Nim_k have no known closed form for `k ≥ 2`; this module answers who
//! wins and how.
//!
//! ```
//! use grundy::nim_k::MooreNim;
//! use grundy::{Outcome, Piles};
//!
//! let nim2 = MooreNim::new(2)?;
//! // 1 = 01, 2 = 10, 3 = 11: two 1s in each column, not divisible by k + 1 = 3.
//! assert_eq!(nim2.outcome_of([1, 2, 3]), Outcome::N);
//! assert_eq!(nim2.outcome_of([3, 3, 3]), Outcome::P); // three 1s in each column
//! let position = Piles::new(&[5, 4, 7, 1])?;
//! let mv = nim2.winning_move(&position).ok_or("no winning move")?;
//! let after = nim2.play(position, &mv)?;
//! assert_eq!(nim2.outcome(&after), Outcome::P);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use heapless::Vec;

use crate::capacity::MAX_PILES;
use crate::error::{IllegalMove, PlayError};
use crate::game::{Outcome, Take};
use crate::piles::Piles;

/// Why Moore's Nim was refused, or a move of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum MooreError {
    /// `k` must be at least 1.
    ZeroK,
    /// A move must take from at least one pile and at most `k`, each pile once.
    BadMove {
        /// The rules' `k`.
        k: u64,
    },
}

impl fmt::Display for MooreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ZeroK => f.write_str("k must be at least 1 (a move takes from 1 to k piles)"),
            Self::BadMove { k } => write!(
                f,
                "a move takes from at least 1 and at most {k} piles, each pile once"
            ),
        }
    }
}

impl core::error::Error for MooreError {}

/// A move of Moore's Nim: stones taken from up to `k` different piles, in order of pile.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MooreMove {
    takes: Vec<Take, MAX_PILES>,
}

impl MooreMove {
    /// The takes, one per pile touched, in increasing order of pile.
    pub fn takes(&self) -> &[Take] {
        &self.takes
    }
}

impl fmt::Display for MooreMove {
    /// `take 3 from pile 1, 2 from pile 4 and 1 from pile 5` (piles counted from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.takes.len();
        for (i, t) in self.takes.iter().enumerate() {
            let sep = match i {
                0 => "take ",
                _ if i + 1 == n => " and ",
                _ => ", ",
            };
            write!(
                f,
                "{sep}{} from pile {}",
                t.count,
                crate::ordinal::Nth(t.pile)
            )?;
        }
        Ok(())
    }
}

/// The rules of Moore's Nim_k.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MooreNim {
    k: u64,
}

impl MooreNim {
    /// Nim_k: a move takes from 1 to `k` piles.
    ///
    /// # Errors
    /// [`MooreError::ZeroK`] when `k` is 0.
    pub const fn new(k: u64) -> Result<Self, MooreError> {
        if k == 0 {
            Err(MooreError::ZeroK)
        } else {
            Ok(Self { k })
        }
    }

    /// The most piles one move touches.
    pub const fn k(self) -> u64 {
        self.k
    }

    /// `k + 1`, the modulus of the column counts (2^64 for `k = u64::MAX`).
    const fn modulus(self) -> u128 {
        self.k as u128 + 1
    }

    /// Each binary column's count of 1s modulo `k + 1`, streamed (no limit on the piles).
    pub fn column_counts(self, piles: impl IntoIterator<Item = u64>) -> [u64; 64] {
        let m = self.modulus();
        let mut counts = [0u64; 64];
        for pile in piles {
            for (bit, count) in counts.iter_mut().enumerate() {
                if pile >> bit & 1 == 1 {
                    // count < m ≤ 2^64, so count + 1 ≤ 2^64 and is reduced below m.
                    let next = (u128::from(*count) + 1) % m;
                    *count = u64::try_from(next).unwrap_or(0);
                }
            }
        }
        counts
    }

    /// Who wins `piles`, streamed (no limit on how many): P exactly when every column's count
    /// of 1s is divisible by `k + 1`.
    pub fn outcome_of(self, piles: impl IntoIterator<Item = u64>) -> Outcome {
        if self.column_counts(piles).iter().all(|&c| c == 0) {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// Whether no move is left: every pile is empty.
    pub fn is_terminal(position: &Piles) -> bool {
        position.as_slice().iter().all(|&p| p == 0)
    }

    /// Who wins `position`.
    pub fn outcome(self, position: &Piles) -> Outcome {
        self.outcome_of(position.as_slice().iter().copied())
    }

    /// A winning move, or `None` from a P-position: Moore's construction, column by column
    /// (see the module's documentation). It reduces as few piles as that construction needs,
    /// the first ones in order among equals.
    pub fn winning_move(self, position: &Piles) -> Option<MooreMove> {
        let piles = position.as_slice();
        let m = self.modulus();
        let mut target = [0u64; MAX_PILES];
        let mut reduced = [false; MAX_PILES];
        let mut count_reduced: u128 = 0;
        for (slot, &p) in target.iter_mut().zip(piles) {
            *slot = p;
        }
        for bit in (0..64u32).rev() {
            let has = |i: usize| piles.get(i).is_some_and(|&p| p >> bit & 1 == 1);
            let c = (0..piles.len())
                .filter(|&i| !reduced.get(i).copied().unwrap_or(true) && has(i))
                .count();
            let r = u128::try_from(c).unwrap_or(u128::MAX) % m;
            if r == 0 {
                continue;
            }
            if count_reduced + r <= u128::from(self.k) {
                // Reduce r more piles with a 1 here: keep the bits above, clear the rest.
                let mut left = r;
                for i in 0..piles.len() {
                    if left == 0 {
                        break;
                    }
                    if reduced.get(i).copied().unwrap_or(true) || !has(i) {
                        continue;
                    }
                    let below = (2u64 << bit).wrapping_sub(1);
                    if let (Some(t), Some(f)) = (target.get_mut(i), reduced.get_mut(i)) {
                        *t &= !below;
                        *f = true;
                    }
                    left -= 1;
                }
                count_reduced += r;
            } else {
                // Set the bit in k + 1 − r reduced piles (their lower bits are free).
                let mut left = m - r;
                for (t, _) in target.iter_mut().zip(reduced).filter(|(_, f)| *f) {
                    if left == 0 {
                        break;
                    }
                    *t |= 1 << bit;
                    left -= 1;
                }
            }
        }
        let mut takes = Vec::new();
        for (pile, (&p, &t)) in piles.iter().zip(&target).enumerate() {
            if t < p {
                takes.push(Take { pile, count: p - t }).ok()?;
            }
        }
        (!takes.is_empty()).then_some(MooreMove { takes })
    }

    /// The move taking `takes` (each pile once, 1 to `k` of them, in any order).
    ///
    /// # Errors
    /// [`MooreError::BadMove`] when there are no takes, more than `k`, or a pile twice.
    pub fn make_move(self, takes: &[Take]) -> Result<MooreMove, MooreError> {
        let bad = MooreError::BadMove { k: self.k };
        if takes.is_empty() || u64::try_from(takes.len()).map_or(true, |n| n > self.k) {
            return Err(bad);
        }
        let mut sorted: Vec<Take, MAX_PILES> = Vec::from_slice(takes).map_err(|_| bad)?;
        sorted.sort_unstable_by_key(|t| t.pile);
        if sorted
            .windows(2)
            .any(|w| matches!(*w, [a, b] if a.pile == b.pile))
        {
            return Err(bad);
        }
        Ok(MooreMove { takes: sorted })
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// [`PlayError`] with the position unchanged when a take is illegal (no such pile,
    /// nothing taken, more than the pile holds) or the move touches more than `k` piles or a
    /// pile twice ([`IllegalMove::OtherGame`]: not a move of these rules).
    pub fn play(self, mut position: Piles, mv: &MooreMove) -> Result<Piles, PlayError<Piles>> {
        let increasing = mv
            .takes
            .windows(2)
            .all(|w| matches!(*w, [a, b] if a.pile < b.pile));
        if !increasing || u64::try_from(mv.takes.len()).map_or(true, |n| n > self.k) {
            return Err(PlayError {
                position,
                reason: IllegalMove::OtherGame,
            });
        }
        let piles = position.len();
        // Check every take before changing anything.
        for t in &mv.takes {
            let reason = match position.get(t.pile) {
                None => IllegalMove::NoSuchPile {
                    index: t.pile,
                    piles,
                },
                Some(_) if t.count == 0 => IllegalMove::TakesNothing,
                Some(size) if t.count > size => IllegalMove::NotEnoughStones {
                    take: t.count,
                    available: size,
                },
                Some(_) => continue,
            };
            return Err(PlayError { position, reason });
        }
        for t in &mv.takes {
            if let Some(size) = position.get_mut(t.pile) {
                *size -= t.count;
            }
        }
        Ok(position)
    }
}

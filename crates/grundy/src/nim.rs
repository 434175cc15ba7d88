//! Nim: take any number of stones from one pile.

use crate::{
    Convention, Game, GameKind, GrundyError, IllegalMove, Outcome, Piles, PlayError, PositionError,
    SplitMix64, Take,
};

/// The rules of Nim: a move takes one or more stones from one pile (51nod 1069, AcWing 891).
///
/// Normal play (Bouton, 1901): the Grundy value is the XOR of the piles (the nim-sum), and
/// the player to move loses exactly when it is 0. Misère play: the same, except when every
/// pile has at most one stone, where the player to move loses exactly when the number of
/// 1-piles is odd.
///
/// ```
/// use grundy::{Game, Nim, Outcome, Take};
///
/// let nim = Nim::misere();
/// let p = nim.position(&[1, 1, 1])?;
/// assert_eq!(nim.outcome(&p), Outcome::P);
/// assert_eq!(Nim::nim_sum([2, 3]), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Nim {
    convention: Convention,
}

impl Nim {
    /// Normal-play Nim.
    pub const fn normal() -> Self {
        Self {
            convention: Convention::Normal,
        }
    }

    /// Misère Nim: whoever takes the last stone loses.
    pub const fn misere() -> Self {
        Self {
            convention: Convention::Misere,
        }
    }

    /// Nim under `convention`.
    pub const fn with_convention(convention: Convention) -> Self {
        Self { convention }
    }

    /// Normal or misère play.
    pub const fn convention(self) -> Convention {
        self.convention
    }

    /// The XOR of any number of piles, streamed (no capacity limit).
    pub fn nim_sum(piles: impl IntoIterator<Item = u64>) -> u64 {
        piles.into_iter().fold(0, |x, p| x ^ p)
    }

    /// Who wins the piles `piles` under `convention`, streamed (no capacity limit).
    pub fn outcome_of(convention: Convention, piles: impl IntoIterator<Item = u64>) -> Outcome {
        let (sum, ones, big) = piles
            .into_iter()
            .fold((0u64, 0usize, false), |(x, ones, big), p| {
                (x ^ p, ones + usize::from(p == 1), big || p > 1)
            });
        match convention {
            Convention::Misere if !big => {
                if ones % 2 == 1 {
                    Outcome::P
                } else {
                    Outcome::N
                }
            }
            _ => Outcome::from_grundy(u128::from(sum)),
        }
    }
}

impl Game for Nim {
    type Position = Piles;
    type Move = Take;

    fn kind(&self) -> GameKind {
        GameKind::Nim
    }

    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        Piles::new(numbers)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
    }

    fn moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = Take> + 'a {
        take_moves(position)
    }

    fn play(&self, position: Piles, mv: Take) -> Result<Piles, PlayError<Piles>> {
        take_from(position, mv)
    }

    fn is_terminal(&self, position: &Piles) -> bool {
        position.as_slice().iter().all(|&p| p == 0)
    }

    fn outcome(&self, position: &Piles) -> Outcome {
        Self::outcome_of(self.convention, position.as_slice().iter().copied())
    }

    fn grundy(&self, position: &Piles) -> Result<u128, GrundyError> {
        match self.convention {
            Convention::Normal => Ok(u128::from(Self::nim_sum(
                position.as_slice().iter().copied(),
            ))),
            Convention::Misere => Err(GrundyError::Misere),
        }
    }

    fn winning_moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = Take> + 'a {
        let sum = Self::nim_sum(position.as_slice().iter().copied());
        let winning = self.outcome(position) == Outcome::N;
        crate::piles::per_pile(position.as_slice(), move |pile, size, i| {
            // Normal play: leave size ^ sum. Misère play can also need 0 or 1 left (when the
            // result has no pile above 1); the outcome test below keeps the right ones.
            let targets = [size ^ sum, 0, 1];
            let (true, Some(&t)) = (winning, targets.get(i as usize)) else {
                return None;
            };
            let fresh = t < size && !targets.iter().take(i as usize).any(|&u| u == t);
            let mv = Take {
                pile,
                count: size.wrapping_sub(t),
            };
            Some(
                (fresh
                    && take_from(position.clone(), mv)
                        .is_ok_and(|after| self.outcome(&after) == Outcome::P))
                .then_some(mv),
            )
        })
    }

    fn random_move(&self, position: &Piles, rng: &mut SplitMix64) -> Option<Take> {
        random_take(position, rng, |size, rng| 1 + rng.below(size))
    }
}

/// Every `Take` from every pile, lazily: pile by pile, one stone first.
pub(crate) fn take_moves(position: &Piles) -> impl Iterator<Item = Take> + '_ {
    position
        .as_slice()
        .iter()
        .enumerate()
        .flat_map(|(pile, &size)| (1..=size).map(move |count| Take { pile, count }))
}

/// Plays a `Take` with the checks every take game shares (pile exists, 1 ≤ count ≤ size).
pub(crate) fn take_from(mut position: Piles, mv: Take) -> Result<Piles, PlayError<Piles>> {
    let piles = position.len();
    let reason = match position.get_mut(mv.pile) {
        None => IllegalMove::NoSuchPile {
            index: mv.pile,
            piles,
        },
        Some(_) if mv.count == 0 => IllegalMove::TakesNothing,
        Some(size) => match size.checked_sub(mv.count) {
            Some(left) => {
                *size = left;
                return Ok(position);
            }
            None => IllegalMove::NotEnoughStones {
                take: mv.count,
                available: *size,
            },
        },
    };
    Err(PlayError { position, reason })
}

/// A random non-empty pile, then a count from `count(size, rng)`; `None` when no pile has
/// a move (`count` must return a legal count for a non-empty pile, or 0 for none).
pub(crate) fn random_take(
    position: &Piles,
    rng: &mut SplitMix64,
    mut count: impl FnMut(u64, &mut SplitMix64) -> u64,
) -> Option<Take> {
    let piles = position.as_slice();
    let start = usize::try_from(rng.below(piles.len() as u64)).unwrap_or(0);
    (0..piles.len())
        .map(|i| (start + i) % piles.len())
        .find_map(|pile| {
            let size = *piles.get(pile)?;
            if size == 0 {
                return None;
            }
            let c = count(size, rng);
            (c > 0).then_some(Take { pile, count: c })
        })
}

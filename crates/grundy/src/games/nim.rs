//! Nim: take any number of stones from one pile.

pub use crate::games::bouton::Bouton;
use core::convert::Infallible;

use crate::error::{GrundyError, PlayError, PositionError};
use crate::game::{Convention, FromNumbers, Game, GameKind, Outcome, Take};
use crate::nimber::Nimber;
use crate::piles::Piles;
use crate::piles::{per_pile, random_take, take_from, take_moves};

/// The rules of Nim: a move takes one or more stones from one pile (51nod 1069, AcWing 891).
///
/// Normal play (Bouton, 1901): the Grundy value is the XOR of the piles (the nim-sum), and
/// the player to move loses exactly when it is 0. Misère play: the same, except when every
/// pile has at most one stone, where the player to move loses exactly when the number of
/// 1-piles is odd.
///
/// ```
/// use grundy::{FromNumbers, Game, Nim, Outcome, Take};
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
            _ => Outcome::from_grundy(Nimber::from(sum)),
        }
    }
}

impl Game for Nim {
    type Position = Piles;
    type Move = Take;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn convention(&self) -> Convention {
        self.convention
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

    fn try_outcome(&self, position: &Piles) -> Result<Outcome, Infallible> {
        Ok(Self::outcome_of(
            self.convention,
            position.as_slice().iter().copied(),
        ))
    }

    fn grundy(&self, position: &Piles) -> Result<Nimber, GrundyError> {
        match self.convention {
            Convention::Normal => Ok(Nimber::from(Self::nim_sum(
                position.as_slice().iter().copied(),
            ))),
            Convention::Misere => Err(GrundyError::Misere),
        }
    }

    #[expect(
        clippy::cast_possible_truncation,
        reason = "i counts the three targets of a pile, below 3"
    )]
    fn winning_moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = Take> + 'a {
        let sum = Self::nim_sum(position.as_slice().iter().copied());
        let winning = self.outcome(position) == Outcome::N;
        per_pile(position.as_slice(), move |pile, size, i| {
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

    #[expect(
        clippy::cast_possible_truncation,
        reason = "target is below size, a u64 (tested by the then)"
    )]
    fn moves_to<'a>(
        &'a self,
        position: &'a Piles,
        value: Nimber,
    ) -> Result<impl Iterator<Item = Take> + 'a, GrundyError> {
        let value = value.get();
        if self.convention == Convention::Misere {
            return Err(GrundyError::Misere);
        }
        let sum = u128::from(Self::nim_sum(position.as_slice().iter().copied()));
        // At most one move per pile: the pile whose new size makes the XOR `value`.
        Ok(per_pile(position.as_slice(), move |pile, size, i| {
            let target = u128::from(size) ^ sum ^ value;
            (i == 0).then(|| {
                (target < u128::from(size)).then(|| Take {
                    pile,
                    count: size - target as u64,
                })
            })
        }))
    }

    fn canonical(&self, position: &Piles) -> Piles {
        position.sorted_nonempty()
    }

    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &Piles,
        rng: &mut R,
    ) -> Option<Take> {
        random_take(position, rng, |size, rng| 1 + crate::rng::below(rng, size))
    }
}
impl Nim {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        GameKind::Nim
    }
}

impl FromNumbers for Nim {
    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        Piles::new(numbers)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
    }
}

//! Staircase Nim: move stones from a step to the step below; step 0 is the ground.

use crate::error::{GrundyError, IllegalMove, PlayError, PositionError};
use crate::game::{FromNumbers, Game, GameKind, Outcome};
use crate::nimber::Nimber;
use crate::piles::Piles;
use crate::piles::per_pile;
use core::convert::Infallible;

/// The rules of Staircase Nim (AcWing 892): steps 1..=n hold stones; a move takes one or
/// more stones from step i and puts them on step i − 1; stones on the ground (step 0) are
/// out of play.
///
/// The Grundy value is the XOR of the odd steps. Moves from an odd step are Nim moves on
/// the odd steps; a move from an even step adds stones to an odd step, and the opponent can
/// move the same stones one step further down, back to where the odd steps were.
///
/// Every step holds up to `u64::MAX` stones, with no limit on their total. Values and
/// outcomes are those of Staircase Nim itself (the odd steps' XOR), exact for every such
/// position. A move that would push a step past `u64::MAX` is the one thing a position cannot
/// hold: such moves are not listed (not by [`Game::moves`], nor as winning moves or moves to a
/// value) and [`Game::play`] refuses them ([`IllegalMove::Overflow`]). Only positions with
/// steps near 2^64 meet this, and in a few of them every winning move overflows: `0 1
/// 18446744073709551615` is an N-position whose one winning move (emptying step 3 onto step
/// 2) cannot be held, so it lists no winning move.
///
/// ```
/// use grundy::{FromNumbers, Game, Outcome, Staircase};
/// use grundy::staircase::StairMove;
///
/// let stairs = Staircase;
/// let p = stairs.position(&[2, 1, 3])?; // step 1 holds 2, step 2 holds 1, step 3 holds 3
/// assert_eq!(stairs.grundy(&p)?, 2 ^ 3);
/// let hint = stairs.winning_moves(&p).next();
/// assert_eq!(hint, Some(StairMove { step: 2, count: 1 })); // steps become 3, 0, 3: XOR of odd steps 0
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Staircase;

/// Move `count` stones from step `step` (1-based: step 1 is just above the ground) to step
/// `step − 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StairMove {
    /// The step the stones leave, from 1.
    pub step: usize,
    /// Stones moved, at least 1.
    pub count: u64,
}

impl core::fmt::Display for StairMove {
    /// `move 2 from step 3 to step 2`, or `… to the ground` from step 1.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.step {
            1 => write!(f, "move {} from step 1 to the ground", self.count),
            s => write!(f, "move {} from step {s} to step {}", self.count, s - 1),
        }
    }
}

impl Staircase {
    /// Whether the stones on `step` (1-based) count in the position's value: the odd steps
    /// do, the even steps do not (a move from an even step is undone by moving the same
    /// stones on from the odd step below).
    pub const fn step_counts(step: u64) -> bool {
        step % 2 == 1
    }

    /// The XOR of the odd steps of `steps` (step 1 first), streamed: the Grundy value.
    pub fn odd_step_xor(steps: impl IntoIterator<Item = u64>) -> u64 {
        steps.into_iter().step_by(2).fold(0, |x, s| x ^ s)
    }
}

impl Game for Staircase {
    type Position = Piles;
    type Move = StairMove;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = StairMove> + 'a {
        let steps = position.as_slice();
        steps.iter().enumerate().flat_map(move |(i, &size)| {
            // Stones pushed onto the step below must fit it (the ground takes any number).
            let room = i
                .checked_sub(1)
                .and_then(|j| steps.get(j))
                .map_or(u64::MAX, |&below| u64::MAX - below);
            (1..=size.min(room)).map(move |count| StairMove { step: i + 1, count })
        })
    }

    /// [`IllegalMove::Overflow`] when some step holds more stones than the step below it has
    /// room for: moving them all down is legal but cannot be held.
    fn unlisted(&self, position: &Piles) -> Option<IllegalMove> {
        let steps = position.as_slice();
        steps
            .windows(2)
            .any(|pair| matches!(pair, [below, above] if below.checked_add(*above).is_none()))
            .then_some(IllegalMove::Overflow)
    }

    fn play(&self, mut position: Piles, mv: StairMove) -> Result<Piles, PlayError<Piles>> {
        let from = mv.step.checked_sub(1);
        let below = mv.step.checked_sub(2);
        let reason = match from.and_then(|i| position.get(i)) {
            None => IllegalMove::NoSuchPile {
                index: mv.step.wrapping_sub(1),
                piles: position.len(),
            },
            Some(_) if mv.count == 0 => IllegalMove::TakesNothing,
            Some(size) if size < mv.count => IllegalMove::NotEnoughStones {
                take: mv.count,
                available: size,
            },
            Some(size) => {
                // The step below must hold the stones pushed onto it.
                let raised = below.map(|j| position.get(j).and_then(|b| b.checked_add(mv.count)));
                if raised == Some(None) {
                    IllegalMove::Overflow
                } else {
                    if let Some(f) = from.and_then(|i| position.get_mut(i)) {
                        *f = size - mv.count;
                    }
                    if let (Some(j), Some(Some(v))) = (below, raised)
                        && let Some(b) = position.get_mut(j)
                    {
                        *b = v;
                    }
                    return Ok(position);
                }
            }
        };
        Err(PlayError { position, reason })
    }

    fn is_terminal(&self, position: &Piles) -> bool {
        position.as_slice().iter().all(|&s| s == 0)
    }

    fn try_outcome(&self, position: &Piles) -> Result<Outcome, Infallible> {
        Ok({
            Outcome::from_grundy(Nimber::from(Self::odd_step_xor(
                position.as_slice().iter().copied(),
            )))
        })
    }

    fn grundy(&self, position: &Piles) -> Result<Nimber, GrundyError> {
        Ok(Nimber::from(Self::odd_step_xor(
            position.as_slice().iter().copied(),
        )))
    }

    fn winning_moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = StairMove> + 'a {
        let x = Self::odd_step_xor(position.as_slice().iter().copied());
        let steps = position.as_slice();
        // At most one winning move per step.
        per_pile(steps, move |i, size, k| {
            (x != 0 && k == 0).then(|| move_changing_xor_by(steps, x, i, size))
        })
    }

    fn moves_to<'a>(
        &'a self,
        position: &'a Piles,
        value: Nimber,
    ) -> Result<impl Iterator<Item = StairMove> + 'a, GrundyError> {
        let value = value.get();
        let steps = position.as_slice();
        let x = u128::from(Self::odd_step_xor(steps.iter().copied())) ^ value;
        // The value is the XOR of the odd steps, at most u64::MAX: a larger one is unreachable.
        let x = u64::try_from(x).ok().filter(|&x| x != 0);
        Ok(per_pile(steps, move |i, size, k| {
            let x = x?;
            (k == 0).then(|| move_changing_xor_by(steps, x, i, size))
        }))
    }

    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &Piles,
        rng: &mut R,
    ) -> Option<StairMove> {
        let steps = position.as_slice();
        // Piles are drawn in turn from a random start; a step whose stones cannot move down
        // (the step below is full) is skipped.
        let start = usize::try_from(crate::rng::below(rng, steps.len() as u64)).unwrap_or(0);
        (0..steps.len())
            .map(|k| (start + k) % steps.len())
            .find_map(|i| {
                let size = *steps.get(i)?;
                let room = i
                    .checked_sub(1)
                    .and_then(|j| steps.get(j))
                    .map_or(u64::MAX, |&below| u64::MAX - below);
                let most = size.min(room);
                (most > 0).then(|| StairMove {
                    step: i + 1,
                    count: 1 + crate::rng::below(rng, most),
                })
            })
    }
}
impl Staircase {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        GameKind::Staircase
    }
}

impl FromNumbers for Staircase {
    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        Piles::new(numbers)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
    }
}

/// The move from step `i + 1` (0-based `i`) holding `size` stones that changes the XOR of the
/// odd steps by `x` (not 0), if there is one: a Nim move on an odd step lowers it to
/// `size ^ x`; stones pushed down from an even step raise the odd step below to `below ^ x`.
fn move_changing_xor_by(steps: &[u64], x: u64, i: usize, size: u64) -> Option<StairMove> {
    let step = i + 1;
    if step % 2 == 1 {
        // An odd step: a Nim move on it, its stones pushed onto the even step below, which
        // must hold them (the ground holds any number).
        let target = size ^ x;
        let count = size - target.min(size);
        let fits = i
            .checked_sub(1)
            .and_then(|j| steps.get(j))
            .is_none_or(|&below| below.checked_add(count).is_some());
        (target < size && fits).then_some(StairMove { step, count })
    } else {
        // An even step: push stones onto the odd step below to raise it.
        let below = *steps.get(i.wrapping_sub(1))?;
        let target = below ^ x;
        let count = target.checked_sub(below)?;
        (count > 0 && count <= size).then_some(StairMove { step, count })
    }
}

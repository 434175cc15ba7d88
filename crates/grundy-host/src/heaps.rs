//! The Nim heaps a position of a sum plays as, for Bouton's working: one heap per component,
//! of its Grundy value (Sprague–Grundy), or, for one game that plays exactly as Nim on its
//! piles, the piles themselves.

use grundy::any::Storage;
use grundy::error::SumError;
use grundy::nim::Bouton;
use grundy::sum::SumPosition;
use grundy::{Game, Sum};

/// What the heaps of [`NimHeaps`] stand for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapsOf {
    /// The components of a sum (or the one game), each a heap of its Grundy value.
    Components,
    /// The piles of one game whose position plays exactly as Nim on them
    /// ([`grundy::AnyGame::nim_heaps`]): plain Nim, for one.
    Piles,
}

/// The Nim heaps a position is equivalent to: the XOR of their sizes is the position's
/// Grundy value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimHeaps {
    /// What they stand for.
    pub of: HeapsOf,
    /// Their sizes, in the order of the components (or of the piles).
    pub sizes: Vec<u128>,
}

impl NimHeaps {
    /// The core's binary working of Bouton's theorem for these heaps.
    pub fn bouton(&self) -> Bouton<'_> {
        Bouton::new(&self.sizes)
    }
}

/// The Nim heaps of `position`: for a sum of one game that plays as Nim on its piles, the
/// piles; otherwise one heap per component, of its Grundy value.
///
/// ```
/// use grundy::{AnyGame, Bash, Convention, Nim, Sum};
/// use grundy_host::{HeapsOf, nim_heaps};
///
/// let games = [AnyGame::Nim(Nim::normal()), AnyGame::Bash(Bash::new(3)?)];
/// let sum: Sum = Sum::new(games, Convention::Normal)?;
/// let position = sum.position(&[&[3, 4], &[6]])?;
/// let heaps = nim_heaps(&sum, &position)?;
/// // Nim's value 3 ⊕ 4, Bash's 6 mod 4.
/// assert_eq!((heaps.of, heaps.sizes), (HeapsOf::Components, vec![7, 2]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// The core's reason when the position has no Grundy value ([`SumError`]): misère play of
/// a sum, or a component whose value is unknown.
pub fn nim_heaps<S: Storage>(sum: &Sum<S>, position: &SumPosition) -> Result<NimHeaps, SumError> {
    sum.grundy(position)?;
    if let ([game], [part]) = (sum.components(), position.parts())
        && let Some(piles) = game.nim_heaps(part)
    {
        return Ok(NimHeaps {
            of: HeapsOf::Piles,
            sizes: piles.iter().map(|&p| u128::from(p)).collect(),
        });
    }
    let sizes = sum
        .values(position)
        .enumerate()
        .map(|(component, v)| {
            v.map(u128::from)
                .map_err(|error| SumError::Component { component, error })
        })
        .collect::<Result<Vec<u128>, SumError>>()?;
    Ok(NimHeaps {
        of: HeapsOf::Components,
        sizes,
    })
}

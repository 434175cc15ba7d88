//! Where the tables of the games without a closed form live: the storage trait and the
//! fixed arrays a microcontroller keeps inside the game value; the Wythoff table a game
//! holds, and Wythoff's values and moves through it.

use core::fmt;

use crate::error::GrundyError;
use crate::game::Game;
use crate::games::set_nim::DEFAULT_TABLE;
use crate::games::wythoff::{
    WYTHOFF_STACK_CELLS, Wythoff, WythoffMove, WythoffPosition, WythoffTable,
};
use crate::nimber::Nimber;

/// Where the tables of the games without a closed form live.
///
/// The core never allocates: a game that needs a table asks its storage for one, with the
/// length it would like, and takes what it gets (the storage's capacity). [`Inline`] keeps
/// fixed arrays inside the game value, for a microcontroller; a desktop front end implements
/// this trait with `Vec`s of a desktop's size.
pub trait Storage {
    /// A table of bytes (Set Nim's values, at most 128).
    type Bytes: AsRef<[u8]> + AsMut<[u8]> + Clone + fmt::Debug;
    /// A table of 16-bit words (Wythoff's and octal games' values).
    type Words: AsRef<[u16]> + AsMut<[u16]> + Clone + fmt::Debug;
    /// Working space an octal game's table is filled with, not kept (an empty one is slow
    /// but exact).
    type Scratch: AsMut<[u32]>;
    /// Working space of a Wythoff table's bitsets, not kept (an empty one is slow but
    /// exact).
    type Bits: AsMut<[u64]>;

    /// A zeroed table of `len` bytes, or of fewer when that is more than the storage gives
    /// (its capacity; `usize::MAX` asks for the capacity).
    fn bytes(&self, len: usize) -> Self::Bytes;

    /// A zeroed table of `len` words, or of fewer (the capacity).
    fn words(&self, len: usize) -> Self::Words;

    /// Working space of `len` words, or of fewer.
    fn scratch(&self, len: usize) -> Self::Scratch;

    /// Bitset words for a Wythoff table, `len` of them or fewer.
    fn bits(&self, len: usize) -> Self::Bits;

    /// The most work an octal game's table may take before the game is refused with
    /// [`crate::error::OctalError::WorkLimit`] ([`crate::games::octal::OctalCode::fill_table_within`]):
    /// no limit
    /// by default. A front end that must answer within seconds sets one.
    fn octal_budget(&self) -> u64 {
        u64::MAX
    }

    /// The most work a Set Nim table may take before the game is refused with
    /// [`RulesError::WorkLimit`](super::RulesError::WorkLimit) ([`SetNim::for_heaps_within`](super::SetNim::for_heaps_within)): table cells times elements
    /// of the set; no limit by default.
    fn set_nim_budget(&self) -> u64 {
        u64::MAX
    }
}

/// Tables as arrays inside the game value: `B` bytes for Set Nim and `W` words for Wythoff,
/// whatever is asked for. The defaults, [`DEFAULT_TABLE`] and [`WYTHOFF_STACK_CELLS`], are a
/// small machine's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Inline<const B: usize = DEFAULT_TABLE, const W: usize = WYTHOFF_STACK_CELLS>;

impl<const B: usize, const W: usize> Storage for Inline<B, W> {
    type Bytes = [u8; B];
    type Words = [u16; W];
    type Scratch = [u32; 0];
    type Bits = [u64; 0];

    fn bytes(&self, _: usize) -> [u8; B] {
        [0; B]
    }

    fn words(&self, _: usize) -> [u16; W] {
        [0; W]
    }

    fn scratch(&self, _: usize) -> [u32; 0] {
        []
    }

    fn bits(&self, _: usize) -> [u64; 0] {
        []
    }
}

/// The Wythoff values an [`AnyGame`](super::AnyGame) holds: the table of every position up to the start
/// position when it fits the storage, and the storage's capacity (for the message when it
/// does not).
#[derive(Clone, Debug)]
pub struct WythoffValues<W> {
    pub(super) table: Option<WythoffTable<W>>,
    pub(super) capacity: u64,
}

impl<W> WythoffValues<W> {
    /// The table, when one was built.
    pub fn table(&self) -> Option<&WythoffTable<W>> {
        self.table.as_ref()
    }

    /// The cells the storage could give.
    pub fn capacity(&self) -> u64 {
        self.capacity
    }
}

/// Wythoff's value at `p`, from `table` where it covers the position, else from
/// [`Wythoff`] alone (a table on the stack).
pub(super) fn wythoff_grundy<W: AsRef<[u16]> + AsMut<[u16]>>(
    values: &WythoffValues<W>,
    p: &WythoffPosition,
) -> Result<Nimber, GrundyError> {
    let [a, b] = p.piles();
    match values.table().and_then(|t| t.get(a, b)) {
        Some(v) => Ok(Nimber::from(v)),
        None => match Game::grundy(&Wythoff, p) {
            // Report the capacity of the storage, when it is the larger.
            Err(GrundyError::NoFormula { needed, capacity }) => Err(GrundyError::NoFormula {
                needed,
                capacity: values.capacity().max(capacity),
            }),
            other => other,
        },
    }
}

/// Wythoff's moves to `value` from `p`, through `table` where it covers the position.
pub(super) fn wythoff_moves_to<'a, W: AsRef<[u16]> + AsMut<[u16]>>(
    values: &'a WythoffValues<W>,
    p: &'a WythoffPosition,
    value: Nimber,
) -> Result<impl Iterator<Item = WythoffMove> + 'a, GrundyError> {
    let [a, b] = p.piles();
    Ok(match values.table().filter(|t| t.covers(a, b)) {
        Some(t) => Either::Left(t.moves_to(*p, value)?),
        None => Either::Right(Game::moves_to(&Wythoff, p, value).map_err(|e| match e {
            GrundyError::NoFormula { needed, capacity } => GrundyError::NoFormula {
                needed,
                capacity: values.capacity().max(capacity),
            },
            other => other,
        })?),
    })
}

/// One of two iterators.
enum Either<L, R> {
    Left(L),
    Right(R),
}

impl<T, L: Iterator<Item = T>, R: Iterator<Item = T>> Iterator for Either<L, R> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        match self {
            Self::Left(i) => i.next(),
            Self::Right(i) => i.next(),
        }
    }
}

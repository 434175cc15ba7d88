//! A position and a move of any of the games.

use core::fmt;

use crate::game::Take;
use crate::games::bash::BashPosition;
use crate::games::octal::OctalMove;
use crate::games::split_nim::SplitMove;
use crate::games::staircase::StairMove;
use crate::games::wythoff::{WythoffMove, WythoffPosition};
use crate::piles::Piles;

/// A position of any of the games.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum AnyPosition {
    /// Bash's one pile.
    Bash(BashPosition),
    /// Wythoff's two piles.
    Wythoff(WythoffPosition),
    /// A row of piles (Nim, Set Nim, Split Nim) or of steps (Staircase Nim).
    Piles(Piles),
}

impl AnyPosition {
    /// The numbers describing the position.
    pub fn numbers(&self) -> &[u64] {
        match self {
            Self::Bash(p) => p.as_slice(),
            Self::Wythoff(p) => p.as_slice(),
            Self::Piles(p) => p.as_slice(),
        }
    }
}

impl fmt::Display for AnyPosition {
    /// The numbers separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, n) in self.numbers().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{n}")?;
        }
        Ok(())
    }
}

/// A move of any of the games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum AnyMove {
    /// Bash, Nim, Set Nim: take stones from one pile.
    Take(Take),
    /// Wythoff.
    Wythoff(WythoffMove),
    /// Staircase Nim.
    Stair(StairMove),
    /// Split Nim.
    Split(SplitMove),
    /// An octal game.
    Octal(OctalMove),
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Take(m) => m.fmt(f),
            Self::Wythoff(m) => m.fmt(f),
            Self::Stair(m) => m.fmt(f),
            Self::Split(m) => m.fmt(f),
            Self::Octal(m) => m.fmt(f),
        }
    }
}

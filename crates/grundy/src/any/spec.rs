//! A game chosen at run time by its description: which game and its rules, and how a
//! front end names it.

use core::fmt;

use crate::error::ConventionError;
use crate::game::{Convention, GameKind};
use crate::games::octal::OctalCode;
use crate::games::set_nim::SubtractionSet;

/// Which game, with its parameters: what a front end saves and what [`AnyGame::build`](super::AnyGame::build)
/// builds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum GameSpec {
    /// [`Bash`](super::Bash): take 1..=`max_take` from one pile.
    Bash {
        /// k, at least 1.
        max_take: u64,
        /// Normal or misère play.
        convention: Convention,
    },
    /// [`Wythoff`](super::Wythoff).
    Wythoff,
    /// [`Nim`](super::Nim).
    Nim {
        /// Normal or misère play.
        convention: Convention,
    },
    /// [`Staircase`](super::Staircase) Nim.
    Staircase,
    /// [`SetNim`](super::SetNim) with the subtraction set `set`.
    SetNim {
        /// S.
        set: SubtractionSet,
    },
    /// [`SplitNim`](super::SplitNim).
    SplitNim,
    /// The [`Octal`](super::Octal) game of `code`.
    Octal {
        /// The code, e.g. Kayles' 0.77.
        code: OctalCode,
    },
    /// [`GrundysGame`](super::GrundysGame): split a heap into two different heaps.
    Grundy,
}

impl GameSpec {
    /// Which game.
    pub fn kind(&self) -> GameKind {
        match self {
            Self::Bash { .. } => GameKind::Bash,
            Self::Wythoff => GameKind::Wythoff,
            Self::Nim { .. } => GameKind::Nim,
            Self::Staircase => GameKind::Staircase,
            Self::SetNim { .. } => GameKind::SetNim,
            Self::SplitNim => GameKind::SplitNim,
            Self::Octal { .. } => GameKind::Octal,
            Self::Grundy => GameKind::Grundy,
        }
    }

    /// Normal or misère play.
    pub fn convention(&self) -> Convention {
        match self {
            Self::Bash { convention, .. } | Self::Nim { convention } => *convention,
            _ => Convention::Normal,
        }
    }

    /// The same game under `convention`.
    ///
    /// # Errors
    /// [`ConventionError::MisereUnknown`] for misère play of a game whose misère theory the
    /// core does not know.
    pub fn with_convention(self, convention: Convention) -> Result<Self, ConventionError> {
        Ok(match self {
            Self::Bash { max_take, .. } => Self::Bash {
                max_take,
                convention,
            },
            Self::Nim { .. } => Self::Nim { convention },
            other if convention == Convention::Misere => {
                return Err(ConventionError::MisereUnknown { game: other.kind() });
            }
            other => other,
        })
    }
}

impl fmt::Display for GameSpec {
    /// `Bash (k = 3)`, `Nim (misère)`, `Set Nim (S = {1, 3, 4})`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let misere = if self.convention() == Convention::Misere {
            ", misère"
        } else {
            ""
        };
        match self {
            Self::Bash { max_take, .. } => write!(f, "Bash (k = {max_take}{misere})"),
            Self::Nim { .. } if !misere.is_empty() => f.write_str("Nim (misère)"),
            Self::SetNim { set } => write!(f, "Set Nim (S = {set})"),
            Self::Octal { code } if code.is_hexadecimal() => {
                write!(f, "the hexadecimal game {code}")
            }
            Self::Octal { code } => match code.name() {
                Some(name) => write!(f, "{name} (octal game {code})"),
                None => write!(f, "the octal game {code}"),
            },
            other => f.write_str(other.kind().name()),
        }
    }
}

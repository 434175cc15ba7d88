//! Which game: the names of the games, for front ends that choose one at run time and for
//! the errors that name a game.

use core::fmt;

/// The games, for front ends that choose one at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GameKind {
    /// `Bash`: one pile, take 1..=k.
    Bash,
    /// `Wythoff`: two piles, take from one or the same from both.
    Wythoff,
    /// `Nim`: take any number from one pile.
    Nim,
    /// `Staircase`: move stones one step down.
    Staircase,
    /// `SetNim`: take a number in the subtraction set from one pile.
    SetNim,
    /// `SplitNim`: replace a pile by two smaller ones.
    SplitNim,
    /// `Octal`: take and break heaps as an octal or hexadecimal code says
    /// (Kayles, 0.77, …).
    Octal,
    /// `GrundysGame`: split a heap into two different heaps.
    Grundy,
}

impl GameKind {
    /// The games every front end offers, in the order the documentation presents them.
    pub const ALL: [Self; 8] = [
        Self::Bash,
        Self::Wythoff,
        Self::Nim,
        Self::Staircase,
        Self::SetNim,
        Self::SplitNim,
        Self::Octal,
        Self::Grundy,
    ];

    /// The game's name in English.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Bash => "Bash",
            Self::Wythoff => "Wythoff",
            Self::Nim => "Nim",
            Self::Staircase => "Staircase Nim",
            Self::SetNim => "Set Nim",
            Self::SplitNim => "Split Nim",
            Self::Octal => "Octal game",
            Self::Grundy => "Grundy's game",
        }
    }

    /// Whether the core knows misère play for this game (Bash and Nim).
    pub const fn supports_misere(self) -> bool {
        matches!(self, Self::Bash | Self::Nim)
    }

    /// How many numbers a position of this game has: `Some(1)` for Bash's one pile,
    /// `Some(2)` for Wythoff's two, `None` for games played on any number of piles (or steps).
    pub const fn pile_count(self) -> Option<usize> {
        match self {
            Self::Bash => Some(1),
            Self::Wythoff => Some(2),
            _ => None,
        }
    }

    /// What the numbers of a position count: `"steps"` for Staircase Nim, `"piles"` for
    /// the others (its single pile for Bash).
    pub const fn numbers_are(self) -> &'static str {
        match self {
            Self::Staircase => "steps",
            _ => "piles",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

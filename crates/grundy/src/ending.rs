//! How a game ends: who has won a finished game, who wins from a position with perfect play,
//! how a move ends for the one who makes it, and which moves throw a win away.
//!
//! These are the rules every front end needs to say "you win", "lose in 4" or "that move
//! threw your win away"; they are written once here so that no front end works them out.
//!
//! ```
//! use grundy::ending::Player;
//! use grundy::{Bash, Convention, FromNumbers, Game, Outcome};
//!
//! // Bash with k = 3 from 5 stones: the first player takes 1 and wins under normal play.
//! let bash = Bash::new(3)?;
//! let start = bash.position(&[5])?;
//! assert_eq!(bash.outcome(&start).winner(Player::First), Player::First);
//! // A game that ended after 3 moves: the last mover (the first player) has won under
//! // normal play, the other player under misère play.
//! assert_eq!(Convention::Normal.winner_after(3), Player::First);
//! assert_eq!(Convention::Misere.winner_after(3), Player::Second);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::engine::graph::GraphOutcome;
use crate::engine::strategy::Solved;
use crate::game::{Convention, Outcome};

/// One of the two players, named by the order of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Player {
    /// The player who makes the first move (and every odd-numbered one).
    First,
    /// The other player.
    Second,
}

impl Player {
    /// The player to move after `plies` moves: the first player after an even number.
    pub const fn to_move_after(plies: u64) -> Self {
        if plies.is_multiple_of(2) {
            Self::First
        } else {
            Self::Second
        }
    }

    /// The other player.
    pub const fn other(self) -> Self {
        match self {
            Self::First => Self::Second,
            Self::Second => Self::First,
        }
    }

    /// 0 for the first player, 1 for the second: the index front ends number players by.
    pub const fn index(self) -> usize {
        match self {
            Self::First => 0,
            Self::Second => 1,
        }
    }
}

impl Outcome {
    /// Who wins with perfect play from a position of this outcome where `to_move` is to
    /// move: the player to move from an N-position, the other player from a P-position.
    ///
    /// At a terminal position, whose outcome the core gives under the game's convention
    /// (P under normal play, N under misère play), this is who has won.
    pub const fn winner(self, to_move: Player) -> Player {
        match self {
            Self::N => to_move,
            Self::P => to_move.other(),
        }
    }

    /// Whether a move from a position of outcome `self` to a position of outcome `after`
    /// threw a win away: the mover could win (an N-position) and left the opponent a
    /// winning position (another N-position).
    pub const fn threw_away_win(self, after: Self) -> bool {
        matches!((self, after), (Self::N, Self::N))
    }
}

impl Convention {
    /// The outcome of every terminal position: P under normal play (the player to move
    /// cannot move and has lost), N under misère play (the player to move has won).
    pub const fn outcome_at_end(self) -> Outcome {
        match self {
            Self::Normal => Outcome::P,
            Self::Misere => Outcome::N,
        }
    }

    /// Who has won a game that ended (no move left) after `plies` moves: the last mover
    /// under normal play, the other player under misère play.
    pub const fn winner_after(self, plies: u64) -> Player {
        self.outcome_at_end().winner(Player::to_move_after(plies))
    }
}

impl GraphOutcome {
    /// Who wins with perfect play when `to_move` is to move; `None` for a draw, which
    /// perfect play never ends. At a position where no token can move this is who has won
    /// (games on graphs are played under normal play: the core gives such a position as a
    /// loss for the player to move).
    pub const fn winner(self, to_move: Player) -> Option<Player> {
        match self {
            Self::Win => Some(to_move),
            Self::Loss => Some(to_move.other()),
            Self::Draw => None,
        }
    }
}

/// How a move ends the game for the one who makes it, with perfect play after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveEnding {
    /// Whether the mover wins.
    pub mover_wins: bool,
    /// How many moves the game lasts from the move's position, the move included.
    pub moves: u64,
}

impl Solved {
    /// How a move to a position solved as `self` ends for the mover: a win exactly when the
    /// position is a P-position (the opponent, to move there, loses), in its remoteness
    /// plus the move itself (saturating at `u64::MAX`).
    pub const fn for_mover(self) -> MoveEnding {
        MoveEnding {
            mover_wins: matches!(self.outcome, Outcome::P),
            moves: self.remoteness.saturating_add(1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_alternate() {
        assert_eq!(Player::to_move_after(0), Player::First);
        assert_eq!(Player::to_move_after(1), Player::Second);
        assert_eq!(Player::to_move_after(u64::MAX), Player::Second);
        assert_eq!(Player::First.other().other(), Player::First);
        assert_eq!((Player::First.index(), Player::Second.index()), (0, 1));
    }
}

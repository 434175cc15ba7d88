//! One game being played: its rules as the core describes them, the start position and its
//! [`Turns`] (the moves made, with undo and redo, and who plays which side). Every
//! position, value and outcome comes from the core through [`Rules`].

use grundy_i18n::{Lang, Localize, tr};
use std::fmt;

use grundy::error::{IllegalMove, SumError};
use grundy::sum::{SumMove, SumPositionError};
use grundy::{Convention, Game, GameSpec, Nimber, Outcome};
use serde::{Deserialize, Serialize};

use super::rules::Rules;
use super::spec::NewGame;
use super::turns::{Mode, Turns};

/// Something worth saying about how a move was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Note {
    /// The perfect computer's search settled nothing (the outcome is unknown to the core
    /// and the search ran out of budget), so it moved at random.
    NoPerfectMove,
}

impl Note {
    /// The note in `lang`.
    pub fn text(self, lang: Lang) -> String {
        match self {
            Self::NoPerfectMove => tr(lang, "note-no-perfect-move", &[]),
        }
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoPerfectMove => f.write_str("no perfect move found: a random move"),
        }
    }
}

/// One move made, with what the core said about the position it left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ply {
    /// The move.
    pub mv: SumMove,
    /// The core's description of it.
    pub label: String,
    /// The numbers of each component after it.
    pub after: Vec<Vec<u64>>,
    /// The Grundy value after it, when the core gives one.
    pub value_after: Option<Nimber>,
    /// Whether the position after it is a P-position (the mover is winning), when known.
    pub p_after: Option<bool>,
    /// Whether the mover stood on an N-position and left an N-position: a win thrown away.
    pub threw_away_win: bool,
    /// How the move was chosen, when that is worth saying.
    pub note: Option<Note>,
}

/// A move could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The current numbers are not a position of these rules.
    Position(SumPositionError),
    /// The core refused the move.
    Illegal(IllegalMove),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl grundy_i18n::Localize for MoveError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Position(e) => tr!(lang, "move-error-position", error = e.localize(lang)),
            Self::Illegal(e) => tr!(lang, "illegal-move", reason = e.localize(lang)),
        }
    }
}

impl std::error::Error for MoveError {}

/// A game in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Session {
    /// The rules of each component (normal play).
    pub specs: Vec<GameSpec>,
    /// Normal or misère play of the whole.
    pub convention: Convention,
    /// The numbers of each component's start position.
    pub start: Vec<Vec<u64>>,
    /// The moves made and undone, and who plays.
    pub turns: Turns<Ply>,
}

impl Default for Session {
    fn default() -> Self {
        Self {
            specs: vec![GameSpec::Nim {
                convention: Convention::Normal,
            }],
            convention: Convention::Normal,
            start: vec![vec![3, 4, 5]],
            turns: Turns::new(Mode::VsComputer, true),
        }
    }
}

impl Session {
    /// A new game of `game`.
    pub fn new(game: NewGame, mode: Mode, human_first: bool) -> Self {
        Self {
            specs: game.specs,
            convention: game.convention,
            start: game.start,
            turns: Turns::new(mode, human_first),
        }
    }

    /// The rules and start position, to build.
    pub fn game(&self) -> NewGame {
        NewGame {
            specs: self.specs.clone(),
            convention: self.convention,
            start: self.start.clone(),
        }
    }

    /// The numbers of each component now.
    pub fn current(&self) -> &[Vec<u64>] {
        self.turns.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// The numbers of each position from the start to the current one.
    pub fn positions(&self) -> Vec<Vec<Vec<u64>>> {
        let mut line = Vec::with_capacity(self.turns.plies.len() + 1);
        line.push(self.start.clone());
        line.extend(self.turns.plies.iter().map(|p| p.after.clone()));
        line
    }

    /// The winner once no move is left (`terminal`), by the core's `outcome` of that
    /// position read for the player to move ([`Outcome::winner`]); the core's reason when
    /// it cannot say.
    pub fn winner(
        &self,
        terminal: bool,
        outcome: Result<Outcome, SumError>,
    ) -> Option<Result<usize, SumError>> {
        let to_move = self.turns.player_to_move();
        terminal.then(|| outcome.map(|o| o.winner(to_move).index()))
    }

    /// Plays `mv`; the moves undone are dropped.
    ///
    /// # Errors
    /// The core's reason when `mv` is illegal; nothing changes then.
    pub fn apply(
        &mut self,
        rules: &Rules,
        mv: SumMove,
        note: Option<Note>,
    ) -> Result<(), MoveError> {
        let before = rules
            .position(self.current())
            .map_err(MoveError::Position)?;
        let sum = rules.sum();
        let was = sum.try_outcome(&before);
        let after = rules
            .play(before, mv)
            .map_err(|e| MoveError::Illegal(e.reason))?;
        let now = sum.try_outcome(&after);
        self.turns.push(Ply {
            mv,
            label: rules.label(mv),
            after: Rules::numbers(&after),
            value_after: sum.grundy(&after).ok(),
            p_after: now.ok().map(|o| o == Outcome::P),
            threw_away_win: matches!((was, now), (Ok(b), Ok(a)) if b.threw_away_win(a)),
            note,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use grundy::Take;
    use grundy::any::AnyMove;

    use super::*;

    fn take(pile: usize, count: u64) -> SumMove {
        SumMove {
            component: 0,
            mv: AnyMove::Take(Take { pile, count }),
        }
    }

    fn nim(mode: Mode) -> (Rules, Session) {
        let mut s = Session::default();
        s.turns.mode = mode;
        let (rules, _) = Rules::build(&s.game()).unwrap();
        (rules, s)
    }

    #[test]
    fn undo_in_vs_computer_goes_back_to_your_turn() {
        let (rules, mut s) = nim(Mode::VsComputer);
        s.apply(&rules, take(0, 2), None).unwrap();
        s.apply(&rules, take(1, 1), None).unwrap();
        assert_eq!(s.current(), &[vec![1, 3, 5]]);
        assert!(s.turns.undo());
        assert_eq!(s.current(), &[vec![3, 4, 5]]);
        assert!(s.turns.redo());
        assert_eq!(s.current(), &[vec![1, 3, 5]]);
        assert!(!s.turns.redo());
    }

    #[test]
    fn a_thrown_away_win_is_marked_and_an_illegal_move_changes_nothing() {
        let (rules, mut s) = nim(Mode::TwoPlayers);
        s.apply(&rules, take(2, 1), None).unwrap();
        let ply = s.turns.plies.last().unwrap();
        assert!(ply.threw_away_win);
        // 3 4 4: the core's value.
        assert_eq!(ply.value_after, Some(Nimber::from(3u8)));
        assert_eq!(
            s.apply(&rules, take(0, 9), None),
            Err(MoveError::Illegal(IllegalMove::NotEnoughStones {
                take: 9,
                available: 3
            }))
        );
        assert_eq!(s.turns.plies.len(), 1);
    }

    #[test]
    fn the_winner_is_read_from_the_core_outcome() {
        let (_, s) = nim(Mode::TwoPlayers);
        // Player 0 to move on a P-position at the end: player 1 has won; on an N-position
        // (misère play), player 0 has.
        assert_eq!(s.winner(true, Ok(Outcome::P)), Some(Ok(1)));
        assert_eq!(s.winner(true, Ok(Outcome::N)), Some(Ok(0)));
        assert_eq!(s.winner(false, Ok(Outcome::P)), None);
    }
}

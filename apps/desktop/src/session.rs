//! One game being played: its rules as the core describes them, the start position, the
//! moves made (with undo and redo) and who plays which side. Every position, value and
//! outcome comes from the core through [`Rules`].

use grundy_i18n::{Lang, Localize, tr};
use std::fmt;

use grundy::{Convention, GameSpec, IllegalMove, Outcome, SumError, SumMove, SumPositionError};
use serde::{Deserialize, Serialize};

use crate::job::JobError;
use crate::rules::Rules;
use crate::setup::NewGame;

/// Who plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// You against the computer.
    #[default]
    VsComputer,
    /// Two people on one screen.
    TwoPlayers,
    /// The computer against itself, to watch.
    ComputerVsComputer,
}

impl Mode {
    /// The three modes.
    pub const ALL: [Self; 3] = [Self::VsComputer, Self::TwoPlayers, Self::ComputerVsComputer];

    /// Whether player `player` (0 moves first) is the computer, `human_first` saying who
    /// moves first against it.
    pub fn is_computer(self, human_first: bool, player: usize) -> bool {
        match self {
            Self::VsComputer => (player == 0) != human_first,
            Self::TwoPlayers => false,
            Self::ComputerVsComputer => true,
        }
    }

    /// The name of player `player` (0 moves first) in English.
    pub fn player_name(self, human_first: bool, player: usize) -> &'static str {
        match (self, self.is_computer(human_first, player), player) {
            (Self::VsComputer, true, _) => "Computer",
            (Self::VsComputer, false, _) => "You",
            (Self::TwoPlayers, _, 0) => "Player 1",
            (Self::TwoPlayers, _, _) => "Player 2",
            (Self::ComputerVsComputer, _, 0) => "Computer A",
            (Self::ComputerVsComputer, _, _) => "Computer B",
        }
    }

    /// The name of player `player` (0 moves first) in `lang`.
    pub fn player_name_in(self, human_first: bool, player: usize, lang: Lang) -> String {
        let id = match (self, self.is_computer(human_first, player), player) {
            (Self::VsComputer, true, _) => "player-computer",
            (Self::VsComputer, false, _) => "player-you",
            (Self::TwoPlayers, _, 0) => "player-1",
            (Self::TwoPlayers, _, _) => "player-2",
            (Self::ComputerVsComputer, _, 0) => "player-computer-a",
            (Self::ComputerVsComputer, _, _) => "player-computer-b",
        };
        tr(lang, id, &[])
    }

    /// The mode's name in `lang`.
    pub fn label(self, lang: Lang) -> String {
        let id = match self {
            Self::VsComputer => "mode-vs-computer",
            Self::TwoPlayers => "mode-two-players",
            Self::ComputerVsComputer => "mode-computer-vs-computer",
        };
        tr(lang, id, &[])
    }

    /// A short name.
    pub const fn name(self) -> &'static str {
        match self {
            Self::VsComputer => "You vs computer",
            Self::TwoPlayers => "Two players",
            Self::ComputerVsComputer => "Computer vs computer",
        }
    }
}

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
    pub value_after: Option<u128>,
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
    /// The computer found no move (`None`: the core offered none), or its job failed.
    Computer(Option<JobError>),
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
            Self::Computer(None) => tr!(lang, "move-error-no-move"),
            Self::Computer(Some(e)) => {
                tr!(lang, "move-error-computer", error = e.localize(lang))
            }
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
    /// The moves made.
    pub plies: Vec<Ply>,
    /// Moves undone, the next to redo last.
    pub redo: Vec<Ply>,
    /// Who plays.
    pub mode: Mode,
    /// In [`Mode::VsComputer`]: whether you move first.
    pub human_first: bool,
}

impl Default for Session {
    fn default() -> Self {
        Self {
            specs: vec![GameSpec::Nim {
                convention: Convention::Normal,
            }],
            convention: Convention::Normal,
            start: vec![vec![3, 4, 5]],
            plies: Vec::new(),
            redo: Vec::new(),
            mode: Mode::VsComputer,
            human_first: true,
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
            plies: Vec::new(),
            redo: Vec::new(),
            mode,
            human_first,
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
        self.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// The player to move: 0 moved first, 1 second.
    pub fn to_move(&self) -> usize {
        self.plies.len() % 2
    }

    /// Whether player `player` is the computer.
    pub fn is_computer(&self, player: usize) -> bool {
        self.mode.is_computer(self.human_first, player)
    }

    /// The name of player `player`.
    pub fn name(&self, player: usize) -> &'static str {
        self.mode.player_name(self.human_first, player)
    }

    /// The name of player `player` in `lang`.
    pub fn player_name(&self, player: usize, lang: Lang) -> String {
        self.mode.player_name_in(self.human_first, player, lang)
    }

    /// The winner once no move is left (`terminal`), from the core's `outcome` of that
    /// position: a P-position means the player to move has lost, an N-position that they
    /// have won; the core's reason when it cannot say.
    pub fn winner(
        &self,
        terminal: bool,
        outcome: Result<Outcome, SumError>,
    ) -> Option<Result<usize, SumError>> {
        terminal.then(|| outcome.map(|o| Self::winner_after(self.plies.len(), o)))
    }

    /// Plays `mv`; the redo list is dropped.
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
        let was_n = sum.outcome(&before) == Ok(Outcome::N);
        let after = rules
            .play(before, mv)
            .map_err(|e| MoveError::Illegal(e.reason))?;
        let p_after = sum.outcome(&after).ok().map(|o| o == Outcome::P);
        self.plies.push(Ply {
            mv,
            label: rules.label(mv),
            after: Rules::numbers(&after),
            value_after: sum.grundy(&after).ok(),
            p_after,
            threw_away_win: was_n && p_after == Some(false),
            note,
        });
        self.redo.clear();
        Ok(())
    }

    /// Takes back one move, or in [`Mode::VsComputer`] every move back to your last turn.
    /// Returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        let mut changed = false;
        while let Some(ply) = self.plies.pop() {
            self.redo.push(ply);
            changed = true;
            if !self.is_computer(self.to_move()) {
                break;
            }
        }
        changed
    }

    /// Goes to the position after the first `plies` moves of the game, the start for 0: back
    /// by undoing moves, forward by replaying undone ones, so that undo and redo keep
    /// working and a move played from there starts a new branch (the moves after it are
    /// dropped). Returns whether anything changed; `plies` past the last move replayable
    /// goes as far as it can.
    pub fn go_to(&mut self, plies: usize) -> bool {
        let mut changed = false;
        while self.plies.len() > plies
            && let Some(ply) = self.plies.pop()
        {
            self.redo.push(ply);
            changed = true;
        }
        while self.plies.len() < plies
            && let Some(ply) = self.redo.pop()
        {
            self.plies.push(ply);
            changed = true;
        }
        changed
    }

    /// The moves of the game from the start: those made, then those undone that redo would
    /// replay, in order (the first `plies.len()` are made).
    pub fn line(&self) -> impl Iterator<Item = &Ply> {
        self.plies.iter().chain(self.redo.iter().rev())
    }

    /// The player who wins, with perfect play, from the position after `plies` moves whose
    /// outcome the core gives as `outcome`: the player to move there on an N-position, the
    /// other on a P-position.
    pub fn winner_after(plies: usize, outcome: Outcome) -> usize {
        let to_move = plies % 2;
        match outcome {
            Outcome::N => to_move,
            Outcome::P => 1 - to_move,
        }
    }

    /// Replays one undone move, or in [`Mode::VsComputer`] up to your next turn.
    /// Returns whether anything changed.
    pub fn redo(&mut self) -> bool {
        let mut changed = false;
        while let Some(ply) = self.redo.pop() {
            self.plies.push(ply);
            changed = true;
            if !self.is_computer(self.to_move()) {
                break;
            }
        }
        changed
    }
}

#[cfg(test)]
mod tests {
    use grundy::{AnyMove, Take};

    use super::*;

    fn take(pile: usize, count: u64) -> SumMove {
        SumMove {
            component: 0,
            mv: AnyMove::Take(Take { pile, count }),
        }
    }

    fn nim(mode: Mode) -> (Rules, Session) {
        let s = Session {
            mode,
            ..Session::default()
        };
        let (rules, _) = Rules::build(&s.game()).unwrap();
        (rules, s)
    }

    #[test]
    fn undo_in_vs_computer_goes_back_to_your_turn() {
        let (rules, mut s) = nim(Mode::VsComputer);
        s.apply(&rules, take(0, 2), None).unwrap();
        s.apply(&rules, take(1, 1), None).unwrap();
        assert_eq!(s.current(), &[vec![1, 3, 5]]);
        assert!(s.undo());
        assert_eq!(s.current(), &[vec![3, 4, 5]]);
        assert!(s.redo());
        assert_eq!(s.current(), &[vec![1, 3, 5]]);
        assert!(!s.redo());
    }

    #[test]
    fn a_thrown_away_win_is_marked_and_an_illegal_move_changes_nothing() {
        let (rules, mut s) = nim(Mode::TwoPlayers);
        s.apply(&rules, take(2, 1), None).unwrap();
        let ply = s.plies.last().unwrap();
        assert!(ply.threw_away_win);
        // 3 4 4: the core's value.
        assert_eq!(ply.value_after, Some(3));
        assert_eq!(
            s.apply(&rules, take(0, 9), None),
            Err(MoveError::Illegal(IllegalMove::NotEnoughStones {
                take: 9,
                available: 3
            }))
        );
        assert_eq!(s.plies.len(), 1);
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

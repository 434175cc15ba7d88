//! Who plays, and the one log of turns every game of the app keeps — the core's games and
//! their sums as much as a game on a graph: the moves made, the moves undone (which redo
//! replays), and who moves next.

use grundy::ending::Player;
use grundy_i18n::{Lang, tr};
use serde::{Deserialize, Serialize};

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

/// The moves of a game between two players, `P` each (what a move left), with undo and
/// redo, and who plays which side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Turns<P> {
    /// The moves made.
    pub plies: Vec<P>,
    /// Moves undone, the next to redo last.
    pub redo: Vec<P>,
    /// Who plays.
    pub mode: Mode,
    /// In [`Mode::VsComputer`]: whether you move first.
    pub human_first: bool,
}

impl<P> Default for Turns<P> {
    fn default() -> Self {
        Self::new(Mode::VsComputer, true)
    }
}

impl<P> Turns<P> {
    /// No move yet, these players.
    pub fn new(mode: Mode, human_first: bool) -> Self {
        Self {
            plies: Vec::new(),
            redo: Vec::new(),
            mode,
            human_first,
        }
    }

    /// The player to move: 0 moved first, 1 second.
    pub fn to_move(&self) -> usize {
        self.player_to_move().index()
    }

    /// The player to move, as the core names players.
    pub fn player_to_move(&self) -> Player {
        Player::to_move_after(self.plies.len() as u64)
    }

    /// Whether player `player` is the computer.
    pub fn is_computer(&self, player: usize) -> bool {
        self.mode.is_computer(self.human_first, player)
    }

    /// The name of player `player`, in English.
    pub fn name(&self, player: usize) -> &'static str {
        self.mode.player_name(self.human_first, player)
    }

    /// The name of player `player` in `lang`.
    pub fn player_name(&self, player: usize, lang: Lang) -> String {
        self.mode.player_name_in(self.human_first, player, lang)
    }

    /// The name, in `lang`, of who made move `ply` of a line (0 is its first move): the
    /// player to move after `ply` moves, as the core's [`Player::to_move_after`] says.
    pub fn mover_name(&self, ply: usize, lang: Lang) -> String {
        // A move's index always fits in 64 bits (usize is at most 64 bits wide).
        let plies = u64::try_from(ply).unwrap_or(u64::MAX);
        let player = match Player::to_move_after(plies) {
            Player::First => 0,
            Player::Second => 1,
        };
        self.player_name(player, lang)
    }

    /// `"you"` when player `player` is the person at the computer (against the computer),
    /// else `"other"`: the selector of messages whose verb agrees with the name ("you win",
    /// "Player 1 wins").
    pub fn person(&self, player: usize) -> &'static str {
        if self.mode == Mode::VsComputer && !self.is_computer(player) {
            "you"
        } else {
            "other"
        }
    }

    /// Plays `ply`: the moves undone are dropped (a new branch starts here).
    pub fn push(&mut self, ply: P) {
        self.plies.push(ply);
        self.redo.clear();
    }

    /// Forgets every move, made or undone.
    pub fn clear(&mut self) {
        self.plies.clear();
        self.redo.clear();
    }

    /// Takes back one move, or against the computer every move back to your last turn.
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

    /// Replays one undone move, or against the computer up to your next turn. Returns
    /// whether anything changed.
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

    /// Goes to the position after the first `plies` moves, the start for 0: back by undoing
    /// moves, forward by replaying undone ones, so that undo and redo keep working and a
    /// move played from there starts a new branch. Returns whether anything changed;
    /// `plies` past the last move replayable goes as far as it can.
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

    /// The moves from the start: those made, then those undone that redo would replay, in
    /// order (the first `plies.len()` are made).
    pub fn line(&self) -> impl Iterator<Item = &P> {
        self.plies.iter().chain(self.redo.iter().rev())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_against_the_computer_goes_back_to_your_turn_and_go_to_keeps_the_line() {
        let mut t: Turns<u32> = Turns::new(Mode::VsComputer, true);
        for ply in 1..=4 {
            t.push(ply);
        }
        // You moved 1 and 3, the computer 2 and 4: undo takes back 4 and 3.
        assert!(t.undo());
        assert_eq!(t.plies, [1, 2]);
        assert!(t.redo());
        assert_eq!(t.plies, [1, 2, 3, 4]);
        assert!(t.go_to(1));
        assert_eq!(t.line().copied().collect::<Vec<_>>(), [1, 2, 3, 4]);
        assert_eq!(t.to_move(), 1);
        t.push(9);
        assert_eq!(t.line().copied().collect::<Vec<_>>(), [1, 9]);
        let mut two: Turns<u32> = Turns::new(Mode::TwoPlayers, true);
        two.push(1);
        two.push(2);
        assert!(two.undo());
        assert_eq!(two.plies, [1], "one move at a time between two people");
    }
}

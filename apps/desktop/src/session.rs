//! One game being played: its rules, start position, the moves made (with undo and redo)
//! and who plays which side. Every position and outcome comes from [`Rules`].

use grundy::Outcome;
use serde::{Deserialize, Serialize};

use crate::rules::{AnyMove, Rules, Spec};

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

    /// A short name.
    pub const fn name(self) -> &'static str {
        match self {
            Self::VsComputer => "You vs computer",
            Self::TwoPlayers => "Two players",
            Self::ComputerVsComputer => "Computer vs computer",
        }
    }
}

/// One move made, with what the core said about the position it left.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ply {
    /// The move.
    pub mv: AnyMove,
    /// The core's description of it.
    pub label: String,
    /// The position after it.
    pub after: Vec<u64>,
    /// The Grundy value after it (as a plot coordinate), when the core gives one.
    pub value_after: Option<f64>,
    /// Whether the position after it is a P-position (the mover is winning).
    pub p_after: bool,
    /// Whether the mover stood on an N-position and left an N-position: a win thrown away.
    pub threw_away_win: bool,
}

/// A game in progress or finished.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Session {
    /// The rules.
    pub spec: Spec,
    /// The start position.
    pub start: Vec<u64>,
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
            spec: Spec::default(),
            start: vec![3, 4, 5],
            plies: Vec::new(),
            redo: Vec::new(),
            mode: Mode::VsComputer,
            human_first: true,
        }
    }
}

impl Session {
    /// A new game from `start`.
    pub fn new(spec: Spec, start: Vec<u64>, mode: Mode, human_first: bool) -> Self {
        Self {
            spec,
            start,
            plies: Vec::new(),
            redo: Vec::new(),
            mode,
            human_first,
        }
    }

    /// The current position.
    pub fn current(&self) -> &[u64] {
        self.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// The position before ply `i` (0-based).
    pub fn before(&self, i: usize) -> &[u64] {
        match i.checked_sub(1).and_then(|j| self.plies.get(j)) {
            Some(p) => &p.after,
            None => &self.start,
        }
    }

    /// The player to move: 0 moved first, 1 second.
    pub fn to_move(&self) -> usize {
        self.plies.len() % 2
    }

    /// Whether player `player` is the computer.
    pub fn is_computer(&self, player: usize) -> bool {
        match self.mode {
            Mode::VsComputer => (player == 0) != self.human_first,
            Mode::TwoPlayers => false,
            Mode::ComputerVsComputer => true,
        }
    }

    /// The name of player `player`.
    pub fn name(&self, player: usize) -> &'static str {
        match (self.mode, self.is_computer(player), player) {
            (Mode::VsComputer, true, _) => "Computer",
            (Mode::VsComputer, false, _) => "You",
            (Mode::TwoPlayers, _, 0) => "Player 1",
            (Mode::TwoPlayers, _, _) => "Player 2",
            (Mode::ComputerVsComputer, _, 0) => "Computer A",
            (Mode::ComputerVsComputer, _, _) => "Computer B",
        }
    }

    /// The winner once the game is over (`terminal`): under normal play the player who
    /// cannot move loses, under misère play they win.
    pub fn winner(&self, terminal: bool, misere: bool) -> Option<usize> {
        terminal.then(|| {
            let stuck = self.to_move();
            if misere { stuck } else { 1 - stuck }
        })
    }

    /// Plays `mv`; the redo list is dropped.
    ///
    /// # Errors
    /// The core's message when `mv` is illegal; nothing changes then.
    pub fn apply(&mut self, rules: &Rules, mv: AnyMove) -> Result<(), String> {
        let before = self.current().to_vec();
        let was_n = rules.outcome(&before)? == Outcome::N;
        let (after, label) = rules.play(&before, mv)?;
        let p_after = rules.outcome(&after)? == Outcome::P;
        let value_after = rules.value(&after).ok().map(|v| v as f64);
        self.plies.push(Ply {
            mv,
            label,
            after,
            value_after,
            p_after,
            threw_away_win: was_n && !p_after,
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
    use super::*;

    #[test]
    fn undo_in_vs_computer_goes_back_to_your_turn() {
        let rules = Rules::build(&Spec::default()).unwrap();
        let mut s = Session::new(Spec::default(), vec![3, 4, 5], Mode::VsComputer, true);
        s.apply(&rules, AnyMove::Take { pile: 0, count: 2 })
            .unwrap();
        s.apply(&rules, AnyMove::Take { pile: 1, count: 1 })
            .unwrap();
        assert_eq!(s.current(), &[1, 3, 5]);
        assert!(s.undo());
        assert_eq!(s.current(), &[3, 4, 5]);
        assert!(s.redo());
        assert_eq!(s.current(), &[1, 3, 5]);
        assert!(!s.redo());
    }

    #[test]
    fn a_thrown_away_win_is_marked() {
        let rules = Rules::build(&Spec::default()).unwrap();
        let mut s = Session::new(Spec::default(), vec![3, 4, 5], Mode::TwoPlayers, true);
        s.apply(&rules, AnyMove::Take { pile: 2, count: 1 })
            .unwrap();
        let ply = s.plies.last().unwrap();
        assert!(ply.threw_away_win);
        assert_eq!(ply.value_after, Some(f64::from(3 ^ 4 ^ 4)));
        assert!(
            s.apply(&rules, AnyMove::Take { pile: 0, count: 9 })
                .is_err()
        );
        assert_eq!(s.plies.len(), 1);
    }

    #[test]
    fn the_player_who_cannot_move_loses_under_normal_play() {
        let mut s = Session::new(Spec::default(), vec![0], Mode::TwoPlayers, true);
        assert_eq!(s.winner(true, false), Some(1));
        assert_eq!(s.winner(true, true), Some(0));
        s.start = vec![1];
        assert_eq!(s.winner(false, false), None);
    }
}

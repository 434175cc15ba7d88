//! The classic games beyond the judge problems on a board of their own: Moore's Nim_k,
//! Euclid's game, Mock Turtles, Ruler, Turning Corners and Green Hackenbush. A position is
//! kept as the command line writes it (`euclid 3 7`), read by
//! `grundy_host::classics::parse_classic`; moves are played and hints computed by
//! `grundy_host::classics` over the core. Nothing here decides a game.

use grundy_host::classics::{Classic, ClassicHint, ClassicMove, parse_classic};
use serde::{Deserialize, Serialize};

/// Which classic game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClassicKind {
    /// Moore's Nim_k.
    NimK,
    /// Euclid's game.
    #[default]
    Euclid,
    /// Mock Turtles.
    Turtles,
    /// Ruler.
    Ruler,
    /// Turning Corners.
    Corners,
    /// Green Hackenbush.
    Hackenbush,
}

impl ClassicKind {
    /// The games, in the order the board offers them.
    pub const ALL: [Self; 6] = [
        Self::NimK,
        Self::Euclid,
        Self::Turtles,
        Self::Ruler,
        Self::Corners,
        Self::Hackenbush,
    ];

    /// The game's key in the messages (`theory-<key>-rule`, `classics-name-<key>`).
    pub const fn key(self) -> &'static str {
        match self {
            Self::NimK => "nimk",
            Self::Euclid => "euclid",
            Self::Turtles => "turtles",
            Self::Ruler => "ruler",
            Self::Corners => "corners",
            Self::Hackenbush => "hackenbush",
        }
    }

    /// A position to start from.
    pub const fn example(self) -> &'static str {
        match self {
            Self::NimK => "nimk --k 2 5 4 7 1",
            Self::Euclid => "euclid 3 7",
            Self::Turtles => "turtles 0 1 1 0 1 0 1",
            Self::Ruler => "ruler 0 1 1 0 1 0 1",
            Self::Corners => "corners --rows 5 --cols 6 2,3 3,2 4,5",
            Self::Hackenbush => "hackenbush --root 0 --edges 0-1,1-2,2-0,1-3,3-4",
        }
    }
}

/// A classic game on the board: its words, the position they describe, the positions before
/// (for undo), and the hint of the position.
#[derive(Debug)]
pub struct ClassicBoard {
    words: String,
    game: Result<Classic, String>,
    history: Vec<Classic>,
    hint: Result<ClassicHint, String>,
}

impl ClassicBoard {
    /// The board at the position `words` write (or the reason they are refused).
    pub fn new(words: &str) -> Self {
        let mut board = Self {
            words: String::new(),
            game: Err(String::new()),
            history: Vec::new(),
            hint: Err(String::new()),
        };
        board.set_words(words);
        board
    }

    /// Sets the position to what `words` write; the history is forgotten.
    pub fn set_words(&mut self, words: &str) {
        self.words = words.to_owned();
        self.history.clear();
        let split: Vec<&str> = words.split_whitespace().collect();
        self.game = match parse_classic(&split) {
            Some(Ok(game)) => Ok(game),
            Some(Err(e)) => Err(e.to_string()),
            None => Err(format!(
                "not a classic game: {}",
                split.first().copied().unwrap_or("(empty)")
            )),
        };
        self.rehint();
    }

    fn rehint(&mut self) {
        self.hint = match &self.game {
            Ok(game) => ClassicHint::new(game.clone()).map_err(|e| e.to_string()),
            Err(e) => Err(e.clone()),
        };
    }

    /// The words of the position (as typed, or as the last move left them).
    pub fn words(&self) -> &str {
        &self.words
    }

    /// The position, or why the words were refused.
    pub fn game(&self) -> Result<&Classic, &str> {
        self.game.as_ref().map_err(String::as_str)
    }

    /// The hint of the position.
    pub fn hint(&self) -> Result<&ClassicHint, &str> {
        self.hint.as_ref().map_err(String::as_str)
    }

    /// Plays `mv`.
    ///
    /// # Errors
    /// Why the move is not legal (the core's words); the position is then unchanged.
    pub fn play(&mut self, mv: &ClassicMove) -> Result<(), String> {
        let game = self.game.as_ref().map_err(Clone::clone)?;
        let after = game.play(mv).map_err(|e| e.to_string())?;
        self.history.push(game.clone());
        self.words = after.words();
        self.game = Ok(after);
        self.rehint();
        Ok(())
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Takes the last move back.
    pub fn undo(&mut self) {
        if let Some(before) = self.history.pop() {
            self.words = before.words();
            self.game = Ok(before);
            self.rehint();
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests may unwrap.

    use grundy::Outcome;

    use super::*;

    #[test]
    fn a_winning_move_played_and_taken_back() {
        for kind in ClassicKind::ALL {
            let mut board = ClassicBoard::new(kind.example());
            let hint = board.hint().unwrap();
            assert_eq!(hint.outcome(), Outcome::N, "{kind:?}");
            let mv = hint.moves().first().unwrap().0.clone();
            board.play(&mv).unwrap();
            assert_eq!(board.hint().unwrap().outcome(), Outcome::P, "{kind:?}");
            // The words read back to the same position.
            let again = ClassicBoard::new(board.words());
            assert_eq!(again.game().unwrap(), board.game().unwrap(), "{kind:?}");
            board.undo();
            assert_eq!(
                board.words().split_whitespace().collect::<Vec<_>>(),
                kind.example().split_whitespace().collect::<Vec<_>>()
            );
            assert!(!board.can_undo());
        }
        assert!(ClassicBoard::new("euclid 3").game().is_err());
        assert!(ClassicBoard::new("nim 3").game().is_err());
    }
}

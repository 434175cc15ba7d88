//! The bridge to the core: one value for "the rules being played", moves with their type
//! erased, and every question the app asks (legal moves, outcomes, values, hints, the
//! computer's move) answered by the `grundy` crate.
//!
//! Nothing here decides a game: each function builds the core's position from numbers and
//! asks the core. The app keeps positions as plain numbers so that they persist and so that
//! one code path serves all six games.

use std::fmt::Display;
use std::sync::Arc;

use grundy::strategy::{best_move, remoteness};
use grundy::{
    Bash, Convention, Game, GameKind, Nim, Outcome, SetNim, SplitMix64, SplitMove, SplitNim,
    StairMove, Staircase, SubtractionSet, Take, Wythoff, WythoffMove,
};
use serde::{Deserialize, Serialize};

/// Positions visited at most when the app asks for the remoteness of a position (on a
/// thread of its own: about a second in a debug build, much less in release).
pub const REMOTENESS_BUDGET: u64 = 1_000_000;
/// Positions visited at most when the perfect computer looks for its move.
pub const BEST_MOVE_BUDGET: u64 = 20_000;
/// How many options the option list shows (a Nim pile of 10^18 has 10^18 moves).
pub const OPTION_CAP: usize = 200;
/// Cells of the Grundy table Set Nim is played with: the certified period of every set the
/// setup accepts with elements up to a few thousand fits, and the table grows by doubling
/// from a small prefix, so small sets cost little.
pub const SET_NIM_TABLE: usize = 1 << 16;

/// The six games, in a form that persists (a mirror of [`GameKind`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// Bash.
    Bash,
    /// Wythoff.
    Wythoff,
    /// Nim.
    #[default]
    Nim,
    /// Staircase Nim.
    Staircase,
    /// Set Nim.
    SetNim,
    /// Split Nim.
    SplitNim,
}

impl Kind {
    /// All six, in the core's order.
    pub const ALL: [Self; 6] = [
        Self::Bash,
        Self::Wythoff,
        Self::Nim,
        Self::Staircase,
        Self::SetNim,
        Self::SplitNim,
    ];

    /// The core's name for the game.
    pub const fn game_kind(self) -> GameKind {
        match self {
            Self::Bash => GameKind::Bash,
            Self::Wythoff => GameKind::Wythoff,
            Self::Nim => GameKind::Nim,
            Self::Staircase => GameKind::Staircase,
            Self::SetNim => GameKind::SetNim,
            Self::SplitNim => GameKind::SplitNim,
        }
    }

    /// The game's name.
    pub const fn name(self) -> &'static str {
        self.game_kind().name()
    }
}

/// A move of any of the six games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnyMove {
    /// Bash, Nim, Set Nim: take `count` from pile `pile` (0-based).
    Take {
        /// The pile, from 0.
        pile: usize,
        /// Stones taken.
        count: u64,
    },
    /// Wythoff: take `first` from the first pile and `second` from the second.
    Wythoff {
        /// Taken from the first pile.
        first: u64,
        /// Taken from the second pile.
        second: u64,
    },
    /// Staircase Nim: move `count` from step `step` (from 1) one step down.
    Stair {
        /// The step, from 1.
        step: usize,
        /// Stones moved.
        count: u64,
    },
    /// Split Nim: replace pile `pile` by the two piles `into`.
    Split {
        /// The pile, from 0.
        pile: usize,
        /// The two new piles.
        into: [u64; 2],
    },
}

/// A core move type that converts to and from [`AnyMove`].
pub trait MoveCodec: Sized {
    /// The move as an [`AnyMove`].
    fn into_any(self) -> AnyMove;
    /// The move, when `mv` is one of this type.
    fn from_any(mv: AnyMove) -> Option<Self>;
}

impl MoveCodec for Take {
    fn into_any(self) -> AnyMove {
        AnyMove::Take {
            pile: self.pile,
            count: self.count,
        }
    }
    fn from_any(mv: AnyMove) -> Option<Self> {
        match mv {
            AnyMove::Take { pile, count } => Some(Self { pile, count }),
            _ => None,
        }
    }
}

impl MoveCodec for WythoffMove {
    fn into_any(self) -> AnyMove {
        let [first, second] = self.takes();
        AnyMove::Wythoff { first, second }
    }
    fn from_any(mv: AnyMove) -> Option<Self> {
        match mv {
            AnyMove::Wythoff { first, second: 0 } => Some(Self::First(first)),
            AnyMove::Wythoff { first: 0, second } => Some(Self::Second(second)),
            AnyMove::Wythoff { first, second } if first == second => Some(Self::Both(first)),
            _ => None,
        }
    }
}

impl MoveCodec for StairMove {
    fn into_any(self) -> AnyMove {
        AnyMove::Stair {
            step: self.step,
            count: self.count,
        }
    }
    fn from_any(mv: AnyMove) -> Option<Self> {
        match mv {
            AnyMove::Stair { step, count } => Some(Self { step, count }),
            _ => None,
        }
    }
}

impl MoveCodec for SplitMove {
    fn into_any(self) -> AnyMove {
        AnyMove::Split {
            pile: self.pile,
            into: self.into,
        }
    }
    fn from_any(mv: AnyMove) -> Option<Self> {
        match mv {
            AnyMove::Split { pile, into } => Some(Self { pile, into }),
            _ => None,
        }
    }
}

/// What a game is set up with, as it persists: the game, the convention, Bash's `k` and Set
/// Nim's `S` (each used only by its game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Spec {
    /// Which game.
    pub kind: Kind,
    /// Misère play (only where the core supports it).
    pub misere: bool,
    /// Bash: the largest take.
    pub k: u64,
    /// Set Nim: the subtraction set.
    pub set: Vec<u64>,
}

impl Default for Spec {
    fn default() -> Self {
        Self {
            kind: Kind::Nim,
            misere: false,
            k: 3,
            set: vec![1, 3, 4],
        }
    }
}

/// The rules being played: a value of the core for each game.
#[derive(Clone, Debug)]
pub enum Rules {
    /// Bash.
    Bash(Bash),
    /// Wythoff.
    Wythoff(Wythoff),
    /// Nim.
    Nim(Nim),
    /// Staircase Nim.
    Staircase(Staircase),
    /// Set Nim, with its certified table (shared: it can be large).
    SetNim(Arc<SetNim<Vec<u8>>>),
    /// Split Nim.
    SplitNim(SplitNim),
}

/// Runs `$body` with `$g` bound to the core game inside `$rules`.
macro_rules! with_game {
    ($rules:expr, $g:ident => $body:expr) => {
        match $rules {
            Rules::Bash(game) => {
                let $g = game;
                $body
            }
            Rules::Wythoff(game) => {
                let $g = game;
                $body
            }
            Rules::Nim(game) => {
                let $g = game;
                $body
            }
            Rules::Staircase(game) => {
                let $g = game;
                $body
            }
            Rules::SetNim(game) => {
                let $g = game.as_ref();
                $body
            }
            Rules::SplitNim(game) => {
                let $g = game;
                $body
            }
        }
    };
}

/// One option of a position, as the option list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionInfo {
    /// The move.
    pub mv: AnyMove,
    /// The core's description, e.g. `take 2 from pile 1`.
    pub label: String,
    /// Whether the core lists it among the winning moves.
    pub winning: bool,
    /// The position after it.
    pub after: Vec<u64>,
    /// The Grundy value after it, or why there is none.
    pub value_after: Result<u128, String>,
}

/// Everything the app shows about one position; computed once per position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The numbers of the position.
    pub numbers: Vec<u64>,
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// The Grundy value, or why there is none.
    pub value: Result<u128, String>,
    /// Whether no move is left.
    pub terminal: bool,
    /// Every winning move the core reports (all of them: there are few).
    pub winning: Vec<AnyMove>,
    /// The options in the core's order, at most [`OPTION_CAP`], then any winning move
    /// beyond the cap.
    pub options: Vec<OptionInfo>,
    /// Whether there are more options than shown.
    pub more_options: bool,
}

/// Parses whole numbers separated by spaces or commas; an error names the first bad token.
///
/// # Errors
/// A message naming the token that is not a number from 0 to 18446744073709551615.
pub fn parse_numbers(text: &str) -> Result<Vec<u64>, String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.parse::<u64>()
                .map_err(|_| format!("\"{t}\" is not a whole number from 0 to {}", u64::MAX))
        })
        .collect()
}

impl Rules {
    /// The core's rules for `spec`.
    ///
    /// # Errors
    /// The core's message when `k` or `S` is not valid.
    pub fn build(spec: &Spec) -> Result<Self, String> {
        let convention = if spec.misere && spec.kind.game_kind().supports_misere() {
            Convention::Misere
        } else {
            Convention::Normal
        };
        Ok(match spec.kind {
            Kind::Bash => {
                Self::Bash(Bash::with_convention(spec.k, convention).map_err(|e| e.to_string())?)
            }
            Kind::Wythoff => Self::Wythoff(Wythoff),
            Kind::Nim => Self::Nim(Nim::with_convention(convention)),
            Kind::Staircase => Self::Staircase(Staircase),
            Kind::SetNim => {
                let set = SubtractionSet::new(&spec.set).map_err(|e| e.to_string())?;
                let game =
                    SetNim::with_table(set, vec![0u8; SET_NIM_TABLE]).map_err(|e| e.to_string())?;
                Self::SetNim(Arc::new(game))
            }
            Kind::SplitNim => Self::SplitNim(SplitNim),
        })
    }

    /// Which game.
    pub fn kind(&self) -> Kind {
        match self {
            Self::Bash(_) => Kind::Bash,
            Self::Wythoff(_) => Kind::Wythoff,
            Self::Nim(_) => Kind::Nim,
            Self::Staircase(_) => Kind::Staircase,
            Self::SetNim(_) => Kind::SetNim,
            Self::SplitNim(_) => Kind::SplitNim,
        }
    }

    /// Whether the last player to move loses (misère play).
    pub fn misere(&self) -> bool {
        match self {
            Self::Bash(b) => b.convention() == Convention::Misere,
            Self::Nim(n) => n.convention() == Convention::Misere,
            _ => false,
        }
    }

    /// The position `numbers` describe, checked by the core, as its numbers again.
    ///
    /// # Errors
    /// The core's message when the numbers are not a position of the game.
    pub fn validate(&self, numbers: &[u64]) -> Result<Vec<u64>, String> {
        with_game!(self, g => {
            let p = g.position(numbers).map_err(|e| e.to_string())?;
            Ok(g.numbers(&p).to_vec())
        })
    }

    /// The position after `mv` and the core's description of the move.
    ///
    /// # Errors
    /// The core's message when the move is illegal.
    pub fn play(&self, numbers: &[u64], mv: AnyMove) -> Result<(Vec<u64>, String), String> {
        with_game!(self, g => play_in(g, numbers, mv))
    }

    /// Who wins `numbers` with perfect play.
    ///
    /// # Errors
    /// The core's message when the numbers are not a position.
    pub fn outcome(&self, numbers: &[u64]) -> Result<Outcome, String> {
        with_game!(self, g => {
            let p = g.position(numbers).map_err(|e| e.to_string())?;
            Ok(g.outcome(&p))
        })
    }

    /// The Grundy value of `numbers`.
    ///
    /// # Errors
    /// The core's message (misère play, a Wythoff table too large, not a position).
    pub fn value(&self, numbers: &[u64]) -> Result<u128, String> {
        with_game!(self, g => {
            let p = g.position(numbers).map_err(|e| e.to_string())?;
            g.grundy(&p).map_err(|e| e.to_string())
        })
    }

    /// The core's winning moves from `numbers` (empty from a P-position).
    pub fn winning_moves(&self, numbers: &[u64]) -> Vec<AnyMove> {
        with_game!(self, g => {
            g.position(numbers)
                .map(|p| g.winning_moves(&p).take(OPTION_CAP).map(MoveCodec::into_any).collect())
                .unwrap_or_default()
        })
    }

    /// The remoteness of `numbers` (the core's search, at most [`REMOTENESS_BUDGET`]
    /// positions).
    ///
    /// # Errors
    /// The core's message when the search is too large or the numbers are not a position.
    pub fn remoteness(&self, numbers: &[u64]) -> Result<u64, String> {
        with_game!(self, g => {
            let p = g.position(numbers).map_err(|e| e.to_string())?;
            remoteness(g, &p, REMOTENESS_BUDGET).map_err(|e| e.to_string())
        })
    }

    /// Everything the app shows about `numbers`.
    ///
    /// # Errors
    /// The core's message when the numbers are not a position.
    pub fn analyse(&self, numbers: &[u64]) -> Result<Analysis, String> {
        with_game!(self, g => analyse_in(g, numbers))
    }

    /// The computer's move: with probability `skill`/100 the perfect move (the core's
    /// `best_move`), otherwise the core's random move; `None` when no move is left.
    pub fn computer_move(
        &self,
        numbers: &[u64],
        skill: u8,
        rng: &mut SplitMix64,
    ) -> Option<AnyMove> {
        with_game!(self, g => {
            let p = g.position(numbers).ok()?;
            let perfect = rng.below(100) < u64::from(skill.min(100));
            let mv = if perfect {
                best_move(g, &p, BEST_MOVE_BUDGET)
            } else {
                g.random_move(&p, rng)
            };
            mv.map(MoveCodec::into_any)
        })
    }
}

fn play_in<G>(game: &G, numbers: &[u64], mv: AnyMove) -> Result<(Vec<u64>, String), String>
where
    G: Game,
    G::Move: MoveCodec + Display,
{
    let position = game.position(numbers).map_err(|e| e.to_string())?;
    let core_mv = G::Move::from_any(mv).ok_or("this move belongs to another game")?;
    let after = game.play(position, core_mv).map_err(|e| e.to_string())?;
    Ok((game.numbers(&after).to_vec(), core_mv.to_string()))
}

fn analyse_in<G>(game: &G, numbers: &[u64]) -> Result<Analysis, String>
where
    G: Game,
    G::Move: MoveCodec + Display,
{
    let position = game.position(numbers).map_err(|e| e.to_string())?;
    let winning_core: Vec<G::Move> = game.winning_moves(&position).take(OPTION_CAP).collect();
    let option = |mv: G::Move, winning: bool| {
        let after = game.play(position.clone(), mv).ok()?;
        Some(OptionInfo {
            mv: mv.into_any(),
            label: mv.to_string(),
            winning,
            after: game.numbers(&after).to_vec(),
            value_after: game.grundy(&after).map_err(|e| e.to_string()),
        })
    };
    // The options in the core's order (so that the list gives nothing away without hints),
    // then any winning move the cap left out.
    let mut options = Vec::new();
    let mut more_options = false;
    for mv in game.moves(&position) {
        if options.len() >= OPTION_CAP {
            more_options = true;
            break;
        }
        options.extend(option(mv, winning_core.contains(&mv)));
    }
    for &mv in &winning_core {
        if !options.iter().any(|o: &OptionInfo| o.mv == mv.into_any()) {
            options.extend(option(mv, true));
        }
    }
    Ok(Analysis {
        numbers: game.numbers(&position).to_vec(),
        outcome: game.outcome(&position),
        value: game.grundy(&position).map_err(|e| e.to_string()),
        terminal: game.is_terminal(&position),
        winning: winning_core.into_iter().map(MoveCodec::into_any).collect(),
        options,
        more_options,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_parse_and_reject_letters() {
        assert_eq!(parse_numbers("3, 4  5").unwrap(), vec![3, 4, 5]);
        assert!(parse_numbers("3 x 5").unwrap_err().contains("\"x\""));
        assert!(parse_numbers("-1").is_err());
    }

    #[test]
    fn wythoff_moves_round_trip() {
        for mv in [
            WythoffMove::First(3),
            WythoffMove::Second(2),
            WythoffMove::Both(4),
        ] {
            assert_eq!(WythoffMove::from_any(mv.into_any()), Some(mv));
        }
        assert_eq!(
            WythoffMove::from_any(AnyMove::Wythoff {
                first: 1,
                second: 2
            }),
            None
        );
    }

    #[test]
    fn analysis_lists_the_core_winning_moves_first() {
        let rules = Rules::build(&Spec::default()).unwrap();
        let a = rules.analyse(&[3, 4, 5]).unwrap();
        assert_eq!(a.value, Ok(2));
        assert_eq!(a.winning, vec![AnyMove::Take { pile: 0, count: 2 }]);
        assert_eq!(a.options.first().unwrap().label, "take 1 from pile 1");
        assert!(a.options.get(1).unwrap().winning);
        assert_eq!(a.options.iter().filter(|o| o.winning).count(), 1);
        assert_eq!(a.options.len(), 12);
    }
}

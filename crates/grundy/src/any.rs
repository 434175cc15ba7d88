//! Any of the games as one value: [`AnyGame`], its positions [`AnyPosition`] and moves
//! [`AnyMove`], described by a [`GameSpec`] and built over tables from a [`Storage`].
//!
//! A front end that lets its user choose the game at run time keeps one `AnyGame` and asks
//! it everything; a new game is added here, in one place, and every front end has it.

use core::convert::Infallible;

use crate::error::{GrundyError, IllegalMove, PlayError, PositionError, RulesError};
use crate::game::{Convention, FromNumbers, Game, GameKind, Outcome, Take};
use crate::games::bash::Bash;
use crate::games::grundys_game::GrundysGame;
use crate::games::nim::Nim;
use crate::games::octal::Octal;
use crate::games::octal::{OctalCode, OctalMove};
use crate::games::set_nim::SetNim;
use crate::games::split_nim::SplitMove;
use crate::games::split_nim::SplitNim;
use crate::games::staircase::StairMove;
use crate::games::staircase::Staircase;
use crate::games::wythoff::Wythoff;
use crate::games::wythoff::{WythoffMove, WythoffTable};
use crate::nimber::Nimber;

mod any_position;
mod spec;
mod storage;

pub use any_position::{AnyMove, AnyPosition};
pub use spec::GameSpec;
pub use storage::{Inline, Storage, WythoffValues};
use storage::{wythoff_grundy, wythoff_moves_to};

/// Any of the games, with its tables; implements [`Game`] over [`AnyPosition`] and
/// [`AnyMove`].
///
/// ```
/// use grundy::{AnyGame, Convention, FromNumbers, Game, GameSpec, Outcome};
/// use grundy::any::Inline;
///
/// let spec = GameSpec::Bash { max_take: 3, convention: Convention::Normal };
/// let game: AnyGame = AnyGame::build(&spec, &[10], &Inline)?;
/// let p = game.position(&[10])?;
/// assert_eq!(game.outcome(&p), Outcome::N);
/// assert_eq!(game.winning_moves(&p).next().map(|m| m.to_string()).as_deref(), Some("take 2 from pile 1"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub enum AnyGame<S: Storage = Inline> {
    /// Bash.
    Bash(Bash),
    /// Wythoff, with the table of the values up to the start position when it fits.
    Wythoff(WythoffValues<S::Words>),
    /// Nim.
    Nim(Nim),
    /// Staircase Nim.
    Staircase(Staircase),
    /// Set Nim with its table.
    SetNim(SetNim<S::Bytes>),
    /// Split Nim.
    SplitNim(SplitNim),
    /// An octal game with its table.
    Octal(Octal<S::Words>),
    /// Grundy's game with its table.
    Grundy(GrundysGame<S::Words>),
}

impl<S: Storage> AnyGame<S> {
    /// The game `spec` describes, with tables from `storage` large enough for the positions
    /// reachable from `start` (moves never make a pile larger than the largest one, except
    /// Staircase Nim's, which needs no table): Set Nim's values for piles up to the largest
    /// of `start` (or all of them, with a period certified), Wythoff's values up to `start`
    /// when they fit.
    ///
    /// # Errors
    /// [`RulesError`] when the rules are not valid or Set Nim's values do not fit the table.
    pub fn build(spec: &GameSpec, start: &[u64], storage: &S) -> Result<Self, RulesError> {
        let largest = start.iter().copied().max().unwrap_or(0);
        Ok(match spec {
            GameSpec::Bash {
                max_take,
                convention,
            } => Self::Bash(Bash::with_convention(*max_take, *convention)?),
            GameSpec::Wythoff => Self::Wythoff(match start {
                [a, b] => {
                    let cells = (a.saturating_add(1)).saturating_mul(b.saturating_add(1));
                    let cells = usize::try_from(cells).unwrap_or(usize::MAX);
                    let words = storage.words(cells);
                    let capacity = words.as_ref().len() as u64;
                    // The bitsets only for a table that fits.
                    let lines = |x: u64| usize::try_from(x.saturating_add(1)).unwrap_or(usize::MAX);
                    let table = if cells <= words.as_ref().len() {
                        let bits = Wythoff::bits_len(lines(*a.min(b)), lines(*a.max(b)));
                        let mut bits = storage.bits(bits.unwrap_or(0));
                        WythoffTable::for_position_with(*a, *b, words, bits.as_mut()).ok()
                    } else {
                        None
                    };
                    WythoffValues { table, capacity }
                }
                _ => WythoffValues {
                    table: None,
                    capacity: 0,
                },
            }),
            GameSpec::Nim { convention } => Self::Nim(Nim::with_convention(*convention)),
            GameSpec::Staircase => Self::Staircase(Staircase),
            GameSpec::SetNim { set } => Self::SetNim(SetNim::for_heaps_within(
                set.clone(),
                largest,
                storage.bytes(usize::MAX),
                storage.set_nim_budget(),
            )?),
            GameSpec::SplitNim => Self::SplitNim(SplitNim),
            GameSpec::Octal { code } => {
                let words = storage.words(usize::MAX);
                let mut scratch = storage.scratch(code.scratch_len_for(words.as_ref().len()));
                Self::Octal(
                    Octal::for_heaps_within(
                        *code,
                        largest,
                        words,
                        scratch.as_mut(),
                        storage.octal_budget(),
                    )
                    .map_err(RulesError::Octal)?,
                )
            }
            GameSpec::Grundy => {
                let words = storage.words(usize::MAX);
                let mut scratch = storage.scratch(OctalCode::scratch_len(words.as_ref().len()));
                Self::Grundy(
                    GrundysGame::for_heaps_within(
                        largest,
                        words,
                        scratch.as_mut(),
                        storage.octal_budget(),
                    )
                    .map_err(RulesError::Octal)?,
                )
            }
        })
    }

    /// The description this game was built from.
    pub fn spec(&self) -> GameSpec {
        match self {
            Self::Bash(b) => GameSpec::Bash {
                max_take: b.max_take(),
                convention: b.convention(),
            },
            Self::Wythoff(_) => GameSpec::Wythoff,
            Self::Nim(n) => GameSpec::Nim {
                convention: n.convention(),
            },
            Self::Staircase(_) => GameSpec::Staircase,
            Self::SetNim(s) => GameSpec::SetNim {
                set: s.set().clone(),
            },
            Self::SplitNim(_) => GameSpec::SplitNim,
            Self::Octal(g) => GameSpec::Octal { code: g.code() },
            Self::Grundy(_) => GameSpec::Grundy,
        }
    }

    /// The piles of `position` as Nim heaps, when the position plays exactly as Nim on
    /// them (the same moves to the same positions, and so on to the end of the game): Nim
    /// itself; Bash with at most k stones; Wythoff with an empty pile; Staircase Nim with
    /// stones on step 1 only; Set Nim whose set holds every number up to the largest pile;
    /// Split Nim with piles of at most one stone. This is what misère play of a sum needs.
    pub fn nim_heaps<'p>(&self, position: &'p AnyPosition) -> Option<&'p [u64]> {
        let numbers = position.numbers();
        let nim_like = match (self, position) {
            (Self::Nim(_), AnyPosition::Piles(_)) => true,
            (Self::Bash(b), AnyPosition::Bash(p)) => p.stones() <= b.max_take(),
            (Self::Wythoff(_), AnyPosition::Wythoff(p)) => p.piles().contains(&0),
            (Self::Staircase(_), AnyPosition::Piles(p)) => {
                p.as_slice().iter().skip(1).all(|&s| s == 0)
            }
            (Self::SetNim(g), AnyPosition::Piles(p)) => {
                let largest = p.as_slice().iter().copied().max().unwrap_or(0);
                // S holds 1..=largest exactly when its first `largest` elements are 1, 2, …
                usize::try_from(largest).is_ok_and(|l| {
                    g.set()
                        .as_slice()
                        .get(..l)
                        .is_some_and(|head| head.iter().zip(1u64..).all(|(&s, want)| s == want))
                })
            }
            (Self::SplitNim(_), AnyPosition::Piles(p)) => p.as_slice().iter().all(|&s| s <= 1),
            // A take-and-break game plays as Nim on its heaps when, up to the largest heap,
            // every take may leave no heap (the whole heap) or one heap, and none may leave
            // two or three (nor split a heap without taking, a code starting with 4, 8 or c).
            (Self::Octal(g), AnyPosition::Piles(p)) => {
                let largest = p.as_slice().iter().copied().max().unwrap_or(0);
                let code = g.code();
                let fits = usize::try_from(largest).is_ok_and(|l| l <= code.last_take());
                fits && (1..=largest)
                    .all(|k| code.allows(k, 0) && (k == largest || code.allows(k, 1)))
                    && (0..=largest).all(|k| !code.allows(k, 2) && !code.allows(k, 3))
            }
            _ => false,
        };
        nim_like.then_some(numbers)
    }

    /// The move of this game that leaves `left` stones in Nim heap `heap` of
    /// [`AnyGame::nim_heaps`], when the position is Nim-like.
    pub fn nim_heap_move(&self, position: &AnyPosition, heap: usize, left: u64) -> Option<AnyMove> {
        let size = *self.nim_heaps(position)?.get(heap)?;
        let count = size.checked_sub(left).filter(|&c| c > 0)?;
        Some(match self {
            Self::Staircase(_) => AnyMove::Stair(StairMove {
                step: heap + 1,
                count,
            }),
            Self::Wythoff(_) => AnyMove::Wythoff(if heap == 0 {
                WythoffMove::First(count)
            } else {
                WythoffMove::Second(count)
            }),
            Self::SplitNim(_) => AnyMove::Split(SplitMove {
                pile: heap,
                into: [0, 0],
            }),
            Self::Octal(_) | Self::Grundy(_) => AnyMove::Octal(OctalMove {
                pile: heap,
                take: count,
                left: [left, 0, 0],
            }),
            _ => AnyMove::Take(Take { pile: heap, count }),
        })
    }
}

/// One iterator type over the games' own move iterators.
enum Moves<A, B, C, D, E, F, G, H> {
    Bash(A),
    Wythoff(B),
    Nim(C),
    Staircase(D),
    SetNim(E),
    SplitNim(F),
    Octal(G),
    Grundy(H),
    None,
}

impl<A, B, C, D, E, F, G, H> Iterator for Moves<A, B, C, D, E, F, G, H>
where
    A: Iterator<Item = AnyMove>,
    B: Iterator<Item = AnyMove>,
    C: Iterator<Item = AnyMove>,
    D: Iterator<Item = AnyMove>,
    E: Iterator<Item = AnyMove>,
    F: Iterator<Item = AnyMove>,
    G: Iterator<Item = AnyMove>,
    H: Iterator<Item = AnyMove>,
{
    type Item = AnyMove;

    fn next(&mut self) -> Option<AnyMove> {
        match self {
            Self::Bash(i) => i.next(),
            Self::Wythoff(i) => i.next(),
            Self::Nim(i) => i.next(),
            Self::Staircase(i) => i.next(),
            Self::SetNim(i) => i.next(),
            Self::SplitNim(i) => i.next(),
            Self::Octal(i) => i.next(),
            Self::Grundy(i) => i.next(),
            Self::None => None,
        }
    }
}

/// Runs one expression per game on the game and its own position type, wrapping the
/// iterator it returns into [`Moves`]; a position of another game gives no moves.
macro_rules! per_game_moves {
    ($self:expr, $position:expr, $g:ident, $p:ident => $body:expr) => {
        match ($self, $position) {
            (AnyGame::Bash($g), AnyPosition::Bash($p)) => Moves::Bash($body.map(AnyMove::Take)),
            (AnyGame::Wythoff(_), AnyPosition::Wythoff($p)) => {
                let $g = &Wythoff;
                Moves::Wythoff($body.map(AnyMove::Wythoff))
            }
            (AnyGame::Nim($g), AnyPosition::Piles($p)) => Moves::Nim($body.map(AnyMove::Take)),
            (AnyGame::Staircase($g), AnyPosition::Piles($p)) => {
                Moves::Staircase($body.map(AnyMove::Stair))
            }
            (AnyGame::SetNim($g), AnyPosition::Piles($p)) => {
                Moves::SetNim($body.map(AnyMove::Take))
            }
            (AnyGame::SplitNim($g), AnyPosition::Piles($p)) => {
                Moves::SplitNim($body.map(AnyMove::Split))
            }
            (AnyGame::Octal($g), AnyPosition::Piles($p)) => Moves::Octal($body.map(AnyMove::Octal)),
            (AnyGame::Grundy($g), AnyPosition::Piles($p)) => {
                Moves::Grundy($body.map(AnyMove::Octal))
            }
            _ => Moves::None,
        }
    };
}

/// The error of a position that belongs to another game.
fn other_game<P>(position: P) -> PlayError<P> {
    PlayError {
        position,
        reason: IllegalMove::OtherGame,
    }
}

impl<S: Storage> Game for AnyGame<S> {
    type Position = AnyPosition;
    type Move = AnyMove;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn convention(&self) -> Convention {
        match self {
            Self::Bash(g) => g.convention(),
            Self::Nim(g) => g.convention(),
            _ => Convention::Normal,
        }
    }

    fn moves<'a>(&'a self, position: &'a AnyPosition) -> impl Iterator<Item = AnyMove> + 'a {
        per_game_moves!(self, position, g, p => g.moves(p))
    }

    fn play(
        &self,
        position: AnyPosition,
        mv: AnyMove,
    ) -> Result<AnyPosition, PlayError<AnyPosition>> {
        fn back<P>(wrap: impl Fn(P) -> AnyPosition, e: PlayError<P>) -> PlayError<AnyPosition> {
            PlayError {
                position: wrap(e.position),
                reason: e.reason,
            }
        }
        match (self, position, mv) {
            (Self::Bash(g), AnyPosition::Bash(p), AnyMove::Take(m)) => g
                .play(p, m)
                .map(AnyPosition::Bash)
                .map_err(|e| back(AnyPosition::Bash, e)),
            (Self::Wythoff(_), AnyPosition::Wythoff(p), AnyMove::Wythoff(m)) => Wythoff
                .play(p, m)
                .map(AnyPosition::Wythoff)
                .map_err(|e| back(AnyPosition::Wythoff, e)),
            (Self::Nim(g), AnyPosition::Piles(p), AnyMove::Take(m)) => g
                .play(p, m)
                .map(AnyPosition::Piles)
                .map_err(|e| back(AnyPosition::Piles, e)),
            (Self::Staircase(g), AnyPosition::Piles(p), AnyMove::Stair(m)) => g
                .play(p, m)
                .map(AnyPosition::Piles)
                .map_err(|e| back(AnyPosition::Piles, e)),
            (Self::SetNim(g), AnyPosition::Piles(p), AnyMove::Take(m)) => g
                .play(p, m)
                .map(AnyPosition::Piles)
                .map_err(|e| back(AnyPosition::Piles, e)),
            (Self::SplitNim(g), AnyPosition::Piles(p), AnyMove::Split(m)) => g
                .play(p, m)
                .map(AnyPosition::Piles)
                .map_err(|e| back(AnyPosition::Piles, e)),
            (Self::Octal(g), AnyPosition::Piles(p), AnyMove::Octal(m)) => g
                .play(p, m)
                .map(AnyPosition::Piles)
                .map_err(|e| back(AnyPosition::Piles, e)),
            (Self::Grundy(g), AnyPosition::Piles(p), AnyMove::Octal(m)) => g
                .play(p, m)
                .map(AnyPosition::Piles)
                .map_err(|e| back(AnyPosition::Piles, e)),
            (_, position, _) => Err(other_game(position)),
        }
    }

    fn is_terminal(&self, position: &AnyPosition) -> bool {
        match (self, position) {
            (Self::Bash(g), AnyPosition::Bash(p)) => g.is_terminal(p),
            (Self::Wythoff(_), AnyPosition::Wythoff(p)) => Wythoff.is_terminal(p),
            (Self::Nim(g), AnyPosition::Piles(p)) => g.is_terminal(p),
            (Self::Staircase(g), AnyPosition::Piles(p)) => g.is_terminal(p),
            (Self::SetNim(g), AnyPosition::Piles(p)) => g.is_terminal(p),
            (Self::SplitNim(g), AnyPosition::Piles(p)) => g.is_terminal(p),
            (Self::Octal(g), AnyPosition::Piles(p)) => g.is_terminal(p),
            (Self::Grundy(g), AnyPosition::Piles(p)) => g.is_terminal(p),
            _ => true,
        }
    }

    fn unlisted(&self, position: &AnyPosition) -> Option<IllegalMove> {
        match (self, position) {
            (Self::Staircase(g), AnyPosition::Piles(p)) => g.unlisted(p),
            (Self::SplitNim(g), AnyPosition::Piles(p)) => g.unlisted(p),
            (Self::Octal(g), AnyPosition::Piles(p)) => g.unlisted(p),
            (Self::Grundy(g), AnyPosition::Piles(p)) => g.unlisted(p),
            // Bash, Wythoff, Nim and Set Nim only take stones: every move is held.
            _ => None,
        }
    }

    /// Who wins; for a position of another game (which has no move), the player to move
    /// loses, as at any position without a move under normal play.
    fn try_outcome(&self, position: &AnyPosition) -> Result<Outcome, Infallible> {
        Ok({
            match (self, position) {
                (Self::Bash(g), AnyPosition::Bash(p)) => g.outcome(p),
                (Self::Wythoff(_), AnyPosition::Wythoff(p)) => Wythoff.outcome(p),
                (Self::Nim(g), AnyPosition::Piles(p)) => g.outcome(p),
                (Self::Staircase(g), AnyPosition::Piles(p)) => g.outcome(p),
                (Self::SetNim(g), AnyPosition::Piles(p)) => g.outcome(p),
                (Self::SplitNim(g), AnyPosition::Piles(p)) => g.outcome(p),
                (Self::Octal(g), AnyPosition::Piles(p)) => g.outcome(p),
                (Self::Grundy(g), AnyPosition::Piles(p)) => g.outcome(p),
                _ => Outcome::P,
            }
        })
    }

    fn grundy(&self, position: &AnyPosition) -> Result<Nimber, GrundyError> {
        match (self, position) {
            (Self::Bash(g), AnyPosition::Bash(p)) => g.grundy(p),
            (Self::Wythoff(t), AnyPosition::Wythoff(p)) => wythoff_grundy(t, p),
            (Self::Nim(g), AnyPosition::Piles(p)) => g.grundy(p),
            (Self::Staircase(g), AnyPosition::Piles(p)) => g.grundy(p),
            (Self::SetNim(g), AnyPosition::Piles(p)) => g.grundy(p),
            (Self::SplitNim(g), AnyPosition::Piles(p)) => g.grundy(p),
            (Self::Octal(g), AnyPosition::Piles(p)) => g.grundy(p),
            (Self::Grundy(g), AnyPosition::Piles(p)) => g.grundy(p),
            _ => Ok(Nimber::ZERO),
        }
    }

    fn winning_moves<'a>(
        &'a self,
        position: &'a AnyPosition,
    ) -> impl Iterator<Item = AnyMove> + 'a {
        per_game_moves!(self, position, g, p => g.winning_moves(p))
    }

    fn moves_to<'a>(
        &'a self,
        position: &'a AnyPosition,
        value: Nimber,
    ) -> Result<impl Iterator<Item = AnyMove> + 'a, GrundyError> {
        Ok(match (self, position) {
            (Self::Bash(g), AnyPosition::Bash(p)) => {
                Moves::Bash(g.moves_to(p, value)?.map(AnyMove::Take))
            }
            (Self::Wythoff(t), AnyPosition::Wythoff(p)) => {
                Moves::Wythoff(wythoff_moves_to(t, p, value)?.map(AnyMove::Wythoff))
            }
            (Self::Nim(g), AnyPosition::Piles(p)) => {
                Moves::Nim(g.moves_to(p, value)?.map(AnyMove::Take))
            }
            (Self::Staircase(g), AnyPosition::Piles(p)) => {
                Moves::Staircase(g.moves_to(p, value)?.map(AnyMove::Stair))
            }
            (Self::SetNim(g), AnyPosition::Piles(p)) => {
                Moves::SetNim(g.moves_to(p, value)?.map(AnyMove::Take))
            }
            (Self::SplitNim(g), AnyPosition::Piles(p)) => {
                Moves::SplitNim(g.moves_to(p, value)?.map(AnyMove::Split))
            }
            (Self::Octal(g), AnyPosition::Piles(p)) => {
                Moves::Octal(Game::moves_to(g, p, value)?.map(AnyMove::Octal))
            }
            (Self::Grundy(g), AnyPosition::Piles(p)) => {
                Moves::Grundy(Game::moves_to(g, p, value)?.map(AnyMove::Octal))
            }
            _ => Moves::None,
        })
    }

    fn canonical(&self, position: &AnyPosition) -> AnyPosition {
        match (self, position) {
            (Self::Bash(g), AnyPosition::Bash(p)) => AnyPosition::Bash(g.canonical(p)),
            (Self::Wythoff(_), AnyPosition::Wythoff(p)) => {
                AnyPosition::Wythoff(Wythoff.canonical(p))
            }
            (Self::Nim(g), AnyPosition::Piles(p)) => AnyPosition::Piles(g.canonical(p)),
            (Self::Staircase(g), AnyPosition::Piles(p)) => AnyPosition::Piles(g.canonical(p)),
            (Self::SetNim(g), AnyPosition::Piles(p)) => AnyPosition::Piles(g.canonical(p)),
            (Self::SplitNim(g), AnyPosition::Piles(p)) => AnyPosition::Piles(g.canonical(p)),
            (Self::Octal(g), AnyPosition::Piles(p)) => AnyPosition::Piles(g.canonical(p)),
            (Self::Grundy(g), AnyPosition::Piles(p)) => AnyPosition::Piles(g.canonical(p)),
            (_, p) => p.clone(),
        }
    }

    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &AnyPosition,
        rng: &mut R,
    ) -> Option<AnyMove> {
        match (self, position) {
            (Self::Bash(g), AnyPosition::Bash(p)) => g.random_move(p, rng).map(AnyMove::Take),
            (Self::Wythoff(_), AnyPosition::Wythoff(p)) => {
                Wythoff.random_move(p, rng).map(AnyMove::Wythoff)
            }
            (Self::Nim(g), AnyPosition::Piles(p)) => g.random_move(p, rng).map(AnyMove::Take),
            (Self::Staircase(g), AnyPosition::Piles(p)) => {
                g.random_move(p, rng).map(AnyMove::Stair)
            }
            (Self::SetNim(g), AnyPosition::Piles(p)) => g.random_move(p, rng).map(AnyMove::Take),
            (Self::SplitNim(g), AnyPosition::Piles(p)) => g.random_move(p, rng).map(AnyMove::Split),
            (Self::Octal(g), AnyPosition::Piles(p)) => g.random_move(p, rng).map(AnyMove::Octal),
            (Self::Grundy(g), AnyPosition::Piles(p)) => g.random_move(p, rng).map(AnyMove::Octal),
            _ => None,
        }
    }
}
impl<S: Storage> AnyGame<S> {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        match self {
            Self::Bash(_) => GameKind::Bash,
            Self::Wythoff(_) => GameKind::Wythoff,
            Self::Nim(_) => GameKind::Nim,
            Self::Staircase(_) => GameKind::Staircase,
            Self::SetNim(_) => GameKind::SetNim,
            Self::SplitNim(_) => GameKind::SplitNim,
            Self::Octal(_) => GameKind::Octal,
            Self::Grundy(_) => GameKind::Grundy,
        }
    }
}

impl<S: Storage> FromNumbers for AnyGame<S> {
    fn position(&self, numbers: &[u64]) -> Result<AnyPosition, PositionError> {
        Ok(match self {
            Self::Bash(g) => AnyPosition::Bash(g.position(numbers)?),
            Self::Wythoff(_) => AnyPosition::Wythoff(Wythoff.position(numbers)?),
            Self::Nim(g) => AnyPosition::Piles(g.position(numbers)?),
            Self::Staircase(g) => AnyPosition::Piles(g.position(numbers)?),
            Self::SetNim(g) => AnyPosition::Piles(g.position(numbers)?),
            Self::SplitNim(g) => AnyPosition::Piles(g.position(numbers)?),
            Self::Octal(g) => AnyPosition::Piles(g.position(numbers)?),
            Self::Grundy(g) => AnyPosition::Piles(g.position(numbers)?),
        })
    }

    fn numbers<'p>(&self, position: &'p AnyPosition) -> &'p [u64] {
        position.numbers()
    }
}

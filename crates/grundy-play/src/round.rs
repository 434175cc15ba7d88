//! A game in progress seen through object-safe traits, so that the demo and the game loop
//! are compiled once, not once per game.
//!
//! The six games have six position and move types; code generic over [`Board`] is copied
//! for each of them, which on a 16 KiB chip costs more than the games themselves. [`Live`]
//! holds a game's rules, its position and the move about to be played, and answers the
//! questions with the core: [`Turn`]'s (what any game in progress, a sum too, answers),
//! [`Round`]'s (the demo's checks of one game) and [`Typing`]'s (what a person typing
//! moves needs). Everything above it talks to `&mut dyn Round` or `&mut dyn Typing`.

use grundy::error::{GrundyError, IllegalMove, PositionError};
use grundy::rng::SplitMix64;
use grundy::{Convention, GameKind, Nimber, Outcome};

use crate::parse::ParseError;
use crate::{Board, Console};

/// Who chooses the next move, for [`Turn::pick`].
#[derive(Debug)]
pub enum Pick<'r> {
    /// The chip: [`crate::chip_move`].
    Chip,
    /// A hint: the core's first winning move, none from a P-position.
    Hint,
    /// A pseudo-random legal move ([`grundy::Game::random_move`]).
    Random(&'r mut SplitMix64),
}

/// A game in progress as the game loop sees it, whatever it is (one game, or a sum of
/// them): at most one move held, which [`Turn::pick`] or [`Typing::parse`] choose and
/// [`Turn::play`] plays.
pub trait Turn {
    /// The rules in one line ([`Board::describe`]); a sum writes one line per component.
    fn describe(&self, out: &mut dyn Console);

    /// The Grundy value of the position ([`Board::grundy_value`]; for a sum, the XOR of its
    /// components' values by [`grundy::nim::Bouton`]).
    ///
    /// # Errors
    /// As [`Board::grundy_value`].
    fn grundy(&self) -> Result<Nimber, GrundyError>;

    /// Whether no move is left.
    fn is_terminal(&self) -> bool;

    /// Holds the move `by` chooses; `false` (nothing held) when it finds none.
    fn pick(&mut self, by: Pick<'_>) -> bool;

    /// The held move in words (nothing when none is held).
    fn say_move(&self, out: &mut dyn Console);

    /// Plays the held move; it stays held, to be said, until the next pick or parse.
    ///
    /// # Errors
    /// The core's [`IllegalMove`], the position unchanged; [`IllegalMove::TakesNothing`]
    /// when no move is held.
    fn play(&mut self) -> Result<(), IllegalMove>;
}

/// One game in progress, whatever its type: a [`Turn`] that also tells its game, its
/// numbers and its outcome, for the demo's checks.
///
/// ```
/// use grundy::Nim;
/// use grundy_play::{Live, Pick, Round, Transcript, Turn};
///
/// let nim = Nim::normal();
/// let mut round = Live::new(&nim, &[3, 4, 5])?;
/// assert!(round.pick(Pick::Hint));
/// let mut out = Transcript::<64>::new(&[]);
/// round.say_move(&mut out);
/// round.play()?;
/// assert_eq!(out.output(), "take 2 from pile 1");
/// assert_eq!(round.numbers(), [1, 4, 5]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Round: Turn {
    /// Which game.
    fn kind(&self) -> GameKind;

    /// The numbers of the position ([`grundy::FromNumbers::numbers`]).
    fn numbers(&self) -> &[u64];

    /// Who wins the position with perfect play.
    fn outcome(&self) -> Outcome;
}

/// What a person typing moves needs beyond a [`Turn`]: a separate trait, so that the
/// demo, which types nothing and draws nothing, does not carry move parsing or drawing in
/// its flash (a trait object's vtable links every method of its trait).
pub trait Typing: Turn {
    /// The game's name, as a title (`Nim`, or `Nim + Wythoff` for a sum).
    fn title(&self, out: &mut dyn Console);

    /// The position drawn ([`Board::draw`]); the demo writes numbers only.
    fn draw(&self, out: &mut dyn Console);

    /// How a move is typed ([`Board::syntax`]).
    fn syntax(&self) -> &'static str;

    /// Holds the move typed in `line`.
    ///
    /// # Errors
    /// [`ParseError`] when the line is not a move of this game (nothing is held then).
    fn parse<'l>(&mut self, line: &'l str) -> Result<(), ParseError<'l>>;

    /// The held move as it is typed (nothing when none is held).
    fn type_move(&self, out: &mut dyn Console);

    /// Normal or misère play: who has won when no move is left is the core's rule for it
    /// ([`Convention::winner_after`]). Here, not in [`Turn`], so that the demo, which asks
    /// the core's outcome of the final position instead, does not link it.
    fn convention(&self) -> Convention;
}

/// A component of a sum ([`crate::SumRound`]): one game in progress that can also hold a
/// move to a position of a given Grundy value.
pub trait Part: Typing {
    /// Holds the core's first move to a position of Grundy value `value`
    /// ([`crate::Board::move_to_value`]); `false` (nothing held) when there is none.
    fn pick_value(&mut self, value: Nimber) -> bool;

    /// `seed` with the position's numbers folded in: the seed of the chip's move when every
    /// move of the sum loses, the same position giving the same move.
    fn seed(&self, seed: u64) -> u64;
}

/// The [`Round`] of one game: its rules, a position and the held move.
#[derive(Debug)]
pub struct Live<'g, G: Board> {
    game: &'g G,
    position: G::Position,
    held: Option<G::Move>,
}

impl<'g, G: Board> Live<'g, G> {
    /// `game` from the position `start` describes ([`grundy::FromNumbers::position`]).
    ///
    /// # Errors
    /// [`PositionError`] when the core refuses `start`.
    pub fn new(game: &'g G, start: &[u64]) -> Result<Self, PositionError> {
        Ok(Self {
            game,
            position: game.position(start)?,
            held: None,
        })
    }

    /// The position.
    pub fn position(&self) -> &G::Position {
        &self.position
    }
}

impl<G: Board> Round for Live<'_, G> {
    fn kind(&self) -> GameKind {
        self.game.kind()
    }

    fn numbers(&self) -> &[u64] {
        self.game.numbers(&self.position)
    }

    fn outcome(&self) -> Outcome {
        self.game.outcome(&self.position)
    }
}

impl<G: Board> Turn for Live<'_, G> {
    fn describe(&self, out: &mut dyn Console) {
        self.game.describe(out);
    }

    fn grundy(&self) -> Result<Nimber, GrundyError> {
        self.game.grundy_value(&self.position)
    }

    fn is_terminal(&self) -> bool {
        self.game.is_terminal(&self.position)
    }

    fn pick(&mut self, by: Pick<'_>) -> bool {
        let (game, position) = (self.game, &self.position);
        // One call of each of the core's two move pickers, whoever picks (the chip's move is
        // `crate::chip_move`, written out here so that it shares them with the others).
        let mut seeded;
        let rng = match by {
            Pick::Random(rng) => rng,
            Pick::Chip | Pick::Hint => {
                self.held = game.winning_moves(position).next();
                if self.held.is_some() || matches!(by, Pick::Hint) {
                    return self.held.is_some();
                }
                seeded = crate::chip_rng(game.numbers(position));
                &mut seeded
            }
        };
        self.held = game.random_move(position, rng);
        self.held.is_some()
    }

    fn say_move(&self, out: &mut dyn Console) {
        if let Some(mv) = self.held {
            self.game.say_move(mv, out);
        }
    }

    fn play(&mut self) -> Result<(), IllegalMove> {
        let mv = self.held.ok_or(IllegalMove::TakesNothing)?;
        match self.game.play(self.position.clone(), mv) {
            Ok(next) => {
                self.position = next;
                Ok(())
            }
            Err(e) => Err(e.reason),
        }
    }
}

impl<G: Board> Part for Live<'_, G> {
    fn pick_value(&mut self, value: Nimber) -> bool {
        self.held = self.game.move_to_value(&self.position, value);
        self.held.is_some()
    }

    fn seed(&self, seed: u64) -> u64 {
        crate::chip_seed(seed, self.game.numbers(&self.position))
    }
}

impl<G: Board> Typing for Live<'_, G> {
    fn title(&self, out: &mut dyn Console) {
        out.write_str(self.game.kind().name());
    }

    fn draw(&self, out: &mut dyn Console) {
        self.game.draw(&self.position, out);
    }

    fn syntax(&self) -> &'static str {
        self.game.syntax()
    }

    fn parse<'l>(&mut self, line: &'l str) -> Result<(), ParseError<'l>> {
        self.held = None;
        self.held = Some(self.game.parse_move(line)?);
        Ok(())
    }

    fn type_move(&self, out: &mut dyn Console) {
        if let Some(mv) = self.held {
            self.game.type_move(mv, out);
        }
    }
    fn convention(&self) -> Convention {
        self.game.convention()
    }
}

//! A sum of games played as one: up to [`MAX_PARTS`] games side by side, a move in exactly
//! one of them, the last move wins.
//!
//! The Sprague–Grundy theorem says how to play it: the value of the sum is the XOR of its
//! components' values, and a winning move changes one component to the value that makes
//! the XOR 0. Both come from the core: the values from each component's [`crate::Board`],
//! the XOR and the component to move in from [`grundy::nim::Bouton`] (a component whose value
//! has a 1 in the XOR's highest bit, reduced to its value XOR the sum's), the move to that
//! value from [`grundy::Game::moves_to`].
//!
//! The core's own [`grundy::Sum`] holds up to eight components of any game, octal games
//! included, and a position of up to 2 KiB: more than a chip with 4 KiB of RAM can copy.
//! [`SumRound`] borrows components that live elsewhere (each a [`crate::Live`] of one game
//! of the lineup, in its own stack frame) and copies nothing.
//!
//! ```
//! use grundy::{Nim, Wythoff};
//! use grundy_play::{Live, Part, Pick, SumRound, Transcript, Turn, Typing};
//!
//! let (nim, wythoff) = (Nim::normal(), Wythoff);
//! let mut heaps = Live::new(&nim, &[3, 4, 5])?; // value 2
//! let mut piles = Live::new(&wythoff, &[1, 2])?; // a P-position, value 0
//! let mut parts: [&mut dyn Part; 2] = [&mut heaps, &mut piles];
//! let mut sum = SumRound::new(&mut parts).ok_or("no sum")?;
//! assert_eq!(sum.grundy()?, 2);
//! assert!(sum.pick(Pick::Hint));
//! let mut out = Transcript::<64>::new(&[]);
//! sum.say_move(&mut out);
//! out.write_str(" (`");
//! sum.type_move(&mut out);
//! out.write_str("`)");
//! assert_eq!(out.output(), "in component 1: take 2 from pile 1 (`1 1 2`)");
//! sum.play()?;
//! assert_eq!(sum.grundy()?, 0);
//! # use grundy_play::Console;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use grundy::Nimber;
use grundy::error::{GrundyError, IllegalMove};
use grundy::nim::Bouton;
use grundy::rng::SplitMix64;

use crate::Console;
use crate::console::write_usize;
use crate::parse::{self, ParseError};
use crate::round::{Pick, Turn, Typing};
use crate::text::grundy_of;

pub use crate::round::Part;

/// How many components a [`SumRound`] holds: the "two or three" a person follows on a
/// text terminal, each a [`crate::Live`] of about 300 bytes on a 4 KiB chip's stack.
pub const MAX_PARTS: usize = 3;

/// A sum of two or three games in progress, played as one [`Turn`]: a move is typed as the
/// component's number, then the move in it (`2 a 3`).
pub struct SumRound<'s, 'p> {
    parts: &'s mut [&'p mut dyn Part],
    /// The component whose held move is the sum's.
    held: Option<usize>,
}

impl core::fmt::Debug for SumRound<'_, '_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SumRound")
            .field("parts", &self.parts.len())
            .field("held", &self.held)
            .finish()
    }
}

impl<'s, 'p> SumRound<'s, 'p> {
    /// The sum of `parts`; `None` when there are none or more than [`MAX_PARTS`].
    pub fn new(parts: &'s mut [&'p mut dyn Part]) -> Option<Self> {
        (1..=MAX_PARTS)
            .contains(&parts.len())
            .then_some(Self { parts, held: None })
    }

    /// The components.
    pub fn parts(&self) -> &[&'p mut dyn Part] {
        self.parts
    }

    /// The components' values, or the first component's error.
    fn values(&self) -> Result<([u128; MAX_PARTS], usize), GrundyError> {
        let mut values = [0; MAX_PARTS];
        for (slot, part) in values.iter_mut().zip(self.parts.iter()) {
            *slot = part.grundy()?.get();
        }
        Ok((values, self.parts.len()))
    }

    /// Holds a winning move: in a component Bouton's working points at, the move to its
    /// target value. `None` from a P-position or when a value is unknown.
    fn winning(&mut self) -> Option<usize> {
        let (values, n) = self.values().ok()?;
        let working = Bouton::new(values.get(..n)?);
        for i in working.pointed() {
            let target = working.target(i)?;
            if self.parts.get_mut(i)?.pick_value(Nimber::new(target)) {
                return Some(i);
            }
        }
        None
    }
}

impl Turn for SumRound<'_, '_> {
    fn describe(&self, out: &mut dyn Console) {
        out.write_str(
            "a sum: each move is made in one component, any you like; \
             whoever makes the last move wins",
        );
        for (i, part) in self.parts.iter().enumerate() {
            out.write_str("\n  component ");
            write_usize(out, i + 1);
            out.write_str(", ");
            part.title(out);
            out.write_str(": ");
            part.describe(out);
            out.write_str("; its moves typed as ");
            out.write_str(part.syntax());
        }
    }

    fn grundy(&self) -> Result<Nimber, GrundyError> {
        let (values, n) = self.values()?;
        Ok(Nimber::new(
            Bouton::new(values.get(..n).unwrap_or_default()).xor(),
        ))
    }

    fn is_terminal(&self) -> bool {
        self.parts.iter().all(|part| part.is_terminal())
    }

    fn pick(&mut self, by: Pick<'_>) -> bool {
        self.held = None;
        let mut seeded;
        let rng = match by {
            Pick::Random(rng) => rng,
            Pick::Chip | Pick::Hint => {
                self.held = self.winning();
                if self.held.is_some() || matches!(by, Pick::Hint) {
                    return self.held.is_some();
                }
                // Every move loses: one drawn from the position, as a single game's chip.
                let seed = self.parts.iter().fold(0, |h, part| part.seed(h));
                seeded = SplitMix64::new(seed);
                &mut seeded
            }
        };
        // A random component with a move, then a random move in it.
        let n = self.parts.len();
        let start = usize::try_from(rng.below(n as u64)).unwrap_or(0);
        for k in 0..n {
            let i = (start + k) % n;
            let Some(part) = self.parts.get_mut(i) else {
                continue;
            };
            if part.pick(Pick::Random(&mut *rng)) {
                self.held = Some(i);
                return true;
            }
        }
        false
    }

    fn say_move(&self, out: &mut dyn Console) {
        if let Some((i, part)) = self.held.and_then(|i| Some((i, self.parts.get(i)?))) {
            out.write_str("in component ");
            write_usize(out, i + 1);
            out.write_str(": ");
            part.say_move(out);
        }
    }

    fn play(&mut self) -> Result<(), IllegalMove> {
        let i = self.held.ok_or(IllegalMove::TakesNothing)?;
        self.parts
            .get_mut(i)
            .ok_or(IllegalMove::TakesNothing)?
            .play()
    }
}

impl Typing for SumRound<'_, '_> {
    fn title(&self, out: &mut dyn Console) {
        for (i, part) in self.parts.iter().enumerate() {
            if i > 0 {
                out.write_str(" + ");
            }
            part.title(out);
        }
    }

    fn draw(&self, out: &mut dyn Console) {
        for (i, part) in self.parts.iter().enumerate() {
            out.write_str(" component ");
            write_usize(out, i + 1);
            out.write_str(", ");
            part.title(out);
            out.write_str(", ");
            grundy_of(out, &**part);
            out.write_str(":\n");
            part.draw(out);
        }
    }

    fn syntax(&self) -> &'static str {
        "component, then its move, e.g. 2 a 3 plays `a 3` in component 2"
    }

    fn parse<'l>(&mut self, line: &'l str) -> Result<(), ParseError<'l>> {
        self.held = None;
        let line = line.trim_ascii();
        let (word, rest) = line
            .split_once(|c: char| c.is_ascii_whitespace())
            .unwrap_or((line, ""));
        if word.is_empty() {
            return Err(ParseError::Empty);
        }
        let count = self.parts.len();
        let number = match parse::ordinal(word) {
            Err(ParseError::CountedFromOne) => 0,
            other => other?,
        };
        let part = number
            .checked_sub(1)
            .and_then(|i| self.parts.get_mut(i))
            .ok_or(ParseError::NoComponent { number, count })?;
        if rest.trim_ascii().is_empty() {
            return Err(ParseError::NoMove);
        }
        part.parse(rest)?;
        self.held = Some(number - 1);
        Ok(())
    }

    fn type_move(&self, out: &mut dyn Console) {
        if let Some((i, part)) = self.held.and_then(|i| Some((i, self.parts.get(i)?))) {
            write_usize(out, i + 1);
            out.write_str(" ");
            part.type_move(out);
        }
    }

    /// Normal play: a sum here is played on its components' Grundy values, and the last
    /// move wins.
    fn convention(&self) -> grundy::Convention {
        grundy::Convention::Normal
    }
}

//! How each game looks in text and how its moves are typed.

use core::fmt::{self, Write};

use grundy::{
    Bash, BashPosition, Game, GrundyError, Nim, Piles, SetNim, SplitMove, SplitNim, StairMove,
    Staircase, Take, Wythoff, WythoffMove, WythoffPosition,
};

use crate::parse::{self, ParseError};

/// Stones drawn per row; a larger pile is drawn this long followed by `...`, and its size
/// is always written in digits after it.
pub const MAX_DRAWN: u64 = 40;

/// A game as a text terminal shows it: its rules in words, its position drawn, its moves
/// typed. Implemented for the six games of the core.
///
/// Parsing only turns words into a move value; whether the move is legal is for
/// [`Game::play`] to say.
pub trait Board: Game<Move: fmt::Display> {
    /// How a move is typed, e.g. `pile count`.
    fn syntax(&self) -> &'static str;

    /// The rules in one line, without a line ending.
    ///
    /// # Errors
    /// Only those of `out`.
    fn describe(&self, out: &mut dyn Write) -> fmt::Result;

    /// The position, one line per pile or step, each ending in `\n`.
    ///
    /// # Errors
    /// Only those of `out`.
    fn draw(&self, position: &Self::Position, out: &mut dyn Write) -> fmt::Result;

    /// The move typed in `line`.
    ///
    /// # Errors
    /// [`ParseError`] when the line does not have the shape of a move of this game.
    fn parse_move<'l>(&self, line: &'l str) -> Result<Self::Move, ParseError<'l>>;

    /// The line that [`Board::parse_move`] reads back as `mv`.
    ///
    /// # Errors
    /// Only those of `out`.
    fn type_move(&self, mv: Self::Move, out: &mut dyn Write) -> fmt::Result;

    /// The Grundy value, from the core; a board may give the core a smaller scratch table
    /// than its default (Wythoff's is 1 KiB of stack, a quarter of the budget chip's RAM).
    ///
    /// # Errors
    /// As [`Game::grundy`].
    fn grundy_value(&self, position: &Self::Position) -> Result<u128, GrundyError> {
        self.grundy(position)
    }
}

/// Cells of the scratch table the Wythoff board hands the core: a `u16` each, 256 bytes,
/// enough for every position with (a + 1)(b + 1) ≤ 128, which covers the lineup's (5, 9)
/// and every position reached from it. Larger positions say their value is unknown.
pub const WYTHOFF_CELLS: usize = 128;

/// `label: ooo (3)`, with at most [`MAX_DRAWN`] stones drawn.
fn row(out: &mut dyn Write, label: fmt::Arguments<'_>, stones: u64) -> fmt::Result {
    out.write_fmt(label)?;
    out.write_str(": ")?;
    if stones == 0 {
        out.write_str("-")?;
    }
    for _ in 0..stones.min(MAX_DRAWN) {
        out.write_char('o')?;
    }
    if stones > MAX_DRAWN {
        out.write_str("...")?;
    }
    writeln!(out, " ({stones})")
}

/// Numbered rows, `  pile 1: ooo (3)`, for the games whose position is a row of piles.
fn piles(out: &mut dyn Write, position: &Piles) -> fmt::Result {
    if position.is_empty() {
        return out.write_str("  (no piles left)\n");
    }
    for (i, &stones) in position.as_slice().iter().enumerate() {
        row(out, format_args!("  pile {}", i + 1), stones)?;
    }
    Ok(())
}

/// `pile count` typed as `2 3`.
fn parse_take(line: &str) -> Result<Take, ParseError<'_>> {
    let [pile, count] = parse::words::<2>(line)?;
    Ok(Take {
        pile: parse::ordinal(pile)? - 1,
        count: parse::number(count)?,
    })
}

impl Board for Bash {
    fn syntax(&self) -> &'static str {
        "count, e.g. 2"
    }

    fn describe(&self, out: &mut dyn Write) -> fmt::Result {
        write!(
            out,
            "one pile; take 1 to {} stones a move; whoever takes the last stone wins",
            self.max_take()
        )
    }

    fn draw(&self, position: &BashPosition, out: &mut dyn Write) -> fmt::Result {
        row(out, format_args!("  pile"), position.stones())
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<Take, ParseError<'l>> {
        let [count] = parse::words::<1>(line)?;
        Ok(Take {
            pile: 0,
            count: parse::number(count)?,
        })
    }

    fn type_move(&self, mv: Take, out: &mut dyn Write) -> fmt::Result {
        // Bash has one pile: the core's moves all name pile 0.
        write!(out, "{}", mv.count)
    }
}

impl Board for Wythoff {
    fn syntax(&self) -> &'static str {
        "a count, b count or ab count, e.g. ab 2"
    }

    fn describe(&self, out: &mut dyn Write) -> fmt::Result {
        out.write_str(
            "two piles a and b; take any number from one, or the same number from both; \
             whoever takes the last stone wins",
        )
    }

    fn draw(&self, position: &WythoffPosition, out: &mut dyn Write) -> fmt::Result {
        let [a, b] = position.piles();
        row(out, format_args!("  a"), a)?;
        row(out, format_args!("  b"), b)
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<WythoffMove, ParseError<'l>> {
        let [pile, count] = parse::words::<2>(line)?;
        let make = match pile {
            "a" | "A" => WythoffMove::First,
            "b" | "B" => WythoffMove::Second,
            "ab" | "AB" | "ba" | "BA" => WythoffMove::Both,
            other => return Err(ParseError::NotAPile(other)),
        };
        Ok(make(parse::number(count)?))
    }

    fn type_move(&self, mv: WythoffMove, out: &mut dyn Write) -> fmt::Result {
        match mv {
            WythoffMove::First(n) => write!(out, "a {n}"),
            WythoffMove::Second(n) => write!(out, "b {n}"),
            WythoffMove::Both(n) => write!(out, "ab {n}"),
        }
    }

    fn grundy_value(&self, position: &WythoffPosition) -> Result<u128, GrundyError> {
        let [a, b] = position.piles();
        Wythoff::grundy_in(a, b, &mut [0u16; WYTHOFF_CELLS])
    }
}

impl Board for Nim {
    fn syntax(&self) -> &'static str {
        "pile count, e.g. 2 3"
    }

    fn describe(&self, out: &mut dyn Write) -> fmt::Result {
        out.write_str("take any number of stones from one pile; ")?;
        out.write_str(match self.convention() {
            grundy::Convention::Normal => "whoever takes the last stone wins",
            grundy::Convention::Misere => "whoever takes the last stone loses",
        })
    }

    fn draw(&self, position: &Piles, out: &mut dyn Write) -> fmt::Result {
        piles(out, position)
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<Take, ParseError<'l>> {
        parse_take(line)
    }

    fn type_move(&self, mv: Take, out: &mut dyn Write) -> fmt::Result {
        write!(out, "{} {}", mv.pile.saturating_add(1), mv.count)
    }
}

impl Board for Staircase {
    fn syntax(&self) -> &'static str {
        "step count, e.g. 3 2 moves 2 stones from step 3 to step 2"
    }

    fn describe(&self, out: &mut dyn Write) -> fmt::Result {
        out.write_str(
            "move stones from a step to the step below (from step 1 to the ground); \
             whoever makes the last move wins",
        )
    }

    fn draw(&self, position: &Piles, out: &mut dyn Write) -> fmt::Result {
        // The top step first, each one further right, down to the ground.
        for (i, &stones) in position.as_slice().iter().enumerate().rev() {
            for _ in 0..i.min(MAX_DRAWN as usize) {
                out.write_str("  ")?;
            }
            row(out, format_args!("  step {}", i + 1), stones)?;
        }
        out.write_str("  ground\n")
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<StairMove, ParseError<'l>> {
        let [step, count] = parse::words::<2>(line)?;
        Ok(StairMove {
            step: parse::ordinal(step)?,
            count: parse::number(count)?,
        })
    }

    fn type_move(&self, mv: StairMove, out: &mut dyn Write) -> fmt::Result {
        write!(out, "{} {}", mv.step, mv.count)
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Board for SetNim<T> {
    fn syntax(&self) -> &'static str {
        "pile count, e.g. 2 5"
    }

    fn describe(&self, out: &mut dyn Write) -> fmt::Result {
        write!(
            out,
            "take s stones from one pile, s in S = {}; whoever takes the last stones wins",
            self.set()
        )
    }

    fn draw(&self, position: &Piles, out: &mut dyn Write) -> fmt::Result {
        piles(out, position)
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<Take, ParseError<'l>> {
        parse_take(line)
    }

    fn type_move(&self, mv: Take, out: &mut dyn Write) -> fmt::Result {
        write!(out, "{} {}", mv.pile.saturating_add(1), mv.count)
    }
}

impl Board for SplitNim {
    fn syntax(&self) -> &'static str {
        "pile a b, e.g. 1 2 0 splits pile 1 into 2 and 0"
    }

    fn describe(&self, out: &mut dyn Write) -> fmt::Result {
        out.write_str(
            "replace one pile by two smaller piles (0 allowed); whoever makes the last move wins",
        )
    }

    fn draw(&self, position: &Piles, out: &mut dyn Write) -> fmt::Result {
        piles(out, position)
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<SplitMove, ParseError<'l>> {
        let [pile, a, b] = parse::words::<3>(line)?;
        Ok(SplitMove {
            pile: parse::ordinal(pile)? - 1,
            into: [parse::number(a)?, parse::number(b)?],
        })
    }

    fn type_move(&self, mv: SplitMove, out: &mut dyn Write) -> fmt::Result {
        let [a, b] = mv.into;
        write!(out, "{} {a} {b}", mv.pile.saturating_add(1))
    }
}

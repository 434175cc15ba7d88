//! How each game looks in text and how its moves are typed.
//!
//! Everything is written with [`Console::write_str`] and [`write_u64`], never `core::fmt`:
//! formatting machinery costs a 16 KiB chip several kilobytes of flash.

use core::convert::Infallible;
use grundy::bash::BashPosition;
use grundy::error::GrundyError;
use grundy::split_nim::SplitMove;
use grundy::staircase::StairMove;
use grundy::wythoff::{WythoffMove, WythoffPosition, WythoffTable};

use grundy::{
    Bash, FromNumbers, Game, GameKind, Nim, Nimber, Piles, SetNim, SplitNim, Staircase, Take,
    Wythoff,
};

use crate::Console;
use crate::console::{write_u64, write_usize};
use crate::parse::{self, ParseError};

/// Stones drawn per row; a larger pile is drawn this long followed by `...`, and its size
/// is always written in digits after it.
pub const MAX_DRAWN: u64 = 40;

/// A game as a text terminal shows it: its rules in words, its position drawn, its moves
/// said and typed. Implemented for the six games of the core.
///
/// Parsing only turns words into a move value; whether the move is legal is for
/// [`Game::play`] to say.
pub trait Board: FromNumbers<Unknown = Infallible, ValueError = GrundyError> {
    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// How a move is typed, e.g. `pile count`.
    fn syntax(&self) -> &'static str;

    /// The rules in one line, without a line ending.
    fn describe(&self, out: &mut dyn Console);

    /// The position, one line per pile or step, each ending in `\n`.
    fn draw(&self, position: &Self::Position, out: &mut dyn Console);

    /// The move typed in `line`.
    ///
    /// # Errors
    /// [`ParseError`] when the line does not have the shape of a move of this game.
    fn parse_move<'l>(&self, line: &'l str) -> Result<Self::Move, ParseError<'l>>;

    /// The line that [`Board::parse_move`] reads back as `mv`.
    fn type_move(&self, mv: Self::Move, out: &mut dyn Console);

    /// `mv` in words, as the core's `Display` of the move says it (`take 2 from pile 1`).
    fn say_move(&self, mv: Self::Move, out: &mut dyn Console);

    /// The Grundy value, from the core; a board may give the core a smaller scratch table
    /// than its default (Wythoff's is 1 KiB of stack, a quarter of the budget chip's RAM).
    ///
    /// # Errors
    /// As [`Game::grundy`].
    fn grundy_value(&self, position: &Self::Position) -> Result<Nimber, GrundyError> {
        self.grundy(position)
    }

    /// The core's first move from `position` to a position of Grundy value `value`
    /// ([`Game::moves_to`]), what a sum's winning move is made of; `None` when there is
    /// none or the values are unknown. As with [`Board::grundy_value`], a board may give
    /// the core a smaller table than its default.
    fn move_to_value(&self, position: &Self::Position, value: Nimber) -> Option<Self::Move> {
        self.moves_to(position, value).ok()?.next()
    }
}

/// Cells of the scratch table the Wythoff board hands the core: a `u16` each, 256 bytes,
/// enough for every position with (a + 1)(b + 1) ≤ 128, which covers the lineup's (5, 9)
/// and every position reached from it. Larger positions say their value is unknown.
pub const WYTHOFF_CELLS: usize = 128;

/// `label: ooo (3)`, with at most [`MAX_DRAWN`] stones drawn; `number` follows `label`
/// when given (`  pile 2`).
fn row(out: &mut dyn Console, label: &str, number: Option<usize>, stones: u64) {
    out.write_str(label);
    if let Some(n) = number {
        write_usize(out, n);
    }
    out.write_str(": ");
    if stones == 0 {
        out.write_str("-");
    }
    // Ten stones a write: the terminal sees whole rows, not one call per stone.
    let mut left = stones.min(MAX_DRAWN);
    while left > 0 {
        let n = left.min(10);
        out.write_str("oooooooooo".get(..n as usize).unwrap_or_default());
        left -= n;
    }
    if stones > MAX_DRAWN {
        out.write_str("...");
    }
    out.write_str(" (");
    write_u64(out, stones);
    out.write_str(")\n");
}

/// Numbered rows, `  pile 1: ooo (3)`, for the games whose position is a row of piles.
fn piles(out: &mut dyn Console, position: &Piles) {
    if position.is_empty() {
        out.write_str("  (no piles left)\n");
    }
    for (i, &stones) in position.as_slice().iter().enumerate() {
        row(out, "  pile ", Some(i + 1), stones);
    }
}

/// `pile count` typed as `2 3`.
fn parse_take(line: &str) -> Result<Take, ParseError<'_>> {
    let [pile, count] = parse::words::<2>(line)?;
    Ok(Take {
        pile: parse::ordinal(pile)? - 1,
        count: parse::number(count)?,
    })
}

/// `2 3` for taking 3 from the second pile.
fn type_take(mv: Take, out: &mut dyn Console) {
    write_usize(out, mv.pile.saturating_add(1));
    out.write_str(" ");
    write_u64(out, mv.count);
}

/// `take 3 from pile 2`, as the core's `Display` of [`Take`].
fn say_take(mv: Take, out: &mut dyn Console) {
    out.write_str("take ");
    write_u64(out, mv.count);
    out.write_str(" from pile ");
    write_usize(out, mv.pile.saturating_add(1));
}

impl Board for Bash {
    fn kind(&self) -> GameKind {
        Bash::kind(self)
    }

    fn syntax(&self) -> &'static str {
        "count, e.g. 2"
    }

    fn describe(&self, out: &mut dyn Console) {
        out.write_str("one pile; take 1 to ");
        write_u64(out, self.max_take());
        out.write_str(" stones a move; whoever takes the last stone wins");
    }

    fn draw(&self, position: &BashPosition, out: &mut dyn Console) {
        row(out, "  pile", None, position.stones());
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<Take, ParseError<'l>> {
        let [count] = parse::words::<1>(line)?;
        Ok(Take {
            pile: 0,
            count: parse::number(count)?,
        })
    }

    fn type_move(&self, mv: Take, out: &mut dyn Console) {
        // Bash has one pile: the core's moves all name pile 0.
        write_u64(out, mv.count);
    }

    fn say_move(&self, mv: Take, out: &mut dyn Console) {
        say_take(mv, out);
    }
}

impl Board for Wythoff {
    fn kind(&self) -> GameKind {
        Wythoff::kind(self)
    }

    fn syntax(&self) -> &'static str {
        "a count, b count or ab count, e.g. ab 2"
    }

    fn describe(&self, out: &mut dyn Console) {
        out.write_str(
            "two piles a and b; take any number from one, or the same number from both; \
             whoever takes the last stone wins",
        );
    }

    fn draw(&self, position: &WythoffPosition, out: &mut dyn Console) {
        let [a, b] = position.piles();
        row(out, "  a", None, a);
        row(out, "  b", None, b);
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

    fn type_move(&self, mv: WythoffMove, out: &mut dyn Console) {
        let (pile, n) = match mv {
            WythoffMove::First(n) => ("a ", n),
            WythoffMove::Second(n) => ("b ", n),
            WythoffMove::Both(n) => ("ab ", n),
        };
        out.write_str(pile);
        write_u64(out, n);
    }

    fn say_move(&self, mv: WythoffMove, out: &mut dyn Console) {
        let (n, from) = match mv {
            WythoffMove::First(n) => (n, " from the first pile"),
            WythoffMove::Second(n) => (n, " from the second pile"),
            WythoffMove::Both(n) => (n, " from both piles"),
        };
        out.write_str("take ");
        write_u64(out, n);
        out.write_str(from);
    }

    fn grundy_value(&self, position: &WythoffPosition) -> Result<Nimber, GrundyError> {
        let [a, b] = position.piles();
        Wythoff::grundy_in(a, b, &mut [0u16; WYTHOFF_CELLS]).map(Nimber::new)
    }

    fn move_to_value(&self, position: &WythoffPosition, value: Nimber) -> Option<WythoffMove> {
        // One table of every position up to (a, b) holds the values of all the options;
        // the core's default fills a 1 KiB table per option.
        let [a, b] = position.piles();
        // Borrowed, not moved into the table: one copy of the cells on the stack.
        let mut cells = [0u16; WYTHOFF_CELLS];
        let table = WythoffTable::for_position(a, b, &mut cells[..]).ok()?;
        table.moves_to(*position, value).ok()?.next()
    }
}

impl Board for Nim {
    fn kind(&self) -> GameKind {
        Nim::kind(self)
    }

    fn syntax(&self) -> &'static str {
        "pile count, e.g. 2 3"
    }

    fn describe(&self, out: &mut dyn Console) {
        out.write_str("take any number of stones from one pile; ");
        out.write_str(match self.convention() {
            grundy::Convention::Normal => "whoever takes the last stone wins",
            grundy::Convention::Misere => "whoever takes the last stone loses",
        });
    }

    fn draw(&self, position: &Piles, out: &mut dyn Console) {
        piles(out, position);
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<Take, ParseError<'l>> {
        parse_take(line)
    }

    fn type_move(&self, mv: Take, out: &mut dyn Console) {
        type_take(mv, out);
    }

    fn say_move(&self, mv: Take, out: &mut dyn Console) {
        say_take(mv, out);
    }
}

impl Board for Staircase {
    fn kind(&self) -> GameKind {
        Staircase::kind(self)
    }

    fn syntax(&self) -> &'static str {
        "step count, e.g. 3 2 moves 2 stones from step 3 to step 2"
    }

    fn describe(&self, out: &mut dyn Console) {
        out.write_str(
            "move stones from a step to the step below (from step 1 to the ground); \
             whoever makes the last move wins",
        );
    }

    fn draw(&self, position: &Piles, out: &mut dyn Console) {
        // The top step first, each one further right, down to the ground.
        for (i, &stones) in position.as_slice().iter().enumerate().rev() {
            for _ in 0..i.min(MAX_DRAWN as usize) {
                out.write_str("  ");
            }
            row(out, "  step ", Some(i + 1), stones);
        }
        out.write_str("  ground\n");
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<StairMove, ParseError<'l>> {
        let [step, count] = parse::words::<2>(line)?;
        Ok(StairMove {
            step: parse::ordinal(step)?,
            count: parse::number(count)?,
        })
    }

    fn type_move(&self, mv: StairMove, out: &mut dyn Console) {
        write_usize(out, mv.step);
        out.write_str(" ");
        write_u64(out, mv.count);
    }

    fn say_move(&self, mv: StairMove, out: &mut dyn Console) {
        out.write_str("move ");
        write_u64(out, mv.count);
        out.write_str(" from step ");
        write_usize(out, mv.step);
        match mv.step.checked_sub(1) {
            Some(below) if below > 0 => {
                out.write_str(" to step ");
                write_usize(out, below);
            }
            _ => out.write_str(" to the ground"),
        }
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>, const K: usize> Board for SetNim<T, K> {
    fn kind(&self) -> GameKind {
        SetNim::kind(self)
    }

    fn syntax(&self) -> &'static str {
        "pile count, e.g. 2 5"
    }

    fn describe(&self, out: &mut dyn Console) {
        out.write_str("take s stones from one pile, s in S = {");
        for (i, &s) in self.set().as_slice().iter().enumerate() {
            if i > 0 {
                out.write_str(", ");
            }
            write_u64(out, s);
        }
        out.write_str("}; whoever takes the last stones wins");
    }

    fn draw(&self, position: &Piles, out: &mut dyn Console) {
        piles(out, position);
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<Take, ParseError<'l>> {
        parse_take(line)
    }

    fn type_move(&self, mv: Take, out: &mut dyn Console) {
        type_take(mv, out);
    }

    fn say_move(&self, mv: Take, out: &mut dyn Console) {
        say_take(mv, out);
    }
}

impl Board for SplitNim {
    fn kind(&self) -> GameKind {
        SplitNim::kind(self)
    }

    fn syntax(&self) -> &'static str {
        "pile a b, e.g. 1 2 0 splits pile 1 into 2 and 0"
    }

    fn describe(&self, out: &mut dyn Console) {
        out.write_str(
            "replace one pile by two smaller piles (0 allowed); whoever makes the last move wins",
        );
    }

    fn draw(&self, position: &Piles, out: &mut dyn Console) {
        piles(out, position);
    }

    fn parse_move<'l>(&self, line: &'l str) -> Result<SplitMove, ParseError<'l>> {
        let [pile, a, b] = parse::words::<3>(line)?;
        Ok(SplitMove {
            pile: parse::ordinal(pile)? - 1,
            into: [parse::number(a)?, parse::number(b)?],
        })
    }

    fn type_move(&self, mv: SplitMove, out: &mut dyn Console) {
        let [a, b] = mv.into;
        write_usize(out, mv.pile.saturating_add(1));
        out.write_str(" ");
        write_u64(out, a);
        out.write_str(" ");
        write_u64(out, b);
    }

    fn say_move(&self, mv: SplitMove, out: &mut dyn Console) {
        let [a, b] = mv.into;
        out.write_str("split pile ");
        write_usize(out, mv.pile.saturating_add(1));
        out.write_str(" into ");
        write_u64(out, a);
        out.write_str(" and ");
        write_u64(out, b);
    }
}

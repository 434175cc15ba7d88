//! You against the chip: a menu of the six games, then a game loop over a [`Console`].
//!
//! The human moves first from the lineup's N-position, so perfect play (or asking `h` for
//! a hint at every move) wins. A malformed line or an illegal move is explained and asked
//! again; `q` leaves the game, and `q` at the menu (or the end of input) ends the session.

use grundy::GameKind;

use crate::console::{grundy_of, say};
use crate::parse::ParseError;
use crate::{Board, Console, Out, lineup};

/// Longest line read; longer lines are cut (and then fail to parse, or name a pile that
/// does not exist).
pub const LINE: usize = 64;

/// How a game of the session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The human made the last move.
    HumanWon,
    /// The chip made the last move.
    ChipWon,
    /// The human typed `q`.
    Left,
    /// The input ended.
    EndOfInput,
    /// The core refused something it produced itself (never seen; reported, not hidden).
    Refused,
}

/// What a session did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Games started.
    pub games: u32,
    /// Games the human won.
    pub won: u32,
    /// Games the chip won.
    pub lost: u32,
}

/// One line of input: `Some(text)` (trimmed, possibly invalid UTF-8 as `Err`), `None` at
/// the end of input.
fn read<'b, C: Console + ?Sized>(
    console: &mut C,
    buf: &'b mut [u8; LINE],
) -> Option<Result<&'b str, ParseError<'static>>> {
    let len = console.read_line(buf)?;
    let bytes = buf.get(..len).unwrap_or_default();
    Some(
        core::str::from_utf8(bytes)
            .map(str::trim)
            .map_err(|_| ParseError::NotText),
    )
}

/// Runs the menu until `q` or the end of input; the chip plays [`crate::chip_move`].
pub fn run<C: Console + ?Sized>(console: &mut C) -> Summary {
    let mut summary = Summary::default();
    let mut buf = [0u8; LINE];
    console.write_str("The Nim machine: you against a perfect player.\n");
    loop {
        console.write_str("\n");
        for (i, kind) in GameKind::ALL.into_iter().enumerate() {
            say!(console, "  {}  {kind}\n", i + 1);
        }
        console.write_str("  q  quit\ngame (1-6, q to quit)> ");
        let line = match read(console, &mut buf) {
            None => break,
            Some(Ok(line)) => line,
            Some(Err(e)) => {
                say!(console, "{e}: type 1 to 6, or q\n");
                continue;
            }
        };
        if matches!(line, "q" | "quit") {
            break;
        }
        let chosen = line
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| GameKind::ALL.get(i).copied());
        let Some(kind) = chosen else {
            say!(console, "`{line}` is not on the menu: type 1 to 6, or q\n");
            continue;
        };
        summary.games += 1;
        let mut game = Match {
            console: &mut *console,
        };
        match lineup::with_game(kind, &mut game) {
            Ok(Ending::HumanWon) => summary.won += 1,
            Ok(Ending::ChipWon) => summary.lost += 1,
            Ok(Ending::EndOfInput) => break,
            Ok(Ending::Left | Ending::Refused) => {}
            Err(e) => say!(console, "the core refuses the rules of {kind}: {e}\n"),
        }
    }
    console.write_str("bye\n");
    summary
}

struct Match<'c, C: ?Sized> {
    console: &'c mut C,
}

impl<C: Console + ?Sized> lineup::Visit for Match<'_, C> {
    type Output = Ending;

    fn visit<G: Board>(&mut self, game: &G, start: &[u64]) -> Ending {
        play(self.console, game, start)
    }
}

/// Writes `mv (type `line`)`.
fn show_move<G: Board, C: Console + ?Sized>(console: &mut C, game: &G, mv: G::Move) {
    say!(console, "{mv} (type `");
    let _ = game.type_move(mv, &mut Out(&mut *console));
    console.write_str("`)");
}

/// One game of `game` from `start`, the human first.
pub fn play<G: Board, C: Console + ?Sized>(console: &mut C, game: &G, start: &[u64]) -> Ending {
    let mut buf = [0u8; LINE];
    say!(console, "\n== {} ==\n", game.kind());
    let _ = game.describe(&mut Out(&mut *console));
    say!(
        console,
        "\nyou move first. a move is typed as: {}; h for a hint, q to quit\n",
        game.syntax()
    );
    let mut position = match game.position(start) {
        Ok(p) => p,
        Err(e) => {
            say!(console, "the core refuses the start: {e}\n");
            return Ending::Refused;
        }
    };
    let mut changed = true;
    loop {
        if changed {
            let _ = game.draw(&position, &mut Out(&mut *console));
            if game.is_terminal(&position) {
                console.write_str("no move is left for you: the chip wins\n");
                return Ending::ChipWon;
            }
            grundy_of(console, game, &position);
            console.write_str("\n");
            changed = false;
        }
        console.write_str("your move> ");
        let line = match read(console, &mut buf) {
            None => {
                console.write_str("\n");
                return Ending::EndOfInput;
            }
            Some(Ok(line)) => line,
            Some(Err(e)) => {
                say!(console, "cannot read that: {e}\n");
                continue;
            }
        };
        match line {
            "q" | "quit" => {
                console.write_str("you leave the game\n");
                return Ending::Left;
            }
            "h" | "hint" | "?" => {
                hint(console, game, &position);
                continue;
            }
            _ => {}
        }
        let mv = match game.parse_move(line) {
            Ok(mv) => mv,
            Err(e) => {
                say!(
                    console,
                    "cannot read `{line}`: {e}; a move is typed as: {}\n",
                    game.syntax()
                );
                continue;
            }
        };
        match game.play(position, mv) {
            Ok(next) => position = next,
            Err(e) => {
                say!(console, "{e}\n");
                position = e.position;
                continue;
            }
        }
        say!(console, "you: {mv}, ");
        grundy_of(console, game, &position);
        console.write_str("\n");
        if game.is_terminal(&position) {
            let _ = game.draw(&position, &mut Out(&mut *console));
            console.write_str("no move is left for the chip: you win!\n");
            return Ending::HumanWon;
        }
        let Some(mv) = crate::chip_move(game, &position) else {
            console.write_str("the chip finds no move where the core says there is one\n");
            return Ending::Refused;
        };
        position = match game.play(position, mv) {
            Ok(next) => next,
            Err(e) => {
                say!(console, "the core refuses the chip's move {mv}: {e}\n");
                return Ending::Refused;
            }
        };
        say!(console, "chip: {mv}\n");
        changed = true;
    }
}

/// A winning move, or when none wins, the move the chip would make in your place.
fn hint<G: Board, C: Console + ?Sized>(console: &mut C, game: &G, position: &G::Position) {
    if let Some(mv) = game.winning_moves(position).next() {
        console.write_str("hint: ");
        show_move(console, game, mv);
        console.write_str(" leaves a P-position: the chip loses\n");
    } else if let Some(mv) = crate::chip_move(game, position) {
        console.write_str("no move wins against perfect play (a P-position); try ");
        show_move(console, game, mv);
        console.write_str("\n");
    } else {
        console.write_str("no move is left\n");
    }
}

//! You against the chip: a menu of the six games, then a game loop over a [`Console`].
//!
//! The human moves first from the lineup's N-position, so perfect play (or asking `h` for
//! a hint at every move) wins. A malformed line or an illegal move is explained and asked
//! again; `q` leaves the game, and `q` at the menu (or the end of input) ends the session.

use crate::console::{grundy_of, write_usize};
use crate::parse::ParseError;
use crate::round::{Live, Pick, Typing};
use crate::{Board, Console, lineup, text};

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
fn read<'b>(
    console: &mut dyn Console,
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
pub fn run(console: &mut dyn Console) -> Summary {
    menu(console, None)
}

/// [`run`] with one more entry on the menu, `d`, which calls `demo` with the console (a
/// firmware without a debugger runs [`crate::demo`] there, with its own checks).
pub fn run_with_demo(console: &mut dyn Console, demo: &mut dyn FnMut(&mut dyn Console)) -> Summary {
    menu(console, Some(demo))
}

/// What the menu's `d` calls.
type Demo<'d> = &'d mut dyn FnMut(&mut dyn Console);

fn menu(console: &mut dyn Console, mut demo: Option<Demo<'_>>) -> Summary {
    let mut summary = Summary::default();
    let mut buf = [0u8; LINE];
    console.write_str("The Nim machine: you against a perfect player.\n");
    loop {
        console.write_str("\n");
        for (i, kind) in lineup::KINDS.into_iter().enumerate() {
            console.write_str("  ");
            write_usize(console, i + 1);
            console.write_str("  ");
            console.write_str(kind.name());
            console.write_str("\n");
        }
        if demo.is_some() {
            console.write_str("  d  demo: the chip against a random player, checked\n");
        }
        console.write_str("  q  quit\ngame (1-6, q to quit)> ");
        let line = match read(console, &mut buf) {
            None => break,
            Some(Ok(line)) => line,
            Some(Err(e)) => {
                e.write(console);
                console.write_str(": type 1 to 6, or q\n");
                continue;
            }
        };
        if matches!(line, "q" | "quit") {
            break;
        }
        if let (Some(demo), "d" | "demo") = (demo.as_mut(), line) {
            demo(&mut *console);
            continue;
        }
        let chosen = line
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| lineup::KINDS.get(i).copied());
        let Some(kind) = chosen else {
            console.write_str("`");
            console.write_str(line);
            console.write_str("` is not on the menu: type 1 to 6, or q\n");
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
            Err(e) => {
                console.write_str("the core refuses the rules of ");
                console.write_str(kind.name());
                console.write_str(": ");
                text::rules_error(console, &e);
                console.write_str("\n");
            }
        }
    }
    console.write_str("bye\n");
    summary
}

struct Match<'c> {
    console: &'c mut dyn Console,
}

impl lineup::Visit for Match<'_> {
    type Output = Ending;

    fn visit<G: Board>(&mut self, game: &G, start: &[u64]) -> Ending {
        play(self.console, game, start)
    }
}

/// Writes `mv (type `line`)` for the held move.
fn show_move(console: &mut dyn Console, round: &dyn Typing) {
    round.say_move(console);
    console.write_str(" (type `");
    round.type_move(console);
    console.write_str("`)");
}

/// One game of `game` from `start`, the human first.
// Never inlined: one stack frame per game, as in `lineup::with_game`.
#[inline(never)]
pub fn play<G: Board>(console: &mut dyn Console, game: &G, start: &[u64]) -> Ending {
    match Live::new(game, start) {
        Ok(mut round) => play_round(console, &mut round),
        Err(e) => {
            console.write_str("the core refuses the start: ");
            text::position_error(console, &e);
            console.write_str("\n");
            Ending::Refused
        }
    }
}

/// [`play`] of a game in progress, whatever the game.
#[inline(never)]
pub fn play_round(console: &mut dyn Console, round: &mut dyn Typing) -> Ending {
    let mut buf = [0u8; LINE];
    console.write_str("\n== ");
    console.write_str(round.kind().name());
    console.write_str(" ==\n");
    round.describe(console);
    console.write_str("\nyou move first. a move is typed as: ");
    console.write_str(round.syntax());
    console.write_str("; h for a hint, q to quit\n");
    let mut changed = true;
    loop {
        if changed {
            round.draw(console);
            if round.is_terminal() {
                console.write_str("no move is left for you: the chip wins\n");
                return Ending::ChipWon;
            }
            grundy_of(console, round);
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
                console.write_str("cannot read that: ");
                e.write(console);
                console.write_str("\n");
                continue;
            }
        };
        match line {
            "q" | "quit" => {
                console.write_str("you leave the game\n");
                return Ending::Left;
            }
            "h" | "hint" | "?" => {
                hint(console, round);
                continue;
            }
            _ => {}
        }
        if let Err(e) = round.parse(line) {
            console.write_str("cannot read `");
            console.write_str(line);
            console.write_str("`: ");
            e.write(console);
            console.write_str("; a move is typed as: ");
            console.write_str(round.syntax());
            console.write_str("\n");
            continue;
        }
        if let Err(e) = round.play() {
            text::play_error(console, &e);
            console.write_str("\n");
            continue;
        }
        console.write_str("you: ");
        round.say_move(console);
        console.write_str(", ");
        grundy_of(console, round);
        console.write_str("\n");
        if round.is_terminal() {
            round.draw(console);
            console.write_str("no move is left for the chip: you win!\n");
            return Ending::HumanWon;
        }
        if !round.pick(Pick::Chip) {
            console.write_str("the chip finds no move where the core says there is one\n");
            return Ending::Refused;
        }
        if let Err(e) = round.play() {
            console.write_str("the core refuses the chip's move ");
            round.say_move(console);
            console.write_str(": ");
            text::play_error(console, &e);
            console.write_str("\n");
            return Ending::Refused;
        }
        console.write_str("chip: ");
        round.say_move(console);
        console.write_str("\n");
        changed = true;
    }
}

/// A winning move, or when none wins, the move the chip would make in your place.
fn hint(console: &mut dyn Console, round: &mut dyn Typing) {
    if round.pick(Pick::Hint) {
        console.write_str("hint: ");
        show_move(console, round);
        console.write_str(" leaves a P-position: the chip loses\n");
    } else if round.pick(Pick::Chip) {
        console.write_str("no move wins against perfect play (a P-position); try ");
        show_move(console, round);
        console.write_str("\n");
    } else {
        console.write_str("no move is left\n");
    }
}

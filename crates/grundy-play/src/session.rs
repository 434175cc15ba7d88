//! You against the chip: a menu of the six games and of their sums, then a game loop over a
//! [`Console`].
//!
//! The human moves first from the lineup's N-position, so perfect play (or asking `h` for
//! a hint at every move) wins. A sum of two or three games starts from each game's lineup
//! position; when that sum is a P-position the chip moves first, so the human can still
//! win. A malformed line or an illegal move is explained and asked again; `q` leaves the
//! game, and `q` at the menu (or the end of input) ends the session.

use grundy::ending::Player;
use grundy::error::RulesError;
use grundy::{GameKind, Outcome};

use crate::console::write_usize;
use crate::parse::{self, ParseError};
use crate::round::{Live, Pick, Turn, Typing};
use crate::sum::{MAX_PARTS, Part, SumRound};
use crate::text::grundy_of;
use crate::{Board, Console, lineup, text};

/// Longest line read; longer lines are cut (and then fail to parse, or name a pile that
/// does not exist).
pub const LINE: usize = 64;

/// How a game of the session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The human won (under normal play by making the last move).
    HumanWon,
    /// The chip won.
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
        console.write_str("  s  a sum of two or three of these\n");
        if demo.is_some() {
            console.write_str("  d  demo: the chip against a random player, checked\n");
        }
        console.write_str("  q  quit\ngame (1-6, s, q to quit)> ");
        let line = match read(console, &mut buf) {
            None => break,
            Some(Ok(line)) => line,
            Some(Err(e)) => {
                e.write(console);
                console.write_str(": type 1 to 6, s, or q\n");
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
        let mut kinds = [GameKind::Nim; MAX_PARTS];
        let count = if matches!(line, "s" | "sum") {
            console.write_str("a sum of two or three games: their numbers, e.g. 3 2> ");
            match read(console, &mut buf).map(|line| line.and_then(|l| choose(l, &mut kinds))) {
                None => break,
                Some(Ok(count)) => count,
                Some(Err(e)) => {
                    console.write_str("not a sum: ");
                    if let ParseError::WordCount { given, .. } = e {
                        write_usize(console, given);
                        console.write_str(if given == 1 { " game" } else { " games" });
                    } else {
                        e.write(console);
                    }
                    console.write_str("; type two or three numbers from 1 to 6\n");
                    continue;
                }
            }
        } else {
            match lineup::KINDS.get(game_index(line)) {
                Some(&kind) => {
                    kinds[0] = kind;
                    1
                }
                None => {
                    console.write_str("`");
                    console.write_str(line);
                    console.write_str("` is not on the menu: type 1 to 6, s, or q\n");
                    continue;
                }
            }
        };
        summary.games += 1;
        let chosen = kinds.get(..count).unwrap_or_default();
        let ending = match chosen {
            [kind] => lineup::with_game(
                *kind,
                &mut Match {
                    console: &mut *console,
                },
            ),
            _ => play_sum(console, chosen),
        };
        match ending {
            Ok(Ending::HumanWon) => summary.won += 1,
            Ok(Ending::ChipWon) => summary.lost += 1,
            Ok(Ending::EndOfInput) => break,
            Ok(Ending::Left | Ending::Refused) => {}
            Err(e) => {
                console.write_str("the core refuses the rules of a game: ");
                text::rules_error(console, &e);
                console.write_str("\n");
            }
        }
    }
    console.write_str("bye\n");
    summary
}

/// The index in [`lineup::KINDS`] of the menu's entry `word` (`1` is 0); past the end when
/// `word` names none.
fn game_index(word: &str) -> usize {
    word.parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .unwrap_or(usize::MAX)
}

/// The games of a sum typed as two or three menu numbers, into `kinds`; how many.
fn choose<'l>(line: &'l str, kinds: &mut [GameKind; MAX_PARTS]) -> Result<usize, ParseError<'l>> {
    let mut count = 0;
    for word in line.split_ascii_whitespace() {
        let kind = lineup::KINDS.get(parse::ordinal(word)? - 1);
        match (kinds.get_mut(count), kind) {
            (Some(slot), Some(&kind)) => *slot = kind,
            (None, _) => count = MAX_PARTS + 1,
            (_, None) => return Err(ParseError::NotAGame(word)),
        }
        count += 1;
    }
    match count {
        0 => Err(ParseError::Empty),
        2..=MAX_PARTS => Ok(count),
        given => Err(ParseError::WordCount {
            expected: if given < 2 { 2 } else { MAX_PARTS },
            given: given.min(line.split_ascii_whitespace().count()),
        }),
    }
}

/// One game of the sum of `kinds` (two or three), each from its lineup position.
fn play_sum(console: &mut dyn Console, kinds: &[GameKind]) -> Result<Ending, RulesError> {
    let Some((&first, rest)) = kinds.split_first() else {
        return Ok(Ending::Refused);
    };
    let mut gather = Gather {
        console,
        rest,
        have: [None, None, None],
    };
    lineup::with_game(first, &mut gather)?
}

/// Builds the components of a sum one game at a time, each in a stack frame of its own
/// (the lineup hands out a game's rules only inside a visit), then plays the sum in the
/// innermost frame.
struct Gather<'c, 'p> {
    console: &'c mut dyn Console,
    /// The games still to build.
    rest: &'c [GameKind],
    /// The components built so far, first to last.
    have: [Option<&'p mut dyn Part>; MAX_PARTS],
}

impl lineup::Visit for Gather<'_, '_> {
    type Output = Result<Ending, RulesError>;

    // Never inlined: one frame per component, as in `lineup::with_game`.
    #[inline(never)]
    fn visit<G: Board>(&mut self, game: &G, start: &[u64]) -> Self::Output {
        // The component is borrowed where `new` left it: moved out of the result, it would
        // take a second copy of the position on this frame, and the frames add up.
        match &mut Live::new(game, start) {
            Ok(live) => self.add(live),
            Err(e) => Ok(refused(self.console, e)),
        }
    }
}

impl Gather<'_, '_> {
    /// Adds `part` to the components built so far; builds the next component, or with all
    /// of them, plays the sum. One copy for every game: the visits above only make `part`.
    #[inline(never)]
    fn add(&mut self, part: &mut dyn Part) -> Result<Ending, RulesError> {
        let mut have: [Option<&mut dyn Part>; MAX_PARTS] = [None, None, None];
        for (slot, built) in have.iter_mut().zip(self.have.iter_mut()) {
            *slot = built.as_deref_mut().map(|p| p as &mut dyn Part);
        }
        if let Some(slot) = have.iter_mut().find(|slot| slot.is_none()) {
            *slot = Some(part);
        }
        if let Some((&next, rest)) = self.rest.split_first() {
            let mut gather = Gather {
                console: &mut *self.console,
                rest,
                have,
            };
            return lineup::with_game(next, &mut gather)?;
        }
        let mut parts = heapless::Vec::<&mut dyn Part, MAX_PARTS>::new();
        for part in have.iter_mut().flatten() {
            let _ = parts.push(&mut **part);
        }
        let Some(mut sum) = SumRound::new(&mut parts) else {
            return Ok(Ending::Refused);
        };
        let chip_first = sum.grundy().map(Outcome::from_grundy) == Ok(Outcome::P);
        Ok(play_turns(self.console, &mut sum, chip_first))
    }
}

/// Says that the core refuses a start; one copy for every game.
#[inline(never)]
fn refused(console: &mut dyn Console, e: &grundy::error::PositionError) -> Ending {
    console.write_str("the core refuses the start: ");
    text::position_error(console, e);
    console.write_str("\n");
    Ending::Refused
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
        Err(e) => refused(console, &e),
    }
}

/// [`play`] of a game in progress, whatever the game (one game, or a [`SumRound`]), the
/// human first.
pub fn play_round(console: &mut dyn Console, round: &mut dyn Typing) -> Ending {
    play_turns(console, round, false)
}

/// [`play_round`], the chip first when `chip_first`.
#[inline(never)]
fn play_turns(console: &mut dyn Console, round: &mut dyn Typing, chip_first: bool) -> Ending {
    let mut buf = [0u8; LINE];
    console.write_str("\n== ");
    round.title(console);
    console.write_str(" ==\n");
    round.describe(console);
    if chip_first {
        console.write_str("\n");
        round.draw(console);
        grundy_of(console, round);
        console.write_str(": a P-position, so the chip moves first\n");
        if let Some(ending) = chip_turn(console, round) {
            return ending;
        }
        console.write_str("your turn. a move is typed as: ");
    } else {
        console.write_str("\nyou move first. a move is typed as: ");
    }
    console.write_str(round.syntax());
    console.write_str("; h for a hint, q to quit\n");
    let mut changed = true;
    loop {
        if changed {
            round.draw(console);
            if round.is_terminal() {
                return ended(console, &*round, Player::First);
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
            return ended(console, &*round, Player::Second);
        }
        if let Some(ending) = chip_turn(console, round) {
            return ending;
        }
        changed = true;
    }
}

/// Says who has won now that no move is left for `stuck` (the human is [`Player::First`]
/// here, the chip [`Player::Second`]): the core's rule for the round's convention names the
/// winner (under misère play the one left without a move wins).
fn ended(console: &mut dyn Console, round: &dyn Typing, stuck: Player) -> Ending {
    console.write_str(match stuck {
        Player::First => "no move is left for you: ",
        Player::Second => "no move is left for the chip: ",
    });
    match round.convention().outcome_at_end().winner(stuck) {
        Player::First => {
            console.write_str("you win!\n");
            Ending::HumanWon
        }
        Player::Second => {
            console.write_str("the chip wins\n");
            Ending::ChipWon
        }
    }
}

/// The chip's move, written; `Some` when the game cannot go on.
fn chip_turn(console: &mut dyn Console, round: &mut dyn Typing) -> Option<Ending> {
    if !round.pick(Pick::Chip) {
        console.write_str("the chip finds no move where the core says there is one\n");
        return Some(Ending::Refused);
    }
    if let Err(e) = round.play() {
        console.write_str("the core refuses the chip's move ");
        round.say_move(console);
        console.write_str(": ");
        text::play_error(console, &e);
        console.write_str("\n");
        return Some(Ending::Refused);
    }
    console.write_str("chip: ");
    round.say_move(console);
    console.write_str("\n");
    None
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

//! The demo: in each of the six games, the perfect player (the chip) against a weaker one
//! that plays pseudo-random legal moves, to the end, checked as it goes.
//!
//! The checks are the ones a firmware can report with its exit status: every move played
//! is legal per the core, every move of the chip from an N-position leads to a P-position,
//! every game ends within [`MAX_PLIES`], and the chip, moving first from an N-position,
//! wins.

use grundy::ending::Player;
use grundy::rng::SplitMix64;
use grundy::{GameKind, Outcome};

use crate::console::{numbers, write_u64, write_u128, write_usize};
use crate::round::{Live, Pick, Round};
use crate::{Board, Console, lineup};

/// Moves after which a game that has not ended fails the demo (the lineup's games take
/// fewer than 30).
pub const MAX_PLIES: u32 = 200;

/// The seed of the weaker player's generator; game `i` of [`lineup::KINDS`] uses `SEED + i`.
pub const SEED: u64 = 0x6772_756e_6479;

/// Who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The perfect player.
    Chip,
    /// The pseudo-random player.
    Random,
}

impl Side {
    const fn other(self) -> Self {
        match self {
            Self::Chip => Self::Random,
            Self::Random => Self::Chip,
        }
    }

    /// The chip moves first in the demo.
    const fn player(self) -> Player {
        match self {
            Self::Chip => Player::First,
            Self::Random => Player::Second,
        }
    }

    const fn of(player: Player) -> Self {
        match player {
            Player::First => Self::Chip,
            Player::Second => Self::Random,
        }
    }

    const fn name(self) -> &'static str {
        match self {
            Self::Chip => "chip",
            Self::Random => "random",
        }
    }
}

/// What one game of the demo showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Moves played.
    pub plies: u32,
    /// Who won, if the game ended (under normal play, who made the last move).
    pub winner: Option<Side>,
    /// Who must win with perfect play: the chip when it starts from an N-position.
    pub predicted: Option<Side>,
    /// Whether every move was legal and every chip move from an N-position led to a
    /// P-position.
    pub sound: bool,
}

impl Verdict {
    /// Whether every check held: sound, ended, and won by the predicted side.
    pub fn passed(&self) -> bool {
        self.sound && self.winner.is_some() && self.predicted.is_none_or(|p| Some(p) == self.winner)
    }
}

/// Plays `game` from `start`, the chip first, and writes the transcript: the rules, the
/// start's numbers, then one line per move (who, the move in words, the position after, its
/// Grundy value) and the verdict.
// Never inlined: one stack frame per game, as in `lineup::with_game`.
#[inline(never)]
pub fn duel<G: Board>(console: &mut dyn Console, game: &G, start: &[u64], seed: u64) -> Verdict {
    match Live::new(game, start) {
        Ok(mut round) => duel_round(console, &mut round, seed),
        Err(_) => refused(console, game.kind()),
    }
}

/// The verdict on a start the core refuses, written; one copy for all six games.
#[inline(never)]
fn refused(console: &mut dyn Console, kind: GameKind) -> Verdict {
    header(console, kind);
    console.write_str("FAIL: the start is not a position\n");
    Verdict {
        plies: 0,
        winner: None,
        predicted: None,
        sound: false,
    }
}

/// `== Nim ==`.
fn header(console: &mut dyn Console, kind: GameKind) {
    console.write_str("== ");
    console.write_str(kind.name());
    console.write_str(" ==\n");
}

/// `, grundy 3`, or `, grundy unknown` where the core has no value (the session says why;
/// the demo's positions all have one, and the reasons' text costs the chip's flash).
fn grundy(console: &mut dyn Console, round: &dyn Round) {
    match round.grundy() {
        Ok(g) => {
            console.write_str(", grundy ");
            write_u128(console, g.get());
        }
        Err(_) => console.write_str(", grundy unknown"),
    }
}

/// [`duel`] of a game in progress, whatever the game.
#[inline(never)]
pub fn duel_round(console: &mut dyn Console, round: &mut dyn Round, seed: u64) -> Verdict {
    header(console, round.kind());
    round.describe(console);
    console.write_str("\n");
    let mut verdict = Verdict {
        plies: 0,
        winner: None,
        predicted: None,
        sound: true,
    };
    console.write_str("start ");
    numbers(console, round.numbers());
    grundy(console, round);
    if round.outcome() == Outcome::N {
        verdict.predicted = Some(Side::Chip);
        console.write_str(": N, the chip moves first and must win\n");
    } else {
        console.write_str(": P, the chip moves first and may lose\n");
    }
    let mut rng = SplitMix64::new(seed);
    let mut side = Side::Chip;
    while verdict.plies < MAX_PLIES {
        if round.is_terminal() {
            // `side` is left without a move: the core's outcome of the final position, read
            // for the player to move, names the winner (under misère play, `side`).
            let winner = round.outcome().winner(side.player());
            verdict.winner = Some(Side::of(winner));
            break;
        }
        let before = round.outcome();
        let picked = round.pick(match side {
            Side::Chip => Pick::Chip,
            Side::Random => Pick::Random(&mut rng),
        });
        if !picked {
            console.write_str("FAIL: no move for the ");
            console.write_str(side.name());
            console.write_str(" in a position with moves\n");
            verdict.sound = false;
            break;
        }
        verdict.plies += 1;
        // `  7. chip: `, the number right-aligned in three columns.
        for limit in [100, 10] {
            if verdict.plies < limit {
                console.write_str(" ");
            }
        }
        write_u64(console, u64::from(verdict.plies));
        console.write_str(". ");
        console.write_str(side.name());
        console.write_str(": ");
        round.say_move(console);
        console.write_str(" -> ");
        if round.play().is_err() {
            console.write_str("FAIL: illegal move\n");
            verdict.sound = false;
            break;
        }
        numbers(console, round.numbers());
        grundy(console, round);
        console.write_str("\n");
        if side == Side::Chip && before == Outcome::N && round.outcome() != Outcome::P {
            console.write_str("FAIL: the chip's move does not lead to a P-position\n");
            verdict.sound = false;
        }
        side = side.other();
    }
    match verdict.winner {
        Some(w) => {
            console.write_str("winner: ");
            console.write_str(w.name());
            console.write_str(" after ");
        }
        None => console.write_str("FAIL: no winner after "),
    }
    write_u64(console, u64::from(verdict.plies));
    console.write_str(if verdict.passed() {
        " moves [ok]\n"
    } else {
        " moves [FAIL]\n"
    });
    verdict
}

struct Duel<'c> {
    console: &'c mut dyn Console,
    seed: u64,
}

impl lineup::Visit for Duel<'_> {
    type Output = Verdict;

    fn visit<G: Board>(&mut self, game: &G, start: &[u64]) -> Verdict {
        duel(self.console, game, start, self.seed)
    }
}

/// Plays the six games of the [`lineup`] and writes their transcripts and a summary;
/// `true` exactly when every check of every game held.
pub fn run(console: &mut dyn Console) -> bool {
    run_with(console, |_, _| true)
}

/// [`run`], calling `after(console, kind)` after each game; the demo fails if it returns
/// `false` (the firmware checks its stack there).
pub fn run_with(
    console: &mut dyn Console,
    mut after: impl FnMut(&mut dyn Console, GameKind) -> bool,
) -> bool {
    let mut passed = 0;
    for (i, kind) in lineup::KINDS.into_iter().enumerate() {
        let mut duel = Duel {
            console: &mut *console,
            seed: SEED.wrapping_add(i as u64),
        };
        let sound = match lineup::with_game(kind, &mut duel) {
            Ok(verdict) => verdict.passed(),
            Err(_) => {
                header(console, kind);
                console.write_str("FAIL: the core refuses the rules\n");
                false
            }
        };
        if after(console, kind) && sound {
            passed += 1;
        }
    }
    console.write_str("demo: ");
    write_usize(console, passed);
    console.write_str(" of ");
    write_usize(console, lineup::KINDS.len());
    console.write_str(" games passed every check\n");
    passed == lineup::KINDS.len()
}

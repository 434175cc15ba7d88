//! The demo: in each of the six games, the perfect player (the chip) against a weaker one
//! that plays pseudo-random legal moves, to the end, checked as it goes.
//!
//! The checks are the ones a firmware can report with its exit status: every move played
//! is legal per the core, every move of the chip from an N-position leads to a P-position,
//! every game ends within [`MAX_PLIES`], and the chip, moving first from an N-position,
//! wins.

use grundy::{GameKind, Outcome, SplitMix64};

use crate::console::{grundy_of, numbers, say};
use crate::{Board, Console, lineup};

/// Moves after which a game that has not ended fails the demo (the lineup's games take
/// fewer than 30).
pub const MAX_PLIES: u32 = 200;

/// The seed of the weaker player's generator; game `i` of [`GameKind::ALL`] uses `SEED + i`.
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
    /// Who made the last move, if the game ended.
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
/// start drawn, then one line per move (who, the move in words, the position after, its
/// Grundy value) and the verdict.
// Never inlined: one stack frame per game, as in `lineup::with_game`.
#[inline(never)]
pub fn duel<G: Board, C: Console + ?Sized>(
    console: &mut C,
    game: &G,
    start: &[u64],
    seed: u64,
) -> Verdict {
    say!(console, "== {} ==\n", game.kind());
    let _ = game.describe(&mut crate::Out(&mut *console));
    console.write_str("\n");
    let mut verdict = Verdict {
        plies: 0,
        winner: None,
        predicted: None,
        sound: true,
    };
    let mut position = match game.position(start) {
        Ok(p) => p,
        Err(e) => {
            say!(console, "FAIL: the start is not a position: {e}\n");
            verdict.sound = false;
            return verdict;
        }
    };
    let _ = game.draw(&position, &mut crate::Out(&mut *console));
    console.write_str("start ");
    numbers(console, game.numbers(&position));
    console.write_str(", ");
    grundy_of(console, game, &position);
    if game.outcome(&position) == Outcome::N {
        verdict.predicted = Some(Side::Chip);
        console.write_str(": N, the chip moves first and must win\n");
    } else {
        console.write_str(": P, the chip moves first and may lose\n");
    }
    let mut rng = SplitMix64::new(seed);
    let mut side = Side::Chip;
    while verdict.plies < MAX_PLIES {
        if game.is_terminal(&position) {
            verdict.winner = Some(side.other());
            break;
        }
        let before = game.outcome(&position);
        let mv = match side {
            Side::Chip => crate::chip_move(game, &position),
            Side::Random => game.random_move(&position, &mut rng),
        };
        let Some(mv) = mv else {
            say!(
                console,
                "FAIL: no move for the {} in a position with moves\n",
                side.name()
            );
            verdict.sound = false;
            break;
        };
        verdict.plies += 1;
        say!(console, "{:>3}. {}: {mv} -> ", verdict.plies, side.name());
        position = match game.play(position, mv) {
            Ok(next) => next,
            Err(e) => {
                say!(console, "FAIL: {e}\n");
                verdict.sound = false;
                break;
            }
        };
        numbers(console, game.numbers(&position));
        console.write_str(", ");
        grundy_of(console, game, &position);
        console.write_str("\n");
        if side == Side::Chip && before == Outcome::N && game.outcome(&position) != Outcome::P {
            say!(
                console,
                "FAIL: the chip's move does not lead to a P-position\n"
            );
            verdict.sound = false;
        }
        side = side.other();
    }
    match verdict.winner {
        Some(w) => say!(
            console,
            "winner: {} after {} moves",
            w.name(),
            verdict.plies
        ),
        None => say!(console, "FAIL: no winner after {} moves", verdict.plies),
    }
    console.write_str(if verdict.passed() {
        " [ok]\n"
    } else {
        " [FAIL]\n"
    });
    verdict
}

struct Duel<'c, C: ?Sized> {
    console: &'c mut C,
    seed: u64,
}

impl<C: Console + ?Sized> lineup::Visit for Duel<'_, C> {
    type Output = Verdict;

    fn visit<G: Board>(&mut self, game: &G, start: &[u64]) -> Verdict {
        duel(self.console, game, start, self.seed)
    }
}

/// Plays the six games of the [`lineup`] and writes their transcripts and a summary;
/// `true` exactly when every check of every game held.
pub fn run<C: Console + ?Sized>(console: &mut C) -> bool {
    run_with(console, |_, _| true)
}

/// [`run`], calling `after(console, kind)` after each game; the demo fails if it returns
/// `false` (the firmware checks its stack there).
pub fn run_with<C: Console + ?Sized>(
    console: &mut C,
    mut after: impl FnMut(&mut C, GameKind) -> bool,
) -> bool {
    let mut passed = 0;
    for (i, kind) in GameKind::ALL.into_iter().enumerate() {
        let mut duel = Duel {
            console: &mut *console,
            seed: SEED.wrapping_add(i as u64),
        };
        let sound = match lineup::with_game(kind, &mut duel) {
            Ok(verdict) => verdict.passed(),
            Err(e) => {
                say!(
                    console,
                    "== {kind} ==\nFAIL: the core refuses the rules: {e}\n"
                );
                false
            }
        };
        if after(console, kind) && sound {
            passed += 1;
        }
    }
    let all = GameKind::ALL.len();
    say!(
        console,
        "demo: {passed} of {all} games passed every check\n"
    );
    passed == all
}

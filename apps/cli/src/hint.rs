//! `grundy hint`: outcome, Grundy value, remoteness and moves of one position, written once
//! for every game through the core's [`Game`] trait.

use std::fmt::{Display, Write as _};

use grundy::strategy::{best_move, remoteness};
use grundy::{
    Bash, Convention, Game, GameKind, Nim, Outcome, SplitNim, Staircase, SubtractionSet, Wythoff,
};

use crate::Failure;
use crate::cli::{HintArgs, HintGame};
use crate::out::join;

/// Winning moves listed at most; more are announced with "… and more".
const MAX_MOVES: usize = 20;

/// Positions the remoteness search may visit (a tenth of a second or so in a release build).
const SEARCH_BUDGET: u64 = 100_000;

pub fn run(args: &HintArgs) -> Result<(), Failure> {
    let convention = if args.misere {
        Convention::Misere
    } else {
        Convention::Normal
    };
    let kind = match args.game {
        HintGame::Nim { .. } => GameKind::Nim,
        HintGame::Wythoff { .. } => GameKind::Wythoff,
        HintGame::Set { .. } => GameKind::SetNim,
        HintGame::Staircase { .. } => GameKind::Staircase,
        HintGame::Split { .. } => GameKind::SplitNim,
        HintGame::Bash { .. } => GameKind::Bash,
    };
    if args.misere && !kind.supports_misere() {
        let known: Vec<&str> = GameKind::ALL
            .into_iter()
            .filter(|k| k.supports_misere())
            .map(GameKind::name)
            .collect();
        return Err(format!(
            "misère play is not known for {}: --misere works for {} only",
            kind.name(),
            known.join(" and ")
        )
        .into());
    }
    let misere = if args.misere { " (misère play)" } else { "" };
    let text = match &args.game {
        HintGame::Nim { piles } => hint(
            &Nim::with_convention(convention),
            piles,
            &format!("Nim{misere}, piles"),
        ),
        HintGame::Wythoff { a, b } => hint(&Wythoff, &[*a, *b], "Wythoff's game, piles"),
        HintGame::Set { set, piles } => {
            let set = SubtractionSet::new(set).map_err(|e| e.to_string())?;
            let game = crate::sg::certified(&set)?;
            hint(&game, piles, &format!("Set Nim with S = {set}, piles"))
        }
        HintGame::Staircase { steps } => {
            hint(&Staircase, steps, "Staircase Nim, steps from the ground up")
        }
        HintGame::Split { piles } => hint(&SplitNim, piles, "Split Nim, piles"),
        HintGame::Bash { k, stones } => {
            let bash = Bash::with_convention(*k, convention).map_err(|e| e.to_string())?;
            hint(
                &bash,
                &[*stones],
                &format!("Bash{misere}, take 1 to {k} stones, pile"),
            )
        }
    }?;
    crate::out::print(&text)
}

/// The whole report on the position `numbers` of `game`, or the core's reason it is not a
/// position.
fn hint<G: Game>(game: &G, numbers: &[u64], title: &str) -> Result<String, Failure>
where
    G::Move: Display,
{
    let position = game.position(numbers).map_err(|e| e.to_string())?;
    let shown = join(game.numbers(&position));
    let outcome = game.outcome(&position);
    let mut s = String::new();
    let _ = writeln!(s, "{title}: {shown}");
    let _ = writeln!(s, "outcome: {outcome}");
    match game.grundy(&position) {
        Ok(g) => {
            let _ = writeln!(s, "Grundy value: {g}");
        }
        Err(e) => {
            let _ = writeln!(s, "Grundy value: none ({e})");
        }
    }
    let lasting = remoteness(game, &position, SEARCH_BUDGET);
    match lasting {
        Ok(r) => {
            let _ = writeln!(s, "remoteness: {r} (moves left with perfect play)");
        }
        Err(e) => {
            let _ = writeln!(s, "remoteness: unknown ({e})");
        }
    }
    let after = |mv: G::Move| -> Result<String, Failure> {
        let next = game
            .play(position.clone(), mv)
            .map_err(|e| format!("the core offered {mv}, but: {e}"))?;
        Ok(format!("  {mv}: {shown} → {}\n", join(game.numbers(&next))))
    };
    if game.is_terminal(&position) {
        let who = match outcome {
            Outcome::P => "the player to move has lost",
            Outcome::N => "the player to move has won",
        };
        let _ = writeln!(s, "no move is left: {who}");
    } else if outcome == Outcome::N {
        let _ = writeln!(s, "winning moves:");
        let mut moves = game.winning_moves(&position);
        for mv in moves.by_ref().take(MAX_MOVES) {
            s += &after(mv)?;
        }
        if moves.next().is_some() {
            let _ = writeln!(s, "  … and more");
        }
    } else if let Some(mv) = best_move(game, &position, SEARCH_BUDGET) {
        if lasting.is_ok() {
            let _ = writeln!(s, "every move loses; the move that keeps the game longest:");
        } else {
            let _ = writeln!(
                s,
                "every move loses; the game is too large to search for the longest one, so here is the first legal move:"
            );
        }
        s += &after(mv)?;
    }
    Ok(s)
}

//! The hint of a classic game: who wins, its value, the winning moves and the positions they
//! lead to, and the same as JSON.

use grundy::coins::{Coins, MockTurtles, Ruler, RulerMove, TurtleMove};
use grundy::corners::{CornerError, CornerMove, Corners, TurningCorners};
use grundy::euclid::Euclid;
use grundy::hackenbush::Hackenbush;
use grundy::nim_k::{MooreMove, MooreNim};
use grundy::{Outcome, Piles, Take};

use super::{Classic, ClassicError, err};
use crate::hint::json_string;

/// Winning moves listed at most; [`ClassicHint::more`] says whether there are more.
pub const MAX_MOVES: usize = 20;

/// A move of a classic game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ClassicMove {
    /// Moore's Nim_k: stones from up to k piles.
    NimK(MooreMove),
    /// Euclid's game: a multiple of the smaller number from the larger.
    Euclid(Take),
    /// Mock Turtles: one to three coins turned.
    Turtles(TurtleMove),
    /// Ruler: a run of coins turned.
    Ruler(RulerMove),
    /// Turning Corners: a rectangle's corners turned.
    Corners(CornerMove),
    /// Green Hackenbush: an edge cut.
    Hackenbush {
        /// The edge, from 0, in the order given.
        edge: usize,
        /// Its ends.
        ends: (u32, u32),
    },
}

impl std::fmt::Display for ClassicMove {
    /// The core's words for the move; `cut edge 3 (1-2)` for Hackenbush (edges counted from 1).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NimK(m) => m.fmt(f),
            Self::Euclid(m) => m.fmt(f),
            Self::Turtles(m) => m.fmt(f),
            Self::Ruler(m) => m.fmt(f),
            Self::Corners(m) => m.fmt(f),
            Self::Hackenbush { edge, ends: (u, v) } => {
                write!(f, "cut edge {} ({u}-{v})", *edge as u128 + 1)
            }
        }
    }
}

/// Everything a hint says about a classic game's position.
#[derive(Clone, Debug)]
pub struct ClassicHint {
    game: Classic,
    outcome: Outcome,
    grundy: Option<u128>,
    moves: Vec<(ClassicMove, Option<Classic>)>,
    more: bool,
    unsettled: Vec<(u64, u64)>,
    terminal: bool,
}

/// A classic position solved: who wins, its value where known, whether no move is left.
#[derive(Clone, Copy, Debug)]
pub(super) struct Solved {
    pub(super) outcome: Outcome,
    pub(super) grundy: Option<u128>,
    pub(super) terminal: bool,
}

/// Moves found to a value: up to [`MAX_MOVES`] with the positions they lead to, whether
/// there are more, and Turning Corners' coins the solver gave up on.
#[derive(Clone, Debug, Default)]
pub(super) struct Found {
    pub(super) moves: Vec<(ClassicMove, Option<Classic>)>,
    pub(super) more: bool,
    pub(super) unsettled: Vec<(u64, u64)>,
}

fn refused(e: impl std::fmt::Display) -> ClassicError {
    ClassicError(e.to_string())
}

/// Who wins `game`, its Grundy value (none for Nim_k) and whether it is over.
pub(super) fn solve(game: &Classic) -> Result<Solved, ClassicError> {
    let (outcome, grundy, terminal) = match game {
        Classic::NimK { k, piles } => {
            let rules = MooreNim::new(*k).map_err(refused)?;
            let position = Piles::new(piles).map_err(refused)?;
            (
                rules.outcome(&position),
                None,
                MooreNim::is_terminal(&position),
            )
        }
        Classic::Euclid { pair: [a, b] } => {
            let p = Euclid::position(*a, *b);
            let g = u128::from(Euclid::grundy(p));
            (Euclid::outcome(p), Some(g), Euclid::is_terminal(p))
        }
        Classic::Turtles(row) => {
            let coins = Coins::new(&row.heads).map_err(refused)?;
            let g = MockTurtles::value(coins);
            (MockTurtles::outcome(coins), Some(g), coins.is_terminal())
        }
        Classic::Ruler(row) => {
            let coins = Coins::new(&row.heads).map_err(refused)?;
            Ruler::check(coins).map_err(refused)?;
            let g = u128::from(Ruler::value(coins));
            (Ruler::outcome(coins), Some(g), coins.is_terminal())
        }
        Classic::Corners { heads, .. } => {
            let p = Corners::new(heads).map_err(refused)?;
            let g = u128::from(TurningCorners::value(p));
            (
                TurningCorners::outcome(p),
                Some(g),
                TurningCorners::is_terminal(p),
            )
        }
        Classic::Hackenbush {
            vertices,
            root,
            edges,
        } => {
            let graph = Hackenbush::new(*vertices, *root, edges)
                .map_err(|e| ClassicError(format!("hackenbush: {e}")))?;
            let mut scratch = vec![0u32; graph.scratch_len()];
            let g = u128::from(graph.value(&mut scratch).map_err(refused)?);
            let terminal = graph.is_terminal(&mut scratch).map_err(refused)?;
            (
                Outcome::from_grundy(grundy::Nimber::new(g)),
                Some(g),
                terminal,
            )
        }
    };
    Ok(Solved {
        outcome,
        grundy,
        terminal,
    })
}

/// The moves of `game` to a position of Grundy value `value` (for Nim_k, whose values are
/// unknown, the winning move when `value` is 0, and none otherwise), each with the position
/// it leads to (`None` when a row could not list it).
pub(super) fn moves_to(game: &Classic, value: u128) -> Result<Found, ClassicError> {
    let mut found = Found::default();
    let mut moves: Vec<ClassicMove> = Vec::new();
    match game {
        Classic::NimK { k, piles } => {
            let rules = MooreNim::new(*k).map_err(refused)?;
            let position = Piles::new(piles).map_err(refused)?;
            if value == 0 {
                moves.extend(rules.winning_move(&position).map(ClassicMove::NimK));
            }
        }
        Classic::Euclid { pair: [a, b] } => {
            let position = Euclid::position(*a, *b);
            moves.extend(Euclid::moves_to(position, value).map(ClassicMove::Euclid));
        }
        Classic::Turtles(row) => {
            let coins = Coins::new(&row.heads).map_err(refused)?;
            let mut all = MockTurtles::moves_to(coins, value);
            moves.extend(all.by_ref().take(MAX_MOVES).map(ClassicMove::Turtles));
            found.more = all.next().is_some();
        }
        Classic::Ruler(row) => {
            let coins = Coins::new(&row.heads).map_err(refused)?;
            if let Ok(value) = u64::try_from(value) {
                let mut all = Ruler::moves_to(coins, value);
                moves.extend(all.by_ref().take(MAX_MOVES).map(ClassicMove::Ruler));
                found.more = all.next().is_some();
            }
        }
        Classic::Corners { heads, .. } => {
            let position = Corners::new(heads).map_err(refused)?;
            if let Ok(value) = u64::try_from(value) {
                for result in TurningCorners::moves_to(position, value) {
                    match result {
                        Ok(mv) if moves.len() < MAX_MOVES => moves.push(ClassicMove::Corners(mv)),
                        Ok(_) => {
                            found.more = true;
                            break;
                        }
                        Err(CornerError::Unsettled { coin }) => found.unsettled.push(coin),
                        Err(e) => return err(e.to_string()),
                    }
                }
            }
        }
        Classic::Hackenbush {
            vertices,
            root,
            edges,
        } => {
            let graph = Hackenbush::new(*vertices, *root, edges)
                .map_err(|e| ClassicError(format!("hackenbush: {e}")))?;
            if let Ok(value) = u32::try_from(value) {
                let mut scratch = vec![0u32; graph.scratch_len()];
                let cuts: Vec<usize> = graph
                    .cuts_to(value, &mut scratch)
                    .map_err(refused)?
                    .take(MAX_MOVES + 1)
                    .collect();
                found.more = cuts.len() > MAX_MOVES;
                moves.extend(
                    cuts.iter()
                        .take(MAX_MOVES)
                        .map(|&edge| ClassicMove::Hackenbush {
                            edge,
                            ends: edges.get(edge).copied().unwrap_or((0, 0)),
                        }),
                );
            }
        }
    }
    found.moves = moves
        .into_iter()
        .map(|mv| {
            let after = game.play(&mv).ok();
            (mv, after)
        })
        .collect();
    Ok(found)
}

impl ClassicHint {
    /// The hint for `game`.
    ///
    /// # Errors
    /// [`ClassicError`] when the core refuses the position (a graph past its capacity).
    pub fn new(game: Classic) -> Result<Self, ClassicError> {
        let solved = solve(&game)?;
        let found = if solved.outcome == Outcome::N {
            moves_to(&game, 0)?
        } else {
            Found::default()
        };
        Ok(Self {
            game,
            outcome: solved.outcome,
            grundy: solved.grundy,
            moves: found.moves,
            more: found.more,
            unsettled: found.unsettled,
            terminal: solved.terminal,
        })
    }

    /// The game and its position.
    pub fn game(&self) -> &Classic {
        &self.game
    }

    /// Who wins.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The Grundy value, where the game has one known in closed form (not Nim_k).
    pub fn grundy(&self) -> Option<u128> {
        self.grundy
    }

    /// The winning moves shown (up to [`MAX_MOVES`]), each with the position it leads to
    /// (`None` for a row written by its heads coins whose move turns more than
    /// [`MAX_HEADS`](super::MAX_HEADS) coins).
    ///
    /// Nim_k shows one winning move (Moore's construction); Mock Turtles, Ruler and Turning
    /// Corners one per heads coin that has one (Ruler's are all of them); Euclid's game and
    /// Hackenbush every one.
    pub fn moves(&self) -> &[(ClassicMove, Option<Classic>)] {
        &self.moves
    }

    /// Whether no move is left (the player to move has lost).
    pub fn is_terminal(&self) -> bool {
        self.terminal
    }

    /// Whether there are more winning moves than [`ClassicHint::moves`] shows.
    pub fn more(&self) -> bool {
        self.more
    }

    /// Turning Corners: the heads coins whose moves the solver could not settle within its
    /// budget (none is known).
    pub fn unsettled(&self) -> &[(u64, u64)] {
        &self.unsettled
    }

    /// The report as one line of JSON (with its newline), the same in every language:
    /// `game`, `position` (the grammar's words), `outcome`, `grundy` (`null` for Nim_k),
    /// `winning_moves` and `after` (the position each leads to, or `null`),
    /// `more_winning_moves`, and `unsettled` (Turning Corners' coins the solver gave up on)
    /// when there are any.
    pub fn json(&self) -> String {
        let outcome = match self.outcome {
            Outcome::N => "N",
            Outcome::P => "P",
        };
        let grundy = self
            .grundy
            .map_or_else(|| "null".to_owned(), |g| g.to_string());
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|(m, _)| json_string(&m.to_string()))
            .collect();
        let after: Vec<String> = self
            .moves
            .iter()
            .map(|(_, a)| {
                a.as_ref()
                    .map_or_else(|| "null".to_owned(), |a| json_string(&a.words()))
            })
            .collect();
        let unsettled = if self.unsettled.is_empty() {
            String::new()
        } else {
            let coins: Vec<String> = self
                .unsettled
                .iter()
                .map(|(r, c)| json_string(&format!("{r},{c}")))
                .collect();
            format!(",\"unsettled\":[{}]", coins.join(","))
        };
        format!(
            "{{\"game\":\"{}\",\"position\":{},\"outcome\":\"{outcome}\",\"grundy\":{grundy},\"winning_moves\":[{}],\"after\":[{}],\"more_winning_moves\":{}{unsettled}}}\n",
            self.game.name(),
            json_string(&self.game.words()),
            moves.join(","),
            after.join(","),
            self.more
        )
    }
}

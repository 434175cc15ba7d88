//! A move of a classic game played: the position it leads to, every legality check the
//! core's.

use std::collections::BTreeSet;

use grundy::Piles;
use grundy::coins::{Coins, MockTurtles, Ruler};
use grundy::corners::{Corners, TurningCorners};
use grundy::euclid::Euclid;
use grundy::hackenbush::Hackenbush;
use grundy::nim_k::MooreNim;

use super::hint::ClassicMove;
use super::{Classic, ClassicError, MAX_HEADS, Row, err, vertex_count};

fn refused(e: impl std::fmt::Display) -> ClassicError {
    ClassicError(e.to_string())
}

impl Classic {
    /// The position after `mv`.
    ///
    /// # Errors
    /// [`ClassicError`] when `mv` is not a legal move here (a move of another game, a
    /// rightmost coin that shows tails, an edge that has fallen, …), or when a row would
    /// list more than [`MAX_HEADS`] heads coins after it.
    pub fn play(&self, mv: &ClassicMove) -> Result<Self, ClassicError> {
        match (self, mv) {
            (Self::NimK { k, piles }, ClassicMove::NimK(m)) => {
                let rules = MooreNim::new(*k).map_err(refused)?;
                let position = Piles::new(piles).map_err(refused)?;
                let after = rules.play(position, m).map_err(|e| refused(e.reason))?;
                Ok(Self::NimK {
                    k: *k,
                    piles: after.as_slice().to_vec(),
                })
            }
            (Self::Euclid { pair: [a, b] }, ClassicMove::Euclid(t)) => {
                let after =
                    Euclid::play(Euclid::position(*a, *b), *t).map_err(|e| refused(e.reason))?;
                Ok(Self::Euclid { pair: after.pair() })
            }
            (Self::Turtles(row), ClassicMove::Turtles(m)) => {
                let coins = Coins::new(&row.heads).map_err(refused)?;
                if !MockTurtles::is_legal(coins, m) {
                    return err(format!(
                        "coin {} shows tails: the rightmost coin turned must show heads",
                        m.rightmost()
                    ));
                }
                Ok(Self::Turtles(toggled(row, m.coins().iter().copied(), 3)?))
            }
            (Self::Ruler(row), ClassicMove::Ruler(m)) => {
                let coins = Coins::new(&row.heads).map_err(refused)?;
                if !Ruler::is_legal(coins, *m) {
                    return err(format!(
                        "coin {} shows tails: the last coin turned must show heads",
                        m.last()
                    ));
                }
                let run = usize::try_from(m.last() - m.first() + 1).unwrap_or(usize::MAX);
                Ok(Self::Ruler(toggled(row, m.first()..=m.last(), run)?))
            }
            (Self::Corners { rows, cols, heads }, ClassicMove::Corners(m)) => {
                let position = Corners::new(heads).map_err(refused)?;
                if !TurningCorners::is_legal(position, *m) {
                    let (x, y) = m.heads();
                    return err(format!(
                        "coin ({x},{y}) shows tails: the lower-right corner must show heads"
                    ));
                }
                let mut set: BTreeSet<(u64, u64)> = heads.iter().copied().collect();
                for coin in m.corners() {
                    if !set.remove(&coin) {
                        set.insert(coin);
                    }
                }
                Ok(Self::Corners {
                    rows: *rows,
                    cols: *cols,
                    heads: set.into_iter().collect(),
                })
            }
            (
                Self::Hackenbush {
                    vertices,
                    root,
                    edges,
                },
                ClassicMove::Hackenbush { edge, .. },
            ) => {
                let graph = Hackenbush::new(*vertices, *root, edges).map_err(refused)?;
                let mut scratch = vec![0u32; graph.scratch_len()];
                // The core refuses an edge that does not exist or has fallen.
                graph.value_after(*edge, &mut scratch).map_err(refused)?;
                let mut kept = Vec::new();
                graph
                    .grounded(Some(*edge), &mut scratch, |e| kept.push(e))
                    .map_err(refused)?;
                let kept: Vec<(u32, u32)> =
                    kept.iter().filter_map(|&e| edges.get(e).copied()).collect();
                Ok(Self::Hackenbush {
                    vertices: vertex_count(*root, &kept),
                    root: *root,
                    edges: kept,
                })
            }
            _ => err(format!("that is not a move of {}", self.name())),
        }
    }
}

/// The row with `coins` turned over (`count` of them).
///
/// # Errors
/// When the row would list more than [`MAX_HEADS`] heads coins.
fn toggled(row: &Row, coins: impl Iterator<Item = u64>, count: usize) -> Result<Row, ClassicError> {
    if row.heads.len().saturating_add(count) > MAX_HEADS {
        return err(format!(
            "the row after this move would list more than {MAX_HEADS} heads coins"
        ));
    }
    let mut set: BTreeSet<u64> = row.heads.iter().copied().collect();
    for c in coins {
        if !set.remove(&c) {
            set.insert(c);
        }
    }
    Ok(Row {
        heads: set.into_iter().collect(),
        len: row.len,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests may unwrap.

    use grundy::Take;
    use grundy::coins::{RulerMove, TurtleMove};
    use grundy::corners::CornerMove;

    use super::*;
    use crate::classics::parse_classic;

    fn game(words: &str) -> Classic {
        let words: Vec<&str> = words.split(' ').collect();
        parse_classic(&words).unwrap().unwrap()
    }

    #[test]
    fn legal_moves_play_and_illegal_ones_are_refused() {
        let row = game("turtles 0 1 1 0 1");
        let mv = ClassicMove::Turtles(TurtleMove::new(&[1, 2, 4]).unwrap());
        assert_eq!(row.play(&mv).unwrap().words(), "turtles 0 0 0 0 0");
        let tails = ClassicMove::Turtles(TurtleMove::new(&[0, 3]).unwrap());
        assert!(row.play(&tails).is_err());
        let ruler = game("ruler 0 1 1");
        let run = ClassicMove::Ruler(RulerMove::new(1, 3).unwrap());
        assert_eq!(ruler.play(&run).unwrap().words(), "ruler 1 0 0");
        assert!(
            ruler
                .play(&ClassicMove::Ruler(RulerMove::new(1, 1).unwrap()))
                .is_err()
        );
        let pair = game("euclid 3 7");
        let take = |pile, count| ClassicMove::Euclid(Take { pile, count });
        assert_eq!(pair.play(&take(1, 6)).unwrap().words(), "euclid 3 1");
        assert!(pair.play(&take(1, 5)).is_err(), "not a multiple of 3");
        assert!(pair.play(&take(0, 3)).is_err(), "from the smaller number");
        let board = game("corners --rows 3 --cols 3 2,2");
        let corners = ClassicMove::Corners(CornerMove::new(0, 1, 2, 2).unwrap());
        assert_eq!(
            board.play(&corners).unwrap().words(),
            "corners --rows 3 --cols 3 0,1 0,2 2,1"
        );
        assert!(
            board
                .play(&ClassicMove::Corners(CornerMove::new(0, 0, 1, 1).unwrap()))
                .is_err()
        );
        let graph = game("hackenbush --edges 0-1 1-2 3-4");
        let cut = |edge| ClassicMove::Hackenbush { edge, ends: (0, 0) };
        let bare = graph.play(&cut(0)).unwrap();
        assert_eq!(bare.words(), "hackenbush --root 0 --edges");
        assert_eq!(game(&bare.words()), bare, "the words read back");
        let cut_two = game("hackenbush --edges 0-1 1-2").play(&cut(1)).unwrap();
        assert_eq!(cut_two.words(), "hackenbush --root 0 --edges 0-1");
        assert!(graph.play(&cut(2)).is_err(), "3-4 never touched the ground");
        assert!(graph.play(&cut(9)).is_err());
        assert!(pair.play(&corners).is_err(), "a move of another game");
        let nim = game("nimk --k 2 3 4 5");
        let rules = MooreNim::new(2).unwrap();
        let mv = rules
            .make_move(&[Take { pile: 0, count: 3 }, Take { pile: 2, count: 1 }])
            .unwrap();
        assert_eq!(
            nim.play(&ClassicMove::NimK(mv)).unwrap().words(),
            "nimk --k 2 0 4 4"
        );
        let three = MooreNim::new(3)
            .unwrap()
            .make_move(&[
                Take { pile: 0, count: 1 },
                Take { pile: 1, count: 1 },
                Take { pile: 2, count: 1 },
            ])
            .unwrap();
        assert!(
            nim.play(&ClassicMove::NimK(three)).is_err(),
            "three piles with k = 2"
        );
    }
}

//! The rules of how a game ends (`grundy::ending`), a period's parts, Set Nim's whole-game
//! period and Bash's modulus, each against a brute force written here from the definitions:
//! every line of play of small games played out, outcomes and remoteness by exhaustive
//! search, Grundy values by mex.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap};

use grundy::ending::{MoveEnding, Player};
use grundy::set_nim::SubtractionSet;
use grundy::sg::{Part, Period};
use grundy::strategy::{NoMemo, solve};
use grundy::{Bash, Convention, FromNumbers, Game, Nim, SetNim, Sum, Take};

/// Nim positions as sorted pile sizes; moves written from the rule: take any positive
/// number from one pile.
fn nim_moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &p) in piles.iter().enumerate() {
        for left in 0..p {
            let mut next = piles.to_vec();
            next[i] = left;
            out.push(next);
        }
    }
    out
}

/// Whether the player to move wins, by exhaustive search: a position with no move is lost
/// under normal play and won under misère play; otherwise it is won exactly when some move
/// leaves a position lost for the opponent.
struct Brute {
    misere: bool,
    memo: HashMap<Vec<u64>, bool>,
}

impl Brute {
    fn new(convention: Convention) -> Self {
        Self {
            misere: convention == Convention::Misere,
            memo: HashMap::new(),
        }
    }

    fn mover_wins(&mut self, p: &[u64]) -> bool {
        if let Some(&w) = self.memo.get(p) {
            return w;
        }
        let next = nim_moves(p);
        let w = if next.is_empty() {
            self.misere
        } else {
            next.iter().any(|q| !self.mover_wins(q))
        };
        self.memo.insert(p.to_vec(), w);
        w
    }
}

/// Every Nim position of up to three piles of at most `max` stones.
fn positions(max: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for a in 0..=max {
        out.push(vec![a]);
        for b in 0..=max {
            out.push(vec![a, b]);
            for c in 0..=max {
                out.push(vec![a, b, c]);
            }
        }
    }
    out
}

fn nim(convention: Convention) -> Nim {
    match convention {
        Convention::Normal => Nim::normal(),
        Convention::Misere => Nim::misere(),
    }
}

#[test]
fn the_winner_of_a_finished_game_is_the_one_every_line_of_play_gives() {
    // Every line of play of every small Nim game, played to its end: the player who cannot
    // move loses under normal play and wins under misère play.
    fn lines(p: &[u64], plies: u64, ends: &mut Vec<(Vec<u64>, u64)>) {
        let next = nim_moves(p);
        if next.is_empty() {
            ends.push((p.to_vec(), plies));
        }
        for q in next {
            lines(&q, plies + 1, ends);
        }
    }
    let mut ends = Vec::new();
    for start in [vec![2, 1], vec![3], vec![1, 1, 2], vec![2, 2]] {
        lines(&start, 0, &mut ends);
    }
    assert!(ends.iter().any(|(_, n)| n % 2 == 0) && ends.iter().any(|(_, n)| n % 2 == 1));
    for convention in [Convention::Normal, Convention::Misere] {
        let game = nim(convention);
        for (end, plies) in &ends {
            let stuck = if plies % 2 == 0 {
                Player::First
            } else {
                Player::Second
            };
            let expected = match convention {
                Convention::Normal => stuck.other(),
                Convention::Misere => stuck,
            };
            assert_eq!(convention.winner_after(*plies), expected, "{convention:?}");
            // The core's outcome of the final position read for the player to move says
            // the same, for a game and for a sum.
            let p = game.position(end).unwrap();
            let outcome = game.outcome(&p);
            assert_eq!(outcome, convention.outcome_at_end());
            assert_eq!(outcome.winner(Player::to_move_after(*plies)), expected);
        }
        let bash = Bash::with_convention(3, convention).unwrap();
        let zero = bash.position(&[0]).unwrap();
        assert_eq!(bash.outcome(&zero).winner(Player::Second), {
            // The second player is stuck at 0 stones.
            match convention {
                Convention::Normal => Player::First,
                Convention::Misere => Player::Second,
            }
        });
        let sum: Sum = Sum::new(
            [nim(Convention::Normal), nim(Convention::Normal)].map(grundy::AnyGame::Nim),
            convention,
        )
        .unwrap();
        let end = sum.position(&[&[0, 0], &[0]]).unwrap();
        assert_eq!(sum.try_outcome(&end), Ok(convention.outcome_at_end()));
    }
}

#[test]
fn the_winner_from_a_position_is_who_wins_perfect_play_to_the_end() {
    for convention in [Convention::Normal, Convention::Misere] {
        let game = nim(convention);
        let mut brute = Brute::new(convention);
        for p in positions(3) {
            for plies in [0u64, 1, 6, 7] {
                let to_move = Player::to_move_after(plies);
                // Perfect play to the end: the winner keeps moving to positions lost for
                // the opponent; the loser moves anywhere.
                let (mut q, mut n) = (p.clone(), plies);
                loop {
                    let next = nim_moves(&q);
                    if next.is_empty() {
                        break;
                    }
                    q = next
                        .iter()
                        .find(|r| !brute.mover_wins(r))
                        .unwrap_or(&next[0])
                        .clone();
                    n += 1;
                }
                let stuck = Player::to_move_after(n);
                let winner = if convention == Convention::Misere {
                    stuck
                } else {
                    stuck.other()
                };
                let outcome = game.outcome(&game.position(&p).unwrap());
                assert_eq!(outcome.winner(to_move), winner, "{p:?} after {plies}");
            }
        }
    }
}

#[test]
fn a_thrown_away_win_is_a_move_from_a_won_position_to_one_won_by_the_opponent() {
    for convention in [Convention::Normal, Convention::Misere] {
        let game = nim(convention);
        let mut brute = Brute::new(convention);
        let mut thrown = 0;
        for p in positions(3) {
            let before = game.outcome(&game.position(&p).unwrap());
            for q in nim_moves(&p) {
                let after = game.outcome(&game.position(&q).unwrap());
                let expected = brute.mover_wins(&p) && brute.mover_wins(&q);
                assert_eq!(before.threw_away_win(after), expected, "{p:?} -> {q:?}");
                thrown += usize::from(expected);
            }
        }
        assert!(thrown > 0);
    }
}

/// Smith's remoteness by exhaustive search (normal play): 0 with no move; from a won
/// position 1 + the least remoteness of a move to a lost one; from a lost position 1 + the
/// greatest remoteness of any move.
fn remoteness(p: &[u64], memo: &mut HashMap<Vec<u64>, (bool, u64)>) -> (bool, u64) {
    if let Some(&r) = memo.get(p) {
        return r;
    }
    let next: Vec<(bool, u64)> = nim_moves(p).iter().map(|q| remoteness(q, memo)).collect();
    let r = if next.is_empty() {
        (false, 0)
    } else if let Some(fastest) = next.iter().filter(|(w, _)| !w).map(|(_, r)| r).min() {
        (true, fastest + 1)
    } else {
        (false, next.iter().map(|(_, r)| r).max().unwrap() + 1)
    };
    memo.insert(p.to_vec(), r);
    r
}

#[test]
fn a_move_s_ending_is_who_wins_after_it_and_in_how_many_moves() {
    let game = Nim::normal();
    let mut memo = HashMap::new();
    for p in positions(3) {
        for (i, &pile) in p.iter().enumerate() {
            for take in 1..=pile {
                let q = game
                    .play(
                        game.position(&p).unwrap(),
                        Take {
                            pile: i,
                            count: take,
                        },
                    )
                    .unwrap();
                let solved = solve(&game, &q, 100_000, &mut NoMemo).unwrap();
                let mut after = p.clone();
                after[i] -= take;
                let (opponent_wins, r) = remoteness(&after, &mut memo);
                assert_eq!(
                    solved.for_mover(),
                    MoveEnding {
                        mover_wins: !opponent_wins,
                        moves: r + 1
                    },
                    "{p:?} take {take} from {i}"
                );
            }
        }
    }
}

#[test]
fn a_period_s_parts_are_found_by_walking_the_blocks() {
    for (preperiod, period) in [(0, 1), (0, 5), (3, 1), (7, 4), (71, 12)] {
        let p = Period::new(preperiod, period).unwrap();
        for n in 0..300u64 {
            // Walk from the preperiod one block at a time.
            let expected = if n < preperiod as u64 {
                Part::Preperiod
            } else {
                let mut start = preperiod as u64;
                let mut block = 0;
                while start + period as u64 <= n {
                    start += period as u64;
                    block += 1;
                }
                Part::Period {
                    block,
                    phase: (n - start) as usize,
                }
            };
            assert_eq!(p.part(n), expected, "{p:?} {n}");
            if let Part::Period { phase, .. } = expected {
                assert_eq!(p.index(n), preperiod + phase);
            }
        }
        let last = p.part(u64::MAX);
        assert!(matches!(last, Part::Period { phase, .. } if phase < period));
    }
    // A period of 0 cannot be made, so no method can divide by it.
    assert_eq!(Period::new(2, 0), None);
    assert_eq!(
        Period::new(2, 3).map(|p| (p.preperiod(), p.period())),
        Some((2, 3))
    );
}

/// Grundy values of a subtraction game by mex, written from the rule.
fn mex_values(set: &[u64], len: u64) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..len {
        let seen: BTreeSet<u64> = set
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| g[(n - s) as usize])
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

#[test]
fn set_nim_s_whole_period_gives_every_pile_and_a_smaller_set_s_does_not() {
    for set in [vec![2, 5, 7], vec![1, 3, 4], vec![3, 4, 9], vec![1, 60]] {
        let s = SubtractionSet::new(&set).unwrap();
        let whole = SetNim::with_table(s.clone(), vec![0u8; 4096]).unwrap();
        let period = whole.whole_period().expect("a period of the whole set");
        let brute = mex_values(&set, 2000);
        for (n, &g) in brute.iter().enumerate() {
            let i = period.index(n as u64);
            assert_eq!(
                u64::from(whole.grundy_of(i as u64).unwrap()),
                g,
                "{set:?} {n}"
            );
        }
        // Piles up to 30 only: an element above 30 is left out, and the period of the
        // rest holds below it only.
        let some = SetNim::for_heaps(s, 30, vec![0u8; 4096]).unwrap();
        if set.iter().any(|&e| e > 30) {
            assert!(some.period().is_some());
            assert_eq!(some.whole_period(), None, "{set:?}");
            let smaller: Vec<u64> = set.iter().copied().filter(|&e| e <= 30).collect();
            let differs = mex_values(&smaller, 2000) != brute;
            assert!(differs, "the smaller set's period is not the whole game's");
        } else {
            assert_eq!(some.whole_period(), Some(period));
        }
    }
    // A plain table has no period at all.
    let plain =
        SetNim::for_heaps(SubtractionSet::new(&[1, 3000]).unwrap(), 10, vec![0u8; 64]).unwrap();
    assert_eq!(plain.whole_period(), None);
}

#[test]
fn bash_s_modulus_is_the_least_period_of_its_values() {
    for k in 1..=7u64 {
        let bash = Bash::new(k).unwrap();
        let values = mex_values(&(1..=k).collect::<Vec<_>>(), 300);
        let least = (1..=300u64)
            .find(|&p| (0..200).all(|n| values[n] == values[n + p as usize]))
            .unwrap();
        assert_eq!(bash.modulus(), u128::from(least), "k = {k}");
    }
    assert_eq!(Bash::new(u64::MAX).unwrap().modulus(), 1u128 << 64);
}

#[test]
fn the_winner_on_a_graph_is_who_wins_perfect_play_and_a_draw_has_none() {
    use grundy::Graph;
    use grundy::graph::GraphValues;
    // Edges written out: a path 3 → 2 → 1 → 0 with a shortcut 3 → 1, and node 4 with a
    // loop and an edge to 1.
    let edges = [(3, 2), (2, 1), (1, 0), (3, 1), (4, 4), (4, 1)];
    let (mut offsets, mut targets) = ([0u32; 6], [0u32; 6]);
    let graph = Graph::from_edges(5, edges.iter().copied(), &mut offsets, &mut targets).unwrap();
    let (mut values, mut scratch) = ([0u32; 5], vec![0u32; graph.scratch_len()]);
    let gv = GraphValues::compute(graph, &mut values, &mut scratch).unwrap();
    // One token, by exhaustive search on the acyclic part (normal play: stuck loses).
    fn mover_wins(v: u32, edges: &[(u32, u32)]) -> bool {
        edges
            .iter()
            .filter(|e| e.0 == v)
            .any(|e| !mover_wins(e.1, edges))
    }
    let acyclic = &edges[..4];
    for v in 0..4u32 {
        // Perfect play to the end from v with `to_move` to move.
        for to_move in [Player::First, Player::Second] {
            let (mut at, mut mover) = (v, to_move);
            while let Some(next) = acyclic
                .iter()
                .filter(|e| e.0 == at)
                .map(|e| e.1)
                .find(|&w| !mover_wins(w, acyclic))
                .or_else(|| acyclic.iter().find(|e| e.0 == at).map(|e| e.1))
            {
                at = next;
                mover = mover.other();
            }
            let winner = mover.other();
            assert_eq!(
                gv.outcome(&[v]).unwrap().winner(to_move),
                Some(winner),
                "{v}"
            );
        }
    }
    // Node 4: moving to 1 leaves the opponent a win; passing forever is a draw.
    assert_eq!(gv.outcome(&[4]).unwrap().winner(Player::First), None);
}

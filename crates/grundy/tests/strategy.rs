//! Remoteness and the perfect player's move, against an independent brute force.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::HashMap;

use grundy::strategy::{best_move, remoteness};
use grundy::{Bash, FromNumbers, Game, Nim, Outcome};

/// Remoteness by memoised search over `successors`; P/N by the same search.
fn brute_remoteness(
    p: &[u64],
    succ: &dyn Fn(&[u64]) -> Vec<Vec<u64>>,
    memo: &mut HashMap<Vec<u64>, (bool, u64)>,
) -> (bool, u64) {
    if let Some(&r) = memo.get(p) {
        return r;
    }
    let next: Vec<_> = succ(p)
        .iter()
        .map(|q| brute_remoteness(q, succ, memo))
        .collect();
    let r = if next.is_empty() {
        (false, 0)
    } else if let Some(fast) = next.iter().filter(|(wins, _)| !wins).map(|&(_, r)| r).min() {
        (true, fast + 1)
    } else {
        (false, next.iter().map(|&(_, r)| r).max().unwrap() + 1)
    };
    memo.insert(p.to_vec(), r);
    r
}

fn nim_successors(p: &[u64]) -> Vec<Vec<u64>> {
    let mut out = vec![];
    for i in 0..p.len() {
        for v in 0..p[i] {
            let mut q = p.to_vec();
            q[i] = v;
            out.push(q);
        }
    }
    out
}

#[test]
fn remoteness_matches_brute_force() {
    let mut memo = HashMap::new();
    let nim = Nim::normal();
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                let row = vec![a, b, c];
                let (wins, r) = brute_remoteness(&row, &nim_successors, &mut memo);
                let p = nim.position(&row).unwrap();
                assert_eq!(nim.outcome(&p) == Outcome::N, wins);
                assert_eq!(remoteness(&nim, &p, 1_000_000).unwrap(), r, "{row:?}");
                // The perfect move keeps that promise: remoteness drops by exactly one.
                if let Some(mv) = best_move(&nim, &p, 1_000_000) {
                    let after = nim.play(p.clone(), mv).unwrap();
                    assert_eq!(
                        remoteness(&nim, &after, 1_000_000).unwrap() + 1,
                        r,
                        "{row:?} {mv:?}"
                    );
                }
            }
        }
    }
    for k in 1..5u64 {
        let bash = Bash::new(k).unwrap();
        let succ = move |p: &[u64]| (1..=k.min(p[0])).map(|t| vec![p[0] - t]).collect();
        let mut memo = HashMap::new();
        for n in 0..40 {
            let (_, r) = brute_remoteness(&[n], &succ, &mut memo);
            assert_eq!(
                remoteness(&bash, &bash.position(&[n]).unwrap(), 1_000_000).unwrap(),
                r
            );
        }
    }
}

#[test]
fn long_and_huge_games_are_too_large_not_a_crash() {
    let bash = Bash::new(1).unwrap();
    let long = bash.position(&[1_000_000]).unwrap();
    assert!(remoteness(&bash, &long, u64::MAX).is_err());
    assert_eq!(best_move(&bash, &long, 10_000).map(|m| m.count), Some(1));
    let nim = Nim::normal();
    let huge = nim.position(&[u64::MAX, u64::MAX]).unwrap();
    assert!(remoteness(&nim, &huge, 10_000).is_err());
    // Every move loses; the fallback is the smallest change to the first pile.
    assert_eq!(
        best_move(&nim, &huge, 10_000).map(|m| (m.pile, m.count)),
        Some((0, 1))
    );
    let won = nim.position(&[u64::MAX, 1]).unwrap();
    let mv = best_move(&nim, &won, 10_000).unwrap();
    assert_eq!(nim.outcome(&nim.play(won, mv).unwrap()), Outcome::P);
}

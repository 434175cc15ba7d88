//! Bouton's working against a brute force: the P-positions of Nim found by searching the
//! game itself (a position is P when every move leads to an N-position), the columns'
//! counts of ones counted bit by bit, and the heaps a winning move can be made in found by
//! trying every reduction of every heap.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::HashMap;

use grundy::nim::Bouton;

/// Heaps up to this size, up to four heaps: every list the brute force checks.
const TOP: u128 = 12;

/// Whether the Nim position `heaps` is a P-position, by searching its moves.
fn is_p(heaps: &[u128], memo: &mut HashMap<Vec<u128>, bool>) -> bool {
    if let Some(&p) = memo.get(heaps) {
        return p;
    }
    let mut p = true;
    'moves: for i in 0..heaps.len() {
        for smaller in 0..heaps[i] {
            let mut next = heaps.to_vec();
            next[i] = smaller;
            if is_p(&next, memo) {
                p = false;
                break 'moves;
            }
        }
    }
    memo.insert(heaps.to_vec(), p);
    p
}

/// Every list of up to four heaps of at most `TOP`.
fn lists() -> Vec<Vec<u128>> {
    let mut all = vec![vec![]];
    let mut last = vec![vec![]];
    for _ in 0..4 {
        let mut next = vec![];
        for l in &last {
            for h in 0..=TOP {
                let mut m: Vec<u128> = l.clone();
                m.push(h);
                next.push(m);
            }
        }
        all.extend(next.iter().cloned());
        last = next;
    }
    all
}

#[test]
fn the_working_matches_the_game_searched() {
    let mut memo = HashMap::new();
    for heaps in lists() {
        let w = Bouton::new(&heaps);
        let largest = heaps.iter().copied().max().unwrap_or(0);
        // Columns: enough for the largest heap, and one for heaps of 0.
        let mut columns = 1;
        while largest >> columns != 0 {
            columns += 1;
        }
        assert_eq!(w.columns(), columns, "{heaps:?}");
        // Each column's ones counted, and its parity.
        let mut any_odd = None;
        for c in 0..columns + 2 {
            let ones = heaps.iter().filter(|&&h| (h >> c) % 2 == 1).count();
            assert_eq!(w.ones(c), ones, "{heaps:?} column {c}");
            assert_eq!(w.odd(c), ones % 2 == 1, "{heaps:?} column {c}");
            if ones % 2 == 1 {
                any_odd = Some(c);
            }
        }
        assert_eq!(w.highest_odd(), any_odd, "{heaps:?}");
        // The theorem: every column even exactly at the P-positions of the game searched.
        let p = is_p(&heaps, &mut memo);
        assert_eq!(any_odd.is_none(), p, "{heaps:?}");
        assert_eq!(w.xor() == 0, p, "{heaps:?}");
        // The heaps pointed at are exactly those with a winning reduction, and the target
        // is that reduction (there is exactly one per heap).
        let pointed: Vec<usize> = w.pointed().collect();
        let mut winning = vec![];
        for i in 0..heaps.len() {
            let reductions: Vec<u128> = (0..heaps[i])
                .filter(|&s| {
                    let mut next = heaps.clone();
                    next[i] = s;
                    is_p(&next, &mut memo)
                })
                .collect();
            assert!(reductions.len() <= 1, "{heaps:?} heap {i}: {reductions:?}");
            if let Some(&s) = reductions.first() {
                winning.push(i);
                assert_eq!(w.target(i), Some(s), "{heaps:?} heap {i}");
            } else {
                assert_eq!(w.target(i), None, "{heaps:?} heap {i}");
            }
        }
        assert_eq!(pointed, winning, "{heaps:?}");
        assert_eq!(w.target(heaps.len()), None);
    }
}

#[test]
fn columns_reach_the_top_bit_of_u128() {
    let heaps = [u128::MAX, 1 << 127, 0];
    let w = Bouton::new(&heaps);
    assert_eq!(w.columns(), 128);
    assert_eq!(w.xor(), u128::MAX >> 1);
    assert_eq!(w.ones(127), 2);
    assert!(!w.odd(127));
    assert_eq!(w.highest_odd(), Some(126));
    assert_eq!(w.pointed().collect::<Vec<_>>(), [0]);
    assert_eq!(w.target(0), Some(1 << 127));
    // Past the last column there is nothing.
    assert_eq!(w.ones(128), 0);
    assert!(!w.odd(200));
    let empty = Bouton::new(&[]);
    assert_eq!(
        (empty.xor(), empty.columns(), empty.highest_odd()),
        (0, 1, None)
    );
}

//! Remoteness at the pile cap: a position of `MAX_PILES` piles has legal moves it cannot
//! hold (a break or a split leaves one pile more). The search must answer exactly, or say it
//! cannot; never count an unheld move as "no move". Checked against a brute-force search
//! written here, over piles in a `Vec` with no cap, from the rules of each game as stated
//! (Winning Ways, ch. 4, for octal codes).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::HashMap;

use grundy::error::IllegalMove;
use grundy::octal::OctalCode;
use grundy::piles::MAX_PILES;
use grundy::strategy::{Memo, SearchError, Solved, solve};
use grundy::{FromNumbers, Game, Octal, Outcome, Piles, SplitNim, Staircase};

/// A memo over a standard hash map.
struct Map<P>(HashMap<P, Solved>);

impl<P: std::hash::Hash + Eq> Memo<P> for Map<P> {
    fn get(&self, p: &P) -> Option<Solved> {
        self.0.get(p).copied()
    }
    fn insert(&mut self, p: P, s: Solved) {
        self.0.insert(p, s);
    }
}

/// The options of a multiset of heaps under an octal code given as its digits (`digits[k]`
/// for taking `k`): bit 1 takes a whole heap of `k`, bit 2 leaves one heap, bit 4 two.
fn octal_options(digits: &[u8], heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        let rest: Vec<u64> = heaps
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &x)| x)
            .collect();
        for (k, &d) in digits.iter().enumerate() {
            let k = k as u64;
            if d & 1 != 0 && k > 0 && h == k {
                out.push(rest.clone());
            }
            if d & 2 != 0 && k > 0 && h > k {
                let mut next = rest.clone();
                next.push(h - k);
                out.push(next);
            }
            if d & 4 != 0 && h >= k + 2 {
                for a in 1..=(h - k) / 2 {
                    let mut next = rest.clone();
                    next.push(a);
                    next.push(h - k - a);
                    out.push(next);
                }
            }
        }
    }
    out
}

/// Split Nim's options: a pile `x` becomes two piles `a ≤ b < x` (empty ones vanish).
fn split_options(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &x) in piles.iter().enumerate() {
        for b in 0..x {
            for a in 0..=b {
                let mut next: Vec<u64> = piles
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &y)| y)
                    .collect();
                next.extend([a, b].into_iter().filter(|&p| p > 0));
                out.push(next);
            }
        }
    }
    out
}

/// Who wins (true: the player to move) and the remoteness, by definition (Smith, 1966):
/// 0 at a terminal position; from a win, one more than the least remoteness of a move to a
/// loss; from a loss, one more than the largest remoteness of any move.
fn brute(
    options: &dyn Fn(&[u64]) -> Vec<Vec<u64>>,
    heaps: &[u64],
    memo: &mut HashMap<Vec<u64>, (bool, u64)>,
) -> (bool, u64) {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let results: Vec<(bool, u64)> = options(&key)
        .iter()
        .map(|next| brute(options, next, memo))
        .collect();
    let answer = if results.is_empty() {
        (false, 0)
    } else if let Some(r) = results.iter().filter(|r| !r.0).map(|r| r.1).min() {
        (true, r + 1)
    } else {
        (false, results.iter().map(|r| r.1).max().unwrap() + 1)
    };
    memo.insert(key, answer);
    answer
}

fn octal(code: &str) -> Octal<Vec<u16>> {
    let code: OctalCode = code.parse().unwrap();
    Octal::for_heaps(code, 64, vec![0; 65], &mut [0; 256]).unwrap()
}

fn digits(code: &str) -> Vec<u8> {
    let (whole, fraction) = code.split_once('.').unwrap();
    whole
        .chars()
        .chain(fraction.chars())
        .map(|c| c.to_digit(8).unwrap() as u8)
        .collect()
}

/// The core's answer for `heaps`, checked against the brute force: exact, or the search
/// says a move cannot be held (never a wrong number). Returns whether it was exact.
#[track_caller]
fn check_octal(code: &str, heaps: &[u64]) -> bool {
    let game = octal(code);
    let d = digits(code);
    let position = game.position(heaps).unwrap();
    let (win, r) = brute(&|h| octal_options(&d, h), heaps, &mut HashMap::new());
    let outcome = if win { Outcome::N } else { Outcome::P };
    assert_eq!(game.outcome(&position), outcome, "{code} {heaps:?}");
    assert_eq!(game.is_terminal(&position), r == 0, "{code} {heaps:?}");
    match solve(&game, &position, 1_000_000, &mut Map(HashMap::new())) {
        Ok(s) => {
            assert_eq!((s.outcome, s.remoteness), (outcome, r), "{code} {heaps:?}");
            true
        }
        Err(SearchError::Unheld(IllegalMove::TooManyPiles)) => false,
        Err(e) => panic!("{code} {heaps:?}: {e}"),
    }
}

#[test]
fn a_break_at_the_cap_is_a_move_not_the_end() {
    // 4.0: split a heap in two, nothing else. A 2 and 31 ones: splitting the 2 is the one
    // move, so the game lasts one move, and the position is not terminal.
    let mut heaps = vec![2];
    heaps.extend([1; 31]);
    assert_eq!(heaps.len(), MAX_PILES);
    let game = octal("4.0");
    let position = game.position(&heaps).unwrap();
    assert!(!game.is_terminal(&position));
    assert_eq!(game.unlisted(&position), Some(IllegalMove::TooManyPiles));
    assert!(check_octal("4.0", &heaps));
}

#[test]
fn heaps_of_three_split_to_the_end() {
    // Each 3 splits into 1 + 2 and the 2 into 1 + 1: two moves a heap, whoever plays them.
    for (count, remoteness) in [(11, 22), (16, 32), (17, 34), (20, 40)] {
        let heaps = vec![3; count];
        let game = octal("4.0");
        let position = game.position(&heaps).unwrap();
        let s = solve(&game, &position, 1_000_000, &mut Map(HashMap::new())).unwrap();
        assert_eq!(s.remoteness, remoteness, "{count} heaps of 3");
        assert!(check_octal("4.0", &heaps));
    }
    // 32 heaps of 3: the first move cannot be held; the search says so.
    let game = octal("4.0");
    let position = game.position(&[3; 32]).unwrap();
    assert_eq!(
        solve(&game, &position, 1_000_000, &mut Map(HashMap::new())),
        Err(SearchError::Unheld(IllegalMove::TooManyPiles))
    );
}

#[test]
fn kayles_at_the_cap() {
    // A 3, thirty 1s and an empty heap: the one winning move breaks the 3 into 1 + 1.
    let mut heaps = vec![3];
    heaps.extend([1; 30]);
    heaps.push(0);
    let game = octal("0.77");
    let position = game.position(&heaps).unwrap();
    assert_eq!(game.winning_moves(&position).next(), None);
    assert_eq!(game.unlisted(&position), Some(IllegalMove::TooManyPiles));
    assert!(check_octal("0.77", &heaps));
}

/// Many positions of 26 to 32 small heaps under codes that break: every answer exact or
/// "cannot be held", and both kinds met.
#[test]
fn near_the_cap_every_answer_is_exact_or_unheld() {
    let mut rng = grundy::rng::SplitMix64::new(7);
    let (mut exact, mut unheld) = (0, 0);
    for code in ["4.0", "0.77", "0.07", "0.137", "4.7", "0.4", "0.6", "0.16"] {
        for _ in 0..10 {
            let len = 26 + rng.below(7) as usize;
            let heaps: Vec<u64> = (0..len).map(|_| 1 + rng.below(3)).collect();
            if check_octal(code, &heaps) {
                exact += 1;
            } else {
                unheld += 1;
            }
        }
    }
    eprintln!("{exact} exact, {unheld} unheld");
    assert!(exact > 10 && unheld > 10, "{exact} exact, {unheld} unheld");
}

#[test]
fn split_nim_at_the_cap() {
    let mut piles = vec![3];
    piles.extend([1; 31]);
    let position = SplitNim.position(&piles).unwrap();
    let (win, r) = brute(&split_options, &piles, &mut HashMap::new());
    assert_eq!(
        SplitNim.outcome(&position),
        if win { Outcome::N } else { Outcome::P }
    );
    assert_eq!(
        SplitNim.unlisted(&position),
        Some(IllegalMove::TooManyPiles)
    );
    match solve(&SplitNim, &position, 1_000_000, &mut Map(HashMap::new())) {
        Ok(s) => assert_eq!(s.remoteness, r),
        Err(e) => assert_eq!(e, SearchError::Unheld(IllegalMove::TooManyPiles)),
    }
    // Below the cap every split is listed and the answer is exact.
    let position = SplitNim.position(&[3, 2, 1]).unwrap();
    let (_, r) = brute(&split_options, &[3, 2, 1], &mut HashMap::new());
    let s = solve(&SplitNim, &position, 1_000_000, &mut Map(HashMap::new())).unwrap();
    assert_eq!(s.remoteness, r);
}

#[test]
fn a_staircase_move_past_u64_is_unheld() {
    // Emptying step 3 onto step 2 would put 2^64 stones there: legal, not holdable.
    let p: Piles = Staircase.position(&[0, 1, u64::MAX]).unwrap();
    assert!(!Staircase.is_terminal(&p));
    assert_eq!(Staircase.unlisted(&p), Some(IllegalMove::Overflow));
    assert_eq!(
        solve(&Staircase, &p, 1_000, &mut Map(HashMap::new())),
        Err(SearchError::Unheld(IllegalMove::Overflow))
    );
}

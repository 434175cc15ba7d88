//! The rules the host front ends share for their hints — the Nim heaps of a sum
//! (`nim_heaps`) and many positions searched in one budget (`solve_all`) — against brute
//! force written here: outcomes and remoteness by exhaustive search over moves generated
//! from each game's rule.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::HashMap;

use grundy::set_nim::SubtractionSet;
use grundy::strategy::SearchError;
use grundy::{AnyGame, Bash, Convention, FromNumbers, Nim, SetNim, Staircase, Sum};
use grundy_host::{HashMemo, Heap, HeapsOf, nim_heaps, solve_all};

/// A small game written from its rule: the positions one move away.
#[derive(Clone, Copy)]
enum Rule {
    /// Take any positive number from one pile.
    Nim,
    /// One pile, take 1 or 2.
    Bash2,
    /// Take 1 or 3 from one pile.
    Set13,
    /// Move any positive number of stones from step i to step i − 1 (step 1 to the floor).
    Staircase,
}

impl Rule {
    fn moves(self, p: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &n) in p.iter().enumerate() {
            let takes: Vec<u64> = match self {
                Rule::Nim | Rule::Staircase => (1..=n).collect(),
                Rule::Bash2 => vec![1, 2],
                Rule::Set13 => vec![1, 3],
            };
            for t in takes.into_iter().filter(|&t| t <= n) {
                let mut q = p.to_vec();
                q[i] -= t;
                if let (Rule::Staircase, Some(below)) = (self, i.checked_sub(1)) {
                    q[below] += t;
                }
                out.push(q);
            }
        }
        out
    }

    fn core(self) -> AnyGame<Heap> {
        match self {
            Rule::Nim => AnyGame::Nim(Nim::normal()),
            Rule::Bash2 => AnyGame::Bash(Bash::new(2).unwrap()),
            Rule::Set13 => AnyGame::SetNim(
                SetNim::with_table(SubtractionSet::new(&[1, 3]).unwrap(), vec![0u8; 64]).unwrap(),
            ),
            Rule::Staircase => AnyGame::Staircase(Staircase),
        }
    }
}

/// Whether the player to move wins the sum (normal play: whoever cannot move loses), by
/// exhaustive search over every move of every component.
fn mover_wins(rules: &[Rule], p: &[Vec<u64>], memo: &mut HashMap<Vec<Vec<u64>>, bool>) -> bool {
    if let Some(&w) = memo.get(p) {
        return w;
    }
    let mut wins = false;
    'search: for (c, rule) in rules.iter().enumerate() {
        for part in rule.moves(&p[c]) {
            let mut q = p.to_vec();
            q[c] = part;
            if !mover_wins(rules, &q, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(p.to_vec(), wins);
    wins
}

#[test]
fn the_heaps_xor_to_zero_exactly_on_the_positions_the_brute_force_loses() {
    let sums: [&[Rule]; 5] = [
        &[Rule::Nim],
        &[Rule::Staircase],
        &[Rule::Bash2, Rule::Set13],
        &[Rule::Nim, Rule::Bash2, Rule::Set13],
        &[Rule::Staircase, Rule::Bash2],
    ];
    for rules in sums {
        let sum: Sum<Heap> = Sum::new(rules.iter().map(|r| r.core()), Convention::Normal).unwrap();
        let mut memo = HashMap::new();
        let (mut piles_seen, mut losing) = (false, 0);
        // Two piles (or steps) of at most 4 stones per component.
        let cells = rules.len() * 2;
        for code in 0..5u32.pow(cells as u32) {
            let mut digits = (0..cells).map(|i| u64::from(code / 5u32.pow(i as u32) % 5));
            let numbers: Vec<Vec<u64>> = rules
                .iter()
                .map(|r| match r {
                    Rule::Bash2 => vec![digits.next().unwrap() + digits.next().unwrap()],
                    _ => vec![digits.next().unwrap(), digits.next().unwrap()],
                })
                .collect();
            let parts: Vec<&[u64]> = numbers.iter().map(Vec::as_slice).collect();
            let position = sum.position(&parts).unwrap();
            let heaps = nim_heaps(&sum, &position).unwrap();
            let xor = heaps.sizes.iter().fold(0, |x, &h| x ^ h);
            let loses = !mover_wins(rules, &numbers, &mut memo);
            assert_eq!(xor == 0, loses, "{numbers:?}: {heaps:?}");
            assert_eq!(heaps.bouton().xor(), xor);
            losing += usize::from(loses);
            if heaps.of == HeapsOf::Piles {
                piles_seen = true;
                // Only one game alone plays as Nim on its own piles, and then they are its
                // numbers.
                assert_eq!(rules.len(), 1);
                let as_numbers: Vec<u128> = numbers[0].iter().map(|&n| u128::from(n)).collect();
                assert_eq!(heaps.sizes, as_numbers);
            } else {
                assert_eq!(heaps.sizes.len(), rules.len());
            }
        }
        assert!(losing > 0);
        if matches!(rules, [Rule::Nim]) {
            assert!(piles_seen, "Nim's piles are its heaps");
        }
    }
}

#[test]
fn a_misere_sum_has_no_heaps() {
    let sum: Sum<Heap> =
        Sum::new([Rule::Nim.core(), Rule::Set13.core()], Convention::Misere).unwrap();
    let position = sum.position(&[&[2, 3], &[4]]).unwrap();
    assert!(nim_heaps(&sum, &position).is_err());
}

/// Smith's remoteness of a Nim position by exhaustive search: 0 with no move; from a won
/// position 1 + the least remoteness of a move to a lost one; else 1 + the greatest.
fn remoteness(p: &[u64], memo: &mut HashMap<Vec<u64>, (bool, u64)>) -> (bool, u64) {
    if let Some(&r) = memo.get(p) {
        return r;
    }
    let next: Vec<(bool, u64)> = Rule::Nim
        .moves(p)
        .iter()
        .map(|q| remoteness(q, memo))
        .collect();
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
fn many_positions_in_one_budget_are_solved_exactly_and_past_it_say_so() {
    let nim = Nim::normal();
    let numbers = [
        vec![3, 4, 5],
        vec![1, 4, 5],
        vec![3, 4, 4],
        vec![2, 2],
        vec![0, 0],
    ];
    let positions: Vec<_> = numbers.iter().map(|n| nim.position(n).unwrap()).collect();
    let mut brute = HashMap::new();
    let solved = solve_all(&nim, &positions, 1_000_000, &mut HashMemo::default());
    for (n, s) in numbers.iter().zip(&solved) {
        let (wins, r) = remoteness(n, &mut brute);
        let s = s.as_ref().unwrap();
        assert_eq!(s.outcome.first_player_wins(), wins, "{n:?}");
        assert_eq!(s.remoteness, r, "{n:?}");
    }
    // The positions share their table: the second search of the same list costs nothing.
    let mut memo = HashMemo::default();
    solve_all(&nim, &positions, 1_000_000, &mut memo);
    let again = solve_all(&nim, &positions, 0, &mut memo);
    assert_eq!(again, solved);
    // A budget too small for the first position leaves the first positions unsolved, with
    // the whole budget named, and never a wrong answer.
    let small = solve_all(&nim, &positions, 5, &mut HashMemo::default());
    assert_eq!(small[0], Err(SearchError::Budget { budget: 5 }));
    for (n, s) in numbers.iter().zip(&small) {
        if let Ok(s) = s {
            assert_eq!(s.remoteness, remoteness(n, &mut brute).1);
        }
    }
    // The budget is spent in order: with just what 3 4 5 needs, it is solved and a pile of
    // 6 after it (two positions, none of them 3 4 5's) finds nothing left.
    let first = [positions[0].clone()];
    let needed = (1..10_000)
        .find(|&b| solve_all(&nim, &first, b, &mut HashMemo::default())[0].is_ok())
        .unwrap();
    let order = [positions[0].clone(), nim.position(&[6]).unwrap()];
    let spent = solve_all(&nim, &order, needed, &mut HashMemo::default());
    assert!(spent[0].is_ok());
    assert_eq!(spent[1], Err(SearchError::Budget { budget: needed }));
    let more = solve_all(&nim, &order, needed + 2, &mut HashMemo::default());
    assert_eq!(more[1].map(|s| s.remoteness), Ok(1));
}

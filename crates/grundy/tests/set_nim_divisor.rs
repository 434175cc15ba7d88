//! Set Nim whose elements share a divisor, above all a one-element set {s}, where
//! g(n) = ⌊n/s⌋ mod 2 however large s is: the rules for bounded piles (`SetNim::for_heaps`,
//! what every front end plays; up to `u64::MAX` here) compute the set divided by the
//! divisor, and their values equal a plain mex table written here for small piles, and the
//! mex of their options' values for piles near `u64::MAX`.

#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use grundy::set_nim::SubtractionSet;
use grundy::{FromNumbers, Game, Outcome, SetNim};

/// g(0), …, g(len − 1) of the subtraction set `set` by a plain mex over every take.
fn mex_table(set: &[u64], len: usize) -> Vec<u8> {
    let mut g = Vec::with_capacity(len);
    for n in 0..len {
        let seen: Vec<u8> = set
            .iter()
            .filter(|&&s| s as usize <= n)
            .map(|&s| g[n - s as usize])
            .collect();
        g.push((0..=u8::MAX).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

/// The rules of `set` for every pile, in a table of 1 KiB.
fn rules(set: SubtractionSet) -> SetNim<[u8; 1024]> {
    SetNim::for_heaps(set, u64::MAX, [0u8; 1024]).unwrap()
}

/// The value of pile `n` must be the mex of the values of its options, as the core gives them.
#[track_caller]
fn check_mex_at<T: AsRef<[u8]> + AsMut<[u8]>>(game: &SetNim<T>, n: u64) {
    let seen: Vec<u8> = game
        .set()
        .as_slice()
        .iter()
        .filter(|&&s| s <= n)
        .map(|&s| game.grundy_of(n - s).unwrap())
        .collect();
    let mex = (0..=u8::MAX).find(|v| !seen.contains(v)).unwrap();
    assert_eq!(game.grundy_of(n), Some(mex), "{} at {n}", game.set());
}

#[test]
fn one_element_sets_match_a_plain_mex_table() {
    for s in 1..=60u64 {
        let set = SubtractionSet::new(&[s]).unwrap();
        let game = rules(set);
        let slow = mex_table(&[s], 2000);
        for (n, &g) in slow.iter().enumerate() {
            assert_eq!(game.grundy_of(n as u64), Some(g), "{{{s}}} at {n}");
        }
        check_mex_at(&game, u64::MAX);
        check_mex_at(&game, u64::MAX - s);
    }
}

#[test]
fn a_huge_single_element_needs_no_table_of_its_size() {
    for s in [
        1_000_000_000_000_000_000,
        u64::MAX,
        u64::MAX / 2,
        (1 << 40) + 7,
        4_000_000_007,
    ] {
        let set = SubtractionSet::new(&[s]).unwrap();
        // A table of 1 KiB: no table of s values is needed.
        let game = rules(set.clone());
        assert_eq!(game.max_heap(), u64::MAX);
        for n in [0, 1, s - 1, s, s.saturating_add(1), u64::MAX - 1, u64::MAX] {
            check_mex_at(&game, n);
            if n < s {
                assert_eq!(game.grundy_of(n), Some(0), "below the only take");
            }
        }
        if let Some(twice) = s.checked_mul(2) {
            check_mex_at(&game, twice);
            check_mex_at(&game, twice - 1);
        }
        // The board's position: one pile of s, one of 7.
        let board = SetNim::for_heaps(set, s, [0u8; 64]).unwrap();
        let position = board.position(&[s, 7]).unwrap();
        let expected = if s == 7 { Outcome::P } else { Outcome::N };
        assert_eq!(board.outcome(&position), expected);
        assert_eq!(board.winning_moves(&position).count(), 1);
    }
}

#[test]
fn sets_with_a_common_divisor_match_a_plain_mex_table() {
    for set in [
        &[2u64][..],
        &[3, 6, 9],
        &[4, 10],
        &[6, 15, 21],
        &[5, 10, 35],
        &[12, 18, 30, 42],
    ] {
        let game = rules(SubtractionSet::new(set).unwrap());
        let slow = mex_table(set, 3000);
        for (n, &g) in slow.iter().enumerate() {
            assert_eq!(game.grundy_of(n as u64), Some(g), "{set:?} at {n}");
        }
        // A period it reports is a period of the plain table.
        if let Some(p) = game.period() {
            for n in p.preperiod()..slow.len() - p.period() {
                assert_eq!(slow[n], slow[n + p.period()], "{set:?}: period {p:?}");
            }
        }
        for n in [u64::MAX, u64::MAX - 1, u64::MAX - 17, 1 << 63] {
            check_mex_at(&game, n);
        }
    }
    // Huge multiples of a small set: {10^17, 2 × 10^17} plays as {1, 2} on ⌊n / 10^17⌋.
    let d = 100_000_000_000_000_000;
    let game = rules(SubtractionSet::new(&[d, 2 * d]).unwrap());
    for n in [0, d - 1, d, 2 * d, 3 * d - 1, 3 * d, u64::MAX] {
        check_mex_at(&game, n);
    }
    assert_eq!(game.grundy_of(3 * d), Some(0));
    assert_eq!(game.grundy_of(5 * d + 3), Some(2));
}

#[test]
fn a_period_of_a_divided_set_is_given_only_where_it_fits_the_table() {
    let small = rules(SubtractionSet::new(&[2]).unwrap());
    let p = small.period().unwrap();
    assert_eq!((p.preperiod(), p.period()), (0, 4));
    let huge = rules(SubtractionSet::new(&[1 << 50]).unwrap());
    assert!(huge.period().is_none());
    assert_eq!(huge.grundy_of(3 << 50), Some(1));
}

#[test]
fn rules_for_bounded_piles_use_the_divisor_of_the_elements_they_keep() {
    // Piles up to 10^18 keep {10^18} of {10^18, 3 × 10^18}: g(n) = ⌊n / 10^18⌋ mod 2 there.
    let d = 1_000_000_000_000_000_000;
    let set = SubtractionSet::new(&[d, 3 * d]).unwrap();
    let game = SetNim::for_heaps(set, d, [0u8; 64]).unwrap();
    assert_eq!(game.max_heap(), 3 * d - 1);
    for n in [0, 7, d - 1, d, 2 * d - 1, 2 * d, 3 * d - 1] {
        check_mex_at(&game, n);
    }
    assert_eq!(game.grundy_of(3 * d), None);
    // Small sets sharing a divisor, on bounded piles, as the plain mex table says.
    for set in [&[4u64, 6][..], &[9], &[10, 25, 40]] {
        let slow = mex_table(set, 1500);
        let game = SetNim::for_heaps(SubtractionSet::new(set).unwrap(), 1499, [0u8; 256]).unwrap();
        for (n, &g) in slow.iter().enumerate() {
            assert_eq!(game.grundy_of(n as u64), Some(g), "{set:?} at {n}");
        }
    }
}

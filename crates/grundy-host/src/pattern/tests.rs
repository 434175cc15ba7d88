#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use super::pairs::pairs;
use super::*;
use crate::parse_game;

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let set: std::collections::BTreeSet<u64> = values.into_iter().collect();
    (0..).find(|g| !set.contains(g)).unwrap()
}

/// Lasker's Nim by the definition: take any number from a heap, or split it into two
/// non-empty heaps.
fn lasker(upto: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let takes = (0..n).map(|m| g[m]);
        let splits = (1..=n / 2).map(|a| g[a] ^ g[n - a]);
        g.push(mex(takes.chain(splits)));
    }
    g
}

/// Kayles (0.77) by the definition: take 1 or 2 from a row, leaving 0, 1 or 2 rows.
fn kayles(upto: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let mut options = Vec::new();
        for take in [1, 2].into_iter().filter(|&t| t <= n) {
            let rest = n - take;
            options.extend((0..=rest / 2).map(|a| g[a] ^ g[rest - a]));
        }
        g.push(mex(options));
    }
    g
}

fn game(words: &str) -> GameSpec {
    parse_game(&words.split(' ').collect::<Vec<_>>()).unwrap()
}

#[test]
fn lasker_is_arithmetic_periodic() {
    let g = lasker(200);
    let p = find(&g).unwrap();
    assert_eq!(
        (p.preperiod(), p.period(), p.saltus(), p.proof()),
        (1, 4, 4, None)
    );
    assert!(p.agrees_with(&g));
    // Winning Ways: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3, in u128.
    let closed = |n: u64| {
        let n = u128::from(n);
        match n % 4 {
            3 => n + 1,
            0 if n > 0 => n - 1,
            _ => n,
        }
    };
    for n in (0..1000).chain(u64::MAX - 1000..=u64::MAX) {
        assert_eq!(p.value(n), Some(closed(n)), "{n}");
    }
    assert_eq!(p.max_value(), Some(1 << 64));
}

#[test]
fn kayles_is_found_and_certified() {
    let g = kayles(400);
    let p = find(&g).unwrap();
    assert_eq!((p.preperiod(), p.period(), p.saltus()), (71, 12, 0));
    let certified = of_game(&game("octal 0.77"), 400).unwrap().unwrap();
    assert_eq!(certified.proof(), Some(Proof::GuySmith));
    assert_eq!(certified.head(), &g[..83]);
    assert!(certified.agrees_with(&g));
    // Asked to a table shorter than the period's end, the head is computed all the same.
    let short = of_game(&game("octal 0.77"), 20).unwrap().unwrap();
    assert_eq!(short.head(), &g[..83]);
}

#[test]
fn spurious_repeats_are_not_patterns() {
    // A table whose last three values are equal: a period of 1 over three heaps proves
    // nothing, and the rule must hold over the later half.
    let mut g = lasker(40);
    g.extend([7, 7, 7]);
    assert_eq!(find(&g), None);
    // Pseudo-random values.
    let mut x = 1u64;
    let noise: Vec<u64> = (0..500)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % 50
        })
        .collect();
    assert_eq!(find(&noise), None);
    assert_eq!(find(&[]), None);
    assert_eq!(find(&[3]), None);
}

#[test]
fn games_and_their_proofs() {
    let nim = of_game(&game("nim"), 50).unwrap().unwrap();
    assert_eq!((nim.preperiod(), nim.period(), nim.saltus()), (0, 1, 1));
    assert_eq!(nim.proof(), Some(Proof::Nim));
    assert_eq!(nim.value(u64::MAX), Some(u128::from(u64::MAX)));
    let bash = of_game(&game("bash 3"), 50).unwrap().unwrap();
    assert_eq!(
        (bash.preperiod(), bash.period(), bash.proof()),
        (0, 4, Some(Proof::Bash))
    );
    // Set Nim {2, 5, 7} by the definition, to past its period.
    let mut set: Vec<u64> = Vec::new();
    for n in 0..300usize {
        set.push(mex([2, 5, 7]
            .iter()
            .filter(|&&s| s <= n)
            .map(|s| set[n - s])));
    }
    let s = of_game(&game("set 2 5 7"), 299).unwrap().unwrap();
    assert_eq!(s.proof(), Some(Proof::Subtraction));
    assert!(s.agrees_with(&set));
    assert_eq!(
        find(&set).map(|p| (p.preperiod(), p.period())),
        Some((s.preperiod(), s.period()))
    );
    let dawson = of_game(&game("octal 0.07"), 300).unwrap().unwrap();
    assert_eq!((dawson.preperiod(), dawson.period()), (53, 34));
    let sub = of_game(&game("octal 0.33"), 100).unwrap().unwrap();
    assert_eq!(sub.proof(), Some(Proof::Subtraction));
    // Split Nim's values grow by 2 a heap with a parity that never settles.
    assert_eq!(of_game(&game("split"), 300).unwrap(), None);
    assert!(of_game(&game("wythoff"), 10).is_err());
}

#[test]
fn emitted_code_says_what_it_is() {
    let g = lasker(100);
    let p = find(&g).unwrap();
    let cpp = emit(&p, &g, Language::Cpp, "Lasker's Nim").unwrap();
    assert!(
        cpp.contains("unsigned __int128 g(unsigned long long n)"),
        "{cpp}"
    );
    assert!(cpp.contains("observed for n = 0..=100 only, not proved"));
    let rust = emit(&p, &g, Language::Rust, "Lasker's Nim").unwrap();
    assert!(rust.contains("pub fn g(n: u64) -> u128"));
    let mut wrong = g.clone();
    wrong[50] += 1;
    assert_eq!(
        emit(&p, &wrong, Language::Python, "x"),
        Err(EmitError::Disagrees { heap: 50 })
    );
    let k = kayles(200);
    let kp = of_game(&game("octal 0.77"), 200).unwrap().unwrap();
    let py = emit(&kp, &k, Language::Python, "Kayles").unwrap();
    assert!(py.contains("certified: Guy and Smith's periodicity theorem"));
    let cpp = emit(&kp, &k, Language::Cpp, "Kayles").unwrap();
    assert!(cpp.contains("static const uint8_t G_TABLE[83]"), "{cpp}");
    assert!(cpp.contains("unsigned long long g(unsigned long long n)"));
}

/// ⌊√n⌋ by bisection, written here.
fn root(n: u128) -> u128 {
    let (mut a, mut b) = (0u128, 1u128 << 64);
    while a + 1 < b {
        let m = (a + b) / 2;
        if m * m <= n { a = m } else { b = m }
    }
    a
}

#[test]
fn wythoff_follows_the_golden_beatty_pair() {
    // Wythoff's P-positions by retrograde analysis written here: (a, b) is P when no move
    // (take from one pile, or the same from both) reaches a P-position.
    let n = 60usize;
    let mut p = vec![vec![false; n + 1]; n + 1];
    for a in 0..=n {
        for b in 0..=n {
            let reach = (0..a).any(|x| p[x][b])
                || (0..b).any(|y| p[a][y])
                || (1..=a.min(b)).any(|t| p[a - t][b - t]);
            p[a][b] = !reach;
        }
    }
    let list: Vec<(u64, u64)> = (0..=n)
        .flat_map(|a| (a..=n).map(move |b| (a, b)))
        .filter(|&(a, b)| p[a][b])
        .map(|(a, b)| (a as u64, b as u64))
        .collect();
    let found = pairs(list.clone(), n as u64);
    assert_eq!(found.by_difference().count(), found.smaller().len() + 1);
    let beatty = found.beatty().unwrap();
    assert_eq!(beatty.terms(), list.len() as u64 - 1);
    let phi = beatty.named().unwrap();
    assert_eq!(phi.to_string(), "(1 + √5)/2");
    assert_eq!(phi.decimal(), "1.618033");
    // The interval holds φ and is narrow.
    assert!(beatty.lo().at.decimal(6).as_str() <= "1.618033");
    assert!(beatty.hi().at.decimal(6).as_str() >= "1.618033");
    // Nim's P-positions (a, a) are all of difference 0: no Beatty pair.
    let nim = pairs((0..10).map(|a| (a, a)), 9);
    assert_eq!(nim.beatty(), None);
    assert_eq!(nim.by_difference().count(), 1);
}

#[test]
fn root_two_is_named() {
    // (⌊n√2⌋, ⌊n(2 + √2)⌋), by integer roots: 1/√2 + 1/(2 + √2) = 1.
    let list: Vec<(u64, u64)> = (1..200u128)
        .map(|n| {
            let a = root(2 * n * n);
            (a as u64, (2 * n + a) as u64)
        })
        .collect();
    let found = pairs(list, 1000);
    assert_eq!(found.beatty().unwrap().named().unwrap().to_string(), "√2");
    // One P-position changed: no α fits.
    let mut broken: Vec<(u64, u64)> = (1..50u128)
        .map(|n| {
            let a = root(2 * n * n);
            (a as u64, (2 * n + a) as u64)
        })
        .collect();
    broken[30].0 += 1;
    broken[30].1 += 1;
    assert_eq!(pairs(broken, 1000).beatty(), None);
}

#[test]
fn beatty_pairs_of_huge_piles_are_decided_without_overflow() {
    let phi = |k: u128| (k + root(5 * k * k)) / 2;
    let small: Vec<(u64, u64)> = (1..=40u128)
        .map(|k| (phi(k) as u64, (phi(k) + k) as u64))
        .collect();
    let named = pairs(small, 200).beatty().unwrap().named().unwrap();
    assert_eq!(named.to_string(), "(1 + √5)/2");
    // One P-position of piles near 2^63 as the first term: the interval of alpha is
    // [a, a + 1), far from every named ratio, decided in 256 bits.
    let k: u128 = 3_000_000_000_000_000_000;
    let a = phi(k);
    let huge = pairs([(a as u64, (a + k) as u64)], u64::MAX);
    assert!(huge.beatty().is_none_or(|b| b.named().is_none()));
    // Piles at 2^64 - 1: every product of the comparisons is near 2^128.
    let top = pairs(
        [(u64::MAX - 1, u64::MAX), (u64::MAX - 3, u64::MAX)],
        u64::MAX,
    );
    assert!(top.beatty().is_none());
    let one = pairs([(u64::MAX - 1, u64::MAX)], u64::MAX);
    assert!(one.beatty().is_none_or(|b| b.named().is_none()));
}

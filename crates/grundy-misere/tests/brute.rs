//! The quotient against a plain misère search written here: for several octal games and
//! every sum of heaps up to a size, the quotient's outcome is the searched one.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use std::collections::HashMap;

use grundy_misere::{HeapGame, Limits, Quotient, QuotientError};

/// The options of heap `n` of an octal or hexadecimal code `d0.d1d2…`, straight from the
/// definition (Winning Ways, ch. 4): taking `k` (`k = 0` only splits) may leave no heap
/// (bit 1, `k = n`), one (bit 2), two (bit 4) or three (bit 8) non-empty heaps.
fn octal_options(code: &str, n: usize) -> Vec<Vec<usize>> {
    let (before, after) = code.split_once('.').unwrap();
    let mut digits =
        vec![u32::from_str_radix(if before.is_empty() { "0" } else { before }, 16).unwrap()];
    digits.extend(after.chars().map(|c| c.to_digit(16).unwrap()));
    let mut out = Vec::new();
    for (k, &d) in digits.iter().enumerate() {
        if k > n {
            break;
        }
        let rest = n - k;
        if d & 1 != 0 && k > 0 && rest == 0 {
            out.push(vec![]);
        }
        if d & 2 != 0 && k > 0 && rest > 0 {
            out.push(vec![rest]);
        }
        if d & 4 != 0 {
            for a in 1..rest {
                let mut v = vec![a, rest - a];
                v.sort();
                out.push(v);
            }
        }
        if d & 8 != 0 {
            for a in 1..rest {
                for b in 1..rest - a {
                    let mut v = vec![a, b, rest - a - b];
                    v.sort();
                    out.push(v);
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Plain memoised misère search: a position (sorted heaps) is P when it has a move and
/// every move leads to an N-position.
struct Brute {
    options: Vec<Vec<Vec<usize>>>,
    memo: HashMap<Vec<usize>, bool>,
}

impl Brute {
    fn new(code: &str, max: usize) -> Self {
        Self {
            options: (0..=max).map(|n| octal_options(code, n)).collect(),
            memo: HashMap::new(),
        }
    }

    fn is_p(&mut self, heaps: &[usize]) -> bool {
        let mut key = heaps.to_vec();
        key.sort();
        if let Some(&p) = self.memo.get(&key) {
            return p;
        }
        let mut any_move = false;
        let mut p = true;
        for i in 0..key.len() {
            for o in self.options[key[i]].clone() {
                any_move = true;
                let mut child = key.clone();
                child.remove(i);
                child.extend(o);
                if self.is_p(&child) {
                    p = false;
                }
            }
        }
        let p = p && any_move;
        self.memo.insert(key, p);
        p
    }
}

/// Every multiset of heaps `1..=max` with total at most `total`.
fn sums(max: usize, total: usize) -> Vec<Vec<usize>> {
    let mut out = vec![vec![]];
    let mut stack: Vec<Vec<usize>> = vec![vec![]];
    while let Some(s) = stack.pop() {
        let last = s.last().copied().unwrap_or(1);
        let sum: usize = s.iter().sum();
        for h in last..=max {
            if sum + h > total {
                break;
            }
            let mut t = s.clone();
            t.push(h);
            out.push(t.clone());
            stack.push(t);
        }
    }
    out
}

#[track_caller]
fn check(code: &str, max: usize, total: usize) -> Quotient {
    let game = HeapGame::octal(&code.parse().unwrap(), max).unwrap();
    for n in 0..=max {
        assert_eq!(
            game.options(n),
            octal_options(code, n).as_slice(),
            "{code} heap {n}"
        );
    }
    let q = Quotient::compute(&game).unwrap();
    let mut brute = Brute::new(code, max);
    let mut checked = 0;
    for s in sums(max, total) {
        assert_eq!(
            q.is_p_position(&s),
            Some(brute.is_p(&s)),
            "{code} N={max} sum {s:?}"
        );
        checked += 1;
    }
    assert!(checked > total);
    monoid_laws(&q);
    q
}

#[track_caller]
fn monoid_laws(q: &Quotient) {
    let t = q.table().unwrap();
    let n = q.size();
    for x in 0..n {
        assert_eq!(t[0][x], x, "identity");
        assert_eq!(t[x][0], x, "identity");
        for y in 0..n {
            assert_eq!(t[x][y], t[y][x], "commutative");
            for z in 0..n {
                assert_eq!(t[t[x][y]][z], t[x][t[y][z]], "associative");
            }
        }
    }
    // Distinct elements are told apart by some element (the quotient is reduced).
    for x in 0..n {
        for y in x + 1..n {
            assert!(
                (0..n).any(|z| q.is_p(t[x][z]) != q.is_p(t[y][z])),
                "elements {x} and {y} are not told apart"
            );
        }
    }
    // The pretending function is the product of its heaps.
    for (h, &e) in q.heaps().iter().enumerate() {
        assert_eq!(q.element_of(&[h]), Some(e));
    }
}

#[test]
fn dawsons_kayles() {
    for max in [3, 6, 9, 12] {
        check("0.07", max, 16);
    }
}

#[test]
fn kayles() {
    for max in [2, 5, 8, 12] {
        check("0.77", max, 16);
    }
}

#[test]
fn dawsons_chess() {
    for max in [4, 8, 12] {
        check("0.137", max, 16);
    }
}

#[test]
fn others() {
    for code in ["0.4", "0.17", "4.7", "0.3", "0.33", "0.6", "0.0f"] {
        for max in [3, 7, 10] {
            check(code, max, 15);
        }
    }
}

#[test]
fn grundys_game() {
    for max in [4, 8, 11] {
        let game = HeapGame::grundys_game(max).unwrap();
        let q = Quotient::compute(&game).unwrap();
        // Grundy's game is the hexadecimal game whose heap n splits into two different heaps.
        let options: Vec<Vec<Vec<usize>>> = (0..=max)
            .map(|n| {
                (1..n)
                    .filter(|&a| 2 * a < n)
                    .map(|a| vec![a, n - a])
                    .collect()
            })
            .collect();
        let mut brute = Brute {
            options,
            memo: HashMap::new(),
        };
        for s in sums(max, 18) {
            assert_eq!(
                q.is_p_position(&s),
                Some(brute.is_p(&s)),
                "N={max} sum {s:?}"
            );
        }
        monoid_laws(&q);
    }
}

/// Subtraction games (take `s` in the set from one heap): the options straight from the
/// rule, and the same quotient as the octal code with digit 3 at each `s` (Winning Ways,
/// ch. 4).
#[test]
fn subtraction_games() {
    for (set, code, max) in [
        (&[1, 3, 4][..], "0.3033", 12),
        (&[2, 3][..], "0.033", 12),
        (&[1, 2][..], "0.33", 10),
        (&[2, 5, 7][..], "0.0300303", 12),
        (&[1][..], "0.3", 6),
    ] {
        let game = HeapGame::subtraction(set, max).unwrap();
        let q = Quotient::compute(&game).unwrap();
        let options: Vec<Vec<Vec<usize>>> = (0..=max)
            .map(|n| {
                set.iter()
                    .filter(|&&s| s <= n)
                    .map(|&s| if s == n { vec![] } else { vec![n - s] })
                    .collect()
            })
            .collect();
        let mut brute = Brute {
            options,
            memo: HashMap::new(),
        };
        for s in sums(max, 16) {
            assert_eq!(
                q.is_p_position(&s),
                Some(brute.is_p(&s)),
                "{set:?} N={max} sum {s:?}"
            );
        }
        monoid_laws(&q);
        let octal = check(code, max, 14);
        assert_eq!(
            (q.size(), q.p_size()),
            (octal.size(), octal.p_size()),
            "{set:?}"
        );
        assert_eq!(q.heaps(), octal.heaps(), "{set:?}");
    }
    assert!(HeapGame::subtraction(&[0, 1], 5).is_err());
    assert!(HeapGame::subtraction(&[], 5).is_err());
}

/// Classes of the sums of heaps `1..=max` told apart by searching: two sums of total at
/// most `total` are apart when some test sum of total at most `test` gives them different
/// outcomes. A lower bound on |Q|, and |Q| itself once the bounds are large enough.
fn brute_classes(code: &str, max: usize, total: usize, test: usize) -> usize {
    let mut brute = Brute::new(code, max);
    let tests = sums(max, test);
    let mut rows = std::collections::HashSet::new();
    for s in sums(max, total) {
        let row: Vec<bool> = tests
            .iter()
            .map(|t| {
                let mut u = s.clone();
                u.extend(t);
                brute.is_p(&u)
            })
            .collect();
        rows.insert(row);
    }
    rows.len()
}

#[test]
fn nim_like_quotients() {
    // Heaps of 0 and 1 only (0.1: a heap of 1 is *, larger heaps cannot move, so they are 0):
    // the classes the search finds are the parity of the number of ones, P when it is odd.
    for code in ["0.1", "0.3"] {
        let q = check(code, 1, 12);
        assert_eq!(q.size(), brute_classes(code, 1, 12, 12));
        assert_eq!((q.size(), q.p_size()), (2, 1));
        assert_eq!(q.relations(), vec![("a^2".to_owned(), "1".to_owned())]);
        let p: Vec<usize> = (0..12)
            .filter(|&k| Brute::new(code, 1).is_p(&vec![1; k]))
            .collect();
        assert_eq!(p, (0..12).filter(|k| k % 2 == 1).collect::<Vec<_>>());
    }
    // Misère Nim with heaps up to 2 (0.33): the search counts the classes.
    let q = check("0.33", 2, 14);
    assert_eq!(q.size(), brute_classes("0.33", 2, 10, 10));
    // Nim with heaps up to 3 (0.333).
    let q = check("0.333", 3, 12);
    assert_eq!(q.size(), brute_classes("0.333", 3, 9, 9));
    // Kayles and Dawson's Kayles with small heaps.
    for (code, max) in [("0.77", 4), ("0.07", 6), ("0.137", 5)] {
        let q = Quotient::compute(&HeapGame::octal(&code.parse().unwrap(), max).unwrap()).unwrap();
        assert_eq!(q.size(), brute_classes(code, max, 10, 10), "{code} N={max}");
    }
}

#[test]
fn size_limit_is_an_error() {
    let game = HeapGame::octal(&"0.07".parse().unwrap(), 20).unwrap();
    let limits = Limits {
        max_elements: 10,
        ..Limits::default()
    };
    assert_eq!(
        Quotient::compute_within(&game, limits),
        Err(QuotientError::TooLarge { limit: 10 })
    );
    let limits = Limits {
        max_elements: 1 << 20,
        ..Limits::default()
    };
    assert!(matches!(
        Quotient::compute_within(&game, limits),
        Err(QuotientError::BadLimit { .. })
    ));
}

/// |Q| and |P| as Siegel's MisereSolver (in CGSuite's sources) reports them for the same
/// games and heaps: a cross-check (the searches above decide correctness).
#[test]
fn sizes_agree_with_miseresolver() {
    for (code, max, size, p) in [
        ("0.07", 12, 12, 3),
        ("0.07", 15, 24, 5),
        ("0.77", 12, 24, 8),
        ("0.137", 14, 24, 5),
        ("4.7", 12, 34, 8),
    ] {
        let q = Quotient::compute(&HeapGame::octal(&code.parse().unwrap(), max).unwrap()).unwrap();
        assert_eq!((q.size(), q.p_size()), (size, p), "{code} N={max}");
    }
}

/// The size of each smaller quotient is that of the quotient computed for those heaps, and
/// a repetition reported as seen holds: heaps `m` and `m + period` in it are told apart by
/// no sum the plain search tries, and the quotient does not grow over it.
#[test]
fn sizes_and_seen_periods() {
    let mut seen_any = 0;
    for (code, max) in [
        ("0.07", 12),
        ("0.33", 12),
        ("0.3033", 12),
        ("0.77", 10),
        ("0.1", 6),
    ] {
        let game = HeapGame::octal(&code.parse().unwrap(), max).unwrap();
        let q = Quotient::compute(&game).unwrap();
        assert_eq!(q.sizes().len(), max + 1);
        for m in 0..=max {
            let smaller = HeapGame::octal(&code.parse().unwrap(), m).unwrap();
            assert_eq!(
                q.sizes()[m],
                Quotient::compute(&smaller).unwrap().size(),
                "{code} {m}"
            );
        }
        let Some(seen) = q.seen_periodic() else {
            continue;
        };
        eprintln!("{code} N={max}: {seen:?}");
        seen_any += 1;
        let (start, p) = (seen.preperiod, seen.period);
        assert_eq!(seen.to, max);
        assert!(max + 1 - start >= 2 * p, "{code}: {seen:?}");
        let mut brute = Brute::new(code, max);
        for m in start..=max - p {
            assert_eq!(q.heap_element(m), q.heap_element(m + p));
            for t in sums(max, 10) {
                let mut u = t.clone();
                u.push(m);
                let mut v = t;
                v.push(m + p);
                assert_eq!(
                    brute.is_p(&u),
                    brute.is_p(&v),
                    "{code} heaps {m}, {}",
                    m + p
                );
            }
        }
        for m in start + p..=max {
            assert_eq!(q.sizes()[m], q.size(), "{code}: {seen:?}");
        }
    }
    assert!(seen_any >= 2);
}

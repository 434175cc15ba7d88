//! Octal games, the fast subtraction table and Wythoff's bitset table, each against a slow
//! method written here from the rules: the plain mex over every move of every heap, a
//! brute-force search over positions, the plain subtraction loop, the plain Wythoff scan.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap};

use grundy::error::{GrundyError, IllegalMove, OctalError, PositionError};
use grundy::octal::{OctalCode, OctalCodeError, OctalMove};
use grundy::rng::SplitMix64;
use grundy::set_nim::SubtractionSet;
use grundy::{FromNumbers, Game, Nimber, Octal, Outcome, Piles, SetNim, Wythoff};

/// The digits `d₀, d₁, …` of a code written `0.d₁d₂…` or `4.d₁d₂…`, read here, not by the core.
fn digits_of(code: &str) -> Vec<u8> {
    let (before, after) = code.split_once('.').unwrap();
    let mut digits = vec![if before == "4" { 4 } else { 0 }];
    digits.extend(after.bytes().map(|b| b - b'0'));
    digits
}

/// What heap `h` may become: lists of the heaps left, for every move of the rules.
fn heap_successors(digits: &[u8], h: u64) -> Vec<Vec<u64>> {
    let mut next = vec![];
    for (k, &d) in digits.iter().enumerate() {
        let k = k as u64;
        if d & 1 != 0 && k >= 1 && h == k {
            next.push(vec![]);
        }
        if d & 2 != 0 && k >= 1 && h > k {
            next.push(vec![h - k]);
        }
        if d & 4 != 0 && h >= k + 2 {
            for a in 1..=(h - k) / 2 {
                next.push(vec![a, h - k - a]);
            }
        }
    }
    next
}

/// The least number not in `values`.
fn mex(values: impl Iterator<Item = usize>) -> usize {
    let mut seen = vec![];
    for v in values {
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len())
}

/// The plain mex: `g(n)` from every move of every heap up to `n`.
fn oracle(digits: &[u8], len: usize) -> Vec<u16> {
    let mut g: Vec<u16> = Vec::with_capacity(len);
    for h in 0..len as u64 {
        let values = heap_successors(digits, h)
            .into_iter()
            .map(|heaps| heaps.iter().fold(0, |x, &p| x ^ g[p as usize]) as usize);
        let value = mex(values);
        g.push(value as u16);
    }
    g
}

/// A random code: `d₀ ∈ {0, 4}` and 1 to `max_digits` digits, the last nonzero.
fn random_code(rng: &mut SplitMix64, max_digits: u64) -> String {
    let len = 1 + rng.below(max_digits);
    let mut s = String::from(if rng.below(4) == 0 { "4." } else { "0." });
    for i in 0..len {
        let d = if i + 1 == len {
            1 + rng.below(7)
        } else {
            // Mostly zeros past the first few digits, as in the games studied.
            if i > 3 && rng.below(3) != 0 {
                0
            } else {
                rng.below(8)
            }
        };
        s.push(char::from(b'0' + d as u8));
    }
    s
}

fn code(s: &str) -> OctalCode {
    s.parse().unwrap()
}

/// Scratch sizes that reach every method of the fill: none (the stack bitset), too small
/// for the marks, marks only, marks and a tiny list of rare heaps, and plenty.
const SCRATCH_SIZES: [usize; 6] = [0, 8, 16, 40, 600, 1 << 18];

#[test]
fn tables_match_the_plain_mex_for_random_codes() {
    let mut rng = SplitMix64::new(2024);
    for round in 0..160 {
        // Every tenth code has 32 digits or more.
        let max_digits = if round % 10 == 0 { 40 } else { 8 };
        let text = random_code(&mut rng, max_digits);
        let digits = digits_of(&text);
        let len = 260;
        let want = oracle(&digits, len);
        let c = code(&text);
        for scratch in SCRATCH_SIZES {
            let mut table = vec![0u16; len];
            c.fill_table(&mut table, &mut vec![7u32; scratch]).unwrap();
            assert_eq!(table, want, "{text} with scratch {scratch}");
        }
        // A table continued from a prefix is the same table.
        let cut = rng.below(len as u64) as usize;
        let mut table = vec![0u16; len];
        c.fill_table(&mut table[..cut], &mut [0; 1 << 12]).unwrap();
        c.fill_table_from(&mut table, cut, &mut [0; 1 << 12])
            .unwrap();
        assert_eq!(table, want, "{text} continued from {cut}");
    }
}

#[test]
fn long_tables_of_the_named_games_match_the_plain_mex() {
    // Long enough for the rare/common split to be re-planned many times, and for the list
    // of rare heaps to overflow a small scratch (then every pair is read).
    for (text, len) in [
        ("0.16", 6000),
        ("0.6", 4000),
        ("0.007", 3000),
        ("0.77", 3000),
        ("0.137", 3000),
        ("4.07", 3000),
        ("0.56", 3000),
        ("0.4007", 3000),
    ] {
        let want = oracle(&digits_of(text), len);
        for scratch in [0, 700, 1200, 1 << 18] {
            let mut table = vec![0u16; len];
            code(text)
                .fill_table(&mut table, &mut vec![0; scratch])
                .unwrap();
            assert_eq!(table, want, "{text} with scratch {scratch}");
        }
    }
}

#[test]
fn values_past_255_without_scratch() {
    // 64-digit codes whose values pass 255 within 560 heaps: the scratch-free mex looks
    // for those one by one, the marks grow past their first width.
    for text in [
        format!("4.{}", "7".repeat(64)),
        format!("0.{}", "6".repeat(64)),
    ] {
        let want = oracle(&digits_of(&text), 560);
        assert!(want.iter().any(|&v| v > 300), "{text}");
        for scratch in [0, 1 << 16] {
            let mut table = vec![0u16; 560];
            code(&text)
                .fill_table(&mut table, &mut vec![0; scratch])
                .unwrap();
            assert_eq!(table, want, "{text} with scratch {scratch}");
        }
    }
}

/// The non-comment lines of a fixture file.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

fn numbers(s: &str) -> Vec<u64> {
    s.split_whitespace().map(|t| t.parse().unwrap()).collect()
}

#[test]
fn periods_and_values_from_the_literature() {
    let text = include_str!("fixtures/octal-games.txt");
    let (mut periods, mut values) = (0, 0);
    for line in lines(text) {
        let (head, tail) = line.split_once(';').unwrap();
        match head.split_whitespace().collect::<Vec<_>>()[..] {
            ["period", c] => {
                let [e, p] = numbers(tail)[..] else {
                    panic!("bad line {line}")
                };
                let cells = 2 * (e + p) as usize + 64;
                let game = Octal::with_table(
                    code(c),
                    vec![0u16; cells],
                    &mut vec![0; OctalCode::scratch_len(cells)],
                )
                .unwrap();
                let period = game.period().unwrap();
                assert_eq!(
                    (period.preperiod() as u64, period.period() as u64),
                    (e, p),
                    "{c}"
                );
                periods += 1;
            }
            ["values", c, first] => {
                let first: usize = first.parse().unwrap();
                let want = numbers(tail);
                let mut table = vec![0u16; first + want.len()];
                code(c).fill_table(&mut table, &mut [0; 1 << 12]).unwrap();
                let got: Vec<u64> = table[first..].iter().map(|&v| u64::from(v)).collect();
                assert_eq!(got, want, "{c}");
                values += 1;
            }
            _ => panic!("bad line {line}"),
        }
    }
    assert_eq!((periods, values), (6, 6));
}

#[test]
fn certified_periods_hold_against_the_plain_mex() {
    let mut rng = SplitMix64::new(77);
    let mut certified = 0;
    for _ in 0..150 {
        let text = random_code(&mut rng, 5);
        let digits = digits_of(&text);
        let Ok(game) = Octal::with_table(code(&text), vec![0u16; 600], &mut [0; 4096]) else {
            continue;
        };
        certified += 1;
        let period = game.period().unwrap();
        let (e, p) = (period.preperiod(), period.period());
        let len = 3 * (2 * e + 2 * p + digits.len()) + 100;
        let g = oracle(&digits, len);
        // The period holds as far as the oracle goes, from e and not from e − 1.
        for n in e..len - p {
            assert_eq!(g[n], g[n + p], "{text}: g({n}) vs g({})", n + p);
        }
        assert!(e == 0 || g[e - 1] != g[e - 1 + p], "{text}: preperiod {e}");
        // No shorter period in the tail.
        for q in 1..p {
            assert!(
                (len / 2..len - q).any(|n| g[n] != g[n + q]),
                "{text}: {q} < {p} is a period"
            );
        }
        // Every heap, however large, gets the value of its place in the period.
        for n in [len as u64 - 1, 123_456_789, u64::MAX] {
            let i = if n < e as u64 {
                n as usize
            } else {
                e + ((n - e as u64) % p as u64) as usize
            };
            if (n as usize) < len {
                assert_eq!(game.grundy_of(n), Some(g[n as usize]), "{text}: g({n})");
            }
            assert_eq!(game.grundy_of(n), Some(g[i]), "{text}: g({n})");
        }
    }
    assert!(certified > 60, "only {certified} codes had a period");
}

#[test]
fn no_certificate_is_an_error_never_a_guess() {
    // 0.16's period needs 2e + 2p + t = 509622 values.
    let err = Octal::with_table(code("0.16"), vec![0u16; 400_000], &mut [0; 1 << 18]);
    assert_eq!(
        err.unwrap_err(),
        OctalError::NoPeriodWithin { capacity: 400_000 }
    );
    assert_eq!(
        OctalError::NoPeriodWithin { capacity: 400_000 }.to_string(),
        "no period of the Grundy sequence could be certified within 400000 values"
    );
    // Kayles repeats with period 12 from 71, but 2·71 + 2·12 + 2 = 168 values certify it.
    assert!(Octal::with_table(code("0.77"), [0u16; 167], &mut []).is_err());
    let kayles = Octal::with_table(code("0.77"), [0u16; 168], &mut []).unwrap();
    assert_eq!(
        kayles.period().map(|p| (p.preperiod(), p.period())),
        Some((71, 12))
    );
}

#[test]
fn without_a_period_the_table_covers_what_was_asked() {
    // Officers (0.6) has no known period.
    let officers = Octal::for_heaps(code("0.6"), 999, vec![0u16; 1000], &mut [0; 1 << 16]);
    // (The doubling 64, 128, … stops at the table's 1000 cells, which hold heap 999.)
    let officers = officers.unwrap();
    assert_eq!(officers.period(), None);
    assert_eq!(officers.max_heap(), 999);
    let want = oracle(&digits_of("0.6"), 1000);
    assert_eq!(officers.values(), &want[..]);
    assert_eq!(officers.grundy_of(999), Some(want[999]));
    assert_eq!(officers.grundy_of(1000), None);
    assert_eq!(
        officers.position(&[3, 1000]),
        Err(PositionError::PileTooLarge {
            index: 1,
            size: 1000,
            max: 999
        })
    );
    // A position built around `position` has no value, and says so.
    let outside = Piles::new(&[5, 5000]).unwrap();
    assert!(matches!(
        officers.grundy(&outside),
        Err(GrundyError::NoFormula { .. })
    ));
    assert!(officers.moves_to(&outside, Nimber::ZERO).is_err());
    assert_eq!(officers.winning_moves(&outside).count(), 0);
    let err = Octal::for_heaps(code("0.6"), 5000, vec![0u16; 1000], &mut []).unwrap_err();
    assert_eq!(
        err,
        OctalError::TableTooSmall {
            max_heap: 5000,
            capacity: 1000
        }
    );
    assert!(err.to_string().contains("heaps up to 5000 need 5001 cells"));
    // No more is computed than asked: heaps up to 10 take the first prefix, 64 values; up
    // to 200, the doubling goes 64, 128, then only to the 201 values asked, where Kayles'
    // period is certified (it needs 168).
    let kayles = Octal::for_heaps(code("0.77"), 10, vec![0u16; 4096], &mut []).unwrap();
    assert_eq!((kayles.max_heap(), kayles.period()), (63, None));
    assert!(kayles.position(&[64]).is_err());
    let kayles = Octal::for_heaps(code("0.77"), 200, vec![0u16; 4096], &mut []).unwrap();
    assert_eq!(kayles.max_heap(), u64::MAX);
    assert_eq!(kayles.values().len(), 201);
    assert!(kayles.position(&[u64::MAX, 3]).is_ok());
}

#[test]
fn codes_parse_print_and_refuse_clearly() {
    for (text, printed) in [
        ("0.77", "0.77"),
        (".77", "0.77"),
        ("0.1370", "0.137"),
        ("4.07", "4.07"),
        ("0.", "0.0"),
        ("4.", "4.0"),
        (
            "0.000000000000000000000000000000000000000000000000000000000000000000000000000001",
            "",
        ),
    ] {
        match OctalCode::parse(text) {
            Ok(c) => assert_eq!(c.to_string(), printed, "{text}"),
            Err(e) => assert_eq!(e, OctalCodeError::TooManyDigits { capacity: 64 }, "{text}"),
        }
    }
    let long = format!("0.{}", "7".repeat(64));
    assert_eq!(code(&long).to_string(), long);
    assert_eq!(code(&long).last_take(), 64);
    for (text, err, message) in [
        ("", OctalCodeError::Empty, "the octal code is empty"),
        (
            "77",
            OctalCodeError::NoPoint,
            "an octal code is written with a point, as in 0.77",
        ),
        (
            "1.7",
            OctalCodeError::BadLeading,
            "only 0, 4, 8 or c may stand before the point (a heap may be split without taking: \
             4 into two heaps, 8 into three, c into two or three)",
        ),
        (
            "0.7x",
            OctalCodeError::BadDigit {
                take: 2,
                found: 'x',
            },
            "digit 2 is `x`, not a digit of a code (0 to 7, or to f for a hexadecimal game)",
        ),
        (
            "0.7g",
            OctalCodeError::BadDigit {
                take: 2,
                found: 'g',
            },
            "digit 2 is `g`, not a digit of a code (0 to 7, or to f for a hexadecimal game)",
        ),
    ] {
        assert_eq!(OctalCode::parse(text), Err(err), "{text:?}");
        assert_eq!(err.to_string(), message);
    }
    let too_long = format!("0.{}", "1".repeat(65));
    assert_eq!(
        OctalCode::parse(&too_long).unwrap_err().to_string(),
        "the octal code has more than 64 digits"
    );
    // Parse ∘ print is the identity on random codes.
    let mut rng = SplitMix64::new(5);
    for _ in 0..500 {
        let text = random_code(&mut rng, 64);
        assert_eq!(code(&text).to_string(), text);
        assert_eq!(code(&text).digits(), &digits_of(&text)[..]);
    }
}

/// A position as the brute force sees it: the non-empty heaps, sorted.
fn key(piles: &[u64]) -> Vec<u64> {
    let mut v: Vec<u64> = piles.iter().copied().filter(|&h| h > 0).collect();
    v.sort_unstable();
    v
}

/// Grundy values of positions by memoised mex search over the rules' moves.
struct Brute {
    digits: Vec<u8>,
    memo: HashMap<Vec<u64>, u64>,
}

impl Brute {
    fn successors(&self, position: &[u64]) -> Vec<Vec<u64>> {
        let mut next = vec![];
        for (i, &h) in position.iter().enumerate() {
            for left in heap_successors(&self.digits, h) {
                let mut q = position.to_vec();
                q.remove(i);
                q.extend(left);
                next.push(key(&q));
            }
        }
        next
    }

    fn grundy(&mut self, position: &[u64]) -> u64 {
        let k = key(position);
        if let Some(&g) = self.memo.get(&k) {
            return g;
        }
        let values: BTreeSet<u64> = self.successors(&k).iter().map(|q| self.grundy(q)).collect();
        let g = (0..).find(|v| !values.contains(v)).unwrap();
        self.memo.insert(k, g);
        g
    }
}

/// Every position of up to three heaps of at most `max`, as rows (order matters to moves).
fn rows(max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![];
    for a in 0..=max {
        all.push(vec![a]);
        for b in 0..=max.min(10) {
            all.push(vec![a, b]);
            if a <= 6 && b <= 6 {
                for c in 0..=4 {
                    all.push(vec![a, b, c]);
                }
            }
        }
    }
    all
}

#[test]
fn moves_values_and_winning_moves_match_brute_force() {
    let mut rng = SplitMix64::new(99);
    let mut codes: Vec<String> = [
        "0.77", "0.07", "0.137", "0.6", "0.16", "4.07", "0.007", "0.51",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    codes.extend((0..6).map(|_| random_code(&mut rng, 4)));
    for text in codes {
        let game = Octal::for_heaps(code(&text), 40, vec![0u16; 41], &mut [0; 1 << 12]).unwrap();
        let mut brute = Brute {
            digits: digits_of(&text),
            memo: HashMap::new(),
        };
        for row in rows(20) {
            let p = game.position(&row).unwrap();
            let moves: Vec<OctalMove> = game.moves(&p).collect();
            let mut got: Vec<Vec<u64>> = moves
                .iter()
                .map(|&m| key(game.play(p.clone(), m).unwrap().as_slice()))
                .collect();
            let mut want = brute.successors(&key(&row));
            got.sort();
            want.sort();
            assert_eq!(got, want, "{text}: moves at {row:?}");
            let value = brute.grundy(&row);
            assert_eq!(
                game.grundy(&p),
                Ok(Nimber::from(value)),
                "{text} at {row:?}"
            );
            assert_eq!(
                game.outcome(&p),
                Outcome::from_grundy(Nimber::from(value)),
                "{text} at {row:?}"
            );
            assert_eq!(game.is_terminal(&p), moves.is_empty());
            // moves_to(v) is exactly the moves to value v, for every v an option has.
            let mut by_value: HashMap<u64, BTreeSet<String>> = HashMap::new();
            for &m in &moves {
                let after = game.play(p.clone(), m).unwrap();
                by_value
                    .entry(brute.grundy(after.as_slice()))
                    .or_default()
                    .insert(format!("{m:?}"));
            }
            for v in 0..=value + 1 {
                let listed: BTreeSet<String> = game
                    .moves_to(&p, Nimber::from(v))
                    .unwrap()
                    .map(|m| format!("{m:?}"))
                    .collect();
                assert_eq!(
                    listed,
                    by_value.remove(&v).unwrap_or_default(),
                    "{text}: moves to {v} at {row:?}"
                );
            }
            let winning: BTreeSet<String> =
                game.winning_moves(&p).map(|m| format!("{m:?}")).collect();
            let to_zero: BTreeSet<String> = game
                .moves_to(&p, Nimber::ZERO)
                .unwrap()
                .map(|m| format!("{m:?}"))
                .collect();
            assert_eq!(winning, to_zero);
            let mut rng = SplitMix64::new(row.iter().sum());
            match game.random_move(&p, &mut rng) {
                Some(m) => assert!(moves.contains(&m), "{text}: random {m:?} at {row:?}"),
                None => assert!(moves.is_empty(), "{text}: no random move at {row:?}"),
            }
        }
    }
}

#[test]
fn moves_to_is_exact_past_the_preperiod() {
    // Heaps well past the preperiod, where the search skips breaks that repeat: every
    // listed move is right, and none is missed.
    for text in ["0.77", "0.137", "0.07", "0.117"] {
        let game = Octal::with_table(code(text), vec![0u16; 1024], &mut [0; 1 << 12]).unwrap();
        let period = game.period().unwrap();
        for heap in [period.preperiod() as u64 + 3, 250, 333, 401] {
            for other in [0u64, 1, 5, 9] {
                let p = game.position(&[heap, other]).unwrap();
                let mut want: HashMap<u128, BTreeSet<String>> = HashMap::new();
                for m in game.moves(&p) {
                    let after = game.play(p.clone(), m).unwrap();
                    want.entry(game.grundy(&after).unwrap().into())
                        .or_default()
                        .insert(format!("{m:?}"));
                }
                for v in 0..16u128 {
                    let got: BTreeSet<String> = game
                        .moves_to(&p, v.into())
                        .unwrap()
                        .map(|m| format!("{m:?}"))
                        .collect();
                    assert_eq!(
                        got,
                        want.remove(&v).unwrap_or_default(),
                        "{text}: moves to {v} from ({heap}, {other})"
                    );
                }
            }
        }
    }
}

#[test]
fn huge_heaps_of_periodic_games() {
    let game = Octal::with_table(code("0.77"), vec![0u16; 1024], &mut []).unwrap();
    for piles in [
        [u64::MAX, 1_000_000_000_000_000_000],
        [1 << 60, 7],
        [12, 1 << 62],
        [u64::MAX - 5, u64::MAX - 17],
    ] {
        let p = game.position(&piles).unwrap();
        let value = game.grundy(&p).unwrap();
        // Winning moves come at once; from a P-position the (empty) list ends at once.
        let wins: Vec<OctalMove> = game.winning_moves(&p).take(3).collect();
        assert_eq!(wins.is_empty(), value.is_zero(), "{piles:?}");
        for m in wins {
            let after = game.play(p.clone(), m).unwrap();
            assert_eq!(game.grundy(&after), Ok(Nimber::ZERO), "{m} from {piles:?}");
        }
        for v in 0..10u128 {
            for m in game.moves_to(&p, v.into()).unwrap().take(2) {
                let after = game.play(p.clone(), m).unwrap();
                assert_eq!(
                    game.grundy(&after),
                    Ok(Nimber::from(v)),
                    "{m} from {piles:?}"
                );
            }
        }
    }
    // A P-position of two equal huge heaps: every move loses, none is listed.
    let p = game.position(&[1 << 61, 1 << 61]).unwrap();
    assert_eq!(game.winning_moves(&p).count(), 0);
}

#[test]
fn illegal_moves_are_refused_with_the_position_back() {
    let game = Octal::with_table(code("0.137"), vec![0u16; 512], &mut []).unwrap();
    let p = game.position(&[10, 3]).unwrap();
    let cases = [
        (
            OctalMove {
                pile: 2,
                take: 1,
                left: [0, 0, 0],
            },
            IllegalMove::NoSuchPile { index: 2, piles: 2 },
        ),
        (
            OctalMove {
                pile: 0,
                take: 0,
                left: [4, 6, 0],
            },
            IllegalMove::TakesNothing,
        ),
        (
            OctalMove {
                pile: 1,
                take: 4,
                left: [0, 0, 0],
            },
            IllegalMove::NotEnoughStones {
                take: 4,
                available: 3,
            },
        ),
        // d₁ = 1: taking 1 must take the whole heap.
        (
            OctalMove {
                pile: 0,
                take: 1,
                left: [9, 0, 0],
            },
            IllegalMove::NotInCode { take: 1, heaps: 1 },
        ),
        (
            OctalMove {
                pile: 0,
                take: 4,
                left: [6, 0, 0],
            },
            IllegalMove::NotInCode { take: 4, heaps: 1 },
        ),
        (
            OctalMove {
                pile: 0,
                take: 3,
                left: [3, 3, 0],
            },
            IllegalMove::HeapsLeft { expected: 7 },
        ),
    ];
    for (mv, reason) in cases {
        let err = game.play(p.clone(), mv).unwrap_err();
        assert_eq!((err.position, err.reason), (p.clone(), reason), "{mv:?}");
    }
    assert_eq!(
        IllegalMove::NotInCode { take: 1, heaps: 1 }.to_string(),
        "the game does not allow taking 1 and leaving one heap"
    );
    assert_eq!(
        IllegalMove::HeapsLeft { expected: 7 }.to_string(),
        "the heaps left must hold 7 stones in all"
    );
    // The heaps left may be given in either order; the pile keeps the first.
    let after = game
        .play(
            p.clone(),
            OctalMove {
                pile: 0,
                take: 3,
                left: [5, 2, 0],
            },
        )
        .unwrap();
    assert_eq!(after.as_slice(), [5, 2, 3]);
    let after = game
        .play(
            p.clone(),
            OctalMove {
                pile: 1,
                take: 3,
                left: [0, 0, 0],
            },
        )
        .unwrap();
    assert_eq!(after.as_slice(), [10, 0]);
    // A break that would need a 33rd pile.
    let full = game.position(&[10; 32]).unwrap();
    let split = OctalMove {
        pile: 4,
        take: 3,
        left: [3, 4, 0],
    };
    assert_eq!(
        game.play(full.clone(), split).unwrap_err().reason,
        IllegalMove::TooManyPiles
    );
}

#[test]
fn moves_print_as_sentences() {
    let m = |take, left| OctalMove {
        pile: 0,
        take,
        left,
    };
    assert_eq!(
        m(2, [3, 4, 0]).to_string(),
        "take 2 from heap 1 leaving 3 and 4"
    );
    assert_eq!(m(1, [5, 0, 0]).to_string(), "take 1 from heap 1 leaving 5");
    assert_eq!(
        m(3, [0, 0, 0]).to_string(),
        "take 3 from heap 1 leaving nothing"
    );
    assert_eq!(m(0, [3, 4, 0]).to_string(), "split heap 1 into 3 and 4");
    assert_eq!(
        m(1, [1, 2, 3]).to_string(),
        "take 1 from heap 1 leaving 1, 2 and 3"
    );
    assert_eq!(m(0, [1, 2, 3]).to_string(), "split heap 1 into 1, 2 and 3");
}

/// The octal code of a subtraction game: the digit 3 at every element.
fn subtraction_code(set: &[u64]) -> OctalCode {
    let max = *set.iter().max().unwrap() as usize;
    let mut s = String::from("0.");
    for k in 1..=max {
        s.push(if set.contains(&(k as u64)) { '3' } else { '0' });
    }
    code(&s)
}

#[test]
fn set_nim_is_the_octal_game_with_threes() {
    let fixture = include_str!("fixtures/subtraction-periods.txt");
    let mut sets: Vec<Vec<u64>> = lines(fixture)
        .map(|l| numbers(l.split_once(';').unwrap().0))
        .collect();
    sets.extend([
        vec![1],
        vec![2, 5],
        vec![5],
        vec![4, 9, 10, 13],
        vec![1, 64],
    ]);
    let mut rng = SplitMix64::new(31);
    sets.extend((0..30).map(|_| {
        let size = 1 + rng.below(12);
        let mut set: Vec<u64> = (0..size).map(|_| 1 + rng.below(40)).collect();
        set.sort_unstable();
        set.dedup();
        set
    }));
    for set in sets {
        let set_nim =
            SetNim::with_table(SubtractionSet::new(&set).unwrap(), vec![0u8; 1 << 16]).unwrap();
        let octal = Octal::with_table(
            subtraction_code(&set),
            vec![0u16; 1 << 16],
            &mut [0; 1 << 12],
        )
        .unwrap();
        let (a, b) = (set_nim.period().unwrap(), octal.period().unwrap());
        assert_eq!(
            (a.preperiod(), a.period()),
            (b.preperiod(), b.period()),
            "{set:?}"
        );
        for n in (0..2000).chain([u64::MAX, 1 << 40]) {
            assert_eq!(
                set_nim.grundy_of(n).map(u16::from),
                octal.grundy_of(n),
                "{set:?}: g({n})"
            );
        }
    }
}

/// The plain subtraction mex, written here.
fn subtraction_oracle(set: &[u64], len: usize) -> Vec<u8> {
    let mut g = vec![0u8; len];
    for n in 0..len {
        let values = set
            .iter()
            .filter(|&&s| s as usize <= n)
            .map(|&s| usize::from(g[n - s as usize]));
        g[n] = mex(values) as u8;
    }
    g
}

#[test]
fn fast_subtraction_tables_match_the_plain_loop() {
    let mut rng = SplitMix64::new(8);
    let mut sets: Vec<Vec<u64>> = vec![
        vec![2, 5, 7],
        (1..=30).collect(),
        (1..=128).collect(),
        vec![1, 383],
        vec![384],
        vec![385],
        vec![64],
        vec![1, 64, 65, 128, 129],
    ];
    for _ in 0..60 {
        let size = 1 + rng.below(128) as usize;
        let max = [8, 64, 200, 384, 1000][rng.below(5) as usize];
        let mut set: Vec<u64> = (0..size).map(|_| 1 + rng.below(max)).collect();
        set.sort_unstable();
        set.dedup();
        sets.push(set);
    }
    for set in sets {
        let len = 2500;
        let want = subtraction_oracle(&set, len);
        let s = SubtractionSet::new(&set).unwrap();
        let mut table = vec![0u8; len];
        s.fill_table(&mut table).unwrap();
        assert_eq!(table, want, "{set:?}");
        // Continued from any prefix, including mid-word and within the first window.
        for cut in [1, 63, 64, 65, 400, 1000 + rng.below(1000) as usize] {
            let mut table = vec![0u8; len];
            s.fill_table(&mut table[..cut]).unwrap();
            s.fill_table_from(&mut table, cut).unwrap();
            assert_eq!(table, want, "{set:?} continued from {cut}");
        }
    }
}

/// The plain Wythoff scan, written here: the mex over the row, column and diagonal.
fn wythoff_oracle(rows: usize, cols: usize) -> Vec<u32> {
    let mut t = vec![0u32; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            t[r * cols + c] = wythoff_mex(&t, cols, r, c);
        }
    }
    t
}

/// The mex of the values before (r, c) in its row, column and diagonal, read from `t`.
fn wythoff_mex<C: Copy + Into<u32>>(t: &[C], cols: usize, r: usize, c: usize) -> u32 {
    let value = |i: usize, j: usize| t[i * cols + j].into() as usize;
    let row = (0..c).map(|j| value(r, j));
    let column = (0..r).map(|i| value(i, c));
    let diagonal = (1..=r.min(c)).map(|d| value(r - d, c - d));
    mex(row.chain(column).chain(diagonal)) as u32
}

#[test]
fn wythoff_bitset_table_matches_the_plain_scan() {
    for (rows, cols) in [
        (1, 1),
        (1, 70),
        (70, 1),
        (2, 3),
        (37, 91),
        (91, 37),
        (64, 64),
        (65, 129),
        (200, 150),
    ] {
        let want = wythoff_oracle(rows, cols);
        let mut bits = vec![u64::MAX; Wythoff::bits_len(rows, cols).unwrap()];
        let mut t32 = vec![0u32; rows * cols];
        Wythoff::fill_table_with(&mut t32, rows, cols, &mut bits).unwrap();
        assert_eq!(t32, want, "{rows} × {cols}");
        let mut t16 = vec![0u16; rows * cols];
        Wythoff::fill_table_with(&mut t16, rows, cols, &mut bits).unwrap();
        assert!(t16.iter().zip(&want).all(|(&a, &b)| u32::from(a) == b));
    }
    // The old scan agrees where both run.
    let mut old = vec![0u32; 120 * 120];
    Wythoff::fill_table(&mut old, 120, 120).unwrap();
    let mut new = vec![0u32; 120 * 120];
    let mut bits = vec![0; Wythoff::bits_len(120, 120).unwrap()];
    Wythoff::fill_table_with(&mut new, 120, 120, &mut bits).unwrap();
    assert_eq!(new, old);
}

#[test]
fn wythoff_4096_spot_checks() {
    let (rows, cols) = (4096, 4100);
    let mut t = vec![0u16; rows * cols];
    let mut bits = vec![0; Wythoff::bits_len(rows, cols).unwrap()];
    Wythoff::fill_table_with(&mut t, rows, cols, &mut bits).unwrap();
    // Each cell checked is the mex of its row, column and diagonal as computed; with the
    // corner checked in full, that is the rules cell by cell.
    let corner = wythoff_oracle(60, 60);
    for r in 0..60 {
        for c in 0..60 {
            assert_eq!(u32::from(t[r * cols + c]), corner[r * 60 + c]);
        }
    }
    let mut rng = SplitMix64::new(4096);
    let edges = [(4095, 4099), (4095, 0), (0, 4099), (2048, 2048), (4000, 17)];
    let random = (0..800).map(|_| (rng.below(4096) as usize, rng.below(4100) as usize));
    for (r, c) in edges.into_iter().chain(random) {
        assert_eq!(
            u32::from(t[r * cols + c]),
            wythoff_mex(&t, cols, r, c),
            "({r}, {c})"
        );
    }
    // P-positions are where Wythoff's formula says.
    for k in 0..2000u64 {
        let (a, b) = (Wythoff::lower(k) as usize, Wythoff::upper(k) as usize);
        if b < cols.min(rows) {
            assert_eq!(t[a * cols + b], 0);
            assert_eq!(t[b * cols + a], 0);
        }
    }
}

#[test]
fn wythoff_bitset_table_refuses_small_storage() {
    let mut t = vec![0u32; 100];
    let need = Wythoff::bits_len(10, 10).unwrap();
    let mut bits = vec![0; need - 1];
    assert!(matches!(
        Wythoff::fill_table_with(&mut t, 10, 10, &mut bits),
        Err(grundy::sg::TableError::TooSmall { .. })
    ));
    let mut bits = vec![0; need];
    assert!(Wythoff::fill_table_with(&mut t, 10, 11, &mut bits).is_err());
    assert!(Wythoff::fill_table_with(&mut t, 10, 10, &mut bits).is_ok());
    assert_eq!(Wythoff::bits_len(usize::MAX, 2), None);
    assert!(Wythoff::fill_table_with(&mut t, 0, 10, &mut []).is_ok());
}

/// The options the plain mex reads for heap `n`, counted here from the digits: one per take
/// with bit 1, one per take with bit 2, and one per pair `(a, n − k − a)` of each take `k`
/// with bit 4 (`a ≤ n − k − a`).
fn plain_reads(digits: &[u8], n: u64) -> u64 {
    let mut reads = 0;
    for (k, &d) in digits.iter().enumerate() {
        let k = k as u64;
        reads += u64::from(d & 1 != 0) + u64::from(d & 2 != 0);
        if d & 4 != 0 && n >= k {
            reads += (n - k) / 2;
        }
    }
    reads
}

#[test]
fn the_work_budget_counts_the_options_read_and_refuses_past_it() {
    // Codes without a period certified in 200 values (one certified is copied from then
    // on, for one step a heap: see `a_certified_period_is_copied`).
    for text in ["0.6", "0.16", "0.4007", "0.007", "0.56"] {
        let digits = digits_of(text);
        let want = oracle(&digits, 200);
        assert!(
            Octal::with_table(code(text), [0u16; 200], &mut []).is_err(),
            "{text}"
        );
        // Without scratch the fill reads every option of every heap (the values here stay
        // below 256, so each heap is read once).
        let total: u64 = (0..200).map(|n| plain_reads(&digits, n)).sum();
        let mut table = vec![0u16; 200];
        let mut spent = 0;
        code(text)
            .fill_table_within(&mut table, 0, &mut [], &mut spent, total)
            .unwrap();
        assert_eq!((spent, &table), (total, &want), "{text}");
        // One option less: refused at the last heap, every value before it filled.
        let mut table = vec![0u16; 200];
        let mut spent = 0;
        let refused = code(text).fill_table_within(&mut table, 0, &mut [], &mut spent, total - 1);
        assert_eq!(
            refused,
            Err(OctalError::WorkLimit {
                heap: 199,
                work: total,
                budget: total - 1
            }),
            "{text}"
        );
        assert_eq!(table[..199], want[..199], "{text}");
        // With scratch, the same values; the rare/common split reads at most half as many
        // again as the plain mex (the rare heaps only when they are fewer than half the
        // pairs, then at most every pair).
        let mut table = vec![0u16; 200];
        let mut spent = 0;
        code(text)
            .fill_table_within(&mut table, 0, &mut vec![0; 1 << 18], &mut spent, u64::MAX)
            .unwrap();
        assert!(
            spent > 0 && spent <= total + total / 2,
            "{text}: {spent} vs {total}"
        );
        assert_eq!(table, want, "{text}");
    }
}

#[test]
fn a_certified_period_is_copied() {
    // Dawson's Kayles certifies (53, 34) within 2·53 + 2·34 + 2 = 176 values; past the plan
    // that finds it (at 256 heaps) each value is a copy, one step of work.
    let len = 100_000u64;
    let mut table = vec![0u16; len as usize];
    let mut spent = 0;
    code("0.07")
        .fill_table_within(&mut table, 0, &mut [0; 1 << 12], &mut spent, u64::MAX)
        .unwrap();
    let head: u64 = (0..256).map(|n| plain_reads(&digits_of("0.07"), n)).sum();
    assert!(spent <= head + len, "{spent}");
    let want = oracle(&digits_of("0.07"), 400);
    assert_eq!(table[..400], want[..]);
    for n in 53..len as usize - 34 {
        assert_eq!(table[n], table[n + 34], "g({n})");
    }
}

/// A host-like storage whose octal tables have a small budget.
#[derive(Debug)]
struct Thrifty(u64);

impl grundy::any::Storage for Thrifty {
    type Bytes = Vec<u8>;
    type Words = Vec<u16>;
    type Scratch = Vec<u32>;
    type Bits = Vec<u64>;

    fn bytes(&self, len: usize) -> Vec<u8> {
        vec![0; len.min(1 << 12)]
    }

    fn words(&self, len: usize) -> Vec<u16> {
        vec![0; len.min(1 << 20)]
    }

    fn scratch(&self, len: usize) -> Vec<u32> {
        vec![0; len.min(1 << 20)]
    }

    fn bits(&self, len: usize) -> Vec<u64> {
        vec![0; len.min(1 << 12)]
    }

    fn octal_budget(&self) -> u64 {
        self.0
    }
}

#[test]
fn a_game_past_its_storage_budget_is_refused_and_one_within_it_built() {
    use grundy::error::RulesError;
    use grundy::{AnyGame, GameSpec};
    // 0.6 (Guy's Officers) has no known period and its values keep growing.
    let dense = GameSpec::Octal { code: code("0.6") };
    let refused = AnyGame::build(&dense, &[100_000], &Thrifty(1_000_000));
    assert!(
        matches!(
            refused,
            Err(RulesError::Octal(OctalError::WorkLimit {
                budget: 1_000_000,
                ..
            }))
        ),
        "{refused:?}"
    );
    // Kayles certifies its period after a few hundred heaps, far within the same budget.
    let kayles = GameSpec::Octal { code: code("0.77") };
    let game: AnyGame<Thrifty> = AnyGame::build(&kayles, &[1 << 40], &Thrifty(1_000_000)).unwrap();
    let p = game.position(&[1 << 40]).unwrap();
    assert!(game.grundy(&p).is_ok());
}

//! Hexadecimal codes, Grundy's game, tables filled in steps and the statistics of rare
//! values, each against a slow method written here from the rules: the plain mex over every
//! break into two or three heaps, a brute-force search over positions of several heaps, a
//! direct count of rare heaps; and the published values (OEIS A002188, Flammenkamp's list).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap};

use grundy::error::{IllegalMove, OctalError};
use grundy::octal::{OctalCode, OctalMove, TableFill};
use grundy::rng::SplitMix64;
use grundy::sparse::{Stats, is_rare, rare_heaps, sparsest_mask};
use grundy::{FromNumbers, Game, GrundysGame, Nimber, Octal, Outcome};

/// The rules as the tests read them: the digits `d₀, d₁, …` (hexadecimal allowed), and
/// whether a break into two must leave different heaps (Grundy's game).
#[derive(Clone, Debug)]
struct Rules {
    digits: Vec<u8>,
    distinct: bool,
}

impl Rules {
    /// A code written `D.d₁d₂…`, read here, not by the core.
    fn code(code: &str) -> Self {
        let (before, after) = code.split_once('.').unwrap();
        let mut digits = vec![if before.is_empty() {
            0
        } else {
            u8::from_str_radix(before, 16).unwrap()
        }];
        digits.extend(after.chars().map(|c| c.to_digit(16).unwrap() as u8));
        Self {
            digits,
            distinct: false,
        }
    }

    fn grundys_game() -> Self {
        Self {
            digits: vec![4],
            distinct: true,
        }
    }

    /// What a heap of `h` may become: the heaps left, for every move of the rules.
    fn successors(&self, h: u64) -> Vec<Vec<u64>> {
        let mut next = vec![];
        for (k, &d) in self.digits.iter().enumerate() {
            let k = k as u64;
            if h < k {
                continue;
            }
            let rest = h - k;
            if d & 1 != 0 && k >= 1 && rest == 0 {
                next.push(vec![]);
            }
            if d & 2 != 0 && k >= 1 && rest >= 1 {
                next.push(vec![rest]);
            }
            if d & 4 != 0 {
                for a in 1..rest {
                    let b = rest - a;
                    if a <= b && !(self.distinct && a == b) {
                        next.push(vec![a, b]);
                    }
                }
            }
            if d & 8 != 0 {
                for a in 1..rest {
                    for b in a..rest {
                        if a + b < rest && b <= rest - a - b {
                            next.push(vec![a, b, rest - a - b]);
                        }
                    }
                }
            }
        }
        next
    }

    /// The plain mex: `g(n)` for `n < len` from every move of every heap.
    fn table(&self, len: usize) -> Vec<u16> {
        let mut g: Vec<u16> = Vec::with_capacity(len);
        for h in 0..len as u64 {
            let values: BTreeSet<u16> = self
                .successors(h)
                .iter()
                .map(|heaps| heaps.iter().fold(0, |x, &p| x ^ g[p as usize]))
                .collect();
            g.push((0..).find(|v| !values.contains(v)).unwrap());
        }
        g
    }
}

fn code(s: &str) -> OctalCode {
    s.parse().unwrap()
}

/// A random hexadecimal code: `d₀ ∈ {0, 4, 8, c}` and 1 to `max_digits` digits 0–f, at
/// least one with bit 8.
fn random_hex(rng: &mut SplitMix64, max_digits: u64) -> String {
    let len = 1 + rng.below(max_digits);
    let mut s = String::from(["0.", "4.", "8.", "c."][rng.below(4) as usize]);
    for i in 0..len {
        let d = if i + 1 == len {
            8 + rng.below(8)
        } else {
            rng.below(16)
        };
        s.push(char::from_digit(d as u32, 16).unwrap());
    }
    s
}

#[test]
fn hexadecimal_codes_parse_and_print() {
    for (text, printed) in [
        ("0.F8", "0.f8"),
        ("8.0", "8.0"),
        ("c.1", "c.1"),
        ("C.10", "c.1"),
        ("0.0800", "0.08"),
        ("4.9a", "4.9a"),
    ] {
        assert_eq!(code(text).to_string(), printed, "{text}");
    }
    assert!(code("0.f8").is_hexadecimal());
    assert!(code("8.0").is_hexadecimal());
    assert!(!code("4.77").is_hexadecimal());
    // Take 1 from 0.f: leave nothing, one, two or three heaps.
    let f = code("0.f");
    for heaps in 0..=3 {
        assert!(f.allows(1, heaps));
    }
    assert!(!f.allows(1, 4));
    // Taking nothing only splits.
    assert!(code("c.1").allows(0, 2) && code("c.1").allows(0, 3));
    assert!(!code("c.1").allows(0, 1) && !code("c.1").allows(0, 0));
    for bad in ["0.7g", "2.7", "f.7", "9.1"] {
        assert!(bad.parse::<OctalCode>().is_err(), "{bad}");
    }
    // Parse ∘ print is the identity on random codes.
    let mut rng = SplitMix64::new(18);
    for _ in 0..300 {
        let text = random_hex(&mut rng, 40);
        assert_eq!(code(&text).to_string(), text);
        assert_eq!(code(&text).digits(), &Rules::code(&text).digits[..]);
    }
}

/// Scratch sizes that reach every method: none (the stack bitset), marks only, sets for
/// the first heaps only, and plenty.
fn scratch_sizes(c: &OctalCode, len: usize) -> [usize; 5] {
    [0, 40, 300, 8 * (len / 2), c.scratch_len_for(len)]
}

#[test]
fn hexadecimal_tables_match_the_plain_mex() {
    let mut rng = SplitMix64::new(1956);
    let mut codes: Vec<String> = ["0.8", "0.f", "8.0", "c.0", "0.48", "4.8", "0.0f", "0.18"]
        .map(String::from)
        .to_vec();
    codes.extend((0..40).map(|_| random_hex(&mut rng, 5)));
    for text in codes {
        let len = 130;
        let want = Rules::code(&text).table(len);
        let c = code(&text);
        for scratch in scratch_sizes(&c, len) {
            let mut table = vec![0u16; len];
            c.fill_table(&mut table, &mut vec![7u32; scratch]).unwrap();
            assert_eq!(table, want, "{text} with scratch {scratch}");
        }
    }
}

#[test]
fn hexadecimal_values_past_the_first_widths() {
    // Values past 32, 64 and 256 re-plan the sets' width several times.
    for text in ["0.ff", "8.ff", "c.8"] {
        let len = 260;
        let want = Rules::code(text).table(len);
        assert!(
            want.iter().any(|&v| v >= 64),
            "{text}: {:?}",
            want.iter().max()
        );
        let c = code(text);
        let mut table = vec![0u16; len];
        c.fill_table(&mut table, &mut vec![0u32; c.scratch_len_for(len) * 4])
            .unwrap();
        assert_eq!(table, want, "{text}");
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
fn grundys_game_matches_the_plain_mex_and_the_published_values() {
    let len = 2500;
    let want = Rules::grundys_game().table(len);
    for scratch in [0, 40, 64, 600, 1 << 18] {
        let mut table = vec![0u16; len];
        GrundysGame::fill_table(&mut table, &mut vec![3u32; scratch]).unwrap();
        assert_eq!(table, want, "scratch {scratch}");
    }
    let (mut values, mut rare, mut at) = (0, 0, 0);
    for line in lines(include_str!("fixtures/grundys-game.txt")) {
        let (head, tail) = line.split_once(';').unwrap();
        match head.split_whitespace().collect::<Vec<_>>()[..] {
            ["values", first] => {
                let first: usize = first.parse().unwrap();
                let published = numbers(tail);
                let ours: Vec<u64> = want[first..first + published.len()]
                    .iter()
                    .map(|&v| u64::from(v))
                    .collect();
                assert_eq!(ours, published, "A002188");
                values += 1;
            }
            ["rare", mask] => {
                let mask = u16::from_str_radix(mask, 16).unwrap();
                let published = numbers(tail);
                let ours: Vec<u64> = rare_heaps(&want, mask).take(published.len()).collect();
                assert_eq!(ours, published, "Flammenkamp's rare heaps");
                rare += 1;
            }
            ["value", heap] => {
                let heap: usize = heap.parse().unwrap();
                assert_eq!(u64::from(want[heap]), numbers(tail)[0], "g({heap})");
                at += 1;
            }
            _ => panic!("bad line {line}"),
        }
    }
    assert_eq!((values, rare, at), (1, 1, 7));
}

/// A position as the brute force sees it: the non-empty heaps, sorted.
fn key(piles: &[u64]) -> Vec<u64> {
    let mut v: Vec<u64> = piles.iter().copied().filter(|&h| h > 0).collect();
    v.sort_unstable();
    v
}

/// Grundy values of positions by memoised mex search over the rules' moves.
struct Brute {
    rules: Rules,
    memo: HashMap<Vec<u64>, u64>,
}

impl Brute {
    fn new(rules: Rules) -> Self {
        Self {
            rules,
            memo: HashMap::new(),
        }
    }

    fn successors(&self, position: &[u64]) -> Vec<Vec<u64>> {
        let mut next = vec![];
        for (i, &h) in position.iter().enumerate() {
            for left in self.rules.successors(h) {
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

/// Checks moves, values, outcomes, moves to every value and random moves of `game` at
/// every position of `rows` against the brute force.
fn check_positions<G>(name: &str, game: &G, brute: &mut Brute, rows: &[Vec<u64>])
where
    G: FromNumbers<
            Position = grundy::Piles,
            Move = OctalMove,
            Unknown = std::convert::Infallible,
            ValueError = grundy::error::GrundyError,
        >,
{
    for row in rows {
        let p = game.position(row).unwrap();
        let moves: Vec<OctalMove> = game.moves(&p).collect();
        let mut got: Vec<Vec<u64>> = moves
            .iter()
            .map(|&m| key(game.play(p.clone(), m).unwrap().as_slice()))
            .collect();
        let mut want = brute.successors(&key(row));
        got.sort();
        want.sort();
        assert_eq!(got, want, "{name}: moves at {row:?}");
        let value = brute.grundy(row);
        assert_eq!(
            game.grundy(&p),
            Ok(Nimber::from(value)),
            "{name} at {row:?}"
        );
        assert_eq!(game.outcome(&p), Outcome::from_grundy(Nimber::from(value)));
        assert_eq!(game.is_terminal(&p), moves.is_empty());
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
                "{name}: moves to {v} at {row:?}"
            );
        }
        let winning: BTreeSet<String> = game.winning_moves(&p).map(|m| format!("{m:?}")).collect();
        assert_eq!(winning.is_empty(), value == 0 || moves.is_empty());
        let mut rng = SplitMix64::new(row.iter().sum());
        for _ in 0..3 {
            match game.random_move(&p, &mut rng) {
                Some(m) => assert!(moves.contains(&m), "{name}: random {m:?} at {row:?}"),
                None => assert!(moves.is_empty(), "{name}: no random move at {row:?}"),
            }
        }
    }
}

/// Positions of one to three heaps.
fn rows(max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![];
    for a in 0..=max {
        all.push(vec![a]);
        for b in 0..=max.min(9) {
            all.push(vec![a, b]);
            if a <= 7 && b <= 5 {
                for c in 0..=4 {
                    all.push(vec![a, b, c]);
                }
            }
        }
    }
    all
}

#[test]
fn hexadecimal_and_grundy_positions_match_brute_force() {
    let mut rng = SplitMix64::new(39);
    let mut codes: Vec<String> = ["0.8", "0.f", "8.0", "c.7", "0.48", "4.9"]
        .map(String::from)
        .to_vec();
    codes.extend((0..5).map(|_| random_hex(&mut rng, 3)));
    for text in codes {
        let game = Octal::for_heaps(code(&text), 30, vec![0u16; 31], &mut [0; 1 << 12]).unwrap();
        let mut brute = Brute::new(Rules::code(&text));
        check_positions(&text, &game, &mut brute, &rows(18));
    }
    let game = GrundysGame::for_heaps(40, vec![0u16; 64], &mut [0; 1 << 12]).unwrap();
    let mut brute = Brute::new(Rules::grundys_game());
    check_positions("Grundy's game", &game, &mut brute, &rows(30));
    // No move splits a heap into two equal ones, and play refuses it.
    let p = game.position(&[8]).unwrap();
    assert!(game.moves(&p).all(|m| m.left[0] != m.left[1]));
    let equal = OctalMove {
        pile: 0,
        take: 0,
        left: [4, 4, 0],
    };
    let refused = game.play(p.clone(), equal).unwrap_err();
    assert_eq!(
        (refused.position, refused.reason),
        (p, IllegalMove::EqualHeaps { size: 4 })
    );
    assert_eq!(
        IllegalMove::EqualHeaps { size: 4 }.to_string(),
        "a heap must be split into two different heaps, not two of 4"
    );
    assert_eq!(game.kind(), grundy::GameKind::Grundy);
}

#[test]
fn hexadecimal_periods_hold_against_the_plain_mex() {
    let mut rng = SplitMix64::new(1982);
    let mut certified = 0;
    for _ in 0..120 {
        let text = random_hex(&mut rng, 3);
        let rules = Rules::code(&text);
        let c = code(&text);
        let Ok(game) = Octal::with_table(c, vec![0u16; 400], &mut vec![0; c.scratch_len_for(400)])
        else {
            continue;
        };
        certified += 1;
        let period = game.period().unwrap();
        let (e, p) = (period.preperiod(), period.period());
        let len = 2 * (3 * e + 3 * p + rules.digits.len()) + 60;
        let g = rules.table(len);
        for n in e..len - p {
            assert_eq!(g[n], g[n + p], "{text}: g({n}) vs g({})", n + p);
        }
        assert!(e == 0 || g[e - 1] != g[e - 1 + p], "{text}: preperiod {e}");
        // The certificate of a game with breaks into three needs 3e + 3p + t values, and a
        // table one shorter certifies nothing.
        let t = c.last_take();
        let need = 3 * e + 3 * p + t;
        let scratch = &mut vec![0; c.scratch_len_for(need)];
        assert!(
            Octal::with_table(c, vec![0u16; need - 1], scratch).is_err(),
            "{text}"
        );
        let exact = Octal::with_table(c, vec![0u16; need], scratch).unwrap();
        assert_eq!(exact.period(), Some(period), "{text}");
        for n in [len as u64 - 1, 987_654_321, u64::MAX] {
            let i = if n < e as u64 {
                n as usize
            } else {
                e + ((n - e as u64) % p as u64) as usize
            };
            assert_eq!(game.grundy_of(n), Some(g[i]), "{text}: g({n})");
        }
    }
    assert!(certified > 10, "only {certified} codes had a period");
}

#[test]
fn moves_to_is_exact_past_the_preperiod_with_three_heaps() {
    // Heaps well past the preperiod, where the search skips breaks into two and three that
    // repeat: every move listed is right, none is missed.
    let mut found = 0;
    let mut rng = SplitMix64::new(7);
    let mut codes: Vec<String> = ["0.8", "0.f", "0.38", "8.0"].map(String::from).to_vec();
    codes.extend((0..20).map(|_| random_hex(&mut rng, 2)));
    for text in codes {
        let c = code(&text);
        let Ok(game) = Octal::with_table(c, vec![0u16; 256], &mut vec![0; c.scratch_len_for(256)])
        else {
            continue;
        };
        let period = game.period().unwrap();
        found += 1;
        for heap in [period.preperiod() as u64 + 2, 61, 90] {
            for other in [0u64, 3] {
                let p = game.position(&[heap, other]).unwrap();
                let mut want: HashMap<u128, BTreeSet<String>> = HashMap::new();
                for m in game.moves(&p) {
                    let after = game.play(p.clone(), m).unwrap();
                    want.entry(game.grundy(&after).unwrap().into())
                        .or_default()
                        .insert(format!("{m:?}"));
                }
                for v in 0..12u128 {
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
        // A huge heap: the first moves to each value come at once, and are right.
        let p = game.position(&[u64::MAX - 3, 5]).unwrap();
        for v in 0..6u128 {
            for m in game.moves_to(&p, v.into()).unwrap().take(2) {
                let after = game.play(p.clone(), m).unwrap();
                assert_eq!(game.grundy(&after), Ok(Nimber::from(v)), "{text}: {m}");
            }
        }
    }
    assert!(found >= 4, "{found}");
}

#[test]
fn breaks_need_room_for_the_heaps_they_leave() {
    let game = Octal::with_table(code("0.f"), vec![0u16; 512], &mut vec![0; 8192]).unwrap();
    let leaves = |piles: usize| -> BTreeSet<usize> {
        let mut numbers = vec![1u64; piles];
        numbers[0] = 9;
        let p = game.position(&numbers).unwrap();
        game.moves(&p)
            .filter(|m| m.pile == 0)
            .map(|m| m.heaps_left())
            .collect()
    };
    assert_eq!(leaves(30), BTreeSet::from([1, 2, 3]));
    // 31 piles: room for one more, not two.
    assert_eq!(leaves(31), BTreeSet::from([1, 2]));
    assert_eq!(leaves(32), BTreeSet::from([1]));
    // A move not listed is reported as missing, never taken for "no move".
    let at = |piles: usize, heap: u64| {
        let mut numbers = vec![1u64; piles];
        numbers[0] = heap;
        game.unlisted(&game.position(&numbers).unwrap())
    };
    assert_eq!(at(30, 9), None);
    assert_eq!(at(31, 9), Some(IllegalMove::TooManyPiles));
    assert_eq!(at(31, 3), None); // 0.f breaks 3 into 1 and 1 (room for one), not into three
    assert_eq!(at(32, 3), Some(IllegalMove::TooManyPiles));
    assert!(!game.is_terminal(&game.position(&[4; 32]).unwrap()));
    let grundys = GrundysGame::for_heaps(10, vec![0u16; 16], &mut []).unwrap();
    let split = |heap: u64| {
        let mut numbers = vec![2u64; 32];
        numbers[5] = heap;
        grundys.unlisted(&grundys.position(&numbers).unwrap())
    };
    assert_eq!(split(2), None); // nothing to split: 2 cannot be split into different heaps
    assert_eq!(split(3), Some(IllegalMove::TooManyPiles));
    let mut numbers = vec![1u64; 31];
    numbers[0] = 9;
    let p = game.position(&numbers).unwrap();
    let three = OctalMove {
        pile: 0,
        take: 1,
        left: [2, 3, 3],
    };
    assert_eq!(
        game.play(p, three).unwrap_err().reason,
        IllegalMove::TooManyPiles
    );
    // A break into three leaves its heaps in order in the pile's place.
    let p = game.position(&[9, 5, 4]).unwrap();
    let after = game.play(p, three).unwrap();
    assert_eq!(after.as_slice(), [2, 3, 3, 5, 4]);
}

#[test]
fn tables_filled_in_steps_are_the_whole_table() {
    let mut rng = SplitMix64::new(28);
    let len = 3000;
    let cases: Vec<(String, Vec<u16>)> = ["0.6", "0.137", "4.7", "0.f8", "grundy"]
        .iter()
        .map(|&text| {
            let want = if text == "grundy" {
                Rules::grundys_game().table(len)
            } else if text == "0.f8" {
                Rules::code(text).table(400)
            } else {
                Rules::code(text).table(len)
            };
            (text.to_owned(), want)
        })
        .collect();
    for (text, want) in cases {
        let cells = want.len();
        let scratch = vec![0u32; code("0.f8").scratch_len_for(cells)];
        let make = |table: Vec<u16>| {
            if text == "grundy" {
                TableFill::grundys_game(table, scratch.clone())
            } else {
                TableFill::octal(&code(&text), table, scratch.clone())
            }
        };
        let mut fill = make(vec![0u16; cells]);
        while fill.filled() < cells {
            let step = 1 + rng.below(700) as usize;
            fill.fill_to(fill.filled() + step, &mut 0, u64::MAX)
                .unwrap();
        }
        assert_eq!(fill.values(), &want[..], "{text}");
        // Resumed from a checkpoint of any length.
        let cut = rng.below(cells as u64) as usize;
        let mut table = vec![0u16; cells];
        table[..cut].copy_from_slice(&want[..cut]);
        let mut resumed = make(table).resumed_at(cut);
        resumed.fill_to(usize::MAX, &mut 0, u64::MAX).unwrap();
        assert_eq!(resumed.values(), &want[..], "{text} resumed at {cut}");
        // A budget stops the fill at a heap; it goes on from there.
        let mut fill = make(vec![0u16; cells]);
        let mut spent = 0;
        let err = fill.fill_to(cells, &mut spent, 5_000).unwrap_err();
        let OctalError::WorkLimit { heap, .. } = err else {
            panic!("{err:?}")
        };
        assert_eq!(fill.filled() as u64, heap, "{text}");
        assert_eq!(fill.values(), &want[..fill.filled()], "{text}");
        fill.fill_to(cells, &mut 0, u64::MAX).unwrap();
        assert_eq!(fill.values(), &want[..], "{text} after the budget");
    }
}

#[test]
fn rare_statistics_match_a_direct_count() {
    let mut rng = SplitMix64::new(2021);
    for round in 0..40 {
        let len = 1 + rng.below(3000) as usize;
        let top = [4, 60, 300, 1000][round % 4];
        let values: Vec<u16> = (0..len).map(|_| rng.below(top) as u16).collect();
        let width = 16 - values.iter().max().unwrap().leading_zeros();
        // Every mask counted here; the least with the fewest rare heaps.
        let count = |mask: u16| {
            values
                .iter()
                .filter(|&&v| (v & mask).count_ones().is_multiple_of(2))
                .count()
        };
        let best = (1..1u32 << width)
            .map(|m| m as u16)
            .min_by_key(|&m| (count(m), m))
            .unwrap_or(0);
        let ours = sparsest_mask(&values, &mut vec![0; 3 << 16]);
        if width > 0 {
            assert_eq!(count(ours), count(best), "round {round}");
            assert_eq!(ours, best, "round {round}");
        }
        let mask = rng.below(1 << 12) as u16;
        let stats = Stats::of(&values, mask);
        assert_eq!(stats.rare_count as usize, count(mask));
        let largest = *values.iter().max().unwrap();
        assert_eq!(stats.largest_value, largest);
        assert_eq!(
            stats.largest_heap as usize,
            values.iter().position(|&v| v == largest).unwrap()
        );
        let rare: Vec<u64> = rare_heaps(&values, mask).collect();
        assert_eq!(rare.len(), count(mask));
        assert_eq!(stats.last_rare, rare.last().copied());
        assert!(rare.iter().all(|&h| is_rare(values[h as usize], mask)));
    }
    assert_eq!(Stats::of(&[], 3).last_rare, None);
}

#[test]
fn subtraction_codes_are_recognised() {
    for (text, set) in [
        ("0.0300303", Some(vec![2, 5, 7])),
        ("0.3", Some(vec![1])),
        ("0.33", Some(vec![1, 2])),
        ("0.031", None),
        ("4.3", None),
        ("0.", None),
        ("0.37", None),
        ("0.0b", None),
    ] {
        let got = code(text).subtraction_set().map(|s| s.as_slice().to_vec());
        assert_eq!(got, set, "{text}");
    }
}

/// The options the plain mex reads for heaps `0..len`: one per take, one per pair.
fn plain_reads(rules: &Rules, len: u64) -> u64 {
    (0..len)
        .map(|n| {
            rules
                .digits
                .iter()
                .enumerate()
                .map(|(k, &d)| {
                    let k = k as u64;
                    let pairs = if d & 4 != 0 && n >= k { (n - k) / 2 } else { 0 };
                    u64::from(k > 0 && d & 1 != 0) + u64::from(k > 0 && d & 2 != 0) + pairs
                })
                .sum::<u64>()
        })
        .sum()
}

#[test]
fn the_split_never_reads_much_more_than_the_plain_mex() {
    // The codes 4.7, 4.71, 4.733, … (values 1 and 2 from heap 1 on) once read every pair of
    // every heap; the test that the least missing value cannot come from two common heaps
    // ends each heap after a chunk of pairs. Dawson's Kayles (0.07), whose rare heaps are
    // four in ten for the best mask, reads every pair until its period is certified, and
    // copies it from there.
    let len = 20_000u64;
    for text in [
        "4.7", "4.71", "4.74", "4.75", "4.733", "4.72", "4.77", "0.77", "0.07",
    ] {
        let c = code(text);
        let mut table = vec![0u16; len as usize];
        let mut spent = 0;
        c.fill_table_within(
            &mut table,
            0,
            &mut vec![0; OctalCode::scratch_len(len as usize)],
            &mut spent,
            u64::MAX,
        )
        .unwrap();
        assert_eq!(table[..600], Rules::code(text).table(600)[..], "{text}");
        assert!(spent < 400 * len, "{text}: {spent} options read");
    }
    // On codes with dense values, never more than the plain mex and a little.
    for text in ["0.6", "0.007", "0.16", "0.37", "4.07", "0.4007"] {
        let rules = Rules::code(text);
        let len = 6000u64;
        let mut table = vec![0u16; len as usize];
        let mut spent = 0;
        code(text)
            .fill_table_within(&mut table, 0, &mut vec![0; 1 << 18], &mut spent, u64::MAX)
            .unwrap();
        let plain = plain_reads(&rules, len);
        assert!(
            spent <= plain + plain / 20 + (1 << 17),
            "{text}: {spent} vs {plain}"
        );
    }
}

#[test]
fn blocks_prepared_by_two_threads_give_the_same_table() {
    let mut rng = SplitMix64::new(2);
    let mut codes: Vec<String> = [
        "0.6", "0.16", "grundy", "4.7", "0.007", "0.56", "0.4007", "0.77",
    ]
    .map(String::from)
    .to_vec();
    codes.extend((0..4).map(|_| {
        format!("0.{}", 1 + rng.below(7))
            + &"0".repeat(rng.below(3) as usize)
            + &(4 + rng.below(4)).to_string()
    }));
    let cells = 1 << 15;
    for text in codes {
        let scratch = vec![0u32; OctalCode::scratch_len(cells)];
        let make = |table: Vec<u16>| {
            if text == "grundy" {
                TableFill::grundys_game(table, scratch.clone())
            } else {
                TableFill::octal(&code(&text), table, scratch.clone())
            }
        };
        let mut alone = make(vec![0u16; cells]);
        alone.fill_to(cells, &mut 0, u64::MAX).unwrap();
        let mut fill = make(vec![0u16; cells]);
        let mut blocks = 0;
        while fill.filled() < cells {
            let len = 64 * (1 + rng.below(40) as usize);
            match fill.block(len) {
                Some(block) => {
                    let heaps = block.heaps();
                    assert_eq!(heaps.start, fill.filled());
                    let mut prepared = vec![0u32; block.cells()];
                    let mid = heaps.start + heaps.len() / 3;
                    let (first, second) =
                        prepared.split_at_mut((mid - heaps.start) * block.words());
                    std::thread::scope(|s| {
                        s.spawn(|| fill.prepare(&block, heaps.start..mid, first));
                        fill.prepare(&block, mid..heaps.end, second);
                    });
                    fill.fill_block(&block, &prepared, &mut 0, u64::MAX)
                        .unwrap();
                    blocks += 1;
                }
                None => fill.fill_to(fill.filled() + len, &mut 0, u64::MAX).unwrap(),
            }
        }
        assert_eq!(fill.values(), alone.values(), "{text}");
        if ["0.6", "grundy", "0.16"].contains(&text.as_str()) {
            assert!(blocks > 10, "{text}: {blocks} blocks");
        }
    }
    // Against the plain mex, and a block made before the fill moved on.
    let want = Rules::grundys_game().table(8000);
    let mut fill = TableFill::grundys_game(vec![0u16; 8000], vec![0u32; 1 << 18]);
    fill.fill_to(5000, &mut 0, u64::MAX).unwrap();
    let stale = fill.block(128).unwrap();
    let mut prepared = vec![0u32; stale.cells()];
    fill.prepare(&stale, stale.heaps(), &mut prepared);
    fill.fill_to(5001, &mut 0, u64::MAX).unwrap();
    fill.fill_block(&stale, &prepared, &mut 0, u64::MAX)
        .unwrap();
    assert_eq!(fill.filled(), stale.heaps().end);
    while fill.filled() < 8000 {
        match fill.block(64 * 5) {
            Some(block) => {
                let mut prepared = vec![0u32; block.cells()];
                fill.prepare(&block, block.heaps(), &mut prepared);
                fill.fill_block(&block, &prepared, &mut 0, u64::MAX)
                    .unwrap();
            }
            None => fill.fill_to(fill.filled() + 320, &mut 0, u64::MAX).unwrap(),
        }
    }
    assert_eq!(fill.values(), &want[..]);
}

/// The plain mex of a code whose moves leave at most two heaps (or of Grundy's game, with
/// `distinct`), every option read: the values of heaps `0..len`.
fn plain_two_heaps(digits: &[u8], distinct: bool, len: usize) -> Vec<u16> {
    let mut g = vec![0u16; len];
    let mut seen = vec![0usize; 1 << 16];
    for n in 0..len {
        let mut mark = |v: u16| seen[v as usize] = n + 1;
        for (k, &d) in digits.iter().enumerate() {
            if n < k {
                continue;
            }
            let rest = n - k;
            if d & 1 != 0 && k > 0 && rest == 0 {
                mark(0);
            }
            if d & 2 != 0 && k > 0 && rest > 0 {
                mark(g[rest]);
            }
            if d & 4 != 0 {
                for a in 1..=rest / 2 {
                    if !(distinct && 2 * a == rest) {
                        mark(g[a] ^ g[rest - a]);
                    }
                }
            }
        }
        g[n] = (0..).find(|&v| seen[v] != n + 1).unwrap() as u16;
    }
    g
}

/// Blocks whose heaps are prepared in chunks of any size, in any order, by two threads,
/// some chunks left unprepared (their shares all zero), give the plain mex's table: the
/// pairs split between the prepared part and the finish, and the finish reading on from
/// where the prepared scan stopped, lose no option and add none.
#[test]
fn blocks_prepared_in_chunks_in_any_order_give_the_plain_mex() {
    let mut rng = SplitMix64::new(18);
    let len = 1 << 15;
    for text in ["grundy", "0.6", "0.16", "0.56", "0.04", "0.06"] {
        let (want, make) = if text == "grundy" {
            let fill = TableFill::grundys_game(vec![0u16; len], vec![0u32; 1 << 18]);
            (plain_two_heaps(&[4], true, len), fill)
        } else {
            let rules = Rules::code(text);
            let fill = TableFill::octal(&code(text), vec![0u16; len], vec![0u32; 1 << 18]);
            (plain_two_heaps(&rules.digits, false, len), fill)
        };
        let mut fill = make;
        let (mut blocks, mut unprepared) = (0, 0);
        while fill.filled() < len {
            let step = 64 * (1 + rng.below(12) as usize);
            let Some(block) = fill.block(step) else {
                fill.fill_to(fill.filled() + step, &mut 0, u64::MAX)
                    .unwrap();
                continue;
            };
            let heaps = block.heaps();
            let words = block.words();
            // Chunks of 1 to 40 heaps, in a shuffled order, one in eight skipped.
            let mut chunks = vec![];
            let mut from = heaps.start;
            while from < heaps.end {
                let to = (from + 1 + rng.below(40) as usize).min(heaps.end);
                chunks.push(from..to);
                from = to;
            }
            for i in (1..chunks.len()).rev() {
                chunks.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let skip: Vec<bool> = chunks.iter().map(|_| rng.below(8) == 0).collect();
            unprepared += skip.iter().filter(|&&s| s).count();
            let mut prepared = vec![0u32; block.cells()];
            let mut outs: Vec<(std::ops::Range<usize>, &mut [u32])> = vec![];
            let mut rest = &mut prepared[..];
            let mut at = heaps.start;
            let mut sorted = chunks.clone();
            sorted.sort_by_key(|c| c.start);
            for c in &sorted {
                assert_eq!(c.start, at);
                let (part, tail) = rest.split_at_mut(c.len() * words);
                rest = tail;
                at = c.end;
                let skipped = skip[chunks.iter().position(|d| d == c).unwrap()];
                if !skipped {
                    outs.push((c.clone(), part));
                }
            }
            // Reversed, so that each thread takes chunks out of order.
            outs.reverse();
            let half = outs.len() / 2;
            let (first, second) = outs.split_at_mut(half);
            let shared = &fill;
            let block = &block;
            std::thread::scope(|s| {
                s.spawn(move || {
                    for (heaps, out) in first.iter_mut() {
                        shared.prepare(block, heaps.clone(), out);
                    }
                });
                for (heaps, out) in second.iter_mut() {
                    shared.prepare(block, heaps.clone(), out);
                }
            });
            fill.fill_block(block, &prepared, &mut 0, u64::MAX).unwrap();
            blocks += 1;
        }
        assert_eq!(fill.values(), &want[..], "{text}");
        assert!(blocks > 10 && unprepared > 0, "{text}: {blocks} blocks");
    }
}

/// The work the plain fill of heaps `0..=max_heap` reads (options), by [`TableFill`].
fn work_of(text: &str, max_heap: usize) -> u64 {
    let cells = max_heap + 1;
    let scratch = vec![0u32; code("0.f8").scratch_len_for(cells)];
    let mut fill = if text == "grundy" {
        TableFill::grundys_game(vec![0u16; cells], scratch)
    } else {
        TableFill::octal(&code(text), vec![0u16; cells], scratch)
    };
    let mut spent = 0;
    fill.fill_to(cells, &mut spent, u64::MAX).unwrap();
    spent
}

#[test]
fn a_budget_is_spent_on_the_heaps_asked_for() {
    // Heaps up to 512: the table doubles 64, 128, 256, 512 and would double once more, to
    // 1024 (four to eight times the work), to cover heap 512; twice the work of heaps
    // 0..=512 must do. (`grundy hint octal 0.f8 4096` was refused at heap 7130.)
    let max_heap = 512;
    for text in ["0.f8", "grundy"] {
        let budget = 2 * work_of(text, max_heap);
        let want = if text == "grundy" {
            Rules::grundys_game().table(max_heap + 1)
        } else {
            Rules::code(text).table(max_heap + 1)
        };
        let table = vec![0u16; 4096];
        let mut scratch = vec![0u32; code("0.f8").scratch_len_for(4096)];
        let values: Vec<u16> = if text == "grundy" {
            let game = GrundysGame::for_heaps_within(max_heap as u64, table, &mut scratch, budget)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert!(game.max_heap() >= max_heap as u64);
            (0..=max_heap as u64)
                .map(|n| game.grundy_of(n).unwrap())
                .collect()
        } else {
            let game =
                Octal::for_heaps_within(code(text), max_heap as u64, table, &mut scratch, budget)
                    .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert!(game.max_heap() >= max_heap as u64);
            (0..=max_heap as u64)
                .map(|n| game.grundy_of(n).unwrap())
                .collect()
        };
        assert_eq!(values, want, "{text}");
    }
}

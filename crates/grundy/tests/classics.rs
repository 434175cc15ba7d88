//! The classic games beyond the seven judge problems, each against a brute force written
//! here from its rules: Moore's Nim_k, Euclid's game, Mock Turtles and Ruler; and at `u64`
//! extremes against exact arithmetic written here (`u128`, an integer square root).
//!
//! Nim multiplication and Turning Corners are in `classics_nimbers.rs`, Green Hackenbush and
//! Every-SG in `classics_graphs.rs`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap};

use grundy::coins::{Coins, MockTurtles, Ruler, RulerMove, TurtleMove, heads_of};
use grundy::euclid::Euclid;
use grundy::nim_k::MooreNim;
use grundy::{Outcome, Piles, Take};

/// A small generator for the tests (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number of a random bit length, so that small and huge numbers both come up.
    fn wide(&mut self) -> u64 {
        let bits = self.next() % 65;
        if bits == 0 {
            0
        } else {
            self.next() >> (64 - bits)
        }
    }
}

/// Memoised mex over a successor function.
fn mex_value<P: Clone + Ord, F: Fn(&P) -> Vec<P>>(
    p: &P,
    next: &F,
    memo: &mut std::collections::BTreeMap<P, u64>,
) -> u64 {
    if let Some(&g) = memo.get(p) {
        return g;
    }
    let values: BTreeSet<u64> = next(p).iter().map(|q| mex_value(q, next, memo)).collect();
    let g = (0..).find(|v| !values.contains(v)).unwrap();
    memo.insert(p.clone(), g);
    g
}

// ---------------------------------------------------------------- Moore's Nim_k

/// Every position reachable in one move of Nim_k: a nonempty set of at most k piles, each
/// reduced by at least one.
fn moore_successors(piles: &[u64], k: usize) -> Vec<Vec<u64>> {
    let n = piles.len();
    let mut out = Vec::new();
    for mask in 1u32..(1 << n) {
        if mask.count_ones() as usize > k || (0..n).any(|i| mask >> i & 1 == 1 && piles[i] == 0) {
            continue;
        }
        // Every choice of new sizes below the old ones on the chosen piles.
        let mut partial = vec![piles.to_vec()];
        for i in (0..n).filter(|&i| mask >> i & 1 == 1) {
            partial = partial
                .into_iter()
                .flat_map(|p| {
                    (0..piles[i]).map(move |v| {
                        let mut q = p.clone();
                        q[i] = v;
                        q
                    })
                })
                .collect();
        }
        out.extend(partial);
    }
    out
}

/// Moore's criterion, written here: every column's count of 1s divisible by k + 1.
fn moore_p(piles: &[u64], k: u64) -> bool {
    (0..64).all(|bit| {
        let c = piles.iter().filter(|&&p| p >> bit & 1 == 1).count() as u128;
        c.is_multiple_of(u128::from(k) + 1)
    })
}

fn all_rows(piles: usize, max: u64) -> Vec<Vec<u64>> {
    let mut rows = vec![vec![]];
    for _ in 0..piles {
        rows = rows
            .into_iter()
            .flat_map(|r| {
                (0..=max).map(move |v| {
                    let mut r = r.clone();
                    r.push(v);
                    r
                })
            })
            .collect();
    }
    rows
}

#[test]
fn moore_nim_outcomes_and_winning_moves_match_a_brute_force() {
    for (k, piles, max) in [
        (1, 3, 5),
        (2, 3, 5),
        (2, 4, 3),
        (3, 4, 3),
        (3, 3, 4),
        (4, 4, 3),
    ] {
        let game = MooreNim::new(k).unwrap();
        let mut memo = std::collections::BTreeMap::new();
        let next = |p: &Vec<u64>| moore_successors(p, k as usize);
        for row in all_rows(piles, max) {
            let brute = if mex_value(&row, &next, &mut memo) == 0 {
                Outcome::P
            } else {
                Outcome::N
            };
            let position = Piles::new(&row).unwrap();
            assert_eq!(game.outcome(&position), brute, "k = {k}, {row:?}");
            match game.winning_move(&position) {
                None => assert_eq!(brute, Outcome::P, "k = {k}, {row:?}: no move found"),
                Some(mv) => {
                    assert_eq!(
                        brute,
                        Outcome::N,
                        "k = {k}, {row:?}: a move from a P-position"
                    );
                    let after = game.play(position, &mv).unwrap();
                    let after: Vec<u64> = after.as_slice().to_vec();
                    assert!(
                        next(&row).contains(&after),
                        "k = {k}, {row:?}: {mv} is not a move"
                    );
                    assert_eq!(
                        mex_value(&after, &next, &mut memo),
                        0,
                        "k = {k}, {row:?}: {mv}"
                    );
                }
            }
        }
    }
}

#[test]
fn moore_nim_is_exact_at_u64_extremes() {
    let mut rng = Rng(0x5eed_0001);
    for round in 0..3000 {
        let k = match round % 4 {
            0 => 1 + rng.next() % 4,
            1 => 1 + rng.next() % 40,
            2 => u64::MAX - rng.next() % 3,
            _ => 1 + rng.wide(),
        };
        let n = 1 + (rng.next() % 32) as usize;
        let mut row: Vec<u64> = (0..n)
            .map(|_| match rng.next() % 3 {
                0 => u64::MAX - rng.next() % 4,
                1 => rng.wide(),
                _ => rng.next(),
            })
            .collect();
        if round % 5 == 0 {
            // Make a P-position for small k: k + 1 copies of each pile.
            let copies = (k.min(7) + 1) as usize;
            row.truncate(32 / copies);
            row = row
                .iter()
                .flat_map(|&p| std::iter::repeat_n(p, copies))
                .collect();
        }
        let game = MooreNim::new(k).unwrap();
        let position = Piles::new(&row).unwrap();
        let p = moore_p(&row, k);
        assert_eq!(game.outcome(&position) == Outcome::P, p, "k = {k}, {row:?}");
        assert_eq!(game.outcome_of(row.iter().copied()) == Outcome::P, p);
        match game.winning_move(&position) {
            None => assert!(p, "k = {k}, {row:?}: no winning move from an N-position"),
            Some(mv) => {
                assert!(!p);
                assert!(mv.takes().len() as u128 <= u128::from(k));
                let mut after = row.clone();
                for t in mv.takes() {
                    assert!(t.count >= 1 && t.count <= after[t.pile]);
                    after[t.pile] -= t.count;
                }
                assert!(
                    moore_p(&after, k),
                    "k = {k}, {row:?}: {mv} leaves {after:?}"
                );
                assert_eq!(
                    game.play(position, &mv).unwrap().as_slice(),
                    after.as_slice()
                );
            }
        }
    }
}

#[test]
fn moore_nim_refuses_what_is_not_a_move() {
    assert!(MooreNim::new(0).is_err());
    let game = MooreNim::new(2).unwrap();
    let three = [
        Take { pile: 0, count: 1 },
        Take { pile: 1, count: 1 },
        Take { pile: 2, count: 1 },
    ];
    assert!(game.make_move(&three).is_err());
    assert!(game.make_move(&[]).is_err());
    assert!(game.make_move(&[three[0], three[0]]).is_err());
    let mv = game
        .make_move(&[Take { pile: 1, count: 5 }, Take { pile: 0, count: 1 }])
        .unwrap();
    assert_eq!(mv.to_string(), "take 1 from pile 1 and 5 from pile 2");
    let position = Piles::new(&[1, 4]).unwrap();
    let refused = game.play(position.clone(), &mv).unwrap_err();
    assert_eq!(refused.position, position);
    let mv = game.make_move(&[Take { pile: 7, count: 1 }]).unwrap();
    assert!(game.play(position, &mv).is_err());
}

// ---------------------------------------------------------------- Euclid's game

/// Euclid's moves, written here: subtract a positive multiple of the smaller from the larger
/// (either one when they are equal); nothing once a number is 0.
fn euclid_successors(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    if a == 0 || b == 0 {
        return vec![];
    }
    let mut out = Vec::new();
    if a <= b {
        out.extend((1..=b / a).map(|k| (a, b - k * a)));
    }
    if b <= a {
        out.extend((1..=a / b).map(|k| (a - k * b, b)));
    }
    out
}

#[test]
fn euclid_matches_a_brute_force() {
    let mut memo = std::collections::BTreeMap::new();
    for a in 0..=40u64 {
        for b in 0..=40u64 {
            let g = mex_value(&(a, b), &euclid_successors, &mut memo);
            assert_eq!(Euclid::grundy_of(a, b), g, "({a}, {b})");
            let brute = if g == 0 { Outcome::P } else { Outcome::N };
            assert_eq!(Euclid::outcome_of(a, b), brute, "({a}, {b})");
            let position = Euclid::position(a, b);
            let apply = |mv: Take| {
                let after = Euclid::play(position, mv).unwrap().pair();
                (after[0], after[1])
            };
            let moves: BTreeSet<(u64, u64)> = Euclid::moves(position).map(apply).collect();
            let brute_moves: BTreeSet<(u64, u64)> =
                euclid_successors(&(a, b)).into_iter().collect();
            assert_eq!(moves, brute_moves, "({a}, {b})");
            for value in 0..45u64 {
                let to: BTreeSet<(u64, u64)> = Euclid::moves_to(position, u128::from(value))
                    .map(apply)
                    .collect();
                let brute_to: BTreeSet<(u64, u64)> = brute_moves
                    .iter()
                    .copied()
                    .filter(|q| mex_value(q, &euclid_successors, &mut memo) == value)
                    .collect();
                assert_eq!(to, brute_to, "({a}, {b}) to value {value}");
            }
            let winning: BTreeSet<(u64, u64)> =
                Euclid::winning_moves(position).map(apply).collect();
            let brute_winning: BTreeSet<(u64, u64)> = brute_moves
                .iter()
                .copied()
                .filter(|q| mex_value(q, &euclid_successors, &mut memo) == 0)
                .collect();
            assert_eq!(winning, brute_winning, "({a}, {b})");
        }
    }
}

/// Who wins Euclid's game, by its forced chain written here in `u128`: with a < b, the player
/// to move wins when b ≥ 2a (choose whether to leave (a, b mod a) or (a, b mod a + a)); when
/// a < b < 2a the only move is to (b − a, a).
fn euclid_wins(a: u64, b: u64) -> bool {
    let (mut a, mut b) = (u128::from(a.min(b)), u128::from(a.max(b)));
    let mut mover_wins = true;
    loop {
        if a == 0 {
            return !mover_wins;
        }
        if a == b || b >= 2 * a {
            return mover_wins;
        }
        (a, b) = (b - a, a);
        mover_wins = !mover_wins;
    }
}

fn isqrt(n: u128) -> u128 {
    if n == 0 {
        return 0;
    }
    let mut x = (n as f64).sqrt() as u128;
    while x * x > n {
        x -= 1;
    }
    while (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

#[test]
fn euclid_golden_ratio_rule_is_exact_at_u64_extremes() {
    let mut rng = Rng(0x5eed_0002);
    let mut pairs = vec![
        (u64::MAX, u64::MAX),
        (1, u64::MAX),
        (u64::MAX - 1, u64::MAX),
        (0, u64::MAX),
    ];
    // Consecutive Fibonacci numbers (the longest games) and their neighbours.
    let (mut f, mut g) = (1u64, 1u64);
    while let Some(h) = f.checked_add(g) {
        for (x, y) in [(g, h), (g, h + 1), (g, h - 1), (g + 1, h), (g - 1, h)] {
            pairs.push((x, y));
        }
        (f, g) = (g, h);
    }
    // Pairs straddling b = φa: ⌊φa⌋ = ⌊(a + √(5a²)) / 2⌋, exact for a < 2^62.
    for _ in 0..2000 {
        let a = rng.wide() >> 2;
        let b = (u128::from(a) + isqrt(5 * u128::from(a) * u128::from(a))) / 2;
        for d in [0i128, 1, -1, 2] {
            if let Ok(b) = u64::try_from(b as i128 + d) {
                pairs.push((a, b));
            }
        }
        pairs.push((rng.wide(), rng.wide()));
    }
    for (a, b) in pairs {
        let wins = euclid_wins(a, b);
        assert_eq!(Euclid::outcome_of(a, b) == Outcome::N, wins, "({a}, {b})");
        assert_eq!(Euclid::outcome_of(b, a), Euclid::outcome_of(a, b));
        assert_eq!(Euclid::grundy_of(a, b) != 0, wins, "({a}, {b})");
        let position = Euclid::position(a, b);
        for mv in Euclid::winning_moves(position) {
            let [x, y] = Euclid::play(position, mv).unwrap().pair();
            assert!(!euclid_wins(x, y), "({a}, {b}): {mv}");
        }
        assert_eq!(
            Euclid::winning_moves(position).next().is_some(),
            wins,
            "({a}, {b})"
        );
    }
    assert_eq!(Euclid::grundy_of(1, u64::MAX), u64::MAX);
    assert_eq!(Euclid::grundy_of(u64::MAX, u64::MAX), 1);
}

// ---------------------------------------------------------------- Mock Turtles and Ruler

/// Mock Turtles' moves on a row of `len` coins (bit i is coin i, set for heads), written
/// here: turn 1, 2 or 3 coins, the rightmost from heads to tails.
fn turtle_successors(row: u32, len: u32) -> Vec<(u32, Vec<u32>)> {
    let mut out = Vec::new();
    for x in (0..len).filter(|&x| row >> x & 1 == 1) {
        out.push((row ^ (1 << x), vec![x]));
        for y in 0..x {
            out.push((row ^ (1 << x) ^ (1 << y), vec![y, x]));
            for z in 0..y {
                out.push((row ^ (1 << x) ^ (1 << y) ^ (1 << z), vec![z, y, x]));
            }
        }
    }
    out
}

/// Ruler's moves on coins 1..=len (bit i − 1 is coin i): a run of coins ending at a heads
/// coin.
fn ruler_successors(row: u32, len: u32) -> Vec<(u32, (u64, u64))> {
    let mut out = Vec::new();
    for x in (1..=len).filter(|&x| row >> (x - 1) & 1 == 1) {
        for m in 1..=x {
            let run = ((1u32 << x) - 1) & !((1u32 << (m - 1)) - 1);
            out.push((row ^ run, (u64::from(m), u64::from(x))));
        }
    }
    out
}

fn heads(row: u32, first: u64, len: u32) -> Vec<u64> {
    let bits: Vec<bool> = (0..len).map(|i| row >> i & 1 == 1).collect();
    heads_of(&bits, first).collect()
}

#[test]
fn mock_turtles_match_a_brute_force() {
    const LEN: u32 = 10;
    let mut memo: HashMap<u32, u64> = HashMap::new();
    fn g(row: u32, memo: &mut HashMap<u32, u64>) -> u64 {
        if let Some(&v) = memo.get(&row) {
            return v;
        }
        let values: BTreeSet<u64> = turtle_successors(row, LEN)
            .iter()
            .map(|(q, _)| g(*q, memo))
            .collect();
        let v = (0..).find(|v| !values.contains(v)).unwrap();
        memo.insert(row, v);
        v
    }
    for row in 0..(1u32 << LEN) {
        let h = heads(row, 0, LEN);
        let coins = Coins::new(&h).unwrap();
        let value = g(row, &mut memo);
        assert_eq!(MockTurtles::value(coins), u128::from(value), "{h:?}");
        for target in 0..20u64 {
            let ours: Vec<TurtleMove> = MockTurtles::moves_to(coins, u128::from(target)).collect();
            let brute: Vec<(u32, Vec<u32>)> = turtle_successors(row, LEN)
                .into_iter()
                .filter(|(q, _)| g(*q, &mut memo) == target)
                .collect();
            let ours_right: BTreeSet<u64> = ours.iter().map(TurtleMove::rightmost).collect();
            let brute_right: BTreeSet<u64> = brute
                .iter()
                .map(|(_, c)| u64::from(*c.last().unwrap()))
                .collect();
            assert_eq!(ours_right, brute_right, "{h:?} to {target}");
            assert_eq!(ours_right.len(), ours.len(), "one move per heads coin");
            for mv in ours {
                let turned: Vec<u32> = mv.coins().iter().map(|&c| c as u32).collect();
                assert!(
                    brute.iter().any(|(_, c)| *c == turned),
                    "{h:?} to {target}: {mv}"
                );
                assert!(MockTurtles::is_legal(coins, &mv));
                let mut bits: Vec<bool> = (0..LEN).map(|i| row >> i & 1 == 1).collect();
                mv.turn(&mut bits).unwrap();
                let after: Vec<u64> = heads_of(&bits, 0).collect();
                assert_eq!(
                    MockTurtles::value(Coins::new(&after).unwrap()),
                    u128::from(target)
                );
            }
        }
        let winning: Vec<TurtleMove> = MockTurtles::winning_moves(coins).collect();
        assert_eq!(winning.is_empty(), value == 0);
    }
}

#[test]
fn ruler_matches_a_brute_force() {
    const LEN: u32 = 10;
    let mut memo: HashMap<u32, u64> = HashMap::new();
    fn g(row: u32, memo: &mut HashMap<u32, u64>) -> u64 {
        if let Some(&v) = memo.get(&row) {
            return v;
        }
        let values: BTreeSet<u64> = ruler_successors(row, LEN)
            .iter()
            .map(|(q, _)| g(*q, memo))
            .collect();
        let v = (0..).find(|v| !values.contains(v)).unwrap();
        memo.insert(row, v);
        v
    }
    for row in 0..(1u32 << LEN) {
        let h = heads(row, 1, LEN);
        let coins = Coins::new(&h).unwrap();
        Ruler::check(coins).unwrap();
        let value = g(row, &mut memo);
        assert_eq!(Ruler::value(coins), value, "{h:?}");
        assert_eq!(Ruler::outcome(coins) == Outcome::P, value == 0);
        for target in 0..20u64 {
            // Ruler's moves to a value are unique per heads coin: the sets are equal.
            let ours: BTreeSet<(u64, u64)> = Ruler::moves_to(coins, target)
                .map(|m| (m.first(), m.last()))
                .collect();
            let brute: BTreeSet<(u64, u64)> = ruler_successors(row, LEN)
                .into_iter()
                .filter(|(q, _)| g(*q, &mut memo) == target)
                .map(|(_, m)| m)
                .collect();
            assert_eq!(ours, brute, "{h:?} to {target}");
        }
        for mv in Ruler::winning_moves(coins) {
            let mut bits: Vec<bool> = (0..LEN).map(|i| row >> i & 1 == 1).collect();
            mv.turn(&mut bits).unwrap();
            assert_eq!(Ruler::value_of(heads_of(&bits, 1)), 0, "{h:?}: {mv}");
        }
    }
}

#[test]
fn coin_values_are_the_odious_numbers_and_the_ruler_at_u64_extremes() {
    // OEIS A000069, the odious numbers, and A006519, the ruler function, counted here.
    let odious: Vec<u128> = (1u128..)
        .filter(|n| n.count_ones() % 2 == 1)
        .take(200)
        .collect();
    for (n, &o) in odious.iter().enumerate() {
        assert_eq!(MockTurtles::coin_value(n as u64), o, "coin {n}");
    }
    for n in 1..2000u64 {
        let mut power = 1;
        while n % (power * 2) == 0 {
            power *= 2;
        }
        assert_eq!(Ruler::coin_value(n), power);
    }
    // At the top: 2^64 − 1 has 64 ones, so 2(2^64 − 1) is evil and the value is 2^65 − 1.
    assert_eq!(MockTurtles::coin_value(u64::MAX), (1u128 << 65) - 1);
    assert_eq!(MockTurtles::coin_value(1 << 63), 1u128 << 64);
    assert_eq!(Ruler::coin_value(1 << 63), 1 << 63);
    assert_eq!(Ruler::coin_value(u64::MAX), 1);
    // Winning moves among huge coin numbers: each leads to value 0, by the values computed
    // here.
    let mut rng = Rng(0x5eed_0003);
    for _ in 0..3000 {
        let mut h: Vec<u64> = (0..1 + rng.next() % 6).map(|_| rng.wide().max(1)).collect();
        h.sort_unstable();
        h.dedup();
        let coins = Coins::new(&h).unwrap();
        let total = h.iter().fold(0u128, |x, &n| {
            let d = u128::from(n) * 2;
            x ^ if d.count_ones() % 2 == 1 { d } else { d + 1 }
        });
        assert_eq!(MockTurtles::value(coins), total);
        let moves: Vec<TurtleMove> = MockTurtles::winning_moves(coins).collect();
        assert_eq!(moves.is_empty(), total == 0);
        for mv in moves {
            assert!(h.contains(&mv.rightmost()));
            let mut after: BTreeSet<u64> = h.iter().copied().collect();
            for &c in mv.coins() {
                if !after.remove(&c) {
                    after.insert(c);
                }
            }
            let v = after
                .iter()
                .fold(0u128, |x, &n| x ^ MockTurtles::coin_value(n));
            assert_eq!(v, 0, "{h:?}: {mv}");
        }
        let ruler_total = h
            .iter()
            .fold(0u64, |x, &n| x ^ (1u64 << n.trailing_zeros()));
        assert_eq!(Ruler::value(coins), ruler_total);
        let ruler_moves: Vec<RulerMove> = Ruler::winning_moves(coins).collect();
        assert_eq!(ruler_moves.is_empty(), ruler_total == 0);
        for mv in ruler_moves {
            // The run first..=last adds the XOR of the ruler over it: bit b is the parity of
            // how many numbers of the run are 2^b modulo 2^(b + 1), counted here.
            let upto = |n: u64, b: u32| (u128::from(n) + (1u128 << b)) >> (b + 1);
            let added = (0..64).fold(0u64, |x, b| {
                let count = upto(mv.last(), b) - upto(mv.first() - 1, b);
                x | ((count & 1) as u64) << b
            });
            assert_eq!(ruler_total ^ added, 0, "{h:?}: {mv}");
        }
    }
}

#[test]
fn coin_rows_refuse_what_they_cannot_hold() {
    assert!(Coins::new(&[3, 3]).is_err());
    assert!(Coins::new(&[4, 2]).is_err());
    assert!(Ruler::check(Coins::new(&[0, 2]).unwrap()).is_err());
    assert!(TurtleMove::new(&[]).is_err());
    assert!(TurtleMove::new(&[1, 2, 3, 4]).is_err());
    assert!(TurtleMove::new(&[2, 1]).is_err());
    assert!(RulerMove::new(0, 3).is_err());
    assert!(RulerMove::new(4, 3).is_err());
    let mut row = [false, true, false];
    assert!(TurtleMove::new(&[0, 2]).unwrap().turn(&mut row).is_err());
    assert!(TurtleMove::new(&[1, 7]).unwrap().turn(&mut row).is_err());
    assert_eq!(row, [false, true, false]);
    assert!(RulerMove::new(1, 1).unwrap().turn(&mut row).is_err());
    assert_eq!(
        TurtleMove::new(&[1, 3, 8]).unwrap().to_string(),
        "turn coins 1, 3 and 8"
    );
    assert_eq!(
        RulerMove::new(5, 8).unwrap().to_string(),
        "turn coins 5 to 8"
    );
}

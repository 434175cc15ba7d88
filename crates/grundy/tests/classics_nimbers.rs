//! Nim multiplication against its definition by mex and the laws of a field, and Turning
//! Corners against a brute force of the game itself, written here.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap};

use grundy::Outcome;
use grundy::corners::{CornerMove, Corners, TurningCorners};
use grundy::nimber::{nim_inverse, nim_mul, nim_sqrt, nim_square, solve_artin_schreier};

/// A small generator for the tests (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number of a random bit length.
    fn wide(&mut self) -> u64 {
        let bits = self.next() % 65;
        if bits == 0 {
            0
        } else {
            self.next() >> (64 - bits)
        }
    }
}

#[test]
fn nim_products_equal_the_definition_by_mex() {
    // a ⊗ b = mex { a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b }, the table filled here.
    const N: usize = 64;
    let mut table = vec![[0u64; N]; N];
    for a in 0..N {
        for b in 0..N {
            let mut seen = BTreeSet::new();
            for a2 in 0..a {
                for b2 in 0..b {
                    seen.insert(table[a2][b] ^ table[a][b2] ^ table[a2][b2]);
                }
            }
            table[a][b] = (0..).find(|v| !seen.contains(v)).unwrap();
            assert_eq!(nim_mul(a as u64, b as u64), table[a][b], "{a} ⊗ {b}");
        }
    }
}

#[test]
fn known_nim_products() {
    // Conway, On Numbers and Games, ch. 6: the Fermat 2-powers D = 2^(2^k) multiply as
    // ordinary numbers when distinct, and D ⊗ D = 3D/2.
    assert_eq!(nim_mul(2, 2), 3);
    assert_eq!(nim_mul(4, 4), 6);
    assert_eq!(nim_mul(16, 16), 24);
    assert_eq!(nim_mul(8, 8), 13);
    for k in 0..6 {
        let d = 1u64 << (1 << k);
        assert_eq!(nim_mul(d, d), d / 2 * 3, "D = {d}");
        for j in 0..k {
            let e = 1u64 << (1 << j);
            assert_eq!(nim_mul(d, e), d * e);
        }
        // Below D, a product by D is the ordinary one.
        let mut rng = Rng(0x5eed_0010 + k);
        for _ in 0..200 {
            let x = rng.next() % d;
            assert_eq!(nim_mul(x, d), x.wrapping_mul(d), "{x} ⊗ {d}");
        }
    }
    assert_eq!(nim_mul(1 << 32, 1 << 32), 3 << 31);
    assert_eq!(nim_mul(u64::MAX, 1), u64::MAX);
    assert_eq!(nim_mul(u64::MAX, 0), 0);
}

#[test]
fn nim_multiplication_is_a_field_on_u64() {
    let mut rng = Rng(0x5eed_0011);
    for _ in 0..3000 {
        let (a, b, c) = (rng.wide(), rng.wide(), rng.wide());
        assert_eq!(nim_mul(a, b), nim_mul(b, a));
        assert_eq!(
            nim_mul(nim_mul(a, b), c),
            nim_mul(a, nim_mul(b, c)),
            "{a} {b} {c}"
        );
        assert_eq!(
            nim_mul(a, b ^ c),
            nim_mul(a, b) ^ nim_mul(a, c),
            "{a} {b} {c}"
        );
        if a != 0 {
            let inv = nim_inverse(a).unwrap();
            assert_eq!(nim_mul(a, inv), 1, "{a}");
            // A subfield holds its inverses.
            let width = (64 - a.leading_zeros()).next_power_of_two();
            if width < 64 {
                assert!(inv >> width == 0, "{a}: {inv}");
            }
        }
        let r = nim_sqrt(a);
        assert_eq!(nim_square(r), a);
    }
    assert_eq!(nim_inverse(0), None);
}

#[test]
fn artin_schreier_equations_are_solved_exactly() {
    // In the small fields, against every z.
    for bits in [1u32, 2, 4, 8] {
        let size = 1u64 << bits;
        let images: BTreeSet<u64> = (0..size).map(|z| nim_square(z) ^ z).collect();
        for c in 0..size {
            match solve_artin_schreier(c, bits) {
                Some(z) => {
                    assert!(z < size);
                    assert_eq!(nim_square(z) ^ z, c);
                }
                None => assert!(!images.contains(&c), "{c} in GF(2^{bits})"),
            }
        }
    }
    // In the big ones, every image is solved, and half the numbers are images.
    let mut rng = Rng(0x5eed_0012);
    for bits in [16u32, 32, 64] {
        let mut solved = 0;
        for _ in 0..400 {
            let z = if bits == 64 {
                rng.next()
            } else {
                rng.next() >> (64 - bits)
            };
            let c = nim_square(z) ^ z;
            let found = solve_artin_schreier(c, bits).unwrap();
            assert_eq!(nim_square(found) ^ found, c);
            let other = if bits == 64 {
                rng.next()
            } else {
                rng.next() >> (64 - bits)
            };
            solved += usize::from(solve_artin_schreier(other, bits).is_some());
        }
        assert!(
            (120..280).contains(&solved),
            "{solved} of 400 in GF(2^{bits})"
        );
    }
    assert_eq!(solve_artin_schreier(5, 3), None);
    assert_eq!(solve_artin_schreier(300, 8), None);
}

/// Turning Corners on a `rows × cols` board (bit r·cols + c is coin (r, c)), written here:
/// every heads coin (x, y) with a < x, b < y, its rectangle's four corners turned.
fn corner_successors(board: u32, rows: u32, cols: u32) -> Vec<(u32, (u32, u32, u32, u32))> {
    let bit = |r: u32, c: u32| 1u32 << (r * cols + c);
    let mut out = Vec::new();
    for x in 0..rows {
        for y in 0..cols {
            if board & bit(x, y) == 0 {
                continue;
            }
            for a in 0..x {
                for b in 0..y {
                    out.push((
                        board ^ bit(x, y) ^ bit(a, y) ^ bit(x, b) ^ bit(a, b),
                        (a, b, x, y),
                    ));
                }
            }
        }
    }
    out
}

fn brute_corners(board: u32, rows: u32, cols: u32, memo: &mut HashMap<u32, u64>) -> u64 {
    if let Some(&v) = memo.get(&board) {
        return v;
    }
    let values: BTreeSet<u64> = corner_successors(board, rows, cols)
        .iter()
        .map(|(q, _)| brute_corners(*q, rows, cols, memo))
        .collect();
    let v = (0..).find(|v| !values.contains(v)).unwrap();
    memo.insert(board, v);
    v
}

#[test]
fn turning_corners_matches_a_brute_force_of_the_game() {
    for (rows, cols) in [(3u32, 4u32), (4, 4), (2, 8)] {
        let mut memo = HashMap::new();
        for board in 0..(1u32 << (rows * cols)) {
            let heads: Vec<(u64, u64)> = (0..rows * cols)
                .filter(|i| board >> i & 1 == 1)
                .map(|i| (u64::from(i / cols), u64::from(i % cols)))
                .collect();
            let position = Corners::new(&heads).unwrap();
            let value = brute_corners(board, rows, cols, &mut memo);
            assert_eq!(TurningCorners::value(position), value, "{heads:?}");
            assert_eq!(TurningCorners::outcome(position) == Outcome::P, value == 0);
            let successors: Vec<(u64, (u32, u32, u32, u32))> = corner_successors(board, rows, cols)
                .into_iter()
                .map(|(q, m)| (brute_corners(q, rows, cols, &mut memo), m))
                .collect();
            for target in [0, 1, 2, 3, 5] {
                let ours: Vec<CornerMove> = TurningCorners::moves_to(position, target)
                    .map(Result::unwrap)
                    .collect();
                let brute: Vec<(u32, u32, u32, u32)> = successors
                    .iter()
                    .filter(|(v, _)| *v == target)
                    .map(|&(_, m)| m)
                    .collect();
                let ours_heads: BTreeSet<(u64, u64)> = ours.iter().map(|m| m.heads()).collect();
                let brute_heads: BTreeSet<(u64, u64)> = brute
                    .iter()
                    .map(|&(_, _, x, y)| (u64::from(x), u64::from(y)))
                    .collect();
                assert_eq!(ours_heads, brute_heads, "{heads:?} to {target}");
                for mv in ours {
                    let [(a, b), _, _, (x, y)] = mv.corners();
                    assert!(
                        brute.contains(&(a as u32, b as u32, x as u32, y as u32)),
                        "{heads:?}: {mv}"
                    );
                    let mut cells: Vec<bool> =
                        (0..rows * cols).map(|i| board >> i & 1 == 1).collect();
                    mv.turn(&mut cells, u64::from(cols)).unwrap();
                    let after: Vec<(u64, u64)> = (0..rows * cols)
                        .filter(|&i| cells[i as usize])
                        .map(|i| (u64::from(i / cols), u64::from(i % cols)))
                        .collect();
                    assert_eq!(TurningCorners::value(Corners::new(&after).unwrap()), target);
                    assert_eq!(TurningCorners::value_after(position, mv), target);
                }
            }
        }
    }
}

/// The values the single coin (x, y) can be turned to, by trying every a < x, b < y.
fn reachable(x: u64, y: u64) -> BTreeSet<u64> {
    (0..x)
        .flat_map(|a| (0..y).map(move |b| nim_mul(x ^ a, y ^ b) ^ nim_mul(x, y)))
        .collect()
}

#[test]
fn every_move_from_one_coin_is_found_or_proved_absent() {
    // Every coin of a 40 × 40 board and every target value below 64: the solver finds a move
    // exactly when one exists.
    for x in 0..40u64 {
        for y in 0..40u64 {
            let heads = [(x, y)];
            let position = Corners::new(&heads).unwrap();
            let values = reachable(x, y);
            for target in 0..64 {
                let found = TurningCorners::moves_to(position, target)
                    .next()
                    .map(Result::unwrap);
                assert_eq!(
                    found.is_some(),
                    values.contains(&target),
                    "({x},{y}) to {target}"
                );
                if let Some(mv) = found {
                    assert_eq!(TurningCorners::value_after(position, mv), target);
                }
            }
        }
    }
}

#[test]
fn winning_moves_are_found_among_u64_coordinates() {
    // Positions of random coins of every size: from an N-position, each heads coin whose value
    // has the value's highest bit has a winning move (the mex property of the product), and
    // the solver finds it, never giving up.
    let mut rng = Rng(0x5eed_0013);
    let mut found = 0;
    for round in 0..1500 {
        let n = 1 + rng.next() % 5;
        let mut heads: Vec<(u64, u64)> = (0..n)
            .map(|_| match round % 3 {
                0 => (rng.next(), rng.next()),
                1 => (rng.wide(), rng.wide()),
                _ => (rng.next() >> (rng.next() % 64), rng.next() >> 40),
            })
            .collect();
        heads.sort_unstable();
        heads.dedup();
        let position = Corners::new(&heads).unwrap();
        let value = heads.iter().fold(0, |s, &(x, y)| s ^ nim_mul(x, y));
        assert_eq!(TurningCorners::value(position), value);
        let moves: Vec<CornerMove> = TurningCorners::winning_moves(position)
            .map(Result::unwrap)
            .collect();
        if value == 0 {
            assert!(moves.is_empty());
            continue;
        }
        let top = 63 - value.leading_zeros();
        let must: BTreeSet<(u64, u64)> = heads
            .iter()
            .copied()
            .filter(|&(x, y)| nim_mul(x, y) >> top & 1 == 1)
            .collect();
        let have: BTreeSet<(u64, u64)> = moves.iter().map(|m| m.heads()).collect();
        assert!(must.is_subset(&have), "{heads:?}");
        for mv in moves {
            let [(a, b), (a2, y2), (x2, b2), (x, y)] = mv.corners();
            assert!(a < x && b < y && a2 == a && y2 == y && x2 == x && b2 == b);
            let after = value ^ nim_mul(a, b) ^ nim_mul(a, y) ^ nim_mul(x, b) ^ nim_mul(x, y);
            assert_eq!(after, 0, "{heads:?}: {mv}");
            found += 1;
        }
    }
    assert!(found > 1000, "{found} moves");
}

#[test]
fn corner_positions_and_moves_refuse_bad_input() {
    assert!(Corners::new(&[(1, 2), (1, 2)]).is_err());
    assert!(Corners::new(&[(2, 0), (1, 5)]).is_err());
    assert!(CornerMove::new(3, 1, 3, 4).is_err());
    assert!(CornerMove::new(1, 4, 3, 4).is_err());
    let mv = CornerMove::new(0, 0, 1, 1).unwrap();
    assert_eq!(mv.to_string(), "turn (0,0), (0,1), (1,0) and (1,1)");
    let mut board = vec![false; 4];
    assert!(mv.turn(&mut board, 2).is_err(), "(1, 1) shows tails");
    assert!(
        CornerMove::new(0, 0, 2, 1)
            .unwrap()
            .turn(&mut board, 2)
            .is_err()
    );
    assert_eq!(board, vec![false; 4]);
}

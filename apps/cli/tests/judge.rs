//! `grundy judge` run as a process: the samples of the problem statements, generated cases
//! checked against brute-force solvers written here (independent of the core), bad input,
//! and u64 edges.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;

use std::collections::HashMap;

use common::{grundy, mex, set_values, split_values};

#[track_caller]
fn judge_ok(problem: &str, input: &str, expected: &str) {
    let r = grundy(&["judge", problem], input.as_bytes());
    assert_eq!(r.code, Some(0), "{problem} {input:?}: {}", r.stderr);
    assert_eq!(r.stdout, expected, "{problem} {input:?}");
    assert_eq!(r.stderr, "");
}

/// Bad input: exit 2, nothing on stdout, one line on stderr naming the place.
#[track_caller]
fn judge_bad(problem: &str, input: &[u8], line: usize, column: usize, part: &str) {
    let r = grundy(&["judge", problem], input);
    assert_eq!(r.code, Some(2), "{problem} {input:?}");
    assert_eq!(r.stdout, "", "{problem} {input:?}");
    let want = format!("grundy: {problem}: line {line}, column {column}: ");
    assert!(
        r.stderr.starts_with(&want),
        "{:?} does not start with {want:?}",
        r.stderr
    );
    assert!(r.stderr.contains(part), "{:?} lacks {part:?}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{:?}", r.stderr);
    assert!(!r.stderr.contains("panicked") && !r.stderr.contains("backtrace"));
}

/// A deterministic generator for the cases (SplitMix64, written here).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn words(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether the player to move wins, by searching the game tree: a position is winning when
/// some move leads to a losing one.
fn wins<S: Clone + Eq + std::hash::Hash>(
    state: &S,
    moves: &dyn Fn(&S) -> Vec<S>,
    memo: &mut HashMap<S, bool>,
) -> bool {
    if let Some(&w) = memo.get(state) {
        return w;
    }
    let w = moves(state).iter().any(|next| !wins(next, moves, memo));
    memo.insert(state.clone(), w);
    w
}

#[test]
fn statement_samples() {
    // The samples of AcWing 891 「Nim游戏」, 892 「台阶-Nim游戏」, 893 「集合-Nim游戏」,
    // 894 「拆分-Nim游戏」 and of 51nod 1066 「Bash游戏」, 1072 「威佐夫游戏」, 1069 「Nim游戏」.
    judge_ok("acwing-891", "2\n2 3\n", "Yes\n");
    judge_ok("acwing-892", "3\n2 1 3\n", "Yes\n");
    judge_ok("acwing-893", "2\n2 5\n3\n2 4 7\n", "Yes\n");
    judge_ok("acwing-894", "2\n2 3\n", "Yes\n");
    judge_ok("51nod-1066", "2\n3 2\n4 2\n", "B\nA\n");
    judge_ok("51nod-1072", "3\n3 5\n3 4\n1 9\n", "B\nA\nA\n");
    judge_ok("51nod-1069", "3\n1\n1\n1\n", "A\n");
    // The P-positions listed with 51nod 1072 「威佐夫游戏」.
    judge_ok(
        "51nod-1072",
        "8\n1 2\n3 5\n4 7\n6 10\n8 13\n9 15\n11 18\n12 20\n",
        &"B\n".repeat(8),
    );
}

#[test]
fn bash_against_brute_force() {
    let mut input = String::new();
    let mut expected = String::new();
    let mut cases = 0;
    for k in 1..=7u64 {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..=40u64 {
            let v = mex((1..=k.min(n)).map(|t| g[(n - t) as usize]));
            g.push(v);
            input += &format!("{n} {k}\n");
            expected += if v != 0 { "A\n" } else { "B\n" };
            cases += 1;
        }
    }
    judge_ok("51nod-1066", &format!("{cases}\n{input}"), &expected);
}

#[test]
fn wythoff_against_brute_force() {
    const N: usize = 45;
    // lose[a][b]: the player to move loses.
    let mut lose = vec![vec![false; N]; N];
    for a in 0..N {
        for b in 0..N {
            let to_losing = (0..a).any(|x| lose[x][b])
                || (0..b).any(|y| lose[a][y])
                || (1..=a.min(b)).any(|d| lose[a - d][b - d]);
            lose[a][b] = !to_losing;
        }
    }
    let mut input = format!("{}\n", N * N);
    let mut expected = String::new();
    for (a, row) in lose.iter().enumerate() {
        for (b, &l) in row.iter().enumerate() {
            input += &format!("{a} {b}\n");
            expected += if l { "B\n" } else { "A\n" };
        }
    }
    judge_ok("51nod-1072", &input, &expected);
}

#[test]
fn nim_against_game_tree_search() {
    let moves = |s: &Vec<u64>| -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..s.len() {
            for left in 0..s[i] {
                let mut t = s.clone();
                t[i] = left;
                out.push(t);
            }
        }
        out
    };
    let mut memo = HashMap::new();
    let mut rng = Rng(1);
    for _ in 0..25 {
        let n = 1 + rng.below(4) as usize;
        let piles: Vec<u64> = (0..n).map(|_| rng.below(6)).collect();
        let w = wins(&piles, &moves, &mut memo);
        let input = format!("{n}\n{}\n", words(&piles));
        judge_ok("acwing-891", &input, if w { "Yes\n" } else { "No\n" });
        let input = format!(
            "{n}\n{}\n",
            piles.iter().map(|p| format!("{p}\n")).collect::<String>()
        );
        judge_ok("51nod-1069", &input, if w { "A\n" } else { "B\n" });
    }
}

#[test]
fn staircase_against_game_tree_search() {
    // Step i (1-based) may move stones to step i - 1; from step 1 they leave the game.
    let moves = |s: &Vec<u64>| -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..s.len() {
            for c in 1..=s[i] {
                let mut t = s.clone();
                t[i] -= c;
                if i > 0 {
                    t[i - 1] += c;
                }
                out.push(t);
            }
        }
        out
    };
    let mut memo = HashMap::new();
    let mut rng = Rng(2);
    for _ in 0..30 {
        let n = 1 + rng.below(4) as usize;
        let steps: Vec<u64> = (0..n).map(|_| rng.below(4)).collect();
        let w = wins(&steps, &moves, &mut memo);
        judge_ok(
            "acwing-892",
            &format!("{n}\n{}\n", words(&steps)),
            if w { "Yes\n" } else { "No\n" },
        );
    }
}

#[test]
fn set_nim_against_brute_force() {
    let mut rng = Rng(3);
    for _ in 0..30 {
        let k = 1 + rng.below(4) as usize;
        let set: Vec<u64> = (0..k).map(|_| 1 + rng.below(9)).collect();
        let g = set_values(&set, 80);
        let n = 1 + rng.below(5) as usize;
        let heaps: Vec<u64> = (0..n).map(|_| rng.below(81)).collect();
        let x = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
        let input = format!("{k}\n{}\n{n}\n{}\n", words(&set), words(&heaps));
        judge_ok("acwing-893", &input, if x != 0 { "Yes\n" } else { "No\n" });
    }
}

#[test]
fn split_nim_against_brute_force() {
    // A position's value is the XOR of its piles' values.
    let g = split_values(40);
    let mut rng = Rng(4);
    for _ in 0..30 {
        let n = 1 + rng.below(4) as usize;
        let piles: Vec<u64> = (0..n).map(|_| rng.below(41)).collect();
        let x = piles.iter().fold(0, |x, &p| x ^ g[p as usize]);
        judge_ok(
            "acwing-894",
            &format!("{n}\n{}\n", words(&piles)),
            if x != 0 { "Yes\n" } else { "No\n" },
        );
    }
    // Split Nim with a game-tree search on tiny positions, not assuming Sprague–Grundy.
    let moves = |s: &Vec<u64>| -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..s.len() {
            for a in 0..s[i] {
                for b in 0..=a {
                    let mut t = s.clone();
                    t.remove(i);
                    t.extend([a, b].into_iter().filter(|&p| p > 0));
                    t.sort_unstable();
                    out.push(t);
                }
            }
        }
        out
    };
    let mut memo = HashMap::new();
    for piles in [
        vec![1, 1],
        vec![2, 2],
        vec![1, 2, 3],
        vec![3, 3],
        vec![2, 3],
        vec![1, 4],
    ] {
        let w = wins(&piles, &moves, &mut memo);
        judge_ok(
            "acwing-894",
            &format!("{}\n{}", piles.len(), words(&piles)),
            if w { "Yes\n" } else { "No\n" },
        );
    }
}

/// ⌊k·φ⌋ = (k + ⌊√(5k²)⌋) / 2, exact in u128 for k < 8·10^18.
fn lower(k: u64) -> u64 {
    let k = u128::from(k);
    ((k + (5 * k * k).isqrt()) / 2) as u64
}

#[test]
fn u64_edges() {
    let max = u64::MAX;
    judge_ok(
        "51nod-1066",
        &format!("3\n{max} {max}\n0 {max}\n{} {max}\n", max - 1),
        "A\nB\nA\n",
    );
    judge_ok(
        "51nod-1066",
        &format!("2\n{max} 1\n{} 1\n", max - 1),
        "A\nB\n",
    );
    // k = 102334155: an f64 golden ratio says (165580141, 267914296); the truth is one less.
    assert_eq!(lower(102334155), 165580140);
    judge_ok(
        "51nod-1072",
        "3\n165580140 267914295\n267914295 165580140\n165580141 267914296\n",
        "B\nB\nA\n",
    );
    // Wythoff near 10^18: the P-position, and its neighbours.
    for k in [
        1_000_000_000_000_000_000u64,
        999_999_999_999_999_999,
        3_000_000_000_000_000_000,
    ] {
        let (a, b) = (lower(k), lower(k) + k);
        judge_ok(
            "51nod-1072",
            &format!("4\n{a} {b}\n{b} {a}\n{} {b}\n{a} {}\n", a + 1, b - 1),
            "B\nB\nA\nA\n",
        );
    }
    judge_ok("51nod-1072", &format!("1\n{max} {max}"), "A\n");
    judge_ok("acwing-891", &format!("3\n{max} {max} {max}"), "Yes\n");
    judge_ok("51nod-1069", &format!("2\n{max}\n{max}"), "B\n");
    judge_ok("acwing-892", &format!("2\n{max} {max}"), "Yes\n");
    judge_ok("acwing-894", &format!("2\n{max} {max}"), "No\n");
    // Set {2, 5} has period 7 (0 0 1 1 0 2 1); 2^64 - 1 ≡ 1 (mod 7), so g(u64::MAX) = 0,
    // and u64::MAX - 2 ≡ 6 gives 1.
    judge_ok("acwing-893", &format!("2\n2 5\n1\n{max}"), "No\n");
    judge_ok(
        "acwing-893",
        &format!("2\n2 5\n2\n{max} {}", max - 2),
        "Yes\n",
    );
}

#[test]
fn every_kind_of_bad_input() {
    judge_bad("acwing-891", b"", 1, 1, "found the end of input");
    judge_bad("acwing-891", b"  \n", 2, 1, "found the end of input");
    judge_bad("acwing-891", b"3\n1 2\n", 3, 1, "after 2 of 3");
    judge_bad(
        "acwing-891",
        b"2\n1 2 3\n",
        2,
        5,
        "expected the end of input",
    );
    judge_bad("acwing-891", b"2\n1 two\n", 2, 3, "found \"two\"");
    judge_bad("acwing-894", b"2\n1 -2\n", 2, 3, "negative");
    judge_bad(
        "acwing-892",
        b"1\n18446744073709551616\n",
        2,
        1,
        "larger than 18446744073709551615",
    );
    judge_bad(
        "acwing-893",
        b"2\n2 0\n1\n5\n",
        2,
        3,
        "expected a set element (a positive integer), found \"0\"",
    );
    judge_bad(
        "acwing-893",
        b"3\n2 5 x\n",
        2,
        5,
        "expected a set element (a positive integer), found \"x\"",
    );
    judge_bad(
        "51nod-1066",
        b"1\n10 0\n",
        2,
        4,
        "expected the largest take K (a positive integer)",
    );
    judge_bad(
        "51nod-1069",
        "2\n１２\n3\n".as_bytes(),
        2,
        1,
        "only ASCII digits",
    );
    judge_bad("51nod-1072", b"1\r\n3 x\r\n", 2, 3, "found \"x\"");
    judge_bad("acwing-891", b"1\n\xff\n", 2, 1, "found");
    // Every problem names how far it got when the numbers run out.
    judge_bad(
        "51nod-1066",
        b"2\n3 2\n",
        3,
        1,
        "expected the number of stones N (a non-negative integer), found the end of input after 1 of 2 test cases",
    );
    judge_bad("51nod-1072", b"3\n1 2\n3", 3, 2, "after 1 of 3 test cases");
    judge_bad("51nod-1069", b"3\n1\n", 3, 1, "after 1 of 3 piles");
    // A number is digits only, as on the command line.
    judge_bad("acwing-891", b"1\n+5\n", 2, 1, "found \"+5\"");
}

#[test]
fn crlf_tabs_and_a_missing_last_newline_are_fine() {
    judge_ok("51nod-1066", "2\r\n3 2\r\n\r\n4\t2", "B\nA\n");
}

#[test]
fn unknown_problem_is_a_usage_error() {
    let r = grundy(&["judge", "acwing-999"], b"");
    assert_eq!(r.code, Some(2));
    assert_eq!(r.stdout, "");
    assert!(r.stderr.contains("acwing-999"), "{}", r.stderr);
}

#[test]
fn list_and_sample() {
    let r = grundy(&["judge", "--list"], b"");
    assert_eq!(r.code, Some(0));
    for id in [
        "51nod-1066",
        "51nod-1072",
        "51nod-1069",
        "acwing-891",
        "acwing-892",
        "acwing-893",
        "acwing-894",
    ] {
        assert!(r.stdout.contains(id), "{id}");
        let sample = grundy(&["judge", id, "--sample"], b"");
        assert_eq!(sample.code, Some(0));
        let answer = grundy(&["judge", id], sample.stdout.as_bytes());
        assert_eq!(answer.code, Some(0), "{id}: {}", answer.stderr);
        assert!(!answer.stdout.is_empty());
    }
}

#[test]
fn a_large_input_in_one_go() {
    // 200 000 Bash cases: all answered, in order.
    let mut input = String::from("200000\n");
    let mut expected = String::new();
    for i in 0..200_000u64 {
        input += &format!("{i} 3\n");
        expected += if i % 4 == 0 { "B\n" } else { "A\n" };
    }
    judge_ok("51nod-1066", &input, &expected);
}

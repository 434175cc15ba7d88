//! The app's long computations as tasks (`grundy_desktop::task`): each task's answer against
//! a slow computation written here from the rules alone, and the path a task takes through a
//! web worker (bytes in, bytes out) against running it in place.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::HashMap;

use grundy_desktop::rules::{Kind, Spec};
use grundy_desktop::task::{
    self, JudgeRun, RemotenessSearch, SetNimSequence, Task, WythoffGrid, run_encoded,
};
use grundy_judge::Problem;

/// The mex of a set of values.
fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: std::collections::HashSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// Grundy values of Set Nim with `set` for piles 0..len, by the mex rule.
fn set_nim_values(set: &[u64], len: usize) -> Vec<u64> {
    let mut g = Vec::with_capacity(len);
    for n in 0..len as u64 {
        let options: Vec<u64> = set
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| g[(n - s) as usize])
            .collect();
        g.push(mex(options));
    }
    g
}

/// Who wins and the remoteness (Smith, 1966) of a position whose moves `moves` lists, by
/// plain recursion: a terminal position is lost with remoteness 0; a position with a move to
/// a lost one is won, 1 + the least remoteness of those; any other is lost, 1 + the largest
/// remoteness of all moves.
fn solve(
    position: Vec<u64>,
    moves: &dyn Fn(&[u64]) -> Vec<Vec<u64>>,
    memo: &mut HashMap<Vec<u64>, (bool, u64)>,
) -> (bool, u64) {
    let mut key = position.clone();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let next: Vec<(bool, u64)> = moves(&position)
        .into_iter()
        .map(|p| solve(p, moves, memo))
        .collect();
    let answer = if next.is_empty() {
        (false, 0)
    } else if let Some(r) = next.iter().filter(|(win, _)| !win).map(|&(_, r)| r).min() {
        (true, r + 1)
    } else {
        (false, 1 + next.iter().map(|&(_, r)| r).max().unwrap())
    };
    memo.insert(key, answer);
    answer
}

/// The positions one move of "take `s` ∈ `set` from one pile" leads to (all of Nim when
/// `set` is `None`).
fn take_moves(set: Option<&[u64]>) -> impl Fn(&[u64]) -> Vec<Vec<u64>> + '_ {
    move |piles: &[u64]| {
        let mut out = Vec::new();
        for (i, &p) in piles.iter().enumerate() {
            for take in 1..=p {
                if set.is_none_or(|s| s.contains(&take)) {
                    let mut q = piles.to_vec();
                    q[i] -= take;
                    out.push(q);
                }
            }
        }
        out
    }
}

/// The task's answer in place, and its answer through the bytes a web worker sees: the two
/// must agree.
#[track_caller]
fn both_ways<T: Task + Clone>(task: T) -> T::Output
where
    T::Output: PartialEq + std::fmt::Debug,
{
    let bytes = task::encode(task.clone()).unwrap();
    let through_worker = task::decode::<T>(&run_encoded(&bytes).unwrap()).unwrap();
    let here = task.run();
    assert_eq!(through_worker, here);
    here
}

#[test]
fn remoteness_matches_a_plain_search() {
    let nim = Spec {
        kind: Kind::Nim,
        ..Spec::default()
    };
    let moves = take_moves(None);
    let mut memo = HashMap::new();
    for a in 0..=3 {
        for b in 0..=4 {
            for c in 0..=5 {
                let numbers = vec![a, b, c];
                let (_, expected) = solve(numbers.clone(), &moves, &mut memo);
                let search = RemotenessSearch {
                    spec: nim.clone(),
                    numbers,
                };
                assert_eq!(both_ways(search), Ok(expected), "Nim {a} {b} {c}");
            }
        }
    }
    let set = [1, 3, 4];
    let set_nim = Spec {
        kind: Kind::SetNim,
        set: set.to_vec(),
        ..Spec::default()
    };
    let moves = take_moves(Some(&set));
    let mut memo = HashMap::new();
    for a in 0..=9 {
        for b in 0..=9 {
            let numbers = vec![a, b];
            let (_, expected) = solve(numbers.clone(), &moves, &mut memo);
            let search = RemotenessSearch {
                spec: set_nim.clone(),
                numbers,
            };
            assert_eq!(
                both_ways(search),
                Ok(expected),
                "Set Nim {{1, 3, 4}}: {a} {b}"
            );
        }
    }
}

#[test]
fn remoteness_refuses_what_is_not_a_position() {
    let wythoff = Spec {
        kind: Kind::Wythoff,
        ..Spec::default()
    };
    let search = RemotenessSearch {
        spec: wythoff,
        numbers: vec![1, 2, 3],
    };
    assert!(both_ways(search).is_err());
    let bad_set = Spec {
        kind: Kind::SetNim,
        set: vec![0],
        ..Spec::default()
    };
    let search = RemotenessSearch {
        spec: bad_set,
        numbers: vec![1],
    };
    assert!(both_ways(search).is_err());
}

#[test]
fn set_nim_sequences_match_the_mex_rule() {
    for (text, set) in [
        ("2 5 7", vec![2, 5, 7]),
        ("1, 3, 4", vec![1, 3, 4]),
        ("3 4 9 11", vec![3, 4, 9, 11]),
        ("1", vec![1]),
        ("6 10 15", vec![6, 10, 15]),
        // Sets whose sequence starts with a preperiod (8 and 12 values).
        ("2 4 7", vec![2, 4, 7]),
        ("2 7 8", vec![2, 7, 8]),
    ] {
        let sequence = both_ways(SetNimSequence {
            set_text: text.to_owned(),
            table: 4096,
        })
        .unwrap();
        let period = sequence.period().unwrap();
        if set == [2, 4, 7] {
            assert_eq!((period.preperiod, period.period), (8, 3));
        }
        let len = 3 * (period.preperiod + period.period) + 100;
        let slow = set_nim_values(&set, len);
        for (n, &g) in slow.iter().enumerate() {
            assert_eq!(
                sequence.grundy_of(n as u64).map(u64::from),
                Some(g),
                "S = {text}, n = {n}"
            );
        }
        // The period is the least: no shorter shift repeats the values past the preperiod.
        for shorter in 1..period.period {
            let repeats = (period.preperiod..len - shorter).all(|n| slow[n] == slow[n + shorter]);
            assert!(!repeats, "S = {text}: {shorter} is a shorter period");
        }
        // Far piles take their value from the period.
        let far = u64::MAX - 12_345;
        let phase = (far - period.preperiod as u64) % period.period as u64;
        assert_eq!(
            sequence.grundy_of(far).map(u64::from),
            Some(slow[period.preperiod + phase as usize]),
            "S = {text}"
        );
        assert_eq!(
            sequence.set(),
            format!(
                "{{{}}}",
                set.iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        );
    }
}

#[test]
fn set_nim_sequences_report_bad_sets_and_small_tables() {
    let bad = |text: &str, table| {
        both_ways(SetNimSequence {
            set_text: text.to_owned(),
            table,
        })
        .unwrap_err()
    };
    assert!(bad("2 x", 4096).contains("\"x\""));
    assert!(!bad("0", 4096).is_empty());
    // S = {1000, 1337} needs more than 64 cells to certify a period.
    assert!(!bad("1000 1337", 64).is_empty());
}

#[test]
fn wythoff_grid_matches_the_mex_rule() {
    let side = 24;
    let table = both_ways(WythoffGrid { side }).unwrap();
    assert_eq!(table.len(), side * side);
    let mut g = vec![vec![0u64; side]; side];
    for a in 0..side {
        for b in 0..side {
            let mut options = Vec::new();
            options.extend((0..a).map(|i| g[i][b]));
            options.extend((0..b).map(|j| g[a][j]));
            options.extend((1..=a.min(b)).map(|k| g[a - k][b - k]));
            g[a][b] = mex(options);
        }
    }
    for a in 0..side {
        for b in 0..side {
            assert_eq!(u64::from(table[b * side + a]), g[a][b], "({a}, {b})");
        }
    }
}

#[test]
fn judge_runs_give_the_sample_outputs_and_the_errors() {
    for p in Problem::ALL {
        let run = JudgeRun {
            problem: p.id().to_owned(),
            input: p.sample_input().as_bytes().to_vec(),
        };
        assert_eq!(
            both_ways(run).as_deref(),
            Ok(p.sample_output()),
            "{}",
            p.id()
        );
    }
    let unknown = JudgeRun {
        problem: "no-such-problem".to_owned(),
        input: Vec::new(),
    };
    assert!(both_ways(unknown).unwrap_err().starts_with("problem: "));
    let bad = JudgeRun {
        problem: Problem::AcWing891.id().to_owned(),
        input: b"2\n1 x\n".to_vec(),
    };
    assert!(!both_ways(bad).unwrap_err().is_empty());
}

#[test]
fn bytes_that_are_no_task_are_an_error() {
    assert!(run_encoded(&[]).is_err());
    // The first byte names one of the four kinds of task.
    assert!(run_encoded(&[200, 1, 2, 3]).is_err());
    // A task cut short.
    let judge = task::encode(JudgeRun {
        problem: "acwing-891".to_owned(),
        input: b"2\n2 3\n".to_vec(),
    })
    .unwrap();
    assert!(run_encoded(&judge[..judge.len() - 2]).is_err());
}

//! The example scripts of examples/scripts, run by the engine, against independent answers:
//! each built-in game written as a script against the core's own game (closed forms and
//! tables, an implementation that shares nothing with the script) on every small position —
//! values, outcomes and the exact set of winning moves — and the other examples against
//! searches written here (a plain mex, retrograde analysis) and published values (OEIS).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap, VecDeque};

use grundy::any::Inline;
use grundy::graph::GraphOutcome;
use grundy::set_nim::SubtractionSet;
use grundy::{AnyGame, Convention, FromNumbers, Game, GameSpec};
use grundy_host::custom::{Solver, Value};
use grundy_script::{Script, ScriptRules};

/// The script of `examples/scripts/<name>.rhai`, compiled.
fn example(name: &str) -> Script {
    let path = format!(
        "{}/../../examples/scripts/{name}.rhai",
        env!("CARGO_MANIFEST_DIR")
    );
    let source = std::fs::read_to_string(&path).unwrap();
    Script::compile(&source).unwrap()
}

/// A solver of an example; remoteness (not checked here) within a small search.
fn solver(name: &str) -> Solver<ScriptRules> {
    Solver::new(example(name).rules()).with_search_budget(2000)
}

/// Every list of `len` numbers in `0..=max`.
fn tuples(len: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..len {
        all = all
            .into_iter()
            .flat_map(|t| {
                (0..=max).map(move |n| {
                    let mut t = t.clone();
                    t.push(n);
                    t
                })
            })
            .collect();
    }
    all
}

/// How positions are compared: as written, or as multisets of heaps (empty heaps dropped)
/// for games where the order of heaps does not matter.
#[derive(Clone, Copy)]
enum Same {
    Exactly,
    Heaps,
}

impl Same {
    fn key(self, p: &[u64]) -> Vec<u64> {
        match self {
            Self::Exactly => p.to_vec(),
            Self::Heaps => {
                let mut h: Vec<u64> = p.iter().copied().filter(|&n| n > 0).collect();
                h.sort_unstable();
                h
            }
        }
    }
}

/// The script `name` against the core's game `spec` at every position of `positions`:
/// the same value, the same outcome, and the same winning moves (the positions they lead to).
#[track_caller]
fn check_builtin(name: &str, spec: &GameSpec, positions: &[Vec<u64>], same: Same) {
    // Remoteness is not compared here (the core's search has its own tests): none searched.
    let mut solver = Solver::new(example(name).rules()).with_search_budget(0);
    let mut wins = 0;
    for p in positions {
        let game: AnyGame<Inline> = AnyGame::build(spec, p, &Inline).unwrap();
        let position = game.position(p).unwrap();
        let want = game.grundy(&position).unwrap();
        let a = solver.analyse(p).unwrap();
        assert_eq!(
            a.value,
            Value::Finite(want.to_u64().unwrap()),
            "{name} at {p:?}"
        );
        let outcome = match game.outcome(&position) {
            grundy::Outcome::N => GraphOutcome::Win,
            grundy::Outcome::P => GraphOutcome::Loss,
        };
        assert_eq!(a.outcome, outcome, "{name} at {p:?}");
        let core: BTreeSet<Vec<u64>> = game
            .winning_moves(&position)
            .map(|mv| same.key(game.play(position.clone(), mv).unwrap().numbers()))
            .collect();
        let script: BTreeSet<Vec<u64>> = a.winning().map(|c| same.key(&c.position)).collect();
        assert_eq!(script, core, "{name}: winning moves at {p:?}");
        wins += core.len();
        // Every option the script lists is a legal move of the core's game, and back.
        let options: BTreeSet<Vec<u64>> = a.options.iter().map(|c| same.key(&c.position)).collect();
        let legal: BTreeSet<Vec<u64>> = game
            .moves(&position)
            .map(|mv| same.key(game.play(position.clone(), mv).unwrap().numbers()))
            .collect();
        assert_eq!(options, legal, "{name}: options at {p:?}");
    }
    assert!(
        wins > positions.len() / 2,
        "{name}: too few winning moves to mean much"
    );
}

#[test]
fn nim_as_a_script_is_the_core_nim() {
    let positions: Vec<Vec<u64>> = (1..=3).flat_map(|len| tuples(len, 5)).collect();
    let spec = GameSpec::Nim {
        convention: Convention::Normal,
    };
    check_builtin("builtin/nim", &spec, &positions, Same::Heaps);
}

#[test]
fn bash_as_a_script_is_the_core_bash() {
    let positions: Vec<Vec<u64>> = (0..=40).map(|n| vec![n]).collect();
    let spec = GameSpec::Bash {
        max_take: 3,
        convention: Convention::Normal,
    };
    check_builtin("builtin/bash", &spec, &positions, Same::Exactly);
}

#[test]
fn wythoff_as_a_script_is_the_core_wythoff() {
    check_builtin(
        "builtin/wythoff",
        &GameSpec::Wythoff,
        &tuples(2, 14),
        Same::Exactly,
    );
}

#[test]
fn staircase_as_a_script_is_the_core_staircase() {
    let positions: Vec<Vec<u64>> = (1..=3).flat_map(|len| tuples(len, 4)).collect();
    check_builtin(
        "builtin/staircase",
        &GameSpec::Staircase,
        &positions,
        Same::Exactly,
    );
}

#[test]
fn set_nim_as_a_script_is_the_core_set_nim() {
    let spec = GameSpec::SetNim {
        set: SubtractionSet::new(&[2, 5, 7]).unwrap(),
    };
    let mut positions: Vec<Vec<u64>> = (0..=40).map(|n| vec![n]).collect();
    positions.extend(tuples(2, 12));
    check_builtin("builtin/set", &spec, &positions, Same::Heaps);
}

#[test]
fn split_nim_as_a_script_is_the_core_split_nim() {
    let mut positions: Vec<Vec<u64>> = (0..=12).map(|n| vec![n]).collect();
    positions.extend(tuples(2, 6));
    check_builtin(
        "builtin/split",
        &GameSpec::SplitNim,
        &positions,
        Same::Heaps,
    );
}

#[test]
fn dawsons_kayles_and_kayles_as_scripts_are_the_core_octal_games() {
    for (name, code) in [("builtin/dawson", "0.07"), ("kayles", "0.77")] {
        let spec = GameSpec::Octal {
            code: code.parse().unwrap(),
        };
        let mut positions: Vec<Vec<u64>> = (0..=30).map(|n| vec![n]).collect();
        positions.extend(tuples(2, 9));
        check_builtin(name, &spec, &positions, Same::Heaps);
    }
}

/// The values of one heap by a plain mex written here, for a game whose move from a heap of
/// `n` leaves the heaps listed by `options(n)`.
fn heap_values(upto: u64, options: impl Fn(u64) -> Vec<Vec<u64>>) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let seen: BTreeSet<u64> = options(n)
            .iter()
            .map(|o| o.iter().fold(0, |x, &h| x ^ g[h as usize]))
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

fn values(name: &str, upto: u64) -> Vec<u64> {
    let roots: Vec<Vec<u64>> = (0..=upto).map(|n| vec![n]).collect();
    let refs: Vec<&[u64]> = roots.iter().map(Vec::as_slice).collect();
    solver(name)
        .values(&refs)
        .unwrap()
        .iter()
        .map(|v| v.finite().unwrap())
        .collect()
}

#[test]
fn grundys_game_matches_oeis_a002188_and_a_plain_mex() {
    // OEIS A002188, the first 40 terms.
    let a002188 = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4,
    ];
    let want = heap_values(300, |n| {
        (1..n.div_ceil(2)).map(|a| vec![a, n - a]).collect()
    });
    assert_eq!(want[..40], a002188);
    assert_eq!(values("grundy", 300), want);
    assert!(example("grundy").parts_are_heaps());
}

#[test]
fn laskers_nim_follows_its_formula() {
    let got = values("lasker", 120);
    for (n, &g) in got.iter().enumerate() {
        let n = n as u64;
        let want = match n % 4 {
            0 if n > 0 => n - 1,
            3 => n + 1,
            _ => n,
        };
        assert_eq!(g, want, "heap {n}");
    }
}

#[test]
fn squares_lose_exactly_on_oeis_a030193() {
    // OEIS A030193: the losing heaps of the subtraction game with S = squares.
    let a030193 = [
        0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85,
    ];
    let got = values("squares", 85);
    let zeros: Vec<u64> = (0..=85).filter(|&n| got[n as usize] == 0).collect();
    assert_eq!(zeros, a030193);
    let want = heap_values(300, |n| {
        (1..)
            .map(|k| k * k)
            .take_while(|&s| s <= n)
            .map(|s| vec![n - s])
            .collect()
    });
    assert_eq!(values("squares", 300), want);
}

#[test]
fn kayles_matches_a_plain_mex_and_its_period() {
    let want = heap_values(250, |n| {
        let mut out = Vec::new();
        for take in 1..=2u64.min(n) {
            for left in 0..=n - take {
                out.push(vec![left, n - take - left]);
            }
        }
        out
    });
    assert_eq!(values("kayles", 250), want);
    // Period 12 from heap 71 (Guy and Smith).
    assert!((71..=238).all(|n| want[n] == want[n + 12]));
}

#[test]
fn northcotts_game_is_nim_on_the_gaps() {
    let mut solver = solver("northcott");
    let rows: Vec<(u64, u64)> = (0..8)
        .flat_map(|a| (a + 1..8).map(move |b| (a, b)))
        .collect();
    for &(a, b) in &rows {
        assert_eq!(solver.value(&[a, b]).unwrap(), Value::Finite(b - a - 1));
        for &(c, d) in rows.iter().step_by(3) {
            let want = (b - a - 1) ^ (d - c - 1);
            assert_eq!(solver.value(&[a, b, c, d]).unwrap(), Value::Finite(want));
        }
    }
}

/// The loopy example's graph, written again here.
fn loopy_edges(node: u64) -> Vec<u64> {
    match node {
        0 => vec![1],
        1 => vec![2],
        2 => vec![0, 3],
        3 => vec![4],
        5 => vec![5, 4],
        6 => vec![7],
        7 => vec![6],
        _ => vec![],
    }
}

/// Retrograde analysis of the tokens game on `loopy_edges`: every whole position of up to
/// `tokens` tokens on nodes 0..=8 (sorted, since tokens are alike), who wins, and the
/// remoteness by the textbook queue.
fn loopy_oracle(tokens: usize) -> HashMap<Vec<u64>, (GraphOutcome, Option<u32>)> {
    let mut all: Vec<Vec<u64>> = Vec::new();
    for len in 1..=tokens {
        for t in tuples(len, 8) {
            if t.windows(2).all(|w| w[0] <= w[1]) {
                all.push(t);
            }
        }
    }
    let index: HashMap<Vec<u64>, usize> = all
        .iter()
        .cloned()
        .enumerate()
        .map(|(i, p)| (p, i))
        .collect();
    let adj: Vec<Vec<usize>> = all
        .iter()
        .map(|p| {
            let mut next = Vec::new();
            for i in 0..p.len() {
                for to in loopy_edges(p[i]) {
                    let mut q = p.clone();
                    q[i] = to;
                    q.sort_unstable();
                    next.push(index[&q]);
                }
            }
            next
        })
        .collect();
    let n = all.len();
    let mut radj = vec![Vec::new(); n];
    for (u, next) in adj.iter().enumerate() {
        for &v in next {
            radj[v].push(u);
        }
    }
    let mut left: Vec<usize> = adj.iter().map(Vec::len).collect();
    let mut result: Vec<Option<(GraphOutcome, u32)>> = vec![None; n];
    let mut queue: VecDeque<usize> = (0..n).filter(|&u| left[u] == 0).collect();
    for &u in &queue {
        result[u] = Some((GraphOutcome::Loss, 0));
    }
    while let Some(v) = queue.pop_front() {
        let (o, r) = result[v].unwrap();
        for &u in &radj[v] {
            if result[u].is_some() {
                continue;
            }
            if o == GraphOutcome::Loss {
                result[u] = Some((GraphOutcome::Win, r + 1));
                queue.push_back(u);
            } else {
                left[u] -= 1;
                if left[u] == 0 {
                    result[u] = Some((GraphOutcome::Loss, r + 1));
                    queue.push_back(u);
                }
            }
        }
    }
    all.into_iter()
        .zip(result)
        .map(|(p, r)| {
            let r = r.map_or((GraphOutcome::Draw, None), |(o, r)| (o, Some(r)));
            (p, r)
        })
        .collect()
}

#[test]
fn the_loopy_example_matches_retrograde_analysis_with_draws() {
    let oracle = loopy_oracle(3);
    let mut solver = solver("loopy");
    let mut kinds: HashMap<GraphOutcome, usize> = HashMap::new();
    for (p, &(outcome, remoteness)) in &oracle {
        let a = solver.analyse(p).unwrap();
        assert_eq!(a.outcome, outcome, "{p:?}");
        *kinds.entry(outcome).or_default() += 1;
        if outcome != GraphOutcome::Draw {
            assert_eq!(
                a.remoteness.as_ref().ok().copied().flatten(),
                remoteness,
                "{p:?}"
            );
        }
        for c in &a.options {
            let mut key = c.position.clone();
            key.sort_unstable();
            assert_eq!(c.outcome, oracle[&key].0, "{p:?} → {:?}", c.position);
        }
    }
    assert!(
        kinds.len() == 3 && kinds.values().all(|&k| k >= 10),
        "{kinds:?}"
    );
    // Values: node 2 is ∞({1}), node 5 ∞({0}), the cycle 6 ⇄ 7 ∞({}).
    assert_eq!(solver.value(&[2]).unwrap(), Value::Infinite(vec![1]));
    assert_eq!(solver.value(&[5]).unwrap(), Value::Infinite(vec![0]));
    assert_eq!(solver.value(&[6]).unwrap(), Value::Infinite(vec![]));
    assert_eq!(solver.value(&[3]).unwrap(), Value::Finite(1));
}

//! Green Hackenbush against a brute force of the game itself (edges cut one by one, what
//! falls dropped), and Every-SG's rule against a brute force of the compound itself (a move
//! in every component that can move), both written here.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap};

use grundy::every::{outcome, step, suspense};
use grundy::hackenbush::{Hackenbush, HackenbushError};
use grundy::strategy::{NoMemo, SearchError};
use grundy::{Bash, FromNumbers, Game, Nim, Outcome, Wythoff};

/// A small generator for the tests (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

// ---------------------------------------------------------------- Green Hackenbush

/// The edges of `present` (a bitmask) still joined to the root, by a search written here.
fn grounded(edges: &[(u32, u32)], root: u32, present: u32) -> u32 {
    let mut reached = BTreeSet::from([root]);
    loop {
        let before = reached.len();
        for (i, &(u, v)) in edges.iter().enumerate() {
            if present >> i & 1 == 1 && (reached.contains(&u) || reached.contains(&v)) {
                reached.insert(u);
                reached.insert(v);
            }
        }
        if reached.len() == before {
            break;
        }
    }
    (0..edges.len())
        .filter(|&i| present >> i & 1 == 1 && reached.contains(&edges[i].0))
        .fold(0, |m, i| m | 1 << i)
}

fn brute_hackenbush(
    edges: &[(u32, u32)],
    root: u32,
    present: u32,
    memo: &mut HashMap<u32, u32>,
) -> u32 {
    if let Some(&v) = memo.get(&present) {
        return v;
    }
    let values: BTreeSet<u32> = (0..edges.len())
        .filter(|&i| present >> i & 1 == 1)
        .map(|i| {
            let after = grounded(edges, root, present & !(1 << i));
            brute_hackenbush(edges, root, after, memo)
        })
        .collect();
    let v = (0..).find(|v| !values.contains(v)).unwrap();
    memo.insert(present, v);
    v
}

fn check_graph(vertices: usize, root: u32, edges: &[(u32, u32)]) {
    let game = Hackenbush::new(vertices, root, edges).unwrap();
    let mut scratch = vec![0; game.scratch_len()];
    let mut memo = HashMap::new();
    let all = grounded(edges, root, (1 << edges.len()) - 1);
    let value = brute_hackenbush(edges, root, all, &mut memo);
    assert_eq!(
        game.value(&mut scratch).unwrap(),
        value,
        "{edges:?} from {root}"
    );
    let mut kept = 0u32;
    game.grounded(None, &mut scratch, |e| kept |= 1 << e)
        .unwrap();
    assert_eq!(kept, all, "{edges:?}");
    for target in 0..6 {
        let cuts: Vec<usize> = game.cuts_to(target, &mut scratch).unwrap().collect();
        let brute: Vec<usize> = (0..edges.len())
            .filter(|&i| all >> i & 1 == 1)
            .filter(|&i| {
                brute_hackenbush(
                    edges,
                    root,
                    grounded(edges, root, all & !(1 << i)),
                    &mut memo,
                ) == target
            })
            .collect();
        assert_eq!(cuts, brute, "{edges:?} from {root} to {target}");
    }
    for e in 0..edges.len() {
        let after = game.value_after(e, &mut scratch);
        if all >> e & 1 == 0 {
            assert_eq!(after, Err(HackenbushError::Fallen { edge: e }));
        } else {
            let mut left = 0u32;
            game.grounded(Some(e), &mut scratch, |f| left |= 1 << f)
                .unwrap();
            assert_eq!(left, grounded(edges, root, all & !(1 << e)));
        }
    }
    let winning: Vec<usize> = game.winning_cuts(&mut scratch).unwrap().collect();
    assert_eq!(winning.is_empty(), value == 0, "{edges:?}");
}

#[test]
fn hackenbush_on_known_graphs() {
    // A stalk of n edges is worth n; a loop is worth 1; a triangle fuses to 3 loops (1).
    check_graph(4, 0, &[(0, 1), (1, 2), (2, 3)]);
    check_graph(1, 0, &[(0, 0)]);
    check_graph(3, 0, &[(0, 1), (1, 2), (2, 0)]);
    // The example graph of `grundy hint hackenbush --root 0 --edges "0-1 1-2 2-0 1-3"`, and two edges between the same vertices (a 2-cycle).
    check_graph(4, 0, &[(0, 1), (1, 2), (2, 0), (1, 3)]);
    check_graph(3, 0, &[(0, 1), (0, 1), (1, 2)]);
    // Edges never joined to the ground, and a root in the middle of a path.
    check_graph(5, 0, &[(0, 1), (2, 3), (3, 4), (4, 2)]);
    check_graph(5, 2, &[(0, 1), (1, 2), (2, 3), (3, 4)]);
    let game = Hackenbush::new(4, 0, &[(0, 1), (1, 2), (2, 3)]).unwrap();
    let mut scratch = vec![0; game.scratch_len()];
    assert_eq!(game.value(&mut scratch).unwrap(), 3);
    let stalks = [(0, 1), (0, 2), (2, 3), (0, 4), (4, 5), (5, 6)];
    let game = Hackenbush::new(7, 0, &stalks).unwrap();
    let mut scratch = vec![0; game.scratch_len()];
    assert_eq!(game.value(&mut scratch).unwrap(), 1 ^ 2 ^ 3);
}

#[test]
fn hackenbush_matches_a_brute_force_on_random_graphs() {
    let mut rng = Rng(0x5eed_0020);
    for round in 0..1500 {
        let vertices = 1 + (rng.next() % 6) as usize;
        let n_edges = (rng.next() % 10) as usize;
        let edges: Vec<(u32, u32)> = (0..n_edges)
            .map(|_| {
                let u = (rng.next() % vertices as u64) as u32;
                // Loops and repeated edges now and then.
                let v = if rng.next().is_multiple_of(7) {
                    u
                } else {
                    (rng.next() % vertices as u64) as u32
                };
                (u, v)
            })
            .collect();
        let root = if round % 3 == 0 {
            (rng.next() % vertices as u64) as u32
        } else {
            0
        };
        check_graph(vertices, root, &edges);
    }
}

#[test]
fn hackenbush_refuses_bad_graphs_and_short_scratch() {
    assert_eq!(
        Hackenbush::new(2, 0, &[(0, 2)]),
        Err(HackenbushError::NoSuchVertex {
            edge: 0,
            vertex: 2,
            vertices: 2
        })
    );
    assert!(matches!(
        Hackenbush::new(2, 5, &[]),
        Err(HackenbushError::NoSuchRoot { .. })
    ));
    assert!(matches!(
        Hackenbush::new(0, 0, &[]),
        Err(HackenbushError::NoSuchRoot { .. })
    ));
    let game = Hackenbush::new(2, 0, &[(0, 1)]).unwrap();
    let mut short = vec![0; game.scratch_len() - 1];
    assert!(matches!(
        game.value(&mut short),
        Err(HackenbushError::Scratch { .. })
    ));
    assert!(game.winning_cuts(&mut short).is_err());
    let mut scratch = vec![0; game.scratch_len()];
    assert_eq!(
        game.value_after(3, &mut scratch),
        Err(HackenbushError::NoSuchEdge { edge: 3, edges: 1 })
    );
    // A long path needs no stack: 200 000 edges.
    let path: Vec<(u32, u32)> = (0..200_000).map(|i| (i, i + 1)).collect();
    let game = Hackenbush::new(200_001, 0, &path).unwrap();
    let mut scratch = vec![0; game.scratch_len()];
    assert_eq!(game.value(&mut scratch).unwrap(), 200_000);
}

// ---------------------------------------------------------------- Every-SG

/// A component of the compounds tried: a Nim position, a Bash pile (k = 2) or a Wythoff pair,
/// with its moves written here.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Part {
    Nim(Vec<u64>),
    Bash(u64),
    Wythoff(u64, u64),
}

impl Part {
    fn options(&self) -> Vec<Part> {
        match self {
            Part::Nim(piles) => {
                let mut out = Vec::new();
                for i in 0..piles.len() {
                    for v in 0..piles[i] {
                        let mut p = piles.clone();
                        p[i] = v;
                        out.push(Part::Nim(p));
                    }
                }
                out
            }
            Part::Bash(n) => (1..=2.min(*n)).map(|t| Part::Bash(n - t)).collect(),
            Part::Wythoff(a, b) => {
                let mut out: Vec<Part> = (0..*a).map(|x| Part::Wythoff(x, *b)).collect();
                out.extend((0..*b).map(|y| Part::Wythoff(*a, y)));
                out.extend((1..=*a.min(b)).map(|t| Part::Wythoff(a - t, b - t)));
                out
            }
        }
    }

    /// The suspense number and outcome from the core, through the component's `Game`.
    fn suspense(&self) -> (u64, Outcome) {
        let solved = match self {
            Part::Nim(piles) => {
                let g = Nim::normal();
                suspense(&g, &g.position(piles).unwrap(), 1_000_000, &mut NoMemo)
            }
            Part::Bash(n) => {
                let g = Bash::new(2).unwrap();
                suspense(&g, &g.position(&[*n]).unwrap(), 1_000_000, &mut NoMemo)
            }
            Part::Wythoff(a, b) => {
                let g = Wythoff;
                suspense(&g, &g.position(&[*a, *b]).unwrap(), 1_000_000, &mut NoMemo)
            }
        }
        .unwrap();
        (solved.remoteness, solved.outcome)
    }

    /// The option the core's `step` chooses.
    fn step(&self) -> Option<Part> {
        match self {
            Part::Nim(piles) => {
                let g = Nim::normal();
                let p = g.position(piles).unwrap();
                let mv = step(&g, &p, 1_000_000, &mut NoMemo).unwrap()?;
                Some(Part::Nim(g.play(p, mv).unwrap().as_slice().to_vec()))
            }
            Part::Bash(n) => {
                let g = Bash::new(2).unwrap();
                let p = g.position(&[*n]).unwrap();
                let mv = step(&g, &p, 1_000_000, &mut NoMemo).unwrap()?;
                Some(Part::Bash(g.play(p, mv).unwrap().stones()))
            }
            Part::Wythoff(a, b) => {
                let g = Wythoff;
                let p = g.position(&[*a, *b]).unwrap();
                let mv = step(&g, &p, 1_000_000, &mut NoMemo).unwrap()?;
                let [x, y] = g.play(p, mv).unwrap().piles();
                Some(Part::Wythoff(x, y))
            }
        }
    }
}

/// Whether the player to move wins the compound, by searching the compound itself: a move
/// moves in every component that can move; whoever cannot move loses.
fn compound_wins(parts: &[Part], memo: &mut HashMap<Vec<Part>, bool>) -> bool {
    if let Some(&w) = memo.get(parts) {
        return w;
    }
    let mut combos: Vec<Vec<Part>> = vec![vec![]];
    let mut any = false;
    for p in parts {
        let options = p.options();
        let choices = if options.is_empty() {
            vec![p.clone()]
        } else {
            any = true;
            options
        };
        combos = combos
            .into_iter()
            .flat_map(|c| {
                choices.iter().map(move |o| {
                    let mut c = c.clone();
                    c.push(o.clone());
                    c
                })
            })
            .collect();
    }
    let wins = any && combos.iter().any(|c| !compound_wins(c, memo));
    memo.insert(parts.to_vec(), wins);
    wins
}

#[test]
fn every_sg_rule_matches_a_search_of_the_compound() {
    let mut parts = Vec::new();
    for a in 0..=3 {
        for b in a..=3 {
            parts.push(Part::Nim(vec![a, b]));
        }
    }
    parts.extend((0..=7).map(Part::Bash));
    for a in 0..=3 {
        for b in a..=4 {
            parts.push(Part::Wythoff(a, b));
        }
    }
    let mut memo = HashMap::new();
    let mut checked = 0;
    for (i, x) in parts.iter().enumerate() {
        let (sx, ox) = x.suspense();
        assert_eq!(sx % 2 == 1, ox == Outcome::N, "{x:?}: suspense {sx}");
        assert_eq!(
            compound_wins(std::slice::from_ref(x), &mut memo),
            ox == Outcome::N,
            "{x:?}"
        );
        for y in &parts[i..] {
            let (sy, _) = y.suspense();
            let pair = [x.clone(), y.clone()];
            let wins = compound_wins(&pair, &mut memo);
            assert_eq!(
                outcome([sx, sy]) == Outcome::N,
                wins,
                "{pair:?}: {sx}, {sy}"
            );
            // From a won compound, the core's step in every component wins: the compound
            // after it is lost for the opponent.
            if wins {
                let after: Vec<Part> = pair
                    .iter()
                    .map(|p| p.step().unwrap_or_else(|| p.clone()))
                    .collect();
                for (p, q) in pair.iter().zip(&after) {
                    assert!(
                        p.options().is_empty() || p.options().contains(q),
                        "{p:?} → {q:?}"
                    );
                }
                assert!(!compound_wins(&after, &mut memo), "{pair:?} → {after:?}");
            }
            checked += 1;
        }
    }
    assert!(checked > 500);
    // Three components.
    for (x, y, z) in [(0, 5, 9), (3, 7, 12), (1, 2, 20)] {
        let trio = [parts[x].clone(), parts[y].clone(), parts[z].clone()];
        let s: Vec<u64> = trio.iter().map(|p| p.suspense().0).collect();
        assert_eq!(
            outcome(s.iter().copied()) == Outcome::N,
            compound_wins(&trio, &mut memo),
            "{trio:?}"
        );
    }
    assert_eq!(outcome([]), Outcome::P);
}

#[test]
fn every_sg_refuses_past_its_budget() {
    let nim = Nim::normal();
    let p = nim.position(&[6, 7, 8]).unwrap();
    assert_eq!(
        suspense(&nim, &p, 10, &mut NoMemo),
        Err(SearchError::Budget { budget: 10 })
    );
    assert!(step(&nim, &p, 10, &mut NoMemo).is_err());
    let terminal = nim.position(&[0, 0]).unwrap();
    assert_eq!(step(&nim, &terminal, 10, &mut NoMemo), Ok(None));
    assert_eq!(
        suspense(&nim, &terminal, 10, &mut NoMemo)
            .unwrap()
            .remoteness,
        0
    );
}

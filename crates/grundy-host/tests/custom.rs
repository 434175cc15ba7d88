//! Games given by callbacks, against searches written here: a plain recursive mex over heaps
//! (Grundy's game, Kayles), and for random loopy games whose moves may split a token in two,
//! retrograde analysis of every whole position (who wins, which moves win) and remoteness by
//! rounds from its definition. Values are checked through sums with a Nim heap: a position
//! of value `g` plus a heap of `h` is lost exactly when `h = g`; a position of value `∞(K)`
//! plus a heap of `h` is won exactly when `h ∈ K` and drawn otherwise.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap, VecDeque};

use grundy::graph::GraphOutcome;
use grundy::rng::SplitMix64;
use grundy_host::custom::{Call, Positions, Progress, Rules, SolveError, Solver, Value};

/// A callback's answer: positions, or why not.
type Listed = Result<Vec<Vec<u64>>, String>;
type Gen = Box<dyn FnMut(&[u64]) -> Listed + Send>;

/// Rules from two closures: moves, and parts when given.
struct Fns {
    moves: Gen,
    parts: Option<Gen>,
    calls: u64,
    stop_after: Option<u64>,
}

impl Fns {
    fn new(moves: Gen, parts: Option<Gen>) -> Self {
        Self {
            moves,
            parts,
            calls: 0,
            stop_after: None,
        }
    }
}

impl Rules for Fns {
    type Error = String;

    fn moves(&mut self, p: &[u64], out: &mut Positions) -> Result<(), String> {
        self.calls += 1;
        for o in (self.moves)(p)? {
            out.push(&o);
        }
        Ok(())
    }

    fn parts(&mut self, p: &[u64], out: &mut Positions) -> Result<bool, String> {
        let Some(parts) = self.parts.as_mut() else {
            return Ok(false);
        };
        for q in parts(p)? {
            out.push(&q);
        }
        Ok(true)
    }

    fn name(&mut self) -> Result<Option<String>, String> {
        Ok(Some("test".to_owned()))
    }

    fn checkpoint(&mut self, progress: Progress) -> Result<(), String> {
        match self.stop_after {
            Some(n) if self.calls > n => {
                Err(format!("stopped at {} positions", progress.positions))
            }
            _ => Ok(()),
        }
    }
}

/// Grundy's game over any number of heaps: split one heap into two unequal non-empty heaps.
fn grundy_moves(p: &[u64]) -> Result<Vec<Vec<u64>>, String> {
    let mut out = Vec::new();
    for (i, &n) in p.iter().enumerate() {
        for a in 1..n.div_ceil(2) {
            let mut q = p.to_vec();
            q[i] = a;
            q.push(n - a);
            out.push(q);
        }
    }
    Ok(out)
}

fn heaps(p: &[u64]) -> Result<Vec<Vec<u64>>, String> {
    Ok(p.iter().filter(|&&n| n > 0).map(|&n| vec![n]).collect())
}

/// Kayles: knock down one pin or two adjacent pins from a row, splitting it.
fn kayles_moves(p: &[u64]) -> Result<Vec<Vec<u64>>, String> {
    let mut out = Vec::new();
    for (i, &n) in p.iter().enumerate() {
        for take in 1..=2u64.min(n) {
            for left in 0..=n - take {
                let mut q = p.to_vec();
                q[i] = left;
                q.push(n - take - left);
                // Heaps in order: a position is the same game whatever the order.
                q.sort_unstable();
                out.push(q);
            }
        }
    }
    Ok(out)
}

/// The values of one heap by a plain recursive mex written here, for a game whose move from
/// a heap `n` leaves two heaps `(a, b)` listed by `splits`.
fn heap_values(upto: u64, splits: impl Fn(u64) -> Vec<(u64, u64)>) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let seen: BTreeSet<u64> = splits(n)
            .into_iter()
            .map(|(a, b)| g[a as usize] ^ g[b as usize])
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

fn grundy_splits(n: u64) -> Vec<(u64, u64)> {
    (1..n.div_ceil(2)).map(|a| (a, n - a)).collect()
}

fn kayles_splits(n: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    for take in 1..=2u64.min(n) {
        for left in 0..=n - take {
            out.push((left, n - take - left));
        }
    }
    out
}

#[test]
fn grundys_game_by_parts_equals_a_plain_mex_and_oeis_a002188() {
    let want = heap_values(200, grundy_splits);
    // OEIS A002188, the first 30 terms.
    let a002188 = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
    ];
    assert_eq!(want[..30], a002188);
    let mut solver = Solver::new(Fns::new(Box::new(grundy_moves), Some(Box::new(heaps))));
    let roots: Vec<Vec<u64>> = (0..=200).map(|n| vec![n]).collect();
    let refs: Vec<&[u64]> = roots.iter().map(Vec::as_slice).collect();
    let values = solver.values(&refs).unwrap();
    let got: Vec<u64> = values.iter().map(|v| v.finite().unwrap()).collect();
    assert_eq!(got, want);
    // Sums: the nim-sum of the heaps' values.
    for (a, b, c) in [(3, 5, 7), (20, 13, 8), (100, 0, 77)] {
        let v = solver.value(&[a, b, c]).unwrap();
        assert_eq!(
            v,
            Value::Finite(want[a as usize] ^ want[b as usize] ^ want[c as usize])
        );
    }
    assert_eq!(solver.name().unwrap().as_deref(), Some("test"));
}

/// A part whose options' parts are all solved when it is expanded is solved at once; the
/// others wait for the search that values what is left. Every order of asking mixes the two
/// differently, and every one must give the plain mex.
#[test]
fn parts_solved_at_once_or_later_agree_with_a_plain_mex_in_every_order_of_asking() {
    let want = heap_values(120, kayles_splits);
    let kayles = || Solver::new(Fns::new(Box::new(kayles_moves), Some(Box::new(heaps))));
    let check = |solver: &mut Solver<Fns>, order: &[u64]| {
        let roots: Vec<Vec<u64>> = order.iter().map(|&n| vec![n]).collect();
        let refs: Vec<&[u64]> = roots.iter().map(Vec::as_slice).collect();
        let got = solver.values(&refs).unwrap();
        for (&n, v) in order.iter().zip(&got) {
            assert_eq!(*v, Value::Finite(want[n as usize]), "heap {n} in {order:?}");
        }
    };
    // Increasing: each heap's options are solved before it (all at once). Decreasing: none
    // are (all later). One large heap, then smaller ones: those are all known already.
    check(&mut kayles(), &(0..=120).collect::<Vec<_>>());
    check(&mut kayles(), &(0..=120).rev().collect::<Vec<_>>());
    let mut solver = kayles();
    check(&mut solver, &[120]);
    check(&mut solver, &(0..=120).step_by(7).collect::<Vec<_>>());
    // Random orders and subsets, some asked one at a time, on a solver that keeps what it
    // learnt between questions.
    let mut rng = SplitMix64::new(7);
    for _ in 0..20 {
        let mut solver = kayles();
        for _ in 0..4 {
            let len = 1 + (rng.next_u64() % 12) as usize;
            let order: Vec<u64> = (0..len).map(|_| rng.next_u64() % 121).collect();
            check(&mut solver, &order);
        }
    }
}

#[test]
fn kayles_by_parts_and_whole_positions_without_parts_agree_with_a_plain_mex() {
    let want = heap_values(40, kayles_splits);
    let mut by_parts = Solver::new(Fns::new(Box::new(kayles_moves), Some(Box::new(heaps))));
    let mut whole = Solver::new(Fns::new(Box::new(kayles_moves), None));
    for n in 0..=40u64 {
        assert_eq!(
            by_parts.value(&[n]).unwrap(),
            Value::Finite(want[n as usize]),
            "{n}"
        );
    }
    for a in 0..=7u64 {
        for b in 0..=7u64 {
            let g = want[a as usize] ^ want[b as usize];
            assert_eq!(
                by_parts.value(&[a, b]).unwrap(),
                Value::Finite(g),
                "{a} {b}"
            );
            // Without parts every whole position is expanded: the same value.
            assert_eq!(whole.value(&[a, b]).unwrap(), Value::Finite(g), "{a} {b}");
        }
    }
}

#[test]
fn hints_list_each_distinct_winning_option_once_with_remoteness() {
    let want = heap_values(30, kayles_splits);
    let mut solver = Solver::new(Fns::new(Box::new(kayles_moves), Some(Box::new(heaps))));
    for n in 0..=12u64 {
        for m in 0..=n.min(6) {
            let a = solver.analyse(&[m, n]).unwrap();
            let g = want[n as usize] ^ want[m as usize];
            assert_eq!(a.value, Value::Finite(g));
            assert_eq!(a.outcome == GraphOutcome::Loss, g == 0);
            let options: BTreeSet<Vec<u64>> = kayles_moves(&[m, n]).unwrap().into_iter().collect();
            assert_eq!(
                a.options.len(),
                options.len(),
                "distinct options of {n} {m}"
            );
            let winning: BTreeSet<Vec<u64>> = options
                .iter()
                .filter(|o| {
                    let x = o.iter().fold(0, |x, &h| x ^ want[h as usize]);
                    x == 0
                })
                .cloned()
                .collect();
            let got: BTreeSet<Vec<u64>> = a.winning().map(|c| c.position.clone()).collect();
            assert_eq!(got, winning, "{n} {m}");
            assert_eq!(a.winning().count(), winning.len());
            let r = a.remoteness.as_ref().unwrap().unwrap();
            assert_eq!(r, whole_remoteness(&[m, n], &mut kayles_moves), "{n} {m}");
            match a.best() {
                Some(best) if g != 0 => {
                    assert_eq!(best.outcome, GraphOutcome::Loss);
                    assert_eq!(best.remoteness, Some(r - 1));
                }
                Some(best) => {
                    assert_eq!(best.outcome, GraphOutcome::Win);
                    assert_eq!(best.remoteness, Some(r - 1));
                }
                None => assert_eq!(r, 0),
            }
        }
    }
}

/// Remoteness of an acyclic game by plain recursion over whole positions (sorted).
fn whole_remoteness(p: &[u64], moves: &mut dyn FnMut(&[u64]) -> Listed) -> u32 {
    fn go(
        p: Vec<u64>,
        moves: &mut dyn FnMut(&[u64]) -> Listed,
        memo: &mut HashMap<Vec<u64>, (bool, u32)>,
    ) -> (bool, u32) {
        if let Some(&r) = memo.get(&p) {
            return r;
        }
        let options = moves(&p).unwrap();
        let results: Vec<(bool, u32)> = options.into_iter().map(|o| go(o, moves, memo)).collect();
        let lost_options: Vec<u32> = results.iter().filter(|r| !r.0).map(|r| r.1).collect();
        let r = if results.is_empty() {
            (false, 0)
        } else if let Some(&fastest) = lost_options.iter().min() {
            (true, fastest + 1)
        } else {
            (false, results.iter().map(|r| r.1).max().unwrap() + 1)
        };
        memo.insert(p, r);
        r
    }
    go(p.to_vec(), moves, &mut HashMap::new()).1
}

/// A random loopy game of tokens: node `u` has a weight `w(u)` in 1..=3 and options, each
/// leaving 0, 1 or 2 tokens of total weight at most `w(u)` (one token of equal weight makes
/// loops possible; a split strictly lowers each token's weight, so the positions reachable
/// from any start are finitely many). Nodes from `HEAP` on are Nim heaps (weight 0): the
/// heap of `h` moves to every smaller heap.
#[derive(Clone, Debug)]
struct TokenGame {
    options: Vec<Vec<Vec<u64>>>,
}

const HEAP: u64 = 100;

impl TokenGame {
    fn random(rng: &mut SplitMix64) -> Self {
        let n = 2 + rng.below(5) as usize;
        let weight: Vec<u64> = (0..n).map(|_| 1 + rng.below(3)).collect();
        let mut options = vec![Vec::new(); n];
        for u in 0..n {
            for _ in 0..rng.below(4) {
                let kind = rng.below(5);
                let pick = |rng: &mut SplitMix64, max: u64| -> Option<u64> {
                    let fit: Vec<u64> = (0..n as u64)
                        .filter(|&v| weight[v as usize] <= max)
                        .collect();
                    (!fit.is_empty()).then(|| fit[rng.below(fit.len() as u64) as usize])
                };
                let option = match kind {
                    0 => Some(vec![]),
                    1 | 2 => pick(rng, weight[u]).map(|v| vec![v]),
                    _ if weight[u] >= 2 => {
                        let a = pick(rng, weight[u] - 1);
                        let b = a.and_then(|a| pick(rng, weight[u] - weight[a as usize]));
                        a.zip(b).map(|(a, b)| vec![a, b])
                    }
                    _ => None,
                };
                if let Some(mut o) = option {
                    o.sort_unstable();
                    options[u].push(o);
                }
            }
        }
        Self { options }
    }

    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &t) in p.iter().enumerate() {
            let rest = || {
                let mut r = p.to_vec();
                r.remove(i);
                r
            };
            let results: Vec<Vec<u64>> = if t >= HEAP {
                (HEAP..t).map(|j| vec![j]).collect()
            } else {
                self.options[t as usize].clone()
            };
            for o in results {
                let mut q = rest();
                q.extend(o);
                q.sort_unstable();
                out.push(q);
            }
        }
        out
    }

    fn rules(&self, with_parts: bool) -> Fns {
        let game = self.clone();
        let parts: Option<Gen> = with_parts
            .then(|| Box::new(|p: &[u64]| Ok(p.iter().map(|&t| vec![t]).collect())) as Gen);
        Fns::new(Box::new(move |p| Ok(game.moves(p))), parts)
    }
}

/// Every whole position reachable from `start`, its moves, and retrograde analysis: who
/// wins each, and remoteness by rounds from its definition.
struct Oracle {
    index: HashMap<Vec<u64>, usize>,
    adj: Vec<Vec<usize>>,
    outcome: Vec<GraphOutcome>,
    remoteness: Vec<Option<u32>>,
}

impl Oracle {
    fn new(game: &TokenGame, starts: &[Vec<u64>]) -> Self {
        let mut index = HashMap::new();
        let mut positions: Vec<Vec<u64>> = Vec::new();
        let mut queue = VecDeque::new();
        for s in starts {
            if !index.contains_key(s) {
                index.insert(s.clone(), positions.len());
                positions.push(s.clone());
                queue.push_back(s.clone());
            }
        }
        let mut adj: Vec<Vec<usize>> = Vec::new();
        while let Some(p) = queue.pop_front() {
            let mut next = Vec::new();
            for q in game.moves(&p) {
                let id = *index.entry(q.clone()).or_insert_with(|| {
                    positions.push(q.clone());
                    queue.push_back(q.clone());
                    positions.len() - 1
                });
                next.push(id);
            }
            let at = index[&p];
            if adj.len() <= at {
                adj.resize(at + 1, Vec::new());
            }
            adj[at] = next;
        }
        adj.resize(positions.len(), Vec::new());
        let n = adj.len();
        let mut radj = vec![Vec::new(); n];
        for (u, next) in adj.iter().enumerate() {
            for &v in next {
                radj[v].push(u);
            }
        }
        let mut left: Vec<usize> = adj.iter().map(Vec::len).collect();
        let mut outcome = vec![None; n];
        let mut queue: VecDeque<usize> = (0..n).filter(|&u| left[u] == 0).collect();
        for &u in &queue {
            outcome[u] = Some(GraphOutcome::Loss);
        }
        while let Some(v) = queue.pop_front() {
            for &u in &radj[v] {
                if outcome[u].is_some() {
                    continue;
                }
                if outcome[v] == Some(GraphOutcome::Loss) {
                    outcome[u] = Some(GraphOutcome::Win);
                    queue.push_back(u);
                } else {
                    left[u] -= 1;
                    if left[u] == 0 {
                        outcome[u] = Some(GraphOutcome::Loss);
                        queue.push_back(u);
                    }
                }
            }
        }
        let outcome: Vec<GraphOutcome> = outcome
            .into_iter()
            .map(|o| o.unwrap_or(GraphOutcome::Draw))
            .collect();
        // Remoteness by rounds: round t labels won-in-t (odd) the nodes with a follower lost
        // in t − 1, and lost-in-t (even) those whose followers are all won, farthest t − 1.
        let mut remoteness: Vec<Option<u32>> =
            adj.iter().map(|a| a.is_empty().then_some(0)).collect();
        for t in 1..=(2 * n as u32 + 2) {
            let before = remoteness.clone();
            for u in 0..n {
                if before[u].is_some() {
                    continue;
                }
                if t % 2 == 1 {
                    if adj[u].iter().any(|&v| before[v] == Some(t - 1)) {
                        remoteness[u] = Some(t);
                    }
                } else if adj[u]
                    .iter()
                    .all(|&v| before[v].is_some_and(|r| r % 2 == 1))
                    && adj[u].iter().filter_map(|&v| before[v]).max() == Some(t - 1)
                {
                    remoteness[u] = Some(t);
                }
            }
        }
        Self {
            index,
            adj,
            outcome,
            remoteness,
        }
    }

    fn outcome(&self, p: &[u64]) -> GraphOutcome {
        self.outcome[self.index[p]]
    }
}

#[test]
fn random_loopy_token_games_match_retrograde_analysis_of_whole_positions() {
    let mut rng = SplitMix64::new(17);
    let mut kinds: HashMap<&str, usize> = HashMap::new();
    for case in 0..250 {
        let game = TokenGame::random(&mut rng);
        let n = game.options.len() as u64;
        let start: Vec<u64> = {
            let mut s: Vec<u64> = (0..1 + rng.below(2)).map(|_| rng.below(n)).collect();
            s.sort_unstable();
            s
        };
        const H: u64 = 10;
        let with_heaps: Vec<Vec<u64>> = (0..=H)
            .map(|h| {
                let mut s = start.clone();
                s.push(HEAP + h);
                s.sort_unstable();
                s
            })
            .collect();
        let mut starts = vec![start.clone()];
        starts.extend(with_heaps.iter().cloned());
        let oracle = Oracle::new(&game, &starts);
        let label = format!("case {case}: {game:?} from {start:?}");
        for with_parts in [true, false] {
            let mut solver = Solver::new(game.rules(with_parts));
            let value = solver.value(&start).unwrap();
            let heap = |h: u64| oracle.outcome(&with_heaps[h as usize]);
            match &value {
                Value::Finite(g) => {
                    *kinds.entry("finite").or_default() += 1;
                    assert!(*g <= H, "{label}: {value}");
                    for h in 0..=H {
                        let want = if h == *g {
                            GraphOutcome::Loss
                        } else {
                            GraphOutcome::Win
                        };
                        assert_eq!(heap(h), want, "{label}: value {value}, heap {h}");
                    }
                }
                Value::Infinite(k) => {
                    *kinds
                        .entry(if k.contains(&0) {
                            "infinite, won"
                        } else {
                            "infinite, drawn"
                        })
                        .or_default() += 1;
                    for h in 0..=H {
                        let want = if k.contains(&h) {
                            GraphOutcome::Win
                        } else {
                            GraphOutcome::Draw
                        };
                        assert_eq!(heap(h), want, "{label}: value {value}, heap {h}");
                    }
                }
            }
            // The hint: outcome, winning and drawing options, remoteness, the best move.
            let a = solver.analyse(&start).unwrap();
            assert_eq!(a.value, value, "{label}");
            assert_eq!(a.outcome, oracle.outcome(&start), "{label}");
            let options: BTreeSet<Vec<u64>> = game.moves(&start).into_iter().collect();
            assert_eq!(a.options.len(), options.len(), "{label}");
            for c in &a.options {
                assert_eq!(
                    c.outcome,
                    oracle.outcome(&c.position),
                    "{label}: option {:?}",
                    c.position
                );
            }
            let r = oracle.remoteness[oracle.index[&start]];
            match a.outcome {
                GraphOutcome::Draw => {
                    assert_eq!(a.remoteness, Ok(None), "{label}");
                    assert_eq!(r, None);
                    assert_eq!(a.best().unwrap().outcome, GraphOutcome::Draw, "{label}");
                }
                _ => {
                    assert_eq!(a.remoteness, Ok(r), "{label}");
                    if let Some(best) = a.best() {
                        assert_eq!(best.remoteness, r.map(|r| r - 1), "{label}");
                    } else {
                        assert_eq!(r, Some(0), "{label}");
                    }
                }
            }
            assert_eq!(
                oracle.adj[oracle.index[&start]].len(),
                game.moves(&start).len()
            );
        }
    }
    for kind in ["finite", "infinite, won", "infinite, drawn"] {
        assert!(kinds.get(kind).copied().unwrap_or(0) > 40, "{kinds:?}");
    }
}

#[test]
fn several_threads_find_the_same_values_as_one() {
    let roots: Vec<Vec<u64>> = (0..=400).map(|n| vec![n]).collect();
    let refs: Vec<&[u64]> = roots.iter().map(Vec::as_slice).collect();
    let want = heap_values(400, grundy_splits);
    #[derive(Clone)]
    struct Grundy;
    impl Rules for Grundy {
        type Error = String;
        fn moves(&mut self, p: &[u64], out: &mut Positions) -> Result<(), String> {
            for o in grundy_moves(p)? {
                out.push(&o);
            }
            Ok(())
        }
        fn parts(&mut self, p: &[u64], out: &mut Positions) -> Result<bool, String> {
            for q in heaps(p)? {
                out.push(&q);
            }
            Ok(true)
        }
    }
    for threads in [1, 2, 3, 8] {
        let mut solver = Solver::new(Grundy).with_workers(threads);
        let got: Vec<u64> = solver
            .values(&refs)
            .unwrap()
            .iter()
            .map(|v| v.finite().unwrap())
            .collect();
        assert_eq!(got, want, "{threads} threads");
    }
}

#[test]
fn a_failing_callback_is_named_with_its_position_and_the_solver_starts_afresh() {
    let moves: Gen = Box::new(|p: &[u64]| {
        if p == [7] {
            Err("seven is bad".to_owned())
        } else {
            Ok((0..p[0]).map(|k| vec![k]).collect())
        }
    });
    let mut solver = Solver::new(Fns::new(moves, None));
    let e = solver.value(&[9]).unwrap_err();
    assert_eq!(
        e,
        SolveError::Rules {
            call: Call::Moves,
            position: vec![7],
            error: "seven is bad".to_owned()
        }
    );
    assert_eq!(e.to_string(), "moves([7]): seven is bad");
    assert_eq!(solver.known(), 0, "the table is emptied after an error");
    assert_eq!(solver.value(&[6]).unwrap(), Value::Finite(6));
    let parts: Gen = Box::new(|_: &[u64]| Err("no parts today".to_owned()));
    let mut solver = Solver::new(Fns::new(Box::new(grundy_moves), Some(parts)));
    assert_eq!(
        solver.value(&[1, 2]).unwrap_err().to_string(),
        "parts([1, 2]): no parts today"
    );
}

#[test]
fn the_budget_stops_an_endless_game_and_says_how_far_it_got() {
    // Every move adds a stone: no position repeats and none is last.
    let moves: Gen = Box::new(|p: &[u64]| Ok(vec![vec![p[0] + 1]]));
    let mut solver = Solver::new(Fns::new(moves, None)).with_budget(1000);
    let e = solver.value(&[0]).unwrap_err();
    assert_eq!(
        e,
        SolveError::Budget {
            budget: 1000,
            explored: 1001
        }
    );
    assert_eq!(
        e.to_string(),
        "the game needs more positions than the state budget of 1000 (1001 explored)"
    );
    // A loopy game past the budget in its graph.
    let moves: Gen = Box::new(|p: &[u64]| Ok(vec![vec![(p[0] + 1) % 5000]]));
    let mut solver = Solver::new(Fns::new(moves, None)).with_budget(4000);
    assert!(matches!(
        solver.value(&[0]),
        Err(SolveError::Budget { budget: 4000, .. })
    ));
    solver.set_budget(6000);
    assert_eq!(solver.budget(), 6000);
    assert_eq!(solver.value(&[0]).unwrap(), Value::Infinite(vec![]));
    let a = solver.analyse(&[3]).unwrap();
    assert_eq!((a.outcome, &a.remoteness), (GraphOutcome::Draw, &Ok(None)));
}

#[test]
fn a_checkpoint_error_stops_the_work() {
    let mut rules = Fns::new(Box::new(grundy_moves), Some(Box::new(heaps)));
    rules.stop_after = Some(1500);
    let roots: Vec<Vec<u64>> = (0..=3000).map(|n| vec![n]).collect();
    let refs: Vec<&[u64]> = roots.iter().map(Vec::as_slice).collect();
    let mut solver = Solver::new(rules);
    let e = solver.values(&refs).unwrap_err();
    assert!(
        matches!(
            &e,
            SolveError::Rules {
                call: Call::Checkpoint,
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().starts_with("stopped at "), "{e}");
}

#[test]
fn empty_sums_and_empty_positions_are_lost_without_moves() {
    let mut solver = Solver::new(Fns::new(Box::new(grundy_moves), Some(Box::new(heaps))));
    assert_eq!(solver.value(&[]).unwrap(), Value::Finite(0));
    assert_eq!(solver.value(&[0, 0, 1, 2]).unwrap(), Value::Finite(0));
    let a = solver.analyse(&[2, 1]).unwrap();
    assert_eq!(
        (a.outcome, a.options.len(), &a.remoteness),
        (GraphOutcome::Loss, 0, &Ok(Some(0)))
    );
    assert!(a.best().is_none());
    assert_eq!(Value::Infinite(vec![0, 2]).to_string(), "∞({0, 2})");
    assert_eq!(Value::Finite(3).to_string(), "3");
}

#[test]
fn an_analysis_within_a_small_remoteness_budget_keeps_values_and_winning_moves() {
    // Grundy's game from a heap of 30: the remoteness search would explore its whole budget
    // of whole positions; within a budget of 0 it stops at once, and the rest is the same.
    let want = heap_values(40, grundy_splits);
    let mut solver = Solver::new(Fns::new(Box::new(grundy_moves), Some(Box::new(heaps))));
    for n in [7u64, 20, 30, 40] {
        let a = solver.analyse_within(&[n], 0).unwrap();
        assert_eq!(a.value, Value::Finite(want[n as usize]), "{n}");
        assert_eq!(a.outcome == GraphOutcome::Loss, want[n as usize] == 0);
        assert!(
            matches!(a.remoteness, Err(SolveError::SearchBudget { budget: 0 })),
            "{n}: {:?}",
            a.remoteness
        );
        let winning: BTreeSet<Vec<u64>> = grundy_moves(&[n])
            .unwrap()
            .into_iter()
            .filter(|o| o.iter().fold(0, |x, &h| x ^ want[h as usize]) == 0)
            .collect();
        let got: BTreeSet<Vec<u64>> = a.winning().map(|c| c.position.clone()).collect();
        assert_eq!(got, winning, "{n}");
    }
    // What was learnt is kept, and a full analysis still has the remoteness.
    assert!(solver.known() > 30);
    let a = solver.analyse_within(&[7], u64::MAX).unwrap();
    assert!(matches!(a.remoteness, Ok(Some(_))));
}

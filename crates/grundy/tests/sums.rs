//! Sums of games and the any-game type against a brute force over the sum itself: the
//! positions of a sum of two components are searched with the test's own move generators
//! (a move in exactly one component), so the Sprague–Grundy theorem is checked, not assumed.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap};

use grundy::any::{AnyPosition, Inline, Storage};
use grundy::error::{GrundyError, SumError};
use grundy::set_nim::SubtractionSet;
use grundy::strategy::{Memo, Solved, solve};
use grundy::sum::SumPosition;
use grundy::{AnyGame, Convention, FromNumbers, Game, GameSpec, Nimber, Outcome, Sum};
use proptest::prelude::*;

/// Tables as vectors, as a desktop front end keeps them.
#[derive(Clone, Copy, Debug, Default)]
struct Vecs;

impl Storage for Vecs {
    type Bytes = Vec<u8>;
    type Words = Vec<u16>;
    type Scratch = Vec<u32>;
    type Bits = Vec<u64>;
    fn bytes(&self, len: usize) -> Vec<u8> {
        vec![0; len.min(1 << 16)]
    }
    fn words(&self, len: usize) -> Vec<u16> {
        vec![0; len.min(1 << 16)]
    }
    fn bits(&self, len: usize) -> Vec<u64> {
        vec![0; len.min(1 << 16)]
    }
    fn scratch(&self, len: usize) -> Vec<u32> {
        vec![0; len.min(1 << 16)]
    }
}

/// A component's rules in the test's own terms: its moves on its numbers.
#[derive(Clone, Debug)]
enum Rule {
    Bash(u64),
    Wythoff,
    Nim,
    Staircase,
    Set(Vec<u64>),
    Split,
    /// An octal game by its digits after the point: d₁, d₂, …
    Octal(&'static str),
}

impl Rule {
    fn spec(&self) -> GameSpec {
        match self {
            Self::Bash(k) => GameSpec::Bash {
                max_take: *k,
                convention: Convention::Normal,
            },
            Self::Wythoff => GameSpec::Wythoff,
            Self::Nim => GameSpec::Nim {
                convention: Convention::Normal,
            },
            Self::Staircase => GameSpec::Staircase,
            Self::Set(s) => GameSpec::SetNim {
                set: SubtractionSet::new(s).unwrap(),
            },
            Self::Split => GameSpec::SplitNim,
            Self::Octal(code) => GameSpec::Octal {
                code: format!("0.{code}").parse().unwrap(),
            },
        }
    }

    /// The position as the brute force keys it: Split Nim drops empty piles and ignores
    /// their order (so does the core's play), the others keep the numbers as they are.
    fn key(&self, numbers: &[u64]) -> Vec<u64> {
        match self {
            Self::Split | Self::Octal(_) => {
                let mut v: Vec<u64> = numbers.iter().copied().filter(|&x| x > 0).collect();
                v.sort_unstable();
                v
            }
            _ => numbers.to_vec(),
        }
    }

    /// Every position one move away, written from the rules.
    fn successors(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let mut next = vec![];
        match self {
            Self::Bash(k) => {
                for t in 1..=p[0].min(*k) {
                    next.push(vec![p[0] - t]);
                }
            }
            Self::Wythoff => {
                let (a, b) = (p[0], p[1]);
                next.extend((1..=a).map(|t| vec![a - t, b]));
                next.extend((1..=b).map(|t| vec![a, b - t]));
                next.extend((1..=a.min(b)).map(|t| vec![a - t, b - t]));
            }
            Self::Nim => {
                for i in 0..p.len() {
                    for v in 0..p[i] {
                        let mut q = p.to_vec();
                        q[i] = v;
                        next.push(q);
                    }
                }
            }
            Self::Staircase => {
                for i in 0..p.len() {
                    for c in 1..=p[i] {
                        let mut q = p.to_vec();
                        q[i] -= c;
                        if i > 0 {
                            q[i - 1] += c;
                        }
                        next.push(q);
                    }
                }
            }
            Self::Set(set) => {
                for i in 0..p.len() {
                    for &s in set.iter().filter(|&&s| s <= p[i]) {
                        let mut q = p.to_vec();
                        q[i] -= s;
                        next.push(q);
                    }
                }
            }
            Self::Split => {
                for i in 0..p.len() {
                    for a in 0..p[i] {
                        for b in 0..p[i] {
                            let mut q = p.to_vec();
                            q.remove(i);
                            q.extend([a, b]);
                            next.push(self.key(&q));
                        }
                    }
                }
            }
            Self::Octal(code) => {
                let digit =
                    |k: u64| -> u8 { code.as_bytes().get(k as usize - 1).map_or(0, |b| b - b'0') };
                for i in 0..p.len() {
                    let h = p[i];
                    for k in 1..=h {
                        let d = digit(k);
                        let rest = h - k;
                        let mut leave = |heaps: &[u64]| {
                            let mut q = p.to_vec();
                            q.remove(i);
                            q.extend(heaps);
                            next.push(self.key(&q));
                        };
                        if d & 1 != 0 && rest == 0 {
                            leave(&[]);
                        }
                        if d & 2 != 0 && rest > 0 {
                            leave(&[rest]);
                        }
                        if d & 4 != 0 && rest >= 2 {
                            for a in 1..=rest / 2 {
                                leave(&[a, rest - a]);
                            }
                        }
                    }
                }
            }
        }
        next.sort();
        next.dedup();
        next
    }

    /// A few small positions.
    fn samples(&self) -> Vec<Vec<u64>> {
        match self {
            Self::Bash(_) => (0..=7).map(|n| vec![n]).collect(),
            Self::Wythoff => (0..=3)
                .flat_map(|a| (0..=4).map(move |b| vec![a, b]))
                .collect(),
            Self::Split => vec![vec![], vec![1], vec![2], vec![3], vec![1, 2], vec![2, 3]],
            Self::Octal(_) => vec![vec![], vec![1], vec![3], vec![5], vec![2, 4], vec![1, 6]],
            _ => {
                let mut v: Vec<Vec<u64>> = (0..=5).map(|n| vec![n]).collect();
                v.extend([vec![1, 2], vec![2, 3], vec![3, 3], vec![1, 4]]);
                v
            }
        }
    }
}

fn rules() -> Vec<Rule> {
    vec![
        Rule::Bash(2),
        Rule::Bash(3),
        Rule::Wythoff,
        Rule::Nim,
        Rule::Staircase,
        Rule::Set(vec![1, 3, 4]),
        Rule::Set(vec![2, 5]),
        Rule::Split,
        Rule::Octal("77"),
        Rule::Octal("137"),
        Rule::Octal("33"),
    ]
}

/// The brute force over sums: positions are one key per component.
struct Brute<'r> {
    rules: &'r [Rule],
    grundy: HashMap<Vec<Vec<u64>>, u64>,
    misere: HashMap<Vec<Vec<u64>>, Outcome>,
}

impl<'r> Brute<'r> {
    fn new(rules: &'r [Rule]) -> Self {
        Self {
            rules,
            grundy: HashMap::new(),
            misere: HashMap::new(),
        }
    }

    fn successors(&self, p: &[Vec<u64>]) -> Vec<Vec<Vec<u64>>> {
        let mut next = vec![];
        for (i, rule) in self.rules.iter().enumerate() {
            for q in rule.successors(&p[i]) {
                let mut s = p.to_vec();
                s[i] = q;
                next.push(s);
            }
        }
        next
    }

    fn grundy(&mut self, p: &[Vec<u64>]) -> u64 {
        if let Some(&g) = self.grundy.get(p) {
            return g;
        }
        let values: BTreeSet<u64> = self.successors(p).iter().map(|q| self.grundy(q)).collect();
        let g = (0..).find(|v| !values.contains(v)).unwrap();
        self.grundy.insert(p.to_vec(), g);
        g
    }

    fn misere(&mut self, p: &[Vec<u64>]) -> Outcome {
        if let Some(&o) = self.misere.get(p) {
            return o;
        }
        let next = self.successors(p);
        let o = if next.is_empty() || next.iter().any(|q| self.misere(q) == Outcome::P) {
            Outcome::N
        } else {
            Outcome::P
        };
        self.misere.insert(p.to_vec(), o);
        o
    }
}

/// The brute force's key of a position of the sum.
fn key(rules: &[Rule], p: &SumPosition) -> Vec<Vec<u64>> {
    rules
        .iter()
        .zip(p.parts())
        .map(|(r, part)| r.key(part.numbers()))
        .collect()
}

fn build<S: Storage>(rules: &[Rule], parts: &[Vec<u64>], c: Convention, s: &S) -> Sum<S> {
    let games: Vec<AnyGame<S>> = rules
        .iter()
        .zip(parts)
        .map(|(r, p)| AnyGame::build(&r.spec(), p, s).unwrap())
        .collect();
    Sum::new(games, c).unwrap()
}

/// Every check of one position of a normal-play sum against the brute force.
fn check_normal<S: Storage>(rules: &[Rule], parts: &[Vec<u64>], storage: &S, brute: &mut Brute) {
    let sum = build(rules, parts, Convention::Normal, storage);
    let slices: Vec<&[u64]> = parts.iter().map(Vec::as_slice).collect();
    let p = sum.position(&slices).unwrap();
    let k = key(rules, &p);
    let g = brute.grundy(&k);
    let what = format!("{rules:?} at {parts:?}");
    assert_eq!(sum.grundy(&p), Ok(Nimber::from(g)), "value of {what}");
    assert_eq!(
        sum.try_outcome(&p),
        Ok(Outcome::from_grundy(Nimber::from(g))),
        "{what}"
    );
    // The moves are exactly the brute force's.
    let mut got: Vec<Vec<Vec<u64>>> = sum
        .moves(&p)
        .map(|m| key(rules, &sum.play(p.clone(), m).unwrap()))
        .collect();
    got.sort();
    got.dedup();
    let mut want = brute.successors(&k);
    want.sort();
    want.dedup();
    assert_eq!(got, want, "moves of {what}");
    // Moves to every value: exactly those leading to a position of that value.
    let top = want
        .iter()
        .map(|q| brute.grundy(q))
        .max()
        .map_or(0, |v| v + 1);
    for t in 0..=top {
        let got: BTreeSet<Vec<Vec<u64>>> = sum
            .moves_to(&p, Nimber::from(t))
            .unwrap()
            .map(|m| key(rules, &sum.play(p.clone(), m).unwrap()))
            .collect();
        let expected: BTreeSet<Vec<Vec<u64>>> = want
            .iter()
            .filter(|q| brute.grundy(q) == t)
            .cloned()
            .collect();
        assert_eq!(got, expected, "moves to {t} of {what}");
    }
    let winning: BTreeSet<Vec<Vec<u64>>> = sum
        .winning_moves(&p)
        .map(|m| key(rules, &sum.play(p.clone(), m).unwrap()))
        .collect();
    let expected: BTreeSet<Vec<Vec<u64>>> = want
        .iter()
        .filter(|q| brute.grundy(q) == 0)
        .cloned()
        .collect();
    assert_eq!(winning, expected, "winning moves of {what}");
}

#[test]
fn every_sum_of_two_small_components_matches_the_brute_force() {
    let all = rules();
    for (i, a) in all.iter().enumerate() {
        for b in &all[i..] {
            let pair = [a.clone(), b.clone()];
            let mut brute = Brute::new(&pair);
            for pa in a.samples() {
                for pb in b.samples() {
                    let parts = [pa.clone(), pb];
                    check_normal(&pair, &parts, &Inline::<1024, 512>, &mut brute);
                    check_normal(&pair, &parts, &Vecs, &mut brute);
                }
            }
        }
    }
}

#[test]
fn sums_of_three_components_match_the_brute_force() {
    let triples = [
        [Rule::Nim, Rule::Wythoff, Rule::Split],
        [Rule::Bash(3), Rule::Set(vec![2, 5]), Rule::Staircase],
    ];
    for rules in &triples {
        let mut brute = Brute::new(rules);
        for pa in rules[0].samples().into_iter().step_by(3) {
            for pb in rules[1].samples().into_iter().step_by(4) {
                for pc in rules[2].samples().into_iter().step_by(2) {
                    check_normal(rules, &[pa.clone(), pb.clone(), pc], &Vecs, &mut brute);
                }
            }
        }
    }
}

#[test]
fn one_component_is_that_game_in_either_convention() {
    for rule in [Rule::Bash(3), Rule::Nim] {
        for parts in rule.samples() {
            let rules = [rule.clone()];
            let sum = build(
                &rules,
                std::slice::from_ref(&parts),
                Convention::Misere,
                &Vecs,
            );
            let p = sum.position(&[&parts]).unwrap();
            let mut brute = Brute::new(&rules);
            let k = key(&rules, &p);
            assert_eq!(
                sum.try_outcome(&p),
                Ok(brute.misere(&k)),
                "{rule:?} {parts:?}"
            );
            for m in sum.winning_moves(&p) {
                let after = key(&rules, &sum.play(p.clone(), m).unwrap());
                assert_eq!(brute.misere(&after), Outcome::P);
            }
        }
    }
}

/// Misère play of one component whose misère theory the core does not know: the outcome is
/// known where the position plays as Nim heaps, else an error, and the search settles it,
/// as it does for the same component in a larger sum.
#[test]
fn one_component_in_misere_play_is_searched_when_its_theory_is_unknown() {
    for rule in rules() {
        if matches!(rule, Rule::Bash(_) | Rule::Nim) {
            continue;
        }
        let rules = [rule.clone()];
        let mut brute = Brute::new(&rules);
        for parts in rule.samples() {
            let sum = build(
                &rules,
                std::slice::from_ref(&parts),
                Convention::Misere,
                &Vecs,
            );
            let p = sum.position(&[&parts]).unwrap();
            let k = key(&rules, &p);
            let expected = brute.misere(&k);
            let what = format!("{rule:?} at {parts:?}");
            match sum.try_outcome(&p) {
                Ok(o) => assert_eq!(o, expected, "{what}"),
                Err(SumError::MisereUnknown { component: 0 }) => {}
                Err(e) => panic!("{what}: {e}"),
            }
            let solved = solve(&sum, &p, 1_000_000, &mut Map(HashMap::new())).unwrap();
            assert_eq!(solved.outcome, expected, "{what}");
        }
    }
}

#[test]
fn misere_sums_are_exact_when_every_component_plays_as_nim_and_refused_otherwise() {
    let all = rules();
    for (i, a) in all.iter().enumerate() {
        for b in &all[i..] {
            let pair = [a.clone(), b.clone()];
            let mut brute = Brute::new(&pair);
            for pa in a.samples() {
                for pb in b.samples() {
                    let parts = [pa.clone(), pb];
                    let sum = build(&pair, &parts, Convention::Misere, &Vecs);
                    let slices: Vec<&[u64]> = parts.iter().map(Vec::as_slice).collect();
                    let p = sum.position(&slices).unwrap();
                    let k = key(&pair, &p);
                    let what = format!("{pair:?} at {parts:?}");
                    let nim_like = sum
                        .components()
                        .iter()
                        .zip(p.parts())
                        .all(|(g, q)| g.nim_heaps(q).is_some());
                    match sum.try_outcome(&p) {
                        Ok(o) => {
                            assert!(nim_like || sum.is_terminal(&p), "{what}");
                            assert_eq!(o, brute.misere(&k), "misère outcome of {what}");
                            let winning: BTreeSet<Vec<Vec<u64>>> = sum
                                .winning_moves(&p)
                                .map(|m| key(&pair, &sum.play(p.clone(), m).unwrap()))
                                .collect();
                            let expected: BTreeSet<Vec<Vec<u64>>> = brute
                                .successors(&k)
                                .into_iter()
                                .filter(|q| brute.misere(q) == Outcome::P)
                                .collect();
                            assert_eq!(winning, expected, "misère winning moves of {what}");
                        }
                        Err(SumError::MisereUnknown { component }) => {
                            assert!(!nim_like, "{what}");
                            let (g, q) = (&sum.components()[component], &p.parts()[component]);
                            assert!(g.nim_heaps(q).is_none(), "{what}");
                        }
                        Err(e) => panic!("{what}: {e}"),
                    }
                    assert!(sum.grundy(&p).is_err(), "no Grundy value under misère play");
                }
            }
        }
    }
}

/// A Wythoff component too large for its table: the sum's value is unknown, and its outcome
/// is known exactly when the other components' values XOR to 0.
#[test]
fn an_unknown_component_value_is_an_error_naming_it_never_a_guess() {
    let storage = Inline::<64, 512>;
    // (165580141, 267914296) is N (an f64 φ says P), (102334155 φ, …) is P.
    let big_n = [165_580_141, 267_914_296];
    let k = 102_334_155u64;
    let big_p = [Wythoff_lower(k) as u64, Wythoff_lower(k) as u64 + k];
    for (wythoff, expected) in [(big_n, Outcome::N), (big_p, Outcome::P)] {
        let w = AnyGame::build(&GameSpec::Wythoff, &wythoff, &storage).unwrap();
        let nim = AnyGame::build(
            &GameSpec::Nim {
                convention: Convention::Normal,
            },
            &[5, 5],
            &storage,
        )
        .unwrap();
        let sum = Sum::new([nim.clone(), w.clone()], Convention::Normal).unwrap();
        let p = sum.position(&[&[5, 5], &wythoff]).unwrap();
        assert!(matches!(
            sum.grundy(&p),
            Err(SumError::Component {
                component: 1,
                error: GrundyError::NoFormula { .. }
            })
        ));
        // Nim 5 5 has value 0: the sum plays as the Wythoff component alone.
        assert_eq!(sum.try_outcome(&p), Ok(expected));
        let winning: Vec<_> = sum.winning_moves(&p).collect();
        assert_eq!(winning.is_empty(), expected == Outcome::P);
        for m in winning {
            assert_eq!(m.component, 1);
            let after = sum.play(p.clone(), m).unwrap();
            let [a, b] = [after.parts()[1].numbers()[0], after.parts()[1].numbers()[1]];
            assert_eq!(grundy::Wythoff::outcome_of(a, b), Outcome::P);
        }
        // Nim 5 4 has value 1: whether the Wythoff value is 1 is unknown.
        let p = sum.position(&[&[5, 4], &wythoff]).unwrap();
        assert_eq!(
            sum.try_outcome(&p),
            Err(SumError::Component {
                component: 1,
                error: GrundyError::NoFormula {
                    needed: (wythoff[0] + 1) * (wythoff[1] + 1),
                    capacity: 512
                }
            })
        );
        assert_eq!(sum.winning_moves(&p).count(), 0);
    }
}

#[allow(non_snake_case)]
fn Wythoff_lower(k: u64) -> u128 {
    grundy::Wythoff::lower(k)
}

/// A memo over a standard hash map.
struct Map<P>(HashMap<P, Solved>);

impl<P: std::hash::Hash + Eq> Memo<P> for Map<P> {
    fn get(&self, p: &P) -> Option<Solved> {
        self.0.get(p).copied()
    }
    fn insert(&mut self, p: P, s: Solved) {
        self.0.insert(p, s);
    }
}

/// Remoteness by the brute force: (whether the player to move wins, moves left).
fn brute_remoteness(
    brute: &Brute,
    p: &[Vec<u64>],
    memo: &mut HashMap<Vec<Vec<u64>>, (bool, u64)>,
) -> (bool, u64) {
    if let Some(&r) = memo.get(p) {
        return r;
    }
    let next: Vec<(bool, u64)> = brute
        .successors(p)
        .iter()
        .map(|q| brute_remoteness(brute, q, memo))
        .collect();
    let r = if next.is_empty() {
        (false, 0)
    } else if let Some(f) = next.iter().filter(|(w, _)| !w).map(|&(_, r)| r).min() {
        (true, f + 1)
    } else {
        (false, next.iter().map(|&(_, r)| r).max().unwrap() + 1)
    };
    memo.insert(p.to_vec(), r);
    r
}

#[test]
fn remoteness_of_sums_with_a_transposition_table_matches_the_brute_force() {
    let pairs = [
        [Rule::Set(vec![1, 3, 4]), Rule::Split],
        [Rule::Wythoff, Rule::Staircase],
        [Rule::Bash(2), Rule::Nim],
    ];
    for pair in &pairs {
        let brute = Brute::new(pair);
        let mut truth = HashMap::new();
        for pa in pair[0].samples() {
            for pb in pair[1].samples() {
                let parts = [pa.clone(), pb];
                let sum = build(pair, &parts, Convention::Normal, &Vecs);
                let slices: Vec<&[u64]> = parts.iter().map(Vec::as_slice).collect();
                let p = sum.position(&slices).unwrap();
                let (wins, r) = brute_remoteness(&brute, &key(pair, &p), &mut truth);
                let solved = solve(&sum, &p, 1_000_000, &mut Map(HashMap::new())).unwrap();
                assert_eq!(solved.remoteness, r, "{pair:?} at {parts:?}");
                assert_eq!(solved.outcome == Outcome::N, wins);
            }
        }
    }
}

#[test]
fn the_positions_a_person_sets_up_are_searched_exactly() {
    // A few thousand positions each: exact with a transposition table (without one, the
    // tree has millions of paths).
    let set = AnyGame::build(
        &GameSpec::SetNim {
            set: SubtractionSet::new(&[1, 3, 4]).unwrap(),
        },
        &[10, 12, 20],
        &Vecs,
    )
    .unwrap();
    let p = set.position(&[10, 12, 20]).unwrap();
    let solved = solve(&set, &p, 1_000_000, &mut Map(HashMap::new())).unwrap();
    assert_eq!(solved.outcome, set.outcome(&p));
    let rule = [Rule::Set(vec![1, 3, 4])];
    let brute = Brute::new(&rule);
    // The brute force over one component with three piles.
    let mut truth = HashMap::new();
    let (wins, r) = brute_remoteness(&brute, &[vec![10, 12, 20]], &mut truth);
    assert_eq!((solved.outcome == Outcome::N, solved.remoteness), (wins, r));

    let split = AnyGame::<Vecs>::build(&GameSpec::SplitNim, &[2, 3, 4], &Vecs).unwrap();
    let p = split.position(&[2, 3, 4]).unwrap();
    let solved = solve(&split, &p, 1_000_000, &mut Map(HashMap::new())).unwrap();
    let rule = [Rule::Split];
    let brute = Brute::new(&rule);
    let (wins, r) = brute_remoteness(&brute, &[vec![2, 3, 4]], &mut HashMap::new());
    assert_eq!((solved.outcome == Outcome::N, solved.remoteness), (wins, r));
}

#[test]
fn any_game_is_each_game() {
    // The any-game type answers as the game it wraps, position by position.
    let nim = grundy::Nim::misere();
    let any: AnyGame = AnyGame::build(
        &GameSpec::Nim {
            convention: Convention::Misere,
        },
        &[],
        &Inline,
    )
    .unwrap();
    for row in [vec![1, 1, 1], vec![3, 4, 5], vec![1, 2], vec![]] {
        let p = nim.position(&row).unwrap();
        let q = any.position(&row).unwrap();
        assert_eq!(nim.outcome(&p), any.outcome(&q));
        let a: Vec<String> = nim.winning_moves(&p).map(|m| m.to_string()).collect();
        let b: Vec<String> = any.winning_moves(&q).map(|m| m.to_string()).collect();
        assert_eq!(a, b);
    }
    // A position of another game has no move, and a move of another game is refused.
    let wythoff: AnyGame = AnyGame::build(&GameSpec::Wythoff, &[3, 4], &Inline).unwrap();
    let w = wythoff.position(&[3, 4]).unwrap();
    assert_eq!(any.moves(&w).count(), 0);
    let take = any.moves(&any.position(&[2]).unwrap()).next().unwrap();
    assert!(wythoff.play(w, take).is_err());
    assert!(matches!(
        AnyPosition::Piles(grundy::Piles::default()),
        AnyPosition::Piles(_)
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Every winning move of a sum leads to value 0, and every move to t leads to value t.
    #[test]
    fn moves_of_sums_reach_the_values_they_promise(
        picks in proptest::collection::vec((0usize..8, proptest::collection::vec(0u64..30, 0..4)), 1..4),
        t in 0u128..20,
    ) {
        let all = rules();
        let mut rules_used = vec![];
        let picks: Vec<(usize, Vec<u64>)> = picks.into_iter().map(|(i, n)| (i % all.len(), n)).collect();
        let mut parts = vec![];
        for (i, numbers) in picks {
            let rule = all[i].clone();
            let numbers = match rule {
                Rule::Bash(_) => vec![numbers.first().copied().unwrap_or(0)],
                Rule::Wythoff => vec![numbers.first().copied().unwrap_or(0) % 12, numbers.get(1).copied().unwrap_or(0) % 12],
                _ => numbers,
            };
            rules_used.push(rule);
            parts.push(numbers);
        }
        let sum = build(&rules_used, &parts, Convention::Normal, &Vecs);
        let slices: Vec<&[u64]> = parts.iter().map(Vec::as_slice).collect();
        let p = sum.position(&slices).unwrap();
        for m in sum.winning_moves(&p).take(50) {
            let after = sum.play(p.clone(), m).unwrap();
            prop_assert_eq!(sum.grundy(&after), Ok(Nimber::ZERO));
        }
        for m in sum.moves_to(&p, t.into()).unwrap().take(50) {
            let after = sum.play(p.clone(), m).unwrap();
            prop_assert_eq!(sum.grundy(&after), Ok(Nimber::from(t)));
        }
    }
}

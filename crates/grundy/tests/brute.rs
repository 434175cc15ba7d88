//! The key test of every game (our "perft"): the core's closed forms and fast paths equal a
//! brute-force mex search over every position up to a bound.
//!
//! The brute force has its own move generation, written from the rules in a few lines each,
//! and the core's move generation is checked against it too.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap};
use std::hash::Hash;

use grundy::set_nim::SubtractionSet;
use grundy::{
    Bash, Convention, FromNumbers, Game, Nim, Nimber, Outcome, SetNim, SplitNim, Staircase, Wythoff,
};

/// Grundy values by memoised mex search over `successors`.
struct Brute<P, F> {
    successors: F,
    memo: HashMap<P, u64>,
    misere: HashMap<P, Outcome>,
}

impl<P: Clone + Eq + Hash, F: Fn(&P) -> Vec<P>> Brute<P, F> {
    fn new(successors: F) -> Self {
        Self {
            successors,
            memo: HashMap::new(),
            misere: HashMap::new(),
        }
    }

    fn grundy(&mut self, p: &P) -> u64 {
        if let Some(&g) = self.memo.get(p) {
            return g;
        }
        let values: BTreeSet<u64> = (self.successors)(p)
            .iter()
            .map(|q| self.grundy(q))
            .collect();
        let g = (0..).find(|v| !values.contains(v)).unwrap();
        self.memo.insert(p.clone(), g);
        g
    }

    fn outcome(&mut self, p: &P) -> Outcome {
        Outcome::from_grundy(Nimber::from(self.grundy(p)))
    }

    /// Misère: a terminal position is won by the player to move.
    fn misere_outcome(&mut self, p: &P) -> Outcome {
        if let Some(&o) = self.misere.get(p) {
            return o;
        }
        let next = (self.successors)(p);
        let o = if next.is_empty() || next.iter().any(|q| self.misere_outcome(q) == Outcome::P) {
            Outcome::N
        } else {
            Outcome::P
        };
        self.misere.insert(p.clone(), o);
        o
    }
}

/// Every position of `piles` piles of at most `max` stones.
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

/// Checks one position of any game against the brute force: the moves are the rules'
/// moves, the outcome and the value agree, and the winning moves are exactly the moves to
/// P-positions. `key` maps a core position to the brute force's.
#[track_caller]
fn check_position<
    G: FromNumbers<Unknown = std::convert::Infallible, ValueError = grundy::error::GrundyError>,
    P: Clone + Ord + Hash + std::fmt::Debug,
    F: Fn(&P) -> Vec<P>,
>(
    game: &G,
    position: &G::Position,
    brute: &mut Brute<P, F>,
    key: impl Fn(&G::Position) -> P,
    misere: bool,
) {
    let k = key(position);
    let mut expected: Vec<P> = (brute.successors)(&k);
    let mut got: Vec<P> = game
        .moves(position)
        .map(|m| key(&game.play(position.clone(), m).unwrap()))
        .collect();
    expected.sort();
    got.sort();
    assert_eq!(got, expected, "moves at {position:?}");
    let loser = |brute: &mut Brute<P, F>, p: &P| {
        if misere {
            brute.misere_outcome(p)
        } else {
            brute.outcome(p)
        }
    };
    let want = loser(brute, &k);
    assert_eq!(game.outcome(position), want, "outcome at {position:?}");
    assert_eq!(
        game.is_terminal(position),
        expected.is_empty(),
        "terminal at {position:?}"
    );
    match game.grundy(position) {
        Err(grundy::error::GrundyError::Misere) => assert!(misere),
        // Only a real capacity limit may stand in for a value.
        Err(grundy::error::GrundyError::NoFormula { needed, capacity }) => {
            assert!(needed > capacity)
        }
        Ok(g) => assert_eq!(g, Nimber::from(brute.grundy(&k)), "value at {position:?}"),
        Err(e) => panic!("{e}"),
    }
    let winning: BTreeSet<String> = game
        .winning_moves(position)
        .map(|m| {
            let after = game.play(position.clone(), m).unwrap();
            assert_eq!(
                loser(brute, &key(&after)),
                Outcome::P,
                "{m:?} from {position:?}"
            );
            format!("{m:?}")
        })
        .collect();
    let all_winning: BTreeSet<String> = game
        .moves(position)
        .filter(|&m| loser(brute, &key(&game.play(position.clone(), m).unwrap())) == Outcome::P)
        .map(|m| format!("{m:?}"))
        .collect();
    assert_eq!(winning, all_winning, "winning moves at {position:?}");
    check_moves_to(game, position, brute, key, misere);
}

/// The moves to every value: exactly the legal moves whose result has that value by the
/// brute force, for every value an option has and one more.
#[track_caller]
fn check_moves_to<
    G: FromNumbers<Unknown = std::convert::Infallible, ValueError = grundy::error::GrundyError>,
    P: Clone + Ord + Hash + std::fmt::Debug,
    F: Fn(&P) -> Vec<P>,
>(
    game: &G,
    position: &G::Position,
    brute: &mut Brute<P, F>,
    key: impl Fn(&G::Position) -> P,
    misere: bool,
) {
    if misere {
        assert!(
            matches!(
                game.moves_to(position, Nimber::ZERO),
                Err(grundy::error::GrundyError::Misere)
            ),
            "moves_to under misère play at {position:?}"
        );
        return;
    }
    let options: Vec<(String, u64)> = game
        .moves(position)
        .map(|m| {
            let after = key(&game.play(position.clone(), m).unwrap());
            (format!("{m:?}"), brute.grundy(&after))
        })
        .collect();
    let top = options.iter().map(|&(_, v)| v).max().map_or(0, |v| v + 1);
    for t in 0..=top {
        let expected: BTreeSet<String> = options
            .iter()
            .filter(|&&(_, v)| v == t)
            .map(|(m, _)| m.clone())
            .collect();
        match game.moves_to(position, Nimber::from(t)) {
            Ok(moves) => {
                let got: BTreeSet<String> = moves.map(|m| format!("{m:?}")).collect();
                assert_eq!(got, expected, "moves to {t} at {position:?}");
            }
            Err(grundy::error::GrundyError::NoFormula { needed, capacity }) => {
                assert!(needed > capacity, "moves to {t} at {position:?}");
            }
            Err(e) => panic!("moves to {t} at {position:?}: {e}"),
        }
    }
}

fn bash_successors(k: u64) -> impl Fn(&u64) -> Vec<u64> {
    move |&n| (1..=k.min(n)).map(|t| n - t).collect()
}

#[test]
fn bash_matches_brute_force_normal_and_misere() {
    for k in 1..=7 {
        for convention in [Convention::Normal, Convention::Misere] {
            let game = Bash::with_convention(k, convention).unwrap();
            let mut brute = Brute::new(bash_successors(k));
            for n in 0..=80 {
                let p = game.position(&[n]).unwrap();
                check_position(
                    &game,
                    &p,
                    &mut brute,
                    |p| p.stones(),
                    convention == Convention::Misere,
                );
            }
        }
    }
}

fn wythoff_successors(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut v: Vec<_> = (1..=a).map(|t| (a - t, b)).collect();
    v.extend((1..=b).map(|t| (a, b - t)));
    v.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    v
}

#[test]
fn wythoff_matches_brute_force() {
    let game = Wythoff;
    let mut brute = Brute::new(wythoff_successors);
    let side = 30;
    let mut table = vec![0u32; 60 * 60];
    Wythoff::fill_table(&mut table, 60, 60).unwrap();
    for a in 0..60u64 {
        for b in 0..60u64 {
            let g = brute.grundy(&(a, b));
            assert_eq!(
                u64::from(table[a as usize * 60 + b as usize]),
                g,
                "table at ({a}, {b})"
            );
            if a < side && b < side {
                let mut scratch = vec![0u32; 31 * 31];
                assert_eq!(
                    Wythoff::grundy_in(a, b, &mut scratch).unwrap(),
                    u128::from(g)
                );
                let p = game.position(&[a, b]).unwrap();
                check_position(
                    &game,
                    &p,
                    &mut brute,
                    |p| (p.piles()[0], p.piles()[1]),
                    false,
                );
            }
        }
    }
}

#[test]
fn wythoff_p_positions_and_partners_match_brute_force() {
    // Every row of the brute-force table holds exactly one P-position: (x, partner(x)).
    let mut brute = Brute::new(wythoff_successors);
    for x in 0..150u64 {
        let partner = (0..250).find(|&y| brute.grundy(&(x, y)) == 0).unwrap();
        assert_eq!(Wythoff::partner(x), Some(partner), "partner of {x}");
    }
    let mut k = 0;
    for a in 0..150u64 {
        let b = Wythoff::partner(a).unwrap();
        if a <= b {
            assert_eq!(
                (Wythoff::lower(k), Wythoff::upper(k)),
                (u128::from(a), u128::from(b))
            );
            k += 1;
        }
    }
}

#[test]
fn nim_matches_brute_force_normal_and_misere() {
    for convention in [Convention::Normal, Convention::Misere] {
        let game = Nim::with_convention(convention);
        let mut brute = Brute::new(|p: &Vec<u64>| {
            let mut next = vec![];
            for (i, &x) in p.iter().enumerate() {
                for y in 0..x {
                    let mut q = p.clone();
                    q[i] = y;
                    next.push(q);
                }
            }
            next
        });
        for piles in 0..=3 {
            for row in all_rows(piles, if piles == 3 { 5 } else { 7 }) {
                let p = game.position(&row).unwrap();
                let misere = convention == Convention::Misere;
                check_position(&game, &p, &mut brute, |p| p.as_slice().to_vec(), misere);
            }
        }
    }
}

#[test]
fn staircase_full_grundy_matches_brute_force() {
    let game = Staircase;
    let mut brute = Brute::new(|p: &Vec<u64>| {
        let mut next = vec![];
        for (i, &x) in p.iter().enumerate() {
            for c in 1..=x {
                let mut q = p.clone();
                q[i] -= c;
                if i > 0 {
                    q[i - 1] += c;
                }
                next.push(q);
            }
        }
        next
    });
    for (steps, max) in [(1, 8), (2, 5), (3, 4), (4, 3), (5, 2)] {
        for row in all_rows(steps, max) {
            let p = game.position(&row).unwrap();
            check_position(&game, &p, &mut brute, |p| p.as_slice().to_vec(), false);
        }
    }
}

fn set_successors(set: Vec<u64>) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |p| {
        let mut next = vec![];
        for (i, &x) in p.iter().enumerate() {
            for &s in set.iter().filter(|&&s| s <= x) {
                let mut q = p.clone();
                q[i] = x - s;
                next.push(q);
            }
        }
        next
    }
}

#[test]
fn set_nim_matches_brute_force() {
    let sets: &[&[u64]] = &[
        &[1],
        &[2, 5],
        &[2, 5, 7],
        &[1, 3, 4],
        &[2, 4, 7],
        &[3, 7, 8],
        &[5],
        &[4, 9, 10, 13],
    ];
    for &set in sets {
        let game = SetNim::new(SubtractionSet::new(set).unwrap()).unwrap();
        let mut brute = Brute::new(set_successors(set.to_vec()));
        for n in 0..=300 {
            assert_eq!(
                u64::from(game.grundy_of(n).unwrap()),
                brute.grundy(&vec![n]),
                "S = {set:?}, n = {n}"
            );
        }
        for row in all_rows(1, 40).into_iter().chain(all_rows(2, 14)) {
            let p = game.position(&row).unwrap();
            check_position(&game, &p, &mut brute, |p| p.as_slice().to_vec(), false);
        }
    }
}

/// Split Nim on sorted multisets without empty piles (empty piles have no moves).
fn split_successors(p: &[u64]) -> Vec<Vec<u64>> {
    let mut next = vec![];
    for (i, &x) in p.iter().enumerate() {
        for a in 0..x {
            for b in 0..x {
                let mut q = p.to_vec();
                q.remove(i);
                q.extend([a, b].into_iter().filter(|&v| v > 0));
                q.sort_unstable();
                next.push(q);
            }
        }
    }
    next.sort();
    next.dedup();
    next
}

fn split_key(p: &grundy::Piles) -> Vec<u64> {
    let mut v: Vec<u64> = p.as_slice().iter().copied().filter(|&x| x > 0).collect();
    v.sort_unstable();
    v
}

#[test]
fn split_nim_positions_match_brute_force() {
    let game = SplitNim;
    let mut brute = Brute::new(|p: &Vec<u64>| split_successors(p));
    for row in all_rows(1, 6)
        .into_iter()
        .chain(all_rows(2, 4))
        .chain(all_rows(3, 2))
    {
        let p = game.position(&row).unwrap();
        // The core's moves are unordered pairs; the brute force's successors are positions.
        let k = split_key(&p);
        let moves: BTreeSet<Vec<u64>> = game
            .moves(&p)
            .map(|m| split_key(&game.play(p.clone(), m).unwrap()))
            .collect();
        assert_eq!(
            moves,
            split_successors(&k).into_iter().collect(),
            "moves at {row:?}"
        );
        assert_eq!(
            game.grundy(&p).unwrap(),
            Nimber::from(brute.grundy(&k)),
            "value at {row:?}"
        );
        assert_eq!(game.outcome(&p), brute.outcome(&k));
        let winning: BTreeSet<Vec<u64>> = game
            .winning_moves(&p)
            .map(|m| split_key(&game.play(p.clone(), m).unwrap()))
            .collect();
        let expected: BTreeSet<Vec<u64>> = split_successors(&k)
            .into_iter()
            .filter(|q| brute.outcome(q) == Outcome::P)
            .collect();
        assert_eq!(winning, expected, "winning moves at {row:?}");
        // Moves to every value an option has: exactly the splits leading there.
        for t in 0..20u64 {
            let got: BTreeSet<Vec<u64>> = game
                .moves_to(&p, Nimber::from(t))
                .unwrap()
                .map(|m| split_key(&game.play(p.clone(), m).unwrap()))
                .collect();
            let expected: BTreeSet<Vec<u64>> = split_successors(&k)
                .into_iter()
                .filter(|q| brute.grundy(q) == t)
                .collect();
            assert_eq!(got, expected, "moves to {t} at {row:?}");
        }
    }
}

#[test]
fn split_nim_closed_form_matches_the_mex_table() {
    // The table from the rules alone: g(x) = mex{ g(a) ^ g(b) : a, b < x }.
    let mut table = vec![0u32; 300];
    SplitNim::fill_table(&mut table).unwrap();
    for (n, &g) in table.iter().enumerate() {
        assert_eq!(SplitNim::grundy_of(n as u64), u128::from(g), "n = {n}");
        assert_eq!(SplitNim::pile_of(u128::from(g)), Some(n as u64));
    }
}

/// ⌊kφ⌋ for k up to 10^5 from the definition of the P-positions alone (a_k is the least
/// number not yet used, b_k = a_k + k; Wythoff 1907), with no φ and no Fibonacci number.
#[test]
fn lower_and_upper_are_the_mex_construction() {
    let n = 100_000usize;
    let mut used = vec![false; 3 * n];
    let mut a = 0usize;
    for k in 0..n {
        while used[a] {
            a += 1;
        }
        let b = a + k;
        used[a] = true;
        used[b] = true;
        assert_eq!(Wythoff::lower(k as u64), a as u128, "k = {k}");
        assert_eq!(Wythoff::upper(k as u64), b as u128, "k = {k}");
        assert_eq!(Wythoff::partner(a as u64), Some(b as u64), "k = {k}");
        assert_eq!(Wythoff::partner(b as u64), Some(a as u64), "k = {k}");
    }
}

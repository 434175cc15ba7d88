//! Sums of the lineup's games against a brute-force mex over the sum, written here: the
//! value of every position of every sum of two games (and of three), the hint's move from
//! every N-position to a P-position, no hint from a P-position.

#![allow(
    clippy::indexing_slicing,
    clippy::unwrap_used,
    reason = "tests unwrap and index what they built: a panic is a test failure"
)]

use std::collections::{HashMap, HashSet};

use grundy::{FromNumbers, GameKind, Nim, Nimber, SplitNim, Wythoff};
use grundy_play::lineup::{self, Visit};
use grundy_play::{Board, Live, Part, Pick, Round, SumRound, Turn, Typing};

/// Small starts of each game of the lineup (its own rules), so that every sum's positions
/// can be enumerated in a debug build.
fn small_start(kind: GameKind) -> &'static [u64] {
    match kind {
        GameKind::Bash => &[6],
        GameKind::Wythoff => &[3, 4],
        GameKind::Nim => &[2, 3],
        GameKind::Staircase => &[1, 0, 2],
        GameKind::SetNim => &[7, 4],
        _ => &[2, 3],
    }
}

/// The numbers of every position reachable from `start`, by the core's moves.
fn reachable<G: FromNumbers>(game: &G, start: &[u64]) -> Vec<Vec<u64>> {
    let mut seen = HashSet::new();
    let mut todo = vec![start.to_vec()];
    let mut all = Vec::new();
    while let Some(numbers) = todo.pop() {
        if !seen.insert(numbers.clone()) {
            continue;
        }
        let p = game.position(&numbers).unwrap();
        for mv in game.moves(&p) {
            let next = game.play(p.clone(), mv).unwrap();
            todo.push(game.numbers(&next).to_vec());
        }
        all.push(numbers);
    }
    all
}

/// The options of one component, as numbers.
fn options<G: FromNumbers>(game: &G, numbers: &[u64]) -> Vec<Vec<u64>> {
    let p = game.position(numbers).unwrap();
    game.moves(&p)
        .map(|mv| game.numbers(&game.play(p.clone(), mv).unwrap()).to_vec())
        .collect()
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: HashSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// A component's options: the numbers of every position one move away.
type Options<'g> = &'g dyn Fn(&[u64]) -> Vec<Vec<u64>>;

/// The Grundy value of a sum by the definition: the mex of the values of the sums one move
/// away, a move being a move in exactly one component.
struct Brute<'g> {
    options: Vec<Options<'g>>,
    memo: HashMap<Vec<Vec<u64>>, u64>,
}

impl Brute<'_> {
    fn value(&mut self, parts: &[Vec<u64>]) -> u64 {
        if let Some(&v) = self.memo.get(parts) {
            return v;
        }
        let mut next = Vec::new();
        for i in 0..parts.len() {
            for option in (self.options[i])(&parts[i]) {
                let mut sum = parts.to_vec();
                sum[i] = option;
                next.push(sum);
            }
        }
        let v = mex(next.iter().map(|sum| self.value(sum)).collect::<Vec<_>>());
        self.memo.insert(parts.to_vec(), v);
        v
    }
}

/// Checks the sum `parts` (live components at the numbers `at`) against `brute`: its value,
/// and that the hint finds a move exactly from N-positions; plays the hint's move, whose
/// result the caller checks. Whether a move was played.
fn check(parts: &mut [&mut dyn Part], at: &[Vec<u64>], brute: &mut Brute<'_>) -> bool {
    let expected = brute.value(at);
    let mut sum = SumRound::new(parts).unwrap();
    assert_eq!(sum.grundy(), Ok(Nimber::from(expected)), "{at:?}");
    let terminal = sum.is_terminal();
    let hinted = sum.pick(Pick::Hint);
    assert_eq!(hinted, expected != 0, "{at:?}");
    if !hinted {
        // The chip still moves when it loses, unless nothing is left.
        assert_eq!(sum.pick(Pick::Chip), !terminal, "{at:?}");
        return false;
    }
    sum.play().unwrap();
    true
}

/// After the hint's move from `at`, the components at `after` form a P-position.
fn check_after(at: &[Vec<u64>], after: &[Vec<u64>], brute: &mut Brute<'_>) {
    assert_eq!(brute.value(after), 0, "{at:?} -> {after:?}");
}

/// Every position of the sum of two games, each from its small start.
fn every_pair<A: Board, B: Board>(a: &A, b: &B) -> (usize, usize) {
    let (ka, kb) = (a.kind(), b.kind());
    let oa = |n: &[u64]| options(a, n);
    let ob = |n: &[u64]| options(b, n);
    let mut brute = Brute {
        options: vec![&oa, &ob],
        memo: HashMap::new(),
    };
    let (mut positions, mut won) = (0, 0);
    for pa in reachable(a, small_start(ka)) {
        for pb in reachable(b, small_start(kb)) {
            let mut la = Live::new(a, &pa).unwrap();
            let mut lb = Live::new(b, &pb).unwrap();
            let mut parts: [&mut dyn Part; 2] = [&mut la, &mut lb];
            positions += 1;
            let at = [pa.clone(), pb];
            if check(&mut parts, &at, &mut brute) {
                won += 1;
                let after = [la.numbers().to_vec(), lb.numbers().to_vec()];
                check_after(&at, &after, &mut brute);
            }
        }
    }
    (positions, won)
}

struct First(GameKind, Vec<String>);
struct Second<'a, A>(&'a A, Vec<String>);

impl Visit for First {
    type Output = ();
    fn visit<G: Board>(&mut self, game: &G, _: &[u64]) {
        let mut second = Second(game, Vec::new());
        lineup::with_game(self.0, &mut second).unwrap();
        self.1.extend(second.1);
    }
}

impl<A: Board> Visit for Second<'_, A> {
    type Output = ();
    fn visit<G: Board>(&mut self, game: &G, _: &[u64]) {
        let (positions, won) = every_pair(self.0, game);
        assert!(positions > 1 && won > 0 && won < positions);
        self.1.push(format!(
            "{} + {}: {positions} positions",
            self.0.kind(),
            game.kind()
        ));
    }
}

#[test]
fn every_sum_of_two_games_of_the_lineup_agrees_with_brute_force() {
    let mut checked = Vec::new();
    for a in lineup::KINDS {
        for b in lineup::KINDS {
            let mut first = First(b, Vec::new());
            lineup::with_game(a, &mut first).unwrap();
            checked.extend(first.1);
        }
    }
    assert_eq!(checked.len(), 36, "{checked:?}");
}

#[test]
fn a_sum_of_three_agrees_with_brute_force() {
    let (nim, wythoff, split) = (Nim::normal(), Wythoff, SplitNim);
    let on = |n: &[u64]| options(&nim, n);
    let ow = |n: &[u64]| options(&wythoff, n);
    let os = |n: &[u64]| options(&split, n);
    let mut brute = Brute {
        options: vec![&on, &ow, &os],
        memo: HashMap::new(),
    };
    let mut positions = 0;
    for pn in reachable(&nim, &[1, 2]) {
        for pw in reachable(&wythoff, &[2, 3]) {
            for ps in reachable(&split, &[3]) {
                let mut ln = Live::new(&nim, &pn).unwrap();
                let mut lw = Live::new(&wythoff, &pw).unwrap();
                let mut ls = Live::new(&split, &ps).unwrap();
                let mut parts: [&mut dyn Part; 3] = [&mut ln, &mut lw, &mut ls];
                let at = [pn.clone(), pw.clone(), ps];
                if check(&mut parts, &at, &mut brute) {
                    let after = [ln.numbers(), lw.numbers(), ls.numbers()].map(<[u64]>::to_vec);
                    check_after(&at, &after, &mut brute);
                }
                positions += 1;
            }
        }
    }
    assert!(positions > 100, "{positions}");
}

#[test]
fn a_sum_is_typed_component_first_and_refuses_what_is_not_a_move() {
    let (nim, wythoff) = (Nim::normal(), Wythoff);
    let mut heaps = Live::new(&nim, &[3, 4, 5]).unwrap();
    let mut piles = Live::new(&wythoff, &[2, 2]).unwrap();
    let mut parts: [&mut dyn Part; 2] = [&mut heaps, &mut piles];
    {
        let mut sum = SumRound::new(&mut parts).unwrap();
        check_typing(&mut sum);
    }
    assert_eq!(piles.numbers(), [0, 0]);
    // Too few or too many components.
    assert!(SumRound::new(&mut []).is_none());
    let mut n: Vec<Live<'_, Nim>> = (0..4).map(|_| Live::new(&nim, &[1]).unwrap()).collect();
    let mut four: Vec<&mut dyn Part> = n.iter_mut().map(|l| l as &mut dyn Part).collect();
    assert!(SumRound::new(&mut four).is_none());
}

fn check_typing(sum: &mut SumRound<'_, '_>) {
    sum.parse(" 2  ab 2 ").unwrap();
    sum.play().unwrap();
    assert_eq!(sum.grundy(), Ok(Nimber::from(2u8)));
    for (line, error) in [
        ("", "the line is empty"),
        ("3 1 1", "there is no component 3 (the sum has 2)"),
        ("0 1 1", "there is no component 0 (the sum has 2)"),
        ("1", "the move in the component is missing"),
        ("x 1 1", "`x` is not a whole number"),
        ("1 1", "a move is 2 words, not 1"),
    ] {
        let got = sum.parse(line).map_err(|e| e.to_string());
        assert_eq!(got, Err(error.to_string()), "{line:?}");
        // Nothing is held after a failed parse.
        assert!(sum.play().is_err());
    }
}

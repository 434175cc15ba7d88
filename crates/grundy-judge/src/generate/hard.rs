//! The inputs that known wrong solutions fail, each with what it breaks, and the inputs of
//! the largest size a statement allows (for solutions that are too slow).
//!
//! The wrong solutions these aim at are the ones contestants write: `⌊kφ⌋` in floating
//! point for Wythoff's game (exact only while `kφ` has fewer than 53 significant bits),
//! `k + 1` or `5k²` computed in a type they overflow, numbers read into 32 bits, the
//! misère rule of Nim applied to normal play, Staircase Nim's parity mixed up, Set Nim's
//! values kept as win/lose or searched below a fixed bound, and memo arrays the size of a
//! statement's limits.

use grundy::set_nim::{SetNimValues, SubtractionSet};
use grundy::{Bash, Nim, SplitNim, Staircase, Wythoff};

use super::random::Generator;
use super::{Input, Limits, Shape};
use crate::{Problem, SET_NIM_BUDGET, SET_NIM_TABLE};

/// One input that a kind of wrong solution fails, and what it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hard {
    /// The input.
    pub input: Input,
    /// What it breaks, one line: `⌊kφ⌋ in double precision near 2^53: …`.
    pub why: String,
}

/// The inputs that known wrong solutions of `problem` fail, each with what it breaks. Some
/// lie past the statement's limits (grundy answers every number up to `u64::MAX`); a caller
/// keeping to some [`Limits`] drops those ([`Limits::allow`]).
pub fn hard(problem: Problem) -> Vec<Hard> {
    let mut out = Vec::new();
    match problem {
        Problem::Nod1066 => bash(&mut out),
        Problem::Nod1072 => wythoff(&mut out),
        Problem::Nod1069 | Problem::AcWing891 => nim(problem, &mut out),
        Problem::AcWing892 => staircase(&mut out),
        Problem::AcWing893 => set_nim(&mut out),
        Problem::AcWing894 => split_nim(&mut out),
    }
    out
}

/// An input of the largest size `problem`'s statement allows ([`Limits::statement`]): the
/// most test cases or piles, each number drawn from the whole range (for solutions that are
/// too slow rather than wrong).
pub fn largest(problem: Problem, seed: u64) -> Input {
    Generator::new(problem, Limits::statement(problem), seed).largest()
}

/// Adds an input of `shape` to `out` with `why`, when it is one of `problem`'s and the
/// judge answers it (AcWing 893's values within its budget of work).
fn push(out: &mut Vec<Hard>, problem: Problem, shape: Shape, why: &str) {
    if let Some(input) = Input::new(problem, shape).filter(|i| i.answer().is_ok()) {
        out.push(Hard {
            input,
            why: why.to_owned(),
        });
    }
}

/// `n`, `n − 1` and `n + 1`, those that are numbers.
fn near(n: u64) -> impl Iterator<Item = u64> {
    [Some(n), n.checked_sub(1), n.checked_add(1)]
        .into_iter()
        .flatten()
}

/// The P-position of Bash with take `k` at or below `n`, and its neighbours, as test cases.
fn bash_p(n: u64, k: u64) -> Vec<[u64; 2]> {
    let Ok(bash) = Bash::new(k) else {
        return Vec::new();
    };
    near(n - bash.residue(n)).map(|n| [n, k]).collect()
}

fn bash(out: &mut Vec<Hard>) {
    let cases = |v: Vec<[u64; 2]>| Shape::Cases(v);
    let max = u64::MAX;
    push(
        out,
        Problem::Nod1066,
        cases(vec![[max, max], [0, max], [max - 1, max], [1, max]]),
        "K = 2^64 - 1: k + 1 wraps to 0 in 64-bit arithmetic (n % (k + 1) divides by zero)",
    );
    let mut wide = Vec::new();
    for k in [
        (1u64 << 32) - 1,
        1 << 32,
        (1 << 31) - 1,
        1 << 31,
        (1 << 63) - 1,
        1 << 63,
    ] {
        wide.extend(bash_p(k.saturating_mul(3), k));
        wide.extend(bash_p(max, k));
        wide.push([k, k]);
    }
    push(
        out,
        Problem::Nod1066,
        cases(wide),
        "K + 1 at 2^31, 2^32, 2^63: k + 1 or n read in 32 bits or signed 64 bits overflows; P-positions (multiples of K + 1) and their neighbours",
    );
    let mut off = Vec::new();
    for k in [1, 2, 3, 10, 1_000_000_000] {
        off.extend([[k, k], [k + 1, k], [2 * k + 2, k], [k - 1, k], [2 * k, k]]);
    }
    off.extend([[0, 1], [1, 1], [2, 1]]);
    push(
        out,
        Problem::Nod1066,
        cases(off),
        "n % k instead of n % (k + 1), or n <= k and n < k mixed up: N = K, K + 1, 2K, 2K + 2",
    );
    let mut top = Vec::new();
    for k in [2, 3, 7, 1_000_000_000, 999_999_999_999] {
        top.extend(bash_p(max, k));
    }
    push(
        out,
        Problem::Nod1066,
        cases(top),
        "P-positions near 2^64: N the largest multiple of K + 1 below 2^64 and its neighbours (n read as signed, or n + 1 overflowing)",
    );
}

/// The largest `k` with `f(k) ≤ v`, for `f` increasing (by bisection).
fn last_at_most(v: u128, f: impl Fn(u64) -> u128) -> u64 {
    let (mut lo, mut hi) = (0u64, u64::MAX);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if f(mid) <= v {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

/// The `k`-th P-position of Wythoff's game and its neighbours, both ways round, as test
/// cases; nothing when it is past `u64::MAX`.
fn wythoff_p(k: u64) -> Vec<[u64; 2]> {
    let (Ok(a), Ok(b)) = (
        u64::try_from(Wythoff::lower(k)),
        u64::try_from(Wythoff::upper(k)),
    ) else {
        return Vec::new();
    };
    let mut cases = vec![[a, b], [b, a]];
    cases.extend(near(b).skip(1).map(|b| [a, b]));
    cases.extend(near(a).skip(1).map(|a| [a, b]));
    cases
}

fn wythoff(out: &mut Vec<Hard>) {
    let cases = |ks: &mut dyn Iterator<Item = u64>| Shape::Cases(ks.flat_map(wythoff_p).collect());
    // The k whose ⌊kφ⌋ is just below 2^e.
    let at = |e: u32| last_at_most(1u128 << e, Wythoff::lower);
    let mut ks = [50, 52, 53, 54]
        .into_iter()
        .flat_map(|e| (0..12).map(move |j| at(e) - j));
    push(
        out,
        Problem::Nod1072,
        cases(&mut ks),
        "floor(k * phi) in double precision near 2^53: P-positions (floor(k phi), floor(k phi) + k) with floor(k phi) near 2^50 to 2^54, and their neighbours",
    );
    let last = last_at_most(u128::from(u64::MAX), Wythoff::upper);
    let mut ks = [56, 60, 62, 63]
        .into_iter()
        .flat_map(|e| (0..6).map(move |j| at(e) - j))
        .chain((0..12).map(|j| last - j));
    push(
        out,
        Problem::Nod1072,
        cases(&mut ks),
        "floor(k * phi) in double or long double above 2^56, up to the last P-position below 2^64: P-positions and their neighbours",
    );
    let mut ks = [1_920_767_766u64, 1 << 31, 1 << 32, 3_037_000_499, 1 << 33]
        .into_iter()
        .flat_map(|k| near(k).chain(near(k + 7)));
    push(
        out,
        Problem::Nod1072,
        cases(&mut ks),
        "k * k or 5 * k * k in 64 bits (an integer square root of 5k^2) overflows from k = 1920767767; 32-bit piles overflow from 2^31",
    );
    // Fibonacci numbers: kφ is within 1/(k√5) of an integer (Hurwitz), closer than the
    // rounding error of floating point from k ≈ 2^26 in double and 2^32 in long double.
    let mut ks = core::iter::successors(Some((1u64, 2u64)), |&(f, g)| {
        g.checked_add(f).map(|h| (g, h))
    })
    .map(|(f, _)| f)
    .filter(|&k| u64::try_from(Wythoff::upper(k)).is_ok());
    push(
        out,
        Problem::Nod1072,
        cases(&mut ks),
        "k a Fibonacci number: k * phi lies within 1/(k sqrt 5) of an integer, where double and long double round the wrong way; P-positions and their neighbours",
    );
    let mut ks = 0..40;
    push(
        out,
        Problem::Nod1072,
        cases(&mut ks),
        "the first 40 P-positions, both ways round (a > b not swapped) and their neighbours",
    );
}

fn nim(problem: Problem, out: &mut Vec<Hard>) {
    let mut add = |piles: Vec<u64>, why: &str| push(out, problem, Shape::Piles(piles), why);
    let misere =
        "the misere rule applied to normal play: piles of 1 only (the last stone wins here)";
    for ones in 1..=4 {
        add(vec![1; ones], misere);
    }
    add(vec![1, 1, 0], misere);
    let narrow = "pile sizes past 2^31 and 2^32 read into 32 bits lose their high bits";
    add(vec![1 << 32], narrow);
    add(vec![(1 << 32) + 5, 5], narrow);
    add(vec![1 << 31, 1 << 32, (1 << 31) + (1 << 32)], narrow);
    add(vec![(1 << 31) + 1, 1], narrow);
    let wide = "pile sizes past 2^63 - 1 read as signed 64-bit numbers";
    add(vec![u64::MAX, u64::MAX - 1], wide);
    add(vec![u64::MAX, u64::MAX], wide);
    add(vec![1 << 63, 1, (1 << 63) + 1], wide);
    let sum = "the sum or the parity of the piles instead of their XOR: P-positions";
    for piles in [[1, 2, 3], [5, 9, 12], [2, 2, 0], [7, 8, 15]] {
        add(piles.to_vec(), sum);
    }
    let mut piles = vec![3, 10, 17, 1 << 40];
    piles.push(Nim::nim_sum(piles.iter().copied()));
    add(piles, sum);
}

fn staircase(out: &mut Vec<Hard>) {
    let mut add =
        |steps: Vec<u64>, why: &str| push(out, Problem::AcWing892, Shape::Piles(steps), why);
    let parity = "Staircase parity mixed up: the XOR of the even steps, of every step, or steps counted from 0";
    for steps in [
        vec![1, 2, 1],
        vec![0, 5],
        vec![3, 0, 3, 5],
        vec![1, 1],
        vec![4, 4, 4],
        vec![7],
    ] {
        add(steps, parity);
    }
    let mut steps = vec![9, 6, 12, 0, 1 << 40, 3, 0];
    let odd = Staircase::odd_step_xor(steps.iter().copied());
    steps.push(1); // step 8, even: it never counts
    steps.push(odd); // step 9, odd: the XOR of the odd steps becomes 0
    add(steps, parity);
    let narrow = "stones past 2^32 read into 32 bits lose their high bits";
    add(vec![1 << 32, 0, 0], narrow);
    add(vec![(1 << 32) + 3, 7, 3], narrow);
    add(vec![u64::MAX, 1, u64::MAX], narrow);
}

/// Heaps of Set Nim with `set` whose values are `values` (the first heaps found), from the
/// core; `None` when a value is not found below 4096 heaps.
fn heaps_of(set: &[u64], values: &[u8]) -> Option<Vec<u64>> {
    let set = SubtractionSet::new(set).ok()?;
    let mut table = SetNimValues::with_budget(set, vec![0; SET_NIM_TABLE], SET_NIM_BUDGET);
    values
        .iter()
        .map(|&v| (0..4096).find(|&h| table.value(h).ok() == Some(v)))
        .collect()
}

fn set_nim(out: &mut Vec<Hard>) {
    let mut add = |set: Vec<u64>, heaps: Option<Vec<u64>>, why: &str| {
        if let Some(heaps) = heaps {
            push(out, Problem::AcWing893, Shape::SetNim { set, heaps }, why);
        }
    };
    let bound = "Grundy values up to k: values kept as win/lose, or a mex searched below a fixed bound (values of 3 and more)";
    for (k, values) in [
        (3u64, [1u8, 2, 3]),
        (5, [4, 5, 1]),
        (8, [8, 7, 15]),
        (20, [17, 12, 29]),
        (100, [100, 99, 7]),
    ] {
        let set: Vec<u64> = (1..=k).collect();
        add(set.clone(), heaps_of(&set, &values), bound);
    }
    let spread = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];
    add(spread.to_vec(), heaps_of(&spread, &[4, 3, 7]), bound);
    let memo = "a memo array of the statement's size (heaps up to 10^4): heaps past it";
    for heaps in [
        vec![10_001],
        vec![10_001, 10_001],
        vec![100_000, 99_999],
        vec![1_000_000_000, 7],
        vec![u64::MAX],
        vec![u64::MAX, u64::MAX - 22],
    ] {
        add(vec![2, 5, 7], Some(heaps), memo);
    }
    add(vec![9_999, 10_000], Some(vec![19_999, 10_000]), memo);
    let big = "set elements larger than the heaps (no move at all), and past 2^32";
    add(vec![10_000], Some(vec![9_999]), big);
    add(vec![1 << 32], Some(vec![(1 << 32) - 1, 1 << 32]), big);
    add(vec![u64::MAX], Some(vec![u64::MAX, u64::MAX - 1]), big);
}

fn split_nim(out: &mut Vec<Hard>) {
    let mut add =
        |piles: Vec<u64>, why: &str| push(out, Problem::AcWing894, Shape::Piles(piles), why);
    // A third pile that makes the position a P-position, by the core.
    let complete = |mut piles: Vec<u64>| {
        if let Some(p) = SplitNim::pile_of(SplitNim::grundy_sum(piles.iter().copied())) {
            piles.push(p);
        }
        piles
    };
    let memo = "a memo array of the statement's size (piles up to 100): piles past it";
    for piles in [
        vec![101],
        vec![101, 101],
        vec![1000, 7],
        vec![1_000_000_000],
        vec![150, 200],
    ] {
        add(complete(piles), memo);
    }
    let wide = "2(n - 1), the values of piles past 2^63, overflows 64 bits";
    add(vec![u64::MAX], wide);
    add(vec![u64::MAX, u64::MAX], wide);
    add(vec![(1 << 63) + 1, (1 << 63) + 1], wide);
    add(vec![u64::MAX, 1 << 63], wide);
    add(complete(vec![(1 << 63) + 5, 3]), wide);
    let rule = "g(n) = n, or the parity of the ones in n - 1 forgotten: P-positions";
    for piles in [
        vec![2, 3],
        vec![3, 4],
        vec![1, 2, 3],
        vec![5, 9],
        vec![13, 40],
    ] {
        add(complete(piles), rule);
    }
}

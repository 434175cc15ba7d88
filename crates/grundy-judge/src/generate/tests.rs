#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use super::*;

/// `x²` as (high, low) 128-bit halves, by 64-bit limbs.
fn square(x: u128) -> (u128, u128) {
    let (h, l) = (x >> 64, x & u128::from(u64::MAX));
    let (hh, hl, ll) = (h * h, h * l, l * l);
    // x² = hh·2^128 + 2·hl·2^64 + ll, carried by hand.
    let (mid_lo, mid_hi) = (hl << 65, hl >> 63);
    let (lo, carry) = ll.overflowing_add(mid_lo);
    (hh + mid_hi + u128::from(carry), lo)
}

/// ⌊kφ⌋ written here: ⌊(k + ⌊√(5k²)⌋) / 2⌋, the root found by bisection with exact 256-bit
/// comparisons.
fn lower_slow(k: u64) -> u128 {
    let k2 = u128::from(k) * u128::from(k);
    // 5k² = 4k² + k² as (high, low).
    let (lo, carry) = (k2 << 2).overflowing_add(k2);
    let five = ((k2 >> 126) + u128::from(carry), lo);
    let (mut a, mut b) = (0u128, 1u128 << 67); // √(5k²) < 2^66
    while a + 1 < b {
        let m = (a + b) / 2;
        if square(m) <= five {
            a = m;
        } else {
            b = m;
        }
    }
    (u128::from(k) + a) / 2
}

/// Who wins each input, by rules written here: Nim's XOR, Bash's residue, Wythoff's pairs by
/// `lower_slow`, Staircase's odd steps; `None` for the games valued by tables.
fn first_wins(input: &Input) -> Option<Vec<bool>> {
    match (input.problem(), input.shape()) {
        (Problem::Nod1066, Shape::Cases(cases)) => Some(
            cases
                .iter()
                .map(|&[n, k]| u128::from(n) % (u128::from(k) + 1) != 0)
                .collect(),
        ),
        (Problem::Nod1072, Shape::Cases(cases)) => Some(
            cases
                .iter()
                .map(|&[a, b]| {
                    let (a, b) = (a.min(b), a.max(b));
                    lower_slow(b - a) != u128::from(a)
                })
                .collect(),
        ),
        (Problem::Nod1069 | Problem::AcWing891, Shape::Piles(p)) => {
            Some(vec![p.iter().fold(0, |x, &v| x ^ v) != 0])
        }
        (Problem::AcWing892, Shape::Piles(p)) => {
            Some(vec![p.iter().step_by(2).fold(0, |x, &v| x ^ v) != 0])
        }
        _ => None,
    }
}

#[track_caller]
fn check_answer(input: &Input) {
    let answer = input.answer().unwrap();
    assert_eq!(answer.lines().count(), input.answers(), "{input:?}");
    if let Some(wins) = first_wins(input) {
        let words: Vec<bool> = answer.lines().map(|l| l == "A" || l == "Yes").collect();
        assert_eq!(words, wins, "{}", input.text());
    }
}

#[test]
fn random_inputs_are_valid_grow_and_are_fair() {
    for problem in Problem::ALL {
        let limits = Limits::grundy(problem);
        let mut generator = Generator::new(problem, limits, 42);
        let mut losses = 0;
        let mut answers = 0;
        let mut largest = 0;
        for step in 0..200 {
            let input = generator.random(step, 200);
            assert!(limits.allow(&input), "{problem}: {input:?}");
            check_answer(&input);
            let answer = input.answer().unwrap();
            // The larger half: random positions of 32 bits and more are almost never
            // P-positions by chance.
            if step >= 100 && input.len() >= 2 {
                answers += answer.lines().count();
                losses += answer.lines().filter(|l| *l == "B" || *l == "No").count();
            }
            largest = largest.max(input.len());
        }
        // Half the positions are made P-positions (some of them then moved one stone).
        assert!(
            4 * losses > answers,
            "{problem}: {losses} of {answers} lost"
        );
        assert!(
            largest >= 8,
            "{problem}: the largest input had {largest} numbers"
        );
        // The same seed draws the same inputs.
        let again = Generator::new(problem, limits, 42).random(5, 10);
        assert_eq!(Generator::new(problem, limits, 42).random(5, 10), again);
    }
}

#[test]
fn edges_hold_the_ends_of_the_range() {
    for problem in Problem::ALL {
        for limits in [Limits::grundy(problem), Limits::statement(problem)] {
            let edges = Generator::new(problem, limits, 1).edges();
            assert!(!edges.is_empty(), "{problem}");
            let mut numbers = Vec::new();
            for input in &edges {
                assert!(limits.allow(input), "{problem}: {input:?}");
                check_answer(input);
                match input.shape() {
                    Shape::Cases(c) => numbers.extend(c.iter().flatten()),
                    Shape::Piles(p) => numbers.extend(p),
                    Shape::SetNim { heaps, .. } => numbers.extend(heaps),
                }
            }
            let value = limits.value();
            for v in [value.min(), value.max()] {
                assert!(numbers.contains(&v), "{problem}: {v} missing");
            }
        }
    }
}

#[test]
fn hard_inputs_are_answered_and_say_why() {
    for problem in Problem::ALL {
        let hard = hard(problem);
        assert!(hard.len() >= 3, "{problem}");
        for h in &hard {
            assert!(!h.why.is_empty() && !h.why.contains('\n'));
            check_answer(&h.input);
        }
    }
    // Wythoff's hard cases are mostly P-positions near 2^53 and above, by the slow ⌊kφ⌋.
    let p_positions = hard(Problem::Nod1072)
        .iter()
        .flat_map(|h| match h.input.shape() {
            Shape::Cases(c) => c.clone(),
            _ => Vec::new(),
        })
        .filter(|&[a, b]| {
            a.min(b) > 1 << 52 && lower_slow(a.max(b) - a.min(b)) == u128::from(a.min(b))
        })
        .count();
    assert!(p_positions >= 60, "{p_positions}");
}

#[test]
fn largest_inputs_fill_the_statement() {
    for problem in Problem::ALL {
        let limits = Limits::statement(problem);
        let input = largest(problem, 3);
        assert!(limits.allow(&input), "{problem}");
        let count = limits.count().max() as usize;
        match input.shape() {
            Shape::Cases(c) => assert_eq!(c.len(), count),
            Shape::Piles(p) => assert_eq!(p.len(), count),
            Shape::SetNim { set, heaps } => {
                assert_eq!(heaps.len(), count);
                assert_eq!(set.len(), 100);
            }
        }
        check_answer(&input);
    }
}

#[test]
fn shorter_inputs_and_changed_numbers_are_valid() {
    for problem in Problem::ALL {
        let limits = Limits::grundy(problem);
        let mut generator = Generator::new(problem, limits, 9);
        for step in 0..20 {
            let input = generator.random(step, 20);
            for shorter in input.shorter(&limits) {
                assert!(limits.allow(&shorter));
                assert!(shorter.len() < input.len(), "{input:?} -> {shorter:?}");
                check_answer(&shorter);
            }
            let numbers = input.numbers();
            assert_eq!(numbers.len(), input.len());
            for (i, &n) in numbers.iter().enumerate() {
                let least = input.least(i, &limits);
                assert!(least <= n, "{input:?}: number {i}");
                for v in [least, least + (n - least) / 2] {
                    // A set element made equal to another is refused.
                    if let Some(changed) = input.with_number(i, v, &limits) {
                        let mut want = numbers.clone();
                        want[i] = v;
                        assert_eq!(changed.numbers(), want);
                        check_answer(&changed);
                    }
                }
            }
            assert!(input.with_number(numbers.len(), 0, &limits).is_none());
        }
    }
    let bash = Input::new(Problem::Nod1066, Shape::Cases(vec![[5, 3]])).unwrap();
    let limits = Limits::grundy(Problem::Nod1066);
    assert_eq!(bash.least(1, &limits), 1);
    assert!(bash.with_number(1, 0, &limits).is_none());
}

#[test]
fn limits_refuse_an_empty_range() {
    let limits = Limits::grundy(Problem::Nod1066);
    assert!(limits.with_max_value(0).is_ok());
    assert_eq!(
        Limits::grundy(Problem::AcWing893)
            .with_max_value(0)
            .unwrap_err()
            .to_string(),
        "--max 0 is below the least number allowed there, 1"
    );
    assert_eq!(lower_slow(1), 1);
    assert_eq!(lower_slow(10), 16);
    assert_eq!(lower_slow(1_000_000), 1_618_033);
    assert_eq!(
        limits.with_max_count(0).unwrap_err().to_string(),
        "--max-count 0 is below the least number allowed there, 1"
    );
    let statement = Limits::statement(Problem::AcWing891)
        .with_max_value(10)
        .unwrap();
    assert_eq!(statement.value(), Bounds::new(1, 10).unwrap());
    assert!(Input::new(Problem::Nod1066, Shape::Cases(vec![[3, 0]])).is_none());
    assert!(
        Input::new(
            Problem::AcWing893,
            Shape::SetNim {
                set: vec![2, 2],
                heaps: vec![]
            }
        )
        .is_none()
    );
    assert!(Input::new(Problem::AcWing891, Shape::Cases(vec![])).is_none());
}

#[test]
fn within_leaves_out_test_cases_past_the_limits() {
    let limits = Limits::grundy(Problem::Nod1072)
        .with_max_value(1000)
        .unwrap()
        .with_count(Bounds::new(1, u64::MAX).unwrap());
    let input = Input::new(
        Problem::Nod1072,
        Shape::Cases(vec![[3, 5], [1 << 40, 1], [8, 13]]),
    )
    .unwrap();
    let kept = input.within(&limits).unwrap();
    assert_eq!(kept.shape(), &Shape::Cases(vec![[3, 5], [8, 13]]));
    let all_past = Input::new(Problem::Nod1072, Shape::Cases(vec![[1 << 40, 1]])).unwrap();
    assert_eq!(all_past.within(&limits), None);
    let piles = Input::new(Problem::AcWing891, Shape::Piles(vec![1, 1 << 40])).unwrap();
    let nim = Limits::grundy(Problem::AcWing891)
        .with_max_value(1000)
        .unwrap();
    assert_eq!(piles.within(&nim), None);
    let small = Input::new(Problem::AcWing891, Shape::Piles(vec![1, 2])).unwrap();
    assert_eq!(small.within(&nim), Some(small.clone()));
}

//! Known values from the literature and the judges, read from `tests/fixtures/*.txt` (each
//! file cites its source), plus the exactness edges near `u64::MAX`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use grundy::set_nim::SubtractionSet;
use grundy::{Bash, FromNumbers, Game, Nim, Nimber, Outcome, SetNim, SplitNim, Staircase, Wythoff};

/// The non-comment lines of a fixture file.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

fn numbers(s: &str) -> Vec<u64> {
    s.split_whitespace().map(|t| t.parse().unwrap()).collect()
}

#[track_caller]
fn check<T: PartialEq + std::fmt::Debug>(what: &str, got: T, want: T) {
    assert_eq!(got, want, "{what}");
}

#[test]
fn wythoff_p_positions_oeis_a000201_a001950() {
    let text = include_str!("fixtures/wythoff-p-positions.txt");
    for (k, line) in lines(text).enumerate() {
        let k = k as u64 + 1;
        let [a, b] = numbers(line)[..] else {
            panic!("bad line {line}")
        };
        check(&format!("a_{k}"), Wythoff::lower(k), u128::from(a));
        check(&format!("b_{k}"), Wythoff::upper(k), u128::from(b));
        check(
            &format!("({a}, {b})"),
            Wythoff::outcome_of(a, b),
            Outcome::P,
        );
        check(
            &format!("({b}, {a})"),
            Wythoff::outcome_of(b, a),
            Outcome::P,
        );
        check(
            &format!("({a}, {})", b + 1),
            Wythoff::outcome_of(a, b + 1),
            Outcome::N,
        );
    }
}

#[test]
fn wythoff_grundy_table_oeis_a004481() {
    let text = include_str!("fixtures/wythoff-table.txt");
    for (a, line) in lines(text).enumerate() {
        for (b, want) in numbers(line).into_iter().enumerate() {
            let p = Wythoff.position(&[a as u64, b as u64]).unwrap();
            check(
                &format!("g({a}, {b})"),
                Wythoff.grundy(&p).unwrap(),
                Nimber::from(want),
            );
        }
    }
}

#[test]
fn subtraction_periods_winning_ways() {
    let text = include_str!("fixtures/subtraction-periods.txt");
    let mut seen = 0;
    for line in lines(text) {
        let (set, period) = line.split_once(';').unwrap();
        let set = SubtractionSet::new(&numbers(set)).unwrap();
        let [e, p] = numbers(period)[..] else {
            panic!("bad line {line}")
        };
        let game = SetNim::new(set.clone()).unwrap();
        check(
            &format!("period of {set}"),
            (
                game.period().unwrap().preperiod(),
                game.period().unwrap().period(),
            ),
            (e as usize, p as usize),
        );
        seen += 1;
    }
    assert_eq!(seen, 7);
}

#[test]
fn split_nim_is_odious_oeis_a000069() {
    let text = include_str!("fixtures/split-nim.txt");
    let values: Vec<u64> = lines(text).flat_map(numbers).collect();
    assert!(values.len() > 30);
    for (n, &v) in values.iter().enumerate() {
        check(
            &format!("g({n})"),
            SplitNim::grundy_of(n as u64),
            u128::from(v),
        );
    }
}

#[test]
fn judge_samples() {
    let text = include_str!("fixtures/judge-samples.txt");
    for line in lines(text) {
        let parts: Vec<&str> = line.split(';').map(str::trim).collect();
        let [game, position, wins] = parts[..] else {
            panic!("bad line {line}")
        };
        let position = numbers(position);
        let outcome = match game.split_whitespace().collect::<Vec<_>>()[..] {
            ["nim"] => Nim::normal().outcome(&Nim::normal().position(&position).unwrap()),
            ["staircase"] => Staircase.outcome(&Staircase.position(&position).unwrap()),
            ["split"] => SplitNim.outcome(&SplitNim.position(&position).unwrap()),
            ["set", ref set @ ..] => {
                let set: Vec<u64> = set.iter().map(|t| t.parse().unwrap()).collect();
                let g = SetNim::new(SubtractionSet::new(&set).unwrap()).unwrap();
                g.outcome(&g.position(&position).unwrap())
            }
            _ => panic!("unknown game {game}"),
        };
        check(line, outcome.first_player_wins(), wins == "yes");
    }
}

#[test]
fn wythoff_is_exact_where_double_precision_fails() {
    // F(40) = 102334155: k·φ = F(41) − ψ^40 lies just below 165580141, and an f64 φ rounds it
    // up. The first k where the f64 formula goes wrong.
    let k = 102_334_155;
    assert_eq!(Wythoff::lower(k), 165_580_140);
    assert_eq!(Wythoff::outcome_of(165_580_140, 267_914_295), Outcome::P);
    assert_eq!(Wythoff::outcome_of(165_580_141, 267_914_296), Outcome::N);
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    assert_eq!(
        (k as f64 * phi).floor() as u128,
        165_580_141,
        "f64 is wrong here"
    );
    for k in 1..1_000_000u64 {
        assert_eq!(
            (k as f64 * phi).floor() as u128,
            Wythoff::lower(k),
            "f64 agrees below"
        );
    }
}

#[test]
fn wythoff_near_u64_max() {
    // The largest P-position with both piles in u64: b_k ≤ u64::MAX.
    let mut lo = 0u64;
    let mut hi = u64::MAX;
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if Wythoff::upper(mid) <= u128::from(u64::MAX) {
            lo = mid
        } else {
            hi = mid
        }
    }
    let (a, b) = (Wythoff::lower(lo) as u64, Wythoff::upper(lo) as u64);
    assert!(b > u64::MAX - 3, "b = {b}");
    assert_eq!(Wythoff::outcome_of(a, b), Outcome::P);
    assert_eq!(Wythoff::partner(a), Some(b));
    assert_eq!(Wythoff::partner(b), Some(a));
    // Consecutive P-positions differ by 1 or 2 in a: (a ± 1, partner) is then an N-position.
    assert_eq!(Wythoff::outcome_of(a - 1, b), Outcome::N);
    // Every winning move from near the top lands on a P-position.
    for p in [
        [u64::MAX, u64::MAX],
        [u64::MAX, 0],
        [u64::MAX - 1, u64::MAX],
        [a + 1, b],
        [u64::MAX, 12345],
    ] {
        let pos = Wythoff.position(&p).unwrap();
        let wins: Vec<_> = Wythoff.winning_moves(&pos).collect();
        assert_eq!(
            wins.is_empty(),
            Wythoff.outcome(&pos) == Outcome::P,
            "{p:?}"
        );
        for m in wins {
            let after = Wythoff.play(pos, m).unwrap();
            assert_eq!(Wythoff.outcome(&after), Outcome::P, "{m:?} from {p:?}");
        }
    }
    // Each x has exactly one partner; the upper ones past u64 have none.
    assert_eq!(
        Wythoff::partner(u64::MAX).map(|y| Wythoff::outcome_of(u64::MAX, y)),
        Some(Outcome::P)
    );
}

#[test]
fn grundy_values_past_capacity_are_errors_not_guesses() {
    let big = Wythoff.position(&[1000, 1000]).unwrap();
    assert!(matches!(
        Wythoff.grundy(&big),
        Err(grundy::error::GrundyError::NoFormula { .. })
    ));
    assert_eq!(Wythoff.outcome(&big), Outcome::N);
    let edge = Wythoff.position(&[0, u64::MAX]).unwrap();
    assert_eq!(Wythoff.grundy(&edge).unwrap(), Nimber::from(u64::MAX));
    let misere = Nim::misere();
    assert!(misere.grundy(&misere.position(&[1, 2]).unwrap()).is_err());
}

#[test]
fn u64_edges_of_the_other_games() {
    let bash = Bash::new(u64::MAX).unwrap();
    assert_eq!(bash.outcome_of(u64::MAX), Outcome::N);
    assert_eq!(
        Bash::new(u64::MAX - 1).unwrap().outcome_of(u64::MAX),
        Outcome::P
    );
    assert_eq!(Nim::nim_sum([u64::MAX, u64::MAX, 1]), 1);
    // n − 1 = 2^64 − 2 has 63 one-bits (odd), so g = 2(n − 1) with no +1.
    assert_eq!(
        SplitNim::grundy_of(u64::MAX),
        (u128::from(u64::MAX) - 1) * 2
    );
    let split = SplitNim.position(&[u64::MAX, 3]).unwrap();
    let mv = SplitNim.winning_moves(&split).next().unwrap();
    assert_eq!(
        SplitNim.outcome(&SplitNim.play(split, mv).unwrap()),
        Outcome::P
    );
    let set = SetNim::new(SubtractionSet::new(&[2, 5, 7]).unwrap()).unwrap();
    assert_eq!(set.grundy_of(u64::MAX), set.grundy_of(u64::MAX % 22));
    assert!(Staircase.position(&[u64::MAX, 1]).is_ok());
    assert_eq!(Staircase::odd_step_xor([u64::MAX, 5, u64::MAX]), 0);
}

#[test]
fn staircase_steps_may_hold_u64_max_each() {
    use grundy::error::IllegalMove;
    use grundy::staircase::StairMove;
    let max = u64::MAX;
    let stairs = Staircase;
    let p = stairs.position(&[max, max]).unwrap();
    // The odd steps XOR to u64::MAX: an N-position, won by emptying step 1.
    assert_eq!(stairs.grundy(&p), Ok(Nimber::from(max)));
    assert_eq!(stairs.outcome(&p), Outcome::N);
    let wins: Vec<StairMove> = stairs.winning_moves(&p).collect();
    assert_eq!(
        wins,
        [StairMove {
            step: 1,
            count: max
        }]
    );
    let after = stairs.play(p.clone(), wins[0]).unwrap();
    assert_eq!(stairs.outcome(&after), Outcome::P);
    // Step 1 is full: no stone of step 2 can move onto it. (The moves of a full step are
    // too many to list here, so the random mover stands in for the list.)
    let refused = stairs
        .play(p.clone(), StairMove { step: 2, count: 1 })
        .unwrap_err();
    assert_eq!(refused.reason, IllegalMove::Overflow);
    let mut rng = grundy::rng::SplitMix64::new(7);
    for _ in 0..1000 {
        let mv = stairs.random_move(&p, &mut rng).unwrap();
        assert_eq!(mv.step, 1);
        assert!(stairs.play(p.clone(), mv).is_ok());
    }
    // With room for three below, a push of up to three fits, and a fourth stone does not.
    let p = stairs.position(&[max - 3, max]).unwrap();
    let mut pushes = 0;
    for _ in 0..1000 {
        let mv = stairs.random_move(&p, &mut rng).unwrap();
        assert!(stairs.play(p.clone(), mv).is_ok());
        if mv.step == 2 {
            assert!(mv.count <= 3);
            pushes += 1;
        }
    }
    assert!(pushes > 0);
    assert!(
        stairs
            .play(p.clone(), StairMove { step: 2, count: 3 })
            .is_ok()
    );
    let refused = stairs.play(p, StairMove { step: 2, count: 4 }).unwrap_err();
    assert_eq!(refused.reason, IllegalMove::Overflow);
}

/// Staircase positions with steps near 2^64: every winning move listed is legal and leaves
/// the odd steps' XOR at 0, and a winning move is missing only when the one move per step
/// that could zero the XOR (worked out here from the rule) would overflow a step.
#[test]
fn staircase_winning_moves_near_u64_max_are_exactly_those_that_fit() {
    use grundy::staircase::StairMove;
    let max = u64::MAX;
    let values = [0, 1, 2, max / 2, max - 1, max];
    let stairs = Staircase;
    let mut missing = 0;
    for len in 1..=4u32 {
        for code in 0..values.len().pow(len) {
            let steps: Vec<u64> = (0..len)
                .map(|k| values[code / values.len().pow(k) % values.len()])
                .collect();
            let x = steps.iter().step_by(2).fold(0, |x, s| x ^ s);
            let p = stairs.position(&steps).unwrap();
            // The candidates: on odd step i, the Nim move to s ^ x (its stones pushed below);
            // on even step i, raising the odd step below to its s ^ x.
            let mut expected = Vec::new();
            for (i, &s) in steps.iter().enumerate() {
                let step = i + 1;
                let candidate = if x == 0 {
                    None
                } else if step % 2 == 1 {
                    (s ^ x < s).then(|| (step, s - (s ^ x)))
                } else {
                    let below = steps[i - 1];
                    (below ^ x > below && (below ^ x) - below <= s)
                        .then(|| (step, (below ^ x) - below))
                };
                if let Some((step, count)) = candidate {
                    let fits = step == 1 || steps[step - 2].checked_add(count).is_some();
                    if fits {
                        expected.push(StairMove { step, count });
                    } else {
                        missing += 1;
                    }
                }
            }
            let wins: Vec<StairMove> = stairs.winning_moves(&p).collect();
            assert_eq!(wins, expected, "{steps:?}");
            assert_eq!(
                stairs
                    .moves_to(&p, Nimber::ZERO)
                    .unwrap()
                    .collect::<Vec<_>>(),
                expected
            );
            for mv in wins {
                let after = stairs.play(p.clone(), mv).unwrap();
                assert_eq!(stairs.grundy(&after), Ok(Nimber::ZERO), "{steps:?} {mv:?}");
            }
        }
    }
    assert!(missing > 0, "no position met the limit");
    // The documented case: an N-position whose one winning move cannot be held.
    let p = stairs.position(&[0, 1, max]).unwrap();
    assert_eq!(stairs.outcome(&p), Outcome::N);
    assert_eq!(stairs.winning_moves(&p).count(), 0);
}

/// Split Nim in a position of MAX_PILES piles: every listed move, winning move and move to a
/// value can be played, and the winning moves are exactly those of a brute force over the
/// splits with room (one new pile at most), with values by the plain mex written here.
#[test]
fn split_nim_in_a_full_position_lists_only_moves_it_can_hold() {
    use grundy::piles::MAX_PILES;
    use grundy::split_nim::SplitMove;
    // g(n) = mex { g(a) ^ g(b) : 0 <= a, b < n }.
    let mut g = vec![0u128];
    for n in 1..12usize {
        let mut seen = [false; 64];
        for a in 0..n {
            for b in 0..n {
                seen[(g[a] ^ g[b]) as usize] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u128);
    }
    let mut rng = grundy::rng::SplitMix64::new(11);
    let mut positions_with_missing = 0;
    for round in 0..200 {
        let numbers: Vec<u64> = (0..MAX_PILES)
            .map(|i| (i as u64 * 7 + round * 13) % 11 + u64::from(i == 0))
            .collect();
        let p = SplitNim.position(&numbers).unwrap();
        let x = numbers.iter().fold(0, |x, &n| x ^ g[n as usize]);
        let mut expected = Vec::new();
        let mut all = Vec::new();
        for (pile, &n) in numbers.iter().enumerate() {
            for b in 0..n {
                all.push(SplitMove { pile, into: [0, b] });
                if x ^ g[n as usize] ^ g[b as usize] == 0 {
                    expected.push(SplitMove { pile, into: [0, b] });
                }
            }
        }
        let listed: Vec<SplitMove> = SplitNim.moves(&p).collect();
        assert_eq!(listed, all, "{numbers:?}");
        let wins: Vec<SplitMove> = SplitNim.winning_moves(&p).collect();
        assert_eq!(wins, expected, "{numbers:?}");
        if x != 0 && wins.is_empty() {
            positions_with_missing += 1;
        }
        for t in 0..8u8 {
            for mv in SplitNim.moves_to(&p, Nimber::from(t)).unwrap() {
                let after = SplitNim.play(p.clone(), mv).unwrap();
                assert_eq!(
                    SplitNim.grundy(&after),
                    Ok(Nimber::from(t)),
                    "{numbers:?} {mv:?}"
                );
            }
        }
        let mv = SplitNim.random_move(&p, &mut rng).unwrap();
        assert!(SplitNim.play(p.clone(), mv).is_ok(), "{numbers:?} {mv:?}");
    }
    assert!(
        positions_with_missing > 0,
        "no full N-position without a winning move held"
    );
}

/// Kayles (0.77) in a position of MAX_PILES heaps: no move leaving two heaps is listed or
/// drawn at random, and the winning moves are exactly those of a brute force over the moves
/// with room, with values by the plain mex written here.
#[test]
fn kayles_in_a_full_position_lists_only_moves_it_can_hold() {
    use grundy::Octal;
    use grundy::octal::{OctalCode, OctalMove};
    use grundy::piles::MAX_PILES;
    // Kayles: take 1 or 2 adjacent pins, leaving 0, 1 or 2 rows.
    let mut g = vec![0u16];
    for n in 1..40usize {
        let mut seen = [false; 64];
        for k in 1..=2.min(n) {
            let rest = n - k;
            for a in 0..=rest / 2 {
                seen[(g[a] ^ g[rest - a]) as usize] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u16);
    }
    let code: OctalCode = "0.77".parse().unwrap();
    let kayles = Octal::for_heaps(code, 39, vec![0u16; 64], &mut vec![0u32; 4096]).unwrap();
    let key = |m: &OctalMove| (m.pile, m.take, m.left);
    let mut rng = grundy::rng::SplitMix64::new(5);
    let mut missing = 0;
    for round in 0..100u64 {
        let numbers: Vec<u64> = (0..MAX_PILES as u64)
            .map(|i| (i * 5 + round * 17) % 39 + 1)
            .collect();
        let p = kayles.position(&numbers).unwrap();
        let x = numbers.iter().fold(0, |x, &n| x ^ g[n as usize]);
        let mut expected = Vec::new();
        for (pile, &n) in numbers.iter().enumerate() {
            for k in 1..=2u64.min(n) {
                let left = if n == k { [0, 0, 0] } else { [n - k, 0, 0] };
                if x ^ g[n as usize] ^ g[left[0] as usize] == 0 {
                    expected.push(OctalMove {
                        pile,
                        take: k,
                        left,
                    });
                }
            }
        }
        let mut wins: Vec<OctalMove> = kayles.winning_moves(&p).collect();
        wins.sort_by_key(key);
        expected.sort_by_key(key);
        assert_eq!(wins, expected, "{numbers:?}");
        if x != 0 && wins.is_empty() {
            missing += 1;
        }
        assert!(kayles.moves(&p).all(|m| m.heaps_left() < 2), "{numbers:?}");
        for _ in 0..20 {
            let mv = kayles.random_move(&p, &mut rng).unwrap();
            assert!(kayles.play(p.clone(), mv).is_ok(), "{numbers:?} {mv:?}");
        }
    }
    assert!(
        missing > 0,
        "no full N-position without a winning move held"
    );
}

/// Wythoff with an empty pile is one Nim heap, g(0, n) = n, of any size: its moves to a
/// value come without a scan of the heap's options (a scan of 2^64 of them never ends).
#[test]
fn wythoff_moves_to_a_value_with_an_empty_pile_are_immediate() {
    use grundy::wythoff::WythoffMove;
    let max = u64::MAX;
    let moves = |a: u64, b: u64, t: u128| -> Vec<WythoffMove> {
        let p = Wythoff.position(&[a, b]).unwrap();
        Wythoff.moves_to(&p, t.into()).unwrap().collect()
    };
    assert_eq!(moves(0, max, 5), [WythoffMove::Second(max - 5)]);
    assert_eq!(moves(max, 0, 0), [WythoffMove::First(max)]);
    assert_eq!(moves(max, 0, 1), [WythoffMove::First(max - 1)]);
    assert_eq!(moves(0, 5, 5), []);
    assert_eq!(moves(0, 5, 9), []);
    assert_eq!(moves(0, 0, 1), []);
    // Small heaps against the plain mex of a row: the move is exactly the one to n − t.
    for n in 0..20u64 {
        for t in 0..25u128 {
            let expected: Vec<WythoffMove> = (1..=n)
                .filter(|&k| u128::from(n - k) == t)
                .map(WythoffMove::Second)
                .collect();
            assert_eq!(moves(0, n, t), expected, "(0, {n}) to {t}");
        }
    }
}

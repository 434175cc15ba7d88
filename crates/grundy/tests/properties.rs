//! Property tests of the invariants every game keeps, on random positions of every size.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use grundy::rng::SplitMix64;
use grundy::set_nim::SubtractionSet;
use grundy::{
    Bash, Convention, FromNumbers, Game, Nim, Outcome, SetNim, SplitNim, Staircase, Wythoff,
};
use proptest::prelude::*;

/// g(0..len) of the subtraction game `set` by the definition, written here: the least value
/// not among the values of n − s.
fn plain_mex(set: &[u64], len: usize) -> Vec<u8> {
    let mut g: Vec<u8> = Vec::with_capacity(len);
    for n in 0..len as u64 {
        let seen: Vec<u8> = set
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| g[(n - s) as usize])
            .collect();
        g.push((0..=u8::MAX).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

/// Every winning move is legal and leads to a P-position; there is one exactly when the
/// position is an N-position; from a P-position (checked on a few random moves) every move
/// leads to an N-position.
fn check_invariants<G: Game<Unknown = std::convert::Infallible> + FromNumbers>(
    game: &G,
    position: &G::Position,
    seed: u64,
) -> Result<(), TestCaseError> {
    let outcome = game.outcome(position);
    let mut wins = game.winning_moves(position).take(50).peekable();
    let terminal = game.is_terminal(position);
    // A misère terminal position is an N-position without a move.
    prop_assert_eq!(wins.peek().is_some(), outcome == Outcome::N && !terminal);
    for mv in wins {
        let after = game.play(position.clone(), mv);
        prop_assert!(after.is_ok(), "winning move {:?} is illegal", mv);
        if let Ok(after) = after {
            prop_assert_eq!(
                game.outcome(&after),
                Outcome::P,
                "{:?} from {:?}",
                mv,
                position
            );
        }
    }
    let mut rng = SplitMix64::new(seed);
    for _ in 0..8 {
        let Some(mv) = game.random_move(position, &mut rng) else {
            prop_assert!(terminal);
            break;
        };
        match game.play(position.clone(), mv) {
            Ok(after) if outcome == Outcome::P => {
                prop_assert_eq!(
                    game.outcome(&after),
                    Outcome::N,
                    "{:?} from P {:?}",
                    mv,
                    position
                );
            }
            Ok(_) => {}
            // Only Split Nim can refuse a legal move, when the piles are full.
            Err(e) => prop_assert!(position_is_full(game, position), "{:?}: {}", mv, e),
        }
    }
    Ok(())
}

fn position_is_full<G: FromNumbers>(game: &G, position: &G::Position) -> bool {
    game.numbers(position).len() == grundy::piles::MAX_PILES
}

proptest! {
    #[test]
    fn nim_any_u64(piles in prop::collection::vec(any::<u64>(), 0..12), seed: u64, misere: bool) {
        let game = Nim::with_convention(if misere { Convention::Misere } else { Convention::Normal });
        check_invariants(&game, &game.position(&piles).unwrap(), seed)?;
    }

    #[test]
    fn nim_small_piles_misere(piles in prop::collection::vec(0u64..4, 0..8), seed: u64) {
        let game = Nim::misere();
        check_invariants(&game, &game.position(&piles).unwrap(), seed)?;
    }

    #[test]
    fn bash_any_u64(n: u64, k in 1u64.., seed: u64, misere: bool) {
        let game = Bash::with_convention(k, if misere { Convention::Misere } else { Convention::Normal }).unwrap();
        check_invariants(&game, &game.position(&[n]).unwrap(), seed)?;
    }

    #[test]
    fn wythoff_any_u64(a: u64, b: u64, seed: u64) {
        check_invariants(&Wythoff, &Wythoff.position(&[a, b]).unwrap(), seed)?;
    }

    #[test]
    fn wythoff_near_p_positions(k in 0u64..7_000_000_000_000_000_000, da in 0u64..3, db in 0u64..3, seed: u64) {
        let (a, b) = (Wythoff::lower(k) as u64, Wythoff::upper(k) as u64);
        prop_assert_eq!(Wythoff::outcome_of(a, b), Outcome::P);
        prop_assert_eq!(Wythoff::partner(a), Some(b));
        prop_assert_eq!(Wythoff::partner(b), Some(a));
        let p = Wythoff.position(&[a.saturating_add(da), b.saturating_add(db)]).unwrap();
        check_invariants(&Wythoff, &p, seed)?;
    }

    #[test]
    fn staircase_any(steps in prop::collection::vec(0u64..(1 << 58), 0..16), seed: u64) {
        check_invariants(&Staircase, &Staircase.position(&steps).unwrap(), seed)?;
    }

    #[test]
    fn split_any_u64(piles in prop::collection::vec(any::<u64>(), 0..10), seed: u64) {
        check_invariants(&SplitNim, &SplitNim.position(&piles).unwrap(), seed)?;
    }

    #[test]
    fn split_small(piles in prop::collection::vec(0u64..200, 0..6), seed: u64) {
        check_invariants(&SplitNim, &SplitNim.position(&piles).unwrap(), seed)?;
    }

    #[test]
    fn set_nim_any(set in prop::collection::vec(1u64..30, 1..6), piles in prop::collection::vec(any::<u64>(), 0..8), seed: u64) {
        // Periods of sets up to 30 reach past 1024 values (S = {8, 12, 21, 29}: 184 + 1001).
        let game = SetNim::with_table(SubtractionSet::new(&set).unwrap(), vec![0u8; 1 << 20]).unwrap();
        check_invariants(&game, &game.position(&piles).unwrap(), seed)?;
    }

    /// The certified period answers exactly what the plain table says, wherever both exist.
    #[test]
    fn period_equals_plain_table(set in prop::collection::vec(1u64..40, 1..7)) {
        let set = SubtractionSet::new(&set).unwrap();
        let game = SetNim::with_table(set.clone(), vec![0u8; 1 << 14]).unwrap();
        let table = plain_mex(set.as_slice(), 5000);
        for (n, &g) in table.iter().enumerate() {
            prop_assert_eq!(game.grundy_of(n as u64).unwrap(), g, "n = {}", n);
        }
        let period = game.period().unwrap();
        // The period may be longer than the plain table (e.g. {9, 10, 19, 20, 29, 39}: 1266).
        for n in period.preperiod()..table.len().saturating_sub(period.period()) {
            prop_assert_eq!(table[n], table[n + period.period()]);
        }
        if period.preperiod() > 0 && period.preperiod() - 1 + period.period() < table.len() {
            let e = period.preperiod() - 1;
            prop_assert_ne!(table[e], table[e + period.period()], "preperiod not minimal");
        }
    }
}

#[test]
fn period_not_found_within_capacity_is_an_error() {
    // g(n) = 0 below 999: preperiod + period + reach is past 1500 cells. (A set whose
    // elements share a divisor, as {1000}, is computed divided by it and needs no such room.)
    assert!(matches!(
        SetNim::with_table(SubtractionSet::new(&[999, 1000]).unwrap(), [0u8; 1500]),
        Err(grundy::error::SetNimError::NoPeriodWithin { capacity: 1500 })
    ));
    let set = SubtractionSet::new(&[1000]).unwrap();
    // With room for period 2000 plus the reach it is found.
    let game = SetNim::with_table(set, vec![0u8; 4096]).unwrap();
    assert_eq!(
        (
            game.period().unwrap().preperiod(),
            game.period().unwrap().period()
        ),
        (0, 2000)
    );
}

#[test]
fn long_constant_runs_are_certified_in_linear_time() {
    // g(n) = ⌊n / 10^5⌋ mod 2: runs of 10^5 equal values (computed as {1} on ⌊n / 10^5⌋
    // since the elements' common divisor is used; the period is that of the game).
    let set = SubtractionSet::new(&[100_000]).unwrap();
    let game = SetNim::with_table(set, vec![0u8; 1 << 19]).unwrap();
    assert_eq!(
        (
            game.period().unwrap().preperiod(),
            game.period().unwrap().period()
        ),
        (0, 200_000)
    );
    assert_eq!(
        game.grundy_of(u64::MAX),
        Some(((u64::MAX % 200_000) / 100_000) as u8)
    );
    // A set that reaches past the whole table fails at once.
    let far = SubtractionSet::new(&[1 << 40, (1 << 40) + 1]).unwrap();
    assert!(SetNim::with_table(far, vec![0u8; 1 << 20]).is_err());
}

#[test]
fn a_period_longer_than_a_small_table_matches_a_long_plain_table() {
    // Found by the property test above: its period, 1266, outgrew the 5000-cell table.
    let set = SubtractionSet::new(&[9, 10, 19, 20, 29, 39]).unwrap();
    let game = SetNim::with_table(set.clone(), vec![0u8; 1 << 14]).unwrap();
    let mut table = vec![0u8; 20_000];
    set.fill_table(&mut table).unwrap();
    for (n, &g) in table.iter().enumerate() {
        assert_eq!(game.grundy_of(n as u64).unwrap(), g, "n = {n}");
    }
    assert_eq!(game.period().unwrap().period(), 1266);
}

proptest! {
    /// Rules for bounded piles answer every pile up to their limit as the plain mex does,
    /// whatever the elements (huge ones included) and whether a period was found.
    #[test]
    fn for_heaps_equals_the_plain_mex(
        small in prop::collection::vec(1u64..2500, 0..5),
        large in prop::collection::vec(100u64..u64::MAX, 0..3),
        max_heap in 0u64..3000,
        capacity in 64usize..4096,
    ) {
        let elements: Vec<u64> = small.iter().chain(&large).copied().collect();
        prop_assume!(!elements.is_empty());
        let set = SubtractionSet::new(&elements).unwrap();
        let truth = plain_mex(set.as_slice(), 3001);
        match SetNim::for_heaps(set.clone(), max_heap, vec![0u8; capacity]) {
            Ok(game) => {
                prop_assert!(game.max_heap() >= max_heap);
                for n in 0..=3000u64 {
                    let got = game.grundy_of(n);
                    if n <= game.max_heap() {
                        prop_assert_eq!(got, Some(truth[n as usize]), "n = {}", n);
                    } else {
                        prop_assert_eq!(got, None);
                    }
                }
                let piles = [max_heap, max_heap / 2];
                prop_assert!(game.position(&piles).is_ok());
            }
            // Only when neither a period nor the plain values up to max_heap fit.
            Err(_) => prop_assert!(max_heap as usize >= capacity),
        }
    }

    /// Values on demand, asked in any order, are the plain mex's; past the table they come
    /// from a certified period or are refused.
    #[test]
    fn values_on_demand_equal_the_plain_mex(
        set in prop::collection::vec(1u64..50, 1..5),
        heaps in prop::collection::vec(0u64..4000, 1..40),
        capacity in 64usize..2048,
    ) {
        let set = SubtractionSet::new(&set).unwrap();
        let truth = plain_mex(set.as_slice(), 4000);
        let mut values = grundy::set_nim::SetNimValues::new(set.clone(), vec![0u8; capacity]);
        for h in heaps {
            match values.value(h) {
                Ok(v) => prop_assert_eq!(v, truth[h as usize], "h = {}", h),
                Err(_) => prop_assert!(h as usize >= capacity),
            }
        }
    }
}

proptest! {
    /// The mex over a caller's bitset is the least number not among the values, whenever
    /// the bitset holds one word per 64 options (the mex of k values is at most k); with
    /// too small a bitset it is that number or an overflow, never a wrong value.
    #[test]
    fn mex_in_is_the_least_absent_value(
        values in proptest::collection::vec(0u64..200, 0..150),
        words in 0usize..4,
    ) {
        let want = (0..).find(|v| !values.contains(v)).unwrap();
        let mut bits = vec![0u64; values.len() / 64 + 1];
        prop_assert_eq!(grundy::sg::mex_in(values.iter().copied(), &mut bits), Ok(want));
        let mut small = vec![u64::MAX; words];
        match grundy::sg::mex_in(values.iter().copied(), &mut small) {
            Ok(v) => prop_assert_eq!(v, want),
            Err(e) => {
                prop_assert!(want >= 64 * words as u64);
                prop_assert_eq!(e.capacity, 64 * words as u64);
            }
        }
    }
}

//! Each operation that builds rules fails with its own small error type, and building any
//! game from its description ([`AnyGame::build`]) reports the same failure as a
//! [`RulesError`] worded the same way.

#![allow(clippy::unwrap_used)] // Tests may unwrap.

use grundy::any::{AnyGame, Inline};
use grundy::error::{
    BashError, ComponentsError, ConventionError, RulesError, SetError, SetNimError,
};
use grundy::set_nim::{SetBuilder, SubtractionSet};
use grundy::{Bash, Convention, GameKind, GameSpec, SetNim, Sum};

/// The rules error of building `spec` for a game from `start`, with the firmware-sized
/// inline tables.
fn build_error(spec: &GameSpec, start: &[u64]) -> RulesError {
    AnyGame::build(spec, start, &Inline::<64, 64>).unwrap_err()
}

#[test]
fn bash_with_no_take_is_a_bash_error_and_the_same_rules_error() {
    assert_eq!(Bash::new(0), Err(BashError::ZeroMaxTake));
    assert_eq!(
        Bash::with_convention(0, Convention::Misere),
        Err(BashError::ZeroMaxTake)
    );
    let spec = GameSpec::Bash {
        max_take: 0,
        convention: Convention::Normal,
    };
    assert_eq!(build_error(&spec, &[]), RulesError::ZeroMaxTake);
    assert_eq!(
        BashError::ZeroMaxTake.to_string(),
        build_error(&spec, &[]).to_string()
    );
}

#[test]
fn a_bad_subtraction_set_is_a_set_error() {
    assert_eq!(SubtractionSet::<4>::from_slice(&[]), Err(SetError::Empty));
    assert_eq!(
        SubtractionSet::<4>::from_slice(&[3, 0]),
        Err(SetError::ZeroInSet)
    );
    assert_eq!(
        SubtractionSet::<2>::from_slice(&[1, 2, 3]),
        Err(SetError::TooLarge { capacity: 2 })
    );
    let mut builder = SetBuilder::<2>::new();
    assert_eq!(builder.add(0), Err(SetError::ZeroInSet));
    assert_eq!(SetBuilder::<2>::new().build(), Err(SetError::Empty));
    let pairs = [
        (SetError::Empty, RulesError::EmptySet),
        (SetError::ZeroInSet, RulesError::ZeroInSet),
        (
            SetError::TooLarge { capacity: 2 },
            RulesError::SetTooLarge { capacity: 2 },
        ),
    ];
    for (small, whole) in pairs {
        assert_eq!(RulesError::from(small), whole);
        assert_eq!(small.to_string(), whole.to_string());
    }
}

#[test]
fn set_nim_past_its_table_is_a_set_nim_error_and_the_same_rules_error() {
    // S = {999, 1000}: values repeat with period 1999 only after a preperiod, far past a
    // table of 64 cells (the firmware's inline table).
    let set = SubtractionSet::new(&[999, 1000]).unwrap();
    let small = SetNim::with_table(set.clone(), [0u8; 64]).unwrap_err();
    assert_eq!(small, SetNimError::NoPeriodWithin { capacity: 64 });
    assert_eq!(
        RulesError::from(small),
        RulesError::NoPeriodWithin { capacity: 64 }
    );
    // A game from a pile of 5000 needs its values that far.
    let small = SetNim::for_heaps(set.clone(), 5000, [0u8; 64]).unwrap_err();
    assert_eq!(
        small,
        SetNimError::HeapBeyondTable {
            heap: 5000,
            capacity: 64
        }
    );
    let whole = build_error(&GameSpec::SetNim { set }, &[5000]);
    assert_eq!(whole, RulesError::from(small));
    assert_eq!(whole.to_string(), small.to_string());
}

#[test]
fn a_sum_of_nothing_or_too_much_is_a_components_error() {
    let none: [AnyGame; 0] = [];
    assert_eq!(
        Sum::new(none, Convention::Normal).unwrap_err(),
        ComponentsError::NoComponents
    );
    let nine = (0..9).map(|_| AnyGame::build(&GameSpec::Wythoff, &[], &Inline::<64, 64>).unwrap());
    let too_many = Sum::new(nine, Convention::Normal).unwrap_err();
    assert_eq!(
        too_many,
        ComponentsError::TooManyComponents {
            capacity: grundy::sum::MAX_COMPONENTS
        }
    );
    assert_eq!(RulesError::from(too_many).to_string(), too_many.to_string());
}

#[test]
fn misere_play_of_a_game_without_its_theory_is_a_convention_error() {
    assert_eq!(
        GameSpec::Wythoff.with_convention(Convention::Misere),
        Err(ConventionError::MisereUnknown {
            game: GameKind::Wythoff
        })
    );
    assert_eq!(
        GameSpec::Nim {
            convention: Convention::Normal
        }
        .with_convention(Convention::Misere),
        Ok(GameSpec::Nim {
            convention: Convention::Misere
        })
    );
    let error = ConventionError::MisereUnknown {
        game: GameKind::Wythoff,
    };
    assert_eq!(
        RulesError::from(error),
        RulesError::MisereUnknown {
            game: GameKind::Wythoff
        }
    );
}

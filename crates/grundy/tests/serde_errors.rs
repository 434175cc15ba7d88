//! Every public error type of the core crosses serde (feature `serde`): a web page and its
//! worker, or a saved game, carry the error itself, not its message. Each round trip goes
//! through postcard, and a type without the derive does not compile here.

#![cfg(feature = "serde")]
#![allow(clippy::unwrap_used)] // Tests may unwrap.

use core::fmt::Debug;

use grundy::error::{
    BashError, ComponentsError, ConventionError, GrundyError, IllegalMove, OctalError, PlayError,
    PositionError, RulesError, SetError, SetNimError, SumError,
};
use grundy::graph::{GraphBuffer, GraphError};
use grundy::octal::OctalCodeError;
use grundy::sg::TableError;
use grundy::strategy::SearchError;
use grundy::sum::SumPositionError;
use serde::Serialize;
use serde::de::DeserializeOwned;

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: T) {
    let bytes = postcard::to_allocvec(&value).unwrap();
    let back: T = postcard::from_bytes(&bytes).unwrap();
    assert_eq!(back, value);
}

#[test]
fn every_error_type_round_trips() {
    round_trip(RulesError::ZeroMaxTake);
    round_trip(RulesError::SetTooLarge { capacity: 32 });
    round_trip(BashError::ZeroMaxTake);
    round_trip(SetError::TooLarge { capacity: 32 });
    round_trip(SetNimError::WorkLimit {
        heap: 9,
        work: 10,
        budget: 8,
    });
    round_trip(ComponentsError::TooManyComponents { capacity: 8 });
    round_trip(ConventionError::MisereUnknown {
        game: grundy::GameKind::Wythoff,
    });
    round_trip(PositionError::TooManyStones);
    round_trip(PositionError::WrongPileCount {
        expected: 2,
        given: 3,
    });
    round_trip(IllegalMove::TakesNothing);
    round_trip(PlayError {
        position: [3u64, 4, 5],
        reason: IllegalMove::TakesNothing,
    });
    round_trip(GrundyError::Misere);
    round_trip(SumError::Component {
        component: 2,
        error: GrundyError::Misere,
    });
    round_trip(SumPositionError {
        component: 1,
        error: Some(PositionError::TooManyStones),
    });
    round_trip(OctalError::WorkLimit {
        heap: u64::MAX,
        work: 7,
        budget: 6,
    });
    round_trip(OctalCodeError::BadDigit {
        take: 3,
        found: 'z',
    });
    round_trip(TableError::TooSmall {
        needed: u64::MAX,
        capacity: 1,
    });
    round_trip(SearchError::TooDeep);
    round_trip(GraphError::BufferTooSmall {
        buffer: GraphBuffer::Scratch,
        needed: 10,
        given: 9,
    });
    round_trip(GraphError::TooManyEdges);
}

//! The core's values in both languages: every variant of today's enums, in English exactly
//! its `Display`, in Chinese a translation (not the English fallback).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // Tests may unwrap.

mod common;

use common::check;
use grundy::any::AnyMove;
use grundy::error::{
    GrundyError, IllegalMove, OctalError, PlayError, PositionError, RulesError, SumError,
};
use grundy::graph::{GraphBuffer, GraphError, GraphMove, GraphOutcome};
use grundy::octal::{OctalCode, OctalCodeError, OctalMove};
use grundy::set_nim::SubtractionSet;
use grundy::sg::{MexOverflow, TableError};
use grundy::split_nim::SplitMove;
use grundy::staircase::StairMove;
use grundy::strategy::SearchError;
use grundy::sum::{SumMove, SumPositionError};
use grundy::wythoff::WythoffMove;
use grundy::{Convention, GameKind, GameSpec, Outcome, Take};
use grundy_host::NumberError;
use grundy_i18n::{Lang, Localize, numbers_are};

const BIG: u64 = u64::MAX;

#[test]
fn outcomes_and_games() {
    assert_eq!(check(&Outcome::P), "P（必败态：先手必败）");
    assert_eq!(check(&Outcome::N), "N（必胜态：先手必胜）");
    for kind in GameKind::ALL {
        check(&kind);
        assert_eq!(numbers_are(Lang::En, kind), kind.numbers_are());
    }
    assert_eq!(
        numbers_are(Lang::Zh, GameKind::Staircase),
        "各级台阶上的石子数"
    );
    assert_eq!(Convention::Misere.localize(Lang::Zh), "反常规则");
    assert_eq!(Convention::Normal.localize(Lang::En), "normal play");
    let set = SubtractionSet::new(&[1, 3, 4]).unwrap();
    let code: OctalCode = "0.77".parse().unwrap();
    for spec in [
        GameSpec::Bash {
            max_take: 3,
            convention: Convention::Normal,
        },
        GameSpec::Bash {
            max_take: BIG,
            convention: Convention::Misere,
        },
        GameSpec::Wythoff,
        GameSpec::Nim {
            convention: Convention::Normal,
        },
        GameSpec::Nim {
            convention: Convention::Misere,
        },
        GameSpec::Staircase,
        GameSpec::SetNim { set },
        GameSpec::SplitNim,
        GameSpec::Octal { code },
        GameSpec::Octal {
            code: "0.f8".parse().unwrap(),
        },
        GameSpec::Grundy,
    ] {
        check(&spec);
    }
    assert_eq!(
        check(&GameSpec::Bash {
            max_take: 3,
            convention: Convention::Misere
        }),
        "巴什博弈（k = 3，反常规则）"
    );
}

#[test]
fn moves() {
    let take = AnyMove::Take(Take { pile: 0, count: 2 });
    assert_eq!(check(&take), "从第 1 堆取走 2 个");
    let octal = |take, left| {
        AnyMove::Octal(OctalMove {
            pile: 1,
            take,
            left,
        })
    };
    for mv in [
        AnyMove::Take(Take {
            pile: 7,
            count: BIG,
        }),
        AnyMove::Wythoff(WythoffMove::First(3)),
        AnyMove::Wythoff(WythoffMove::Second(BIG)),
        AnyMove::Wythoff(WythoffMove::Both(4)),
        AnyMove::Stair(StairMove { step: 1, count: 5 }),
        AnyMove::Stair(StairMove { step: 3, count: 6 }),
        AnyMove::Split(SplitMove {
            pile: 2,
            into: [4, 0],
        }),
        AnyMove::Split(SplitMove {
            pile: 0,
            into: [BIG - 1, BIG - 2],
        }),
        octal(0, [3, 4, 0]),
        octal(0, [3, 4, 5]),
        octal(0, [3, 0, 0]),
        octal(0, [0, 0, 0]),
        octal(2, [3, 4, 0]),
        octal(2, [3, 4, 5]),
        octal(2, [3, 0, 0]),
        octal(2, [0, 5, 0]),
        octal(2, [0, 0, 0]),
    ] {
        check(&mv);
        let in_sum = SumMove { component: 2, mv };
        let zh = check(&in_sum);
        assert!(zh.starts_with("在第 3 个子游戏中："), "{zh}");
    }
    assert_eq!(
        check(&AnyMove::Stair(StairMove { step: 3, count: 6 })),
        "把第 3 级台阶上的 6 个石子移到第 2 级"
    );
    assert_eq!(
        check(&AnyMove::Wythoff(WythoffMove::Both(4))),
        "从两堆各取走 4 个"
    );
}

#[test]
fn rules_errors() {
    let octal_errors = [
        OctalError::NoPeriodWithin { capacity: 4096 },
        OctalError::TableTooSmall {
            max_heap: BIG,
            capacity: 10,
        },
        OctalError::ValueTooLarge { heap: 77 },
        OctalError::WorkLimit {
            heap: 2_296_191,
            work: 10_000_000_512,
            budget: BIG,
        },
    ];
    for e in octal_errors {
        check(&e);
    }
    let mut all = vec![
        RulesError::ZeroMaxTake,
        RulesError::EmptySet,
        RulesError::ZeroInSet,
        RulesError::SetTooLarge { capacity: 16 },
        RulesError::NoPeriodWithin { capacity: 128 },
        RulesError::WorkLimit {
            heap: BIG,
            work: 12,
            budget: 3_500_000_000,
        },
        RulesError::NoComponents,
        RulesError::TooManyComponents { capacity: 8 },
        RulesError::HeapBeyondTable {
            heap: 1000,
            capacity: 128,
        },
    ];
    for game in GameKind::ALL {
        all.push(RulesError::MisereUnknown { game });
        all.push(RulesError::Unsupported { game });
    }
    all.extend(octal_errors.map(RulesError::Octal));
    for e in all {
        check(&e);
    }
    assert_eq!(
        check(&RulesError::MisereUnknown {
            game: GameKind::Wythoff
        }),
        "威佐夫博弈的反常规则未知（核心只知道巴什博弈和尼姆游戏的反常规则）"
    );
    for e in [
        OctalCodeError::Empty,
        OctalCodeError::NoPoint,
        OctalCodeError::BadLeading,
        OctalCodeError::BadDigit {
            take: 2,
            found: 'x',
        },
        OctalCodeError::TooManyDigits { capacity: 32 },
    ] {
        check(&e);
    }
}

#[test]
fn position_and_move_errors() {
    for e in [
        PositionError::TooManyPiles {
            given: 33,
            capacity: 32,
        },
        PositionError::WrongPileCount {
            expected: 1,
            given: 3,
        },
        PositionError::WrongPileCount {
            expected: 2,
            given: 1,
        },
        PositionError::TooManyStones,
        PositionError::PileTooLarge {
            index: 4,
            size: BIG,
            max: 100,
        },
    ] {
        check(&e);
    }
    assert_eq!(
        PositionError::WrongPileCount {
            expected: 1,
            given: 3
        }
        .localize(Lang::En),
        "this game has exactly 1 pile, 3 given"
    );
    let illegal = [
        IllegalMove::NoSuchPile { index: 5, piles: 3 },
        IllegalMove::TakesNothing,
        IllegalMove::NotEnoughStones {
            take: BIG,
            available: 4,
        },
        IllegalMove::MoreThanMaxTake {
            take: 9,
            max_take: 3,
        },
        IllegalMove::NotInSet { take: 6 },
        IllegalMove::NotSmaller { pile: 1, size: 8 },
        IllegalMove::TooManyPiles,
        IllegalMove::Overflow,
        IllegalMove::OtherGame,
        IllegalMove::NoSuchComponent {
            index: 9,
            components: 2,
        },
        IllegalMove::NotInCode { take: 2, heaps: 0 },
        IllegalMove::NotInCode { take: 2, heaps: 1 },
        IllegalMove::NotInCode { take: 2, heaps: 2 },
        IllegalMove::NotInCode { take: 2, heaps: 3 },
        IllegalMove::NotInCode { take: 2, heaps: 7 },
        IllegalMove::HeapsLeft { expected: 12 },
        IllegalMove::EqualHeaps { size: 5 },
        IllegalMove::NotAMultiple { take: 5, of: 3 },
    ];
    for reason in illegal {
        check(&reason);
        let zh = check(&PlayError {
            position: (),
            reason,
        });
        assert!(zh.starts_with("不合法的走法："), "{zh}");
    }
    let zh = check(&IllegalMove::NotInCode { take: 2, heaps: 1 });
    assert_eq!(zh, "这个游戏不允许取走 2 个后留下一堆");
}

#[test]
fn value_search_and_number_errors() {
    let grundy = [
        GrundyError::Misere,
        GrundyError::NoFormula {
            needed: BIG,
            capacity: 16_777_216,
        },
    ];
    for e in grundy {
        check(&e);
        check(&SumError::Component {
            component: 3,
            error: e,
        });
        check(&SearchError::Outcome(SumError::Component {
            component: 0,
            error: e,
        }));
    }
    check(&SumError::MisereUnknown { component: 1 });
    // The core's own Display adds 1 to the index and overflows at usize::MAX (a debug
    // build panics); the translation counts in u128 and does not.
    let last = SumError::MisereUnknown {
        component: usize::MAX,
    };
    assert!(
        last.localize(Lang::Zh)
            .contains(&format!("第 {} 个", usize::MAX as u128 + 1))
    );
    for e in [
        SumPositionError {
            component: 2,
            error: Some(PositionError::TooManyStones),
        },
        SumPositionError {
            component: 5,
            error: None,
        },
    ] {
        check(&e);
    }
    for e in [
        SearchError::Budget { budget: 100_000 },
        SearchError::TooDeep,
        SearchError::Capacity,
        SearchError::Outcome(SumError::MisereUnknown { component: 0 }),
    ] {
        check(&e);
    }
    let mex = MexOverflow { capacity: 256 };
    check(&mex);
    for e in [
        TableError::Mex(mex),
        TableError::CellTooSmall {
            index: 40,
            value: 70_000,
        },
        TableError::TooSmall {
            needed: BIG,
            capacity: 3,
        },
    ] {
        check(&e);
    }
    for e in [
        NumberError::Empty,
        NumberError::Negative,
        NumberError::TooLarge,
        NumberError::NotAscii,
        NumberError::NotDigits,
    ] {
        check(&e);
    }
}

#[test]
fn games_on_a_graph() {
    let mv = GraphMove { token: 0, to: 3 };
    assert_eq!(check(&mv), "把第 1 枚棋子移到节点 4");
    check(&GraphMove {
        token: 7,
        to: u32::MAX,
    });
    for outcome in [GraphOutcome::Win, GraphOutcome::Loss, GraphOutcome::Draw] {
        check(&outcome);
    }
    for buffer in [
        GraphBuffer::Offsets,
        GraphBuffer::Targets,
        GraphBuffer::Values,
        GraphBuffer::Scratch,
        GraphBuffer::KSet,
    ] {
        check(&buffer);
    }
    for e in [
        GraphError::NoOffsets,
        GraphError::FirstOffset { first: 2 },
        GraphError::OffsetsDecrease { node: 4 },
        GraphError::LastOffset {
            last: 5,
            targets: 7,
        },
        GraphError::EdgeOutOfRange {
            from: 1,
            to: 9,
            nodes: 3,
        },
        GraphError::TooManyNodes { nodes: usize::MAX },
        GraphError::TooManyEdges,
        GraphError::BufferTooSmall {
            buffer: GraphBuffer::KSet,
            needed: 8,
            given: 2,
        },
        GraphError::NoSuchNode { node: 6, nodes: 4 },
        GraphError::NoSuchToken {
            token: 2,
            tokens: 1,
        },
        GraphError::NotAnEdge { from: 0, to: 5 },
        GraphError::SeedTooLarge {
            node: 3,
            value: u32::MAX,
        },
    ] {
        check(&e);
    }
}

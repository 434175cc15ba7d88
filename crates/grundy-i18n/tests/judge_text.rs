//! The judge formats' errors in both languages: every variant of the judge crate's reasons,
//! every field and unit, and real errors of every problem and of a graph, in English
//! exactly their `Display`, in Chinese a translation keeping every number.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // Tests may unwrap.

mod common;

use std::io;

use common::check;
use grundy::error::RulesError;
use grundy::graph::GraphError;
use grundy_host::NumberError;
use grundy_i18n::{Lang, Localize};
use grundy_judge::{
    Field, Found, GRAPH_FORMAT, JudgeError, JudgeReason, Problem, Progress, SolveError, Unit,
    read_graph, solve,
};

/// The variant's place in the list below: a new variant fails to compile here, so that the
/// test is told of it.
fn variant(reason: &JudgeReason) -> usize {
    match reason {
        JudgeReason::Expected { .. } => 0,
        JudgeReason::Extra { .. } => 1,
        JudgeReason::Rules(_) => 2,
        JudgeReason::SetNimValue { .. } => 3,
        JudgeReason::TooManyNodes { .. } => 4,
        JudgeReason::TooManyEdges { .. } => 5,
        JudgeReason::NoSuchNode { .. } => 6,
        JudgeReason::EdgesOutOfMemory => 7,
        JudgeReason::TokensOutOfMemory => 8,
        JudgeReason::GraphOutOfMemory { .. } => 9,
        JudgeReason::Graph(_) => 10,
        JudgeReason::OctalGame => 11,
        JudgeReason::Io(_) => 12,
        JudgeReason::MemoryBudget { .. } => 13,
    }
}

const VARIANTS: usize = 14;

/// One reason of each variant, and of each kind of [`Found`].
fn reasons() -> Vec<JudgeReason> {
    let token = |shown: &str, why| Found::Token {
        shown: shown.to_owned(),
        why,
    };
    let mut all = Vec::new();
    for (what, positive, found) in [
        (Field::SetElement, true, token("\"x\"", None)),
        (
            Field::PileSize,
            false,
            token("\"-3\"", Some(NumberError::Negative)),
        ),
        (
            Field::HeapSize,
            false,
            token("\"99999999999999999999\"", Some(NumberError::TooLarge)),
        ),
        (
            Field::FirstPile,
            false,
            token("\"１２\"", Some(NumberError::NotAscii)),
        ),
        (Field::TestCases, false, Found::EndOfInput(None)),
        (
            Field::LargestTake,
            true,
            Found::EndOfInput(Some(Progress {
                done: 2,
                total: 3,
                unit: Unit::TestCases,
            })),
        ),
    ] {
        all.push(JudgeReason::Expected {
            what,
            positive,
            found,
        });
    }
    all.extend([
        JudgeReason::Extra {
            shown: "\"42\"".to_owned(),
        },
        JudgeReason::Rules(RulesError::SetTooLarge { capacity: 128 }),
        JudgeReason::SetNimValue {
            heap: 10_000_000_000,
            set: vec![1_000_000_000],
            error: RulesError::HeapBeyondTable {
                heap: 10_000_000_000,
                capacity: 134_217_728,
            },
        },
        JudgeReason::SetNimValue {
            heap: 100_000_000,
            set: (1..=9).map(|i| i * 1_000_003).collect(),
            error: RulesError::WorkLimit {
                heap: 100_000_000,
                work: 12_800_000_128,
                budget: 3_500_000_000,
            },
        },
        JudgeReason::TooManyNodes {
            given: 99_999_999_999,
        },
        JudgeReason::TooManyEdges { given: u64::MAX },
        JudgeReason::NoSuchNode { node: 7, nodes: 3 },
        JudgeReason::EdgesOutOfMemory,
        JudgeReason::TokensOutOfMemory,
        JudgeReason::GraphOutOfMemory {
            nodes: 4_000_000_000,
            edges: 4_000_000_001,
        },
        JudgeReason::Graph(GraphError::TooManyEdges),
        JudgeReason::MemoryBudget {
            nodes: 4_294_967_294,
            edges: 0,
            needed_mib: 131_072,
            budget_mib: 4096,
        },
        JudgeReason::OctalGame,
        JudgeReason::Io("failed to fill whole buffer".to_owned()),
    ]);
    all
}

#[test]
fn every_reason_in_both_languages() {
    let mut seen = [false; VARIANTS];
    for reason in reasons() {
        seen[variant(&reason)] = true;
        check(&reason);
        for format in [Problem::AcWing893.id(), GRAPH_FORMAT] {
            let e = JudgeError {
                format,
                line: 12,
                column: 345,
                reason: reason.clone(),
            };
            let zh = check(&e);
            assert!(zh.contains("第 12 行第 345 列："), "{zh}");
            assert_eq!(zh.starts_with("图："), format == GRAPH_FORMAT, "{zh}");
        }
    }
    assert!(
        seen.iter().all(|&s| s),
        "a variant without a case: {seen:?}"
    );
}

#[test]
fn every_field_and_unit() {
    for field in Field::ALL {
        check(&field);
    }
    for unit in Unit::ALL {
        check(&unit);
    }
}

#[test]
fn solve_errors() {
    let input = JudgeError {
        format: Problem::Nod1066.id(),
        line: 1,
        column: 1,
        reason: JudgeReason::OctalGame,
    };
    for e in [
        SolveError::Input(input),
        SolveError::Read(io::Error::other("broken pipe")),
        SolveError::Write(io::Error::other("no space left on device")),
    ] {
        check(&e);
    }
}

#[test]
fn the_errors_of_real_inputs() {
    let zh = |problem: Problem, input: &str| {
        let e = solve(problem, input.as_bytes(), &mut Vec::new()).unwrap_err();
        check(&e)
    };
    assert_eq!(
        zh(Problem::AcWing893, "2\n2 x\n"),
        "acwing-893：第 2 行第 3 列：期望集合元素（正整数），实际为 \"x\""
    );
    assert_eq!(
        zh(Problem::AcWing891, "3\n1 2"),
        "acwing-891：第 2 行第 4 列：期望一堆的石子数（非负整数），实际为输入结束（应有 3 堆，只有 2 堆）"
    );
    assert_eq!(
        zh(Problem::Nod1066, "1\n3 2 9"),
        "51nod-1066：第 2 行第 5 列：期望输入结束，实际为 \"9\"（数字多于前面给出的个数）"
    );
    let max = u64::MAX;
    for (problem, input) in [
        (Problem::Nod1066, "2\n3 0\n"),
        (Problem::Nod1072, "3\n1 2\n-3"),
        (Problem::Nod1069, "x"),
        (Problem::AcWing892, "2\n1 99999999999999999999"),
        (Problem::AcWing893, "0\n"),
        (Problem::AcWing893, "129\n"),
        (Problem::AcWing893, "1\n1000000000\n1\n10000000000"),
        (Problem::AcWing893, &format!("1\n{max}\n2\n1 {max}")),
        (Problem::AcWing894, "1\n１２"),
    ] {
        zh(problem, input);
    }
    for graph in ["3 1\n1 4", "3 2\n1 2", "2 1\n1 2\n2 1 x", "99999999999 0"] {
        let Err(e) = read_graph(graph.as_bytes(), u64::MAX) else {
            panic!("{graph:?} is a graph");
        };
        let zh = check(&e);
        assert!(zh.starts_with("图："), "{zh}");
    }
    // The English is the judge crate's, word for word.
    let e = solve(Problem::AcWing893, b"2\n2 x\n", &mut Vec::new()).unwrap_err();
    assert_eq!(
        e.localize(Lang::En),
        "acwing-893: line 2, column 3: expected a set element (a positive integer), found \"x\""
    );
}

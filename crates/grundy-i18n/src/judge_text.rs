//! The judge formats' errors in either language: [`JudgeError`], its [`JudgeReason`] and
//! their parts, whose `Display` is English.
//!
//! Each is a message of `judge.ftl`, chosen by matching on the value; the English messages
//! say exactly what the judge crate's `Display` says (a test checks every variant). The
//! judge crate's enums are exhaustive, so a variant added there fails to compile here until
//! it has its message.

use grundy::graph::MAX_NODES;
use grundy_judge::{
    Field, Found, GRAPH_FORMAT, JudgeError, JudgeReason, Progress, SolveError, Unit,
};

use crate::{Lang, Localize, tr};

impl Localize for Field {
    fn localize(&self, lang: Lang) -> String {
        let id = match self {
            Self::TestCases => "judge-field-test-cases",
            Self::PileCountN => "judge-field-pile-count-upper",
            Self::PileCount => "judge-field-pile-count",
            Self::StepCount => "judge-field-step-count",
            Self::SetSize => "judge-field-set-size",
            Self::Stones => "judge-field-stones",
            Self::LargestTake => "judge-field-largest-take",
            Self::FirstPile => "judge-field-first-pile",
            Self::SecondPile => "judge-field-second-pile",
            Self::StepStones => "judge-field-step-stones",
            Self::PileSize => "judge-field-pile-size",
            Self::SetElement => "judge-field-set-element",
            Self::HeapCount => "judge-field-heap-count",
            Self::HeapSize => "judge-field-heap-size",
            Self::NodeCount => "judge-field-node-count",
            Self::EdgeCount => "judge-field-edge-count",
            Self::MoveFrom => "judge-field-move-from",
            Self::MoveTo => "judge-field-move-to",
            Self::TokenCount => "judge-field-token-count",
            Self::TokenNode => "judge-field-token-node",
        };
        crate::tr(lang, id, &[])
    }
}

impl Localize for Unit {
    fn localize(&self, lang: Lang) -> String {
        let id = match self {
            Self::TestCases => "judge-unit-test-cases",
            Self::Piles => "judge-unit-piles",
            Self::Steps => "judge-unit-steps",
            Self::SetElements => "judge-unit-set-elements",
            Self::Heaps => "judge-unit-heaps",
            Self::Edges => "judge-unit-edges",
            Self::Tokens => "judge-unit-tokens",
        };
        crate::tr(lang, id, &[])
    }
}

/// `{2, 5, 7}`, as the core writes a set.
fn set_text(set: &[u64]) -> String {
    let items: Vec<String> = set.iter().map(u64::to_string).collect();
    format!("{{{}}}", items.join(", "))
}

impl Localize for JudgeReason {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Expected {
                what,
                positive,
                found,
            } => {
                let what = what.localize(lang);
                let kind = if *positive {
                    tr!(lang, "judge-kind-positive")
                } else {
                    tr!(lang, "judge-kind-non-negative")
                };
                match found {
                    Found::EndOfInput(None) => {
                        tr!(lang, "judge-expected-end", what = what, kind = kind)
                    }
                    Found::EndOfInput(Some(Progress { done, total, unit })) => tr!(
                        lang,
                        "judge-expected-end-after",
                        what = what,
                        kind = kind,
                        done = *done,
                        total = *total,
                        unit = unit.localize(lang)
                    ),
                    Found::Token { shown, why: None } => tr!(
                        lang,
                        "judge-expected-token",
                        what = what,
                        kind = kind,
                        shown = shown
                    ),
                    Found::Token {
                        shown,
                        why: Some(why),
                    } => tr!(
                        lang,
                        "judge-expected-token-why",
                        what = what,
                        kind = kind,
                        shown = shown,
                        why = why.localize(lang)
                    ),
                }
            }
            Self::Extra { shown } => tr!(lang, "judge-extra", shown = shown),
            Self::Rules(e) => e.localize(lang),
            Self::SetNimValue { heap, set, error } => {
                // The judge crate lists a set of up to 8 elements and counts a larger one.
                let set = if set.len() <= 8 {
                    tr!(lang, "judge-set-listed", set = set_text(set))
                } else {
                    tr!(lang, "judge-set-counted", count = set.len())
                };
                tr!(
                    lang,
                    "judge-set-nim-value",
                    heap = *heap,
                    set = set,
                    error = error.localize(lang)
                )
            }
            Self::TooManyNodes { given } => {
                tr!(
                    lang,
                    "judge-too-many-nodes",
                    max = MAX_NODES,
                    given = *given
                )
            }
            Self::TooManyEdges { given } => {
                tr!(lang, "judge-too-many-edges", max = u32::MAX, given = *given)
            }
            Self::NoSuchNode { node, nodes } => {
                tr!(lang, "judge-no-such-node", node = *node, nodes = *nodes)
            }
            Self::EdgesOutOfMemory => tr!(lang, "judge-edges-out-of-memory"),
            Self::TokensOutOfMemory => tr!(lang, "judge-tokens-out-of-memory"),
            Self::GraphOutOfMemory { nodes, edges } => tr!(
                lang,
                "judge-graph-out-of-memory",
                nodes = *nodes,
                edges = *edges
            ),
            Self::MemoryBudget {
                nodes,
                edges,
                needed_mib,
                budget_mib,
            } => tr!(
                lang,
                "judge-memory-budget",
                nodes = *nodes,
                edges = *edges,
                needed = *needed_mib,
                budget = *budget_mib
            ),
            Self::Graph(e) => e.localize(lang),
            Self::OctalGame => tr!(lang, "judge-octal-game"),
            Self::Io(message) => tr!(lang, "judge-io", message = message),
        }
    }
}

impl Localize for JudgeError {
    /// `acwing-893: line 2, column 5: …`, or in Chinese `acwing-893：第 2 行第 5 列：…`.
    fn localize(&self, lang: Lang) -> String {
        // A problem's id is a name in every language; a graph is a word.
        let format = if self.format == GRAPH_FORMAT {
            tr!(lang, "judge-source-graph")
        } else {
            self.format.to_owned()
        };
        tr!(
            lang,
            "judge-error-at",
            format = format,
            line = self.line,
            column = self.column,
            reason = self.reason.localize(lang)
        )
    }
}

impl Localize for SolveError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Input(e) => e.localize(lang),
            Self::Read(e) => tr!(lang, "judge-cannot-read", message = e.to_string()),
            Self::Write(e) => tr!(lang, "judge-cannot-write", message = e.to_string()),
        }
    }
}

//! Why an input was refused, as values: what was expected and what was found, the number a
//! capacity refused, the core's own error. Front ends show a [`JudgeReason`] in a language of
//! their own by matching on it; its `Display` is the English message.

use core::fmt;

use grundy::error::RulesError;
use grundy::graph::{GraphError, MAX_NODES};
use grundy_host::NumberError;

/// What a number of a judge input stands for: `a set element`, `the number of heaps n`, …
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// `the number of test cases T` (51nod 1066 and 1072).
    TestCases,
    /// `the number of piles N` (51nod 1069).
    PileCountN,
    /// `the number of piles n` (AcWing 891 and 894).
    PileCount,
    /// `the number of steps n` (AcWing 892).
    StepCount,
    /// `the set size k` (AcWing 893).
    SetSize,
    /// `the number of stones N` (51nod 1066).
    Stones,
    /// `the largest take K` (51nod 1066).
    LargestTake,
    /// `the first pile a` (51nod 1072).
    FirstPile,
    /// `the second pile b` (51nod 1072).
    SecondPile,
    /// `the stones on a step` (AcWing 892).
    StepStones,
    /// `a pile size`.
    PileSize,
    /// `a set element` (AcWing 893).
    SetElement,
    /// `the number of heaps n` (AcWing 893).
    HeapCount,
    /// `a heap size` (AcWing 893).
    HeapSize,
    /// `the number of nodes n` (a graph).
    NodeCount,
    /// `the number of edges m` (a graph).
    EdgeCount,
    /// `the node a move starts from` (a graph).
    MoveFrom,
    /// `the node a move leads to` (a graph).
    MoveTo,
    /// `the number of tokens k` (a graph).
    TokenCount,
    /// `the node of a token` (a graph).
    TokenNode,
}

impl Field {
    /// Every field, in the order above.
    pub const ALL: [Self; 20] = [
        Self::TestCases,
        Self::PileCountN,
        Self::PileCount,
        Self::StepCount,
        Self::SetSize,
        Self::Stones,
        Self::LargestTake,
        Self::FirstPile,
        Self::SecondPile,
        Self::StepStones,
        Self::PileSize,
        Self::SetElement,
        Self::HeapCount,
        Self::HeapSize,
        Self::NodeCount,
        Self::EdgeCount,
        Self::MoveFrom,
        Self::MoveTo,
        Self::TokenCount,
        Self::TokenNode,
    ];

    /// The field as the English messages name it: `"a set element"`.
    pub const fn text(self) -> &'static str {
        match self {
            Self::TestCases => "the number of test cases T",
            Self::PileCountN => "the number of piles N",
            Self::PileCount => "the number of piles n",
            Self::StepCount => "the number of steps n",
            Self::SetSize => "the set size k",
            Self::Stones => "the number of stones N",
            Self::LargestTake => "the largest take K",
            Self::FirstPile => "the first pile a",
            Self::SecondPile => "the second pile b",
            Self::StepStones => "the stones on a step",
            Self::PileSize => "a pile size",
            Self::SetElement => "a set element",
            Self::HeapCount => "the number of heaps n",
            Self::HeapSize => "a heap size",
            Self::NodeCount => "the number of nodes n",
            Self::EdgeCount => "the number of edges m",
            Self::MoveFrom => "the node a move starts from",
            Self::MoveTo => "the node a move leads to",
            Self::TokenCount => "the number of tokens k",
            Self::TokenNode => "the node of a token",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// What the count of a list counts, plural: `found the end of input after 2 of 3 piles`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// `test cases`.
    TestCases,
    /// `piles`.
    Piles,
    /// `steps`.
    Steps,
    /// `set elements`.
    SetElements,
    /// `heaps`.
    Heaps,
    /// `edges`.
    Edges,
    /// `tokens`.
    Tokens,
}

impl Unit {
    /// Every unit, in the order above.
    pub const ALL: [Self; 7] = [
        Self::TestCases,
        Self::Piles,
        Self::Steps,
        Self::SetElements,
        Self::Heaps,
        Self::Edges,
        Self::Tokens,
    ];

    /// The unit as the English messages write it: `"set elements"`.
    pub const fn text(self) -> &'static str {
        match self {
            Self::TestCases => "test cases",
            Self::Piles => "piles",
            Self::Steps => "steps",
            Self::SetElements => "set elements",
            Self::Heaps => "heaps",
            Self::Edges => "edges",
            Self::Tokens => "tokens",
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// How far into a list of announced length the input got: `done` of `total` `unit` read,
/// e.g. 2 of 3 piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Progress {
    /// The items read.
    pub done: u64,
    /// The items announced.
    pub total: u64,
    /// What they are.
    pub unit: Unit,
}

/// What stood where a number was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The end of input, with how far into a list it came (`after 2 of 3 piles`) when it
    /// came inside one.
    EndOfInput(Option<Progress>),
    /// A token that is not the number expected.
    Token {
        /// The token in double quotes, escaped as Rust's `char::escape_debug` does and cut
        /// after 40 characters with `…` (`"x"`, `"0000…"`): the same in every language.
        shown: String,
        /// Why its digits are no number, when that says more than the token does: a sign
        /// (`"-3"`), digits past `u64::MAX`, digits that are not ASCII.
        why: Option<NumberError>,
    },
}

/// Why an input was refused. `Display` is the English message, in lowercase without a final
/// period: `expected a set element (a positive integer), found "x"`.
///
/// Every variant is matched by the front ends that translate it, so a new one is a compile
/// error there until it has its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JudgeReason {
    /// A number was expected and something else was found.
    Expected {
        /// What the number stands for.
        what: Field,
        /// Whether 0 is refused (`a positive integer`) or allowed (`a non-negative
        /// integer`).
        positive: bool,
        /// What was there instead.
        found: Found,
    },
    /// A token after the last announced number: `expected the end of input, found "4"
    /// (more numbers than announced)`.
    Extra {
        /// The token, as [`Found::Token`] shows it.
        shown: String,
    },
    /// The core refused the rules the numbers describe (a subtraction set of more than 128
    /// elements, …), in its own words.
    Rules(RulesError),
    /// The Grundy value of a Set Nim heap cannot be computed within the capacities.
    SetNimValue {
        /// The heap.
        heap: u64,
        /// The elements of the set, increasing (the message names a set of at most 8 and
        /// counts a larger one).
        set: Vec<u64>,
        /// The core's reason.
        error: RulesError,
    },
    /// A graph of more than [`MAX_NODES`] nodes.
    TooManyNodes {
        /// The number of nodes given.
        given: u64,
    },
    /// A graph of more than `u32::MAX` edges.
    TooManyEdges {
        /// The number of edges given.
        given: u64,
    },
    /// A node outside 1..=`nodes`.
    NoSuchNode {
        /// The node given (from 1).
        node: u64,
        /// The number of nodes.
        nodes: u64,
    },
    /// The edges read so far do not fit in memory.
    EdgesOutOfMemory,
    /// The tokens read so far do not fit in memory.
    TokensOutOfMemory,
    /// The rows of the graph do not fit in memory.
    GraphOutOfMemory {
        /// Its nodes.
        nodes: u64,
        /// Its edges.
        edges: u64,
    },
    /// The graph needs more memory than the budget allows ([`crate::graph_bytes`]); refused
    /// before the memory is touched.
    MemoryBudget {
        /// Its nodes.
        nodes: u64,
        /// The edges read so far.
        edges: u64,
        /// The bytes it would need, in MiB, rounded up.
        needed_mib: u64,
        /// The budget, in MiB, rounded down.
        budget_mib: u64,
    },
    /// The core refused the graph.
    Graph(GraphError),
    /// A judge format of an octal game (there is none).
    OctalGame,
    /// Reading the input or writing the answers failed where neither can fail (a slice, a
    /// `Vec`): the system's message.
    Io(String),
}

impl fmt::Display for JudgeReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Expected {
                what,
                positive,
                found,
            } => {
                let kind = if *positive {
                    "a positive integer"
                } else {
                    "a non-negative integer"
                };
                write!(f, "expected {what} ({kind}), found ")?;
                match found {
                    Found::EndOfInput(None) => f.write_str("the end of input"),
                    Found::EndOfInput(Some(Progress { done, total, unit })) => {
                        write!(f, "the end of input after {done} of {total} {unit}")
                    }
                    Found::Token { shown, why: None } => f.write_str(shown),
                    Found::Token {
                        shown,
                        why: Some(why),
                    } => write!(f, "{shown} ({why})"),
                }
            }
            Self::Extra { shown } => write!(
                f,
                "expected the end of input, found {shown} (more numbers than announced)"
            ),
            Self::Rules(e) => e.fmt(f),
            Self::SetNimValue { heap, set, error } => {
                write!(f, "cannot compute the Grundy value of heap {heap} for ")?;
                if set.len() <= 8 {
                    f.write_str("S = {")?;
                    for (i, s) in set.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write!(f, "{s}")?;
                    }
                    f.write_str("}")?;
                } else {
                    write!(f, "the {} elements of S", set.len())?;
                }
                write!(f, ": {error}")
            }
            Self::TooManyNodes { given } => {
                write!(f, "at most {MAX_NODES} nodes are supported, {given} given")
            }
            Self::TooManyEdges { given } => {
                write!(f, "at most {} edges are supported, {given} given", u32::MAX)
            }
            Self::NoSuchNode { node, nodes } => {
                write!(f, "node {node} does not exist: the nodes are 1 to {nodes}")
            }
            Self::EdgesOutOfMemory => f.write_str("the edges do not fit in memory"),
            Self::TokensOutOfMemory => f.write_str("the tokens do not fit in memory"),
            Self::GraphOutOfMemory { nodes, edges } => write!(
                f,
                "a graph of {nodes} nodes and {edges} edges does not fit in memory"
            ),
            Self::MemoryBudget {
                nodes,
                edges,
                needed_mib,
                budget_mib,
            } => write!(
                f,
                "a graph of {nodes} nodes and {edges} edges needs at least {needed_mib} MiB of memory, more than the budget of {budget_mib} MiB"
            ),
            Self::Graph(e) => e.fmt(f),
            Self::OctalGame => f.write_str("no judge format plays octal games"),
            Self::Io(message) => f.write_str(message),
        }
    }
}

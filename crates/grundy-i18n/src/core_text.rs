//! The core's words in either language: its outcomes, games, moves and errors, whose
//! `Display` is English (the core is `no_std` and knows no language).
//!
//! Each type's text is a message of `core.ftl`, chosen by matching on the type. The English
//! messages say exactly what the core's `Display` says (a test checks every variant), so a
//! front end may call [`Localize::localize`] in both languages. A variant added to one of
//! the core's non-exhaustive enums after these were written is shown by its `Display`, in
//! English, until it has its message.

use grundy::error::{
    GrundyError, IllegalMove, OctalError, PlayError, PositionError, RulesError, SumError,
};
use grundy::graph::{GraphBuffer, GraphError, GraphMove, GraphOutcome, MAX_EDGES, MAX_NODES};
use grundy::octal::OctalCodeError;
use grundy::sg::{MexOverflow, TableError};
use grundy::strategy::{MAX_DEPTH, SearchError};
use grundy::sum::SumPositionError;
use grundy::{Convention, GameKind, GameSpec, Outcome};
use grundy_host::NumberError;

use crate::{Lang, tr};

mod moves;

/// A value of the core that a person reads: its text in a language.
pub trait Localize {
    /// The text in `lang`; in English, the value's `Display`.
    fn localize(&self, lang: Lang) -> String;
}

/// A count from 0 as the count from 1 that messages show (`pile 1` for index 0), without
/// overflow.
fn from_one(index: usize) -> u128 {
    index as u128 + 1
}

/// What the numbers of a position of `kind` count, as a label: `piles`, or `steps` for
/// Staircase Nim (the core's [`GameKind::numbers_are`]).
pub fn numbers_are(lang: Lang, kind: GameKind) -> String {
    match kind {
        GameKind::Staircase => tr!(lang, "numbers-are-steps"),
        _ => tr!(lang, "numbers-are-piles"),
    }
}

impl Localize for Outcome {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::P => tr!(lang, "outcome-p"),
            Self::N => tr!(lang, "outcome-n"),
        }
    }
}

impl Localize for Convention {
    /// `normal play` or `misère play` (the core has no `Display` for it).
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Normal => tr!(lang, "convention-normal"),
            Self::Misere => tr!(lang, "convention-misere"),
        }
    }
}

impl Localize for GameKind {
    fn localize(&self, lang: Lang) -> String {
        let id = match self {
            Self::Bash => "game-bash",
            Self::Wythoff => "game-wythoff",
            Self::Nim => "game-nim",
            Self::Staircase => "game-staircase",
            Self::SetNim => "game-set-nim",
            Self::SplitNim => "game-split-nim",
            Self::Octal => "game-octal",
            Self::Grundy => "game-grundy",
            #[allow(unreachable_patterns)] // GameKind is exhaustive today.
            _ => return self.to_string(),
        };
        tr(lang, id, &[])
    }
}

/// `misere` or `normal`, as the messages select on it.
fn convention_key(convention: Convention) -> &'static str {
    match convention {
        Convention::Misere => "misere",
        Convention::Normal => "normal",
    }
}

/// The message id of the name an octal game is known by ([`grundy::octal::OctalCode::name`]), if it
/// has one.
pub fn octal_name(code: &grundy::octal::OctalCode) -> Option<&'static str> {
    Some(match code.name()? {
        "Kayles" => "octal-name-kayles",
        "Dawson's Kayles" => "octal-name-dawsons-kayles",
        "Dawson's chess" => "octal-name-dawsons-chess",
        "Officers" => "octal-name-officers",
        "Treblecross" => "octal-name-treblecross",
        _ => return None,
    })
}

impl Localize for GameSpec {
    fn localize(&self, lang: Lang) -> String {
        let convention = convention_key(self.convention());
        match self {
            Self::Bash { max_take, .. } => {
                tr!(lang, "spec-bash", k = *max_take, convention = convention)
            }
            Self::Nim { .. } => tr!(lang, "spec-nim", convention = convention),
            Self::SetNim { set } => tr!(lang, "spec-set-nim", set = set.to_string()),
            Self::Octal { code } if code.is_hexadecimal() => {
                tr!(lang, "spec-hexadecimal", code = code.to_string())
            }
            Self::Octal { code } => match octal_name(code) {
                Some(name) => tr!(
                    lang,
                    "spec-octal-named",
                    name = tr!(lang, name),
                    code = code.to_string()
                ),
                None => tr!(lang, "spec-octal", code = code.to_string()),
            },
            other => other.kind().localize(lang),
        }
    }
}

impl Localize for RulesError {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::ZeroMaxTake => tr!(lang, "rules-zero-max-take"),
            Self::EmptySet => tr!(lang, "rules-empty-set"),
            Self::ZeroInSet => tr!(lang, "rules-zero-in-set"),
            Self::SetTooLarge { capacity } => {
                tr!(lang, "rules-set-too-large", capacity = capacity)
            }
            Self::NoPeriodWithin { capacity } => {
                tr!(lang, "rules-no-period-within", capacity = capacity)
            }
            Self::WorkLimit { heap, work, budget } => tr!(
                lang,
                "rules-work-limit",
                heap = heap,
                work = work,
                budget = budget
            ),
            Self::NoComponents => tr!(lang, "rules-no-components"),
            Self::TooManyComponents { capacity } => {
                tr!(lang, "rules-too-many-components", capacity = capacity)
            }
            Self::MisereUnknown { game } => {
                tr!(lang, "rules-misere-unknown", game = game.localize(lang))
            }
            Self::HeapBeyondTable { heap, capacity } => tr!(
                lang,
                "rules-heap-beyond-table",
                heap = heap,
                capacity = capacity
            ),
            Self::Octal(e) => e.localize(lang),
            Self::Unsupported { game } => {
                tr!(lang, "rules-unsupported", game = game.localize(lang))
            }
            _ => self.to_string(),
        }
    }
}

impl Localize for OctalError {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::NoPeriodWithin { capacity } => {
                tr!(lang, "rules-no-period-within", capacity = capacity)
            }
            Self::TableTooSmall { max_heap, capacity } => tr!(
                lang,
                "octal-table-too-small",
                capacity = capacity,
                max_heap = max_heap,
                cells = u128::from(max_heap) + 1
            ),
            Self::ValueTooLarge { heap } => tr!(lang, "octal-value-too-large", heap = heap),
            Self::WorkLimit { heap, work, budget } => tr!(
                lang,
                "octal-work-limit",
                heap = heap,
                work = work,
                budget = budget
            ),
            _ => self.to_string(),
        }
    }
}

impl Localize for OctalCodeError {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::Empty => tr!(lang, "octal-code-empty"),
            Self::NoPoint => tr!(lang, "octal-code-no-point"),
            Self::BadLeading => tr!(lang, "octal-code-bad-leading"),
            Self::BadDigit { take, found } => {
                tr!(lang, "octal-code-bad-digit", take = take, found = found)
            }
            Self::TooManyDigits { capacity } => {
                tr!(lang, "octal-code-too-many-digits", capacity = capacity)
            }
            _ => self.to_string(),
        }
    }
}

impl Localize for PositionError {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::TooManyPiles { given, capacity } => tr!(
                lang,
                "position-too-many-piles",
                given = given,
                capacity = capacity
            ),
            Self::WrongPileCount { expected, given } => tr!(
                lang,
                "position-wrong-pile-count",
                expected = expected,
                given = given
            ),
            Self::TooManyStones => tr!(lang, "position-too-many-stones"),
            Self::PileTooLarge { index, size, max } => tr!(
                lang,
                "position-pile-too-large",
                pile = from_one(index),
                size = size,
                max = max
            ),
            _ => self.to_string(),
        }
    }
}

impl Localize for IllegalMove {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::NoSuchPile { index, piles } => tr!(
                lang,
                "illegal-no-such-pile",
                pile = from_one(index),
                piles = piles
            ),
            Self::TakesNothing => tr!(lang, "illegal-takes-nothing"),
            Self::NotEnoughStones { take, available } => tr!(
                lang,
                "illegal-not-enough-stones",
                take = take,
                available = available
            ),
            Self::MoreThanMaxTake { take, max_take } => tr!(
                lang,
                "illegal-more-than-max-take",
                take = take,
                max_take = max_take
            ),
            Self::NotInSet { take } => tr!(lang, "illegal-not-in-set", take = take),
            Self::NotSmaller { pile, size } => tr!(
                lang,
                "illegal-not-smaller",
                pile = from_one(pile),
                size = size
            ),
            Self::TooManyPiles => tr!(
                lang,
                "illegal-too-many-piles",
                capacity = grundy::piles::MAX_PILES
            ),
            Self::Overflow => tr!(lang, "illegal-overflow"),
            Self::OtherGame => tr!(lang, "illegal-other-game"),
            Self::NoSuchComponent { index, components } => tr!(
                lang,
                "illegal-no-such-component",
                component = from_one(index),
                components = components
            ),
            // The message's default variant says "three heaps", as the core does for any
            // count past two.
            Self::NotInCode { take, heaps } => {
                tr!(lang, "illegal-not-in-code", take = take, heaps = heaps)
            }
            Self::HeapsLeft { expected } => {
                tr!(lang, "illegal-heaps-left", expected = expected)
            }
            Self::EqualHeaps { size } => tr!(lang, "illegal-equal-heaps", size = size),
            Self::NotAMultiple { take, of } => {
                tr!(lang, "illegal-not-a-multiple", take = take, of = of)
            }
            _ => self.to_string(),
        }
    }
}

impl<P> Localize for PlayError<P> {
    fn localize(&self, lang: Lang) -> String {
        tr!(lang, "illegal-move", reason = self.reason.localize(lang))
    }
}

impl Localize for GrundyError {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::Misere => tr!(lang, "grundy-misere"),
            Self::NoFormula { needed, capacity } => tr!(
                lang,
                "grundy-no-formula",
                needed = needed,
                capacity = capacity
            ),
            _ => self.to_string(),
        }
    }
}

impl Localize for SumError {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::Component { component, error } => tr!(
                lang,
                "in-component",
                component = from_one(component),
                error = error.localize(lang)
            ),
            Self::MisereUnknown { component } => {
                tr!(lang, "sum-misere-unknown", component = from_one(component))
            }
            _ => self.to_string(),
        }
    }
}

impl Localize for SumPositionError {
    fn localize(&self, lang: Lang) -> String {
        match self.error {
            Some(error) => tr!(
                lang,
                "in-component",
                component = from_one(self.component),
                error = error.localize(lang)
            ),
            None => tr!(lang, "sum-position-count", given = self.component),
        }
    }
}

impl Localize for SearchError {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::Budget { budget } => tr!(lang, "search-budget", budget = budget),
            Self::TooDeep => tr!(lang, "search-too-deep", depth = MAX_DEPTH),
            Self::Capacity => tr!(lang, "search-capacity"),
            Self::Unheld(why) => tr!(lang, "search-unheld", reason = why.localize(lang)),
            Self::Outcome(e) => e.localize(lang),
            _ => self.to_string(),
        }
    }
}

impl Localize for MexOverflow {
    fn localize(&self, lang: Lang) -> String {
        tr!(lang, "mex-overflow", capacity = self.capacity)
    }
}

impl Localize for TableError {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::Mex(e) => e.localize(lang),
            Self::CellTooSmall { index, value } => {
                tr!(lang, "table-cell-too-small", value = value, index = index)
            }
            Self::TooSmall { needed, capacity } => tr!(
                lang,
                "table-too-small",
                needed = needed,
                capacity = capacity
            ),
            _ => self.to_string(),
        }
    }
}

impl Localize for NumberError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Empty => tr!(lang, "number-empty"),
            Self::Negative => tr!(lang, "number-negative"),
            Self::TooLarge => tr!(lang, "number-too-large"),
            Self::NotAscii => tr!(lang, "number-not-ascii"),
            Self::NotDigits => tr!(lang, "number-not-digits"),
            _ => self.to_string(),
        }
    }
}

/// A node or token counted from 1, as the messages show it.
fn node_from_one(node: u32) -> u128 {
    u128::from(node) + 1
}

impl Localize for GraphMove {
    fn localize(&self, lang: Lang) -> String {
        tr!(
            lang,
            "graph-move",
            token = from_one(self.token),
            node = node_from_one(self.to)
        )
    }
}

impl Localize for GraphOutcome {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Win => tr!(lang, "graph-outcome-win"),
            Self::Loss => tr!(lang, "graph-outcome-loss"),
            Self::Draw => tr!(lang, "graph-outcome-draw"),
        }
    }
}

impl Localize for GraphBuffer {
    fn localize(&self, lang: Lang) -> String {
        let id = match self {
            Self::Offsets => "graph-buffer-offsets",
            Self::Targets => "graph-buffer-targets",
            Self::Values => "graph-buffer-values",
            Self::Scratch => "graph-buffer-scratch",
            Self::KSet => "graph-buffer-k-set",
            #[allow(unreachable_patterns)] // GraphBuffer is exhaustive today.
            _ => return self.to_string(),
        };
        tr(lang, id, &[])
    }
}

impl Localize for GraphError {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Self::NoOffsets => tr!(lang, "graph-no-offsets"),
            Self::FirstOffset { first } => tr!(lang, "graph-first-offset", first = first),
            Self::OffsetsDecrease { node } => {
                tr!(lang, "graph-offsets-decrease", node = from_one(node))
            }
            Self::LastOffset { last, targets } => {
                tr!(lang, "graph-last-offset", last = last, targets = targets)
            }
            Self::EdgeOutOfRange { from, to, nodes } => tr!(
                lang,
                "graph-edge-out-of-range",
                from = node_from_one(from),
                to = node_from_one(to),
                nodes = nodes
            ),
            Self::TooManyNodes { nodes } => {
                tr!(lang, "graph-too-many-nodes", nodes = nodes, max = MAX_NODES)
            }
            Self::TooManyEdges => tr!(lang, "graph-too-many-edges", max = MAX_EDGES),
            Self::BufferTooSmall {
                buffer,
                needed,
                given,
            } => tr!(
                lang,
                "graph-buffer-too-small",
                buffer = buffer.localize(lang),
                given = given,
                needed = needed
            ),
            Self::NoSuchNode { node, nodes } => tr!(
                lang,
                "graph-no-such-node",
                node = node_from_one(node),
                nodes = nodes
            ),
            Self::NoSuchToken { token, tokens } => tr!(
                lang,
                "graph-no-such-token",
                token = from_one(token),
                tokens = tokens
            ),
            Self::NotAnEdge { from, to } => tr!(
                lang,
                "graph-not-an-edge",
                from = node_from_one(from),
                to = node_from_one(to)
            ),
            Self::SeedTooLarge { node, value } => tr!(
                lang,
                "graph-seed-too-large",
                node = node_from_one(node),
                value = value,
                max = MAX_NODES
            ),
            _ => self.to_string(),
        }
    }
}

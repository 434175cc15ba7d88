//! Why a quotient could not be computed: a limit passed, or a search too large.

use crate::limits::MAX_ELEMENTS;

/// Why a quotient could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuotientError {
    /// The quotient has more elements than the limit.
    TooLarge {
        /// The limit.
        limit: usize,
    },
    /// The misère search remembered more positions than its limit.
    SearchTooLarge {
        /// The limit.
        limit: usize,
    },
    /// The proof visited more states than its limit.
    ProofTooLarge {
        /// The limit.
        limit: usize,
    },
    /// A limit asked for is past what is allowed.
    BadLimit {
        /// The largest quotient asked for.
        max_elements: usize,
    },
    /// A bug: an invariant of the computation failed.
    Internal(&'static str),
}

impl core::fmt::Display for QuotientError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::TooLarge { limit } => {
                write!(
                    f,
                    "the quotient has more than {limit} elements (the size limit)"
                )
            }
            Self::SearchTooLarge { limit } => write!(
                f,
                "the misère search needed more than {limit} positions (its memory limit)"
            ),
            Self::ProofTooLarge { limit } => {
                write!(
                    f,
                    "the proof of the quotient needed more than {limit} states"
                )
            }
            Self::BadLimit { max_elements } => write!(
                f,
                "a size limit of {max_elements} elements asked for, at most {MAX_ELEMENTS} allowed"
            ),
            Self::Internal(what) => write!(f, "internal error: {what}"),
        }
    }
}

impl std::error::Error for QuotientError {}

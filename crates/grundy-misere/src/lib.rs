//! Misère quotients of heap games (Plambeck, "Taming the wild in impartial combinatorial
//! games", Integers 5 (2005) G05; Plambeck and Siegel, "Misère quotients for impartial
//! games", JCTA 115 (2008)).
//!
//! ```
//! use grundy_misere::{HeapGame, Quotient};
//!
//! // Misère Kayles with heaps up to 5.
//! let kayles = HeapGame::octal(&"0.77".parse()?, 5)?;
//! let q = Quotient::compute(&kayles)?;
//! assert_eq!(q.is_p_position(&[1]), Some(true)); // one pin: the mover must take the last
//! assert_eq!(q.is_p_position(&[2]), Some(false));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod game;
mod limits;
mod oracle;
mod period;
mod quotient;

pub use game::{HeapGame, HeapGameError, MAX_HEAP};
pub use period::SeenPeriod;
pub use quotient::{
    DEFAULT_MAX_ELEMENTS, Generator, Limits, MAX_ELEMENTS, MAX_TABLE, Quotient, QuotientError,
};

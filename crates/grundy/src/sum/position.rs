//! A sum's positions and moves, and why a position could not be built.

use core::fmt;

use heapless::Vec;

use super::MAX_COMPONENTS;
use crate::any::{AnyMove, AnyPosition};
use crate::error::PositionError;

/// A position of a sum: one position per component.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SumPosition {
    pub(super) parts: Vec<AnyPosition, MAX_COMPONENTS>,
}

impl SumPosition {
    /// The position of each component.
    pub fn parts(&self) -> &[AnyPosition] {
        &self.parts
    }
}

impl fmt::Display for SumPosition {
    /// The components separated by ` + `, e.g. `3 4 5 + 4 7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            p.fmt(f)?;
        }
        Ok(())
    }
}

/// A move of a sum: a move in one component.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SumMove {
    /// The component, from 0.
    pub component: usize,
    /// The move in it.
    pub mv: AnyMove,
}

impl fmt::Display for SumMove {
    /// `in component 2: take 1 from both piles` (components counted from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "in component {}: {}",
            crate::ordinal::Nth(self.component),
            self.mv
        )
    }
}

/// A position of a sum could not be built: which component, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SumPositionError {
    /// The component, from 0 (the count of components when their number is wrong).
    pub component: usize,
    /// Why; `None` when the number of components given differs from the sum's.
    pub error: Option<PositionError>,
}

impl fmt::Display for SumPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.error {
            Some(e) => write!(f, "component {}: {e}", crate::ordinal::Nth(self.component)),
            None => write!(
                f,
                "{} components given, the sum has a different number",
                self.component
            ),
        }
    }
}

impl core::error::Error for SumPositionError {}

//! Positions counted from 1 in messages: a pile, component or token index `i` is printed as
//! `i + 1`, and the index `usize::MAX` prints as its successor (2^64 on a 64-bit target)
//! instead of overflowing.

use core::fmt;

/// `usize::MAX + 1` in decimal, for the pointer widths Rust supports.
#[cfg(target_pointer_width = "64")]
const SUCCESSOR_OF_MAX: &str = "18446744073709551616";
#[cfg(target_pointer_width = "32")]
const SUCCESSOR_OF_MAX: &str = "4294967296";
#[cfg(target_pointer_width = "16")]
const SUCCESSOR_OF_MAX: &str = "65536";

/// Displays a zero-based index as the one-based number a reader counts by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Nth(pub(crate) usize);

impl fmt::Display for Nth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.checked_add(1) {
            Some(n) => write!(f, "{n}"),
            // Only `usize::MAX` gets here: its successor written out (no 128-bit formatting,
            // whose code the firmware has no flash for).
            None => f.write_str(SUCCESSOR_OF_MAX),
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::Nth;
    use std::format;

    #[test]
    fn counts_from_one_and_never_overflows() {
        assert_eq!(format!("{}", Nth(0)), "1");
        assert_eq!(format!("{}", Nth(41)), "42");
        // The largest index: one more than usize::MAX, written out in full.
        let expected = format!("{}", usize::MAX as u128 + 1);
        assert_eq!(format!("{}", Nth(usize::MAX)), expected);
    }
}

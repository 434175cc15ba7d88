//! The capacities the layers below the games already need: a position's piles (the errors
//! name it), a subtraction set's elements and an octal code's digits (the tables are sized by
//! them). Each is re-exported by its game's module ([`crate::piles`], [`crate::games::set_nim`],
//! [`crate::games::octal`]), where a user finds it.

/// How many piles (or steps) a position holds.
///
/// The worst case this serves is a person's board: a dozen piles on screen, a Split Nim game
/// that grows them, and the firmware keeping a position, its copy and a transcript line in
/// the 4 KiB of RAM of an STM32F030F4 (32 × 8 B = 256 B a position). The judge formats, with
/// up to 10^5 piles, go through the streaming functions (`Nim::nim_sum`, …) and
/// need no position at all.
pub const MAX_PILES: usize = 32;

/// How many distinct elements a subtraction set holds.
///
/// The judge problem (AcWing 893) has at most 100; 128 keeps every Grundy value, which is at
/// most |S|, within a `u8` table cell.
pub const MAX_SET_SIZE: usize = 128;

/// How many digits after the point a code may have (up to the last nonzero one).
///
/// Codes in the literature have a few digits; the longest families studied by computer
/// (0.0…07, Flammenkamp's tables) run to about 30. 64 leaves room for those, and keeps
/// every take within a `u8`-sized loop of the mex.
pub const MAX_OCTAL_DIGITS: usize = 64;

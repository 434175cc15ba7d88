//! Reading a typed line into words and numbers; what the words mean is each board's business.

use core::fmt;

use crate::Console;
use crate::console::write_usize;

/// Why a typed line is not a move (it says nothing about legality: the core judges that).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseError<'l> {
    /// Nothing but spaces.
    Empty,
    /// The line has the wrong number of words.
    WordCount {
        /// How many words a move of this game has.
        expected: usize,
        /// How many were typed.
        given: usize,
    },
    /// A word that should be a whole number from 0 to `u64::MAX` is not one.
    NotANumber(&'l str),
    /// Piles and steps are counted from 1; 0 names none.
    CountedFromOne,
    /// Wythoff: the pile must be `a`, `b` or `ab`.
    NotAPile(&'l str),
    /// The line is not valid UTF-8 text.
    NotText,
    /// A sum's game is not a number of the menu.
    NotAGame(&'l str),
    /// A sum: the component named is not one of the sum's.
    NoComponent {
        /// The number typed (from 1).
        number: usize,
        /// How many components the sum has.
        count: usize,
    },
    /// A sum: the component's number was typed, but no move after it.
    NoMove,
}

impl fmt::Display for ParseError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("the line is empty"),
            Self::WordCount { expected, given } => {
                write!(f, "a move is {expected} words, not {given}")
            }
            Self::NotANumber(word) => write!(f, "`{word}` is not a whole number"),
            Self::CountedFromOne => f.write_str("piles and steps are counted from 1"),
            Self::NotAPile(word) => write!(f, "`{word}` is not a pile: use a, b or ab"),
            Self::NotText => f.write_str("the line is not text"),
            Self::NoComponent { number, count } => {
                write!(f, "there is no component {number} (the sum has {count})")
            }
            Self::NoMove => f.write_str("the move in the component is missing"),
            Self::NotAGame(word) => write!(f, "`{word}` is not a game of the menu"),
        }
    }
}

impl core::error::Error for ParseError<'_> {}

impl ParseError<'_> {
    /// Writes what `Display` writes, without `core::fmt` (see [`crate::write_u64`]).
    pub fn write(&self, out: &mut dyn Console) {
        match *self {
            Self::Empty => out.write_str("the line is empty"),
            Self::WordCount { expected, given } => {
                out.write_str("a move is ");
                write_usize(out, expected);
                out.write_str(" words, not ");
                write_usize(out, given);
            }
            Self::NotANumber(word) => {
                out.write_str("`");
                out.write_str(word);
                out.write_str("` is not a whole number");
            }
            Self::CountedFromOne => out.write_str("piles and steps are counted from 1"),
            Self::NotAPile(word) => {
                out.write_str("`");
                out.write_str(word);
                out.write_str("` is not a pile: use a, b or ab");
            }
            Self::NotText => out.write_str("the line is not text"),
            Self::NoComponent { number, count } => {
                out.write_str("there is no component ");
                write_usize(out, number);
                out.write_str(" (the sum has ");
                write_usize(out, count);
                out.write_str(")");
            }
            Self::NoMove => out.write_str("the move in the component is missing"),
            Self::NotAGame(word) => {
                out.write_str("`");
                out.write_str(word);
                out.write_str("` is not a game of the menu");
            }
        }
    }
}

/// Exactly `N` words separated by ASCII whitespace.
pub(crate) fn words<const N: usize>(line: &str) -> Result<[&str; N], ParseError<'_>> {
    let mut out = [""; N];
    let mut given = 0;
    for word in line.split_ascii_whitespace() {
        if let Some(slot) = out.get_mut(given) {
            *slot = word;
        }
        given += 1;
    }
    match given {
        0 => Err(ParseError::Empty),
        n if n == N => Ok(out),
        given => Err(ParseError::WordCount { expected: N, given }),
    }
}

/// A whole number of stones.
pub(crate) fn number(word: &str) -> Result<u64, ParseError<'_>> {
    word.parse().map_err(|_| ParseError::NotANumber(word))
}

/// A pile or step counted from 1, as the 1-based number typed.
pub(crate) fn ordinal(word: &str) -> Result<usize, ParseError<'_>> {
    match number(word)? {
        0 => Err(ParseError::CountedFromOne),
        // A number past usize names no pile; usize::MAX names none either, and play says so.
        n => Ok(usize::try_from(n).unwrap_or(usize::MAX)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_counts_and_splits() {
        assert_eq!(words::<2>("  2\t3 "), Ok(["2", "3"]));
        assert_eq!(words::<2>("   "), Err(ParseError::Empty));
        assert_eq!(
            words::<2>("1 2 3"),
            Err(ParseError::WordCount {
                expected: 2,
                given: 3
            })
        );
    }

    #[test]
    fn written_errors_are_displayed_errors() {
        for e in [
            ParseError::Empty,
            ParseError::WordCount {
                expected: 3,
                given: 12,
            },
            ParseError::NotANumber("x1"),
            ParseError::CountedFromOne,
            ParseError::NotAPile("c"),
            ParseError::NotText,
            ParseError::NoComponent {
                number: 4,
                count: 3,
            },
            ParseError::NoMove,
            ParseError::NotAGame("9"),
        ] {
            let mut out = crate::Transcript::<128>::new(&[]);
            e.write(&mut out);
            assert_eq!(out.output(), e.to_string());
        }
    }

    #[test]
    fn numbers_reject_signs_and_overflow() {
        assert_eq!(number("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(
            number("18446744073709551616"),
            Err(ParseError::NotANumber("18446744073709551616"))
        );
        assert_eq!(number("-1"), Err(ParseError::NotANumber("-1")));
        assert_eq!(ordinal("0"), Err(ParseError::CountedFromOne));
        assert_eq!(ordinal("3"), Ok(3));
    }
}

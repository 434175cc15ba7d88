//! What a number is, in judge input and on the command line alike: a run of ASCII digits.

use core::fmt;

/// Why a word is not a number: a number is one or more ASCII digits `0`–`9` (leading zeros
/// allowed) with a value up to `u64::MAX`, and nothing else — no sign, no point, no spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum NumberError {
    /// No characters at all.
    Empty,
    /// A minus sign followed by digits.
    Negative,
    /// All digits, but more than `u64::MAX`.
    TooLarge,
    /// Characters outside ASCII (such as full-width digits `１２`).
    NotAscii,
    /// Other ASCII characters: letters, a sign, a point.
    NotDigits,
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Empty => "a number needs at least one digit",
            Self::Negative => "negative numbers are not allowed",
            Self::TooLarge => "larger than 18446744073709551615",
            Self::NotAscii => "only ASCII digits 0-9 are numbers",
            Self::NotDigits => "a number is ASCII digits 0-9 only, without a sign",
        })
    }
}

impl std::error::Error for NumberError {}

/// Characters of a word a message shows; a longer word is cut and ends in `…`.
pub const SHOWN: usize = 40;

/// `text` as a message shows a word a person typed: control characters and quotes escaped
/// (so a message is one line and no escape sequence reaches a terminal), at most [`SHOWN`]
/// characters, then `…` when it was longer or `more` says it goes on.
///
/// ```
/// assert_eq!(grundy_host::shown("a\nb", false), "a\\nb");
/// assert_eq!(grundy_host::shown(&"9".repeat(100), false).chars().count(), 41);
/// ```
pub fn shown(text: &str, more: bool) -> String {
    let mut out = String::new();
    for c in text.chars().take(SHOWN) {
        out.extend(c.escape_debug());
    }
    if more || text.chars().nth(SHOWN).is_some() {
        out.push('…');
    }
    out
}

/// `text` on one line, whole: only control characters escaped (a message quoting a script's
/// own words, or a file's name, keeps its quotes and length but never breaks a line or sends
/// an escape sequence to a terminal).
///
/// ```
/// assert_eq!(grundy_host::one_line("it's\nok"), "it's\\nok");
/// ```
pub fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out
}

/// [`shown`] in double quotes: `"x"`.
pub fn quoted(text: &str) -> String {
    format!("\"{}\"", shown(text, false))
}

/// Reads `text` as a number by the rule of [`NumberError`], the rule of judge input.
///
/// ```
/// use grundy_host::{NumberError, parse_number};
///
/// assert_eq!(parse_number("007"), Ok(7));
/// assert_eq!(parse_number("18446744073709551615"), Ok(u64::MAX));
/// assert_eq!(parse_number("+5"), Err(NumberError::NotDigits));
/// assert_eq!(parse_number("-5"), Err(NumberError::Negative));
/// assert_eq!(parse_number("18446744073709551616"), Err(NumberError::TooLarge));
/// ```
///
/// # Errors
/// The [`NumberError`] saying what is wrong.
pub fn parse_number(text: &str) -> Result<u64, NumberError> {
    parse_number_bytes(text.as_bytes())
}

/// [`parse_number`] on bytes (the judge reads its input as bytes).
///
/// # Errors
/// The [`NumberError`] saying what is wrong.
pub fn parse_number_bytes(token: &[u8]) -> Result<u64, NumberError> {
    if token.is_empty() {
        return Err(NumberError::Empty);
    }
    if token.iter().all(u8::is_ascii_digit) {
        return token.iter().try_fold(0u64, |value, &b| {
            value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(b - b'0')))
                .ok_or(NumberError::TooLarge)
        });
    }
    if let [b'-', second, ..] = token
        && second.is_ascii_digit()
    {
        return Err(NumberError::Negative);
    }
    if !token.is_ascii() {
        return Err(NumberError::NotAscii);
    }
    Err(NumberError::NotDigits)
}

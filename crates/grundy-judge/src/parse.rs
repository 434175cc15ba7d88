//! The tokenizer: unsigned numbers read straight from the input bytes, with the position of
//! every token kept as a byte offset and turned into a line and column only on error.

use crate::{JudgeError, Problem};

/// What the parser expects next, for the error message: `expected {what} ({kind})`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Expect {
    /// A noun phrase, e.g. `"a pile size"`.
    pub what: &'static str,
    /// Whether 0 is refused (`a positive integer`) or allowed (`a non-negative integer`).
    pub positive: bool,
}

impl Expect {
    /// Any `u64`.
    pub const fn any(what: &'static str) -> Self {
        Self {
            what,
            positive: false,
        }
    }

    /// A `u64` of at least 1.
    pub const fn positive(what: &'static str) -> Self {
        Self {
            what,
            positive: true,
        }
    }

    fn kind(self) -> &'static str {
        if self.positive {
            "a positive integer"
        } else {
            "a non-negative integer"
        }
    }
}

/// How far into a list of announced length the parser is: `done` of `total` read.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Progress {
    pub done: u64,
    pub total: u64,
}

/// Whitespace between tokens: space, tab, line feed, form feed, carriage return, and
/// vertical tab (which `u8::is_ascii_whitespace` leaves out but C's `isspace` accepts).
#[inline]
const fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// A read position in the input of one problem.
#[derive(Debug)]
pub(crate) struct Cursor<'a> {
    problem: Problem,
    input: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(problem: Problem, input: &'a [u8]) -> Self {
        Self {
            problem,
            input,
            pos: 0,
        }
    }

    /// The byte offset of the next token (after skipping whitespace).
    pub fn next_offset(&mut self) -> usize {
        self.skip_space();
        self.pos
    }

    /// How many bytes of input there are; an upper bound for any count read from it.
    pub fn len(&self) -> usize {
        self.input.len()
    }

    #[inline]
    fn skip_space(&mut self) {
        while let Some(&b) = self.input.get(self.pos) {
            if !is_space(b) {
                break;
            }
            self.pos += 1;
        }
    }

    /// The next number, which must be a whole token of ASCII digits fitting in `u64` (and
    /// not 0 when `expect.positive`).
    ///
    /// # Errors
    /// A [`JudgeError`] at the token, or at the end of input when there is none.
    #[inline]
    pub fn number(
        &mut self,
        expect: Expect,
        progress: Option<Progress>,
    ) -> Result<u64, JudgeError> {
        self.skip_space();
        let start = self.pos;
        let mut value: u64 = 0;
        let mut overflow = false;
        while let Some(&b) = self.input.get(self.pos) {
            let digit = b.wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(digit)))
            {
                Some(v) => value = v,
                None => overflow = true,
            }
            self.pos += 1;
        }
        let ends_token = self.input.get(self.pos).is_none_or(|&b| is_space(b));
        if self.pos == start || !ends_token || overflow || (expect.positive && value == 0) {
            return Err(self.bad_number(start, expect, progress));
        }
        Ok(value)
    }

    /// Succeeds when only whitespace is left.
    ///
    /// # Errors
    /// A [`JudgeError`] at the first extra token.
    pub fn end(&mut self) -> Result<(), JudgeError> {
        self.skip_space();
        if self.pos >= self.input.len() {
            return Ok(());
        }
        let found = describe_token(self.token(self.pos));
        Err(self.error_at(
            self.pos,
            format!("expected the end of input, found {found} (more numbers than announced)"),
        ))
    }

    /// A [`JudgeError`] at byte `offset` with `message`.
    #[cold]
    pub fn error_at(&self, offset: usize, message: String) -> JudgeError {
        let (line, column) = locate(self.input, offset);
        JudgeError {
            problem: self.problem,
            line,
            column,
            message,
        }
    }

    /// The bytes of the token starting at `start`: up to the next whitespace.
    fn token(&self, start: usize) -> &'a [u8] {
        let rest = self.input.get(start..).unwrap_or_default();
        let len = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
        rest.get(..len).unwrap_or_default()
    }

    #[cold]
    #[inline(never)]
    fn bad_number(&self, start: usize, expect: Expect, progress: Option<Progress>) -> JudgeError {
        let kind = expect.kind();
        let what = expect.what;
        if start >= self.input.len() {
            let after = match progress {
                Some(Progress { done, total }) => format!(" after {done} of {total}"),
                None => String::new(),
            };
            return self.error_at(
                start,
                format!("expected {what} ({kind}), found the end of input{after}"),
            );
        }
        let token = self.token(start);
        let found = describe_token(token);
        let why = if token.first() == Some(&b'-') && token.len() > 1 {
            " (negative numbers are not allowed)"
        } else if !token.is_empty() && token.iter().all(u8::is_ascii_digit) {
            if token.iter().all(|&b| b == b'0') {
                ""
            } else {
                " (larger than 18446744073709551615)"
            }
        } else if !token.is_ascii() {
            " (only ASCII digits 0-9 are numbers)"
        } else {
            ""
        };
        self.error_at(
            start,
            format!("expected {what} ({kind}), found {found}{why}"),
        )
    }
}

/// The 1-based line and column of byte `offset`; the column counts characters (UTF-8
/// sequences, each invalid byte counting as one) from the start of the line.
pub(crate) fn locate(input: &[u8], offset: usize) -> (usize, usize) {
    let before = input.get(..offset).unwrap_or(input);
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let this_line = before.get(line_start..).unwrap_or_default();
    let column = 1 + String::from_utf8_lossy(this_line).chars().count();
    (line, column)
}

/// The token in quotes, escaped, shortened to 40 characters.
fn describe_token(token: &[u8]) -> String {
    const SHOWN: usize = 40;
    let text = String::from_utf8_lossy(token);
    let mut out = String::from("\"");
    for c in text.chars().take(SHOWN) {
        out.extend(c.escape_debug());
    }
    if text.chars().nth(SHOWN).is_some() {
        out.push('…');
    }
    out.push('"');
    out
}

/// The `count` numbers of a list, parsed lazily, for the core's streaming functions; a parse
/// error ends the stream and is kept for [`Numbers::finish`].
#[derive(Debug)]
pub(crate) struct Numbers<'c, 'a> {
    cursor: &'c mut Cursor<'a>,
    expect: Expect,
    done: u64,
    total: u64,
    error: Option<JudgeError>,
}

impl<'c, 'a> Numbers<'c, 'a> {
    pub fn new(cursor: &'c mut Cursor<'a>, total: u64, expect: Expect) -> Self {
        Self {
            cursor,
            expect,
            done: 0,
            total,
            error: None,
        }
    }

    /// Reads whatever the consumer left unread, then reports the first error, if any.
    ///
    /// # Errors
    /// The first parse error of the list.
    pub fn finish(mut self) -> Result<(), JudgeError> {
        while self.next().is_some() {}
        self.error.map_or(Ok(()), Err)
    }
}

impl Iterator for Numbers<'_, '_> {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        if self.done == self.total || self.error.is_some() {
            return None;
        }
        let progress = Progress {
            done: self.done,
            total: self.total,
        };
        match self.cursor.number(self.expect, Some(progress)) {
            Ok(v) => {
                self.done += 1;
                Some(v)
            }
            Err(e) => {
                self.error = Some(e);
                None
            }
        }
    }
}

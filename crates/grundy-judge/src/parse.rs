//! The tokenizer: unsigned numbers read from a byte stream through one fixed buffer.
//!
//! The buffer holds the bytes not yet consumed and the start of the current token; the
//! bytes before them are folded into a [`Place`] (line, column) as they leave it, so an
//! error still names its line and column however long the input is. A token longer than the
//! buffer (a number with thousands of leading zeros) keeps its place and its first bytes in
//! a [`Head`], enough to show it in a message.

use std::io::{self, Read};

use crate::{Field, Found, JudgeError, JudgeReason, Problem, Progress, Unit};
use grundy_host::{NumberError, parse_number_bytes as classify};

mod bytes;
pub(crate) use bytes::is_space;
use bytes::{leading_digits, newlines, pair_at};

/// Bytes of input held at a time.
pub(crate) const BUFFER: usize = 1 << 16;

/// Characters of a token shown in a message ([`grundy_host::shown`]).
const SHOWN: usize = grundy_host::SHOWN;

/// Bytes of a token kept for its message: [`SHOWN`] characters of at most 4 bytes each,
/// and one more to know whether the token goes on.
const HEAD: usize = 4 * SHOWN + 1;

/// The smallest buffer: a token's [`HEAD`] must fit.
pub(crate) const MIN_BUFFER: usize = 256;

/// What the parser expects next, for the error: `expected {what} ({kind})`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Expect {
    /// What the number stands for, e.g. [`Field::PileSize`].
    pub what: Field,
    /// Whether 0 is refused (`a positive integer`) or allowed (`a non-negative integer`).
    pub positive: bool,
}

impl Expect {
    /// Any `u64`.
    pub const fn any(what: Field) -> Self {
        Self {
            what,
            positive: false,
        }
    }

    /// A `u64` of at least 1.
    pub const fn positive(what: Field) -> Self {
        Self {
            what,
            positive: true,
        }
    }
}

/// Why reading stopped: bad input, or the reader failed.
#[derive(Debug)]
pub(crate) enum Fail {
    Input(JudgeError),
    Read(io::Error),
}

impl From<io::Error> for Fail {
    fn from(e: io::Error) -> Self {
        Self::Read(e)
    }
}

/// A place in the input, both from 0: the line, and the column.
///
/// The column counts bytes, which here are characters: an error is always at the first byte
/// that is not a valid number or whitespace (or at a number the core refuses, or at the
/// end), so every byte before it on its line is ASCII.
#[derive(Clone, Copy, Debug, Default)]
struct Place {
    line: usize,
    column: usize,
}

impl Place {
    /// Moves past `bytes`.
    fn advance(&mut self, mut bytes: &[u8]) {
        if let Some(last) = bytes.iter().rposition(|&b| b == b'\n') {
            let lines = newlines(bytes);
            self.line = self.line.saturating_add(lines);
            self.column = 0;
            bytes = bytes.get(last + 1..).unwrap_or_default();
        }
        self.column = self.column.saturating_add(bytes.len());
    }

    /// `(line, column)`, both from 1.
    fn one_based(self) -> (usize, usize) {
        (self.line.saturating_add(1), self.column.saturating_add(1))
    }
}

/// The start of a token that no longer fits the buffer: where it is and its first bytes.
#[derive(Debug)]
struct Head {
    at: (usize, usize),
    bytes: [u8; HEAD],
}

/// A token's first bytes, for a message: at most [`HEAD`] of them, and whether more follow.
struct Shown<'a> {
    bytes: &'a [u8],
    more: bool,
}

/// A read position in the input of one problem.
#[derive(Debug)]
pub(crate) struct Source<R> {
    format: &'static str,
    reader: R,
    buf: Box<[u8]>,
    /// The next byte to read.
    pos: usize,
    /// The end of the bytes read.
    end: usize,
    /// The reader said there is no more.
    eof: bool,
    /// The place of `buf[0]`.
    origin: Place,
    /// The start of the current (or last) token in `buf`, at most `pos`; the bytes from it on
    /// stay in the buffer, unless the token outgrows the buffer and `head` keeps its start.
    token: usize,
    head: Option<Box<Head>>,
}

impl<R: Read> Source<R> {
    /// A source reading through a buffer of `capacity` bytes (at least [`MIN_BUFFER`]).
    pub fn new(problem: Problem, reader: R, capacity: usize) -> Self {
        Self::named(problem.id(), reader, capacity)
    }

    /// A source of the format `format` (for messages), reading through a buffer of
    /// `capacity` bytes.
    pub fn named(format: &'static str, reader: R, capacity: usize) -> Self {
        Self {
            format,
            reader,
            buf: vec![0; capacity.max(MIN_BUFFER)].into_boxed_slice(),
            pos: 0,
            end: 0,
            eof: false,
            origin: Place::default(),
            token: 0,
            head: None,
        }
    }

    /// Reads more input, keeping the current token; `false` at the end of input.
    #[cold]
    fn refill(&mut self) -> io::Result<bool> {
        if self.eof {
            return Ok(false);
        }
        let mut keep = self.token;
        if keep == 0 && self.end == self.buf.len() {
            // The token fills the buffer: remember where it starts and how (once), and let
            // the bytes read go.
            if self.head.is_none() {
                let mut bytes = [0; HEAD];
                let n = HEAD.min(self.end);
                if let (Some(to), Some(from)) = (bytes.get_mut(..n), self.buf.get(..n)) {
                    to.copy_from_slice(from);
                }
                self.head = Some(Box::new(Head {
                    at: self.origin.one_based(),
                    bytes,
                }));
            }
            keep = self.pos;
        }
        self.origin
            .advance(self.buf.get(..keep).unwrap_or_default());
        self.buf.copy_within(keep..self.end, 0);
        self.pos -= keep;
        self.end -= keep;
        self.token = self.token.saturating_sub(keep);
        let free = self.buf.get_mut(self.end..).unwrap_or_default();
        loop {
            match self.reader.read(free) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(false);
                }
                Ok(n) => {
                    self.end += n.min(free.len());
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// The next byte, reading more input when needed; `None` at the end of input.
    #[inline]
    fn peek(&mut self) -> io::Result<Option<u8>> {
        loop {
            if self.pos < self.end {
                return Ok(self.buf.get(self.pos).copied());
            }
            if !self.refill()? {
                return Ok(None);
            }
        }
    }

    /// Reads pairs of numbers for as long as they are in the buffer in the common form of a
    /// graph's line `u v` (at most seven digits each, whitespace after each), handing each
    /// to `accept`, and returns how many were read: at most `max`, and none past the first
    /// that `accept` refuses (which stays unread). Whatever stops it — a refused pair, a
    /// longer number, something not a number, the end of the buffer — is left to
    /// [`Source::number`], which reads every other case and reports every error.
    ///
    /// The loop keeps its place in a local and writes it back once, so the common line
    /// costs no loads and stores of the source's state.
    #[inline]
    pub fn pairs(&mut self, max: u64, mut accept: impl FnMut(u64, u64) -> bool) -> u64 {
        let Some(rest) = self.buf.get(self.pos..self.end) else {
            return 0;
        };
        let (mut at, mut read, mut token) = (0, 0, None);
        while read < max {
            let Some((a, b, second, next)) = pair_at(rest, at) else {
                break;
            };
            if !accept(a, b) {
                break;
            }
            (at, token) = (next, Some(second));
            read += 1;
        }
        if let Some(token) = token {
            self.token = self.pos + token;
            self.head = None;
        }
        self.pos += at;
        read
    }

    /// Skips whitespace, dropping it from the buffer as it goes.
    fn skip_space(&mut self) -> io::Result<()> {
        loop {
            let rest = self.buf.get(self.pos..self.end).unwrap_or_default();
            if let Some(n) = rest.iter().position(|&b| !is_space(b)) {
                self.pos += n;
                return Ok(());
            }
            self.pos = self.end;
            self.token = self.pos;
            if !self.refill()? {
                return Ok(());
            }
        }
    }

    /// Starts a token at the next byte.
    fn begin_token(&mut self) {
        self.token = self.pos;
        self.head = None;
    }

    /// The place of the current token's first byte, or of the end of input.
    fn token_place(&self) -> (usize, usize) {
        if let Some(head) = &self.head {
            return head.at;
        }
        let mut place = self.origin;
        place.advance(self.buf.get(..self.token).unwrap_or_default());
        place.one_based()
    }

    /// The next number, which must be a whole token of ASCII digits fitting in `u64` (and
    /// not 0 when `expect.positive`).
    ///
    /// # Errors
    /// [`Fail::Input`] at the token, or at the end of input when there is none;
    /// [`Fail::Read`] when the reader fails.
    #[inline]
    pub fn number(&mut self, expect: Expect, progress: Option<Progress>) -> Result<u64, Fail> {
        // The common case: the token and the whitespace after it are in the buffer, and it
        // has at most 19 digits, so it cannot overflow.
        let rest = self.buf.get(self.pos..self.end).unwrap_or_default();
        let mut i = 0;
        while let Some(&b) = rest.get(i) {
            if !is_space(b) {
                break;
            }
            i += 1;
        }
        let start = i;
        // Up to seven digits and the byte after them, eight bytes at a time.
        if let Some(word) = rest.get(start..start + 8) {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(word);
            let (count, value) = leading_digits(u64::from_le_bytes(bytes));
            if (1..8).contains(&count)
                && rest.get(start + count).is_some_and(|&b| is_space(b))
                && (value != 0 || !expect.positive)
            {
                self.token = self.pos + start;
                self.head = None;
                self.pos += start + count;
                return Ok(value);
            }
        }
        let mut value: u64 = 0;
        while let Some(&b) = rest.get(i) {
            let digit = b.wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            i += 1;
        }
        let digits = i - start;
        if let Some(&b) = rest.get(i)
            && is_space(b)
            && (1..=19).contains(&digits)
            && (value != 0 || !expect.positive)
        {
            self.token = self.pos + start;
            self.head = None;
            self.pos += i;
            return Ok(value);
        }
        self.number_slow(expect, progress)
    }

    /// [`Source::number`] byte by byte, across refills, with every check.
    #[cold]
    #[inline(never)]
    fn number_slow(&mut self, expect: Expect, progress: Option<Progress>) -> Result<u64, Fail> {
        self.skip_space()?;
        self.begin_token();
        let mut value: u64 = 0;
        let mut overflow = false;
        let mut digits = false;
        while let Some(b) = self.peek()? {
            let digit = b.wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            digits = true;
            match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(digit)))
            {
                Some(v) => value = v,
                None => {
                    // Whatever follows, this token is no number: say so now rather than
                    // after an endless run of digits.
                    overflow = true;
                    break;
                }
            }
            self.pos += 1;
        }
        let ends = overflow || self.peek()?.is_none_or(is_space);
        if digits && ends && !overflow && (value != 0 || !expect.positive) {
            return Ok(value);
        }
        let digits_only = (digits && ends).then_some(overflow);
        Err(self.bad_number(expect, progress, digits_only)?)
    }

    /// The error for the current token, which is not a number as `expect`ed.
    /// `digits_only` is `Some(false)` when the whole token is digits of the value 0 (refused
    /// here), `Some(true)` when its digits passed `u64::MAX` (read no further).
    #[cold]
    fn bad_number(
        &mut self,
        expect: Expect,
        progress: Option<Progress>,
        digits_only: Option<bool>,
    ) -> Result<Fail, io::Error> {
        let expected = |found| JudgeReason::Expected {
            what: expect.what,
            positive: expect.positive,
            found,
        };
        let at = self.token_place();
        let shown = self.shown()?;
        if shown.bytes.is_empty() {
            return Ok(self.error(at, expected(Found::EndOfInput(progress))));
        }
        let why = match digits_only {
            // 0 where 0 is refused: the token says it all.
            Some(false) => None,
            // Too large, if the digits go on as far as shown (they may turn into letters).
            Some(true) if shown.bytes.iter().all(u8::is_ascii_digit) => Some(NumberError::TooLarge),
            _ => match classify(shown.bytes) {
                Err(NumberError::NotDigits | NumberError::Empty) | Ok(_) => None,
                Err(e) => Some(e),
            },
        };
        let shown = describe(&shown);
        Ok(self.error(at, expected(Found::Token { shown, why })))
    }

    /// Reads the current token on to [`HEAD`] bytes or its end, for a message.
    fn shown(&mut self) -> io::Result<Shown<'_>> {
        if self.head.is_none() {
            while self.pos - self.token < HEAD {
                match self.peek()? {
                    Some(b) if !is_space(b) => self.pos += 1,
                    _ => break,
                }
            }
        }
        Ok(match &self.head {
            Some(head) => Shown {
                bytes: &head.bytes,
                more: true,
            },
            None => Shown {
                bytes: self.buf.get(self.token..self.pos).unwrap_or_default(),
                more: false,
            },
        })
    }

    /// Whether only whitespace is left.
    ///
    /// # Errors
    /// [`Fail::Read`] when the reader fails.
    pub fn at_end(&mut self) -> Result<bool, Fail> {
        self.skip_space()?;
        Ok(self.peek()?.is_none())
    }

    /// Succeeds when only whitespace is left.
    ///
    /// # Errors
    /// [`Fail::Input`] at the first extra token, [`Fail::Read`] when the reader fails.
    pub fn end(&mut self) -> Result<(), Fail> {
        self.skip_space()?;
        if self.peek()?.is_none() {
            return Ok(());
        }
        self.begin_token();
        let at = self.token_place();
        let shown = describe(&self.shown()?);
        Err(self.error(at, JudgeReason::Extra { shown }))
    }

    /// A [`Fail::Input`] for `reason` at the last token read.
    #[cold]
    pub fn error_at_token(&self, reason: JudgeReason) -> Fail {
        self.error(self.token_place(), reason)
    }

    /// The place of the last token read, to report an error about it later.
    pub fn token_at(&self) -> (usize, usize) {
        self.token_place()
    }

    /// A [`Fail::Input`] for `reason` at `(line, column)`.
    #[cold]
    pub fn error(&self, (line, column): (usize, usize), reason: JudgeReason) -> Fail {
        Fail::Input(JudgeError {
            format: self.format,
            line,
            column,
            reason,
        })
    }
}

/// The token in quotes, escaped, shortened to [`SHOWN`] characters.
fn describe(shown: &Shown<'_>) -> String {
    let text = String::from_utf8_lossy(shown.bytes);
    format!("\"{}\"", grundy_host::shown(&text, shown.more))
}

/// The `total` numbers of a list, parsed lazily, for the core's streaming functions; a parse
/// error ends the stream and is kept for [`Numbers::finish`].
#[derive(Debug)]
pub(crate) struct Numbers<'s, R> {
    source: &'s mut Source<R>,
    expect: Expect,
    done: u64,
    total: u64,
    unit: Unit,
    error: Option<Fail>,
}

impl<'s, R: Read> Numbers<'s, R> {
    pub fn new(source: &'s mut Source<R>, total: u64, expect: Expect, unit: Unit) -> Self {
        Self {
            source,
            expect,
            done: 0,
            total,
            unit,
            error: None,
        }
    }

    /// Reads whatever the consumer left unread, then reports the first error, if any.
    ///
    /// # Errors
    /// The first parse or read error of the list.
    pub fn finish(mut self) -> Result<(), Fail> {
        while self.next().is_some() {}
        self.error.map_or(Ok(()), Err)
    }
}

impl<R: Read> Iterator for Numbers<'_, R> {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        if self.done == self.total || self.error.is_some() {
            return None;
        }
        let progress = Progress {
            done: self.done,
            total: self.total,
            unit: self.unit,
        };
        match self.source.number(self.expect, Some(progress)) {
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

#[cfg(test)]
mod tests;

//! Every byte the command writes goes through here: stdout through [`stdout`], stderr
//! through [`report`]. Neither panics when the stream fails.

use std::fmt::Write as _;
use std::io::{StdoutLock, Write};

use crate::error::Failure;

/// Numbers separated by single spaces; `(empty)` for none.
pub fn join(numbers: &[u64]) -> String {
    if numbers.is_empty() {
        return "(empty)".to_owned();
    }
    let mut s = String::new();
    for (i, n) in numbers.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        let _ = write!(s, "{n}");
    }
    s
}

/// Numbers as a JSON array.
pub fn json_array(numbers: &[u64]) -> String {
    format!("[{}]", join(numbers).replace(' ', ",")).replace("(empty)", "")
}

/// Stdout, locked, to write the result to; every write error becomes a [`Failure`] through
/// `?`.
///
/// A closed stdout (`grundy … >&-`) cannot be told from `/dev/null`: the Rust runtime
/// reopens closed standard descriptors on `/dev/null` (read-write) before `main`, and
/// Python's `subprocess.DEVNULL` and Go's `os/exec` hand a child the very same kind of
/// descriptor on purpose. So output to a closed stdout is discarded with status 0.
///
/// # Errors
/// None today; a `Result` so that a check can come here without touching the callers.
pub fn stdout() -> Result<StdoutLock<'static>, Failure> {
    Ok(std::io::stdout().lock())
}

/// Writes `text` to stdout in one go.
///
/// # Errors
/// As [`stdout`], and the write's error.
pub fn print(text: &str) -> Result<(), Failure> {
    let mut out = stdout()?;
    out.write_all(text.as_bytes())?;
    Ok(out.flush()?)
}

/// Bytes gathered before they go to stdout in one write.
const CHUNK: usize = 1 << 16;

/// A fast writer of numbers and text to stdout: digits by a two-digit table into one
/// buffer, written out in 64 KiB pieces, with none of `core::fmt`'s machinery per number.
/// Every output path that writes many numbers (`sg` tables in text, CSV and JSON, the judge's
/// answers) goes through it.
pub struct Fast<W: Write> {
    out: W,
    buf: Vec<u8>,
}

/// Bytes of an entry of [`COMMA_ENTRIES`].
const ENTRY: usize = 4;

/// `,v` for every byte `v`, padded to [`ENTRY`] bytes, with its length.
static COMMA_ENTRIES: [([u8; ENTRY], usize); 256] = comma_entries();

#[expect(
    clippy::indexing_slicing,
    reason = "v < 256, the array's length, in a const fn where get_mut is not available"
)]
const fn comma_entries() -> [([u8; ENTRY], usize); 256] {
    let mut entries = [([0u8; ENTRY], 0usize); 256];
    let mut v = 0;
    while v < 256 {
        let (h, t, o) = ((v / 100) as u8, (v / 10 % 10) as u8, (v % 10) as u8);
        entries[v] = if v < 10 {
            ([b',', b'0' + o, 0, 0], 2)
        } else if v < 100 {
            ([b',', b'0' + t, b'0' + o, 0], 3)
        } else {
            ([b',', b'0' + h, b'0' + t, b'0' + o], 4)
        };
        v += 1;
    }
    entries
}

/// The two digits of every number below 100.
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

impl<W: Write> Fast<W> {
    /// A writer to `out`.
    pub fn new(out: W) -> Self {
        Self {
            out,
            buf: Vec::with_capacity(CHUNK + 64),
        }
    }

    /// Writes the buffer out once it holds a chunk.
    ///
    /// # Errors
    /// The write's error.
    #[inline]
    fn spill(&mut self) -> std::io::Result<()> {
        if self.buf.len() >= CHUNK {
            self.out.write_all(&self.buf)?;
            self.buf.clear();
        }
        Ok(())
    }

    /// Appends `bytes`.
    ///
    /// # Errors
    /// The write's error, when the buffer was full.
    #[inline]
    pub fn bytes(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.buf.extend_from_slice(bytes);
        self.spill()
    }

    /// Appends `count` spaces.
    ///
    /// # Errors
    /// As [`Fast::bytes`].
    pub fn spaces(&mut self, count: usize) -> std::io::Result<()> {
        self.buf.resize(self.buf.len() + count, b' ');
        self.spill()
    }

    /// Appends one byte.
    ///
    /// # Errors
    /// As [`Fast::bytes`].
    #[inline]
    pub fn byte(&mut self, byte: u8) -> std::io::Result<()> {
        self.buf.push(byte);
        self.spill()
    }

    /// Appends `n` in decimal and returns how many digits it took.
    ///
    /// # Errors
    /// As [`Fast::bytes`].
    #[inline]
    pub fn number(&mut self, n: u128) -> std::io::Result<usize> {
        // Most values of a Grundy table are small: one or two pushes, no copy.
        if n < 10 {
            self.buf.push(b'0' + n as u8);
            self.spill()?;
            return Ok(1);
        }
        if n < 100 {
            let i = 2 * n as usize;
            self.buf.extend(PAIRS.get(i..i + 2).unwrap_or_default());
            self.spill()?;
            return Ok(2);
        }
        let mut digits = [0u8; 40];
        let len = decimal(n, &mut digits);
        self.bytes(digits.get(digits.len() - len..).unwrap_or_default())?;
        Ok(len)
    }

    /// Appends `,v` for every value `v` of `values`: a JSON array's values after its first,
    /// at a few instructions a value (a table's small values, a byte each, as Set Nim keeps
    /// them): each value's bytes are one 4-byte entry of a table, stored whole and advanced
    /// past by the value's length.
    ///
    /// # Errors
    /// As [`Fast::bytes`].
    pub fn comma_bytes(&mut self, values: &[u8]) -> std::io::Result<()> {
        for part in values.chunks(CHUNK / ENTRY) {
            let start = self.buf.len();
            // Room for every entry whole; what the shorter ones leave is cut off after.
            self.buf.resize(start + ENTRY * part.len(), 0);
            let mut at = start;
            for &v in part {
                let (entry, len) = COMMA_ENTRIES
                    .get(usize::from(v))
                    .copied()
                    .unwrap_or_default();
                if let Some(slot) = self.buf.get_mut(at..at + ENTRY) {
                    slot.copy_from_slice(&entry);
                }
                at += len;
            }
            self.buf.truncate(at);
            self.spill()?;
        }
        Ok(())
    }

    /// Writes out what is gathered and flushes, so that a reader sees it now (before a long
    /// computation).
    ///
    /// # Errors
    /// The write's or the flush's error.
    pub fn flush(&mut self) -> std::io::Result<()> {
        if !self.buf.is_empty() {
            self.out.write_all(&self.buf)?;
            self.buf.clear();
        }
        self.out.flush()
    }

    /// Writes out what is left and flushes.
    ///
    /// # Errors
    /// The write's or the flush's error.
    pub fn finish(mut self) -> std::io::Result<()> {
        self.out.write_all(&self.buf)?;
        self.buf.clear();
        self.out.flush()
    }
}

/// Writes the decimal digits of `n` at the end of `digits` and returns how many there are.
fn decimal(mut n: u128, digits: &mut [u8; 40]) -> usize {
    let mut at = digits.len();
    let mut put = |d: &[u8]| {
        for &b in d.iter().rev() {
            at -= 1;
            if let Some(slot) = digits.get_mut(at) {
                *slot = b;
            }
        }
    };
    // Past u64 (only a u128 value), the long division once; then 64-bit steps.
    while n > u128::from(u64::MAX) {
        let pair = (n % 100) as usize;
        put(PAIRS.get(2 * pair..2 * pair + 2).unwrap_or_default());
        n /= 100;
    }
    let mut m = n as u64;
    while m >= 100 {
        let pair = (m % 100) as usize;
        put(PAIRS.get(2 * pair..2 * pair + 2).unwrap_or_default());
        m /= 100;
    }
    let m = m as usize;
    if m >= 10 {
        put(PAIRS.get(2 * m..2 * m + 2).unwrap_or_default());
    } else {
        put(&[b'0' + m as u8]);
    }
    digits.len() - at
}

/// Writes `text` to stderr. A failing stderr (full, closed, a pipe nobody reads) cannot be
/// told about anywhere, so its error is dropped; the exit status still says what happened.
pub fn report(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_as_format_writes_them() {
        let mut out = Vec::new();
        let mut fast = Fast::new(&mut out);
        let mut expected = String::new();
        let mut n: u128 = 0;
        let mut step = 1u128;
        while let Some(next) = n.checked_add(step) {
            let len = fast.number(n).unwrap();
            fast.bytes(b",").unwrap();
            assert_eq!(len, n.to_string().len());
            let _ = write!(expected, "{n},");
            n = next;
            let Some(s) = step.checked_mul(3) else { break };
            step = s + 1;
        }
        for n in (0..1000).chain([u64::MAX as u128, u64::MAX as u128 + 1, u128::MAX]) {
            fast.number(n).unwrap();
            fast.spaces(2).unwrap();
            let _ = write!(expected, "{n}  ");
        }
        fast.finish().unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }

    #[test]
    fn comma_bytes_as_format_writes_them() {
        let values: Vec<u8> = (0..=255)
            .chain((0..200_000).map(|i| (i * 7 % 256) as u8))
            .collect();
        let mut out = Vec::new();
        let mut fast = Fast::new(&mut out);
        fast.bytes(b"[").unwrap();
        fast.comma_bytes(&values).unwrap();
        fast.finish().unwrap();
        let mut expected = "[".to_owned();
        for v in &values {
            let _ = write!(expected, ",{v}");
        }
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }

    #[test]
    fn joins() {
        assert_eq!(join(&[3, 4, 5]), "3 4 5");
        assert_eq!(join(&[]), "(empty)");
        assert_eq!(json_array(&[2, 5]), "[2,5]");
        assert_eq!(json_array(&[]), "[]");
    }
}

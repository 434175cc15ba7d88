//! The one trait the outside world implements: write text, read a line.

use core::fmt;

use heapless::String;

/// A text terminal: the firmware's semihosting or UART, or a script in tests.
///
/// Writing never fails from the caller's point of view (a terminal that drops text has
/// nobody to report to); reading gives one line at a time.
pub trait Console {
    /// Writes `s` as it is (lines end in `\n`).
    fn write_str(&mut self, s: &str);

    /// Reads one line into `buf`, without its line ending, and returns its length; `None`
    /// at the end of input. A line longer than `buf` is cut to fit.
    fn read_line(&mut self, buf: &mut [u8]) -> Option<usize>;
}

impl<C: Console + ?Sized> Console for &mut C {
    fn write_str(&mut self, s: &str) {
        (**self).write_str(s);
    }

    fn read_line(&mut self, buf: &mut [u8]) -> Option<usize> {
        (**self).read_line(buf)
    }
}

/// A [`Console`] seen as a [`fmt::Write`], so `write!` works on it.
///
/// ```
/// use core::fmt::Write;
/// use grundy_play::{Out, Transcript};
///
/// let mut console = Transcript::<64>::new(&[]);
/// write!(Out(&mut console), "grundy {}", 3)?;
/// assert_eq!(console.output(), "grundy 3");
/// # Ok::<(), core::fmt::Error>(())
/// ```
#[derive(Debug)]
pub struct Out<'c, C: ?Sized>(pub &'c mut C);

impl<C: Console + ?Sized> fmt::Write for Out<'_, C> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.write_str(s);
        Ok(())
    }
}

/// A scripted console: the input lines are given up front, the output is kept (up to `N`
/// bytes; the rest is dropped and [`Transcript::overflowed`] says so).
///
/// It is what the tests drive the demo and the game loop with, and it works without `std`.
#[derive(Debug)]
pub struct Transcript<'i, const N: usize> {
    input: &'i [&'i str],
    next: usize,
    output: String<N>,
    overflowed: bool,
}

impl<'i, const N: usize> Transcript<'i, N> {
    /// A console that answers the reads with `input`, one line each, then end of input.
    pub const fn new(input: &'i [&'i str]) -> Self {
        Self {
            input,
            next: 0,
            output: String::new(),
            overflowed: false,
        }
    }

    /// Everything written so far (up to `N` bytes).
    pub fn output(&self) -> &str {
        &self.output
    }

    /// Whether some output was dropped because `N` bytes were full.
    pub fn overflowed(&self) -> bool {
        self.overflowed
    }

    /// How many input lines have been read.
    pub fn lines_read(&self) -> usize {
        self.next
    }
}

impl<const N: usize> Console for Transcript<'_, N> {
    fn write_str(&mut self, s: &str) {
        if self.output.push_str(s).is_err() {
            self.overflowed = true;
        }
    }

    fn read_line(&mut self, buf: &mut [u8]) -> Option<usize> {
        let line = self.input.get(self.next)?;
        self.next += 1;
        // The script is echoed, as a terminal would show what was typed.
        self.write_str(line);
        self.write_str("\n");
        let bytes = line.as_bytes();
        let len = bytes.len().min(buf.len());
        if let (Some(dst), Some(src)) = (buf.get_mut(..len), bytes.get(..len)) {
            dst.copy_from_slice(src);
        }
        Some(len)
    }
}

/// Writes `n` in decimal, at least `width` digits (zero-padded).
fn write_digits(out: &mut dyn Console, n: u64, width: usize) {
    // u64::MAX has 20 digits. The largest power of ten not above n (or the width's), then
    // one digit per power: a `heapless::String` takes ASCII digits without the UTF-8 check
    // that `core::str::from_utf8` would link.
    let mut text = heapless::String::<20>::new();
    let mut power = 1u64;
    let mut digits = 1;
    while digits < width || power <= n / 10 {
        power *= 10;
        digits += 1;
    }
    while power > 0 {
        let _ = text.push(char::from(b'0' + (n / power % 10) as u8));
        power /= 10;
    }
    out.write_str(&text);
}

/// Writes `n` in decimal, without `core::fmt` (whose machinery costs a small chip more
/// flash than a game).
pub fn write_u64(out: &mut dyn Console, n: u64) {
    write_digits(out, n, 0);
}

/// Writes `n` in decimal; see [`write_u64`].
pub fn write_usize(out: &mut dyn Console, n: usize) {
    write_u64(out, n as u64);
}

/// Writes `value` in decimal without `u128`'s formatting and division code: values that
/// fit `u64` as such, larger ones (Split Nim past 2^63 stones) by long division in `u64`
/// steps.
pub fn write_u128(out: &mut dyn Console, value: u128) {
    if let Ok(small) = u64::try_from(value) {
        write_u64(out, small);
        return;
    }
    // Base 10^9 digits, least significant first; 5 of them hold any u128.
    let mut chunks = [0u32; 5];
    let mut limbs = [
        (value >> 96) as u32,
        (value >> 64) as u32,
        (value >> 32) as u32,
        value as u32,
    ];
    let mut used = 0;
    while limbs.iter().any(|&l| l != 0) {
        let mut rem = 0u64;
        for limb in &mut limbs {
            let cur = (rem << 32) | u64::from(*limb);
            *limb = (cur / 1_000_000_000) as u32;
            rem = cur % 1_000_000_000;
        }
        if let Some(slot) = chunks.get_mut(used) {
            *slot = rem as u32;
        }
        used += 1;
    }
    for (i, &chunk) in chunks.iter().take(used).rev().enumerate() {
        write_digits(out, u64::from(chunk), if i == 0 { 0 } else { 9 });
    }
}

/// Writes the numbers of a position separated by spaces, `-` for none.
pub(crate) fn numbers(out: &mut dyn Console, numbers: &[u64]) {
    if numbers.is_empty() {
        out.write_str("-");
    }
    for (i, &n) in numbers.iter().enumerate() {
        if i > 0 {
            out.write_str(" ");
        }
        write_u64(out, n);
    }
}

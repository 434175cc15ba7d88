//! A serial terminal's side of a [`Console`](crate::Console): the bytes a person types, one at a time, made
//! into lines, and the text written made into what a terminal expects.
//!
//! A terminal on a serial port (`screen`, `minicom`, `picocom`) shows only what the board
//! sends back: the board echoes each character kept, rubs out a character on Backspace,
//! and ends a line on Return (`\r`, `\n` or `\r\n`). Text written with `\n` line endings goes
//! out with `\r\n`, which every terminal shows as a new line.
//!
//! ```
//! use grundy_play::serial::LineEditor;
//!
//! let mut echo = Vec::new();
//! let mut buf = [0u8; 8];
//! let mut editor = LineEditor::new();
//! let mut line = None;
//! for &byte in b"2 x\x7f3\r\n" {
//!     line = line.or(editor.key(byte, &mut buf, &mut |b| echo.extend_from_slice(b)));
//! }
//! assert_eq!(line, Some(3));
//! assert_eq!(&buf[..3], b"2 3");
//! assert_eq!(echo, b"2 x\x08 \x083\r\n");
//! ```

/// Backspace, as a terminal sends it for Ctrl-H.
const BACKSPACE: u8 = 0x08;
/// Delete, as most terminals send it for the Backspace key.
const DELETE: u8 = 0x7f;

/// Collects typed bytes into a line, echoing them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LineEditor {
    len: usize,
    /// The last byte ended a line with `\r`: a `\n` right after it belongs to the same
    /// Return (terminals that send `\r\n`).
    after_cr: bool,
}

impl LineEditor {
    /// An empty line.
    pub const fn new() -> Self {
        Self {
            len: 0,
            after_cr: false,
        }
    }

    /// Bytes of the line so far.
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing is typed yet.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Takes one typed byte, keeping the line in `buf` and sending the echo to `echo` (bytes
    /// for the terminal); the line's length when the byte ends it (the editor is then empty
    /// again, for the next line).
    ///
    /// Bytes past `buf`'s length are dropped without an echo (the line is cut, as
    /// [`crate::Console::read_line`] says); control characters other than Return, Backspace
    /// and Delete are ignored. Bytes of characters beyond ASCII are kept and echoed as they
    /// come: the terminal puts the character together.
    pub fn key(&mut self, byte: u8, buf: &mut [u8], echo: &mut dyn FnMut(&[u8])) -> Option<usize> {
        let after_cr = core::mem::replace(&mut self.after_cr, false);
        match byte {
            b'\n' if after_cr => None,
            b'\r' | b'\n' => {
                self.after_cr = byte == b'\r';
                echo(b"\r\n");
                Some(core::mem::take(&mut self.len))
            }
            BACKSPACE | DELETE => {
                if self.len > 0 {
                    self.len -= 1;
                    echo(&[BACKSPACE, b' ', BACKSPACE]);
                }
                None
            }
            _ if byte < b' ' => None,
            _ => {
                if let Some(slot) = buf.get_mut(self.len) {
                    *slot = byte;
                    self.len += 1;
                    echo(&[byte]);
                }
                None
            }
        }
    }
}

/// Calls `write` with `s` in pieces, each `\n` turned into `\r\n`.
pub fn crlf(s: &str, mut write: impl FnMut(&[u8])) {
    let mut rest = s;
    while let Some(at) = rest.find('\n') {
        let (line, tail) = rest.split_at(at);
        write(line.as_bytes());
        write(b"\r\n");
        rest = tail.get(1..).unwrap_or_default();
    }
    if !rest.is_empty() {
        write(rest.as_bytes());
    }
}

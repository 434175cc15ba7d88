//! A serial terminal's typing made into lines, and `\n` made into `\r\n`.

#![allow(
    clippy::indexing_slicing,
    reason = "test helpers index what they sized or checked: a panic is a test failure"
)]

use grundy_play::serial::{LineEditor, crlf};

/// Types `bytes` into a fresh editor with a `cap`-byte buffer: the lines completed and the
/// echo.
fn typed(bytes: &[u8], cap: usize) -> (Vec<Vec<u8>>, Vec<u8>) {
    let mut editor = LineEditor::new();
    let mut buf = vec![0u8; cap];
    let mut echo = Vec::new();
    let mut lines = Vec::new();
    for &b in bytes {
        if let Some(len) = editor.key(b, &mut buf, &mut |e| echo.extend_from_slice(e)) {
            lines.push(buf[..len].to_vec());
        }
    }
    (lines, echo)
}

#[test]
fn return_ends_a_line_whether_the_terminal_sends_cr_lf_or_both() {
    for (input, lines) in [
        (&b"1 2\r"[..], vec![&b"1 2"[..]]),
        (b"1 2\n", vec![b"1 2"]),
        (b"1 2\r\nh\r\n", vec![b"1 2", b"h"]),
        (b"q\n\n", vec![b"q", b""]),
        (b"q\r\r", vec![b"q", b""]),
        (b"q\n\r\n", vec![b"q", b""]),
        (b"\r\n", vec![b""]),
    ] {
        let (got, echo) = typed(input, 64);
        assert_eq!(got, lines, "{input:?}");
        let newlines = echo.windows(2).filter(|w| w == b"\r\n").count();
        assert_eq!(
            newlines,
            lines.len(),
            "one new line echoed per line: {input:?}"
        );
    }
}

#[test]
fn characters_are_echoed_and_backspace_rubs_out() {
    let (lines, echo) = typed(b"2 x\x083\r", 64);
    assert_eq!(lines, [b"2 3"]);
    assert_eq!(echo, b"2 x\x08 \x083\r\n");
    // Delete (what most Backspace keys send) too; nothing to rub out: no echo.
    let (lines, echo) = typed(b"\x7fab\x7f\x7f\x7fc\n", 64);
    assert_eq!(lines, [b"c"]);
    assert_eq!(echo, b"ab\x08 \x08\x08 \x08c\r\n");
}

#[test]
fn other_control_characters_are_ignored() {
    let (lines, echo) = typed(b"\x1b[A1\x00\t2\x03\n", 64);
    assert_eq!(lines, [b"[A12"]);
    assert_eq!(echo, b"[A12\r\n");
}

#[test]
fn a_line_longer_than_the_buffer_is_cut_and_the_rest_not_echoed() {
    let (lines, echo) = typed(b"abcdef\nxy\n", 4);
    assert_eq!(lines, [&b"abcd"[..], b"xy"]);
    assert_eq!(echo, b"abcd\r\nxy\r\n");
    // Rubbing out makes room again.
    let (lines, _) = typed(b"abcdef\x7fZ\n", 4);
    assert_eq!(lines, [b"abcZ"]);
}

#[test]
fn bytes_beyond_ascii_are_kept_and_echoed() {
    let (lines, echo) = typed("ü1\n".as_bytes(), 64);
    assert_eq!(lines, ["ü1".as_bytes()]);
    assert_eq!(echo, "ü1\r\n".as_bytes());
}

#[test]
fn the_editor_says_how_much_is_typed() {
    let mut editor = LineEditor::new();
    let mut buf = [0u8; 8];
    assert!(editor.is_empty());
    editor.key(b'7', &mut buf, &mut |_| {});
    assert_eq!(editor.len(), 1);
    editor.key(b'\r', &mut buf, &mut |_| {});
    assert!(editor.is_empty());
}

#[test]
fn newlines_go_out_as_cr_lf() {
    for (text, out) in [
        ("", ""),
        ("bye", "bye"),
        ("bye\n", "bye\r\n"),
        ("a\nb\n\nc", "a\r\nb\r\n\r\nc"),
        ("\n", "\r\n"),
    ] {
        let mut sent = Vec::new();
        crlf(text, |b| sent.extend_from_slice(b));
        assert_eq!(String::from_utf8(sent).unwrap(), out, "{text:?}");
    }
}

//! Every byte the command writes goes through here: stdout through [`stdout`], stderr
//! through [`report`]. Neither panics when the stream fails.

use std::fmt::Write as _;
use std::io::{StdoutLock, Write};

use crate::Failure;

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
    fn joins() {
        assert_eq!(join(&[3, 4, 5]), "3 4 5");
        assert_eq!(join(&[]), "(empty)");
        assert_eq!(json_array(&[2, 5]), "[2,5]");
        assert_eq!(json_array(&[]), "[]");
    }
}

//! Every byte the command writes goes through here: stdout through [`stdout`] (which refuses
//! a closed stdout), stderr through [`report`]. Neither panics when the stream fails.

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
/// # Errors
/// [`Failure::Io`] when stdout is closed (`grundy … >&-`). The Rust runtime reopens a closed
/// stdout on `/dev/null` (read-write) before `main`, so output would vanish with status 0;
/// on Linux that reopened descriptor is recognised (`/dev/null` opened read-write, which a
/// shell's `>/dev/null` never does) and refused.
pub fn stdout() -> Result<StdoutLock<'static>, Failure> {
    if stdout_is_closed() {
        return Err(Failure::Io(
            "cannot write to stdout: it is closed".to_owned(),
        ));
    }
    Ok(std::io::stdout().lock())
}

#[cfg(target_os = "linux")]
fn stdout_is_closed() -> bool {
    const O_ACCMODE: u32 = 0o3;
    const O_RDWR: u32 = 0o2;
    let null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|p| p == *"/dev/null");
    if !null {
        return false;
    }
    let Ok(info) = std::fs::read_to_string("/proc/self/fdinfo/1") else {
        return false;
    };
    info.lines()
        .find_map(|l| l.strip_prefix("flags:"))
        .and_then(|f| u32::from_str_radix(f.trim(), 8).ok())
        .is_some_and(|flags| flags & O_ACCMODE == O_RDWR)
}

#[cfg(not(target_os = "linux"))]
fn stdout_is_closed() -> bool {
    false
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

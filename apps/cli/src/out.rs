//! Small output helpers shared by the subcommands.

use std::fmt::Write as _;
use std::io::Write;

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

/// Writes `text` to stdout in one go.
pub fn print(text: &str) -> Result<(), Failure> {
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(text.as_bytes())?;
    Ok(stdout.flush()?)
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

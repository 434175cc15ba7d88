//! A pattern as a function `g(n)` in C++, Python or Rust: the table of its preperiod and
//! one period, and the rule; exact for every `n` up to `2^64 − 1` (a 128-bit result where
//! the values pass 2^64, no operation that can overflow).

use core::fmt;
use std::fmt::Write as _;

use super::Pattern;

/// The languages [`emit`] writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// C++ (g++, clang++: `unsigned __int128` where the values pass 2^64).
    Cpp,
    /// Python 3 (its integers are exact).
    Python,
    /// Rust.
    Rust,
}

/// Why no code is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmitError {
    /// The pattern does not give the values it was to be checked against.
    Disagrees {
        /// The first heap where it does not.
        heap: u64,
    },
    /// Some heap's value passes 2^128 (a saltus near 2^64).
    TooLarge,
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Disagrees { heap } => write!(
                f,
                "the pattern does not give the computed value of heap {heap}: no code written"
            ),
            Self::TooLarge => f.write_str("the pattern's values pass 2^128: no code written"),
        }
    }
}

impl std::error::Error for EmitError {}

/// The narrowest unsigned width, in bits, of 8, 16, 32 and 64 that holds `max`.
fn width(max: u64) -> u32 {
    [8, 16, 32]
        .into_iter()
        .find(|&w| max >> w == 0)
        .unwrap_or(64)
}

/// The table's numbers, 16 to a line, each line starting with `indent`.
fn rows(values: &[u64], indent: &str) -> String {
    let mut out = String::new();
    for chunk in values.chunks(16) {
        let line: Vec<String> = chunk.iter().map(u64::to_string).collect();
        let _ = writeln!(out, "{indent}{},", line.join(", "));
    }
    out
}

/// `g(n)` in `language`, giving the pattern's value for every `n < 2^64`, after checking
/// that the pattern gives every one of `values` (heaps `0..values.len()`). `what` names
/// the game in the code's comment.
///
/// ```
/// use grundy_host::pattern::{Language, emit, find};
///
/// let lasker = [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15];
/// let p = find(&lasker).ok_or("a pattern")?;
/// let code = emit(&p, &lasker, Language::Python, "Lasker's Nim")?;
/// assert!(code.contains("def g(n):"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`EmitError`]: the pattern disagrees with `values`, or its values pass 2^128.
pub fn emit(
    pattern: &Pattern,
    values: &[u64],
    language: Language,
    what: &str,
) -> Result<String, EmitError> {
    if let Some(heap) = (0..values.len())
        .find(|&n| pattern.value(n as u64) != values.get(n).map(|&v| u128::from(v)))
    {
        return Err(EmitError::Disagrees { heap: heap as u64 });
    }
    let max = pattern.max_value().ok_or(EmitError::TooLarge)?;
    let wide = max > u128::from(u64::MAX);
    let head = pattern.head();
    let cell = width(head.iter().copied().max().unwrap_or(0));
    let (pre, period, saltus) = (pattern.preperiod(), pattern.period(), pattern.saltus());
    let how = match pattern.proof() {
        Some(proof) => format!("certified: {proof}"),
        None => format!("observed for n = 0..={} only, not proved", pattern.seen()),
    };
    let rule = if saltus == 0 {
        format!("g(n + {period}) = g(n) for n >= {pre}")
    } else {
        format!("g(n + {period}) = g(n) + {saltus} for n >= {pre}")
    };
    // The game's words on one line: a comment never ends early.
    let comment = format!("{}: {rule} ({how}).", crate::one_line(what));
    let text = match language {
        Language::Cpp => cpp(&comment, head, pre, period, saltus, cell, wide),
        Language::Python => python(&comment, head, pre, period, saltus),
        Language::Rust => rust(&comment, head, pre, period, saltus, cell, wide),
    };
    Ok(text)
}

fn cpp(
    comment: &str,
    head: &[u64],
    pre: usize,
    period: usize,
    saltus: u64,
    cell: u32,
    wide: bool,
) -> String {
    let ret = if wide {
        "unsigned __int128"
    } else {
        "unsigned long long"
    };
    let mut s = format!("// {comment}\n// g(n) for every n < 2^64");
    if wide {
        s += " (values past 2^64: unsigned __int128, a g++/clang extension)";
    }
    s += ".\n#include <cstdint>\n\n";
    let _ = write!(
        s,
        "static const uint{cell}_t G_TABLE[{}] = {{\n{}}};\n\n",
        head.len(),
        rows(head, "    ")
    );
    let _ = writeln!(s, "{ret} g(unsigned long long n) {{");
    if pre > 0 {
        let _ = writeln!(s, "    if (n < {pre}ULL) return G_TABLE[n];");
    }
    let (off, at) = match pre {
        0 => ("n".to_owned(), "r".to_owned()),
        _ => (format!("(n - {pre}ULL)"), format!("{pre}ULL + r")),
    };
    let _ = writeln!(s, "    unsigned long long r = {off} % {period}ULL;");
    if saltus == 0 {
        let _ = writeln!(s, "    return G_TABLE[{at}];");
    } else {
        let _ = writeln!(s, "    unsigned long long q = {off} / {period}ULL;");
        let _ = writeln!(
            s,
            "    return ({ret})G_TABLE[{at}] + ({ret})q * {saltus}ULL;"
        );
    }
    s += "}\n";
    s
}

fn python(comment: &str, head: &[u64], pre: usize, period: usize, saltus: u64) -> String {
    let mut s = format!("# {comment}\n# g(n) for every n >= 0 (exact: Python's integers).\n\n");
    let _ = write!(s, "_G_TABLE = (\n{})\n\n\ndef g(n):\n", rows(head, "    "));
    if pre > 0 {
        let _ = writeln!(s, "    if n < {pre}:\n        return _G_TABLE[n]");
    }
    let (off, at) = match pre {
        0 => ("n".to_owned(), "r".to_owned()),
        _ => (format!("n - {pre}"), format!("{pre} + r")),
    };
    let _ = writeln!(s, "    q, r = divmod({off}, {period})");
    if saltus == 0 {
        let _ = writeln!(s, "    return _G_TABLE[{at}]");
    } else {
        let _ = writeln!(s, "    return _G_TABLE[{at}] + q * {saltus}");
    }
    s
}

fn rust(
    comment: &str,
    head: &[u64],
    pre: usize,
    period: usize,
    saltus: u64,
    cell: u32,
    wide: bool,
) -> String {
    let ret = if wide { "u128" } else { "u64" };
    let mut s = format!("// {comment}\n// g(n) for every n < 2^64.\n\n");
    let _ = write!(
        s,
        "const G_TABLE: [u{cell}; {}] = [\n{}];\n\n",
        head.len(),
        rows(head, "    ")
    );
    let _ = writeln!(s, "pub fn g(n: u64) -> {ret} {{");
    if pre > 0 {
        let _ = writeln!(
            s,
            "    if n < {pre} {{\n        return {ret}::from(G_TABLE[n as usize]);\n    }}"
        );
    }
    let (off, at) = match pre {
        0 => ("n".to_owned(), "r".to_owned()),
        _ => (format!("(n - {pre})"), format!("{pre} + r")),
    };
    let _ = writeln!(s, "    let r = ({off} % {period}) as usize;");
    if saltus == 0 {
        let _ = writeln!(s, "    {ret}::from(G_TABLE[{at}])");
    } else {
        let _ = writeln!(s, "    let q = {off} / {period};");
        let _ = writeln!(
            s,
            "    {ret}::from(G_TABLE[{at}]) + {ret}::from(q) * {saltus}"
        );
    }
    s += "}\n";
    s
}

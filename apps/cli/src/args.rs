//! The values the command line reads that several subcommands share: numbers by the rule
//! of judge input, sizes, memory sizes, a judge problem's name, the output format, and the
//! default budget of a script's solver. Below every subcommand's arguments, so that each may
//! declare its own.

use clap::ValueEnum;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use grundy_judge::{NumberError, Problem};

/// Positions a script's solver may explore unless told otherwise: the host's search budget.
pub const SCRIPT_BUDGET: u64 = grundy_host::SEARCH_BUDGET;

/// A number on the command line, by the rule of judge input: ASCII digits only, so `+5` is
/// refused here as it is there.
pub fn number(text: &str) -> Result<u64, NumberError> {
    grundy_judge::parse_number(text)
}

/// A memory size: digits, then optionally K, M, G or T (powers of 1024; `KiB`, `kb` … are
/// read the same), at most `u64::MAX` bytes.
pub fn memory_size(text: &str) -> Result<u64, String> {
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(digits);
    let shift = match unit
        .to_ascii_lowercase()
        .trim_end_matches('b')
        .trim_end_matches('i')
    {
        "" => 0,
        "k" => 10,
        "m" => 20,
        "g" => 30,
        "t" => 40,
        _ => return Err("a size is digits and a unit K, M, G or T, e.g. 8G".to_owned()),
    };
    let n = self::number(number).map_err(|e| e.to_string())?;
    n.checked_mul(1 << shift)
        .ok_or_else(|| "more than 18446744073709551615 bytes".to_owned())
}

/// A number that fits `usize`.
pub fn size(text: &str) -> Result<usize, String> {
    let n = number(text).map_err(|e| e.to_string())?;
    usize::try_from(n).map_err(|_| format!("{n} is too large"))
}

pub fn problem_parser() -> impl TypedValueParser<Value = Problem> {
    PossibleValuesParser::new(Problem::ALL.map(Problem::id)).try_map(|s| s.parse::<Problem>())
}

/// Output format of `grundy sg`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Aligned text for people, P-positions marked `*`.
    #[default]
    Text,
    /// Comma-separated values with a header line.
    Csv,
    /// One JSON object.
    Json,
}

//! The census of octal games from Python: the submodule `grundy.census` (its `run` spreads
//! the codes over a Dask cluster, written in Python in `census.py` beside this file), and the
//! three functions of grundy-census it calls, one code's record being one Dask task.
//!
//! - `_census_pending(digits, upto, lines)`: the codes still to compute, in census order,
//!   after the records `lines` of a resumed file ([`grundy_census::Census::pending`]).
//! - `_census_record(code, upto)`: one code computed, as the JSON line `grundy census
//!   --resume` writes ([`grundy_census::compute`], [`grundy_census::to_line`]).
//! - `_census_records(digits, upto, lines)`: every code's line gathered into the records of
//!   `grundy census --format json`, classes named ([`grundy_census::Census::run`] with every
//!   code done), each a JSON string.

use grundy::octal::OctalCode;
use grundy_census::{Census, Done, compute, from_line, to_line};
use pyo3::prelude::*;

use crate::value_error;

/// The Python half: `run`, the Dask client, the resumable file.
const SOURCE: &std::ffi::CStr = pyo3::ffi::c_str!(include_str!("census.py"));

/// The records of a resumed file's lines (blank lines skipped).
fn parse_lines(lines: &[String]) -> PyResult<Vec<Done>> {
    lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| {
            from_line(l)
                .map_err(|e| value_error(format!("line {}: not a census record ({e})", i + 1)))
        })
        .collect()
}

/// The codes of a census of `digits` digits for heaps up to `upto` not among the records
/// `lines`, in census order; raises ValueError for bad digits or heaps, or a line that is no
/// record of this census.
#[pyfunction]
fn _census_pending(digits: u32, upto: u64, lines: Vec<String>) -> PyResult<Vec<String>> {
    let census = Census::new(digits, upto).map_err(value_error)?;
    let done = parse_lines(&lines)?;
    let pending = census.pending(&done).map_err(value_error)?;
    Ok(pending.iter().map(ToString::to_string).collect())
}

/// One code computed for heaps up to `upto`, as the JSON line of a resumable census file
/// (the record, `upto` and the fingerprint the classes compare). Pure: the same arguments
/// give the same line, so a task lost with its worker is simply computed again.
#[pyfunction]
fn _census_record(py: Python<'_>, code: &str, upto: u64) -> PyResult<String> {
    let code: OctalCode = code.parse().map_err(value_error)?;
    let done = py.detach(|| compute(&code, upto)).map_err(value_error)?;
    to_line(&done).map_err(value_error)
}

/// Every code's line gathered into the records of `grundy census --format json`, in census
/// order with classes named, each as a JSON string; raises ValueError when a code is missing
/// or a line is no record of this census.
#[pyfunction]
fn _census_records(
    py: Python<'_>,
    digits: u32,
    upto: u64,
    lines: Vec<String>,
) -> PyResult<Vec<String>> {
    let census = Census::new(digits, upto)
        .map_err(value_error)?
        .with_threads(1);
    let done = parse_lines(&lines)?;
    if let Some(code) = census.pending(&done).map_err(value_error)?.first() {
        return Err(value_error(format!("the code {code} is not computed")));
    }
    let records = py
        .detach(|| census.run(&done, |_, _| Ok::<(), grundy_census::CensusError>(())))
        .map_err(value_error)?;
    records
        .iter()
        .map(|r| serde_json::to_string(r).map_err(value_error))
        .collect()
}

/// Adds the three functions to `m` and the submodule `census` (importable as
/// `grundy.census`).
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(_census_pending, m)?)?;
    m.add_function(wrap_pyfunction!(_census_record, m)?)?;
    m.add_function(wrap_pyfunction!(_census_records, m)?)?;
    let census = PyModule::from_code(py, SOURCE, c"grundy/census.py", c"grundy.census")?;
    census.add("DEFAULT_UPTO", grundy_census::DEFAULT_UPTO)?;
    census.add("MAX_DIGITS", grundy_census::MAX_DIGITS)?;
    m.add_submodule(&census)?;
    py.import("sys")?
        .getattr("modules")?
        .set_item("grundy.census", &census)?;
    Ok(())
}

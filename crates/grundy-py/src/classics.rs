//! The classic games beyond the judge problems in Python: `grundy.nim_mul`, and the hints of
//! Nim_k, Euclid's game, Mock Turtles, Ruler, Turning Corners, Green Hackenbush and Every-SG
//! compounds through `grundy.hint` ([`grundy_host::classics`]).

use pyo3::prelude::*;

use grundy_host::classics::{Route, route};

use crate::convert::number;
use crate::value_error;

/// The nim product of two numbers from 0 to 2^64 − 1 (Conway's nim multiplication; the
/// nimbers below 2^64 are a field, so the product is below 2^64 too).
///
/// Raises ValueError past 64 bits, TypeError for what is not an int.
///
/// >>> grundy.nim_mul(2, 2), grundy.nim_mul(4, 4), grundy.nim_mul(16, 16)
/// (3, 6, 24)
#[pyfunction]
pub(crate) fn nim_mul(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> PyResult<u64> {
    Ok(grundy::nimber::nim_mul(number(a, "a")?, number(b, "b")?))
}

/// The JSON of the hint when `words` are a classic game or an Every-SG compound, `None` when
/// they are the sum grammar's.
pub(crate) fn hint_json(py: Python<'_>, words: &[String]) -> PyResult<Option<String>> {
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    match py.detach(|| route(&words)) {
        Route::Classic(hint) => hint.map(|h| Some(h.json())).map_err(value_error),
        Route::Every(hint) => hint.map(|h| Some(h.json())).map_err(value_error),
        Route::Sum(hint) => hint.map(|h| Some(h.json())).map_err(value_error),
        _ => Ok(None),
    }
}

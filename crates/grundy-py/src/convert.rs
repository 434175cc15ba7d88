//! Conversions between Python objects and the numbers, words and positions of the Rust side.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyInt, PyList, PyString, PyTuple};

use grundy_host::custom::{Positions, Value};
use grundy_host::sequence::Values;

/// The words of a game or a position: a string split at white space, or a list of strings.
pub(crate) fn words(text: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    if let Ok(s) = text.cast::<PyString>() {
        return Ok(s.to_cow()?.split_whitespace().map(str::to_owned).collect());
    }
    let mut out = Vec::new();
    for word in text
        .try_iter()
        .map_err(|_| PyTypeError::new_err("a game is written as a string or a list of strings"))?
    {
        out.push(word?.extract::<String>().map_err(|_| {
            PyTypeError::new_err("a game is written as a string or a list of strings")
        })?);
    }
    Ok(out)
}

/// A whole number from 0 to 2^64 − 1; `what` names it in the error.
pub(crate) fn number(n: &Bound<'_, PyAny>, what: &str) -> PyResult<u64> {
    let n = if n.is_instance_of::<PyInt>() {
        n.clone()
    } else if is_integer(n) {
        // numpy's integers, and anything else with `__index__`.
        n.call_method0("__index__")?
    } else {
        return Err(PyTypeError::new_err(format!(
            "{what} must be an int, not {}",
            type_name(n)
        )));
    };
    n.extract::<u64>().map_err(|_| {
        PyValueError::new_err(format!(
            "{what} must be from 0 to 18446744073709551615, not {n}"
        ))
    })
}

/// Whether `x` is an integer that is not a Python int (it has `__index__` and is not a
/// sequence).
fn is_integer(x: &Bound<'_, PyAny>) -> bool {
    x.hasattr("__index__").unwrap_or(false) && !x.hasattr("__iter__").unwrap_or(true)
}

/// The name of `x`'s type, for a message.
pub(crate) fn type_name(x: &Bound<'_, PyAny>) -> String {
    x.get_type()
        .name()
        .map_or_else(|_| "?".to_owned(), |n| n.to_string())
}

/// A table of values as a one-dimensional numpy array of its width.
pub(crate) fn values_array<'py>(py: Python<'py>, values: &Values) -> PyResult<Bound<'py, PyAny>> {
    match values {
        Values::U16(v) => array(py, v, "uint16", u16::to_ne_bytes),
        Values::U32(v) => array(py, v, "uint32", u32::to_ne_bytes),
        Values::U64(v) => array(py, v, "uint64", u64::to_ne_bytes),
    }
}

/// `values` as a one-dimensional numpy array of `dtype`, through a bytearray the array keeps
/// (so the array is writable and nothing is copied twice).
fn array<'py, T: Copy, const N: usize>(
    py: Python<'py>,
    values: &[T],
    dtype: &str,
    bytes: impl Fn(T) -> [u8; N],
) -> PyResult<Bound<'py, PyAny>> {
    let buffer = PyByteArray::new_with(py, values.len() * N, |out| {
        for (cell, &v) in out.chunks_exact_mut(N).zip(values) {
            cell.copy_from_slice(&bytes(v));
        }
        Ok(())
    })?;
    py.import("numpy")?
        .call_method1("frombuffer", (buffer, dtype))
}

/// A position given by Python: a tuple (or any iterable) of ints, or one int for a position
/// of one number.
pub(crate) fn position(p: &Bound<'_, PyAny>) -> PyResult<Vec<u64>> {
    if p.is_instance_of::<PyInt>() || is_integer(p) {
        return Ok(vec![number(p, "a position's number")?]);
    }
    let mut out = Positions::new();
    push_position(p, &mut out)?;
    Ok(out.get(0).map(<[u64]>::to_vec).unwrap_or_default())
}

/// Appends the position `p` (an iterable of ints) to `out`.
pub(crate) fn push_position(p: &Bound<'_, PyAny>, out: &mut Positions) -> PyResult<()> {
    if let Ok(t) = p.cast_exact::<PyTuple>()
        && push_exact(t, out)
    {
        return Ok(());
    }
    push_any_position(p, out)
}

/// Appends `t` to `out` when it holds only ints (exactly `int`, not a subclass) from 0 to
/// 2^64 − 1, and says whether it did; `out` is left as it was otherwise. This is the common
/// case, read with one call into the interpreter for each item and two for each number;
/// everything else goes the way [`push_any_position`] reads it, with its errors.
fn push_exact(t: &Bound<'_, PyTuple>, out: &mut Positions) -> bool {
    out.push_from(t.iter_borrowed().map(|x| {
        x.cast_exact::<PyInt>()
            .ok()
            .and_then(|n| n.extract::<u64>().ok())
            .ok_or(())
    }))
    .is_ok()
}

/// [`push_position`] for any iterable of ints (numpy's integers too): each number read, or
/// the error that says what is wrong.
fn push_any_position(p: &Bound<'_, PyAny>, out: &mut Positions) -> PyResult<()> {
    let bad_number = |x: &Bound<'_, PyAny>| -> PyErr {
        if x.is_instance_of::<PyInt>() || x.hasattr("__index__").unwrap_or(false) {
            PyValueError::new_err(format!(
                "a position's numbers are from 0 to 18446744073709551615, not {x}"
            ))
        } else {
            PyTypeError::new_err(format!(
                "a position's numbers are ints, not {}: {}",
                type_name(x),
                x.repr().map_or_else(|_| "?".to_owned(), |r| r.to_string())
            ))
        }
    };
    // An int, or anything with `__index__` (numpy's integers).
    let read = |x: Bound<'_, PyAny>| {
        x.extract::<u64>()
            .or_else(|_| x.call_method0("__index__")?.extract::<u64>())
            .map_err(|_| bad_number(&x))
    };
    if let Ok(t) = p.cast::<PyTuple>() {
        return out.push_from(t.iter().map(read));
    }
    if let Ok(l) = p.cast::<PyList>() {
        return out.push_from(l.iter().map(read));
    }
    if p.is_instance_of::<PyString>() || p.is_instance_of::<PyInt>() {
        return Err(not_a_position(p));
    }
    let items = p.try_iter().map_err(|_| not_a_position(p))?;
    let mut numbers = Vec::new();
    for x in items {
        numbers.push(read(x?)?);
    }
    out.push(&numbers);
    Ok(())
}

fn not_a_position(p: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!(
        "a position is a tuple of ints, not {}: {}",
        type_name(p),
        p.repr().map_or_else(|_| "?".to_owned(), |r| r.to_string())
    ))
}

/// The items of `list` (an iterable of positions).
pub(crate) fn items<'py>(list: &Bound<'py, PyAny>) -> PyResult<Vec<Bound<'py, PyAny>>> {
    if let Ok(l) = list.cast::<PyList>() {
        return Ok(l.iter().collect());
    }
    if list.is_instance_of::<PyString>() {
        return Err(not_positions(list));
    }
    list.try_iter().map_err(|_| not_positions(list))?.collect()
}

/// Appends every position of `list` (an iterable of positions) to `out`; on an error `out`
/// may hold some of them.
pub(crate) fn push_positions(list: &Bound<'_, PyAny>, out: &mut Positions) -> PyResult<()> {
    if let Ok(t) = list.cast_exact::<PyTuple>() {
        for p in t.iter_borrowed() {
            push_position(&p, out)?;
        }
        return Ok(());
    }
    if let Ok(l) = list.cast::<PyList>() {
        for p in l.iter() {
            push_position(&p, out)?;
        }
        return Ok(());
    }
    for p in items(list)? {
        push_position(&p, out)?;
    }
    Ok(())
}

fn not_positions(list: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!(
        "expected a list of positions (tuples of ints), not {}",
        type_name(list)
    ))
}

/// `position` as a Python tuple.
pub(crate) fn tuple<'py>(py: Python<'py>, position: &[u64]) -> PyResult<Bound<'py, PyTuple>> {
    PyTuple::new(py, position)
}

/// A generalized Sprague–Grundy value: an int, or `("inf", [K…])`.
pub(crate) fn value<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    match v {
        Value::Finite(g) => Ok(g.into_pyobject(py)?.into_any()),
        Value::Infinite(k) => Ok(("inf", PyList::new(py, k)?).into_pyobject(py)?.into_any()),
    }
}

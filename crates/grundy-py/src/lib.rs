//! grundy in Python: the module `grundy`, built by maturin as an abi3 wheel for CPython 3.9
//! and later (`pip install ./crates/grundy-py`).
//!
//! - `values(game, upto)`, `period(game)`: Grundy tables as numpy arrays and certified
//!   periods ([`grundy_host::sequence`]).
//! - `hint(position)`: the dictionary of `grundy hint --format json` ([`grundy_host::hint`],
//!   and [`grundy_host::classics`] for the classic games and Every-SG compounds).
//! - `nim_mul(a, b)`: the nim product ([`grundy::nimber::nim_mul`]).
//! - `graph(n, edges)`: generalized Sprague–Grundy values and outcomes of a finite graph
//!   ([`grundy::graph::GraphValues`]).
//! - `Game(moves, parts=None)`: a game given as Python functions, solved by
//!   [`grundy_host::custom::Solver`].
//! - `misere_quotient(game, maxheap)`: the misère quotient of a heap game on heaps
//!   `0..=maxheap` ([`grundy_misere::Quotient`]).
//! - `grundy.census.run(digits, ...)`: the census of octal games on a Dask cluster, one code
//!   a task ([`grundy_census`]).
//!
//! Every answer comes from the core and grundy-host; this crate converts between Python and
//! Rust and turns every error into a Python exception (`ValueError` with the core's message,
//! or the exception a Python callback raised). The module is tested from Python
//! (`crates/grundy-py/tests`, pytest), against brute force written in the tests.

mod census;
mod classics;
mod convert;
mod game;
mod graph;
mod misere;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use grundy_host::hint::Hint;
use grundy_host::sequence;
use grundy_host::{parse_game, parse_sum};

use convert::{number, words};

/// The Grundy values of one heap of every size from 0 to `upto`, as a numpy array.
///
/// `game` is written as the command line writes it, as one string or a list of words:
/// `"octal 0.77"` (Kayles), `"set 2 5 7"` (or `"set --set 2,5,7"`), `"bash 3"` (or
/// `"bash --k 3"`), `"split"`, `"nim"`. The array's dtype is the narrowest of uint16,
/// uint32 and uint64 that holds every value (always uint16 for Set Nim and octal games).
///
/// Raises ValueError for a game the grammar does not know, a game that is not played on one
/// heap (Wythoff, Staircase), misère play, more than 2^28 values, or when the core refuses
/// (an octal game past a plain table of 2^24 values with no period certified, a value past
/// 16 bits).
///
/// >>> grundy.values("octal 0.77", 11)
/// array([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6], dtype=uint16)
#[pyfunction]
fn values<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    upto: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let spec = parse_game(&words(game)?).map_err(value_error)?;
    let upto = number(upto, "upto")?;
    let table = py
        .detach(|| sequence::values(&spec, upto))
        .map_err(value_error)?;
    convert::values_array(py, &table)
}

/// The certified `(preperiod, period)` of a heap game's Grundy sequence, or None when it has
/// none (Nim's and Split Nim's values grow without bound).
///
/// `g(n + period) == g(n)` for every `n >= preperiod`, both as small as possible. Set Nim's
/// and octal games' periods are certified by the core from their tables; Bash's is `k + 1`.
/// Raises ValueError when no period is certified within the host's table and budget of
/// work (the game may have one further on), and for the games `values` refuses.
///
/// >>> grundy.period("octal 0.77")
/// (71, 12)
#[pyfunction]
fn period(py: Python<'_>, game: &Bound<'_, PyAny>) -> PyResult<Option<(usize, usize)>> {
    let spec = parse_game(&words(game)?).map_err(value_error)?;
    let found = py.detach(|| sequence::period(&spec)).map_err(value_error)?;
    Ok(found.map(|p| (p.preperiod(), p.period())))
}

/// Who wins a position or a sum of positions, as the dictionary `grundy hint --format json`
/// prints: `outcome` ("N", "P" or None), `grundy`, `remoteness`, `winning_moves`,
/// `more_winning_moves`, `best_move`, `components` (each `position` and `grundy`), and
/// `unknown` (why the outcome is unknown) when it is.
///
/// `position` is written as the command line writes it, one string or a list of words:
/// `"nim 3 4 5 + wythoff 4 7"`, `"bash --k 3 --misere 10"`.
///
/// The classic games give the dictionary of their own hint: `game`, `position`, `outcome`,
/// `grundy` (None for Nim_k), `winning_moves`, `after` (the position each leads to) and
/// `more_winning_moves`: `"nimk --k 2 5 4 7"`, `"euclid 3 7"`, `"turtles 0 1 1 0 1"`,
/// `"ruler --heads 6 1000000"`, `"corners --rows 8 --cols 8 2,3 5,7"`,
/// `"hackenbush --root 0 --edges 0-1 1-2 2-0"`. An Every-SG compound (`"nim 3 4 + wythoff 1
/// 2 --every"`) gives `every`, `outcome`, `suspense` and `components` (each `position`,
/// `suspense`, `outcome`, `move`, `after`).
///
/// >>> grundy.hint("nim 3 4 5")["winning_moves"]
/// ['take 2 from pile 1']
#[pyfunction]
fn hint<'py>(py: Python<'py>, position: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let words = words(position)?;
    if let Some(json) = classics::hint_json(py, &words)? {
        return py.import("json")?.call_method1("loads", (json,));
    }
    let parsed = parse_sum(&words).map_err(value_error)?;
    let json = py
        .detach(|| Hint::new(parsed).map(|h| h.json()))
        .map_err(value_error)?;
    py.import("json")?.call_method1("loads", (json,))
}

/// A `ValueError` with `e`'s message.
fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// Sprague–Grundy theory, exact for every position that fits in 64 bits: Grundy tables as
/// numpy arrays (`values`, `period`), hints for positions and sums (`hint`), games given as
/// graphs (`graph`), and games given as Python functions (`Game`).
#[pymodule]
#[pyo3(name = "grundy")]
fn grundy_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(values, m)?)?;
    m.add_function(wrap_pyfunction!(period, m)?)?;
    m.add_function(wrap_pyfunction!(hint, m)?)?;
    m.add_function(wrap_pyfunction!(graph::graph, m)?)?;
    m.add_function(wrap_pyfunction!(classics::nim_mul, m)?)?;
    m.add_class::<game::Game>()?;
    census::register(m)?;
    misere::register(m)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

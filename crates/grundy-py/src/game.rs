//! `grundy.Game(moves, parts=None)`: a game given by Python functions on tuples of ints,
//! solved by [`grundy_host::custom::Solver`] — a memo of every part solved, values by the
//! core's mex and nim-sum, sums through `parts`, loopy positions as draws.
//!
//! The functions are called with the interpreter held (they are Python); an exception one
//! raises comes back as that same exception, with a note naming the call and the position.
//! Ctrl-C stops a long solve: Python's own signal check runs inside the functions, and the
//! engine's checkpoint calls `PyErr_CheckSignals` between batches of positions.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use grundy_host::custom::{
    Call, Expansion, Failed, Positions, Progress, Rules, SolveError, Solver, Value, show,
};
use grundy_host::sequence::Values;

use crate::convert::{self, number, push_positions, tuple, value};
use crate::graph::code;

/// How a position splits into the parts whose disjunctive sum it is.
#[derive(Debug)]
enum Parts {
    /// It does not: every position is one part.
    Whole,
    /// Each number is a heap of its own (`parts="heaps"`), without a call into Python.
    Heaps,
    /// A Python function says.
    Function(Py<PyAny>),
}

/// The parts of the options of the last position whose moves were asked (by the searches
/// that go option by option: a loopy position's graph, remoteness, an analysis), asked of
/// Python as soon as its options are known, in one go: the engine then asks for them option
/// after option, in order. (Single parts are expanded by `expand` of [`PyRules`] instead.)
/// An exception raised for an option is kept and raised when the engine asks for that
/// option's parts, so that it names the right call.
#[derive(Debug, Default)]
struct Ahead {
    options: Positions,
    parts: Positions,
    /// Where each option's parts end in `parts`.
    ends: Vec<usize>,
    /// The option whose `parts` raised, and the exception.
    failed: Option<(usize, PyErr)>,
    /// The option the engine should ask about next.
    next: usize,
}

impl Ahead {
    fn clear(&mut self) {
        self.options.clear();
        self.parts.clear();
        self.ends.clear();
        self.failed = None;
        self.next = 0;
    }

    /// Calls `parts` on each of `options` (read into `numbers`, from index `start`), through
    /// `map` (the builtin), whose loop in C calls a Python function faster than a call from
    /// Rust does.
    fn fill(
        &mut self,
        py: Python<'_>,
        map: &Bound<'_, PyAny>,
        parts: &Bound<'_, PyAny>,
        options: &[Bound<'_, PyAny>],
        numbers: &Positions,
        start: usize,
    ) -> PyResult<()> {
        let mut tuples = Vec::with_capacity(options.len());
        for (i, option) in options.iter().enumerate() {
            let Some(p) = numbers.get(start + i) else {
                break;
            };
            self.options.push(p);
            tuples.push(match option.cast_exact::<PyTuple>() {
                Ok(t) => t.clone(),
                Err(_) => tuple(py, p)?,
            });
        }
        let mut results = map.call1((parts, PyList::new(py, tuples)?))?.try_iter()?;
        for i in 0..self.options.len() {
            let Some(list) = results.next() else { break };
            match list.and_then(|list| push_positions(&list, &mut self.parts)) {
                Ok(()) => self.ends.push(self.parts.len()),
                Err(e) => {
                    self.failed = Some((i, e));
                    break;
                }
            }
        }
        Ok(())
    }

    /// The parts of `position` into `out`, when it is the option expected next.
    fn take(&mut self, position: &[u64], out: &mut Positions) -> Option<PyResult<()>> {
        let i = self.next;
        if self.options.get(i) != Some(position) {
            return None;
        }
        self.next += 1;
        if let Some((at, _)) = &self.failed
            && *at == i
        {
            return self.failed.take().map(|(_, e)| Err(e));
        }
        let start = i.checked_sub(1).and_then(|j| self.ends.get(j)).copied();
        let end = self.ends.get(i).copied()?;
        for k in start.unwrap_or(0)..end {
            out.push(self.parts.get(k)?);
        }
        Some(Ok(()))
    }
}

/// The rules: the Python functions.
#[derive(Debug)]
struct PyRules {
    moves: Py<PyAny>,
    parts: Parts,
    ahead: Ahead,
    /// The builtin `map`, looked up once (an import each time costs more than a call).
    map: Py<PyAny>,
}

impl Rules for PyRules {
    type Error = PyErr;

    fn moves(&mut self, position: &[u64], out: &mut Positions) -> PyResult<()> {
        self.ahead.clear();
        Python::attach(|py| {
            let result = self.moves.bind(py).call1((tuple(py, position)?,))?;
            let start = out.len();
            let options = convert::items(&result)?;
            for option in &options {
                convert::push_position(option, out)?;
            }
            if let Parts::Function(parts) = &self.parts {
                let map = self.map.bind(py);
                self.ahead
                    .fill(py, map, parts.bind(py), &options, out, start)?;
            }
            Ok(())
        })
    }

    /// What the solver asks of each single part: `moves` called once, then `parts` on every
    /// option in one pass of `map`, each answer read straight into `out` — the same calls
    /// and answers as [`Rules::moves`] and then [`Rules::parts`] for each option, without
    /// keeping them on the side as `moves` does for the searches that ask option by option.
    fn expand(&mut self, position: &[u64], out: &mut Expansion) -> Result<(), Failed<PyErr>> {
        self.ahead.clear();
        let Expansion {
            options,
            parts,
            counts,
        } = out;
        let first = options.len();
        Python::attach(|py| {
            let listed = self
                .moves
                .bind(py)
                .call1((tuple(py, position).map_err(|e| Failed::new(Call::Moves, position, e))?,))
                .and_then(|result| read_options(&result, options))
                .map_err(|e| Failed::new(Call::Moves, position, e))?;
            let option = |i: usize| options.get(i).unwrap_or(&[]);
            match &self.parts {
                Parts::Whole => {
                    for i in first..options.len() {
                        parts.push(option(i));
                        counts.push(1);
                    }
                }
                Parts::Heaps => {
                    for i in first..options.len() {
                        let o = option(i);
                        for &n in o {
                            parts.push(&[n]);
                        }
                        counts.push(o.len());
                    }
                }
                Parts::Function(f) => {
                    let f = f.bind(py);
                    let (args, mut results) = parts_arguments(py, &listed, options, first)
                        .and_then(|args| {
                            let results = self.map.bind(py).call1((f, &args))?.try_iter()?;
                            Ok((args, results))
                        })
                        .map_err(|e| Failed::new(Call::Parts, option(first), e))?;
                    for i in first..options.len() {
                        let before = parts.len();
                        // `map` ends early only when `parts` raised StopIteration, which it
                        // takes for its own end: the call made again outside it raises it.
                        let answer = results
                            .next()
                            .unwrap_or_else(|| f.call1((args.get_item(i - first)?,)));
                        answer
                            .and_then(|list| push_positions(&list, parts))
                            .map_err(|e| Failed::new(Call::Parts, option(i), e))?;
                        counts.push(parts.len() - before);
                    }
                }
            }
            Ok(())
        })
    }

    fn parts(&mut self, position: &[u64], out: &mut Positions) -> PyResult<bool> {
        match &self.parts {
            Parts::Whole => Ok(false),
            Parts::Heaps => {
                for &n in position {
                    out.push(&[n]);
                }
                Ok(true)
            }
            Parts::Function(parts) => {
                if let Some(done) = self.ahead.take(position, out) {
                    return done.map(|()| true);
                }
                Python::attach(|py| {
                    let list = parts.bind(py).call1((tuple(py, position)?,))?;
                    push_positions(&list, out)?;
                    Ok(true)
                })
            }
        }
    }

    fn checkpoint(&mut self, _: Progress) -> PyResult<()> {
        Python::attach(|py| py.check_signals())
    }
}

/// Reads the options `result` of `moves` (any iterable of positions) into `out`; returns them
/// as a tuple, as Python gave them.
fn read_options<'py>(
    result: &Bound<'py, PyAny>,
    out: &mut Positions,
) -> PyResult<Bound<'py, PyTuple>> {
    let listed = if let Ok(l) = result.cast_exact::<PyList>() {
        l.to_tuple()
    } else if let Ok(t) = result.cast_exact::<PyTuple>() {
        t.clone()
    } else {
        PyTuple::new(result.py(), convert::items(result)?)?
    };
    for option in listed.iter_borrowed() {
        convert::push_position(&option, out)?;
    }
    Ok(listed)
}

/// What `parts` is called with for each option: `listed` itself when every option is a tuple
/// (as `moves` returns them, most often), else each option that is not one as the tuple of
/// its numbers (read into `options` from index `first`).
fn parts_arguments<'py>(
    py: Python<'py>,
    listed: &Bound<'py, PyTuple>,
    options: &Positions,
    first: usize,
) -> PyResult<Bound<'py, PyTuple>> {
    if listed
        .iter_borrowed()
        .all(|o| o.is_exact_instance_of::<PyTuple>())
    {
        return Ok(listed.clone());
    }
    let mut tuples = Vec::with_capacity(listed.len());
    for (i, option) in listed.iter_borrowed().enumerate() {
        tuples.push(match option.cast_exact::<PyTuple>() {
            Ok(t) => t.to_owned(),
            Err(_) => tuple(py, options.get(first + i).unwrap_or(&[]))?,
        });
    }
    PyTuple::new(py, tuples)
}

/// The Python exception for a failed solve: the callback's own exception with a note naming
/// the call and the position, else a `ValueError` with the engine's message.
fn error(py: Python<'_>, e: SolveError<PyErr>) -> PyErr {
    match e {
        SolveError::Rules {
            call: call @ (Call::Moves | Call::Parts),
            position,
            error,
        } => {
            let note = format!("raised in {call}({}) of the game", python_tuple(&position));
            add_note(py, &error, &note);
            error
        }
        SolveError::Rules { error, .. } => error,
        other => PyValueError::new_err(other.to_string()),
    }
}

/// `(3, 4)`, `(5,)`, `()`: a position as Python writes a tuple (long ones shortened as
/// [`show`] does).
fn python_tuple(position: &[u64]) -> String {
    match position {
        [one] => format!("({one},)"),
        _ => {
            let list = show(position);
            let inner = list
                .strip_prefix('[')
                .and_then(|s| s.strip_suffix(']'))
                .unwrap_or(&list);
            format!("({inner})")
        }
    }
}

/// Adds `note` to the exception (`BaseException.add_note` from Python 3.11; before it, the
/// `__notes__` list that 3.11 reads).
fn add_note(py: Python<'_>, error: &PyErr, note: &str) {
    let value = error.value(py);
    let added = if value.hasattr("add_note").unwrap_or(false) {
        value.call_method1("add_note", (note,)).map(drop)
    } else {
        match value.getattr("__notes__") {
            Ok(notes) => notes.call_method1("append", (note,)).map(drop),
            Err(_) => PyList::new(py, [note]).and_then(|list| value.setattr("__notes__", list)),
        }
    };
    // A note that cannot be added (an exception object that refuses attributes) is left out;
    // the exception itself still comes back.
    drop(added);
}

/// A game given by Python functions on positions, tuples of ints (each from 0 to 2^64 − 1).
///
/// `moves(position)` returns the positions one move can reach (any iterable of tuples; an
/// empty one when no move is left: the player to move loses). `parts(position)`, when
/// given, returns positions whose disjunctive sum the position is — for a heap game, each
/// heap alone: `lambda p: [(h,) for h in p]` — so that the values of sums come from the
/// values of their parts (their XOR) and only single parts are ever expanded; an empty list
/// is a position with no move. `parts="heaps"` says the same as that lambda without calling
/// Python, which is faster. Positions that can come back to themselves are solved as a
/// graph: their values may be `("inf", [K…])` and their outcome a draw.
///
/// What is learnt is kept between calls. `budget` bounds the positions kept (at most that
/// many single parts, and as many nodes in a loopy position's graph): past it the call
/// raises ValueError, never a wrong answer. An exception raised in `moves` or `parts` comes
/// back as the same exception, with a note naming the call and the position; Ctrl-C
/// (KeyboardInterrupt) stops a long solve, and the game stays usable.
///
/// >>> grundy_game = grundy.Game(
/// ...     lambda p: [p[:i] + (a, h - a) + p[i + 1:]
/// ...                for i, h in enumerate(p) for a in range(1, (h + 1) // 2)],
/// ...     parts=lambda p: [(h,) for h in p])
/// >>> grundy_game.grundy((20,)), grundy_game.outcome((5, 3))
/// (0, 'N')
#[pyclass(module = "grundy", name = "Game")]
pub(crate) struct Game {
    solver: Solver<PyRules>,
}

impl Game {
    fn solve<T>(
        &mut self,
        py: Python<'_>,
        f: impl FnOnce(&mut Solver<PyRules>) -> Result<T, SolveError<PyErr>>,
    ) -> PyResult<T> {
        f(&mut self.solver).map_err(|e| error(py, e))
    }
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(signature = (moves, parts = None, *, budget = grundy_host::SEARCH_BUDGET))]
    fn new(
        moves: &Bound<'_, PyAny>,
        parts: Option<&Bound<'_, PyAny>>,
        budget: u64,
    ) -> PyResult<Self> {
        if !moves.is_callable() {
            return Err(pyo3::exceptions::PyTypeError::new_err(
                "moves must be a function of a position",
            ));
        }
        let parts = match parts {
            None => Parts::Whole,
            Some(p) if p.is_callable() => Parts::Function(p.clone().unbind()),
            Some(p) if p.extract::<String>().is_ok_and(|s| s == "heaps") => Parts::Heaps,
            Some(_) => {
                return Err(pyo3::exceptions::PyTypeError::new_err(
                    "parts must be a function of a position, \"heaps\" or None",
                ));
            }
        };
        let rules = PyRules {
            moves: moves.clone().unbind(),
            parts,
            ahead: Ahead::default(),
            map: moves.py().import("builtins")?.getattr("map")?.unbind(),
        };
        Ok(Self {
            solver: Solver::new(rules).with_budget(budget),
        })
    }

    /// The Grundy value of `position` (a tuple of ints, or one int for a position of one
    /// number): an int, or `("inf", [K…])` for a loopy position of value ∞(K).
    fn grundy<'py>(
        &mut self,
        py: Python<'py>,
        position: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let p = convert::position(position)?;
        let v = self.solve(py, |s| s.value(&p))?;
        value(py, &v)
    }

    /// Who wins `position` with perfect play: "N" (the player to move), "P" (the other
    /// player) or "D" (a draw: play goes on forever).
    fn outcome(&mut self, py: Python<'_>, position: &Bound<'_, PyAny>) -> PyResult<&'static str> {
        let p = convert::position(position)?;
        let analysis = self.solve(py, |s| s.analyse_within(&p, 0))?;
        Ok(code(analysis.outcome))
    }

    /// The winning moves from `position`: the distinct options (tuples) that leave the
    /// other player lost, in the order `moves` first gave them; empty from a lost or drawn
    /// position.
    fn winning_moves<'py>(
        &mut self,
        py: Python<'py>,
        position: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyList>> {
        let p = convert::position(position)?;
        let analysis = self.solve(py, |s| s.analyse_within(&p, 0))?;
        let winning: Vec<Bound<'py, PyTuple>> = analysis
            .winning()
            .map(|c| tuple(py, &c.position))
            .collect::<PyResult<_>>()?;
        PyList::new(py, winning)
    }

    /// The Grundy values of the positions `(0,)`, `(1,)`, …, `(upto,)` as a numpy array
    /// (dtype the narrowest of uint16, uint32 and uint64 that holds them). Raises
    /// ValueError when one of them is loopy with the value ∞(K), which no array of ints
    /// holds (ask `grundy` for it).
    fn values<'py>(
        &mut self,
        py: Python<'py>,
        upto: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let upto = number(upto, "upto")?;
        let count = upto
            .checked_add(1)
            .filter(|&c| c <= grundy_host::sequence::MAX_VALUES)
            .ok_or_else(|| {
                PyValueError::new_err(format!(
                    "heaps up to {upto} are more than the {} values a table holds",
                    grundy_host::sequence::MAX_VALUES
                ))
            })?;
        let heaps: Vec<[u64; 1]> = (0..count).map(|n| [n]).collect();
        let positions: Vec<&[u64]> = heaps.iter().map(<[u64; 1]>::as_slice).collect();
        let found = self.solve(py, |s| s.values(&positions))?;
        let mut finite = Vec::with_capacity(found.len());
        for (n, v) in found.iter().enumerate() {
            match v {
                Value::Finite(g) => finite.push(*g),
                Value::Infinite(_) => {
                    return Err(PyValueError::new_err(format!(
                        "the position ({n},) has the value {v}, which no array of ints holds"
                    )));
                }
            }
        }
        drop(found);
        convert::values_array(py, &Values::narrowed(finite))
    }

    /// How many single parts the memo holds.
    #[getter]
    fn known(&self) -> usize {
        self.solver.known()
    }

    /// The most positions a search may keep (see the class's documentation).
    #[getter]
    fn budget(&self) -> u64 {
        self.solver.budget()
    }

    #[setter]
    fn set_budget(&mut self, budget: u64) {
        self.solver.set_budget(budget);
    }

    fn __repr__(&mut self, py: Python<'_>) -> String {
        let moves = self
            .solver
            .rules()
            .moves
            .bind(py)
            .repr()
            .map_or_else(|_| "?".to_owned(), |r| r.to_string());
        format!("grundy.Game({moves}, known={})", self.solver.known())
    }
}

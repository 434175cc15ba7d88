//! `grundy.misere_quotient(game, maxheap)`: the misère quotient of a heap game on heaps
//! `0..=maxheap` (Plambeck, "Taming the wild in impartial combinatorial games", Integers 5
//! (2005) G05; Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115
//! (2008)), computed and proven by [`grundy_misere`]. Nothing here decides an outcome: every
//! answer is the quotient's.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyTuple};

use grundy::GameSpec;
use grundy::octal::OctalCode;
use grundy_host::parse_game;
use grundy_misere::{DEFAULT_MAX_ELEMENTS, HeapGame, Limits, Quotient};

use crate::convert::{number, position, words};
use crate::value_error;

/// Adds `misere_quotient` and its class to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(misere_quotient, m)?)?;
    m.add_class::<MisereQuotient>()
}

/// The misère quotient of a heap game restricted to heaps `0..=maxheap`: sums of those heaps
/// are equal when no sum added to both tells them apart in misère play (the last player to
/// move loses). It is proven for these heaps only; nothing is claimed past `maxheap`.
///
/// `game` is written as for `values`: `"octal 0.77"` (or `"0.77"`), `"set 1,3,4"` (or
/// `"set 1 3 4"`, `"set --set 1,3,4"`) for a subtraction game, `"grundy"` for Grundy's game.
/// Raises ValueError for another game, a heap past 1000, or a quotient past `budget`
/// elements (at most 65536) or past the search's limits, with the crate's message.
///
/// >>> q = grundy.misere_quotient("octal 0.77", 3)
/// >>> (q.size, q.p_size, q.presentation)
/// (6, 2, 'Q = < a, b | a^2 = 1, b^3 = b >')
#[pyfunction]
#[pyo3(signature = (game, maxheap, *, budget = DEFAULT_MAX_ELEMENTS))]
pub(crate) fn misere_quotient(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    maxheap: &Bound<'_, PyAny>,
    budget: usize,
) -> PyResult<MisereQuotient> {
    let words = words(game)?;
    let max_heap = usize::try_from(number(maxheap, "maxheap")?)
        .map_err(|_| PyValueError::new_err("maxheap is past this machine's word"))?;
    let game = heap_game(&words, max_heap)?;
    let limits = Limits {
        max_elements: budget,
        ..Limits::default()
    };
    let quotient = py
        .detach(|| Quotient::compute_within(&game, limits))
        .map_err(|e| {
            value_error(format!(
                "the misère quotient of {} to heap {}: {e}",
                game.name(),
                game.max_heap()
            ))
        })?;
    Ok(MisereQuotient { game, quotient })
}

/// The heap game `words` names, on heaps `0..=max_heap`.
fn heap_game(words: &[String], max_heap: usize) -> PyResult<HeapGame> {
    let spec = match words {
        [code] if code.starts_with(|c: char| c.is_ascii_digit()) => GameSpec::Octal {
            code: code
                .parse::<OctalCode>()
                .map_err(|e| value_error(format!("the octal code {code}: {e}")))?,
        },
        _ => parse_game(words).map_err(value_error)?,
    };
    match spec {
        GameSpec::Octal { code } => HeapGame::octal(&code, max_heap),
        GameSpec::SetNim { set } => {
            let set = set
                .as_slice()
                .iter()
                .map(|&s| usize::try_from(s))
                .collect::<Result<Vec<usize>, _>>()
                .map_err(|_| value_error("a subtraction set's numbers must fit a usize"))?;
            HeapGame::subtraction(&set, max_heap)
        }
        GameSpec::Grundy => HeapGame::grundys_game(max_heap),
        _ => {
            return Err(value_error(format!(
                "a misère quotient is of a heap game: octal, set or grundy, not {}",
                words.join(" ")
            )));
        }
    }
    .map_err(value_error)
}

/// The misère quotient of a heap game on heaps `0..=maxheap`, from `misere_quotient`.
#[pyclass(frozen, module = "grundy", name = "MisereQuotient")]
pub(crate) struct MisereQuotient {
    game: HeapGame,
    quotient: Quotient,
}

impl MisereQuotient {
    /// The word of element `x` (`1`, `a`, `a b^2`, …).
    fn word(&self, x: usize) -> String {
        self.quotient.word(x).unwrap_or_default()
    }

    /// `heaps` as heaps of this quotient, or ValueError naming one past `maxheap`.
    fn heaps_of(&self, heaps: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
        position(heaps)?
            .into_iter()
            .map(|h| {
                usize::try_from(h)
                    .ok()
                    .filter(|&h| h <= self.quotient.max_heap())
                    .ok_or_else(|| self.past(h))
            })
            .collect()
    }

    fn past(&self, heap: u64) -> PyErr {
        value_error(format!(
            "heap {heap} is past the quotient's heaps 0..={}",
            self.quotient.max_heap()
        ))
    }

    /// `P = { a, b^2 }`, as the command line prints the P-portion.
    fn p_line(&self) -> String {
        format!("P = {{ {} }}", self.p_portion().join(", "))
    }
}

#[pymethods]
impl MisereQuotient {
    /// The game's name: its code (`0.77`), `S(1,3,4)` or `Grundy's game`.
    #[getter]
    fn game(&self) -> &str {
        self.quotient.game()
    }

    /// The largest heap the quotient covers.
    #[getter]
    fn maxheap(&self) -> usize {
        self.quotient.max_heap()
    }

    /// |Q|, the number of elements (element 0 is the identity, the class of the empty sum).
    #[getter]
    fn size(&self) -> usize {
        self.quotient.size()
    }

    /// |P|, the number of elements in the P-portion.
    #[getter]
    fn p_size(&self) -> usize {
        self.quotient.p_size()
    }

    /// The generators and relations as `grundy misere` prints them:
    /// `Q = < a, b | a^2 = 1, b^3 = b >`.
    #[getter]
    fn presentation(&self) -> String {
        self.quotient.presentation()
    }

    /// Every element's word, in order of the element indices (`elements[0]` is `1`).
    #[getter]
    fn elements(&self) -> Vec<String> {
        (0..self.quotient.size()).map(|x| self.word(x)).collect()
    }

    /// The P-portion's elements as words.
    #[getter]
    fn p_portion(&self) -> Vec<String> {
        self.quotient
            .p_portion()
            .into_iter()
            .map(|x| self.word(x))
            .collect()
    }

    /// The pretending function: the element index of each heap `0..=maxheap`.
    #[getter]
    fn heaps(&self) -> Vec<usize> {
        self.quotient.heaps().to_vec()
    }

    /// The multiplication table as a 2-D numpy array of element indices (uint16), or None
    /// past the crate's `MAX_TABLE` elements.
    #[getter]
    fn table<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let Some(rows) = self.quotient.table() else {
            return Ok(None);
        };
        let size = rows.len();
        let cells = rows
            .iter()
            .flatten()
            .map(|&x| u16::try_from(x))
            .collect::<Result<Vec<u16>, _>>()
            .map_err(|_| value_error("an element index past 16 bits"))?;
        let buffer = PyByteArray::new_with(py, cells.len() * 2, |out| {
            for (cell, &v) in out.chunks_exact_mut(2).zip(&cells) {
                cell.copy_from_slice(&v.to_ne_bytes());
            }
            Ok(())
        })?;
        let array = py
            .import("numpy")?
            .call_method1("frombuffer", (buffer, "uint16"))?
            .call_method1("reshape", ((size, size),))?;
        Ok(Some(array))
    }

    /// The word of the element of heap `heap`; ValueError past `maxheap`.
    fn element(&self, heap: &Bound<'_, PyAny>) -> PyResult<String> {
        let heap = number(heap, "heap")?;
        usize::try_from(heap)
            .ok()
            .and_then(|h| self.quotient.heap_element(h))
            .map(|x| self.word(x))
            .ok_or_else(|| self.past(heap))
    }

    /// "P" when the sum of `heaps` (a list or tuple of heaps) is a misère P-position (the
    /// player to move loses), else "N"; ValueError for a heap past `maxheap`.
    fn outcome(&self, heaps: &Bound<'_, PyAny>) -> PyResult<&'static str> {
        let heaps = self.heaps_of(heaps)?;
        match self.quotient.is_p_position(&heaps) {
            Some(true) => Ok("P"),
            Some(false) => Ok("N"),
            None => Err(value_error("a heap past the quotient's heaps")),
        }
    }

    /// The positions the winning moves from the sum of `heaps` lead to, each a tuple of its
    /// non-empty heaps in increasing order (a sum is a multiset of heaps), without repeats: every
    /// option whose element is in the P-portion. Empty for a P-position; ValueError for a
    /// heap past `maxheap`.
    fn winning_moves<'py>(
        &self,
        py: Python<'py>,
        heaps: &Bound<'py, PyAny>,
    ) -> PyResult<Vec<Bound<'py, PyTuple>>> {
        let heaps = self.heaps_of(heaps)?;
        let moves = self
            .quotient
            .winning_moves(&self.game, &heaps)
            .ok_or_else(|| value_error("a heap past the quotient's heaps"))?;
        let mut seen: Vec<Vec<usize>> = Vec::new();
        for (pile, option) in moves {
            let mut after: Vec<usize> = heaps
                .iter()
                .enumerate()
                .filter(|&(j, &h)| j != pile && h != 0)
                .map(|(_, &h)| h)
                .chain(option)
                .collect();
            after.sort_unstable();
            if !seen.contains(&after) {
                seen.push(after);
            }
        }
        seen.iter().map(|p| PyTuple::new(py, p)).collect()
    }

    fn __repr__(&self) -> String {
        format!(
            "MisereQuotient({}, maxheap={}, size={}, p_size={})\n{}\n{}",
            self.quotient.game(),
            self.quotient.max_heap(),
            self.quotient.size(),
            self.quotient.p_size(),
            self.presentation(),
            self.p_line()
        )
    }

    /// The presentation and P-portion for Jupyter.
    fn _repr_markdown_(&self) -> String {
        format!(
            "Misère quotient of {} on heaps 0..={}: |Q| = {}, |P| = {}\n\n`{}`\n\n`{}`",
            self.quotient.game(),
            self.quotient.max_heap(),
            self.quotient.size(),
            self.quotient.p_size(),
            self.presentation(),
            self.p_line()
        )
    }
}

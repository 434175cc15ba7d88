//! The tables `grundy sg` prints: `sg set`, `sg split` and `sg bash`, and what they share
//! with `frontier.rs` (octal games, Grundy's game): a sequence of values, a certified period
//! with the values it consists of, and Set Nim's values streamed as they are filled.

use std::fmt::Write as _;

use grundy::set_nim::SubtractionSet;
use grundy::sg::Period;
use grundy::{Bash, SetNim, SplitNim};

use crate::args::Format;
use crate::error::Failure;
use crate::out::{Fast, join, json_array};

/// Cells of the table a Set Nim period is certified in, and the largest plain table: the
/// host's one Set Nim capacity.
const SET_TABLE: usize = grundy_host::SET_NIM_TABLE;

/// Values printed per line of text output.
const PER_LINE: u64 = 10;

/// `sg set`: Set Nim's values of heaps `0..=upto`, or its certified period.
pub(crate) fn set(format: Format, set: &[u64], upto: Option<u64>) -> Result<(), Failure> {
    let set = SubtractionSet::new(set).map_err(|e| e.to_string())?;
    let head = format!("\"game\":\"set\",\"set\":{}", json_array(set.as_slice()));
    let title = format!("Set Nim with S = {set}");
    set_values(&set, upto, format, &title, &head)
}

/// `sg split`: Split Nim's values of piles `0..=upto`, by the core's closed form.
pub(crate) fn split(format: Format, upto: u64) -> Result<(), Failure> {
    sequence(
        format,
        "Split Nim",
        "\"game\":\"split\"",
        upto,
        SplitNim::grundy_of(upto),
        &mut Each(|n| Ok(SplitNim::grundy_of(n))),
    )
}

/// `sg bash`: Bash's values of piles `0..=upto`, by the core's closed form.
pub(crate) fn bash(format: Format, k: u64, upto: u64) -> Result<(), Failure> {
    let bash = Bash::new(k).map_err(|e| e.to_string())?;
    let title = format!("Bash with k = {k}");
    let head = format!("\"game\":\"bash\",\"k\":{k}");
    // Normal play: the value of a heap is its residue mod k + 1.
    let mut values = Each(|n| Ok(u128::from(bash.residue(n))));
    sequence(format, &title, &head, upto, u128::from(k), &mut values)
}

/// Set Nim with a certified period, when one exists within [`SET_TABLE`] values.
///
/// # Errors
/// The core's message when no period is certified within [`SET_TABLE`] values.
fn certified(set: &SubtractionSet) -> Result<SetNim<Vec<u8>>, String> {
    SetNim::with_table_within(set.clone(), vec![0; SET_TABLE], grundy_host::SET_NIM_BUDGET)
        .map_err(|e| e.to_string())
}

/// Set Nim's values of heaps `0..=upto` (a plain table when it fits, a certified period
/// only when the heaps go past it), or its certified period (`upto` absent); titled
/// `title`, with `json_head` in JSON (an octal code of 0s and 3s is printed this way too).
pub(crate) fn set_values(
    set: &SubtractionSet,
    upto: Option<u64>,
    format: Format,
    title: &str,
    head: &str,
) -> Result<(), Failure> {
    let Some(upto) = upto else {
        let game = certified(set)?;
        let p = game
            .period()
            .ok_or_else(|| "the core certified no period".to_owned())?;
        let value = |n| u64::from(game.grundy_of(n).unwrap_or(0));
        return period(p, value, format, title, head);
    };
    let max = set.as_slice().len() as u128;
    // The values asked for and no more: a plain table when it fits, a certified period only
    // when the heaps go past it.
    match Streamed::new(set, upto) {
        Some(mut table) => sequence(format, title, head, upto, max, &mut table),
        None => {
            let game = certified(set).map_err(|why| {
                format!(
                    "heaps up to {upto} are past a plain table of {SET_TABLE} values, and {why}"
                )
            })?;
            let mut values = Each(|n| Ok(u128::from(game.grundy_of(n).unwrap_or(0))));
            sequence(format, title, head, upto, max, &mut values)
        }
    }
}

/// The plain Grundy table of Set Nim's heaps `0..=upto`, filled as the values are printed
/// (64 Ki heaps at a time, then doubling): the first line comes at once, and a reader that
/// stops reading stops the fill.
struct Streamed<'s> {
    set: &'s SubtractionSet,
    table: Vec<u8>,
    filled: usize,
}

/// Set Nim's values as [`sequence`] prints them: a heap past the values filled is not
/// ready, so what is printed so far goes out before the table grows.
impl Source for Streamed<'_> {
    fn value(&mut self, n: u64) -> Result<u128, Failure> {
        self.heap_value(n)
    }

    fn ready(&self, n: u64) -> bool {
        usize::try_from(n).is_ok_and(|i| i < self.filled)
    }

    fn ready_bytes(&self, n: u64) -> &[u8] {
        let filled = self.table.get(..self.filled).unwrap_or_default();
        usize::try_from(n)
            .ok()
            .and_then(|i| filled.get(i..))
            .unwrap_or_default()
    }
}

impl<'s> Streamed<'s> {
    /// `None` when the table would be larger than [`SET_TABLE`].
    fn new(set: &'s SubtractionSet, upto: u64) -> Option<Self> {
        let cells = usize::try_from(upto).ok()?.checked_add(1)?;
        (cells <= SET_TABLE).then(|| Self {
            set,
            table: vec![0; cells],
            filled: 0,
        })
    }

    /// The value of heap `n`, filling the table up to it first.
    #[inline]
    fn heap_value(&mut self, n: u64) -> Result<u128, Failure> {
        let i = usize::try_from(n).map_err(|_| "a heap past the table".to_owned())?;
        if i < self.filled
            && let Some(&v) = self.table.get(i)
        {
            return Ok(u128::from(v));
        }
        self.fill(i)?;
        let cell = self.table.get(i).copied();
        Ok(u128::from(
            cell.ok_or_else(|| "a heap past the table".to_owned())?,
        ))
    }

    /// Fills the table past heap `i`.
    fn fill(&mut self, i: usize) -> Result<(), Failure> {
        if i >= self.filled {
            let end = (i + 1)
                .max(self.filled.saturating_mul(2))
                .max(1 << 16)
                .min(self.table.len());
            let part = self
                .table
                .get_mut(..end)
                .ok_or_else(|| "a heap past the table".to_owned())?;
            self.set
                .fill_table_from(part, self.filled)
                .map_err(|e| e.to_string())?;
            self.filled = end;
        }
        Ok(())
    }
}

/// How many decimal digits `v` has (1 for 0): the width of a column.
pub(crate) fn digits(v: u128) -> usize {
    v.checked_ilog10().map_or(1, |d| d as usize + 1)
}

/// Where [`sequence`] takes its values from, in order from position 0.
pub(crate) trait Source {
    /// The value of position `n`.
    ///
    /// # Errors
    /// What stopped the computation of the value.
    fn value(&mut self, n: u64) -> Result<u128, Failure>;

    /// Whether [`Source::value`] of `n` answers without computing first. When it does not,
    /// what is printed so far is written out before: values reach the reader as they are
    /// computed, and a reader that has closed the pipe stops the computation.
    fn ready(&self, _n: u64) -> bool {
        true
    }

    /// The values of positions `n..` that are ready and held as bytes (Set Nim's table), for
    /// [`sequence`] to write in one pass; empty when there are none or the source holds its
    /// values otherwise.
    fn ready_bytes(&self, _n: u64) -> &[u8] {
        &[]
    }
}

/// Values given by a closure, every one ready (a closed form, a certified period).
pub(crate) struct Each<F>(pub F);

impl<F: FnMut(u64) -> Result<u128, Failure>> Source for Each<F> {
    #[inline]
    fn value(&mut self, n: u64) -> Result<u128, Failure> {
        (self.0)(n)
    }
}

/// The value of `n` from `values`, what is printed so far written out first when it is
/// not ready.
#[inline]
fn next<W: std::io::Write>(
    w: &mut Fast<W>,
    values: &mut impl Source,
    n: u64,
) -> Result<u128, Failure> {
    if !values.ready(n) {
        w.flush()?;
    }
    values.value(n)
}

/// Values of positions `0..=upto`, as each is asked for; `max` bounds the values, for the
/// column width. Numbers go through [`Fast`]: no formatting machinery per value, one write
/// per 64 KiB, and a reader that closes the pipe stops the computation at the next write.
pub(crate) fn sequence(
    format: Format,
    title: &str,
    json_head: &str,
    upto: u64,
    max: u128,
    values: &mut impl Source,
) -> Result<(), Failure> {
    let mut w = Fast::new(crate::out::stdout()?);
    match format {
        Format::Text => {
            w.bytes(
                format!("Grundy values of {title}, positions 0..={upto} (* marks P-positions)\n")
                    .as_bytes(),
            )?;
            let width = digits(max) + 1;
            let label = digits(u128::from(upto));
            // Each cell is left-aligned in `width`; its padding is written only when another
            // cell follows on the line, so no line ends in spaces.
            let mut pad = 0;
            for n in 0..=upto {
                if n % PER_LINE == 0 {
                    if n > 0 {
                        w.bytes(b"\n")?;
                    }
                    w.spaces(label - digits(u128::from(n)))?;
                    w.number(u128::from(n))?;
                    w.bytes(b" |")?;
                    pad = 0;
                }
                w.spaces(pad + 1)?;
                let v = next(&mut w, values, n)?;
                let len = if v == 0 {
                    w.bytes(b"0*")?;
                    2
                } else {
                    w.number(v)?
                };
                pad = width.saturating_sub(len);
            }
            w.bytes(b"\n")?;
        }
        Format::Csv => {
            w.bytes(b"n,grundy\n")?;
            for n in 0..=upto {
                w.number(u128::from(n))?;
                w.byte(b',')?;
                let v = next(&mut w, values, n)?;
                w.number(v)?;
                w.byte(b'\n')?;
            }
        }
        Format::Json => {
            w.bytes(format!("{{{json_head},\"upto\":{upto},\"values\":[").as_bytes())?;
            let v = next(&mut w, values, 0)?;
            w.number(v)?;
            // Every value after the first: a run of ready bytes at once, else one by one;
            // `last` is the last position written (no addition past `upto`).
            let mut last = 0;
            while last < upto {
                let n = last + 1;
                let run = values.ready_bytes(n);
                let room = usize::try_from(upto - last).unwrap_or(usize::MAX);
                let run = run.get(..room).unwrap_or(run);
                if run.is_empty() {
                    w.byte(b',')?;
                    let v = next(&mut w, values, n)?;
                    w.number(v)?;
                    last = n;
                } else {
                    w.comma_bytes(run)?;
                    last += run.len() as u64;
                }
            }
            w.bytes(b"]}\n")?;
        }
    }
    Ok(w.finish()?)
}

/// The certified preperiod and period, with the values they consist of.
pub(crate) fn period(
    p: Period,
    value: impl Fn(u64) -> u64,
    format: Format,
    title: &str,
    json_head: &str,
) -> Result<(), Failure> {
    let values = |from: usize, len: usize| -> Vec<u64> {
        (from..from + len).map(|n| value(n as u64)).collect()
    };
    let prefix = values(0, p.preperiod());
    let block = values(p.preperiod(), p.period());
    let text = match format {
        Format::Text => {
            let shown = |v: &[u64]| {
                const MAX_SHOWN: usize = 1000;
                let mut s = join(v.get(..MAX_SHOWN).unwrap_or(v));
                if v.len() > MAX_SHOWN {
                    s += &format!(" … ({} more)", v.len() - MAX_SHOWN);
                }
                s
            };
            let mut text = format!(
                "{title}: preperiod {}, period {} (certified)\n\
                 g(n + {}) = g(n) for every n >= {}\n",
                p.preperiod(),
                p.period(),
                p.period(),
                p.preperiod()
            );
            if !prefix.is_empty() {
                let _ = writeln!(
                    text,
                    "heaps 0..={} (before the period): {}",
                    p.preperiod() - 1,
                    shown(&prefix)
                );
            }
            let _ = writeln!(
                text,
                "heaps {}..={} (the repeating block): {}",
                p.preperiod(),
                p.preperiod() + p.period() - 1,
                shown(&block)
            );
            text
        }
        Format::Csv => format!("preperiod,period\n{},{}\n", p.preperiod(), p.period()),
        Format::Json => format!(
            "{{{json_head},\"preperiod\":{},\"period\":{},\"prefix\":{},\"block\":{}}}\n",
            p.preperiod(),
            p.period(),
            json_array(&prefix),
            json_array(&block)
        ),
    };
    crate::out::print(&text)
}

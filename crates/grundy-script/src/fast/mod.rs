//! A compiled form of the scripts games are written in: each function of the script turned
//! into a tree of Rust closures over numbered local variables, run without Rhai's evaluator.
//!
//! Rhai walks its syntax tree, looks every variable up by name and every operator up among
//! the registered functions, and — under a size limit — measures an array again, elements
//! of the arrays inside it included, each time it may have grown; a list of options built
//! with `push` costs the square of its length. The language games are written in is small:
//! integers, booleans, arrays of them, `let`, assignment, `if`, `for`, `while`, `loop`,
//! calls, the arithmetic, comparison and logical operators and a few array methods. For
//! that language this module gives the same results (the same values, the same errors, the
//! same limits) at the cost of a compiled program. A script that uses anything else (strings,
//! closures, maps, `switch`, …) is not compiled here and runs in Rhai as before: this is a
//! faster path, never a different language.
//!
//! The limits are kept as Rhai keeps them, and cheaper: operations are counted per
//! loop round and call (all that can repeat); the clock is read every 16,384 operations;
//! calls nest at most [`crate::Limits::call_levels`] deep, arrays at most 64; and every element of every array
//! alive in a call is counted as arrays are made, grown, copied and dropped, so that the
//! size limit costs one comparison per change.

mod compile;
mod exec;
mod ops;
mod value;

use std::sync::Arc;

use exec::{Fault, Func};
pub(crate) use value::Val;

use crate::error::ScriptError;
use crate::limits::Limits;

/// A script's functions, compiled; shared by the clones of a script.
#[derive(Clone)]
pub(crate) struct Program {
    funcs: Arc<[Func]>,
}

impl std::fmt::Debug for Program {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Program")
            .field("functions", &self.funcs.len())
            .finish()
    }
}

impl Program {
    /// The compiled form of every function of `ast`, or `None` when one uses what this
    /// module does not compile.
    pub(crate) fn compile(ast: &rhai::AST) -> Option<Self> {
        compile::program(ast).map(|funcs| Self {
            funcs: funcs.into(),
        })
    }

    /// The function `name` with `params` parameters.
    pub(crate) fn find(&self, name: &str, params: usize) -> Option<usize> {
        self.funcs
            .iter()
            .position(|f| f.name == name && f.params == params)
    }

    /// Calls function `index` with one argument, the position.
    pub(crate) fn call(
        &self,
        index: usize,
        position: &[u64],
        limits: Limits,
    ) -> Result<Val, Fault> {
        exec::run(&self.funcs, index, position, limits)
    }
}

/// Reads `value` into `out` when it is an array of positions (arrays of non-negative
/// integers); `false` (with `out` partly filled) when it is not.
pub(crate) fn read(value: &Val, out: &mut grundy_host::custom::Positions) -> bool {
    let Val::Arr(list) = value else {
        return false;
    };
    for item in list.iter() {
        let Val::Arr(numbers) = item else {
            return false;
        };
        let numbers = numbers.iter().map(|n| match n {
            Val::Int(n) => u64::try_from(*n).map_err(|_| ()),
            _ => Err(()),
        });
        if out.push_from(numbers).is_err() {
            return false;
        }
    }
    true
}

/// Runs `program`'s function `index` on `position` into `out`: `Ok(true)` when it answered,
/// `Ok(false)` when the call is Rhai's to make (no compiled form, an error of the script's
/// own, more elements alive than the size limit, or a result that is not a list of
/// positions — Rhai then gives the same result or its own message).
///
/// # Errors
/// A limit the call ran into (operations, nesting, time), as Rhai words it.
pub(crate) fn answer(
    program: Option<&Program>,
    index: Option<usize>,
    position: &[u64],
    limits: Limits,
    out: &mut grundy_host::custom::Positions,
) -> Result<bool, ScriptError> {
    let (Some(index), Some(program)) = (index, program) else {
        return Ok(false);
    };
    let stopped = |message: String| ScriptError::Runtime { at: None, message };
    match program.call(index, position, limits) {
        Ok(value) => {
            let mark = out.len();
            if read(&value, out) {
                Ok(true)
            } else {
                out.truncate(mark);
                Ok(false)
            }
        }
        Err(Fault::Fallback) => Ok(false),
        Err(Fault::Operations) => Err(stopped(format!(
            "stopped after {} operations (an endless loop?)",
            limits.operations
        ))),
        Err(Fault::Depth) => Err(stopped(format!(
            "stopped: calls nested more than {} deep (endless recursion?)",
            limits.call_levels
        ))),
        Err(Fault::Time) => Err(stopped(format!(
            "stopped after running for {} s",
            limits.time.as_secs_f64()
        ))),
        Err(Fault::Deep) => Err(stopped(format!(
            "stopped: arrays nested more than {} deep (the script's size limit)",
            exec::MAX_DEPTH
        ))),
    }
}

//! Impartial games given by their rules in a [Rhai](https://rhai.rs) script, solved by
//! grundy's engine for games given by callbacks ([`grundy_host::custom`]).
//!
//! ```
//! use grundy_host::custom::{Solver, Value};
//! use grundy_script::Script;
//!
//! // Subtraction: take a square number of stones from a heap.
//! let script = Script::compile(r#"
//!     fn name() { "take a square" }
//!     fn moves(p) {
//!         let out = [];
//!         for i in 0..p.len() {
//!             let k = 1;
//!             while k * k <= p[i] {
//!                 let q = p;
//!                 q[i] -= k * k;
//!                 out.push(q);
//!                 k += 1;
//!             }
//!         }
//!         out
//!     }
//!     fn parts(p) { p.map(|n| [n]) }
//! "#)?;
//! let mut solver = Solver::new(script.rules());
//! assert_eq!(solver.name()?.as_deref(), Some("take a square"));
//! // OEIS A030193: the losing heaps are 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, …
//! assert_eq!(solver.value(&[34])?, Value::Finite(0));
//! assert_ne!(solver.value(&[33])?, Value::Finite(0));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The contract
//!
//! A position is an array of non-negative integers. A script defines
//!
//! - `fn moves(p)` (required): the options of `p`, an array of positions;
//! - `fn parts(p)` (optional): positions whose disjunctive sum is `p` — each heap on its own
//!   for a heap game. Two or more parts have the nim-sum of their values and only single
//!   parts are expanded; one part (or no `parts` at all) is solved by its moves; none is the
//!   empty sum;
//! - `fn name()` (optional): the game's name.
//!
//! Functions see only their arguments (and call one another); statements outside functions
//! are not run. `print` and `debug` print nothing; `import` and `eval` do not exist.
//!
//! # Limits
//!
//! Every call runs under [`Limits`]: operations, nesting of calls, the size of arrays,
//! strings and maps, and time. A script that loops forever or allocates without end is
//! stopped with a [`ScriptError`] of one line, as is a result that is not an array of
//! positions (the error says what was returned).

use std::cell::Cell;
use std::fmt;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
// std's Instant panics in a browser (wasm32-unknown-unknown has no clock of its own); web-time
// is std's on every other target and the browser's clock there, so that a long call of a
// script in the desktop's web worker is timed rather than stopped by a panic.
use web_time::Instant;

use grundy_host::custom::{Positions, Progress, Rules};
use rhai::{AST, Array, CallFnOptions, Dynamic, Engine, EvalAltResult, OptimizationLevel, Scope};

mod error;
mod failure;
mod fast;
mod limits;
mod positions;

use failure::{runtime, sentence};

pub use error::ScriptError;
use limits::CLOCK_EVERY;
pub use limits::Limits;
pub use positions::{read_positions, to_array};

/// A compiled script: its engine (with the limits) and its functions. Cheap to clone; every
/// clone shares one compiled copy.
#[derive(Clone)]
pub struct Script {
    inner: Arc<Inner>,
}

struct Inner {
    engine: Engine,
    ast: AST,
    parts: bool,
    /// `parts` is `fn parts(p) { heaps(p) }`: the engine splits heaps itself.
    heaps: bool,
    name: bool,
    limits: Limits,
    /// The compiled form of `moves` and `parts`, where the script's language allows it.
    fast: Option<Compiled>,
}

/// A script's compiled functions, and where `moves` and `parts` are among them.
struct Compiled {
    program: fast::Program,
    moves: Option<usize>,
    parts: Option<usize>,
}

impl fmt::Debug for Script {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Script")
            .field("parts", &self.inner.parts)
            .field("name", &self.inner.name)
            .field("limits", &self.inner.limits)
            .finish_non_exhaustive()
    }
}

thread_local! {
    /// Whether a call is running on this thread, and since when (for the time limit): the
    /// clock is read first when the call has run [`CLOCK_EVERY`] operations, so that the
    /// many short calls of a solve never read it.
    static STARTED: Cell<Clock> = const { Cell::new(Clock::Idle) };
}

/// The state of the time limit on one thread.
#[derive(Clone, Copy, Debug)]
enum Clock {
    /// No call is running.
    Idle,
    /// A call is running; it has not looked at the clock yet.
    Running,
    /// A long call is running, since this instant (give or take its first operations).
    Since(Instant),
}

/// Whether a script function is running on this thread: a panic hook may keep quiet about a
/// panic inside the script engine, which the call turns into a [`ScriptError`].
pub fn is_running() -> bool {
    STARTED.with(|s| !matches!(s.get(), Clock::Idle))
}

/// The most characters of a game's name that are shown.
const NAME_CHARS: usize = 80;

/// How deeply expressions may nest at the top level and in functions.
const EXPR_DEPTH: usize = 64;
/// See [`EXPR_DEPTH`].
const FUNCTION_EXPR_DEPTH: usize = 32;

/// The engine every script runs in: sandboxed, limited, optimised.
fn engine(limits: Limits) -> Engine {
    let mut engine = Engine::new();
    engine
        .set_optimization_level(OptimizationLevel::Full)
        .set_strict_variables(true)
        .set_max_operations(limits.operations.get())
        .set_max_call_levels(limits.call_levels.get())
        // Rhai's defaults for an optimised build, in every build (a debug build's defaults
        // refuse ordinary nested loops).
        .set_max_expr_depths(EXPR_DEPTH, FUNCTION_EXPR_DEPTH)
        .set_max_array_size(limits.array_size.get())
        .set_max_map_size(limits.array_size.get())
        .set_max_string_size(limits.string_size.get())
        .on_print(|_| {})
        .on_debug(|_, _, _| {});
    engine.disable_symbol("eval");
    engine.register_fn("heaps", heaps);
    // Rhai's `sleep` waits without counting operations, so it would escape the time limit:
    // a script's game has no use for it. These shadow the standard package's versions.
    engine.register_fn("sleep", |_: rhai::INT| no_sleep());
    engine.register_fn("sleep", |_: rhai::FLOAT| no_sleep());
    let time = limits.time;
    engine.on_progress(move |ops| {
        if ops % CLOCK_EVERY != 0 {
            return None;
        }
        let late = STARTED.with(|s| match s.get() {
            Clock::Since(t) => t.elapsed() > time,
            Clock::Running => {
                s.set(Clock::Since(Instant::now()));
                false
            }
            Clock::Idle => false,
        });
        late.then(|| Dynamic::from(Late))
    });
    engine
}

/// The error `sleep(…)` raises: waiting is not part of any game.
fn no_sleep() -> Result<(), Box<EvalAltResult>> {
    Err("sleep() is not available in a game's rules (it would wait past the time limit)".into())
}

/// `heaps(p)`: every number of `p` but 0 as a position of its own, in order — the parts of a
/// position of a heap game. Anything that is not an integer is kept as it is (and refused
/// where a position is read).
fn heaps(p: &mut Array) -> Array {
    p.iter()
        .filter(|x| x.as_int().is_ok_and(|n| n != 0) || !x.is_int())
        .map(|x| Dynamic::from_array(vec![x.clone()]))
        .collect()
}

/// Whether the script's `parts` is exactly `fn parts(p) { heaps(p) }` (any name for `p`),
/// with `heaps` the engine's own (no script function of that name): then the engine splits a
/// position into heaps itself, which is what the call would do, and a heap game with many
/// options is spared a call into the script per option.
///
/// The test compares the function's syntax tree with that of the one-line reference, as
/// Rhai prints them with every number (positions, hashes) taken out: equal trees or no fast
/// path, never a guess.
fn parts_is_heaps(engine: &Engine, ast: &AST) -> bool {
    if ast.iter_functions().any(|f| f.name == "heaps") {
        return false;
    }
    let find = |ast: &AST| {
        ast.iter_fn_def()
            .find(|f| f.name == "parts" && f.params.len() == 1)
            .cloned()
    };
    let Some(def) = find(ast) else {
        return false;
    };
    let Some(param) = def.params.first() else {
        return false;
    };
    let Ok(reference) = engine.compile(format!("fn parts({param}) {{ heaps({param}) }}")) else {
        return false;
    };
    let Some(want) = find(&reference) else {
        return false;
    };
    let bare = |text: String| -> String {
        text.chars()
            .filter(|c| !c.is_ascii_digit() && !matches!(c, ':' | '-' | ' '))
            .collect()
    };
    bare(format!("{:?}", def.body)) == bare(format!("{:?}", want.body))
}

/// The token `on_progress` stops a call with when it has run too long.
#[derive(Clone, Copy, Debug)]
struct Late;

impl Script {
    /// Compiles `source` with the default [`Limits`].
    ///
    /// # Errors
    /// [`ScriptError::Syntax`] with the line and column, or [`ScriptError::Contract`] when
    /// `moves(p)` is missing or a function of the contract takes other parameters.
    pub fn compile(source: &str) -> Result<Self, ScriptError> {
        Self::compile_with(source, Limits::default())
    }

    /// Compiles `source` under `limits`.
    ///
    /// # Errors
    /// As [`Script::compile`].
    pub fn compile_with(source: &str, limits: Limits) -> Result<Self, ScriptError> {
        let engine = engine(limits);
        let ast = engine.compile(source).map_err(|e| {
            let position = e.position();
            ScriptError::Syntax {
                line: position.line().unwrap_or(0),
                column: position.position().unwrap_or(0),
                message: grundy_host::one_line(&sentence(&e.err_type().to_string())),
            }
        })?;
        let arity = |name: &str| -> Vec<usize> {
            ast.iter_functions()
                .filter(|f| f.name == name)
                .map(|f| f.params.len())
                .collect()
        };
        let check = |name: &str, params: usize, shape: &str| -> Result<bool, ScriptError> {
            let found = arity(name);
            match (found.is_empty(), found.contains(&params)) {
                (true, _) => Ok(false),
                (false, true) => Ok(true),
                (false, false) => Err(ScriptError::Contract(format!(
                    "{name} must be written {shape}"
                ))),
            }
        };
        if !check("moves", 1, "fn moves(p), with one parameter: the position")? {
            return Err(ScriptError::Contract(
                "the script has no fn moves(p): the options of position p".to_owned(),
            ));
        }
        let parts = check("parts", 1, "fn parts(p), with one parameter: the position")?;
        let name = check("name", 0, "fn name(), without parameters")?;
        let heaps = parts && parts_is_heaps(&engine, &ast);
        let fast = fast::Program::compile(&ast).map(|program| Compiled {
            moves: program.find("moves", 1),
            parts: program.find("parts", 1),
            program,
        });

        Ok(Self {
            inner: Arc::new(Inner {
                engine,
                ast,
                parts,
                heaps,
                name,
                limits,
                fast,
            }),
        })
    }

    /// The same script with every call run by Rhai's own evaluator, none by the compiled
    /// form: what the compiled form is checked against.
    #[must_use]
    pub fn interpreted(&self) -> Self {
        let inner = &self.inner;
        Self {
            inner: Arc::new(Inner {
                engine: engine(inner.limits),
                ast: inner.ast.clone(),
                parts: inner.parts,
                heaps: inner.heaps,
                name: inner.name,
                limits: inner.limits,
                fast: None,
            }),
        }
    }

    /// Whether `moves` (and `parts`, where the script has one that the engine does not run
    /// itself) run compiled rather than in Rhai's evaluator.
    pub fn is_compiled(&self) -> bool {
        let inner = &self.inner;
        inner.fast.as_ref().is_some_and(|c| {
            c.moves.is_some() && (!inner.parts || inner.heaps || c.parts.is_some())
        })
    }

    /// The rules, for a [`grundy_host::custom::Solver`].
    pub fn rules(&self) -> ScriptRules {
        ScriptRules {
            script: self.clone(),
            scope: Scope::new(),
        }
    }

    /// The options of each heap `[0]`..=`[max_heap]` of a heap game, each option as the
    /// heaps it leaves (the non-empty parts `parts` gives of a position `moves` gives): what
    /// a misère quotient of the script's game is computed from.
    ///
    /// # Errors
    /// [`ScriptError::Contract`] when the script has no `parts`; [`ScriptError::Returned`]
    /// when a part is not one heap (a position of one number); any error of a call.
    pub fn heap_options(&self, max_heap: usize) -> Result<Vec<Vec<Vec<usize>>>, ScriptError> {
        if !self.inner.parts {
            return Err(ScriptError::Contract(
                "a heap game needs fn parts(p): the heaps a position is made of".to_owned(),
            ));
        }
        let mut rules = self.rules();
        let (mut moves, mut parts) = (Positions::default(), Positions::default());
        let mut options = Vec::with_capacity(max_heap.saturating_add(1));
        for heap in 0..=max_heap {
            moves.clear();
            rules.moves(&[heap as u64], &mut moves)?;
            let mut list = Vec::with_capacity(moves.len());
            for option in moves.iter() {
                parts.clear();
                rules.parts(option, &mut parts)?;
                let mut left = Vec::with_capacity(parts.len());
                for part in parts.iter() {
                    match *part {
                        [0] => {}
                        [h] => left.push(usize::try_from(h).map_err(|_| ScriptError::TooLarge(h))?),
                        _ => {
                            return Err(ScriptError::Returned {
                                value: grundy_host::shown(&format!("{part:?}"), false),
                                problem: format!(
                                    "a part of an option of heap {heap} is not one heap (a position of one number)"
                                ),
                            });
                        }
                    }
                }
                list.push(left);
            }
            options.push(list);
        }
        Ok(options)
    }

    /// Whether the script has `parts`.
    pub fn has_parts(&self) -> bool {
        self.inner.parts
    }

    /// Whether its `parts` is `fn parts(p) { heaps(p) }`, which the engine runs natively.
    pub fn parts_are_heaps(&self) -> bool {
        self.inner.heaps
    }

    /// The limits it runs under.
    pub fn limits(&self) -> Limits {
        self.inner.limits
    }
}

/// A script's rules, as [`Rules`]: each call of `moves`, `parts` or `name` runs the script's
/// function under the limits. Clones share the compiled script and may run on other threads.
pub struct ScriptRules {
    script: Script,
    scope: Scope<'static>,
}

impl Clone for ScriptRules {
    fn clone(&self) -> Self {
        self.script.rules()
    }
}

impl fmt::Debug for ScriptRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ScriptRules")
            .field("script", &self.script)
            .finish_non_exhaustive()
    }
}

impl ScriptRules {
    /// Calls the script's function `name` with `args`.
    fn call(&mut self, name: &str, args: Vec<Dynamic>) -> Result<Dynamic, ScriptError> {
        self.call_raw(name, args)
            .map_err(|e| runtime(&e, self.script.inner.limits, name))
    }

    /// Calls the script's function `name` with `args`, with Rhai's error.
    fn call_raw(&mut self, name: &str, args: Vec<Dynamic>) -> Result<Dynamic, Box<EvalAltResult>> {
        let inner = &self.script.inner;
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(false);
        STARTED.with(|s| s.set(Clock::Running));
        let scope = &mut self.scope;
        // Rhai may panic on a script that reaches one of its own bugs: that is the script's
        // failure, not the program's.
        let result = std::panic::catch_unwind(AssertUnwindSafe(|| {
            inner
                .engine
                .call_fn_with_options::<Dynamic>(options, scope, &inner.ast, name, args)
        }));
        STARTED.with(|s| s.set(Clock::Idle));
        result.unwrap_or_else(|payload| {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            Err(Box::new(EvalAltResult::ErrorSystem(
                format!("the script engine failed ({what})"),
                "".into(),
            )))
        })
    }
}

impl ScriptRules {
    /// Runs the compiled function `which` picks (`moves` or `parts`) on `position` into
    /// `out`: `Ok(false)` when Rhai is to make the call ([`fast::answer`]).
    fn compiled(
        &self,
        which: fn(&Compiled) -> Option<usize>,
        position: &[u64],
        out: &mut Positions,
    ) -> Result<bool, ScriptError> {
        let inner = &self.script.inner;
        let fast = inner.fast.as_ref();
        fast::answer(
            fast.map(|c| &c.program),
            fast.and_then(which),
            position,
            inner.limits,
            out,
        )
    }
}

impl Rules for ScriptRules {
    type Error = ScriptError;

    fn moves(&mut self, position: &[u64], out: &mut Positions) -> Result<(), ScriptError> {
        if self.compiled(|c| c.moves, position, out)? {
            return Ok(());
        }
        let arg = to_array(position)?;
        let value = self.call("moves", vec![arg])?;
        read_positions(value, out)
    }

    fn parts(&mut self, position: &[u64], out: &mut Positions) -> Result<bool, ScriptError> {
        if !self.script.inner.parts {
            return Ok(false);
        }
        if self.script.inner.heaps {
            // What `heaps(p)` returns, without a call into the script.
            for &n in position.iter().filter(|&&n| n != 0) {
                out.push(&[n]);
            }
            return Ok(true);
        }
        if self.compiled(|c| c.parts, position, out)? {
            return Ok(true);
        }
        let arg = to_array(position)?;
        let value = self.call("parts", vec![arg])?;
        read_positions(value, out)?;
        Ok(true)
    }

    fn name(&mut self) -> Result<Option<String>, ScriptError> {
        if !self.script.inner.name {
            return Ok(None);
        }
        let value = self.call("name", Vec::new())?;
        match value.into_immutable_string() {
            // A name is shown on one line, and shortly.
            Ok(s) => Ok(Some(grundy_host::one_line(
                &s.chars().take(NAME_CHARS).collect::<String>(),
            ))),
            Err(kind) => Err(ScriptError::Returned {
                value: format!("a value of type {kind}"),
                problem: "name() must return a string".to_owned(),
            }),
        }
    }

    fn checkpoint(&mut self, _: Progress) -> Result<(), ScriptError> {
        Ok(())
    }
}

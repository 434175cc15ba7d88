//! Running compiled functions: the frame of a call, the limits, the operators and the array
//! methods. Whatever this path does not decide itself — an error of the script's own, a
//! value of a kind it does not know, more elements alive than the size limit — stops the
//! call with [`Fault::Fallback`], and the caller runs the same call in Rhai, which gives its
//! own answer or its own message: every message of a failing script is Rhai's or a limit's.

use std::cell::Cell;

use web_time::Instant;

use super::value::{Arr, Items, Val, live};
use crate::limits::{CLOCK_EVERY, Limits};

/// A compiled script function.
pub(crate) struct Func {
    pub(crate) name: String,
    pub(crate) params: usize,
    /// Local variables, parameters first.
    pub(crate) slots: usize,
    pub(crate) body: Code,
}

/// A compiled expression or statement.
pub(crate) type Code = Box<dyn Fn(&mut Frame<'_>) -> Res + Send + Sync>;

/// What running code gives: a value, or a jump out of it.
pub(crate) type Res = Result<Val, Flow>;

/// Why code stopped before its value.
pub(crate) enum Flow {
    Break,
    Continue,
    Return(Val),
    Fault(Fault),
}

/// Why a call failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Fault {
    /// More operations than the limit.
    Operations,
    /// Calls nested deeper than the limit.
    Depth,
    /// Past the time limit.
    Time,
    /// Arrays nested deeper than [`MAX_DEPTH`].
    Deep,
    /// Anything else: the call is run again by Rhai, whose answer stands.
    Fallback,
}

impl From<Fault> for Flow {
    fn from(fault: Fault) -> Self {
        Self::Fault(fault)
    }
}

/// The state of one call of the script, nested calls included.
pub(crate) struct Machine<'p> {
    pub(crate) funcs: &'p [Func],
    limits: Limits,
    ops: Cell<u64>,
    depth: Cell<usize>,
    since: Cell<Option<Instant>>,
    /// Elements alive when the call began.
    base: usize,
}

/// The local variables of a function (on the stack up to eight).
pub(crate) type Vars = smallvec::SmallVec<[Val; 8]>;

/// The local variables of one running function, and the call it is part of.
pub(crate) struct Frame<'m> {
    pub(crate) vars: Vars,
    pub(crate) m: &'m Machine<'m>,
}

impl Machine<'_> {
    /// Counts an operation; stops the call past the operations or the time limit.
    #[inline]
    pub(crate) fn tick(&self) -> Result<(), Flow> {
        let ops = self.ops.get() + 1;
        self.ops.set(ops);
        if ops > self.limits.operations.get() {
            return Err(Fault::Operations.into());
        }
        if ops.is_multiple_of(CLOCK_EVERY) {
            match self.since.get() {
                None => self.since.set(Some(Instant::now())),
                Some(t) if t.elapsed() > self.limits.time => return Err(Fault::Time.into()),
                Some(_) => {}
            }
        }
        Ok(())
    }

    /// Stops the call when more elements are alive than the size limit.
    #[inline]
    pub(crate) fn size(&self) -> Result<(), Flow> {
        if live().saturating_sub(self.base) > self.limits.array_size.get() {
            return Err(Fault::Fallback.into());
        }
        Ok(())
    }
}

/// Calls `funcs[index]` with the position as its argument.
pub(crate) fn run(
    funcs: &[Func],
    index: usize,
    position: &[u64],
    limits: Limits,
) -> Result<Val, Fault> {
    let machine = Machine {
        funcs,
        limits,
        ops: Cell::new(0),
        depth: Cell::new(0),
        since: Cell::new(None),
        base: live(),
    };
    let mut numbers = Items::with_capacity(position.len());
    for &n in position {
        // A number past a script's integers: Rhai's path says so.
        numbers.push(Val::Int(i64::try_from(n).map_err(|_| Fault::Fallback)?));
    }
    let arg = Val::Arr(Arr::new(numbers));
    if let Err(Flow::Fault(f)) = machine.size() {
        return Err(f);
    }
    let mut args = Vars::new();
    args.push(arg);
    match call(&machine, index, args) {
        Ok(v) => Ok(v),
        Err(Flow::Fault(f)) => Err(f),
        // A `break` or `continue` outside a loop, which Rhai refuses when it parses.
        Err(_) => Err(Fault::Fallback),
    }
}

/// Calls `m.funcs[index]` with `args`.
pub(crate) fn call(m: &Machine<'_>, index: usize, args: Vars) -> Res {
    let Some(func) = m.funcs.get(index) else {
        return Err(Fault::Fallback.into());
    };
    let depth = m.depth.get() + 1;
    if depth > m.limits.call_levels.get() {
        return Err(Fault::Depth.into());
    }
    m.tick()?;
    m.depth.set(depth);
    let mut vars = args;
    vars.resize(func.slots.max(vars.len()), Val::Unit);
    let mut frame = Frame { vars, m };
    let result = (func.body)(&mut frame);
    m.depth.set(depth - 1);
    match result {
        Ok(v) | Err(Flow::Return(v)) => Ok(v),
        Err(Flow::Fault(f)) => Err(f.into()),
        Err(Flow::Break | Flow::Continue) => Err(Fault::Fallback.into()),
    }
}

/// `array.map(f)` or, with `keep`, `array.filter(f)`, `f` the script's function `index`
/// taking the element (and its index when it takes `params` 2).
pub(crate) fn each(m: &Machine<'_>, array: &Val, index: usize, params: usize, keep: bool) -> Res {
    let Val::Arr(a) = array else {
        return Err(Fault::Fallback.into());
    };
    let mut out = Items::with_capacity(a.len());
    for (i, v) in a.iter().enumerate() {
        let mut args = Vars::new();
        args.push(v.clone());
        if params == 2 {
            args.push(Val::Int(i64::try_from(i).map_err(|_| Fault::Fallback)?));
        }
        let r = call(m, index, args)?;
        if !keep {
            out.push(r);
        } else if truth(&r)? {
            out.push(v.clone());
        }
    }
    let out = Val::Arr(Arr::new(out));
    m.size()?;
    nest(&out)?;
    Ok(out)
}

/// The integer in `v`, or a fallback.
#[inline]
pub(crate) fn int(v: &Val) -> Result<i64, Flow> {
    match v {
        Val::Int(n) => Ok(*n),
        _ => Err(Fault::Fallback.into()),
    }
}

/// The boolean in `v`, or a fallback.
#[inline]
pub(crate) fn truth(v: &Val) -> Result<bool, Flow> {
    match v {
        Val::Bool(b) => Ok(*b),
        _ => Err(Fault::Fallback.into()),
    }
}

/// The position `i` (negative: from the end) in an array of `len` elements.
#[inline]
pub(crate) fn offset(i: i64, len: usize) -> Option<usize> {
    if i >= 0 {
        usize::try_from(i).ok().filter(|&i| i < len)
    } else {
        let back = usize::try_from(i.unsigned_abs()).ok()?;
        len.checked_sub(back)
    }
}

/// `base[key]`.
#[inline]
pub(crate) fn index(base: &Val, key: &Val) -> Res {
    match (base, key) {
        (Val::Arr(a), Val::Int(i)) => offset(*i, a.len())
            .and_then(|i| a.get(i))
            .cloned()
            .ok_or(Flow::Fault(Fault::Fallback)),
        _ => Err(Fault::Fallback.into()),
    }
}

/// The element `key` of `base`, to change.
#[inline]
pub(crate) fn index_mut<'v>(base: &'v mut Val, key: &Val) -> Result<&'v mut Val, Flow> {
    match (base, key) {
        (Val::Arr(a), Val::Int(i)) => {
            let i = offset(*i, a.len()).ok_or(Flow::Fault(Fault::Fallback))?;
            a.edit().slot(i).ok_or(Flow::Fault(Fault::Fallback))
        }
        _ => Err(Fault::Fallback.into()),
    }
}

/// The methods of arrays (and the functions on numbers) a compiled script may call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Method {
    Len,
    IsEmpty,
    Push,
    Pop,
    Insert,
    Remove,
    Contains,
    IndexOf,
    Clear,
    Truncate,
    Pad,
    Reverse,
    Sort,
    Append,
    Max,
    Min,
    Abs,
    Heaps,
}

impl Method {
    /// The method `name` taking `args` arguments besides the object.
    pub(crate) fn find(name: &str, args: usize) -> Option<Self> {
        Some(match (name, args) {
            ("len", 0) => Self::Len,
            ("is_empty", 0) => Self::IsEmpty,
            ("push", 1) => Self::Push,
            ("pop", 0) => Self::Pop,
            ("insert", 2) => Self::Insert,
            ("remove", 1) => Self::Remove,
            ("contains", 1) => Self::Contains,
            ("index_of", 1) => Self::IndexOf,
            ("clear", 0) => Self::Clear,
            ("truncate", 1) => Self::Truncate,
            ("pad", 2) => Self::Pad,
            ("reverse", 0) => Self::Reverse,
            ("sort", 0) => Self::Sort,
            ("append", 1) => Self::Append,
            ("max", 1) => Self::Max,
            ("min", 1) => Self::Min,
            ("abs", 0) => Self::Abs,
            ("heaps", 0) => Self::Heaps,
            _ => return None,
        })
    }

    /// Whether the method may change its object.
    pub(crate) fn changes(self) -> bool {
        matches!(
            self,
            Self::Push
                | Self::Pop
                | Self::Insert
                | Self::Remove
                | Self::Clear
                | Self::Truncate
                | Self::Pad
                | Self::Reverse
                | Self::Sort
                | Self::Append
        )
    }
}

/// The arguments of a method besides its object (at most two; the rest `()`).
pub(crate) type Args = [Val; 2];

/// Runs `codes` (at most two) into the arguments of a method.
#[inline]
pub(crate) fn args(f: &mut Frame<'_>, codes: &[Code]) -> Result<Args, Flow> {
    let mut out = [Val::Unit, Val::Unit];
    for (slot, code) in out.iter_mut().zip(codes) {
        *slot = code(f)?;
    }
    Ok(out)
}

/// The most indexes on the left of an assignment, or before a method that changes its
/// object, that a compiled script takes (`a[i][j][k][l] = x`).
pub(crate) const MAX_KEYS: usize = 4;

/// The values of the indexes of a place (the unused ones `()`).
pub(crate) type Keys = [Val; MAX_KEYS];

/// The variable `slot` indexed by `keys` (each run first), to change, and the indexes' values
/// (for [`settle`] once it is changed).
#[inline]
pub(crate) fn place<'f>(
    f: &'f mut Frame<'_>,
    slot: usize,
    keys: &[Code],
) -> Result<(&'f mut Val, Keys), Flow> {
    let mut vals = [Val::Unit, Val::Unit, Val::Unit, Val::Unit];
    for (v, k) in vals.iter_mut().zip(keys) {
        *v = k(f)?;
    }
    let mut target = f.vars.get_mut(slot).ok_or(Flow::Fault(Fault::Fallback))?;
    for key in vals.iter().take(keys.len()) {
        target = index_mut(target, key)?;
    }
    Ok((target, vals))
}

/// The most deeply arrays may nest in a compiled call (positions nest 2 deep, lists of them
/// 3): past it the call stops, before a value too deep to take apart without recursion.
pub(crate) const MAX_DEPTH: u32 = 64;

/// Stops the call when `v` nests arrays deeper than [`MAX_DEPTH`].
#[inline]
pub(crate) fn nest(v: &Val) -> Result<(), Flow> {
    if v.depth() > MAX_DEPTH {
        return Err(Fault::Deep.into());
    }
    Ok(())
}

/// After a change at `keys` inside variable `slot`: the depths of the arrays on the way
/// brought up to date, and the variable's checked.
pub(crate) fn settle(f: &mut Frame<'_>, slot: usize, keys: &[Val]) -> Result<(), Flow> {
    fn walk(v: &mut Val, keys: &[Val]) -> Result<u32, Flow> {
        let Some((key, rest)) = keys.split_first() else {
            return Ok(v.depth());
        };
        let inner = walk(index_mut(v, key)?, rest)?;
        if let Val::Arr(a) = v {
            a.edit().deepen_to(inner.saturating_add(1));
        }
        Ok(v.depth())
    }
    let root = f.vars.get_mut(slot).ok_or(Flow::Fault(Fault::Fallback))?;
    walk(root, keys)?;
    nest(root)
}

/// `object.method(args…)`.
pub(crate) fn method(m: &Machine<'_>, method: Method, object: &mut Val, args: Args) -> Res {
    let fallback = || Flow::Fault(Fault::Fallback);
    let mut args = args;
    let mut arg = |i: usize| -> Val {
        args.get_mut(i)
            .map(|v| std::mem::replace(v, Val::Unit))
            .unwrap_or(Val::Unit)
    };
    match (method, object) {
        (Method::Max, Val::Int(x)) => Ok(Val::Int((*x).max(int(&arg(0))?))),
        (Method::Min, Val::Int(x)) => Ok(Val::Int((*x).min(int(&arg(0))?))),
        (Method::Abs, Val::Int(x)) => Ok(Val::Int(x.checked_abs().ok_or_else(fallback)?)),
        (Method::Len, Val::Arr(a)) => Ok(Val::Int(i64::try_from(a.len()).map_err(|_| fallback())?)),
        (Method::IsEmpty, Val::Arr(a)) => Ok(Val::Bool(a.len() == 0)),
        (Method::Contains, Val::Arr(a)) => {
            let x = arg(0);
            Ok(Val::Bool(a.iter().any(|v| v.equals(&x))))
        }
        (Method::IndexOf, Val::Arr(a)) => {
            let x = arg(0);
            let found = a.iter().position(|v| v.equals(&x));
            Ok(Val::Int(
                found.and_then(|i| i64::try_from(i).ok()).unwrap_or(-1),
            ))
        }
        (Method::Heaps, Val::Arr(a)) => {
            // As the engine's `heaps`: every number but 0 as an array of its own.
            let mut out = Items::with_capacity(a.len());
            for v in a.iter() {
                match v {
                    Val::Int(0) => {}
                    Val::Int(n) => out.push(Val::Arr(Arr::new(smallvec::smallvec![Val::Int(*n)]))),
                    _ => return Err(fallback()),
                }
            }
            let out = Val::Arr(Arr::new(out));
            m.size()?;
            Ok(out)
        }
        (Method::Push, Val::Arr(a)) => {
            let x = arg(0);
            a.edit().push(x);
            m.size()?;
            Ok(Val::Unit)
        }
        (Method::Append, Val::Arr(a)) => {
            match arg(0) {
                Val::Arr(b) => a.edit().extend(b.items()),
                x => a.edit().push(x),
            }
            m.size()?;
            Ok(Val::Unit)
        }
        (Method::Pop, Val::Arr(a)) => Ok(a.edit().pop().unwrap_or(Val::Unit)),
        (Method::Insert, Val::Arr(a)) => {
            let i = int(&arg(0))?;
            let x = arg(1);
            let mut e = a.edit();
            let len = e.len();
            let at = if i < 0 {
                len.saturating_sub(usize::try_from(i.unsigned_abs()).unwrap_or(usize::MAX))
            } else {
                usize::try_from(i).unwrap_or(usize::MAX).min(len)
            };
            e.insert(at, x);
            m.size()?;
            Ok(Val::Unit)
        }
        (Method::Remove, Val::Arr(a)) => {
            let i = int(&arg(0))?;
            let mut e = a.edit();
            match offset(i, e.len()) {
                Some(i) => Ok(e.remove(i)),
                None => Ok(Val::Unit),
            }
        }
        (Method::Clear, Val::Arr(a)) => {
            a.edit().truncate(0);
            Ok(Val::Unit)
        }
        (Method::Truncate, Val::Arr(a)) => {
            let n = int(&arg(0))?;
            a.edit()
                .truncate(usize::try_from(n.max(0)).unwrap_or(usize::MAX));
            Ok(Val::Unit)
        }
        (Method::Pad, Val::Arr(a)) => {
            let n = int(&arg(0))?;
            let x = arg(1);
            let n = usize::try_from(n.max(0)).unwrap_or(usize::MAX);
            if n > a.len() {
                // Refused before it is made: the call runs again in Rhai, which says so.
                if n - a.len() > m.limits.array_size.get() {
                    return Err(fallback());
                }
                let extra = vec![x; n - a.len()];
                a.edit().extend(&extra);
                m.size()?;
            }
            Ok(Val::Unit)
        }
        (Method::Reverse, Val::Arr(a)) => {
            a.edit().reverse();
            Ok(Val::Unit)
        }
        (Method::Sort, Val::Arr(a)) => {
            if a.edit().sort_ints() {
                Ok(Val::Unit)
            } else {
                Err(fallback())
            }
        }
        _ => Err(fallback()),
    }
}

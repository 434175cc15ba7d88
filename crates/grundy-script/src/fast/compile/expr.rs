//! Expressions: constants, variables, operators, calls, and chains of indexes and methods.

use rhai::{ASTFlags, Dynamic, Expr, FnCallExpr};

use super::super::exec::{
    self, Code, Fault, Flow, MAX_KEYS, Method, Vars, index, int, method, place, truth,
};
use super::super::ops::{Op, binary};
use super::super::value::{Arr, Items, Val};
use super::{Compiler, Opt};

/// A constant of the syntax tree, kept as data a compiled program may share across threads.
#[derive(Clone, Debug)]
pub(super) enum Konst {
    Unit,
    Bool(bool),
    Int(i64),
    Arr(Vec<Konst>),
}

impl Konst {
    pub(super) fn of(d: &Dynamic) -> Option<Self> {
        if d.is_unit() {
            Some(Self::Unit)
        } else if let Ok(b) = d.as_bool() {
            Some(Self::Bool(b))
        } else if let Ok(n) = d.as_int() {
            Some(Self::Int(n))
        } else if d.is_array() {
            let a = d.read_lock::<rhai::Array>()?;
            a.iter()
                .map(Self::of)
                .collect::<Option<Vec<_>>>()
                .map(Self::Arr)
        } else {
            None
        }
    }

    pub(super) fn val(&self) -> Val {
        match self {
            Self::Unit => Val::Unit,
            Self::Bool(b) => Val::Bool(*b),
            Self::Int(n) => Val::Int(*n),
            Self::Arr(items) => Val::Arr(Arr::new(items.iter().map(Self::val).collect())),
        }
    }
}

/// An operand read in place.
#[derive(Clone, Copy)]
pub(super) enum Operand {
    Var(usize),
    Int(i64),
}

impl Operand {
    #[inline]
    pub(super) fn int(self, f: &exec::Frame<'_>) -> Option<i64> {
        match self {
            Self::Int(n) => Some(n),
            Self::Var(slot) => match f.vars.get(slot) {
                Some(Val::Int(n)) => Some(*n),
                _ => None,
            },
        }
    }

    pub(super) fn val(self, f: &exec::Frame<'_>) -> exec::Res {
        match self {
            Self::Int(n) => Ok(Val::Int(n)),
            Self::Var(slot) => f
                .vars
                .get(slot)
                .cloned()
                .ok_or(Flow::Fault(Fault::Fallback)),
        }
    }
}

/// One step of a chain `a[i].f(x)[j]`.
pub(super) enum Step {
    Key(Code),
    Call(Method, Vec<Code>),
    /// `map` or `filter` (`keep`) by the script's function `index`, taking the element (and
    /// its index: `params` 2).
    Each {
        index: usize,
        params: usize,
        keep: bool,
    },
}

impl Compiler<'_> {
    /// What an assignment's left side names: a variable (its name) and the indexes into it
    /// (`v`, `v[i]`, `v[i][j]`).
    pub(super) fn place_of<'e>(&mut self, lhs: &'e Expr) -> Opt<(&'e str, Vec<Code>)> {
        match lhs {
            Expr::Variable(x, ..) => Some((&*x.1, Vec::new())),
            Expr::Index(..) => {
                let (root, steps) = self.chain_of(lhs)?;
                let Expr::Variable(x, ..) = root else {
                    return None;
                };
                let keys = steps
                    .into_iter()
                    .map(|s| match s {
                        Step::Key(k) => Some(k),
                        Step::Call(..) | Step::Each { .. } => None,
                    })
                    .collect::<Opt<Vec<Code>>>()?;
                Some((&*x.1, keys))
            }
            _ => None,
        }
    }

    /// The root of a chain of indexes and method calls, and its steps.
    pub(super) fn chain_of<'e>(&mut self, e: &'e Expr) -> Opt<(&'e Expr, Vec<Step>)> {
        let (Expr::Index(x, ..) | Expr::Dot(x, ..)) = e else {
            return None;
        };
        let mut steps = Vec::new();
        self.chain(e, &x.rhs, &mut steps)?;
        Some((&x.lhs, steps))
    }

    pub(super) fn chain(&mut self, parent: &Expr, e: &Expr, steps: &mut Vec<Step>) -> Opt<()> {
        let dot = matches!(parent, Expr::Dot(..));
        let stop = parent.options().intersects(ASTFlags::BREAK);
        match e {
            Expr::MethodCall(call, ..) if dot => {
                steps.push(self.method_step(call)?);
                Some(())
            }
            Expr::Index(x, ..) | Expr::Dot(x, ..) if !stop => {
                if dot {
                    let Expr::MethodCall(call, ..) = &x.lhs else {
                        return None;
                    };
                    steps.push(self.method_step(call)?);
                } else {
                    steps.push(Step::Key(self.expr(&x.lhs)?));
                }
                self.chain(e, &x.rhs, steps)
            }
            _ if !dot => {
                steps.push(Step::Key(self.expr(e)?));
                Some(())
            }
            _ => None,
        }
    }

    /// The two commonest chains without the general machinery: `v[k]` (a variable indexed by
    /// a variable or an integer) and `v.push(x)`.
    pub(super) fn quick_chain(&mut self, e: &Expr) -> Opt<Code> {
        match e {
            Expr::Index(x, ..) => {
                let Expr::Variable(v, ..) = &x.lhs else {
                    return None;
                };
                let (slot, _) = self.lookup(&v.1)?;
                let key = self.operand(&x.rhs)?;
                Some(Box::new(move |f| {
                    if let (Some(Val::Arr(a)), Some(i)) = (f.vars.get(slot), key.int(f))
                        && let Some(v) = exec::offset(i, a.len()).and_then(|i| a.get(i))
                    {
                        return Ok(v.clone());
                    }
                    Err(Fault::Fallback.into())
                }))
            }
            Expr::Dot(x, ..) => {
                let (Expr::Variable(v, ..), Expr::MethodCall(call, ..)) = (&x.lhs, &x.rhs) else {
                    return None;
                };
                let [item] = &call.args[..] else {
                    return None;
                };
                if call.name != "push" || self.shadows("push") {
                    return None;
                }
                let (slot, constant) = self.lookup(&v.1)?;
                if constant {
                    return None;
                }
                let item = self.expr(item)?;
                Some(Box::new(move |f| {
                    let item = item(f)?;
                    let m = f.m;
                    match f.vars.get_mut(slot) {
                        Some(Val::Arr(a)) => {
                            let mut e = a.edit();
                            e.push(item);
                            if e.depth() > exec::MAX_DEPTH {
                                return Err(Fault::Deep.into());
                            }
                        }
                        _ => return Err(Fault::Fallback.into()),
                    }
                    m.size()?;
                    Ok(Val::Unit)
                }))
            }
            _ => None,
        }
    }

    /// `e` as an operand read in place, when it is a variable or an integer.
    pub(super) fn operand(&self, e: &Expr) -> Opt<Operand> {
        match e {
            Expr::Variable(x, ..) => self.lookup(&x.1).map(|(slot, _)| Operand::Var(slot)),
            Expr::IntegerConstant(n, ..) => Some(Operand::Int(*n)),
            _ => None,
        }
    }

    pub(super) fn method_step(&mut self, call: &FnCallExpr) -> Opt<Step> {
        if self.shadows(&call.name) {
            return None;
        }
        if let ("map" | "filter", [Expr::DynamicConstant(d, ..)]) =
            (call.name.as_str(), &call.args[..])
        {
            // `a.map(|x| …)`, `a.filter(|x| …)` with a closure that captures nothing: a
            // function of the script's own, called for each element (and its index, when
            // the closure takes two parameters).
            let ptr = d.read_lock::<rhai::FnPtr>()?;
            if !ptr.curry().is_empty() {
                return None;
            }
            let (index, params) = [1, 2]
                .into_iter()
                .find_map(|n| self.script_fn(ptr.fn_name(), n).map(|i| (i, n)))?;
            return Some(Step::Each {
                index: index?,
                params,
                keep: call.name == "filter",
            });
        }
        let m = Method::find(&call.name, call.args.len())?;
        let args = call
            .args
            .iter()
            .map(|a| self.expr(a))
            .collect::<Opt<Vec<Code>>>()?;
        Some(Step::Call(m, args))
    }

    /// A chain as a value: a changing method at its end changes the variable at its root.
    pub(super) fn chain_value(&mut self, e: &Expr) -> Opt<Code> {
        if let Some(code) = self.quick_chain(e) {
            return Some(code);
        }
        let (root, mut steps) = self.chain_of(e)?;
        let changes = steps
            .iter()
            .any(|s| matches!(s, Step::Call(m, _) if m.changes()));
        if changes {
            let Some(Step::Call(last, args)) = steps.pop() else {
                return None;
            };
            if !last.changes()
                || steps
                    .iter()
                    .any(|s| matches!(s, Step::Call(..) | Step::Each { .. }))
            {
                return None;
            }
            let Expr::Variable(x, ..) = root else {
                return None;
            };
            let (slot, constant) = self.lookup(&x.1)?;
            if constant {
                return None;
            }
            let keys: Vec<Code> = steps
                .into_iter()
                .filter_map(|s| match s {
                    Step::Key(k) => Some(k),
                    Step::Call(..) | Step::Each { .. } => None,
                })
                .collect();
            if keys.len() > MAX_KEYS {
                return None;
            }
            return Some(Box::new(move |f| {
                let args = exec::args(f, &args)?;
                let m = f.m;
                let (target, vals) = place(f, slot, &keys)?;
                let v = method(m, last, target, args)?;
                m.size()?;
                exec::settle(f, slot, vals.get(..keys.len()).unwrap_or_default())?;
                Ok(v)
            }));
        }
        let root = self.expr(root)?;
        Some(Box::new(move |f| {
            let mut v = root(f)?;
            for s in &steps {
                v = match s {
                    Step::Key(k) => index(&v, &k(f)?)?,
                    Step::Call(m, args) => {
                        let args = exec::args(f, args)?;
                        method(f.m, *m, &mut v, args)?
                    }
                    Step::Each {
                        index,
                        params,
                        keep,
                    } => exec::each(f.m, &v, *index, *params, *keep)?,
                };
            }
            Ok(v)
        }))
    }

    pub(super) fn expr(&mut self, e: &Expr) -> Opt<Code> {
        match e {
            Expr::Unit(..) => Some(Box::new(|_| Ok(Val::Unit))),
            Expr::BoolConstant(b, ..) => {
                let b = *b;
                Some(Box::new(move |_| Ok(Val::Bool(b))))
            }
            Expr::IntegerConstant(n, ..) => {
                let n = *n;
                Some(Box::new(move |_| Ok(Val::Int(n))))
            }
            Expr::DynamicConstant(d, ..) => {
                let k = Konst::of(d)?;
                Some(Box::new(move |f| {
                    let v = k.val();
                    f.m.size()?;
                    Ok(v)
                }))
            }
            Expr::Array(items, ..) => {
                let items = items
                    .iter()
                    .map(|i| self.expr(i))
                    .collect::<Opt<Vec<Code>>>()?;
                Some(Box::new(move |f| {
                    let mut vals = Items::with_capacity(items.len());
                    for i in &items {
                        vals.push(i(f)?);
                    }
                    let v = Val::Arr(Arr::new(vals));
                    f.m.size()?;
                    exec::nest(&v)?;
                    Ok(v)
                }))
            }
            Expr::Variable(x, ..) => {
                let (slot, _) = self.lookup(&x.1)?;
                Some(Box::new(move |f| {
                    f.vars
                        .get(slot)
                        .cloned()
                        .ok_or(Flow::Fault(Fault::Fallback))
                }))
            }
            Expr::Stmt(block) => self.block(block),
            Expr::FnCall(call, ..) => self.call(call),
            Expr::Index(..) | Expr::Dot(..) => self.chain_value(e),
            Expr::And(list, ..) | Expr::Or(list, ..) => {
                let and = matches!(e, Expr::And(..));
                let list = list
                    .iter()
                    .map(|i| self.expr(i))
                    .collect::<Opt<Vec<Code>>>()?;
                Some(Box::new(move |f| {
                    for i in &list {
                        if truth(&i(f)?)? != and {
                            return Ok(Val::Bool(!and));
                        }
                    }
                    Ok(Val::Bool(and))
                }))
            }
            _ => None,
        }
    }

    pub(super) fn call(&mut self, call: &FnCallExpr) -> Opt<Code> {
        if call.capture_parent_scope {
            return None;
        }
        let name = call.name.as_str();
        let n = call.args.len();
        if let Some(index) = self.script_fn(name, n) {
            let index = index?;
            let args = call
                .args
                .iter()
                .map(|a| self.expr(a))
                .collect::<Opt<Vec<Code>>>()?;
            return Some(Box::new(move |f| {
                let vals = args.iter().map(|a| a(f)).collect::<Result<Vars, Flow>>()?;
                exec::call(f.m, index, vals)
            }));
        }
        if call.op_token.is_some() || Op::from_symbol(name).is_some() || name == "!" {
            return self.operator(name, &call.args);
        }
        let (first, rest) = call.args.split_first()?;
        if self.shadows(name) {
            return None;
        }
        // A function of the engine in call style: `len(p)` is `p.len()`, and `push(a, x)`
        // with a variable `a` changes it, as Rhai passes a variable first argument by
        // reference to its own functions.
        let m = Method::find(name, n - 1)?;
        let rest = rest
            .iter()
            .map(|a| self.expr(a))
            .collect::<Opt<Vec<Code>>>()?;
        if m.changes() {
            let Expr::Variable(x, ..) = first else {
                return None;
            };
            let (slot, constant) = self.lookup(&x.1)?;
            if constant {
                return None;
            }
            return Some(Box::new(move |f| {
                let args = exec::args(f, &rest)?;
                let mach = f.m;
                let target = f.vars.get_mut(slot).ok_or(Flow::Fault(Fault::Fallback))?;
                let v = method(mach, m, target, args)?;
                exec::nest(target)?;
                mach.size()?;
                Ok(v)
            }));
        }
        let object = self.expr(first)?;
        Some(Box::new(move |f| {
            let mut o = object(f)?;
            let args = exec::args(f, &rest)?;
            method(f.m, m, &mut o, args)
        }))
    }

    pub(super) fn operator(&mut self, name: &str, args: &[Expr]) -> Opt<Code> {
        match (name, args) {
            ("!", [a]) => {
                let a = self.expr(a)?;
                Some(Box::new(move |f| Ok(Val::Bool(!truth(&a(f)?)?))))
            }
            ("-", [a]) => {
                let a = self.expr(a)?;
                Some(Box::new(move |f| {
                    Ok(Val::Int(
                        int(&a(f)?)?
                            .checked_neg()
                            .ok_or(Flow::Fault(Fault::Fallback))?,
                    ))
                }))
            }
            ("+", [a]) => {
                let a = self.expr(a)?;
                Some(Box::new(move |f| Ok(Val::Int(int(&a(f)?)?))))
            }
            (_, [a, b]) => {
                let op = Op::from_symbol(name)?;
                // The commonest operands, a variable and a variable or an integer, read
                // where they are: no call, no copy.
                if let (Some(x), Some(y)) = (self.operand(a), self.operand(b)) {
                    return Some(Box::new(move |f| {
                        if let (Some(i), Some(j)) = (x.int(f), y.int(f))
                            && let Some(v) = super::super::ops::ints(op, i, j)
                        {
                            return Ok(v);
                        }
                        binary(f.m, op, x.val(f)?, y.val(f)?)
                    }));
                }
                // An expression and an operand (`n - take - left`): the operand read in place.
                if let Some(y) = self.operand(b) {
                    let a = self.expr(a)?;
                    return Some(Box::new(move |f| {
                        let x = a(f)?;
                        if let (Val::Int(i), Some(j)) = (&x, y.int(f))
                            && let Some(v) = super::super::ops::ints(op, *i, j)
                        {
                            return Ok(v);
                        }
                        binary(f.m, op, x, y.val(f)?)
                    }));
                }
                let (a, b) = (self.expr(a)?, self.expr(b)?);
                Some(Box::new(move |f| {
                    let x = a(f)?;
                    let y = b(f)?;
                    binary(f.m, op, x, y)
                }))
            }
            _ => None,
        }
    }
}

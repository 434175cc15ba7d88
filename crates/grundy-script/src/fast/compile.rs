//! From Rhai's syntax tree (after its optimiser) to closures. Anything outside the language
//! [`super`] describes makes the function it is in not compiled (`None`), and so every
//! function that calls it: those run in Rhai.

use rhai::{AST, ASTFlags, ASTNode, Expr, Stmt, StmtBlock};

mod expr;

use super::exec::{self, Code, Fault, Flow, Func, MAX_KEYS, Method, int, method, place, truth};
use super::ops::{Op, binary};
use super::value::Val;

/// Every function of `ast`, compiled where it can be.
pub(crate) fn program(ast: &AST) -> Option<Vec<Func>> {
    let defs: Vec<(String, Vec<String>, Vec<Stmt>)> = ast
        .iter_fn_def()
        .map(|f| {
            let params = f.params.iter().map(|p| p.to_string()).collect();
            (f.name.to_string(), params, body(f))
        })
        .collect();
    let signatures: Vec<(String, usize)> =
        defs.iter().map(|(n, p, _)| (n.clone(), p.len())).collect();
    // Functions are compiled until none fails any more: a function that calls one that
    // failed fails too.
    let mut ok = vec![true; defs.len()];
    loop {
        let mut funcs = Vec::with_capacity(defs.len());
        let mut changed = false;
        for (i, (name, params, stmts)) in defs.iter().enumerate() {
            let compiled = if ok.get(i).copied().unwrap_or(false) {
                Compiler::new(&signatures, &ok, params).function(stmts)
            } else {
                None
            };
            match compiled {
                Some((body, slots)) => funcs.push(Func {
                    name: name.clone(),
                    params: params.len(),
                    slots,
                    body,
                }),
                None => {
                    if let Some(flag) = ok.get_mut(i) {
                        changed |= *flag;
                        *flag = false;
                    }
                    // Never called: its index is refused by `find` and by callers.
                    funcs.push(Func {
                        name: String::new(),
                        params: usize::MAX,
                        slots: 0,
                        body: Box::new(|_| Err(Fault::Fallback.into())),
                    });
                }
            }
        }
        if !changed {
            return Some(funcs);
        }
    }
}

/// The statements at the top of the body of `def`: those of an AST holding `def` alone,
/// walked. (Rhai gives a script function's body only to itself; an AST of the function alone
/// has no other statements to mix with its own.)
fn body(def: &rhai::Shared<rhai::ScriptFuncDef>) -> Vec<Stmt> {
    let mut lib = rhai::Module::new();
    lib.set_script_fn(def.clone());
    let alone = AST::new_from_module(lib);
    let mut stmts = Vec::new();
    alone.walk(&mut |path: &[ASTNode]| {
        if let [ASTNode::Stmt(s)] = path {
            stmts.push((*s).clone());
        }
        true
    });
    stmts
}

/// A compiled condition.
type Test = Box<dyn Fn(&mut exec::Frame<'_>) -> Result<bool, Flow> + Send + Sync>;

struct Compiler<'a> {
    signatures: &'a [(String, usize)],
    ok: &'a [bool],
    /// Variables in scope, innermost last: name, slot, constant.
    names: Vec<(String, usize, bool)>,
    slots: usize,
}

type Opt<T> = Option<T>;

fn fallback<T>() -> Result<T, Flow> {
    Err(Fault::Fallback.into())
}

impl<'a> Compiler<'a> {
    fn new(signatures: &'a [(String, usize)], ok: &'a [bool], params: &[String]) -> Self {
        let mut c = Self {
            signatures,
            ok,
            names: Vec::new(),
            slots: 0,
        };
        for p in params {
            c.declare(p, false);
        }
        c
    }

    fn function(mut self, stmts: &[Stmt]) -> Opt<(Code, usize)> {
        let body = self.stmts(stmts)?;
        Some((body, self.slots))
    }

    fn declare(&mut self, name: &str, constant: bool) -> usize {
        let slot = self.slots;
        self.slots += 1;
        self.names.push((name.to_owned(), slot, constant));
        slot
    }

    fn lookup(&self, name: &str) -> Opt<(usize, bool)> {
        self.names
            .iter()
            .rev()
            .find(|(n, ..)| n == name)
            .map(|&(_, s, c)| (s, c))
    }

    /// The script function `name` taking `args` arguments: `Some(None)` when there is one
    /// that is not compiled.
    fn script_fn(&self, name: &str, args: usize) -> Opt<Opt<usize>> {
        let i = self
            .signatures
            .iter()
            .position(|(n, p)| n == name && *p == args)?;
        Some(self.ok.get(i).copied().unwrap_or(false).then_some(i))
    }

    /// Whether the script defines a function called `name` (with any parameters).
    fn shadows(&self, name: &str) -> bool {
        self.signatures.iter().any(|(n, _)| n == name)
    }

    fn block(&mut self, block: &StmtBlock) -> Opt<Code> {
        let mark = self.names.len();
        let code = self.stmts(block.statements());
        self.names.truncate(mark);
        code
    }

    fn stmts(&mut self, stmts: &[Stmt]) -> Opt<Code> {
        let mut codes = stmts
            .iter()
            .map(|s| self.stmt(s))
            .collect::<Opt<Vec<Code>>>()?;
        // Operations are counted per loop round and per call (what can repeat), not per
        // statement: a block without either runs once.
        Some(match codes.len() {
            0 => Box::new(|_| Ok(Val::Unit)),
            1 => codes.pop()?,
            2 => {
                let second = codes.pop()?;
                let first = codes.pop()?;
                Box::new(move |f| {
                    first(f)?;
                    second(f)
                })
            }
            _ => {
                let last = codes.pop()?;
                Box::new(move |f| {
                    for c in &codes {
                        c(f)?;
                    }
                    last(f)
                })
            }
        })
    }

    /// A condition: a comparison of two operands is made without a value in between.
    fn cond(&mut self, e: &Expr) -> Opt<Test> {
        if let Expr::FnCall(call, ..) = e
            && let ([a, b], Some(op)) = (&call.args[..], Op::from_symbol(&call.name))
            && matches!(op, Op::Eq | Op::Ne | Op::Lt | Op::Le | Op::Gt | Op::Ge)
            && let (Some(x), Some(y)) = (self.operand(a), self.operand(b))
            && self.script_fn(&call.name, 2).is_none()
        {
            return Some(Box::new(move |f| {
                if let (Some(i), Some(j)) = (x.int(f), y.int(f)) {
                    return Ok(match op {
                        Op::Eq => i == j,
                        Op::Ne => i != j,
                        Op::Lt => i < j,
                        Op::Le => i <= j,
                        Op::Gt => i > j,
                        _ => i >= j,
                    });
                }
                truth(&binary(f.m, op, x.val(f)?, y.val(f)?)?)
            }));
        }
        let code = self.expr(e)?;
        Some(Box::new(move |f| truth(&code(f)?)))
    }

    fn stmt(&mut self, stmt: &Stmt) -> Opt<Code> {
        match stmt {
            Stmt::Noop(..) => Some(Box::new(|_| Ok(Val::Unit))),
            Stmt::Expr(e) => self.expr(e),
            Stmt::FnCall(call, ..) => self.call(call),
            Stmt::Block(block) => self.block(block),
            Stmt::Var(x, flags, ..) => {
                let init = self.expr(&x.1)?;
                let slot = self.declare(&x.0.name, flags.intersects(ASTFlags::CONSTANT));
                Some(Box::new(move |f| {
                    let v = init(f)?;
                    *f.vars.get_mut(slot).ok_or(Flow::Fault(Fault::Fallback))? = v;
                    Ok(Val::Unit)
                }))
            }
            Stmt::Assignment(x) => {
                let (op, bin) = &**x;
                let op = match op.get_op_assignment_info() {
                    None => None,
                    Some((.., syntax)) => Some(Op::from_symbol(syntax)?),
                };
                self.assignment(op, &bin.lhs, &bin.rhs)
            }
            Stmt::If(fc, ..) => {
                let cond = self.cond(&fc.expr)?;
                let body = self.block(&fc.body)?;
                if fc.branch.is_empty() {
                    return Some(Box::new(
                        move |f| {
                            if cond(f)? { body(f) } else { Ok(Val::Unit) }
                        },
                    ));
                }
                let branch = self.block(&fc.branch)?;
                Some(Box::new(
                    move |f| {
                        if cond(f)? { body(f) } else { branch(f) }
                    },
                ))
            }
            Stmt::While(fc, ..) => {
                let endless = matches!(fc.expr, Expr::Unit(..));
                let cond: Test = if endless {
                    Box::new(|_| Ok(true))
                } else {
                    self.cond(&fc.expr)?
                };
                let body = self.block(&fc.body)?;
                Some(Box::new(move |f| {
                    loop {
                        f.m.tick()?;
                        if !cond(f)? {
                            return Ok(Val::Unit);
                        }
                        match body(f) {
                            Ok(_) | Err(Flow::Continue) => {}
                            Err(Flow::Break) => return Ok(Val::Unit),
                            Err(e) => return Err(e),
                        }
                    }
                }))
            }
            Stmt::Do(fc, flags, ..) => {
                let until = flags.intersects(ASTFlags::NEGATED);
                let body = self.block(&fc.body)?;
                let cond = self.cond(&fc.expr)?;
                Some(Box::new(move |f| {
                    loop {
                        f.m.tick()?;
                        match body(f) {
                            Ok(_) | Err(Flow::Continue) => {}
                            Err(Flow::Break) => return Ok(Val::Unit),
                            Err(e) => return Err(e),
                        }
                        if cond(f)? == until {
                            return Ok(Val::Unit);
                        }
                    }
                }))
            }
            Stmt::For(x, ..) => self.for_loop(
                &x.0.name,
                x.1.as_ref().map(|i| &*i.name),
                &x.2.expr,
                &x.2.body,
            ),
            Stmt::BreakLoop(None, flags, ..) => {
                let flow = flags.intersects(ASTFlags::BREAK);
                Some(Box::new(move |_| {
                    Err(if flow { Flow::Break } else { Flow::Continue })
                }))
            }
            Stmt::Return(value, flags, ..) if !flags.intersects(ASTFlags::BREAK) => match value {
                None => Some(Box::new(|_| Err(Flow::Return(Val::Unit)))),
                Some(e) => {
                    let e = self.expr(e)?;
                    Some(Box::new(move |f| Err(Flow::Return(e(f)?))))
                }
            },
            _ => None,
        }
    }

    fn for_loop(
        &mut self,
        var: &str,
        counter: Opt<&str>,
        over: &Expr,
        body: &StmtBlock,
    ) -> Opt<Code> {
        // A range `a..b` or `a..=b` is counted through; anything else must be an array.
        let range = match over {
            Expr::DynamicConstant(d, ..) => {
                let (a, b, inclusive) = if let Some(r) = d.read_lock::<std::ops::Range<i64>>() {
                    (r.start, r.end, false)
                } else if let Some(r) = d.read_lock::<std::ops::RangeInclusive<i64>>() {
                    (*r.start(), *r.end(), true)
                } else {
                    return None;
                };
                let (a, b): (Code, Code) = (
                    Box::new(move |_| Ok(Val::Int(a))),
                    Box::new(move |_| Ok(Val::Int(b))),
                );
                Some((a, b, inclusive, None))
            }
            Expr::FnCall(call, ..) if call.name == ".." || call.name == "..=" => {
                let [from, to] = &call.args[..] else {
                    return None;
                };
                Some((self.expr(from)?, self.expr(to)?, call.name == "..=", None))
            }
            // Rhai's `range(from, to)` is `from..to`; `range(from, to, step)` steps up or down.
            Expr::FnCall(call, ..) if call.name == "range" && !self.shadows("range") => {
                match &call.args[..] {
                    [from, to] => Some((self.expr(from)?, self.expr(to)?, false, None)),
                    [from, to, step] => Some((
                        self.expr(from)?,
                        self.expr(to)?,
                        false,
                        Some(self.expr(step)?),
                    )),
                    _ => return None,
                }
            }
            _ => None,
        };
        let array = match range {
            Some(_) => None,
            None => Some(self.expr(over)?),
        };
        let mark = self.names.len();
        let slot = self.declare(var, false);
        let count = counter.map(|c| self.declare(c, false));
        let body = self.block(body);
        self.names.truncate(mark);
        let body = body?;
        // One round: the variable (and counter) set, the body run; `Ok(false)` ends the loop.
        let round = move |f: &mut exec::Frame<'_>, v: Val, k: i64| -> Result<bool, Flow> {
            f.m.tick()?;
            *f.vars.get_mut(slot).ok_or(Flow::Fault(Fault::Fallback))? = v;
            if let Some(c) = count {
                *f.vars.get_mut(c).ok_or(Flow::Fault(Fault::Fallback))? = Val::Int(k);
            }
            match body(f) {
                Ok(_) | Err(Flow::Continue) => Ok(true),
                Err(Flow::Break) => Ok(false),
                Err(e) => Err(e),
            }
        };
        if let Some((from, to, _, Some(step))) = range {
            return Some(Box::new(move |f| {
                let (a, b, s) = (int(&from(f)?)?, int(&to(f)?)?, int(&step(f)?)?);
                if s == 0 {
                    return fallback();
                }
                let mut i = a;
                let mut k = 0i64;
                while (s > 0 && i < b) || (s < 0 && i > b) {
                    if !round(f, Val::Int(i), k)? {
                        break;
                    }
                    let Some(next) = i.checked_add(s) else {
                        break;
                    };
                    i = next;
                    k = k.wrapping_add(1);
                }
                Ok(Val::Unit)
            }));
        }
        if let Some((from, to, inclusive, None)) = range {
            return Some(Box::new(move |f| {
                let (a, b) = (int(&from(f)?)?, int(&to(f)?)?);
                let mut i = a;
                let mut k = 0i64;
                while i < b || (inclusive && i == b) {
                    if !round(f, Val::Int(i), k)? {
                        break;
                    }
                    if i == b {
                        break;
                    }
                    i += 1;
                    k = k.wrapping_add(1);
                }
                Ok(Val::Unit)
            }));
        }
        let array = array?;
        Some(Box::new(move |f| {
            let Val::Arr(items) = array(f)? else {
                return fallback();
            };
            for (k, v) in items.iter().enumerate() {
                if !round(f, v.clone(), i64::try_from(k).unwrap_or(i64::MAX))? {
                    break;
                }
            }
            Ok(Val::Unit)
        }))
    }

    fn assignment(&mut self, op: Opt<Op>, lhs: &Expr, rhs: &Expr) -> Opt<Code> {
        let rhs = self.expr(rhs)?;
        let (root, keys) = self.place_of(lhs)?;
        let (slot, constant) = self.lookup(root)?;
        if constant {
            return None;
        }
        if keys.len() > MAX_KEYS {
            return None;
        }
        if keys.is_empty() {
            // `v = x` and `v += x`: a variable, no index.
            return Some(Box::new(move |f| {
                let v = rhs(f)?;
                let m = f.m;
                let target = f.vars.get_mut(slot).ok_or(Flow::Fault(Fault::Fallback))?;
                match (op, &*target, &v) {
                    (None, ..) => {
                        *target = v;
                        return Ok(Val::Unit);
                    }
                    (Some(op), Val::Int(x), Val::Int(y)) => {
                        *target =
                            super::ops::ints(op, *x, *y).ok_or(Flow::Fault(Fault::Fallback))?;
                        return Ok(Val::Unit);
                    }
                    (Some(Op::Add), Val::Arr(_), _) => {
                        method(m, Method::Append, target, [v, Val::Unit])?;
                    }
                    (Some(op), ..) => {
                        let old = std::mem::replace(target, Val::Unit);
                        *target = binary(m, op, old, v)?;
                    }
                }
                m.size()?;
                exec::settle(f, slot, &[])?;
                Ok(Val::Unit)
            }));
        }
        if keys.len() == 1 && op != Some(Op::Add) {
            let key = keys.into_iter().next()?;
            // `v[k] = x` and `v[k] -= x`, the commonest.
            return Some(Box::new(move |f| {
                let v = rhs(f)?;
                let k = key(f)?;
                let m = f.m;
                let target = f.vars.get_mut(slot).ok_or(Flow::Fault(Fault::Fallback))?;
                let target = exec::index_mut(target, &k)?;
                let deeper = v.depth() > 0;
                match (op, &*target, &v) {
                    (None, ..) => *target = v,
                    (Some(op), Val::Int(x), Val::Int(y)) => {
                        *target =
                            super::ops::ints(op, *x, *y).ok_or(Flow::Fault(Fault::Fallback))?;
                    }
                    (Some(op), ..) => {
                        let old = std::mem::replace(target, Val::Unit);
                        *target = binary(m, op, old, v)?;
                    }
                }
                m.size()?;
                if deeper {
                    exec::settle(f, slot, std::slice::from_ref(&k))?;
                }
                Ok(Val::Unit)
            }));
        }
        Some(Box::new(move |f| {
            let v = rhs(f)?;
            let m = f.m;
            let (target, vals) = place(f, slot, &keys)?;
            match op {
                None => *target = v,
                Some(Op::Add) if matches!(target, Val::Arr(_)) => {
                    method(m, Method::Append, target, [v, Val::Unit])?;
                }
                Some(op) => {
                    let old = std::mem::replace(target, Val::Unit);
                    *target = binary(m, op, old, v)?;
                }
            }
            m.size()?;
            exec::settle(f, slot, vals.get(..keys.len()).unwrap_or_default())?;
            Ok(Val::Unit)
        }))
    }
}

//! The operators of a compiled script on integers and booleans (and `+`, `==` on arrays),
//! with Rhai's results: an overflow or a division by zero is Rhai's to report.

use super::exec::{Fault, Flow, Machine, Res, nest};
use super::value::Val;

/// A binary operator, by its symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Xor,
    Shl,
    Shr,
}

impl Op {
    pub(crate) fn from_symbol(s: &str) -> Option<Self> {
        Some(match s {
            "+" => Self::Add,
            "-" => Self::Sub,
            "*" => Self::Mul,
            "/" => Self::Div,
            "%" => Self::Rem,
            "==" => Self::Eq,
            "!=" => Self::Ne,
            "<" => Self::Lt,
            "<=" => Self::Le,
            ">" => Self::Gt,
            ">=" => Self::Ge,
            "&" => Self::And,
            "|" => Self::Or,
            "^" => Self::Xor,
            "<<" => Self::Shl,
            ">>" => Self::Shr,
            _ => return None,
        })
    }
}

fn shl(x: i64, y: i64) -> i64 {
    if y > i64::from(u32::MAX) {
        0
    } else if y < 0 {
        shr(x, y.checked_abs().unwrap_or(i64::MAX))
    } else {
        u32::try_from(y)
            .ok()
            .and_then(|y| x.checked_shl(y))
            .unwrap_or(0)
    }
}

fn shr(x: i64, y: i64) -> i64 {
    if y > i64::from(u32::MAX) {
        x.wrapping_shr(u32::MAX)
    } else if y < 0 {
        shl(x, y.checked_abs().unwrap_or(i64::MAX))
    } else {
        u32::try_from(y)
            .ok()
            .and_then(|y| x.checked_shr(y))
            .unwrap_or_else(|| x.wrapping_shr(u32::MAX))
    }
}

/// `x op y` for two integers; `None` where Rhai stops with an error (overflow, division by
/// zero).
#[inline]
pub(crate) fn ints(op: Op, x: i64, y: i64) -> Option<Val> {
    Some(match op {
        Op::Add => Val::Int(x.checked_add(y)?),
        Op::Sub => Val::Int(x.checked_sub(y)?),
        Op::Mul => Val::Int(x.checked_mul(y)?),
        Op::Div => Val::Int(x.checked_div(y)?),
        Op::Rem => Val::Int(x.checked_rem(y)?),
        Op::Eq => Val::Bool(x == y),
        Op::Ne => Val::Bool(x != y),
        Op::Lt => Val::Bool(x < y),
        Op::Le => Val::Bool(x <= y),
        Op::Gt => Val::Bool(x > y),
        Op::Ge => Val::Bool(x >= y),
        Op::And => Val::Int(x & y),
        Op::Or => Val::Int(x | y),
        Op::Xor => Val::Int(x ^ y),
        Op::Shl => Val::Int(shl(x, y)),
        Op::Shr => Val::Int(shr(x, y)),
    })
}

/// `a op b` as the script's operators give it; an overflow, a division by zero or types
/// the operator does not take fall back to Rhai (for its message).
pub(crate) fn binary(m: &Machine<'_>, op: Op, a: Val, b: Val) -> Res {
    let fallback = || Flow::Fault(Fault::Fallback);
    if let (Val::Int(x), Val::Int(y)) = (&a, &b) {
        return ints(op, *x, *y).ok_or_else(fallback);
    }
    match (op, a, b) {
        (Op::Eq, a, b) => Ok(Val::Bool(a.equals(&b))),
        (Op::Ne, a, b) => Ok(Val::Bool(!a.equals(&b))),
        (Op::And, Val::Bool(x), Val::Bool(y)) => Ok(Val::Bool(x & y)),
        (Op::Or, Val::Bool(x), Val::Bool(y)) => Ok(Val::Bool(x | y)),
        (Op::Xor, Val::Bool(x), Val::Bool(y)) => Ok(Val::Bool(x ^ y)),
        (Op::Add, Val::Arr(mut x), Val::Arr(y)) => {
            x.edit().extend(y.items());
            m.size()?;
            let x = Val::Arr(x);
            nest(&x)?;
            Ok(x)
        }
        _ => Err(fallback()),
    }
}

//! Random scripts of the language the compiled form takes, each run compiled and by Rhai's own
//! evaluator on a few positions: the same options or the same error, every time. The scripts
//! come from a small grammar and a fixed seed (the same ones on every run).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use grundy_host::custom::{Positions, Rules};
use grundy_script::Script;

/// A xorshift generator: the same scripts on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

/// An integer expression over the variables in scope.
fn int_expr(r: &mut Rng, vars: &[&str], depth: u32) -> String {
    if depth == 0 || r.below(3) == 0 {
        return match r.below(4) {
            0 => r.below(7).to_string(),
            1 => format!("-{}", r.below(3)),
            _ => r.pick(vars).to_owned(),
        };
    }
    let a = int_expr(r, vars, depth - 1);
    let b = int_expr(r, vars, depth - 1);
    match r.below(9) {
        0 => format!("p.len() + {a}"),
        1 => format!("p[{a} % 3]"),
        2 => format!("max({a}, {b})"),
        3 => format!("({a} {} {b})", r.pick(&["/", "%", "<<", ">>"])),
        _ => format!("({a} {} {b})", r.pick(&["+", "-", "*", "&", "|", "^"])),
    }
}

/// A condition over the variables in scope.
fn cond(r: &mut Rng, vars: &[&str]) -> String {
    let a = int_expr(r, vars, 2);
    let b = int_expr(r, vars, 1);
    let c = format!("{a} {} {b}", r.pick(&["<", "<=", ">", ">=", "==", "!="]));
    match r.below(4) {
        0 => format!("!({c})"),
        1 => format!("{c} && {} > 0", r.pick(vars)),
        _ => c,
    }
}

/// Statements that build `out`, a list of positions, from `p`.
fn stmts(r: &mut Rng, vars: &mut Vec<&'static str>, depth: u32) -> String {
    const NAMES: [&str; 4] = ["a", "b", "c", "d"];
    let mut s = String::new();
    for _ in 0..1 + r.below(3) {
        match r.below(if depth == 0 { 4 } else { 8 }) {
            0 => {
                let name = NAMES[vars.len() % NAMES.len()];
                let e = int_expr(r, vars, 2);
                s += &format!("let {name} = {e}; ");
                if !vars.contains(&name) {
                    vars.push(name);
                }
            }
            1 => s += &format!("let q = p; q.push({}); out.push(q); ", int_expr(r, vars, 2)),
            2 => {
                s += &format!(
                    "let q = p; if q.len() > 0 {{ q[{} % q.len()] = {}; }} out.push(q); ",
                    int_expr(r, vars, 1),
                    int_expr(r, vars, 1)
                )
            }
            3 => {
                s += &format!(
                    "out.push([{}, {}]); ",
                    int_expr(r, vars, 2),
                    int_expr(r, vars, 1)
                )
            }
            4 => {
                let inner = stmts(r, &mut vars.clone(), depth - 1);
                let other = stmts(r, &mut vars.clone(), depth - 1);
                s += &format!("if {} {{ {inner} }} else {{ {other} }} ", cond(r, vars));
            }
            5 => {
                let mut inner_vars = vars.clone();
                inner_vars.push("i");
                let inner = stmts(r, &mut inner_vars, depth - 1);
                s += &format!("for i in 0..{} {{ {inner} }} ", r.below(4));
            }
            6 => {
                let mut inner_vars = vars.clone();
                inner_vars.push("n");
                let inner = stmts(r, &mut inner_vars, depth - 1);
                s += &format!(
                    "for n in p {{ if n > {} {{ continue; }} {inner} }} ",
                    r.below(4)
                );
            }
            _ => s += &format!("if out.len() > {} {{ out.pop(); }} ", r.below(4)),
        }
    }
    s
}

fn script(r: &mut Rng) -> String {
    let mut vars = vec!["k"];
    let body = stmts(r, &mut vars, 2);
    format!(
        "fn helper(x) {{ if x > 3 {{ return x - 1; }} x * 2 }}\n\
         fn moves(p) {{ let out = []; let k = helper(p.len()); {body} out.filter(|q| q.len() < 6) }}"
    )
}

fn moves(script: &Script, position: &[u64]) -> Result<Vec<Vec<u64>>, String> {
    let mut out = Positions::default();
    script
        .rules()
        .moves(position, &mut out)
        .map(|()| out.iter().map(<[u64]>::to_vec).collect())
        .map_err(|e| e.to_string())
}

#[test]
fn random_scripts_give_what_rhai_gives() {
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let positions: [&[u64]; 5] = [&[], &[0], &[3], &[5, 1], &[2, 7, 4]];
    let mut compiled = 0;
    for _ in 0..1000 {
        let source = script(&mut r);
        let fast = Script::compile(&source).unwrap_or_else(|e| panic!("{source}\n{e}"));
        compiled += usize::from(fast.is_compiled());
        let slow = fast.interpreted();
        for p in positions {
            assert_eq!(
                moves(&fast, p),
                moves(&slow, p),
                "moves({p:?}) of\n{source}"
            );
        }
    }
    // The grammar stays within the compiled language: most scripts run compiled.
    assert!(compiled > 800, "only {compiled} of 1000 compiled");
}

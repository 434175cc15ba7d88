//! The compiled form of scripts against Rhai's own evaluator (`Script::interpreted`), call by
//! call: the same options, the same parts, the same errors.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use grundy_host::custom::{Positions, Rules, Solver};
use grundy_script::Script;

/// `moves` (and `parts`) of `source` at `position`, by `script`'s rules: the positions, or
/// the error's message.
fn call(script: &Script, which: &str, position: &[u64]) -> Result<Vec<Vec<u64>>, String> {
    let mut rules = script.rules();
    let mut out = Positions::default();
    let result = match which {
        "moves" => rules.moves(position, &mut out).map(|()| true),
        _ => rules.parts(position, &mut out),
    };
    result
        .map(|_| out.iter().map(<[u64]>::to_vec).collect())
        .map_err(|e| e.to_string())
}

/// Checks both functions of `source` at each of `positions`, compiled against interpreted;
/// `compiled` says whether the compiled form must be used at all.
fn same(source: &str, positions: &[&[u64]], compiled: bool) {
    let fast = Script::compile(source).unwrap();
    assert_eq!(fast.is_compiled(), compiled, "{source}");
    let slow = fast.interpreted();
    assert!(!slow.is_compiled());
    for p in positions {
        for which in ["moves", "parts"] {
            assert_eq!(
                call(&fast, which, p),
                call(&slow, which, p),
                "{which}({p:?}) of\n{source}"
            );
        }
    }
}

#[test]
fn plain_heap_games_give_the_same_options_and_parts() {
    let parts = "fn parts(p) { let out = []; for n in p { if n > 0 { out.push([n]); } } out }";
    let games = [
        "fn moves(p) { let out = []; for i in 0..p.len() { let n = p[i]; \
         for a in 1..(n + 1) / 2 { let q = p; q[i] = a; q.push(n - a); out.push(q); } } out }",
        "fn moves(p) { let out = []; for i in 0..p.len() { let n = p[i]; \
         for k in 1..=n { let q = p; q[i] = n - k; out.push(q); } \
         for a in 1..=n / 2 { let q = p; q[i] = a; q.push(n - a); out.push(q); } } out }",
        "fn moves(p) { let out = []; for i in 0..p.len() { let k = 1; \
         while k * k <= p[i] { let q = p; q[i] -= k * k; out.push(q); k += 1; } } out }",
    ];
    let positions: [&[u64]; 6] = [&[], &[0], &[1], &[7], &[3, 4], &[10, 0, 5]];
    for g in games {
        same(&format!("{g}\n{parts}"), &positions, true);
        same(g, &positions, true);
    }
}

/// Scripts using every construct the compiled form takes; each `moves` returns positions
/// built from `p` so that a wrong step shows in the options.
const CONSTRUCTS: &[&str] = &[
    // while, break, continue, op-assignments, % and /
    "fn moves(p) { let out = []; let i = 0; while true { if i >= p.len() { break; } \
     let n = p[i]; i += 1; if n % 2 == 1 { continue; } let q = p; q[i - 1] = n / 2; out.push(q); } out }",
    // loop, do-until, do-while, nested ifs as values
    "fn moves(p) { let out = []; let k = 0; loop { k += 1; if k > 3 { break; } } \
     do { k -= 1; } until k <= 0; do { k += 2; } while k < 5; \
     let x = if p.len() > 1 { p[1] } else if p.len() == 1 { p[0] } else { 0 }; \
     out.push([x, k]); out }",
    // helper functions, recursion, return, call style, len(), max/min/abs
    "fn half(n) { if n < 2 { return 0; } 1 + half(n / 2) }\n\
     fn moves(p) { let out = []; for n in p { let q = []; push(q, half(n)); \
     push(q, max(n, 3)); push(q, min(n, 3)); q.push(abs(-n)); out.push(q); } \
     out.push([len(p)]); out }",
    // negative indexes, insert, remove, pad, truncate, reverse, sort, contains, index_of
    "fn moves(p) { let q = p; q.insert(0, 9); q.insert(-1, 8); q.insert(100, 7); \
     let r = q; r.remove(-1); r.remove(100); let s = r; s.pad(6, 1); s.truncate(5); \
     s.reverse(); let t = s; t.sort(); \
     let c = if t.contains(9) { 1 } else { 0 }; \
     [q, r, s, t, [c, t.index_of(8) + 1, t.index_of(77) + 1], [q[-1], q[-2]]] }",
    // append and += on arrays, + of arrays, == of arrays, booleans, bit operators
    "fn moves(p) { let a = p; a.append([1, 2]); let b = p; b += [3]; b += 4; \
     let c = a + b; let same = if a == p || c != c { 1 } else { 0 }; \
     let bits = []; for n in p { bits.push(((n << 2) >> 1) ^ 5 | 1 & 3); } \
     let t = !(p.len() > 2) && true || false; \
     [a, b, c, [same, if t { 1 } else { 0 }], bits] }",
    // counters, inclusive ranges, nested index assignment, method on an element
    "fn moves(p) { let out = []; for (n, i) in p { for a in 0..=n { if a > 3 { break; } \
     out.push([i, a]); } } if out.len() > 0 { out[0][1] = 7; out[0].push(5); out[-1][0] += 2; } \
     const K = 2; out.push([K]); out }",
    // range(from, to) and range(from, to, step), up and down
    "fn moves(p) { let out = []; for n in p { let q = []; for i in range(0, n) { q.push(i); } \
     for i in range(n, 0, -2) { q.push(i); } for i in range(1, n + 1, 3) { q.push(i * 10); } \
     out.push(q); } out }",
    // map and filter with closures that capture nothing, by element and by element and index
    "fn moves(p) { let a = p.filter(|n| n > 1).map(|n| [n]); \
     let b = p.map(|n, i| n * 10 + i); let c = p.filter(|n, i| i % 2 == 0); a + [b, c] }",
    // is_empty, pop, clear
    "fn moves(p) { let q = p; let last = q.pop(); let e = []; e.pop(); \
     let f = if q.is_empty() { [1] } else { [0] }; let g = p; g.clear(); \
     [q, f, g, [if last == () { 0 } else { last }]] }",
];

#[test]
fn every_construct_gives_what_rhai_gives() {
    let positions: [&[u64]; 8] = [
        &[],
        &[0],
        &[1],
        &[2],
        &[7],
        &[3, 4],
        &[10, 0, 5],
        &[6, 6, 1, 2],
    ];
    for source in CONSTRUCTS {
        same(source, &positions, true);
    }
}

#[test]
fn errors_are_rhais_own() {
    // Each fails at some positions: the compiled form hands the call to Rhai, whose
    // message stands.
    let failing = [
        "fn moves(p) { [[p[3]]] }",
        "fn moves(p) { [[p[0] - 5]] }",
        "fn moves(p) { [[9223372036854775807 + p[0]]] }",
        "fn moves(p) { [[10 / p[0]]] }",
        "fn moves(p) { [[10 % p[0]]] }",
        "fn moves(p) { if p[0] { [] } else { [] } }",
        "fn moves(p) { [[p + 1]] }",
        "fn moves(p) { let x = p[0]; x.push(1); [] }",
        "fn moves(p) { [p, 1] }",
        "fn moves(p) { p }",
        "fn moves(p) { [[true]] }",
        "fn moves(p) { [[p[0] < [1]]] }",
        "fn moves(p) { let q = [1, [2]]; q.sort(); [] }",
        "fn moves(p) { [[-9223372036854775807 - 1 - p[0]]] }",
    ];
    let positions: [&[u64]; 4] = [&[0], &[1], &[5, 2], &[9223372036854775807]];
    for source in failing {
        same(source, &positions, true);
    }
}

#[test]
fn what_is_not_compiled_runs_in_rhai() {
    // Strings, closures, maps and `switch` are left to Rhai: the script works, slower.
    let others = [
        "fn moves(p) { let s = \"a\"; [[s.len()]] }",
        "fn moves(p) { let k = 1; [p.map(|n| n + k)] }",
        "fn moves(p) { let m = #{a: 1}; [[m.a]] }",
        "fn moves(p) { switch p.len() { 0 => [], _ => [[0]] } }",
        "fn f(n) { n.to_string() }\nfn moves(p) { [[f(1).len()]] }",
    ];
    for source in others {
        same(source, &[&[1], &[2, 3]], false);
    }
    // `name` is a string: it runs in Rhai while `moves` and `parts` are compiled.
    let named = "fn name() { \"x\" }\nfn moves(p) { [] }\nfn parts(p) { heaps(p) }";
    assert!(Script::compile(named).unwrap().is_compiled());
}

#[test]
fn a_solve_gives_the_same_values_compiled_and_interpreted() {
    let source = "fn moves(p) { let out = []; for i in 0..p.len() { let n = p[i]; \
                  for take in 1..=2 { for left in 0..=n - take { let right = n - take - left; \
                  if left <= right { let q = p; q[i] = left; q.push(right); out.push(q); } } } } out }\n\
                  fn parts(p) { let out = []; for n in p { if n > 0 { out.push([n]); } } out }";
    let fast = Script::compile(source).unwrap();
    let slow = fast.interpreted();
    let heaps: Vec<Vec<u64>> = (0..40).map(|n| vec![n]).collect();
    let heaps: Vec<&[u64]> = heaps.iter().map(Vec::as_slice).collect();
    let a = Solver::new(fast.rules()).values(&heaps).unwrap();
    let b = Solver::new(slow.rules()).values(&heaps).unwrap();
    assert_eq!(a, b);
    // Kayles (OEIS A002186): 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, …
    let want = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
    for (v, w) in a.iter().zip(want) {
        assert_eq!(*v, grundy_host::custom::Value::Finite(w));
    }
}

#[test]
fn hostile_scripts_are_stopped_in_the_compiled_form_too() {
    use std::time::{Duration, Instant};
    // Each is compiled; each runs into a limit: operations, nesting, or the elements alive
    // (then Rhai runs the call again and stops it under its own limit, or its clock).
    let cases = [
        ("fn moves(p) { let a = []; loop { a.push(p); } }", "stopped"),
        (
            "fn moves(p) { let a = [1]; loop { a = [a, a]; } }",
            "stopped",
        ),
        (
            "fn moves(p) { let a = []; a.pad(2000000, p); [] }",
            "size limit",
        ),
        (
            "fn moves(p) { let n = 0; while true { n += 1; } }",
            "operations",
        ),
        (
            "fn f(a) { f([a]) }\nfn moves(p) { f(p) }",
            "nested more than 64",
        ),
        (
            "fn moves(p) { let a = []; loop { a = [a]; } }",
            "arrays nested more than 64",
        ),
        (
            "fn moves(p) { let a = [[0]]; loop { a[0] = a; } }",
            "arrays nested more than 64",
        ),
        (
            "fn moves(p) { let a = [[]]; loop { a[0].push(a); } }",
            "arrays nested more than 64",
        ),
    ];
    for (source, want) in cases {
        let script = Script::compile(source).unwrap();
        assert!(script.is_compiled(), "{source}");
        let start = Instant::now();
        let e = call(&script, "moves", &[1, 2]).unwrap_err();
        assert!(e.contains(want), "{source}: {e}");
        assert!(start.elapsed() < Duration::from_secs(20), "{source}: {e}");
    }
}

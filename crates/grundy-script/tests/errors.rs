//! Bad scripts: every failure is one line that says what and where — a syntax error's line
//! and column, a missing function, a runtime error, a limit (operations, nesting, sizes,
//! time), a result that is not an array of positions with what it was — and the recognised
//! `fn parts(p) { heaps(p) }` answers exactly what the script would.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::num::NonZeroU64;
use std::time::{Duration, Instant};

use grundy_host::custom::{Positions, Rules, SolveError, Solver, Value};
use grundy_script::{Limits, Script, ScriptError};

/// The error of compiling `source`, as text.
fn compile_error(source: &str) -> String {
    Script::compile(source).unwrap_err().to_string()
}

/// The error of valuing `position` under `source`, as the solver says it.
fn solve_error(source: &str, position: &[u64]) -> String {
    let script = Script::compile(source).unwrap();
    let e = Solver::new(script.rules()).value(position).unwrap_err();
    let text = e.to_string();
    assert!(!text.contains('\n'), "{text}");
    text
}

#[test]
fn syntax_errors_name_the_line_and_column() {
    let e = Script::compile("fn moves(p) {\n    let x = ;\n}\n").unwrap_err();
    assert!(
        matches!(
            e,
            ScriptError::Syntax {
                line: 2,
                column: 13,
                ..
            }
        ),
        "{e:?}"
    );
    assert_eq!(
        e.to_string(),
        "line 2, column 13: syntax error: unexpected ';'"
    );
    let e = compile_error("fn moves(p) { [[1]] }\nfn name() { \"x\" ");
    assert!(e.starts_with("line 2, column "), "{e}");
    // An undefined variable is caught when compiling (strict variables).
    let e = compile_error("fn moves(p) {\n  [[q]]\n}");
    assert_eq!(e, "line 2, column 5: syntax error: undefined variable: q");
    // `import` and `eval` do not exist.
    assert!(compile_error("import \"x\" as y;\nfn moves(p) { [] }").starts_with("line 1"));
    assert!(compile_error("fn moves(p) { eval(\"[]\") }").contains("eval"));
}

#[test]
fn the_contract_is_checked_when_compiling() {
    assert_eq!(
        compile_error("fn move(p) { [] }"),
        "the script has no fn moves(p): the options of position p"
    );
    assert_eq!(
        compile_error("fn moves(a, b) { [] }"),
        "moves must be written fn moves(p), with one parameter: the position"
    );
    assert_eq!(
        compile_error("fn moves(p) { [] }\nfn parts() { [] }"),
        "parts must be written fn parts(p), with one parameter: the position"
    );
    assert_eq!(
        compile_error("fn moves(p) { [] }\nfn name(x) { \"\" }"),
        "name must be written fn name(), without parameters"
    );
    let script = Script::compile("fn moves(p) { [] }").unwrap();
    assert!(!script.has_parts());
}

#[test]
fn runtime_errors_name_the_call_the_position_and_the_place() {
    assert_eq!(
        solve_error("fn moves(p) {\n  p[7]\n}", &[3]),
        "moves([3]): line 2, column 5: array index 7 out of bounds: only 1 element in array"
    );
    let e = solve_error(
        "fn helper(n) {\n  throw \"no \\u001b[31m\\nway\";\n}\nfn moves(p) { helper(p[0]) }",
        &[5],
    );
    assert!(
        e.starts_with("moves([5]): line 2, column 3: runtime error: no \\u{1b}[31m"),
        "{e}"
    );
    assert!(e.ends_with("(in helper())"), "{e}");
    let e = solve_error("fn moves(p) { [] }\nfn parts(p) { p.nothing() }", &[1, 2]);
    assert!(e.starts_with("parts([1, 2]): line 2, column "), "{e}");
}

#[test]
fn limits_stop_endless_loops_recursion_and_growth_quickly() {
    let cases = [
        (
            "fn moves(p) { loop { } }",
            "stopped after 20000000 operations (an endless loop?)",
        ),
        (
            "fn f(n) { f(n + 1) }\nfn moves(p) { f(0) }",
            "stopped: calls nested more than 64 deep (endless recursion?)",
        ),
        (
            "fn moves(p) { let a = [1]; loop { a += a; } }",
            "stopped: an array grew past 1048576 elements (the script's size limit)",
        ),
        (
            "fn moves(p) { let s = \"x\"; loop { s += s; } }",
            "stopped: a string grew past 1048576 bytes (the script's size limit)",
        ),
        (
            "fn moves(p) { let a = []; a.pad(1000000000, 0); [a] }",
            "stopped: an array grew past 1048576 elements (the script's size limit)",
        ),
        (
            "fn moves(p) { let b = blob(1000000000); [] }",
            "stopped: an array grew past 1048576 elements (the script's size limit)",
        ),
    ];
    for (source, want) in cases {
        let start = Instant::now();
        let e = solve_error(source, &[0]);
        assert!(e.starts_with("moves([0]): "), "{e}");
        assert!(e.ends_with(want), "{source}: {e}");
        assert!(start.elapsed() < Duration::from_secs(30), "{source}");
    }
}

#[test]
fn a_call_that_runs_too_long_is_stopped_by_the_clock() {
    let limits = Limits {
        operations: NonZeroU64::new(u64::MAX).unwrap(),
        time: Duration::from_millis(200),
        ..Limits::default()
    };
    let script = Script::compile_with("fn moves(p) { loop { } }", limits).unwrap();
    let start = Instant::now();
    let e = Solver::new(script.rules()).value(&[1]).unwrap_err();
    assert_eq!(e.to_string(), "moves([1]): stopped after running for 0.2 s");
    assert!(start.elapsed() < Duration::from_secs(10));
}

#[test]
fn sleep_is_refused_rather_than_escaping_the_clock() {
    // Rhai's own sleep() waits without counting operations; a script may not call it.
    for source in [
        "fn moves(p) { sleep(5); [] }",
        "fn moves(p) { sleep(5.0); [] }",
    ] {
        let start = Instant::now();
        let e = solve_error(source, &[1]);
        assert!(e.contains("sleep() is not available"), "{e}");
        assert!(
            start.elapsed() < Duration::from_secs(2),
            "{:?}",
            start.elapsed()
        );
    }
}

#[test]
fn results_that_are_not_arrays_of_positions_say_what_they_were() {
    let cases = [
        (
            "fn moves(p) { 5 }",
            "moves([0]): returned 5: expected an array of positions (arrays of non-negative integers), not a value of type i64",
        ),
        (
            "fn moves(p) { [1, 2] }",
            "moves([0]): returned [1, 2]: item 1 is 1 (of type i64), not a position (an array of non-negative integers)",
        ),
        (
            "fn moves(p) { [[1, -2]] }",
            "moves([0]): returned [[1, -2]]: position 1 holds -2 at index 1: positions are arrays of non-negative integers",
        ),
        (
            "fn moves(p) { [[], [1.5]] }",
            "moves([0]): returned [[], [1.5]]: position 2 holds 1.5 (of type f64) at index 0: positions are arrays of non-negative integers",
        ),
        (
            "fn moves(p) { \"a\\nb\" }",
            "moves([0]): returned \"a\\nb\": expected an array of positions (arrays of non-negative integers), not a value of type string",
        ),
        (
            "fn moves(p) { [] }\nfn parts(p) { [[p]] }",
            "parts([0]): returned [[[0]]]: position 1 holds [0] (of type array) at index 0: positions are arrays of non-negative integers",
        ),
    ];
    for (source, want) in cases {
        assert_eq!(solve_error(source, &[0]), want);
    }
    // A bad option deep in the game names the position it was returned for.
    let e = solve_error(
        "fn moves(p) { if p[0] == 3 { [[1, \"a\"]] } else if p[0] > 0 { [[p[0] - 1]] } else { [] } }",
        &[9],
    );
    assert!(
        e.starts_with("moves([3]): returned [[1, \\\"a\\\"]]: position 1 holds \"a\""),
        "{e}"
    );
    // A long result is cut.
    let e = solve_error("fn moves(p) { let a = []; a.pad(300, -1); [a] }", &[0]);
    assert!(e.contains("…"), "{e}");
    assert!(e.len() < 300, "{e}");
}

#[test]
fn names_must_be_strings_and_are_shown_on_one_line() {
    let script = Script::compile("fn moves(p) { [] }\nfn name() { 7 }").unwrap();
    let e = Solver::new(script.rules()).name().unwrap_err();
    assert_eq!(
        e.to_string(),
        "name(): returned a value of type i64: name() must return a string"
    );
    let script = Script::compile("fn moves(p) { [] }\nfn name() { \"two\\nlines\" }").unwrap();
    assert_eq!(
        Solver::new(script.rules()).name().unwrap().as_deref(),
        Some("two\\nlines")
    );
}

#[test]
fn numbers_past_a_scripts_integer_are_refused() {
    let script = Script::compile("fn moves(p) { [] }").unwrap();
    let mut rules = script.rules();
    let e = rules.moves(&[u64::MAX], &mut Positions::new()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the number 18446744073709551615 does not fit a script's integer (at most 9223372036854775807)"
    );
}

#[test]
fn a_budget_exceeded_says_how_far_the_search_got() {
    let script = Script::compile("fn moves(p) { [[p[0] + 1]] }").unwrap();
    let e = Solver::new(script.rules())
        .with_budget(500)
        .value(&[0])
        .unwrap_err();
    assert_eq!(
        e,
        SolveError::Budget {
            budget: 500,
            explored: 501
        }
    );
}

const GRUNDY_MOVES: &str = "fn moves(p) {
    let out = [];
    for i in 0..p.len() {
        let n = p[i];
        for a in 1..(n + 1) / 2 {
            let q = p;
            q[i] = a;
            q.push(n - a);
            out.push(q);
        }
    }
    out
}
";

#[test]
fn heaps_as_parts_is_recognised_exactly_and_answers_as_the_script_would() {
    let recognised = [
        "fn parts(p) { heaps(p) }",
        "fn parts(heap_list) {\n    // each heap alone\n    heaps(heap_list)\n}",
    ];
    let not = [
        "fn parts(p) { heaps(p) + [] }",
        "fn parts(p) { let x = heaps(p); x }",
        "fn parts(p) { heaps([1]) }",
        "fn parts(p) { heaps(p); heaps(p) }",
        "fn parts(p) { heaps(p) }\nfn heaps(p) { [p] }",
    ];
    for parts in recognised {
        let script = Script::compile(&format!("{GRUNDY_MOVES}{parts}")).unwrap();
        assert!(script.parts_are_heaps(), "{parts}");
    }
    for parts in not {
        let script = Script::compile(&format!("{GRUNDY_MOVES}{parts}")).unwrap();
        assert!(!script.parts_are_heaps(), "{parts}");
    }
    // The same answers with and without the shortcut.
    let fast = Script::compile(&format!("{GRUNDY_MOVES}{}", recognised[0])).unwrap();
    let slow = Script::compile(&format!("{GRUNDY_MOVES}{}", not[1])).unwrap();
    let roots: Vec<Vec<u64>> = (0..=120).map(|n| vec![n]).collect();
    let refs: Vec<&[u64]> = roots.iter().map(Vec::as_slice).collect();
    let a = Solver::new(fast.rules()).values(&refs).unwrap();
    let b = Solver::new(slow.rules()).values(&refs).unwrap();
    assert_eq!(a, b);
    assert_eq!(a[18], Value::Finite(4));
    for p in [vec![0, 3, 0, 5], vec![], vec![7]] {
        let (mut x, mut y) = (Positions::new(), Positions::new());
        fast.rules().parts(&p, &mut x).unwrap();
        slow.rules().parts(&p, &mut y).unwrap();
        assert_eq!(x, y, "{p:?}");
    }
}

#[test]
fn several_threads_share_one_compiled_script() {
    let script = Script::compile(&format!("{GRUNDY_MOVES}fn parts(p) {{ heaps(p) }}")).unwrap();
    let roots: Vec<Vec<u64>> = (0..=300).map(|n| vec![n]).collect();
    let refs: Vec<&[u64]> = roots.iter().map(Vec::as_slice).collect();
    let one = Solver::new(script.rules()).values(&refs).unwrap();
    let two = Solver::new(script.rules())
        .with_workers(2)
        .values(&refs)
        .unwrap();
    assert_eq!(one, two);
    // A failure on another thread comes back the same way.
    let bad = Script::compile("fn moves(p) { if p[0] == 250 { 1 } else { [] } }").unwrap();
    let e = Solver::new(bad.rules())
        .with_workers(2)
        .values(&refs)
        .unwrap_err();
    assert!(
        e.to_string().starts_with("moves([250]): returned 1: "),
        "{e}"
    );
}

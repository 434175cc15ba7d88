//! `grundy stress` against programs written for the test (apps/cli/tests/wrong/): each
//! deliberately wrong solution is found, and the input reported is checked here — its
//! expected output against rules written in this file, its received output against a new
//! run of the wrong program; a correct solution passes; programs that hang, crash, exit
//! non-zero, flood their output or leave a child behind are stopped and reported.
//!
//! Needs g++ and python3 (installed by .ci/install.sh).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;
mod contest;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use common::{Run, grundy};
use contest::{answer, lower, numbers, program, python, run_directly};

/// `grundy stress PROBLEM ARGS -- PROGRAM`.
fn stress(problem: &str, args: &[&str], program: &[String]) -> Run {
    let mut all: Vec<&str> = vec!["stress", problem];
    all.extend(args);
    all.push("--");
    all.extend(program.iter().map(String::as_str));
    grundy(&all, b"")
}

/// A report's parts: its first line, then the sections `--- name ---`.
struct Report {
    head: String,
    input: String,
    expected: String,
    received: Option<String>,
}

fn report(stdout: &str) -> Report {
    let mut parts = stdout.split("--- ");
    let head = parts.next().unwrap().trim().to_owned();
    let section = |name: &str| {
        stdout
            .split(&format!("--- {name} ---\n"))
            .nth(1)
            .map(|rest| {
                rest.split("\n--- ")
                    .next()
                    .unwrap()
                    .split("\n(")
                    .next()
                    .unwrap()
                    .to_owned()
                    + "\n"
            })
    };
    Report {
        head,
        input: section("input").unwrap(),
        expected: section("expected").unwrap(),
        received: section("received"),
    }
}

/// Stresses `problem` with the wrong `name` and checks the report: exit 1, the failure
/// named, the input small, its expected output right by the rules here, the received one
/// what the program gives.
#[track_caller]
fn found(problem: &str, name: &str, args: &[&str], verdict: &str) -> Report {
    found_within(problem, name, args, verdict, 8)
}

/// [`found`], the input shrunk to at most `most` numbers.
#[track_caller]
fn found_within(problem: &str, name: &str, args: &[&str], verdict: &str, most: usize) -> Report {
    let program = program(name);
    let mut all = vec!["--seed", "1", "--cases", "40", "--time-limit", "5000"];
    all.extend(args);
    let r = stress(problem, &all, &program);
    assert_eq!(
        r.code,
        Some(1),
        "{problem} {name}: {}\n{}",
        r.stdout,
        r.stderr
    );
    assert_eq!(
        r.stderr.lines().last().unwrap(),
        format!("grundy: stress: {problem}: {verdict} (seed 1)")
    );
    let rep = report(&r.stdout);
    assert!(
        rep.head
            .starts_with(&format!("{problem}: {verdict} on input ")),
        "{}",
        rep.head
    );
    if let Some(want) = answer(problem, &rep.input) {
        assert_eq!(rep.expected, want, "{problem} {name}: {}", rep.input);
    }
    let (stdout, ok) = run_directly(&program, &rep.input);
    match verdict {
        "wrong answer" => {
            assert!(ok);
            assert_eq!(
                stdout.split_whitespace().collect::<Vec<_>>(),
                rep.received
                    .as_deref()
                    .unwrap()
                    .split_whitespace()
                    .collect::<Vec<_>>()
            );
            assert_ne!(
                stdout.split_whitespace().collect::<Vec<_>>(),
                rep.expected.split_whitespace().collect::<Vec<_>>()
            );
        }
        "runtime error" => assert!(!ok),
        _ => {}
    }
    // Shrunk: a handful of numbers at most.
    assert!(
        numbers(&rep.input).len() <= most,
        "{problem} {name}: not shrunk: {}",
        rep.input
    );
    rep
}

#[test]
fn bash_off_by_one_is_found() {
    let rep = found("51nod-1066", "bash_off_by_one.py", &[], "wrong answer");
    assert_eq!(numbers(&rep.input)[0], 1);
}

#[test]
fn bash_overflowing_k_plus_1_is_found() {
    let rep = found("51nod-1066", "bash_overflow.cpp", &[], "runtime error");
    assert_eq!(numbers(&rep.input)[2], u64::MAX);
}

#[test]
fn float_wythoff_is_found_near_2_to_53() {
    // Within 10^17, where a double's floor(k phi) goes wrong from 2^53 on.
    let rep = found(
        "51nod-1072",
        "wythoff_float.cpp",
        &["--max", "100000000000000000"],
        "wrong answer",
    );
    let n = numbers(&rep.input);
    assert!(n[1].max(n[2]) > 1 << 52, "{:?}", n);
}

#[test]
fn long_double_wythoff_is_found_at_fibonacci_differences() {
    // Below 4·10^18, where k·phi converts to 64 bits without overflow: the long double's
    // rounding goes wrong where k·phi is closest to an integer, k a Fibonacci number.
    let args = ["--max", "4000000000000000000"];
    let rep = found(
        "51nod-1072",
        "wythoff_long_double.cpp",
        &args,
        "wrong answer",
    );
    let n = numbers(&rep.input);
    let k = n[1].abs_diff(n[2]);
    let (mut f, mut g) = (1u64, 2u64);
    while f < k {
        (f, g) = (g, f + g);
    }
    assert_eq!(f, k, "{k} is a Fibonacci number");
}

#[test]
fn overflowing_5k2_wythoff_is_found() {
    let rep = found("51nod-1072", "wythoff_square.cpp", &[], "wrong answer");
    let n = numbers(&rep.input);
    assert!(n[1].abs_diff(n[2]) >= 1_920_767_767, "{:?}", n);
}

#[test]
fn misere_nim_is_found() {
    found("51nod-1069", "nim_misere.py", &[], "wrong answer");
    // Within the statement (n >= 1 and piles >= 1) it is found too.
    let rep = found(
        "51nod-1069",
        "nim_misere.py",
        &["--statement"],
        "wrong answer",
    );
    assert!(
        numbers(&rep.input)[1..].iter().all(|&p| p == 1),
        "{}",
        rep.input
    );
}

#[test]
fn piles_read_into_int_are_found() {
    let rep = found("acwing-891", "nim_int.cpp", &[], "wrong answer");
    assert!(
        numbers(&rep.input)[1..]
            .iter()
            .any(|&p| p > i32::MAX as u64)
    );
}

#[test]
fn staircase_parity_mixed_up_is_found() {
    found("acwing-892", "staircase_even.py", &[], "wrong answer");
}

#[test]
fn set_nim_mex_below_a_bound_is_found() {
    // Within the statement: heaps up to 10^4, which this solution's table reaches.
    let args = ["--statement", "--max-count", "6"];
    let rep = found_within("acwing-893", "setnim_mex.py", &args, "wrong answer", 10);
    let n = numbers(&rep.input);
    assert!(n[0] >= 4, "values of 4 need 4 moves: {}", rep.input);
}

#[test]
fn set_nim_memo_of_the_statement_size_is_found() {
    let rep = found("acwing-893", "setnim_memo.py", &[], "runtime error");
    assert!(
        numbers(&rep.input).iter().any(|&h| h >= 10_010),
        "{}",
        rep.input
    );
}

#[test]
fn split_nim_memo_of_the_statement_size_is_found() {
    let rep = found("acwing-894", "split_memo.py", &[], "runtime error");
    assert_eq!(
        numbers(&rep.input),
        [1, 110],
        "shrunk to the first pile past the memo"
    );
}

#[test]
fn a_correct_solution_passes() {
    let program = program("correct.py");
    for problem in [
        "51nod-1066",
        "51nod-1072",
        "51nod-1069",
        "acwing-891",
        "acwing-892",
        "acwing-893",
        "acwing-894",
    ] {
        let mut cmd = program.clone();
        cmd.push(problem.to_owned());
        let r = stress(
            problem,
            &["--seed", "5", "--cases", "15", "--time-limit", "10000"],
            &cmd,
        );
        assert_eq!(r.code, Some(0), "{problem}: {}\n{}", r.stdout, r.stderr);
        assert!(r.stdout.starts_with("OK: "), "{}", r.stdout);
        assert!(
            r.stderr
                .starts_with(&format!("stress: {problem}, seed 5: 15 random inputs"))
        );
    }
}

/// A program that misbehaves is stopped and reported within the time limit, without
/// waiting for what it started.
#[track_caller]
fn stopped(name: &str, verdict: &str, detail: &str) {
    let program = program(name);
    let start = Instant::now();
    let r = stress(
        "acwing-891",
        &[
            "--seed",
            "2",
            "--cases",
            "3",
            "--time-limit",
            "300",
            "--output-limit",
            "64K",
        ],
        &program,
    );
    let took = start.elapsed();
    assert!(took < Duration::from_secs(20), "{name}: {took:?}");
    assert_eq!(r.code, Some(1), "{name}: {}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .starts_with(&format!("acwing-891: {verdict} on input 1")),
        "{name}: {}",
        r.stdout
    );
    assert!(r.stdout.contains(detail), "{name}: {}", r.stdout);
}

#[test]
fn hangs_crashes_and_floods_are_stopped() {
    stopped("hang.sh", "time limit exceeded", "the time limit is 300 ms");
    stopped("busy.sh", "time limit exceeded", "the time limit is 300 ms");
    stopped(
        "crash.sh",
        "runtime error",
        "(killed by signal 11 (SIGSEGV))",
    );
    stopped("exit3.sh", "runtime error", "(exit status 3)");
    stopped("flood.sh", "output limit exceeded", "more than 65536 bytes");
    stopped("orphan.sh", "wrong answer", "--- received ---\nYes\n");
    // What they started was killed with them.
    let ps = Command::new("ps").args(["-eo", "args"]).output().unwrap();
    assert!(
        !String::from_utf8_lossy(&ps.stdout)
            .lines()
            .any(|l| l.trim() == "sleep 7261")
    );
}

/// A script's game, with the positions and answers of the user's choice.
#[test]
fn a_script_game_is_stressed_with_its_convention() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("stress-script");
    std::fs::create_dir_all(&dir).unwrap();
    let script =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/scripts/builtin/wythoff.rhai");
    let script = script.display().to_string();
    // Wythoff's game by the exact rule, and a wrong one (a P-position when a == b).
    let good = dir.join("good.py");
    std::fs::write(&good, "import sys, math\nd = sys.stdin.read().split()\nfor i in range(int(d[0])):\n    a, b = sorted(map(int, d[1 + 2 * i:3 + 2 * i]))\n    k = b - a\n    print('Second' if (k + math.isqrt(5 * k * k)) // 2 == a else 'First')\n").unwrap();
    let bad = dir.join("bad.py");
    std::fs::write(&bad, "import sys\nd = sys.stdin.read().split()\nfor i in range(int(d[0])):\n    a, b = map(int, d[1 + 2 * i:3 + 2 * i])\n    print('Second' if a == b else 'First')\n").unwrap();
    let args = [
        "--numbers",
        "2",
        "--win",
        "First",
        "--lose",
        "Second",
        "--seed",
        "3",
        "--cases",
        "30",
    ];
    let run = |file: &Path| {
        let mut all = vec!["stress", "script", &script];
        all.extend(args);
        let py = python().to_owned();
        let f = file.display().to_string();
        all.extend(["--", &py, "-S", &f]);
        grundy(&all, b"")
    };
    let r = run(&good);
    assert_eq!(r.code, Some(0), "{}\n{}", r.stdout, r.stderr);
    let r = run(&bad);
    assert_eq!(r.code, Some(1), "{}\n{}", r.stdout, r.stderr);
    let rep = report(&r.stdout);
    let n = numbers(&rep.input);
    assert_eq!(n.len(), 3, "one position of two numbers: {}", rep.input);
    // The expected word by the exact rule.
    let (a, b) = (n[1].min(n[2]), n[1].max(n[2]));
    let p = lower(b - a) == u128::from(a);
    assert_eq!(rep.expected, if p { "Second\n" } else { "First\n" });
}

#[test]
fn bad_command_lines_are_refused() {
    let cases: [(&[&str], &str); 7] = [
        (
            &[
                "stress",
                "acwing-891",
                "--max-count",
                "100000000",
                "--",
                "true",
            ],
            "--max-count 100000000: at most 10000000",
        ),
        (
            &["stress", "acwing-999", "--", "true"],
            "unknown problem \"acwing-999\"",
        ),
        (&["stress", "acwing-891"], "CMD"),
        (
            &["stress", "acwing-891", "--", "/nonexistent/program"],
            "cannot run /nonexistent/program",
        ),
        (
            &["stress", "acwing-891", "--win", "A", "--", "true"],
            "--win is for `stress script FILE`",
        ),
        (
            &["stress", "acwing-893", "--max", "0", "--", "true"],
            "--max 0 is below the least number allowed there, 1",
        ),
        (
            &["stress", "script", "--", "true"],
            "stress script needs the script's file",
        ),
    ];
    for (args, part) in cases {
        let r = grundy(args, b"");
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(part), "{args:?}: {}", r.stderr);
        assert!(
            r.stdout.is_empty() || r.stdout.starts_with("stress"),
            "{args:?}"
        );
        assert!(!r.stderr.contains("panicked"));
    }
}

//! `grundy gen`: the files it writes are judge test data whose answers agree with rules
//! written in the test; `--hard` makes the float Wythoff and the overflowing Bash of
//! apps/cli/tests/wrong/ fail, and a correct solution pass every file.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;
mod contest;

use std::path::{Path, PathBuf};

use common::grundy;
use contest::{answer, numbers, program, run_directly};

const PROBLEMS: [&str; 7] = [
    "51nod-1066",
    "51nod-1072",
    "51nod-1069",
    "acwing-891",
    "acwing-892",
    "acwing-893",
    "acwing-894",
];

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("gen")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The cases written in `dir`: (number, input, output, why).
fn cases(dir: &Path) -> Vec<(u64, String, String, Option<String>)> {
    let mut out = Vec::new();
    for n in 1.. {
        let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{n}.{ext}"))).ok();
        let Some(input) = read("in") else { break };
        out.push((n, input, read("out").unwrap(), read("why")));
    }
    let files = std::fs::read_dir(dir).unwrap().count();
    let whys = out.iter().filter(|c| c.3.is_some()).count();
    assert_eq!(
        files,
        2 * out.len() + whys,
        "stray files in {}",
        dir.display()
    );
    out
}

/// `grundy gen PROBLEM ARGS --out DIR`, which must succeed.
fn generate(problem: &str, args: &[&str], dir: &Path) -> String {
    let d = dir.display().to_string();
    let mut all = vec!["gen", problem, "--seed", "4"];
    all.extend(args);
    all.extend(["--out", &d]);
    let r = grundy(&all, b"");
    assert_eq!(r.code, Some(0), "{all:?}: {}", r.stderr);
    r.stdout
}

#[test]
fn hard_data_breaks_float_wythoffs_and_overflowing_bash() {
    for (problem, wrong) in [
        ("51nod-1072", "wythoff_float.cpp"),
        ("51nod-1072", "wythoff_long_double.cpp"),
        ("51nod-1066", "bash_overflow.cpp"),
    ] {
        let dir = folder(wrong);
        let said = generate(problem, &["--cases", "5", "--hard"], &dir);
        assert!(said.starts_with(&format!("{problem}: wrote ")), "{said}");
        let program = program(wrong);
        let mut broken = Vec::new();
        for (n, input, output, why) in cases(&dir) {
            // The answers, by the rules written in the test.
            assert_eq!(
                Some(output.clone()),
                answer(problem, &input),
                "{problem} {n}.in"
            );
            assert_eq!(why.is_some(), n > 5, "{problem}: {n}.why");
            if let Some(why) = &why {
                assert_eq!(why.lines().count(), 1);
            }
            let (got, ok) = run_directly(&program, &input);
            if !ok || got != output {
                broken.push((n, why));
            }
        }
        assert!(
            broken.iter().any(|(_, why)| why.is_some()),
            "{wrong} passes every hard file"
        );
        if wrong == "wythoff_long_double.cpp" {
            // Not only where k·phi passes 2^64: at the Fibonacci differences.
            assert!(
                broken
                    .iter()
                    .flat_map(|(_, why)| why)
                    .any(|w| w.contains("Fibonacci")),
                "{broken:?}"
            );
        }
        println!("{wrong} fails {broken:?}");
    }
}

#[test]
fn a_correct_solution_passes_every_file() {
    for problem in PROBLEMS {
        let dir = folder(&format!("correct-{problem}"));
        generate(problem, &["--cases", "4", "--hard"], &dir);
        let mut command = program("correct.py");
        command.push(problem.to_owned());
        let all = cases(&dir);
        assert!(all.len() > 6, "{problem}: {} files", all.len());
        for (n, input, output, _) in all {
            if let Some(want) = answer(problem, &input) {
                assert_eq!(output, want, "{problem} {n}.in");
            }
            let (got, ok) = run_directly(&command, &input);
            assert!(
                ok && got == output,
                "{problem} {n}.in: {got:?} != {output:?}"
            );
        }
    }
}

#[test]
fn statement_limits_are_kept() {
    let dir = folder("statement");
    let said = generate(
        "acwing-891",
        &["--cases", "6", "--hard", "--statement"],
        &dir,
    );
    assert!(
        said.contains("hard inputs past the limits left out"),
        "{said}"
    );
    let all = cases(&dir);
    for (n, input, _, _) in &all {
        let numbers = numbers(input);
        assert!((1..=100_000).contains(&numbers[0]), "{n}.in");
        assert!(
            numbers[1..].iter().all(|v| (1..=1_000_000_000).contains(v)),
            "{n}.in"
        );
    }
    // The last is of the largest size the statement allows.
    let (_, last, _, why) = all.last().unwrap();
    assert_eq!(numbers(last)[0], 100_000);
    assert!(
        why.as_deref()
            .unwrap()
            .starts_with("the largest input the statement allows")
    );
}

#[test]
fn folders_with_data_and_bad_places_are_refused() {
    let dir = folder("twice");
    generate("acwing-894", &["--cases", "2"], &dir);
    let d = dir.display().to_string();
    let r = grundy(&["gen", "acwing-894", "--out", &d], b"");
    assert_eq!(r.code, Some(2));
    assert!(r.stderr.contains("already holds test data"), "{}", r.stderr);
    // A file where the folder should be.
    let file = dir.join("1.in").display().to_string();
    let r = grundy(&["gen", "acwing-894", "--out", &file], b"");
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert!(
        r.stderr.starts_with("grundy: cannot create"),
        "{}",
        r.stderr
    );
    let r = grundy(&["gen", "acwing-999", "--out", &d], b"");
    assert_eq!(r.code, Some(2));
}

//! What the tests of the contest workbench share (`stress`, `gen`, `pattern`): the programs
//! of apps/cli/tests/wrong/ compiled or run, and the right answers of the judge problems by
//! rules written here, independent of grundy.

// Each test file uses only part of this module.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use crate::common::{set_values, split_values};

/// The folder of the programs.
pub fn wrong(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/wrong")
        .join(name)
        .display()
        .to_string()
}

/// Python itself, not a shim in front of it (pyenv's costs a third of a second a run).
pub fn python() -> &'static str {
    static PYTHON: OnceLock<String> = OnceLock::new();
    PYTHON.get_or_init(|| {
        let out = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .expect("python3 is installed (.ci/install.sh)");
        String::from_utf8(out.stdout).unwrap().trim().to_owned()
    })
}

/// The command line that runs `name`: a C++ program compiled once into the test's folder,
/// a Python one by [`python`] (without site imports: quicker to start), a shell script by sh.
pub fn program(name: &str) -> Vec<String> {
    if let Some(stem) = name.strip_suffix(".cpp") {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("wrong");
        std::fs::create_dir_all(&dir).unwrap();
        let exe = dir.join(stem);
        static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let _guard = LOCK.lock().unwrap();
        let source = wrong(name);
        let fresh = exe.exists()
            && exe.metadata().unwrap().modified().unwrap()
                >= Path::new(&source).metadata().unwrap().modified().unwrap();
        if !fresh {
            // Compiled under a name of this process, then renamed: test binaries running
            // at once never see half a program.
            let part = dir.join(format!("{stem}.{}", std::process::id()));
            let status = Command::new("g++")
                .args(["-O2", "-o"])
                .arg(&part)
                .arg(&source)
                .status()
                .expect("g++ is installed (.ci/install.sh)");
            assert!(status.success(), "g++ {name}");
            std::fs::rename(&part, &exe).unwrap();
        }
        vec![exe.display().to_string()]
    } else if name.ends_with(".py") {
        vec![python().to_owned(), "-S".to_owned(), wrong(name)]
    } else {
        vec!["sh".to_owned(), wrong(name)]
    }
}

/// The numbers of a text.
pub fn numbers(text: &str) -> Vec<u64> {
    text.split_ascii_whitespace()
        .map(|w| w.parse().unwrap())
        .collect()
}

/// ⌊kφ⌋, exact: ⌊(k + ⌊√(5k²)⌋) / 2⌋ with the root by bisection on 256-bit squares.
pub fn lower(k: u64) -> u128 {
    let square = |x: u128| -> (u128, u128) {
        let (h, l) = (x >> 64, x & u128::from(u64::MAX));
        let (hl, ll) = (h * l, l * l);
        let (lo, carry) = ll.overflowing_add(hl << 65);
        (h * h + (hl >> 63) + u128::from(carry), lo)
    };
    let k2 = u128::from(k) * u128::from(k);
    let (lo, carry) = (k2 << 2).overflowing_add(k2);
    let five = ((k2 >> 126) + u128::from(carry), lo);
    let (mut a, mut b) = (0u128, 1u128 << 67);
    while a + 1 < b {
        let m = (a + b) / 2;
        if square(m) <= five { a = m } else { b = m }
    }
    (u128::from(k) + a) / 2
}

/// The right output of an input, by rules written here (brute-force tables for Set Nim and
/// Split Nim, which the inputs reported keep small); `None` past what they reach.
pub fn answer(problem: &str, input: &str) -> Option<String> {
    let n = numbers(input);
    let (yes, no) = if problem.starts_with("51nod") {
        ("A", "B")
    } else {
        ("Yes", "No")
    };
    let word = |wins: bool| format!("{}\n", if wins { yes } else { no });
    Some(match problem {
        "51nod-1066" => n[1..]
            .chunks(2)
            .map(|c| word(u128::from(c[0]) % (u128::from(c[1]) + 1) != 0))
            .collect(),
        "51nod-1072" => n[1..]
            .chunks(2)
            .map(|c| word(lower(c[0].abs_diff(c[1])) != u128::from(c[0].min(c[1]))))
            .collect(),
        "51nod-1069" | "acwing-891" => word(n[1..].iter().fold(0, |x, v| x ^ v) != 0),
        "acwing-892" => word(n[1..].iter().step_by(2).fold(0, |x, v| x ^ v) != 0),
        "acwing-893" => {
            let k = n[0] as usize;
            let heaps = &n[k + 2..];
            let top = *heaps.iter().max().unwrap_or(&0);
            if top > 100_000 {
                return None;
            }
            let g = set_values(&n[1..=k], top);
            word(heaps.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0)
        }
        "acwing-894" => {
            let top = *n[1..].iter().max().unwrap_or(&0);
            if top > 200 {
                return None;
            }
            let g = split_values(top as usize);
            word(n[1..].iter().fold(0, |x, &p| x ^ g[p as usize]) != 0)
        }
        _ => unreachable!(),
    })
}

/// Runs `program` on `input` directly: its stdout and whether it exited with status 0.
pub fn run_directly(program: &[String], input: &str) -> (String, bool) {
    let mut child = Command::new(&program[0])
        .args(&program[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.success(),
    )
}

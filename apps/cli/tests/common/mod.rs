//! What both test files of the `grundy` binary share: running it, and the brute-force mex
//! tables they check its answers against (written here, independent of the core).

// Each test file uses only part of this module.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::HashSet;
use std::io::Write;
use std::process::{Command, Stdio};

/// What a run of the binary gave.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `grundy args` with `stdin` as its standard input, in no locale (English), whatever
/// the locale of the machine running the tests.
pub fn grundy(args: &[&str], stdin: &[u8]) -> Run {
    grundy_env(args, stdin, &[])
}

/// The locale variables `grundy hint` reads, by the POSIX rule.
pub const LOCALE_VARS: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// [`grundy`] with the locale variables removed and then `env` set.
pub fn grundy_env(args: &[&str], stdin: &[u8], env: &[(&str, &str)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_grundy"));
    for var in LOCALE_VARS {
        command.env_remove(var);
    }
    command.envs(env.iter().copied());
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// The least value not in `values`.
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: HashSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// Split Nim's values of piles 0..=upto: g(x) = mex of g(a) ^ g(b) over 0 <= a, b < x.
pub fn split_values(upto: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for x in 0..=upto {
        let v = mex((0..x)
            .flat_map(|a| (0..x).map(move |b| (a, b)))
            .map(|(a, b)| g[a] ^ g[b]));
        g.push(v);
    }
    g
}

/// Set Nim's values of heaps 0..=upto: g(h) = mex of g(h − s) over s in `set`, s <= h.
pub fn set_values(set: &[u64], upto: u64) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for h in 0..=upto {
        let v = mex(set
            .iter()
            .filter(|&&s| s <= h)
            .map(|&s| g[(h - s) as usize]));
        g.push(v);
    }
    g
}

//! Every source file holds one concern its name says, and none is longer than 600 lines of
//! code (its tests, from `#[cfg(test)]` on, and the test folders not counted), in every crate
//! and app of the workspace and the firmware.
//!
//! The files listed in [`STILL_LONG`] are the ones not yet split: each may not grow past the
//! length given there (so the list only shrinks), and one that has come down to 600 lines
//! must leave the list.

#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::fs;
use std::path::{Path, PathBuf};

/// The most lines of code a source file may have.
const MAX_LINES: usize = 600;

/// Files still longer than [`MAX_LINES`], from the workspace root, with the most lines each
/// may have until it is split. The octal table's fill is the hot loop behind every octal
/// table: its marking kernels are to move into a file of their own only with the table
/// benchmarks against ogsolve run before and after (a module boundary changes what the
/// compiler inlines).
const STILL_LONG: [(&str, usize); 1] = [("crates/grundy/src/engine/octal_table.rs", 1364)];

/// The folders whose sources are read, from the workspace root.
const ROOTS: [&str; 2] = ["crates", "apps"];

/// The workspace root (two folders above this crate).
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir` that is code rather than tests, benchmarks or build output.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if !matches!(
                name.as_str(),
                "tests" | "benches" | "target" | "node_modules"
            ) {
                sources(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// The lines of `text` before its tests.
fn code_lines(text: &str) -> usize {
    text.lines()
        .take_while(|line| line.trim() != "#[cfg(test)]")
        .count()
}

/// Each source file's name from the workspace root and its lines of code.
fn lengths() -> Vec<(String, usize)> {
    let root = workspace();
    let mut files = Vec::new();
    for dir in ROOTS {
        sources(&root.join(dir), &mut files);
    }
    files.sort();
    files
        .iter()
        .map(|path| {
            let name = path
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (name, code_lines(&fs::read_to_string(path).unwrap()))
        })
        .collect()
}

#[test]
fn no_source_file_is_longer_than_600_lines() {
    let lengths = lengths();
    assert!(lengths.len() > 100, "{} files read", lengths.len());
    let mut faults = Vec::new();
    for (name, lines) in &lengths {
        let allowed = STILL_LONG
            .iter()
            .find(|(listed, _)| listed == name)
            .map_or(MAX_LINES, |&(_, most)| most);
        if *lines > allowed {
            faults.push(format!("{name}: {lines} lines (at most {allowed})"));
        }
    }
    for (listed, _) in STILL_LONG {
        match lengths.iter().find(|(name, _)| name == listed) {
            None => faults.push(format!("{listed} is listed as long but is not there")),
            Some((_, lines)) if *lines <= MAX_LINES => faults.push(format!(
                "{listed} is down to {lines} lines: take it off STILL_LONG"
            )),
            Some(_) => {}
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn tests_are_not_counted() {
    let text = "fn a() {}\nfn b() {}\n#[cfg(test)]\nmod tests {\n}\n";
    assert_eq!(code_lines(text), 2);
}

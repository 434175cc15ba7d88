//! Front ends contain no game rules: read from their sources, no command line, desktop,
//! shared host code (grundy-host), Python binding or firmware file computes an XOR (a
//! nim-sum of values) or a parity (whose turn it is after so many moves, which steps count)
//! — those are the core's
//! (`Nimber`'s `^`, `Player::to_move_after`, `Staircase::step_counts`, …).
//!
//! Every `^` and every `% 2` / `.is_multiple_of(2)` in their code (comments and string
//! literals left out) must be one of the few listed here, each with the reason it is not a
//! rule. A new one fails this test: call the core instead, or, if it is truly not a rule (a
//! hash, a seed, a drawing), list it with its reason.

#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::fs;
use std::path::{Path, PathBuf};

/// The front ends' source folders, from the workspace root.
const FRONT_ENDS: [&str; 5] = [
    "apps/cli/src",
    "crates/grundy-host/src",
    "apps/desktop/src",
    "crates/grundy-py/src",
    "apps/mcu/src",
];

/// The XORs and parities that are not rules: (file, the code on the line, why).
const NOT_RULES: [(&str, &str, &str); 7] = [
    (
        "apps/cli/src/stress/script.rs",
        "positions.push((0..k).map(|i| if i % 2 == 0 { max } else { 0 }).collect());",
        "a test input for a user's program: every other heap at the largest size",
    ),
    (
        "apps/cli/src/checkpoint.rs",
        "self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);",
        "FNV-1a, the checksum of a checkpoint file",
    ),
    (
        "apps/cli/src/main.rs",
        "if i % 2 == 1 {",
        "every other piece of clap's message is a quoted value",
    ),
    (
        "apps/desktop/src/model/graph/layout.rs",
        "let shift = if layer % 2 == 1 { 0.5 } else { 0.0 };",
        "odd layers of a drawn graph are shifted half a slot",
    ),
    (
        "apps/desktop/src/model/graph/layout.rs",
        "if layer % 2 == 1 { 0.35 } else { 0.65 }",
        "the same drawing: where an odd layer's edges bend",
    ),
    (
        "apps/desktop/src/ui/graph/mod.rs",
        "SplitMix64::new(seed ^ random_seed(ui))",
        "a random generator's seed mixed with the clock",
    ),
    (
        "apps/desktop/src/control/controller.rs",
        "GraphPlay::new(seed ^ 0x9e37_79b9_7f4a_7c15)",
        "a random generator's seed, made different per game",
    ),
];

/// The seed of the script game's generator, beside the graph's: the same reason.
const SEEDS: [&str; 1] = ["ScriptPlay::new(seed ^ 0x51a7_e5c1_2b3d_4f60)"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir`, depth first.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `line` without its comment and its string literals (kept as `""`); `in_string` says
/// whether the line starts inside a string (one that runs over several lines), and is left
/// saying whether it ends inside one.
fn code_of(line: &str, in_string: &mut bool) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if *in_string {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => {
                    *in_string = false;
                    out.push('"');
                }
                _ => {}
            }
            continue;
        }
        match c {
            '"' => {
                *in_string = true;
                out.push('"');
            }
            // A character literal: `'"'` is no string.
            '\'' if chars.clone().nth(1) == Some('\'') => {
                chars.next();
                chars.next();
            }
            '/' if chars.peek() == Some(&'/') => break,
            _ => out.push(c),
        }
    }
    out
}

/// One line's code, read alone (for the reader's own test).
fn code(line: &str) -> String {
    code_of(line, &mut false)
}

/// Whether the code of a line computes an XOR or a parity.
fn xor_or_parity(code: &str) -> bool {
    let xor = code.match_indices('^').any(|(i, _)| {
        // `^` of a pattern in a doc example or a regex is never in code; a lone `^` is XOR.
        !code[..i].ends_with('\'')
    });
    let compact: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    // `% 2`, but not `% 20` or `% 2_000`.
    let mod_two = compact.match_indices("%2").any(|(i, _)| {
        compact[i + 2..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_ascii_digit() && c != '_')
    });
    xor || mod_two || compact.contains(".is_multiple_of(2)")
}

/// The XORs and parities in the front ends' code: (file from the root, line number, line).
fn findings() -> Vec<(String, usize, String)> {
    let root = root();
    let mut found = Vec::new();
    for dir in FRONT_ENDS {
        let mut files = Vec::new();
        rust_files(&root.join(dir), &mut files);
        for file in files {
            let text = fs::read_to_string(&file).unwrap();
            let name = file
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            // A file of tests (`tests.rs`) checks the front end against rules written in the
            // test itself: it may compute anything.
            if name.ends_with("/tests.rs") {
                continue;
            }
            let mut in_string = false;
            for (i, line) in text.lines().enumerate() {
                // The tests at the bottom of a file (`#[cfg(test)]`) check the front end
                // against rules written in the test itself: they may compute anything.
                if line.trim() == "#[cfg(test)]" {
                    break;
                }
                let code = code_of(line, &mut in_string);
                if xor_or_parity(&code) {
                    found.push((name.clone(), i + 1, line.trim().to_owned()));
                }
            }
        }
    }
    found
}

#[test]
fn no_front_end_computes_an_xor_of_values_or_a_parity_of_moves() {
    let found = findings();
    assert!(
        found.len() >= NOT_RULES.len(),
        "the sources were not read: {found:?}"
    );
    let rules: Vec<_> = found
        .iter()
        .filter(|(file, _, line)| {
            let listed = NOT_RULES
                .iter()
                .any(|(f, code, _)| f == file && line.contains(code));
            let seed = SEEDS.iter().any(|code| line.contains(code));
            !listed && !seed
        })
        .collect();
    assert!(
        rules.is_empty(),
        "XORs or parities in front ends (call the core, or list what is not a rule): {rules:#?}"
    );
}

#[test]
fn the_reader_sees_an_xor_and_a_parity_and_not_a_comment_or_a_string() {
    assert!(xor_or_parity(&code("let x = a ^ b;")));
    assert!(xor_or_parity(&code("x ^= v;")));
    assert!(xor_or_parity(&code("let who = turns.name(i % 2, lang);")));
    assert!(xor_or_parity(&code("if n.is_multiple_of(2) {")));
    assert!(!xor_or_parity(&code("let x = a; // a ^ b")));
    assert!(!xor_or_parity(&code("let s = \"a ^ b % 2\";")));
    assert!(!xor_or_parity(&code("let n = a % 20;")));
    assert!(!xor_or_parity(&code("let q = '\"'; // a ^ b")));
    // A string over two lines: the second line is text, not code.
    let mut in_string = false;
    assert!(!xor_or_parity(&code_of(
        "let s = \"past 2^24",
        &mut in_string
    )));
    assert!(!xor_or_parity(&code_of("cases, 2^24 \";", &mut in_string)));
    assert!(xor_or_parity(&code_of("let x = a ^ b;", &mut in_string)));
}

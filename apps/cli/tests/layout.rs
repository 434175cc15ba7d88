//! The command line's own layout, read from its sources: imports point down from `main.rs`,
//! never up. A subcommand takes `Failure` from `error.rs`, not from the binary's root.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

#[test]
fn no_subcommand_imports_from_main() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = 0;
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("main.rs") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            // `crate::X` where X is an item of main.rs rather than a module.
            let upward = [
                "crate::Failure",
                "crate::{Failure",
                "crate::escaped",
                "crate::command_",
            ]
            .iter()
            .any(|p| line.contains(p));
            assert!(!upward, "{}:{}: {line}", path.display(), i + 1);
        }
    }
    assert!(files > 5, "{files} files read in {}", src.display());
}

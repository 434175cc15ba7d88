//! The core's module graph, read from its sources: no two modules import each other, directly
//! or round a circle, and no module takes a name through the crate root's re-exports (which
//! would hide which module it really depends on: the root re-exports modules above it).
//!
//! An edge `a → b` is a path `crate::b…` in the code of `src/a.rs` — in `use` lines and in
//! expressions alike — with comments and the file's tests (from its `#[cfg(test)]` on) left
//! out. The crate root (`lib.rs`) only declares the modules and names the headline types.

#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Each module's code without comments and tests, by module name (the file's name; the
/// folders `games/` and `engine/` only group them, and their `mod.rs` only declares them).
fn sources() -> BTreeMap<String, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    let mut dirs = vec![src];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            if path.extension().is_none_or(|e| e != "rs") || name == "lib" || name == "mod" {
                continue;
            }
            let text = fs::read_to_string(&path).unwrap();
            let code: String = text
                .lines()
                .take_while(|line| line.trim() != "#[cfg(test)]")
                .map(|line| line.split("//").next().unwrap_or(""))
                .collect::<Vec<_>>()
                .join("\n");
            assert!(out.insert(name, code).is_none(), "two modules named alike");
        }
    }
    out
}

/// The folders that group modules: a path through one names the module after it.
const FOLDERS: [&str; 2] = ["games", "engine"];

/// The module named after every `crate::` in `code` (past a grouping folder).
fn crate_paths(code: &str) -> Vec<String> {
    code.split("crate::")
        .skip(1)
        .map(|rest| {
            let mut segments = rest.split("::").map(|s| {
                s.chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect::<String>()
            });
            let first = segments.next().unwrap_or_default();
            if FOLDERS.contains(&first.as_str()) {
                segments.next().unwrap_or_default()
            } else {
                first
            }
        })
        .collect()
}

/// The module graph, and the names a module takes from the root.
#[allow(clippy::type_complexity)] // Two maps, named at the call.
fn graph() -> (
    BTreeMap<String, BTreeSet<String>>,
    BTreeMap<String, BTreeSet<String>>,
) {
    let sources = sources();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut through_root: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (name, code) in &sources {
        for first in crate_paths(code) {
            if sources.contains_key(&first) {
                if first != *name {
                    edges.entry(name.clone()).or_default().insert(first);
                }
            } else if !first.is_empty() {
                through_root.entry(name.clone()).or_default().insert(first);
            }
        }
        // `use crate::{a::X, b::Y}`: the modules named inside a group.
        for group in code.split("use crate::{").skip(1) {
            let inside = group.split("};").next().unwrap_or("");
            for item in inside.split([',', '{']) {
                let mut segments = item.trim().split("::").map(str::trim);
                let mut first = segments.next().unwrap_or("");
                if FOLDERS.contains(&first) {
                    first = segments.next().unwrap_or("");
                }
                if sources.contains_key(first) && first != name {
                    edges
                        .entry(name.clone())
                        .or_default()
                        .insert(first.to_string());
                }
            }
        }
    }
    (edges, through_root)
}

/// A circle through `from`, if the edges make one.
fn circle(edges: &BTreeMap<String, BTreeSet<String>>, from: &str) -> Option<Vec<String>> {
    let mut path = vec![from.to_string()];
    let mut done = BTreeSet::new();
    fn walk(
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> bool {
        let here = path.last().unwrap().clone();
        for next in edges.get(&here).into_iter().flatten() {
            if *next == path[0] {
                path.push(next.clone());
                return true;
            }
            if done.insert(next.clone()) {
                path.push(next.clone());
                if walk(edges, path, done) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    walk(edges, &mut path, &mut done).then_some(path)
}

#[test]
fn no_two_modules_of_the_core_import_each_other() {
    let (edges, _) = graph();
    assert!(edges.len() > 15, "the graph was not read: {edges:?}");
    assert!(
        edges["sum"].contains("any"),
        "sum.rs uses AnyGame: {edges:?}"
    );
    let circles: Vec<_> = edges
        .keys()
        .filter_map(|module| circle(&edges, module))
        .collect();
    assert!(circles.is_empty(), "modules in a circle: {circles:?}");
}

#[test]
fn no_module_of_the_core_takes_a_name_through_the_root() {
    let (_, through_root) = graph();
    assert!(
        through_root.is_empty(),
        "names taken through the crate root (name the module instead): {through_root:?}"
    );
}

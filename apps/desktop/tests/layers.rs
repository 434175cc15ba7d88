//! The desktop's module graph, read from its sources: imports point one way only —
//! platform → app → ui → control → tasks → model and runtime — no two files import each
//! other, directly or round a circle, and no source file is longer than 600 lines.
//!
//! The graph is read from the code's own paths: every `crate::…` and `super::…` path of a
//! file (in `use` lines, expanded through their braces, and in the code), resolved to the
//! file of the deepest module it names. Comments and a file's tests (from its
//! `#[cfg(test)]` on, and files named `tests.rs`) are left out: tests may reach anywhere.
//! The crate root (`lib.rs`) only declares the layers and names the headline types.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The most lines a source file may have.
const MAX_LINES: usize = 600;

/// The layers, from the top: a file may import from its own layer or from a layer further
/// down the list, never from one above it; the two at the bottom (model and runtime) do not
/// import each other.
const LAYERS: [(&str, u8); 7] = [
    ("platform", 6),
    ("app", 5),
    ("ui", 4),
    ("control", 3),
    ("tasks", 2),
    ("model", 1),
    ("runtime", 1),
];

/// Layers that know nothing of egui.
const NO_EGUI: [&str; 4] = ["control", "tasks", "model", "runtime"];

/// A source file: its module path (`["ui", "play"]` for `src/ui/play/mod.rs`) and its text
/// without comments and tests.
struct Source {
    module: Vec<String>,
    code: String,
    lines: usize,
}

fn sources(root: &Path) -> BTreeMap<PathBuf, Source> {
    let mut out = BTreeMap::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(root).unwrap().to_path_buf();
            let text = fs::read_to_string(&path).unwrap();
            let mut module: Vec<String> = relative
                .parent()
                .unwrap()
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            if !matches!(stem.as_str(), "mod" | "lib" | "main") {
                module.push(stem);
            }
            out.insert(
                relative,
                Source {
                    module,
                    code: code_of(&text),
                    lines: text.lines().count(),
                },
            );
        }
    }
    out
}

/// The code of a file: no comments, nothing from its first `#[cfg(test)]` on.
fn code_of(text: &str) -> String {
    let mut code = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        let line = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        code.push_str(line);
        code.push('\n');
    }
    code
}

/// The child modules a file declares (`mod name;`).
fn children(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|line| {
            let line = line.trim();
            let rest = line
                .strip_prefix("pub mod ")
                .or_else(|| line.strip_prefix("mod "))?;
            rest.strip_suffix(';').map(str::to_owned)
        })
        .collect()
}

/// Whether a path starting with `head` names a module of this crate from a file declaring
/// the child modules `children`.
fn local(head: &str, children: &[String]) -> bool {
    matches!(head, "crate" | "super" | "self") || children.iter().any(|c| c == head)
}

/// Every path a file names that starts in this crate (`crate`, `super`, `self` or one of
/// its child modules): each `use` tree expanded through its braces, and every such path in
/// the rest of the code.
fn paths(code: &str) -> Vec<Vec<String>> {
    let children = children(code);
    let mut out = Vec::new();
    let mut plain = String::new();
    for statement in code.split_inclusive(';') {
        // A `use` item: `use a::{b, c::{self, D}};`, perhaps `pub` or `pub(crate)`.
        let item = statement.trim_start();
        let item = item
            .strip_prefix("pub(crate) ")
            .or_else(|| item.strip_prefix("pub(super) "))
            .or_else(|| item.strip_prefix("pub "))
            .unwrap_or(item);
        if let Some(tree) = item.strip_prefix("use ") {
            let tree = tree.trim_end_matches(';').replace(char::is_whitespace, "");
            let mut expanded = Vec::new();
            expand(&tree, &[], &mut expanded);
            out.extend(
                expanded
                    .into_iter()
                    .filter(|p| p.first().is_some_and(|h| local(h, &children))),
            );
        } else {
            plain.push_str(statement);
        }
    }
    // Paths in the code: `a::b::c` chains whose head is local.
    let chars: Vec<char> = plain.chars().collect();
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < chars.len() {
        let boundary = i == 0 || !(ident(chars[i - 1]) || chars[i - 1] == ':');
        if !boundary || !ident(chars[i]) {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < chars.len() && (ident(chars[j]) || chars[j] == ':') {
            j += 1;
        }
        let path: String = chars[i..j].iter().collect();
        let parts = segments(&path);
        if parts.len() > 1 && path.contains("::") && local(&parts[0], &children) {
            out.push(parts);
        }
        i = j;
    }
    out
}

fn segments(path: &str) -> Vec<String> {
    path.split("::")
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Expands a `use` tree (without whitespace) under `prefix` into full paths.
fn expand(tree: &str, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let Some(open) = tree.find('{') else {
        let mut path = prefix.to_vec();
        let head = tree.split(" as ").next().unwrap_or(tree);
        path.extend(
            segments(head)
                .into_iter()
                .filter(|s| s != "self" && s != "*"),
        );
        if !path.is_empty() {
            out.push(path);
        }
        return;
    };
    let mut path = prefix.to_vec();
    path.extend(segments(&tree[..open]));
    let inner = &tree[open + 1..tree.rfind('}').unwrap()];
    let (mut depth, mut start) = (0, 0);
    for (k, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                expand(&inner[start..k], &path, out);
                start = k + 1;
            }
            _ => {}
        }
    }
    if start < inner.len() {
        expand(&inner[start..], &path, out);
    }
}

/// The file of the deepest module `path` names, seen from the module `from`.
fn resolve(
    path: &[String],
    from: &[String],
    files: &BTreeMap<Vec<String>, PathBuf>,
) -> Option<PathBuf> {
    let mut module: Vec<String> = Vec::new();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => rest = &rest[1..],
        Some("self") => {
            module = from.to_vec();
            rest = &rest[1..];
        }
        Some("super") => {
            module = from.to_vec();
            while rest.first().map(String::as_str) == Some("super") {
                module.pop();
                rest = &rest[1..];
            }
        }
        // A child module.
        Some(_) => module = from.to_vec(),
        None => return None,
    }
    let mut best = files.get(&module).cloned();
    for segment in rest {
        module.push(segment.clone());
        match files.get(&module) {
            Some(file) => best = Some(file.clone()),
            None => break,
        }
    }
    best
}

/// The layer of a file: its first folder (the crate root has none).
fn layer(file: &Path) -> Option<(&'static str, u8)> {
    let first = file.components().next()?.as_os_str().to_string_lossy();
    LAYERS.iter().copied().find(|(name, _)| *name == first)
}

/// The files each file imports from.
fn graph(sources: &BTreeMap<PathBuf, Source>) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let files: BTreeMap<Vec<String>, PathBuf> = sources
        .iter()
        .filter(|(path, _)| !path.ends_with("main.rs"))
        .map(|(path, s)| (s.module.clone(), path.clone()))
        .collect();
    let mut edges = BTreeMap::new();
    for (path, source) in sources {
        if path.ends_with("lib.rs") || path.ends_with("main.rs") || path.ends_with("tests.rs") {
            continue;
        }
        let to: BTreeSet<PathBuf> = paths(&source.code)
            .iter()
            .filter_map(|p| resolve(p, &source.module, &files))
            .filter(|target| target != path)
            .collect();
        edges.insert(path.clone(), to);
    }
    edges
}

fn desktop_sources() -> BTreeMap<PathBuf, Source> {
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// The cycles of `edges`: each strongly connected component of more than one file
/// (Tarjan's algorithm).
fn cycles(edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    struct Tarjan<'e> {
        edges: &'e BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'e PathBuf, usize>,
        low: BTreeMap<&'e PathBuf, usize>,
        stack: Vec<&'e PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    impl<'e> Tarjan<'e> {
        fn visit(&mut self, v: &'e PathBuf) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.stack.contains(&w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    component.push(w.clone());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut t = Tarjan {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !t.index.contains_key(v) {
            t.visit(v);
        }
    }
    t.found.sort();
    t.found
}

/// Every import that runs back up the layers (or between model and runtime).
fn upward(edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<String> {
    let mut bad = Vec::new();
    for (from, targets) in edges {
        let Some((from_layer, from_rank)) = layer(from) else {
            bad.push(format!("{} is in no layer", from.display()));
            continue;
        };
        for to in targets {
            let allowed = match layer(to) {
                Some((to_layer, _)) if to_layer == from_layer => true,
                Some((_, to_rank)) => to_rank < from_rank,
                // The crate root is above every layer.
                None => false,
            };
            if !allowed {
                bad.push(format!("{} imports {}", from.display(), to.display()));
            }
        }
    }
    bad
}

#[test]
fn imports_point_down_the_layers_and_never_round_a_circle() {
    let sources = desktop_sources();
    assert!(sources.len() > 40, "the sources were found");
    let edges = graph(&sources);
    let up = upward(&edges);
    assert!(
        up.is_empty(),
        "imports that run back up:\n{}",
        up.join("\n")
    );
    let circles = cycles(&edges);
    assert!(circles.is_empty(), "import cycles: {circles:#?}");
    // The check sees the imports: the app imports the views, a view the controller.
    let to = |from: &str| &edges[&PathBuf::from(from)];
    assert!(to("app/mod.rs").contains(Path::new("ui/explore/mod.rs")));
    assert!(to("ui/play/mod.rs").contains(Path::new("control/mod.rs")));
    assert!(to("ui/boards/bash.rs").contains(Path::new("ui/boards/board.rs")));
}

#[test]
fn the_lower_layers_know_nothing_of_egui_and_the_runtime_nothing_of_the_games() {
    let sources = desktop_sources();
    for (path, source) in &sources {
        let Some((layer, _)) = layer(path) else {
            continue;
        };
        if NO_EGUI.contains(&layer) {
            assert!(
                !source.code.contains("egui"),
                "{} uses egui",
                path.display()
            );
        }
        if layer == "runtime" {
            assert!(
                !source.code.contains("grundy::"),
                "{} uses the core",
                path.display()
            );
        }
        // Views read the controller: they never hold it to change it.
        if layer == "ui" {
            for forbidden in ["&mut Controller", "play_mut(", "controller_mut("] {
                assert!(
                    !source.code.contains(forbidden),
                    "{} changes the controller ({forbidden})",
                    path.display()
                );
            }
        }
    }
}

#[test]
fn no_source_file_is_longer_than_600_lines() {
    let long: Vec<String> = desktop_sources()
        .iter()
        .filter(|(_, s)| s.lines > MAX_LINES)
        .map(|(path, s)| format!("{} ({} lines)", path.display(), s.lines))
        .collect();
    assert!(long.is_empty(), "files over {MAX_LINES} lines: {long:?}");
}

#[test]
fn the_reader_finds_cycles_and_upward_imports_in_a_made_up_tree() {
    // Two files that import each other, and a model file that imports a view; a parent
    // that imports a child which imports it back.
    let mut sources = BTreeMap::new();
    for (path, module, code) in [
        ("model/a.rs", vec!["model", "a"], "use super::b::B;\n"),
        (
            "model/b.rs",
            vec!["model", "b"],
            "use crate::model::{a::A, c};\n",
        ),
        (
            "model/c.rs",
            vec!["model", "c"],
            "fn f() { crate::ui::Tab::Play; }\n",
        ),
        ("model/mod.rs", vec!["model"], "pub mod a;\n"),
        (
            "ui/mod.rs",
            vec!["ui"],
            "mod d;\npub use d::X;\npub struct Y;\n",
        ),
        ("ui/d.rs", vec!["ui", "d"], "pub fn x() -> super::Y {}\n"),
    ] {
        sources.insert(
            PathBuf::from(path),
            Source {
                module: module.into_iter().map(str::to_owned).collect(),
                code: code_of(code),
                lines: 1,
            },
        );
    }
    let edges = graph(&sources);
    assert_eq!(
        cycles(&edges),
        [
            vec![PathBuf::from("model/a.rs"), PathBuf::from("model/b.rs")],
            vec![PathBuf::from("ui/d.rs"), PathBuf::from("ui/mod.rs")],
        ]
    );
    assert_eq!(upward(&edges), ["model/c.rs imports ui/mod.rs"]);
    assert!(edges[&PathBuf::from("model/b.rs")].contains(Path::new("model/c.rs")));
}

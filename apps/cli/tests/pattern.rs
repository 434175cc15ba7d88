//! `grundy pattern`: the code `--emit` prints is compiled (g++, rustc) or run (python3) and
//! gives, for heaps up to a bound, the values of a brute-force mex written here, and at u64
//! extremes the values the games' theorems give, computed here in u128; the text and JSON
//! name the period and say whether it is proved; a two-pile script's P-positions follow
//! the golden Beatty pair.
//!
//! Needs g++ and python3 (installed by .ci/install.sh).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.
#![allow(clippy::needless_range_loop)] // Positions (a, b) index a grid.

mod common;
mod contest;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{grundy, mex, set_values};
use contest::{python, run_directly};

/// A folder for one test's files.
fn folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("pattern")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `grundy pattern ARGS`, which must succeed: its stdout.
fn pattern(args: &[&str]) -> String {
    let mut all = vec!["pattern"];
    all.extend(args);
    let r = grundy(&all, b"");
    assert_eq!(r.code, Some(0), "{all:?}: {}", r.stderr);
    assert_eq!(r.stderr, "");
    r.stdout
}

fn script(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/scripts")
        .join(name)
        .display()
        .to_string()
}

/// Lasker's Nim by the definition: take any number from a heap, or split it in two.
fn lasker(upto: usize) -> Vec<u128> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let takes = (0..n).map(|m| g[m]);
        let splits = (1..=n / 2).map(|a| g[a] ^ g[n - a]);
        g.push(mex(takes.chain(splits)));
    }
    g.into_iter().map(u128::from).collect()
}

/// Lasker's Nim by its theorem (Winning Ways, ch. 4), in u128.
fn lasker_closed(n: u64) -> u128 {
    let n = u128::from(n);
    match n % 4 {
        3 => n + 1,
        0 if n > 0 => n - 1,
        _ => n,
    }
}

/// Kayles by the definition: take 1 or 2 from a row, leaving 0, 1 or 2 rows.
fn kayles(upto: usize) -> Vec<u128> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let mut options = Vec::new();
        for take in [1, 2].into_iter().filter(|&t| t <= n) {
            let rest = n - take;
            options.extend((0..=rest / 2).map(|a| g[a] ^ g[rest - a]));
        }
        g.push(mex(options));
    }
    g.into_iter().map(u128::from).collect()
}

/// The heaps asked of emitted code: `0..=upto`, and u64 extremes.
fn heaps(upto: u64) -> Vec<u64> {
    let mut h: Vec<u64> = (0..=upto).collect();
    h.extend((u64::MAX - 300)..=u64::MAX);
    h.extend([1 << 32, (1 << 53) + 1, 1 << 63, (1 << 63) + 1]);
    h
}

/// The values the emitted `code` gives `heaps`, by compiling or running it with a driver.
fn run_emitted(language: &str, code: &str, heaps: &[u64], dir: &Path) -> Vec<u128> {
    let input: String = heaps.iter().map(|n| format!("{n}\n")).collect();
    let command = match language {
        "cpp" => {
            std::fs::write(dir.join("g.cpp"), code).unwrap();
            std::fs::write(
                dir.join("main.cpp"),
                "#include \"g.cpp\"\n#include <cstdio>\n#include <string>\nint main() {\n    unsigned long long n;\n    while (scanf(\"%llu\", &n) == 1) {\n        unsigned __int128 v = g(n);\n        std::string s;\n        do { s.insert(s.begin(), char('0' + (int)(v % 10))); v /= 10; } while (v);\n        printf(\"%s\\n\", s.c_str());\n    }\n}\n",
            )
            .unwrap();
            let exe = dir.join("main");
            let status = Command::new("g++")
                .args(["-O1", "-Wall", "-Werror", "-o"])
                .arg(&exe)
                .arg(dir.join("main.cpp"))
                .status()
                .expect("g++ is installed (.ci/install.sh)");
            assert!(status.success(), "g++ refused:\n{code}");
            vec![exe.display().to_string()]
        }
        "rust" => {
            std::fs::write(dir.join("g.rs"), code).unwrap();
            std::fs::write(
                dir.join("main.rs"),
                "include!(\"g.rs\");\nfn main() {\n    let mut s = String::new();\n    std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).unwrap();\n    for w in s.split_whitespace() {\n        println!(\"{}\", g(w.parse().unwrap()));\n    }\n}\n",
            )
            .unwrap();
            let exe = dir.join("main-rs");
            let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
            let status = Command::new(rustc)
                .args(["--edition", "2021", "-O", "-D", "warnings", "-o"])
                .arg(&exe)
                .arg(dir.join("main.rs"))
                .status()
                .unwrap();
            assert!(status.success(), "rustc refused:\n{code}");
            vec![exe.display().to_string()]
        }
        _ => {
            let file = dir.join("g_main.py");
            std::fs::write(
                &file,
                format!("{code}\n\nimport sys\nfor w in sys.stdin.read().split():\n    print(g(int(w)))\n"),
            )
            .unwrap();
            vec![
                python().to_owned(),
                "-S".to_owned(),
                file.display().to_string(),
            ]
        }
    };
    let (out, ok) = run_directly(&command, &input);
    assert!(ok, "{language}: the emitted code failed");
    out.lines().map(|l| l.parse().unwrap()).collect()
}

/// Checks the emitted code of `game` in every language against `want`.
#[track_caller]
fn emitted_agree(name: &str, game: &[&str], upto: u64, want: impl Fn(u64) -> u128) {
    let heaps = heaps(upto);
    let expected: Vec<u128> = heaps.iter().map(|&n| want(n)).collect();
    for language in ["cpp", "python", "rust"] {
        let mut args = game.to_vec();
        let up = upto.to_string();
        args.extend(["--upto", &up, "--emit", language]);
        let code = pattern(&args);
        let dir = folder(&format!("{name}-{language}"));
        let got = run_emitted(language, &code, &heaps, &dir);
        assert_eq!(got.len(), expected.len(), "{name} {language}");
        for ((n, g), w) in heaps.iter().zip(&got).zip(&expected) {
            assert_eq!(g, w, "{name} {language}: g({n})");
        }
    }
}

#[test]
fn lasker_emitted_reproduces_the_table_and_the_theorem() {
    let brute = lasker(200);
    for n in 0..=200 {
        assert_eq!(brute[n as usize], lasker_closed(n));
    }
    emitted_agree(
        "lasker",
        &["script", &script("lasker.rhai")],
        200,
        lasker_closed,
    );
}

#[test]
fn kayles_emitted_is_certified_and_exact() {
    let brute = kayles(600);
    // The period of 12 from heap 71 (Guy and Smith), seen in the brute-force table.
    for n in 71..588 {
        assert_eq!(brute[n], brute[n + 12], "{n}");
    }
    let extend = |n: u64| {
        if n <= 600 {
            brute[n as usize]
        } else {
            brute[71 + ((n - 71) % 12) as usize]
        }
    };
    emitted_agree("kayles", &["octal", "0.77"], 300, extend);
    let text = pattern(&["octal", "0.77"]);
    assert!(text.contains("periodic: preperiod 71, period 12"), "{text}");
    assert!(text.contains("certified for every n: Guy and Smith's periodicity theorem"));
}

#[test]
fn set_nim_nim_and_bash_emitted() {
    let brute = set_values(&[2, 5, 7], 400);
    // Its period, by the subtraction-game bound: 7 consecutive repeats.
    let p = (1..100)
        .find(|&p| (0..7).all(|i| brute[300 + i] == brute[300 + i + p]))
        .unwrap();
    let set = |n: u64| {
        let n = if n <= 400 {
            n
        } else {
            300 + (n - 300) % p as u64
        };
        u128::from(brute[n as usize])
    };
    emitted_agree("set", &["set", "2", "5", "7"], 100, set);
    emitted_agree("nim", &["nim"], 50, u128::from);
    emitted_agree("bash", &["bash", "6"], 50, |n| u128::from(n % 7));
}

#[test]
fn json_and_observed_patterns() {
    let json = pattern(&[
        "script",
        &script("lasker.rhai"),
        "--upto",
        "80",
        "--format",
        "json",
    ]);
    assert!(json.starts_with("{\"game\":\"script "), "{json}");
    assert!(json.contains("\"pattern\":{\"preperiod\":1,\"period\":4,\"saltus\":4,\"certified\":false,\"proof\":null,\"head\":[0,1,2,4,3]}"), "{json}");
    let text = pattern(&["script", &script("lasker.rhai"), "--upto", "80"]);
    assert!(
        text.contains("arithmetic-periodic: preperiod 1, period 4, saltus 4"),
        "{text}"
    );
    assert!(text.contains("observed for heaps 0..=80 only"), "{text}");
    let json = pattern(&["set", "2", "5", "7", "--format", "json"]);
    assert!(
        json.contains("\"period\":22,\"saltus\":0,\"certified\":true"),
        "{json}"
    );
    let split = pattern(&["split"]);
    assert!(split.contains("no pattern: "), "{split}");
}

#[test]
fn wythoff_pairs_follow_the_golden_ratio() {
    let n = 40usize;
    // P-positions by retrograde analysis written here.
    let mut p = vec![vec![false; n + 1]; n + 1];
    for a in 0..=n {
        for b in 0..=n {
            p[a][b] = !((0..a).any(|x| p[x][b])
                || (0..b).any(|y| p[a][y])
                || (1..=a.min(b)).any(|t| p[a - t][b - t]));
        }
    }
    let text = pattern(&[
        "script",
        &script("builtin/wythoff.rhai"),
        "--pairs",
        "--upto",
        "40",
    ]);
    for a in 0..=n {
        for b in a..=n {
            let line = format!("  d = {}: ({a}, {b})\n", b - a);
            assert_eq!(text.contains(&line), p[a][b], "({a}, {b}) in\n{text}");
        }
    }
    assert!(
        text.contains("alpha = (1 + √5)/2 = 1.618033... fits"),
        "{text}"
    );
    let json = pattern(&[
        "script",
        &script("builtin/wythoff.rhai"),
        "--pairs",
        "--upto",
        "20",
        "--format",
        "json",
    ]);
    assert!(json.contains("\"named\":\"(1 + √5)/2\""), "{json}");
}

#[test]
fn bad_requests_are_refused() {
    let lasker = script("lasker.rhai");
    let wythoff = script("builtin/wythoff.rhai");
    let cases: [(&[&str], &str); 8] = [
        (
            &["pattern", "script", &lasker, "--upto", "10000000"],
            "10000001 positions are more than the budget of 1000000",
        ),
        (
            &["pattern", "script", &wythoff, "--pairs", "--upto", "100000"],
            "5000150001 positions are more than the budget",
        ),
        (&["pattern", "wythoff"], "not played on single heaps"),
        (
            &["pattern", "split", "--emit", "cpp"],
            "no pattern in heaps 0..=300",
        ),
        (&["pattern", "nim", "--misere"], "--misere"),
        (&["pattern", "nim", "--pairs"], "--pairs is for a script"),
        (&["pattern", "nim", "--format", "csv"], "not csv"),
        (
            &["pattern", "script", "/nonexistent.rhai"],
            "cannot read /nonexistent.rhai",
        ),
    ];
    for (args, part) in cases {
        let r = grundy(args, b"");
        assert!(matches!(r.code, Some(1 | 2)), "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(part), "{args:?}: {}", r.stderr);
        assert_eq!(
            r.stderr.lines().filter(|l| !l.starts_with("try ")).count(),
            1,
            "{args:?}: {}",
            r.stderr
        );
        assert_eq!(r.stdout, "");
    }
}

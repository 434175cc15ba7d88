//! `grundy sg script`, `grundy hint script` and `grundy script check` on scripts written
//! here (games nobody wrote a script for before), run as a process and checked against
//! searches written here: a plain mex over the rules, a brute-force search of the winning
//! moves, retrograde analysis of a loopy game (with its sums with a Nim heap), and every
//! kind of bad script.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use common::{Run, mex};

/// A file of this test's own in the target directory, holding `source`.
fn script(name: &str, source: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("scripts");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, source).unwrap();
    path
}

#[track_caller]
fn ok(args: &[&str]) -> String {
    let r: Run = common::grundy(args, b"");
    assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
    assert_eq!(r.stderr, "", "{args:?}");
    r.stdout
}

/// Runs `args`, which must fail with status 2 and one line on stderr (a bad command line
/// adds a second, `try '… --help'`); the first line.
#[track_caller]
fn fails(args: &[&str]) -> String {
    let r = common::grundy(args, b"");
    assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
    assert_eq!(r.stdout, "", "{args:?}");
    let lines: Vec<&str> = r.stderr.lines().collect();
    match lines.as_slice() {
        [_] => {}
        [_, help] => assert!(help.starts_with("try 'grundy "), "{args:?}: {}", r.stderr),
        _ => panic!("{args:?}: {}", r.stderr),
    }
    lines[0].to_owned()
}

/// The numbers of the JSON array after `"key":`, which must hold numbers only.
fn json_numbers(json: &str, key: &str) -> Vec<u64> {
    let at = json.find(&format!("\"{key}\":[")).unwrap() + key.len() + 4;
    let end = at + json[at..].find(']').unwrap();
    json[at..end]
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

/// The strings of the JSON array after `"key":`.
fn json_strings(json: &str, key: &str) -> Vec<String> {
    let at = json.find(&format!("\"{key}\":[")).unwrap() + key.len() + 4;
    let end = at + json[at..].find(']').unwrap();
    json[at..end]
        .split("\",\"")
        .map(|s| s.trim_matches('"').to_owned())
        .filter(|s| !s.is_empty())
        .collect()
}

/// Take one, three or four stones from a heap, or halve an even heap of at least 6 into
/// two equal heaps.
const TAKE_OR_HALVE: &str = r#"
fn name() { "take 1, 3 or 4, or halve" }
fn moves(p) {
    let out = [];
    for i in 0..p.len() {
        for t in [1, 3, 4] {
            if t <= p[i] { let q = p; q[i] -= t; out.push(q); }
        }
        if p[i] >= 6 && p[i] % 2 == 0 { let q = p; q[i] = p[i] / 2; q.push(p[i] / 2); out.push(q); }
    }
    out
}
fn parts(p) { heaps(p) }
"#;

/// The same rules in Rust, for the searches of this test: the options of one heap as lists
/// of heaps.
fn take_or_halve(n: u64) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = [1, 3, 4]
        .iter()
        .filter(|&&t| t <= n)
        .map(|&t| vec![n - t])
        .collect();
    if n >= 6 && n.is_multiple_of(2) {
        out.push(vec![n / 2, n / 2]);
    }
    out
}

/// The values of heaps 0..=upto by a plain mex.
fn heap_values(upto: u64, options: impl Fn(u64) -> Vec<Vec<u64>>) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let v = mex(options(n)
            .iter()
            .map(|o| o.iter().fold(0, |x, &h| x ^ g[h as usize])));
        g.push(v);
    }
    g
}

#[test]
fn values_of_a_new_script_equal_a_plain_mex() {
    let file = script("take_or_halve.rhai", TAKE_OR_HALVE);
    let f = file.to_str().unwrap();
    let want = heap_values(200, take_or_halve);
    let json = ok(&["sg", "script", f, "--upto", "200", "--format", "json"]);
    assert!(
        json.starts_with(
            "{\"game\":\"script\",\"name\":\"take 1, 3 or 4, or halve\",\"upto\":200,"
        ),
        "{json}"
    );
    assert_eq!(json_numbers(&json, "values"), want);
    let csv = ok(&["sg", "script", f, "--upto", "5", "--format", "csv"]);
    let rows: Vec<String> = (0..=5).map(|n| format!("{n},{},", want[n])).collect();
    assert_eq!(csv, format!("n,grundy,k\n{}\n", rows.join("\n")));
    let text = ok(&["sg", "script", f, "--upto", "12"]);
    assert!(text.contains(" 0 | 0*"), "{text}");
    assert_eq!(text.lines().count(), 3);
}

/// Every option of a whole position (heaps) under `take_or_halve`, sorted.
fn whole_options(p: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        for o in take_or_halve(p[i]) {
            let mut q = p.to_vec();
            q.remove(i);
            q.extend(o);
            q.retain(|&h| h > 0);
            q.sort_unstable();
            out.push(q);
        }
    }
    out
}

/// Whether the player to move wins `p`, by brute-force search of whole positions.
fn wins(p: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = p.to_vec();
    key.retain(|&h| h > 0);
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let w = whole_options(&key).iter().any(|o| !wins(o, memo));
    memo.insert(key, w);
    w
}

#[test]
fn hints_list_exactly_the_winning_moves_a_search_finds() {
    let file = script("take_or_halve.rhai", TAKE_OR_HALVE);
    let f = file.to_str().unwrap();
    let mut memo = HashMap::new();
    for p in [
        vec![9, 4],
        vec![12, 7, 3],
        vec![6, 6],
        vec![10],
        vec![2, 2, 2],
    ] {
        let words: Vec<String> = p.iter().map(u64::to_string).collect();
        let mut args = vec!["hint", "--format", "json", "script", f];
        args.extend(words.iter().map(String::as_str));
        let json = ok(&args);
        let win = wins(&p, &mut memo);
        assert!(
            json.starts_with(if win {
                "{\"outcome\":\"N\""
            } else {
                "{\"outcome\":\"P\""
            }),
            "{p:?}: {json}"
        );
        // The winning options, as the positions a search finds lost for the opponent.
        let want: BTreeSet<Vec<u64>> = {
            // The script keeps heaps in place and appends halves: compare as sorted heaps.
            whole_options(&p)
                .into_iter()
                .filter(|o| !wins(o, &mut memo))
                .collect()
        };
        let got: BTreeSet<Vec<u64>> = json_strings(&json, "winning_moves")
            .iter()
            .map(|m| {
                let mut q: Vec<u64> = m
                    .strip_prefix("to ")
                    .unwrap()
                    .split(' ')
                    .map(|w| w.parse().unwrap())
                    .collect();
                q.retain(|&h| h > 0);
                q.sort_unstable();
                q
            })
            .collect();
        assert_eq!(got, want, "{p:?}: {json}");
        let values = heap_values(20, take_or_halve);
        let x = p.iter().fold(0, |x, &h| x ^ values[h as usize]);
        assert!(json.contains(&format!("\"grundy\":{x},")), "{json}");
        assert_eq!(x != 0, win);
    }
    let text = ok(&["hint", "script", f, "9", "4"]);
    assert!(
        text.starts_with("take 1, 3 or 4, or halve (script "),
        "{text}"
    );
    assert!(text.contains("\nwinning moves:\n  9 4 → "), "{text}");
}

#[test]
fn a_script_is_a_component_of_a_sum() {
    let file = script("take_or_halve.rhai", TAKE_OR_HALVE);
    let f = file.to_str().unwrap();
    let values = heap_values(30, take_or_halve);
    for (heap, nim) in [(7u64, 3u64), (12, 0), (20, 5), (9, 9)] {
        let json = ok(&[
            "hint",
            "--format",
            "json",
            "script",
            f,
            &heap.to_string(),
            "+",
            "nim",
            &nim.to_string(),
        ]);
        let x = values[heap as usize] ^ nim;
        assert!(json.contains(&format!("\"grundy\":{x},")), "{json}");
        let outcome = if x == 0 { "P" } else { "N" };
        assert!(
            json.starts_with(&format!("{{\"outcome\":\"{outcome}\"")),
            "{json}"
        );
        // Each winning move leaves a sum of value 0: in the script, an option of value
        // values[heap] ^ x; in Nim, a pile of nim ^ x.
        let moves = json_strings(&json, "winning_moves");
        assert_eq!(moves.is_empty(), x == 0, "{json}");
        for m in &moves {
            if let Some(rest) = m.strip_prefix("in component 2 (nim ") {
                assert!(
                    rest.ends_with(&format!("take {} from pile 1", nim - (nim ^ x))),
                    "{m}"
                );
            } else {
                let to = m.split("): to ").nth(1).unwrap();
                let v = to
                    .split(' ')
                    .map(|w| values[w.parse::<usize>().unwrap()])
                    .fold(0, |a, b| a ^ b);
                assert_eq!(v ^ nim, 0, "{m}");
            }
        }
        // Every winning move of the script's component is listed.
        let listed = moves
            .iter()
            .filter(|m| m.starts_with("in component 1"))
            .count();
        let want = take_or_halve(heap)
            .iter()
            .filter(|o| o.iter().fold(nim, |a, &h| a ^ values[h as usize]) == 0)
            .count();
        assert_eq!(listed, want, "{json}");
    }
    // A sum of a script with itself and with another game.
    let json = ok(&[
        "hint", "--format", "json", "script", f, "5", "+", "script", f, "5", "+", "wythoff", "1",
        "2",
    ]);
    assert!(
        json.contains("\"grundy\":0,") && json.starts_with("{\"outcome\":\"P\""),
        "{json}"
    );
    let e = fails(&["hint", "script", f, "5", "+", "nim", "--misere", "3"]);
    assert!(e.contains("normal play only"), "{e}");
}

/// A loopy game: a counter on squares 0..=6 moves along these arrows: 1 → 0, 2 → 1,
/// 3 → 2, 3 → 4, 4 → 5, 5 → 4, 5 → 6, 6 → 5 (squares 4, 5 and 6 can never be left).
const LOOPY: &str = r#"
fn next(n) {
    switch n { 1 => [0], 2 => [1], 3 => [2, 4], 4 => [5], 5 => [4, 6], 6 => [5], _ => [] }
}
fn moves(p) {
    let out = [];
    for i in 0..p.len() {
        for to in next(p[i]) { let q = p; q[i] = to; out.push(q); }
    }
    out
}
fn parts(p) { let out = []; for n in p { out.push([n]); } out }
"#;

/// The arrows of [`LOOPY`], written again.
fn loopy_next(n: u64) -> Vec<u64> {
    match n {
        1 => vec![0],
        2 => vec![1],
        3 => vec![2, 4],
        4 => vec![5],
        5 => vec![4, 6],
        6 => vec![5],
        _ => vec![],
    }
}

/// The loopy game with one counter plus a Nim heap of `h`: (square, heap) for squares
/// 0..=6 and heaps 0..=7, by retrograde analysis: 'N', 'P' or 'D'.
fn loopy_oracle() -> HashMap<(u64, u64), char> {
    let options = |(n, h): (u64, u64)| -> Vec<(u64, u64)> {
        let mut out: Vec<(u64, u64)> = loopy_next(n).into_iter().map(|m| (m, h)).collect();
        out.extend((0..h).map(|k| (n, k)));
        out
    };
    let states: Vec<(u64, u64)> = (0..=6).flat_map(|n| (0..=7).map(move |h| (n, h))).collect();
    let mut preds: HashMap<(u64, u64), Vec<(u64, u64)>> = HashMap::new();
    let mut left: HashMap<(u64, u64), usize> = HashMap::new();
    for &s in &states {
        let o = options(s);
        left.insert(s, o.len());
        for t in o {
            preds.entry(t).or_default().push(s);
        }
    }
    let mut result: HashMap<(u64, u64), char> = HashMap::new();
    let mut queue: VecDeque<(u64, u64)> = states.iter().copied().filter(|s| left[s] == 0).collect();
    for s in &queue {
        result.insert(*s, 'P');
    }
    while let Some(s) = queue.pop_front() {
        let lost = result[&s] == 'P';
        for &p in preds.get(&s).map_or(&[][..], Vec::as_slice) {
            if result.contains_key(&p) {
                continue;
            }
            if lost {
                result.insert(p, 'N');
                queue.push_back(p);
            } else {
                let l = left.get_mut(&p).unwrap();
                *l -= 1;
                if *l == 0 {
                    result.insert(p, 'P');
                    queue.push_back(p);
                }
            }
        }
    }
    states
        .into_iter()
        .map(|s| (s, *result.get(&s).unwrap_or(&'D')))
        .collect()
}

#[test]
fn a_loopy_script_has_draws_and_values_that_match_retrograde_analysis() {
    let file = script("loopy.rhai", LOOPY);
    let f = file.to_str().unwrap();
    let oracle = loopy_oracle();
    let json = ok(&["sg", "script", f, "--upto", "6", "--format", "json"]);
    let mut draws = 0;
    for n in 0..=6u64 {
        // The square alone, and its sums with every Nim heap, as `hint` sees them.
        for h in 0..=7u64 {
            let args: Vec<String> = if h == 0 {
                ["hint", "--format", "json", "script", f, &n.to_string()]
                    .map(String::from)
                    .to_vec()
            } else {
                [
                    "hint",
                    "--format",
                    "json",
                    "script",
                    f,
                    &n.to_string(),
                    "+",
                    "nim",
                    &h.to_string(),
                ]
                .map(String::from)
                .to_vec()
            };
            let refs: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = ok(&refs);
            let want = oracle[&(n, h)];
            assert!(
                out.starts_with(&format!("{{\"outcome\":\"{want}\"")),
                "[{n}] + nim {h}: {out}"
            );
            if want == 'D' {
                draws += 1;
                assert!(out.contains("\"grundy\":null,\"infinity\":["), "{out}");
                assert!(
                    !out.contains("\"best_move\":null"),
                    "a draw has a move that keeps it: {out}"
                );
            }
        }
        // The value: g where the sum with a heap of g is lost; ∞(K) with K the heaps won.
        let lost: Vec<u64> = (0..=7).filter(|&h| oracle[&(n, h)] == 'P').collect();
        let won: Vec<u64> = (0..=7).filter(|&h| oracle[&(n, h)] == 'N').collect();
        let cell = match lost.as_slice() {
            [g] => g.to_string(),
            _ => format!(
                "{{\"infinity\":[{}]}}",
                won.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
            ),
        };
        let values = &json[json.find("\"values\":[").unwrap() + 10..];
        let cells: Vec<String> = {
            let mut cells = Vec::new();
            let mut depth = 0;
            let mut cur = String::new();
            for c in values.chars() {
                match c {
                    '{' | '[' => depth += 1,
                    '}' => depth -= 1,
                    ']' if depth == 0 => break,
                    ']' => depth -= 1,
                    ',' if depth == 0 => {
                        cells.push(std::mem::take(&mut cur));
                        continue;
                    }
                    _ => {}
                }
                cur.push(c);
            }
            cells.push(cur);
            cells
        };
        assert_eq!(cells[n as usize], cell, "[{n}]: {json}");
    }
    assert!(draws >= 8, "{draws}");
    let text = ok(&["hint", "script", f, "5"]);
    assert!(text.starts_with("loopy (script "), "{text}");
    assert!(
        text.contains("outcome: D (a draw: neither player can force a win)"),
        "{text}"
    );
    assert!(text.contains("a draw; a move that keeps it:"), "{text}");
}

/// Runs `args` on a bad script and returns its one line, checking it came within `secs`.
#[track_caller]
fn bad(name: &str, source: &str, secs: u64) -> String {
    let file = script(name, source);
    let start = Instant::now();
    let e = fails(&["sg", "script", file.to_str().unwrap(), "--upto", "3"]);
    assert!(
        start.elapsed() < Duration::from_secs(secs),
        "{name}: {:?}",
        start.elapsed()
    );
    // Paths in messages are cut to their last 40 characters, after a `…`.
    let path = file.display().to_string();
    let count = path.chars().count();
    let shown = if count > 40 {
        let tail: String = path.chars().skip(count - 39).collect();
        format!("…{tail}")
    } else {
        path
    };
    let prefix = format!("grundy: {shown}: ");
    e.strip_prefix(&prefix)
        .unwrap_or_else(|| panic!("{e}"))
        .to_owned()
}

#[test]
fn bad_scripts_get_one_line_and_status_2_never_a_panic() {
    assert_eq!(
        bad("syntax.rhai", "fn moves(p) {\n    let x = ;\n}\n", 10),
        "line 2, column 13: syntax error: unexpected ';'"
    );
    assert_eq!(
        bad("loop.rhai", "fn moves(p) { loop { } }", 20),
        "moves([0]): stopped after 20000000 operations (an endless loop?)"
    );
    assert_eq!(
        bad(
            "grow.rhai",
            "fn moves(p) { let a = [1]; loop { a += a; } }",
            20
        ),
        "moves([0]): stopped: an array grew past 1048576 elements (the script's size limit)"
    );
    assert_eq!(
        bad(
            "deep.rhai",
            "fn f(n) { f(n + 1) }\nfn moves(p) { f(0) }",
            20
        ),
        "moves([0]): stopped: calls nested more than 64 deep (endless recursion?)"
    );
    assert_eq!(
        bad(
            "negative.rhai",
            "fn moves(p) { if p[0] == 2 { [[0, -1]] } else { [] } }",
            10
        ),
        "moves([2]): returned [[0, -1]]: position 1 holds -1 at index 1: positions are arrays of non-negative integers"
    );
    assert_eq!(
        bad("flat.rhai", "fn moves(p) { [1] }", 10),
        "moves([0]): returned [1]: item 1 is 1 (of type i64), not a position (an array of non-negative integers)"
    );
    assert_eq!(
        bad("nomoves.rhai", "fn options(p) { [] }", 10),
        "the script has no fn moves(p): the options of position p"
    );
    let file = script("endless.rhai", "fn moves(p) { [[p[0] + 1]] }");
    let e = fails(&[
        "sg",
        "script",
        file.to_str().unwrap(),
        "--upto",
        "3",
        "--budget",
        "5000",
    ]);
    assert!(
        e.ends_with(": the game needs more positions than the state budget of 5000 (5001 explored): raise it with --budget N"),
        "{e}"
    );
    let e = fails(&[
        "hint",
        "--budget",
        "5000",
        "script",
        file.to_str().unwrap(),
        "1",
    ]);
    assert!(e.contains("raise it with --budget N"), "{e}");
    // A file that is not there, or not text.
    let r = common::grundy(&["sg", "script", "/nonexistent/x.rhai", "--upto", "3"], b"");
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert!(
        r.stderr
            .starts_with("grundy: cannot read /nonexistent/x.rhai: "),
        "{}",
        r.stderr
    );
    let binary = script("binary.rhai", "");
    std::fs::write(&binary, [0xff, 0xfe, 0x00]).unwrap();
    let e = fails(&["sg", "script", binary.to_str().unwrap(), "--upto", "1"]);
    assert!(e.contains("not UTF-8 text"), "{e}");
    // Grammar errors in a sum.
    let e = fails(&["hint", "script"]);
    assert!(
        e.contains("script needs the file of its rules first"),
        "{e}"
    );
}

#[test]
fn script_check_values_a_few_positions_and_catches_parts_that_disagree() {
    let file = script("take_or_halve.rhai", TAKE_OR_HALVE);
    let f = file.to_str().unwrap();
    let out = ok(&["script", "check", f]);
    assert!(
        out.starts_with("take 1, 3 or 4, or halve (script "),
        "{out}"
    );
    assert!(out.contains("defines moves and parts"), "{out}");
    assert_eq!(out.lines().count(), 11, "{out}");
    assert!(
        out.ends_with("parts agree with moves at every position tried; no error\n"),
        "{out}"
    );
    let out = ok(&["script", "check", f, "--at", "6 6", "--at", ""]);
    assert!(
        out.contains("  [6, 6]: value 0, P (the player to move loses)"),
        "{out}"
    );
    assert!(out.contains("  []: value 0, P"), "{out}");
    // Parts that lie: a heap of 3 is said to be two heaps of 1.
    let liar = script(
        "liar.rhai",
        "fn moves(p) { let out = []; for i in 0..p.len() { for t in 1..=p[i] { let q = p; q[i] -= t; out.push(q); } } out }\nfn parts(p) { let out = []; for n in p { if n == 3 { out.push([1]); out.push([1]); } else if n > 0 { out.push([n]); } } out }",
    );
    let e = fails(&["script", "check", liar.to_str().unwrap()]);
    assert!(e.contains("at [3]: parts disagree with moves"), "{e}");
    let e = fails(&["script", "check", f, "--at", "1 x"]);
    assert!(e.contains("\"x\""), "{e}");
}

#[test]
fn an_apparent_period_is_never_called_certified() {
    let file = script("take_or_halve.rhai", TAKE_OR_HALVE);
    let f = file.to_str().unwrap();
    let json = ok(&[
        "sg", "script", f, "--upto", "300", "--period", "--format", "json",
    ]);
    assert!(
        json.contains("\"certified\":false") || json.contains("\"period\":null"),
        "{json}"
    );
    let bash = script(
        "bash3.rhai",
        "fn moves(p) { let out = []; for t in 1..=3 { if t <= p[0] { out.push([p[0] - t]); } } out }",
    );
    let json = ok(&[
        "sg",
        "script",
        bash.to_str().unwrap(),
        "--upto",
        "40",
        "--period",
        "--format",
        "json",
    ]);
    assert!(
        json.ends_with(",\"period\":{\"preperiod\":0,\"period\":4,\"certified\":false}}\n"),
        "{json}"
    );
    let text = ok(&[
        "sg",
        "script",
        bash.to_str().unwrap(),
        "--upto",
        "40",
        "--period",
    ]);
    assert!(
        text.contains("apparent period 4 from position [0] (not certified"),
        "{text}"
    );
}

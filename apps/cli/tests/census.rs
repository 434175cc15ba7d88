//! `grundy census`: every record against a plain mex of its code written here, the published
//! values (Winning Ways, ch. 4), the three layouts, bad input, and a census killed and
//! resumed.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::grundy;
use serde_json::Value;

/// The Grundy values of heaps `0..len` of `code` by the plain mex: digit `d` at take `k`
/// allows taking `k` tokens leaving no heap (bit 1), one heap (bit 2) or two heaps (bit 4).
fn brute(code: &str, len: usize) -> Vec<u64> {
    let (lead, rest) = code.split_once('.').unwrap();
    let mut digits = vec![lead.parse::<u8>().unwrap()];
    digits.extend(rest.bytes().map(|b| b - b'0'));
    let mut g = vec![0u64; len];
    for n in 0..len {
        let mut options = Vec::new();
        for (k, &d) in digits.iter().enumerate().filter(|&(k, _)| k <= n) {
            let rest = n - k;
            if d & 1 != 0 && k > 0 && rest == 0 {
                options.push(0);
            }
            if d & 2 != 0 && k > 0 && rest > 0 {
                options.push(g[rest]);
            }
            if d & 4 != 0 {
                options.extend((1..rest).map(|a| g[a] ^ g[rest - a]));
            }
        }
        g[n] = common::mex(options);
    }
    g
}

fn census(args: &[&str]) -> Vec<Value> {
    let run = grundy(&[&["census"], args].concat(), b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    serde_json::from_str::<Vec<Value>>(&run.stdout).unwrap()
}

fn num(v: &Value) -> Option<u64> {
    v.as_u64()
}

/// Every field of every record against the plain mex over heaps `0..len`, and the classes
/// against the whole sequences.
#[track_caller]
fn check_all(records: &[Value], len: usize) {
    let fields = [
        "code",
        "status",
        "preperiod",
        "period",
        "values",
        "heaps",
        "largest",
        "largest_heap",
        "rare_mask",
        "rare_count",
        "last_rare",
        "class",
    ];
    let tables: Vec<Vec<u64>> = records
        .iter()
        .map(|r| brute(r["code"].as_str().unwrap(), len))
        .collect();
    for (r, g) in records.iter().zip(&tables) {
        let keys: Vec<&str> = r.as_object().unwrap().keys().map(String::as_str).collect();
        let mut want = fields.to_vec();
        want.sort_unstable();
        let mut have = keys.clone();
        have.sort_unstable();
        assert_eq!(have, want);
        let code = r["code"].as_str().unwrap();
        let values: Vec<u64> = r["values"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(values[..], g[..values.len()], "{code}");
        let heaps = num(&r["heaps"]).unwrap() as usize;
        match (num(&r["preperiod"]), num(&r["period"])) {
            (Some(e), Some(p)) => {
                let (e, p) = (e as usize, p as usize);
                assert_eq!(values.len(), e + p, "{code}");
                for n in e..len - p {
                    assert_eq!(g[n], g[n + p], "{code}: heap {n}");
                }
                assert!(e == 0 || g[e - 1] != g[e - 1 + p], "{code}");
                assert_ne!(r["status"], "unsolved");
            }
            (None, None) => {
                assert_eq!(r["status"], "unsolved", "{code}");
                assert_eq!(heaps, len - 1, "{code}");
            }
            other => panic!("{code}: {other:?}"),
        }
        let table = &g[..=heaps];
        let max = *table.iter().max().unwrap();
        assert_eq!(num(&r["largest"]), Some(max), "{code}");
        assert_eq!(
            num(&r["largest_heap"]),
            table.iter().position(|&v| v == max).map(|p| p as u64)
        );
        let mask = u64::from_str_radix(r["rare_mask"].as_str().unwrap(), 16).unwrap();
        let rare: Vec<u64> = (0..table.len() as u64)
            .filter(|&n| (table[n as usize] & mask).count_ones().is_multiple_of(2))
            .collect();
        assert_eq!(num(&r["rare_count"]), Some(rare.len() as u64), "{code}");
        assert_eq!(num(&r["last_rare"]), rare.last().copied(), "{code}");
    }
    // Classes: joined by equal sequences or a shift by a heap, over the same heaps.
    let n = records.len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(p: &mut Vec<usize>, i: usize) -> usize {
        if p[i] == i {
            i
        } else {
            let r = find(p, p[i]);
            p[i] = r;
            r
        }
    }
    for i in 0..n {
        for j in 0..n {
            if tables[i] == tables[j] || tables[i][..len - 1] == tables[j][1..] {
                let (a, b) = (find(&mut parent, i), find(&mut parent, j));
                parent[a.max(b)] = a.min(b);
            }
        }
    }
    for i in 0..n {
        let root = find(&mut parent, i);
        assert_eq!(
            records[i]["class"], records[root]["code"],
            "{}",
            records[i]["code"]
        );
    }
}

#[test]
fn one_and_two_digits_against_the_plain_mex() {
    let one = census(&["--digits", "1", "--upto", "799"]);
    assert_eq!(one.len(), 16);
    check_all(&one, 800);
    let two = census(&["--digits", "2", "--upto", "499", "--threads", "2"]);
    assert_eq!(two.len(), 128);
    assert_eq!(two[0]["code"], "0.0");
    assert_eq!(two[8]["code"], "0.1");
    assert_eq!(two[127]["code"], "4.77");
    check_all(&two, 500);
    assert_eq!(
        census(&["--digits", "2", "--upto", "499", "--threads", "1"]),
        two
    );
}

#[test]
fn published_values() {
    let records = census(&["--digits", "3", "--upto", "3000"]);
    assert_eq!(records.len(), 1024);
    let find = |code: &str| records.iter().find(|r| r["code"] == code).unwrap();
    // Dawson's Kayles: preperiod 53, period 34, as `grundy sg octal 0.07 --period` says.
    let dawson = find("0.07");
    assert_eq!(
        (num(&dawson["preperiod"]), num(&dawson["period"])),
        (Some(53), Some(34))
    );
    assert_eq!(dawson["status"], "periodic");
    let sg = grundy(&["sg", "octal", "0.07", "--period"], b"");
    assert!(
        sg.stdout.contains("preperiod 53, period 34"),
        "{}",
        sg.stdout
    );
    // Kayles: preperiod 71, period 12.
    let kayles = find("0.77");
    assert_eq!(
        (num(&kayles["preperiod"]), num(&kayles["period"])),
        (Some(71), Some(12))
    );
    // Dawson's chess: Dawson's Kayles shifted by a heap, the same class.
    let chess = find("0.137");
    assert_eq!(chess["class"], dawson["class"]);
    assert_eq!(
        chess["values"].as_array().unwrap()[..],
        dawson["values"].as_array().unwrap()[1..]
    );
    // Officers, unsolved at a small bound.
    let officers = census(&["--digits", "1", "--upto", "300"]);
    let six = officers.iter().find(|r| r["code"] == "0.6").unwrap();
    assert_eq!(six["status"], "unsolved");
    assert_eq!(
        (six["preperiod"].clone(), six["period"].clone()),
        (Value::Null, Value::Null)
    );
    assert_eq!(num(&six["heaps"]), Some(300));
    assert_eq!(six["values"].as_array().unwrap().len(), 301);
}

#[test]
fn csv_and_markdown_say_what_json_says() {
    let json = census(&["--digits", "1", "--upto", "300"]);
    let csv = grundy(
        &[
            "census", "--digits", "1", "--upto", "300", "--format", "csv",
        ],
        b"",
    );
    assert_eq!(csv.code, Some(0));
    let lines: Vec<&str> = csv.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "code,status,preperiod,period,heaps,largest,largest_heap,rare_mask,rare_count,last_rare,class,values"
    );
    assert_eq!(lines.len(), 17);
    for (line, r) in lines[1..].iter().zip(&json) {
        let cells: Vec<&str> = line.split(',').collect();
        assert_eq!(cells.len(), 12, "{line}");
        let text = |v: &Value| match v {
            Value::Null => String::new(),
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let names = [
            "code",
            "status",
            "preperiod",
            "period",
            "heaps",
            "largest",
            "largest_heap",
            "rare_mask",
            "rare_count",
            "last_rare",
            "class",
        ];
        for (cell, name) in cells.iter().zip(names) {
            assert_eq!(*cell, text(&r[name]), "{line}: {name}");
        }
        let values: Vec<String> = r["values"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.to_string())
            .collect();
        assert_eq!(cells[11], values.join(" "));
    }
    let md = grundy(
        &["census", "--digits", "1", "--upto", "300", "--format", "md"],
        b"",
    );
    assert_eq!(md.code, Some(0));
    let rows: Vec<&str> = md.stdout.lines().collect();
    assert_eq!(rows.len(), 18);
    assert!(rows[0].starts_with("| code | status | preperiod | period |"));
    for (row, r) in rows[2..].iter().zip(&json) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
        assert_eq!(cells[0], r["code"].as_str().unwrap());
        assert_eq!(cells[1], r["status"].as_str().unwrap());
        assert_eq!(cells[10], r["class"].as_str().unwrap());
    }
}

#[test]
fn bad_input_is_one_line_and_a_status() {
    for (args, status) in [
        (vec!["census", "--digits", "0"], 2),
        (vec!["census", "--digits", "9"], 2),
        (vec!["census", "--digits", "2", "--upto", "x"], 2),
        (vec!["census", "--digits", "2", "--threads", "0"], 2),
        (vec!["census", "--digits", "2", "--format", "xml"], 2),
        (vec!["census", "--digits", "1", "--resume", "."], 1),
    ] {
        let run = grundy(&args, b"");
        assert_eq!(run.code, Some(status), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}");
        assert!(
            run.stderr.starts_with("grundy: "),
            "{args:?}: {}",
            run.stderr
        );
        assert!(run.stderr.lines().count() <= 2, "{args:?}: {}", run.stderr);
    }
    // A file that is not a census's lines.
    let dir = scratch_dir("bad");
    let file = dir.join("garbage.jsonl");
    std::fs::write(&file, "hello\n").unwrap();
    let run = grundy(
        &[
            "census",
            "--digits",
            "1",
            "--resume",
            file.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("line 1"), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1);
    // Lines of a census with other heaps.
    let other = dir.join("other.jsonl");
    let made = grundy(
        &[
            "census",
            "--digits",
            "1",
            "--upto",
            "100",
            "--resume",
            other.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(made.code, Some(0));
    let run = grundy(
        &[
            "census",
            "--digits",
            "1",
            "--upto",
            "200",
            "--resume",
            other.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("--upto 100"), "{}", run.stderr);
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-census-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn codes_in(file: &std::path::Path) -> Vec<String> {
    std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .map(|l| {
            serde_json::from_str::<Value>(l).unwrap()["code"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect()
}

#[test]
fn a_cut_file_resumes_to_the_same_census() {
    let args = ["census", "--digits", "2", "--upto", "400"];
    let whole = grundy(&args, b"");
    assert_eq!(whole.code, Some(0));
    let dir = scratch_dir("cut");
    let file = dir.join("run.jsonl");
    let path = file.to_str().unwrap();
    let first = grundy(&[&args[..], &["--resume", path]].concat(), b"");
    assert_eq!(first.stdout, whole.stdout);
    // Cut the file in the middle of its 41st line, as a kill while writing would.
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 128);
    let kept = lines[..40].join("\n") + "\n" + &lines[40][..lines[40].len() / 2];
    std::fs::write(&file, kept).unwrap();
    let resumed = grundy(&[&args[..], &["--resume", path]].concat(), b"");
    assert_eq!(resumed.code, Some(0), "{}", resumed.stderr);
    assert_eq!(resumed.stdout, whole.stdout);
    let mut codes = codes_in(&file);
    assert_eq!(codes.len(), 128);
    codes.sort();
    codes.dedup();
    assert_eq!(codes.len(), 128, "a code done twice");
    // Everything there already: nothing computed, the same census.
    let again = grundy(&[&args[..], &["--resume", path]].concat(), b"");
    assert_eq!(again.stdout, whole.stdout);
    assert_eq!(codes_in(&file).len(), 128);
}

#[test]
fn a_killed_census_resumes_to_the_same_census() {
    let args = [
        "census",
        "--digits",
        "2",
        "--upto",
        "60000",
        "--threads",
        "1",
    ];
    let dir = scratch_dir("kill");
    let file = dir.join("run.jsonl");
    let path = file.to_str().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .args(["--resume", path])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    // Killed (SIGKILL) once some codes are done and before the last.
    loop {
        let done = std::fs::read_to_string(&file).map_or(0, |t| t.lines().count());
        if done >= 20 || start.elapsed() > Duration::from_secs(120) {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let before = codes_in(&file).len();
    assert!(before < 128, "the census finished before it was killed");
    let resumed = grundy(&[&args[..], &["--resume", path]].concat(), b"");
    assert_eq!(resumed.code, Some(0), "{}", resumed.stderr);
    let mut codes = codes_in(&file);
    assert_eq!(codes.len(), 128);
    codes.sort();
    codes.dedup();
    assert_eq!(codes.len(), 128, "a code done twice");
    let whole = grundy(&args, b"");
    assert_eq!(resumed.stdout, whole.stdout);
}

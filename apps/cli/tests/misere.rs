//! `grundy misere`: the JSON parsed and checked against the library (and its outcomes
//! against a plain misère search written here), the text's parts, and bad input refused on
//! one line with a non-zero exit.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;

use std::collections::HashMap;

use common::grundy;
use grundy_misere::{HeapGame, Quotient};
use serde_json::Value;

#[track_caller]
fn ok(args: &[&str]) -> String {
    let r = grundy(args, b"");
    assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
    assert_eq!(r.stderr, "", "{args:?}");
    r.stdout
}

#[track_caller]
fn refused(args: &[&str], says: &str) {
    let r = grundy(args, b"");
    assert_eq!(r.code, Some(2), "{args:?}: {}", r.stdout);
    assert_eq!(r.stdout, "", "{args:?}");
    let mut lines = r.stderr.lines();
    let first = lines.next().unwrap_or("");
    assert!(first.starts_with("grundy: "), "{args:?}: {}", r.stderr);
    assert!(first.contains(says), "{args:?}: {first}");
    assert!(
        lines.all(|l| l.starts_with("try '")),
        "{args:?}: {}",
        r.stderr
    );
}

fn usizes(v: &Value) -> Vec<usize> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| usize::try_from(x.as_u64().unwrap()).unwrap())
        .collect()
}

/// Misère outcome by plain search: P when there is a move and every move leads to N.
fn brute(
    options: &[Vec<Vec<usize>>],
    heaps: &[usize],
    memo: &mut HashMap<Vec<usize>, bool>,
) -> bool {
    let mut key = heaps.to_vec();
    key.sort();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let (mut moved, mut p) = (false, true);
    for i in 0..key.len() {
        for o in &options[key[i]] {
            moved = true;
            let mut child = key.clone();
            child.remove(i);
            child.extend(o);
            if brute(options, &child, memo) {
                p = false;
            }
        }
    }
    let p = p && moved;
    memo.insert(key, p);
    p
}

#[track_caller]
fn check_json(args: &[&str], game: &HeapGame) {
    let out = ok(args);
    let v: Value = serde_json::from_str(&out).unwrap();
    let q = Quotient::compute(game).unwrap();
    let keys = [
        "game",
        "maxheap",
        "size",
        "p_size",
        "elements",
        "p_portion",
        "generators",
        "relations",
        "heaps",
        "table",
        "periodic",
        "seen_periodic",
    ];
    let object = v.as_object().unwrap();
    assert_eq!(object.len(), keys.len(), "{out}");
    for k in keys {
        assert!(object.contains_key(k), "{k} in {out}");
    }
    assert_eq!(v["game"], game.name());
    assert_eq!(v["maxheap"], game.max_heap());
    assert_eq!(v["size"], q.size());
    assert_eq!(v["p_size"], q.p_size());
    assert_eq!(usizes(&v["p_portion"]), q.p_portion());
    assert_eq!(usizes(&v["heaps"]), q.heaps());
    let elements: Vec<String> = v["elements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(elements.len(), q.size());
    for (x, w) in elements.iter().enumerate() {
        assert_eq!(Some(w.clone()), q.word(x));
    }
    assert_eq!(v["periodic"], Value::Null);
    match q.seen_periodic() {
        None => assert_eq!(v["seen_periodic"], Value::Null),
        Some(seen) => {
            assert_eq!(v["seen_periodic"]["preperiod"], seen.preperiod);
            assert_eq!(v["seen_periodic"]["period"], seen.period);
            assert_eq!(v["seen_periodic"]["to"], seen.to);
        }
    }
    let gens = v["generators"].as_array().unwrap();
    assert_eq!(gens.len(), q.generators().len());
    for (g, lib) in gens.iter().zip(q.generators()) {
        assert_eq!(g["name"], lib.name.as_str());
        assert_eq!(g["heap"], lib.heap);
        assert_eq!(g["element"], lib.element);
    }
    let rels: Vec<(String, String)> = v["relations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r[0].as_str().unwrap().to_owned(),
                r[1].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(rels, q.relations());
    let table: Vec<Vec<usize>> = v["table"].as_array().unwrap().iter().map(usizes).collect();
    assert_eq!(Some(table.clone()), q.table());
    // The JSON alone answers misère sums: the product of the heaps' elements in the table,
    // P when it is in the P-portion; checked against the search here.
    let options: Vec<Vec<Vec<usize>>> = (0..=game.max_heap())
        .map(|n| game.options(n).to_vec())
        .collect();
    let heaps = usizes(&v["heaps"]);
    let p = usizes(&v["p_portion"]);
    let mut memo = HashMap::new();
    let max = game.max_heap();
    for a in 0..=max {
        for b in a..=max {
            for c in b..=max.min(8) {
                let x = table[table[heaps[a]][heaps[b]]][heaps[c]];
                assert_eq!(
                    p.contains(&x),
                    brute(&options, &[a, b, c], &mut memo),
                    "{args:?} {a} {b} {c}"
                );
            }
        }
    }
}

#[test]
fn json_is_the_librarys() {
    for (code, max) in [("0.07", 12), ("0.77", 10), ("0.137", 9), ("4.7", 8)] {
        let game = HeapGame::octal(&code.parse().unwrap(), max).unwrap();
        let m = max.to_string();
        check_json(
            &["misere", "octal", code, "--maxheap", &m, "--format", "json"],
            &game,
        );
    }
    let game = HeapGame::subtraction(&[1, 3, 4], 12).unwrap();
    check_json(
        &[
            "misere",
            "set",
            "--set",
            "1,3,4",
            "--maxheap",
            "12",
            "--format",
            "json",
        ],
        &game,
    );
    // Take 1 or 2: the heaps repeat with period 3 (an observation, reported apart from
    // `periodic`, which stays null).
    let game = HeapGame::subtraction(&[1, 2], 12).unwrap();
    let args = [
        "misere",
        "set",
        "--set",
        "1,2",
        "--maxheap",
        "12",
        "--format",
        "json",
    ];
    let out = ok(&args);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["periodic"], Value::Null);
    assert_eq!(v["seen_periodic"]["period"], 3, "{out}");
    assert_eq!(v["seen_periodic"]["to"], 12, "{out}");
    check_json(&args, &game);
    let text = ok(&["misere", "set", "--set", "1,2", "--maxheap", "12"]);
    assert!(
        text.contains("Seen periodic to heap 12: from heap 0 with period 3"),
        "{text}"
    );
    let game = HeapGame::grundys_game(10).unwrap();
    check_json(
        &["misere", "grundy", "--maxheap", "10", "--format", "json"],
        &game,
    );
}

#[test]
fn text_shows_presentation_p_portion_and_pretending_function() {
    let out = ok(&["misere", "octal", "0.07", "--maxheap", "12"]);
    let q = Quotient::compute(&HeapGame::octal(&"0.07".parse().unwrap(), 12).unwrap()).unwrap();
    assert!(
        out.contains(&format!("|Q| = {}, |P| = {}", q.size(), q.p_size())),
        "{out}"
    );
    for (l, r) in q.relations() {
        assert!(out.contains(&format!("{l} = {r}")), "{out}");
    }
    let p: Vec<String> = q.p_portion().iter().map(|&x| q.word(x).unwrap()).collect();
    assert!(
        out.contains(&format!("P = {{ {} }}", p.join(", "))),
        "{out}"
    );
    for (n, &x) in q.heaps().iter().enumerate() {
        assert!(
            out.contains(&format!("{n:>4}: {}\n", q.word(x).unwrap())),
            "{out}"
        );
    }
}

#[test]
fn bad_input_is_one_line() {
    refused(&["misere", "octal", "0.7x", "--maxheap", "5"], "octal code");
    refused(
        &["misere", "octal", "0.77", "--maxheap", "5000"],
        "at most 1000",
    );
    refused(
        &[
            "misere",
            "octal",
            "0.07",
            "--maxheap",
            "20",
            "--budget",
            "5",
        ],
        "more than 5 elements",
    );
    refused(
        &[
            "misere",
            "octal",
            "0.07",
            "--maxheap",
            "20",
            "--budget",
            "100000",
        ],
        "at most 65536",
    );
    refused(&["misere", "octal", "0.77"], "maxheap");
    refused(
        &["misere", "set", "--set", "0,2", "--maxheap", "5"],
        "subtraction set",
    );
    refused(&["misere", "grundy", "--maxheap", "-3"], "");
    refused(
        &[
            "misere",
            "octal",
            "0.77",
            "--maxheap",
            "5",
            "--format",
            "csv",
        ],
        "csv",
    );
}

/// The position a move's text leads to: `take K from heap I leaving A and B`,
/// `split heap I into A and B`, `take K from heap I leaving nothing`.
fn after_move(heaps: &[usize], text: &str) -> Vec<usize> {
    let numbers: Vec<usize> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    let (pile, left) = if text.starts_with("split") {
        (numbers[0], &numbers[1..])
    } else {
        (numbers[1], &numbers[2..])
    };
    let mut after: Vec<usize> = heaps.to_vec();
    after.remove(pile - 1);
    after.extend(left);
    after.sort();
    after
}

#[test]
fn misere_hints_from_the_quotient_against_search() {
    let games: Vec<(Vec<&str>, HeapGame)> = vec![
        (
            vec!["octal", "0.77"],
            HeapGame::octal(&"0.77".parse().unwrap(), 9).unwrap(),
        ),
        (
            vec!["octal", "0.07"],
            HeapGame::octal(&"0.07".parse().unwrap(), 9).unwrap(),
        ),
        (
            vec!["octal", "0.137"],
            HeapGame::octal(&"0.137".parse().unwrap(), 9).unwrap(),
        ),
        (
            vec!["octal", "4.7"],
            HeapGame::octal(&"4.7".parse().unwrap(), 9).unwrap(),
        ),
        (vec!["grundy"], HeapGame::grundys_game(9).unwrap()),
    ];
    let positions: Vec<Vec<usize>> = vec![
        vec![1],
        vec![1, 1, 1],
        vec![2, 3],
        vec![5, 7],
        vec![4, 4],
        vec![9],
        vec![3, 6, 8],
        vec![1, 2, 9],
        vec![7, 7, 2],
    ];
    for (words, game) in &games {
        let options: Vec<Vec<Vec<usize>>> = (0..=9).map(|n| game.options(n).to_vec()).collect();
        let mut memo = HashMap::new();
        for heaps in &positions {
            let mut args: Vec<String> = vec!["hint".into()];
            args.extend(words.iter().map(|w| (*w).to_owned()));
            args.push("--misere".into());
            args.extend(heaps.iter().map(ToString::to_string));
            args.extend(["--format".into(), "json".into()]);
            let refs: Vec<&str> = args.iter().map(String::as_str).collect();
            let v: Value = serde_json::from_str(&ok(&refs)).unwrap();
            let p = brute(&options, heaps, &mut memo);
            assert_eq!(v["outcome"], if p { "P" } else { "N" }, "{args:?}");
            // Every winning move (a move to a P-position), each once.
            let mut expected = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for o in &options[h] {
                    let mut after = heaps.clone();
                    after.remove(i);
                    after.extend(o);
                    if brute(&options, &after, &mut memo) {
                        after.sort();
                        expected.push(after);
                    }
                }
            }
            let mut got: Vec<Vec<usize>> = v["winning_moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| after_move(heaps, m.as_str().unwrap()))
                .collect();
            expected.sort();
            got.sort();
            assert_eq!(got, expected, "{args:?}");
            // No winning move: a P-position, or (misère) a position without a move.
            let stuck = heaps.iter().all(|&h| options[h].is_empty());
            assert_eq!(got.is_empty(), p || stuck, "{args:?}");
        }
    }
    // The text names the quotient and lists the moves.
    let out = ok(&["hint", "octal", "0.77", "--misere", "5", "7"]);
    assert!(out.contains("outcome: N"), "{out}");
    assert!(
        out.contains("take 1 from heap 1 leaving 1 and 3: 5 7 → 1 3 7"),
        "{out}"
    );
}

/// `grundy misere script`: the quotient of a script's heap game is the octal code's (the same
/// JSON but for the game's name), and a script that is no heap game is refused on one line.
#[test]
fn a_scripts_heap_game_has_the_quotient_of_its_octal_code() {
    let strip = |args: &[&str]| -> Value {
        let mut v: Value = serde_json::from_str(&ok(args)).unwrap();
        v.as_object_mut().unwrap().remove("game");
        v
    };
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/scripts/");
    for (file, code, upto) in [
        ("kayles.rhai", "0.77", "14"),
        ("builtin/dawson.rhai", "0.07", "16"),
    ] {
        let path = format!("{root}{file}");
        assert_eq!(
            strip(&[
                "misere",
                "script",
                &path,
                "--maxheap",
                upto,
                "--format",
                "json"
            ]),
            strip(&[
                "misere",
                "octal",
                code,
                "--maxheap",
                upto,
                "--format",
                "json"
            ]),
            "{file}"
        );
    }
    let grundy = format!("{root}grundy.rhai");
    assert_eq!(
        strip(&[
            "misere",
            "script",
            &grundy,
            "--maxheap",
            "12",
            "--format",
            "json"
        ]),
        strip(&["misere", "grundy", "--maxheap", "12", "--format", "json"]),
    );
    let loopy = format!("{root}loopy.rhai");
    refused(
        &["misere", "script", &loopy, "--maxheap", "5"],
        "only get smaller",
    );
    let dir = std::env::temp_dir().join(format!("grundy-misere-script-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let no_parts = dir.join("no_parts.rhai");
    std::fs::write(&no_parts, "fn moves(p) { [] }").unwrap();
    refused(
        &[
            "misere",
            "script",
            no_parts.to_str().unwrap(),
            "--maxheap",
            "5",
        ],
        "needs fn parts(p)",
    );
    let pairs = dir.join("pairs.rhai");
    std::fs::write(
        &pairs,
        "fn moves(p) { if p[0] > 1 { [[1, 1]] } else { [] } }\nfn parts(p) { [p] }",
    )
    .unwrap();
    refused(
        &[
            "misere",
            "script",
            pairs.to_str().unwrap(),
            "--maxheap",
            "5",
        ],
        "not one heap",
    );
    refused(
        &["misere", "script", &grundy, "--maxheap", "100000"],
        "at most 1000",
    );
    std::fs::remove_dir_all(&dir).ok();
}

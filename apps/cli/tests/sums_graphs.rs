//! `grundy hint` on sums and `grundy sg graph`, run as a process and checked against values
//! computed here: Grundy values by mex from the rules, graph outcomes by retrograde analysis.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;

use std::collections::HashMap;

use common::{Run, mex, set_values, split_values};

#[track_caller]
fn ok(args: &[&str], stdin: &[u8]) -> String {
    let r: Run = common::grundy(args, stdin);
    assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
    assert_eq!(r.stderr, "");
    r.stdout
}

#[track_caller]
fn fails(args: &[&str], stdin: &[u8], part: &str) {
    let r = common::grundy(args, stdin);
    assert_eq!(r.code, Some(2), "{args:?}");
    assert_eq!(r.stdout, "", "{args:?}");
    assert!(
        r.stderr.contains(part),
        "{args:?}: {:?} lacks {part:?}",
        r.stderr
    );
}

/// Wythoff's values up to `side` by the mex of the row, column and diagonal.
fn wythoff_values(side: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; side]; side];
    for a in 0..side {
        for b in 0..side {
            let mut seen: Vec<u64> = (0..a).map(|i| g[i][b]).collect();
            seen.extend((0..b).map(|j| g[a][j]));
            seen.extend((1..=a.min(b)).map(|k| g[a - k][b - k]));
            g[a][b] = mex(seen);
        }
    }
    g
}

/// The value of a JSON key holding a number or null.
fn json_number(json: &str, key: &str) -> Option<u64> {
    let at = json.find(&format!("\"{key}\":")).unwrap() + key.len() + 3;
    let rest = &json[at..];
    let end = rest
        .find(|c: char| !c.is_ascii_digit() && c != 'n' && c != 'u' && c != 'l')
        .unwrap();
    rest[..end].parse().ok()
}

#[test]
fn a_sum_of_every_game_has_the_xor_of_values_computed_from_the_rules() {
    let split = split_values(10);
    let set = set_values(&[2, 5], 20);
    let wythoff = wythoff_values(10);
    // nim 3 4 5 + wythoff 4 7 + set --set 2,5 7 9 + split 2 3 + staircase 2 1 3 + bash --k 3 10
    let parts = [
        3 ^ 4 ^ 5,
        wythoff[4][7],
        set[7] ^ set[9],
        split[2] ^ split[3],
        2 ^ 3,
        10 % 4,
    ];
    let x = parts.iter().fold(0, |x, v| x ^ v);
    let args = [
        "hint",
        "--format",
        "json",
        "nim",
        "3",
        "4",
        "5",
        "+",
        "wythoff",
        "4",
        "7",
        "+",
        "set",
        "--set",
        "2,5",
        "7",
        "9",
        "+",
        "split",
        "2",
        "3",
        "+",
        "staircase",
        "2",
        "1",
        "3",
        "+",
        "bash",
        "--k",
        "3",
        "10",
    ];
    let json = ok(&args, b"");
    assert_eq!(json_number(&json, "grundy"), Some(x), "{json}");
    let outcome = if x == 0 { "\"P\"" } else { "\"N\"" };
    assert!(json.contains(&format!("\"outcome\":{outcome}")), "{json}");
    for (i, v) in parts.iter().enumerate() {
        assert!(
            json.contains(&format!("\"grundy\":{v}}}")),
            "component {i}: {json}"
        );
    }
    // --format may come last, and the text names each winning move's component.
    let mut text_args = args.to_vec();
    text_args.drain(1..3);
    let text = ok(&text_args, b"");
    assert!(text.contains("sum of 6 components"), "{text}");
    assert!(
        text.contains(&format!("(the XOR of the values): {x}")),
        "{text}"
    );
    let mut last = text_args.clone();
    last.extend(["--format", "json"]);
    assert_eq!(ok(&last, b""), json);
}

#[test]
fn every_winning_move_of_a_small_sum_leaves_value_zero() {
    let wythoff = wythoff_values(12);
    let split = split_values(12);
    for a in 0..6u64 {
        for b in 0..6u64 {
            for s in 0..5u64 {
                let (a_s, b_s, s_s) = (a.to_string(), b.to_string(), s.to_string());
                let args = [
                    "hint", "wythoff", &a_s, &b_s, "+", "split", &s_s, "+", "nim", "3",
                ];
                let text = ok(&args, b"");
                let x = wythoff[a as usize][b as usize] ^ split[s as usize] ^ 3;
                let want = if x == 0 { "outcome: P" } else { "outcome: N" };
                assert!(text.contains(want), "{args:?}: {text}");
                // Each winning move line ends with the component after it: check its value.
                for line in text.lines().filter(|l| l.starts_with("  in component")) {
                    let after = line.rsplit(" → ").next().unwrap();
                    let nums: Vec<u64> = after
                        .split(' ')
                        .skip(1)
                        .map(|t| t.parse().unwrap())
                        .collect();
                    let v = if line.contains("(wythoff") {
                        wythoff[nums[0] as usize][nums[1] as usize] ^ split[s as usize] ^ 3
                    } else if line.contains("(split") {
                        let parts = nums.iter().fold(0, |x, &p| x ^ split[p as usize]);
                        wythoff[a as usize][b as usize] ^ parts ^ 3
                    } else {
                        wythoff[a as usize][b as usize] ^ split[s as usize] ^ nums[0]
                    };
                    if x != 0 {
                        assert_eq!(v, 0, "{args:?}: {line}");
                    }
                }
            }
        }
    }
}

#[test]
fn unknown_values_are_errors_never_guesses() {
    // A Wythoff position past the host's table next to Nim 5 4 (value 1): unknown outcome.
    let text = ok(
        &[
            "hint",
            "wythoff",
            "165580141",
            "267914296",
            "+",
            "nim",
            "5",
            "4",
        ],
        b"",
    );
    assert!(
        text.contains("outcome: unknown (component 1: no formula"),
        "{text}"
    );
    assert!(!text.contains("winning moves"), "{text}");
    let json = ok(
        &[
            "hint",
            "--format",
            "json",
            "wythoff",
            "165580141",
            "267914296",
            "+",
            "nim",
            "5",
            "4",
        ],
        b"",
    );
    assert!(json.contains("\"outcome\":null,\"grundy\":null"), "{json}");
    // Next to Nim 5 5 (value 0) the sum plays as the Wythoff position, which is exact.
    let text = ok(
        &[
            "hint",
            "wythoff",
            "165580141",
            "267914296",
            "+",
            "nim",
            "5",
            "5",
        ],
        b"",
    );
    assert!(text.contains("outcome: N"), "{text}");
    assert!(text.contains("in component 1"), "{text}");
    // Misère sums: Nim-like components are exact (three heaps of one: the player to move
    // takes the last but one… and loses), others are refused with the reason.
    let text = ok(
        &[
            "hint", "nim", "--misere", "1", "1", "+", "bash", "--k", "3", "1",
        ],
        b"",
    );
    assert!(text.contains("outcome: P"), "{text}");
    let text = ok(
        &[
            "hint", "nim", "--misere", "1", "1", "+", "bash", "--k", "3", "2",
        ],
        b"",
    );
    assert!(text.contains("outcome: N"), "{text}");
    // A small one is settled by searching every position; a large one stays unknown.
    let text = ok(
        &["hint", "nim", "--misere", "1", "+", "wythoff", "2", "3"],
        b"",
    );
    assert!(
        text.contains("outcome: N (the player to move wins), settled by searching"),
        "{text}"
    );
    let text = ok(
        &["hint", "nim", "--misere", "1", "+", "wythoff", "200", "300"],
        b"",
    );
    assert!(
        text.contains("outcome: unknown (misère play of this sum is not known: component 2"),
        "{text}"
    );
    // Host-sized Wythoff tables: 34 38 has its value (1365 cells, past a microcontroller's 512).
    let json = ok(&["hint", "--format", "json", "wythoff", "34", "38"], b"");
    assert_eq!(
        json_number(&json, "grundy"),
        Some(wythoff_values(39)[34][38]),
        "{json}"
    );
}

#[test]
fn sum_errors_point_at_the_component_and_argument() {
    fails(
        &["hint", "nim", "3", "+", "wythoff", "4", "x"],
        b"",
        "component 2 (wythoff 4 x)",
    );
    fails(
        &["hint", "nim", "3", "+", "wythoff", "4"],
        b"",
        "component 2 (wythoff 4): this game has exactly 2 piles",
    );
    fails(&["hint", "nim", "3", "+"], b"", "component 2");
    fails(
        &["hint", "set", "--set", "0", "1", "+", "nim", "1"],
        b"",
        "component 1",
    );
    let mut nine: Vec<&str> = vec!["hint"];
    nine.extend((0..9).flat_map(|_| ["nim", "1", "+"]));
    nine.pop();
    fails(&nine, b"", "at most 8 components");
}

/// Outcomes of one token by retrograde analysis: 'W', 'L' or 'D'.
fn retrograde(n: usize, edges: &[(usize, usize)]) -> Vec<char> {
    let mut out_deg = vec![0usize; n];
    let mut preds: HashMap<usize, Vec<usize>> = HashMap::new();
    for &(u, v) in edges {
        out_deg[u] += 1;
        preds.entry(v).or_default().push(u);
    }
    let mut state = vec!['D'; n];
    let mut left = out_deg.clone();
    let mut queue: Vec<usize> = (0..n).filter(|&u| out_deg[u] == 0).collect();
    for &u in &queue {
        state[u] = 'L';
    }
    while let Some(v) = queue.pop() {
        for &u in preds.get(&v).map(Vec::as_slice).unwrap_or(&[]) {
            if state[u] != 'D' {
                continue;
            }
            if state[v] == 'L' {
                state[u] = 'W';
                queue.push(u);
            } else {
                left[u] -= 1;
                if left[u] == 0 {
                    state[u] = 'L';
                    queue.push(u);
                }
            }
        }
    }
    state
}

#[test]
fn graph_outcomes_of_one_token_match_retrograde_analysis() {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    for _ in 0..40 {
        let n = 1 + next(8) as usize;
        let m = next(3 * n as u64) as usize;
        let edges: Vec<(usize, usize)> = (0..m)
            .map(|_| (next(n as u64) as usize, next(n as u64) as usize))
            .collect();
        let truth = retrograde(n, &edges);
        for (t, &state) in truth.iter().enumerate() {
            let mut input = format!("{n} {m}\n");
            for (u, v) in &edges {
                input += &format!("{} {}\n", u + 1, v + 1);
            }
            input += &format!("1 {}\n", t + 1);
            let json = ok(&["sg", "graph", "--format", "json"], input.as_bytes());
            let want = match state {
                'W' => "\"outcome\":\"N\"",
                'L' => "\"outcome\":\"P\"",
                _ => "\"outcome\":\"D\"",
            };
            assert!(json.contains(want), "{input}: {json}");
        }
    }
}

#[test]
fn graph_values_and_errors() {
    // A Nim heap of 3 as a graph: node i + 1 holds i stones and moves to every smaller heap.
    let input = "4 6\n2 1\n3 1\n3 2\n4 1\n4 2\n4 3\n";
    let json = ok(&["sg", "graph", "--format", "json"], input.as_bytes());
    assert_eq!(json, "{\"values\":[0,1,2,3]}\n");
    // A 2-cycle with an exit: node 1 ↔ node 2, node 2 → node 3 (terminal).
    let json = ok(
        &["sg", "graph", "--format", "json"],
        b"3 3\n1 2\n2 1\n2 3\n",
    );
    assert_eq!(json, "{\"values\":[0,1,0]}\n");
    // A pure 3-cycle: every node is ∞ with K empty, and a token there is a draw.
    let json = ok(
        &["sg", "graph", "--format", "json"],
        b"3 3\n1 2\n2 3\n3 1\n1 1\n",
    );
    assert!(
        json.starts_with("{\"values\":[{\"infinity\":[]},"),
        "{json}"
    );
    assert!(json.contains("\"outcome\":\"D\""), "{json}");
    let text = ok(&["sg", "graph"], b"3 3\n1 2\n2 3\n3 1\n1 1\n");
    assert!(
        text.contains("node 1: ∞({})") && text.contains("D (a draw"),
        "{text}"
    );
    // Strict input, as the judge formats: line and column, nothing on stdout.
    fails(
        &["sg", "graph"],
        b"3 2\n1 2\n2 x\n",
        "graph: line 3, column 3",
    );
    fails(
        &["sg", "graph"],
        b"3 2\n1 2\n2 4\n",
        "node 4 does not exist",
    );
    fails(&["sg", "graph"], b"3 2\n1 2\n", "after 1 of 2 edges");
    fails(
        &["sg", "graph"],
        b"3 1\n1 2\n1 1 5\n",
        "more numbers than announced",
    );
    fails(
        &["sg", "graph"],
        b"3 1\n1 2\n2 1 9\n",
        "node 9 does not exist",
    );
    let r = common::grundy(&["sg", "graph", "/nonexistent/graph.txt"], b"");
    assert_eq!(r.code, Some(1));
    assert!(r.stderr.contains("cannot open /nonexistent/graph.txt"));
}

/// Kayles' values by the definition: a move takes one or two adjacent pins, leaving the rest
/// in at most two rows.
fn kayles(upto: usize) -> Vec<u64> {
    let mut g = vec![0u64; upto + 1];
    for n in 1..=upto {
        let mut seen = vec![];
        for take in 1..=2.min(n) {
            let rest = n - take;
            for a in 0..=rest / 2 {
                seen.push(g[a] ^ g[rest - a]);
            }
        }
        g[n] = mex(seen);
    }
    g
}

#[test]
fn octal_games_on_the_command_line() {
    let truth = kayles(200);
    let json = ok(
        &["sg", "octal", "0.77", "--upto", "200", "--format", "json"],
        b"",
    );
    let start = json.find("\"values\":[").unwrap() + 10;
    let end = start + json[start..].find(']').unwrap();
    let values: Vec<u64> = json[start..end]
        .split(',')
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(values, truth);
    // Dawson's Kayles, 0.07: preperiod 53, period 34 (Winning Ways).
    let json = ok(
        &["sg", "octal", "0.07", "--period", "--format", "json"],
        b"",
    );
    assert!(json.contains("\"preperiod\":53,\"period\":34"), "{json}");
    // Past any table, through the period: Kayles' period 12 from 71.
    let json = ok(
        &["sg", "octal", "0.77", "--period", "--format", "json"],
        b"",
    );
    assert!(json.contains("\"preperiod\":71,\"period\":12"), "{json}");
    let huge = "18446744073709551615";
    let json = ok(
        &["hint", "--format", "json", "octal", "0.77", huge, "3"],
        b"",
    );
    let g = truth[71 + ((u64::MAX - 71) % 12) as usize] ^ truth[3];
    assert_eq!(json_number(&json, "grundy"), Some(g), "{json}");
    // A hint: the value of heaps 5 and 7 is g(5) ⊕ g(7).
    let json = ok(
        &["hint", "--format", "json", "octal", "0.77", "5", "7"],
        b"",
    );
    assert_eq!(
        json_number(&json, "grundy"),
        Some(truth[5] ^ truth[7]),
        "{json}"
    );
    fails(
        &["sg", "octal", "0.7g", "--upto", "3"],
        b"",
        "not a digit of a code",
    );
    fails(&["hint", "octal", "5", "7"], b"", "the octal code \"5\"");
}

/// A graph whose size alone exceeds the memory budget is refused at once, in one line, with
/// the size it would need; `--memory` raises the budget (binary units).
#[test]
fn graphs_past_the_memory_budget_are_refused_before_they_are_read() {
    fails(
        &["sg", "graph", "--format", "json"],
        b"4294967294 0\n",
        "graph: line 1, column 1: a graph of 4294967294 nodes and 0 edges needs at least 131072 MiB of memory, more than the budget of 4096 MiB (--memory raises it)",
    );
    fails(
        &["sg", "graph", "--memory", "1G"],
        b"100000000 0\n",
        "more than the budget of 1024 MiB",
    );
    // 3 nodes and an edge need 32·3 + 24 + 8 bytes: 128 is enough, 127 is not.
    assert!(ok(&["sg", "graph", "--memory", "128"], b"3 1\n1 2\n").contains("node 1: 1"));
    fails(
        &["sg", "graph", "--memory", "127"],
        b"3 1\n1 2\n",
        "line 2, column 3",
    );
    fails(
        &["sg", "graph", "--memory", "8X"],
        b"3 0\n",
        "a unit K, M, G or T",
    );
    fails(
        &["sg", "graph", "--memory", "99999999999T"],
        b"3 0\n",
        "more than 18446744073709551615 bytes",
    );
    assert!(
        ok(&["sg", "graph", "--memory", "2KiB"], b"1 1\n1 1\n")
            .starts_with("A graph of 1 node and 1 edge;")
    );
}

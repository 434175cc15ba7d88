//! `grundy hint` for the classic games (Nim_k, Euclid, Mock Turtles, Ruler, Turning Corners,
//! Green Hackenbush, Every-SG), `grundy nim-mul` and their `sg` tables: the answers against
//! brute forces written here, the text in both languages, and bad input refused on one line.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::{Run, grundy, grundy_env, mex};

#[track_caller]
fn ok(args: &[&str]) -> String {
    let r: Run = grundy(args, b"");
    assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
    assert_eq!(r.stderr, "", "{args:?}");
    r.stdout
}

/// Bad input: status 2, nothing on stdout, `grundy: …` on stderr (and at most the `try`
/// line), the message on one line.
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

/// The raw JSON value of `key` in a flat object (a number, `null`, a string or an array).
fn field<'a>(json: &'a str, key: &str) -> &'a str {
    let start = json
        .find(&format!("\"{key}\":"))
        .unwrap_or_else(|| panic!("{key} in {json}"))
        + key.len()
        + 3;
    let rest = &json[start..];
    let (mut depth, mut in_string) = (0, false);
    for (i, c) in rest.char_indices() {
        match c {
            '"' => in_string = !in_string,
            '[' | '{' if !in_string => depth += 1,
            ']' | '}' if !in_string && depth > 0 => depth -= 1,
            ',' | '}' if !in_string && depth == 0 => return &rest[..i],
            _ => {}
        }
    }
    rest
}

/// The strings of a JSON array of strings (no escapes in them).
fn strings(array: &str) -> Vec<String> {
    array
        .trim_matches(|c| c == '[' || c == ']')
        .split("\",\"")
        .map(|s| s.trim_matches('"').to_owned())
        .filter(|s| !s.is_empty())
        .collect()
}

fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

// ------------------------------------------------------------ brute forces, written here

/// Euclid's values by mex over its moves.
fn euclid_value(a: u64, b: u64, memo: &mut BTreeMap<(u64, u64), u64>) -> u64 {
    if let Some(&v) = memo.get(&(a, b)) {
        return v;
    }
    let mut next = Vec::new();
    if a > 0 && b > 0 {
        if a <= b {
            next.extend((1..=b / a).map(|k| (a, b - k * a)));
        }
        if b <= a {
            next.extend((1..=a / b).map(|k| (a - k * b, b)));
        }
    }
    let v = mex(next
        .into_iter()
        .map(|(x, y)| euclid_value(x, y, memo))
        .collect::<Vec<_>>());
    memo.insert((a, b), v);
    v
}

/// Whether Moore's Nim_k position is won by the player to move, by search.
fn moore_wins(piles: &[u64], k: usize, memo: &mut BTreeMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let n = piles.len();
    let mut wins = false;
    'masks: for mask in 1u32..(1 << n) {
        if mask.count_ones() as usize > k || (0..n).any(|i| mask >> i & 1 == 1 && piles[i] == 0) {
            continue;
        }
        let chosen: Vec<usize> = (0..n).filter(|&i| mask >> i & 1 == 1).collect();
        let mut options = vec![piles.to_vec()];
        for &i in &chosen {
            options = options
                .into_iter()
                .flat_map(|p| {
                    (0..piles[i]).map(move |v| {
                        let mut q = p.clone();
                        q[i] = v;
                        q
                    })
                })
                .collect();
        }
        for q in options {
            if !moore_wins(&q, k, memo) {
                wins = true;
                break 'masks;
            }
        }
    }
    memo.insert(piles.to_vec(), wins);
    wins
}

/// A row of coins' value by mex over the moves `successors` gives (bitmasks).
fn row_value(row: u32, successors: &dyn Fn(u32) -> Vec<u32>, memo: &mut BTreeMap<u32, u64>) -> u64 {
    if let Some(&v) = memo.get(&row) {
        return v;
    }
    let v = mex(successors(row)
        .into_iter()
        .map(|q| row_value(q, successors, memo))
        .collect::<Vec<_>>());
    memo.insert(row, v);
    v
}

fn turtle_moves(row: u32, len: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for x in (0..len).filter(|&x| row >> x & 1 == 1) {
        out.push(row ^ 1 << x);
        for y in 0..x {
            out.push(row ^ 1 << x ^ 1 << y);
            for z in 0..y {
                out.push(row ^ 1 << x ^ 1 << y ^ 1 << z);
            }
        }
    }
    out
}

fn ruler_moves(row: u32, len: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for x in (0..len).filter(|&x| row >> x & 1 == 1) {
        for m in 0..=x {
            out.push(row ^ (((1u32 << (x + 1)) - 1) & !((1u32 << m) - 1)));
        }
    }
    out
}

fn bits(row: u32, len: u32) -> Vec<String> {
    (0..len).map(|i| (row >> i & 1).to_string()).collect()
}

fn parse_bits(words: &str) -> u32 {
    words
        .split(' ')
        .enumerate()
        .fold(0, |m, (i, b)| m | u32::from(b == "1") << i)
}

// ------------------------------------------------------------ the games

#[test]
fn euclid_hints_match_a_brute_force() {
    let mut memo = BTreeMap::new();
    for a in 0..=10u64 {
        for b in 0..=10u64 {
            let json = ok(&[
                "hint",
                "--format",
                "json",
                "euclid",
                &a.to_string(),
                &b.to_string(),
            ]);
            let g = euclid_value(a, b, &mut memo);
            assert_eq!(field(&json, "grundy"), g.to_string(), "({a}, {b})");
            assert_eq!(
                field(&json, "outcome"),
                if g == 0 { "\"P\"" } else { "\"N\"" }
            );
            let after = strings(field(&json, "after"));
            assert_eq!(after.is_empty(), g == 0, "({a}, {b}): {json}");
            for words in after {
                let n = numbers(&words);
                assert_eq!(
                    euclid_value(n[0], n[1], &mut memo),
                    0,
                    "({a}, {b}) → {words}"
                );
            }
        }
    }
    assert_eq!(
        ok(&["hint", "euclid", "3", "7"]),
        "Euclid's game (subtract a multiple of the smaller number from the larger), numbers: 3 7\n\
         outcome: N (the player to move wins)\n\
         Grundy value: 1\n\
         winning moves:\n  take 3 from number 2: 3 7 → 3 4\n"
    );
    // The golden-ratio rule at the top of u64: consecutive Fibonacci numbers (F(2), F(3)) =
    // (1, 2) is won, and the forced chain down to it alternates: (F(91), F(92)) is lost,
    // (F(92), F(93)) won.
    let json = ok(&[
        "hint",
        "--format",
        "json",
        "euclid",
        "4660046610375530309",
        "7540113804746346429",
    ]);
    assert_eq!(field(&json, "outcome"), "\"P\"");
    let json = ok(&[
        "hint",
        "--format",
        "json",
        "euclid",
        "7540113804746346429",
        "12200160415121876738",
    ]);
    assert_eq!(field(&json, "outcome"), "\"N\"");
    let json = ok(&[
        "hint",
        "--format",
        "json",
        "euclid",
        "1",
        "18446744073709551615",
    ]);
    assert_eq!(field(&json, "grundy"), "18446744073709551615");
}

#[test]
fn nim_k_hints_match_a_brute_force() {
    let mut memos: BTreeMap<usize, BTreeMap<Vec<u64>, bool>> = BTreeMap::new();
    for k in [1usize, 2, 3] {
        let memo = memos.entry(k).or_default();
        for piles in [
            vec![1, 2, 3],
            vec![3, 3, 3],
            vec![2, 5, 7],
            vec![4, 1, 6, 3],
            vec![0, 0],
            vec![5, 5, 6, 6],
        ] {
            let mut args = vec!["hint", "--format", "json", "nimk", "--k"];
            let k_text = k.to_string();
            args.push(&k_text);
            let words: Vec<String> = piles.iter().map(u64::to_string).collect();
            args.extend(words.iter().map(String::as_str));
            let json = ok(&args);
            let wins = moore_wins(&piles, k, memo);
            assert_eq!(
                field(&json, "outcome"),
                if wins { "\"N\"" } else { "\"P\"" },
                "k = {k}, {piles:?}"
            );
            assert_eq!(field(&json, "grundy"), "null");
            for words in strings(field(&json, "after")) {
                let n = numbers(&words);
                assert_eq!(n[0], k as u64);
                assert!(
                    !moore_wins(&n[1..], k, memo),
                    "k = {k}, {piles:?} → {words}"
                );
            }
        }
    }
}

#[test]
fn coin_rows_match_a_brute_force() {
    const LEN: u32 = 6;
    let turtles = |r: u32| turtle_moves(r, LEN);
    let ruler = |r: u32| ruler_moves(r, LEN);
    let (mut tm, mut rm) = (BTreeMap::new(), BTreeMap::new());
    for row in 0..(1u32 << LEN) {
        let b = bits(row, LEN);
        for (game, successors, memo) in [
            ("turtles", &turtles as &dyn Fn(u32) -> Vec<u32>, &mut tm),
            ("ruler", &ruler as &dyn Fn(u32) -> Vec<u32>, &mut rm),
        ] {
            let mut args = vec!["hint", "--format", "json", game];
            args.extend(b.iter().map(String::as_str));
            let json = ok(&args);
            let g = row_value(row, successors, memo);
            assert_eq!(field(&json, "grundy"), g.to_string(), "{game} {b:?}");
            let after = strings(field(&json, "after"));
            assert_eq!(after.is_empty(), g == 0);
            for words in after {
                let rest = words.strip_prefix(game).unwrap().trim();
                let q = parse_bits(rest);
                assert!(successors(row).contains(&q), "{game} {b:?} → {words}");
                assert_eq!(row_value(q, successors, memo), 0, "{game} {b:?} → {words}");
            }
        }
    }
    // Coins far apart, by their numbers: a Mock Turtles move to 0 from two huge coins.
    let json = ok(&[
        "hint",
        "--format",
        "json",
        "turtles",
        "--heads",
        "5",
        "18446744073709551615",
    ]);
    assert_eq!(
        field(&json, "grundy"),
        (((1u128 << 65) - 1) ^ 11).to_string()
    );
    assert_eq!(field(&json, "outcome"), "\"N\"");
}

/// Turning Corners on a small board by mex over rectangles (bit r·cols + c is coin (r, c)).
fn corners_value(board: u32, rows: u32, cols: u32, memo: &mut BTreeMap<u32, u64>) -> u64 {
    if let Some(&v) = memo.get(&board) {
        return v;
    }
    let bit = |r: u32, c: u32| 1u32 << (r * cols + c);
    let mut next = Vec::new();
    for x in 0..rows {
        for y in 0..cols {
            if board & bit(x, y) != 0 {
                for a in 0..x {
                    for b in 0..y {
                        next.push(board ^ bit(x, y) ^ bit(a, y) ^ bit(x, b) ^ bit(a, b));
                    }
                }
            }
        }
    }
    let v = mex(next
        .into_iter()
        .map(|q| corners_value(q, rows, cols, memo))
        .collect::<Vec<_>>());
    memo.insert(board, v);
    v
}

#[test]
fn turning_corners_matches_a_brute_force() {
    let (rows, cols) = (3u32, 3u32);
    let mut memo = BTreeMap::new();
    for board in 0..(1u32 << (rows * cols)) {
        if board.count_ones() > 3 {
            continue;
        }
        let coins: Vec<String> = (0..rows * cols)
            .filter(|i| board >> i & 1 == 1)
            .map(|i| format!("{},{}", i / cols, i % cols))
            .collect();
        let mut args = vec![
            "hint", "--format", "json", "corners", "--rows", "3", "--cols", "3",
        ];
        args.extend(coins.iter().map(String::as_str));
        let json = ok(&args);
        let g = corners_value(board, rows, cols, &mut memo);
        assert_eq!(field(&json, "grundy"), g.to_string(), "{coins:?}");
        for words in strings(field(&json, "after")) {
            let after = words
                .split(' ')
                .filter_map(|w| w.split_once(','))
                .fold(0u32, |m, (r, c)| {
                    m | 1 << (r.parse::<u32>().unwrap() * cols + c.parse::<u32>().unwrap())
                });
            assert_eq!(
                corners_value(after, rows, cols, &mut memo),
                0,
                "{coins:?} → {words}"
            );
        }
    }
    // Coordinates of any size: 2^40 ⊗ 2^40 and the winning move to 0.
    let json = ok(&[
        "hint",
        "--format",
        "json",
        "corners",
        "--rows",
        "18446744073709551615",
        "--cols",
        "18446744073709551615",
        "1099511627776,1099511627776",
        "3,5",
    ]);
    assert_eq!(field(&json, "outcome"), "\"N\"");
    assert!(!strings(field(&json, "winning_moves")).is_empty(), "{json}");
}

/// Green Hackenbush by mex over cuts (edges as a bitmask, what falls dropped).
fn hackenbush_value(edges: &[(u32, u32)], present: u32, memo: &mut BTreeMap<u32, u64>) -> u64 {
    let grounded = |present: u32| {
        let mut reached: BTreeSet<u32> = BTreeSet::from([0]);
        loop {
            let before = reached.len();
            for (i, &(u, v)) in edges.iter().enumerate() {
                if present >> i & 1 == 1 && (reached.contains(&u) || reached.contains(&v)) {
                    reached.insert(u);
                    reached.insert(v);
                }
            }
            if reached.len() == before {
                break;
            }
        }
        (0..edges.len())
            .filter(|&i| present >> i & 1 == 1 && reached.contains(&edges[i].0))
            .fold(0u32, |m, i| m | 1 << i)
    };
    let present = grounded(present);
    if let Some(&v) = memo.get(&present) {
        return v;
    }
    let values: Vec<u64> = (0..edges.len())
        .filter(|&i| present >> i & 1 == 1)
        .map(|i| hackenbush_value(edges, present & !(1 << i), memo))
        .collect();
    let v = mex(values);
    memo.insert(present, v);
    v
}

#[test]
fn hackenbush_hints_match_a_brute_force() {
    let graphs: [&[(u32, u32)]; 6] = [
        &[(0, 1), (1, 2), (2, 0), (1, 3)],
        &[(0, 1), (1, 2), (2, 3)],
        &[(0, 0), (0, 1), (1, 1)],
        &[(0, 1), (0, 1), (1, 2), (2, 3), (3, 1)],
        &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2), (4, 5)],
        &[(0, 1), (0, 2), (2, 3), (0, 4), (4, 5), (5, 6), (3, 3)],
    ];
    for edges in graphs {
        let text: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
        let text = text.join(" ");
        let json = ok(&[
            "hint",
            "--format",
            "json",
            "hackenbush",
            "--root",
            "0",
            "--edges",
            &text,
        ]);
        let mut memo = BTreeMap::new();
        let all = (1u32 << edges.len()) - 1;
        let g = hackenbush_value(edges, all, &mut memo);
        assert_eq!(field(&json, "grundy"), g.to_string(), "{text}");
        let cuts: Vec<usize> = strings(field(&json, "winning_moves"))
            .iter()
            .map(|m| numbers(m)[0] as usize - 1)
            .collect();
        let brute: Vec<usize> = (0..edges.len())
            .filter(|&i| hackenbush_value(edges, all & !(1 << i), &mut memo) == 0)
            .collect();
        assert_eq!(cuts, if g == 0 { vec![] } else { brute }, "{text}");
    }
    // The edges may also follow --edges as separate words.
    assert_eq!(
        ok(&[
            "hint",
            "--format",
            "json",
            "hackenbush",
            "--edges",
            "0-1",
            "1-2"
        ]),
        ok(&[
            "hint",
            "--format",
            "json",
            "hackenbush",
            "--edges",
            "0-1,1-2"
        ])
    );
}

/// Whether the player to move wins an Every-SG compound of Nim positions, by searching the
/// compound: a move moves in every component that can move.
fn every_wins(parts: &[Vec<u64>], memo: &mut BTreeMap<Vec<Vec<u64>>, bool>) -> bool {
    if let Some(&w) = memo.get(parts) {
        return w;
    }
    let options = |p: &Vec<u64>| -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for v in 0..p[i] {
                let mut q = p.clone();
                q[i] = v;
                out.push(q);
            }
        }
        out
    };
    let mut combos: Vec<Vec<Vec<u64>>> = vec![vec![]];
    let mut any = false;
    for p in parts {
        let o = options(p);
        let choices = if o.is_empty() {
            vec![p.clone()]
        } else {
            any = true;
            o
        };
        combos = combos
            .into_iter()
            .flat_map(|c| {
                choices.iter().map(move |x| {
                    let mut c = c.clone();
                    c.push(x.clone());
                    c
                })
            })
            .collect();
    }
    let wins = any && combos.iter().any(|c| !every_wins(c, memo));
    memo.insert(parts.to_vec(), wins);
    wins
}

#[test]
fn every_sg_compounds_match_a_search_of_the_compound() {
    let mut memo = BTreeMap::new();
    for parts in [
        vec![vec![3, 4], vec![2, 2]],
        vec![vec![1], vec![2, 2]],
        vec![vec![2, 3], vec![1, 1], vec![3]],
        vec![vec![0], vec![0, 0]],
        vec![vec![2, 2], vec![1, 3]],
        vec![vec![4], vec![1, 2, 3]],
    ] {
        let mut args = vec!["hint".to_owned(), "--format".to_owned(), "json".to_owned()];
        for (i, p) in parts.iter().enumerate() {
            if i > 0 {
                args.push("+".to_owned());
            }
            args.push("nim".to_owned());
            args.extend(p.iter().map(u64::to_string));
        }
        args.push("--every".to_owned());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let json = ok(&args);
        let wins = every_wins(&parts, &mut memo);
        assert_eq!(
            field(&json, "outcome"),
            if wins { "\"N\"" } else { "\"P\"" },
            "{parts:?}: {json}"
        );
        // The moves shown, one per component that can move, leave the opponent lost.
        if wins {
            let after: Vec<Vec<u64>> = json
                .split("\"after\":")
                .skip(1)
                .zip(&parts)
                .map(|(a, p)| {
                    if a.starts_with("null") {
                        p.clone()
                    } else {
                        numbers(a.split('"').nth(1).unwrap())
                    }
                })
                .collect();
            assert!(!every_wins(&after, &mut memo), "{parts:?} → {after:?}");
        }
    }
    let text = ok(&["hint", "nim", "3", "4", "+", "wythoff", "1", "2", "--every"]);
    assert!(text.starts_with("Every-SG compound of 2 games"), "{text}");
    assert!(
        text.contains("the largest suspense number, 3, is odd"),
        "{text}"
    );
}

#[test]
fn nim_products_and_tables_match_their_definitions() {
    // a ⊗ b = mex { a'⊗b ⊕ a⊗b' ⊕ a'⊗b' }, filled here.
    const N: usize = 16;
    let mut t = [[0u64; N]; N];
    for a in 0..N {
        for b in 0..N {
            let mut seen = Vec::new();
            for x in 0..a {
                for y in 0..b {
                    seen.push(t[x][b] ^ t[a][y] ^ t[x][y]);
                }
            }
            t[a][b] = mex(seen);
        }
    }
    for (a, b) in [(2, 2), (4, 4), (7, 9), (15, 15), (0, 5)] {
        assert_eq!(
            ok(&["nim-mul", &a.to_string(), &b.to_string()]),
            format!("{}\n", t[a][b])
        );
    }
    assert_eq!(
        ok(&["nim-mul", "4294967296", "4294967296"]),
        format!("{}\n", 3u64 << 31)
    );
    let json = ok(&["sg", "corners", "--size", "16", "--format", "json"]);
    let values = numbers(field(&json, "rows"));
    assert_eq!(values.len(), N * N);
    for a in 0..N {
        for b in 0..N {
            assert_eq!(values[a * N + b], t[a][b]);
        }
    }
    let mut memo = BTreeMap::new();
    let json = ok(&["sg", "euclid", "--size", "9", "--format", "json"]);
    let values = numbers(field(&json, "rows"));
    for a in 0..9u64 {
        for b in 0..9u64 {
            assert_eq!(
                values[(a * 9 + b) as usize],
                euclid_value(a, b, &mut memo),
                "({a}, {b})"
            );
        }
    }
    let json = ok(&["sg", "turtles", "--upto", "30", "--format", "json"]);
    let odious: Vec<u64> = (1u64..)
        .filter(|n| n.count_ones() % 2 == 1)
        .take(31)
        .collect();
    assert_eq!(numbers(field(&json, "values")), odious);
    let json = ok(&["sg", "ruler", "--upto", "16", "--format", "json"]);
    assert_eq!(
        numbers(field(&json, "values")),
        [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]
    );
    assert!(ok(&["sg", "euclid", "--size", "4"]).contains("0*"));
}

#[test]
fn bad_input_is_refused_on_one_line() {
    refused(&["hint", "nimk", "3", "4"], "needs --k");
    refused(&["hint", "nimk", "--k", "0", "3"], "at least 1");
    refused(&["hint", "nimk", "--k", "2", "--k", "3", "1"], "twice");
    refused(
        &["hint", "nimk", "--k", "2", "--q", "3", "1"],
        "unknown option",
    );
    refused(&["hint", "euclid", "3"], "two numbers");
    refused(&["hint", "euclid", "3", "18446744073709551616"], "euclid");
    refused(&["hint", "turtles", "0", "2"], "not a coin");
    refused(&["hint", "turtles"], "needs a row");
    refused(&["hint", "ruler", "--heads", "0", "4"], "no coin 0");
    refused(&["hint", "ruler", "--heads", "4", "4"], "twice");
    refused(&["hint", "corners", "--rows", "3", "1,1"], "--cols");
    refused(
        &["hint", "corners", "--rows", "3", "--cols", "3", "3,0"],
        "off the board",
    );
    refused(
        &["hint", "corners", "--rows", "0", "--cols", "3"],
        "at least one row",
    );
    refused(
        &["hint", "corners", "--rows", "3", "--cols", "3", "1;1"],
        "not a coin",
    );
    refused(&["hint", "hackenbush", "--root", "0"], "needs --edges");
    refused(&["hint", "hackenbush", "--edges", "0-1 1_2"], "not an edge");
    refused(
        &["hint", "hackenbush", "--edges", "0-99999999"],
        "past the largest",
    );
    refused(&["hint", "nim", "3", "--misere", "--every"], "normal play");
    refused(
        &["hint", "nim", "30", "40", "50", "60", "--every"],
        "suspense number is unknown",
    );
    refused(
        &["hint", "nim", "3", "+", "euclid", "3", "4", "--every"],
        "unknown game",
    );
    refused(&["nim-mul", "2"], "required");
    refused(&["nim-mul", "2", "-3"], "negative");
    refused(&["sg", "euclid", "--size", "0"], "--size");
    refused(&["sg", "corners", "--size", "5000"], "--size");
}

#[test]
fn classic_hints_in_chinese() {
    const ZH: &[(&str, &str)] = &[("LANG", "zh_CN.UTF-8")];
    for args in [
        &["hint", "nimk", "--k", "2", "5", "4", "7", "1"][..],
        &["hint", "euclid", "3", "7"],
        &["hint", "euclid", "3", "4"],
        &["hint", "turtles", "0", "1", "1", "0", "1"],
        &["hint", "ruler", "--heads", "6", "1000000000000"],
        &[
            "hint", "corners", "--rows", "8", "--cols", "8", "2,3", "5,7",
        ],
        &["hint", "hackenbush", "--edges", "0-1 1-2 2-3"],
        &["hint", "nim", "3", "4", "+", "wythoff", "1", "2", "--every"],
    ] {
        let r = grundy_env(args, b"", ZH);
        assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
        for line in r.stdout.lines() {
            assert!(
                line.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "not Chinese: {line:?}"
            );
        }
        // JSON is the same in every language.
        let mut json = vec!["hint", "--format", "json"];
        json.extend(&args[1..]);
        assert_eq!(grundy_env(&json, b"", ZH).stdout, ok(&json));
    }
    let r = grundy_env(&["hint", "euclid", "3", "7"], b"", ZH);
    assert!(r.stdout.contains("从第 2 个数中减去 3"), "{}", r.stdout);
}

/// The words of a shell command line: spaces separate them, double quotes group them.
fn shell_words(line: &str) -> Vec<String> {
    let (mut words, mut word, mut quoted, mut any) = (Vec::new(), String::new(), false, false);
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any || !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                any = false;
            }
            c => word.push(c),
        }
    }
    if any || !word.is_empty() {
        words.push(word);
    }
    words
}

#[test]
fn the_examples_of_docs_cli_md_run_as_written() {
    let docs = include_str!("../../../docs/cli.md");
    let section = docs
        .split("### The classic games")
        .nth(1)
        .unwrap()
        .split("\n## ")
        .next()
        .unwrap();
    let mut checked = 0;
    for block in section.split("```").skip(1).step_by(2) {
        let mut lines = block.lines().peekable();
        while let Some(line) = lines.next() {
            let Some(command) = line.strip_prefix("$ grundy ") else {
                continue;
            };
            let mut expected = String::new();
            while let Some(next) = lines.peek() {
                if next.starts_with("$ ") {
                    break;
                }
                expected.push_str(next);
                expected.push('\n');
                lines.next();
            }
            let words = shell_words(command);
            let args: Vec<&str> = words.iter().map(String::as_str).collect();
            assert_eq!(ok(&args), expected, "$ grundy {command}");
            checked += 1;
        }
    }
    assert!(checked >= 9, "{checked} examples");
}

#[test]
fn sums_of_classic_games_match_the_xor_of_brute_forces() {
    // Euclid pairs, Mock Turtles rows of 4 coins and Nim heaps: a sum's value is the XOR of
    // the components' brute-force values, and every winning move leaves a sum of value 0.
    let turtles = |r: u32| turtle_moves(r, 4);
    let (mut em, mut tm) = (BTreeMap::new(), BTreeMap::new());
    let mut checked = 0;
    for (a, b, row, heap) in [
        (3, 7, 0b0110, 4),
        (2, 5, 0b1011, 0),
        (4, 4, 0b0001, 2),
        (3, 4, 0b0000, 0),
        (5, 8, 0b1111, 9),
        (1, 6, 0b0101, 3),
        (7, 3, 0b1001, 6),
        (2, 9, 0b0011, 1),
        (6, 10, 0b1100, 5),
    ] {
        let row_bits = bits(row, 4);
        let mut args: Vec<String> = ["hint", "--format", "json", "euclid"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        args.extend([a.to_string(), b.to_string(), "+".into(), "turtles".into()]);
        args.extend(row_bits.iter().cloned());
        args.extend(["+".into(), "nim".into(), heap.to_string()]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let json = ok(&args);
        let (ge, gt) = (
            euclid_value(a, b, &mut em),
            row_value(row, &turtles, &mut tm),
        );
        let g = ge ^ gt ^ heap;
        assert_eq!(field(&json, "grundy"), g.to_string(), "{args:?}");
        let moves = strings(field(&json, "winning_moves"));
        let after = strings(field(&json, "after"));
        assert_eq!(moves.is_empty(), g == 0, "{json}");
        for (mv, words) in moves.iter().zip(&after) {
            let left = if mv.starts_with("in component 1") {
                let n = numbers(words);
                euclid_value(n[0], n[1], &mut em) ^ gt ^ heap
            } else if mv.starts_with("in component 2") {
                ge ^ row_value(
                    parse_bits(words.strip_prefix("turtles ").unwrap()),
                    &turtles,
                    &mut tm,
                ) ^ heap
            } else {
                ge ^ gt ^ numbers(words)[0]
            };
            assert_eq!(left, 0, "{args:?}: {mv} → {words}");
            checked += 1;
        }
    }
    assert!(checked >= 5, "{checked}");
    refused(
        &["hint", "nimk", "--k", "2", "3", "+", "nim", "3"],
        "no known Grundy values",
    );
    refused(
        &["hint", "euclid", "3", "4", "+", "nim", "1", "--misere"],
        "normal play",
    );
    refused(&["hint", "euclid", "3", "4", "+"], "each side");
    refused(&["hint", "euclid", "3", "+", "nim", "1"], "component 1");
}

//! `grundy sg` and `grundy hint` run as a process, checked against values computed here.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;

use common::{Run, mex, set_values, split_values};

fn grundy(args: &[&str]) -> Run {
    common::grundy(args, b"")
}

#[track_caller]
fn ok(args: &[&str]) -> String {
    let r = grundy(args);
    assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
    assert_eq!(r.stderr, "");
    r.stdout
}

#[track_caller]
fn fails(args: &[&str], part: &str) {
    let r = grundy(args);
    assert_eq!(r.code, Some(2), "{args:?}");
    assert_eq!(r.stdout, "", "{args:?}");
    assert!(
        r.stderr.contains(part),
        "{args:?}: {:?} lacks {part:?}",
        r.stderr
    );
    assert!(!r.stderr.contains("panicked"));
}

/// The values of a `n,grundy` CSV, checking the header and the indices.
fn csv_values(csv: &str) -> Vec<u64> {
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("n,grundy"));
    lines
        .enumerate()
        .map(|(i, line)| {
            let (n, v) = line.split_once(',').unwrap();
            assert_eq!(n.parse::<usize>().unwrap(), i);
            v.parse().unwrap()
        })
        .collect()
}

/// The `"values":[...]` array of a JSON object.
fn json_values(json: &str, key: &str) -> Vec<u64> {
    let start = json.find(&format!("\"{key}\":[")).unwrap() + key.len() + 4;
    let end = start + json[start..].find(']').unwrap();
    json[start..end]
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

#[test]
fn sg_set_in_three_formats() {
    let want = set_values(&[2, 5, 7], 60);
    let csv = ok(&[
        "sg", "set", "--set", "2,5,7", "--upto", "60", "--format", "csv",
    ]);
    assert_eq!(csv_values(&csv), want);
    let json = ok(&[
        "sg", "set", "--set", "2,5,7", "--upto", "60", "--format", "json",
    ]);
    assert!(
        json.starts_with("{\"game\":\"set\",\"set\":[2,5,7],\"upto\":60,"),
        "{json}"
    );
    assert!(json.ends_with("]}\n"));
    assert_eq!(json_values(&json, "values"), want);
    let text = ok(&["sg", "set", "--set", "2,5,7", "--upto", "60"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 7, "{text}");
    assert!(lines[0].contains("{2, 5, 7}"));
    // Row "10 | ..." holds heaps 10..19, P-positions marked.
    let row: Vec<&str> = lines[2]
        .split('|')
        .nth(1)
        .unwrap()
        .split_whitespace()
        .collect();
    let expect: Vec<String> = want[10..20]
        .iter()
        .map(|&v| {
            if v == 0 {
                "0*".to_owned()
            } else {
                v.to_string()
            }
        })
        .collect();
    assert_eq!(row, expect);
    assert!(text.lines().all(|l| !l.ends_with(' ')));
}

#[test]
fn sg_set_large_heaps_follow_the_period() {
    // {3, 4}: g = 0 0 0 1 1 1 2 repeating with period 7 from 0.
    let json = ok(&[
        "sg", "set", "--set", "3,4", "--upto", "1000", "--format", "json",
    ]);
    let values = json_values(&json, "values");
    let want = set_values(&[3, 4], 1000);
    assert_eq!(values, want);
}

#[test]
fn sg_set_period() {
    let text = ok(&["sg", "set", "--set", "2,5,7", "--period"]);
    let json = ok(&[
        "sg", "set", "--set", "2,5,7", "--period", "--format", "json",
    ]);
    let csv = ok(&["sg", "set", "--set", "2,5,7", "--period", "--format", "csv"]);
    // Find the least (preperiod, period) from a long brute-force sequence.
    let g = set_values(&[2, 5, 7], 2200);
    let (pre, per) = (1..200)
        .flat_map(|p| (0..200).map(move |e| (e, p)))
        .filter(|&(e, p)| (e..1900).all(|n| g[n] == g[n + p]))
        .min_by_key(|&(e, p)| (p, e))
        .unwrap();
    assert_eq!(csv, format!("preperiod,period\n{pre},{per}\n"));
    assert!(
        text.contains(&format!("preperiod {pre}, period {per}")),
        "{text}"
    );
    let block: Vec<u64> = g[pre..pre + per].to_vec();
    assert_eq!(json_values(&json, "block"), block);
    assert_eq!(json_values(&json, "prefix"), g[..pre].to_vec());
}

#[test]
fn sg_set_period_with_a_preperiod() {
    // Sets whose sequences start irregularly (found by a search over 3-element sets of 1..=9:
    // {2, 4, 7} has preperiod 8 and period 3, {2, 8, 9} preperiod 21 and period 11).
    let sets: [&[u64]; 3] = [&[2, 4, 7], &[2, 8, 9], &[3, 5, 9]];
    for set in sets {
        let arg = set.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
        let csv = ok(&["sg", "set", "--set", &arg, "--period", "--format", "csv"]);
        let g = set_values(set, 3000);
        let (pre, per) = (1..300)
            .flat_map(|p| (0..300).map(move |e| (e, p)))
            .filter(|&(e, p)| (e..2600).all(|n| g[n] == g[n + p]))
            .min_by_key(|&(e, p)| (p, e))
            .unwrap();
        assert!(pre > 0, "{arg}");
        assert_eq!(csv, format!("preperiod,period\n{pre},{per}\n"), "{arg}");
        let text = ok(&["sg", "set", "--set", &arg, "--period"]);
        assert!(
            text.contains(&format!("heaps 0..={} (before the period)", pre - 1)),
            "{text}"
        );
    }
}

#[test]
fn sg_split_and_bash() {
    let g = split_values(40);
    assert_eq!(
        csv_values(&ok(&["sg", "split", "--upto", "40", "--format", "csv"])),
        g
    );
    let json = ok(&["sg", "split", "--upto", "40", "--format", "json"]);
    assert_eq!(json_values(&json, "values"), g);
    assert!(ok(&["sg", "split", "--upto", "40"]).contains("0*"));

    let bash: Vec<u64> = (0..=20).map(|n| n % 4).collect();
    assert_eq!(
        csv_values(&ok(&[
            "sg", "bash", "--k", "3", "--upto", "20", "--format", "csv"
        ])),
        bash
    );
    let json = ok(&["sg", "bash", "--k", "3", "--upto", "20", "--format", "json"]);
    assert!(json.starts_with("{\"game\":\"bash\",\"k\":3,"));
    assert_eq!(json_values(&json, "values"), bash);
    let text = ok(&["sg", "bash", "--k", "3", "--upto", "20"]);
    assert!(text.contains(" 0 | 0* 1  2  3  0* 1"), "{text}");
    fails(&["sg", "bash", "--k", "0", "--upto", "5"], "at least 1");
}

#[test]
fn sg_wythoff_table() {
    const N: usize = 12;
    let mut g = vec![vec![0u64; N]; N];
    for a in 0..N {
        for b in 0..N {
            let opts = (0..a)
                .map(|x| g[x][b])
                .chain((0..b).map(|y| g[a][y]))
                .chain((1..=a.min(b)).map(|d| g[a - d][b - d]))
                .collect::<Vec<_>>();
            g[a][b] = mex(opts);
        }
    }
    let csv = ok(&["sg", "wythoff", "--size", "12", "--format", "csv"]);
    let mut lines = csv.lines();
    assert_eq!(lines.next().unwrap(), "a\\b,0,1,2,3,4,5,6,7,8,9,10,11");
    for (a, line) in lines.enumerate() {
        let cells: Vec<u64> = line.split(',').map(|c| c.parse().unwrap()).collect();
        assert_eq!(cells[0], a as u64);
        assert_eq!(&cells[1..], &g[a][..]);
    }
    let text = ok(&["sg", "wythoff", "--size", "12"]);
    let row4: Vec<&str> = text
        .lines()
        .nth(2 + 4)
        .unwrap()
        .split('|')
        .nth(1)
        .unwrap()
        .split_whitespace()
        .collect();
    assert_eq!(row4[7], "0*", "{text}"); // (4, 7) is a P-position
    assert_eq!(row4[0], "4");
    let json = ok(&["sg", "wythoff", "--size", "3", "--format", "json"]);
    assert_eq!(
        json,
        "{\"game\":\"wythoff\",\"size\":3,\"rows\":[[0,1,2],[1,2,0],[2,0,1]]}\n"
    );
    fails(&["sg", "wythoff", "--size", "0"], "--size");
    fails(&["sg", "wythoff", "--size", "100000"], "--size");
}

#[test]
fn sg_set_errors() {
    fails(&["sg", "set", "--set", "0,2", "--upto", "5"], "contains 0");
    let r = grundy(&["sg", "set", "--set", "2", "--upto", "5", "--period"]);
    assert_eq!(r.code, Some(2));
    let r = grundy(&["sg", "set", "--set", "x", "--upto", "5"]);
    assert_eq!(r.code, Some(2));
    assert_eq!(r.stdout, "");
    // max(S) = u64::MAX: no certificate can fit, but small heaps still have a plain table.
    let csv = ok(&[
        "sg",
        "set",
        "--set",
        "18446744073709551615,2",
        "--upto",
        "6",
        "--format",
        "csv",
    ]);
    assert_eq!(csv_values(&csv), vec![0, 0, 1, 1, 0, 0, 1]);
    fails(
        &["sg", "set", "--set", "18446744073709551615", "--period"],
        "no period",
    );
}

#[test]
fn hint_nim() {
    let out = ok(&["hint", "nim", "3", "4", "5"]);
    assert!(out.contains("outcome: N"), "{out}");
    assert!(out.contains("Grundy value: 2"), "{out}");
    assert!(out.contains("take 2 from pile 1: 3 4 5 → 1 4 5"), "{out}");
    let out = ok(&["hint", "nim", "1", "2", "3"]);
    assert!(out.contains("outcome: P"), "{out}");
    assert!(
        out.contains("every move loses; the move that keeps the game longest:"),
        "{out}"
    );
    let out = ok(&["hint", "nim", "--misere", "1", "1"]);
    assert!(out.contains("outcome: N"), "{out}");
    assert!(out.contains("Grundy value: none"), "{out}");
    assert!(out.contains("take 1 from pile 1: 1 1 → 0 1"), "{out}");
    let out = ok(&["hint", "nim", "0", "0"]);
    assert!(out.contains("no move is left"), "{out}");
    // 31 piles of one stone: 31 winning moves, 20 shown.
    let ones = vec!["1"; 31];
    let mut args = vec!["hint", "nim"];
    args.extend(ones.iter());
    let out = ok(&args);
    assert_eq!(out.matches("take 1 from pile").count(), 20, "{out}");
    assert!(out.contains("… and more"));
    fails(&["hint", "nim", &"1 ".repeat(40)], "is not a number");
    let many: Vec<String> = (0..40).map(|i| i.to_string()).collect();
    let mut args = vec!["hint", "nim"];
    args.extend(many.iter().map(String::as_str));
    fails(&args, "40 piles given, at most 32 fit");
}

#[test]
fn hint_other_games() {
    let out = ok(&["hint", "wythoff", "4", "7"]);
    assert!(
        out.contains("outcome: P") && out.contains("every move loses"),
        "{out}"
    );
    let out = ok(&["hint", "wythoff", "5", "7"]);
    assert!(
        out.contains("take 1 from the first pile: 5 7 → 4 7"),
        "{out}"
    );
    let out = ok(&["hint", "wythoff", "100", "1000000"]);
    assert!(out.contains("Grundy value: none"), "{out}");
    assert!(out.contains("outcome: N"), "{out}");

    let out = ok(&["hint", "set", "--set", "2,5", "7", "9"]);
    assert!(out.contains("S = {2, 5}"), "{out}");
    assert!(out.contains("take 2 from pile 2: 7 9 → 7 7"), "{out}");

    let out = ok(&["hint", "staircase", "2", "1", "3"]);
    assert!(out.contains("outcome: N"), "{out}");
    assert!(
        out.contains("move 1 from step 3 to step 2: 2 1 3 → 2 2 2"),
        "{out}"
    );

    // Each step may hold u64::MAX stones; their total is no limit.
    let max = "18446744073709551615";
    let out = ok(&["hint", "staircase", max, max]);
    assert!(out.contains("outcome: N"), "{out}");
    assert!(out.contains(&format!("Grundy value: {max}")), "{out}");
    assert!(
        out.contains(&format!("move {max} from step 1 to the ground")),
        "{out}"
    );

    // Won, but the one winning move (step 3 emptied onto step 2) would overflow step 2.
    let out = ok(&["hint", "staircase", "0", "1", max]);
    assert!(out.contains("outcome: N"), "{out}");
    assert!(out.contains("none that a position can hold"), "{out}");

    let out = ok(&["hint", "split", "2", "3"]);
    assert!(
        out.contains("split pile 2 into 0 and 2: 2 3 → 2 2"),
        "{out}"
    );

    let out = ok(&["hint", "bash", "--k", "3", "10"]);
    assert!(out.contains("take 2 from pile 1: 10 → 8"), "{out}");
    let out = ok(&["hint", "bash", "--k", "3", "--misere", "10"]);
    assert!(out.contains("take 1 from pile 1: 10 → 9"), "{out}");
    let out = ok(&[
        "hint",
        "bash",
        "--k",
        "18446744073709551615",
        "18446744073709551615",
    ]);
    assert!(
        out.contains("take 18446744073709551615 from pile 1"),
        "{out}"
    );
    let out = ok(&["hint", "bash", "--k", "3", "8"]);
    assert!(out.contains("every move loses"), "{out}");
}

#[test]
fn hint_errors() {
    fails(&["hint", "bash", "--k", "0", "5"], "at least 1");
    fails(&["hint", "set", "--set", "0", "5"], "contains 0");
    let r = grundy(&["hint", "nim", "-3"]);
    assert_eq!(r.code, Some(2));
    assert_eq!(r.stdout, "");
}

#[test]
fn help_has_examples_everywhere() {
    let commands: [&[&str]; 11] = [
        &[],
        &["judge"],
        &["sg"],
        &["hint"],
        &["sg", "set"],
        &["sg", "split"],
        &["sg", "bash"],
        &["sg", "wythoff"],
        &["hint", "nim", "3"],
        &["judge", "--list"],
        &["--version"],
    ];
    for args in &commands[..9] {
        let mut a = args.to_vec();
        a.push("--help");
        let out = ok(&a);
        assert!(out.contains("Example"), "{a:?}: {out}");
        assert!(out.contains("grundy "), "{a:?}");
    }
    assert!(ok(commands[10]).starts_with("grundy "));
    // The hint's help names every game of the grammar and shows a sum.
    let help = ok(&["hint", "--help"]);
    for game in [
        "nim",
        "wythoff",
        "set --set",
        "staircase",
        "split",
        "bash --k",
        "octal CODE",
        " + ",
    ] {
        assert!(help.contains(game), "{game}: {help}");
    }
    let r = grundy(&["frobnicate"]);
    assert_eq!(r.code, Some(2));
    // The exit statuses are in the help.
    let help = ok(&["--help"]);
    assert!(
        help.contains("Exit status: 0 done")
            && help.contains("1 stdin or a")
            && help.contains("2 bad input"),
        "{help}"
    );
}

/// A usage error: status 2, nothing on stdout, stderr `grundy: <message>` and a line
/// pointing at the help of the command given.
#[track_caller]
fn usage_error(args: &[&str], part: &str, help: &str) {
    let r = grundy(args);
    assert_eq!(r.code, Some(2), "{args:?}");
    assert_eq!(r.stdout, "", "{args:?}");
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{args:?}: {}", r.stderr);
    assert!(lines[0].starts_with("grundy: "), "{}", r.stderr);
    assert!(
        lines[0].contains(part),
        "{args:?}: {:?} lacks {part:?}",
        r.stderr
    );
    assert_eq!(lines[1], format!("try '{help} --help'"));
}

#[test]
fn usage_errors_are_two_lines() {
    usage_error(
        &[],
        "'grundy' needs a subcommand: judge, sg, hint",
        "grundy",
    );
    usage_error(
        &["sg"],
        "needs a subcommand: set, split, bash, wythoff",
        "grundy sg",
    );
    usage_error(
        &["hint"],
        "required arguments were not provided",
        "grundy hint",
    );
    usage_error(
        &["frobnicate"],
        "unrecognized subcommand 'frobnicate'",
        "grundy",
    );
    usage_error(
        &["sg", "split"],
        "the following required arguments were not provided: --upto <UPTO>",
        "grundy sg split",
    );
    usage_error(
        &["hint", "bash", "10"],
        "component 1 (bash 10): bash needs --k K",
        "grundy hint",
    );
    usage_error(
        &["hint", "nim", "3", "+", "chess", "4"],
        "component 2 (chess 4): unknown game \"chess\"",
        "grundy hint",
    );
    fails(
        &["hint", "bash", "--k", "3"],
        "this game has exactly 1 pile, 0 given",
    );
    usage_error(&["judge", "acwing-999"], "acwing-999", "grundy judge");
    usage_error(&["judge"], "<PROBLEM>", "grundy judge");
}

#[test]
fn numbers_are_digits_only_on_the_command_line_too() {
    for args in [
        &["hint", "nim", "+5"][..],
        &["hint", "nim", "3", "+0"][..],
        &["hint", "wythoff", "+1", "2"][..],
        &["hint", "bash", "--k", "+3", "10"][..],
        &["hint", "set", "--set", "2,+5", "7"][..],
        &["sg", "split", "--upto", "+5"][..],
        &["sg", "wythoff", "--size", "+4"][..],
        &["hint", "nim", "１"][..],
        &["hint", "nim", " 5"][..],
    ] {
        let r = grundy(args);
        assert_eq!(r.code, Some(2), "{args:?}");
        let why = if args[0] == "hint" {
            "is not a number"
        } else {
            "invalid value"
        };
        assert!(r.stderr.contains(why), "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("ASCII digits"), "{args:?}: {}", r.stderr);
    }
    usage_error(
        &["hint", "nim", "18446744073709551616"],
        "larger than 18446744073709551615",
        "grundy hint",
    );
    // Leading zeros are digits.
    assert!(ok(&["hint", "nim", "007"]).contains("piles: 7"));
}

/// At the 32-heap cap a break cannot be held, and it is still a move: never "no move is
/// left", never a remoteness that forgets it. The remoteness of a 2 among 31 ones under 4.0
/// (split a heap in two) is 1, of a 3 among thirty ones and an empty heap in Kayles 33 (one
/// move per stone left after the break: 1 + 32), counted by hand.
#[test]
fn hint_at_the_heap_cap() {
    let mut args = vec!["hint", "octal", "4.0", "2"];
    args.extend(["1"; 31]);
    let text = ok(&args);
    assert!(text.contains("remoteness: 1 "), "{text}");
    assert!(!text.contains("no move is left"), "{text}");
    assert!(text.contains("more than 32 piles"), "{text}");
    let mut args = vec!["hint", "octal", "0.77", "3"];
    args.extend(["1"; 30]);
    args.push("0");
    let text = ok(&args);
    assert!(text.contains("remoteness: 33 "), "{text}");
    assert!(!text.contains("18446744073709551615"), "{text}");
    assert!(
        text.contains("none that a position can hold: the result would have more than 32 piles"),
        "{text}"
    );
    let mut args = vec!["hint", "octal", "4.0"];
    args.extend(["3"; 32]);
    let text = ok(&args);
    assert!(
        text.contains("remoteness: unknown (a legal move cannot be held: the result would have more than 32 piles)"),
        "{text}"
    );
}

/// Misère play of one game whose misère theory the core lacks is settled by search, as the
/// same game in a sum is: the same outcome and remoteness alone and beside an empty Nim.
/// Wythoff (1, 2) misère, by hand: (1, 0) and (0, 1) are P (their one move hands the
/// opponent the empty position, which the player to move wins), so (1, 2) is N: move to
/// (1, 0), remoteness 2.
#[test]
fn misere_of_one_component_is_searched_like_the_sum() {
    let out = ok(&["hint", "--format", "json", "wythoff", "--misere", "1", "2"]);
    assert!(
        out.starts_with("{\"outcome\":\"N\",\"grundy\":null,\"remoteness\":2,"),
        "{out}"
    );
    let text = ok(&["hint", "wythoff", "--misere", "1", "2"]);
    assert!(
        text.starts_with("Wythoff (misère play), piles: 1 2\n"),
        "{text}"
    );
    assert!(
        text.contains("misère play of Wythoff is not known"),
        "{text}"
    );
    for game in [
        &["wythoff", "--misere", "3", "6"][..],
        &["set", "--set", "2,5", "--misere", "7", "9"],
        &["split", "--misere", "3", "2"],
        &["staircase", "--misere", "2", "1", "3"],
        &["octal", "0.77", "--misere", "5", "7"],
    ] {
        let alone = [&["hint", "--format", "json"][..], game].concat();
        let with_nim = [&["hint", "--format", "json"][..], game, &["+", "nim", "0"]].concat();
        let field = |json: &str, key: &str| {
            let at = json.find(&format!("\"{key}\":")).unwrap() + key.len() + 3;
            json[at..].split([',', '}']).next().unwrap().to_owned()
        };
        let (a, b) = (ok(&alone), ok(&with_nim));
        for key in ["outcome", "remoteness"] {
            assert_eq!(field(&a, key), field(&b, key), "{game:?} {key}");
        }
        assert_ne!(field(&a, "outcome"), "null", "{game:?}");
    }
}

/// A word a person typed is shown in an error as the judge shows a token: escaped (one line,
/// no escape sequence reaches the terminal) and cut at 40 characters.
#[test]
fn errors_quote_words_on_one_line() {
    let long = "9".repeat(100_000);
    let ten_thousand_x = "x".repeat(10_000);
    for (args, shown) in [
        (vec!["hint", "nim", "a\nb"], r#""a\nb" is not a number"#),
        (vec!["hint", "nim", "\u{1b}[31mred"], r#""\u{1b}[31mred""#),
        (
            vec!["hint", "nim", &long],
            "\"9999999999999999999999999999999999999999…\" is not a number",
        ),
        (
            vec!["hint", "octal", "x\ty", "3"],
            r#"the octal code "x\ty""#,
        ),
        (vec!["hint", "rook\r", "3"], r#"unknown game "rook\r""#),
        (
            vec!["hint", "nim", "--k\u{7}", "3"],
            r#"unknown option "--k\u{7}""#,
        ),
        (
            vec!["sg", "set", "--set", "2", "--upto", "a\nb"],
            r"invalid value 'a\nb'",
        ),
        (
            vec!["sg", "set", "--set", "2", "--upto", &ten_thousand_x],
            "invalid value 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'",
        ),
        (
            vec!["sg", "octal", "0.7\u{1b}", "--upto", "3"],
            r#"the octal code "0.7\u{1b}""#,
        ),
        (
            vec!["hint", "--format", "x\ny", "nim", "3"],
            r"invalid value 'x\ny'",
        ),
    ] {
        let r = grundy(&args);
        assert_eq!(r.code, Some(2), "{args:?}");
        assert!(r.stderr.contains(shown), "{:?} lacks {shown:?}", r.stderr);
        assert!(r.stderr.len() < 400, "{}", r.stderr.len());
        assert!(!r.stderr.contains('\u{1b}'), "{:?}", r.stderr);
        // One line of message, and for a usage error the line pointing at --help.
        let lines: Vec<&str> = r.stderr.lines().collect();
        assert!(
            lines[0].starts_with("grundy: ") && lines.len() <= 2,
            "{:?}",
            r.stderr
        );
        assert!(
            lines.get(1).is_none_or(|l| l.starts_with("try '")),
            "{:?}",
            r.stderr
        );
    }
}

/// `hint --format csv` is refused, not ignored; `--upto -1` and `--upto=-1` say the same;
/// problem names ignore case; `hint --help` names octal games.
#[test]
fn small_consistencies() {
    usage_error(
        &["hint", "--format", "csv", "nim", "3"],
        "hint prints text or json; csv is for the tables of grundy sg",
        "grundy hint",
    );
    usage_error(
        &["hint", "nim", "3", "--format=csv"],
        "csv is for the tables",
        "grundy hint",
    );
    let a = grundy(&["sg", "set", "--set", "2", "--upto", "-1"]);
    let b = grundy(&["sg", "set", "--set", "2", "--upto=-1"]);
    assert_eq!(a.stderr, b.stderr);
    assert!(
        a.stderr.contains("negative numbers are not allowed"),
        "{}",
        a.stderr
    );
    let r = common::grundy(&["judge", "ACWING-891"], b"1\n2\n");
    assert_eq!(
        (r.code, r.stdout.as_str()),
        (Some(0), "Yes\n"),
        "{}",
        r.stderr
    );
    let help = ok(&["hint", "--help"]);
    assert!(help.contains("octal CODE HEAPS..."), "{help}");
    assert!(help.contains("grundy hint octal 0.77 5 7"), "{help}");
    let help = ok(&["--help"]);
    assert!(
        help.contains("1 stdin or a\nFILE could not be read"),
        "{help}"
    );
    // A missing file and a directory: status 1, as the help says.
    for path in ["/nonexistent/graph.txt", "/"] {
        let r = grundy(&["sg", "graph", path]);
        assert_eq!(r.code, Some(1), "{path}: {}", r.stderr);
    }
}

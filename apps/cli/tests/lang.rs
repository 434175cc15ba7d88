//! `grundy hint` in Simplified Chinese (`--lang zh`, or a Chinese locale), while its JSON, the
//! judge formats and the tables stay the same in every language.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;

use common::{Run, grundy_env};

const ZH: &[(&str, &str)] = &[("LANG", "zh_CN.UTF-8")];

#[track_caller]
fn ok(args: &[&str], env: &[(&str, &str)]) -> String {
    let r: Run = grundy_env(args, b"", env);
    assert_eq!(r.code, Some(0), "{args:?} {env:?}: {}", r.stderr);
    assert_eq!(r.stderr, "", "{args:?} {env:?}");
    r.stdout
}

/// The words of the grammar and of the field that a Chinese line may keep in Latin letters.
const LATIN_IN_CHINESE: &[&str] = &[
    "nim",
    "wythoff",
    "set",
    "split",
    "staircase",
    "bash",
    "octal",
    "misere",
    "SG",
    "Nim",
];

/// Every line has Chinese in it, and no English word but the grammar's.
#[track_caller]
fn all_chinese(out: &str) {
    for line in out.lines() {
        assert!(
            line.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "not Chinese: {line:?}"
        );
        for word in line
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() >= 2)
        {
            assert!(
                LATIN_IN_CHINESE.contains(&word),
                "English {word:?} in {line:?}"
            );
        }
    }
}

#[test]
fn lang_zh_prints_chinese_with_the_terms_of_the_field() {
    let out = ok(&["hint", "--lang", "zh", "nim", "3", "4", "5"], &[]);
    assert!(out.starts_with("尼姆游戏，各堆石子数：3 4 5\n"), "{out}");
    assert!(out.contains("结果：N（必胜态：先手必胜）"), "{out}");
    assert!(out.contains("SG 值：2"), "{out}");
    assert!(
        out.contains("必胜走法：\n  从第 1 堆取走 2 个：3 4 5 → 1 4 5"),
        "{out}"
    );
    all_chinese(&out);

    let out = ok(&["hint", "--lang", "zh", "nim", "1", "2", "3"], &[]);
    assert!(out.contains("必败态"), "{out}");
    assert!(out.contains("每一步都会输"), "{out}");
    all_chinese(&out);

    let sum = [
        "hint", "--lang", "zh", "nim", "3", "4", "5", "+", "wythoff", "4", "7", "+", "split", "2",
        "3",
    ];
    let out = ok(&sum, &[]);
    assert!(
        out.starts_with("3 个子游戏的和：\n  1. nim 3 4 5：SG 值 2\n"),
        "{out}"
    );
    assert!(
        out.contains("和的 SG 值（各子游戏 SG 值的异或）：4"),
        "{out}"
    );
    assert!(
        out.contains("在第 2 个子游戏（wythoff 4 7）中：从两堆各取走 2 个 → wythoff 2 5"),
        "{out}"
    );
    all_chinese(&out);
}

#[test]
fn every_line_is_chinese_in_every_game_and_case() {
    for position in [
        "nim 0 0",
        "nim --misere 1 1",
        "wythoff 5 7",
        "wythoff 100 1000000",
        "set --set 2,5 7 9",
        "staircase 2 1 3",
        "split 2 3",
        "bash --k 3 --misere 10",
        "octal 0.77 5 7",
        "octal 4.7 6",
        "nim 1 + wythoff 1 2 --misere",
        "nim 2 + wythoff 1 2 --misere",
        "wythoff 300 400 + nim 30 40 --misere",
        "staircase 0 0 + bash --k 2 0",
    ] {
        let mut args = vec!["hint", "--lang", "zh"];
        args.extend(position.split(' '));
        all_chinese(&ok(&args, &[]));
    }
    let ones = vec!["1"; 31];
    let mut args = vec!["hint", "--lang=zh", "nim"];
    args.extend(ones.iter());
    let out = ok(&args, &[]);
    assert!(out.ends_with("  ……还有更多\n"), "{out}");
    all_chinese(&out);
}

#[test]
fn the_locale_chooses_chinese_and_the_option_wins() {
    let args = ["hint", "nim", "3", "4", "5"];
    let zh = ok(&["hint", "--lang", "zh", "nim", "3", "4", "5"], &[]);
    let en = ok(&args, &[]);
    assert!(en.contains("outcome: N (the player to move wins)"), "{en}");
    assert!(en.contains("take 2 from pile 1: 3 4 5 → 1 4 5"), "{en}");
    assert_eq!(ok(&args, ZH), zh);
    assert_eq!(ok(&args, &[("LC_MESSAGES", "zh_TW.Big5")]), zh);
    assert_eq!(ok(&args, &[("LANG", "zh_CN.UTF-8"), ("LC_ALL", "")]), zh);
    // LC_ALL decides before LANG; a locale of another language is English.
    assert_eq!(ok(&args, &[("LANG", "zh_CN.UTF-8"), ("LC_ALL", "C")]), en);
    assert_eq!(ok(&args, &[("LANG", "fr_FR.UTF-8")]), en);
    // The option wins over the locale, before or after the position.
    assert_eq!(ok(&["hint", "--lang", "en", "nim", "3", "4", "5"], ZH), en);
    assert_eq!(ok(&["hint", "nim", "3", "4", "5", "--lang", "en"], ZH), en);
    assert_eq!(ok(&["hint", "nim", "3", "4", "5", "--lang=zh"], &[]), zh);
    assert_eq!(
        ok(&["hint", "--lang", "zh-CN", "nim", "3", "4", "5"], &[]),
        zh
    );
}

#[test]
fn a_language_we_do_not_have_is_a_usage_error() {
    for args in [
        &["hint", "--lang", "fr", "nim", "3"][..],
        &["hint", "nim", "3", "--lang", "fr"][..],
        &["hint", "nim", "3", "--lang=klingon"][..],
        &["hint", "nim", "3", "--lang"][..],
    ] {
        let r = grundy_env(args, b"", &[]);
        assert_eq!(r.code, Some(2), "{args:?}");
        assert_eq!(r.stdout, "", "{args:?}");
        assert!(r.stderr.contains("--lang"), "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("en"), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.ends_with("try 'grundy hint --help'\n"),
            "{}",
            r.stderr
        );
    }
}

#[test]
fn json_judges_and_tables_are_the_same_in_every_language() {
    for args in [
        &[
            "hint", "--format", "json", "nim", "3", "4", "5", "+", "wythoff", "4", "7",
        ][..],
        &[
            "hint", "--format", "json", "--lang", "zh", "nim", "1", "2", "3",
        ][..],
        &["sg", "set", "--set", "2,5,7", "--upto", "30"][..],
        &["sg", "wythoff", "--size", "8"][..],
        &["sg", "octal", "0.07", "--period"][..],
        &["judge", "--list"][..],
    ] {
        let en = ok(args, &[]);
        assert_eq!(ok(args, ZH), en, "{args:?}");
        assert!(en.is_ascii(), "{args:?}: {en}");
    }
    let json = ok(
        &[
            "hint", "--lang", "zh", "--format", "json", "nim", "3", "4", "5",
        ],
        &[],
    );
    assert!(
        json.contains("\"winning_moves\":[\"take 2 from pile 1\"]"),
        "{json}"
    );
    for problem in [
        "51nod-1066",
        "51nod-1072",
        "51nod-1069",
        "acwing-891",
        "acwing-892",
        "acwing-893",
        "acwing-894",
    ] {
        let sample = ok(&["judge", problem, "--sample"], &[]);
        let r = grundy_env(&["judge", problem], sample.as_bytes(), ZH);
        let en = grundy_env(&["judge", problem], sample.as_bytes(), &[]);
        assert_eq!(r.code, Some(0), "{problem}");
        assert_eq!(r.stdout, en.stdout, "{problem}");
        assert!(
            r.stdout
                .lines()
                .all(|l| ["A", "B", "Yes", "No"].contains(&l)),
            "{problem}: {}",
            r.stdout
        );
    }
}

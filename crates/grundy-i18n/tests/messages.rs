//! The two languages have the same messages with the same arguments, every message formats
//! without an error, and the Chinese ones are translated.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // Tests may unwrap.

mod common;

use std::collections::BTreeSet;

use common::messages;
use grundy_i18n::{Arg, Lang, tr, try_tr};

#[test]
fn both_languages_have_the_same_messages_in_the_same_files() {
    let en = messages(Lang::En);
    let zh = messages(Lang::Zh);
    let only_en: Vec<&String> = en.keys().filter(|id| !zh.contains_key(*id)).collect();
    let only_zh: Vec<&String> = zh.keys().filter(|id| !en.contains_key(*id)).collect();
    assert!(only_en.is_empty(), "missing in Chinese: {only_en:?}");
    assert!(only_zh.is_empty(), "missing in English: {only_zh:?}");
    for (id, m) in &en {
        assert_eq!(m.file, zh[id].file, "{id} is in another file in Chinese");
    }
    assert!(en.len() > 300, "{} messages", en.len());
}

#[test]
fn both_languages_take_the_same_arguments() {
    let en = messages(Lang::En);
    let zh = messages(Lang::Zh);
    for (id, e) in &en {
        let z = &zh[id];
        // What is written into the text must be the same; a variable that only picks a
        // plural form may be left out where the language has no plural (Chinese).
        assert_eq!(e.shown, z.shown, "{id}: the variables shown differ");
        let extra: BTreeSet<String> = z.variables().difference(&e.variables()).cloned().collect();
        assert!(
            extra.is_empty(),
            "{id}: Chinese uses {extra:?}, which English is not given"
        );
    }
}

#[test]
fn references_resolve_and_no_function_is_called() {
    for lang in Lang::ALL {
        let all = messages(lang);
        for (id, m) in &all {
            for r in &m.references {
                assert!(
                    all.contains_key(r),
                    "{lang}: {id} refers to {r}, which does not exist"
                );
            }
            // The bundles register no functions (not even Fluent's NUMBER).
            assert!(
                m.functions.is_empty(),
                "{lang}: {id} calls {:?}",
                m.functions
            );
        }
    }
}

/// Values to try every variable with: numbers picking every plural form and numeric key,
/// one too large for an f64, and the words the messages select on.
fn samples() -> Vec<Arg<'static>> {
    vec![
        Arg::Int(0),
        Arg::Int(1),
        Arg::Int(2),
        Arg::Int(5),
        Arg::Int(u128::from(u64::MAX)),
        Arg::from("misere"),
        Arg::from("normal"),
        Arg::Decimal {
            value: 1.5,
            digits: 1,
        },
    ]
}

#[test]
fn every_message_formats_cleanly_in_both_languages() {
    let en = messages(Lang::En);
    for (id, m) in &en {
        let names: Vec<String> = m.variables().into_iter().collect();
        for value in samples() {
            let args: Vec<(&str, Arg<'_>)> =
                names.iter().map(|n| (n.as_str(), value.clone())).collect();
            for lang in Lang::ALL {
                let text = try_tr(lang, id, &args)
                    .unwrap_or_else(|e| panic!("{lang}: {id} with {value:?}: {e}"));
                assert!(!text.trim().is_empty(), "{lang}: {id} is empty");
                if !id.ends_with("separator") {
                    assert_eq!(text, text.trim(), "{lang}: {id} has spaces at its ends");
                }
                // Fluent's bidi isolation marks are off.
                assert!(!text.contains(['\u{2068}', '\u{2069}']), "{lang}: {id}");
            }
        }
    }
}

/// Messages whose Chinese text has no Chinese character, on purpose: names, symbols,
/// numbers, the grammar's own letters.
const SAME_IN_CHINESE: &[&str] = &[
    "app-title",
    "number",
    "language-name-en",
    "field-k",
    "field-set",
    "explore-column-n",
    "explore-column-g",
    "board-value",
    "sum-line",
    "history-ply",
    "hint-move-single",
    "nim-eq-game-row",
    "list-separator",
    "set-nim-separator",
];

#[test]
fn chinese_messages_are_translated() {
    let en = messages(Lang::En);
    let zh = messages(Lang::Zh);
    let han = |text: &str| text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    for (id, z) in &zh {
        let same = SAME_IN_CHINESE.contains(&id.as_str());
        let english_words = en[id]
            .text
            .split(|c: char| !c.is_ascii_alphabetic())
            .any(|w| w.len() >= 3);
        if same {
            assert!(
                !han(&z.text),
                "{id} is listed as untranslated but has Chinese"
            );
        } else if english_words {
            assert!(han(&z.text), "{id} is not translated: {:?}", z.text);
        }
    }
}

#[test]
fn the_standard_terms_of_the_field() {
    let zh = |id: &str| tr(Lang::Zh, id, &[]);
    assert_eq!(zh("game-bash"), "巴什博弈");
    assert_eq!(zh("game-wythoff"), "威佐夫博弈");
    assert_eq!(zh("game-nim"), "尼姆游戏");
    assert_eq!(zh("game-staircase"), "阶梯尼姆");
    assert_eq!(zh("game-set-nim"), "集合尼姆");
    assert_eq!(zh("game-split-nim"), "拆分尼姆");
    assert_eq!(zh("game-octal"), "八进制游戏");
    assert!(zh("hints-p").contains("必败态"));
    assert!(zh("hints-n").contains("必胜态"));
    assert!(zh("hints-n").contains("先手"));
    assert!(zh("theory-sums-theorem").contains("异或"));
    assert!(zh("theory-set-nim-theorem").contains("mex"));
    assert!(zh("theory-set-nim-rule").contains("减法游戏"));
    assert!(zh("theory-octal-rule").contains("凯尔斯（Kayles）"));
}

#[test]
fn the_judge_problems_are_named_as_the_judge_crate_names_them() {
    for p in grundy_judge::Problem::ALL {
        let id = p.id();
        assert_eq!(tr(Lang::En, &format!("judge-title-{id}"), &[]), p.title());
        assert_eq!(
            tr(Lang::En, &format!("judge-format-{id}"), &[]),
            p.input_format()
        );
        assert!(try_tr(Lang::Zh, &format!("judge-title-{id}"), &[]).is_ok());
    }
}

#[test]
fn chinese_names_nim_one_way_everywhere() {
    // 尼姆 throughout (尼姆游戏, 阶梯尼姆, 集合尼姆, 拆分尼姆, 尼姆堆, 尼姆和): never "Nim" in
    // Latin letters beside Chinese words.
    for (id, m) in messages(Lang::Zh) {
        assert!(!m.text.contains("Nim"), "{id}: {}", m.text);
    }
}

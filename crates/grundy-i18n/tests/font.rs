//! Every character a message can show has a glyph: in the embedded subset, or in the fonts
//! egui draws with before it. And the subset holds nothing that no message uses (so it is
//! made again whenever the messages change: `python3 crates/grundy-i18n/fonts/subset.py`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // Tests may unwrap.

mod common;

use std::collections::BTreeSet;

use common::messages;
use grundy_i18n::{HACK_SUBSET, Lang, UBUNTU_LIGHT_SUBSET, font_data};
use ttf_parser::Face;

/// The characters of every message of `lang`, every variant included.
fn message_chars(lang: Lang) -> BTreeSet<char> {
    messages(lang)
        .values()
        .flat_map(|m| m.text.chars())
        .filter(|c| !c.is_whitespace())
        .collect()
}

/// The signs the subset keeps beyond the messages, as the script lists them.
fn script_signs() -> BTreeSet<char> {
    let script = include_str!("../fonts/subset.py");
    let line = script
        .lines()
        .find(|l| l.starts_with("SIGNS = \""))
        .expect("subset.py has its SIGNS");
    line.trim_start_matches("SIGNS = \"")
        .trim_end_matches('"')
        .chars()
        .collect()
}

fn subset() -> Face<'static> {
    Face::parse(font_data(), 0).expect("the embedded font parses")
}

/// The fonts egui 0.37 draws proportional text with (the desktop app turns on its
/// monochrome emoji fonts), in its order, and Hack, which the desktop app adds after them for
/// the mathematical signs.
fn egui_fonts() -> Vec<(&'static str, Face<'static>)> {
    [
        ("Ubuntu-Light", epaint_default_fonts::UBUNTU_LIGHT),
        ("egui-icons", epaint_default_fonts::EGUI_ICONS),
        (
            "NotoEmoji-Regular",
            epaint_default_fonts::NOTO_EMOJI_REGULAR,
        ),
        ("emoji-icon-font", epaint_default_fonts::EMOJI_ICON),
        ("Hack", epaint_default_fonts::HACK_REGULAR),
    ]
    .into_iter()
    .map(|(name, data)| (name, Face::parse(data, 0).expect("egui's font parses")))
    .collect()
}

#[test]
fn every_character_has_a_glyph() {
    let ours = subset();
    let egui = egui_fonts();
    for lang in Lang::ALL {
        let missing: Vec<char> = message_chars(lang)
            .into_iter()
            .filter(|&c| {
                ours.glyph_index(c).is_none()
                    && egui.iter().all(|(_, f)| f.glyph_index(c).is_none())
            })
            .collect();
        assert!(
            missing.is_empty(),
            "{lang}: no font has {missing:?}; run fonts/subset.py after changing the messages"
        );
    }
}

#[test]
fn the_web_pages_fonts_draw_every_character_of_the_messages() {
    // The web page draws with the Latin subsets, egui's icons and the Chinese subset; ✔ and
    // ✖ (egui's emoji fonts on a desktop) come from the browser's fonts there.
    let fonts: Vec<Face<'static>> = [
        UBUNTU_LIGHT_SUBSET,
        HACK_SUBSET,
        epaint_default_fonts::EGUI_ICONS,
        font_data(),
    ]
    .into_iter()
    .map(|data| Face::parse(data, 0).expect("the font parses"))
    .collect();
    let from_the_browser: BTreeSet<char> = "✔✖".chars().collect();
    for lang in Lang::ALL {
        let missing: Vec<char> = message_chars(lang)
            .into_iter()
            .filter(|c| !from_the_browser.contains(c))
            .filter(|&c| fonts.iter().all(|f| f.glyph_index(c).is_none()))
            .collect();
        assert!(
            missing.is_empty(),
            "{lang}: the web page has no glyph for {missing:?}: run fonts/latin_subset.py"
        );
    }
}

#[test]
fn every_chinese_character_is_in_the_subset() {
    let ours = subset();
    let chinese: Vec<char> = message_chars(Lang::Zh)
        .into_iter()
        .filter(|c| !c.is_ascii())
        .filter(|&c| ours.glyph_index(c).is_none())
        .collect();
    // egui's fonts draw these, and Noto Sans CJK has no glyph for them.
    let drawn_by_egui: BTreeSet<char> = "⌊⌋✔✖₁₂".chars().collect();
    let missing: Vec<&char> = chinese
        .iter()
        .filter(|c| !drawn_by_egui.contains(c))
        .collect();
    assert!(
        missing.is_empty(),
        "the subset lacks {missing:?}: run fonts/subset.py"
    );
}

#[test]
fn the_subset_holds_only_what_is_used() {
    let ours = subset();
    let mut used: BTreeSet<char> = message_chars(Lang::En);
    used.extend(message_chars(Lang::Zh));
    used.extend(script_signs());
    used.extend((0x20u8..0x7f).map(char::from));
    let mut extra = Vec::new();
    if let Some(cmap) = ours.tables().cmap {
        for table in cmap.subtables {
            table.codepoints(|cp| {
                if let Some(c) = char::from_u32(cp)
                    && !used.contains(&c)
                {
                    extra.push(c);
                }
            });
        }
    }
    extra.sort_unstable();
    extra.dedup();
    assert!(
        extra.is_empty(),
        "the subset holds {extra:?}, which no message uses: run fonts/subset.py"
    );
}

#[test]
fn the_subset_is_the_simplified_chinese_face_and_small() {
    let ours = subset();
    let family = ours
        .names()
        .into_iter()
        .find(|n| n.name_id == ttf_parser::name_id::FULL_NAME && n.is_unicode())
        .and_then(|n| n.to_string())
        .expect("the font has a full name");
    assert!(family.contains("Noto Sans CJK SC"), "{family}");
    // The licence is named inside the font too.
    assert!(
        ours.names()
            .into_iter()
            .any(|n| n.name_id == ttf_parser::name_id::LICENSE && n.is_unicode())
    );
    assert!(grundy_i18n::FONT_LICENSE.contains("SIL OPEN FONT LICENSE Version 1.1"));
    // A few hundred characters, not the 16 MiB face.
    assert!(
        font_data().len() < 512 * 1024,
        "{} bytes",
        font_data().len()
    );
    assert!(ours.glyph_index('必').is_some() && ours.glyph_index('败').is_some());
}

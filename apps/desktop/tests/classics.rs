//! The classic games' page of the explorer and their theory pages, driven through
//! egui_kittest by accessible labels: each game's board takes a move, the hint's winning
//! move is played by its button, the page reads in Chinese, and bad words are refused.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use grundy_desktop::model::classics::ClassicKind;
use grundy_desktop::ui::Tab;
use grundy_desktop::ui::explore::Page;
use grundy_desktop::{GrundyApp, State};
use grundy_i18n::Lang;

/// The explorer on the classic games' page, showing `kind` at `words`.
fn page(kind: ClassicKind, words: &str, lang: Option<Lang>) -> Harness<'static, GrundyApp> {
    let mut s = State {
        tab: Tab::Explore,
        ..State::default()
    };
    s.explore.page = Page::Classics;
    s.explore.classics.kind = kind;
    s.explore.classics.words = vec![(kind, words.to_owned())];
    s.lang = lang.or(Some(Lang::En));
    let mut h = common::app(s, [1100.0, 760.0]);
    h.run();
    h
}

#[track_caller]
fn shows(h: &Harness<'static, GrundyApp>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_some(),
        "{text:?} is not shown"
    );
}

#[test]
fn euclid_s_winning_move_is_played_by_its_button() {
    let mut h = page(ClassicKind::Euclid, "euclid 3 7", None);
    shows(&h, "outcome: N (the player to move wins)");
    shows(&h, "Grundy value: 1");
    h.get_by_label("Play: take 3 from number 2").click();
    h.run();
    shows(&h, "outcome: P (the player to move loses)");
    shows(&h, "every move loses");
    // The board offers the only move left, and Undo takes it back.
    h.get_by_label("take 3 from number 2").click();
    h.run();
    shows(&h, "outcome: N");
    h.get_by_label("Undo").click();
    h.run();
    h.get_by_label("Undo").click();
    h.run();
    shows(&h, "Grundy value: 1");
}

#[test]
fn a_row_of_coins_turns_the_coins_picked() {
    let mut h = page(ClassicKind::Turtles, "turtles 0 1 1", None);
    shows(&h, "Grundy value: 6");
    h.get_by_label("1 H").click();
    h.get_by_label("2 H").click();
    h.run();
    h.get_by_label("Turn the coins picked").click();
    h.run();
    shows(&h, "no move is left: the player to move has lost");
    // Ruler: a run must be consecutive and end at a heads coin.
    let mut h = page(ClassicKind::Ruler, "ruler 0 1 0", None);
    h.get_by_label("3 T").click();
    h.run();
    h.get_by_label("Turn the coins picked").click();
    h.run();
    shows(&h, "shows tails");
    shows(&h, "Grundy value: 2");
}

#[test]
fn turning_corners_takes_two_clicks_and_hackenbush_a_cut() {
    let mut h = page(ClassicKind::Corners, "corners --rows 3 --cols 3 1,1", None);
    shows(&h, "Grundy value: 1");
    h.get_by_label("1,1 H").click();
    h.run();
    h.get_by_label("0,0 T").click();
    h.run();
    shows(&h, "no move is left: the player to move has lost");
    let mut h = page(ClassicKind::Hackenbush, "hackenbush --edges 0-1,1-2", None);
    shows(&h, "Grundy value: 2");
    h.get_by_label("cut edge 2 (1-2)").click();
    h.run();
    shows(&h, "Grundy value: 1");
    let mut h = page(ClassicKind::NimK, "nimk --k 2 1 1", None);
    h.get_by_label("Play: take 1 from pile 1 and 1 from pile 2")
        .click();
    h.run();
    shows(&h, "no move is left");
}

#[test]
fn bad_words_are_refused_on_the_page() {
    let h = page(ClassicKind::Euclid, "euclid 3", None);
    shows(&h, "euclid takes two numbers");
}

#[test]
fn the_page_and_the_theory_in_chinese() {
    let mut h = page(ClassicKind::Euclid, "euclid 3 7", Some(Lang::Zh));
    shows(&h, "结果：N（必胜态：先手必胜）");
    h.get_by_label("走：从第 2 个数中减去 3").click();
    h.run();
    shows(&h, "结果：P");
    let s = State {
        tab: Tab::Theory,
        lang: Some(Lang::En),
        ..State::default()
    };
    let mut h = common::app(s, [1100.0, 760.0]);
    h.run();
    h.get_by_label("Euclid's game").click();
    h.run();
    shows(&h, "Cole and Davie (1969)");
    h.get_by_label("Every-SG").click();
    h.run();
    shows(&h, "suspense number");
}

/// The page as it looks: Turning Corners' board with its hint (behind the `snapshots`
/// feature, as the other image snapshots).
#[cfg(feature = "snapshots")]
#[test]
fn the_corners_board_as_an_image() {
    let mut h = page(
        ClassicKind::Corners,
        "corners --rows 5 --cols 6 2,3 3,2 4,5",
        None,
    );
    h.snapshot("explore_classics_corners");
}

/// Mock Turtles' row in Chinese, as an image.
#[cfg(feature = "snapshots")]
#[test]
fn the_turtles_row_in_chinese_as_an_image() {
    let mut h = page(
        ClassicKind::Turtles,
        "turtles 0 1 1 0 1 0 1",
        Some(Lang::Zh),
    );
    h.snapshot("explore_classics_turtles_zh");
}

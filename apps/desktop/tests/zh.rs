//! The app in Simplified Chinese: the language menu of the top bar, and a saved choice.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use grundy::GameKind;
use grundy_desktop::model::setup::{Choice, GameSetup};
use grundy_desktop::model::turns::Mode;
use grundy_desktop::{GrundyApp, State};
use grundy_i18n::Lang;

fn harness(state: State) -> Harness<'static, GrundyApp> {
    common::app(state, [1100.0, 760.0])
}

/// Nim on 3 4 5, two players, in English unless `lang` says otherwise.
fn nim(lang: Option<Lang>) -> State {
    let mut s = State::default();
    s.play.setup.choice = Choice::Game(GameKind::Nim);
    s.play.setup.game = GameSetup::new(GameKind::Nim, "3 4 5");
    s.play.mode = Mode::TwoPlayers;
    s.lang = lang;
    s
}

/// Steps until the rules of a game started by a click are built (on a thread).
fn built(h: &mut Harness<'static, GrundyApp>) {
    for _ in 0..400 {
        h.step();
        if h.query_all_by_label_contains("Computing the rules")
            .next()
            .is_none()
            && h.query_all_by_label_contains("正在计算").next().is_none()
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h.run();
}

#[test]
fn the_language_menu_switches_to_chinese() {
    let mut h = harness(nim(Some(Lang::En)));
    h.get_by_label("Start game").click();
    built(&mut h);
    h.get_by_label("Language").click();
    h.run();
    // The menu's entry, after the selected text of the closed menu.
    h.query_all_by_label("简体中文").last().unwrap().click();
    h.run();
    // Escape closes the menu, should it still be open.
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().state().lang, Some(Lang::Zh));
    // The tabs, the setup panel and the play view speak Chinese.
    h.get_by_label("对弈");
    h.get_by_label("开始游戏");
    h.get_by_label("玩家");
    h.get_by_label("悔棋");
    // The moves are the core's, in Chinese words.
    h.get_by_label("从第 1 堆取走 2 个");
    assert!(h.query_by_label("Start game").is_none());
    // A move played on the board is named in Chinese in the move list.
    h.get_by_label("第 3 堆，从上往下第 1 个石子").click();
    h.run();
    let lines: Vec<String> = h
        .query_all_by_label_contains("玩家一")
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l.contains("1. 玩家一：从第 3 堆取走 1 个 → 3 4 4")),
        "{lines:?} {}",
        h.state().state().play.game.turns.plies.len()
    );
    // And back to English.
    h.get_by_label("语言").click();
    h.run();
    h.query_all_by_label("English").last().unwrap().click();
    h.run();
    assert_eq!(h.state().state().lang, Some(Lang::En));
    h.get_by_label("Start game");
    h.get_by_label("take 2 from pile 1");
}

#[test]
fn a_saved_chinese_choice_starts_in_chinese() {
    let mut h = harness(nim(Some(Lang::Zh)));
    h.run();
    assert_eq!(h.state().lang(), Lang::Zh);
    h.get_by_label("对弈");
    h.get_by_label("开始游戏").click();
    built(&mut h);
    h.get_by_label("从第 1 堆取走 1 个");
    h.get_by_label("理论").click();
    h.run();
    h.get_by_label("规则");
    h.get_by_label("定理");
    h.get_by_label("评测题").click();
    h.run();
    h.get_by_label("载入样例输入");
    h.get_by_label("求解");
}

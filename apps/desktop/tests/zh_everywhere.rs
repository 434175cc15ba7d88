//! The whole app in Simplified Chinese: every tab and page (the play view of every game, a
//! sum, a game on a graph and its editor, an octal game's pins, the set-up editor, the
//! teacher's charts, the theory of each game, every page of the explorer, the judge and an
//! input it refuses) shows no English word. A word is a run of three or more ASCII letters;
//! names, symbols and code that stay as they are in Chinese are listed in [`ALLOWED`].

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;
use common::wait_until;

use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT as _, Queryable};
use grundy::GameKind;
use grundy_desktop::control::Command;
use grundy_desktop::model::graph::{GraphBoard, GraphGame};
use grundy_desktop::model::setup::{Choice, GameSetup};
use grundy_desktop::model::turns::Mode;
use grundy_desktop::ui::Tab;
use grundy_desktop::ui::explore::Page;
use grundy_desktop::{GrundyApp, State};
use grundy_i18n::Lang;

/// Words that Chinese text keeps: game and people's names, symbols, the judge sites and
/// their answers, file types, the app's name and the language menu's own entry.
const ALLOWED: &[&str] = &[
    "SG",
    "mex",
    "CSV",
    "PNG",
    "Wythoff",
    "Bash",
    "Grundy",
    "Sprague",
    "Bouton",
    "Kayles",
    "Guy",
    "Smith",
    "Fraenkel",
    "Yesha",
    "OEIS",
    "popcount",
    "mod",
    "nod",
    "AcWing",
    "Yes",
    "grundy",
    "English",
    "Beatty",
    "Dawson",
    "acwing",
    "ASCII",
    "max",
    "Hackenbush",
    "Every",
];

fn harness(state: State) -> Harness<'static, GrundyApp> {
    common::app(state, [1100.0, 900.0])
}

/// Every text the window shows: the label and the value of every node of the tree.
fn texts(h: &Harness<'static, GrundyApp>) -> Vec<String> {
    h.query_all(By::new().include_labels().predicate(|_| true))
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value()]
        })
        .flatten()
        .filter(|t| !t.trim().is_empty())
        .collect()
}

/// The English words of `text`: runs of three or more ASCII letters that are not in
/// [`ALLOWED`], once code such as `Wythoff::fill_table` is left out.
fn english_words(text: &str) -> Vec<String> {
    let code = text
        .split_whitespace()
        .filter(|w| w.contains("::"))
        .collect::<Vec<_>>();
    let mut rest = text.to_owned();
    for c in code {
        rest = rest.replace(c, " ");
    }
    rest.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !ALLOWED.contains(w))
        .map(str::to_owned)
        .collect()
}

/// Fails with every text of the window holding an English word, `where_` saying which
/// view it is.
#[track_caller]
fn no_english(h: &Harness<'static, GrundyApp>, where_: &str) {
    let texts = texts(h);
    assert!(texts.len() > 10, "{where_}: only {texts:?}");
    let bad: Vec<(String, Vec<String>)> = texts
        .into_iter()
        .filter_map(|t| {
            let words = english_words(&t);
            (!words.is_empty()).then_some((t, words))
        })
        .collect();
    assert!(bad.is_empty(), "{where_}: English in {bad:#?}");
}

/// Nim-like setup of `kind` at its example position, two players, hints on, in Chinese.
fn chinese(kind: Choice, position: &str) -> State {
    let mut s = State {
        lang: Some(Lang::Zh),
        ..State::default()
    };
    s.play.mode = Mode::TwoPlayers;
    s.play.hints = true;
    s.play.setup.choice = kind;
    if let Choice::Game(k) = kind {
        s.play.setup.game = GameSetup::new(k, position);
    }
    s
}

/// Starts the game of the setup form and waits for its rules and its hints' searches.
fn start(h: &mut Harness<'static, GrundyApp>) {
    h.run();
    h.get_by_label("开始游戏").click();
    wait_until(h, "the rules built", |h| {
        h.state_mut().controller_mut().building().is_none()
    });
    wait_until(h, "the hints searched", |h| {
        h.query_all_by_label_contains("正在计算").next().is_none()
    });
}

/// Plays the first option the core lists, and waits for the hints again.
fn play_first(h: &mut Harness<'static, GrundyApp>) {
    let mv = h.state().analysis().unwrap().options[0].mv;
    h.state_mut().controller_mut().apply(Command::Play(mv));
    wait_until(h, "the hints searched", |h| {
        h.query_all_by_label_contains("正在计算").next().is_none()
    });
}

#[test]
fn the_english_words_are_found() {
    assert_eq!(english_words("从第 1 堆取走 2 个"), Vec::<String>::new());
    assert_eq!(english_words("SG 值 g(n) = n mod 4"), Vec::<String>::new());
    assert_eq!(
        english_words("由 Wythoff::outcome_of 判定"),
        Vec::<String>::new()
    );
    assert_eq!(
        english_words("Save the table as CSV…"),
        ["Save", "the", "table"]
    );
    assert_eq!(english_words("第 1 堆 pin"), ["pin"]);
}

#[test]
fn every_game_plays_in_chinese() {
    let games = [
        (GameKind::Bash, "10"),
        (GameKind::Wythoff, "5 8"),
        (GameKind::Nim, "3 4 5"),
        (GameKind::Staircase, "2 1 3"),
        (GameKind::SetNim, "5 7 9"),
        (GameKind::SplitNim, "2 3 4"),
        (GameKind::Octal, "5 7 12 3"),
    ];
    for (kind, position) in games {
        let mut h = harness(chinese(Choice::Game(kind), position));
        start(&mut h);
        no_english(&h, &format!("{kind:?} at the start"));
        // The move list, the charts and the threw-away marks once a move is made.
        play_first(&mut h);
        no_english(&h, &format!("{kind:?} after a move"));
        // The set-up editor.
        h.get_by_label("设置局面").click();
        h.run();
        no_english(&h, &format!("{kind:?} being set up"));
        // Its theory page.
        h.get_by_label("理论").click();
        h.run();
        no_english(&h, &format!("the theory of {kind:?}"));
    }
}

#[test]
fn the_pins_the_big_piles_and_an_error_are_in_chinese() {
    // Two pins chosen in a row of Kayles: the take button and the core's reason.
    let mut h = harness(chinese(Choice::Game(GameKind::Octal), "5 7"));
    start(&mut h);
    h.get_by_label("第 2 堆，第 1 个球瓶").click();
    h.run();
    h.get_by_label("第 2 堆，第 4 个球瓶").click();
    h.run();
    no_english(&h, "four pins chosen in Kayles");
    // Piles too tall to draw: the form that plays any take.
    let mut h = harness(chinese(Choice::Game(GameKind::Nim), "3 40"));
    start(&mut h);
    no_english(&h, "Nim with a tall pile");
    // A setup the core refuses, and a word that is not a number.
    let mut s = chinese(Choice::Game(GameKind::SetNim), "5 x");
    s.play.setup.game.set_text = "0 2".to_owned();
    let mut h = harness(s);
    h.run();
    h.get_by_label("开始游戏").click();
    h.run();
    no_english(&h, "a set the core refuses");
    let mut h = harness(chinese(Choice::Game(GameKind::Nim), "5 x"));
    h.run();
    h.get_by_label("开始游戏").click();
    h.run();
    no_english(&h, "a position that is not numbers");
}

#[test]
fn a_sum_plays_in_chinese() {
    let mut s = chinese(Choice::Sum, "");
    s.play.setup.components = vec![
        GameSetup::new(GameKind::Nim, "1 2"),
        GameSetup::new(GameKind::Wythoff, "2 3"),
        GameSetup::new(GameKind::Bash, "6"),
        GameSetup::new(GameKind::SplitNim, "2 3"),
    ];
    let mut h = harness(s);
    start(&mut h);
    no_english(&h, "a sum");
    play_first(&mut h);
    no_english(&h, "a sum after a move");
    h.get_by_label("理论").click();
    h.run();
    no_english(&h, "the theory of sums");
}

#[test]
fn a_game_on_a_graph_and_its_editor_are_in_chinese() {
    let mut s = chinese(Choice::Graph, "");
    s.play.graph = GraphGame {
        board: GraphBoard::loopy_draw(),
        ..GraphGame::default()
    };
    let mut h = harness(s);
    h.run();
    h.get_by_label("开始游戏").click();
    h.run();
    no_english(&h, "the loopy graph");
    h.get_by_label("编辑这个图").click();
    h.run();
    no_english(&h, "the graph's editor");
    h.get_by_label("删除").click();
    h.run();
    no_english(&h, "the graph's editor, deleting");
    h.get_by_label("尼姆堆的图").click();
    h.run();
    no_english(&h, "the graph of a Nim heap");
    h.get_by_label("理论").click();
    h.run();
    no_english(&h, "the theory of games on graphs");
}

#[test]
fn every_page_of_the_explorer_and_the_judge_are_in_chinese() {
    let mut s = chinese(Choice::Game(GameKind::Nim), "3 4 5");
    s.tab = Tab::Explore;
    s.explore.set_nim.rows = 50;
    s.explore.split_nim.rows = 50;
    s.explore.bash.rows = 50;
    s.explore.octal.rows = 50;
    s.explore.wythoff.side = 32;
    s.explore.octal.table = 4096;
    let mut h = harness(s);
    wait_until(&mut h, "the Set Nim sequence", |h| {
        h.query_all_by_label_contains("前周期").next().is_some()
    });
    no_english(&h, "the Set Nim page");
    let pages = [
        (Page::SplitNim, "拆分尼姆的 SG 值序列", "可憎数"),
        (Page::Bash, "巴什博弈的 SG 值序列", "倍数"),
        (Page::Wythoff, "威佐夫博弈的热力图", "个格子"),
        (Page::Octal, "八进制游戏", "前周期"),
    ];
    for (page, name, shown) in pages {
        h.get_by_label(name).click();
        wait_until(&mut h, name, |h| {
            h.query_all_by_label_contains(shown).next().is_some()
        });
        assert_eq!(h.state().state().explore.page, page);
        no_english(&h, name);
    }
    // An export's status line.
    h.get_by_label("把表格存为 CSV……").click();
    h.run();
    no_english(&h, "the octal page after an export");
    // An octal code the core does not read.
    h.state_mut().explorer_mut().octal.settings.code_text = "0.7g".to_owned();
    h.get_by_label("计算").click();
    wait_until(&mut h, "the error", |h| {
        h.query_all_by_label_contains("错误").next().is_some()
    });
    no_english(&h, "a bad octal code");
    // A 0.16 table too short for its period.
    h.state_mut().explorer_mut().octal.settings.code_text = "0.16".to_owned();
    h.get_by_label("计算").click();
    wait_until(&mut h, "the plain table", |h| {
        h.query_all_by_label_contains("没有证实周期")
            .next()
            .is_some()
    });
    no_english(&h, "0.16 without a period");
    h.get_by_label("评测题").click();
    h.run();
    h.get_by_label("载入样例输入").click();
    h.run();
    h.get_by_label("求解").click();
    wait_until(&mut h, "the judge's answer", |h| {
        h.query_all_by_label_contains("正在计算").next().is_none()
    });
    no_english(&h, "the judge");
    // An input the judge refuses: where, what was expected and what was found.
    let judge = h.state_mut().judge_mut().settings_mut();
    judge.problem = "acwing-893".to_owned();
    judge.input = "2\n2 x\n".to_owned();
    h.get_by_label("求解").click();
    wait_until(&mut h, "the judge's error", |h| {
        h.query_all_by_label_contains("错误").next().is_some()
    });
    no_english(&h, "a judge input with a word in it");
    h.get_by_label_contains("第 2 行第 3 列：期望集合元素（正整数），实际为 \"x\"");
}

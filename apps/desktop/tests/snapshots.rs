//! Image snapshots of the main views, rendered with wgpu (Mesa lavapipe or llvmpipe is
//! enough). Behind the `snapshots` feature: `cargo test -p grundy-desktop --features
//! snapshots`; `UPDATE_SNAPSHOTS=true` rewrites the PNGs under tests/snapshots/.
#![cfg(feature = "snapshots")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;
use common::{run_settled, wait_for};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use grundy::GameKind;
use grundy_desktop::model::setup::{Choice, GameSetup};
use grundy_desktop::model::turns::Mode;
use grundy_desktop::ui::Tab;
use grundy_desktop::ui::explore::Page;
use grundy_desktop::{GrundyApp, State};

fn harness(state: State, size: [f32; 2]) -> Harness<'static, GrundyApp> {
    Harness::builder()
        .with_size(size)
        .with_render_cursor(false)
        // A thread that finishes asks for a repaint from outside the frame loop.
        .with_max_steps(12)
        .build_eframe(move |cc| {
            GrundyApp::install_fonts(&cc.egui_ctx);
            GrundyApp::with_state(state)
        })
}

fn game(kind: GameKind, position: &str, hints: bool) -> State {
    let mut s = State::default();
    s.play.setup.choice = Choice::Game(kind);
    s.play.setup.game = GameSetup::new(kind, position);
    s.play.mode = Mode::TwoPlayers;
    s.play.hints = hints;
    s
}

fn started(state: State, size: [f32; 2]) -> Harness<'static, GrundyApp> {
    let mut h = harness(state, size);
    h.get_by_label("Start game").click();
    built(&mut h);
    settle(&mut h);
    h
}

/// Steps until the rules of the new game are built (on a thread, usually at once).
fn built(h: &mut Harness<'static, GrundyApp>) {
    for _ in 0..400 {
        h.step();
        if h.query_all_by_label_contains("Computing the rules")
            .next()
            .is_none()
            && h.query_all_by_label_contains("正在计算规则")
                .next()
                .is_none()
        {
            run_settled(h);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("the rules were never built");
}

/// Waits for the remoteness (computed on a thread) so that the image does not depend on
/// timing: its line reads `computing` (计算中 in Chinese) while the search runs.
fn settle(h: &mut Harness<'static, GrundyApp>) {
    let computing = |h: &Harness<'static, GrundyApp>| {
        ["computing", "计算中"]
            .iter()
            .any(|word| h.query_all_by_label_contains(word).next().is_some())
    };
    for _ in 0..400 {
        if !computing(h) {
            run_settled(h);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
    }
    panic!("the remoteness was never computed");
}

#[test]
fn play_nim_with_hints() {
    let mut h = started(game(GameKind::Nim, "3 4 5 6", true), [1100.0, 760.0]);
    h.get_by_label("pile 4, stone 2 from the top").click();
    run_settled(&mut h);
    h.get_by_label("pile 1, stone 1 from the top").click();
    run_settled(&mut h);
    settle(&mut h);
    h.snapshot("play_nim_hints");
}

#[test]
fn play_at_800_by_600() {
    let mut h = started(game(GameKind::SetNim, "5 7 9", true), [800.0, 600.0]);
    h.snapshot("play_set_nim_800x600");
}

#[test]
fn play_huge_piles() {
    // Piles near 10^18: each column as wide as its labels, the move lines wrapped.
    let mut h = started(
        game(
            GameKind::Nim,
            "1000000000000000000 999999999999999999 123456789012345678",
            true,
        ),
        [1100.0, 760.0],
    );
    h.snapshot("play_nim_huge");
}

#[test]
fn play_wythoff_at_800_by_600() {
    // The charts beside the board, in the window without scrolling, after three moves.
    let mut h = started(game(GameKind::Wythoff, "6 9", true), [800.0, 600.0]);
    for cell in ["queen to (6, 5)", "queen to (2, 1)", "queen to (1, 1)"] {
        h.get_by_label(cell).click();
        run_settled(&mut h);
    }
    settle(&mut h);
    h.snapshot("play_wythoff_800x600");
}

#[test]
fn set_up_on_the_board() {
    let mut h = started(game(GameKind::Staircase, "2 1 3 4", false), [1100.0, 760.0]);
    h.get_by_label("Set up position").click();
    run_settled(&mut h);
    h.snapshot("play_set_up");
}

#[test]
fn the_board_and_the_charts_save_as_png() {
    let mut h = started(game(GameKind::Nim, "3 4 5", true), [1100.0, 760.0]);
    for (button, name) in [
        ("Save the board as PNG…", "grundy-board.png"),
        ("Save the charts as PNG…", "grundy-charts.png"),
    ] {
        h.get_by_label(button).click();
        // The screenshot comes with the next frames.
        for _ in 0..10 {
            h.step();
            if h.state().last_export().is_some_and(|e| e.name == name) {
                break;
            }
        }
        let export = h.state().last_export().unwrap().clone();
        assert_eq!(export.name, name);
        let decoder = png::Decoder::new(std::io::Cursor::new(export.bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        // A part of the window, not all of it, and not blank.
        assert!(info.width > 100 && info.width < 1100, "{info:?}");
        assert!(info.height > 100 && info.height < 760, "{info:?}");
        let first = &pixels[..4];
        assert!(pixels.chunks(4).any(|p| p != first), "a blank picture");
    }
}

#[test]
fn play_wythoff_queen() {
    let mut h = started(game(GameKind::Wythoff, "6 9", true), [1100.0, 760.0]);
    h.snapshot("play_wythoff");
}

#[test]
fn play_staircase() {
    let mut h = started(game(GameKind::Staircase, "2 1 3 4", true), [1100.0, 760.0]);
    h.snapshot("play_staircase");
}

#[test]
fn play_split_nim() {
    let mut h = started(game(GameKind::SplitNim, "2 3 4", true), [1100.0, 760.0]);
    h.snapshot("play_split_nim");
}

#[test]
fn a_finished_game_against_the_computer() {
    let mut s = game(GameKind::Bash, "7", false);
    s.play.mode = Mode::VsComputer;
    s.play.human_first = true;
    let mut h = started(s, [1100.0, 760.0]);
    // 7 mod 4 = 3: take 3 and the perfect computer loses.
    h.get_by_label("take 3 from pile 1").click();
    for _ in 0..2000 {
        h.step();
        if h.state().winner().is_some() {
            break;
        }
        // The computer thinks on a thread.
        std::thread::sleep(std::time::Duration::from_millis(5));
        if h.query_by_label("take 4 from pile 1").is_some() {
            h.get_by_label("take 4 from pile 1").click();
        } else if let Some(n) = h.query_by_label("take 3 from pile 1") {
            n.click();
        } else if let Some(n) = h.query_by_label("take 2 from pile 1") {
            n.click();
        } else if let Some(n) = h.query_by_label("take 1 from pile 1") {
            n.click();
        }
    }
    run_settled(&mut h);
    h.snapshot("play_bash_finished");
}

#[test]
fn play_a_sum_with_hints() {
    // Nim 1 2, Wythoff 2 3 and Bash (k = 3) 6, with Split Nim 2 3 4 added: the values of
    // the components, their XOR, the winning move and the Nim equivalent below.
    let mut s = game(GameKind::Nim, "3 4 5", true);
    s.play.setup.choice = Choice::Sum;
    s.play
        .setup
        .components
        .push(GameSetup::new(GameKind::SplitNim, "2 3 4"));
    let mut h = started(s, [1100.0, 1400.0]);
    h.snapshot("play_sum_hints");
}

#[test]
fn theory_and_judge() {
    let s = game(GameKind::Wythoff, "5 8", false);
    let mut h = started(s, [1100.0, 760.0]);
    h.get_by_label("Theory").click();
    run_settled(&mut h);
    h.snapshot("theory_wythoff");
    h.get_by_label("Judge").click();
    run_settled(&mut h);
    h.get_by_label("Solve").click();
    wait_for(&mut h, "Output");
    // The pointer off the button: whether the button, enabled again when the answers
    // came, is drawn hovered would depend on the frame they came in.
    h.hover_at(egui::pos2(1090.0, 750.0));
    run_settled(&mut h);
    h.snapshot("judge");
}

#[test]
fn explorer_views() {
    let mut s = State {
        tab: Tab::Explore,
        ..State::default()
    };
    s.explore.page = Page::SetNim;
    let mut h = harness(s, [1100.0, 760.0]);
    wait_for(&mut h, "preperiod");
    h.snapshot("explore_set_nim");
    h.get_by_label("Wythoff heat map").click();
    wait_for(&mut h, "cells, values 0 to");
    h.snapshot("explore_wythoff");
    // The tooltip at the pointer.
    let map = h.get_by_label("Wythoff Grundy values heat map").rect();
    h.hover_at(map.center());
    run_settled(&mut h);
    h.hover_at(map.center() + egui::vec2(1.0, 1.0));
    run_settled(&mut h);
    h.snapshot("explore_wythoff_tooltip");
}

#[test]
fn play_and_theory_in_chinese() {
    let mut s = game(GameKind::Nim, "3 4 5 6", true);
    s.lang = Some(grundy_i18n::Lang::Zh);
    let mut h = harness(s, [1100.0, 760.0]);
    h.get_by_label("开始游戏").click();
    built(&mut h);
    h.get_by_label("第 4 堆，从上往下第 2 个石子").click();
    run_settled(&mut h);
    h.get_by_label("第 1 堆，从上往下第 1 个石子").click();
    run_settled(&mut h);
    settle(&mut h);
    h.snapshot("play_nim_hints_zh");
    h.get_by_label("理论").click();
    run_settled(&mut h);
    h.snapshot("theory_nim_zh");
}

#[test]
fn nim_equivalent_of_huge_piles() {
    // The counts of stones not drawn (up to 2^64 − 13) widen their column: the binary
    // digits stand clear of them.
    let mut h = started(
        game(
            GameKind::Nim,
            "1000000000000000000 999999999999999999 18446744073709551615 7",
            true,
        ),
        [1280.0, 1400.0],
    );
    h.snapshot("play_nim_equivalent_huge");
}

#[test]
fn a_set_up_position_with_no_move_is_refused_at_the_editor() {
    let mut h = started(game(GameKind::Nim, "1 2", false), [800.0, 600.0]);
    h.get_by_label("Set up position").click();
    run_settled(&mut h);
    for stone in ["set up: pile 1, stone 1", "set up: pile 2, stone 1"] {
        h.get_by_label(stone).click();
        run_settled(&mut h);
        settle(&mut h);
    }
    h.snapshot("play_set_up_refused");
}

#[test]
fn a_sum_at_800_by_600() {
    // The small window: the charts' titles in plain letters, the moves in rows to read.
    let mut s = game(GameKind::Nim, "3 4 5", true);
    s.play.setup.choice = Choice::Sum;
    let mut h = started(s, [800.0, 600.0]);
    h.get_by_label("Grundy value after each move (0 = P-position)")
        .scroll_to_me();
    h.run();
    h.snapshot("play_sum_800x600");
}

#[test]
fn grundy_s_game_with_hints() {
    // Grundy's game from the game menu: heaps split into two different heaps, the values of
    // A002188 in the hints.
    let mut h = started(game(GameKind::Grundy, "7 13 20", true), [1100.0, 760.0]);
    h.snapshot("play_grundy_hints");
}

#[test]
fn the_theory_of_grundy_s_game_in_chinese() {
    let mut s = game(GameKind::Grundy, "7 13 20", false);
    s.lang = Some(grundy_i18n::Lang::Zh);
    let mut h = harness(s, [1100.0, 760.0]);
    h.get_by_label("开始游戏").click();
    built(&mut h);
    h.get_by_label("理论").click();
    run_settled(&mut h);
    h.snapshot("theory_grundy_zh");
}

#[test]
fn play_script_error_marked() {
    let mut s = State::default();
    s.play.setup.choice = Choice::Script;
    s.play.setup.script.source =
        "fn moves(p) {\n    let out = [];\n    out.push(p +);\n    out\n}\n".to_owned();
    s.play.setup.script.start_text = "7".to_owned();
    let mut h = harness(s, [1100.0, 760.0]);
    h.get_by_label("Start game").click();
    run_settled(&mut h);
    wait_for(&mut h, "Script error: line 3");
    settle(&mut h);
    h.snapshot("play_script_error_marked");
}

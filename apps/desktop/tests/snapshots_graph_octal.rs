//! Image snapshots of the game on a graph (play with hints, the editor) and of the octal
//! games (Kayles' pins, the explorer's page). Behind the `snapshots` feature, as
//! `snapshots.rs`: `UPDATE_SNAPSHOTS=true cargo test -p grundy-desktop --features snapshots`.
#![cfg(feature = "snapshots")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;
use common::{run_settled, wait_for};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use grundy::GameKind;
use grundy_desktop::model::graph::{GraphBoard, GraphGame};
use grundy_desktop::model::setup::{Choice, GameSetup};
use grundy_desktop::model::turns::Mode;
use grundy_desktop::ui::Tab;
use grundy_desktop::ui::explore::Page;
use grundy_desktop::{GrundyApp, State};

fn harness(state: State, size: [f32; 2]) -> Harness<'static, GrundyApp> {
    Harness::builder()
        .with_size(size)
        .with_render_cursor(false)
        .with_max_steps(12)
        .build_eframe(move |cc| {
            GrundyApp::install_fonts(&cc.egui_ctx);
            GrundyApp::with_state(state)
        })
}

fn graph_state(board: GraphBoard, hints: bool) -> State {
    let mut s = State::default();
    s.play.setup.choice = Choice::Graph;
    s.play.mode = Mode::TwoPlayers;
    s.play.hints = hints;
    s.play.graph = GraphGame {
        board,
        ..GraphGame::default()
    };
    s
}

fn started(state: State, size: [f32; 2]) -> Harness<'static, GrundyApp> {
    let mut h = harness(state, size);
    run_settled(&mut h);
    h.get_by_label("Start game").click();
    for _ in 0..400 {
        h.step();
        if h.query_all_by_label_contains("Computing the rules")
            .next()
            .is_none()
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    run_settled(&mut h);
    h.remove_cursor();
    run_settled(&mut h);
    h
}

#[test]
fn play_a_loopy_graph_with_hints() {
    let mut h = started(graph_state(GraphBoard::loopy_draw(), true), [1100.0, 900.0]);
    h.snapshot("play_graph_loopy_hints");
}

#[test]
fn play_the_graph_of_a_nim_heap() {
    let mut h = started(
        graph_state(GraphBoard::nim_heap(5).unwrap(), true),
        [1100.0, 900.0],
    );
    h.snapshot("play_graph_nim_heap");
}

#[test]
fn edit_a_graph() {
    let mut h = started(
        graph_state(GraphBoard::loopy_draw(), false),
        [1100.0, 900.0],
    );
    h.get_by_label("Edit the graph").click();
    run_settled(&mut h);
    h.get_by_label("Delete").click();
    run_settled(&mut h);
    h.remove_cursor();
    run_settled(&mut h);
    h.snapshot("play_graph_editor");
}

#[test]
fn play_kayles_with_pins() {
    let mut s = State::default();
    s.play.setup.choice = Choice::Game(GameKind::Octal);
    s.play.setup.game = GameSetup::new(GameKind::Octal, "5 7 12 3");
    s.play.mode = Mode::TwoPlayers;
    s.play.hints = true;
    let mut h = started(s, [1100.0, 900.0]);
    h.get_by_label("heap 3, pin 5").click();
    run_settled(&mut h);
    h.get_by_label("heap 3, pin 6").click();
    run_settled(&mut h);
    h.remove_cursor();
    run_settled(&mut h);
    // The hints' searches done: on a busy machine the picture caught "remoteness:
    // computing…" in place of the numbers.
    common::wait_until(&mut h, "the remoteness", |h| {
        h.query_all_by_label_contains("computing").next().is_none()
    });
    run_settled(&mut h);
    h.snapshot("play_kayles_pins");
}

#[test]
fn explore_kayles() {
    let mut s = State {
        tab: Tab::Explore,
        ..State::default()
    };
    s.explore.page = Page::Octal;
    let mut h = harness(s, [1100.0, 760.0]);
    wait_for(&mut h, "preperiod");
    h.snapshot("explore_octal_kayles");
}

#[test]
fn explore_kayles_in_chinese() {
    let mut s = State {
        tab: Tab::Explore,
        lang: Some(grundy_i18n::Lang::Zh),
        ..State::default()
    };
    s.explore.page = Page::Octal;
    let mut h = harness(s, [1100.0, 760.0]);
    wait_for(&mut h, "前周期");
    h.snapshot("explore_octal_zh");
}

#[test]
fn a_loopy_graph_at_800_by_600() {
    // The small window: the text of the moves and the notes inside the view, clear of the
    // scroll bar.
    let mut h = started(graph_state(GraphBoard::loopy_draw(), true), [800.0, 600.0]);
    h.get_by_label("Moves").scroll_to_me();
    h.run();
    h.snapshot("play_graph_800x600");
}

//! Image snapshots of the main views, rendered with wgpu (Mesa lavapipe or llvmpipe is
//! enough). Behind the `snapshots` feature: `cargo test -p grundy-desktop --features
//! snapshots`; `UPDATE_SNAPSHOTS=true` rewrites the PNGs under tests/snapshots/.
#![cfg(feature = "snapshots")]

mod common;
use common::wait_for;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use grundy_desktop::rules::Kind;
use grundy_desktop::session::Mode;
use grundy_desktop::{GrundyApp, Page, State, Tab};

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

fn game(kind: Kind, position: &str, hints: bool) -> State {
    let mut s = State::default();
    s.setup.kind = kind;
    s.setup.position_text = position.to_owned();
    s.mode = Mode::TwoPlayers;
    s.hints = hints;
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
        {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("the rules were never built");
}

/// Waits for the remoteness (computed on a thread) so that the image does not depend on
/// timing.
fn settle(h: &mut Harness<'static, GrundyApp>) {
    for _ in 0..400 {
        if h.query_all_by_label_contains("computing").next().is_none() {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
    }
    panic!("the remoteness was never computed");
}

#[test]
fn play_nim_with_hints() {
    let mut h = started(game(Kind::Nim, "3 4 5 6", true), [1100.0, 760.0]);
    h.get_by_label("pile 4, stone 2 from the top").click();
    h.run();
    h.get_by_label("pile 1, stone 1 from the top").click();
    h.run();
    settle(&mut h);
    h.snapshot("play_nim_hints");
}

#[test]
fn play_at_800_by_600() {
    let mut h = started(game(Kind::SetNim, "5 7 9", true), [800.0, 600.0]);
    h.snapshot("play_set_nim_800x600");
}

#[test]
fn play_wythoff_queen() {
    let mut h = started(game(Kind::Wythoff, "6 9", true), [1100.0, 760.0]);
    h.snapshot("play_wythoff");
}

#[test]
fn play_staircase() {
    let mut h = started(game(Kind::Staircase, "2 1 3 4", true), [1100.0, 760.0]);
    h.snapshot("play_staircase");
}

#[test]
fn play_split_nim() {
    let mut h = started(game(Kind::SplitNim, "2 3 4", true), [1100.0, 760.0]);
    h.snapshot("play_split_nim");
}

#[test]
fn a_finished_game_against_the_computer() {
    let mut s = game(Kind::Bash, "7", false);
    s.mode = Mode::VsComputer;
    s.human_first = true;
    let mut h = started(s, [1100.0, 760.0]);
    // 7 mod 4 = 3: take 3 and the perfect computer loses.
    h.get_by_label("take 3 from pile 1").click();
    for _ in 0..40 {
        h.step();
        if h.state_mut().winner().is_some() {
            break;
        }
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
    h.run();
    h.snapshot("play_bash_finished");
}

#[test]
fn theory_and_judge() {
    let s = game(Kind::Wythoff, "5 8", false);
    let mut h = started(s, [1100.0, 760.0]);
    h.get_by_label("Theory").click();
    h.run();
    h.snapshot("theory_wythoff");
    h.get_by_label("Judge").click();
    h.run();
    h.get_by_label("Solve").click();
    wait_for(&mut h, "Output");
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
}

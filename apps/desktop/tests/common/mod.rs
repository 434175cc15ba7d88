//! Helpers shared by the desktop's test files.

// Each test file compiles this module, and not every file uses every helper.
#![allow(dead_code)]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use grundy_desktop::{GrundyApp, State};

/// The app from `state` in a window of `size`, with its fonts (the Chinese one included).
pub fn app(state: State, size: [f32; 2]) -> Harness<'static, GrundyApp> {
    Harness::builder()
        .with_size(size)
        // A thread that finishes (the rules, the remoteness) asks for a repaint from outside
        // the frame loop, which can cost a frame or two more before the window settles.
        .with_max_steps(12)
        .build_eframe(move |cc| {
            GrundyApp::install_fonts(&cc.egui_ctx);
            GrundyApp::with_state(state)
        })
}

/// Steps (in real time: jobs run on threads) until `done` holds; fails after 60 s.
pub fn wait_until(
    h: &mut Harness<'static, GrundyApp>,
    what: &str,
    mut done: impl FnMut(&mut Harness<'static, GrundyApp>) -> bool,
) {
    for _ in 0..1200 {
        h.step();
        if done(h) {
            h.step();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    panic!("{what} never happened");
}

/// Steps (in real time: explorer tables and remoteness compute on threads) until a label
/// containing `text` shows; fails after 20 s.
pub fn wait_for(h: &mut Harness<'static, GrundyApp>, text: &str) {
    for _ in 0..400 {
        h.step();
        if h.query_all_by_label_contains(text).next().is_some() {
            run_settled(h);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    panic!("{text:?} never showed");
}

/// Runs frames until the app asks for no more (as `Harness::run`), waiting in real time
/// while a job on a thread still shows its spinner: on a loaded machine the computer's
/// search or a judge run may outlast the harness's steps. Fails after 20 s.
pub fn run_settled(h: &mut Harness<'static, GrundyApp>) {
    for _ in 0..400 {
        if h.try_run().is_ok() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    panic!("the app never settled");
}

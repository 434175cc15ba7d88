//! Helpers shared by the desktop's test files.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use grundy_desktop::GrundyApp;

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
#[allow(
    dead_code,
    reason = "each test file compiles this module; not all of them settle"
)]
pub fn run_settled(h: &mut Harness<'static, GrundyApp>) {
    for _ in 0..400 {
        if h.try_run().is_ok() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    panic!("the app never settled");
}

//! The app in a web page (docs/web.md): eframe's web runner on the page's canvas `grundy`,
//! drawn with WebGL2, its state in the browser's local storage, the browser's language; and
//! the web worker's entry point into the task registry.
//!
//! The page (`web/index.html`) loads the WebAssembly, whose `main` calls [`main`]; a web worker
//! (`web/worker.js`) loads the same WebAssembly and calls [`grundy_task`] for each task.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use wasm_bindgen::JsCast as _;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::app::GrundyApp;

/// The id of the canvas the app draws on.
pub const CANVAS_ID: &str = "grundy";
/// The performance mark set when the first frame has been laid out (the browser paints it
/// right after): `performance.getEntriesByName("grundy-first-frame")`.
pub const FIRST_FRAME_MARK: &str = "grundy-first-frame";

/// Starts the app on the page's canvas; does nothing in a web worker (no window there).
pub fn main() {
    let Some(window) = web_sys::window() else {
        return;
    };
    // Warnings and errors to the browser's console; a second call only fails.
    let _ = eframe::WebLogger::init(log::LevelFilter::Warn);
    let canvas = window
        .document()
        .and_then(|d| d.get_element_by_id(CANVAS_ID))
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok());
    let Some(canvas) = canvas else {
        log::error!("the page has no canvas with the id {CANVAS_ID}");
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        let runner = eframe::WebRunner::new();
        let started = runner
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(|cc| {
                    mark_first_frame(&cc.egui_ctx);
                    Ok(Box::new(GrundyApp::new(cc, browser_lang())))
                }),
            )
            .await;
        // eframe saves the state to local storage every 30 s and whenever the page loses
        // the focus or is hidden (a reload, a closed tab).
        if let Err(e) = started {
            log::error!("the app could not start: {e:?}");
            show_failure(&window);
        }
    });
}

/// Sets [`FIRST_FRAME_MARK`] at the end of the first pass and takes the page's "loading" note
/// away.
fn mark_first_frame(ctx: &egui::Context) {
    let done = AtomicBool::new(false);
    ctx.on_end_pass(
        "first frame mark",
        Arc::new(move |_| {
            if done.swap(true, Ordering::Relaxed) {
                return;
            }
            let Some(window) = web_sys::window() else {
                return;
            };
            if let Some(performance) = window.performance() {
                let _ = performance.mark(FIRST_FRAME_MARK);
            }
            if let Some(note) = window
                .document()
                .and_then(|d| d.get_element_by_id("loading"))
            {
                note.remove();
            }
        }),
    );
}

/// Tells the reader of the page that the app did not start (details in the console), in
/// English and in Simplified Chinese, one line each (`web/index.html` styles the lines): the
/// app that would know the language did not start, and the browser's fonts draw both.
fn show_failure(window: &web_sys::Window) {
    if let Some(note) = window
        .document()
        .and_then(|d| d.get_element_by_id("loading"))
    {
        note.set_inner_html(FAILURE_HTML);
    }
}

/// The failure note of [`show_failure`]: fixed text, no input in it.
const FAILURE_HTML: &str = "<span>grundy could not start in this browser (it needs WebGL2); \
    see the console.</span><span lang=\"zh-CN\">grundy 无法在这个浏览器中启动（它需要 WebGL2），\
    详情见控制台。</span>";

/// Runs one task in a web worker: the bytes of a task's `encode` in, the bytes of its output
/// out ([`crate::tasks::run_encoded`]).
///
/// # Errors
/// A message, thrown to the worker's script, when the bytes are not a task.
#[wasm_bindgen]
pub fn grundy_task(task: &[u8]) -> Result<Vec<u8>, String> {
    // Each new count of the task's work goes to the page as `{ progress: n }`.
    let meter = crate::runtime::Meter::notifying(|count| {
        let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
            return;
        };
        let message = js_sys::Object::new();
        // A count of positions: below 2^53, exact as a JavaScript number.
        let _ = js_sys::Reflect::set(&message, &"progress".into(), &(count as f64).into());
        let _ = scope.post_message(&message);
    });
    crate::tasks::run_encoded(task, &meter).map_err(|e| e.0)
}

/// The language the browser prefers (`navigator.languages`, else `navigator.language`), as
/// the app's first launch takes it; English when it names no language of the app.
fn browser_lang() -> grundy_i18n::Lang {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return grundy_i18n::Lang::default();
    };
    let mut wanted: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if wanted.is_empty() {
        wanted.extend(navigator.language());
    }
    grundy_i18n::Lang::negotiate(wanted.iter().map(String::as_str))
}

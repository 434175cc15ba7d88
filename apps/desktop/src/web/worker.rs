//! [`crate::job::Job`] in the browser: a [`Task`] runs in a web worker, a second instance of
//! the app's WebAssembly module started by `web/worker.js`, which hands each message's bytes
//! to [`super::grundy_task`] and posts back `{ ok: bytes }` or `{ error: message }`.
//!
//! A worker runs one task at a time. A job dropped before its answer (the user asked for
//! something else) ends its worker at once, so an abandoned search stops using the
//! processor; a worker that answered waits for the next task in a small pool, so that most
//! tasks skip the start of a worker.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::JsCast as _;
use wasm_bindgen::prelude::{Closure, JsValue};
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::job::Poll;
use crate::task::{self, Task};

/// The worker's script, next to the page.
const SCRIPT: &str = "worker.js";
/// Idle workers kept for the next task.
const POOL: usize = 2;
/// The performance marks set when a task goes to a worker and when its answer comes back
/// (for whoever profiles the page; tests/web/check.mjs counts them).
pub const SENT: &str = "grundy-task-sent";
/// See [`SENT`].
pub const ANSWERED: &str = "grundy-task-answered";

thread_local! {
    static IDLE: RefCell<Vec<Worker>> = const { RefCell::new(Vec::new()) };
}

/// Where a job stands.
enum State<T> {
    /// No answer yet.
    Running,
    /// The answer, not yet taken.
    Done(T),
    /// The answer was taken: the worker is free for another task.
    Taken,
    /// No answer will come (the worker failed, or the answer was not the task's output).
    Failed,
}

/// A job's result slot, and the worker computing it.
pub struct Inner<T> {
    state: Rc<RefCell<State<T>>>,
    running: Option<Running>,
}

/// A worker with the handlers that fill a job's slot (dropped with the job).
struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl<T> std::fmt::Debug for Inner<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Inner")
            .field("in_worker", &self.running.is_some())
            .finish_non_exhaustive()
    }
}

impl<T: 'static> Inner<T> {
    fn with(state: State<T>) -> Self {
        Self {
            state: Rc::new(RefCell::new(state)),
            running: None,
        }
    }

    /// Runs `f` at once: a closure cannot cross to a worker.
    pub fn spawn(_ctx: &egui::Context, f: impl FnOnce() -> T) -> Self {
        Self::with(State::Done(f()))
    }

    /// Sends `task` to a worker; runs it here only when no worker can be had.
    pub fn task<K: Task<Output = T>>(ctx: &egui::Context, task: K) -> Self {
        let bytes = match task::encode(task) {
            Ok(bytes) => bytes,
            Err(e) => {
                log::warn!("{e}");
                return Self::with(State::Failed);
            }
        };
        let state = Rc::new(RefCell::new(State::Running));
        match start::<K>(ctx, &bytes, &state) {
            Ok(running) => Self {
                state,
                running: Some(running),
            },
            Err(e) => {
                log::warn!(
                    "no web worker ({}): computing on the page, which waits",
                    describe(&e)
                );
                match task::run_encoded(&bytes).and_then(|out| task::decode::<K>(&out)) {
                    Ok(t) => Self::with(State::Done(t)),
                    Err(e) => {
                        log::warn!("{e}");
                        Self::with(State::Failed)
                    }
                }
            }
        }
    }

    pub fn poll(&self) -> Poll<T> {
        let mut state = self.state.borrow_mut();
        match std::mem::replace(&mut *state, State::Taken) {
            State::Running => {
                *state = State::Running;
                Poll::Running
            }
            State::Done(t) => Poll::Done(t),
            State::Taken => Poll::Failed,
            State::Failed => {
                *state = State::Failed;
                Poll::Failed
            }
        }
    }

    pub fn wait(&self, _timeout: Duration) -> Poll<T> {
        self.poll()
    }
}

impl<T> Drop for Inner<T> {
    fn drop(&mut self) {
        let Some(running) = self.running.take() else {
            return;
        };
        let worker = running.worker;
        worker.set_onmessage(None);
        worker.set_onerror(None);
        let free = matches!(*self.state.borrow(), State::Done(_) | State::Taken);
        let pooled = free
            && IDLE.with_borrow_mut(|idle| {
                let room = idle.len() < POOL;
                if room {
                    idle.push(worker.clone());
                }
                room
            });
        if !pooled {
            worker.terminate();
        }
    }
}

/// An idle worker, or a new one.
fn worker() -> Result<Worker, JsValue> {
    if let Some(worker) = IDLE.with_borrow_mut(Vec::pop) {
        return Ok(worker);
    }
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    Worker::new_with_options(SCRIPT, &options)
}

/// Sends the task `bytes` to a worker whose answer fills `state` and repaints `ctx`.
fn start<K: Task>(
    ctx: &egui::Context,
    bytes: &[u8],
    state: &Rc<RefCell<State<K::Output>>>,
) -> Result<Running, JsValue> {
    let worker = worker()?;
    let on_message = {
        let (state, ctx) = (Rc::clone(state), ctx.clone());
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            mark(ANSWERED);
            let answer = answer::<K>(&event.data());
            if let Err(e) = &answer {
                log::warn!("a web worker's task failed: {e}");
            }
            *state.borrow_mut() = answer.map_or(State::Failed, State::Done);
            ctx.request_repaint();
        })
    };
    let on_error = {
        let (state, ctx) = (Rc::clone(state), ctx.clone());
        Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            log::warn!("a web worker failed: {}", event.message());
            *state.borrow_mut() = State::Failed;
            ctx.request_repaint();
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // The page's compiled module goes along, so that the worker need not fetch and compile
    // the WebAssembly again; the task's bytes move rather than copy.
    let task = Uint8Array::from(bytes);
    let message = Object::new();
    Reflect::set(&message, &"module".into(), &wasm_bindgen::module())?;
    Reflect::set(&message, &"task".into(), &task)?;
    if let Err(e) = worker.post_message_with_transfer(&message, &Array::of1(&task.buffer())) {
        worker.terminate();
        return Err(e);
    }
    mark(SENT);
    Ok(Running {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// The output in a worker's answer `{ ok: bytes }`, or why there is none.
fn answer<K: Task>(data: &JsValue) -> Result<K::Output, String> {
    let ok = Reflect::get(data, &"ok".into()).map_err(|e| describe(&e))?;
    if let Some(bytes) = ok.dyn_ref::<Uint8Array>() {
        return task::decode::<K>(&bytes.to_vec());
    }
    let error = Reflect::get(data, &"error".into()).map_err(|e| describe(&e))?;
    Err(error
        .as_string()
        .unwrap_or_else(|| "an answer that is neither ok nor error".to_owned()))
}

/// A thrown JavaScript value as text.
fn describe(value: &JsValue) -> String {
    value
        .as_string()
        .or_else(|| {
            value
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{value:?}"))
}

/// Sets the performance mark `name` on the page.
fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

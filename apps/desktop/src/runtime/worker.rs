//! `Job::task` (job.rs) in the browser: a [`Task`] runs in a web worker, a second instance
//! of the app's WebAssembly module started by `web/worker.js`, which hands each message's
//! bytes to the module's exported `grundy_task` (the web platform's entry point into the
//! task registry) and posts back `{ ok: bytes }` or `{ error: message }`, and before that
//! `{ progress: n }` as a task counts its work (the job's meter). The job's `then` runs on
//! the page when the answer comes.
//!
//! A worker runs one task at a time. A job dropped before its answer (the user asked for
//! something else) ends its worker at once, so that an abandoned search stops using the
//! processor; a worker that answered waits for the next task in a small pool, so that most
//! tasks skip the start of a worker (and find the rules it built last).

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Function, Object, Reflect, Uint8Array};
use wasm_bindgen::JsCast as _;
use wasm_bindgen::prelude::{Closure, JsValue};
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::work::{JobError, Meter, Poll, Task, TaskError, Waker};

/// The worker's script, next to the page.
const SCRIPT: &str = "worker.js";
/// Idle workers kept for the next task.
const POOL: usize = 2;
/// The performance marks set when a task goes to a worker, when its answer comes back, and
/// when a worker reports a failure instead (its message is the mark's detail), for whoever
/// profiles the page; tests/web/check.mjs counts them.
pub const SENT: &str = "grundy-task-sent";
/// See [`SENT`].
pub const ANSWERED: &str = "grundy-task-answered";
/// See [`SENT`].
pub const FAILED: &str = "grundy-task-failed";

thread_local! {
    static IDLE: RefCell<Vec<Worker>> = const { RefCell::new(Vec::new()) };
}

/// Where a job stands.
enum Slot<T> {
    /// No answer yet.
    Running,
    /// The result, not yet taken.
    Done(T),
    /// The result was taken: the worker is free for another task.
    Taken,
    /// No result will come (the worker failed, or its answer was not the task's output).
    Failed,
}

/// A task's result slot, and the worker computing it.
pub struct Pending<T> {
    slot: Rc<RefCell<Slot<T>>>,
    running: Option<Running>,
}

/// A worker with the handlers that fill a job's slot (dropped with the job).
struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl<T: 'static> Pending<T> {
    fn with(slot: Slot<T>) -> Self {
        Self {
            slot: Rc::new(RefCell::new(slot)),
            running: None,
        }
    }

    /// Sends `task` to a worker, whose answer goes through `then` into the slot, after which
    /// `waker` is called; runs it here, on the page, only when no worker can be had.
    /// The counts the worker posts while it runs (`{ progress: n }`) go into `meter`.
    pub fn start<K: Task>(
        waker: Option<Waker>,
        task: K,
        then: impl FnOnce(K::Output) -> T + 'static,
        meter: Meter,
    ) -> Self {
        let bytes = match task.encode() {
            Ok(bytes) => bytes,
            Err(e) => {
                log::warn!("{e}");
                return Self::with(Slot::Failed);
            }
        };
        let slot = Rc::new(RefCell::new(Slot::Running));
        let then = Box::new(then);
        match worker() {
            Ok(worker) => match send::<K, T>(worker, &bytes, &slot, waker, then, meter) {
                Ok(running) => Self {
                    slot,
                    running: Some(running),
                },
                Err(e) => {
                    log::warn!("a web worker refused a task: {}", describe(&e));
                    Self::with(Slot::Failed)
                }
            },
            Err(e) => {
                log::warn!(
                    "no web worker ({}): computing on the page, which waits",
                    describe(&e)
                );
                match task.run_metered(&meter) {
                    Ok(output) => Self::with(Slot::Done(then(output))),
                    Err(e) => {
                        log::warn!("{e}");
                        Self::with(Slot::Failed)
                    }
                }
            }
        }
    }

    /// The result, once there is one (given once: later polls say it failed).
    pub fn poll(&mut self) -> Poll<T> {
        let mut slot = self.slot.borrow_mut();
        match std::mem::replace(&mut *slot, Slot::Taken) {
            Slot::Running => {
                *slot = Slot::Running;
                Poll::Running
            }
            Slot::Done(t) => Poll::Done(t),
            Slot::Taken => Poll::Failed(JobError::Stopped),
            Slot::Failed => {
                *slot = Slot::Failed;
                Poll::Failed(JobError::Stopped)
            }
        }
    }
}

impl<T> Drop for Pending<T> {
    fn drop(&mut self) {
        let Some(running) = self.running.take() else {
            return;
        };
        let worker = running.worker;
        worker.set_onmessage(None);
        worker.set_onerror(None);
        let free = matches!(*self.slot.borrow(), Slot::Done(_) | Slot::Taken);
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

/// Sends the task `bytes` to `worker`, whose answer, through `then`, fills `slot`; then
/// `waker` is called. The counts it posts before its answer go into `meter`.
fn send<K: Task, T: 'static>(
    worker: Worker,
    bytes: &[u8],
    slot: &Rc<RefCell<Slot<T>>>,
    waker: Option<Waker>,
    then: Box<dyn FnOnce(K::Output) -> T>,
    meter: Meter,
) -> Result<Running, JsValue> {
    let on_message = {
        let (slot, waker) = (Rc::clone(slot), waker.clone());
        let mut then = Some(then);
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(count) = progress(&event.data()) {
                meter.set(count);
                if let Some(w) = &waker {
                    w();
                }
                return;
            }
            let filled = match (answer::<K>(&event.data()), then.take()) {
                (Ok(output), Some(then)) => {
                    mark(ANSWERED, None);
                    Slot::Done(then(output))
                }
                (Ok(_), None) => Slot::Failed,
                (Err(e), _) => {
                    log::warn!("a web worker's task failed: {e}");
                    mark(FAILED, Some(&e.0));
                    Slot::Failed
                }
            };
            *slot.borrow_mut() = filled;
            if let Some(w) = &waker {
                w();
            }
        })
    };
    let on_error = {
        let (slot, waker) = (Rc::clone(slot), waker);
        Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            let message = event.message();
            log::warn!("a web worker failed: {message}");
            mark(FAILED, Some(&message));
            *slot.borrow_mut() = Slot::Failed;
            if let Some(w) = &waker {
                w();
            }
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // The page's compiled module goes along, so that the worker need not fetch and compile
    // the WebAssembly again; the task's bytes move rather than copy.
    let task = Uint8Array::from(bytes);
    let message = Object::new();
    let posted = Reflect::set(&message, &"module".into(), &wasm_bindgen::module())
        .and_then(|_| Reflect::set(&message, &"task".into(), &task))
        .and_then(|_| worker.post_message_with_transfer(&message, &Array::of1(&task.buffer())));
    if let Err(e) = posted {
        worker.terminate();
        return Err(e);
    }
    mark(SENT, None);
    Ok(Running {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// The count in a worker's message `{ progress: n }` (sent before its answer).
fn progress(data: &JsValue) -> Option<u64> {
    let count = Reflect::get(data, &"progress".into()).ok()?.as_f64()?;
    // A count of positions, below 2^53: exact as a JavaScript number.
    (count >= 0.0).then_some(count as u64)
}

/// The output in a worker's answer `{ ok: bytes }`, or why there is none.
fn answer<K: Task>(data: &JsValue) -> Result<K::Output, TaskError> {
    let ok = Reflect::get(data, &"ok".into()).map_err(|e| TaskError(describe(&e)))?;
    if let Some(bytes) = ok.dyn_ref::<Uint8Array>() {
        return K::decode(&bytes.to_vec());
    }
    let error = Reflect::get(data, &"error".into()).map_err(|e| TaskError(describe(&e)))?;
    Err(TaskError(error.as_string().unwrap_or_else(|| {
        "an answer that is neither ok nor error".to_owned()
    })))
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

/// Sets the performance mark `name` on the page, with `detail` when given.
fn mark(name: &str, detail: Option<&str>) {
    let Some(performance) = web_sys::window().and_then(|w| w.performance()) else {
        return;
    };
    let marked = match detail {
        // web-sys has `mark` with options only among its unstable APIs: called by name.
        Some(detail) => {
            let options = Object::new();
            Reflect::set(&options, &"detail".into(), &JsValue::from_str(detail))
                .and_then(|_| Reflect::get(&performance, &"mark".into()))
                .and_then(|f| f.dyn_into::<Function>())
                .and_then(|f| f.call2(&performance, &JsValue::from_str(name), &options))
                .map(drop)
        }
        None => performance.mark(name),
    };
    // A mark is for whoever profiles the page: nothing to do when it is refused.
    let _ = marked;
}

//! Work done outside the frame, so that the window never freezes. A [`Job`] runs either a
//! closure or a [`Task`] (task.rs: a computation described by plain data). Where there are
//! threads, both run on a thread of their own. In the browser (wasm32), which has no
//! threads, a task crosses to a web worker (`web/worker.rs`) and the page keeps drawing
//! while it runs; a closure runs on the page at the start of the next frame, after one
//! frame has shown the spinner, so it is kept for work that is short there.
//!
//! [`Job`] is one computation; [`Background`] is the value of the latest computation for a
//! key (a position, a set, a table size), started again only when the key changes. Every
//! panel that computes something long uses these two, and nothing else touches threads or
//! workers.

use std::fmt;
use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Duration;

use egui::Ui;

use crate::task::Task;

/// The stack of a job's thread: a search recurses once per move of the game, and a level of
/// a search over a sum of eight components takes a few KiB, so the core's depth limit of 200
/// levels needs more than the 2 MiB a thread gets by default. It is address space: only the
/// pages the search touches are used.
pub const STACK: usize = 64 << 20;

/// Called when a job is done, from its thread: the app asks egui for a frame.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// A waker that asks `ctx` for a frame.
pub fn waker(ctx: &egui::Context) -> Waker {
    let ctx = ctx.clone();
    Arc::new(move || ctx.request_repaint())
}

/// Why a job gave no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobError {
    /// No thread could be started.
    Spawn(std::io::ErrorKind),
    /// The computation stopped without a result (it panicked, a web worker failed, or the
    /// task could not run: the browser's console says why).
    Stopped,
}

impl fmt::Display for JobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Spawn(kind) => write!(f, "no thread could be started for it ({kind})"),
            Self::Stopped => f.write_str("the computation stopped without a result"),
        }
    }
}

impl std::error::Error for JobError {}

impl grundy_i18n::Localize for JobError {
    fn localize(&self, lang: grundy_i18n::Lang) -> String {
        match self {
            Self::Spawn(kind) => {
                grundy_i18n::tr!(lang, "job-spawn", kind = kind.to_string())
            }
            Self::Stopped => grundy_i18n::tr!(lang, "job-stopped"),
        }
    }
}

/// What polling a job found.
#[derive(Debug)]
pub enum Poll<T> {
    /// Still running.
    Running,
    /// Done.
    Done(T),
    /// It ended without a result.
    Failed(JobError),
}

/// The work of a job that has not run yet (where there are no threads).
type Later<T> = Box<dyn FnOnce() -> T + Send>;

enum Run<T> {
    /// On its thread; the result comes through the channel.
    #[cfg(not(target_arch = "wasm32"))]
    Thread(Receiver<T>),
    /// A task in a web worker; the result comes with the worker's answer.
    #[cfg(target_arch = "wasm32")]
    Worker(crate::web::worker::Pending<T>),
    /// To run at the next poll.
    Later(Option<Later<T>>),
    /// It could not start (only a thread can fail to start; a task without a web worker
    /// runs on the page).
    #[cfg(not(target_arch = "wasm32"))]
    Failed(JobError),
}

/// One computation, started at once.
pub struct Job<T> {
    run: Run<T>,
    what: String,
    /// When the spinner first showed, on egui's clock.
    shown: Option<f64>,
}

impl<T> fmt::Debug for Job<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Job").field("what", &self.what).finish()
    }
}

impl<T: Send + 'static> Job<T> {
    /// Starts `f`: on a thread with a [`STACK`]-sized stack, `waker` called when it is done;
    /// where there are no threads, `waker` is called now so that the next frame comes and
    /// runs it on the page (give a long computation to [`Job::task`] instead). `what` names
    /// it in the spinner ("the remoteness").
    pub fn spawn(
        waker: Option<&Waker>,
        what: impl Into<String>,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Self {
        let what = what.into();
        #[cfg(not(target_arch = "wasm32"))]
        let run = thread(waker, &what, move || Some(f()));
        #[cfg(target_arch = "wasm32")]
        let run = {
            if let Some(w) = waker {
                w();
            }
            Run::Later(Some(Box::new(f)))
        };
        Self::with(run, what)
    }

    /// Starts `task`, then `then` with its output: where there are threads, both on a
    /// thread as [`Job::spawn`] does; in the browser the task in a web worker (on the page
    /// only if no worker can be started) and `then` on the page when the answer comes.
    /// `waker` is called when the result is there. A task that cannot run gives
    /// [`JobError::Stopped`] (the reason goes to the log: the browser's console).
    pub fn task<K: Task>(
        waker: Option<&Waker>,
        what: impl Into<String>,
        task: K,
        then: impl FnOnce(K::Output) -> T + Send + 'static,
    ) -> Self {
        let what = what.into();
        #[cfg(not(target_arch = "wasm32"))]
        let run = thread(waker, &what, move || match task.run() {
            Ok(output) => Some(then(output)),
            Err(e) => {
                log::warn!("a task could not run: {e}");
                None
            }
        });
        #[cfg(target_arch = "wasm32")]
        let run = Run::Worker(crate::web::worker::Pending::start(
            waker.cloned(),
            task,
            then,
        ));
        Self::with(run, what)
    }

    fn with(run: Run<T>, what: String) -> Self {
        Self {
            run,
            what,
            shown: None,
        }
    }

    /// A job that runs `f` at its first poll, on no thread: for work known to be short.
    pub fn now(f: impl FnOnce() -> T + Send + 'static) -> Self {
        Self::with(Run::Later(Some(Box::new(f))), String::new())
    }

    /// The result, once there is one (given once: later polls say it failed).
    pub fn poll(&mut self) -> Poll<T> {
        match &mut self.run {
            #[cfg(not(target_arch = "wasm32"))]
            Run::Thread(rx) => match rx.try_recv() {
                Ok(t) => Poll::Done(t),
                Err(TryRecvError::Empty) => Poll::Running,
                Err(TryRecvError::Disconnected) => Poll::Failed(JobError::Stopped),
            },
            #[cfg(target_arch = "wasm32")]
            Run::Worker(pending) => pending.poll(),
            Run::Later(f) => match f.take() {
                Some(f) => Poll::Done(f()),
                None => Poll::Failed(JobError::Stopped),
            },
            #[cfg(not(target_arch = "wasm32"))]
            Run::Failed(e) => Poll::Failed(*e),
        }
    }

    /// The result if it comes within `timeout`: a short wait spares a fast computation the
    /// spinner's flicker, a long one still never blocks the window for more than `timeout`.
    /// In the browser nothing is waited for: a closure runs now, a task's answer is taken if
    /// it came.
    pub fn wait(&mut self, timeout: Duration) -> Poll<T> {
        #[cfg(not(target_arch = "wasm32"))]
        if let Run::Thread(rx) = &mut self.run {
            return match rx.recv_timeout(timeout) {
                Ok(t) => Poll::Done(t),
                Err(RecvTimeoutError::Timeout) => Poll::Running,
                Err(RecvTimeoutError::Disconnected) => Poll::Failed(JobError::Stopped),
            };
        }
        // Where there are no threads nothing is waited for: a closure runs now, a web
        // worker's answer comes between frames.
        #[cfg(target_arch = "wasm32")]
        let _ = timeout;
        self.poll()
    }

    /// A spinner with what is being computed and for how long it has been shown.
    pub fn progress(&mut self, ui: &mut Ui) {
        self.progress_in(ui, grundy_i18n::Lang::En);
    }

    /// [`Job::progress`] in `lang`: the computations the messages name are named in it,
    /// any other by its English name.
    pub fn progress_in(&mut self, ui: &mut Ui, lang: grundy_i18n::Lang) {
        let now = ui.input(|i| i.time);
        let shown = *self.shown.get_or_insert(now);
        let id = match self.what.as_str() {
            "the remoteness" => Some("job-remoteness"),
            "the rules" => Some("job-rules"),
            "the computer's move" => Some("job-computer-move"),
            "the answer" => Some("job-answer"),
            "the Grundy sequence" => Some("job-grundy-sequence"),
            "the Wythoff table" => Some("job-wythoff-table"),
            "the octal game's values" => Some("job-octal-values"),
            "the save dialog" => Some("job-save-dialog"),
            _ => None,
        };
        let what = id.map_or_else(|| self.what.clone(), |id| grundy_i18n::tr(lang, id, &[]));
        let seconds = grundy_i18n::Arg::Decimal {
            value: now - shown,
            digits: 1,
        };
        let text = grundy_i18n::tr(
            lang,
            "job-computing",
            &[("what", what.into()), ("seconds", seconds)],
        );
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(text);
        });
    }
}

/// Runs `f` on a thread with a [`STACK`]-sized stack, sending its result if it gives one
/// (none: the job fails); `waker` is called when it is done.
#[cfg(not(target_arch = "wasm32"))]
fn thread<T: Send + 'static>(
    waker: Option<&Waker>,
    what: &str,
    f: impl FnOnce() -> Option<T> + Send + 'static,
) -> Run<T> {
    let (tx, rx) = mpsc::channel();
    let waker = waker.cloned();
    let spawned = std::thread::Builder::new()
        .name(what.to_owned())
        .stack_size(STACK)
        .spawn(move || {
            if let Some(result) = f() {
                // The receiver is gone when the job was abandoned: nothing to do then.
                let _ = tx.send(result);
            }
            if let Some(w) = waker {
                w();
            }
        });
    match spawned {
        Ok(_) => Run::Thread(rx),
        Err(e) => Run::Failed(JobError::Spawn(e.kind())),
    }
}

/// What a [`Background`] holds.
#[derive(Debug)]
pub enum Status<'a, T> {
    /// Nothing was asked for.
    Idle,
    /// Being computed.
    Running(&'a mut Job<T>),
    /// Computed.
    Ready(&'a T),
    /// The job gave no result.
    Failed(JobError),
}

/// The result of the latest job started for a key; a job for an older key is abandoned
/// (a thread cannot be stopped: it runs to its end and its result is dropped).
pub struct Background<K, T> {
    key: Option<K>,
    job: Option<Job<T>>,
    result: Option<Result<T, JobError>>,
}

impl<K, T> Default for Background<K, T> {
    fn default() -> Self {
        Self {
            key: None,
            job: None,
            result: None,
        }
    }
}

impl<K: fmt::Debug, T> fmt::Debug for Background<K, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Background")
            .field("key", &self.key)
            .field("running", &self.job.is_some())
            .field("done", &self.result.is_some())
            .finish()
    }
}

impl<K: PartialEq, T: Send + 'static> Background<K, T> {
    /// Whether the latest job is for `key`.
    pub fn is_for(&self, key: &K) -> bool {
        self.key.as_ref() == Some(key)
    }

    /// The key of the latest job.
    pub fn key(&self) -> Option<&K> {
        self.key.as_ref()
    }

    /// Starts `job` for `key`, abandoning any other.
    pub fn start(&mut self, key: K, job: Job<T>) {
        self.key = Some(key);
        self.job = Some(job);
        self.result = None;
    }

    /// Starts the job `make` gives for `key` unless the latest job is for `key` already.
    pub fn ensure(&mut self, key: K, make: impl FnOnce() -> Job<T>) {
        if !self.is_for(&key) {
            self.start(key, make());
        }
    }

    /// Forgets the key, the job and its result.
    pub fn clear(&mut self) {
        *self = Self::default();
    }

    /// Whether a job is running.
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Polls the job, waiting at most `timeout` for it.
    pub fn wait(&mut self, timeout: Duration) {
        if let Some(job) = &mut self.job {
            let polled = if timeout.is_zero() {
                job.poll()
            } else {
                job.wait(timeout)
            };
            match polled {
                Poll::Running => {}
                Poll::Done(t) => {
                    self.result = Some(Ok(t));
                    self.job = None;
                }
                Poll::Failed(e) => {
                    self.result = Some(Err(e));
                    self.job = None;
                }
            }
        }
    }

    /// Polls the job and says what there is.
    pub fn status(&mut self) -> Status<'_, T> {
        self.wait(Duration::ZERO);
        match (&mut self.job, &self.result) {
            (Some(job), _) => Status::Running(job),
            (None, Some(Ok(t))) => Status::Ready(t),
            (None, Some(Err(e))) => Status::Failed(*e),
            (None, None) => Status::Idle,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_background_value_is_recomputed_only_for_a_new_key() {
        let mut b: Background<u32, u32> = Background::default();
        assert!(matches!(b.status(), Status::Idle));
        b.ensure(1, || Job::spawn(None, "one", || 10));
        b.wait(Duration::from_secs(20));
        assert!(matches!(b.status(), Status::Ready(10)));
        // The same key: nothing new is started.
        b.ensure(1, || Job::spawn(None, "one again", || 11));
        assert!(matches!(b.status(), Status::Ready(10)));
        b.ensure(2, || Job::now(|| 20));
        assert!(matches!(b.status(), Status::Ready(20)));
        assert!(b.is_for(&2));
        b.clear();
        assert!(matches!(b.status(), Status::Idle));
    }

    #[test]
    fn a_job_that_panics_fails_and_the_waker_is_not_needed() {
        let mut job: Job<u32> = Job::spawn(None, "a panic", || panic!("on purpose"));
        let polled = job.wait(Duration::from_secs(20));
        assert!(
            matches!(polled, Poll::Failed(JobError::Stopped)),
            "{polled:?}"
        );
    }

    #[test]
    fn a_deep_recursion_fits_the_stack() {
        fn depth(n: u32) -> u32 {
            // About 8 KiB a level: 2000 levels need 16 MiB, more than a default thread has.
            let buffer = std::hint::black_box([n as u8; 8192]);
            if n == 0 {
                u32::from(buffer[0])
            } else {
                depth(n - 1) + 1
            }
        }
        let mut job = Job::spawn(None, "deep", || depth(2000));
        assert!(matches!(
            job.wait(Duration::from_secs(20)),
            Poll::Done(2000)
        ));
    }
}

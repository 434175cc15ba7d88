//! One computation done outside the frame: a [`Job`] runs either a closure or a [`Task`] (a
//! computation described by plain data). Where there are threads, both run on a thread of
//! their own. In the browser (wasm32), which has no threads, a task crosses to a web worker
//! (`worker.rs`) and the page keeps drawing while it runs; a closure runs on the page at the
//! start of the next frame, after one frame has shown the spinner, so it is kept for work
//! that is short there.

use std::cell::Cell;
use std::fmt;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Duration;

use super::work::{JobError, Meter, Poll, Task, Waker};

/// The stack of a job's thread: a search recurses once per move of the game, and a level of
/// a search over a sum of eight components takes a few KiB, so the core's depth limit of 200
/// levels needs more than the 2 MiB a thread gets by default. It is address space: only the
/// pages the search touches are used.
pub const STACK: usize = 64 << 20;

/// The work of a job that has not run yet (where there are no threads).
type Later<T> = Box<dyn FnOnce() -> T + Send>;

enum Run<T> {
    /// On its thread; the result comes through the channel.
    #[cfg(not(target_arch = "wasm32"))]
    Thread(Receiver<T>),
    /// A task in a web worker; the result comes with the worker's answer.
    #[cfg(target_arch = "wasm32")]
    Worker(super::worker::Pending<T>),
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
    what: &'static str,
    /// When a spinner first showed it, on the app's clock.
    shown: Cell<Option<f64>>,
    /// How far a task has got, as far as it counts.
    meter: Meter,
}

impl<T> fmt::Debug for Job<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Job").field("what", &self.what).finish()
    }
}

impl<T> Job<T> {
    /// The message id of what is computed (`job-remoteness`), which a spinner shows.
    pub fn what(&self) -> &'static str {
        self.what
    }

    /// How far the job has got as its task counts it (the positions a solver has
    /// explored): 0 while it has counted nothing, or counts nothing.
    pub fn progress(&self) -> u64 {
        self.meter.get()
    }

    /// How long a spinner has shown the job, at `now` seconds on the app's clock: 0 the
    /// first time it is asked.
    pub fn shown_for(&self, now: f64) -> f64 {
        let since = self.shown.get().unwrap_or(now);
        self.shown.set(Some(since));
        now - since
    }
}

impl<T: Send + 'static> Job<T> {
    /// Starts `f`: on a thread with a [`STACK`]-sized stack, `waker` called when it is done;
    /// where there are no threads, `waker` is called now so that the next frame comes and
    /// runs it on the page (give a long computation to [`Job::task`] instead). `what` is
    /// the message id that names it in a spinner (`job-remoteness`).
    pub fn spawn(
        waker: Option<&Waker>,
        what: &'static str,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Self {
        #[cfg(not(target_arch = "wasm32"))]
        let run = thread(waker, what, move || Some(f()));
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
        what: &'static str,
        task: K,
        then: impl FnOnce(K::Output) -> T + Send + 'static,
    ) -> Self {
        let meter = Meter::default();
        #[cfg(not(target_arch = "wasm32"))]
        let run = {
            let meter = meter.clone();
            thread(waker, what, move || match task.run_metered(&meter) {
                Ok(output) => Some(then(output)),
                Err(e) => {
                    log::warn!("a task could not run: {e}");
                    None
                }
            })
        };
        #[cfg(target_arch = "wasm32")]
        let run = Run::Worker(super::worker::Pending::start(
            waker.cloned(),
            task,
            then,
            meter.clone(),
        ));
        Self::metered(run, what, meter)
    }

    fn with(run: Run<T>, what: &'static str) -> Self {
        Self::metered(run, what, Meter::default())
    }

    /// A job whose work counts on `meter` (a task's progress).
    fn metered(run: Run<T>, what: &'static str, meter: Meter) -> Self {
        Self {
            run,
            what,
            shown: Cell::new(None),
            meter,
        }
    }

    /// A job that runs `f` at its first poll, on no thread: for work known to be short.
    pub fn now(f: impl FnOnce() -> T + Send + 'static) -> Self {
        Self::with(Run::Later(Some(Box::new(f))), "")
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
}

/// Runs `f` on a thread named `what` with a [`STACK`]-sized stack, sending its result if it
/// gives one (none: the job fails); `waker` is called when it is done.
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

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_spinner_counts_from_when_it_first_showed_the_job() {
        let job = Job::now(|| 1);
        assert_eq!(job.shown_for(10.0), 0.0);
        assert_eq!(job.shown_for(12.5), 2.5);
    }
}

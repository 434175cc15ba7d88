//! A computation away from the window, so that the window never freezes: on a desktop a
//! thread of its own; in the browser, which has no threads, a web worker (a second copy of
//! the app's WebAssembly that runs [`Task`]s sent to it as bytes, see `web/worker.js`).

use std::time::Duration;

use egui::Ui;
use web_time::Instant;

use crate::task::Task;

/// A result being computed away from the window.
#[derive(Debug)]
pub struct Job<T> {
    inner: imp::Inner<T>,
    started: Instant,
    what: String,
}

/// What polling a job found.
#[derive(Debug)]
pub enum Poll<T> {
    /// Still running.
    Running,
    /// Done.
    Done(T),
    /// The computation ended without a result.
    Failed,
}

impl<T: Send + 'static> Job<T> {
    /// Runs `f` on a new thread; the window repaints when it is done.
    ///
    /// A closure cannot leave the browser's one thread, so there `f` runs at once, before
    /// this returns: give it only work bounded to a few milliseconds, and everything longer
    /// to [`Job::task`].
    pub fn spawn(
        ctx: &egui::Context,
        what: impl Into<String>,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Self {
        Self {
            inner: imp::Inner::spawn(ctx, f),
            started: Instant::now(),
            what: what.into(),
        }
    }

    /// Runs `task` on a new thread, or in a web worker in the browser; the window repaints
    /// when it is done.
    pub fn task<K: Task<Output = T>>(
        ctx: &egui::Context,
        what: impl Into<String>,
        task: K,
    ) -> Self {
        Self {
            inner: imp::Inner::task(ctx, task),
            started: Instant::now(),
            what: what.into(),
        }
    }

    /// The result, once there is one.
    pub fn poll(&self) -> Poll<T> {
        self.inner.poll()
    }

    /// The result if it comes within `timeout`: a short wait spares a fast computation the
    /// spinner's flicker, a long one still never blocks the window for more than `timeout`.
    /// The browser cannot wait: there this is [`Job::poll`].
    pub fn wait(&self, timeout: Duration) -> Poll<T> {
        self.inner.wait(timeout)
    }

    /// A spinner with what is being computed and for how long.
    pub fn progress(&self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(format!(
                "Computing {}… {:.1} s",
                self.what,
                self.started.elapsed().as_secs_f32()
            ));
        });
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
    use std::time::Duration;

    use super::Poll;
    use crate::task::Task;

    /// The receiving end of the thread's one message.
    #[derive(Debug)]
    pub struct Inner<T> {
        rx: Receiver<T>,
    }

    impl<T: Send + 'static> Inner<T> {
        pub fn spawn(ctx: &egui::Context, f: impl FnOnce() -> T + Send + 'static) -> Self {
            let (tx, rx) = mpsc::channel();
            let ctx = ctx.clone();
            std::thread::spawn(move || {
                let result = f();
                // The receiver is gone when the user started another job: nothing to do then.
                let _ = tx.send(result);
                ctx.request_repaint();
            });
            Self { rx }
        }

        pub fn task<K: Task<Output = T>>(ctx: &egui::Context, task: K) -> Self {
            Self::spawn(ctx, move || task.run())
        }

        pub fn poll(&self) -> Poll<T> {
            match self.rx.try_recv() {
                Ok(t) => Poll::Done(t),
                Err(TryRecvError::Empty) => Poll::Running,
                Err(TryRecvError::Disconnected) => Poll::Failed,
            }
        }

        pub fn wait(&self, timeout: Duration) -> Poll<T> {
            match self.rx.recv_timeout(timeout) {
                Ok(t) => Poll::Done(t),
                Err(RecvTimeoutError::Timeout) => Poll::Running,
                Err(RecvTimeoutError::Disconnected) => Poll::Failed,
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    pub use crate::web::worker::Inner;
}

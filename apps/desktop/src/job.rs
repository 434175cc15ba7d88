//! A computation on a thread of its own, so that the window never freezes.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant};

use egui::Ui;

/// A result being computed on another thread.
#[derive(Debug)]
pub struct Job<T> {
    rx: Receiver<T>,
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
    /// The thread ended without a result.
    Failed,
}

impl<T: Send + 'static> Job<T> {
    /// Runs `f` on a new thread; the window repaints when it is done.
    pub fn spawn(
        ctx: &egui::Context,
        what: impl Into<String>,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Self {
        let (tx, rx) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let result = f();
            // The receiver is gone when the user started another job: nothing to do then.
            let _ = tx.send(result);
            ctx.request_repaint();
        });
        Self {
            rx,
            started: Instant::now(),
            what: what.into(),
        }
    }

    /// The result, once there is one.
    pub fn poll(&self) -> Poll<T> {
        match self.rx.try_recv() {
            Ok(t) => Poll::Done(t),
            Err(TryRecvError::Empty) => Poll::Running,
            Err(TryRecvError::Disconnected) => Poll::Failed,
        }
    }

    /// The result if it comes within `timeout`: a short wait spares a fast computation the
    /// spinner's flicker, a long one still never blocks the window for more than `timeout`.
    pub fn wait(&self, timeout: Duration) -> Poll<T> {
        match self.rx.recv_timeout(timeout) {
            Ok(t) => Poll::Done(t),
            Err(RecvTimeoutError::Timeout) => Poll::Running,
            Err(RecvTimeoutError::Disconnected) => Poll::Failed,
        }
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

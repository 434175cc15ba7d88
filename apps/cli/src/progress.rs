//! The progress line of a long table on stderr (`grundy sg octal`, `grundy sg grundy`).

use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// Runs shorter than this print no progress line.
const QUIET: Duration = Duration::from_secs(2);

/// The progress line on stderr: on a terminal rewritten in place every second, otherwise a
/// line every half minute; nothing for a run shorter than [`QUIET`].
pub struct Progress {
    what: String,
    total: usize,
    /// Heaps known when the run started (resumed from a checkpoint): the time left is
    /// reckoned from the heaps filled since.
    first: usize,
    start: Instant,
    last: Option<Instant>,
    tty: bool,
}

impl Progress {
    pub fn new(what: String, total: usize, first: usize) -> Self {
        Self {
            what,
            total,
            first,
            start: Instant::now(),
            last: None,
            tty: std::io::stderr().is_terminal(),
        }
    }

    pub fn tick(&mut self, done: usize, periodic: bool) {
        let now = Instant::now();
        let elapsed = now.duration_since(self.start);
        let every = if self.tty {
            Duration::from_secs(1)
        } else {
            Duration::from_secs(30)
        };
        if elapsed < QUIET || self.last.is_some_and(|l| now.duration_since(l) < every) {
            return;
        }
        self.last = Some(now);
        let share = done as f64 / self.total.max(1) as f64;
        let left = if periodic {
            "a period is certified".to_owned()
        } else if done >= self.total {
            "done".to_owned()
        } else {
            // As many seconds a heap as so far (the rare/common split costs about the same
            // for every heap).
            let since = done.saturating_sub(self.first).max(1) as f64;
            let secs = elapsed.as_secs_f64() * (self.total - done) as f64 / since;
            format!("about {} s left", secs.round())
        };
        let line = format!(
            "grundy: {}: {done} of {} heaps ({:.1}%) in {} s, {left}",
            self.what,
            self.total,
            100.0 * share,
            elapsed.as_secs()
        );
        if self.tty {
            crate::out::report(&format!("\r{line}\x1b[K"));
        } else {
            crate::out::report(&format!("{line}\n"));
        }
    }

    pub fn clear(&mut self) {
        if self.tty && self.last.is_some() {
            crate::out::report("\r\x1b[K");
        }
    }
}

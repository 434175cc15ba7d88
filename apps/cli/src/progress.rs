//! The progress line of a long table on stderr (`grundy sg octal`, `grundy sg grundy`).

use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// Runs shorter than this print no progress line.
const QUIET: Duration = Duration::from_secs(2);

/// How far apart (as a ratio of heaps) two paces must be to tell how a heap's cost grows.
const SPREAD: f64 = 1.5;

/// The progress line on stderr: on a terminal rewritten in place every second, otherwise a
/// line every half minute; nothing for a run shorter than [`QUIET`].
pub struct Progress {
    what: String,
    total: usize,
    start: Instant,
    last: Option<Instant>,
    tty: bool,
    /// Where the last step ended, and when.
    step_end: (usize, Instant),
    /// The pace of the fill (seconds a heap) at a few heaps along the table, each at least
    /// half as far again as the one before: how a heap's cost grows.
    paces: Vec<(f64, f64)>,
}

impl Progress {
    /// A progress line for `total` heaps, of which `first` were known at the start
    /// (resumed from a checkpoint).
    pub fn new(what: String, total: usize, first: usize) -> Self {
        Self {
            what,
            total,
            start: Instant::now(),
            last: None,
            tty: std::io::stderr().is_terminal(),
            step_end: (first, Instant::now()),
            paces: Vec::new(),
        }
    }

    /// Notes the pace of the step that ended at `done`: its heaps against its time.
    fn note_pace(&mut self, done: usize, now: Instant) {
        let (from, then) = std::mem::replace(&mut self.step_end, (done, now));
        let heaps = done.saturating_sub(from);
        let secs = now.duration_since(then).as_secs_f64();
        if heaps == 0 || secs <= 0.0 {
            return;
        }
        let sample = ((from as f64 + done as f64) / 2.0, secs / heaps as f64);
        // The last sample stays when it is far enough past the one before it; otherwise
        // the newer step's pace replaces it.
        let keep = match self.paces.as_slice() {
            [] | [_] => true,
            [.., before, last] => last.0 >= SPREAD * before.0,
        };
        match self.paces.last_mut() {
            Some(last) if !keep => *last = sample,
            _ => self.paces.push(sample),
        }
    }

    /// Seconds left to fill heaps `done..total`: the pace at `done` (the last step's) grown
    /// as a power of the heap, the power read from the paces at two heaps at least
    /// [`SPREAD`] apart (0: every heap costs the same; 1: a heap's cost in proportion to the heap, as
    /// with breaks into three heaps), held between 0 and 3. Floating point only estimates
    /// a time here.
    fn seconds_left(&self, done: usize) -> f64 {
        let remaining = self.total.saturating_sub(done) as f64;
        let Some(&(m2, p2)) = self.paces.last() else {
            return 0.0;
        };
        let earlier = self.paces.iter().rev().find(|&&(m, _)| m * SPREAD <= m2);
        let Some(&(m1, p1)) = earlier else {
            return p2 * remaining;
        };
        let k = if p1 > 0.0 && p2 > 0.0 && m1 > 0.0 && m2 > m1 {
            ((p2 / p1).ln() / (m2 / m1).ln()).clamp(0.0, 3.0)
        } else {
            0.0
        };
        // The integral of p2 · (n / m2)^k over n from done to total.
        let (d, t) = (done as f64, self.total as f64);
        p2 * (t.powf(k + 1.0) - d.powf(k + 1.0)) / ((k + 1.0) * m2.powf(k))
    }

    pub fn tick(&mut self, done: usize, periodic: bool) {
        let now = Instant::now();
        self.note_pace(done, now);
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
            format!("about {} s left", self.seconds_left(done).round())
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

//! The value of the latest computation for a key (a position, a set, a table size), started
//! again only when the key changes: what every part of the app that computes something long
//! keeps.

use std::fmt;
use std::time::Duration;

use super::job::Job;
use super::work::{JobError, Poll};

/// What a [`Background`] holds.
#[derive(Debug)]
pub enum Status<'a, T> {
    /// Nothing was asked for.
    Idle,
    /// Being computed.
    Running(&'a Job<T>),
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
        self.peek()
    }

    /// What there is as of the last poll, without polling: what a view reads.
    pub fn peek(&self) -> Status<'_, T> {
        match (&self.job, &self.result) {
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
        // Not polled yet: a view sees it running.
        assert!(matches!(b.peek(), Status::Running(_)));
        assert!(matches!(b.status(), Status::Ready(20)));
        assert!(b.is_for(&2));
        b.clear();
        assert!(matches!(b.status(), Status::Idle));
    }
}

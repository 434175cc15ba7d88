//! Building the rules of a new game on a job: Set Nim certifies the period of its Grundy
//! sequence, which for a set with large elements takes long, so the window must not wait.

use grundy::Game;
use std::sync::Arc;
use std::time::Duration;

use super::errors::StartError;
use crate::model::rules::Rules;
use crate::model::setup::SetupError;
use crate::model::spec::NewGame;
use crate::runtime::{Job, Poll, Waker};

/// How long starting a game waits for its rules before a spinner shows.
pub const BUILD_WAIT: Duration = Duration::from_millis(100);

/// The rules of a new game, built, with what they were built from.
pub type Built = (Arc<Rules>, NewGame);

/// The job building the rules of the game about to start, while it runs.
#[derive(Debug, Default)]
pub struct Builder {
    job: Option<Job<Result<Built, StartError>>>,
}

impl Builder {
    /// Starts building `game` (the one running before is abandoned), and waits at most
    /// [`BUILD_WAIT`] for it: what it gives then, if anything.
    pub fn start(
        &mut self,
        game: NewGame,
        waker: Option<&Waker>,
    ) -> Option<Result<Built, StartError>> {
        let job = Job::spawn(waker, "job-rules", move || {
            let (rules, start) =
                Rules::build(&game).map_err(|e| StartError::Setup(SetupError::Build(e)))?;
            // A start with no move is no game (and under misère play a win for nobody's
            // doing): refuse it.
            if rules.sum().is_terminal(&start) {
                return Err(StartError::Setup(SetupError::NoMove));
            }
            Ok((Arc::new(rules), game))
        });
        self.job = Some(job);
        self.poll(BUILD_WAIT)
    }

    /// The rules or the reason there are none, once the job is done, waiting at most `wait`
    /// for it; `None` while it runs or when nothing is being built.
    pub fn poll(&mut self, wait: Duration) -> Option<Result<Built, StartError>> {
        let job = self.job.as_mut()?;
        let built = match job.wait(wait) {
            Poll::Running => return None,
            Poll::Done(built) => built,
            Poll::Failed(e) => Err(StartError::Job(e)),
        };
        self.job = None;
        Some(built)
    }

    /// Abandons the job (a game on a graph started meanwhile).
    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// The job, while it runs.
    pub fn job(&self) -> Option<&Job<Result<Built, StartError>>> {
        self.job.as_ref()
    }
}

//! The computer player: its clock and dice, shared by the core's games and games on a
//! graph (when its next move is due, whether it is paused, the roll of its skill), and its
//! decision in the core's games (the perfect move on a job, or a random one).

use std::sync::Arc;
use std::time::Duration;

use grundy::rng::SplitMix64;
use grundy::sum::{SumMove, SumPosition};

use crate::model::rules::Rules;
use crate::model::session::{Note, Session};
use crate::model::turns::Mode;
use crate::runtime::{Job, Waker};
use crate::tasks::{PerfectMove, Played};

/// The seconds the computer waits before its move when you play against it.
pub const COMPUTER_DELAY: f64 = 0.6;

/// The computer player: its random numbers, when its move is due, whether it is paused.
#[derive(Debug)]
pub struct Computer {
    rng: SplitMix64,
    due: Option<f64>,
    paused: bool,
}

impl Computer {
    /// A computer whose random numbers start from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: SplitMix64::new(seed),
            due: None,
            paused: false,
        }
    }

    /// Whether the computer of `skill` (0 to 100) makes the perfect move this time: with
    /// probability skill/100, else a random one.
    pub fn plays_perfectly(&mut self, skill: u8) -> bool {
        self.rng.below(100) < u64::from(skill.min(100))
    }

    /// Its random numbers (random moves, random positions).
    pub fn rng(&mut self) -> &mut SplitMix64 {
        &mut self.rng
    }

    /// At `now` seconds, how long until the move it is about to make is due: its delay
    /// (against a person a short pause, against itself one move per `1 / speed` seconds)
    /// counted from the first time it was asked; `None` once the move is due.
    pub fn wait(&mut self, now: f64, mode: Mode, speed: f32) -> Option<Duration> {
        let delay = if mode == Mode::ComputerVsComputer {
            1.0 / f64::from(speed.clamp(0.25, 20.0))
        } else {
            COMPUTER_DELAY
        };
        let due = *self.due.get_or_insert(now + delay);
        (now + 1e-9 < due).then(|| Duration::from_secs_f64(due - now))
    }

    /// Forgets when the move was due (after a move, or when the turn changed).
    pub fn forget(&mut self) {
        self.due = None;
    }

    /// Whether it is paused.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Pauses or resumes it.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        self.due = None;
    }
}

/// The computer's decision: its move and how it was chosen; `None` when it has none.
pub type Decision = Option<(SumMove, Option<Note>)>;

/// The job deciding the computer's move at `position` of `game` (played with `rules`): the
/// perfect move (the core's search, as a task) when `perfect`, falling back on a random one
/// when the search settles nothing; else a random move at once. `seed` starts the random
/// numbers.
pub fn decide(
    game: &Session,
    rules: Arc<Rules>,
    position: SumPosition,
    perfect: bool,
    seed: u64,
    waker: Option<&Waker>,
) -> Job<Decision> {
    let mut rng = SplitMix64::new(seed);
    if !perfect {
        return Job::now(move || rules.random_move(&position, &mut rng).map(|mv| (mv, None)));
    }
    let search = PerfectMove(Played::new(game, &rules));
    Job::task(
        waker,
        "job-computer-move",
        search,
        move |perfect| match perfect {
            Some(mv) => Some((mv, None)),
            None => rules
                .random_move(&position, &mut rng)
                .map(|mv| (mv, Some(Note::NoPerfectMove))),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_skill_roll_plays_perfectly_as_often_as_the_skill_says() {
        let mut c = Computer::new(3);
        assert!((0..1000).all(|_| c.plays_perfectly(100)));
        assert!((0..1000).all(|_| !c.plays_perfectly(0)));
        let perfect = (0..10_000).filter(|_| c.plays_perfectly(30)).count();
        assert!((2_700..3_300).contains(&perfect), "{perfect}");
    }

    #[test]
    fn a_move_is_due_after_its_delay() {
        let mut c = Computer::new(1);
        assert_eq!(
            c.wait(10.0, Mode::VsComputer, 1.0),
            Some(Duration::from_secs_f64(COMPUTER_DELAY))
        );
        assert!(c.wait(10.3, Mode::VsComputer, 1.0).is_some());
        assert_eq!(c.wait(10.0 + COMPUTER_DELAY, Mode::VsComputer, 1.0), None);
        c.forget();
        // Against itself at 4 moves a second.
        assert_eq!(
            c.wait(0.0, Mode::ComputerVsComputer, 4.0),
            Some(Duration::from_secs_f64(0.25))
        );
    }
}

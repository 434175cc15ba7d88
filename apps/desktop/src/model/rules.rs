//! The rules being played: always the core's [`Sum`] over the host's tables (one game is a
//! sum of one component), with the descriptions it was built from. Every question the app
//! asks of a game — legal moves, outcomes, values, hints, searches — goes to the core
//! through here or through the analysis of a position; nothing here decides a game.

use grundy_i18n::{Lang, Localize};
use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};

use grundy::error::{PlayError, PositionError, RulesError};
use grundy::rng::SplitMix64;
use grundy::strategy::{SearchError, Solved, best_move_with, solve};
use grundy::sum::{SumMove, SumPosition, SumPositionError};
use grundy::{AnyGame, Convention, Game, GameSpec, Sum};
use grundy_host::{HashMemo, Heap, SEARCH_BUDGET};

use super::spec::NewGame;

/// Positions the perfect computer's search may solve before it settles for the first
/// winning move (or, from a P-position, the first legal one): the move is then still
/// perfect in who wins, only perhaps not the quickest. Small enough that the computer's
/// thinking stays under a second in a debug build (0.8 s measured for the sum Nim 1 2 +
/// Wythoff 2 3 + Bash 6 + Split Nim 2 3 4, 2 ms for Nim 5 7 9 3).
pub const MOVE_BUDGET: u64 = 10_000;

/// The rules of a game or a sum, as the core built them.
#[derive(Debug)]
pub struct Rules {
    sum: Sum<Heap>,
    specs: Vec<GameSpec>,
    convention: Convention,
}

/// The core refused to build the rules or the start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The rules of a component (`None` for one game), or of the whole.
    Rules {
        /// The component, from 0, in a sum.
        component: Option<usize>,
        /// The core's reason.
        error: RulesError,
    },
    /// The position of a component.
    Position {
        /// The component, from 0, in a sum.
        component: Option<usize>,
        /// The core's reason.
        error: PositionError,
    },
    /// The numbers of the position do not match the components.
    Components(SumPositionError),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (component, error): (_, &dyn fmt::Display) = match self {
            Self::Rules { component, error } => (component, error),
            Self::Position { component, error } => (component, error),
            Self::Components(e) => return e.fmt(f),
        };
        if let Some(c) = component {
            write!(f, "component {}: ", c + 1)?;
        }
        error.fmt(f)
    }
}

impl std::error::Error for BuildError {}

impl Localize for BuildError {
    /// `component 2: …` in a sum, with the core's reason.
    fn localize(&self, lang: Lang) -> String {
        let (component, error) = match self {
            Self::Rules { component, error } => (component, error.localize(lang)),
            Self::Position { component, error } => (component, error.localize(lang)),
            Self::Components(e) => return e.localize(lang),
        };
        match component {
            Some(c) => grundy_i18n::tr!(lang, "in-component", component = c + 1, error = error),
            None => error,
        }
    }
}

impl Rules {
    /// The rules of `game` with tables for its start position, and that position.
    ///
    /// # Errors
    /// [`BuildError`] with the core's reason and the component it concerns.
    pub fn build(game: &NewGame) -> Result<(Self, SumPosition), BuildError> {
        let sum = game.specs.len() > 1;
        let which = |i: usize| sum.then_some(i);
        let mut parts = Vec::with_capacity(game.specs.len());
        for (i, (spec, numbers)) in game.specs.iter().zip(&game.start).enumerate() {
            let part = AnyGame::build(spec, numbers, &Heap).map_err(|error| BuildError::Rules {
                component: which(i),
                error,
            })?;
            parts.push(part);
        }
        let sum = Sum::new(parts, game.convention).map_err(|error| BuildError::Rules {
            component: None,
            error: error.into(),
        })?;
        let rules = Self {
            sum,
            specs: game.specs.clone(),
            convention: game.convention,
        };
        let position = rules.position(&game.start).map_err(|e| match e.error {
            Some(error) => BuildError::Position {
                component: which(e.component),
                error,
            },
            None => BuildError::Components(e),
        })?;
        Ok((rules, position))
    }

    /// The core's sum.
    pub fn sum(&self) -> &Sum<Heap> {
        &self.sum
    }

    /// The components' descriptions (normal play; see [`Rules::convention`]).
    pub fn specs(&self) -> &[GameSpec] {
        &self.specs
    }

    /// Normal or misère play of the whole.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// Whether this is a sum of several games (not one game).
    pub fn is_sum(&self) -> bool {
        self.specs.len() > 1
    }

    /// The position made of these numbers, checked by the core.
    ///
    /// # Errors
    /// The core's reason, naming the component.
    pub fn position(&self, parts: &[Vec<u64>]) -> Result<SumPosition, SumPositionError> {
        let parts: Vec<&[u64]> = parts.iter().map(Vec::as_slice).collect();
        self.sum.position(&parts)
    }

    /// The numbers of each component of `position`.
    pub fn numbers(position: &SumPosition) -> Vec<Vec<u64>> {
        position
            .parts()
            .iter()
            .map(|p| p.numbers().to_vec())
            .collect()
    }

    /// The rules of component `component` as shown: a single game is played under the whole
    /// game's convention, a sum's components under their own.
    fn shown_spec(&self, component: usize) -> Option<GameSpec> {
        let spec = self.specs.get(component)?;
        Some(if self.is_sum() {
            spec.clone()
        } else {
            spec.clone()
                .with_convention(self.convention)
                .unwrap_or_else(|_| spec.clone())
        })
    }

    /// The name of the game (of component `component` in a sum), as the core writes it:
    /// `Nim (misère)`, `Bash (k = 3)`, `Set Nim (S = {1, 3, 4})`.
    pub fn title(&self, component: usize) -> String {
        self.shown_spec(component)
            .map(|spec| spec.to_string())
            .unwrap_or_default()
    }

    /// [`Rules::title`] in `lang` (the core's words in English).
    pub fn title_in(&self, component: usize, lang: Lang) -> String {
        self.shown_spec(component)
            .map(|spec| spec.localize(lang))
            .unwrap_or_default()
    }

    /// [`Rules::label`] in `lang` (the core's words in English).
    pub fn label_in(&self, mv: SumMove, lang: Lang) -> String {
        match (lang, self.is_sum()) {
            (Lang::En, _) => self.label(mv),
            (_, true) => mv.localize(lang),
            (_, false) => mv.mv.localize(lang),
        }
    }

    /// The core's description of `mv`: `take 2 from pile 1` for one game, `in component 2:
    /// take 2 from pile 1` in a sum.
    pub fn label(&self, mv: SumMove) -> String {
        if self.is_sum() {
            mv.to_string()
        } else {
            mv.mv.to_string()
        }
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// The core's reason, with the position back.
    pub fn play(
        &self,
        position: SumPosition,
        mv: SumMove,
    ) -> Result<SumPosition, PlayError<SumPosition>> {
        self.sum.play(position, mv)
    }

    /// Who wins `position` and its remoteness, by the core's search over a transposition
    /// table of at most [`SEARCH_BUDGET`] positions. Run it on a job: in a debug build a
    /// search of the whole budget takes seconds.
    ///
    /// # Errors
    /// The core's reason when the search does not fit its budget or depth.
    pub fn solve(&self, position: &SumPosition) -> Result<Solved, SearchError> {
        solve(&self.sum, position, SEARCH_BUDGET, &mut HashMemo::default())
    }

    /// Who wins each of `positions` and its remoteness: [`grundy_host::solve_all`] in one
    /// budget of [`SEARCH_BUDGET`] positions and the transposition table `memo` (kept by the
    /// caller between calls). Run it on a job.
    pub fn solve_all(
        &self,
        positions: &[SumPosition],
        memo: &mut HashMemo,
    ) -> Vec<Result<Solved, SearchError>> {
        grundy_host::solve_all(&self.sum, positions, SEARCH_BUDGET, memo)
    }

    /// The perfect computer's move (the core's `best_move_with`, at most [`MOVE_BUDGET`]
    /// positions): `None` at the end, or when the outcome is unknown and the search did not
    /// settle it.
    pub fn perfect_move(&self, position: &SumPosition) -> Option<SumMove> {
        let capacity = usize::try_from(MOVE_BUDGET).unwrap_or(usize::MAX);
        best_move_with(
            &self.sum,
            position,
            MOVE_BUDGET,
            &mut HashMemo::new(capacity),
        )
    }

    /// A legal move drawn from `rng` (the core's `random_move`), `None` at the end.
    pub fn random_move(&self, position: &SumPosition, rng: &mut SplitMix64) -> Option<SumMove> {
        self.sum.random_move(position, rng)
    }
}

/// The transposition table of one game's searches, kept between them: a job takes it,
/// searches and puts it back, so that each new position of the game is searched in what
/// the earlier searches found. A job that starts while another holds it starts afresh.
#[derive(Clone, Debug, Default)]
pub struct SharedMemo(Arc<Mutex<Option<HashMemo>>>);

impl SharedMemo {
    /// The table, leaving none until it is put back (an empty one if another job has it).
    pub fn take(&self) -> HashMemo {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
            .unwrap_or_default()
    }

    /// Puts the table back.
    pub fn put(&self, memo: HashMemo) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(memo);
    }
}

#[cfg(test)]
mod tests {
    use grundy::any::AnyMove;
    use grundy::{GameKind, Take};

    use super::*;
    use crate::model::setup::{Choice, GameSetup, Setup};

    fn build(setup: &Setup) -> Result<(Rules, SumPosition), BuildError> {
        Rules::build(&setup.read().unwrap())
    }

    #[test]
    fn one_game_is_a_sum_of_one_with_the_game_s_own_labels() {
        let setup = Setup::default();
        let (rules, p) = build(&setup).unwrap();
        assert!(!rules.is_sum());
        assert_eq!(rules.title(0), "Nim");
        let mv = SumMove {
            component: 0,
            mv: AnyMove::Take(Take { pile: 0, count: 2 }),
        };
        assert_eq!(rules.label(mv), "take 2 from pile 1");
        let after = rules.play(p, mv).unwrap();
        assert_eq!(Rules::numbers(&after), vec![vec![1, 4, 5]]);
        // Misère Nim keeps its name.
        let misere = Setup {
            misere: true,
            ..Setup::default()
        };
        assert_eq!(build(&misere).unwrap().0.title(0), "Nim (misère)");
    }

    #[test]
    fn build_errors_keep_the_core_reason_and_the_component() {
        let mut setup = Setup {
            choice: Choice::Sum,
            ..Setup::default()
        };
        setup.components[2].k_text = "0".to_owned();
        let e = build(&setup).unwrap_err();
        assert_eq!(
            e,
            BuildError::Rules {
                component: Some(2),
                error: RulesError::ZeroMaxTake
            }
        );
        assert_eq!(
            e.to_string(),
            "component 3: the largest take k must be at least 1"
        );
        setup.components[2] = GameSetup::new(GameKind::Wythoff, "1 2 3");
        let e = build(&setup).unwrap_err();
        assert!(
            matches!(
                e,
                BuildError::Position {
                    component: Some(2),
                    error: PositionError::WrongPileCount { .. }
                }
            ),
            "{e:?}"
        );
    }
}

//! The searches of the game being played: the remoteness of a position, the searches behind
//! the hints, and the perfect computer's move.

use std::cell::RefCell;
use std::fmt;
use std::sync::Arc;

use grundy::strategy::{SearchError, Solved};
use grundy::sum::{SumMove, SumPosition};
use grundy::{Convention, GameSpec};
use serde::{Deserialize, Serialize};

use super::compute::Compute;
use crate::model::analysis::Searched;
use crate::model::rules::{Rules, SharedMemo};
use crate::model::session::Session;
use crate::model::spec::NewGame;
use crate::runtime::TaskError;

/// A position of the game being played, described by what its rules are built from (the
/// components' descriptions, the convention and the start position, as [`Rules::build`]
/// takes them) and the numbers of each component now.
///
/// On a desktop the rules the page plays with go along ([`Played::new`]); in a web worker,
/// where only the description arrives, the rules are built from it, and the worker keeps
/// the last rules it built for the next task of the same game.
#[derive(Clone, Serialize, Deserialize)]
pub struct Played {
    /// The rules of each component (normal play: the convention is the whole game's).
    pub specs: Vec<GameSpec>,
    /// Normal or misère play of the whole.
    pub convention: Convention,
    /// The numbers of each component's start position (the rules' tables are built for it).
    pub start: Vec<Vec<u64>>,
    /// The numbers of each component now.
    pub numbers: Vec<Vec<u64>>,
    /// The rules built from `specs`, `convention` and `start`, where they need not cross.
    #[serde(skip)]
    pub rules: Option<Arc<Rules>>,
}

impl fmt::Debug for Played {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Played")
            .field("specs", &self.specs)
            .field("convention", &self.convention)
            .field("start", &self.start)
            .field("numbers", &self.numbers)
            .field("rules", &self.rules.is_some())
            .finish()
    }
}

thread_local! {
    /// The rules a web worker built last, and what it built them from.
    static BUILT: RefCell<Option<(NewGame, Arc<Rules>)>> = const { RefCell::new(None) };
}

impl Played {
    /// The current position of `game`, played with `rules` (built from `game`).
    pub fn new(game: &Session, rules: &Arc<Rules>) -> Self {
        Self {
            specs: game.specs.clone(),
            convention: game.convention,
            start: game.start.clone(),
            numbers: game.current().to_vec(),
            rules: Some(Arc::clone(rules)),
        }
    }

    /// The rules (those that came along, or built from the description, or the last built
    /// from the same description) and the position, checked by the core.
    fn position(&self) -> Result<(Arc<Rules>, SumPosition), TaskError> {
        let rules = match &self.rules {
            Some(rules) => Arc::clone(rules),
            None => self.build()?,
        };
        let position = rules
            .position(&self.numbers)
            .map_err(|e| TaskError(format!("the position is not one of the rules: {e}")))?;
        Ok((rules, position))
    }

    /// What the rules are built from.
    fn game(&self) -> NewGame {
        NewGame {
            specs: self.specs.clone(),
            convention: self.convention,
            start: self.start.clone(),
        }
    }

    fn build(&self) -> Result<Arc<Rules>, TaskError> {
        let game = self.game();
        if let Some(rules) = BUILT.with_borrow(|built| {
            built
                .as_ref()
                .and_then(|(g, r)| (*g == game).then(|| Arc::clone(r)))
        }) {
            return Ok(rules);
        }
        let (rules, _) =
            Rules::build(&game).map_err(|e| TaskError(format!("the rules do not build: {e}")))?;
        let rules = Arc::new(rules);
        BUILT.set(Some((game, Arc::clone(&rules))));
        Ok(rules)
    }
}

/// Who wins the position and its remoteness: [`Rules::solve`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RemotenessSearch(pub Played);

impl Compute for RemotenessSearch {
    type Output = Result<Solved, SearchError>;

    fn compute(self) -> Result<Self::Output, TaskError> {
        let (rules, position) = self.0.position()?;
        Ok(rules.solve(&position))
    }
}

/// The searches behind the hints, in one budget and one transposition table: the current
/// position, the position after each of `options`, and each position of the game so far
/// (`line`, the start first), as [`Rules::solve_all`] answers them.
///
/// On a desktop the controller's table goes along (`memo`) and is kept between searches; a
/// web worker keeps a table of its own for the game it last searched.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LineSearch {
    /// The game and its current position.
    pub played: Played,
    /// The moves whose results are searched, in the order of the option list.
    pub options: Vec<SumMove>,
    /// The numbers of each position of the game so far.
    pub line: Vec<Vec<Vec<u64>>>,
    /// The transposition table, where it need not cross.
    #[serde(skip)]
    pub memo: Option<SharedMemo>,
}

thread_local! {
    /// The transposition table a web worker keeps, and the game it belongs to.
    static WORKER_MEMO: RefCell<Option<(NewGame, SharedMemo)>> = const { RefCell::new(None) };
}

impl Compute for LineSearch {
    type Output = Searched;

    fn compute(self) -> Result<Self::Output, TaskError> {
        let (rules, position) = self.played.position()?;
        let memo = match self.memo {
            Some(memo) => memo,
            None => {
                let game = self.played.game();
                WORKER_MEMO.with_borrow_mut(|kept| match kept {
                    Some((g, memo)) if *g == game => memo.clone(),
                    _ => {
                        let memo = SharedMemo::default();
                        *kept = Some((game, memo.clone()));
                        memo
                    }
                })
            }
        };
        // A position of the line that is not one of the rules has no answer.
        let line: Vec<Option<SumPosition>> =
            self.line.iter().map(|n| rules.position(n).ok()).collect();
        Ok(Searched::search(
            &rules,
            &position,
            &self.options,
            &line,
            &memo,
        ))
    }
}

/// The perfect computer's move from the position: [`Rules::perfect_move`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PerfectMove(pub Played);

impl Compute for PerfectMove {
    type Output = Option<SumMove>;

    fn compute(self) -> Result<Self::Output, TaskError> {
        let (rules, position) = self.0.position()?;
        Ok(rules.perfect_move(&position))
    }
}

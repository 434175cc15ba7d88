//! The hint of an Every-SG compound: the sum grammar's games, in each of which every move
//! moves at once; each component's suspense number and perfect move come from the core's
//! [`grundy::every`].

use grundy::any::{AnyMove, AnyPosition};
use grundy::every::{outcome, step, suspense};
use grundy::{Convention, Game, Outcome};

use super::{ClassicError, err};
use crate::hint::{HINT_BUDGET, json_string};
use crate::{HashMemo, Heap, parse_sum};

/// The stack of the thread the searches run on (as [`crate::hint::Hint`]'s).
const SEARCH_STACK: usize = 256 << 20;

/// One component of the compound, solved.
#[derive(Clone, Debug)]
pub struct EveryComponent {
    /// The component in the grammar's words.
    pub words: String,
    /// Its suspense number: how long it lasts when its winner drags it out and its loser
    /// hurries.
    pub suspense: u64,
    /// Who wins it alone.
    pub outcome: Outcome,
    /// The perfect player's move in it (to an option one step less suspenseful), and the
    /// position that leaves in the grammar's words; `None` when it has no move.
    pub step: Option<(AnyMove, String)>,
    /// The component's position.
    pub position: AnyPosition,
}

/// The hint of an Every-SG compound.
#[derive(Clone, Debug)]
pub struct EveryHint {
    components: Vec<EveryComponent>,
    outcome: Outcome,
}

impl EveryHint {
    /// The hint for the components `words` write (the sum grammar: `nim 3 4 + wythoff 1 2`),
    /// each searched within [`HINT_BUDGET`] positions.
    ///
    /// # Errors
    /// [`ClassicError`]: the words are not a sum, a component is played misère (Every-SG is
    /// normal play), or a component's suspense number is past the budget.
    pub fn new(words: &[&str]) -> Result<Self, ClassicError> {
        let parsed = parse_sum(words).map_err(|e| ClassicError(format!("--every: {e}")))?;
        let (sum, position) = parsed
            .build(&Heap)
            .map_err(|e| ClassicError(format!("--every: {e}")))?;
        if sum.convention() == Convention::Misere {
            return err(
                "--every: an Every-SG compound is played under normal play (the last mover wins); leave out --misere",
            );
        }
        let solved = std::thread::scope(|scope| {
            std::thread::Builder::new()
                .stack_size(SEARCH_STACK)
                .spawn_scoped(scope, || {
                    sum.components()
                        .iter()
                        .zip(position.parts())
                        .enumerate()
                        .map(|(i, (game, part))| {
                            let words = parsed
                                .components
                                .get(i)
                                .map_or_else(|| part.to_string(), |c| crate::describe(&c.spec, part.numbers()));
                            let refuse = |e: grundy::strategy::SearchError| {
                                ClassicError(format!(
                                    "--every: component {} ({words}): {e}, so its suspense number is unknown",
                                    i + 1
                                ))
                            };
                            let mut memo = HashMemo::new(usize::try_from(HINT_BUDGET).unwrap_or(usize::MAX));
                            let s = suspense(game, part, HINT_BUDGET, &mut memo).map_err(refuse)?;
                            let mv = step(game, part, HINT_BUDGET, &mut memo).map_err(refuse)?;
                            let step = match mv {
                                Some(mv) => {
                                    let after = game
                                        .play(part.clone(), mv)
                                        .map_err(|e| ClassicError(e.reason.to_string()))?;
                                    let after_words = parsed
                                        .components
                                        .get(i)
                                        .map_or_else(|| after.to_string(), |c| crate::describe(&c.spec, after.numbers()));
                                    Some((mv, after_words))
                                }
                                None => None,
                            };
                            Ok(EveryComponent {
                                words,
                                suspense: s.remoteness,
                                outcome: s.outcome,
                                step,
                                position: part.clone(),
                            })
                        })
                        .collect::<Result<Vec<_>, ClassicError>>()
                })
                .map_err(|e| ClassicError(format!("cannot start the search: {e}")))?
                .join()
                .map_err(|_| ClassicError("the search stopped unexpectedly".to_owned()))?
        })?;
        let outcome = outcome(solved.iter().map(|c| c.suspense));
        Ok(Self {
            components: solved,
            outcome,
        })
    }

    /// The components, solved.
    pub fn components(&self) -> &[EveryComponent] {
        &self.components
    }

    /// Who wins the compound: the player to move when the largest suspense number is odd.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The largest suspense number: how long the compound lasts with perfect play.
    pub fn longest(&self) -> u64 {
        self.components
            .iter()
            .map(|c| c.suspense)
            .max()
            .unwrap_or(0)
    }

    /// The report as one line of JSON (with its newline): `every` (true), `outcome`,
    /// `suspense` (the largest), and `components`, each with its `position`, `suspense`,
    /// `outcome`, the perfect `move` in it and the position `after` it (`null` when it has
    /// no move).
    pub fn json(&self) -> String {
        let letter = |o: Outcome| match o {
            Outcome::N => "N",
            Outcome::P => "P",
        };
        let components: Vec<String> = self
            .components
            .iter()
            .map(|c| {
                let (mv, after) = match &c.step {
                    Some((mv, after)) => (json_string(&mv.to_string()), json_string(after)),
                    None => ("null".to_owned(), "null".to_owned()),
                };
                format!(
                    "{{\"position\":{},\"suspense\":{},\"outcome\":\"{}\",\"move\":{mv},\"after\":{after}}}",
                    json_string(&c.words),
                    c.suspense,
                    letter(c.outcome)
                )
            })
            .collect();
        format!(
            "{{\"every\":true,\"outcome\":\"{}\",\"suspense\":{},\"components\":[{}]}}\n",
            letter(self.outcome),
            self.longest(),
            components.join(",")
        )
    }
}

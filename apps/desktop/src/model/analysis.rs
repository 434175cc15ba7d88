//! Everything the app shows about one position, asked of the core once per position: the
//! outcome, the value of the whole and of each component, the winning moves, the options
//! with where they lead, and the Nim heaps Bouton's working is drawn from.

use grundy::Game;
use grundy::Nimber;
use std::collections::HashSet;

use grundy::Outcome;
use grundy::any::AnyPosition;
use grundy::error::{GrundyError, SumError};
use grundy::strategy::{SearchError, Solved};
use grundy::sum::{SumMove, SumPosition};
use grundy_host::NimHeaps;
use serde::{Deserialize, Serialize};

use super::rules::{Rules, SharedMemo};

/// The core's reason `e`, as the app shows it: for one game (a sum of one component) the
/// game's own reason, without "component 1".
pub fn reason(rules: &Rules, e: &SumError) -> String {
    match e {
        SumError::Component { error, .. } if !rules.is_sum() => error.to_string(),
        other => other.to_string(),
    }
}

/// How many options the option list shows (a Nim pile of 10^18 has 10^18 moves).
pub const OPTION_CAP: usize = 200;

/// One option of a position, as the option list shows it.
#[derive(Clone, Debug)]
pub struct OptionInfo {
    /// The move.
    pub mv: SumMove,
    /// The core's description, e.g. `take 2 from pile 1`.
    pub label: String,
    /// Whether it leads where one of the core's winning moves leads.
    pub winning: bool,
    /// The Grundy value after it, or why there is none.
    pub value_after: Result<Nimber, SumError>,
    /// The Grundy value of the component it moves in, after it.
    pub component_value_after: Option<Result<Nimber, GrundyError>>,
}

/// The core's searches behind the hints (remoteness: how many moves the game lasts with
/// perfect play, the winner hurrying and the loser delaying), each the core's answer or
/// its reason for giving none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Searched {
    /// The current position.
    pub position: Result<Solved, SearchError>,
    /// The position after each option of the option list.
    pub options: Vec<(SumMove, Result<Solved, SearchError>)>,
    /// Each position of the game so far, the start first and the current one last.
    pub history: Vec<Result<Solved, SearchError>>,
}

impl Searched {
    /// The core's searches for the hints, in one budget and the game's table `memo`:
    /// `position` first, then the position after each of `options`, then each position of
    /// `line` (the game so far, the start first; `None` for one that no longer builds).
    pub fn search(
        rules: &Rules,
        position: &SumPosition,
        options: &[SumMove],
        line: &[Option<SumPosition>],
        memo: &SharedMemo,
    ) -> Self {
        let mut positions = vec![position.clone()];
        let mut moves = Vec::with_capacity(options.len());
        for &mv in options {
            if let Ok(after) = rules.play(position.clone(), mv) {
                moves.push(mv);
                positions.push(after);
            }
        }
        let known: Vec<SumPosition> = line.iter().flatten().cloned().collect();
        positions.extend(known);
        let mut table = memo.take();
        let mut solved = rules.solve_all(&positions, &mut table).into_iter();
        memo.put(table);
        let position = solved.next().unwrap_or(Err(SearchError::Capacity));
        let options = moves.into_iter().zip(solved.by_ref()).collect();
        // Every position of a line was built from the core's own moves; one that no longer
        // builds has no answer.
        let history = line
            .iter()
            .map(|p| match p {
                Some(_) => solved.next().unwrap_or(Err(SearchError::Capacity)),
                None => Err(SearchError::Capacity),
            })
            .collect();
        Self {
            position,
            options,
            history,
        }
    }

    /// What the search found for the position after `mv`, if it was asked.
    pub fn option(&self, mv: SumMove) -> Option<&Result<Solved, SearchError>> {
        self.options.iter().find(|(m, _)| *m == mv).map(|(_, s)| s)
    }
}

/// The core's answers about one position.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The position.
    pub position: SumPosition,
    /// Who wins with perfect play, or why the core cannot say.
    pub outcome: Result<Outcome, SumError>,
    /// The Grundy value of the whole, or why there is none.
    pub value: Result<Nimber, SumError>,
    /// The Grundy value of each component.
    pub values: Vec<Result<Nimber, GrundyError>>,
    /// Whether no move is left.
    pub terminal: bool,
    /// The core's winning moves, at most [`OPTION_CAP`].
    pub winning: Vec<SumMove>,
    /// Per component: where its winning moves lead, to mark the moves of its board.
    winning_after: Vec<HashSet<AnyPosition>>,
    /// The options in the core's order, at most [`OPTION_CAP`], then any winning move
    /// beyond the cap.
    pub options: Vec<OptionInfo>,
    /// Whether there are more options than shown.
    pub more_options: bool,
    /// The Nim heaps of the position ([`grundy_host::nim_heaps`]), or why it has none
    /// (misère play, a value unknown).
    pub heaps: Result<NimHeaps, SumError>,
}

impl Analysis {
    /// Asks the core everything about `position`.
    pub fn of(rules: &Rules, position: &SumPosition) -> Self {
        let sum = rules.sum();
        let winning: Vec<SumMove> = sum.winning_moves(position).take(OPTION_CAP).collect();
        let mut winning_after = vec![HashSet::new(); position.parts().len()];
        for &mv in &winning {
            if let Ok(after) = rules.play(position.clone(), mv)
                && let (Some(set), Some(part)) = (
                    winning_after.get_mut(mv.component),
                    after.parts().get(mv.component),
                )
            {
                set.insert(part.clone());
            }
        }
        let value = sum.grundy(position);
        let values: Vec<Result<Nimber, GrundyError>> = sum.values(position).collect();
        let heaps = grundy_host::nim_heaps(sum, position);
        let mut analysis = Self {
            position: position.clone(),
            outcome: sum.try_outcome(position),
            value,
            values,
            terminal: sum.is_terminal(position),
            winning,
            winning_after,
            options: Vec::new(),
            more_options: false,
            heaps,
        };
        // The options in the core's order (so that the list gives nothing away without
        // hints), then any winning move the cap left out.
        let mut options = Vec::new();
        for mv in sum.moves(position) {
            if options.len() >= OPTION_CAP {
                analysis.more_options = true;
                break;
            }
            options.extend(analysis.option(rules, mv));
        }
        for &mv in &analysis.winning {
            if !options.iter().any(|o: &OptionInfo| o.mv == mv) {
                options.extend(analysis.option(rules, mv));
            }
        }
        analysis.options = options;
        analysis
    }

    fn option(&self, rules: &Rules, mv: SumMove) -> Option<OptionInfo> {
        let after = rules.play(self.position.clone(), mv).ok()?;
        let part = after.parts().get(mv.component)?;
        Some(OptionInfo {
            mv,
            label: rules.label(mv),
            winning: self.leads_to_winning(mv.component, part),
            value_after: rules.sum().grundy(&after),
            component_value_after: rules.sum().values(&after).nth(mv.component),
        })
    }

    /// Whether a move in `component` that leaves it at `after` is a winning move: one of
    /// the core's winning moves leads there.
    pub fn leads_to_winning(&self, component: usize, after: &AnyPosition) -> bool {
        self.winning_after
            .get(component)
            .is_some_and(|set| set.contains(after))
    }
}

#[cfg(test)]
mod tests {
    use grundy::Take;
    use grundy::any::AnyMove;
    use grundy_host::HeapsOf;

    use super::*;
    use crate::model::setup::{Choice, Setup};

    #[test]
    fn nim_lists_the_core_winning_move_and_its_piles_as_heaps() {
        let (rules, p) = Rules::build(&Setup::default().read().unwrap()).unwrap();
        let a = Analysis::of(&rules, &p);
        assert_eq!(a.value, Ok(Nimber::from(2u8)));
        let take = |pile, count| SumMove {
            component: 0,
            mv: AnyMove::Take(Take { pile, count }),
        };
        assert_eq!(a.winning, vec![take(0, 2)]);
        assert_eq!(a.options.first().unwrap().label, "take 1 from pile 1");
        assert!(a.options.get(1).unwrap().winning);
        assert_eq!(a.options.iter().filter(|o| o.winning).count(), 1);
        assert_eq!(a.options.len(), 12);
        let heaps = a.heaps.unwrap();
        assert_eq!((heaps.of, heaps.sizes), (HeapsOf::Piles, vec![3, 4, 5]));
    }

    #[test]
    fn a_sum_has_a_heap_per_component_and_misere_has_none() {
        let mut setup = Setup {
            choice: Choice::Sum,
            ..Setup::default()
        };
        let (rules, p) = Rules::build(&setup.read().unwrap()).unwrap();
        let a = Analysis::of(&rules, &p);
        let values: Vec<u128> = a.values.iter().map(|v| v.unwrap().get()).collect();
        let heaps = a.heaps.unwrap();
        assert_eq!((heaps.of, heaps.sizes), (HeapsOf::Components, values));
        setup.misere = true;
        let (rules, p) = Rules::build(&setup.read().unwrap()).unwrap();
        let a = Analysis::of(&rules, &p);
        assert!(a.heaps.is_err());
        assert!(a.value.is_err());
    }
}

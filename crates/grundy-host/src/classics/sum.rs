//! Sums of the classic games with each other and with the sum grammar's games:
//! `euclid 3 7 + turtles 0 1 1 + nim 4`. Every component with a Grundy value may be added
//! (all but Nim_k, whose values are unknown); the sum's value is the XOR of the components'
//! (the Sprague–Grundy theorem), and a winning move is a move in one component to the value
//! that makes the XOR 0, found by that component's own moves to a value.

use grundy::any::AnyMove;
use grundy::graph::LoopySum;
use grundy::{Convention, Game, Nimber, Outcome};

use super::hint::{ClassicMove, MAX_MOVES, moves_to, solve};
use super::{Classic, ClassicError, NAMES, err, parse_classic};
use crate::hint::json_string;
use crate::{Heap, parse_sum};

/// A move in one component of a mixed sum.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SumPartMove {
    /// A move of a classic game.
    Classic(ClassicMove),
    /// A move of one of the sum grammar's games.
    Grammar(AnyMove),
}

impl std::fmt::Display for SumPartMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Classic(m) => m.fmt(f),
            Self::Grammar(m) => m.fmt(f),
        }
    }
}

/// A winning move of a mixed sum: the component (from 0), the move, and the component's
/// words after it (`None` when a row would list too many heads coins to show).
#[derive(Clone, Debug)]
pub struct SumMove {
    /// The component moved in, from 0.
    pub component: usize,
    /// The move.
    pub mv: SumPartMove,
    /// The component's words after the move.
    pub after: Option<String>,
}

/// One component of a mixed sum.
#[derive(Clone, Debug)]
pub struct SumPart {
    /// Its words.
    pub words: String,
    /// Its Grundy value.
    pub value: u128,
    /// The classic game, when it is one (for the words of its moves).
    pub classic: Option<Classic>,
}

/// The hint of a sum with at least one classic game in it.
#[derive(Clone, Debug)]
pub struct MixedSumHint {
    parts: Vec<SumPart>,
    grundy: u128,
    moves: Vec<SumMove>,
    more: bool,
    terminal: bool,
}

/// Whether `words` are a sum (a lone `+`) with a classic game among its components.
pub(super) fn is_mixed(words: &[&str]) -> bool {
    words.contains(&"+")
        && words.split(|&w| w == "+").any(|part| {
            part.first()
                .is_some_and(|w| NAMES.contains(&w.to_ascii_lowercase().as_str()))
        })
}

impl MixedSumHint {
    /// The hint of the sum `words` write, components joined by a lone `+`.
    ///
    /// # Errors
    /// [`ClassicError`]: a component refused (by its grammar or the core), Nim_k among the
    /// components (it has no known values), `--misere`, or a component whose value is
    /// unknown.
    pub fn new(words: &[&str]) -> Result<Self, ClassicError> {
        let groups: Vec<&[&str]> = words.split(|&w| w == "+").collect();
        if groups.iter().any(|g| g.is_empty()) {
            return err("a sum needs a game on each side of every '+'");
        }
        // The sum grammar's components, built as one sum of their own.
        let grammar: Vec<&str> = groups
            .iter()
            .filter(|g| parse_classic(g).is_none())
            .flat_map(|g| std::iter::once("+").chain(g.iter().copied()))
            .skip(1)
            .collect();
        let built = if grammar.is_empty() {
            None
        } else {
            let parsed = parse_sum(&grammar).map_err(|e| ClassicError(e.to_string()))?;
            let (sum, position) = parsed
                .build(&Heap)
                .map_err(|e| ClassicError(e.to_string()))?;
            if sum.convention() == Convention::Misere {
                return err(
                    "a sum with a classic game is played under normal play; leave out --misere",
                );
            }
            Some((parsed, sum, position))
        };
        let mut parts = Vec::new();
        let mut terminal = true;
        let mut next_grammar = 0;
        // Where each component is: a classic game, or the grammar's component j.
        let mut places: Vec<Result<Classic, usize>> = Vec::new();
        for (i, group) in groups.iter().enumerate() {
            if let Some(classic) = parse_classic(group) {
                let classic =
                    classic.map_err(|e| ClassicError(format!("component {}: {e}", i + 1)))?;
                let solved = solve(&classic)?;
                let Some(value) = solved.grundy else {
                    return err(format!(
                        "component {}: {} has no known Grundy values, so it cannot be added to other games (hint it alone)",
                        i + 1,
                        classic.name()
                    ));
                };
                terminal &= solved.terminal;
                parts.push(SumPart {
                    words: classic.words(),
                    value,
                    classic: Some(classic.clone()),
                });
                places.push(Ok(classic));
            } else if let Some((parsed, sum, position)) = &built {
                let j = next_grammar;
                next_grammar += 1;
                let (Some(game), Some(part), Some(component)) = (
                    sum.components().get(j),
                    position.parts().get(j),
                    parsed.components.get(j),
                ) else {
                    return err("a component of the sum was lost");
                };
                let value = game
                    .grundy(part)
                    .map_err(|e| ClassicError(format!("component {}: {e}", i + 1)))?;
                terminal &= game.is_terminal(part) && game.unlisted(part).is_none();
                parts.push(SumPart {
                    words: crate::describe(&component.spec, part.numbers()),
                    value: value.get(),
                    classic: None,
                });
                places.push(Err(j));
            }
        }
        // The nim-sum, by the core's nimbers.
        let grundy: Nimber = parts.iter().map(|p| Nimber::new(p.value)).sum();
        let total = LoopySum::of(parts.iter().map(|p| Some(p.value)));
        let mut moves = Vec::new();
        let mut more = false;
        if grundy != 0 {
            for (i, (part, place)) in parts.iter().zip(&places).enumerate() {
                // Every move to this value: a component may reach larger values too.
                let Some(target) = total.winning_target(i, Some(part.value)) else {
                    continue;
                };
                let found: Vec<SumMove> = match place {
                    Ok(classic) => {
                        let found = moves_to(classic, target)?;
                        more |= found.more;
                        found
                            .moves
                            .into_iter()
                            .map(|(mv, after)| SumMove {
                                component: i,
                                mv: SumPartMove::Classic(mv),
                                after: after.map(|a| a.words()),
                            })
                            .collect()
                    }
                    Err(j) => {
                        let Some((parsed, sum, position)) = &built else {
                            continue;
                        };
                        let (Some(game), Some(at), Some(component)) = (
                            sum.components().get(*j),
                            position.parts().get(*j),
                            parsed.components.get(*j),
                        ) else {
                            continue;
                        };
                        let mut list = Vec::new();
                        let all = game
                            .moves_to(at, grundy::Nimber::new(target))
                            .map_err(|e| ClassicError(format!("component {}: {e}", i + 1)))?;
                        for mv in all.take(MAX_MOVES + 1) {
                            let after = game
                                .play(at.clone(), mv)
                                .ok()
                                .map(|a| crate::describe(&component.spec, a.numbers()));
                            list.push(SumMove {
                                component: i,
                                mv: SumPartMove::Grammar(mv),
                                after,
                            });
                        }
                        list
                    }
                };
                moves.extend(found);
                if moves.len() > MAX_MOVES {
                    moves.truncate(MAX_MOVES);
                    more = true;
                    break;
                }
            }
        }
        Ok(Self {
            parts,
            grundy: grundy.get(),
            moves,
            more,
            terminal,
        })
    }

    /// The components.
    pub fn parts(&self) -> &[SumPart] {
        &self.parts
    }

    /// The sum's Grundy value: the XOR of the components'.
    pub fn grundy(&self) -> u128 {
        self.grundy
    }

    /// Who wins.
    pub fn outcome(&self) -> Outcome {
        Outcome::from_grundy(grundy::Nimber::new(self.grundy))
    }

    /// The winning moves shown, at most [`MAX_MOVES`].
    pub fn moves(&self) -> &[SumMove] {
        &self.moves
    }

    /// Whether there are more winning moves than shown.
    pub fn more(&self) -> bool {
        self.more
    }

    /// Whether no component has a move left.
    pub fn is_terminal(&self) -> bool {
        self.terminal
    }

    /// The report as one line of JSON, with the keys of a sum's hint
    /// ([`crate::hint::Hint::json`]; `remoteness` and `best_move` null: no search is made)
    /// and `after`, each winning move's component after it.
    pub fn json(&self) -> String {
        let outcome = match self.outcome() {
            Outcome::N => "N",
            Outcome::P => "P",
        };
        let describe = |m: &SumMove| {
            let words = self
                .parts
                .get(m.component)
                .map_or_else(String::new, |p| p.words.clone());
            json_string(&format!(
                "in component {} ({words}): {}",
                m.component + 1,
                m.mv
            ))
        };
        let moves: Vec<String> = self.moves.iter().map(describe).collect();
        let after: Vec<String> = self
            .moves
            .iter()
            .map(|m| {
                m.after
                    .as_deref()
                    .map_or_else(|| "null".to_owned(), json_string)
            })
            .collect();
        let components: Vec<String> = self
            .parts
            .iter()
            .map(|p| {
                format!(
                    "{{\"position\":{},\"grundy\":{}}}",
                    json_string(&p.words),
                    p.value
                )
            })
            .collect();
        format!(
            "{{\"outcome\":\"{outcome}\",\"grundy\":{},\"remoteness\":null,\"winning_moves\":[{}],\"after\":[{}],\"more_winning_moves\":{},\"best_move\":null,\"components\":[{}]}}\n",
            self.grundy,
            moves.join(","),
            after.join(","),
            self.more,
            components.join(",")
        )
    }
}

//! Stable names for the piles of a game whose piles come and go (Split Nim drops an empty
//! pile and inserts the two piles of a split): each pile keeps its number for the whole
//! game, and a pile that appears gets the next number, so that "pile 3" on the board is
//! the same pile before and after a move elsewhere.
//!
//! The names are read from the positions alone, the core's numbers before and after each
//! move: the piles that a move left as they were (the longest common start and end of the
//! two rows) keep their names; when the count of piles changes, the piles in between are
//! new. Nothing here knows a game's rules.

use grundy::any::AnyMove;
use grundy::split_nim::SplitMove;
use grundy::sum::SumMove;
use grundy_i18n::{Lang, tr};

use super::rules::Rules;
use super::session::Session;

/// The name of each pile of each component, for one position: `names[c][i]` is the number
/// shown for pile `i` (from 0) of component `c`.
pub type Names = Vec<Vec<u64>>;

/// The names of the piles at each position of the game's line (its moves made, then those
/// undone), the start first.
pub fn line(game: &Session) -> Vec<Names> {
    let first: Names = game
        .start
        .iter()
        .map(|numbers| (1..=numbers.len() as u64).collect())
        .collect();
    // The next free number of each component.
    let mut next: Vec<u64> = game
        .start
        .iter()
        .map(|numbers| numbers.len() as u64 + 1)
        .collect();
    let mut names = vec![first];
    let mut before = game.start.as_slice();
    for ply in game.turns.line() {
        let Some(last) = names.last() else { break };
        let mut now = last.clone();
        let c = ply.mv.component;
        if let (Some(old), Some(new), Some(names_c), Some(next_c)) = (
            before.get(c),
            ply.after.get(c),
            now.get_mut(c),
            next.get_mut(c),
        ) {
            *names_c = follow(old, new, names_c, next_c);
        }
        names.push(now);
        before = ply.after.as_slice();
    }
    names
}

/// The names of the piles `new` after a move from `old` named `names`: the piles both rows
/// share at their start and end keep their names; when the count changed, the piles in
/// between get new numbers from `next`.
fn follow(old: &[u64], new: &[u64], names: &[u64], next: &mut u64) -> Vec<u64> {
    if old.len() == new.len() || names.len() != old.len() {
        return if names.len() == new.len() {
            names.to_vec()
        } else {
            (1..=new.len() as u64).collect()
        };
    }
    let shorter = old.len().min(new.len());
    let head = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let tail = old
        .iter()
        .rev()
        .zip(new.iter().rev())
        .take_while(|(a, b)| a == b)
        .count()
        .min(shorter - head);
    let mut out = Vec::with_capacity(new.len());
    out.extend_from_slice(names.get(..head).unwrap_or(&[]));
    for _ in head..new.len() - tail {
        out.push(*next);
        *next += 1;
    }
    out.extend_from_slice(names.get(names.len() - tail..).unwrap_or(&[]));
    out
}

/// The description of `mv` with the piles' stable `names` (of the position it is made
/// from): the core's own for every move but a split, whose pile is named by its stable
/// number; in `lang`.
pub fn describe(rules: &Rules, mv: SumMove, names: &Names, lang: Lang) -> String {
    let AnyMove::Split(SplitMove { pile, into: [a, b] }) = mv.mv else {
        return rules.label_in(mv, lang);
    };
    let name = names
        .get(mv.component)
        .and_then(|n| n.get(pile))
        .copied()
        .unwrap_or(pile as u64 + 1);
    if lang != Lang::En {
        let split = tr!(lang, "move-split", pile = name, a = a, b = b);
        return if rules.is_sum() {
            tr!(
                lang,
                "move-in-component",
                component = mv.component as u64 + 1,
                mv = split
            )
        } else {
            split
        };
    }
    if rules.is_sum() {
        format!(
            "in component {}: split pile {name} into {a} and {b}",
            mv.component + 1
        )
    } else {
        format!("split pile {name} into {a} and {b}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn untouched_piles_keep_their_names_and_new_piles_get_new_ones() {
        let mut next = 4;
        // 2 3 4: pile 1 splits into 1 and 1.
        let names = follow(&[2, 3, 4], &[1, 1, 3, 4], &[1, 2, 3], &mut next);
        assert_eq!(names, [4, 5, 2, 3]);
        // Pile 5 (the second 1) vanishes (split into 0 and 0).
        let names = follow(&[1, 1, 3, 4], &[1, 3, 4], &names, &mut next);
        assert_eq!(names, [4, 2, 3]);
        // A pile that shrinks keeps its name.
        let names = follow(&[1, 3, 4], &[1, 2, 4], &names, &mut next);
        assert_eq!(names, [4, 2, 3]);
        assert_eq!(next, 6);
    }
}

//! The plain misère search that decides what the learner asks: is a sum of heaps a
//! P-position when the player who cannot move wins?

use rustc_hash::FxHashMap;

use crate::game::HeapGame;
use crate::quotient::QuotientError;

/// Misère outcomes of sums of heaps by memoised search over positions (sorted lists of the
/// heaps that have a move; a heap without one is the empty game and is dropped).
#[derive(Debug)]
pub(crate) struct Oracle<'g> {
    game: &'g HeapGame,
    memo: FxHashMap<Vec<u16>, bool>,
    limit: usize,
    /// A proven quotient of the heaps below a bound: the bound, each heap's action on its
    /// elements and its P-portion. A sum of those heaps is answered from it.
    known: Option<Known>,
}

/// A proven quotient of heaps `1..below`, as [`Oracle`] uses it.
#[derive(Debug)]
pub(crate) struct Known {
    pub(crate) below: u16,
    pub(crate) act: Vec<Vec<u32>>,
    pub(crate) p: Vec<bool>,
}

impl<'g> Oracle<'g> {
    pub(crate) fn new(game: &'g HeapGame, limit: usize) -> Self {
        Self {
            game,
            memo: FxHashMap::default(),
            limit,
            known: None,
        }
    }

    /// From now on, sums of heaps below `known.below` are answered by `known`.
    pub(crate) fn set_known(&mut self, known: Known) {
        self.known = Some(known);
    }

    /// Whether the sum of `heaps` (any order, heaps of 0 allowed) is a misère P-position.
    pub(crate) fn is_p(&mut self, heaps: &[usize]) -> Result<bool, QuotientError> {
        let key = self.key(heaps.iter().copied())?;
        self.search(key)
    }

    fn key(&self, heaps: impl Iterator<Item = usize>) -> Result<Vec<u16>, QuotientError> {
        let mut key = Vec::new();
        for h in heaps {
            if self.game.options(h).is_empty() {
                continue;
            }
            key.push(u16::try_from(h).map_err(|_| QuotientError::Internal("heap past u16"))?);
        }
        key.sort_unstable();
        Ok(key)
    }

    fn search(&mut self, key: Vec<u16>) -> Result<bool, QuotientError> {
        if let Some(&p) = self.memo.get(&key) {
            return Ok(p);
        }
        if let Some(known) = &self.known
            && key.iter().all(|&h| h < known.below)
        {
            let element = key.iter().try_fold(0u32, |c, &h| {
                known
                    .act
                    .get(usize::from(h))
                    .and_then(|column| column.get(c as usize))
                    .copied()
            });
            return element
                .and_then(|x| known.p.get(x as usize).copied())
                .ok_or(QuotientError::Internal("a heap outside the known quotient"));
        }
        // Misère play: a position without a move is won by the player to move (an
        // N-position); otherwise it is a P-position when every option is an N-position.
        let mut moved = false;
        let mut p = true;
        let mut previous = None;
        'heaps: for (i, &h) in key.iter().enumerate() {
            if previous == Some(h) {
                continue;
            }
            previous = Some(h);
            for option in self.game.options(usize::from(h)) {
                moved = true;
                let rest = key
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &x)| usize::from(x))
                    .chain(option.iter().copied());
                let child = self.key(rest)?;
                if self.search(child)? {
                    p = false;
                    break 'heaps;
                }
            }
        }
        let p = p && moved;
        if self.memo.len() >= self.limit {
            return Err(QuotientError::SearchTooLarge { limit: self.limit });
        }
        self.memo.insert(key, p);
        Ok(p)
    }
}

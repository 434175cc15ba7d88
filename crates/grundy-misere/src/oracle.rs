//! The plain misère search that decides what the learner asks: is a sum of heaps a
//! P-position when the player who cannot move wins?

use rustc_hash::FxHashMap;

use crate::error::QuotientError;
use crate::game::HeapGame;

/// Misère outcomes of sums of heaps by memoised search over positions (sorted lists of the
/// heaps that have a move; a heap without one is the empty game and is dropped).
#[derive(Debug)]
pub(crate) struct Oracle<'g> {
    game: &'g HeapGame,
    /// `options[h]`: the options of heap `h`, each sorted and without the heaps that have
    /// no move (heap numbers fit 16 bits: at most [`crate::MAX_HEAP`]).
    options: Vec<Vec<Vec<u16>>>,
    memo: FxHashMap<Box<[u16]>, bool>,
    limit: usize,
    /// A proven quotient of the heaps below a bound: the bound, each heap's action on its
    /// elements and its P-portion. A sum of those heaps is answered from it.
    known: Option<Known>,
    /// Whether a sum with heaps past the known ones is answered by a guess: the outcome of
    /// its heaps past them with its known part replaced by its element's representative.
    /// The guess is exact when a new heap splits no class of the known quotient; nothing
    /// relies on it being right, as the quotient learnt from it is proven all the same.
    pub(crate) guess: bool,
    guesses: FxHashMap<(Vec<u16>, u32), bool>,
    open: rustc_hash::FxHashSet<(Vec<u16>, u32)>,
}

/// A proven quotient of heaps `1..below`, as [`Oracle`] uses it.
#[derive(Debug)]
pub(crate) struct Known {
    pub(crate) below: u16,
    pub(crate) act: Vec<Vec<u32>>,
    pub(crate) p: Vec<bool>,
    /// A sum of heaps of each element.
    pub(crate) reps: Vec<Vec<usize>>,
}

impl Known {
    fn element(&self, start: u32, heaps: impl IntoIterator<Item = usize>) -> Option<u32> {
        heaps.into_iter().try_fold(start, |c, h| {
            self.act
                .get(h)
                .and_then(|column| column.get(c as usize))
                .copied()
        })
    }
}

impl<'g> Oracle<'g> {
    pub(crate) fn new(game: &'g HeapGame, limit: usize) -> Self {
        let moves = |h: usize| !game.options(h).is_empty();
        let options = (0..=game.max_heap())
            .map(|n| {
                game.options(n)
                    .iter()
                    .map(|o| {
                        let mut key: Vec<u16> = o
                            .iter()
                            .filter(|&&h| moves(h))
                            .filter_map(|&h| u16::try_from(h).ok())
                            .collect();
                        key.sort_unstable();
                        key
                    })
                    .collect()
            })
            .collect();
        Self {
            game,
            options,
            memo: FxHashMap::default(),
            limit,
            known: None,
            guess: false,
            guesses: FxHashMap::default(),
            open: rustc_hash::FxHashSet::default(),
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

    /// The guessed outcome of the heaps `high` (past the known ones) plus a known part of
    /// element `q`; an internal error on a cycle.
    fn guessed(&mut self, high: Vec<u16>, q: u32) -> Result<bool, QuotientError> {
        let Some(known) = self.known.as_ref() else {
            return Err(QuotientError::Internal("a guess without a known quotient"));
        };
        if high.is_empty() {
            return known
                .p
                .get(q as usize)
                .copied()
                .ok_or(QuotientError::Internal("no element"));
        }
        let key = (high, q);
        if let Some(&p) = self.guesses.get(&key) {
            return Ok(p);
        }
        if !self.open.insert(key.clone()) {
            return Err(QuotientError::Internal("the guess went round a cycle"));
        }
        let below = known.below;
        let mut children: Vec<(Vec<u16>, u32)> = Vec::new();
        let (high, q) = (&key.0, key.1);
        let mut previous = None;
        for (i, &h) in high.iter().enumerate() {
            if previous == Some(h) {
                continue;
            }
            previous = Some(h);
            for option in self.game.options(usize::from(h)) {
                let mut next: Vec<u16> = high
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &x)| x)
                    .collect();
                let mut low = Vec::new();
                for &part in option {
                    let part16 = u16::try_from(part)
                        .map_err(|_| QuotientError::Internal("heap past u16"))?;
                    if part16 >= below {
                        next.push(part16);
                    } else {
                        low.push(part);
                    }
                }
                next.sort_unstable();
                let element = known
                    .element(q, low)
                    .ok_or(QuotientError::Internal("no element"))?;
                children.push((next, element));
            }
        }
        let rep = known.reps.get(q as usize).cloned().unwrap_or_default();
        let mut seen_heaps = Vec::new();
        for (i, &h) in rep.iter().enumerate() {
            if seen_heaps.contains(&h) {
                continue;
            }
            seen_heaps.push(h);
            for option in self.game.options(h) {
                let rest = rep
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &x)| x)
                    .chain(option.iter().copied());
                let element = known
                    .element(0, rest)
                    .ok_or(QuotientError::Internal("no element"))?;
                children.push((high.clone(), element));
            }
        }
        let moved = !children.is_empty();
        let mut p = true;
        for (next, element) in children {
            if self.guessed(next, element)? {
                p = false;
                break;
            }
        }
        let p = p && moved;
        self.open.remove(&key);
        if self.guesses.len() >= self.limit {
            return Err(QuotientError::SearchTooLarge { limit: self.limit });
        }
        self.guesses.insert(key, p);
        Ok(p)
    }

    fn search(&mut self, key: Vec<u16>) -> Result<bool, QuotientError> {
        if let Some(&p) = self.memo.get(key.as_slice()) {
            return Ok(p);
        }
        if self.guess
            && let Some(known) = &self.known
        {
            let (high, low): (Vec<u16>, Vec<u16>) = key.iter().partition(|&&h| h >= known.below);
            let q = known
                .element(0, low.iter().map(|&h| usize::from(h)))
                .ok_or(QuotientError::Internal("a heap outside the known quotient"))?;
            return self.guessed(high, q);
        }
        if let Some(known) = &self.known
            && key.iter().all(|&h| h < known.below)
        {
            return known
                .element(0, key.iter().map(|&h| usize::from(h)))
                .and_then(|x| known.p.get(x as usize).copied())
                .ok_or(QuotientError::Internal("a heap outside the known quotient"));
        }
        // Misère play: a position without a move is won by the player to move (an
        // N-position); otherwise it is a P-position when every option is an N-position.
        // The options already known are looked at first, so a known P-position among them
        // answers without searching the others.
        let mut moved = false;
        let mut p = true;
        let mut previous = None;
        let mut unknown: Vec<Vec<u16>> = Vec::new();
        'heaps: for (i, &h) in key.iter().enumerate() {
            if previous == Some(h) {
                continue;
            }
            previous = Some(h);
            for option in self
                .options
                .get(usize::from(h))
                .map_or(&[][..], Vec::as_slice)
            {
                moved = true;
                let child = merged(&key, i, option);
                match self.known_outcome(&child) {
                    Some(true) => {
                        p = false;
                        break 'heaps;
                    }
                    Some(false) => {}
                    None => unknown.push(child),
                }
            }
        }
        if p {
            for child in unknown {
                if self.search(child)? {
                    p = false;
                    break;
                }
            }
        }
        let p = p && moved;
        if self.memo.len() >= self.limit {
            return Err(QuotientError::SearchTooLarge { limit: self.limit });
        }
        self.memo.insert(key.into_boxed_slice(), p);
        Ok(p)
    }
}

impl Oracle<'_> {
    /// The outcome of a position when it is remembered or a sum of proven heaps (outside a
    /// guess), without searching.
    fn known_outcome(&self, key: &[u16]) -> Option<bool> {
        if let Some(&p) = self.memo.get(key) {
            return Some(p);
        }
        let known = self.known.as_ref()?;
        if self.guess || key.iter().any(|&h| h >= known.below) {
            return None;
        }
        let element = known.element(0, key.iter().map(|&h| usize::from(h)))?;
        known.p.get(element as usize).copied()
    }
}

/// The sorted `key` without its entry `skip`, merged with the sorted `option`.
fn merged(key: &[u16], skip: usize, option: &[u16]) -> Vec<u16> {
    let mut out = Vec::with_capacity(key.len() + option.len());
    let mut rest = key
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != skip)
        .map(|(_, &h)| h)
        .peekable();
    let mut parts = option.iter().copied().peekable();
    loop {
        let next = match (rest.peek(), parts.peek()) {
            (Some(&a), Some(&b)) if a <= b => rest.next(),
            (Some(_), Some(_)) | (None, Some(_)) => parts.next(),
            (Some(_), None) => rest.next(),
            (None, None) => None,
        };
        let Some(h) = next else {
            return out;
        };
        out.push(h);
    }
}

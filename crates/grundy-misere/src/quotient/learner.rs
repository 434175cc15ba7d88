//! The learner: the quotient's elements as classes of heap words told apart by test
//! positions, closed under adding a heap, then checked — commutativity, the table, the
//! outcomes of every sum, reducedness — with a counterexample whenever a check fails.

use rustc_hash::FxHashMap;

use super::{Limits, NONE, QuotientError, at, idx, small};
use crate::game::HeapGame;
use crate::oracle::Oracle;

/// The learner: representatives, test sums and rows (see the module's docs).
pub(super) struct Learner<'g> {
    pub(super) game: &'g HeapGame,
    pub(super) oracle: Oracle<'g>,
    pub(super) limits: Limits,
    /// Heaps 1..=letters are in play.
    pub(super) letters: usize,
    pub(super) reps: Vec<Vec<usize>>,
    pub(super) rows: Vec<Vec<bool>>,
    pub(super) suffixes: Vec<Vec<usize>>,
    pub(super) index: FxHashMap<Vec<bool>, usize>,
    /// `ext[c][n]`: the row of `reps[c] + n`.
    pub(super) ext: Vec<Vec<Vec<bool>>>,
    /// `act[n][c]`: the class of `reps[c] + n`.
    pub(super) act: Vec<Vec<u32>>,
}

impl Learner<'_> {
    pub(super) fn outcome(&mut self, a: &[usize], b: &[usize]) -> Result<bool, QuotientError> {
        let sum: Vec<usize> = a.iter().chain(b).copied().collect();
        self.oracle.is_p(&sum)
    }

    /// Makes the table closed: every representative plus every heap has a class.
    pub(super) fn close(&mut self) -> Result<(), QuotientError> {
        let mut c = 0;
        while c < self.reps.len() {
            let rep = self.reps.get(c).cloned().unwrap_or_default();
            for n in 1..=self.letters {
                let mut word = rep.clone();
                word.push(n);
                let known = self.ext.get(c).and_then(|e| e.get(n)).map_or(0, Vec::len);
                let mut row = self
                    .ext
                    .get(c)
                    .and_then(|e| e.get(n))
                    .cloned()
                    .unwrap_or_default();
                for s in known..self.suffixes.len() {
                    let e = self.suffixes.get(s).cloned().unwrap_or_default();
                    row.push(self.outcome(&word, &e)?);
                }
                if !self.index.contains_key(&row) {
                    if self.reps.len() >= self.limits.max_elements {
                        return Err(QuotientError::TooLarge {
                            limit: self.limits.max_elements,
                        });
                    }
                    self.index.insert(row.clone(), self.reps.len());
                    self.reps.push(word);
                    self.rows.push(row.clone());
                    self.ext.push(Vec::new());
                }
                let slots = self
                    .ext
                    .get_mut(c)
                    .ok_or(QuotientError::Internal("no extended row"))?;
                if slots.len() <= n {
                    slots.resize(n + 1, Vec::new());
                }
                if let Some(slot) = slots.get_mut(n) {
                    *slot = row;
                }
            }
            c += 1;
        }
        self.act = vec![(0..small(self.reps.len())?).collect()];
        for n in 1..=self.letters {
            let mut column = Vec::with_capacity(self.reps.len());
            for c in 0..self.reps.len() {
                let row = self
                    .ext
                    .get(c)
                    .and_then(|e| e.get(n))
                    .ok_or(QuotientError::Internal("no extended row"))?;
                let class = self
                    .index
                    .get(row)
                    .ok_or(QuotientError::Internal("row without a class"))?;
                column.push(small(*class)?);
            }
            self.act.push(column);
        }
        Ok(())
    }

    pub(super) fn add_suffix(&mut self, suffix: Vec<usize>) -> Result<(), QuotientError> {
        if self.suffixes.contains(&suffix) {
            return Err(QuotientError::Internal(
                "a counterexample gave a known test",
            ));
        }
        self.suffixes.push(suffix.clone());
        self.index.clear();
        for c in 0..self.reps.len() {
            let rep = self.reps.get(c).cloned().unwrap_or_default();
            let bit = self.outcome(&rep, &suffix)?;
            let row = self
                .rows
                .get_mut(c)
                .ok_or(QuotientError::Internal("no row"))?;
            row.push(bit);
            self.index.insert(row.clone(), c);
        }
        Ok(())
    }

    pub(super) fn step(&self, c: u32, n: usize) -> Result<u32, QuotientError> {
        self.act
            .get(n)
            .and_then(|col| col.get(idx(c)))
            .copied()
            .ok_or(QuotientError::Internal("no action"))
    }

    pub(super) fn walk(&self, from: u32, word: &[usize]) -> Result<u32, QuotientError> {
        word.iter().try_fold(from, |c, &n| self.step(c, n))
    }

    /// A test sum from a route whose prediction for `route + suffixes[e]` is wrong, `None`
    /// when the prediction is right.
    pub(super) fn route_suffix(
        &mut self,
        route: &[usize],
        e: usize,
    ) -> Result<Option<Vec<usize>>, QuotientError> {
        let test = self
            .suffixes
            .get(e)
            .cloned()
            .ok_or(QuotientError::Internal("no test"))?;
        let mut classes = vec![0u32];
        for &n in route {
            let last = classes.last().copied().unwrap_or(0);
            classes.push(self.step(last, n)?);
        }
        let end = classes.last().copied().unwrap_or(0);
        let predicted = self
            .rows
            .get(idx(end))
            .and_then(|r| r.get(e))
            .copied()
            .ok_or(QuotientError::Internal("no row"))?;
        let truth = self.outcome(route, &test)?;
        if truth == predicted {
            return Ok(None);
        }
        // f(t): the outcome of rep(c_t) + route[t..] + test; f(0) = truth, f(m) = predicted.
        let mut previous = truth;
        for t in 1..=route.len() {
            let rep = self
                .reps
                .get(idx(at(&classes, t)?))
                .cloned()
                .unwrap_or_default();
            let mut rest: Vec<usize> = route.get(t..).unwrap_or(&[]).to_vec();
            rest.extend_from_slice(&test);
            let f = self.outcome(&rep, &rest)?;
            if f != previous {
                rest.sort_unstable();
                return Ok(Some(rest));
            }
            previous = f;
        }
        Err(QuotientError::Internal(
            "a wrong prediction without a cause",
        ))
    }

    pub(super) fn differing_test(&self, x: u32, y: u32) -> Result<usize, QuotientError> {
        let (Some(a), Some(b)) = (self.rows.get(idx(x)), self.rows.get(idx(y))) else {
            return Err(QuotientError::Internal("no row"));
        };
        a.iter()
            .zip(b)
            .position(|(u, v)| u != v)
            .ok_or(QuotientError::Internal("two classes with one row"))
    }

    /// Check 1 of the module's docs: the heaps' actions commute.
    pub(super) fn check_commute(&mut self) -> Result<Option<Vec<usize>>, QuotientError> {
        for c in 0..small(self.reps.len())? {
            for n in 1..=self.letters {
                for m in n + 1..=self.letters {
                    let x = self.step(self.step(c, n)?, m)?;
                    let y = self.step(self.step(c, m)?, n)?;
                    if x == y {
                        continue;
                    }
                    let e = self.differing_test(x, y)?;
                    let rep = self.reps.get(idx(c)).cloned().unwrap_or_default();
                    for pair in [[n, m], [m, n]] {
                        let mut route = rep.clone();
                        route.extend_from_slice(&pair);
                        if let Some(s) = self.route_suffix(&route, e)? {
                            return Ok(Some(s));
                        }
                    }
                    return Err(QuotientError::Internal("actions differ on one sum"));
                }
            }
        }
        Ok(None)
    }

    /// The table `c·d` (the representative of `d` walked from `c`).
    pub(super) fn table(&self) -> Result<Vec<u32>, QuotientError> {
        let size = self.reps.len();
        let mut table = Vec::with_capacity(size.saturating_mul(size));
        for c in 0..small(size)? {
            for d in &self.reps {
                table.push(self.walk(c, d)?);
            }
        }
        Ok(table)
    }

    /// The rest of check 1: `c·(d·n) = (c·d)·n`, so `Φ(u + v) = Φ(u)·Φ(v)`.
    pub(super) fn check_table(
        &mut self,
        table: &[u32],
    ) -> Result<Option<Vec<usize>>, QuotientError> {
        let size = self.reps.len();
        for c in 0..size {
            for d in 0..size {
                let cd = at(table, c * size + d)?;
                for n in 1..=self.letters {
                    let dn = self.step(small(d)?, n)?;
                    let x = self.step(cd, n)?;
                    let y = at(table, c * size + idx(dn))?;
                    if x == y {
                        continue;
                    }
                    let e = self.differing_test(x, y)?;
                    let rc = self.reps.get(c).cloned().unwrap_or_default();
                    let rd = self.reps.get(d).cloned().unwrap_or_default();
                    let rdn = self.reps.get(idx(dn)).cloned().unwrap_or_default();
                    let mut a = rc.clone();
                    a.extend_from_slice(&rd);
                    a.push(n);
                    let mut b = rc.clone();
                    b.extend_from_slice(&rdn);
                    for route in [a, b] {
                        if let Some(s) = self.route_suffix(&route, e)? {
                            return Ok(Some(s));
                        }
                    }
                    // Both routes right: rep(d) + n and rep(d·n) differ by rc + test.
                    let mut suffix = rc;
                    suffix.extend(self.suffixes.get(e).cloned().unwrap_or_default());
                    suffix.sort_unstable();
                    return Ok(Some(suffix));
                }
            }
        }
        Ok(None)
    }

    /// Check 2 of the module's docs: the P-portion is the misère P-positions, for every sum.
    ///
    /// A heap `h` present in a sum `G` is *bad* when some option `o` of `h` has
    /// `Φ(G − h)·Φ(o)` in the P-portion (a move to a P-position); its bad set is the `y` with
    /// `y·Φ(o)` in the P-portion for some option `o`. Heaps with the same element present in
    /// `G` have the same `Φ(G − h)`.
    ///
    /// A sum whose element is in the P-portion must have no bad heap: as every element `y`
    /// is some `Φ(G − h)`, that is `y ∉ bad(h)` whenever `y·Φ(h)` is in the P-portion, for
    /// every heap `h` (and the empty sum, an N-position, has the identity, not in it).
    ///
    /// A non-empty sum whose element is not in the P-portion must have a bad heap. Replacing
    /// every heap of one element by one heap `h` of that element keeps `Φ(G)` and every
    /// `Φ(G − h)`, and leaves only `h`'s bad set: so a sum without a bad heap exists iff one
    /// exists that uses a single heap of each element, and one whose bad set is minimal
    /// among those of its element. Such sums are searched as states: `Φ(G)` and, for each
    /// element `g` of its heaps, `y_g = Φ(G − h)` and the heap chosen for `g`.
    pub(super) fn check_outcomes(
        &mut self,
        table: &[u32],
    ) -> Result<Option<Vec<usize>>, QuotientError> {
        let size = self.reps.len();
        let p: Vec<bool> = self
            .rows
            .iter()
            .map(|r| r.first().copied().unwrap_or(false))
            .collect();
        if at(&p, 0)? {
            return self.outcome_counterexample(Vec::new());
        }
        // The heaps with a move: (heap, its element, its bad set).
        let mut heaps: Vec<(usize, u32, Vec<bool>)> = Vec::new();
        for n in 1..=self.letters {
            let options = self.game.options(n);
            if options.is_empty() {
                continue;
            }
            let element = self.step(0, n)?;
            let mut images = options
                .iter()
                .map(|o| self.walk(0, o))
                .collect::<Result<Vec<u32>, _>>()?;
            images.sort_unstable();
            images.dedup();
            let mut bad = Vec::with_capacity(size);
            for y in 0..size {
                let mut any = false;
                for &o in &images {
                    if at(&p, idx(at(table, y * size + idx(o))?))? {
                        any = true;
                        break;
                    }
                }
                bad.push(any);
            }
            // The P-portion side.
            for (y, &is_bad) in bad.iter().enumerate() {
                if is_bad && at(&p, idx(self.step(small(y)?, n)?))? {
                    let mut word = self.reps.get(y).cloned().unwrap_or_default();
                    word.push(n);
                    return self.outcome_counterexample(word);
                }
            }
            heaps.push((n, element, bad));
        }
        // The other side: the heaps whose bad set is minimal among those of their element.
        let subset = |a: &[bool], b: &[bool]| a.iter().zip(b).all(|(x, y)| !*x || *y);
        let mut groups: Vec<u32> = Vec::new();
        let mut moves: Vec<(usize, usize)> = Vec::new();
        for (k, (n, element, bad)) in heaps.iter().enumerate() {
            let dominated = heaps.iter().enumerate().any(|(l, (_, e, other))| {
                e == element && subset(other, bad) && (!subset(bad, other) || l < k)
            });
            if dominated {
                continue;
            }
            let group = match groups.iter().position(|g| g == element) {
                Some(j) => j,
                None => {
                    groups.push(*element);
                    groups.len() - 1
                }
            };
            moves.push((*n, group));
        }
        let bad_of = |n: usize| heaps.iter().find(|h| h.0 == n).map(|h| &h.2);
        let width = groups.len();
        // A state: q, then for each element y (NONE when absent) and the heap chosen.
        let mut start = vec![NONE; 1 + 2 * width];
        if let Some(s) = start.first_mut() {
            *s = 0;
        }
        let mut states: Vec<Vec<u32>> = vec![start.clone()];
        let mut seen: FxHashMap<Vec<u32>, usize> = FxHashMap::default();
        seen.insert(start, 0);
        let mut parent: Vec<(usize, usize)> = vec![(0, 0)];
        let mut i = 0;
        while i < states.len() {
            let state = states.get(i).cloned().unwrap_or_default();
            let q = at(&state, 0)?;
            let mut moved = false;
            let mut local = true;
            for j in 0..width {
                let y = at(&state, 1 + 2 * j)?;
                if y == NONE {
                    continue;
                }
                moved = true;
                let set = bad_of(idx(at(&state, 2 + 2 * j)?))
                    .ok_or(QuotientError::Internal("no bad set"))?;
                if at(set, idx(y))? {
                    local = false;
                }
            }
            if (moved && local) != at(&p, idx(q))? {
                let mut word = Vec::new();
                let mut k = i;
                while k != 0 {
                    let (up, n) = at(&parent, k)?;
                    word.push(n);
                    k = up;
                }
                return self.outcome_counterexample(word);
            }
            'moves: for &(n, group) in &moves {
                let mut next = state.clone();
                if let Some(slot) = next.first_mut() {
                    *slot = self.step(q, n)?;
                }
                for j in 0..width {
                    let y = at(&state, 1 + 2 * j)?;
                    let chosen = at(&state, 2 + 2 * j)?;
                    let new_y = if y != NONE {
                        if j == group && idx(chosen) != n {
                            continue 'moves;
                        }
                        self.step(y, n)?
                    } else if j == group {
                        if let Some(slot) = next.get_mut(2 + 2 * j) {
                            *slot = small(n)?;
                        }
                        q
                    } else {
                        continue;
                    };
                    if let Some(slot) = next.get_mut(1 + 2 * j) {
                        *slot = new_y;
                    }
                }
                if !seen.contains_key(&next) {
                    if states.len() >= self.limits.max_states {
                        return Err(QuotientError::ProofTooLarge {
                            limit: self.limits.max_states,
                        });
                    }
                    seen.insert(next.clone(), states.len());
                    states.push(next);
                    parent.push((i, n));
                }
            }
            i += 1;
        }
        Ok(None)
    }

    /// Different elements must be told apart by some element: their rows of "times `z` is
    /// in the P-portion" differ.
    pub(super) fn check_reduced(&self) -> Result<(), QuotientError> {
        let table = self.table()?;
        let size = self.reps.len();
        let mut rows: FxHashMap<Vec<bool>, usize> = FxHashMap::default();
        for x in 0..size {
            let row = (0..size)
                .map(|z| {
                    let xz = at(&table, x * size + z)?;
                    self.rows
                        .get(idx(xz))
                        .and_then(|r| r.first())
                        .copied()
                        .ok_or(QuotientError::Internal("no row"))
                })
                .collect::<Result<Vec<bool>, _>>()?;
            if rows.insert(row, x).is_some() {
                return Err(QuotientError::Internal("two elements are not told apart"));
            }
        }
        Ok(())
    }

    /// A sum whose local condition fails: it or one of its options is predicted wrong, and
    /// the wrong prediction gives a test.
    pub(super) fn outcome_counterexample(
        &mut self,
        word: Vec<usize>,
    ) -> Result<Option<Vec<usize>>, QuotientError> {
        if let Some(s) = self.route_suffix(&word, 0)? {
            return Ok(Some(s));
        }
        let mut heaps = word.clone();
        heaps.sort_unstable();
        heaps.dedup();
        for h in heaps {
            let Some(pos) = word.iter().position(|&x| x == h) else {
                continue;
            };
            for option in self.game.options(h) {
                let mut child = word.clone();
                child.remove(pos);
                child.extend_from_slice(option);
                if let Some(s) = self.route_suffix(&child, 0)? {
                    return Ok(Some(s));
                }
            }
        }
        Err(QuotientError::Internal("a wrong outcome without a cause"))
    }
}

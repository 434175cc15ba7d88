//! The misère quotient of a heap game restricted to heaps `0..=N`, learnt from misère
//! outcomes and then proven.
//!
//! Plambeck ("Taming the wild in impartial combinatorial games", Integers 5 (2005) G05) and
//! Plambeck and Siegel ("Misère quotients for impartial games", JCTA 115 (2008)) define the
//! quotient of the closure `A` of heaps `0..=N` (every finite sum of them): `G ≡ H` when
//! `G + X` and `H + X` have the same misère outcome for every `X` in `A`. The classes form a
//! commutative monoid `Q`; the classes of P-positions are its P-portion; the class of each
//! heap is the pretending function.
//!
//! How it is computed. Heaps are added one at a time. For the heaps so far, the classes are
//! learnt as rows of outcomes: a representative sum `r` of each class and a list `E` of test
//! sums, the row of `r` being the outcomes of `r + e`, `e ∈ E` (Myhill–Nerode: sums with
//! different rows are different classes). The row of `r + h` for each heap `h` gives a heap's
//! action on the classes. Then the hypothesis is checked, and every failure yields a new
//! test sum that separates two sums taken as equal, so a new class (the counterexample
//! analysis of Rivest and Schapire for Angluin's L*):
//! 1. the heaps' actions commute, and multiplying by a class commutes with every heap's
//!    action, so `Φ`, the class of a sum, is a well-defined homomorphism onto a commutative
//!    monoid;
//! 2. `Φ(G)` is in the P-portion exactly when `G` is a misère P-position, for *every* sum `G`
//!    of heaps `≤ N`, proven by induction on `G`: `G` is a P-position iff it has a move and
//!    every option is an N-position. An option of `G` replaces one heap `h` of `G` by one of
//!    its options `o`, and its class is `Φ(G − h)·Φ(o)`; so the local condition depends only
//!    on `Φ(G)` and the classes `Φ(G − h)` of the heaps present, and a heap's class and the
//!    classes of its options decide what it does. The finitely many such states reachable
//!    from the empty sum are all visited.
//!
//! With 2, classes with the same element have the same outcome with every `X`, and with the
//! rows, different elements differ: the monoid is the quotient. A quotient past its size
//! limit, a search past its memory limit, or too many states is an error, never a guess.

use rustc_hash::FxHashMap;

pub use crate::error::QuotientError;
use crate::game::HeapGame;
pub use crate::limits::{DEFAULT_MAX_ELEMENTS, Limits, MAX_ELEMENTS, MAX_TABLE};
use crate::oracle::{Known, Oracle};
use crate::period::SeenPeriod;

mod learner;

use learner::Learner;

const NONE: u32 = u32::MAX;

/// A relation: a word (generator exponents) not in normal form, and the normal form it equals.
type Relation = (Vec<u32>, Vec<u32>);

fn at<T: Copy>(items: &[T], i: usize) -> Result<T, QuotientError> {
    items
        .get(i)
        .copied()
        .ok_or(QuotientError::Internal("index out of range"))
}

fn idx(x: u32) -> usize {
    x as usize
}

fn small(x: usize) -> Result<u32, QuotientError> {
    u32::try_from(x).map_err(|_| QuotientError::Internal("index past u32"))
}

/// A generator of the presentation: the element of the first heap that the earlier
/// generators do not give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generator {
    /// Its name: `a`, `b`, `c`, … (as the papers write them).
    pub name: String,
    /// The heap it first stands for.
    pub heap: usize,
    /// Its element.
    pub element: usize,
}

/// The misère quotient of a heap game on heaps `0..=N`: see the module's docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quotient {
    game: String,
    max_heap: usize,
    /// `p[x]`: whether element `x` is in the P-portion.
    p: Vec<bool>,
    /// `heaps[n]`: the element of heap `n`.
    heaps: Vec<usize>,
    /// `act[n][x]`: the element `x` times heap `n`'s.
    act: Vec<Vec<u32>>,
    /// A sum of heaps of each element.
    reps: Vec<Vec<usize>>,
    generators: Vec<Generator>,
    /// Each element as exponents of the generators (its shortest word).
    words: Vec<Vec<u32>>,
    /// The relations: a word not in normal form, and the normal form it equals.
    relations: Vec<Relation>,
    /// `sizes[m]`: the size of the quotient of heaps `0..=m`.
    sizes: Vec<usize>,
}

impl Quotient {
    /// The misère quotient of `game` on all its heaps `0..=N`, within [`Limits::default`].
    ///
    /// ```
    /// use grundy_misere::{HeapGame, Quotient};
    ///
    /// // Misère Nim with heaps of 0 and 1 (the octal game 0.1): a² = 1, P-portion {a}.
    /// let nim = HeapGame::octal(&"0.1".parse()?, 1)?;
    /// let q = Quotient::compute(&nim)?;
    /// assert_eq!((q.size(), q.p_size()), (2, 1));
    /// assert_eq!(q.is_p_position(&[1, 1, 1]), Some(true));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`QuotientError`] when a limit is passed.
    pub fn compute(game: &HeapGame) -> Result<Self, QuotientError> {
        Self::compute_within(game, Limits::default())
    }

    /// [`Quotient::compute`] within `limits`.
    ///
    /// # Errors
    /// [`QuotientError`] when a limit is passed or is past what is allowed.
    pub fn compute_within(game: &HeapGame, limits: Limits) -> Result<Self, QuotientError> {
        if limits.max_elements > MAX_ELEMENTS || limits.max_elements == 0 {
            return Err(QuotientError::BadLimit {
                max_elements: limits.max_elements,
            });
        }
        // First with guessed outcomes (fast); if the guess misleads the learning, with the
        // plain search. Either way the quotient returned is proven.
        match Self::learn(game, limits, true) {
            Err(QuotientError::Internal(_)) => Self::learn(game, limits, false),
            result => result,
        }
    }

    fn learn(game: &HeapGame, limits: Limits, guess: bool) -> Result<Self, QuotientError> {
        let mut learner = Learner {
            game,
            oracle: Oracle::new(game, limits.max_positions),
            limits,
            letters: 0,
            reps: vec![Vec::new()],
            rows: vec![Vec::new()],
            suffixes: Vec::new(),
            index: FxHashMap::default(),
            ext: vec![Vec::new()],
            act: Vec::new(),
        };
        learner.add_suffix(Vec::new())?;
        let mut sizes = vec![1];
        for n in 1..=game.max_heap() {
            learner.letters = n;
            loop {
                learner.close()?;
                if let Some(s) = learner.check_commute()? {
                    learner.add_suffix(s)?;
                    continue;
                }
                let table = learner.table()?;
                if let Some(s) = learner.check_table(&table)? {
                    learner.add_suffix(s)?;
                    continue;
                }
                if let Some(s) = learner.check_outcomes(&table)? {
                    learner.add_suffix(s)?;
                    continue;
                }
                break;
            }
            // Heaps 1..=n are proven: the search answers their sums from now on.
            let known = Known {
                below: u16::try_from(n + 1)
                    .map_err(|_| QuotientError::Internal("heap past u16"))?,
                act: learner.act.clone(),
                p: learner
                    .rows
                    .iter()
                    .map(|r| r.first().copied().unwrap_or(false))
                    .collect(),
                reps: learner.reps.clone(),
            };
            learner.oracle.set_known(known);
            learner.oracle.guess = guess;
            sizes.push(learner.reps.len());
        }
        if game.max_heap() == 0 {
            learner.close()?;
        }
        learner.check_reduced()?;
        Self::present(game, &learner, sizes)
    }

    /// Names the elements by words in generators, in order of those words.
    fn present(
        game: &HeapGame,
        learner: &Learner<'_>,
        sizes: Vec<usize>,
    ) -> Result<Self, QuotientError> {
        let size = learner.reps.len();
        let mul_heap = |x: usize, n: usize| learner.step(small(x)?, n).map(idx);
        let heaps_old = (0..=game.max_heap())
            .map(|n| mul_heap(0, n))
            .collect::<Result<Vec<usize>, _>>()?;
        // Generators: heaps whose element the earlier generators do not give.
        let mut gens: Vec<(usize, usize)> = Vec::new();
        let mut reached = vec![false; size];
        if let Some(r) = reached.get_mut(0) {
            *r = true;
        }
        for (n, &e) in heaps_old.iter().enumerate().skip(1) {
            if at(&reached, e)? {
                continue;
            }
            gens.push((n, e));
            // Close the reached set under all generators.
            let mut stack: Vec<usize> = (0..size)
                .filter(|&x| reached.get(x) == Some(&true))
                .collect();
            while let Some(x) = stack.pop() {
                for &(g, _) in &gens {
                    let y = mul_heap(x, g)?;
                    if let Some(r) = reached.get_mut(y)
                        && !*r
                    {
                        *r = true;
                        stack.push(y);
                    }
                }
            }
        }
        // Shortest words, breadth first.
        let mut order: Vec<usize> = vec![0];
        let mut new_index: Vec<usize> = vec![usize::MAX; size];
        if let Some(slot) = new_index.get_mut(0) {
            *slot = 0;
        }
        let mut words: Vec<Vec<u32>> = vec![vec![0; gens.len()]];
        let mut head = 0;
        while head < order.len() {
            let x = at(&order, head)?;
            let word = words.get(head).cloned().unwrap_or_default();
            for (j, &(g, _)) in gens.iter().enumerate() {
                let y = mul_heap(x, g)?;
                if at(&new_index, y)? == usize::MAX {
                    if let Some(slot) = new_index.get_mut(y) {
                        *slot = order.len();
                    }
                    order.push(y);
                    let mut w = word.clone();
                    if let Some(e) = w.get_mut(j) {
                        *e += 1;
                    }
                    words.push(w);
                }
            }
            head += 1;
        }
        if order.len() != size {
            return Err(QuotientError::Internal("generators miss an element"));
        }
        let renumber = |x: u32| -> Result<u32, QuotientError> { small(at(&new_index, idx(x))?) };
        let mut act = Vec::with_capacity(learner.act.len());
        for column in &learner.act {
            let mut new_column = vec![0u32; size];
            for (old, &to) in column.iter().enumerate() {
                if let Some(slot) = new_column.get_mut(at(&new_index, old)?) {
                    *slot = renumber(to)?;
                }
            }
            act.push(new_column);
        }
        let mut p = vec![false; size];
        let mut reps = vec![Vec::new(); size];
        for old in 0..size {
            let new = at(&new_index, old)?;
            if let Some(slot) = p.get_mut(new) {
                *slot = learner
                    .rows
                    .get(old)
                    .and_then(|r| r.first())
                    .copied()
                    .unwrap_or(false);
            }
            if let Some(slot) = reps.get_mut(new) {
                *slot = learner.reps.get(old).cloned().unwrap_or_default();
            }
        }
        let heaps = heaps_old
            .iter()
            .map(|&e| at(&new_index, e))
            .collect::<Result<Vec<usize>, _>>()?;
        let generators = gens
            .iter()
            .enumerate()
            .map(|(j, &(heap, e))| {
                Ok(Generator {
                    name: generator_name(j),
                    heap,
                    element: at(&new_index, e)?,
                })
            })
            .collect::<Result<Vec<_>, QuotientError>>()?;
        let mut quotient = Self {
            game: game.name().to_owned(),
            max_heap: game.max_heap(),
            p,
            heaps,
            act,
            reps,
            generators,
            words,
            relations: Vec::new(),
            sizes,
        };
        quotient.relations = quotient.find_relations()?;
        Ok(quotient)
    }

    /// The minimal words not in normal form (each a normal form times one generator, whose
    /// every divisor by one generator is a normal form), with the normal form each equals.
    fn find_relations(&self) -> Result<Vec<Relation>, QuotientError> {
        let mut normal: FxHashMap<&[u32], usize> = FxHashMap::default();
        for (x, w) in self.words.iter().enumerate() {
            normal.insert(w.as_slice(), x);
        }
        let mut relations = Vec::new();
        for (x, word) in self.words.iter().enumerate() {
            for (j, g) in self.generators.iter().enumerate() {
                let mut m = word.clone();
                if let Some(e) = m.get_mut(j) {
                    *e += 1;
                }
                if normal.contains_key(m.as_slice()) {
                    continue;
                }
                let minimal = (0..m.len()).all(|i| {
                    let mut d = m.clone();
                    match d.get_mut(i) {
                        Some(e) if *e > 0 => {
                            *e -= 1;
                            normal.contains_key(d.as_slice())
                        }
                        _ => true,
                    }
                });
                if !minimal || relations.iter().any(|(l, _)| *l == m) {
                    continue;
                }
                let value = self
                    .multiply(x, g.element)
                    .ok_or(QuotientError::Internal("no product"))?;
                let rhs = self
                    .words
                    .get(value)
                    .cloned()
                    .ok_or(QuotientError::Internal("no word"))?;
                relations.push((m, rhs));
            }
        }
        // By degree, then as the papers list them: a before b.
        relations.sort_by_key(|(l, _)| {
            let degree: u32 = l.iter().sum();
            (degree, core::cmp::Reverse(l.clone()))
        });
        Ok(relations)
    }

    /// The game's name.
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The largest heap the quotient covers.
    pub fn max_heap(&self) -> usize {
        self.max_heap
    }

    /// `|Q|`, the number of elements (element 0 is the identity, the class of 0).
    pub fn size(&self) -> usize {
        self.p.len()
    }

    /// `|P|`, the number of elements in the P-portion.
    pub fn p_size(&self) -> usize {
        self.p.iter().filter(|&&x| x).count()
    }

    /// Whether element `x` is in the P-portion (`false` past the last element).
    pub fn is_p(&self, x: usize) -> bool {
        self.p.get(x).copied().unwrap_or(false)
    }

    /// The P-portion's elements, in order.
    pub fn p_portion(&self) -> Vec<usize> {
        (0..self.size()).filter(|&x| self.is_p(x)).collect()
    }

    /// The pretending function: the element of each heap `0..=N`.
    pub fn heaps(&self) -> &[usize] {
        &self.heaps
    }

    /// The element of heap `n` (`None` past `N`).
    pub fn heap_element(&self, n: usize) -> Option<usize> {
        self.heaps.get(n).copied()
    }

    /// The size of the quotient of heaps `0..=m`, for each `m` up to `N` (each proven as
    /// the heaps were added).
    pub fn sizes(&self) -> &[usize] {
        &self.sizes
    }

    /// Whether the pretending function is *seen* to repeat on heaps `0..=N` with the
    /// quotient no longer growing ([`SeenPeriod`]): an observation, not a proof that it goes
    /// on past `N`.
    ///
    /// ```
    /// use grundy_misere::{HeapGame, Quotient};
    ///
    /// // Misère Nim with heaps of 1 only (0.1): larger heaps cannot move, so they are 0.
    /// let q = Quotient::compute(&HeapGame::octal(&"0.1".parse()?, 6)?)?;
    /// let seen = q.seen_periodic().ok_or("not seen")?;
    /// assert_eq!((seen.preperiod, seen.period, seen.to), (2, 1, 6));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn seen_periodic(&self) -> Option<SeenPeriod> {
        crate::period::seen_period(&self.heaps, &self.sizes)
    }

    /// The product `x·y` (`None` when either is not an element).
    pub fn multiply(&self, x: usize, y: usize) -> Option<usize> {
        let rep = self.reps.get(y)?;
        if x >= self.size() {
            return None;
        }
        rep.iter().try_fold(x, |c, &n| {
            self.act.get(n).and_then(|col| col.get(c)).map(|&z| idx(z))
        })
    }

    /// The element of a sum of heaps (`None` when a heap is past `N`).
    pub fn element_of(&self, heaps: &[usize]) -> Option<usize> {
        heaps.iter().try_fold(0, |c, &n| {
            self.act.get(n).and_then(|col| col.get(c)).map(|&z| idx(z))
        })
    }

    /// Whether a sum of heaps is a misère P-position (`None` when a heap is past `N`).
    pub fn is_p_position(&self, heaps: &[usize]) -> Option<bool> {
        self.element_of(heaps).map(|x| self.is_p(x))
    }

    /// The winning moves of a sum of heaps of `game` (the game this quotient is of) in
    /// misère play: each a heap's index and the option it moves to, such that the element of
    /// the position moved to is in the P-portion. Empty for a P-position. `None` when a heap
    /// is past `N`.
    ///
    /// ```
    /// use grundy_misere::{HeapGame, Quotient};
    ///
    /// let kayles = HeapGame::octal(&"0.77".parse()?, 3)?;
    /// let q = Quotient::compute(&kayles)?;
    /// // Misère Kayles with heaps 1 and 3: take the middle pin of the 3, leaving 1 + 1 + 1.
    /// assert_eq!(q.winning_moves(&kayles, &[1, 3]), Some(vec![(1, vec![1, 1])]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn winning_moves(
        &self,
        game: &HeapGame,
        heaps: &[usize],
    ) -> Option<Vec<(usize, Vec<usize>)>> {
        self.element_of(heaps)?;
        let mut moves = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let rest: Vec<usize> = heaps
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &x)| x)
                .collect();
            let rest = self.element_of(&rest)?;
            for option in game.options(h) {
                let x = self.multiply(rest, self.element_of(option)?)?;
                if self.is_p(x) {
                    moves.push((i, option.clone()));
                }
            }
        }
        Some(moves)
    }

    /// The multiplication table, row `x` holding `x·y` (`None` past [`MAX_TABLE`] elements).
    pub fn table(&self) -> Option<Vec<Vec<usize>>> {
        if self.size() > MAX_TABLE {
            return None;
        }
        (0..self.size())
            .map(|x| (0..self.size()).map(|y| self.multiply(x, y)).collect())
            .collect()
    }

    /// The generators, in order of their heaps.
    pub fn generators(&self) -> &[Generator] {
        &self.generators
    }

    /// Element `x` as exponents of the generators.
    pub fn exponents(&self, x: usize) -> Option<&[u32]> {
        self.words.get(x).map(Vec::as_slice)
    }

    /// Element `x` as a word in the generators: `1`, `a`, `a b^2`, …
    pub fn word(&self, x: usize) -> Option<String> {
        self.words.get(x).map(|w| self.render(w))
    }

    /// The presentation as the papers print it: `Q = < a, b | a^2 = 1, b^3 = b >` (the
    /// generators, then the relations).
    pub fn presentation(&self) -> String {
        let gens: Vec<&str> = self.generators().iter().map(|g| g.name.as_str()).collect();
        let rels: Vec<String> = self
            .relations()
            .iter()
            .map(|(l, r)| format!("{l} = {r}"))
            .collect();
        format!("Q = < {} | {} >", gens.join(", "), rels.join(", "))
    }

    /// The relations `(left, right)` as words: every word not in normal form has a left side
    /// as a factor, and each relation holds in the quotient.
    pub fn relations(&self) -> Vec<(String, String)> {
        self.relations
            .iter()
            .map(|(l, r)| (self.render(l), self.render(r)))
            .collect()
    }

    fn render(&self, exponents: &[u32]) -> String {
        let mut parts = Vec::new();
        for (g, &e) in self.generators.iter().zip(exponents) {
            match e {
                0 => {}
                1 => parts.push(g.name.clone()),
                _ => parts.push(format!("{}^{e}", g.name)),
            }
        }
        if parts.is_empty() {
            "1".to_owned()
        } else {
            parts.join(" ")
        }
    }
}

fn generator_name(j: usize) -> String {
    let letters = "abcdefghijklmnopqrstuvwxyz";
    letters
        .get(j..=j)
        .map_or_else(|| format!("g{}", j + 1), str::to_owned)
}

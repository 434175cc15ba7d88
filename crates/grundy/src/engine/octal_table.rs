//! Grundy tables of take-and-break games in caller storage, and their certified periods.
//!
//! A heap of `n` has the options of every digit `d_k` of its code: no heap (bit 1, `n = k`),
//! one heap `n − k` (bit 2), two heaps `a + b = n − k` with `a, b ≥ 1` (bit 4) and, in a
//! hexadecimal code, three heaps `a + b + c = n − k` (bit 8). Grundy's game is the break into
//! two *different* heaps without taking. The taking moves are a handful of reads; the breaks
//! into two are `(n − k)/2` pairs each, into three about `(n − k)²/12` triples, and they are
//! what a table costs. The plain mex reads them all: O(n²) for a table of `n` (O(n³) with
//! three-heap breaks).
//!
//! **The rare/common split** (the "sparse space" of Winning Ways, ch. 4, "Sparse Space Spells
//! Speed"; Gangolli and Plambeck, "A note on periodicity in some octal games", Int. J. Game
//! Theory 18 (1989)): pick a bit mask `m` and call a value *common* for heap `n` when the
//! parity of `popcount(v & m)` is `c(n)`, where `c(n) = c₀` or, when every breaking digit has
//! the same parity, possibly `c₀ ⊕ (n mod 2)` (Flammenkamp's sparse positions of the second
//! kind). With `c₀` chosen so that the XOR of two common heaps' values is never common for
//! the heap broken (see [`Split::common`]), a common option value can only come from a pair
//! with at least one *rare* heap (one whose value is not common for it). Rare heaps are few
//! for a well-chosen mask, so one pass over them finds every common option value exactly.
//! The mex is then the least value not found, once it can no longer come from two common
//! heaps: it is common, or it is not the XOR of two values seen at common heaps (the test
//! of P. Beling's `ogs` RC2 solver, which decides the codes 4.7, 4.733, … at once where the
//! mask alone would search every pair), or no value read so far reaches it. Other values
//! below it are looked for among all pairs, stopping as soon as each is found — usually after
//! a few pairs. The mask is re-chosen as the table grows, by a Walsh–Hadamard transform of
//! the histogram of values (so the count of rare heaps is minimised over every mask at once);
//! a split that reads more than the plain mex would is dropped until the next plan, so the
//! method never loses to the plain one by more than a few heaps' work. Correctness never
//! depends on the mask: a poor one only makes the search longer.
//!
//! **Three-heap breaks** (hexadecimal codes) are read through the set `P(s)` of the values
//! of the breaks of `s` into two, kept as a bitset for every `s` in the scratch: the breaks
//! of `m` into three are `g(a) ⊕ P(m − a)` for `a ≤ m/3` (every triple has a part of at most
//! a third), a bitset translated by an XOR, so a heap costs O(n · 2^b / 32) word operations
//! for values below `2^b`. Without room for the sets the triples are read one by one.
//!
//! **Certified periods** (Guy and Smith, "The G-values of various games", Proc. Cambridge
//! Philos. Soc. 52 (1956); Winning Ways, ch. 4): if `g(n + p) = g(n)` for every `n` with
//! `e ≤ n < 2e + p + t`, where `t` is the largest take with a nonzero digit, then it holds
//! for every `n ≥ e`; with three-heap breaks, for `e ≤ n < 3e + 2p + t`. See
//! [`certified_period`].

use crate::engine::sg::Period;
use crate::error::OctalError;

/// Values the stack bitset of the scratch-free mex distinguishes directly; larger values
/// are looked for one by one.
const TINY_BITS: usize = 256;

/// A table's values are below `2^MAX_BITS` (the cell is a `u16`).
const MAX_BITS: u32 = 16;

/// The fewest bits the marks cover: one 32-bit word of a value bitset, and small tables
/// do not re-plan at every new value.
const MIN_BITS: u32 = 5;

/// Pairs looked at between two checks of the values still missing.
const CHUNK: usize = 64;

/// A list of takes: at most one per digit.
type TakeList = heapless::Vec<usize, { crate::capacity::MAX_OCTAL_DIGITS + 1 }>;

/// The moves of a take-and-break game, sorted by kind: the takes `k` after which the rest
/// may be left as no heap, one heap, two heaps or three heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rules {
    none: TakeList,
    one: TakeList,
    two: TakeList,
    three: TakeList,
    /// A break into two must leave two different heaps (Grundy's game).
    distinct: bool,
    /// The largest take with a nonzero digit.
    last_take: usize,
}

impl Rules {
    /// The moves of the code whose digits are `digits` (`d₀, d₁, …, d_t`, as
    /// `OctalCode::digits` gives them).
    pub(crate) fn of_digits(digits: &[u8]) -> Self {
        let mut rules = Self::empty();
        rules.last_take = digits.len().saturating_sub(1);
        for (k, &d) in digits.iter().enumerate() {
            // Each list holds at most MAX_OCTAL_DIGITS + 1 takes: the pushes cannot fail.
            if d & 1 != 0 && k > 0 {
                let _ = rules.none.push(k);
            }
            if d & 2 != 0 && k > 0 {
                let _ = rules.one.push(k);
            }
            if d & 4 != 0 {
                let _ = rules.two.push(k);
            }
            if d & 8 != 0 {
                let _ = rules.three.push(k);
            }
        }
        rules
    }

    /// Grundy's game: split a heap into two different heaps, nothing else.
    pub(crate) fn grundys_game() -> Self {
        let mut rules = Self::empty();
        let _ = rules.two.push(0);
        rules.distinct = true;
        rules
    }

    fn empty() -> Self {
        Self {
            none: TakeList::new(),
            one: TakeList::new(),
            two: TakeList::new(),
            three: TakeList::new(),
            distinct: false,
            last_take: 0,
        }
    }

    /// The breaks of `m` into two are the pairs `(a, m − a)` for `a = 1..=half(m)`.
    fn half(&self, m: usize) -> usize {
        if self.distinct {
            m.saturating_sub(1) / 2
        } else {
            m / 2
        }
    }

    /// The breaks into two of a heap of `n` that apply: `(m, half(m))` for every take `k` of
    /// [`Rules::two`] with `m = n − k` and at least one pair.
    fn breaks_in_two(&self, n: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.two
            .iter()
            .filter_map(move |&k| n.checked_sub(k))
            .map(|m| (m, self.half(m)))
            .filter(|&(_, h)| h > 0)
    }

    /// Whether the game has breaks into three heaps.
    pub(crate) fn has_three(&self) -> bool {
        !self.three.is_empty()
    }

    /// The parts a break may leave at most: 3, 2, or 1 for a game without breaks.
    pub(crate) fn parts(&self) -> usize {
        if !self.three.is_empty() {
            3
        } else if !self.two.is_empty() {
            2
        } else {
            1
        }
    }
}

/// The rare/common split in use: `mask`, and the common parity `c₀ ⊕ (delta ∧ n)` of heap `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Split {
    mask: u32,
    delta: u32,
    c0: u32,
}

impl Split {
    /// Whether `v` is common for heap `n`.
    ///
    /// The XOR of the values of two common heaps `a + b = n − k` has parity
    /// `c(a) ⊕ c(b) = delta ∧ (a + b) = delta ∧ (n − k)`; it is never common for `n` when that
    /// differs from `c(n) = c₀ ⊕ (delta ∧ n)`, that is when `c₀ ≠ delta ∧ k` for every breaking
    /// take `k` — which [`Plan::replan`] ensures.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "only the lowest bit of n is read"
    )]
    fn common(self, v: u32, n: usize) -> bool {
        ((v & self.mask).count_ones() ^ self.c0 ^ (self.delta & n as u32)) & 1 == 0
    }

    /// The `c₀` that makes two common heaps never break into a common value, for the
    /// breaking takes `takes`: 1 when `delta = 0`; `1 ⊕ (k mod 2)` when `delta = 1` and every
    /// `k` has the same parity; `None` (no such split) when they do not.
    #[expect(clippy::cast_possible_truncation, reason = "a parity, 0 or 1")]
    fn c0(delta: u32, takes: &[usize]) -> Option<u32> {
        let parity = |k: &usize| (*k % 2) as u32;
        match (delta, takes.first().map(parity)) {
            (0, _) => Some(1),
            (_, Some(p)) if takes.iter().all(|k| parity(k) == p) => Some(1 ^ p),
            _ => None,
        }
    }
}

/// How the next values are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// No room for marks: a 256-value bitset on the stack, larger values one by one.
    Tiny,
    /// Marks in the scratch, every pair (and triple) read.
    Plain,
    /// Marks, the values seen at common heaps, their XORs, and the list of rare heaps with
    /// their values (two cells each).
    Split { split: Split, rare: usize },
    /// Breaks into three: the bitset `P(s)` of every `s` below `valid`, `words` words each.
    Sets { words: usize, valid: usize },
}

/// What a fill knows between two heaps: how values are found, and when to look again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    /// Every value so far is below `2^value_bits`; the marks cover as many.
    value_bits: u32,
    /// `marks[v] == stamp` when `v` is an option value of the heap being computed.
    stamp: u32,
    mode: Mode,
    /// The heap at which the plan is made again.
    replan_at: usize,
    /// Rare heaps when the split was chosen (more than twice as many re-plans).
    rare_at_plan: usize,
    /// Options the split read since the plan, and what the plain mex would have read.
    split_work: u64,
    plain_work: u64,
    /// A period certified in the table so far: every later value is a copy.
    period: Option<Period>,
    /// Counts the plans made: work prepared under one plan is not used under another.
    generation: u64,
}

impl Plan {
    /// A plan to be made at heap `start`.
    pub(crate) fn new(start: usize) -> Self {
        Self {
            value_bits: MIN_BITS,
            stamp: 0,
            mode: Mode::Tiny,
            replan_at: start,
            rare_at_plan: 0,
            split_work: 0,
            plain_work: 0,
            period: None,
            generation: 0,
        }
    }
}

/// Fills `table[start..]` given `table[..start]`; see `OctalCode::fill_table_from`. Each
/// value's work (the options read: one per take, one per pair or triple of heaps a break
/// leaves) is added to `spent`; once it passes `budget` the fill stops with
/// [`OctalError::WorkLimit`] (at most one heap's work past it), the values before that heap
/// kept.
pub(crate) fn fill_from(
    rules: &Rules,
    table: &mut [u16],
    start: usize,
    scratch: &mut [u32],
    spent: &mut u64,
    budget: u64,
) -> Result<(), OctalError> {
    let mut plan = Plan::new(start);
    let end = table.len();
    fill_range(rules, &mut plan, table, start..end, scratch, spent, budget)
}

/// Fills `table[heaps]` given `table[..heaps.start]` and a plan made for this table and
/// scratch (or to be made at `heaps.start`).
pub(crate) fn fill_range(
    rules: &Rules,
    plan: &mut Plan,
    table: &mut [u16],
    heaps: core::ops::Range<usize>,
    scratch: &mut [u32],
    spent: &mut u64,
    budget: u64,
) -> Result<(), OctalError> {
    let cells = table.len();
    for n in heaps.start..heaps.end.min(cells) {
        let (done, rest) = table.split_at_mut(n);
        if n >= plan.replan_at {
            // Once a period is certified, the rest of the table is known (the periodicity
            // theorem; Grundy's game has none): looked for at every plan, as the table
            // doubles, for O(n) comparisons that usually fail at once.
            if plan.period.is_none() && !rules.distinct {
                plan.period = certified_period(done, rules.last_take, rules.parts());
            }
            if let Some(period) = plan.period {
                return copy_period(table, n..heaps.end.min(cells), period, spent, budget);
            }
            plan.replan(rules, done, cells, scratch);
        }
        let (value, work) = plan.value(rules, done, scratch);
        *spent = spent.saturating_add(work);
        if *spent > budget {
            return Err(OctalError::WorkLimit {
                heap: n as u64,
                work: *spent,
                budget,
            });
        }
        let cell = u16::try_from(value).map_err(|_| OctalError::ValueTooLarge { heap: n })?;
        if let Some(slot) = rest.first_mut() {
            *slot = cell;
        }
        plan.record(n, value, scratch);
    }
    Ok(())
}

/// Fills `table[heaps]` from the certified `period` (every heap is past its preperiod and
/// first period), one unit of work a cell.
fn copy_period(
    table: &mut [u16],
    heaps: core::ops::Range<usize>,
    period: Period,
    spent: &mut u64,
    budget: u64,
) -> Result<(), OctalError> {
    for n in heaps {
        let from = n.saturating_sub(period.period());
        let Some(&value) = table.get(from) else {
            break;
        };
        *spent = spent.saturating_add(1);
        if *spent > budget {
            return Err(OctalError::WorkLimit {
                heap: n as u64,
                work: *spent,
                budget,
            });
        }
        if let Some(cell) = table.get_mut(n) {
            *cell = value;
        }
    }
    Ok(())
}

/// The number of bits of `v`.
fn bit_length(v: u32) -> u32 {
    u32::BITS - v.leading_zeros()
}

/// Whether bit `v` of `bits` is set.
fn has(bits: &[u32], v: usize) -> bool {
    bits.get(v / 32).is_some_and(|w| w & (1 << (v % 32)) != 0)
}

/// Sets bit `v` of `bits`.
fn set(bits: &mut [u32], v: usize) {
    if let Some(w) = bits.get_mut(v / 32) {
        *w |= 1 << (v % 32);
    }
}

/// The regions of the scratch in the marks modes: `marks` (`size` cells), the values seen at
/// common heaps and their XORs (`size / 32` words each), and the rest.
type Regions<'a> = (&'a mut [u32], &'a mut [u32], &'a mut [u32], &'a mut [u32]);

/// Splits the scratch into its [`Regions`] for marks of `size` cells.
fn regions(scratch: &mut [u32], size: usize) -> Option<Regions<'_>> {
    let words = size / 32;
    let (marks, rest) = scratch.split_at_mut_checked(size)?;
    let (seen, rest) = rest.split_at_mut_checked(words)?;
    let (cross, rest) = rest.split_at_mut_checked(words)?;
    Some((marks, seen, cross, rest))
}

impl Plan {
    /// Chooses the marks' width and the method from the values so far, in a table of
    /// `cells` cells.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "masks are below 2^16 (values are u16) and rare heaps below u32::MAX (the table is refused past it)"
    )]
    fn replan(&mut self, rules: &Rules, g: &[u16], cells: usize, scratch: &mut [u32]) {
        let n = g.len();
        self.replan_at = n.saturating_mul(2).max(64);
        self.generation = self.generation.wrapping_add(1);
        (self.split_work, self.plain_work) = (0, 0);
        let max = g.iter().skip(1).copied().max().unwrap_or(0);
        let old_bits = self.value_bits;
        self.value_bits = bit_length(u32::from(max)).clamp(MIN_BITS, MAX_BITS);
        let size = 1usize << self.value_bits;
        if rules.has_three() {
            let words = size / 32;
            let room = words.checked_mul(cells.saturating_add(1));
            if room.is_some_and(|room| room <= scratch.len()) {
                // Sets already made with this width stay valid.
                let valid = match self.mode {
                    Mode::Sets { words: w, valid } if w == words && old_bits == self.value_bits => {
                        valid.min(n)
                    }
                    _ => 0,
                };
                self.mode = Mode::Sets { words, valid };
                self.extend_sets(rules, g, n, scratch);
                return;
            }
        }
        let Some((marks, seen, cross, rest)) = regions(scratch, size) else {
            self.mode = Mode::Tiny;
            return;
        };
        marks.fill(0);
        self.stamp = 0;
        self.mode = Mode::Plain;
        // Positions are stored as u32 and counted in i32 by the transform below.
        if rules.two.is_empty() || rules.has_three() || n > i32::MAX as usize {
            return;
        }
        // The mask covers the low `width` bits: as many as two histograms of 2^width fit.
        let mut width = self.value_bits;
        while width > 0 && rest.len() < 2 << width {
            width -= 1;
        }
        if width == 0 {
            return;
        }
        let wsize = 1usize << width;
        let (even, tail) = rest.split_at_mut(wsize);
        let Some(odd) = tail.get_mut(..wsize) else {
            return;
        };
        even.fill(0);
        odd.fill(0);
        for (a, &v) in g.iter().enumerate().skip(1) {
            let side = if a % 2 == 0 { &mut *even } else { &mut *odd };
            if let Some(c) = side.get_mut(usize::from(v) & (wsize - 1)) {
                *c += 1;
            }
        }
        // Heaps 1..n are counted (a heap of 0 is never part of a break).
        let total = n.saturating_sub(1) as i64;
        walsh_hadamard(even);
        walsh_hadamard(odd);
        // The rare heaps for each split, from the transforms (see the module comment):
        // delta = 0, c0 = 1: rare iff the masked parity is even, (N + E[m] + O[m]) / 2;
        // delta = 1: (N + s(E[m] − O[m])) / 2 with s = +1 when c0 = 1, −1 when c0 = 0.
        let delta_c0 = Split::c0(1, &rules.two);
        let mut best: Option<(i64, Split)> = None;
        for m in 0..wsize {
            let (Some(&e), Some(&o)) = (even.get(m), odd.get(m)) else {
                break;
            };
            let (e, o) = (i64::from(e as i32), i64::from(o as i32));
            let mut consider = |count: i64, split: Split| {
                if best.is_none_or(|(c, _)| count < c) {
                    best = Some((count, split));
                }
            };
            if m > 0 {
                let split = Split {
                    mask: m as u32,
                    delta: 0,
                    c0: 1,
                };
                consider((total + e + o) / 2, split);
            }
            if let Some(delta_c0) = delta_c0 {
                let s = if delta_c0 == 1 { 1 } else { -1 };
                let split = Split {
                    mask: m as u32,
                    delta: 1,
                    c0: delta_c0,
                };
                consider((total + s * (e - o)) / 2, split);
            }
        }
        let Some((_, split)) = best else {
            return;
        };
        // The values seen at common heaps, then the list of rare heaps (over the
        // histograms, which are no longer needed).
        seen.fill(0);
        let mut rare = 0;
        for (a, &v) in g.iter().enumerate().skip(1) {
            if split.common(u32::from(v), a) {
                set(seen, usize::from(v));
            } else {
                let Some([heap, value]) = rest.get_mut(2 * rare..2 * rare + 2) else {
                    // No room: every pair is read until the next plan.
                    return;
                };
                (*heap, *value) = (a as u32, u32::from(v));
                rare += 1;
            }
        }
        cross_of(seen, cross);
        self.rare_at_plan = rare;
        self.mode = Mode::Split { split, rare };
    }

    /// After `g(n) = value`: a rare heap joins the list, a common value not seen before
    /// widens the XORs, a value past the marks or a list grown past twice its planned
    /// length re-plans, and so does a split that has read more than the plain mex would.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "n fits u32: tested by the filter just above"
    )]
    fn record(&mut self, n: usize, value: u32, scratch: &mut [u32]) {
        if value >= 1 << self.value_bits {
            self.replan_at = n + 1;
            return;
        }
        match self.mode {
            // A heap of 0 is never part of a break: it is never a rare heap.
            Mode::Split { split, rare } if n > 0 => {
                let size = 1usize << self.value_bits;
                let Some((_, seen, cross, list)) = regions(scratch, size) else {
                    self.mode = Mode::Plain;
                    self.generation = self.generation.wrapping_add(1);
                    return;
                };
                if split.common(value, n) {
                    if !has(seen, value as usize) {
                        set(seen, value as usize);
                        // The new value against every value seen, itself included.
                        for v in 0..size {
                            if has(seen, v) {
                                set(cross, v ^ value as usize);
                            }
                        }
                    }
                } else {
                    let slot = list.get_mut(2 * rare..2 * rare + 2);
                    match slot.filter(|_| u32::try_from(n).is_ok()) {
                        Some([heap, rare_value]) => {
                            (*heap, *rare_value) = (n as u32, value);
                            self.mode = Mode::Split {
                                split,
                                rare: rare + 1,
                            };
                            if rare + 1 > 2 * self.rare_at_plan + 64 {
                                self.replan_at = self.replan_at.min(n + 1);
                            }
                        }
                        _ => {
                            self.mode = Mode::Plain;
                            self.generation = self.generation.wrapping_add(1);
                        }
                    }
                }
                // A split that reads more than the plain mex is dropped until the plan
                // after next (when the table has doubled).
                if self.split_work > self.plain_work.saturating_add(1 << 16) {
                    self.mode = Mode::Plain;
                    self.generation = self.generation.wrapping_add(1);
                }
            }
            _ => {}
        }
    }

    /// Makes the sets `P(s)` for `valid ≤ s < upto` (every `s` whose pairs are known).
    fn extend_sets(&mut self, rules: &Rules, g: &[u16], upto: usize, scratch: &mut [u32]) {
        let Mode::Sets { words, valid } = self.mode else {
            return;
        };
        for s in valid..upto {
            let Some(set_s) = scratch.get_mut(words * (s + 1)..words * (s + 2)) else {
                self.mode = Mode::Plain;
                return;
            };
            set_s.fill(0);
            let h = rules.half(s);
            if let (Some(left), Some(right)) = (g.get(1..=h), g.get(s - h..s)) {
                for (&x, &y) in left.iter().zip(right.iter().rev()) {
                    set(set_s, usize::from(x ^ y));
                }
            }
        }
        self.mode = Mode::Sets {
            words,
            valid: valid.max(upto),
        };
    }

    /// The Grundy value of heap `g.len()`, given the values of the smaller heaps, and the
    /// options read.
    fn value(&mut self, rules: &Rules, g: &[u16], scratch: &mut [u32]) -> (u32, u64) {
        match self.mode {
            Mode::Tiny => tiny_mex(rules, g),
            Mode::Sets { .. } => self.sets_value(rules, g, scratch),
            Mode::Plain | Mode::Split { .. } => self.marks_value(rules, g, scratch),
        }
    }

    /// The value with the sets `P(s)`: every option value in a bitset.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a mex of u16 values, at most 65536"
    )]
    fn sets_value(&mut self, rules: &Rules, g: &[u16], scratch: &mut [u32]) -> (u32, u64) {
        let n = g.len();
        // P(n) is made from g(1..n), all known now.
        self.extend_sets(rules, g, n + 1, scratch);
        let Mode::Sets { words, .. } = self.mode else {
            return self.marks_value(rules, g, scratch);
        };
        let Some((options, sets)) = scratch.split_at_mut_checked(words) else {
            return tiny_mex(rules, g);
        };
        options.fill(0);
        let mut work = (rules.none.len() + rules.one.len()) as u64;
        for &k in &rules.none {
            if n == k {
                set(options, 0);
            }
        }
        for &k in &rules.one {
            if let Some(&v) = n.checked_sub(k).filter(|&r| r > 0).and_then(|r| g.get(r)) {
                set(options, usize::from(v));
            }
        }
        let set_of = |s: usize| sets.get(words * s..words * (s + 1)).unwrap_or(&[]);
        for m in rules.two.iter().filter_map(|&k| n.checked_sub(k)) {
            for (o, &w) in options.iter_mut().zip(set_of(m)) {
                *o |= w;
            }
            work = work.saturating_add(rules.half(m) as u64);
        }
        for m in rules.three.iter().filter_map(|&k| n.checked_sub(k)) {
            // Triples (a, b, c) with a ≤ m/3: g(a) ⊕ P(m − a).
            for a in 1..=m / 3 {
                if let Some(&x) = g.get(a) {
                    xor_translate_or(options, set_of(m - a), u32::from(x));
                }
            }
            // A word translated costs about two pairs read: counted so, for the budget.
            work = work.saturating_add((2 * (m / 3) * words) as u64);
        }
        let value = options
            .iter()
            .enumerate()
            .find(|&(_, &w)| w != u32::MAX)
            .map_or(words * 32, |(i, w)| i * 32 + w.trailing_ones() as usize);
        (value as u32, work.max(1))
    }

    /// A stamp not used in the marks yet (the first `size` words of `scratch`): the next
    /// one, or 1 with the marks cleared when the count wraps.
    fn next_stamp(&mut self, scratch: &mut [u32], size: usize) -> u32 {
        self.stamp = match self.stamp.checked_add(1) {
            Some(s) => s,
            None => {
                if let Some(marks) = scratch.get_mut(..size) {
                    marks.fill(0);
                }
                1
            }
        };
        self.stamp
    }

    /// The value with marks: the rare/common split, or every pair.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a mex of u16 values, at most 65536"
    )]
    fn marks_value(&mut self, rules: &Rules, g: &[u16], scratch: &mut [u32]) -> (u32, u64) {
        let n = g.len();
        let size = 1usize << self.value_bits;
        let stamp = self.next_stamp(scratch, size);
        let Some((marks, _, cross, rest)) = regions(scratch, size) else {
            return tiny_mex(rules, g);
        };
        let mut work = (rules.none.len() + rules.one.len()) as u64;
        mark_takes(rules, g, marks, stamp);
        // The breaks into two that apply: (m, half), m = n − k ≥ 2.
        let active = || rules.breaks_in_two(n);
        let pairs: usize = active().map(|(_, h)| h).sum();
        let first_free = |marks: &[u32], mut v: usize| {
            while marks.get(v) == Some(&stamp) {
                v += 1;
            }
            v
        };
        let triples = mark_triples(rules, g, marks, stamp);
        work = work.saturating_add(triples);
        if let Mode::Split { split, rare } = self.mode
            && rare.saturating_mul(active().count()) < pairs / 2
        {
            let list = rest.get(..2 * rare).unwrap_or(&[]).as_chunks::<2>().0;
            for (m, _) in active() {
                mark_rare(marks, g, list, m, rules.distinct, stamp);
            }
            work = work.saturating_add(rare.saturating_mul(active().count()) as u64);
            // Every option value a rare heap makes is marked. The least value not marked
            // is the mex once two common heaps cannot make it either: it is common, or it
            // is not the XOR of two values seen at common heaps. Until then the pairs are
            // read in chunks, each chunk marking all it makes.
            let done = |v: usize| v >= size || split.common(v as u32, n) || !has(cross, v);
            let (v, read, _) = scan_pairs(marks, g, active, |_| 0, 1, stamp, first_free, done);
            work = work.saturating_add(read);
            self.split_work = self.split_work.saturating_add(work);
            let plain = (rules.none.len() + rules.one.len()) as u64 + triples + pairs as u64;
            self.plain_work = self.plain_work.saturating_add(plain);
            return (v as u32, work.max(1));
        }
        for (m, h) in active() {
            if let (Some(left), Some(right)) = (g.get(1..=h), g.get(m - h..m)) {
                mark_pairs(marks, left, right, stamp);
            }
        }
        (
            first_free(marks, 0) as u32,
            work.saturating_add(pairs as u64).max(1),
        )
    }
}

/// A block of heaps prepared by several threads at once, then finished in order.
///
/// For a heap `n` of the block and a break of `m = n − k` into `(a, m − a)`, the pairs with
/// `m − a` below the block (`a > m − start`) read only values known before the block:
/// [`prepare`] reads them (every rare heap's pair of them, then the pairs in chunks from the
/// least such `a`, until the least value not marked needs no more) into a bitset, any
/// number of threads at once. The finish ([`fill_prepared`]) adds the few pairs with a part
/// in the block (`a ≤ m − start`, fewer than the block's length), and reads on from where
/// the prepared scan stopped only if the value is not settled yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Block {
    /// The heaps of the block; the values below `heaps.start` are known.
    pub(crate) heaps: core::ops::Range<usize>,
    /// Cells of a heap's share of the prepared data: a bitset of the values, then
    /// [`PREPARED_TAIL`] cells.
    pub(crate) words: usize,
    /// The plan it was made under.
    generation: u64,
}

/// Cells after a heap's bitset in its share of the prepared data: the smaller part from
/// which the prepared scan left the pairs unread (0: the heap was not prepared), and the
/// options it read.
const PREPARED_TAIL: usize = 2;

/// The most heaps of a block: the finish reads, for the heap `i` places into the block, the
/// `i` pairs with a part in the block, in order on one thread; a block of 256 keeps that
/// about 3 % of a heap's reads in Grundy's game (some 4400 options a heap to 2^22).
pub(crate) const MAX_BLOCK: usize = 256;

/// Marks on the stack of [`prepare`], one for each value: past this many values (tables of
/// Grundy's game and the octal games studied stay far below) the fill makes no blocks.
const LOCAL_MARKS: usize = 1 << 12;

impl Plan {
    /// The block of at most `len` heaps (a multiple of [`CHUNK`], at most [`MAX_BLOCK`])
    /// from `start` (every value below it known) when the fill is in its rare/common split
    /// and stays in it through the block, in a table of `cells` cells.
    pub(crate) fn block(
        &self,
        rules: &Rules,
        start: usize,
        len: usize,
        cells: usize,
    ) -> Option<Block> {
        let Mode::Split { .. } = self.mode else {
            return None;
        };
        let len = len.min(MAX_BLOCK) / CHUNK * CHUNK;
        let end = start.checked_add(len)?.min(cells);
        // Far enough into the table that the pairs with a part in the block are few.
        let fits = start >= 8 * MAX_BLOCK && end == start + len && len > 0;
        let marked = 1usize << self.value_bits <= LOCAL_MARKS;
        (fits && marked && self.replan_at >= end && self.period.is_none() && !rules.has_three())
            .then(|| Block {
                heaps: start..end,
                words: (1usize << self.value_bits) / 32 + PREPARED_TAIL,
                generation: self.generation,
            })
    }
}

/// Prepares the heaps `heaps` of `block` (in it): into `out`, `block.words` cells a heap,
/// the bitset of the option values of the pairs with both parts below `block.heaps.start`
/// that have a rare heap of the plan's list, and of the pairs of common heaps read in chunks
/// from the least smaller part whose partner is below the block, until the least value not
/// marked is settled as in [`Plan::marks_value`]; then where that scan stopped and the
/// options read. Reads only; any number of threads may prepare disjoint heaps at once.
/// Returns the options read.
#[expect(
    clippy::cast_possible_truncation,
    reason = "block stamps count the heaps of a block (below 2^32); a heap's reads and smaller parts fit u32 (heaps are below 2^32)"
)]
pub(crate) fn prepare(
    rules: &Rules,
    plan: &Plan,
    g: &[u16],
    scratch: &[u32],
    block: &Block,
    heaps: core::ops::Range<usize>,
    out: &mut [u32],
) -> u64 {
    // Until a heap's share is written, it reads as not prepared.
    for cells in out.chunks_exact_mut(block.words) {
        if let Some(to) = cells.get_mut(block.words - PREPARED_TAIL) {
            *to = 0;
        }
    }
    let (Mode::Split { split, rare }, true) = (plan.mode, plan.generation == block.generation)
    else {
        return 0;
    };
    let known = block.heaps.start;
    let size = 1usize << plan.value_bits;
    let words = size / 32;
    // The regions of the scratch (see `regions`): marks, seen, cross, then the list.
    let cross = scratch.get(size + words..size + 2 * words).unwrap_or(&[]);
    let start = size + 2 * words;
    let list = scratch
        .get(start..start + 2 * rare)
        .unwrap_or(&[])
        .as_chunks::<2>()
        .0;
    let Some(g) = g.get(..known) else {
        return 0;
    };
    let mut local = [0u32; LOCAL_MARKS];
    let mut total = 0u64;
    for (i, (n, cells)) in heaps.zip(out.chunks_exact_mut(block.words)).enumerate() {
        let Some((bits, tail)) = cells.split_at_mut_checked(words) else {
            break;
        };
        bits.fill(0);
        let stamp = i as u32 + 1;
        let active = || rules.breaks_in_two(n);
        // The rare heaps r with r and m − r below the block.
        let rare_of = |m: usize| {
            let low = list.partition_point(|&[r, _]| (r as usize) <= m.saturating_sub(known));
            let high = list.partition_point(|&[r, _]| (r as usize) < known.min(m));
            list.get(low..high).unwrap_or(&[])
        };
        // The least smaller part whose partner is below the block, over the takes.
        let first = active()
            .map(|(m, _)| m.saturating_sub(known) + 1)
            .min()
            .unwrap_or(1);
        let mut work = 0u64;
        let Some(marks) = local.get_mut(..size) else {
            break;
        };
        for (m, _) in active() {
            let part = rare_of(m);
            mark_rare(marks, g, part, m, rules.distinct, stamp);
            work = work.saturating_add(part.len() as u64);
        }
        let first_free = |marks: &[u32], mut v: usize| {
            while marks.get(v) == Some(&stamp) {
                v += 1;
            }
            v
        };
        let done = |v: usize| v >= size || split.common(v as u32, n) || !has(cross, v);
        let below = |m: usize| m.saturating_sub(known) + 1;
        let (_, read, from) = scan_pairs(marks, g, active, below, first, stamp, first_free, done);
        work = work.saturating_add(read);
        // Every pair with a smaller part below `from` and its partner below the block is
        // marked.
        for (word, marks) in bits.iter_mut().zip(marks.chunks_exact(32)) {
            *word = marks
                .iter()
                .enumerate()
                .fold(0u32, |w, (j, &s)| w | (u32::from(s == stamp) << j));
        }
        if let [to, read] = tail {
            // 1, read every pair again, if it does not fit (it always does: heaps are
            // below 2^32).
            *to = u32::try_from(from).unwrap_or(1);
            *read = u32::try_from(work).unwrap_or(u32::MAX);
        }
        total = total.saturating_add(work);
    }
    total
}

/// Fills the heaps of `block` with what [`prepare`] read for them in `prepared`; where the
/// plan has changed since (a new split, a value past the marks), the rest of the block is
/// filled without it. Exact either way.
#[allow(clippy::too_many_arguments)] // The state of a fill, as `fill_range` has it.
pub(crate) fn fill_prepared(
    rules: &Rules,
    plan: &mut Plan,
    table: &mut [u16],
    block: &Block,
    prepared: &[u32],
    scratch: &mut [u32],
    spent: &mut u64,
    budget: u64,
) -> Result<(), OctalError> {
    let cells = table.len();
    let mut shares = prepared.chunks_exact(block.words);
    for n in block.heaps.start..block.heaps.end.min(cells) {
        let (done, rest) = table.split_at_mut(n);
        if n >= plan.replan_at {
            plan.replan(rules, done, cells, scratch);
        }
        let share = shares.next();
        let (value, work) = match share {
            Some(share) if plan.generation == block.generation => {
                plan.prepared_value(rules, done, scratch, share, block.heaps.start)
            }
            _ => plan.value(rules, done, scratch),
        };
        *spent = spent.saturating_add(work);
        if *spent > budget {
            return Err(OctalError::WorkLimit {
                heap: n as u64,
                work: *spent,
                budget,
            });
        }
        let cell = u16::try_from(value).map_err(|_| OctalError::ValueTooLarge { heap: n })?;
        if let Some(slot) = rest.first_mut() {
            *slot = cell;
        }
        plan.record(n, value, scratch);
    }
    Ok(())
}

impl Plan {
    /// The value of heap `g.len()` of a block that starts at `known`, from its `share` of
    /// the prepared data (see [`Block`]): the takes and the pairs with a part in the block
    /// are marked, then the pairs are read on from where the prepared scan stopped until the
    /// least value neither prepared nor marked is settled.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a mex of u16 values, at most 65536"
    )]
    fn prepared_value(
        &mut self,
        rules: &Rules,
        g: &[u16],
        scratch: &mut [u32],
        share: &[u32],
        known: usize,
    ) -> (u32, u64) {
        let n = g.len();
        let size = 1usize << self.value_bits;
        let words = size / 32;
        let active = || rules.breaks_in_two(n);
        let pairs: usize = active().map(|(_, h)| h).sum();
        let (Mode::Split { split, rare }, Some(bits), Some(&[scan_to, read])) = (
            self.mode,
            share.get(..words),
            share.get(words..words + PREPARED_TAIL),
        ) else {
            return self.value(rules, g, scratch);
        };
        // Not prepared, or where marks_value would read every pair: as marks_value does.
        if scan_to == 0 || rare.saturating_mul(active().count()) >= pairs / 2 {
            return self.value(rules, g, scratch);
        }
        let stamp = self.next_stamp(scratch, size);
        let Some((marks, _, cross, _)) = regions(scratch, size) else {
            return tiny_mex(rules, g);
        };
        // A value is found when it is in the prepared bitset or marked here.
        let first_free = |marks: &[u32], mut v: usize| {
            while has(bits, v) || marks.get(v) == Some(&stamp) {
                v += 1;
            }
            v
        };
        let mut work = u64::from(read) + (rules.none.len() + rules.one.len()) as u64;
        mark_takes(rules, g, marks, stamp);
        // The pairs with a part in the block: every one, rare heaps or not.
        for (m, h) in active() {
            let to = h.min(m.saturating_sub(known));
            if let (Some(left), Some(right)) = (g.get(1..=to), g.get(m - to..m)) {
                mark_pairs(marks, left, right, stamp);
                work = work.saturating_add(to as u64);
            }
        }
        let done = |v: usize| v >= size || split.common(v as u32, n) || !has(cross, v);
        let (v, read, _) = scan_pairs(
            marks,
            g,
            active,
            |_| 0,
            scan_to as usize,
            stamp,
            first_free,
            done,
        );
        work = work.saturating_add(read);
        self.split_work = self.split_work.saturating_add(work);
        self.plain_work = self
            .plain_work
            .saturating_add((rules.none.len() + rules.one.len() + pairs) as u64);
        (v as u32, work.max(1))
    }
}

/// Marks the values of the moves of a heap of `g.len()` that leave no heap or one heap.
fn mark_takes(rules: &Rules, g: &[u16], marks: &mut [u32], stamp: u32) {
    let n = g.len();
    for &k in &rules.none {
        if let (true, Some(c)) = (n == k, marks.first_mut()) {
            *c = stamp;
        }
    }
    for &k in &rules.one {
        if let Some(&v) = n.checked_sub(k).filter(|&r| r > 0).and_then(|r| g.get(r))
            && let Some(c) = marks.get_mut(usize::from(v))
        {
            *c = stamp;
        }
    }
}

/// The common scan: reads the pairs `(a, m − a)` of every break `(m, half)` of `breaks`, `a`
/// from `from` on (and from `low(m)` at least), [`CHUNK`] pairs of each break in turn — so
/// that a value one take makes at once is not waited for behind every pair of another —
/// marking what they make, until `done` holds for `v`, the least value `first_free` finds,
/// or no pair is left. Returns `v`, the pairs read, and the `a` the next round would start
/// at (where the scan stopped).
#[expect(
    clippy::too_many_arguments,
    reason = "the scan's state, each used once"
)]
fn scan_pairs<I: Iterator<Item = (usize, usize)>>(
    marks: &mut [u32],
    g: &[u16],
    breaks: impl Fn() -> I,
    low: impl Fn(usize) -> usize,
    mut from: usize,
    stamp: u32,
    first_free: impl Fn(&[u32], usize) -> usize,
    done: impl Fn(usize) -> bool,
) -> (usize, u64, usize) {
    let mut v = first_free(marks, 0);
    let mut work = 0u64;
    if done(v) {
        return (v, work, from);
    }
    loop {
        let mut more = false;
        for (m, h) in breaks() {
            if from > h {
                continue;
            }
            more = true;
            let lo = from.max(low(m));
            let to = h.min(from + CHUNK - 1);
            let (Some(left), Some(right)) = (g.get(lo..=to), g.get(m - to..=m - lo)) else {
                continue;
            };
            mark_pairs(marks, left, right, stamp);
            work = work.saturating_add(left.len() as u64);
            v = first_free(marks, v);
            if done(v) {
                return (v, work, from);
            }
        }
        if !more {
            break;
        }
        from += CHUNK;
    }
    (v, work, from)
}

/// `cross` = every XOR of two values in `seen` (bitsets of the same length).
fn cross_of(seen: &[u32], cross: &mut [u32]) {
    cross.fill(0);
    let size = seen.len() * 32;
    for x in (0..size).filter(|&x| has(seen, x)) {
        for y in (x..size).filter(|&y| has(seen, y)) {
            set(cross, x ^ y);
        }
    }
}

/// Marks the value of every break into three of every take with bit 8, read one by one
/// (the marks modes, without room for the sets); returns the triples read.
fn mark_triples(rules: &Rules, g: &[u16], marks: &mut [u32], stamp: u32) -> u64 {
    let n = g.len();
    let mut work = 0u64;
    for m in rules.three.iter().filter_map(|&k| n.checked_sub(k)) {
        for a in 1..=m / 3 {
            let Some(&x) = g.get(a) else { continue };
            for b in a..=(m - a) / 2 {
                if let (Some(&y), Some(&z)) = (g.get(b), g.get(m - a - b))
                    && let Some(c) = marks.get_mut(usize::from(x ^ y ^ z))
                {
                    *c = stamp;
                }
                work += 1;
            }
        }
    }
    work
}

/// `out |= { v ⊕ x : v ∈ set }`, bitsets of 32-bit words of the same length (a power of
/// two), `x` below the bitsets' size: the words are permuted by the high bits of `x`, the
/// bits within each word by its low five (a swap of halves, quarters, … per bit).
fn xor_translate_or(out: &mut [u32], set: &[u32], x: u32) {
    const HALVES: [u32; 5] = [
        0x5555_5555,
        0x3333_3333,
        0x0f0f_0f0f,
        0x00ff_00ff,
        0x0000_ffff,
    ];
    let shift = (x / 32) as usize;
    let low = x % 32;
    for (i, &w) in set.iter().enumerate() {
        if w == 0 {
            continue;
        }
        let mut w = w;
        for (j, &m) in HALVES.iter().enumerate() {
            if low & (1 << j) != 0 {
                let s = 1 << j;
                w = ((w & m) << s) | ((w >> s) & m);
            }
        }
        if let Some(o) = out.get_mut(i ^ shift) {
            *o |= w;
        }
    }
}

/// Marks `left[i] ^ right[len − 1 − i]` for every `i`: the pairs `(a, m − a)`.
fn mark_pairs(marks: &mut [u32], left: &[u16], right: &[u16], stamp: u32) {
    // With the marks' length a power of two known at compile time, the index needs no
    // check (values are below the marks' size): the hot loop has no branch.
    macro_rules! fixed {
        ($($n:literal)*) => {
            match marks.len() {
                $($n => {
                    if let Ok(all) = <&mut [u32; $n]>::try_from(&mut *marks) {
                        return mark_pairs_in(all, left, right, stamp);
                    }
                })*
                _ => {}
            }
        };
    }
    fixed!(32 64 128 256 512 1024 2048 4096 8192 16384 32768 65536);
    for (&x, &y) in left.iter().zip(right.iter().rev()) {
        if let Some(c) = marks.get_mut(usize::from(x ^ y)) {
            *c = stamp;
        }
    }
}

/// [`mark_pairs`] with `N` marks, four pairs a turn.
fn mark_pairs_in<const N: usize>(marks: &mut [u32; N], left: &[u16], right: &[u16], stamp: u32) {
    let len = left.len().min(right.len());
    let (Some(left), Some(right)) = (left.get(..len), right.get(right.len() - len..)) else {
        return;
    };
    let mut mark = |x: u16, y: u16| {
        if let Some(c) = marks.get_mut(usize::from(x ^ y) & (N - 1)) {
            *c = stamp;
        }
    };
    let mut fours = left.chunks_exact(4);
    let mut back = right.rchunks_exact(4);
    for (a, b) in fours.by_ref().zip(back.by_ref()) {
        if let (Ok(&[a0, a1, a2, a3]), Ok(&[b0, b1, b2, b3])) =
            (<&[u16; 4]>::try_from(a), <&[u16; 4]>::try_from(b))
        {
            mark(a0, b3);
            mark(a1, b2);
            mark(a2, b1);
            mark(a3, b0);
        }
    }
    for (&x, &y) in fours.remainder().iter().zip(back.remainder().iter().rev()) {
        mark(x, y);
    }
}

/// Marks `g(r) ^ g(m − r)` for every rare heap `r < m` of `rare` (pairs `[r, g(r)]`,
/// ascending); with `distinct`, not the break into two equal heaps.
#[expect(
    clippy::cast_possible_truncation,
    reason = "rare values are table values, u16 kept in u32 words"
)]
fn mark_rare(
    marks: &mut [u32],
    g: &[u16],
    rare: &[[u32; 2]],
    m: usize,
    distinct: bool,
    stamp: u32,
) {
    let below = rare.partition_point(|&[r, _]| (r as usize) < m);
    let Some(rare) = rare.get(..below) else {
        return;
    };
    // With `distinct`, the rare heap m/2 (if any) is left out.
    let half = rare.partition_point(|&[r, _]| 2 * (r as usize) < m);
    let (head, mut tail) = rare.split_at(half);
    if distinct && tail.first().is_some_and(|&[r, _]| 2 * (r as usize) == m) {
        tail = tail.get(1..).unwrap_or(&[]);
    }
    macro_rules! fixed {
        ($($n:literal)*) => {
            match marks.len() {
                $($n => {
                    if let Ok(all) = <&mut [u32; $n]>::try_from(&mut *marks) {
                        mark_rare_in(all, g, head, m, stamp);
                        mark_rare_in(all, g, tail, m, stamp);
                        return;
                    }
                })*
                _ => {}
            }
        };
    }
    fixed!(32 64 128 256 512 1024 2048 4096 8192 16384 32768 65536);
    for &[r, v] in head.iter().chain(tail) {
        let other = g.get(m.wrapping_sub(r as usize)).copied().unwrap_or(0);
        if let Some(c) = marks.get_mut(usize::from(v as u16 ^ other)) {
            *c = stamp;
        }
    }
}

/// [`mark_rare`] with `N` marks: every rare heap is below `m`.
#[expect(
    clippy::cast_possible_truncation,
    reason = "rare values are table values, u16 kept in u32 words"
)]
fn mark_rare_in<const N: usize>(
    marks: &mut [u32; N],
    g: &[u16],
    rare: &[[u32; 2]],
    m: usize,
    stamp: u32,
) {
    for &[r, v] in rare {
        if let Some(&other) = g.get(m.wrapping_sub(r as usize))
            && let Some(c) = marks.get_mut(usize::from(v as u16 ^ other) & (N - 1))
        {
            *c = stamp;
        }
    }
}

/// The in-place Walsh–Hadamard transform of a power-of-two-long slice, modulo 2^32:
/// `x[m] ← Σ_v x[v] · (−1)^popcount(v & m)`. The counts transformed sum to less than 2^31,
/// so every result read as an `i32` is exact.
pub(crate) fn walsh_hadamard(x: &mut [u32]) {
    let mut h = 1;
    while h < x.len() {
        for block in x.chunks_mut(2 * h) {
            let (lo, hi) = block.split_at_mut(h);
            for (a, b) in lo.iter_mut().zip(hi.iter_mut()) {
                (*a, *b) = (a.wrapping_add(*b), a.wrapping_sub(*b));
            }
        }
        h *= 2;
    }
}

/// The mex with no scratch: every option value below 256 in a stack bitset, then larger
/// candidates one by one (slow, but only values past 255 pay for it); and the options read.
#[expect(
    clippy::cast_possible_truncation,
    reason = "a mex among TINY_BITS bits, far below u32::MAX"
)]
fn tiny_mex(rules: &Rules, g: &[u16]) -> (u32, u64) {
    let n = g.len();
    let mut reads = 0u64;
    let mut bits = [0u64; TINY_BITS / 64];
    let mut insert = |v: u16| {
        if let Some(w) = bits.get_mut(usize::from(v) / 64) {
            *w |= 1 << (v % 64);
        }
    };
    let each_option = |f: &mut dyn FnMut(u16)| {
        let mut reads = 0u64;
        for &k in &rules.none {
            reads += 1;
            if n == k {
                f(0);
            }
        }
        for &k in &rules.one {
            reads += 1;
            if let Some(&v) = n.checked_sub(k).filter(|&r| r > 0).and_then(|r| g.get(r)) {
                f(v);
            }
        }
        for m in rules.two.iter().filter_map(|&k| n.checked_sub(k)) {
            for a in 1..=rules.half(m) {
                reads += 1;
                if let (Some(&x), Some(&y)) = (g.get(a), g.get(m - a)) {
                    f(x ^ y);
                }
            }
        }
        for m in rules.three.iter().filter_map(|&k| n.checked_sub(k)) {
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    reads += 1;
                    if let (Some(&x), Some(&y), Some(&z)) = (g.get(a), g.get(b), g.get(m - a - b)) {
                        f(x ^ y ^ z);
                    }
                }
            }
        }
        reads
    };
    reads += each_option(&mut insert);
    if let Some((i, w)) = bits.iter().enumerate().find(|(_, w)| **w != u64::MAX) {
        return ((i * 64) as u32 + w.trailing_ones(), reads.max(1));
    }
    let mut candidate = TINY_BITS as u32;
    loop {
        let mut found = false;
        reads = reads.saturating_add(each_option(&mut |v| found |= u32::from(v) == candidate));
        if !found {
            return (candidate, reads);
        }
        candidate += 1;
    }
}

/// The least certified period of `g`, a table of a take-and-break game whose largest take
/// with a nonzero digit is `last_take` (`t`) and whose breaks leave at most `parts` heaps,
/// with its least preperiod.
///
/// The periodicity theorem (Guy and Smith, 1956), with `j = max(parts, 2)`: if
/// `g(n + p) = g(n)` for `e ≤ n < j·e + (j − 1)·p + t`, then for every `n ≥ e`. *Proof:*
/// induction on `n ≥ j·e + (j − 1)·p + t`. A taking move leaves `n − k` or `n + p − k`, both
/// at least `e`. A break of `n + p − k` into at most `j` heaps has a largest part
/// `c ≥ (n + p − k)/j ≥ e + p` (as `k ≤ t`), and lowering it by `p` gives a break of `n − k`
/// of the same value by induction; conversely a break of `n − k` has a largest part of at
/// least `e`, and raising it by `p` breaks `n + p − k`. Equal option values, equal mex.
///
/// So `p` is certified with preperiod `e` once the table holds `j·e + j·p + t` values and
/// `g(n + p) = g(n)` for every `n ≥ e` in it. The search tries `p = 1, 2, …` and, for each,
/// compares from the end of the table down to where the certificate needs it (a wrong `p`
/// usually fails at once), then walks down to the least `e`. The first `p` certified is the
/// least period: every period is a multiple of the least, whose preperiod is no larger.
pub(crate) fn certified_period(g: &[u16], last_take: usize, parts: usize) -> Option<Period> {
    let j = parts.max(2);
    let len = g.len();
    let mut p = 1usize;
    while let Some(room) = p
        .checked_mul(j)
        .and_then(|jp| jp.checked_add(last_take))
        .and_then(|need| len.checked_sub(need))
    {
        // j·e + j·p + t ≤ len: the largest preperiod the table can certify with p.
        let e_max = room / j;
        let top = len - p;
        if g.get(e_max..top) == g.get(e_max + p..len) {
            let mut e = e_max;
            while e > 0 && g.get(e - 1) == g.get(e - 1 + p) {
                e -= 1;
            }
            return Period::new(e, p);
        }
        p += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use std::vec;
    use std::vec::Vec;

    /// Grundy's game by the plain mex, every break read: the values of heaps `0..len`.
    fn plain_grundy(len: usize) -> Vec<u16> {
        let mut g = vec![0u16; len];
        let mut seen = vec![usize::MAX; 1 << 16];
        for n in 0..len {
            for a in 1..n.saturating_sub(1) / 2 + 1 {
                seen[usize::from(g[a] ^ g[n - a])] = n;
            }
            g[n] = (0..).find(|&v| seen[usize::from(v)] != n).unwrap_or(0);
        }
        g
    }

    /// What [`prepare`] writes for a heap, against the pairs read here: every value in the
    /// bitset is made by a pair below the block, and every pair `(a, n − a)` below the
    /// block with `a` before the scan's end is in it. Then the finish, given only the rare
    /// heaps' pairs (every other block), reads on from the first pair below the block and
    /// still gives the plain mex.
    #[test]
    fn prepared_shares_hold_their_pairs_and_the_finish_reads_on_from_them() {
        let len = 20_000;
        let want = plain_grundy(len);
        let rules = Rules::grundys_game();
        let mut scratch = vec![0u32; 1 << 18];
        let mut table = vec![0u16; len];
        let mut plan = Plan::new(0);
        let (mut filled, mut blocks, mut spent) = (0, 0, 0);
        while filled < len {
            let Some(block) = plan.block(&rules, filled, 192, len) else {
                let to = (filled + 64).min(len);
                fill_range(
                    &rules,
                    &mut plan,
                    &mut table,
                    filled..to,
                    &mut scratch,
                    &mut spent,
                    u64::MAX,
                )
                .unwrap();
                filled = to;
                continue;
            };
            let mut out = vec![0u32; block.words * block.heaps.len()];
            prepare(
                &rules,
                &plan,
                &table[..filled],
                &scratch,
                &block,
                block.heaps.clone(),
                &mut out,
            );
            let Mode::Split { rare, .. } = plan.mode else {
                panic!("a block outside the split");
            };
            let words = block.words - PREPARED_TAIL;
            let list = &scratch[32 * words + 2 * words..][..2 * rare];
            let s = block.heaps.start;
            for (n, share) in block.heaps.clone().zip(out.chunks_exact_mut(block.words)) {
                let (bits, tail) = share.split_at_mut(words);
                let scan_to = tail[0] as usize;
                let (below, half) = (n - s + 1, (n - 1) / 2);
                assert!(scan_to >= below, "{n}");
                let made: Vec<usize> = (below..=half)
                    .map(|a| usize::from(want[a] ^ want[n - a]))
                    .collect();
                for v in (0..32 * words).filter(|&v| has(bits, v)) {
                    assert!(
                        made.contains(&v),
                        "{n}: {v} is not an option below the block"
                    );
                }
                for a in below..scan_to.min(half + 1) {
                    assert!(
                        has(bits, usize::from(want[a] ^ want[n - a])),
                        "{n}: pair {a}"
                    );
                }
                if blocks % 2 == 1 {
                    bits.fill(0);
                    for pair in list.chunks_exact(2) {
                        let r = pair[0] as usize;
                        if r >= below && r < s && 2 * r != n {
                            set(
                                bits,
                                usize::from(u16::try_from(pair[1]).unwrap() ^ want[n - r]),
                            );
                        }
                    }
                    tail[0] = u32::try_from(below).unwrap();
                }
            }
            fill_prepared(
                &rules,
                &mut plan,
                &mut table,
                &block,
                &out,
                &mut scratch,
                &mut spent,
                u64::MAX,
            )
            .unwrap();
            filled = block.heaps.end;
            blocks += 1;
        }
        assert_eq!(table, want);
        assert!(blocks > 20, "{blocks} blocks");
    }

    /// The invariant the split rests on, exhaustively on small numbers: for every mask, both
    /// kinds of split and every set of breaking takes, two heaps common for themselves never
    /// break a heap into a value common for it.
    #[test]
    fn two_common_heaps_never_make_a_common_value() {
        let take_sets: [&[usize]; 6] = [&[0], &[1], &[2], &[1, 3], &[0, 2, 4], &[1, 2]];
        for takes in take_sets {
            for delta in [0, 1] {
                let Some(c0) = Split::c0(delta, takes) else {
                    assert_eq!((delta, takes), (1, &[1usize, 2][..]));
                    continue;
                };
                for mask in 0..16 {
                    let split = Split { mask, delta, c0 };
                    for &k in takes {
                        for (a, b) in (1..9).flat_map(|a| (1..9).map(move |b| (a, b))) {
                            let n = a + b + k;
                            for (x, y) in (0..16).flat_map(|x| (0..16).map(move |y| (x, y))) {
                                if split.common(x, a) && split.common(y, b) {
                                    assert!(!split.common(x ^ y, n), "{mask} {delta} {k}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The XOR translation of a bitset, against the definition, for every shift of a few
    /// random sets over 128 values.
    #[test]
    fn xor_translation_moves_every_value() {
        let mut rng = crate::rng::SplitMix64::new(3);
        for _ in 0..20 {
            let set: [u32; 4] =
                core::array::from_fn(|_| u32::try_from(rng.below(1 << 32)).unwrap_or(0));
            for x in 0..128u32 {
                let mut out = [0u32; 4];
                xor_translate_or(&mut out, &set, x);
                for v in 0..128usize {
                    assert_eq!(has(&out, v), has(&set, v ^ x as usize), "{x} {v}");
                }
            }
        }
    }
}

//! Grundy tables of octal games in caller storage, and their certified periods.
//!
//! A heap of `n` has the options of every digit `d_k`: no heap (bit 1, `n = k`), one heap
//! `n − k` (bit 2), and two heaps `a + b = n − k` with `a, b ≥ 1` (bit 4). The taking moves
//! are a handful of reads; the breaking moves are `(n − k)/2` pairs each, and they are what
//! a table costs. The plain mex reads them all: O(n²) for a table of `n`.
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
//! The mex is then at most the least common value not found; the rare values below it are
//! looked for among all pairs, stopping as soon as each is found — usually after a few
//! pairs. The mask is re-chosen as the table grows, by a Walsh–Hadamard transform of the
//! histogram of values (so the count of rare heaps is minimised over every mask at once).
//! Correctness never depends on the mask: a poor one only makes the search longer.
//!
//! **Certified periods** (Guy and Smith, "The G-values of various games", Proc. Cambridge
//! Philos. Soc. 52 (1956); Winning Ways, ch. 4): if `g(n + p) = g(n)` for every `n` with
//! `e ≤ n < 2e + p + t`, where `t` is the largest take with a nonzero digit, then it holds
//! for every `n ≥ e`. See [`certified_period`].

use crate::OctalCode;
use crate::octal::OctalError;
use crate::sg::Period;

/// Values the stack bitset of the scratch-free mex distinguishes directly; larger values
/// are looked for one by one.
const TINY_BITS: usize = 256;

/// A table's values are below `2^MAX_BITS` (the cell is a `u16`).
const MAX_BITS: u32 = 16;

/// The fewest bits the marks cover, so that small tables do not re-plan at every new value.
const MIN_BITS: u32 = 4;

/// Marks for every `u16`: with this many, the hot loops need no bounds check. Used when the
/// scratch holds them and room for the rest (three times as many cells).
const ALL_MARKS: usize = 1 << MAX_BITS;

/// Pairs looked at between two checks of the rare values still missing.
const CHUNK: usize = 64;

/// The moves of a code, sorted by kind: the takes `k` whose digit has bit 1 (leave no
/// heap), bit 2 (leave one heap) and bit 4 (leave two heaps).
#[derive(Clone, Debug)]
struct Takes {
    none: heapless::Vec<usize, { crate::MAX_OCTAL_DIGITS + 1 }>,
    one: heapless::Vec<usize, { crate::MAX_OCTAL_DIGITS + 1 }>,
    split: heapless::Vec<usize, { crate::MAX_OCTAL_DIGITS + 1 }>,
}

impl Takes {
    fn new(code: &OctalCode) -> Self {
        let mut takes = Self {
            none: heapless::Vec::new(),
            one: heapless::Vec::new(),
            split: heapless::Vec::new(),
        };
        for k in 0..=code.last_take() {
            let d = code.digit(k);
            // Each list holds at most MAX_OCTAL_DIGITS + 1 takes: the pushes cannot fail.
            if d & 1 != 0 {
                let _ = takes.none.push(k);
            }
            if d & 2 != 0 {
                let _ = takes.one.push(k);
            }
            if d & 4 != 0 {
                let _ = takes.split.push(k);
            }
        }
        takes
    }
}

/// The rare/common split in use: `mask`, and the common parity `c₀ ⊕ (delta ∧ n)` of heap `n`.
#[derive(Clone, Copy, Debug)]
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
    /// take `k` — which [`Filler::replan`] ensures.
    fn common(self, v: u32, n: usize) -> bool {
        ((v & self.mask).count_ones() ^ self.c0 ^ (self.delta & n as u32)) & 1 == 0
    }

    /// The `c₀` that makes two common heaps never break into a common value, for the
    /// breaking takes `takes`: 1 when `delta = 0`; `1 ⊕ (k mod 2)` when `delta = 1` and every
    /// `k` has the same parity; `None` (no such split) when they do not.
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
#[derive(Clone, Copy, Debug)]
enum Mode {
    /// No room for marks: a 256-value bitset on the stack, larger values one by one.
    Tiny,
    /// Marks in the scratch, every pair read.
    Plain,
    /// Marks in the scratch and the list of rare heaps after them.
    Split { split: Split, rare: usize },
}

/// The state of one table fill.
struct Filler<'s> {
    /// The options read for the value being computed.
    work: u64,
    takes: Takes,
    scratch: &'s mut [u32],
    /// Values below `2^bits` are marked in `scratch[..1 << bits]`.
    bits: u32,
    /// Every value so far is below `2^value_bits`: the width of the masks the split is
    /// chosen among (re-planned when a value reaches it).
    value_bits: u32,
    /// `marks[v] == stamp` when `v` is an option value of the heap being computed.
    stamp: u32,
    mode: Mode,
    /// The heap at which the split is chosen again.
    replan_at: usize,
    /// Rare heaps when the split was chosen (more than twice as many re-plans).
    rare_at_plan: usize,
}

/// Fills `table[start..]` given `table[..start]`; see [`OctalCode::fill_table_from`]. Each
/// value's work (the options read: one per take, one per pair of heaps a break leaves) is
/// added to `spent`; once it passes `budget` the fill stops with [`OctalError::WorkLimit`]
/// (at most one heap's work past it), the values before that heap kept.
pub(crate) fn fill_from(
    code: &OctalCode,
    table: &mut [u16],
    start: usize,
    scratch: &mut [u32],
    spent: &mut u64,
    budget: u64,
) -> Result<(), OctalError> {
    let mut filler = Filler {
        work: 0,
        takes: Takes::new(code),
        scratch,
        bits: 0,
        value_bits: 0,
        stamp: 0,
        mode: Mode::Tiny,
        replan_at: start,
        rare_at_plan: 0,
    };
    for n in start..table.len() {
        let (done, rest) = table.split_at_mut(n);
        if n >= filler.replan_at {
            filler.replan(done);
        }
        filler.work = 0;
        let value = filler.value(done)?;
        *spent = spent.saturating_add(filler.work);
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
        filler.record(n, value);
    }
    Ok(())
}

impl Filler<'_> {
    /// Chooses the marks' width and the rare/common split from the values so far.
    fn replan(&mut self, g: &[u16]) {
        let n = g.len();
        self.replan_at = n.saturating_mul(2).max(64);
        let max = g.iter().skip(1).copied().max().unwrap_or(0);
        // Values below 2^value_bits, so that every XOR of two is too; the marks cover them,
        // or every u16 when the scratch is large (then the hot loops need no check).
        let value_bits = (u32::BITS - u32::from(max).leading_zeros()).clamp(MIN_BITS, MAX_BITS);
        self.value_bits = value_bits;
        self.bits = if self.scratch.len() >= 3 * ALL_MARKS {
            MAX_BITS
        } else {
            value_bits
        };
        let size = 1usize << self.bits;
        let Some((marks, rest)) = self.scratch.split_at_mut_checked(size) else {
            self.mode = Mode::Tiny;
            return;
        };
        marks.fill(0);
        self.stamp = 0;
        self.mode = Mode::Plain;
        // Positions are stored as u32 and counted in i32 by the transform below.
        if self.takes.split.is_empty() || n > i32::MAX as usize {
            return;
        }
        // The mask covers the low `width` bits: as many as two histograms of 2^width fit.
        let mut width = value_bits;
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
        let delta_c0 = Split::c0(1, &self.takes.split);
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
        // The list of rare heaps, over the histograms.
        let mut rare = 0;
        for (a, &v) in g.iter().enumerate().skip(1) {
            if !split.common(u32::from(v), a) {
                let Some(slot) = rest.get_mut(rare) else {
                    // No room: every pair is read until the next plan.
                    return;
                };
                *slot = a as u32;
                rare += 1;
            }
        }
        self.rare_at_plan = rare;
        self.mode = Mode::Split { split, rare };
    }

    /// After `g(n) = value`: a rare heap joins the list, a value past the marks or a list
    /// grown past twice its planned length re-plans.
    fn record(&mut self, n: usize, value: u32) {
        if value >= 1 << self.bits || (value >= 1 << self.value_bits && n >= 64) {
            self.replan_at = n + 1;
        }
        // A heap of 0 is never part of a break: it is never a rare heap.
        if let Mode::Split { split, rare } = self.mode
            && n > 0
            && !split.common(value, n)
        {
            let slot = self
                .scratch
                .get_mut((1usize << self.bits) + rare)
                .filter(|_| u32::try_from(n).is_ok());
            match slot {
                Some(slot) => {
                    *slot = n as u32;
                    self.mode = Mode::Split {
                        split,
                        rare: rare + 1,
                    };
                    if rare + 1 > 2 * self.rare_at_plan + 64 {
                        self.replan_at = self.replan_at.min(n + 1);
                    }
                }
                None => {
                    self.mode = Mode::Plain;
                }
            }
        }
    }

    /// The Grundy value of heap `g.len()`, given the values of the smaller heaps.
    fn value(&mut self, g: &[u16]) -> Result<u32, OctalError> {
        let n = g.len();
        if let Mode::Tiny = self.mode {
            return Ok(tiny_mex(&self.takes, g, &mut self.work));
        }
        self.stamp = match self.stamp.checked_add(1) {
            Some(s) => s,
            None => {
                if let Some(marks) = self.scratch.get_mut(..1 << self.bits) {
                    marks.fill(0);
                }
                1
            }
        };
        let stamp = self.stamp;
        let size = 1usize << self.bits;
        let Some((marks, rest)) = self.scratch.split_at_mut_checked(size) else {
            return Ok(tiny_mex(&self.takes, g, &mut self.work));
        };
        self.work = (self.takes.none.len() + self.takes.one.len()) as u64;
        for &k in &self.takes.none {
            if let (true, Some(c)) = (n == k, marks.first_mut()) {
                *c = stamp;
            }
        }
        for &k in &self.takes.one {
            if let Some(&v) = n.checked_sub(k).filter(|&r| r > 0).and_then(|r| g.get(r))
                && let Some(c) = marks.get_mut(usize::from(v))
            {
                *c = stamp;
            }
        }
        // The breaking takes that apply: n − k ≥ 2.
        let active = || {
            self.takes
                .split
                .iter()
                .filter_map(move |&k| n.checked_sub(k).filter(|&m| m >= 2))
        };
        let pairs: usize = active().map(|m| m / 2).sum();
        let mut work = self.work;
        let first_free = |marks: &[u32], mut v: usize| {
            while marks.get(v) == Some(&stamp) {
                v += 1;
            }
            v
        };
        if let Mode::Split { split, rare } = self.mode
            && rare.saturating_mul(active().count()) < pairs / 2
        {
            let list = rest.get(..rare).unwrap_or(&[]);
            for m in active() {
                mark_rare(marks, g, list, m, stamp);
            }
            work = work.saturating_add(rare.saturating_mul(active().count()) as u64);
            // Every common option value is marked; rare ones are looked for until each
            // value below the least free common one is found.
            let mut v = first_free(marks, 0);
            let done = |v: usize| v >= size || split.common(v as u32, n);
            if !done(v) {
                'scan: for m in active() {
                    let h = m / 2;
                    let (Some(left), Some(right)) = (g.get(1..=h), g.get(m - h..m)) else {
                        continue;
                    };
                    for (l, r) in left.chunks(CHUNK).zip(right.rchunks(CHUNK)) {
                        mark_pairs(marks, l, r, stamp);
                        work = work.saturating_add(l.len() as u64);
                        v = first_free(marks, v);
                        if done(v) {
                            break 'scan;
                        }
                    }
                }
            }
            self.work = work;
            return Ok(v as u32);
        }
        self.work = work.saturating_add(pairs as u64);
        for m in active() {
            let h = m / 2;
            if let (Some(left), Some(right)) = (g.get(1..=h), g.get(m - h..m)) {
                mark_pairs(marks, left, right, stamp);
            }
        }
        Ok(first_free(marks, 0) as u32)
    }
}

/// Marks `left[i] ^ right[len − 1 − i]` for every `i`: the pairs `(a, m − a)`.
fn mark_pairs(marks: &mut [u32], left: &[u16], right: &[u16], stamp: u32) {
    // With a mark for every u16 the index needs no check: the hot loop has no branch.
    if let Ok(all) = <&mut [u32; ALL_MARKS]>::try_from(&mut *marks) {
        for (&x, &y) in left.iter().zip(right.iter().rev()) {
            if let Some(c) = all.get_mut(usize::from(x ^ y)) {
                *c = stamp;
            }
        }
        return;
    }
    for (&x, &y) in left.iter().zip(right.iter().rev()) {
        if let Some(c) = marks.get_mut(usize::from(x ^ y)) {
            *c = stamp;
        }
    }
}

/// Marks `g(r) ^ g(m − r)` for every rare heap `r < m` of `rare` (ascending).
fn mark_rare(marks: &mut [u32], g: &[u16], rare: &[u32], m: usize, stamp: u32) {
    let below = rare.partition_point(|&r| (r as usize) < m);
    let (Some(rare), Some(g)) = (rare.get(..below), g.get(..m)) else {
        return;
    };
    let pair = |r: u32| {
        let r = r as usize;
        Some(*g.get(r)? ^ *g.get(m - r)?)
    };
    if let Ok(all) = <&mut [u32; ALL_MARKS]>::try_from(&mut *marks) {
        for &r in rare {
            if let Some(c) = pair(r).and_then(|v| all.get_mut(usize::from(v))) {
                *c = stamp;
            }
        }
        return;
    }
    for &r in rare {
        if let Some(c) = pair(r).and_then(|v| marks.get_mut(usize::from(v))) {
            *c = stamp;
        }
    }
}

/// The in-place Walsh–Hadamard transform of a power-of-two-long slice, modulo 2^32:
/// `x[m] ← Σ_v x[v] · (−1)^popcount(v & m)`. The counts transformed sum to less than 2^31,
/// so every result read as an `i32` is exact.
fn walsh_hadamard(x: &mut [u32]) {
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
/// candidates one by one (slow, but only values past 255 pay for it).
fn tiny_mex(takes: &Takes, g: &[u16], work: &mut u64) -> u32 {
    let n = g.len();
    let pairs: usize = takes
        .split
        .iter()
        .filter_map(|&k| n.checked_sub(k))
        .map(|m| m / 2)
        .sum();
    let reads = (takes.none.len() + takes.one.len() + pairs) as u64;
    let mut bits = [0u64; TINY_BITS / 64];
    let mut insert = |v: u16| {
        if let Some(w) = bits.get_mut(usize::from(v) / 64) {
            *w |= 1 << (v % 64);
        }
    };
    let each_option = |f: &mut dyn FnMut(u16)| {
        for &k in &takes.none {
            if n == k {
                f(0);
            }
        }
        for &k in &takes.one {
            if let Some(&v) = n.checked_sub(k).filter(|&r| r > 0).and_then(|r| g.get(r)) {
                f(v);
            }
        }
        for &k in &takes.split {
            let Some(m) = n.checked_sub(k) else { continue };
            for a in 1..=m / 2 {
                if let (Some(&x), Some(&y)) = (g.get(a), g.get(m - a)) {
                    f(x ^ y);
                }
            }
        }
    };
    each_option(&mut insert);
    *work = reads;
    if let Some((i, w)) = bits.iter().enumerate().find(|(_, w)| **w != u64::MAX) {
        return (i * 64) as u32 + w.trailing_ones();
    }
    let mut candidate = TINY_BITS as u32;
    loop {
        let mut found = false;
        each_option(&mut |v| found |= u32::from(v) == candidate);
        *work = work.saturating_add(reads);
        if !found {
            return candidate;
        }
        candidate += 1;
    }
}

/// The least certified period of `g`, a table of an octal game whose largest take with a
/// nonzero digit is `last_take` (`t`), with its least preperiod.
///
/// The periodicity theorem (Guy and Smith, 1956): if `g(n + p) = g(n)` for
/// `e ≤ n < 2e + p + t`, then for every `n ≥ e`. *Proof:* induction on `n ≥ 2e + p + t`.
/// A taking move leaves `n − k` or `n + p − k`, both at least `e`. A breaking move leaves
/// `a + b = n + p − k` with `a ≤ b`, so `b ≥ e + p` (as `k ≤ t`), and `(a, b − p)` is a
/// break of `n − k` of the same value by induction; conversely a break `(a, b)` of `n − k`
/// has `b ≥ e` and `(a, b + p)` breaks `n + p − k`. Equal option values, equal mex.
///
/// So `p` is certified with preperiod `e` once the table holds `2e + 2p + t` values and
/// `g(n + p) = g(n)` for every `n ≥ e` in it. The search tries `p = 1, 2, …` and, for each,
/// compares from the end of the table down to where the certificate needs it (a wrong `p`
/// usually fails at once), then walks down to the least `e`. The first `p` certified is the
/// least period: every period is a multiple of the least, whose preperiod is no larger.
pub(crate) fn certified_period(g: &[u16], last_take: usize) -> Option<Period> {
    let len = g.len();
    let mut p = 1usize;
    while let Some(room) = p
        .checked_mul(2)
        .and_then(|two_p| two_p.checked_add(last_take))
        .and_then(|need| len.checked_sub(need))
    {
        // 2e + 2p + t ≤ len: the largest preperiod the table can certify with p.
        let e_max = room / 2;
        let top = len - p;
        if g.get(e_max..top) == g.get(e_max + p..len) {
            let mut e = e_max;
            while e > 0 && g.get(e - 1) == g.get(e - 1 + p) {
                e -= 1;
            }
            return Some(Period {
                preperiod: e,
                period: p,
            });
        }
        p += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

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
}

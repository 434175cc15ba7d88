//! The P-positions of a two-pile game, listed by the difference of the piles, and the
//! Beatty pair they follow when they do: `(a_n, b_n) = (⌊nα⌋, ⌊nβ⌋)` with
//! `1/α + 1/β = 1` (Beatty's theorem: the two sequences then split the positive integers),
//! as Wythoff's game does with `α = φ` (Wythoff, 1907). Every comparison is of integers.
//!
//! ```
//! use grundy_host::pattern::pairs::pairs;
//!
//! // Wythoff's P-positions up to 20.
//! let p = [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20)];
//! let found = pairs(p, 20);
//! let beatty = found.beatty().ok_or("a Beatty pair")?;
//! assert_eq!(beatty.terms(), 8);
//! assert_eq!(beatty.named().map(|a| a.to_string()), Some("(1 + √5)/2".to_owned()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::cmp::Ordering;
use core::fmt;
use std::collections::BTreeMap;

/// A positive fraction `num / den`, compared exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ratio {
    num: u128,
    den: u128,
}

impl Ratio {
    fn new(num: u128, den: u128) -> Self {
        Self { num, den }
    }

    /// The numerator.
    pub fn num(self) -> u128 {
        self.num
    }

    /// The denominator, at least 1.
    pub fn den(self) -> u128 {
        self.den
    }

    /// `x / (x − 1)`, for `x > 1`.
    fn complement(self) -> Option<Self> {
        (self.num > self.den).then(|| Self::new(self.num, self.num - self.den))
    }

    fn cmp(self, other: Self) -> Ordering {
        // In 256 bits: a numerator may be 2^64 and a denominator nearly as large.
        wide(self.num, other.den).cmp(&wide(other.num, self.den))
    }

    /// The value to `places` decimals, cut (not rounded): `1.618033`.
    pub fn decimal(self, places: u32) -> String {
        let whole = self.num / self.den;
        let scale = 10u128.pow(places);
        let frac = (self.num % self.den) * scale / self.den;
        format!("{whole}.{frac:0width$}", width = places as usize)
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// One end of an interval: the value and whether it belongs to the interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    /// The value.
    pub at: Ratio,
    /// Whether the interval holds it.
    pub closed: bool,
}

/// `(c + √d) / 2` with `d` not a square: the candidates for `α` that [`Beatty::named`] tries,
/// Fraenkel's `a`-Wythoff ratios `α = (2 − a + √(a² + 4)) / 2` (`a = 1`: the golden ratio;
/// `a = 2`: √2), whose P-positions are `(⌊nα⌋, ⌊nα⌋ + an)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quadratic {
    c: i64,
    d: u64,
}

impl Quadratic {
    /// Fraenkel's ratio for `a ≥ 1`.
    fn fraenkel(a: i64) -> Self {
        Self {
            c: 2 - a,
            d: (a * a + 4).unsigned_abs(),
        }
    }

    /// Whether it is above `x` (never equal: it is irrational).
    fn above(self, x: Ratio) -> bool {
        // (c + √d)/2 > p/q  ⟺  q√d > 2p − qc  ⟺  t < 0 or q²d > t², with t = 2p − qc;
        // p and q are below 2^66 and |c|, d small, so t fits an i128 and the squares are
        // compared in 256 bits.
        let (p, q) = (x.num as i128, x.den as i128);
        let t = 2 * p - q * i128::from(self.c);
        if t < 0 {
            return true;
        }
        let (q, t) = (q.unsigned_abs(), t.unsigned_abs());
        wide(q, q * u128::from(self.d)) > wide(t, t)
    }

    /// Whether it lies in the interval `[lo, hi]` of those ends.
    fn within(self, lo: End, hi: End) -> bool {
        self.above(lo.at) && !self.above(hi.at)
    }

    /// The value to six decimals, cut: `1.618033`.
    pub fn decimal(self) -> String {
        // ⌊10^6 (c + √d) / 2⌋ = ⌊(10^6 c + ⌊√(10^12 d)⌋) / 2⌋.
        let root = isqrt(u128::from(self.d) * 1_000_000_000_000);
        let scaled = i128::from(self.c) * 1_000_000 + root as i128;
        format!("{}.{:06}", scaled / 2_000_000, (scaled % 2_000_000) / 2)
    }
}

/// `a · b` as (high, low) 128-bit halves, by 64-bit limbs.
fn wide(a: u128, b: u128) -> (u128, u128) {
    let mask = u128::from(u64::MAX);
    let (ah, al, bh, bl) = (a >> 64, a & mask, b >> 64, b & mask);
    let (hh, hl, lh, ll) = (ah * bh, ah * bl, al * bh, al * bl);
    // a·b = hh·2^128 + (hl + lh)·2^64 + ll, carried by hand.
    let (mid, carry_mid) = hl.overflowing_add(lh);
    let (low, carry_low) = ll.overflowing_add(mid << 64);
    let high = hh + (mid >> 64) + (u128::from(carry_mid) << 64) + u128::from(carry_low);
    (high, low)
}

/// ⌊√n⌋, by Newton's method from above in integers.
fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = n;
    let mut y = x / 2 + 1;
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

impl fmt::Display for Quadratic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.c, self.d) {
            (0, d) if d % 4 == 0 => write!(f, "√{}", d / 4),
            (0, d) => write!(f, "√{d}/2"),
            (c, d) if c > 0 => write!(f, "({c} + √{d})/2"),
            (c, d) => write!(f, "(√{d} - {})/2", -c),
        }
    }
}

/// The Beatty pair the P-positions follow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Beatty {
    lo: End,
    hi: End,
    terms: u64,
    named: Option<Quadratic>,
}

impl Beatty {
    /// The least `α` that fits, and whether it does itself.
    pub fn lo(&self) -> End {
        self.lo
    }

    /// The greatest `α` that fits, and whether it does itself.
    pub fn hi(&self) -> End {
        self.hi
    }

    /// The P-positions `n = 1..=terms` it was checked on.
    pub fn terms(&self) -> u64 {
        self.terms
    }

    /// The first of Fraenkel's ratios that fits, if one does.
    pub fn named(&self) -> Option<Quadratic> {
        self.named
    }
}

/// The P-positions `a ≤ b ≤ upto` of a two-pile game, by difference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairs {
    upto: u64,
    by_difference: BTreeMap<u64, Vec<u64>>,
    smaller: Vec<u64>,
    beatty: Option<Beatty>,
}

impl Pairs {
    /// The largest pile looked at.
    pub fn upto(&self) -> u64 {
        self.upto
    }

    /// Each difference `b − a` of a P-position and the smaller piles `a` of those with it.
    pub fn by_difference(&self) -> impl Iterator<Item = (u64, &[u64])> + '_ {
        self.by_difference.iter().map(|(&d, a)| (d, a.as_slice()))
    }

    /// The smaller piles of the P-positions other than `(0, 0)`, increasing.
    pub fn smaller(&self) -> &[u64] {
        &self.smaller
    }

    /// The Beatty pair of the P-positions, when they follow one.
    pub fn beatty(&self) -> Option<&Beatty> {
        self.beatty.as_ref()
    }
}

/// The P-positions of a two-pile game among `a, b ≤ upto`, each given once or both ways
/// round: listed by difference, and tested for a Beatty pair. The pair is tested on the
/// P-positions other than `(0, 0)` in increasing order of their smaller pile, the `n`-th
/// being `(⌊nα⌋, ⌊nβ⌋)`; `None` when some difference or smaller pile has two, or no `α`
/// fits.
pub fn pairs(p_positions: impl IntoIterator<Item = (u64, u64)>, upto: u64) -> Pairs {
    let mut by_difference: BTreeMap<u64, Vec<u64>> = BTreeMap::new();
    let mut list: Vec<(u64, u64)> = p_positions
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    list.sort_unstable();
    list.dedup();
    for &(a, b) in &list {
        by_difference.entry(b - a).or_default().push(a);
    }
    list.retain(|&p| p != (0, 0));
    let smaller: Vec<u64> = list.iter().map(|&(a, _)| a).collect();
    let once = by_difference.values().all(|a| a.len() == 1)
        && smaller.windows(2).all(|w| w.first() < w.get(1));
    let beatty = if once { beatty(&list) } else { None };
    Pairs {
        upto,
        by_difference,
        smaller,
        beatty,
    }
}

/// The interval of `α` with `a_n = ⌊nα⌋`, `b_n = ⌊nβ⌋`, `1/α + 1/β = 1` for every
/// `(a_n, b_n)` of `list` (`n` from 1).
fn beatty(list: &[(u64, u64)]) -> Option<Beatty> {
    if list.is_empty() {
        return None;
    }
    // ⌊nx⌋ = v for every n ⟺ x ∈ [max v/n, min (v + 1)/n).
    let interval = |pick: fn(&(u64, u64)) -> u64| {
        // From the first term's interval (n = 1); every bound then has a numerator at most
        // 2^64 and a denominator at most the number of terms, so products fit.
        let first = list.first().map_or(0, |p| u128::from(pick(p)));
        let (mut lo, mut hi) = (Ratio::new(first, 1), Ratio::new(first + 1, 1));
        for (i, p) in list.iter().enumerate().skip(1) {
            let n = i as u128 + 1;
            let v = u128::from(pick(p));
            let (l, h) = (Ratio::new(v, n), Ratio::new(v + 1, n));
            if l.cmp(lo) == Ordering::Greater {
                lo = l;
            }
            if h.cmp(hi) == Ordering::Less {
                hi = h;
            }
        }
        (lo, hi)
    };
    let (a_lo, a_hi) = interval(|p| p.0);
    let (b_lo, b_hi) = interval(|p| p.1);
    // β = α/(α − 1) ∈ [b_lo, b_hi) ⟺ α ∈ (b_hi/(b_hi − 1), b_lo/(b_lo − 1)] (decreasing).
    let from_b_lo = End {
        at: b_hi.complement()?,
        closed: false,
    };
    let from_b_hi = End {
        at: b_lo.complement()?,
        closed: true,
    };
    let lo = match a_lo.cmp(from_b_lo.at) {
        Ordering::Greater => End {
            at: a_lo,
            closed: true,
        },
        Ordering::Equal => End {
            at: a_lo,
            closed: false,
        },
        Ordering::Less => from_b_lo,
    };
    let hi = match a_hi.cmp(from_b_hi.at) {
        Ordering::Less | Ordering::Equal => End {
            at: a_hi,
            closed: false,
        },
        Ordering::Greater => from_b_hi,
    };
    let fits = match lo.at.cmp(hi.at) {
        Ordering::Less => true,
        Ordering::Equal => lo.closed && hi.closed,
        Ordering::Greater => false,
    };
    if !fits || lo.at.cmp(Ratio::new(1, 1)) != Ordering::Greater {
        return None;
    }
    let named = (1..=20).map(Quadratic::fraenkel).find(|q| q.within(lo, hi));
    Some(Beatty {
        lo,
        hi,
        terms: list.len() as u64,
        named,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_products_are_exact() {
        assert_eq!(wide(1 << 64, 1 << 64), (1, 0));
        assert_eq!(wide(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
        assert_eq!(wide(u128::MAX, 2), (1, u128::MAX - 1));
        // Against u128 where it fits.
        for (a, b) in [
            (3u128, 5u128),
            (u64::MAX as u128, u64::MAX as u128),
            (1 << 100, 7),
        ] {
            assert_eq!(wide(a, b), (0, a * b));
        }
        assert_eq!(isqrt(99), 9);
        assert_eq!(
            isqrt(u128::from(u64::MAX) * u128::from(u64::MAX)),
            u128::from(u64::MAX)
        );
    }
}

//! Wythoff's P-positions in closed form, exact for every `u64`: ⌊kφ⌋ and its partner by
//! an integer square root of 5k² on 64-bit machines, by Zeckendorf representations (additions
//! only) on small ones.

/// The 256-bit product of two `u128`, as (high, low).
#[cfg(any(test, target_pointer_width = "64"))]
pub(super) const fn mul_wide(a: u128, b: u128) -> (u128, u128) {
    const LOW: u128 = u64::MAX as u128;
    let (a1, a0) = (a >> 64, a & LOW);
    let (b1, b0) = (b >> 64, b & LOW);
    let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
    let mid = (p00 >> 64) + (p01 & LOW) + (p10 & LOW);
    let low = (p00 & LOW) | (mid << 64);
    let high = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (high, low)
}

#[cfg(test)]
/// ⌊√n⌋ for n = `hi`·2^128 + `lo`, digit by digit (two bits of n a step), for
/// `hi` < 2^64.
///
/// The root stays below 2^96 and the remainder n − r² at most 2r, so both fit `u128`, and
/// so does the remainder shifted by one more digit. (Not `u128::isqrt`: it costs a small
/// chip 2.5 KiB of flash, and this also covers the products past `u128`.)
pub(super) const fn isqrt_wide(mut hi: u128, mut lo: u128) -> u128 {
    // Two bits at a time from the top, shifted out by constant amounts: variable-width
    // shifts of a 256-bit value cost a Cortex-M0 far more code than 128 constant ones.
    let (mut root, mut rem) = (0u128, 0u128);
    let mut pairs = 128;
    while pairs > 0 {
        pairs -= 1;
        rem = (rem << 2) | (hi >> 126);
        hi = (hi << 2) | (lo >> 126);
        lo <<= 2;
        // (2r + 1)² − (2r)² = 4r + 1: the next bit of the root is 1 if that much is left.
        let trial = (root << 2) | 1;
        root <<= 1;
        if rem >= trial {
            rem -= trial;
            root |= 1;
        }
    }
    root
}

/// ⌊y·√5⌋ exactly, for y < 2^66: `u128::isqrt` where 5y² fits, else an exact search next to
/// the root of ⌊y/16⌋. Fast on a 64-bit machine (tens of nanoseconds); a Cortex-M0 uses
/// [`zeckendorf`] instead, which needs no wide multiply.
#[cfg(any(test, target_pointer_width = "64"))]
pub(super) const fn floor_sqrt5_times(y: u128) -> u128 {
    if y < 1 << 62 {
        // 5y² < 2^127.
        return (5 * y * y).isqrt();
    }
    // m = ⌊√(5y²)⌋ lies in [16·m1, 16·m1 + 52] where m1 = ⌊√5·⌊y/16⌋⌋; search it exactly.
    let m1 = floor_sqrt5_times(y >> 4);
    let five_y2 = mul_wide(5 * y, y);
    let (mut lo, mut hi) = (16 * m1, 16 * m1 + 53); // m² ≤ 5y² at lo, > 5y² at hi
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        let sq = mul_wide(mid, mid);
        if sq.0 < five_y2.0 || (sq.0 == five_y2.0 && sq.1 <= five_y2.1) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2, as √(5k²) is irrational for k > 0.
#[cfg(any(test, target_pointer_width = "64"))]
pub(super) const fn lower_by_root(k: u64) -> u128 {
    (k as u128 + floor_sqrt5_times(k as u128)) / 2
}

/// The Wythoff partner of x ≥ 1 by square roots: x = ⌊jφ²⌋ for j = ⌊(x + 1)/φ²⌋, or else
/// x = ⌊kφ⌋ for k = ⌊(x + 1)/φ⌋.
#[cfg(any(test, target_pointer_width = "64"))]
#[expect(clippy::cast_possible_truncation, reason = "j is below x, a u64")]
pub(super) const fn partner_by_root(x: u64) -> u128 {
    let y = x as u128 + 1;
    let s = floor_sqrt5_times(y);
    // j = ⌊(3y − √5·y)/2⌋ = (3y − s − 1)/2 and k = ⌊(√5·y − y)/2⌋ = (s − y)/2.
    let j = ((3 * y - s - 1) / 2) as u64;
    let lower_j = lower_by_root(j);
    if lower_j + j as u128 == x as u128 {
        lower_j
    } else {
        x as u128 + (s - y) / 2
    }
}

/// ⌊kφ⌋ from k's Zeckendorf representation: kφ = Σ F(i+1) − Σ ψ^i over its terms F(i)
/// (ψ = −1/φ), and the ψ sum has the sign of its lowest term: in (0, 1) when the lowest
/// index is even, in (−1, 0) when it is odd.
#[cfg(any(test, not(target_pointer_width = "64")))]
pub(super) const fn lower_by_zeckendorf(k: u64) -> u128 {
    let z = zeckendorf(k);
    z.up - z.lowest_even as u128
}

/// The Wythoff partner of x ≥ 1: the lower piles ⌊kφ⌋ are the numbers whose Zeckendorf
/// representation's lowest index is even; shifting the indices up gives ⌊kφ²⌋, down gives
/// ⌊kφ⌋ back.
#[cfg(any(test, not(target_pointer_width = "64")))]
pub(super) const fn partner_by_zeckendorf(x: u64) -> u128 {
    let z = zeckendorf(x);
    if z.lowest_even { z.up } else { z.down }
}

/// A number written as a sum of non-consecutive Fibonacci numbers F(i), i ≥ 2 (F(2) = 1,
/// F(3) = 2), with every index shifted: [`zeckendorf`].
#[cfg(any(test, not(target_pointer_width = "64")))]
pub(super) struct Zeckendorf {
    /// Σ F(i + 1).
    up: u128,
    /// Σ F(i − 1).
    down: u128,
    /// Whether the lowest index is even (false for 0, which has no term).
    lowest_even: bool,
}

/// `x`'s Zeckendorf representation, greedily from the largest F(i) ≤ `x`, shifted up and
/// down. Only additions and subtractions: a Cortex-M0 has no cheap wide multiply, and this
/// replaces a 256-bit square root (0.9 KiB of its flash) for ⌊kφ⌋ and the Wythoff partner.
#[cfg(any(test, not(target_pointer_width = "64")))]
pub(super) const fn zeckendorf(x: u64) -> Zeckendorf {
    // (F(i − 1), F(i)) from i = 2 up to the largest F(i) ≤ x, so both fit `u64`; only the
    // sum of the F(i + 1) = F(i − 1) + F(i) may pass it.
    let (mut e, mut f) = (1u64, 1u64);
    let mut even = true;
    while (e as u128 + f as u128) <= x as u128 {
        (e, f) = (f, e + f);
        even = !even;
    }
    let mut z = Zeckendorf {
        up: 0,
        down: 0,
        lowest_even: false,
    };
    let mut rest = x;
    loop {
        if f <= rest {
            rest -= f;
            z.up += e as u128 + f as u128;
            z.down += e as u128;
            z.lowest_even = even;
        }
        // i = 2 is the only index with F(i − 1) = F(i).
        if e == f {
            return z;
        }
        (e, f) = (f - e, e);
        even = !even;
    }
}

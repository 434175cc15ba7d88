//! The unit tests of Wythoff's game: the closed form against a plain table of mex values.

use super::*;

#[test]
fn wide_square_root_matches_u128_where_both_work() {
    for y in (0..5000).chain([(1u128 << 62) - 1, 1 << 62, (1 << 62) + 12345]) {
        assert_eq!(floor_sqrt5_times(y), (5 * y * y).isqrt(), "y = {y}");
    }
    for y in [1 << 63, u64::MAX as u128, 1 << 64, (1 << 66) - 1] {
        let m = floor_sqrt5_times(y);
        let sq = mul_wide(m, m);
        let next = mul_wide(m + 1, m + 1);
        let five = mul_wide(5 * y, y);
        assert!(sq <= five && next > five, "y = {y}");
    }
}

#[test]
fn the_wide_square_root_is_u128_isqrt_below_2_128() {
    for n in sample_values() {
        assert_eq!(isqrt_wide(0, n), n.isqrt(), "n = {n}");
    }
}

#[test]
fn the_wide_square_root_is_exact_past_u128() {
    let mut x = 0x9E37_79B9_7F4A_7C15_u128;
    for hi in [1u128, 2, 3, 127, 1 << 20, (1 << 63) - 1, u64::MAX as u128] {
        for lo in [0, 1, u128::MAX, x, x << 64] {
            x = x.wrapping_mul(0x2545_F491_4F6C_DD1D).wrapping_add(1);
            let r = isqrt_wide(hi, lo);
            let (next_hi, next_lo) = mul_wide(r + 1, r + 1);
            assert!(mul_wide(r, r) <= (hi, lo), "({hi}, {lo})");
            assert!((next_hi, next_lo) > (hi, lo), "({hi}, {lo})");
        }
    }
}

/// Edges (0, 1, squares and their neighbours, powers of two, u128::MAX) and a
/// pseudo-random spread over every magnitude.
fn sample_values() -> impl Iterator<Item = u128> {
    let edges = (0..128u32).flat_map(|k| {
        let p = 1u128 << k;
        [p - 1, p, p + 1]
    });
    let squares = (0..64u32).flat_map(|k| {
        let r = (1u128 << k) + 3;
        let sq = r * r;
        [sq - 1, sq, sq + 1]
    });
    let mut state = 0x853C_49E6_748F_EA9B_u128;
    let spread = (0..20_000u32).map(move |i| {
        state = state
            .wrapping_mul(0x2360_ED05_1FC6_5DA4_4385_DF64_9FCC_F645)
            .wrapping_add(0x5851_F42D_4C95_7F2D_1405_7B7E_F767_814F);
        state >> (i % 128)
    });
    [0, 1, 2, 3, 4, u128::MAX, u128::MAX - 1, u64::MAX as u128]
        .into_iter()
        .chain(edges)
        .chain(squares)
        .chain(spread)
}

/// The two exact methods against each other: square roots (the 64-bit path) and
/// Zeckendorf shifts (the 32-bit path) share no arithmetic, so each checks the other;
/// and whichever path this machine's `lower`/`partner` take is checked against the path
/// it does not take.
#[test]
fn zeckendorf_lower_and_partner_match_the_square_root() {
    let edges = [
        u64::MAX,
        u64::MAX - 1,
        1 << 63,
        (1 << 63) - 1,
        12_200_160_415_121_876_738,
    ];
    let mut state = 0x9E37_79B9_7F4A_7C15_u64;
    let spread = (0..20_000u32).map(move |i| {
        state = state.wrapping_mul(0x2545_F491_4F6C_DD1D).wrapping_add(1);
        state >> (i % 64)
    });
    for k in (0..20_000).chain(edges).chain(spread) {
        assert_eq!(lower_by_zeckendorf(k), lower_by_root(k), "k = {k}");
        #[cfg(target_pointer_width = "64")]
        assert_eq!(Wythoff::lower(k), lower_by_zeckendorf(k), "k = {k}");
        #[cfg(not(target_pointer_width = "64"))]
        assert_eq!(Wythoff::lower(k), lower_by_root(k), "k = {k}");
        if k > 0 {
            assert_eq!(partner_by_zeckendorf(k), partner_by_root(k), "x = {k}");
            #[cfg(target_pointer_width = "64")]
            let other = partner_by_zeckendorf(k);
            #[cfg(not(target_pointer_width = "64"))]
            let other = partner_by_root(k);
            assert_eq!(Wythoff::partner(k), u64::try_from(other).ok(), "x = {k}");
        }
    }
}

#[test]
fn the_fast_square_root_is_the_digit_by_digit_one() {
    let mut y = 1u128;
    for i in 0..20_000u32 {
        y = y
            .wrapping_mul(0x2545_F491_4F6C_DD1D_9E37_79B9)
            .wrapping_add(u128::from(i));
        let y = y >> (62 + i % 5); // below 2^66, mostly above 2^62
        let (hi, lo) = mul_wide(5 * y, y);
        assert_eq!(floor_sqrt5_times(y), isqrt_wide(hi, lo), "y = {y}");
    }
}

#[test]
fn mul_wide_is_exact() {
    assert_eq!(mul_wide(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
    assert_eq!(mul_wide(1 << 64, 1 << 64), (1, 0));
}

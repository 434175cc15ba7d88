//! Bytes scanned many at a time: whitespace, the digits at the start of a word (SWAR), the
//! line feeds in a piece of input, and the common line of two short numbers.

/// Whitespace between tokens: space, tab, line feed, form feed, carriage return, and
/// vertical tab (which `u8::is_ascii_whitespace` leaves out but C's `isspace` accepts).
#[inline]
pub(crate) const fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// The number of ASCII digits `word` starts with (its bytes in memory order, little-endian)
/// and, when there are fewer than 8, their value.
///
/// A byte `b` is a digit exactly when its high nibble is 3 and so is that of `b + 6`. Adding
/// 6 to every byte at once may carry out of a byte of 0xfa or more into the next one — but
/// such a byte is no digit, and the count stops there, so the carry only touches bytes past
/// the count. Subtracting `'0'` borrows nothing within the digits. The value is then the
/// usual SWAR conversion of the digits shifted to the top of the word (zero bytes before
/// them are leading zeros): pairs, then fours, then all eight.
#[inline(always)]
pub(super) fn leading_digits(word: u64) -> (usize, u64) {
    const HIGH: u64 = 0xf0f0_f0f0_f0f0_f0f0;
    const THREES: u64 = 0x3030_3030_3030_3030;
    const SIXES: u64 = 0x0606_0606_0606_0606;
    let not_digit = ((word & HIGH) ^ THREES) | ((word.wrapping_add(SIXES) & HIGH) ^ THREES);
    let count = (not_digit.trailing_zeros() / 8) as usize;
    if count == 0 || count == 8 {
        return (count, 0);
    }
    let digits = (word.wrapping_sub(THREES) & 0x0f0f_0f0f_0f0f_0f0f) << (8 * (8 - count));
    let pairs = (digits.wrapping_mul(10 * 256 + 1) >> 8) & 0x00ff_00ff_00ff_00ff;
    let fours = (pairs.wrapping_mul(100 * 65536 + 1) >> 16) & 0x0000_ffff_0000_ffff;
    let value = fours.wrapping_mul(10000 * (1 << 32) + 1) >> 32;
    (count, value)
}

/// How many bytes of `bytes` are `\n`: in pieces of 255 bytes, each counted into a `u8`
/// (which 255 cannot overflow), a loop the compiler turns into byte-wide vector compares
/// and subtractions, 16 bytes at a time even on the baseline x86-64.
pub(super) fn newlines(bytes: &[u8]) -> usize {
    bytes
        .chunks(255)
        .map(|piece| {
            usize::from(
                piece
                    .iter()
                    .fold(0u8, |count, &b| count + u8::from(b == b'\n')),
            )
        })
        .sum()
}

/// The pair of numbers at `at` in `bytes`, when both and the whitespace after each are there
/// with at most seven digits each (the common line `u v` of a graph): the two values, where
/// the second starts, and the byte after the whitespace byte that ends it.
#[inline(always)]
pub(super) fn pair_at(bytes: &[u8], mut at: usize) -> Option<(u64, u64, usize, usize)> {
    let mut values = [0u64; 2];
    let mut token = at;
    for value in &mut values {
        while bytes.get(at).is_some_and(|&b| is_space(b)) {
            at += 1;
        }
        token = at;
        let mut word = [0u8; 8];
        word.copy_from_slice(bytes.get(at..at + 8)?);
        let (count, found) = leading_digits(u64::from_le_bytes(word));
        if !(1..8).contains(&count) || !bytes.get(at + count).is_some_and(|&b| is_space(b)) {
            return None;
        }
        *value = found;
        // Past the digits and the whitespace byte after them.
        at += count + 1;
    }
    let [a, b] = values;
    Some((a, b, token, at))
}

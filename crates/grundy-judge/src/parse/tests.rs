//! The unit tests of the byte reader: its word-at-a-time steps against a byte-at-a-time one.

use super::{leading_digits, newlines};

/// The leading digits of eight bytes against a byte-at-a-time reading, for every count
/// of digits, with every byte value after them (0xfa..=0xff carry when 6 is added).
#[test]
fn leading_digits_are_read_exactly() {
    let mut rng = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    for count in 0..=8 {
        for after in 0..=255u8 {
            for _ in 0..20 {
                let mut bytes = [0u8; 8];
                for b in bytes.iter_mut().take(count) {
                    *b = b'0' + (next() % 10) as u8;
                }
                if let Some(b) = bytes.get_mut(count) {
                    *b = after;
                }
                for b in bytes.iter_mut().skip(count + 1) {
                    *b = next() as u8;
                }
                let naive = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
                let value = bytes[..naive]
                    .iter()
                    .fold(0u64, |v, &b| v * 10 + u64::from(b - b'0'));
                let (got, got_value) = leading_digits(u64::from_le_bytes(bytes));
                assert_eq!(got, naive, "{bytes:?}");
                if (1..8).contains(&naive) {
                    assert_eq!(got_value, value, "{bytes:?}");
                }
            }
        }
    }
}

/// The count by pieces against a plain one, on every byte value next to newlines, at
/// every alignment, and across pieces made of nothing but newlines.
#[test]
fn newlines_are_counted_exactly() {
    let mut bytes: Vec<u8> = Vec::new();
    for b in 0..=255u8 {
        bytes.extend([b, b'\n', b, b, 0x8a, b'\n', b'\n', 0x0b, 0x09]);
    }
    bytes.extend([b'\n'; 1000]);
    for start in 0..16 {
        for end in (start..bytes.len()).step_by(7) {
            let part = &bytes[start..end];
            let naive = part.iter().filter(|&&b| b == b'\n').count();
            assert_eq!(newlines(part), naive, "{start}..{end}");
        }
    }
}

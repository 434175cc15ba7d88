//! The text grammar of games and sums (`grundy hint`'s positions) and the sums built from it:
//! nothing panics on any words; a parsed component printed back (`describe`) parses to the
//! same component; and on every sum the core builds, the value is the XOR of the components'
//! values where they are known, every winning move is legal and leads to a P-position, and
//! every move to a value t leads to value t.

#![no_main]

use grundy::{Outcome, Storage};
use grundy_host::{describe, parse_sum};
use libfuzzer_sys::fuzz_target;

/// Small tables, so that a fuzzed pile of 10^9 costs microseconds, not a 128 MiB table.
#[derive(Clone, Copy, Debug)]
struct Small;

impl Storage for Small {
    type Bytes = Vec<u8>;
    type Words = Vec<u16>;
    type Scratch = Vec<u32>;
    type Bits = Vec<u64>;
    fn bytes(&self, len: usize) -> Vec<u8> {
        vec![0; len.min(4096)]
    }
    fn words(&self, len: usize) -> Vec<u16> {
        vec![0; len.min(4096)]
    }
    fn bits(&self, len: usize) -> Vec<u64> {
        vec![0; len.min(1 << 16)]
    }
    fn scratch(&self, len: usize) -> Vec<u32> {
        vec![0; len.min(4096)]
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let words: Vec<&str> = text.split_whitespace().take(64).collect();
    let Ok(parsed) = parse_sum(&words) else {
        return;
    };
    for c in &parsed.components {
        let again = describe(&c.spec, &c.numbers);
        let words: Vec<&str> = again.split(' ').collect();
        let reparsed = parse_sum(&words).expect("a described component parses");
        assert_eq!(reparsed.components.len(), 1);
        assert_eq!(reparsed.components[0].spec, c.spec, "{again}");
        assert_eq!(reparsed.components[0].numbers, c.numbers, "{again}");
    }
    // Octal tables cost up to O(n²) for codes whose values do not stay sparse (a 64-digit
    // code to 4096 heaps takes seconds under the sanitizer): heaps past 1024 are left to the
    // core's own octal tests, so that a run explores many inputs rather than a few tables.
    let octal_heap_too_large = parsed.components.iter().any(|c| {
        matches!(c.spec, grundy::GameSpec::Octal { .. }) && c.numbers.iter().any(|&n| n > 1024)
    });
    if octal_heap_too_large {
        return;
    }
    let Ok((sum, position)) = parsed.build(&Small) else {
        return;
    };
    let values: Vec<_> = sum.values(&position).collect();
    if let Ok(x) = sum.grundy(&position) {
        let xor = values.iter().fold(0u128, |x, v| x ^ v.clone().unwrap_or(0));
        assert_eq!(x, xor);
        assert_eq!(sum.outcome(&position), Ok(Outcome::from_grundy(x)));
    }
    let outcome = sum.outcome(&position);
    for mv in sum.winning_moves(&position).take(8) {
        assert_eq!(outcome, Ok(Outcome::N));
        let after = sum
            .play(position.clone(), mv)
            .expect("a winning move is legal");
        // The outcome after a winning move is P, whenever the core can tell.
        if let Ok(o) = sum.outcome(&after) {
            assert_eq!(o, Outcome::P, "{mv}");
        }
    }
    for t in 0..4u128 {
        let Ok(moves) = sum.moves_to(&position, t) else {
            continue;
        };
        for mv in moves.take(4) {
            let after = sum
                .play(position.clone(), mv)
                .expect("a move to a value is legal");
            if let Ok(v) = sum.grundy(&after) {
                assert_eq!(v, t, "{mv}");
            }
        }
    }
});

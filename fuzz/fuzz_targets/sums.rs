//! The text grammar of games and sums (`grundy hint`'s positions) and the sums built from it:
//! nothing panics on any words; a parsed component printed back (`describe`) parses to the
//! same component; and on every sum the core builds, the value is the XOR of the components'
//! values where they are known, every winning move is legal and leads to a P-position, and
//! every move to a value t leads to value t. The remoteness search never takes a move it
//! cannot hold for "no move": a remoteness of 0 is a terminal position, and for one octal
//! game of small heaps (up to the 32-heap cap, where breaks cannot be held) the search
//! answers as a brute force over unbounded rows of heaps written here, or says it cannot.

#![no_main]

use std::collections::HashMap;

use grundy::strategy::{SearchError, solve};
use grundy::{Game, GameSpec, Nimber, Outcome};
use grundy::any::{Storage};
use grundy::octal::{OctalCode};
use grundy_host::{HashMemo, describe, parse_sum};
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
        let xor = values
            .iter()
            .fold(Nimber::ZERO, |x, v| x ^ v.unwrap_or(Nimber::ZERO));
        assert_eq!(x, xor);
        assert_eq!(sum.try_outcome(&position), Ok(Outcome::from_grundy(x)));
    }
    let outcome = sum.try_outcome(&position);
    for mv in sum.winning_moves(&position).take(8) {
        assert_eq!(outcome, Ok(Outcome::N));
        let after = sum
            .play(position.clone(), mv)
            .expect("a winning move is legal");
        // The outcome after a winning move is P, whenever the core can tell.
        if let Ok(o) = sum.try_outcome(&after) {
            assert_eq!(o, Outcome::P, "{mv}");
        }
    }
    for t in (0..4u8).map(Nimber::from) {
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
    // Remoteness: exact or refused, never a wrong number.
    let searched = solve(&sum, &position, 4000, &mut HashMemo::new(4000));
    if let Ok(s) = searched {
        assert_eq!(s.remoteness == 0, sum.is_terminal(&position));
        if let Ok(o) = outcome {
            assert_eq!(s.outcome, o);
        }
    }
    if let ([c], Ok(s)) = (parsed.components.as_slice(), searched)
        && let GameSpec::Octal { code } = c.spec
        && parsed.convention == grundy::Convention::Normal
        && c.numbers.iter().all(|&h| h <= 8)
    {
        let mut memo = HashMap::new();
        if let Some((win, r)) = brute(&code, &c.numbers, &mut memo) {
            assert_eq!(s.outcome == Outcome::N, win, "{}", c.text);
            assert_eq!(s.remoteness, r, "{}", c.text);
        }
    } else if let Err(e) = searched {
        assert!(
            matches!(
                e,
                SearchError::Budget { .. } | SearchError::Unheld(_) | SearchError::TooDeep | SearchError::Outcome(_)
            ),
            "{e}"
        );
    }
});

/// Who wins (true: the player to move) and the remoteness of a row of heaps under `code`,
/// by the definition over rows of any length, from the rules of octal and hexadecimal codes
/// (Winning Ways, ch. 4; digit k: bit 1 takes a whole heap of k, bit 2 leaves one heap, bit 4
/// two non-empty heaps, bit 8 three); `None` past 20,000 positions.
fn brute(code: &OctalCode, heaps: &[u64], memo: &mut HashMap<Vec<u64>, (bool, u64)>) -> Option<(bool, u64)> {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return Some(known);
    }
    if memo.len() > 20_000 {
        return None;
    }
    let mut options = Vec::new();
    for (i, &h) in key.iter().enumerate() {
        let mut rest = key.clone();
        rest.remove(i);
        for k in 0..=code.last_take() as u64 {
            let d = code.digit(k as usize);
            if d & 1 != 0 && k > 0 && h == k {
                options.push(rest.clone());
            }
            if d & 2 != 0 && k > 0 && h > k {
                options.push([rest.as_slice(), &[h - k]].concat());
            }
            if d & 4 != 0 && h >= k + 2 {
                for a in 1..=(h - k) / 2 {
                    options.push([rest.as_slice(), &[a, h - k - a]].concat());
                }
            }
            if d & 8 != 0 && h >= k + 3 {
                let left = h - k;
                for a in 1..=left / 3 {
                    for b in a..=(left - a) / 2 {
                        options.push([rest.as_slice(), &[a, b, left - a - b]].concat());
                    }
                }
            }
        }
    }
    let mut results = Vec::new();
    for next in &options {
        results.push(brute(code, next, memo)?);
    }
    let answer = match results.iter().filter(|r| !r.0).map(|r| r.1).min() {
        Some(r) => (true, r + 1),
        None => (false, results.iter().map(|r| r.1 + 1).max().unwrap_or(0)),
    };
    memo.insert(key, answer);
    Some(answer)
}

//! The Grundy table of a subtraction game, by bit windows: a cost per heap that does not
//! grow with |S|.
//!
//! The plain mex reads `g(n − s)` for every `s ∈ S`: |S| reads a heap. The windowed mex
//! keeps, for every value `v`, a bit ring of the heaps that have value `v`, and the set as
//! a mask over the last max(S) heaps, shifted to each of the 64 bit offsets in advance. `v`
//! is an option of `n` exactly when the ring of `v` and the mask aligned to `n` share a bit,
//! so `g(n)` is the least `v` whose ring misses the mask: a few word ANDs per value tried,
//! however large S. It needs max(S) ≤ [`WINDOW_REACH`] and 18 KiB of stack, so it runs on
//! 64-bit machines only; a set reaching further, a set of one element (one read a heap) or a
//! small chip takes the plain loop.

use crate::engine::sg::{Mex, TableError, fill_table_from};

/// The largest max(S) the windows serve: six 64-bit words of history.
#[cfg(target_pointer_width = "64")]
const WINDOW_REACH: u64 = 384;

/// Ring words per value (a power of two, more than the window's words), stored twice so
/// that any window is a contiguous slice.
#[cfg(target_pointer_width = "64")]
const RING: usize = 8;

/// One ring per possible value: values are at most |S| ≤ [`crate::capacity::MAX_SET_SIZE`].
#[cfg(target_pointer_width = "64")]
const VALUES: usize = crate::capacity::MAX_SET_SIZE + 1;

/// Fills `table[start..]` given `table[..start]` for the subtraction set `set` (ascending,
/// at most [`crate::capacity::MAX_SET_SIZE`] elements, none 0).
///
/// # Errors
/// Never in practice (values are at most |S|), but a [`TableError`] rather than a panic.
pub(crate) fn fill_from(set: &[u64], table: &mut [u8], start: usize) -> Result<(), TableError> {
    #[cfg(target_pointer_width = "64")]
    {
        let reach = set.last().copied().unwrap_or(0);
        // One element is one read a heap: the plain loop is faster there.
        if (1..=WINDOW_REACH).contains(&reach)
            && (2..=crate::capacity::MAX_SET_SIZE).contains(&set.len())
        {
            // Words a window spans: the reach, plus one for the offset within a word.
            return match reach.div_ceil(64) + 1 {
                2 => windows::<2>(set, table, start),
                3 => windows::<3>(set, table, start),
                4 => windows::<4>(set, table, start),
                5 => windows::<5>(set, table, start),
                6 => windows::<6>(set, table, start),
                _ => windows::<7>(set, table, start),
            };
        }
    }
    plain(set, table, start)
}

/// The plain mex: every `g(n − s)` read into a bitset.
fn plain(set: &[u64], table: &mut [u8], start: usize) -> Result<(), TableError> {
    // Values are at most |S| ≤ 128 < 4 × 64.
    fill_table_from::<u8, 4>(table, start, |n, done, mex: &mut Mex<4>| {
        for &s in set {
            // Elements past usize::MAX or past n reach back outside the table; the elements
            // are ascending, so every later one does too.
            let Some(i) = usize::try_from(s).ok().and_then(|s| n.checked_sub(s)) else {
                break;
            };
            if let Some(&v) = done.get(i) {
                mex.insert(u64::from(v));
            }
        }
    })
}

/// The windowed mex with windows of `D` words (max(S) ≤ 64(D − 1)).
#[cfg(target_pointer_width = "64")]
#[inline(never)]
fn windows<const D: usize>(set: &[u64], table: &mut [u8], start: usize) -> Result<(), TableError> {
    const { assert!(D < RING, "a window must fit the ring") };
    // masks[j]: bit j + 64(D − 1) − s of the window for every s ∈ S, for a heap n ≡ j
    // (mod 64) whose window starts at word n/64 − (D − 1).
    let mut masks = [[0u64; D]; 64];
    for (j, mask) in masks.iter_mut().enumerate() {
        for &s in set {
            let Some(bit) = usize::try_from(s)
                .ok()
                .and_then(|s| (j + 64 * (D - 1)).checked_sub(s))
            else {
                continue;
            };
            if let Some(w) = mask.get_mut(bit / 64) {
                *w |= 1 << (bit % 64);
            }
        }
    }
    // rings[v][w] (and rings[v][w + RING]): the heaps of value v in the complete word
    // w mod RING; current[v]: those in the word being filled. The current word is kept apart
    // so that the window's wide loads never read a word just written by a narrow store (a
    // store-forwarding stall on every heap).
    let mut rings = [[0u64; 2 * RING]; VALUES];
    let mut current = [0u64; VALUES];
    let complete = |rings: &mut [[u64; 2 * RING]; VALUES], word: usize, v: usize, bits: u64| {
        let slot = word % RING;
        if let Some(ring) = rings.get_mut(v) {
            for w in [slot, slot + RING] {
                if let Some(x) = ring.get_mut(w) {
                    *x |= bits;
                }
            }
        }
    };
    // The heaps a continued table's first windows read.
    let reach = set
        .last()
        .map_or(0, |&s| usize::try_from(s).unwrap_or(usize::MAX));
    let replay = start.saturating_sub(reach)..start;
    for (&v, n) in table.get(replay.clone()).unwrap_or(&[]).iter().zip(replay) {
        if n / 64 == start / 64 {
            if let Some(c) = current.get_mut(usize::from(v)) {
                *c |= 1 << (n % 64);
            }
        } else {
            complete(&mut rings, n / 64, usize::from(v), 1 << (n % 64));
        }
    }
    for n in start..table.len() {
        let (j, q) = (n % 64, n / 64);
        if j == 0 && n > start {
            // Word q − 1 is complete: into the rings, replacing what its slot held RING
            // words ago.
            let slot = (q - 1) % RING;
            for (ring, c) in rings.iter_mut().zip(current.iter_mut()) {
                for w in [slot, slot + RING] {
                    if let Some(x) = ring.get_mut(w) {
                        *x = *c;
                    }
                }
                *c = 0;
            }
        }
        let Some(mask) = masks.get(j) else { break };
        let (Some((last_mask, ring_mask)), base) = (mask.split_last(), (q + RING - (D - 1)) % RING)
        else {
            break;
        };
        // The window: the D − 1 complete words before this one (slots before heap 0 were
        // never written), then the current word.
        let free = rings.iter().zip(&current).position(|(ring, &c)| {
            let Some(window) = ring.get(base..base + D - 1) else {
                return false;
            };
            let past = window
                .iter()
                .zip(ring_mask)
                .fold(0, |acc, (w, m)| acc | (w & m));
            past | (c & last_mask) == 0
        });
        let value = free.ok_or(TableError::CellTooSmall {
            index: n,
            value: VALUES as u64,
        })?;
        let cell = u8::try_from(value).map_err(|_| TableError::CellTooSmall {
            index: n,
            value: value as u64,
        })?;
        if let Some(slot) = table.get_mut(n) {
            *slot = cell;
        }
        if let Some(c) = current.get_mut(value) {
            *c |= 1 << j;
        }
    }
    Ok(())
}

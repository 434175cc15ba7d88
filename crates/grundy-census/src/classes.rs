//! Which codes are the same game: equal value sequences, or equal once one of them is
//! shifted by a heap (a game in which a heap of one may not be taken plays as the other
//! with every heap one smaller), grouped into classes numbered in code order.

use std::collections::HashMap;

use super::{Done, Record, SHOWN_VALUES, fingerprint};

/// A periodic sequence exactly: least preperiod, period, and the values up to them.
type Exact = (u64, u64, Vec<u16>);

/// The exact form of a periodic record's sequence, and of that sequence shifted by a heap
/// (a 0 first): same period, preperiod one more, or less where the shift lets it start
/// earlier.
fn exact_forms(record: &Record) -> Option<(Exact, Exact)> {
    let (e, p) = (record.preperiod?, record.period?);
    let (eu, pu) = (usize::try_from(e).ok()?, usize::try_from(p).ok()?);
    let at = |n: usize| -> Option<u16> {
        let i = if n < eu { n } else { eu + (n - eu) % pu };
        record.values.get(i).copied()
    };
    let mut shifted = vec![0u16];
    for n in 0..eu + 2 * pu {
        shifted.push(at(n)?);
    }
    let mut start = eu + 1;
    while start > 0 && shifted.get(start - 1) == shifted.get(start - 1 + pu) {
        start -= 1;
    }
    shifted.truncate(start + pu);
    let plain = (e, p, record.values.clone());
    Some((plain, (start as u64, p, shifted)))
}

/// An unsolved sequence: the heaps computed, the first values exactly and the fingerprint.
type Prefix = (u64, Vec<u16>, [u64; 2]);

/// A periodic sequence over heaps `0..=heaps`, as an unsolved one of as many heaps is kept.
fn periodic_prefix(record: &Record, heaps: u64) -> Option<(Prefix, Prefix)> {
    let (e, p) = (
        usize::try_from(record.preperiod?).ok()?,
        usize::try_from(record.period?).ok()?,
    );
    let len = usize::try_from(heaps).ok()?.checked_add(1)?;
    let at = move |n: usize| -> u16 {
        let i = if n < e { n } else { e + (n - e) % p.max(1) };
        record.values.get(i).copied().unwrap_or(0)
    };
    let plain = (0..len).map(at);
    let shifted = || core::iter::once(0).chain((0..len.saturating_sub(1)).map(at));
    Some((
        (
            heaps,
            plain.clone().take(SHOWN_VALUES).collect(),
            fingerprint(plain),
        ),
        (
            heaps,
            shifted().take(SHOWN_VALUES).collect(),
            fingerprint(shifted()),
        ),
    ))
}

/// Names the class of every record (in census order): the first code of the codes that are
/// the same game — equal sequences, or one the other's shifted by a heap.
pub fn assign_classes(done: Vec<Done>) -> Vec<Record> {
    let n = done.len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(parent: &mut [usize], mut i: usize) -> usize {
        while let Some(&p) = parent.get(i) {
            if p == i {
                break;
            }
            let grand = parent.get(p).copied().unwrap_or(p);
            if let Some(slot) = parent.get_mut(i) {
                *slot = grand;
            }
            i = p;
        }
        i
    }
    fn union(parent: &mut [usize], a: usize, b: usize) {
        let (ra, rb) = (find(parent, a), find(parent, b));
        let (low, high) = (ra.min(rb), ra.max(rb));
        if let Some(slot) = parent.get_mut(high) {
            *slot = low;
        }
    }
    // Periodic against periodic, exactly.
    let mut exact: HashMap<Exact, usize> = HashMap::new();
    let mut shifts: Vec<(usize, Exact)> = Vec::new();
    // Unsolved against anything, over the heaps an unsolved code computed.
    let mut prefixes: HashMap<Prefix, usize> = HashMap::new();
    let unsolved_heaps: Vec<u64> = {
        let mut h: Vec<u64> = done
            .iter()
            .filter(|d| d.record.period.is_none())
            .map(|d| d.record.heaps)
            .collect();
        h.sort_unstable();
        h.dedup();
        h
    };
    let mut prefix_shifts: Vec<(usize, Prefix)> = Vec::new();
    for (i, d) in done.iter().enumerate() {
        let r = &d.record;
        if let Some((plain, shifted)) = exact_forms(r) {
            match exact.get(&plain) {
                Some(&j) => union(&mut parent, i, j),
                None => {
                    exact.insert(plain, i);
                }
            }
            shifts.push((i, shifted));
            for &heaps in &unsolved_heaps {
                if let Some((plain, shifted)) = periodic_prefix(r, heaps) {
                    prefix_shifts.push((i, shifted));
                    match prefixes.get(&plain) {
                        Some(&j) if done.get(j).is_some_and(|o| o.record.period.is_none()) => {
                            union(&mut parent, i, j);
                        }
                        Some(_) => {}
                        None => {
                            prefixes.insert(plain, i);
                        }
                    }
                }
            }
        } else {
            let head: Vec<u16> = r.values.iter().copied().take(SHOWN_VALUES).collect();
            let plain = (r.heaps, head.clone(), d.fingerprint.plain);
            let mut shifted_head = vec![0u16];
            shifted_head.extend(head.iter().copied().take(SHOWN_VALUES - 1));
            shifted_head.truncate(usize::try_from(r.heaps.saturating_add(1)).unwrap_or(usize::MAX));
            prefix_shifts.push((i, (r.heaps, shifted_head, d.fingerprint.shifted)));
            match prefixes.get(&plain) {
                Some(&j) => union(&mut parent, i, j),
                None => {
                    prefixes.insert(plain, i);
                }
            }
        }
    }
    for (i, shifted) in shifts {
        if let Some(&j) = exact.get(&shifted) {
            union(&mut parent, i, j);
        }
    }
    for (i, shifted) in prefix_shifts {
        if let Some(&j) = prefixes.get(&shifted) {
            let either_unsolved = [i, j]
                .iter()
                .any(|&k| done.get(k).is_some_and(|o| o.record.period.is_none()));
            if either_unsolved {
                union(&mut parent, i, j);
            }
        }
    }
    let names: Vec<String> = done.iter().map(|d| d.record.code.clone()).collect();
    done.into_iter()
        .enumerate()
        .map(|(i, d)| {
            let root = find(&mut parent, i);
            let mut record = d.record;
            record.class = names.get(root).cloned();
            record
        })
        .collect()
}

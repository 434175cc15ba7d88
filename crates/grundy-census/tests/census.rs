//! The census against a plain mex of each code written here from the rules of an octal
//! digit, and against published values (Winning Ways, ch. 4; OEIS A002187, A002186).

#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use grundy_census::{Census, Record, Status, assign_classes, compute, from_line, to_line};

/// The digits `d₀, d₁, …` of a code written `d₀.d₁d₂…`, read here without the core.
fn digits_of(code: &str) -> Vec<u8> {
    let (lead, rest) = code.split_once('.').unwrap();
    let mut digits = vec![lead.parse::<u8>().unwrap()];
    digits.extend(rest.bytes().map(|b| b - b'0'));
    digits
}

/// The Grundy values of heaps `0..len` by the plain mex: digit `d` at take `k` allows taking
/// `k` tokens leaving no heap (bit 1), one heap (bit 2) or two heaps (bit 4); taking 0
/// (`d₀ = 4`) only breaks a heap into two.
fn brute(code: &str, len: usize) -> Vec<u16> {
    let digits = digits_of(code);
    let mut g = vec![0u16; len];
    for n in 0..len {
        let mut seen = vec![false; 2 * len + 2];
        for (k, &d) in digits.iter().enumerate() {
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 != 0 && k > 0 && rest == 0 {
                seen[0] = true;
            }
            if d & 2 != 0 && k > 0 && rest > 0 {
                seen[usize::from(g[rest])] = true;
            }
            if d & 4 != 0 {
                for a in 1..rest {
                    seen[usize::from(g[a] ^ g[rest - a])] = true;
                }
            }
        }
        g[n] = u16::try_from(seen.iter().position(|&s| !s).unwrap()).unwrap();
    }
    g
}

/// Whether `v & mask` has an even number of ones.
fn rare(v: u16, mask: u16) -> bool {
    (v & mask).count_ones().is_multiple_of(2)
}

/// Every field of `record` against the plain mex of its code over `len` heaps (the census
/// computed heaps up to `len − 1` at most).
#[track_caller]
fn check(record: &Record, len: usize) {
    let code = &record.code;
    let g = brute(code, len);
    let heaps = usize::try_from(record.heaps).unwrap();
    assert!(heaps < len, "{code}");
    // The values kept are the mex's.
    assert_eq!(record.values[..], g[..record.values.len()], "{code}");
    match (record.preperiod, record.period) {
        (Some(e), Some(p)) => {
            let (e, p) = (usize::try_from(e).unwrap(), usize::try_from(p).unwrap());
            assert_eq!(record.values.len(), e + p, "{code}");
            // The period holds over the whole plain table, and neither is smaller.
            for n in e..len - p {
                assert_eq!(g[n], g[n + p], "{code}: heap {n}");
            }
            if e > 0 {
                assert_ne!(g[e - 1], g[e - 1 + p], "{code}: preperiod not least");
            }
            for q in 1..p {
                assert!(
                    (e..len - q).any(|n| g[n] != g[n + q]),
                    "{code}: period {q} holds too"
                );
            }
            let digits = digits_of(code);
            let status = if digits.iter().all(|&d| d == 0) {
                Status::Empty
            } else if digits[0] == 0 && digits.iter().all(|&d| d <= 1) {
                Status::Trivial
            } else {
                Status::Periodic
            };
            assert_eq!(record.status, status, "{code}");
        }
        (None, None) => {
            assert_eq!(record.status, Status::Unsolved, "{code}");
            assert_eq!(record.values[..], g[..1000.min(heaps + 1)], "{code}");
        }
        other => panic!("{code}: {other:?}"),
    }
    // The statistics over heaps 0..=heaps, with the mask given, and no mask does better.
    let table = &g[..=heaps];
    let mask = u16::from_str_radix(&record.rare_mask, 16).unwrap();
    let max = *table.iter().max().unwrap();
    assert_eq!(record.largest, max, "{code}");
    assert_eq!(
        record.largest_heap,
        table.iter().position(|&v| v == max).unwrap() as u64
    );
    let rare_heaps: Vec<u64> = (0..=heaps as u64)
        .filter(|&n| rare(table[n as usize], mask))
        .collect();
    assert_eq!(record.rare_count, rare_heaps.len() as u64, "{code}");
    assert_eq!(record.last_rare, rare_heaps.last().copied(), "{code}");
    let width = 16 - max.leading_zeros();
    for other in 1..(1u16 << width) {
        let count = table.iter().filter(|&&v| rare(v, other)).count() as u64;
        assert!(
            count > record.rare_count || (count == record.rare_count && other >= mask),
            "{code}: mask {other:x} has {count} rare heaps"
        );
    }
}

/// The classes against the plain tables: the same class exactly when two codes' sequences
/// are joined by equality or a shift by a heap, over `len` heaps.
#[track_caller]
fn check_classes(records: &[Record], len: usize) {
    let tables: Vec<Vec<u16>> = records.iter().map(|r| brute(&r.code, len)).collect();
    let n = records.len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(p: &mut Vec<usize>, i: usize) -> usize {
        if p[i] == i {
            i
        } else {
            let r = find(p, p[i]);
            p[i] = r;
            r
        }
    }
    for i in 0..n {
        for j in 0..n {
            let shifted = tables[j][0] == 0 && tables[i][..len - 1] == tables[j][1..];
            if tables[i] == tables[j] || shifted {
                let (a, b) = (find(&mut parent, i), find(&mut parent, j));
                parent[a.max(b)] = a.min(b);
            }
        }
    }
    for i in 0..n {
        let root = find(&mut parent, i);
        assert_eq!(
            records[i].class.as_deref(),
            Some(records[root].code.as_str()),
            "{}",
            records[i].code
        );
    }
}

fn run(digits: u32, upto: u64, threads: usize) -> Vec<Record> {
    Census::new(digits, upto)
        .unwrap()
        .with_threads(threads)
        .run(&[], |_, _| Ok::<(), grundy_census::CensusError>(()))
        .unwrap()
}

#[test]
fn one_digit_every_record_against_the_plain_mex() {
    let records = run(1, 999, 2);
    let names: Vec<&str> = records.iter().map(|r| r.code.as_str()).collect();
    assert_eq!(
        names,
        [
            "0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "4.0", "4.1", "4.2", "4.3",
            "4.4", "4.5", "4.6", "4.7"
        ]
    );
    for r in &records {
        check(r, 1000);
    }
    check_classes(&records, 1000);
}

#[test]
fn two_digits_every_record_against_the_plain_mex() {
    let records = run(2, 599, 2);
    assert_eq!(records.len(), 128);
    assert_eq!(records[8].code, "0.1"); // 0.10
    assert_eq!(records[127].code, "4.77");
    for r in &records {
        check(r, 600);
    }
    check_classes(&records, 600);
    // The census does not depend on the workers.
    assert_eq!(run(2, 599, 1), records);
}

#[test]
fn published_values() {
    let records = run(3, 3000, 2);
    let find = |code: &str| records.iter().find(|r| r.code == code).unwrap();
    // Dawson's Kayles (OEIS A002187): preperiod 53, period 34 (Winning Ways, ch. 4).
    let dawson = find("0.07");
    assert_eq!(
        (dawson.status, dawson.preperiod, dawson.period),
        (Status::Periodic, Some(53), Some(34))
    );
    // Kayles (OEIS A002186): preperiod 71, period 12.
    let kayles = find("0.77");
    assert_eq!((kayles.preperiod, kayles.period), (Some(71), Some(12)));
    assert_eq!(kayles.largest, 8);
    // Dawson's chess is Dawson's Kayles with every heap one smaller.
    let chess = find("0.137");
    assert_eq!((chess.preperiod, chess.period), (Some(52), Some(34)));
    assert_eq!(chess.class.as_deref(), Some("0.07"));
    assert_eq!(dawson.class.as_deref(), Some("0.07"));
    assert_eq!(chess.values[..], dawson.values[1..]);
    assert_eq!(find("0.0").status, Status::Empty);
    assert_eq!(find("0.101").status, Status::Trivial);
    // Codes with fewer digits are listed once each: 0.7 (0.700) and 0.07 (0.070).
    assert_eq!(records.iter().filter(|r| r.code == "0.7").count(), 1);
    assert_eq!(records.len(), 1024);
}

#[test]
fn officers_is_unsolved_at_a_small_bound() {
    let officers = compute(&"0.6".parse().unwrap(), 500).unwrap();
    let r = officers.record;
    assert_eq!(
        (r.status, r.preperiod, r.period, r.heaps),
        (Status::Unsolved, None, None, 500)
    );
    assert_eq!(r.values, brute("0.6", 501));
}

#[test]
fn resumed_records_are_taken_as_they_are() {
    let census = Census::new(2, 300).unwrap().with_threads(2);
    let whole = census
        .run(&[], |_, _| Ok::<(), grundy_census::CensusError>(()))
        .unwrap();
    // Half the codes as a file of lines, read back; the rest computed.
    let lines: Vec<String> = census.codes()[..64]
        .iter()
        .map(|c| to_line(&compute(c, 300).unwrap()).unwrap())
        .collect();
    let done: Vec<_> = lines.iter().map(|l| from_line(l).unwrap()).collect();
    let computed = std::sync::atomic::AtomicUsize::new(0);
    let resumed = census
        .run(&done, |i, _| {
            assert!(i >= 64);
            computed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            Ok::<(), grundy_census::CensusError>(())
        })
        .unwrap();
    assert_eq!(resumed, whole);
    assert_eq!(computed.into_inner(), 64);
    // The codes pending are the other half, in census order.
    let pending: Vec<String> = census
        .pending(&done)
        .unwrap()
        .iter()
        .map(ToString::to_string)
        .collect();
    let rest: Vec<String> = census.codes()[64..]
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(pending, rest);
    assert_eq!(census.pending(&[]).unwrap().len(), 128);
    // A record computed for other heaps is refused.
    let other = compute(&"0.77".parse().unwrap(), 200).unwrap();
    assert!(
        census
            .run(std::slice::from_ref(&other), |_, _| Ok::<
                (),
                grundy_census::CensusError,
            >(()))
            .is_err()
    );
    assert!(census.pending(&[other]).is_err());
    let foreign = compute(&"0.777".parse().unwrap(), 300).unwrap();
    assert!(census.pending(&[foreign]).is_err());
    // Classes from the lines alone are the classes of the run.
    let all: Vec<_> = census
        .codes()
        .iter()
        .map(|c| compute(c, 300).unwrap())
        .collect();
    assert_eq!(assign_classes(all), whole);
}

#[test]
fn bad_digits_and_heaps_are_refused() {
    assert!(Census::new(0, 10).is_err());
    assert!(Census::new(5, 10).is_err());
    assert!(Census::new(1, 1 << 40).is_err());
}

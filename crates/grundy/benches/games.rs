//! The speed of the core on the workloads docs/games.md reports. Run with `cargo bench -p grundy`;
//! the numbers are in docs/games.md.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Benchmarks may unwrap.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use grundy::rng::SplitMix64;
use grundy::set_nim::SubtractionSet;
use grundy::{Nim, SetNim, Wythoff};

/// `size` distinct elements in 1..=`max` drawn from a fixed seed.
fn set_of(size: usize, max: u64, seed: u64) -> SubtractionSet {
    let mut rng = SplitMix64::new(seed);
    let mut elements = Vec::new();
    while elements.len() < size {
        let s = 1 + rng.below(max);
        if !elements.contains(&s) {
            elements.push(s);
        }
    }
    SubtractionSet::new(&elements).unwrap()
}

fn subtraction(c: &mut Criterion) {
    let mut group = c.benchmark_group("set-nim");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    let set = set_of(100, 200, 1);
    let mut table = vec![0u8; 10_000_000];
    group.throughput(Throughput::Elements(table.len() as u64));
    group.bench_function("table 10^7 entries, |S| = 100", |b| {
        b.iter(|| set.fill_table(black_box(&mut table)).unwrap());
    });
    group.throughput(Throughput::Elements(1));
    for (name, size) in [
        ("certified period, |S| = 3, max S ≤ 100", 3),
        ("certified period, |S| = 30, max S ≤ 100", 30),
    ] {
        let set = set_of(size, 100, 7);
        group.bench_function(name, |b| {
            b.iter(|| {
                SetNim::with_table(black_box(set.clone()), vec![0u8; 1 << 20])
                    .unwrap()
                    .period()
            });
        });
    }
    group.finish();
}

fn nim_and_wythoff(c: &mut Criterion) {
    let mut rng = SplitMix64::new(42);
    let piles: Vec<u64> = (0..1_000_000).map(|_| rng.next_u64()).collect();
    let positions: Vec<(u64, u64)> = (0..1_000_000)
        .map(|_| (rng.next_u64(), rng.next_u64()))
        .collect();
    let near: Vec<(u64, u64)> = (0..1_000_000)
        .map(|_| {
            let k = rng.below(7_000_000_000_000_000_000);
            (Wythoff::lower(k) as u64, Wythoff::upper(k) as u64)
        })
        .collect();
    let mut group = c.benchmark_group("outcomes");
    group.throughput(Throughput::Elements(1_000_000));
    group.bench_function("nim outcome of 10^6 piles", |b| {
        b.iter(|| {
            Nim::outcome_of(
                grundy::Convention::Normal,
                black_box(&piles).iter().copied(),
            )
        });
    });
    group.bench_function("wythoff outcome of 10^6 random u64 positions", |b| {
        b.iter(|| {
            black_box(&positions)
                .iter()
                .filter(|&&(a, b)| Wythoff::outcome_of(a, b) == grundy::Outcome::P)
                .count()
        });
    });
    group.bench_function("wythoff outcome of 10^6 P-positions near 10^19", |b| {
        b.iter(|| {
            black_box(&near)
                .iter()
                .filter(|&&(a, b)| Wythoff::outcome_of(a, b) == grundy::Outcome::P)
                .count()
        });
    });
    group.finish();
}

criterion_group!(benches, subtraction, nim_and_wythoff);
criterion_main!(benches);

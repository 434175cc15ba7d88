//! The speed of octal games, the windowed subtraction table and Wythoff's bitset table. Run
//! with `cargo bench -p grundy --bench octal`; the numbers are in docs/benchmarks.md, next to
//! the comparison with ogsolve (`just bench-ogs`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Benchmarks may unwrap.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use grundy::octal::OctalCode;
use grundy::rng::SplitMix64;
use grundy::set_nim::SubtractionSet;
use grundy::{GrundysGame, Octal, Wythoff};

fn periods(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal period");
    for (name, code) in [
        ("Kayles 0.77", "0.77"),
        ("Dawson's Kayles 0.07", "0.07"),
        ("Dawson's chess 0.137", "0.137"),
    ] {
        let code: OctalCode = code.parse().unwrap();
        group.bench_function(format!("{name}, 4 KiB scratch"), |b| {
            b.iter(|| {
                Octal::with_table(black_box(code), [0u16; 512], &mut [0u32; 1024])
                    .unwrap()
                    .period()
            });
        });
        let mut scratch = vec![0u32; OctalCode::scratch_len(512)];
        group.bench_function(format!("{name}, recommended scratch"), |b| {
            b.iter(|| {
                Octal::with_table(black_box(code), [0u16; 512], &mut scratch)
                    .unwrap()
                    .period()
            });
        });
    }
    group.finish();
}

fn tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal table");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for (code, n) in [
        ("0.16", 1_000_000),
        ("0.6", 100_000),
        ("0.007", 100_000),
        // Both taking 0 and taking 1 may split a heap: once quadratic.
        ("4.7", 400_000),
        ("4.71", 400_000),
        ("4.733", 400_000),
        // Periodic: the period copied once certified.
        ("0.77", 1_000_000),
        ("0.07", 100_000),
        // Hexadecimal: breaks into three through the sets of pairs.
        ("0.f8", 5_000),
    ] {
        let parsed: OctalCode = code.parse().unwrap();
        let mut table = vec![0u16; n];
        let mut scratch = vec![0u32; parsed.scratch_len_for(n)];
        group.throughput(Throughput::Elements(n as u64));
        group.bench_function(format!("{code} to {n}"), |b| {
            b.iter(|| {
                parsed
                    .fill_table(black_box(&mut table), &mut scratch)
                    .unwrap()
            });
        });
    }
    for n in [100_000, 1 << 20] {
        let mut table = vec![0u16; n];
        let mut scratch = vec![0u32; OctalCode::scratch_len(n)];
        group.throughput(Throughput::Elements(n as u64));
        group.bench_function(format!("Grundy's game to {n}"), |b| {
            b.iter(|| GrundysGame::fill_table(black_box(&mut table), &mut scratch).unwrap());
        });
    }
    group.finish();
}

fn subtraction_and_wythoff(c: &mut Criterion) {
    let mut group = c.benchmark_group("windows and bitsets");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let mut rng = SplitMix64::new(1);
    let mut elements = Vec::new();
    while elements.len() < 100 {
        let s = 1 + rng.below(200);
        if !elements.contains(&s) {
            elements.push(s);
        }
    }
    for (name, set) in [
        ("S = {2, 5, 7}", vec![2, 5, 7]),
        ("S = {1..30}", (1..=30).collect()),
        ("|S| = 100 in 1..200", elements),
    ] {
        let set = SubtractionSet::new(&set).unwrap();
        let mut table = vec![0u8; 10_000_000];
        group.throughput(Throughput::Elements(table.len() as u64));
        group.bench_function(format!("subtraction table 10^7, {name}"), |b| {
            b.iter(|| set.fill_table(black_box(&mut table)).unwrap());
        });
    }
    for size in [1024, 4096] {
        let mut table = vec![0u16; size * size];
        let mut bits = vec![0u64; Wythoff::bits_len(size, size).unwrap()];
        group.throughput(Throughput::Elements((size * size) as u64));
        group.bench_function(format!("Wythoff {size}×{size} by bitsets"), |b| {
            b.iter(|| {
                Wythoff::fill_table_with(black_box(&mut table), size, size, &mut bits).unwrap()
            });
        });
    }
    group.finish();
}

criterion_group!(benches, periods, tables, subtraction_and_wythoff);
criterion_main!(benches);

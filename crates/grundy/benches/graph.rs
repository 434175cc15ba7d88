//! The speed of the generalized Sprague–Grundy values of a graph in caller storage. Run with
//! `cargo bench -p grundy --bench graph`; the numbers are in docs/games.md.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Benchmarks may unwrap.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use grundy::Graph;
use grundy::graph::{GraphValues, INFINITE};
use grundy::rng::SplitMix64;

/// `edges` edges between uniformly random nodes of `nodes` (fixed seed).
fn random_edges(nodes: u64, edges: u64, seed: u64) -> Vec<(u32, u32)> {
    let mut rng = SplitMix64::new(seed);
    (0..edges)
        .map(|_| (rng.below(nodes) as u32, rng.below(nodes) as u32))
        .collect()
}

/// The rows (offsets, targets) of `edges`.
fn rows(nodes: usize, edges: &[(u32, u32)]) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = vec![0u32; nodes + 1];
    let mut targets = vec![0u32; edges.len()];
    Graph::from_edges(nodes, edges.iter().copied(), &mut offsets, &mut targets).unwrap();
    (offsets, targets)
}

/// Prints what kind of graph is measured: how many values are ∞, the largest finite one.
fn describe(name: &str, offsets: &[u32], targets: &[u32]) {
    let graph = Graph::new(offsets, targets).unwrap();
    let mut values = vec![0u32; graph.nodes()];
    let mut scratch = vec![0u32; graph.scratch_len()];
    let values = GraphValues::compute(graph, &mut values, &mut scratch).unwrap();
    let raw = values.raw();
    let infinite = raw.iter().filter(|&&v| v == INFINITE).count();
    let top = raw.iter().filter(|&&v| v != INFINITE).max();
    eprintln!(
        "{name}: {} nodes, {} edges, {infinite} of value ∞, largest finite value {top:?}",
        graph.nodes(),
        graph.edges()
    );
}

fn graphs(c: &mut Criterion) {
    let mut group = c.benchmark_group("graph");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(30));

    let dense = random_edges(1_000_000, 10_000_000, 1);
    let sparse = random_edges(1_000_000, 2_000_000, 2);
    let heap_size = 4472u32; // 4472 · 4473 / 2 = 10_001_628 edges
    let mut heap_offsets = vec![0u32; heap_size as usize + 2];
    let mut heap_targets = vec![0u32; (heap_size as usize * (heap_size as usize + 1)) / 2];
    Graph::nim_heap(heap_size, &mut heap_offsets, &mut heap_targets).unwrap();

    let mut offsets = vec![0u32; 1_000_001];
    let mut targets = vec![0u32; dense.len()];
    group.throughput(Throughput::Elements(dense.len() as u64));
    group.bench_function("from_edges, 10^6 nodes, 10^7 random edges", |b| {
        b.iter(|| {
            Graph::from_edges(
                1_000_000,
                black_box(&dense).iter().copied(),
                &mut offsets,
                &mut targets,
            )
            .unwrap()
            .edges()
        });
    });

    let cases = [
        (
            "values, 10^6 nodes, 10^7 random edges",
            rows(1_000_000, &dense),
        ),
        (
            "values, 10^6 nodes, 2·10^6 random edges",
            rows(1_000_000, &sparse),
        ),
        (
            "values, Nim heap of 4472 (10^7 edges)",
            (heap_offsets, heap_targets),
        ),
    ];
    for (name, (offsets, targets)) in &cases {
        describe(name, offsets, targets);
        let graph = Graph::new(offsets, targets).unwrap();
        let mut values = vec![0u32; graph.nodes()];
        let mut scratch = vec![0u32; graph.scratch_len()];
        group.throughput(Throughput::Elements(graph.edges() as u64));
        group.bench_function(*name, |b| {
            b.iter(|| {
                GraphValues::compute(black_box(graph), &mut values, &mut scratch)
                    .unwrap()
                    .raw()
                    .len()
            });
        });
    }
    group.finish();
}

criterion_group!(benches, graphs);
criterion_main!(benches);

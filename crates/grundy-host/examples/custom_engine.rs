//! The engine behind games given as callbacks ([`grundy_host::custom::Solver`]) on its own:
//! Grundy's game (split a heap into two unequal heaps) to a heap of N, with rules written in
//! Rust, so that what is timed is the engine's own work — the table of parts, the options
//! kept, the mex — and not a script's or an interpreter's calls. Prints the time of each of
//! ROUNDS fresh solvers and their median.
//!
//!     cargo run --release -p grundy-host --example custom_engine [N] [ROUNDS]

use std::time::Instant;

use grundy_host::custom::{Positions, Rules, Solver};

/// Grundy's game on single heaps (the only positions the engine expands when each heap is
/// a part of its own).
struct Grundy;

impl Rules for Grundy {
    type Error = String;

    fn moves(&mut self, p: &[u64], out: &mut Positions) -> Result<(), String> {
        let &[n] = p else {
            return Err(format!("expected one heap, not {p:?}"));
        };
        for a in 1..n.div_ceil(2) {
            out.push(&[a, n - a]);
        }
        Ok(())
    }

    fn parts(&mut self, p: &[u64], out: &mut Positions) -> Result<bool, String> {
        for &n in p {
            out.push(&[n]);
        }
        Ok(true)
    }
}

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let n: u64 = args
        .next()
        .map_or(Ok(1500), |a| a.parse())
        .map_err(|e| format!("{e}"))?;
    let rounds: usize = args
        .next()
        .map_or(Ok(7), |a| a.parse())
        .map_err(|e| format!("{e}"))?;
    let heaps: Vec<[u64; 1]> = (0..=n).map(|h| [h]).collect();
    let positions: Vec<&[u64]> = heaps.iter().map(<[u64; 1]>::as_slice).collect();
    let mut times = Vec::new();
    for _ in 0..rounds {
        let start = Instant::now();
        let values = Solver::new(Grundy)
            .values(&positions)
            .map_err(|e| e.to_string())?;
        let elapsed = start.elapsed();
        println!(
            "{} values in {:.1} ms",
            values.len(),
            elapsed.as_secs_f64() * 1e3
        );
        times.push(elapsed);
    }
    times.sort();
    if let Some(median) = times.get(times.len() / 2) {
        println!("median {:.1} ms", median.as_secs_f64() * 1e3);
    }
    Ok(())
}

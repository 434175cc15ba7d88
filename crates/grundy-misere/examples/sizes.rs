//! Prints |Q| and |P| of a heap game's quotient for growing N, with the time each took:
//! `cargo run --release -p grundy-misere --example sizes -- 0.07 30`.

use std::time::Instant;

use grundy_misere::{HeapGame, Quotient};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let code = args.next().unwrap_or_else(|| "0.07".to_owned());
    let max: usize = args.next().unwrap_or_else(|| "20".to_owned()).parse()?;
    let step: usize = args.next().unwrap_or_else(|| "1".to_owned()).parse()?;
    let mut n = step.min(max);
    while n <= max {
        let game = HeapGame::octal(&code.parse()?, n)?;
        let start = Instant::now();
        let q = Quotient::compute(&game)?;
        println!(
            "{code} N={n}: |Q| = {}, |P| = {}, {:.3} s",
            q.size(),
            q.p_size(),
            start.elapsed().as_secs_f64()
        );
        n += step.max(1);
    }
    Ok(())
}

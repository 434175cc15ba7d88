use grundy_host::custom::Solver;
use grundy_script::Script;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let source = std::fs::read_to_string(&args[1]).unwrap();
    let n: u64 = args[2].parse().unwrap();
    let threads: usize = args.get(3).map_or(1, |t| t.parse().unwrap());
    let script = Script::compile(&source).unwrap();
    let t = std::time::Instant::now();
    let mut solver = Solver::new(script.rules()).with_workers(threads);
    let roots: Vec<Vec<u64>> = (0..=n).map(|k| vec![k]).collect();
    let refs: Vec<&[u64]> = roots.iter().map(Vec::as_slice).collect();
    match solver.values(&refs) {
        Ok(v) => eprintln!(
            "{:?} {}",
            t.elapsed(),
            v.iter().map(|v| v.finite().unwrap()).sum::<u64>()
        ),
        Err(e) => eprintln!("error: {e}"),
    }
}

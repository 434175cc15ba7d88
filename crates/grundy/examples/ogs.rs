//! grundy against ogsolve on the same Grundy tables: `just bench-ogs` (or
//! `cargo run --release -p grundy --example ogs -- [--runs N] [--only NAME]`).
//!
//! ogsolve is P. Beling's octal-game solver (`cargo install ogsolve`, GPL): an external
//! program this runner starts and times, never a dependency. Each workload is run in rounds,
//! alternating grundy, `ogsolve -m rc` and `ogsolve -m rc2`, each in its own process (this
//! example re-started with `--worker`), so both sides pay for starting a process and
//! allocating their tables. It reports median wall times of the processes, the medians of
//! the times each reports for the computation alone, and CPU times when `/usr/bin/time` is
//! there (the fairest figure on a machine shared with other work). Before timing, it checks
//! that both produce the same values, from ogsolve's `-p` listing. Without ogsolve it times
//! grundy alone.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // A tool, not the library.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use grundy::Wythoff;
use grundy::octal::{OctalCode, TableFill};
use grundy::rng::SplitMix64;
use grundy::set_nim::SubtractionSet;

/// What is computed.
#[derive(Clone, Debug)]
enum Work {
    /// A subtraction game's table of heaps 0..=n, by Set Nim's filler.
    Set(Vec<u64>),
    /// An octal game's table of heaps 0..=n.
    Octal(&'static str),
}

struct Workload {
    name: &'static str,
    work: Work,
    n: u64,
    /// The goal for grundy ÷ ogsolve.
    goal: f64,
    /// Threads grundy fills the table with (ogsolve uses one).
    threads: usize,
    /// ogsolve's methods to time, the better of which is taken.
    methods: &'static [&'static str],
}

/// ogsolve's RC methods.
const RC_METHODS: &[&str] = &["rc", "rc2"];

/// 100 distinct elements in 1..=200, as in `benches/games.rs`.
fn set_of(size: usize, max: u64, seed: u64) -> Vec<u64> {
    let mut rng = SplitMix64::new(seed);
    let mut elements = Vec::new();
    while elements.len() < size {
        let s = 1 + rng.below(max);
        if !elements.contains(&s) {
            elements.push(s);
        }
    }
    elements.sort_unstable();
    elements
}

fn workloads() -> Vec<Workload> {
    let big = set_of(100, 200, 1);
    let octal = |name, code, n, goal, threads| Workload {
        name,
        work: Work::Octal(code),
        n,
        goal,
        threads,
        methods: RC_METHODS,
    };
    let mut all = vec![
        Workload {
            name: "S={2,5,7} n=10^7",
            work: Work::Set(vec![2, 5, 7]),
            n: 10_000_000,
            goal: 0.25,
            threads: 1,
            methods: RC_METHODS,
        },
        Workload {
            name: "S={1..30} n=10^7",
            work: Work::Set((1..=30).collect()),
            n: 10_000_000,
            goal: 0.25,
            threads: 1,
            methods: RC_METHODS,
        },
        Workload {
            name: "|S|=100 in 1..200 n=10^6",
            work: Work::Set(big.clone()),
            n: 1_000_000,
            goal: 0.25,
            threads: 1,
            methods: RC_METHODS,
        },
        Workload {
            name: "|S|=100 in 1..200 n=10^7",
            work: Work::Set(big),
            n: 10_000_000,
            goal: 0.25,
            threads: 1,
            methods: RC_METHODS,
        },
        octal("0.16 n=10^6", "0.16", 1_000_000, 1.0, 1),
        octal("0.6 n=10^6", "0.6", 1_000_000, 1.0, 1),
        octal("0.6 n=2^20", "0.6", (1 << 20) - 1, 0.5, 1),
        octal("0.6 n=2^20, 2 threads", "0.6", (1 << 20) - 1, 0.5, 2),
        octal("0.007 n=10^5", "0.007", 100_000, 1.0, 1),
    ];
    // The codes where both taking 0 and taking 1 may split a heap, values 1 and 2 from heap
    // 1 on (once quadratic here, linear in ogsolve's RC2), and Kayles-like codes. ogsolve's
    // RC is quadratic on the first six (4.733 to 10^5: 5.9 s; to 4·10^5 about a minute a
    // run): its RC2 alone is timed, the best method there.
    for code in [
        "4.7", "4.70", "4.71", "4.74", "4.75", "4.733", "4.72", "4.77",
    ] {
        let name = Box::leak(format!("{code} n=4*10^5").into_boxed_str());
        all.push(Workload {
            methods: &["rc2"],
            ..octal(name, code, 400_000, 1.0, 1)
        });
    }
    all.push(octal("0.77 n=10^6", "0.77", 1_000_000, 1.0, 1));
    all.push(octal("0.07 n=10^5", "0.07", 100_000, 1.0, 1));
    all
}

/// The octal code ogsolve is given: for a subtraction set, the digit 3 at every element.
fn code_of(work: &Work) -> String {
    match work {
        Work::Octal(code) => (*code).to_owned(),
        Work::Set(set) => {
            let max = *set.iter().max().unwrap();
            let digits: String = (1..=max)
                .map(|k| if set.contains(&k) { '3' } else { '0' })
                .collect();
            format!("0.{digits}")
        }
    }
}

/// FNV-1a over the values, the digest both sides are compared by.
fn digest(values: impl IntoIterator<Item = u64>) -> u64 {
    values.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, v| {
        (h ^ v).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The worker: computes one table, prints `compute_ns digest`.
fn worker(index: usize) {
    let load = &workloads()[index];
    let cells = load.n as usize + 1;
    let (elapsed, hash) = match &load.work {
        Work::Set(set) => {
            let set = SubtractionSet::new(set).unwrap();
            let mut table = vec![0u8; cells];
            let start = Instant::now();
            set.fill_table(&mut table).unwrap();
            let elapsed = start.elapsed();
            (elapsed, digest(table.iter().map(|&v| u64::from(v))))
        }
        Work::Octal(code) => {
            let code: OctalCode = code.parse().unwrap();
            let table = vec![0u16; cells];
            let scratch = vec![0u32; OctalCode::scratch_len(cells)];
            let start = Instant::now();
            let mut fill = TableFill::octal(&code, table, scratch);
            fill_with_threads(&mut fill, load.threads);
            let elapsed = start.elapsed();
            (elapsed, digest(fill.values().iter().map(|&v| u64::from(v))))
        }
    };
    println!("{} {hash}", elapsed.as_nanos());
}

/// Fills the whole table: alone, or with blocks prepared by `threads` threads (as
/// `grundy sg octal --threads` does).
fn fill_with_threads(fill: &mut TableFill<Vec<u16>, Vec<u32>>, threads: usize) {
    const BLOCK: usize = 4096;
    let cells = fill.capacity();
    let mut prepared = Vec::new();
    while fill.filled() < cells {
        match fill.block(BLOCK).filter(|_| threads > 1) {
            Some(block) => {
                prepared.resize(block.cells(), 0);
                let heaps = block.heaps();
                let per = heaps.len().div_ceil(threads);
                let shared = &*fill;
                std::thread::scope(|scope| {
                    for (i, out) in prepared.chunks_mut(per * block.words()).enumerate() {
                        let from = heaps.start + i * per;
                        let part = from..(from + per).min(heaps.end);
                        let block = &block;
                        scope.spawn(move || shared.prepare(block, part, out));
                    }
                });
                fill.fill_block(&block, &prepared, &mut 0, u64::MAX)
                    .unwrap();
            }
            None => {
                let to = fill.filled() + BLOCK;
                fill.fill_to(to, &mut 0, u64::MAX).unwrap();
            }
        }
    }
}

/// One timed process: wall time, the computation time it reports, CPU time (user + system)
/// when `/usr/bin/time` measured it, and its standard output.
struct Run {
    wall: Duration,
    compute: Option<Duration>,
    cpu: Option<Duration>,
    stdout: String,
}

fn timed(program: &str, args: &[String]) -> Run {
    let gnu_time = std::path::Path::new("/usr/bin/time").exists();
    let mut command = if gnu_time {
        let mut c = Command::new("/usr/bin/time");
        c.args(["-f", "cpu %U %S", program]);
        c
    } else {
        Command::new(program)
    };
    let start = Instant::now();
    let out = command
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    let wall = start.elapsed();
    assert!(out.status.success(), "{program} {args:?} failed");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let cpu = stderr.lines().rev().find_map(|l| {
        let mut parts = l.strip_prefix("cpu ")?.split_whitespace();
        let user: f64 = parts.next()?.parse().ok()?;
        let system: f64 = parts.next()?.parse().ok()?;
        Some(Duration::from_secs_f64(user + system))
    });
    Run {
        wall,
        compute: None,
        cpu,
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
    }
}

/// ogsolve's "calculation time: 889.04ms".
fn ogsolve_calculation(stdout: &str) -> Option<Duration> {
    let text = stdout
        .lines()
        .find_map(|l| l.trim().strip_prefix("calculation time: "))?;
    let (number, scale) = if let Some(x) = text.strip_suffix("ns") {
        (x, 1e-9)
    } else if let Some(x) = text.strip_suffix("µs") {
        (x, 1e-6)
    } else if let Some(x) = text.strip_suffix("ms") {
        (x, 1e-3)
    } else {
        (text.strip_suffix('s')?, 1.0)
    };
    Some(Duration::from_secs_f64(number.parse::<f64>().ok()? * scale))
}

/// The digest of ogsolve's `-p` listing of heaps 0..=n, read as it streams.
fn ogsolve_digest(ogsolve: &str, code: &str, method: &str, n: u64) -> u64 {
    let mut child = Command::new(ogsolve)
        .args([code, "-m", method, "-n", &n.to_string(), "-p"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("cannot run ogsolve");
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut hash = None;
    let mut line = String::new();
    while reader.read_line(&mut line).unwrap() > 0 {
        if let Some(values) = line.trim().strip_prefix("nimbers:") {
            let values: Vec<u64> = values
                .split_whitespace()
                .map(|v| v.parse().unwrap())
                .collect();
            assert_eq!(values.len() as u64, n + 1, "ogsolve listed heaps 0..=n");
            hash = Some(digest(values));
        }
        line.clear();
    }
    assert!(child.wait().unwrap().success());
    hash.expect("ogsolve printed no nimbers")
}

fn median(mut v: Vec<Duration>) -> Option<Duration> {
    v.sort();
    v.get(v.len() / 2).copied()
}

fn secs(d: Option<Duration>) -> String {
    d.map_or("-".to_owned(), |d| format!("{:.3}", d.as_secs_f64()))
}

fn ratio(a: Option<Duration>, b: Option<Duration>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if !b.is_zero() => format!("{:.3}", a.as_secs_f64() / b.as_secs_f64()),
        _ => "-".to_owned(),
    }
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_owned())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--worker") {
        worker(args[i + 1].parse().unwrap());
        return;
    }
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .map(|i| args[i + 1].clone())
    };
    let runs: usize = flag("--runs").map_or(5, |r| r.parse().unwrap());
    let only = flag("--only");
    let ogsolve = flag("--ogsolve").unwrap_or_else(|| "ogsolve".to_owned());
    let have_ogsolve = Command::new(&ogsolve)
        .arg("--version")
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    let me = std::env::current_exe().unwrap().display().to_string();
    println!(
        "grundy vs ogsolve, {runs} alternating rounds, medians; load average at start {}",
        loadavg()
    );
    if !have_ogsolve {
        println!("ogsolve not found (cargo install ogsolve): timing grundy alone");
    }
    println!(
        "{:<26} {:>9} {:>9} {:>9} | {:>9} {:>9} {:>9} | {:>7} {:>7} {:>7} {:>5} ok",
        "workload",
        "g wall",
        "g comp",
        "g cpu",
        "o wall",
        "o calc",
        "o cpu",
        "wall",
        "comp",
        "cpu",
        "goal",
    );
    for (index, load) in workloads().into_iter().enumerate() {
        if only
            .as_ref()
            .is_some_and(|o| !load.name.contains(o.as_str()))
        {
            continue;
        }
        let code = code_of(&load.work);
        let worker_args = vec!["--worker".to_owned(), index.to_string()];
        let ours_hash = timed(&me, &worker_args)
            .stdout
            .split_whitespace()
            .nth(1)
            .unwrap()
            .parse::<u64>()
            .unwrap();
        let methods = load.methods;
        if have_ogsolve {
            for method in methods {
                let theirs = ogsolve_digest(&ogsolve, &code, method, load.n);
                assert_eq!(
                    theirs, ours_hash,
                    "{}: ogsolve -m {method} has other values",
                    load.name
                );
            }
        }
        let mut ours: Vec<Run> = vec![];
        let mut theirs: Vec<Vec<Run>> = methods.iter().map(|_| vec![]).collect();
        for _ in 0..runs {
            let mut run = timed(&me, &worker_args);
            let ns: u64 = run
                .stdout
                .split_whitespace()
                .next()
                .unwrap()
                .parse()
                .unwrap();
            run.compute = Some(Duration::from_nanos(ns));
            ours.push(run);
            if have_ogsolve {
                for (m, method) in methods.iter().enumerate() {
                    let args = [code.clone(), "-m".into(), (*method).into()]
                        .into_iter()
                        .chain(["-n".into(), load.n.to_string()])
                        .collect::<Vec<String>>();
                    let mut run = timed(&ogsolve, &args);
                    run.compute = ogsolve_calculation(&run.stdout);
                    theirs[m].push(run);
                }
            }
        }
        let stat = |runs: &[Run], f: fn(&Run) -> Option<Duration>| {
            let v: Option<Vec<Duration>> = runs.iter().map(f).collect();
            v.and_then(median)
        };
        let (g_wall, g_comp, g_cpu) = (
            stat(&ours, |r| Some(r.wall)),
            stat(&ours, |r| r.compute),
            stat(&ours, |r| r.cpu),
        );
        // ogsolve's best method, for each measure.
        let best =
            |f: fn(&Run) -> Option<Duration>| theirs.iter().filter_map(|runs| stat(runs, f)).min();
        let (o_wall, o_calc, o_cpu) =
            (best(|r| Some(r.wall)), best(|r| r.compute), best(|r| r.cpu));
        // One thread against one: CPU time, the fairest on a shared machine. More threads
        // than ogsolve's one: wall time, what the threads are for.
        let (ours_measure, theirs_measure) = if load.threads > 1 {
            (g_wall, o_wall)
        } else {
            (g_cpu.or(g_wall), o_cpu.or(o_wall))
        };
        let verdict = match (ours_measure, theirs_measure) {
            (Some(g), Some(o)) if g.as_secs_f64() <= load.goal * o.as_secs_f64() => "yes",
            (Some(_), Some(_)) => "NO",
            _ => "-",
        };
        println!(
            "{:<26} {:>9} {:>9} {:>9} | {:>9} {:>9} {:>9} | {:>7} {:>7} {:>7} {:>5} {}",
            load.name,
            secs(g_wall),
            secs(g_comp),
            secs(g_cpu),
            secs(o_wall),
            secs(o_calc),
            secs(o_cpu),
            ratio(g_wall, o_wall),
            ratio(g_comp, o_calc),
            ratio(g_cpu, o_cpu),
            format!("≤{}", load.goal),
            verdict
        );
    }
    // Wythoff's table has no ogsolve counterpart: the bitset table against the row, column
    // and diagonal scan it replaces.
    if only.as_ref().is_none_or(|o| "wythoff".contains(o.as_str())) {
        for size in [1024, 4096] {
            let mut table = vec![0u16; size * size];
            let mut bits = vec![0u64; Wythoff::bits_len(size, size).unwrap()];
            let times: Vec<Duration> = (0..runs)
                .map(|_| {
                    let start = Instant::now();
                    Wythoff::fill_table_with(&mut table, size, size, &mut bits).unwrap();
                    start.elapsed()
                })
                .collect();
            println!(
                "Wythoff {size}×{size} by bitsets: median {} s",
                secs(median(times))
            );
        }
        let mut old = vec![0u32; 1024 * 1024];
        let start = Instant::now();
        Wythoff::fill_table(&mut old, 1024, 1024).unwrap();
        println!(
            "Wythoff 1024×1024 by the plain scan (one run): {} s",
            secs(Some(start.elapsed()))
        );
    }
    println!("load average at end {}", loadavg());
}

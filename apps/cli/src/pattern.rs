//! `grundy pattern GAME [--upto N] [--format text|json] [--emit cpp|python|rust] [--pairs]`:
//! the preperiod, period and saltus of a heap game's values, certified or observed
//! (`grundy_host::pattern`), code for them, and a two-pile script's P-positions with their
//! Beatty pair. Every value comes from the core or from `grundy_host`'s solver; this file
//! computes nothing of a game and lays out the answers.

use std::fmt::Write as _;
use std::path::Path;

use grundy::graph::GraphOutcome;
use grundy_host::custom::{SolveError, Solver, Value};
use grundy_host::hint::json_string;
use grundy_host::pattern::pairs::{End, Pairs, pairs};
use grundy_host::pattern::{Language, Pattern, emit, find, of_game};
use grundy_script::{ScriptError, ScriptRules};

use crate::args::Format;
use crate::contest::{EmitLanguage, PatternArgs};
use crate::error::Failure;

/// Heaps tabled when `--upto` is not given.
const UPTO: u64 = 300;

/// Piles tabled with `--pairs` when `--upto` is not given.
const PAIRS_UPTO: u64 = 60;

/// `grundy pattern`.
pub fn run(args: &PatternArgs) -> Result<(), Failure> {
    if args.format == Format::Csv {
        return Err(Failure::Usage(
            "pattern prints text or json, not csv".to_owned(),
        ));
    }
    let what = args.words.join(" ");
    if args.words.first().map(String::as_str) == Some("script") {
        let file = match args.words.as_slice() {
            [_, file] => Path::new(file),
            _ => {
                return Err(Failure::Usage(
                    "pattern script takes one file: pattern script FILE".to_owned(),
                ));
            }
        };
        let mut solver = solver(file, args.budget)?;
        if args.pairs {
            if args.emit.is_some() {
                return Err(Failure::Usage(
                    "--emit writes a one-heap game's g(n); --pairs has none".to_owned(),
                ));
            }
            let upto = args.upto.unwrap_or(PAIRS_UPTO);
            let found = two_piles(&mut solver, file, upto)?;
            return crate::out::print(&pairs_text(&found, &what, args.format));
        }
        let upto = args.upto.unwrap_or(UPTO);
        let values = heap_values(&mut solver, file, upto)?;
        let pattern = find(&values);
        return answer(pattern.as_ref(), &values, &what, args);
    }
    if args.pairs {
        return Err(Failure::Usage(
            "--pairs is for a script whose positions are two piles: pattern script FILE --pairs"
                .to_owned(),
        ));
    }
    let game = grundy_host::parse_game(&args.words).map_err(|e| Failure::Input(e.to_string()))?;
    let upto = args.upto.unwrap_or(UPTO);
    let pattern = of_game(&game, upto).map_err(|e| Failure::Input(e.to_string()))?;
    let values =
        grundy_host::pattern::values(&game, upto).map_err(|e| Failure::Input(e.to_string()))?;
    answer(pattern.as_ref(), &values, &what, args)
}

/// A solver of the script in `file`, on every core.
fn solver(file: &Path, budget: u64) -> Result<Solver<ScriptRules>, Failure> {
    let script = crate::script::load(file)?;
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    Ok(Solver::new(script.rules())
        .with_budget(budget)
        .with_workers(threads))
}

/// A solver's error as one line naming the file.
fn failure(file: &Path, e: &SolveError<ScriptError>) -> Failure {
    let hint = match e {
        SolveError::Budget { .. } => ": raise it with --budget N, or lower --upto",
        _ => "",
    };
    Failure::Input(format!("{}: {e}{hint}", file.display()))
}

/// Refuses, before anything is built, more positions than the solver may explore.
fn check_budget(file: &Path, positions: u128, budget: u64) -> Result<(), Failure> {
    if positions > u128::from(budget) {
        return Err(Failure::Input(format!(
            "{}: {positions} positions are more than the budget of {budget}: raise it with --budget N, or lower --upto",
            file.display()
        )));
    }
    Ok(())
}

/// The values of positions `[0]..=[upto]` of a script's game.
fn heap_values(
    solver: &mut Solver<ScriptRules>,
    file: &Path,
    upto: u64,
) -> Result<Vec<u64>, Failure> {
    check_budget(file, u128::from(upto) + 1, solver.budget())?;
    let roots: Vec<[u64; 1]> = (0..=upto).map(|n| [n]).collect();
    let refs: Vec<&[u64]> = roots.iter().map(|r| r.as_slice()).collect();
    let values = solver.values(&refs).map_err(|e| failure(file, &e))?;
    values
        .iter()
        .enumerate()
        .map(|(n, v)| match v {
            Value::Finite(g) => Ok(*g),
            Value::Infinite(_) => Err(Failure::Input(format!(
                "{}: position [{n}] is loopy ({v}): a loopy game's values have no pattern here",
                file.display()
            ))),
        })
        .collect()
}

/// The P-positions `[a, b]`, `a <= b <= upto`, of a script's two-pile game, by its solver.
fn two_piles(solver: &mut Solver<ScriptRules>, file: &Path, upto: u64) -> Result<Pairs, Failure> {
    let side = u128::from(upto) + 1;
    check_budget(file, side * (side + 1) / 2, solver.budget())?;
    let all: Vec<[u64; 2]> = (0..=upto)
        .flat_map(|a| (a..=upto).map(move |b| [a, b]))
        .collect();
    let refs: Vec<&[u64]> = all.iter().map(|p| p.as_slice()).collect();
    // All at once first, so that several threads share the work.
    solver.values(&refs).map_err(|e| failure(file, &e))?;
    let mut lost = Vec::new();
    for p in &all {
        let analysis = solver.analyse_within(p, 0).map_err(|e| failure(file, &e))?;
        if analysis.outcome == GraphOutcome::Loss {
            lost.push((p[0], p[1]));
        }
    }
    Ok(pairs(lost, upto))
}

/// Prints the pattern, or the code for it.
fn answer(
    pattern: Option<&Pattern>,
    values: &[u64],
    what: &str,
    args: &PatternArgs,
) -> Result<(), Failure> {
    if let Some(language) = args.emit {
        let Some(pattern) = pattern else {
            return Err(Failure::Input(format!(
                "{what}: no pattern in heaps 0..={}: no code to write (try a larger --upto)",
                values.len().saturating_sub(1)
            )));
        };
        let language = match language {
            EmitLanguage::Cpp => Language::Cpp,
            EmitLanguage::Python => Language::Python,
            EmitLanguage::Rust => Language::Rust,
        };
        let code =
            emit(pattern, values, language, what).map_err(|e| Failure::Input(e.to_string()))?;
        return crate::out::print(&code);
    }
    let upto = values.len().saturating_sub(1);
    let text = match args.format {
        Format::Json => json(pattern, what, upto),
        _ => text(pattern, values, what, upto),
    };
    crate::out::print(&text)
}

/// Numbers separated by spaces.
fn list(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    words.join(" ")
}

fn text(pattern: Option<&Pattern>, values: &[u64], what: &str, upto: usize) -> String {
    let mut s = format!("{what}: heaps 0..={upto}\n");
    let shown = values.get(..values.len().min(40)).unwrap_or_default();
    let more = if values.len() > 40 { " ..." } else { "" };
    let _ = writeln!(s, "values: {}{more}", list(shown));
    let Some(p) = pattern else {
        let _ = writeln!(
            s,
            "no pattern: no period p <= {} with g(n + p) = g(n) + s over three periods and the later half of the table",
            values.len() / 3
        );
        return s;
    };
    let (pre, period, saltus) = (p.preperiod(), p.period(), p.saltus());
    if saltus == 0 {
        let _ = writeln!(
            s,
            "periodic: preperiod {pre}, period {period}: g(n + {period}) = g(n) for n >= {pre}"
        );
    } else {
        let _ = writeln!(
            s,
            "arithmetic-periodic: preperiod {pre}, period {period}, saltus {saltus}: g(n + {period}) = g(n) + {saltus} for n >= {pre}"
        );
    }
    let head = p.head();
    if pre > 0 {
        let _ = writeln!(
            s,
            "preperiod: {}",
            list(head.get(..pre).unwrap_or_default())
        );
    }
    let _ = writeln!(
        s,
        "period:    {}",
        list(head.get(pre..).unwrap_or_default())
    );
    match p.proof() {
        Some(proof) => {
            let _ = writeln!(s, "certified for every n: {proof}");
        }
        None => {
            let _ = writeln!(
                s,
                "observed for heaps 0..={} only: no theorem proves it past them",
                p.seen()
            );
        }
    }
    s
}

fn json(pattern: Option<&Pattern>, what: &str, upto: usize) -> String {
    let mut s = format!(
        "{{\"game\":{},\"upto\":{upto},\"pattern\":",
        json_string(what)
    );
    match pattern {
        None => s += "null",
        Some(p) => {
            let proof = p.proof().map_or_else(
                || "null".to_owned(),
                |proof| json_string(&proof.to_string()),
            );
            let _ = write!(
                s,
                "{{\"preperiod\":{},\"period\":{},\"saltus\":{},\"certified\":{},\"proof\":{proof},\"head\":[{}]}}",
                p.preperiod(),
                p.period(),
                p.saltus(),
                p.proof().is_some(),
                list(p.head()).replace(' ', ",")
            );
        }
    }
    s += "}\n";
    s
}

/// `[21/13, 34/21)` with the decimals.
fn interval(lo: End, hi: End) -> (String, String) {
    let open = if lo.closed { "[" } else { "(" };
    let close = if hi.closed { "]" } else { ")" };
    (
        format!("{open}{}, {}{close}", lo.at, hi.at),
        format!("{open}{}, {}{close}", lo.at.decimal(6), hi.at.decimal(6)),
    )
}

fn pairs_text(found: &Pairs, what: &str, format: Format) -> String {
    let upto = found.upto();
    if format == Format::Json {
        let mut s = format!(
            "{{\"game\":{},\"upto\":{upto},\"by_difference\":[",
            json_string(what)
        );
        for (i, (d, a)) in found.by_difference().enumerate() {
            let sep = if i > 0 { "," } else { "" };
            let _ = write!(
                s,
                "{sep}{{\"difference\":{d},\"smaller\":[{}]}}",
                list(a).replace(' ', ",")
            );
        }
        let _ = write!(
            s,
            "],\"smaller\":[{}],\"beatty\":",
            list(found.smaller()).replace(' ', ",")
        );
        match found.beatty() {
            None => s += "null",
            Some(b) => {
                let named = b
                    .named()
                    .map_or_else(|| "null".to_owned(), |q| json_string(&q.to_string()));
                let _ = write!(
                    s,
                    "{{\"terms\":{},\"alpha_min\":\"{}\",\"alpha_min_included\":{},\"alpha_max\":\"{}\",\"alpha_max_included\":{},\"named\":{named}}}",
                    b.terms(),
                    b.lo().at,
                    b.lo().closed,
                    b.hi().at,
                    b.hi().closed
                );
            }
        }
        s += "}\n";
        return s;
    }
    let mut s = format!("{what}: P-positions (a, b), a <= b <= {upto}, by difference b - a:\n");
    for (d, a) in found.by_difference() {
        let positions: Vec<String> = a.iter().map(|&a| format!("({a}, {})", a + d)).collect();
        let _ = writeln!(s, "  d = {d}: {}", positions.join(" "));
    }
    let _ = writeln!(
        s,
        "smaller piles a_n (n = 1, 2, ...): {}",
        list(found.smaller())
    );
    match found.beatty() {
        None => {
            let _ = writeln!(
                s,
                "no Beatty pair: no alpha with a_n = floor(n alpha), b_n = floor(n beta), 1/alpha + 1/beta = 1 for every n seen"
            );
        }
        Some(b) => {
            let (exact, decimal) = interval(b.lo(), b.hi());
            let _ = writeln!(
                s,
                "Beatty pair for n = 1..={}: a_n = floor(n alpha), b_n = floor(n beta), 1/alpha + 1/beta = 1,\n  alpha in {exact} = {decimal}",
                b.terms()
            );
            if let Some(q) = b.named() {
                let _ = writeln!(
                    s,
                    "  alpha = {q} = {}... fits (observed, not proved)",
                    q.decimal()
                );
            }
        }
    }
    s
}

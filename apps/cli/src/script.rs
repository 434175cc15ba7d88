//! Games given by their rules in a Rhai script: `sg script`, `script check`, and script
//! components in `hint` (alone or in a sum). The rules run in `grundy_script`'s sandbox;
//! every value, outcome and winning move comes from `grundy_host::custom`'s solver and the
//! core ([`grundy::graph::LoopySum`] for sums); this file reads files and lays out answers.

use std::fmt::Write as _;
use std::io::{BufWriter, Read, Write};
use std::path::Path;

use grundy::Outcome;
use grundy::graph::GraphOutcome;
use grundy::sg::certified_period;
use grundy_host::custom::{SolveError, Solver, Value, show};
use grundy_i18n::{Lang, Localize, tr};
use grundy_script::{Script, ScriptError, ScriptRules};

use crate::args::Format;
use crate::error::Failure;
use crate::out::join;
use grundy_host::hint::json_string;

mod sum;

pub use sum::hint;

/// The largest script read: a game's rules are a few kilobytes.
const MAX_SCRIPT: u64 = 1 << 20;

/// Winning moves listed at most; more are announced.
const MAX_MOVES: usize = 20;

/// Positions tried by `script check` when none are given: `[0]` to `[8]`.
const CHECK_UPTO: u64 = 8;

/// Reads and compiles the script in `file`.
///
/// # Errors
/// [`Failure::Io`] when the file cannot be read, [`Failure::Input`] when it is too large, not
/// UTF-8, or does not compile.
pub fn load(file: &Path) -> Result<Script, Failure> {
    let name = crate::error::path(file);
    let f =
        std::fs::File::open(file).map_err(|e| Failure::Io(format!("cannot read {name}: {e}")))?;
    let mut bytes = Vec::new();
    f.take(MAX_SCRIPT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::Io(format!("cannot read {name}: {e}")))?;
    if bytes.len() as u64 > MAX_SCRIPT {
        return Err(Failure::Input(format!(
            "{name}: larger than {MAX_SCRIPT} bytes: a game's rules fit in far less"
        )));
    }
    let source = String::from_utf8(bytes)
        .map_err(|e| Failure::Input(format!("{name}: not UTF-8 text ({e})")))?;
    Script::compile(&source).map_err(|e| Failure::Input(format!("{name}: {e}")))
}

/// A solver of `script`'s rules under `budget`, on every core.
fn solver(script: &Script, budget: u64) -> Solver<ScriptRules> {
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    Solver::new(script.rules())
        .with_budget(budget)
        .with_workers(threads)
}

/// A solver's error as one line naming the file, with how to raise the budget.
fn failure(file: &Path, e: &SolveError<ScriptError>) -> Failure {
    match e {
        SolveError::Budget { .. } => Failure::Input(format!(
            "{}: {e}: raise it with --budget N",
            crate::error::path(file)
        )),
        _ => Failure::Input(format!("{}: {e}", crate::error::path(file))),
    }
}

/// `∞({0, 2})`-style JSON: a number, or `{"infinity":[0,2]}` as `sg graph` writes it.
fn json_value(value: &Value) -> String {
    match value {
        Value::Finite(g) => g.to_string(),
        Value::Infinite(k) => format!("{{\"infinity\":{}}}", crate::out::json_array(k)),
    }
}

/// `"grundy":3`, or `"grundy":null,"infinity":[0,2]`.
fn json_grundy(value: &Value) -> String {
    match value {
        Value::Finite(g) => format!("\"grundy\":{g}"),
        Value::Infinite(k) => format!("\"grundy\":null,\"infinity\":{}", crate::out::json_array(k)),
    }
}

/// The game's name, or the file's when the script has none.
fn title(
    solver: &mut Solver<ScriptRules>,
    file: &Path,
) -> Result<(Option<String>, String), Failure> {
    let name = solver.name().map_err(|e| failure(file, &e))?;
    let shown = match &name {
        Some(n) => format!("{n} (script {})", crate::error::path(file)),
        None => format!("the script {}", crate::error::path(file)),
    };
    Ok((name, shown))
}

/// `sg script FILE --upto N [--period]`.
pub fn sg(
    format: Format,
    file: &Path,
    upto: u64,
    period: bool,
    budget: u64,
) -> Result<(), Failure> {
    let script = load(file)?;
    let mut solver = solver(&script, budget);
    let (name, shown) = title(&mut solver, file)?;
    let count = usize::try_from(upto)
        .ok()
        .and_then(|u| u.checked_add(1))
        .filter(|&c| c as u64 <= budget)
        .ok_or_else(|| {
            Failure::Input(format!(
                "{}: positions [0]..[{upto}] are more than the state budget of {budget}: raise it with --budget N",
                crate::error::path(file)
            ))
        })?;
    let roots: Vec<[u64; 1]> = (0..count as u64).map(|n| [n]).collect();
    let refs: Vec<&[u64]> = roots.iter().map(|r| r.as_slice()).collect();
    let values = solver.values(&refs).map_err(|e| failure(file, &e))?;
    let finite: Option<Vec<u64>> = values.iter().map(Value::finite).collect();
    // An apparent period: the last quarter of the values seen earlier; never a proof.
    let found = match (&finite, period) {
        (Some(table), true) => certified_period(table, (table.len() as u64 / 4).max(1)),
        _ => None,
    };
    let mut w = BufWriter::with_capacity(1 << 16, crate::out::stdout()?);
    match format {
        Format::Json => {
            let name = name
                .as_deref()
                .map_or_else(|| "null".to_owned(), json_string);
            write!(
                w,
                "{{\"game\":\"script\",\"name\":{name},\"upto\":{upto},\"values\":["
            )?;
            for (i, v) in values.iter().enumerate() {
                let sep = if i > 0 { "," } else { "" };
                write!(w, "{sep}{}", json_value(v))?;
            }
            write!(w, "]")?;
            if period {
                match found {
                    Some(p) => write!(
                        w,
                        ",\"period\":{{\"preperiod\":{},\"period\":{},\"certified\":false}}",
                        p.preperiod(),
                        p.period()
                    )?,
                    None => write!(w, ",\"period\":null")?,
                }
            }
            writeln!(w, "}}")?;
        }
        Format::Csv => {
            writeln!(w, "n,grundy,k")?;
            for (n, v) in values.iter().enumerate() {
                match v {
                    Value::Finite(g) => writeln!(w, "{n},{g},")?,
                    Value::Infinite(k) => {
                        writeln!(w, "{n},inf,{}", join(k).replace("(empty)", ""))?
                    }
                }
            }
        }
        Format::Text => {
            writeln!(
                w,
                "Grundy values of {shown}, positions [0]..[{upto}] (* marks P-positions; ∞(K): a loopy position, won when 0 is in K, else drawn)"
            )?;
            let cells: Vec<String> = values
                .iter()
                .map(|v| match v {
                    Value::Finite(0) => "0*".to_owned(),
                    v => v.to_string(),
                })
                .collect();
            let width = cells.iter().map(|c| c.chars().count()).max().unwrap_or(1) + 1;
            let label = upto.to_string().len();
            for (row, chunk) in cells.chunks(10).enumerate() {
                let mut line = format!("{:>label$} |", row * 10);
                for c in chunk {
                    let _ = write!(line, " {c:<width$}");
                }
                writeln!(w, "{}", line.trim_end())?;
            }
            if period {
                match (&finite, found) {
                    (_, Some(p)) => writeln!(
                        w,
                        "apparent period {} from position [{}] (not certified: seen in positions [0]..[{upto}], not proven)",
                        p.period(),
                        p.preperiod()
                    )?,
                    (Some(_), None) => writeln!(
                        w,
                        "no apparent period: the last quarter of the values does not repeat earlier"
                    )?,
                    (None, None) => writeln!(w, "no period: some values are loopy")?,
                }
            }
        }
    }
    Ok(w.flush()?)
}

/// `script check FILE [--at "a b c"]...`: compiles, names the functions, values a few
/// positions and checks that `parts` agrees with `moves` there.
pub fn check(file: &Path, at: &[String], budget: u64) -> Result<(), Failure> {
    let script = load(file)?;
    let mut solver = solver(&script, budget);
    let (_, shown) = title(&mut solver, file)?;
    let positions: Vec<Vec<u64>> = if at.is_empty() {
        (0..=CHECK_UPTO).map(|n| vec![n]).collect()
    } else {
        at.iter()
            .map(|words| {
                words
                    .split_whitespace()
                    .map(|w| {
                        grundy_host::parse_number(w).map_err(|e| {
                            Failure::Usage(format!(
                                "--at \"{words}\": \"{w}\" is not a number: {e}"
                            ))
                        })
                    })
                    .collect()
            })
            .collect::<Result<_, _>>()?
    };
    let mut text = String::new();
    let functions = if script.has_parts() {
        "moves and parts"
    } else {
        "moves (no parts: every position is solved whole)"
    };
    let _ = writeln!(text, "{shown}: compiles; defines {functions}");
    for p in &positions {
        let analysis = solver.analyse(p).map_err(|e| failure(file, &e))?;
        let remoteness = match &analysis.remoteness {
            Ok(Some(r)) => format!(", remoteness {r}"),
            Ok(None) => String::new(),
            Err(e) => format!(", remoteness unknown ({e})"),
        };
        let _ = writeln!(
            text,
            "  {}: value {}, {}, {} option{}{remoteness}",
            show(p),
            analysis.value,
            outcome_words(analysis.outcome),
            analysis.options.len(),
            if analysis.options.len() == 1 { "" } else { "s" }
        );
        if analysis.agrees_with_moves() == Some(false) {
            return Err(Failure::Input(format!(
                "{}: at {}: parts disagree with moves: the value by parts is {}, the mex of the options' values is not",
                crate::error::path(file),
                show(p),
                analysis.value
            )));
        }
    }
    let _ = writeln!(
        text,
        "parts agree with moves at every position tried; no error"
    );
    crate::out::print(&text)
}

/// Who wins, in words (English: `script check` speaks English only).
fn outcome_words(o: GraphOutcome) -> &'static str {
    match o {
        GraphOutcome::Win => "N (the player to move wins)",
        GraphOutcome::Loss => "P (the player to move loses)",
        GraphOutcome::Draw => "D (a draw: neither player can force a win)",
    }
}

/// `N`, `P` or `D`.
fn code(o: GraphOutcome) -> &'static str {
    o.letter()
}

/// An outcome in `lang`: `N (…)`, `P (…)` or `D (…)`.
fn outcome_text(o: GraphOutcome, lang: Lang) -> String {
    match o {
        GraphOutcome::Win => Outcome::N.localize(lang),
        GraphOutcome::Loss => Outcome::P.localize(lang),
        GraphOutcome::Draw => tr!(lang, "outcome-d"),
    }
}

//! `grundy misere`: the misère quotient of a heap game, computed and proven by
//! `grundy_misere`, printed as text or JSON. Nothing here decides an outcome.

use std::fmt::Write as _;

use grundy::octal::OctalCode;
use grundy_host::hint::json_string;
use grundy_misere::{HeapGame, Limits, Quotient};

use crate::cli::{MisereArgs, MisereFormat, MisereGame};
use crate::error::Failure;
use crate::out;

/// Runs `grundy misere`.
pub fn run(args: &MisereArgs) -> Result<(), Failure> {
    let game = match &args.game {
        MisereGame::Octal { code, maxheap } => {
            let parsed: OctalCode = code
                .parse()
                .map_err(|e| format!("the octal code {}: {e}", grundy_host::quoted(code)))?;
            HeapGame::octal(&parsed, *maxheap)
        }
        MisereGame::Grundy { maxheap } => HeapGame::grundys_game(*maxheap),
    }
    .map_err(|e| e.to_string())?;
    let quotient = quotient(&game, args.budget)?;
    let text = match args.format {
        MisereFormat::Text => text(&quotient),
        MisereFormat::Json => json(&quotient),
    };
    out::print(&text)
}

/// The quotient of `game` within `budget` elements; a limit passed is one line.
pub fn quotient(game: &HeapGame, budget: usize) -> Result<Quotient, Failure> {
    let limits = Limits {
        max_elements: budget,
        ..Limits::default()
    };
    Quotient::compute_within(game, limits).map_err(|e| {
        Failure::Input(format!(
            "the misère quotient of {} to heap {}: {e}",
            game.name(),
            game.max_heap()
        ))
    })
}

fn word(q: &Quotient, x: usize) -> String {
    q.word(x).unwrap_or_default()
}

/// The presentation and P-portion as the papers print them, then the pretending function.
fn text(q: &Quotient) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "Misère quotient of {} on heaps 0..={} (proven for these heaps only)",
        q.game(),
        q.max_heap()
    );
    let _ = writeln!(s, "|Q| = {}, |P| = {}", q.size(), q.p_size());
    let gens: Vec<String> = q.generators().iter().map(|g| g.name.clone()).collect();
    let rels: Vec<String> = q
        .relations()
        .iter()
        .map(|(l, r)| format!("{l} = {r}"))
        .collect();
    let _ = writeln!(s, "Q = < {} | {} >", gens.join(", "), rels.join(", "));
    let p: Vec<String> = q.p_portion().iter().map(|&x| word(q, x)).collect();
    let _ = writeln!(s, "P = {{ {} }}", p.join(", "));
    let _ = writeln!(s, "Pretending function (heap: element):");
    for (n, &x) in q.heaps().iter().enumerate() {
        let _ = writeln!(s, "  {n:>4}: {}", word(q, x));
    }
    s
}

/// The JSON object of the fields.
fn json(q: &Quotient) -> String {
    let list = |items: Vec<String>| format!("[{}]", items.join(","));
    let numbers = |items: &[usize]| list(items.iter().map(ToString::to_string).collect());
    let elements = list((0..q.size()).map(|x| json_string(&word(q, x))).collect());
    let generators = list(
        q.generators()
            .iter()
            .map(|g| {
                format!(
                    "{{\"name\":{},\"heap\":{},\"element\":{}}}",
                    json_string(&g.name),
                    g.heap,
                    g.element
                )
            })
            .collect(),
    );
    let relations = list(
        q.relations()
            .iter()
            .map(|(l, r)| format!("[{},{}]", json_string(l), json_string(r)))
            .collect(),
    );
    let table = q.table().map_or_else(
        || "null".to_owned(),
        |rows| list(rows.iter().map(|r| numbers(r)).collect()),
    );
    format!(
        "{{\"game\":{},\"maxheap\":{},\"size\":{},\"p_size\":{},\"elements\":{elements},\"p_portion\":{},\"generators\":{generators},\"relations\":{relations},\"heaps\":{},\"table\":{table},\"periodic\":null}}\n",
        json_string(q.game()),
        q.max_heap(),
        q.size(),
        q.p_size(),
        numbers(&q.p_portion()),
        numbers(q.heaps()),
    )
}

//! `grundy sg graph`: the generalized Sprague–Grundy value of every node of a game given as a
//! graph, and with tokens the outcome and the move to make. The graph is read by
//! [`grundy_judge::read_graph`], the values come from [`grundy::GraphValues`].

use std::fmt::Write as _;
use std::io::{BufWriter, Write};
use std::path::Path;

use grundy::{GraphOutcome, GraphValues, Value};
use grundy_judge::{JudgeReason, SolveError, read_graph};

use crate::Failure;
use crate::cli::Format;

pub fn run(format: Format, file: Option<&Path>, memory: u64) -> Result<(), Failure> {
    let input = match file {
        Some(path) => {
            let f = std::fs::File::open(path)
                .map_err(|e| Failure::Io(format!("cannot open {}: {e}", path.display())))?;
            read_graph(std::io::BufReader::new(f), memory)
        }
        None => read_graph(std::io::stdin().lock(), memory),
    };
    let input = input.map_err(|e| match e {
        SolveError::Input(e) if matches!(e.reason, JudgeReason::MemoryBudget { .. }) => {
            Failure::Input(format!("{e} (--memory raises it)"))
        }
        SolveError::Input(e) => Failure::Input(e.to_string()),
        SolveError::Read(e) => Failure::Io(format!("cannot read the graph: {e}")),
        SolveError::Write(e) => Failure::Io(e.to_string()),
    })?;
    let graph = input.graph().map_err(|e| e.to_string())?;
    let nodes = graph.nodes();
    let mut values = Vec::new();
    let mut scratch = Vec::new();
    if values.try_reserve_exact(nodes).is_err()
        || scratch.try_reserve_exact(graph.scratch_len()).is_err()
    {
        return Err(Failure::Input(format!(
            "the values of {nodes} nodes do not fit in memory"
        )));
    }
    values.resize(nodes, 0);
    scratch.resize(graph.scratch_len(), 0);
    let values =
        GraphValues::compute(graph, &mut values, &mut scratch).map_err(|e| e.to_string())?;
    drop(scratch);
    let tokens = &input.tokens;
    let (outcome, best) = if tokens.is_empty() {
        (None, None)
    } else {
        (
            Some(values.outcome(tokens).map_err(|e| e.to_string())?),
            values.best_move(tokens).map_err(|e| e.to_string())?,
        )
    };
    let mut k = vec![0u32; 0];
    let mut w = BufWriter::with_capacity(1 << 16, crate::out::stdout()?);
    let value = |node: u32, k: &mut Vec<u32>| -> Result<(Value, Vec<u32>), Failure> {
        let v = values.value(node).map_err(|e| e.to_string())?;
        let set = if v == Value::Infinite {
            let followers = graph.followers(node).map_err(|e| e.to_string())?.len();
            k.resize(followers, 0);
            values.k_set(node, k).map_err(|e| e.to_string())?.to_vec()
        } else {
            Vec::new()
        };
        Ok((v, set))
    };
    let code = |o: GraphOutcome| match o {
        GraphOutcome::Win => "N",
        GraphOutcome::Loss => "P",
        GraphOutcome::Draw => "D",
    };
    let words = |o: GraphOutcome| match o {
        GraphOutcome::Win => "N (the player to move wins)",
        GraphOutcome::Loss => "P (the player to move loses)",
        GraphOutcome::Draw => "D (a draw: neither player can force a win)",
    };
    let nodes = u32::try_from(nodes).unwrap_or(u32::MAX);
    match format {
        Format::Json => {
            w.write_all(b"{\"values\":[")?;
            let mut line = String::new();
            for node in 0..nodes {
                line.clear();
                if node > 0 {
                    line.push(',');
                }
                match value(node, &mut k)? {
                    (Value::Finite(g), _) => {
                        let _ = write!(line, "{g}");
                    }
                    (Value::Infinite, set) => {
                        let list: Vec<String> = set.iter().map(u32::to_string).collect();
                        let _ = write!(line, "{{\"infinity\":[{}]}}", list.join(","));
                    }
                }
                w.write_all(line.as_bytes())?;
            }
            w.write_all(b"]")?;
            if let Some(o) = outcome {
                write!(w, ",\"tokens\":[")?;
                let list: Vec<String> = tokens.iter().map(|t| (t + 1).to_string()).collect();
                write!(w, "{}],\"outcome\":\"{}\"", list.join(","), code(o))?;
                match best {
                    Some(m) => write!(
                        w,
                        ",\"move\":{{\"token\":{},\"to\":{}}}",
                        m.token + 1,
                        m.to + 1
                    )?,
                    None => write!(w, ",\"move\":null")?,
                }
            }
            writeln!(w, "}}")?;
        }
        Format::Csv => {
            writeln!(w, "node,value,k")?;
            for node in 0..nodes {
                match value(node, &mut k)? {
                    (Value::Finite(g), _) => writeln!(w, "{},{g},", node + 1)?,
                    (Value::Infinite, set) => {
                        let list: Vec<String> = set.iter().map(u32::to_string).collect();
                        writeln!(w, "{},inf,{}", node + 1, list.join(" "))?;
                    }
                }
            }
        }
        Format::Text => {
            let plural = |n: usize, one: &'static str, many: &'static str| {
                if n == 1 { one } else { many }
            };
            let edges = graph.edges();
            writeln!(
                w,
                "A graph of {nodes} {} and {edges} {}; ∞(K): a loopy node whose finite followers' values are K",
                plural(nodes as usize, "node", "nodes"),
                plural(edges, "edge", "edges"),
            )?;
            for node in 0..nodes {
                match value(node, &mut k)? {
                    (Value::Finite(g), _) => writeln!(w, "node {}: {g}", node + 1)?,
                    (Value::Infinite, set) => {
                        let list: Vec<String> = set.iter().map(u32::to_string).collect();
                        writeln!(w, "node {}: ∞({{{}}})", node + 1, list.join(", "))?;
                    }
                }
            }
            if let Some(o) = outcome {
                let list: Vec<String> = tokens.iter().map(|t| (t + 1).to_string()).collect();
                writeln!(w, "tokens on nodes {}: {}", list.join(" "), words(o))?;
                match (o, best) {
                    (GraphOutcome::Win, Some(m)) => writeln!(w, "winning move: {m}")?,
                    (GraphOutcome::Draw, Some(m)) => {
                        writeln!(w, "a move that keeps the draw: {m}")?
                    }
                    (GraphOutcome::Loss, Some(m)) => {
                        writeln!(w, "every move loses; for example: {m}")?
                    }
                    (_, None) => writeln!(w, "no move is left")?,
                }
            }
        }
    }
    Ok(w.flush()?)
}

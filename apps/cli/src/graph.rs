//! `grundy sg graph`: the generalized Sprague–Grundy value of every node of a game given as a
//! graph, and with tokens the outcome and the move to make. The graph is read by
//! [`grundy_judge::read_graph`], the values come from [`grundy::graph::GraphValues`].

use std::fmt::Write as _;
use std::path::Path;

use grundy::graph::{GraphOutcome, GraphValues, Value};
use grundy_judge::{JudgeReason, SolveError, read_graph};

use crate::args::Format;
use crate::error::Failure;
use crate::out::Fast;

pub fn run(format: Format, file: Option<&Path>, memory: u64) -> Result<(), Failure> {
    let input = match file {
        Some(path) => {
            let f = std::fs::File::open(path).map_err(|e| {
                Failure::Io(format!("cannot open {}: {e}", crate::error::path(path)))
            })?;
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
    // One buffer for every node's K, grown to the largest out-degree met: no allocation per
    // node.
    let mut k = vec![0u32; 0];
    let mut w = Fast::new(crate::out::stdout()?);
    // A node's value, and for ∞(K) the set K at the front of `k` (empty for a finite value).
    let value = |node: u32, k: &mut Vec<u32>| -> Result<(Value, usize), Failure> {
        let v = values.value(node).map_err(|e| e.to_string())?;
        let len = if v == Value::Infinite {
            let followers = graph.followers(node).map_err(|e| e.to_string())?.len();
            if k.len() < followers {
                k.resize(followers, 0);
            }
            values.k_set(node, k).map_err(|e| e.to_string())?.len()
        } else {
            0
        };
        Ok((v, len))
    };
    // The numbers of a list, `sep` between them.
    let list = |w: &mut Fast<_>, set: &[u32], sep: &[u8]| -> std::io::Result<()> {
        for (i, &x) in set.iter().enumerate() {
            if i > 0 {
                w.bytes(sep)?;
            }
            w.number(u128::from(x))?;
        }
        Ok(())
    };
    let code = GraphOutcome::letter;
    let words = |o: GraphOutcome| match o {
        GraphOutcome::Win => "N (the player to move wins)",
        GraphOutcome::Loss => "P (the player to move loses)",
        GraphOutcome::Draw => "D (a draw: neither player can force a win)",
    };
    let tokens_list = || {
        tokens
            .iter()
            .map(|t| (u64::from(*t) + 1).to_string())
            .collect::<Vec<String>>()
    };
    let nodes = u32::try_from(nodes).unwrap_or(u32::MAX);
    match format {
        Format::Json => {
            w.bytes(b"{\"values\":[")?;
            for node in 0..nodes {
                if node > 0 {
                    w.byte(b',')?;
                }
                match value(node, &mut k)? {
                    (Value::Finite(g), _) => {
                        w.number(u128::from(g))?;
                    }
                    (Value::Infinite, len) => {
                        w.bytes(b"{\"infinity\":[")?;
                        list(&mut w, k.get(..len).unwrap_or_default(), b",")?;
                        w.bytes(b"]}")?;
                    }
                }
            }
            w.byte(b']')?;
            if let Some(o) = outcome {
                let mut tail = format!(
                    ",\"tokens\":[{}],\"outcome\":\"{}\"",
                    tokens_list().join(","),
                    code(o)
                );
                match best {
                    Some(m) => {
                        let _ = write!(
                            tail,
                            ",\"move\":{{\"token\":{},\"to\":{}}}",
                            u128::try_from(m.token).map_or(u128::MAX, |t| t + 1),
                            u128::from(m.to) + 1
                        );
                    }
                    None => tail.push_str(",\"move\":null"),
                }
                w.bytes(tail.as_bytes())?;
            }
            w.bytes(b"}\n")?;
        }
        Format::Csv => {
            w.bytes(b"node,value,k\n")?;
            for node in 0..nodes {
                w.number(u128::from(node) + 1)?;
                match value(node, &mut k)? {
                    (Value::Finite(g), _) => {
                        w.byte(b',')?;
                        w.number(u128::from(g))?;
                        w.bytes(b",\n")?;
                    }
                    (Value::Infinite, len) => {
                        w.bytes(b",inf,")?;
                        list(&mut w, k.get(..len).unwrap_or_default(), b" ")?;
                        w.byte(b'\n')?;
                    }
                }
            }
        }
        Format::Text => {
            let plural = |n: usize, one: &'static str, many: &'static str| {
                if n == 1 { one } else { many }
            };
            let edges = graph.edges();
            w.bytes(
                format!(
                    "A graph of {nodes} {} and {edges} {}; ∞(K): a loopy node whose finite followers' values are K\n",
                    plural(nodes as usize, "node", "nodes"),
                    plural(edges, "edge", "edges"),
                )
                .as_bytes(),
            )?;
            for node in 0..nodes {
                w.bytes(b"node ")?;
                w.number(u128::from(node) + 1)?;
                match value(node, &mut k)? {
                    (Value::Finite(g), _) => {
                        w.bytes(b": ")?;
                        w.number(u128::from(g))?;
                        w.byte(b'\n')?;
                    }
                    (Value::Infinite, len) => {
                        w.bytes(": ∞({".as_bytes())?;
                        list(&mut w, k.get(..len).unwrap_or_default(), b", ")?;
                        w.bytes(b"})\n")?;
                    }
                }
            }
            if let Some(o) = outcome {
                let mut tail = format!(
                    "tokens on nodes {}: {}\n",
                    tokens_list().join(" "),
                    words(o)
                );
                let _ = match (o, best) {
                    (GraphOutcome::Win, Some(m)) => writeln!(tail, "winning move: {m}"),
                    (GraphOutcome::Draw, Some(m)) => {
                        writeln!(tail, "a move that keeps the draw: {m}")
                    }
                    (GraphOutcome::Loss, Some(m)) => {
                        writeln!(tail, "every move loses; for example: {m}")
                    }
                    (_, None) => writeln!(tail, "no move is left"),
                };
                w.bytes(tail.as_bytes())?;
            }
        }
    }
    Ok(w.finish()?)
}

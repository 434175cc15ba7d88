//! The positions of a game that can come back to a position they left, solved as a graph
//! by the core, and remoteness by the core's retrograde analysis.

use grundy::graph::{GraphOutcome, GraphRemoteness, GraphValues, Value as Raw};
use grundy::{Graph, Nim};

use super::table::Table;
use super::{
    Call, Choice, Positions, Rules, SolveError, Solver, State, Value, outcome_of, parts_of,
};

/// Nodes expanded between two calls of [`Rules::checkpoint`] while a graph is built.
const CHECK_EVERY: usize = 256;

/// The graph of the positions reachable from some roots, valued by the core.
#[derive(Debug)]
pub(super) struct LoopyGraph {
    /// The nodes: single parts, whole positions, or positions of known value (sinks).
    nodes: Table,
    /// The roots' nodes, in the order asked.
    pub(super) roots: Vec<u32>,
    /// Every node's value.
    values: Vec<Value>,
    /// Who wins each node, for the player to move.
    outcomes: Vec<GraphOutcome>,
}

impl LoopyGraph {
    pub(super) fn value(&self, node: u32) -> Value {
        self.values
            .get(node as usize)
            .cloned()
            .unwrap_or(Value::Finite(0))
    }

    pub(super) fn outcome(&self, node: u32) -> GraphOutcome {
        self.outcomes
            .get(node as usize)
            .copied()
            .unwrap_or(GraphOutcome::Loss)
    }
}

/// Builds a graph from an edge list: the offsets and targets, by the core's counting sort.
fn rows(
    nodes: usize,
    edges: &[(u32, u32)],
) -> Result<(Vec<u32>, Vec<u32>), grundy::graph::GraphError> {
    let mut offsets = vec![0u32; nodes + 1];
    let mut targets = vec![0u32; edges.len()];
    Graph::from_edges(nodes, edges.iter().copied(), &mut offsets, &mut targets)?;
    Ok((offsets, targets))
}

/// Where a position stands in a graph: the position that names its node, and its value when
/// it is known.
struct Place {
    key: Vec<u64>,
    seed: Option<u64>,
}

impl<R: Rules> Solver<R> {
    /// Where option `o` stands in a graph: the position that names its node, and its value
    /// when it is known (every part solved: the nim-sum; no part: 0). A single unsolved part
    /// is its own node; a sum with an unsolved part is a node of its own, expanded whole.
    fn classify(
        &mut self,
        o: &[u64],
        parts: &mut Positions,
    ) -> Result<Place, SolveError<R::Error>> {
        parts_of(&mut self.rules, o, parts)?;
        let mut values = Vec::with_capacity(parts.len());
        for q in parts.iter() {
            match self.keys.get(q).map(|id| self.state_of(id)) {
                Some(State::Solved(v)) => values.push(v),
                _ => break,
            }
        }
        if values.len() == parts.len() {
            return Ok(Place {
                key: o.to_vec(),
                seed: Some(Nim::nim_sum(values)),
            });
        }
        let key = match (parts.len(), parts.get(0)) {
            (1, Some(q)) => q.to_vec(),
            _ => o.to_vec(),
        };
        Ok(Place { key, seed: None })
    }

    /// The graph of every position reachable from `roots` that cannot be valued part by part,
    /// each root a node expanded by its moves.
    pub(super) fn loopy_graph(
        &mut self,
        roots: &[&[u64]],
    ) -> Result<LoopyGraph, SolveError<R::Error>> {
        let mut nodes = Table::default();
        let mut seeds: Vec<Option<u64>> = Vec::new();
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut queue: Vec<u32> = Vec::new();
        let mut root_ids = Vec::with_capacity(roots.len());
        let mut parts = Positions::new();
        for &root in roots {
            parts_of(&mut self.rules, root, &mut parts)?;
            let key = match (parts.len(), parts.get(0)) {
                (1, Some(q)) => q.to_vec(),
                _ => root.to_vec(),
            };
            let (id, new) = nodes.intern(&key)?;
            if new {
                seeds.push(None);
                queue.push(id);
            }
            root_ids.push(id);
        }
        let mut options = Positions::new();
        let mut head = 0;
        while let Some(&w) = queue.get(head) {
            head += 1;
            if head % CHECK_EVERY == 0 {
                self.checkpoint(nodes.len())?;
            }
            options.clear();
            let position = nodes.position(w).to_vec();
            self.rules
                .moves(&position, &mut options)
                .map_err(|e| SolveError::rules(Call::Moves, &position, e))?;
            for o in options.iter() {
                let Place { key, seed } = self.classify(o, &mut parts)?;
                let (id, new) = nodes.intern(&key)?;
                if new {
                    seeds.push(seed);
                    if seed.is_none() {
                        queue.push(id);
                    }
                    self.over_budget(nodes.len())?;
                }
                edges.push((w, id));
            }
        }
        let n = nodes.len();
        let (offsets, targets) = rows(n, &edges)?;
        drop(edges);
        let graph = Graph::new(&offsets, &targets)?;
        let mut raw = vec![0u32; n];
        let mut scratch = vec![0u32; graph.scratch_len()];
        let seed = |u: u32| {
            let s = seeds.get(u as usize).copied().flatten()?;
            // A value past u32 is refused by the core as too large, as it is.
            Some(u32::try_from(s).unwrap_or(u32::MAX))
        };
        let computed = GraphValues::compute_seeded(graph, &mut raw, &mut scratch, seed)?;
        drop(scratch);
        let mut values = Vec::with_capacity(n);
        let mut outcomes = Vec::with_capacity(n);
        let mut k = Vec::new();
        for u in 0..n as u32 {
            outcomes.push(computed.outcome(&[u])?);
            values.push(match computed.value(u)? {
                Raw::Finite(g) => Value::Finite(u64::from(g)),
                Raw::Infinite => {
                    k.resize(graph.followers(u)?.len(), 0);
                    let set = computed.k_set(u, &mut k)?;
                    Value::Infinite(set.iter().map(|&g| u64::from(g)).collect())
                }
            });
        }
        Ok(LoopyGraph {
            nodes,
            roots: root_ids,
            values,
            outcomes,
        })
    }

    /// The node of option `o` in `graph`.
    pub(super) fn node_of(
        &mut self,
        graph: &LoopyGraph,
        o: &[u64],
    ) -> Result<u32, SolveError<R::Error>> {
        let mut parts = Positions::new();
        let place = self.classify(o, &mut parts)?;
        graph.nodes.get(&place.key).ok_or(SolveError::Outside {
            position: o.to_vec(),
        })
    }

    /// Who wins `position`: from its parts' values, else from `graph`.
    fn outcome_at(
        &mut self,
        position: &[u64],
        graph: Option<&LoopyGraph>,
    ) -> Result<GraphOutcome, SolveError<R::Error>> {
        let mut ids = self.solve_parts([position])?;
        let ids = ids.pop().unwrap_or_default();
        if let Some(g) = self.sum_of(&ids) {
            return Ok(outcome_of(g));
        }
        let outside = || SolveError::Outside {
            position: position.to_vec(),
        };
        let graph = graph.ok_or_else(outside)?;
        let node = self.node_of(graph, position).map_err(|_| outside())?;
        Ok(graph.outcome(node))
    }

    /// The remoteness of `position` (of outcome `outcome`, not a draw), by the core's
    /// retrograde analysis of the positions perfect play passes through: from a won position
    /// its winning moves, from a lost one every move. Fills in the remoteness of `choices`.
    pub(super) fn remoteness(
        &mut self,
        position: &[u64],
        outcome: GraphOutcome,
        graph: Option<&LoopyGraph>,
        choices: &mut [Choice],
    ) -> Result<u32, SolveError<R::Error>> {
        let mut seen = Table::default();
        let mut outcomes = vec![outcome];
        let mut queued = vec![true];
        seen.intern(position)?;
        let mut queue = vec![0u32];
        let mut edges = Vec::new();
        let mut options = Positions::new();
        let mut head = 0;
        while let Some(&w) = queue.get(head) {
            head += 1;
            if head % CHECK_EVERY == 0 {
                self.checkpoint(seen.len())?;
            }
            let from = outcomes
                .get(w as usize)
                .copied()
                .unwrap_or(GraphOutcome::Draw);
            if from == GraphOutcome::Draw {
                continue;
            }
            options.clear();
            let p = seen.position(w).to_vec();
            self.rules
                .moves(&p, &mut options)
                .map_err(|e| SolveError::rules(Call::Moves, &p, e))?;
            for o in options.iter() {
                let (id, new) = seen.intern(o)?;
                if new {
                    if seen.len() as u64 > self.search_budget {
                        return Err(SolveError::SearchBudget {
                            budget: self.search_budget,
                        });
                    }
                    outcomes.push(self.outcome_at(o, graph)?);
                    queued.push(false);
                }
                let to = outcomes
                    .get(id as usize)
                    .copied()
                    .unwrap_or(GraphOutcome::Draw);
                // From a won position only the winning moves matter; from a lost one, all.
                if from == GraphOutcome::Win && to != GraphOutcome::Loss {
                    continue;
                }
                edges.push((w, id));
                if let Some(q) = queued.get_mut(id as usize).filter(|q| !**q) {
                    *q = true;
                    queue.push(id);
                }
            }
        }
        let n = seen.len();
        let (offsets, targets) = rows(n, &edges)?;
        drop(edges);
        let graph = Graph::new(&offsets, &targets)?;
        let mut raw = vec![0u32; n];
        let mut scratch = vec![0u32; graph.remoteness_scratch_len()];
        let r = GraphRemoteness::compute(graph, &mut raw, &mut scratch)?;
        for c in choices.iter_mut() {
            // Only the options searched have a remoteness; the others are leaves here.
            c.remoteness = seen
                .get(&c.position)
                .filter(|&id| queued.get(id as usize) == Some(&true))
                .and_then(|id| r.of(id).ok()?.moves());
        }
        r.of(0)?.moves().ok_or(SolveError::Outside {
            position: position.to_vec(),
        })
    }
}

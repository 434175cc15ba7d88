//! The graph as drawn: its nodes with their places, its edges and the tokens at the start;
//! the presets (a loopy graph with a draw, a Nim heap as the core builds it, a random
//! acyclic graph) and the editor's changes, each checked here.

use std::fmt;

use grundy::Graph;
use grundy::graph::GraphError;
use grundy::rng::SplitMix64;
use grundy_i18n::{Lang, Localize, tr};
use serde::{Deserialize, Serialize};

use super::layout::{self, Place, circle, clamp};

/// The most nodes a graph drawn here may have: more would not be readable on the board
/// (a node is a disc of 32 points on a board of about 700 × 420).
pub const MAX_GRAPH_NODES: usize = 40;
/// The most tokens on a graph: each token is drawn beside its node, and eight fit around it.
pub const MAX_TOKENS: usize = 8;
/// The largest Nim heap offered as a preset: its graph has `n (n + 1) / 2` edges, and 8 (36
/// edges) is still readable on a circle.
pub const MAX_NIM_PRESET: u32 = 8;

/// The graph as drawn: its name, each node's place, the edges and the tokens at the start.
/// Nodes are numbered from 0 here and from 1 on the screen, as the core's messages do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GraphBoard {
    /// What the graph is: a preset's name, or "Your graph" once edited.
    pub name: String,
    /// Each node's place on the board.
    pub nodes: Vec<Place>,
    /// The edges `[from, to]`: a move slides a token from `from` to `to`.
    pub edges: Vec<[u32; 2]>,
    /// The node of each token at the start.
    pub tokens: Vec<u32>,
}

impl Default for GraphBoard {
    fn default() -> Self {
        Self::loopy_draw()
    }
}

/// An edit the board refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditError {
    /// The board holds [`MAX_GRAPH_NODES`] nodes already.
    TooManyNodes,
    /// [`MAX_TOKENS`] tokens are on the board already.
    TooManyTokens,
    /// A node number outside the graph.
    NoSuchNode {
        /// The node, from 0.
        node: u32,
    },
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for EditError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::TooManyNodes => tr!(lang, "graph-edit-too-many-nodes", max = MAX_GRAPH_NODES),
            Self::TooManyTokens => tr!(lang, "graph-edit-too-many-tokens", max = MAX_TOKENS),
            Self::NoSuchNode { node } => {
                tr!(lang, "graph-edit-no-such-node", node = u64::from(*node) + 1)
            }
        }
    }
}

/// The name of the loopy preset, as it persists.
pub const LOOPY_NAME: &str = "Loopy graph with a draw";
/// The name of a random graph.
pub const RANDOM_NAME: &str = "Random DAG";
/// The name of a graph once edited.
pub const YOUR_NAME: &str = "Your graph";
/// The start of the name of a Nim heap's graph, before its size.
const NIM_HEAP_NAME: &str = "Nim heap of ";

impl std::error::Error for EditError {}

impl GraphBoard {
    /// The loopy preset: node 1 may pass (an edge to itself) or move to the Nim heaps of 0,
    /// 1 and 2 (nodes 2, 3, 4), so it is `∞(K = {0, 1, 2})`; node 5 is a Nim heap of 3. With
    /// tokens on 1 and 5 neither player can force a win: a draw, as in the worked example 3
    /// of docs/games.md.
    pub fn loopy_draw() -> Self {
        let edges = vec![
            [0, 0],
            [0, 1],
            [0, 2],
            [0, 3],
            [2, 1],
            [3, 1],
            [3, 2],
            [4, 1],
            [4, 2],
            [4, 3],
        ];
        // The heaps on a zigzag going down, the passing node on the left: no edge runs
        // through a node.
        let nodes = vec![
            [0.12, 0.5],
            [0.45, 0.95],
            [0.8, 0.62],
            [0.45, 0.35],
            [0.75, 0.05],
        ];
        Self {
            name: LOOPY_NAME.to_owned(),
            nodes,
            edges,
            tokens: vec![0, 4],
        }
    }

    /// The graph of a Nim heap of `size` as the core builds it ([`Graph::nim_heap`]: node `k`
    /// moves to every smaller `j`), on a circle, one token on the heap's node.
    ///
    /// # Errors
    /// The core's reason, if it refuses.
    pub fn nim_heap(size: u32) -> Result<Self, GraphError> {
        let size = size.min(MAX_NIM_PRESET);
        let nodes = size as usize + 1;
        let edge_count = nodes * (nodes - 1) / 2;
        let (mut offsets, mut targets) = (vec![0u32; nodes + 1], vec![0u32; edge_count]);
        let graph = Graph::nim_heap(size, &mut offsets, &mut targets)?;
        let mut edges = Vec::with_capacity(edge_count);
        for from in 0..nodes as u32 {
            for &to in graph.followers(from)? {
                edges.push([from, to]);
            }
        }
        Ok(Self {
            name: format!("{NIM_HEAP_NAME}{size}"),
            nodes: circle(nodes),
            edges,
            tokens: vec![size],
        })
    }

    /// A random acyclic graph of 7 to 9 nodes: node `i` has one to three edges to nodes of
    /// smaller number, so no cycle can form; tokens on the two last nodes; drawn in layers.
    pub fn random_dag(rng: &mut SplitMix64) -> Self {
        let n = 7 + rng.below(3) as u32;
        let mut edges = Vec::new();
        for from in 1..n {
            let wanted = 1 + rng.below(3.min(u64::from(from)));
            let mut chosen: Vec<u32> = Vec::new();
            while (chosen.len() as u64) < wanted {
                let to = rng.below(u64::from(from)) as u32;
                if !chosen.contains(&to) {
                    chosen.push(to);
                }
            }
            chosen.sort_unstable();
            edges.extend(chosen.into_iter().map(|to| [from, to]));
        }
        let mut board = Self {
            name: RANDOM_NAME.to_owned(),
            nodes: vec![[0.5, 0.5]; n as usize],
            edges,
            tokens: vec![n - 1, n - 2],
        };
        board.lay_out_in_layers();
        board
    }

    /// The graph's name in `lang`: the names this module gives (which persist in English)
    /// in that language; any other as it is.
    pub fn name_in(&self, lang: Lang) -> String {
        let size = self
            .name
            .strip_prefix(NIM_HEAP_NAME)
            .and_then(|n| n.parse::<u32>().ok());
        match self.name.as_str() {
            LOOPY_NAME => tr!(lang, "graph-preset-loopy"),
            RANDOM_NAME => tr!(lang, "graph-preset-random"),
            YOUR_NAME => tr!(lang, "graph-yours"),
            _ => match size {
                Some(size) => tr!(lang, "graph-nim-heap-of", size = size),
                None => self.name.clone(),
            },
        }
    }

    /// How many nodes.
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the edge `from → to` is drawn.
    pub fn has_edge(&self, from: u32, to: u32) -> bool {
        self.edges.contains(&[from, to])
    }

    fn check(&self, node: u32) -> Result<(), EditError> {
        if (node as usize) < self.nodes.len() {
            Ok(())
        } else {
            Err(EditError::NoSuchNode { node })
        }
    }

    /// Adds a node at `place`; returns its number.
    ///
    /// # Errors
    /// [`EditError::TooManyNodes`].
    pub fn add_node(&mut self, place: Place) -> Result<u32, EditError> {
        if self.nodes.len() >= MAX_GRAPH_NODES {
            return Err(EditError::TooManyNodes);
        }
        self.nodes.push(clamp(place));
        Ok(self.nodes.len() as u32 - 1)
    }

    /// A free place for a new node: the first point of a coarse grid farthest from every
    /// node (deterministic).
    pub fn free_place(&self) -> Place {
        layout::free_place(&self.nodes)
    }

    /// Adds the edge `from → to` (a loop when they are equal); an edge already drawn is
    /// left as it is. Returns whether one was added.
    ///
    /// # Errors
    /// [`EditError::NoSuchNode`].
    pub fn add_edge(&mut self, from: u32, to: u32) -> Result<bool, EditError> {
        self.check(from)?;
        self.check(to)?;
        if self.has_edge(from, to) {
            return Ok(false);
        }
        self.edges.push([from, to]);
        Ok(true)
    }

    /// Removes the edge `from → to`; returns whether it was there.
    pub fn remove_edge(&mut self, from: u32, to: u32) -> bool {
        let before = self.edges.len();
        self.edges.retain(|&e| e != [from, to]);
        self.edges.len() != before
    }

    /// Removes `node`, its edges and its tokens; the nodes after it move down by one.
    ///
    /// # Errors
    /// [`EditError::NoSuchNode`].
    pub fn remove_node(&mut self, node: u32) -> Result<(), EditError> {
        self.check(node)?;
        self.nodes.remove(node as usize);
        let renumber = |v: u32| if v > node { v - 1 } else { v };
        self.edges.retain(|e| e[0] != node && e[1] != node);
        for e in &mut self.edges {
            *e = [renumber(e[0]), renumber(e[1])];
        }
        self.tokens.retain(|&t| t != node);
        for t in &mut self.tokens {
            *t = renumber(*t);
        }
        Ok(())
    }

    /// Puts one more token on `node`.
    ///
    /// # Errors
    /// [`EditError::NoSuchNode`] or [`EditError::TooManyTokens`].
    pub fn add_token(&mut self, node: u32) -> Result<(), EditError> {
        self.check(node)?;
        if self.tokens.len() >= MAX_TOKENS {
            return Err(EditError::TooManyTokens);
        }
        self.tokens.push(node);
        Ok(())
    }

    /// Takes one token off `node` (the last one put there); returns whether there was one.
    pub fn remove_token(&mut self, node: u32) -> bool {
        match self.tokens.iter().rposition(|&t| t == node) {
            Some(i) => {
                self.tokens.remove(i);
                true
            }
            None => false,
        }
    }

    /// Moves `node` to `place` (kept on the board).
    pub fn move_node(&mut self, node: u32, place: Place) {
        if let Some(p) = self.nodes.get_mut(node as usize) {
            *p = clamp(place);
        }
    }

    /// Places the nodes evenly on a circle, node 1 at the top, clockwise.
    pub fn lay_out_on_a_circle(&mut self) {
        self.nodes = circle(self.nodes.len());
    }

    /// Places the nodes in layers when the graph has no cycle: a node's layer is the length
    /// of the longest path from it to a node without edges, layer 0 at the bottom; within a
    /// layer, by number, shifted every other layer so that no edge runs through a node
    /// straight above. With a cycle there are no layers: a circle then. Returns whether
    /// layers were used.
    pub fn lay_out_in_layers(&mut self) -> bool {
        match layout::layers(self.nodes.len(), &self.edges) {
            Some(places) => {
                self.nodes = places;
                true
            }
            None => {
                self.lay_out_on_a_circle();
                false
            }
        }
    }

    /// Makes the change `edit` asks for.
    ///
    /// # Errors
    /// The change's [`EditError`]; nothing changes then.
    pub fn apply(&mut self, edit: Edit) -> Result<(), EditError> {
        match edit {
            Edit::AddNode(place) => self.add_node(place).map(|_| ()),
            Edit::AddEdge(from, to) => self.add_edge(from, to).map(|_| ()),
            Edit::RemoveNode(v) => self.remove_node(v),
            Edit::RemoveEdge(from, to) => {
                self.remove_edge(from, to);
                Ok(())
            }
            Edit::AddToken(v) => self.add_token(v),
            Edit::RemoveToken(v) => {
                self.remove_token(v);
                Ok(())
            }
            Edit::MoveNode(v, place) => {
                self.move_node(v, place);
                Ok(())
            }
            Edit::OnACircle => {
                self.lay_out_on_a_circle();
                Ok(())
            }
            Edit::InLayers => {
                self.lay_out_in_layers();
                Ok(())
            }
        }
    }
}

/// A change the editor asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Edit {
    /// A node at this place.
    AddNode(Place),
    /// The edge `from → to`.
    AddEdge(u32, u32),
    /// Delete the node.
    RemoveNode(u32),
    /// Delete the edge `from → to`.
    RemoveEdge(u32, u32),
    /// One more token on the node.
    AddToken(u32),
    /// One token fewer on the node.
    RemoveToken(u32),
    /// The node moves to this place.
    MoveNode(u32, Place),
    /// Every node evenly on a circle.
    OnACircle,
    /// The nodes in layers, when the graph has no cycle.
    InLayers,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nim_heap_preset_is_the_core_s_graph() {
        let board = GraphBoard::nim_heap(4).unwrap();
        assert_eq!(board.nodes.len(), 5);
        assert_eq!(board.edges.len(), 10);
        // Node k moves to every smaller j, as a Nim heap does.
        for k in 0..5u32 {
            for j in 0..5u32 {
                assert_eq!(board.has_edge(k, j), j < k, "{k} -> {j}");
            }
        }
        assert_eq!(board.tokens, [4]);
    }

    #[test]
    fn removing_a_node_renumbers_edges_and_tokens() {
        let mut b = GraphBoard::loopy_draw();
        b.remove_node(2).unwrap();
        assert_eq!(b.nodes.len(), 4);
        // Edges touching old node 2 are gone; 3 → 2 and 4 → 3 are now 2 → 1 and 3 → 2.
        assert!(!b.edges.iter().any(|e| e.contains(&4)));
        assert!(b.has_edge(2, 1) && b.has_edge(3, 2) && b.has_edge(0, 0));
        assert_eq!(b.tokens, [0, 3]);
        assert_eq!(b.remove_node(9), Err(EditError::NoSuchNode { node: 9 }));
    }

    #[test]
    fn layers_only_without_cycles_and_random_dags_have_none() {
        let mut rng = SplitMix64::new(3);
        for _ in 0..50 {
            let mut b = GraphBoard::random_dag(&mut rng);
            assert!(b.edges.iter().all(|e| e[1] < e[0]));
            assert!(b.lay_out_in_layers());
        }
        let mut loopy = GraphBoard::loopy_draw();
        assert!(!loopy.lay_out_in_layers());
    }
}

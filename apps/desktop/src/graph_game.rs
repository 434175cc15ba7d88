//! A game given as a directed graph, loopy ones included: the graph as drawn (nodes with their
//! places, edges, the tokens at the start), its editing, the game played on it and the
//! core's answers about a position. No egui here.
//!
//! Nothing here decides the game: every value (finite or `∞(K)`), outcome (win, loss or
//! draw), legal move, hint and computer move comes from the core's [`GraphValues`], computed
//! again whenever the graph or the tokens change (the graphs an editor draws have a few
//! dozen nodes: microseconds).

use std::fmt;
use std::time::Duration;

use grundy::{
    Graph, GraphError, GraphMove, GraphOutcome, GraphValues, SplitMix64, SumValue, Value,
};
use grundy_i18n::{Lang, Localize, tr};
use serde::{Deserialize, Serialize};

use crate::controller::COMPUTER_DELAY;
use crate::session::Mode;

/// The most nodes a graph drawn here may have: more would not be readable on the board
/// (a node is a disc of 32 points on a board of about 700 × 420).
pub const MAX_GRAPH_NODES: usize = 40;
/// The most tokens on a graph: each token is drawn beside its node, and eight fit around it.
pub const MAX_TOKENS: usize = 8;
/// The largest Nim heap offered as a preset: its graph has `n (n + 1) / 2` edges, and 8 (36
/// edges) is still readable on a circle.
pub const MAX_NIM_PRESET: u32 = 8;

/// A place on the board: both coordinates in `0.0..=1.0` (the board scales them).
pub type Place = [f32; 2];

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
        let mut best = [0.5, 0.5];
        let mut best_gap = -1.0f32;
        for i in 0..=8 {
            for j in 0..=8 {
                let p = [0.1 + 0.1 * i as f32, 0.1 + 0.1 * j as f32];
                let gap = self
                    .nodes
                    .iter()
                    .map(|q| (p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2))
                    .fold(f32::INFINITY, f32::min);
                if gap > best_gap + 1e-6 {
                    (best, best_gap) = (p, gap);
                }
            }
        }
        best
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
        let Some(height) = heights(self.nodes.len(), &self.edges) else {
            self.lay_out_on_a_circle();
            return false;
        };
        let top = height.iter().copied().max().unwrap_or(0);
        let mut places = vec![[0.5, 0.5]; self.nodes.len()];
        for layer in 0..=top {
            let members: Vec<usize> = (0..height.len())
                .filter(|&v| height.get(v) == Some(&layer))
                .collect();
            let count = members.len() as f32;
            let shift = if layer % 2 == 1 { 0.5 } else { 0.0 };
            for (i, &v) in members.iter().enumerate() {
                let x = if members.len() == 1 {
                    if layer % 2 == 1 { 0.35 } else { 0.65 }
                } else {
                    0.08 + 0.84 * (i as f32 + 0.25 + shift * 0.5) / count
                };
                let y = if top == 0 {
                    0.5
                } else {
                    0.92 - 0.84 * layer as f32 / top as f32
                };
                if let Some(p) = places.get_mut(v) {
                    *p = [x, y];
                }
            }
        }
        self.nodes = places;
        true
    }
}

/// `count` places evenly on a circle, the first at the top, clockwise.
fn circle(count: usize) -> Vec<Place> {
    (0..count)
        .map(|i| {
            let angle = std::f32::consts::TAU * i as f32 / count.max(1) as f32;
            [0.5 + 0.42 * angle.sin(), 0.5 - 0.42 * angle.cos()]
        })
        .collect()
}

fn clamp(place: Place) -> Place {
    [place[0].clamp(0.0, 1.0), place[1].clamp(0.0, 1.0)]
}

/// For a graph without cycles, each node's longest path to a node without edges (Kahn's
/// order on the reversed edges); `None` when there is a cycle. Only for drawing: the game
/// itself is the core's.
fn heights(n: usize, edges: &[[u32; 2]]) -> Option<Vec<usize>> {
    let mut out_degree = vec![0usize; n];
    for e in edges {
        *out_degree.get_mut(e[0] as usize)? += 1;
    }
    let mut height = vec![0usize; n];
    let mut ready: Vec<u32> = (0..n as u32)
        .filter(|&v| out_degree.get(v as usize) == Some(&0))
        .collect();
    let mut done = 0;
    while let Some(v) = ready.pop() {
        done += 1;
        let h = *height.get(v as usize)?;
        for e in edges.iter().filter(|e| e[1] == v) {
            let from = e[0] as usize;
            let hf = height.get_mut(from)?;
            *hf = (*hf).max(h + 1);
            let d = out_degree.get_mut(from)?;
            *d -= 1;
            if *d == 0 {
                ready.push(e[0]);
            }
        }
    }
    (done == n).then_some(height)
}

/// Runs `f` on the core's values of `board`'s graph, computed into fresh buffers.
///
/// # Errors
/// The core's reason when it refuses the graph.
fn with_values<R>(
    board: &GraphBoard,
    f: impl FnOnce(GraphValues<'_>) -> Result<R, GraphError>,
) -> Result<R, GraphError> {
    let n = board.nodes.len();
    let mut offsets = vec![0u32; n + 1];
    let mut targets = vec![0u32; board.edges.len()];
    let edges = board.edges.iter().map(|e| (e[0], e[1]));
    let graph = Graph::from_edges(n, edges, &mut offsets, &mut targets)?;
    let mut values = vec![0u32; n];
    let mut scratch = vec![0u32; graph.scratch_len()];
    let values = GraphValues::compute(graph, &mut values, &mut scratch)?;
    f(values)
}

/// One move of the list, with where it leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphOption {
    /// The move.
    pub mv: GraphMove,
    /// The core's description: `move token 1 to node 4`.
    pub label: String,
    /// The outcome after it, for the player then to move (the core's
    /// `outcome_after_move`): `Loss` means the move wins.
    pub after: GraphOutcome,
}

impl GraphOption {
    /// Whether the move wins (the opponent is left with a loss).
    pub fn wins(&self) -> bool {
        self.after == GraphOutcome::Loss
    }

    /// Whether the move leaves a draw.
    pub fn draws(&self) -> bool {
        self.after == GraphOutcome::Draw
    }
}

/// The core's answers about the graph and one position of tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphAnalysis {
    /// The tokens' nodes.
    pub tokens: Vec<u32>,
    /// Each node's generalized Sprague–Grundy value.
    pub values: Vec<Value>,
    /// Each node's `K`: the finite values among its followers, sorted.
    pub k_sets: Vec<Vec<u32>>,
    /// Each node's outcome with one token alone on it.
    pub alone: Vec<GraphOutcome>,
    /// The generalized value of the sum of the tokens.
    pub sum: SumValue,
    /// Who wins with perfect play.
    pub outcome: GraphOutcome,
    /// Every legal move, token by token, with where it leads.
    pub options: Vec<GraphOption>,
    /// The perfect player's move (the core's `best_move`): winning, else keeping the draw,
    /// else the first legal move.
    pub best: Option<GraphMove>,
}

impl GraphAnalysis {
    /// Asks the core everything about `tokens` on `board`.
    ///
    /// # Errors
    /// The core's reason when it refuses the graph or a token.
    pub fn of(board: &GraphBoard, tokens: &[u32]) -> Result<Self, GraphError> {
        with_values(board, |gv| {
            let graph = gv.graph();
            let n = graph.nodes() as u32;
            let mut values = Vec::new();
            let mut k_sets = Vec::new();
            let mut alone = Vec::new();
            for v in 0..n {
                values.push(gv.value(v)?);
                let mut buffer = vec![0u32; graph.followers(v)?.len()];
                k_sets.push(gv.k_set(v, &mut buffer)?.to_vec());
                alone.push(gv.outcome(&[v])?);
            }
            let mut options = Vec::new();
            for mv in gv.moves(tokens)? {
                options.push(GraphOption {
                    mv,
                    label: mv.to_string(),
                    after: gv.outcome_after_move(tokens, mv)?,
                });
            }
            Ok(Self {
                tokens: tokens.to_vec(),
                values,
                k_sets,
                alone,
                sum: gv.sum(tokens)?,
                outcome: gv.outcome(tokens)?,
                options,
                best: gv.best_move(tokens)?,
            })
        })
    }

    /// Whether no token can move.
    pub fn terminal(&self) -> bool {
        self.options.is_empty()
    }

    /// `3`, or `∞{0, 1, 2}` (the value `∞(K)` with its `K`).
    pub fn value_text(&self, node: u32) -> String {
        match self.values.get(node as usize) {
            Some(Value::Finite(g)) => g.to_string(),
            Some(Value::Infinite) => {
                let k = self
                    .k_sets
                    .get(node as usize)
                    .map_or(&[][..], Vec::as_slice);
                format!("∞{{{}}}", join(k))
            }
            None => String::new(),
        }
    }
}

/// `0, 1, 2`.
pub fn join(values: &[u32]) -> String {
    values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// One move made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraphPly {
    /// Which token, from 0.
    pub token: usize,
    /// The node it moved to, from 0.
    pub to: u32,
    /// The core's description of the move.
    pub label: String,
    /// The tokens' nodes after it.
    pub after: Vec<u32>,
}

impl GraphPly {
    /// The move.
    pub fn mv(&self) -> GraphMove {
        GraphMove {
            token: self.token,
            to: self.to,
        }
    }
}

/// How a game on a graph ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// No token could move and the core says the player to move has lost: this player
    /// (0 moved first) won.
    Won(usize),
    /// The players stopped a drawn game (perfect play never ends it).
    Stopped,
    /// No token can move, yet the core's outcome is not a loss for the player to move.
    Unexplained(GraphOutcome),
}

/// A game on a graph, in progress or finished: what persists.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GraphGame {
    /// The graph and the tokens at the start.
    pub board: GraphBoard,
    /// The moves made.
    pub plies: Vec<GraphPly>,
    /// Moves undone, the next to redo last.
    pub redo: Vec<GraphPly>,
    /// Who plays.
    pub mode: Mode,
    /// In [`Mode::VsComputer`]: whether you move first.
    pub human_first: bool,
    /// Whether the players stopped the game, a draw.
    pub stopped: bool,
    /// Whether the nodes show their values.
    pub show_values: bool,
}

impl Default for GraphGame {
    fn default() -> Self {
        Self {
            board: GraphBoard::default(),
            plies: Vec::new(),
            redo: Vec::new(),
            mode: Mode::VsComputer,
            human_first: true,
            stopped: false,
            show_values: true,
        }
    }
}

impl GraphGame {
    /// The tokens' nodes now.
    pub fn current(&self) -> &[u32] {
        self.plies.last().map_or(&self.board.tokens, |p| &p.after)
    }

    /// The player to move: 0 moved first.
    pub fn to_move(&self) -> usize {
        self.plies.len() % 2
    }

    /// Whether player `player` is the computer.
    pub fn is_computer(&self, player: usize) -> bool {
        self.mode.is_computer(self.human_first, player)
    }

    /// The name of player `player`.
    pub fn name(&self, player: usize) -> &'static str {
        self.mode.player_name(self.human_first, player)
    }

    /// The name of player `player` in `lang`.
    pub fn name_in(&self, player: usize, lang: Lang) -> String {
        self.mode.player_name_in(self.human_first, player, lang)
    }

    /// Starts again from the board's tokens, with these players.
    pub fn restart(&mut self, mode: Mode, human_first: bool) {
        self.plies.clear();
        self.redo.clear();
        self.stopped = false;
        self.mode = mode;
        self.human_first = human_first;
    }

    /// Changes the graph or the start tokens with `edit`; the game starts again from the
    /// edited start and the graph is named "Your graph".
    ///
    /// # Errors
    /// The edit's error; nothing changes then.
    pub fn edit<R>(
        &mut self,
        edit: impl FnOnce(&mut GraphBoard) -> Result<R, EditError>,
    ) -> Result<R, EditError> {
        let mut board = self.board.clone();
        let r = edit(&mut board)?;
        if board.nodes.len() != self.board.nodes.len()
            || board.edges != self.board.edges
            || board.tokens != self.board.tokens
        {
            board.name = YOUR_NAME.to_owned();
            self.plies.clear();
            self.redo.clear();
            self.stopped = false;
        }
        self.board = board;
        Ok(r)
    }

    /// Replaces the graph by `board` and starts again.
    pub fn load(&mut self, board: GraphBoard) {
        self.board = board;
        self.plies.clear();
        self.redo.clear();
        self.stopped = false;
    }

    /// How the game ended, if it did, read from the core's outcome of the final position.
    pub fn ending(&self, analysis: &GraphAnalysis) -> Option<Ending> {
        if self.stopped {
            return Some(Ending::Stopped);
        }
        if !analysis.terminal() {
            return None;
        }
        Some(match analysis.outcome {
            GraphOutcome::Loss => Ending::Won(1 - self.to_move()),
            other => Ending::Unexplained(other),
        })
    }

    /// Plays `mv` after the core checked it; the redo list is dropped.
    ///
    /// # Errors
    /// The core's reason when `mv` is not legal; nothing changes then.
    pub fn play(&mut self, mv: GraphMove) -> Result<(), GraphError> {
        let mut tokens = self.current().to_vec();
        with_values(&self.board, |gv| gv.play(&mut tokens, mv))?;
        self.plies.push(GraphPly {
            token: mv.token,
            to: mv.to,
            label: mv.to_string(),
            after: tokens,
        });
        self.redo.clear();
        self.stopped = false;
        Ok(())
    }

    /// Takes back the stop of a drawn game, else one move, or against the computer every
    /// move back to your turn.
    pub fn undo(&mut self) -> bool {
        if self.stopped {
            self.stopped = false;
            return true;
        }
        let mut changed = false;
        while let Some(ply) = self.plies.pop() {
            self.redo.push(ply);
            changed = true;
            if !self.is_computer(self.to_move()) {
                break;
            }
        }
        changed
    }

    /// Replays one undone move, or against the computer up to your next turn.
    pub fn redo(&mut self) -> bool {
        let mut changed = false;
        while let Some(ply) = self.redo.pop() {
            self.plies.push(ply);
            changed = true;
            if !self.is_computer(self.to_move()) {
                break;
            }
        }
        changed
    }

    /// Whether the board and the moves are a game the core accepts (a saved game that no
    /// longer reads is replaced).
    pub fn is_valid(&self) -> bool {
        self.board.nodes.len() <= MAX_GRAPH_NODES
            && self.board.tokens.len() <= MAX_TOKENS
            && self.board.nodes.iter().flatten().all(|c| c.is_finite())
            && GraphAnalysis::of(&self.board, self.current()).is_ok()
    }
}

/// What identifies an analysis: the nodes, the edges and the tokens.
type Key = (usize, Vec<[u32; 2]>, Vec<u32>);

/// What the play view asks of a game on a graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphCommand {
    /// Play this move.
    Play(GraphMove),
    /// Stop a drawn game: both players agree it is a draw.
    Stop,
}

/// The transient side of a game on a graph: the core's analysis of the position, the
/// computer's clock, the last refusal.
#[derive(Debug)]
pub struct GraphPlay {
    analysis: Option<(Key, Result<GraphAnalysis, GraphError>)>,
    computer_due: Option<f64>,
    paused: bool,
    editing: bool,
    error: Option<GraphError>,
    rng: SplitMix64,
}

impl GraphPlay {
    /// A fresh one; `seed` starts the computer's random moves.
    pub fn new(seed: u64) -> Self {
        Self {
            analysis: None,
            computer_due: None,
            paused: false,
            editing: false,
            error: None,
            rng: SplitMix64::new(seed),
        }
    }

    /// Brings the analysis up to date with `game`.
    pub fn refresh(&mut self, game: &GraphGame) {
        let tokens = game.current();
        let fresh = self.analysis.as_ref().is_some_and(|(k, _)| {
            k.0 == game.board.nodes.len() && k.1 == game.board.edges && k.2 == tokens
        });
        if !fresh {
            let key = (
                game.board.nodes.len(),
                game.board.edges.clone(),
                tokens.to_vec(),
            );
            self.analysis = Some((key, GraphAnalysis::of(&game.board, tokens)));
        }
    }

    /// The core's analysis of the position (after [`GraphPlay::refresh`]), or its reason
    /// for refusing it.
    pub fn analysis(&self) -> Option<&Result<GraphAnalysis, GraphError>> {
        self.analysis.as_ref().map(|(_, a)| a)
    }

    /// Why the last move was refused, if it was.
    pub fn error(&self) -> Option<&GraphError> {
        self.error.as_ref()
    }

    /// Whether computer against computer is paused.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Whether the graph is being edited (the computer waits meanwhile).
    pub fn editing(&self) -> bool {
        self.editing
    }

    /// Starts or ends editing.
    pub fn set_editing(&mut self, editing: bool) {
        self.editing = editing;
        self.computer_due = None;
    }

    /// How the game ended, if it did (after [`GraphPlay::refresh`]).
    pub fn ending(&self, game: &GraphGame) -> Option<Ending> {
        match self.analysis() {
            Some(Ok(a)) => game.ending(a),
            _ => None,
        }
    }

    /// Whether a person may move now.
    pub fn human_turn(&self, game: &GraphGame) -> bool {
        !game.is_computer(game.to_move()) && self.ending(game).is_none() && !self.editing
    }

    /// Does what the play view asked.
    pub fn apply(&mut self, game: &mut GraphGame, command: GraphCommand) {
        match command {
            GraphCommand::Play(mv) => self.error = game.play(mv).err(),
            GraphCommand::Stop => {
                // Only a drawn position may be stopped: the core says which those are.
                if matches!(self.analysis(), Some(Ok(a)) if a.outcome == GraphOutcome::Draw) {
                    game.stopped = true;
                }
            }
        }
        self.computer_due = None;
        self.refresh(game);
    }

    /// After undo, redo, a new game: forget the clock and the last refusal.
    pub fn reset(&mut self, game: &GraphGame) {
        self.error = None;
        self.computer_due = None;
        self.paused = false;
        self.refresh(game);
    }

    /// Pauses or resumes the computer.
    pub fn toggle_pause(&mut self) {
        self.paused = !self.paused;
    }

    /// Pauses the computer (after undo in computer against computer).
    pub fn pause(&mut self) {
        self.paused = true;
        self.computer_due = None;
    }

    /// Makes the computer's move when it is due, at `now` seconds: with probability
    /// `skill`/100 the core's `best_move` (winning, else keeping the draw), else one of the
    /// core's legal moves at random. Returns how long until a frame is needed, if one is.
    pub fn tick(
        &mut self,
        game: &mut GraphGame,
        now: f64,
        speed: f32,
        skill: u8,
    ) -> Option<Duration> {
        self.refresh(game);
        let computer = game.is_computer(game.to_move());
        let Some(Ok(analysis)) = self.analysis() else {
            return None;
        };
        let over = game.ending(analysis).is_some();
        let best = analysis.best;
        let moves: Vec<GraphMove> = analysis.options.iter().map(|o| o.mv).collect();
        if !computer || over || self.paused || self.editing {
            self.computer_due = None;
            return None;
        }
        let delay = if game.mode == Mode::ComputerVsComputer {
            1.0 / f64::from(speed.clamp(0.25, 20.0))
        } else {
            COMPUTER_DELAY
        };
        let due = *self.computer_due.get_or_insert(now + delay);
        if now + 1e-9 < due {
            return Some(Duration::from_secs_f64(due - now));
        }
        let perfect = self.rng.below(100) < u64::from(skill.min(100));
        let mv = if perfect {
            best
        } else {
            let pick = self.rng.below((moves.len() as u64).max(1)) as usize;
            moves.get(pick).copied()
        };
        self.computer_due = None;
        match mv {
            Some(mv) => self.apply(game, GraphCommand::Play(mv)),
            None => self.paused = true,
        }
        Some(Duration::ZERO)
    }
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

    #[test]
    fn an_edit_restarts_the_game_and_a_drag_does_not() {
        let mut g = GraphGame::default();
        let mv = GraphMove { token: 0, to: 0 };
        g.play(mv).unwrap();
        assert_eq!(g.plies.len(), 1);
        g.edit(|b| {
            b.move_node(1, [0.1, 0.1]);
            Ok(())
        })
        .unwrap();
        assert_eq!(g.plies.len(), 1);
        assert_eq!(g.board.nodes[1], [0.1, 0.1]);
        assert_eq!(g.board.name, "Loopy graph with a draw");
        g.edit(|b| b.add_node([0.3, 0.3])).unwrap();
        assert!(g.plies.is_empty());
        assert_eq!(g.board.name, "Your graph");
        assert_eq!(
            g.edit(|b| b.add_edge(0, 40)),
            Err(EditError::NoSuchNode { node: 40 })
        );
    }

    #[test]
    fn the_controller_plays_a_game_on_a_graph_and_goes_back_to_the_games() {
        use crate::controller::{Command, Controller};
        use crate::setup::Choice;
        use crate::state::{Playing, State};

        let mut state = State {
            mode: Mode::TwoPlayers,
            ..State::default()
        };
        state.setup.choice = Choice::Graph;
        let mut c = Controller::new(state, 1);
        c.apply(Command::NewGame);
        assert_eq!(c.state().playing, Playing::Graph);
        let pass = GraphMove { token: 0, to: 0 };
        c.apply(Command::Graph(GraphCommand::Play(pass)));
        assert_eq!(c.state().graph.plies.len(), 1);
        // An illegal move is refused with the core's reason.
        c.apply(Command::Graph(GraphCommand::Play(GraphMove {
            token: 1,
            to: 0,
        })));
        assert_eq!(
            c.graph().error(),
            Some(&GraphError::NotAnEdge { from: 4, to: 0 })
        );
        c.apply(Command::Graph(GraphCommand::Stop));
        assert!(c.state().graph.stopped, "the loopy start is a draw");
        c.apply(Command::Undo);
        assert!(!c.state().graph.stopped);
        assert_eq!(c.state().graph.plies.len(), 1);
        c.apply(Command::Undo);
        assert!(c.state().graph.plies.is_empty());
        c.apply(Command::Redo);
        assert_eq!(c.state().graph.plies.len(), 1);
        // The sums' commands leave the graph alone, and a game of the form takes over.
        c.state_mut().setup.choice = Choice::Game(grundy::GameKind::Nim);
        c.apply(Command::NewGame);
        c.wait_for_jobs(Duration::from_secs(30));
        assert_eq!(c.state().playing, Playing::Games);
        assert_eq!(c.state().graph.plies.len(), 1);
    }
}

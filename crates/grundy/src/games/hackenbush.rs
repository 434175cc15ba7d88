//! Green Hackenbush on rooted graphs: a move cuts one edge, and every edge no longer joined
//! to the ground (the root) falls away; whoever cannot move loses (Winning Ways, ch. 7).
//!
//! Edges are pairs of vertices `u-v`; cycles, several edges between two vertices, and loops
//! (`v-v`) are allowed. Edges not joined to the root at the start are not part of the game.
//!
//! **The value** comes from two principles of Winning Ways, ch. 7:
//!
//! - the **Fusion principle**: the vertices of a cycle may be fused into one vertex without
//!   changing the value, its edges becoming loops, and a loop is worth the same as a single
//!   edge hanging from its vertex (value 1). Fusing every 2-edge-connected block (the parts
//!   left joined when the bridges are cut) leaves a tree of bridges with loops at its
//!   vertices;
//! - the **Colon principle**: a tree's value at a vertex is the XOR, over the edges below it,
//!   of `1 + ` the value of the subtree that edge holds up, and each loop adds 1.
//!
//! So the value is found in one pass: Tarjan's bridges by an iterative depth-first search,
//! the blocks numbered in preorder, then the values from the leaves up. Everything lives in
//! the caller's scratch slice of [`Hackenbush::scratch_len`] words; nothing recurses.
//!
//! ```
//! use grundy::hackenbush::Hackenbush;
//!
//! // A triangle on the ground (0-1-2-0) with an edge 1-3 hanging from it: the triangle fuses
//! // to one vertex with three loops (1 ⊕ 1 ⊕ 1 = 1), and the edge 1-3 is one more: 1 ⊕ 1 = 0.
//! let edges = [(0, 1), (1, 2), (2, 0), (1, 3)];
//! let game = Hackenbush::new(4, 0, &edges)?;
//! let mut scratch = vec![0; game.scratch_len()];
//! assert_eq!(game.value(&mut scratch)?, 0);
//! // A stalk of two edges is worth 2; cutting its lower edge leaves 0.
//! let stalk = Hackenbush::new(3, 0, &[(0, 1), (1, 2)])?;
//! assert_eq!(stalk.value(&mut scratch)?, 2);
//! assert_eq!(stalk.winning_cuts(&mut scratch)?.collect::<Vec<_>>(), [0]);
//! # Ok::<(), grundy::hackenbush::HackenbushError>(())
//! ```

use core::fmt;

/// The most edges a graph may have: the scratch holds each twice, as `u32` offsets.
pub const MAX_EDGES: usize = (u32::MAX / 2) as usize;

/// The most vertices a graph may have (one number is kept for "none").
pub const MAX_VERTICES: usize = (u32::MAX - 1) as usize;

/// "No edge" and "not reached".
const NONE: u32 = u32::MAX;

/// Why a graph was refused or its value not computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum HackenbushError {
    /// An edge names a vertex past the last.
    NoSuchVertex {
        /// The edge, from 0.
        edge: usize,
        /// The vertex named.
        vertex: u32,
        /// How many vertices there are.
        vertices: usize,
    },
    /// The root is not a vertex.
    NoSuchRoot {
        /// The root named.
        root: u32,
        /// How many vertices there are.
        vertices: usize,
    },
    /// More vertices or edges than [`MAX_VERTICES`] and [`MAX_EDGES`].
    TooLarge,
    /// The scratch slice is shorter than [`Hackenbush::scratch_len`].
    Scratch {
        /// Words needed.
        needed: usize,
        /// Words given.
        given: usize,
    },
    /// The edge to cut does not exist.
    NoSuchEdge {
        /// The edge, from 0.
        edge: usize,
        /// How many edges there are.
        edges: usize,
    },
    /// The edge to cut is no longer joined to the ground.
    Fallen {
        /// The edge, from 0.
        edge: usize,
    },
}

impl fmt::Display for HackenbushError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoSuchVertex {
                edge,
                vertex,
                vertices,
            } => write!(
                f,
                "edge {} names vertex {vertex}, but the vertices are 0 to {}",
                crate::ordinal::Nth(*edge),
                vertices.saturating_sub(1)
            ),
            Self::NoSuchRoot { root, vertices } => write!(
                f,
                "the root {root} is not a vertex (the vertices are 0 to {})",
                vertices.saturating_sub(1)
            ),
            Self::TooLarge => write!(
                f,
                "a graph has at most {MAX_VERTICES} vertices and {MAX_EDGES} edges"
            ),
            Self::Scratch { needed, given } => {
                write!(f, "the scratch needs {needed} words, {given} given")
            }
            Self::NoSuchEdge { edge, edges } => {
                write!(f, "there is no edge {} (there are {edges})", edge + 1)
            }
            Self::Fallen { edge } => {
                write!(f, "edge {} is no longer joined to the ground", edge + 1)
            }
        }
    }
}

impl core::error::Error for HackenbushError {}

/// A Green Hackenbush position: a graph of the caller's, with its root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hackenbush<'a> {
    vertices: usize,
    root: u32,
    edges: &'a [(u32, u32)],
}

/// The scratch, cut into its named arrays.
struct Work<'s> {
    offsets: &'s mut [u32],
    adjacent: &'s mut [u32],
    disc: &'s mut [u32],
    low: &'s mut [u32],
    parent: &'s mut [u32],
    cursor: &'s mut [u32],
    stack: &'s mut [u32],
    order: &'s mut [u32],
    block: &'s mut [u32],
    value: &'s mut [u32],
    /// How many vertices the search reached: the length of `order`.
    reached: u32,
}

impl Work<'_> {
    /// Discovers `v` by edge `via` (or [`NONE`] for the root) and pushes it.
    fn visit(&mut self, v: u32, via: u32, depth: &mut u32) {
        let time = self.reached;
        put(self.disc, v, time);
        put(self.low, v, time);
        put(self.parent, v, via);
        put(self.order, time, v);
        put(self.stack, *depth, v);
        self.reached += 1;
        *depth += 1;
    }
}

/// `slice[i]`, or [`NONE`] out of range (never, by construction).
fn at(slice: &[u32], i: u32) -> u32 {
    usize::try_from(i)
        .ok()
        .and_then(|i| slice.get(i))
        .copied()
        .unwrap_or(NONE)
}

/// `slice[i] = v`, when in range (always, by construction).
fn put(slice: &mut [u32], i: u32, v: u32) {
    if let Some(s) = usize::try_from(i).ok().and_then(|i| slice.get_mut(i)) {
        *s = v;
    }
}

impl<'a> Hackenbush<'a> {
    /// The graph on `vertices` vertices `0..vertices` with the edges `edges`, grounded at
    /// `root`.
    ///
    /// # Errors
    /// [`HackenbushError`] when the root or an edge's end is not a vertex, or the graph is
    /// past [`MAX_VERTICES`] or [`MAX_EDGES`].
    pub fn new(
        vertices: usize,
        root: u32,
        edges: &'a [(u32, u32)],
    ) -> Result<Self, HackenbushError> {
        if vertices > MAX_VERTICES || edges.len() > MAX_EDGES {
            return Err(HackenbushError::TooLarge);
        }
        let fits = |v: u32| usize::try_from(v).is_ok_and(|v| v < vertices);
        if !fits(root) {
            return Err(HackenbushError::NoSuchRoot { root, vertices });
        }
        for (edge, &(u, v)) in edges.iter().enumerate() {
            for vertex in [u, v] {
                if !fits(vertex) {
                    return Err(HackenbushError::NoSuchVertex {
                        edge,
                        vertex,
                        vertices,
                    });
                }
            }
        }
        Ok(Self {
            vertices,
            root,
            edges,
        })
    }

    /// The edges, as given.
    pub const fn edges(&self) -> &'a [(u32, u32)] {
        self.edges
    }

    /// The root.
    pub const fn root(&self) -> u32 {
        self.root
    }

    /// How many vertices.
    pub const fn vertices(&self) -> usize {
        self.vertices
    }

    /// The words of scratch [`Hackenbush::value`] and the cuts need: `9·vertices + 2·edges
    /// + 1`.
    pub const fn scratch_len(&self) -> usize {
        self.vertices
            .saturating_mul(9)
            .saturating_add(self.edges.len().saturating_mul(2))
            .saturating_add(1)
    }

    /// The value of the position.
    ///
    /// # Errors
    /// [`HackenbushError::Scratch`] when `scratch` is too short.
    pub fn value(&self, scratch: &mut [u32]) -> Result<u32, HackenbushError> {
        self.value_cut(None, scratch)
    }

    /// The value after cutting edge `edge` (edges counted from 0).
    ///
    /// # Errors
    /// [`HackenbushError::Scratch`], [`HackenbushError::NoSuchEdge`], or
    /// [`HackenbushError::Fallen`] when the edge is not joined to the ground.
    pub fn value_after(&self, edge: usize, scratch: &mut [u32]) -> Result<u32, HackenbushError> {
        let mut grounded = false;
        self.grounded(None, scratch, |e| grounded |= e == edge)?;
        if edge >= self.edges.len() {
            return Err(HackenbushError::NoSuchEdge {
                edge,
                edges: self.edges.len(),
            });
        }
        if !grounded {
            return Err(HackenbushError::Fallen { edge });
        }
        self.value_cut(Some(edge), scratch)
    }

    /// Calls `keep(e)` for every edge `e` joined to the ground after cutting `cut` (none
    /// when `None`): the edges of the position that remains.
    ///
    /// # Errors
    /// [`HackenbushError::Scratch`] when `scratch` is too short.
    pub fn grounded(
        &self,
        cut: Option<usize>,
        scratch: &mut [u32],
        mut keep: impl FnMut(usize),
    ) -> Result<(), HackenbushError> {
        let work = self.search(cut, scratch)?;
        for (e, &(u, _)) in self.edges.iter().enumerate() {
            if Some(e) != cut && at(work.disc, u) != NONE {
                keep(e);
            }
        }
        Ok(())
    }

    /// Whether no move is left: no edge is joined to the ground.
    ///
    /// # Errors
    /// [`HackenbushError::Scratch`] when `scratch` is too short.
    pub fn is_terminal(&self, scratch: &mut [u32]) -> Result<bool, HackenbushError> {
        let mut any = false;
        self.grounded(None, scratch, |_| any = true)?;
        Ok(!any)
    }

    /// Every cut to a position of value `value`, lazily, in order of edge: each costs a pass
    /// over the graph, so listing all of them costs `edges × (vertices + edges)`.
    ///
    /// # Errors
    /// [`HackenbushError::Scratch`] when `scratch` is too short.
    pub fn cuts_to<'s>(
        &'s self,
        value: u32,
        scratch: &'s mut [u32],
    ) -> Result<impl Iterator<Item = usize> + 's, HackenbushError> {
        let needed = self.scratch_len();
        if scratch.len() < needed {
            return Err(HackenbushError::Scratch {
                needed,
                given: scratch.len(),
            });
        }
        let mut edge = 0;
        Ok(core::iter::from_fn(move || {
            while edge < self.edges.len() {
                let e = edge;
                edge += 1;
                if self.value_after(e, scratch) == Ok(value) {
                    return Some(e);
                }
            }
            None
        }))
    }

    /// Every winning cut (to a position of value 0), lazily; none from a P-position.
    ///
    /// # Errors
    /// [`HackenbushError::Scratch`] when `scratch` is too short.
    pub fn winning_cuts<'s>(
        &'s self,
        scratch: &'s mut [u32],
    ) -> Result<impl Iterator<Item = usize> + 's, HackenbushError> {
        self.cuts_to(0, scratch)
    }

    /// The value with edge `cut` removed.
    fn value_cut(&self, cut: Option<usize>, scratch: &mut [u32]) -> Result<u32, HackenbushError> {
        let work = self.search(cut, scratch)?;
        // Each edge inside a block (a loop, or any edge whose ends share a block) is a loop
        // after fusion: worth 1.
        for (e, &(u, v)) in self.edges.iter().enumerate() {
            if Some(e) == cut || at(work.disc, u) == NONE {
                continue;
            }
            let (bu, bv) = (at(work.block, u), at(work.block, v));
            if bu == bv {
                put(work.value, bu, at(work.value, bu) ^ 1);
            }
        }
        // From the leaves up (reverse preorder): a block hanging by a bridge adds 1 + its
        // value to the block above (the Colon principle).
        let reached = usize::try_from(work.reached).unwrap_or(0);
        for &v in work.order.get(..reached).unwrap_or(&[]).iter().rev() {
            let e = at(work.parent, v);
            if e == NONE {
                continue;
            }
            let p = self.other(e, v);
            let (bv, bp) = (at(work.block, v), at(work.block, p));
            if bv != bp {
                let add = at(work.value, bv).saturating_add(1);
                put(work.value, bp, at(work.value, bp) ^ add);
            }
        }
        Ok(at(work.value, at(work.block, self.root)))
    }

    /// The other end of edge `e` from `v`.
    fn other(&self, e: u32, v: u32) -> u32 {
        let (a, b) = usize::try_from(e)
            .ok()
            .and_then(|e| self.edges.get(e))
            .copied()
            .unwrap_or((v, v));
        if a == v { b } else { a }
    }

    /// The depth-first search from the root without edge `cut`: discovery times, low points,
    /// parent edges, preorder and blocks (2-edge-connected components, numbered from 0 in
    /// preorder), block values zeroed.
    fn search<'s>(
        &self,
        cut: Option<usize>,
        scratch: &'s mut [u32],
    ) -> Result<Work<'s>, HackenbushError> {
        let needed = self.scratch_len();
        let given = scratch.len();
        let short = HackenbushError::Scratch { needed, given };
        let n = self.vertices;
        let (offsets, rest) = scratch.split_at_mut_checked(n + 1).ok_or(short)?;
        let (adjacent, rest) = rest
            .split_at_mut_checked(2 * self.edges.len())
            .ok_or(short)?;
        let (disc, rest) = rest.split_at_mut_checked(n).ok_or(short)?;
        let (low, rest) = rest.split_at_mut_checked(n).ok_or(short)?;
        let (parent, rest) = rest.split_at_mut_checked(n).ok_or(short)?;
        let (cursor, rest) = rest.split_at_mut_checked(n).ok_or(short)?;
        let (stack, rest) = rest.split_at_mut_checked(n).ok_or(short)?;
        let (order, rest) = rest.split_at_mut_checked(n).ok_or(short)?;
        let (block, rest) = rest.split_at_mut_checked(n).ok_or(short)?;
        let (value, _) = rest.split_at_mut_checked(n).ok_or(short)?;
        let mut w = Work {
            offsets,
            adjacent,
            disc,
            low,
            parent,
            cursor,
            stack,
            order,
            block,
            value,
            reached: 0,
        };
        let skip = |e: usize, (u, v): (u32, u32)| Some(e) == cut || u == v;
        // Compressed adjacency: each edge listed at both ends (loops nowhere: never bridges,
        // never tree edges), by counting sort.
        w.offsets.fill(0);
        for (e, &(u, v)) in self.edges.iter().enumerate() {
            if !skip(e, (u, v)) {
                put(w.offsets, u + 1, at(w.offsets, u + 1) + 1);
                put(w.offsets, v + 1, at(w.offsets, v + 1) + 1);
            }
        }
        let mut total = 0u32;
        for o in w.offsets.iter_mut() {
            total += *o;
            *o = total;
        }
        for (c, &o) in w.cursor.iter_mut().zip(w.offsets.iter()) {
            *c = o;
        }
        for (e, &(u, v)) in self.edges.iter().enumerate() {
            if skip(e, (u, v)) {
                continue;
            }
            let e = u32::try_from(e).map_err(|_| HackenbushError::TooLarge)?;
            for end in [u, v] {
                let slot = at(w.cursor, end);
                put(w.adjacent, slot, e);
                put(w.cursor, end, slot + 1);
            }
        }
        // Iterative DFS: cursor[v] walks v's adjacency.
        w.disc.fill(NONE);
        for (c, &o) in w.cursor.iter_mut().zip(w.offsets.iter()) {
            *c = o;
        }
        let root = self.root;
        let mut depth = 0u32;
        w.visit(root, NONE, &mut depth);
        while depth > 0 {
            let v = at(w.stack, depth - 1);
            let c = at(w.cursor, v);
            if c < at(w.offsets, v + 1) {
                put(w.cursor, v, c + 1);
                let e = at(w.adjacent, c);
                if e == at(w.parent, v) {
                    continue;
                }
                let x = self.other(e, v);
                if at(w.disc, x) == NONE {
                    w.visit(x, e, &mut depth);
                } else {
                    put(w.low, v, at(w.low, v).min(at(w.disc, x)));
                }
            } else {
                depth -= 1;
                let e = at(w.parent, v);
                if e != NONE {
                    let p = self.other(e, v);
                    put(w.low, p, at(w.low, p).min(at(w.low, v)));
                }
            }
        }
        // Blocks in preorder: a tree edge p → v is a bridge exactly when low[v] > disc[p].
        let mut blocks = 0u32;
        for i in 0..w.reached {
            let v = at(w.order, i);
            let e = at(w.parent, v);
            let b = if e == NONE {
                None
            } else {
                let p = self.other(e, v);
                (at(w.low, v) <= at(w.disc, p)).then(|| at(w.block, p))
            };
            let b = b.unwrap_or_else(|| {
                blocks += 1;
                blocks - 1
            });
            put(w.block, v, b);
            put(w.value, b, 0);
        }
        Ok(w)
    }
}

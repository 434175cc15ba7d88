//! Where the nodes of a graph go on the board: evenly on a circle, in layers when the graph
//! has no cycle, or a free place for a new node. Only for drawing: the game is the core's.

/// A place on the board: both coordinates in `0.0..=1.0` (the board scales them).
pub type Place = [f32; 2];

/// A free place for a new node among `nodes`: the first point of a coarse grid farthest
/// from every node (deterministic).
pub fn free_place(nodes: &[Place]) -> Place {
    let mut best = [0.5, 0.5];
    let mut best_gap = -1.0f32;
    for i in 0..=8 {
        for j in 0..=8 {
            let p = [0.1 + 0.1 * i as f32, 0.1 + 0.1 * j as f32];
            let gap = nodes
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

/// The places of `n` nodes in layers when the graph of `edges` has no cycle: a node's layer
/// is the length of the longest path from it to a node without edges, layer 0 at the
/// bottom; within a layer, by number, shifted every other layer so that no edge runs
/// through a node straight above. `None` with a cycle: there are no layers then.
pub fn layers(n: usize, edges: &[[u32; 2]]) -> Option<Vec<Place>> {
    let height = heights(n, edges)?;
    let top = height.iter().copied().max().unwrap_or(0);
    let mut places = vec![[0.5, 0.5]; n];
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
    Some(places)
}

/// `count` places evenly on a circle, the first at the top, clockwise.
pub fn circle(count: usize) -> Vec<Place> {
    (0..count)
        .map(|i| {
            let angle = std::f32::consts::TAU * i as f32 / count.max(1) as f32;
            [0.5 + 0.42 * angle.sin(), 0.5 - 0.42 * angle.cos()]
        })
        .collect()
}

/// `place` kept on the board.
pub fn clamp(place: Place) -> Place {
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

//! How the board of a game on a graph is painted: where a place is on the screen, the
//! arrows of the edges (bent round the nodes they would cross), the move handles, the
//! tokens' colours, and the texts of outcomes.

use egui::epaint::QuadraticBezierShape;
use egui::{
    Align2, Color32, CursorIcon, FontId, Pos2, Rect, Response, Role, Sense, Stroke, Ui, Vec2,
    WidgetInfo,
};
use grundy::graph::{GraphOutcome, Value};
use grundy_i18n::{Lang, tr};

use crate::model::graph::{GraphAnalysis, GraphBoard, GraphOption, Place, join};
use crate::ui::widgets::{DRAWING, DRAWING_GLYPH, LOSING, LOSING_GLYPH, WINNING, WINNING_GLYPH};

/// A node's radius, in points.
pub const NODE: f32 = 16.0;
/// A token's radius.
pub const TOKEN: f32 = 7.0;
/// A move handle's radius.
pub const HANDLE: f32 = 8.0;
/// The board's height.
pub const HEIGHT: f32 = 400.0;
/// Space kept free around the nodes.
pub const MARGIN: f32 = 34.0;
/// Space kept between an edge and the disc of a node it passes by.
const CLEARANCE: f32 = 4.0;
/// How far an edge's bend is tried from its straight line, in steps of this.
const BEND: f32 = 2.0 * NODE;
/// The bends tried, in steps of [`BEND`] to one side or the other of the straight line
/// (0: straight), the smallest first.
const BENDS: [f32; 13] = [
    0.0, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 4.0, -4.0, 6.0, -6.0, 9.0, -9.0,
];
/// Points along an edge checked against the nodes' discs.
const SAMPLES: u16 = 48;
/// The fill of a node of value `∞` (its number is written in white).
pub const INFINITE_FILL: Color32 = Color32::from_rgb(0x6A, 0x3D, 0x7E);
/// The colours of the tokens, in turn (Okabe–Ito sky blue, bluish green, yellow, and a
/// light grey: light enough for a black number on a dark or light board).
pub const TOKEN_COLORS: [Color32; 4] = [
    Color32::from_rgb(0x56, 0xB4, 0xE9),
    Color32::from_rgb(0x00, 0x9E, 0x73),
    Color32::from_rgb(0xF0, 0xE4, 0x42),
    Color32::from_rgb(0xD0, 0xD0, 0xD0),
];

/// Where a place of the board is on the screen, and back.
#[derive(Clone, Copy)]
pub struct Frame {
    /// The board's rectangle on the screen.
    pub rect: Rect,
}

impl Frame {
    fn inner(self) -> Rect {
        self.rect.shrink(MARGIN)
    }

    pub fn to_screen(self, p: Place) -> Pos2 {
        let r = self.inner();
        Pos2::new(r.left() + p[0] * r.width(), r.top() + p[1] * r.height())
    }

    pub fn to_place(self, pos: Pos2) -> Place {
        let r = self.inner();
        [
            (pos.x - r.left()) / r.width().max(1.0),
            (pos.y - r.top()) / r.height().max(1.0),
        ]
    }
}

/// An edge as drawn: where its line starts and ends, and its handle.
pub struct Arrow {
    /// Where the line starts.
    pub start: Pos2,
    /// Where it ends, at the head.
    pub end: Pos2,
    /// The control point of a bent edge (a quadratic Bézier curve from `start` to `end`);
    /// `None` for a straight one.
    pub bend: Option<Pos2>,
    /// Where its handle is.
    pub handle: Pos2,
    /// A loop is drawn as a small circle beside its node.
    pub looped: Option<(Pos2, f32)>,
}

impl Arrow {
    /// The point at `t` (0 at the start, 1 at the head) along the edge.
    pub fn at(&self, t: f32) -> Pos2 {
        match self.bend {
            None => self.start + (self.end - self.start) * t,
            Some(c) => {
                let u = 1.0 - t;
                let p = self.start.to_vec2() * (u * u)
                    + c.to_vec2() * (2.0 * u * t)
                    + self.end.to_vec2() * (t * t);
                p.to_pos2()
            }
        }
    }

    /// Whether the edge keeps [`CLEARANCE`] from the disc of each node at `others`.
    fn clear_of(&self, others: &[Pos2]) -> bool {
        (0..=SAMPLES).all(|i| {
            let p = self.at(f32::from(i) / f32::from(SAMPLES));
            others.iter().all(|o| o.distance(p) >= NODE + CLEARANCE)
        })
    }
}

/// The edge `from → to` of `board` as drawn in `frame`: straight, or bent (the least that
/// clears them) round the nodes a straight line would cross; straight again when no bend
/// tried clears them all.
pub fn arrow(board: &GraphBoard, frame: Frame, from: u32, to: u32) -> Option<Arrow> {
    let a = frame.to_screen(*board.nodes.get(from as usize)?);
    let b = frame.to_screen(*board.nodes.get(to as usize)?);
    if from == to {
        // A loop: a small circle on the node's left, the tokens being on its right.
        let radius = 14.0;
        let center = a + Vec2::new(-NODE - radius + 4.0, 0.0);
        return Some(Arrow {
            start: center,
            end: center,
            bend: None,
            handle: center + Vec2::new(-radius, 0.0),
            looped: Some((center, radius)),
        });
    }
    let d = (b - a).normalized();
    // Both directions drawn: each keeps to its own side.
    let side = if board.has_edge(to, from) {
        d.rot90() * 5.0
    } else {
        Vec2::ZERO
    };
    // Across the pair taken in the nodes' order, so that both directions bend alike.
    let across = if from < to { d.rot90() } else { -d.rot90() };
    let others: Vec<Pos2> = (0..board.nodes.len())
        .filter(|&v| v != from as usize && v != to as usize)
        .filter_map(|v| board.nodes.get(v).map(|&p| frame.to_screen(p)))
        .collect();
    let drawn = |k: f32| {
        if k == 0.0 {
            let (start, end) = (a + d * NODE + side, b - d * (NODE + 2.0) + side);
            return Arrow {
                start,
                end,
                bend: None,
                handle: start + (end - start) * 0.62,
                looped: None,
            };
        }
        // The curve leaves each node towards its control point.
        let control = a + (b - a) * 0.5 + across * (k * BEND) + side;
        let mut arrow = Arrow {
            start: a + (control - a).normalized() * NODE,
            end: b + (control - b).normalized() * (NODE + 2.0),
            bend: Some(control),
            handle: control,
            looped: None,
        };
        arrow.handle = arrow.at(0.62);
        arrow
    };
    let arrow = BENDS
        .iter()
        .map(|&k| drawn(k))
        .find(|arrow| arrow.clear_of(&others))
        .unwrap_or_else(|| drawn(0.0));
    Some(arrow)
}

/// Paints `arrow` with `stroke`.
pub fn paint_arrow(ui: &Ui, arrow: &Arrow, stroke: Stroke) {
    let painter = ui.painter();
    if let Some((center, radius)) = arrow.looped {
        painter.circle_stroke(center, radius, stroke);
        // The head, where the loop comes back into the node from below.
        let tip = center + Vec2::new(radius * 0.85, radius * 0.6);
        for back in [Vec2::new(-6.5, 1.0), Vec2::new(-2.0, 6.5)] {
            painter.line_segment([tip, tip + back], stroke);
        }
        return;
    }
    let toward = match arrow.bend {
        None => {
            painter.line_segment([arrow.start, arrow.end], stroke);
            arrow.start
        }
        Some(control) => {
            painter.add(QuadraticBezierShape::from_points_stroke(
                [arrow.start, control, arrow.end],
                false,
                Color32::TRANSPARENT,
                stroke,
            ));
            control
        }
    };
    // The head points the way the line arrives.
    let d = (arrow.end - toward).normalized();
    for angle in [0.45f32, -0.45] {
        let back = rotate(-d, angle) * 9.0;
        painter.line_segment([arrow.end, arrow.end + back], stroke);
    }
}

fn rotate(v: Vec2, angle: f32) -> Vec2 {
    let (s, c) = angle.sin_cos();
    Vec2::new(c * v.x - s * v.y, s * v.x + c * v.y)
}

/// The colour and glyph of a move by where it leads.
pub fn option_mark(option: &GraphOption) -> (Color32, &'static str) {
    if option.wins() {
        (WINNING, WINNING_GLYPH)
    } else if option.draws() {
        (DRAWING, DRAWING_GLYPH)
    } else {
        (LOSING, LOSING_GLYPH)
    }
}

/// The token's colour.
pub fn token_color(token: usize) -> Color32 {
    TOKEN_COLORS
        .get(token % TOKEN_COLORS.len())
        .copied()
        .unwrap_or(Color32::BLACK)
}

/// Where the `i`-th token on a node is drawn: above it, then clockwise around its right.
pub fn token_spot(center: Pos2, i: usize) -> Pos2 {
    let angle = -std::f32::consts::FRAC_PI_2 + 0.75 * i as f32;
    center + Vec2::angled(angle) * (NODE + TOKEN - 2.0)
}

/// A round clickable handle at `at`; `glyph` marks it.
pub fn handle(ui: &mut Ui, at: Pos2, color: Color32, glyph: Option<&str>, name: &str) -> Response {
    let painter = ui.painter();
    painter.circle_filled(at, HANDLE, color);
    if let Some(g) = glyph {
        painter.text(
            at,
            Align2::CENTER_CENTER,
            g,
            FontId::proportional(11.0),
            Color32::WHITE,
        );
    }
    let id = ui.scope_id().with(("graph handle", name));
    let r = ui.interact(
        Rect::from_center_size(at, Vec2::splat(2.0 * HANDLE)),
        id,
        Sense::click(),
    );
    r.widget_info(|| WidgetInfo::labeled(Role::Button, true, name));
    r.on_hover_cursor(CursorIcon::PointingHand)
}

/// `loss for the opponent (a winning move)` (the core's outcome after the move, read for
/// the mover: a loss for the opponent is a win), in `lang`.
pub fn after_text(option: &GraphOption, lang: Lang) -> String {
    match option.after {
        GraphOutcome::Loss => tr!(lang, "graph-after-loss"),
        GraphOutcome::Draw => tr!(lang, "graph-after-draw"),
        GraphOutcome::Win => tr!(lang, "graph-after-win"),
    }
}

/// `a win for the player to move`: the core's outcome, in `lang`.
pub fn outcome_text(outcome: GraphOutcome, lang: Lang) -> String {
    match outcome {
        GraphOutcome::Win => tr!(lang, "graph-outcome-a-win"),
        GraphOutcome::Loss => tr!(lang, "graph-outcome-a-loss"),
        GraphOutcome::Draw => tr!(lang, "graph-outcome-a-draw"),
    }
}

/// A node's tooltip: its value, `K` for `∞`, and the core's outcome of one token there.
pub fn node_text(analysis: Option<&GraphAnalysis>, v: u32, lang: Lang) -> String {
    let node = tr!(lang, "graph-node", node = v + 1);
    let Some(a) = analysis else {
        return node;
    };
    let value = match a.values.get(v as usize) {
        Some(Value::Finite(g)) => tr!(lang, "graph-node-value", value = *g),
        Some(Value::Infinite) => {
            let k = a.k_sets.get(v as usize).map_or(&[][..], Vec::as_slice);
            tr!(lang, "graph-node-infinite", k = join(k))
        }
        None => return node,
    };
    let Some(&alone) = a.alone.get(v as usize) else {
        return node;
    };
    tr!(
        lang,
        "graph-node-tip",
        node = v + 1,
        value = value,
        alone = outcome_text(alone, lang)
    )
}

#[cfg(test)]
mod tests {
    use egui::{Pos2, Rect, Vec2};

    use super::{Frame, NODE, arrow};
    use crate::model::graph::GraphBoard;

    /// A board of `nodes` with every edge between two of them.
    fn board(nodes: Vec<[f32; 2]>) -> GraphBoard {
        let n = nodes.len() as u32;
        GraphBoard {
            name: String::new(),
            nodes,
            edges: (0..n)
                .flat_map(|a| (0..n).filter(move |&b| b != a).map(move |b| [a, b]))
                .collect(),
            tokens: vec![0],
        }
    }

    /// The closest the drawn edge `from → to` comes to the centre of another node,
    /// measured along 400 points of its quadratic Bézier curve (a line when straight).
    fn closest(board: &GraphBoard, frame: Frame, from: u32, to: u32) -> f32 {
        let a = arrow(board, frame, from, to).unwrap();
        let c = a.bend.unwrap_or(a.start + (a.end - a.start) / 2.0);
        let mut best = f32::INFINITY;
        for i in 0..=400 {
            let t = i as f32 / 400.0;
            let u = 1.0 - t;
            let x = u * u * a.start.x + 2.0 * u * t * c.x + t * t * a.end.x;
            let y = u * u * a.start.y + 2.0 * u * t * c.y + t * t * a.end.y;
            for (v, p) in board.nodes.iter().enumerate() {
                if v == from as usize || v == to as usize {
                    continue;
                }
                let o = frame.to_screen(*p);
                best = best.min(((x - o.x).powi(2) + (y - o.y).powi(2)).sqrt());
            }
        }
        best
    }

    fn frame() -> Frame {
        Frame {
            rect: Rect::from_min_size(Pos2::ZERO, Vec2::new(760.0, 400.0)),
        }
    }

    #[test]
    fn an_edge_bends_round_a_node_in_its_way_and_stays_straight_otherwise() {
        let b = board(vec![[0.0, 0.5], [0.5, 0.5], [1.0, 0.5], [0.5, 0.0]]);
        // 1 → 3 (from the left to the right) would run through 2.
        for (from, to) in [(0, 2), (2, 0)] {
            assert!(arrow(&b, frame(), from, to).unwrap().bend.is_some());
            let d = closest(&b, frame(), from, to);
            assert!(d > NODE, "{from} → {to} passes {d} from a node's centre");
        }
        // 1 → 2 has nothing in its way.
        assert!(arrow(&b, frame(), 0, 1).unwrap().bend.is_none());
    }

    #[test]
    fn on_a_grid_no_edge_crosses_a_node() {
        let mut nodes = Vec::new();
        for y in 0..3 {
            for x in 0..4 {
                nodes.push([x as f32 / 3.0, y as f32 / 2.0]);
            }
        }
        let b = board(nodes);
        for e in &b.edges {
            let d = closest(&b, frame(), e[0], e[1]);
            assert!(
                d > NODE,
                "{} → {} passes {d} from a node's centre",
                e[0],
                e[1]
            );
        }
    }
}

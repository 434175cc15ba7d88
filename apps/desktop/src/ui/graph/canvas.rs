//! The board of a game on a graph: nodes with their values (`∞` marked, with its `K`),
//! arrows for the edges, the tokens beside their nodes; in play, a handle on each edge a
//! token may slide along; in the editor, the mouse adds and removes nodes, edges and tokens
//! and drags nodes.
//!
//! The board decides nothing: the moves it offers are the core's legal moves (the analysis'
//! options), their marks the core's outcomes after them, and the editor's changes are
//! checked by the model's `GraphBoard`.

use egui::{
    Align2, Color32, CursorIcon, FontId, Pos2, Rect, Response, Role, Sense, Stroke, Ui, Vec2,
    WidgetInfo,
};
use grundy::graph::{GraphMove, Value};
use grundy_i18n::{Lang, Localize, tr};

use super::paint::{
    Frame, HEIGHT, INFINITE_FILL, NODE, TOKEN, after_text, arrow, handle, node_text, option_mark,
    paint_arrow, token_color, token_spot,
};
use crate::model::graph::{Edit, GraphAnalysis, GraphBoard, GraphOption};
use crate::ui::widgets::{LOSING, LOSING_GLYPH, WINNING};

/// What the mouse does in the editor.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    /// Drag nodes to new places.
    #[default]
    Drag,
    /// Click the empty board to add a node there.
    AddNode,
    /// Click a node, then another (or the same, for a loop), or drag from one to another.
    AddEdge,
    /// Click a node to put a token on it; right-click to take one off.
    Token,
    /// Click a node or an edge's handle to delete it.
    Delete,
}

impl Tool {
    /// The tools, in the order of the toolbar.
    pub const ALL: [Self; 5] = [
        Self::Drag,
        Self::AddNode,
        Self::AddEdge,
        Self::Token,
        Self::Delete,
    ];

    /// The tool's key in the messages: `graph-tool-<key>` is its name in the toolbar,
    /// `graph-tool-<key>-help` what it does, in a sentence.
    const fn key(self) -> &'static str {
        match self {
            Self::Drag => "drag",
            Self::AddNode => "add-node",
            Self::AddEdge => "add-edge",
            Self::Token => "token",
            Self::Delete => "delete",
        }
    }

    /// The tool's name in the toolbar, in `lang`.
    pub fn name(self, lang: Lang) -> String {
        grundy_i18n::tr(lang, &format!("graph-tool-{}", self.key()), &[])
    }

    /// What the tool does, in a sentence, in `lang`.
    pub fn help(self, lang: Lang) -> String {
        grundy_i18n::tr(lang, &format!("graph-tool-{}-help", self.key()), &[])
    }
}

/// What the board asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Action {
    /// Play this move.
    Play(GraphMove),
    /// Change the graph.
    Edit(Edit),
}

/// What the board shows.
#[derive(Clone, Copy, Debug)]
pub struct View<'a> {
    /// The graph.
    pub board: &'a GraphBoard,
    /// The tokens' nodes now.
    pub tokens: &'a [u32],
    /// The core's analysis of the position, when it has one.
    pub analysis: Option<&'a GraphAnalysis>,
    /// Whether the nodes show their values.
    pub show_values: bool,
    /// Whether the moves are marked winning, drawing or losing.
    pub hints: bool,
    /// Whether the editor is on.
    pub editing: bool,
    /// Whether a person may move now.
    pub enabled: bool,
    /// The language of the board's names and hover texts.
    pub lang: Lang,
}

/// The board's own state: the tool, the node an edge starts from, the token selected.
#[derive(Debug, Default)]
pub struct GraphCanvas {
    /// The editor's tool.
    pub tool: Tool,
    edge_from: Option<u32>,
    selected: Option<usize>,
}

impl GraphCanvas {
    /// The token the next move slides: the one chosen on the board if it can move, else the
    /// first that can.
    fn token(&self, view: &View<'_>) -> Option<usize> {
        let options = view.analysis.map_or(&[][..], |a| a.options.as_slice());
        let can_move = |t: usize| options.iter().any(|o| o.mv.token == t);
        match self.selected {
            Some(t) if can_move(t) => Some(t),
            _ => options.first().map(|o| o.mv.token),
        }
    }

    /// Draws the board; returns what the user asked for.
    pub fn ui(&mut self, ui: &mut Ui, view: &View<'_>) -> Option<Action> {
        let width = ui.available_width().clamp(320.0, 760.0);
        let (rect, canvas) = ui.allocate_exact_size(Vec2::new(width, HEIGHT), Sense::click());
        let lang = view.lang;
        let board_name = tr!(lang, "graph-board");
        canvas.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &board_name));
        let frame = Frame { rect };
        let visuals = ui.visuals().clone();
        ui.painter()
            .rect_filled(rect, 6.0, visuals.extreme_bg_color);
        let board = view.board;
        if !view.editing || self.tool != Tool::AddEdge {
            self.edge_from = None;
        }
        let token = self.token(view);
        let mut action = None;

        // The edges.
        let edge_stroke = Stroke::new(1.5, visuals.weak_text_color());
        for e in &board.edges {
            if let Some(a) = arrow(board, frame, e[0], e[1]) {
                paint_arrow(ui, &a, edge_stroke);
            }
        }

        // The moves of the token chosen: a handle on each edge it may slide along.
        let options: Vec<&GraphOption> = match (view.editing, view.analysis, token) {
            (false, Some(analysis), Some(t)) if view.enabled => analysis
                .options
                .iter()
                .filter(|o| o.mv.token == t)
                .collect(),
            _ => Vec::new(),
        };
        for o in &options {
            let from = view.tokens.get(o.mv.token).copied().unwrap_or(0);
            let Some(a) = arrow(board, frame, from, o.mv.to) else {
                continue;
            };
            let (color, glyph) = if view.hints {
                let (c, g) = option_mark(o);
                (c, Some(g))
            } else {
                (token_color(o.mv.token), None)
            };
            paint_arrow(ui, &a, Stroke::new(3.0, color));
            let name = tr!(
                lang,
                "graph-handle",
                token = o.mv.token + 1,
                from = from + 1,
                to = o.mv.to + 1
            );
            let r = handle(ui, a.handle, color, glyph, &name);
            let label = o.mv.localize(lang);
            let tip = match view.hints {
                true => tr!(
                    lang,
                    "graph-leaves",
                    mv = label,
                    after = after_text(o, lang)
                ),
                false => label,
            };
            if r.on_hover_text(tip).clicked() {
                action = Some(Action::Play(o.mv));
            }
        }

        // The edges' handles for deleting.
        if view.editing && self.tool == Tool::Delete {
            for e in &board.edges {
                let Some(a) = arrow(board, frame, e[0], e[1]) else {
                    continue;
                };
                let name = tr!(lang, "graph-edge", from = e[0] + 1, to = e[1] + 1);
                if handle(ui, a.handle, LOSING, Some(LOSING_GLYPH), &name).clicked() {
                    action = Some(Action::Edit(Edit::RemoveEdge(e[0], e[1])));
                }
            }
        }

        // The nodes.
        let hovered_node = |pos: Pos2| {
            (0..board.nodes.len() as u32).find(|&v| {
                board
                    .nodes
                    .get(v as usize)
                    .is_some_and(|&p| frame.to_screen(p).distance(pos) <= NODE)
            })
        };
        for (v, &place) in board.nodes.iter().enumerate() {
            let v = v as u32;
            let center = frame.to_screen(place);
            let value = view.analysis.and_then(|a| a.values.get(v as usize));
            let (fill, number) = match value {
                Some(Value::Infinite) if view.show_values => (INFINITE_FILL, Color32::WHITE),
                _ => (visuals.widgets.inactive.weak_bg_fill, visuals.text_color()),
            };
            let ring = if self.edge_from == Some(v) {
                Stroke::new(3.0, WINNING)
            } else {
                Stroke::new(1.5, visuals.text_color())
            };
            let painter = ui.painter();
            painter.circle_filled(center, NODE, fill);
            painter.circle_stroke(center, NODE, ring);
            painter.text(
                center,
                Align2::CENTER_CENTER,
                (v + 1).to_string(),
                FontId::proportional(14.0),
                number,
            );
            if view.show_values
                && let Some(a) = view.analysis
            {
                let text = a.value_text(v);
                let at = center + Vec2::new(0.0, NODE + 2.0);
                let galley = painter.layout_no_wrap(
                    text,
                    FontId::proportional(12.0),
                    visuals.strong_text_color(),
                );
                let pill = Rect::from_min_size(
                    at - Vec2::new(galley.size().x / 2.0 + 3.0, 0.0),
                    galley.size() + Vec2::new(6.0, 0.0),
                );
                painter.rect_filled(pill, 3.0, visuals.faint_bg_color);
                painter.galley(pill.min + Vec2::new(3.0, 0.0), galley, Color32::WHITE);
            }
            let sense = if view.editing {
                Sense::click_and_drag()
            } else {
                Sense::click()
            };
            let id = ui.scope_id().with(("graph node", v));
            let r = ui.interact(
                Rect::from_center_size(center, Vec2::splat(2.0 * NODE)),
                id,
                sense,
            );
            let name = tr!(lang, "graph-node", node = v + 1);
            // The node's value is its accessible value: what a screen reader (and a test)
            // reads beside its name.
            let value = view.analysis.map(|a| a.value_text(v));
            r.widget_info(|| {
                let mut info = WidgetInfo::labeled(Role::Button, true, &name);
                info.current_text_value = value.clone();
                info
            });
            let r = r.on_hover_text(node_text(view.analysis, v, lang));
            if let Some(a) = self.node_action(view, v, token, &r, &hovered_node, frame) {
                action = Some(a);
            }
        }

        // The tokens, beside their nodes.
        let mut seen = vec![0usize; board.nodes.len()];
        for (t, &node) in view.tokens.iter().enumerate() {
            let Some(&place) = board.nodes.get(node as usize) else {
                continue;
            };
            let i = seen.get(node as usize).copied().unwrap_or(0);
            if let Some(s) = seen.get_mut(node as usize) {
                *s += 1;
            }
            let spot = token_spot(frame.to_screen(place), i);
            let painter = ui.painter();
            painter.circle_filled(spot, TOKEN, token_color(t));
            if !view.editing && token == Some(t) && view.enabled {
                painter.circle_stroke(spot, TOKEN + 2.5, Stroke::new(2.0, WINNING));
            }
            painter.text(
                spot,
                Align2::CENTER_CENTER,
                (t + 1).to_string(),
                FontId::proportional(10.0),
                Color32::BLACK,
            );
        }

        // A click on the empty board.
        if canvas.clicked() {
            self.edge_from = None;
            if view.editing
                && self.tool == Tool::AddNode
                && let Some(pos) = canvas.interact_pointer_pos()
            {
                action = Some(Action::Edit(Edit::AddNode(frame.to_place(pos))));
            }
        }
        if view.editing && self.tool == Tool::AddNode {
            canvas.on_hover_cursor(CursorIcon::Crosshair);
        }
        action
    }

    /// What a click or drag on node `v` asks for.
    fn node_action(
        &mut self,
        view: &View<'_>,
        v: u32,
        token: Option<usize>,
        r: &Response,
        node_at: &dyn Fn(Pos2) -> Option<u32>,
        frame: Frame,
    ) -> Option<Action> {
        if !view.editing {
            if !r.clicked() || !view.enabled {
                return None;
            }
            let options = view.analysis.map_or(&[][..], |a| a.options.as_slice());
            // A node the chosen token may slide to (other than its own): play that move.
            if let Some(t) = token
                && view.tokens.get(t) != Some(&v)
                && let Some(o) = options.iter().find(|o| o.mv.token == t && o.mv.to == v)
            {
                return Some(Action::Play(o.mv));
            }
            // A node holding tokens: choose the next of them that can move.
            let here: Vec<usize> = (0..view.tokens.len())
                .filter(|&t| view.tokens.get(t) == Some(&v))
                .filter(|&t| options.iter().any(|o| o.mv.token == t))
                .collect();
            let next = match token.and_then(|t| here.iter().position(|&h| h == t)) {
                Some(i) => here.get((i + 1) % here.len().max(1)).copied(),
                None => here.first().copied(),
            };
            if next.is_some() {
                self.selected = next;
            }
            return None;
        }
        match self.tool {
            // Only when the pointer moved: a drag held still changes nothing.
            Tool::Drag if r.dragged() && r.drag_delta() != Vec2::ZERO => {
                let pos = r.interact_pointer_pos()?;
                Some(Action::Edit(Edit::MoveNode(v, frame.to_place(pos))))
            }
            Tool::AddEdge if r.clicked() => match self.edge_from.take() {
                Some(from) => Some(Action::Edit(Edit::AddEdge(from, v))),
                None => {
                    self.edge_from = Some(v);
                    None
                }
            },
            Tool::AddEdge if r.drag_stopped() => {
                let to = node_at(r.interact_pointer_pos()?)?;
                self.edge_from = None;
                (to != v).then_some(Action::Edit(Edit::AddEdge(v, to)))
            }
            Tool::Token if r.clicked() => Some(Action::Edit(Edit::AddToken(v))),
            Tool::Token if r.secondary_clicked() => Some(Action::Edit(Edit::RemoveToken(v))),
            Tool::Delete if r.clicked() => Some(Action::Edit(Edit::RemoveNode(v))),
            _ => None,
        }
    }
}

//! Octal games (take-and-break, such as Kayles): each heap is a row of pins, and a move
//! knocks out adjacent pins. Taking `k` from a heap of `n` and leaving `a` and `b` (with
//! `a + k + b = n`) is knocking out `k` adjacent pins `a` pins from the row's left end: the
//! pins left of them and right of them are the heaps left. Click a pin, then another of the
//! same row (or drag over them), and Take; the core says whether the code allows it. The
//! form below plays any move by its numbers (heaps too long to draw, and the splits of the
//! codes `4.…`, which take nothing).

use egui::{
    Align2, Color32, CursorIcon, FontId, Pos2, Rect, Role, Sense, Stroke, Ui, Vec2, WidgetInfo,
};

use grundy::any::AnyMove;
use grundy::octal::OctalMove;
use grundy_i18n::{Localize, tr};

use super::board::{Board, GameView};
use super::draw;

/// Pins drawn per heap at most; a longer heap is played with the form.
pub const MAX_PINS: u64 = 60;
/// The distance between two pins.
const PIN_STEP: f32 = 20.0;
/// The gap between two heaps.
const HEAP_GAP: f32 = 30.0;
/// The height of a row of pins with its caption.
const ROW: f32 = 66.0;
const PIN_COLOR: Color32 = Color32::from_rgb(0xF2, 0xEE, 0xE4);
const PIN_EDGE: Color32 = Color32::from_rgb(0x8a, 0x7f, 0x70);
const SELECTED_COLOR: Color32 = Color32::from_rgb(0xe0, 0xc0, 0x60);

/// Adjacent pins chosen in one heap: `lo..=hi`, counted from the row's left end (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Selection {
    /// The heap, from 0.
    pub pile: usize,
    /// The pin the selection started from.
    pub anchor: u64,
    /// The leftmost pin chosen.
    pub lo: u64,
    /// The rightmost pin chosen.
    pub hi: u64,
}

impl Selection {
    /// The selection from `anchor` to `pin` (either order).
    fn between(pile: usize, anchor: u64, pin: u64) -> Self {
        Self {
            pile,
            anchor,
            lo: anchor.min(pin),
            hi: anchor.max(pin),
        }
    }

    /// The selection after a click on `pin` of the same heap: the pins from the pin clicked
    /// before (the anchor) to this one, which becomes the anchor. Pin 3, then 1, then 2
    /// chooses 1 and 2: each click reaches from the last, not from the first.
    fn clicked(self, pin: u64) -> Self {
        Self {
            anchor: pin,
            ..Self::between(self.pile, self.anchor, pin)
        }
    }

    /// How many pins are chosen.
    pub fn count(&self) -> u64 {
        self.hi - self.lo + 1
    }

    /// The move that knocks out these pins from a heap of `size`: take `count`, leaving the
    /// pins on the left (`lo`) and those on the right (`size − hi − 1`), in that order; a
    /// side with no pin is no heap.
    pub fn to_move(self, size: u64) -> AnyMove {
        let left = self.lo;
        let right = size.saturating_sub(self.hi).saturating_sub(1);
        let heaps = match (left, right) {
            (0, r) => [r, 0, 0],
            (l, 0) => [l, 0, 0],
            (l, r) => [l, r, 0],
        };
        AnyMove::Octal(OctalMove {
            pile: self.pile,
            take: self.count(),
            left: heaps,
        })
    }
}

/// The octal panel: the pins chosen, and the form's heap, take and first heap left.
#[derive(Debug, Default)]
pub struct OctalView {
    selection: Option<Selection>,
    /// The heaps the selection was made in: a new position drops it.
    heaps: Vec<u64>,
    pile: usize,
    take: u64,
    first: u64,
}

impl GameView for OctalView {
    fn example(&self) -> &'static str {
        "5 7"
    }

    fn position_help(&self) -> &'static str {
        "heap sizes, e.g. 5 7"
    }

    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        if self.heaps != board.numbers() {
            self.heaps = board.numbers().to_vec();
            self.selection = None;
        }
        // Grundy's game takes no pin: its moves are the form's splits.
        let help = match board.game {
            grundy::AnyGame::Grundy(_) => "octal-help-grundy",
            _ => "octal-help",
        };
        ui.label(grundy_i18n::tr(board.lang, help, &[]));
        let mut chosen = self.pins(ui, board);
        if chosen.is_none() {
            chosen = self.take_button(ui, board);
        }
        if chosen.is_none() {
            chosen = self.form(ui, board);
        }
        if chosen.is_some() {
            self.selection = None;
        }
        chosen
    }
}

impl OctalView {
    /// The rows of pins; a click or a drag changes the selection. Returns no move: Take
    /// plays it.
    fn pins(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        let numbers = board.numbers();
        let width = ui.available_width().max(200.0);
        // Each heap's place: rows of heaps, a heap never split across rows.
        let mut places = Vec::with_capacity(numbers.len());
        let (mut x, mut row) = (0.0f32, 0usize);
        for &n in numbers {
            let drawn = n.min(MAX_PINS) as f32;
            let w = (drawn * PIN_STEP).max(60.0);
            if x > 0.0 && x + w > width {
                (x, row) = (0.0, row + 1);
            }
            places.push((x, row));
            x += w + HEAP_GAP;
        }
        let rows = places.last().map_or(1, |p| p.1 + 1);
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, rows as f32 * ROW), Sense::hover());
        let enabled = board.enabled;
        let pointer = ui.ctx().pointer_latest_pos();
        let text_color = ui.visuals().text_color();
        for (pile, (&n, &(x, row))) in numbers.iter().zip(&places).enumerate() {
            let origin = rect.left_top() + Vec2::new(x, row as f32 * ROW);
            let title = board.name(&tr!(board.lang, "octal-heap-n", heap = pile + 1));
            ui.painter().text(
                origin + Vec2::new(0.0, 2.0),
                Align2::LEFT_TOP,
                format!("{title}: {n}"),
                FontId::proportional(11.0),
                text_color,
            );
            if n > MAX_PINS {
                ui.painter().text(
                    origin + Vec2::new(0.0, 22.0),
                    Align2::LEFT_TOP,
                    tr!(board.lang, "octal-too-long"),
                    FontId::proportional(11.0),
                    text_color,
                );
                continue;
            }
            let center = |i: u64| origin + Vec2::new(PIN_STEP * (i as f32 + 0.5), 40.0);
            let pin_at = |p: Pos2| {
                let i = ((p.x - origin.x) / PIN_STEP).floor();
                (i >= 0.0 && (i as u64) < n && (p.y - origin.y - 40.0).abs() < 18.0)
                    .then_some(i as u64)
            };
            for i in 0..n {
                let c = center(i);
                let chosen = self
                    .selection
                    .is_some_and(|s| s.pile == pile && (s.lo..=s.hi).contains(&i));
                paint_pin(ui, c, chosen);
                if !enabled {
                    continue;
                }
                let hit = Rect::from_center_size(c, Vec2::new(PIN_STEP, 36.0));
                let name = board.name(&tr!(board.lang, "octal-pin", heap = pile + 1, pin = i + 1));
                let id = ui.scope_id().with(("octal pin", board.component, pile, i));
                let r = ui.interact(hit, id, Sense::click_and_drag());
                r.widget_info(|| WidgetInfo::selected(Role::CheckBox, true, chosen, &name));
                let r = r.on_hover_cursor(CursorIcon::PointingHand);
                if r.drag_started() {
                    self.selection = Some(Selection::between(pile, i, i));
                } else if r.dragged() {
                    if let (Some(s), Some(j)) = (self.selection, pointer.and_then(pin_at))
                        && s.pile == pile
                    {
                        self.selection = Some(Selection::between(pile, s.anchor, j));
                    }
                } else if r.clicked() {
                    self.selection = match self.selection {
                        Some(s) if s.pile == pile && s.count() == 1 && s.lo == i => None,
                        Some(s) if s.pile == pile => Some(s.clicked(i)),
                        _ => Some(Selection::between(pile, i, i)),
                    };
                }
            }
        }
        None
    }

    /// Take, for the pins chosen: enabled when the core finds the move legal, marked with
    /// the hint; otherwise the core's reason.
    fn take_button(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        let selection = self.selection?;
        let size = board.numbers().get(selection.pile).copied()?;
        let mv = selection.to_move(size);
        let lang = board.lang;
        let refused = match grundy::Game::play(board.game, board.position.clone(), mv) {
            Ok(_) => None,
            Err(e) => Some(e.reason.localize(lang)),
        };
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            let k = selection.count();
            let mut text = tr!(lang, "octal-take-pins", count = k);
            if refused.is_none()
                && let Some(winning) = board.hint(mv)
            {
                text = format!("{text} {}", draw::mark(winning).1);
            }
            let button = ui
                .add_enabled(board.enabled && refused.is_none(), egui::Button::new(text))
                .on_hover_text(board.hover_text(mv));
            if button.clicked() {
                chosen = Some(mv);
            }
            if ui.button(tr!(lang, "octal-clear")).clicked() {
                self.selection = None;
            }
            match &refused {
                Some(reason) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        tr!(lang, "octal-not-allowed", reason = reason),
                    );
                }
                None => {
                    ui.label(board.hover_text(mv));
                }
            }
        });
        chosen
    }

    /// The move by its numbers: heap, take, the first heap left (the second is the rest).
    fn form(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        if self.pile >= board.numbers().len() {
            self.pile = 0;
        }
        let size = board.numbers().get(self.pile).copied().unwrap_or(0);
        let mut chosen = None;
        let lang = board.lang;
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(lang, "octal-by-numbers"));
            let heap = ui.label(tr!(lang, "octal-heap"));
            let mut shown = self.pile + 1;
            ui.add(egui::DragValue::new(&mut shown).range(1..=board.numbers().len().max(1)))
                .labelled_by(heap.id);
            self.pile = shown.saturating_sub(1);
            // Grundy's game takes nothing: no Take field to leave at 0.
            if matches!(board.game, grundy::AnyGame::Grundy(_)) {
                self.take = 0;
            } else {
                let take = ui.label(tr!(lang, "octal-take"));
                ui.add(egui::DragValue::new(&mut self.take).range(0..=size))
                    .labelled_by(take.id);
            }
            let rest = size.saturating_sub(self.take);
            let first = ui.label(tr!(lang, "octal-leave"));
            ui.add(egui::DragValue::new(&mut self.first).range(0..=rest))
                .labelled_by(first.id);
            self.first = self.first.min(rest);
            let second = rest - self.first;
            ui.label(tr!(lang, "octal-and", size = second));
            let left = if self.first == 0 {
                [second, 0, 0]
            } else {
                [self.first, second, 0]
            };
            let mv = AnyMove::Octal(OctalMove {
                pile: self.pile,
                take: self.take,
                left,
            });
            let legal = board.enabled && board.legal(mv);
            let text = match board.hint(mv) {
                Some(winning) if legal => {
                    format!("{} {}", tr!(lang, "board-play"), draw::mark(winning).1)
                }
                _ => tr!(lang, "board-play"),
            };
            let response = ui
                .add_enabled(legal, egui::Button::new(text))
                .on_hover_text(board.hover_text(mv));
            if response.clicked() {
                chosen = Some(mv);
                (self.take, self.first) = (0, 0);
            }
        });
        chosen
    }
}

/// One pin: a head on a body, gold when chosen.
fn paint_pin(ui: &Ui, at: Pos2, chosen: bool) {
    let fill = if chosen { SELECTED_COLOR } else { PIN_COLOR };
    let stroke = Stroke::new(1.2, PIN_EDGE);
    let painter = ui.painter();
    let body = Rect::from_center_size(at + Vec2::new(0.0, 5.0), Vec2::new(12.0, 22.0));
    painter.rect_filled(body, 5.0, fill);
    painter.rect_stroke(body, 5.0, stroke, egui::StrokeKind::Inside);
    painter.circle_filled(at + Vec2::new(0.0, -10.0), 5.5, fill);
    painter.circle_stroke(at + Vec2::new(0.0, -10.0), 5.5, stroke);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knocking_out_pins_is_the_take_and_the_heaps_either_side() {
        let mv = |lo, hi, size| match Selection::between(0, lo, hi).to_move(size) {
            AnyMove::Octal(m) => (m.take, m.left),
            other => panic!("{other:?}"),
        };
        // A row of 7: pins 3 and 4 (from 0: 2..=3) leave 2 on the left and 3 on the right.
        assert_eq!(mv(2, 3, 7), (2, [2, 3, 0]));
        // From either end: one heap.
        assert_eq!(mv(0, 1, 7), (2, [5, 0, 0]));
        assert_eq!(mv(6, 5, 7), (2, [5, 0, 0]));
        // The whole row.
        assert_eq!(mv(0, 6, 7), (7, [0, 0, 0]));
    }

    #[test]
    fn each_click_reaches_from_the_pin_clicked_before() {
        // Pins 3, then 1, then 2 (from 0: 2, 0, 1): pins 1 and 2, not 2 and 3.
        let s = Selection::between(0, 2, 2).clicked(0);
        assert_eq!((s.lo, s.hi), (0, 2));
        let s = s.clicked(1);
        assert_eq!((s.lo, s.hi, s.anchor), (0, 1, 1));
    }
}

//! Wythoff: two piles, drawn as piles and as a queen on a grid moving toward the corner.

use egui::{Align2, Color32, FontId, Pos2, Rect, Role, Sense, Stroke, Ui, Vec2, WidgetInfo};
use grundy::any::AnyMove;
use grundy::wythoff::WythoffMove;
use grundy::{Outcome, Wythoff};

use super::board::{Board, GameView};
use super::draw;

/// The grid is drawn while both piles are below this.
pub const GRID_MAX: u64 = 20;
/// The largest cell of the grid; it shrinks to fit a narrow window, down to [`MIN_CELL`].
const CELL: f32 = 20.0;
const MIN_CELL: f32 = 11.0;

/// The Wythoff panel.
#[derive(Debug)]
pub struct WythoffView;

impl GameView for WythoffView {
    fn example(&self) -> &'static str {
        "5 8"
    }

    fn position_help(&self) -> &'static str {
        "the two piles, e.g. 5 8"
    }

    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        // Choice 1 is the first pile, 2 the second, 3 both.
        let mut chosen = draw::big_take(
            ui,
            board,
            &board.text("board-tall", &[]),
            &board.text("board-pile-or-both", &[]),
            3,
            |i, count| {
                AnyMove::Wythoff(match i {
                    0 => WythoffMove::First(count),
                    1 => WythoffMove::Second(count),
                    _ => WythoffMove::Both(count),
                })
            },
        );
        // The captions above the drawings, wrapped at the place's width: the piles and the
        // grid then fit side by side in a narrow place.
        ui.label(board.text("wythoff-help", &[]));
        if let [a, b] = board.numbers() {
            if *a < GRID_MAX && *b < GRID_MAX {
                ui.label(board.text("wythoff-grid-help", &[]));
            } else {
                ui.label(board.text(
                    "wythoff-grid-too-big",
                    &[
                        ("max", GRID_MAX.into()),
                        ("a", (*a).into()),
                        ("b", (*b).into()),
                    ],
                ));
            }
        }
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                let clicked = draw::piles(
                    ui,
                    board,
                    |i| {
                        if i == 0 {
                            board.text("wythoff-first", &[])
                        } else {
                            board.text("wythoff-second", &[])
                        }
                    },
                    |pile, count| {
                        AnyMove::Wythoff(if pile == 0 {
                            WythoffMove::First(count)
                        } else {
                            WythoffMove::Second(count)
                        })
                    },
                );
                if clicked.is_some() {
                    chosen = clicked;
                }
            });
            ui.add_space(16.0);
            ui.vertical(|ui| {
                if let Some(mv) = grid(ui, board) {
                    chosen = Some(mv);
                }
            });
        });
        chosen
    }
}

/// The queen's grid: columns are the first pile, rows the second, the corner at the bottom
/// left. P-positions carry a dot; reachable cells are clickable.
fn grid(ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
    let [a, b] = match board.numbers() {
        [a, b] => [*a, *b],
        _ => return None,
    };
    if a >= GRID_MAX || b >= GRID_MAX {
        return None;
    }
    let (cols, rows) = (a + 1, b + 1);
    let fit = (ui.available_width() - 28.0) / cols as f32;
    let cell_size = fit.clamp(MIN_CELL, CELL);
    let size = Vec2::new(
        cols as f32 * cell_size + 24.0,
        rows as f32 * cell_size + 20.0,
    );
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let origin = Pos2::new(rect.left() + 24.0, rect.bottom() - 20.0);
    let cell = |x: u64, y: u64| {
        Rect::from_min_size(
            Pos2::new(
                origin.x + x as f32 * cell_size,
                origin.y - (y + 1) as f32 * cell_size,
            ),
            Vec2::splat(cell_size),
        )
    };
    let painter = ui.painter().clone();
    let text = ui.visuals().text_color();
    let line = Stroke::new(1.0, ui.visuals().widgets.noninteractive.bg_stroke.color);
    let mut chosen = None;
    for x in 0..cols {
        for y in 0..rows {
            let r = cell(x, y);
            painter.rect_stroke(r, 0.0, line, egui::StrokeKind::Inside);
            if Wythoff::outcome_of(x, y) == Outcome::P {
                painter.circle_filled(r.center(), 3.0, text);
            }
            let (da, db) = (a - x, b - y);
            // The queen's step to (x, y) as a move; the core says whether it is legal.
            let mv = match (da, db) {
                (0, 0) => None,
                (d, 0) => Some(WythoffMove::First(d)),
                (0, d) => Some(WythoffMove::Second(d)),
                (d, e) if d == e => Some(WythoffMove::Both(d)),
                _ => None,
            }
            .map(AnyMove::Wythoff);
            let Some(mv) = mv.filter(|&mv| board.enabled && board.legal(mv)) else {
                continue;
            };
            if let Some(winning) = board.hint(mv) {
                let (color, glyph) = draw::mark(winning);
                painter.rect_filled(r.shrink(2.0), 2.0, color.gamma_multiply(0.7));
                painter.text(
                    r.center(),
                    Align2::CENTER_CENTER,
                    glyph,
                    FontId::proportional(11.0),
                    Color32::WHITE,
                );
            }
            let name =
                board.name(&board.text("wythoff-queen-to", &[("x", x.into()), ("y", y.into())]));
            let response = ui.interact(r, ui.scope_id().with(&name), Sense::click());
            response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
            if response.hovered() {
                painter.rect_stroke(r, 0.0, Stroke::new(2.0, text), egui::StrokeKind::Inside);
            }
            if response.on_hover_text(board.hover_text(mv)).clicked() {
                chosen = Some(mv);
            }
        }
    }
    let queen = cell(a, b);
    painter.circle_filled(
        queen.center(),
        cell_size / 2.0 - 1.0,
        Color32::from_rgb(0xe0, 0xb0, 0x30),
    );
    painter.text(
        queen.center(),
        Align2::CENTER_CENTER,
        board.text("wythoff-queen", &[]),
        FontId::proportional(13.0),
        Color32::BLACK,
    );
    for x in (0..cols).step_by(5) {
        painter.text(
            cell(x, 0).center_bottom() + Vec2::new(0.0, 2.0),
            Align2::CENTER_TOP,
            x.to_string(),
            FontId::proportional(10.0),
            text,
        );
    }
    for y in (0..rows).step_by(5) {
        painter.text(
            cell(0, y).left_center() - Vec2::new(4.0, 0.0),
            Align2::RIGHT_CENTER,
            y.to_string(),
            FontId::proportional(10.0),
            text,
        );
    }
    chosen
}

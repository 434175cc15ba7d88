//! Staircase Nim: steps rising from the ground; click a stone to move it, and every stone
//! above it on its step, one step down.

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Ui, Vec2};

use grundy::any::AnyMove;
use grundy::staircase::StairMove;

use super::board::{Board, GameView};
use super::draw::{self, MAX_DRAWN, Stone};

const STEP_W: f32 = 40.0;
const RISE: f32 = 14.0;
const STONE: f32 = 22.0;

/// The Staircase Nim panel.
#[derive(Debug)]
pub struct StaircaseView;

impl GameView for StaircaseView {
    fn example(&self) -> &'static str {
        "2 1 3"
    }

    fn position_help(&self) -> &'static str {
        "stones on steps 1, 2, … e.g. 2 1 3"
    }

    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        ui.label(board.text("staircase-help", &[]));
        let big = draw::big_take(
            ui,
            board,
            &board.text("board-tall-steps", &[]),
            &board.text("board-step", &[]),
            board.numbers().len(),
            |i, count| AnyMove::Stair(StairMove { step: i + 1, count }),
        );
        let steps = board.numbers().len();
        let width = STEP_W * (steps as f32 + 1.0);
        let tallest = board
            .numbers()
            .iter()
            .copied()
            .max()
            .unwrap_or(0)
            .min(MAX_DRAWN);
        let height = tallest.max(1) as f32 * STONE + RISE * steps as f32 + 36.0;
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
        let ground = rect.bottom() - 20.0;
        let text = ui.visuals().text_color();
        let painter = ui.painter().clone();
        painter.text(
            Pos2::new(rect.left() + STEP_W / 2.0, ground + 2.0),
            Align2::CENTER_TOP,
            board.text("staircase-ground", &[]),
            FontId::proportional(11.0),
            text,
        );
        let hovered = ui.ctx().pointer_hover_pos();
        let mut chosen = None;
        for (i, &size) in board.numbers().iter().enumerate() {
            let step = i + 1;
            let left = rect.left() + STEP_W * step as f32;
            let top = ground - RISE * step as f32;
            let block = Rect::from_min_max(Pos2::new(left, top), Pos2::new(left + STEP_W, ground));
            // The steps that count in the value (the odd ones) stand out.
            let fill = if grundy::Staircase::step_counts(step as u64) {
                Color32::from_rgb(0x6b, 0x7b, 0x8c)
            } else {
                Color32::from_rgb(0x4a, 0x4f, 0x55)
            };
            painter.rect_filled(block, 0.0, fill);
            painter.text(
                Pos2::new(left + STEP_W / 2.0, ground + 2.0),
                Align2::CENTER_TOP,
                format!("{step}: {size}"),
                FontId::proportional(11.0),
                text,
            );
            let drawn = size.min(MAX_DRAWN);
            let x = left + STEP_W / 2.0;
            let y_of = |k: u64| top - (drawn - k) as f32 * STONE - STONE / 2.0;
            let top_hover = (1..=drawn).find(|&k| {
                hovered.is_some_and(|p| {
                    Rect::from_center_size(Pos2::new(x, y_of(k)), Vec2::splat(STONE)).contains(p)
                })
            });
            for k in 1..=drawn {
                let mv = AnyMove::Stair(StairMove { step, count: k });
                let s = Stone {
                    center: Pos2::new(x, y_of(k)),
                    name: board.name(&board.text(
                        "staircase-stone",
                        &[("step", step.into()), ("stone", k.into())],
                    )),
                    mv,
                    lit: top_hover.is_some_and(|t| k <= t) && board.enabled && board.legal(mv),
                };
                if let Some(r) = draw::stone(ui, board, &s)
                    && r.on_hover_text(board.hover_text(mv)).clicked()
                {
                    chosen = Some(mv);
                }
            }
        }
        chosen.or(big)
    }
}

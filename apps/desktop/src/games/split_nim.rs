//! Split Nim: pick a pile, then the two smaller piles that replace it.

use egui::{Align2, FontId, Pos2, Sense, Ui, Vec2};

use grundy::{AnyMove, SplitMove};

use super::draw::{self, MAX_DRAWN};
use super::{Board, GameView, Theory};

/// The Split Nim panel; it remembers the pile being split and the two sizes chosen.
#[derive(Debug, Default)]
pub struct SplitNimView {
    pile: usize,
    into: [u64; 2],
}

impl GameView for SplitNimView {
    fn example(&self) -> &'static str {
        "2 3 4"
    }

    fn position_help(&self) -> &'static str {
        "pile sizes, e.g. 2 3 4"
    }

    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        ui.label("Pick a pile, choose the two smaller piles that replace it, then Split.");
        if self.pile >= board.numbers().len() {
            self.pile = 0;
        }
        // The piles, drawn; the selected one highlighted.
        let column = 36.0;
        let tallest = board
            .numbers()
            .iter()
            .copied()
            .max()
            .unwrap_or(0)
            .min(MAX_DRAWN);
        let height = tallest.max(1) as f32 * 18.0 + 24.0;
        let width = column * board.numbers().len().max(1) as f32;
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
        let text = ui.visuals().text_color();
        for (i, &size) in board.numbers().iter().enumerate() {
            let x = rect.left() + column * (i as f32 + 0.5);
            let base = rect.bottom() - 20.0;
            let color = if i == self.pile {
                egui::Color32::from_rgb(0xe0, 0xc0, 0x60)
            } else {
                egui::Color32::from_rgb(0x8a, 0x7f, 0x70)
            };
            for k in 0..size.min(MAX_DRAWN) {
                let y = base - k as f32 * 18.0 - 9.0;
                ui.painter().circle_filled(Pos2::new(x, y), 8.0, color);
            }
            ui.painter().text(
                Pos2::new(x, base + 2.0),
                Align2::CENTER_TOP,
                size.to_string(),
                FontId::proportional(11.0),
                text,
            );
        }
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            for (i, &size) in board.numbers().iter().enumerate() {
                let label = format!("Split pile {} ({size})", i + 1);
                if ui.selectable_label(self.pile == i, label).clicked() {
                    self.pile = i;
                    self.into = [0, 0];
                }
            }
        });
        let size = board.numbers().get(self.pile).copied().unwrap_or(0);
        let top = size.saturating_sub(1);
        ui.horizontal_wrapped(|ui| {
            let first = ui.label("First new pile");
            ui.add(egui::DragValue::new(&mut self.into[0]).range(0..=top))
                .labelled_by(first.id);
            let second = ui.label("Second new pile");
            ui.add(egui::DragValue::new(&mut self.into[1]).range(0..=top))
                .labelled_by(second.id);
            let mv = AnyMove::Split(SplitMove {
                pile: self.pile,
                into: self.into,
            });
            let legal = board.enabled && board.legal(mv);
            let text = match board.hint(mv) {
                Some(winning) if legal => format!("Split {}", draw::mark(winning).1),
                _ => "Split".to_owned(),
            };
            let response = ui
                .add_enabled(legal, egui::Button::new(text))
                .on_hover_text(board.hover_text(mv));
            if response.clicked() {
                chosen = Some(mv);
                self.into = [0, 0];
            }
        });
        if size > 0 {
            ui.label(format!(
                "Both new piles must be smaller than {size}; empty piles disappear."
            ));
        }
        chosen
    }

    fn theory(&self) -> Theory {
        Theory {
            rule: "Several piles. A move replaces one pile of x stones by two piles a and b \
                   with 0 ≤ a, b < x (their sum may exceed x); empty piles disappear. Whoever \
                   cannot move loses.",
            theorem: "The Grundy value of a pile of n ≥ 1 is the n-th odious number (a number \
                      with an odd count of 1-bits): 1, 2, 4, 7, 8, 11, 13, 14, … that is \
                      g(n) = 2(n − 1) + [popcount(n − 1) is even]. A position's value is the \
                      XOR of its piles' values.",
            why: "The options of a pile of n are all pairs a, b < n, with value g(a) XOR g(b). \
                  The XOR of two odious numbers (or of one and 0) is evil or odious, and the \
                  mex of all of them below g(n) works out to the next odious number: this is \
                  Mock Turtles in heap form. The core checks the closed form against a brute \
                  mex search.",
        }
    }
}

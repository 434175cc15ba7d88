//! Split Nim: pick a pile, then the two smaller piles that replace it.

use egui::{FontId, Pos2, Sense, Ui, Vec2};

use grundy::any::AnyMove;
use grundy::split_nim::SplitMove;
use grundy_i18n::tr;

use super::board::{Board, GameView};
use super::draw::{self, MAX_DRAWN};

/// The Split Nim panel; it remembers the pile being split (by its stable number, so that
/// the choice follows the pile when piles before it come and go) and the two sizes typed.
#[derive(Debug, Default)]
pub struct SplitNimView {
    pile: u64,
    into: [String; 2],
}

impl GameView for SplitNimView {
    fn example(&self) -> &'static str {
        "2 3 4"
    }

    fn position_help(&self) -> &'static str {
        "pile sizes, e.g. 2 3 4"
    }

    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        let lang = board.lang;
        ui.label(tr!(lang, "split-help"));
        let names: Vec<u64> = (0..board.numbers().len())
            .map(|i| board.pile_name(i))
            .collect();
        let selected = match names.iter().position(|&n| n == self.pile) {
            Some(i) => i,
            None => {
                self.pile = names.first().copied().unwrap_or(1);
                0
            }
        };
        // The piles, drawn, each named by its stable number; the selected one highlighted.
        let font = FontId::proportional(11.0);
        let text = ui.visuals().text_color();
        let galleys: Vec<_> = board
            .numbers()
            .iter()
            .zip(&names)
            .map(|(size, name)| {
                ui.painter().layout_no_wrap(
                    format!("{}\n{size}", tr!(lang, "board-pile-n", pile = *name)),
                    font.clone(),
                    text,
                )
            })
            .collect();
        let columns: Vec<f32> = galleys
            .iter()
            .map(|g| (g.size().x + 10.0).max(36.0))
            .collect();
        let tallest = board
            .numbers()
            .iter()
            .copied()
            .max()
            .unwrap_or(0)
            .min(MAX_DRAWN);
        let height = tallest.max(1) as f32 * 18.0 + 36.0;
        let width = columns.iter().sum::<f32>().max(36.0);
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
        let mut left = rect.left();
        for (i, (&size, galley)) in board.numbers().iter().zip(galleys).enumerate() {
            let column = columns.get(i).copied().unwrap_or(36.0);
            let x = left + column / 2.0;
            left += column;
            let base = rect.bottom() - 32.0;
            let color = if i == selected {
                egui::Color32::from_rgb(0xe0, 0xc0, 0x60)
            } else {
                egui::Color32::from_rgb(0x8a, 0x7f, 0x70)
            };
            for k in 0..size.min(MAX_DRAWN) {
                let y = base - k as f32 * 18.0 - 9.0;
                ui.painter().circle_filled(Pos2::new(x, y), 8.0, color);
            }
            let at = Pos2::new(x - galley.size().x / 2.0, base + 2.0);
            ui.painter().galley(at, galley, text);
        }
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            for (i, (&size, &name)) in board.numbers().iter().zip(&names).enumerate() {
                let label = tr!(lang, "split-pile", pile = name, size = size);
                if ui.selectable_label(selected == i, label).clicked() {
                    self.pile = name;
                    self.into = Default::default();
                }
            }
        });
        let size = board.numbers().get(selected).copied().unwrap_or(0);
        ui.horizontal_wrapped(|ui| {
            let [first, second] = &mut self.into;
            // Each box beside its label: a pair wraps whole, never a box away from its label.
            let a = ui.horizontal(|ui| draw::number_field(ui, &tr!(lang, "split-first"), first));
            let b = ui.horizontal(|ui| draw::number_field(ui, &tr!(lang, "split-second"), second));
            let (a, b) = (a.inner, b.inner);
            // An empty field is an empty pile.
            let read = |typed: Option<u64>, text: &String| match typed {
                Some(n) => Some(n),
                None if text.trim().is_empty() => Some(0),
                None => None,
            };
            let mv = read(a, first).zip(read(b, second)).map(|(a, b)| {
                AnyMove::Split(SplitMove {
                    pile: selected,
                    into: [a, b],
                })
            });
            let legal = mv.is_some_and(|mv| board.enabled && board.legal(mv));
            let text = match mv.and_then(|mv| board.hint(mv)) {
                Some(winning) if legal => {
                    format!("{} {}", tr!(lang, "split-button"), draw::mark(winning).1)
                }
                _ => tr!(lang, "split-button"),
            };
            let hover = match mv {
                Some(mv) => board.hover_text(mv),
                None => tr!(lang, "split-type-sizes"),
            };
            let response = ui
                .add_enabled(legal, egui::Button::new(text))
                .on_hover_text(hover);
            if response.clicked() {
                chosen = mv;
                self.into = Default::default();
            }
        });
        if size > 0 {
            ui.label(tr!(lang, "split-rule", size = size));
        }
        chosen
    }
}

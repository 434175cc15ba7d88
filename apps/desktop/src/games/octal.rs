//! Octal games (take-and-break, such as Kayles): pick a heap, how many to take and how the
//! rest is left (no heap, one heap, or two heaps), then Take.

use egui::Ui;

use grundy::{AnyMove, OctalMove};

use super::draw;
use super::{Board, GameView, Theory};

/// The octal panel; it remembers the heap, the take and the first heap left.
#[derive(Debug, Default)]
pub struct OctalView {
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
        ui.label(
            "Pick a heap, how many to take and what is left of it; the rest forms a second \
             heap when the game allows a heap to be split.",
        );
        // The heaps, drawn; a click on a stone selects its heap.
        if let Some(AnyMove::Octal(m)) = draw::piles(
            ui,
            board,
            |i| format!("heap {}", i + 1),
            |pile, take| {
                AnyMove::Octal(OctalMove {
                    pile,
                    take,
                    left: [0, 0],
                })
            },
        ) {
            self.pile = m.pile;
            self.take = m.take;
        }
        if self.pile >= board.numbers().len() {
            self.pile = 0;
        }
        let size = board.numbers().get(self.pile).copied().unwrap_or(0);
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            let heap = ui.label("Heap");
            let mut shown = self.pile + 1;
            ui.add(egui::DragValue::new(&mut shown).range(1..=board.numbers().len().max(1)))
                .labelled_by(heap.id);
            self.pile = shown.saturating_sub(1);
            let take = ui.label("Take");
            ui.add(egui::DragValue::new(&mut self.take).range(0..=size))
                .labelled_by(take.id);
            let rest = size.saturating_sub(self.take);
            let first = ui.label("Leave a heap of");
            ui.add(egui::DragValue::new(&mut self.first).range(0..=rest))
                .labelled_by(first.id);
            self.first = self.first.min(rest);
            let second = rest - self.first;
            ui.label(format!("and a heap of {second}"));
            let left = if self.first == 0 {
                [second, 0]
            } else {
                [self.first, second]
            };
            let mv = AnyMove::Octal(OctalMove {
                pile: self.pile,
                take: self.take,
                left,
            });
            let legal = board.enabled && board.legal(mv);
            let text = match board.hint(mv) {
                Some(winning) if legal => format!("Take {}", draw::mark(winning).1),
                _ => "Take".to_owned(),
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

    fn theory(&self) -> Theory {
        Theory {
            rule: "Heaps of stones. The octal code 0.d1d2d3… says what a move may do: taking k \
                   stones from a heap is allowed when its k-th digit has bit 1 (leaving no heap: the \
                   whole heap), bit 2 (leaving one heap) or bit 4 (leaving two non-empty heaps). \
                   Kayles is 0.77, Dawson's Kayles 0.07. Whoever cannot move loses.",
            theorem: "A position's value is the XOR of its heaps' values, and the values of one \
                      heap are eventually periodic for a finite code. Guy and Smith's theorem \
                      certifies a period: if g(n + p) = g(n) for every n with e ≤ n < 2e + p + t \
                      (t the last non-zero digit), then it holds for every n ≥ e.",
            why: "A heap's options are one or two smaller heaps, so g(n) = mex of g(a) XOR g(b) \
                  over the splits the code allows. Past e + p + t, every option of n + p is an \
                  option of n shifted by p in one of its heaps, and a heap of at least e keeps \
                  its value when shifted — so the run of equal values carries itself on. The \
                  core computes the table with a rare/common split of the values and checks it \
                  against the plain mex.",
        }
    }
}

//! Nim: piles of stones; click a stone to take it and every stone above it.

use egui::Ui;

use grundy::Take;
use grundy::any::AnyMove;

use super::board::{Board, GameView};
use super::draw;

/// The Nim panel.
#[derive(Debug)]
pub struct NimView;

impl GameView for NimView {
    fn example(&self) -> &'static str {
        "3 4 5"
    }

    fn position_help(&self) -> &'static str {
        "pile sizes, e.g. 3 4 5"
    }

    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        ui.label(board.text("nim-help", &[]));
        let big = draw::big_take(
            ui,
            board,
            &board.text("board-tall", &[]),
            &board.text("board-pile", &[]),
            board.numbers().len(),
            |pile, count| AnyMove::Take(Take { pile, count }),
        );
        let clicked = draw::piles(
            ui,
            board,
            |i| {
                let pile = i as u64 + 1;
                board.text("board-pile-n", &[("pile", pile.into())])
            },
            |pile, count| AnyMove::Take(Take { pile, count }),
        );
        clicked.or(big)
    }
}

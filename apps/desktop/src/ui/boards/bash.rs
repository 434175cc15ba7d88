//! Bash: one pile; take between 1 and k stones.

use egui::Ui;

use grundy::any::AnyMove;
use grundy::{AnyGame, Take};

use super::board::{Board, GameView};
use super::draw;

/// The Bash panel.
#[derive(Debug)]
pub struct BashView;

impl GameView for BashView {
    fn example(&self) -> &'static str {
        "10"
    }

    fn position_help(&self) -> &'static str {
        "the pile size, e.g. 10"
    }

    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        if let AnyGame::Bash(bash) = board.game {
            let k = bash.max_take();
            ui.label(board.text("bash-help", &[("k", k.into())]));
        }
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
            |_| board.text("board-pile", &[]),
            |pile, count| AnyMove::Take(Take { pile, count }),
        );
        clicked.or(big)
    }
}

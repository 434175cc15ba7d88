//! Bash: one pile; take between 1 and k stones.

use egui::Ui;

use grundy::{AnyGame, AnyMove, Take};

use super::{Board, GameView, Theory, draw};

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

    fn theory(&self) -> Theory {
        Theory {
            rule: "One pile of n stones. A move takes between 1 and k stones. Under normal play \
                   whoever takes the last stone wins; under misère play they lose.",
            theorem: "The Grundy value of n is n mod (k + 1): the player to move loses exactly \
                      when k + 1 divides n. Misère: the player to move loses exactly when \
                      n mod (k + 1) = 1.",
            why: "Whatever the opponent takes (t stones, 1 ≤ t ≤ k), you can take k + 1 − t, so \
                  each round removes exactly k + 1 stones. From a multiple of k + 1 you can \
                  only leave a non-multiple, and from a non-multiple you take the remainder. \
                  The empty pile is a multiple of k + 1, lost for the player to move.",
        }
    }
}

//! Nim: piles of stones; click a stone to take it and every stone above it.

use egui::Ui;

use grundy::{AnyMove, Take};

use super::{Board, GameView, Theory, draw};

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

    fn theory(&self) -> Theory {
        Theory {
            rule: "Several piles of stones. A move takes any positive number of stones from one \
                   pile. Under normal play whoever takes the last stone wins; under misère play \
                   whoever takes the last stone loses.",
            theorem: "Bouton (1901): the player to move loses exactly when the XOR (nim-sum) of \
                      the pile sizes is 0. The Grundy value of a position is that XOR. Misère: \
                      the same, except when every pile has at most one stone, where the player \
                      to move loses exactly when the number of piles of one is odd.",
            why: "From a position with XOR 0 every move changes one pile, so it changes the XOR \
                  to something non-zero. From a position with XOR x ≠ 0, take the pile whose \
                  size has the highest bit of x set and reduce it to size XOR x: the XOR \
                  becomes 0. The empty position has XOR 0 and is lost for the player to move, \
                  so by induction the XOR-0 positions are exactly the P-positions.",
        }
    }
}

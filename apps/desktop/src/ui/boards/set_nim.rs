//! Set Nim: take a number of stones in the set S from one pile.

use egui::Ui;

use grundy::any::AnyMove;
use grundy::{AnyGame, Take};

use super::board::{Board, GameView};
use super::draw;

/// The Set Nim panel.
#[derive(Debug)]
pub struct SetNimView;

impl GameView for SetNimView {
    fn example(&self) -> &'static str {
        "5 7 9"
    }

    fn position_help(&self) -> &'static str {
        "pile sizes, e.g. 5 7 9"
    }

    fn board(&mut self, ui: &mut Ui, board: &Board<'_>) -> Option<AnyMove> {
        if let AnyGame::SetNim(game) = board.game {
            let set = game.set().to_string();
            ui.label(board.text("set-nim-allowed", &[("set", set.as_str().into())]));
            // Which takes each pile allows, as the core's legal moves say.
            let allowed: Vec<String> = board
                .numbers()
                .iter()
                .enumerate()
                .map(|(pile, &size)| {
                    let takes: Vec<String> = game
                        .set()
                        .as_slice()
                        .iter()
                        .filter(|&&count| board.legal(AnyMove::Take(Take { pile, count })))
                        .map(|c| c.to_string())
                        .collect();
                    let takes = if takes.is_empty() {
                        board.text("set-nim-none", &[])
                    } else if board.lang == grundy_i18n::Lang::En {
                        takes.join(", ")
                    } else {
                        grundy_i18n::join(board.lang, &takes)
                    };
                    let number = pile as u64 + 1;
                    board.text(
                        "set-nim-pile-takes",
                        &[
                            ("pile", number.into()),
                            ("size", size.into()),
                            ("takes", takes.as_str().into()),
                        ],
                    )
                })
                .collect();
            let separator = board.text("set-nim-separator", &[]);
            let piles = allowed.join(&separator);
            ui.label(board.text("set-nim-allowed-now", &[("piles", piles.as_str().into())]));
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
            |i| {
                let pile = i as u64 + 1;
                board.text("board-pile-n", &[("pile", pile.into())])
            },
            |pile, count| AnyMove::Take(Take { pile, count }),
        );
        clicked.or(big)
    }
}

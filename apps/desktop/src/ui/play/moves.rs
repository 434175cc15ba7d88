//! The game so far as a list of moves, which walks back and forth through the game: each
//! move with the position it left, a win thrown away marked (with hints), the moves undone
//! in grey.

use egui::style::ScrollAnimation;
use egui::{Align, RichText, Ui};
use grundy_i18n::{Lang, tr};

use crate::control::Command;
use crate::model::labels::{self, Names};
use crate::model::rules::Rules;
use crate::model::session::Session;
use crate::ui::widgets::LOSING;

/// The numbers of a position: `3 4 5`, or for a sum `1 2 + 2 3 + 6`.
pub fn join(parts: &[Vec<u64>]) -> String {
    let parts: Vec<String> = parts
        .iter()
        .map(|numbers| {
            if numbers.is_empty() {
                "(no piles)".to_owned()
            } else {
                let n: Vec<String> = numbers.iter().map(u64::to_string).collect();
                n.join(" ")
            }
        })
        .collect();
    parts.join(" + ")
}

/// The moves of the game, each with the position it left and, with hints on (`hints`), a
/// mark on a win thrown away (without hints the mark would give the answer away); the moves
/// undone (which redo replays) follow in grey. Clicking a line goes to the
/// position after it (the start line: the start); returns that command.
/// `names` are the piles' stable names at each position of the line (a split names its
/// pile by them).
pub fn move_list(
    ui: &mut Ui,
    rules: &Rules,
    game: &Session,
    names: &[Names],
    lang: Lang,
    hints: bool,
) -> Option<Command> {
    ui.strong(tr!(lang, "history-move-list"));
    ui.label(tr!(lang, "history-click"));
    let turns = &game.turns;
    let now = turns.plies.len();
    // The line shown last time: when it changes, the current move is scrolled into view
    // (in computer against computer the newest move, as it is made).
    let id = ui.make_persistent_id("move list shown");
    let shown: Option<(usize, usize)> = ui.data(|d| d.get_temp(id));
    let total = turns.plies.len() + turns.redo.len();
    let changed = shown != Some((now, total));
    ui.data_mut(|d| d.insert_temp(id, (now, total)));
    if changed {
        // The scroll area takes its new offset at the end of a pass, so this pass draws the
        // list where it was: egui draws the frame again at once, and the frame shown has the
        // current move in view. Without it the list was a frame late, which in computer
        // against computer, where each slow frame brings a move, is a move behind the board.
        ui.ctx()
            .request_discard("the move list scrolls to the current move");
    }
    let mut command = None;
    egui::ScrollArea::vertical()
        .id_salt("moves")
        .max_height(200.0)
        // As high as that even low on a small window, where the height left on
        // the screen would squeeze it to a row or two.
        .min_scrolled_height(200.0)
        .auto_shrink([false, true])
        // The current move comes into view at once, in the frame that shows it.
        .animated(false)
        .show(ui, |ui| {
            let start = tr!(lang, "history-start", position = join(&game.start));
            let response = ui.add(egui::Button::selectable(now == 0, start).wrap());
            if response.clicked() && now != 0 {
                command = Some(Command::GoTo(0));
            }
            if changed && now == 0 {
                response.scroll_to_me_animation(Some(Align::Center), ScrollAnimation::none());
            }
            for (i, ply) in turns.line().enumerate() {
                let who = turns.mover_name(i, lang);
                let what = match names.get(i) {
                    Some(names) => labels::describe(rules, ply.mv, names, lang),
                    None => ply.label.clone(),
                };
                let mut line = tr!(
                    lang,
                    "history-ply",
                    index = i as u64 + 1,
                    player = who,
                    mv = what,
                    after = join(&ply.after)
                );
                if let Some(note) = ply.note {
                    line = tr!(lang, "history-note", line = line, note = note.text(lang));
                }
                let mut text = if hints && ply.threw_away_win {
                    RichText::new(tr!(lang, "history-threw", line = line)).color(LOSING)
                } else {
                    RichText::new(line)
                };
                if i >= now {
                    // Undone: redo (or a click) replays it.
                    text = text.weak().italics();
                }
                let current = i + 1 == now;
                let response = ui.add(egui::Button::selectable(current, text).wrap());
                if response.clicked() && !current {
                    command = Some(Command::GoTo(i + 1));
                }
                if changed && current {
                    response.scroll_to_me_animation(Some(Align::Center), ScrollAnimation::none());
                }
            }
        });
    command
}

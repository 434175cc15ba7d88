//! The play view: the game's title and status, the buttons, the boards, and with hints the
//! values of a sum, the option list, the move list, the Nim equivalent and the charts. It
//! reads the controller and returns commands.

mod charts;
mod hints;
mod moves;
mod nim_equivalent;

use egui::{Align, Layout, RichText, Ui};
use grundy::Game;
use grundy::Outcome;
use grundy::error::SumError;
use grundy_i18n::{Lang, Localize, tr};

use crate::control::{Command, Controller};
use crate::model::analysis::Analysis;
use crate::model::labels;
use crate::model::rules::Rules;
use crate::model::session::Session;
use crate::model::turns::Mode;
use crate::ui::boards::{self, Boards};
use crate::ui::export::Exporter;
use crate::ui::widgets::{LOSING, WINNING, game_buttons, pause_button, subscript};

/// The narrowest the charts beside one game's board are.
const CHARTS_WIDTH: f32 = 250.0;

/// The border (in points) a saved picture of the board or the charts has left and right of
/// their layout's rectangle: a line's last letters can run a point or two past it. (None
/// above and below, where the next widget is only the item spacing away.)
const PICTURE_MARGIN: egui::Vec2 = egui::vec2(4.0, 0.0);

/// Shows the play view; returns what the user asked for. The board and the charts can be
/// saved as PNG images through `exporter` (which saves after the frame).
pub fn ui(
    ui: &mut Ui,
    ctl: &Controller,
    boards: &mut Boards,
    exporter: &mut Exporter,
    lang: Lang,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let remote = hints::Remote::of(ctl);
    let Some(rules) = ctl.rules().cloned() else {
        ui.label(tr!(lang, "play-rules-failed"));
        return commands;
    };
    let Some(analysis) = ctl.analysis() else {
        ui.label(tr!(lang, "play-analysis-failed"));
        return commands;
    };
    if let Some(e) = ctl.setup_error() {
        // The form no longer describes the game in play: the board waits behind the refusal,
        // so that it is not taken for the game the form names.
        ui.heading(tr!(lang, "play-not-started"));
        ui.colored_label(
            ui.visuals().error_fg_color,
            tr!(lang, "error-line", error = e.localize(lang)),
        );
        ui.label(tr!(lang, "play-not-started-note"));
        if ui
            .button(tr!(lang, "play-back-to-game", game = title(&rules, lang)))
            .clicked()
        {
            commands.push(Command::KeepGame);
        }
        return commands;
    }
    let game = &ctl.play().game;
    let hints_on = ctl.play().hints;
    let winner = ctl.winner();
    let human_turn = ctl.human_turn();
    ui.heading(title(&rules, lang));
    ui.label(goal(&rules, lang));
    status(ui, game, winner, ctl.paused(), lang);
    ui.horizontal_wrapped(|ui| {
        let turns = &game.turns;
        let can = (!turns.plies.is_empty(), !turns.redo.is_empty());
        commands.extend(game_buttons(ui, can.0, can.1, "play-new-game-hover", lang));
        ui.toggle_value(&mut boards.setting_up, tr!(lang, "play-set-up"))
            .on_hover_text(tr!(lang, "play-set-up-hover"));
        if (turns.mode == Mode::ComputerVsComputer || ctl.paused()) && winner.is_none() {
            commands.extend(pause_button(ui, ctl.paused(), lang));
        }
    });
    if let Some(e) = ctl.move_error() {
        ui.colored_label(ui.visuals().error_fg_color, e.localize(lang));
    }
    ui.separator();
    let names = labels::line(game);
    let now = names
        .get(game.turns.plies.len())
        .cloned()
        .unwrap_or_default();
    let start = rules.position(&game.start).ok();
    let start_value = start.as_ref().and_then(|p| rules.sum().grundy(p).ok());
    let start_outcome = start.as_ref().and_then(|p| rules.sum().try_outcome(p).ok());
    // The two charts, one above the other or (`pair`) side by side.
    let charts = |ui: &mut Ui, exporter: &mut Exporter, pair: bool| {
        let value = |ui: &mut Ui| charts::value_chart(ui, game, start_value, start_outcome, lang);
        // While a move's search runs, the points of the positions before it stay.
        let remoteness = |ui: &mut Ui| {
            let note = match &remote {
                hints::Remote::Ready(_) => String::new(),
                _ => remote.text(lang),
            };
            charts::remoteness_chart(ui, game, ctl.remoteness_history(), &note, lang);
        };
        let rect = ui
            .vertical(|ui| {
                if pair {
                    // Plain top-down columns: a justified layout would stretch the
                    // titles' letters apart.
                    ui.columns(2, |cols| {
                        if let [left, right] = cols {
                            left.with_layout(Layout::top_down(Align::Min), value);
                            right.with_layout(Layout::top_down(Align::Min), remoteness);
                        }
                    });
                } else {
                    value(ui);
                    ui.add_space(4.0);
                    remoteness(ui);
                }
            })
            .response
            .rect;
        if ui.button(tr!(lang, "play-save-charts")).clicked() {
            exporter.save_png(rect.expand2(PICTURE_MARGIN), "grundy-charts.png");
        }
    };
    let mut board = |ui: &mut Ui, exporter: &mut Exporter| {
        let rect = ui.vertical(|ui| {
            if boards.setting_up {
                // A refused position leaves the game as it was: say why where it was set up.
                if let Some(e) = ctl.set_up_error() {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        tr!(lang, "error-line", error = e.localize(lang)),
                    );
                }
                return boards::edit::editor(ui, &rules, game.current(), lang)
                    .map(|(component, numbers)| Command::SetUp { component, numbers });
            }
            let chosen = boards.ui(
                ui,
                &rules,
                analysis,
                hints_on,
                human_turn,
                ctl.game_id(),
                &now,
                lang,
            );
            if hints_on && rules.is_sum() {
                sum_line(ui, analysis, lang);
            }
            chosen.map(Command::Play)
        });
        commands.extend(rect.inner);
        if ui.button(tr!(lang, "play-save-board")).clicked() {
            exporter.save_png(
                rect.response.rect.expand2(PICTURE_MARGIN),
                "grundy-board.png",
            );
        }
    };
    // One game's board leaves room at its side: the charts go there, where a small window
    // shows them without scrolling. A sum's boards take the width; its charts go below.
    // Whether this position's board turned out too wide for the side layout is remembered
    // per position, so that a move starts afresh.
    let stacked_id = ui.make_persistent_id(("board too wide", ctl.game_id(), game.current()));
    let stacked = ui.data(|d| d.get_temp::<bool>(stacked_id)).unwrap_or(false);
    let side =
        hints_on && !rules.is_sum() && !stacked && ui.available_width() >= 2.0 * CHARTS_WIDTH;
    if side {
        ui.horizontal_top(|ui| {
            // Half the width each, the charts at least their narrowest.
            let charts_width = (ui.available_width() / 2.0).max(CHARTS_WIDTH);
            let width = ui.available_width() - charts_width - ui.spacing().item_spacing.x;
            ui.vertical(|ui| {
                ui.set_width(width);
                board(ui, exporter);
            });
            ui.vertical(|ui| {
                ui.set_width(charts_width);
                charts(ui, exporter, false);
            });
        });
        if boards.overflowed() {
            ui.data_mut(|d| d.insert_temp(stacked_id, true));
            ui.ctx().request_repaint();
        }
    } else {
        board(ui, exporter);
    }
    exporter.status(ui, lang);
    ui.separator();
    ui.columns(2, |cols| {
        let [left, right] = cols else { return };
        // Plain top-down columns: a justified layout would stretch wrapped text.
        left.with_layout(Layout::top_down(Align::Min), |ui| {
            if let Some(mv) = hints::options(
                ui, &rules, analysis, hints_on, human_turn, &remote, &now, lang,
            ) {
                commands.push(Command::Play(mv));
            }
        });
        right.with_layout(Layout::top_down(Align::Min), |ui| {
            commands.extend(moves::move_list(ui, &rules, game, &names, lang, hints_on));
        });
    });
    if !hints_on {
        // The charts would give the answer away.
        ui.label(tr!(lang, "play-charts-off"));
        return commands;
    }
    if !side {
        ui.separator();
        let pair = ui.available_width() >= 2.0 * CHARTS_WIDTH;
        charts(ui, exporter, pair);
    }
    ui.separator();
    nim_equivalent::ui(ui, &rules, analysis, lang);
    commands
}

/// `Nim (misère)`, `Bash (k = 3)`, or for a sum `Sum of 3 games (misère)`.
fn title(rules: &Rules, lang: Lang) -> String {
    if rules.is_sum() {
        let sum = tr!(lang, "sum-of-games", count = rules.specs().len() as u64);
        if rules.convention() == grundy::Convention::Misere {
            tr!(lang, "title-misere", title = sum)
        } else {
            sum
        }
    } else {
        rules.title_in(0, lang)
    }
}

/// How the game is won: the last mover wins (normal play) or loses (misère play).
fn goal(rules: &Rules, lang: Lang) -> String {
    match rules.convention() {
        grundy::Convention::Normal => tr!(lang, "play-goal-normal"),
        grundy::Convention::Misere => tr!(lang, "play-goal-misere"),
    }
}

/// Who has won, or whose move it is.
fn status(
    ui: &mut Ui,
    game: &Session,
    winner: Option<Result<usize, SumError>>,
    paused: bool,
    lang: Lang,
) {
    let turns = &game.turns;
    let to_move = turns.to_move();
    let (text, color) = match winner {
        Some(Ok(w)) => match turns.mode {
            Mode::VsComputer if turns.is_computer(w) => (tr!(lang, "status-you-lose"), LOSING),
            Mode::VsComputer => (tr!(lang, "status-you-win"), WINNING),
            _ => (
                tr!(lang, "status-wins", name = turns.player_name(w, lang)),
                WINNING,
            ),
        },
        Some(Err(e)) => (
            tr!(lang, "status-no-winner", error = e.localize(lang)),
            ui.visuals().error_fg_color,
        ),
        None => {
            let name = turns.player_name(to_move, lang);
            let text = if turns.is_computer(to_move) {
                if paused {
                    tr!(lang, "status-paused", name = name)
                } else {
                    tr!(lang, "status-thinking", name = name)
                }
            } else if turns.mode == Mode::VsComputer {
                // The one player who is not the computer: you.
                tr!(lang, "status-your-move")
            } else {
                tr!(lang, "status-to-move", name = name)
            };
            (text, ui.visuals().text_color())
        }
    };
    ui.label(RichText::new(text).size(20.0).strong().color(color));
}

/// The values of a sum's components, their XOR (the core's value of the sum) and where the
/// winning move is.
fn sum_line(ui: &mut Ui, analysis: &Analysis, lang: Lang) {
    let names: Vec<String> = (1..=analysis.values.len())
        .map(|i| format!("g{}", subscript(i)))
        .collect();
    let values: Vec<String> = analysis
        .values
        .iter()
        .map(|v| v.map_or_else(|_| "?".to_owned(), |v| v.to_string()))
        .collect();
    let text = match (&analysis.value, analysis.outcome) {
        (Ok(x), _) => {
            let outcome = match analysis.outcome {
                Ok(Outcome::P) => tr!(lang, "sum-line-p"),
                Ok(Outcome::N) => {
                    let mut where_: Vec<String> = analysis
                        .winning
                        .iter()
                        .map(|m| (m.component + 1).to_string())
                        .collect();
                    where_.dedup();
                    tr!(
                        lang,
                        "sum-line-n",
                        count = where_.len() as u64,
                        components = grundy_i18n::join(lang, &where_)
                    )
                }
                Err(e) => tr!(lang, "sum-line-unknown", error = e.localize(lang)),
            };
            tr!(
                lang,
                "sum-line",
                names = names.join(" ⊕ "),
                values = values.join(" ⊕ "),
                value = x.to_string(),
                outcome = outcome
            )
        }
        (Err(e), Ok(o)) => tr!(
            lang,
            "sum-line-no-value-known",
            error = e.localize(lang),
            outcome = o.localize(lang)
        ),
        (Err(e), Err(_)) => tr!(lang, "sum-line-no-value", error = e.localize(lang)),
    };
    ui.label(RichText::new(text).strong());
}

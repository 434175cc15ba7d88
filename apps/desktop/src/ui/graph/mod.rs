//! The play view of a game on a graph: the status (won, lost, or a draw by perfect play that
//! the players may stop), the buttons, the presets and the editor's tools, the board, and
//! the lists of moves. It reads the controller and returns commands.

mod canvas;
mod paint;

use egui::{RichText, Ui};
use grundy::graph::{GraphOutcome, SumValue, Value};
use grundy_i18n::{Lang, Localize, tr};

use crate::control::{Command, Controller, GraphCommand};
use crate::model::graph::{
    Edit, Ending, GraphAnalysis, GraphBoard, GraphGame, MAX_NIM_PRESET, join,
};
use crate::model::turns::Mode;
use crate::ui::widgets::{
    DRAWING, LOSING, WINNING, game_buttons, numbered_moves, pause_button, subscript,
};
use canvas::{Action, GraphCanvas, Tool, View};
use paint::{option_mark, outcome_text};

/// The view's own state: the board's tool and selection, and the preset's heap size.
#[derive(Debug)]
pub struct GraphView {
    canvas: GraphCanvas,
    nim_size: u32,
}

impl Default for GraphView {
    fn default() -> Self {
        Self {
            canvas: GraphCanvas::default(),
            nim_size: 4,
        }
    }
}

impl GraphView {
    /// Shows the play view of the game on a graph; returns what the user asked for.
    pub fn ui(&mut self, ui: &mut Ui, ctl: &Controller, lang: Lang) -> Vec<Command> {
        let mut commands = Vec::new();
        // The game's own commands, in the order given.
        let mut graph = Vec::new();
        let hints = ctl.play().hints;
        let game = &ctl.play().graph;
        let play = ctl.graph();
        let seed = game.turns.plies.len() as u64;
        let analysis = match play.analysis() {
            Some(Ok(a)) => Some(a),
            Some(Err(e)) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    tr!(lang, "graph-refused", error = e.localize(lang)),
                );
                None
            }
            None => None,
        };
        let editing = play.editing();
        let ending = analysis.and_then(|a| game.ending(a));
        let human_turn = play.human_turn(game);
        ui.heading(tr!(lang, "graph-title", name = game.board.name_in(lang)));
        status(ui, game, analysis, ending, play.paused(), editing, lang);
        ui.horizontal_wrapped(|ui| {
            let turns = &game.turns;
            let can_undo = !turns.plies.is_empty() || game.stopped;
            let can_redo = !turns.redo.is_empty();
            commands.extend(game_buttons(
                ui,
                can_undo,
                can_redo,
                "graph-new-game-hover",
                lang,
            ));
            let drawn = analysis.is_some_and(|a| a.outcome == GraphOutcome::Draw);
            if drawn && ending.is_none() && !editing && ui.button(tr!(lang, "graph-stop")).clicked()
            {
                commands.push(Command::Graph(GraphCommand::Stop));
            }
            if (turns.mode == Mode::ComputerVsComputer || play.paused()) && ending.is_none() {
                commands.extend(pause_button(ui, play.paused(), lang));
            }
        });
        if let Some(e) = play.error() {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!(lang, "illegal-move", reason = e.localize(lang)),
            );
        }
        ui.separator();
        // The presets and the editor.
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(lang, "graph-presets"));
            if ui.button(tr!(lang, "graph-preset-random")).clicked() {
                let mut rng = grundy::rng::SplitMix64::new(seed ^ random_seed(ui));
                graph.push(GraphCommand::Load(GraphBoard::random_dag(&mut rng)));
            }
            if ui.button(tr!(lang, "graph-preset-loopy")).clicked() {
                graph.push(GraphCommand::Load(GraphBoard::loopy_draw()));
            }
            let l = ui.label(tr!(lang, "graph-nim-heap-size"));
            ui.add(egui::DragValue::new(&mut self.nim_size).range(1..=MAX_NIM_PRESET))
                .labelled_by(l.id);
            if ui.button(tr!(lang, "graph-preset-nim-heap")).clicked() {
                match GraphBoard::nim_heap(self.nim_size) {
                    Ok(board) => graph.push(GraphCommand::Load(board)),
                    Err(e) => {
                        ui.colored_label(ui.visuals().error_fg_color, e.localize(lang));
                    }
                }
            }
        });
        let (mut show_values, mut editing_now) = (game.show_values, editing);
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut show_values, tr!(lang, "graph-show-values"))
                .on_hover_text(tr!(lang, "graph-show-values-hover"));
            ui.checkbox(&mut editing_now, tr!(lang, "graph-edit"))
                .on_hover_text(tr!(lang, "graph-edit-hover"));
        });
        if show_values != game.show_values {
            graph.push(GraphCommand::ShowValues(show_values));
        }
        if editing_now != editing {
            graph.push(GraphCommand::Editing(editing_now));
        }
        if editing_now {
            ui.horizontal_wrapped(|ui| {
                for tool in Tool::ALL {
                    if ui
                        .selectable_label(self.canvas.tool == tool, tool.name(lang))
                        .clicked()
                    {
                        self.canvas.tool = tool;
                    }
                }
                ui.separator();
                if ui
                    .button(tr!(lang, "graph-circle"))
                    .on_hover_text(tr!(lang, "graph-circle-hover"))
                    .clicked()
                {
                    graph.push(GraphCommand::Edit(Edit::OnACircle));
                }
                let layers = ui
                    .button(tr!(lang, "graph-layers"))
                    .on_hover_text(tr!(lang, "graph-layers-hover"));
                if layers.clicked() {
                    graph.push(GraphCommand::Edit(Edit::InLayers));
                }
            });
            ui.label(self.canvas.tool.help(lang));
            if let Some(e) = play.edit_error() {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    tr!(lang, "error-line", error = e.localize(lang)),
                );
            }
        }
        let view = View {
            board: &game.board,
            tokens: game.current(),
            analysis,
            show_values,
            hints,
            editing: editing_now,
            enabled: human_turn,
            lang,
        };
        match self.canvas.ui(ui, &view) {
            Some(Action::Play(mv)) => graph.push(GraphCommand::Play(mv)),
            Some(Action::Edit(edit)) => graph.push(GraphCommand::Edit(edit)),
            None => {}
        }
        if let Some(a) = analysis
            && (hints || editing_now)
        {
            sum_line(ui, a, lang);
        }
        ui.separator();
        if let Some(a) = analysis {
            ui.columns(2, |cols| {
                let [left, right] = cols else { return };
                // Plain top-down columns: a justified layout would stretch wrapped text.
                let plain = egui::Layout::top_down(egui::Align::Min);
                if let Some(mv) = left
                    .with_layout(plain, |ui| options(ui, a, hints, human_turn, lang))
                    .inner
                {
                    graph.push(GraphCommand::Play(mv));
                }
                right.with_layout(plain, |ui| move_list(ui, game, lang));
            });
        }
        commands.extend(graph.into_iter().map(Command::Graph));
        commands
    }
}

/// A seed from egui's clock, so that each click on "Random DAG" draws another graph.
fn random_seed(ui: &Ui) -> u64 {
    ui.input(|i| i.time).to_bits()
}

/// Who has won, whether the position is a draw, or whose move it is.
fn status(
    ui: &mut Ui,
    game: &GraphGame,
    analysis: Option<&GraphAnalysis>,
    ending: Option<Ending>,
    paused: bool,
    editing: bool,
    lang: Lang,
) {
    let (text, color) = match ending {
        Some(Ending::Won(w)) => match game.turns.mode {
            Mode::VsComputer if game.turns.is_computer(w) => (tr!(lang, "status-you-lose"), LOSING),
            Mode::VsComputer => (tr!(lang, "status-you-win"), WINNING),
            _ => (
                tr!(lang, "status-wins", name = game.name_in(w, lang)),
                WINNING,
            ),
        },
        Some(Ending::Stopped) => (tr!(lang, "graph-stopped"), DRAWING),
        Some(Ending::Unexplained(o)) => (
            tr!(lang, "graph-unexplained", outcome = o.localize(lang)),
            ui.visuals().error_fg_color,
        ),
        None if editing => (tr!(lang, "graph-editing"), ui.visuals().text_color()),
        None => {
            let to_move = game.turns.to_move();
            let name = game.name_in(to_move, lang);
            let text = if game.turns.is_computer(to_move) {
                if paused {
                    tr!(lang, "status-paused", name = name)
                } else {
                    tr!(lang, "status-thinking", name = name)
                }
            } else if game.turns.mode == Mode::VsComputer {
                tr!(lang, "graph-your-move")
            } else {
                tr!(lang, "status-to-move", name = name)
            };
            (text, ui.visuals().text_color())
        }
    };
    ui.label(RichText::new(text).size(18.0).strong().color(color));
    let note = RichText::new(tr!(lang, "graph-draw-note"))
        .color(DRAWING)
        .strong();
    if ending.is_none() && !editing && analysis.is_some_and(|a| a.outcome == GraphOutcome::Draw) {
        ui.label(note);
    } else {
        // Its lines stay free, so that the buttons below do not move when a draw begins or
        // ends (a click meant for one button would land on another).
        let lines = egui::WidgetText::from(note).into_galley(
            ui,
            Some(egui::TextWrapMode::Wrap),
            ui.available_width(),
            egui::TextStyle::Body,
        );
        ui.allocate_space(lines.size());
    }
}

/// The tokens' values and the core's value of their sum, with the outcome.
fn sum_line(ui: &mut Ui, a: &GraphAnalysis, lang: Lang) {
    let values: Vec<String> = a.tokens.iter().map(|&v| a.value_text(v)).collect();
    let names: Vec<String> = (1..=a.tokens.len())
        .map(|i| format!("γ{}", subscript(i)))
        .collect();
    let outcome = outcome_text(a.outcome, lang);
    let text = match a.sum {
        SumValue::Finite(x) if !a.tokens.is_empty() => tr!(
            lang,
            "sum-line",
            names = names.join(" ⊕ "),
            values = values.join(" ⊕ "),
            value = x,
            outcome = outcome
        ),
        SumValue::Finite(_) => tr!(lang, "graph-no-tokens", outcome = outcome),
        SumValue::Infinite { token, xor } => {
            let node = a.tokens.get(token).copied().unwrap_or(0);
            let k = match a.values.get(node as usize) {
                Some(Value::Infinite) => a.k_sets.get(node as usize).map_or(&[][..], Vec::as_slice),
                _ => &[],
            };
            tr!(
                lang,
                "graph-sum-infinite",
                names = names.join(" ⊕ "),
                values = values.join(" ⊕ "),
                token = token + 1,
                k = join(k),
                xor = xor,
                outcome = outcome
            )
        }
        SumValue::ManyInfinite { count } => tr!(
            lang,
            "graph-sum-many-infinite",
            names = names.join(" ⊕ "),
            values = values.join(" ⊕ "),
            count = count,
            outcome = outcome
        ),
    };
    ui.label(RichText::new(text).strong());
}

/// Every legal move as a button, marked with hints; returns the move clicked.
fn options(
    ui: &mut Ui,
    a: &GraphAnalysis,
    hints: bool,
    enabled: bool,
    lang: Lang,
) -> Option<grundy::graph::GraphMove> {
    ui.strong(tr!(lang, "hints-moves"));
    if hints {
        ui.label(tr!(
            lang,
            "graph-outcome-line",
            outcome = outcome_text(a.outcome, lang)
        ));
        ui.label(tr!(lang, "graph-legend"));
    } else {
        ui.label(tr!(lang, "graph-hints-off"));
    }
    let mut chosen = None;
    egui::ScrollArea::vertical()
        .id_salt("graph options")
        .max_height(220.0)
        // As high as that even low on a small window, where the height left on
        // the screen would squeeze it to a row or two.
        .min_scrolled_height(220.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            if a.options.is_empty() {
                ui.label(tr!(lang, "hints-no-move"));
            }
            let mut list: Vec<_> = a.options.iter().collect();
            if hints {
                // Winning moves first, then drawing ones; the core's order within each.
                list.sort_by_key(|o| (!o.wins(), !o.draws()));
            }
            for o in list {
                let label = o.mv.localize(lang);
                let text = if hints {
                    let (color, glyph) = option_mark(o);
                    RichText::new(format!("{glyph} {label}")).color(color)
                } else {
                    RichText::new(label)
                };
                if ui.add_enabled(enabled, egui::Button::new(text)).clicked() {
                    chosen = Some(o.mv);
                }
            }
        });
    chosen
}

/// The moves made, numbered, with who made them.
fn move_list(ui: &mut Ui, game: &GraphGame, lang: Lang) {
    let moves = game.turns.plies.iter().enumerate();
    let moves = moves.map(|(i, ply)| (game.mover_name(i, lang), ply.mv().localize(lang)));
    numbered_moves(ui, "graph move list", 220.0, lang, moves);
}

//! The play view of a game on a graph: the status (won, lost, or a draw by perfect play that
//! the players may stop), the buttons, the presets and the editor's tools, the board, and
//! the lists of moves.

use egui::{RichText, Ui};
use grundy::{GraphOutcome, SumValue, Value};
use grundy_i18n::{Lang, Localize, tr};

use crate::controller::{Command, Controller};
use crate::games::graph::{
    Action, DRAWING, Edit, GraphCanvas, Tool, View, option_mark, outcome_text,
};
use crate::games::{LOSING, WINNING, subscript};
use crate::graph_game::{
    EditError, Ending, GraphAnalysis, GraphBoard, GraphCommand, GraphGame, MAX_NIM_PRESET, join,
};
use crate::session::Mode;

/// The view's own state: the board's tool and selection, the editor switch, the preset's
/// heap size, the last edit refused.
#[derive(Debug)]
pub struct GraphView {
    canvas: GraphCanvas,
    nim_size: u32,
    edit_error: Option<EditError>,
}

impl Default for GraphView {
    fn default() -> Self {
        Self {
            canvas: GraphCanvas::default(),
            nim_size: 4,
            edit_error: None,
        }
    }
}

impl GraphView {
    /// Shows the play view of the game on a graph; returns what the user asked for.
    pub fn ui(&mut self, ui: &mut Ui, ctl: &mut Controller, lang: Lang) -> Vec<Command> {
        let mut commands = Vec::new();
        let hints = ctl.state().hints;
        let seed = ctl.state().graph.plies.len() as u64;
        let (game, play) = ctl.graph_parts();
        play.refresh(game);
        let analysis = match play.analysis() {
            Some(Ok(a)) => Some(a.clone()),
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
        let ending = analysis.as_ref().and_then(|a| game.ending(a));
        let human_turn = play.human_turn(game);
        ui.heading(tr!(lang, "graph-title", name = game.board.name_in(lang)));
        status(
            ui,
            game,
            analysis.as_ref(),
            ending,
            play.paused(),
            editing,
            lang,
        );
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(
                    !game.plies.is_empty() || game.stopped,
                    egui::Button::new(tr!(lang, "play-undo")),
                )
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                commands.push(Command::Undo);
            }
            if ui
                .add_enabled(
                    !game.redo.is_empty(),
                    egui::Button::new(tr!(lang, "play-redo")),
                )
                .on_hover_text("Ctrl+Shift+Z")
                .clicked()
            {
                commands.push(Command::Redo);
            }
            if ui
                .button(tr!(lang, "play-new-game"))
                .on_hover_text(tr!(lang, "graph-new-game-hover"))
                .clicked()
            {
                commands.push(Command::NewGame);
            }
            if ui
                .button(tr!(lang, "play-rematch"))
                .on_hover_text(tr!(lang, "play-rematch-hover"))
                .clicked()
            {
                commands.push(Command::Rematch);
            }
            let drawn = analysis
                .as_ref()
                .is_some_and(|a| a.outcome == GraphOutcome::Draw);
            if drawn && ending.is_none() && !editing && ui.button(tr!(lang, "graph-stop")).clicked()
            {
                commands.push(Command::Graph(GraphCommand::Stop));
            }
            if (game.mode == Mode::ComputerVsComputer || play.paused()) && ending.is_none() {
                let label = if play.paused() {
                    "play-resume"
                } else {
                    "play-pause"
                };
                if ui.button(tr!(lang, label)).clicked() {
                    commands.push(Command::TogglePause);
                }
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
        let mut load = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(lang, "graph-presets"));
            if ui.button(tr!(lang, "graph-preset-random")).clicked() {
                let mut rng = grundy::SplitMix64::new(seed ^ random_seed(ui));
                load = Some(GraphBoard::random_dag(&mut rng));
            }
            if ui.button(tr!(lang, "graph-preset-loopy")).clicked() {
                load = Some(GraphBoard::loopy_draw());
            }
            let l = ui.label(tr!(lang, "graph-nim-heap-size"));
            ui.add(egui::DragValue::new(&mut self.nim_size).range(1..=MAX_NIM_PRESET))
                .labelled_by(l.id);
            if ui.button(tr!(lang, "graph-preset-nim-heap")).clicked() {
                match GraphBoard::nim_heap(self.nim_size) {
                    Ok(board) => load = Some(board),
                    Err(e) => {
                        ui.colored_label(ui.visuals().error_fg_color, e.localize(lang));
                    }
                }
            }
        });
        if let Some(board) = load {
            game.load(board);
            play.reset(game);
            self.edit_error = None;
        }
        let mut editing_now = editing;
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut game.show_values, tr!(lang, "graph-show-values"))
                .on_hover_text(tr!(lang, "graph-show-values-hover"));
            ui.checkbox(&mut editing_now, tr!(lang, "graph-edit"))
                .on_hover_text(tr!(lang, "graph-edit-hover"));
        });
        if editing_now != editing {
            play.set_editing(editing_now);
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
                    let _ = game.edit(|b| {
                        b.lay_out_on_a_circle();
                        Ok(())
                    });
                }
                let layers = ui
                    .button(tr!(lang, "graph-layers"))
                    .on_hover_text(tr!(lang, "graph-layers-hover"));
                if layers.clicked() {
                    let _ = game.edit(|b| {
                        b.lay_out_in_layers();
                        Ok(())
                    });
                }
            });
            ui.label(self.canvas.tool.help(lang));
            if let Some(e) = &self.edit_error {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    tr!(lang, "error-line", error = e.localize(lang)),
                );
            }
        }
        let tokens = game.current().to_vec();
        let view = View {
            board: &game.board,
            tokens: &tokens,
            analysis: analysis.as_ref(),
            show_values: game.show_values,
            hints,
            editing: editing_now,
            enabled: human_turn,
            lang,
        };
        match self.canvas.ui(ui, &view) {
            Some(Action::Play(mv)) => commands.push(Command::Graph(GraphCommand::Play(mv))),
            Some(Action::Edit(edit)) => {
                self.edit_error = game.edit(|b| apply_edit(b, edit)).err();
                play.refresh(game);
            }
            None => {}
        }
        if let Some(a) = &analysis
            && (hints || editing_now)
        {
            sum_line(ui, a, lang);
        }
        ui.separator();
        let Some(a) = analysis else {
            return commands;
        };
        ui.columns(2, |cols| {
            let [left, right] = cols else { return };
            if let Some(mv) = options(left, &a, hints, human_turn, lang) {
                commands.push(Command::Graph(GraphCommand::Play(mv)));
            }
            move_list(right, game, lang);
        });
        commands
    }
}

/// A seed from egui's clock, so that each click on "Random DAG" draws another graph.
fn random_seed(ui: &Ui) -> u64 {
    ui.input(|i| i.time).to_bits()
}

/// Applies one edit of the board.
fn apply_edit(board: &mut GraphBoard, edit: Edit) -> Result<(), EditError> {
    match edit {
        Edit::AddNode(place) => board.add_node(place).map(|_| ()),
        Edit::AddEdge(from, to) => board.add_edge(from, to).map(|_| ()),
        Edit::RemoveNode(v) => board.remove_node(v),
        Edit::RemoveEdge(from, to) => {
            board.remove_edge(from, to);
            Ok(())
        }
        Edit::AddToken(v) => board.add_token(v),
        Edit::RemoveToken(v) => {
            board.remove_token(v);
            Ok(())
        }
        Edit::MoveNode(v, place) => {
            board.move_node(v, place);
            Ok(())
        }
    }
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
        Some(Ending::Won(w)) => match game.mode {
            Mode::VsComputer if game.is_computer(w) => (tr!(lang, "status-you-lose"), LOSING),
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
            let to_move = game.to_move();
            let name = game.name_in(to_move, lang);
            let text = if game.is_computer(to_move) {
                if paused {
                    tr!(lang, "status-paused", name = name)
                } else {
                    tr!(lang, "status-thinking", name = name)
                }
            } else if game.mode == Mode::VsComputer {
                tr!(lang, "graph-your-move")
            } else {
                tr!(lang, "status-to-move", name = name)
            };
            (text, ui.visuals().text_color())
        }
    };
    ui.label(RichText::new(text).size(18.0).strong().color(color));
    if ending.is_none() && !editing && analysis.is_some_and(|a| a.outcome == GraphOutcome::Draw) {
        ui.label(
            RichText::new(tr!(lang, "graph-draw-note"))
                .color(DRAWING)
                .strong(),
        );
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
) -> Option<grundy::GraphMove> {
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
    ui.strong(tr!(lang, "history-move-list"));
    egui::ScrollArea::vertical()
        .id_salt("graph move list")
        .max_height(220.0)
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if game.plies.is_empty() {
                ui.label(tr!(lang, "graph-no-move-yet"));
            }
            for (i, ply) in game.plies.iter().enumerate() {
                ui.label(tr!(
                    lang,
                    "graph-ply",
                    index = i + 1,
                    player = game.name_in(i % 2, lang),
                    mv = ply.mv().localize(lang)
                ));
            }
        });
}

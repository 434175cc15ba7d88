//! The play view of a game on a graph: the status (won, lost, or a draw by perfect play that
//! the players may stop), the buttons, the presets and the editor's tools, the board, and
//! the lists of moves.

use egui::{RichText, Ui};
use grundy::{GraphOutcome, SumValue, Value};

use crate::controller::{Command, Controller};
use crate::games::graph::{Action, DRAWING, Edit, GraphCanvas, Tool, View, option_mark};
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
    pub fn ui(&mut self, ui: &mut Ui, ctl: &mut Controller) -> Vec<Command> {
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
                    format!("The core refuses this graph: {e}"),
                );
                None
            }
            None => None,
        };
        let editing = play.editing();
        let ending = analysis.as_ref().and_then(|a| game.ending(a));
        let human_turn = play.human_turn(game);
        ui.heading(format!("Game on a graph: {}", game.board.name));
        status(ui, game, analysis.as_ref(), ending, play.paused(), editing);
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(
                    !game.plies.is_empty() || game.stopped,
                    egui::Button::new("Undo"),
                )
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                commands.push(Command::Undo);
            }
            if ui
                .add_enabled(!game.redo.is_empty(), egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Shift+Z")
                .clicked()
            {
                commands.push(Command::Redo);
            }
            if ui
                .button("New game")
                .on_hover_text("N: start again from the graph's tokens")
                .clicked()
            {
                commands.push(Command::NewGame);
            }
            if ui
                .button("Rematch")
                .on_hover_text("The same start, the other side first")
                .clicked()
            {
                commands.push(Command::Rematch);
            }
            let drawn = analysis
                .as_ref()
                .is_some_and(|a| a.outcome == GraphOutcome::Draw);
            if drawn && ending.is_none() && !editing && ui.button("Stop: call it a draw").clicked()
            {
                commands.push(Command::Graph(GraphCommand::Stop));
            }
            if (game.mode == Mode::ComputerVsComputer || play.paused()) && ending.is_none() {
                let label = if play.paused() { "Resume" } else { "Pause" };
                if ui.button(label).clicked() {
                    commands.push(Command::TogglePause);
                }
            }
        });
        if let Some(e) = play.error() {
            ui.colored_label(ui.visuals().error_fg_color, format!("illegal move: {e}"));
        }
        ui.separator();
        // The presets and the editor.
        let mut load = None;
        ui.horizontal_wrapped(|ui| {
            ui.label("Presets:");
            if ui.button("Random DAG").clicked() {
                let mut rng = grundy::SplitMix64::new(seed ^ random_seed(ui));
                load = Some(GraphBoard::random_dag(&mut rng));
            }
            if ui.button("Loopy graph with a draw").clicked() {
                load = Some(GraphBoard::loopy_draw());
            }
            let l = ui.label("Nim heap of");
            ui.add(egui::DragValue::new(&mut self.nim_size).range(1..=MAX_NIM_PRESET))
                .labelled_by(l.id);
            if ui.button("Nim heap graph").clicked() {
                match GraphBoard::nim_heap(self.nim_size) {
                    Ok(board) => load = Some(board),
                    Err(e) => {
                        ui.colored_label(ui.visuals().error_fg_color, e.to_string());
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
            ui.checkbox(&mut game.show_values, "Show values")
                .on_hover_text(
                    "Each node's value: a number, or ∞ with K, its followers' finite values",
                );
            ui.checkbox(&mut editing_now, "Edit the graph")
                .on_hover_text("Add and delete nodes, edges and tokens with the mouse");
        });
        if editing_now != editing {
            play.set_editing(editing_now);
        }
        if editing_now {
            ui.horizontal_wrapped(|ui| {
                for tool in Tool::ALL {
                    if ui
                        .selectable_label(self.canvas.tool == tool, tool.name())
                        .clicked()
                    {
                        self.canvas.tool = tool;
                    }
                }
                ui.separator();
                if ui
                    .button("Circle")
                    .on_hover_text("Place the nodes on a circle")
                    .clicked()
                {
                    let _ = game.edit(|b| {
                        b.lay_out_on_a_circle();
                        Ok(())
                    });
                }
                let layers = ui
                    .button("Layers")
                    .on_hover_text("Place the nodes in layers (a graph without cycles)");
                if layers.clicked() {
                    let _ = game.edit(|b| {
                        b.lay_out_in_layers();
                        Ok(())
                    });
                }
            });
            ui.label(self.canvas.tool.help());
            if let Some(e) = &self.edit_error {
                ui.colored_label(ui.visuals().error_fg_color, format!("Error: {e}"));
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
            sum_line(ui, a);
        }
        ui.separator();
        let Some(a) = analysis else {
            return commands;
        };
        ui.columns(2, |cols| {
            let [left, right] = cols else { return };
            if let Some(mv) = options(left, &a, hints, human_turn) {
                commands.push(Command::Graph(GraphCommand::Play(mv)));
            }
            move_list(right, game);
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
) {
    let (text, color) = match ending {
        Some(Ending::Won(w)) => match game.mode {
            Mode::VsComputer if game.is_computer(w) => ("You lose.".to_owned(), LOSING),
            Mode::VsComputer => ("You win!".to_owned(), WINNING),
            _ => (format!("{} wins!", game.name(w)), WINNING),
        },
        Some(Ending::Stopped) => (
            "Draw: the game was stopped, as perfect play would never end it.".to_owned(),
            DRAWING,
        ),
        Some(Ending::Unexplained(o)) => (
            format!("No token can move, yet the core says: {o}"),
            ui.visuals().error_fg_color,
        ),
        None if editing => (
            "Editing the graph: the game starts again from its tokens after each change."
                .to_owned(),
            ui.visuals().text_color(),
        ),
        None => {
            let to_move = game.to_move();
            let name = game.name(to_move);
            let text = if game.is_computer(to_move) {
                if paused {
                    format!("{name} to move (paused)")
                } else {
                    format!("{name} is thinking…")
                }
            } else if name == "You" {
                "Your move: click a node to choose a token, then an edge's handle or the node to \
                 move it to."
                    .to_owned()
            } else {
                format!("{name} to move.")
            };
            (text, ui.visuals().text_color())
        }
    };
    ui.label(RichText::new(text).size(18.0).strong().color(color));
    if ending.is_none() && !editing && analysis.is_some_and(|a| a.outcome == GraphOutcome::Draw) {
        ui.label(
            RichText::new(
                "This position is a draw by perfect play: neither player can force a win, and \
                 the game can go on forever. Play on, or stop it.",
            )
            .color(DRAWING)
            .strong(),
        );
    }
}

/// The tokens' values and the core's value of their sum, with the outcome.
fn sum_line(ui: &mut Ui, a: &GraphAnalysis) {
    let values: Vec<String> = a.tokens.iter().map(|&v| a.value_text(v)).collect();
    let names: Vec<String> = (1..=a.tokens.len())
        .map(|i| format!("γ{}", subscript(i)))
        .collect();
    let outcome = outcome_text(a.outcome);
    let text = match a.sum {
        SumValue::Finite(x) if !a.tokens.is_empty() => format!(
            "{} = {} = {x}: {outcome}",
            names.join(" ⊕ "),
            values.join(" ⊕ ")
        ),
        SumValue::Finite(_) => format!("No tokens: {outcome}"),
        SumValue::Infinite { token, xor } => {
            let node = a.tokens.get(token).copied().unwrap_or(0);
            let k = match a.values.get(node as usize) {
                Some(Value::Infinite) => a.k_sets.get(node as usize).map_or(&[][..], Vec::as_slice),
                _ => &[],
            };
            format!(
                "{} = {}: token {} is on ∞ with K = {{{}}}, the others' XOR is {xor}: {outcome} \
                 (a win exactly when {xor} is in K)",
                names.join(" ⊕ "),
                values.join(" ⊕ "),
                token + 1,
                join(k)
            )
        }
        SumValue::ManyInfinite { count } => format!(
            "{} = {}: {count} tokens are on ∞: {outcome}",
            names.join(" ⊕ "),
            values.join(" ⊕ ")
        ),
    };
    ui.label(RichText::new(text).strong());
}

/// The core's outcome, for the player to move.
fn outcome_text(outcome: GraphOutcome) -> &'static str {
    match outcome {
        GraphOutcome::Win => "a win for the player to move",
        GraphOutcome::Loss => "a loss for the player to move",
        GraphOutcome::Draw => "a draw",
    }
}

/// Every legal move as a button, marked with hints; returns the move clicked.
fn options(
    ui: &mut Ui,
    a: &GraphAnalysis,
    hints: bool,
    enabled: bool,
) -> Option<grundy::GraphMove> {
    ui.strong("Moves");
    if hints {
        ui.label(format!("Outcome: {}", outcome_text(a.outcome)));
        ui.label("✔ winning   = keeps the draw   ✖ losing");
    } else {
        ui.label("Turn on hints (H) to see which moves win, draw or lose.");
    }
    let mut chosen = None;
    egui::ScrollArea::vertical()
        .id_salt("graph options")
        .max_height(220.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            if a.options.is_empty() {
                ui.label("No move is left.");
            }
            let mut list: Vec<_> = a.options.iter().collect();
            if hints {
                // Winning moves first, then drawing ones; the core's order within each.
                list.sort_by_key(|o| (!o.wins(), !o.draws()));
            }
            for o in list {
                let text = if hints {
                    let (color, glyph) = option_mark(o);
                    RichText::new(format!("{glyph} {}", o.label)).color(color)
                } else {
                    RichText::new(&o.label)
                };
                if ui.add_enabled(enabled, egui::Button::new(text)).clicked() {
                    chosen = Some(o.mv);
                }
            }
        });
    chosen
}

/// The moves made, numbered, with who made them.
fn move_list(ui: &mut Ui, game: &GraphGame) {
    ui.strong("Move list");
    egui::ScrollArea::vertical()
        .id_salt("graph move list")
        .max_height(220.0)
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if game.plies.is_empty() {
                ui.label("No move yet.");
            }
            for (i, ply) in game.plies.iter().enumerate() {
                ui.label(format!("{}. {}: {}", i + 1, game.name(i % 2), ply.label));
            }
        });
}

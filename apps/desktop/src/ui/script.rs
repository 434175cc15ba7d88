//! A game from rules: the setup panel's fields (the menu of examples, the script in a code
//! editor with Rhai highlighted as Rust by egui_extras, the start position) and the play
//! view — the position's numbers, the solver's value (a number or `∞(K)`), outcome and
//! remoteness, and every option as a button marked ✔, ✖ or = by the solver's outcome.

use egui::{Key, RichText, Ui};
use grundy_i18n::{Lang, Localize, tr};

use crate::control::{Command, Controller, ScriptCommand};
use crate::model::graph::Ending;
use crate::model::script::{EXAMPLES, MAX_BUDGET, ScriptAnalysis, ScriptGame, ScriptOutcome};
use crate::model::setup::ScriptSetup;
use crate::model::turns::Mode;
use crate::runtime::Status;
use crate::ui::widgets::{
    DRAWING, DRAWING_GLYPH, LOSING, LOSING_GLYPH, WINNING, WINNING_GLYPH, error_line, game_buttons,
    numbered_moves, pause_button, progress,
};

/// The width of the setup panel while a script is edited: the code needs room.
pub const SETUP_WIDTH: f32 = 460.0;

/// The menu of examples, the script (the line and column of `mark` marked: where the
/// engine found it wrong) and the start position; returns whether Enter was pressed in the
/// start position's field.
pub fn setup_fields(
    ui: &mut Ui,
    form: &mut ScriptSetup,
    mark: Option<(usize, usize)>,
    lang: Lang,
) -> bool {
    ui.label(tr!(lang, "script-about"));
    egui::ComboBox::from_label(tr!(lang, "script-examples"))
        .selected_text(tr!(lang, "script-examples-choose"))
        .show_ui(ui, |ui| {
            // The user's own script, kept when an example took its place.
            let yours = form.yours.as_ref().is_some_and(|(y, _)| *y != form.source);
            if yours
                && ui
                    .selectable_label(false, tr!(lang, "script-examples-yours"))
                    .clicked()
            {
                form.restore_yours();
            }
            for e in &EXAMPLES {
                if ui.selectable_label(false, tr!(lang, e.id)).clicked() {
                    form.choose_example(e);
                }
            }
        });
    let l = ui.label(tr!(lang, "script-rules"));
    let theme = egui_extras::syntax_highlighting::CodeTheme::from_style(ui.style());
    let mut layouter = |ui: &Ui, text: &dyn egui::TextBuffer, wrap: f32| {
        let mut job = egui_extras::syntax_highlighting::highlight(
            ui.ctx(),
            ui.style(),
            &theme,
            text.as_str(),
            "rs",
        );
        if let Some((line, column)) = mark {
            // A tint of the error colour that shows on either theme's background.
            let tint = if ui.visuals().dark_mode { 0.25 } else { 0.45 };
            let background = ui.visuals().error_fg_color.gamma_multiply(tint);
            let underline = egui::Stroke::new(2.0, ui.visuals().error_fg_color);
            mark_line(&mut job, line, column, background, underline);
        }
        job.wrap.max_width = wrap;
        ui.fonts_mut(|f| f.layout_job(job))
    };
    egui::ScrollArea::vertical()
        .id_salt("script editor")
        .max_height(380.0)
        // As high as that even low on a small window, where the height left on
        // the screen would squeeze it to a row or two.
        .min_scrolled_height(380.0)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut form.source)
                    .code_editor()
                    .desired_rows(16)
                    .desired_width(f32::INFINITY)
                    .layouter(&mut layouter),
            )
            .labelled_by(l.id);
        });
    let l = ui.label(tr!(lang, "script-start"));
    let response = ui
        .text_edit_singleline(&mut form.start_text)
        .labelled_by(l.id);
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang, "script-budget"));
        ui.add(
            egui::DragValue::new(&mut form.budget)
                .range(1..=MAX_BUDGET)
                .speed(1000.0),
        )
        .labelled_by(l.id)
        .on_hover_text(tr!(lang, "script-budget-hover"));
    });
    response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter))
}

/// Marks line `line` (from 1) of the text of `job`: its text on `background`, and from its
/// column `column` (from 1, in characters) to its end underlined by `underline`. Sections
/// are split where the marks begin and end; the text and its other formats stay.
fn mark_line(
    job: &mut egui::text::LayoutJob,
    line: usize,
    column: usize,
    background: egui::Color32,
    underline: egui::Stroke,
) {
    let text = &job.text;
    let Some(start) = line_start(text, line) else {
        return;
    };
    let end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let from = text[start..end]
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(end, |(i, _)| start + i);
    let mut sections = Vec::with_capacity(job.sections.len() + 4);
    for section in std::mem::take(&mut job.sections) {
        let range = section.byte_range.start.0..section.byte_range.end.0;
        // The cuts inside this section, in order: the line's start, the column, its end.
        let mut cuts: Vec<usize> = [start, from, end]
            .into_iter()
            .filter(|&c| range.start < c && c < range.end)
            .collect();
        cuts.dedup();
        let mut at = range.start;
        for piece_end in cuts.into_iter().chain([range.end]) {
            let mut piece = section.clone();
            piece.byte_range = egui::text::ByteIndex(at)..egui::text::ByteIndex(piece_end);
            if start <= at && piece_end <= end && at < piece_end {
                piece.format.background = background;
                if from <= at {
                    piece.format.underline = underline;
                }
            }
            if at > range.start {
                piece.leading_space = 0.0;
            }
            sections.push(piece);
            at = piece_end;
        }
    }
    job.sections = sections;
}

/// The byte where line `line` (from 1) of `text` begins.
fn line_start(text: &str, line: usize) -> Option<usize> {
    if line == 1 {
        return Some(0);
    }
    text.match_indices('\n')
        .nth(line.checked_sub(2)?)
        .map(|(i, _)| i + 1)
}

/// The play view of a game given by a script; returns what the user asked for.
pub fn ui(ui: &mut Ui, ctl: &Controller, lang: Lang) -> Vec<Command> {
    let mut commands = Vec::new();
    let game = &ctl.play().script;
    let play = ctl.script();
    let hints = ctl.play().hints;
    let analysis = match play.analysis(game) {
        Status::Ready(Ok(a)) => Some(a),
        Status::Ready(Err(e)) => {
            error_line(ui, lang, &e.localize(lang));
            None
        }
        Status::Running(job) => {
            progress(ui, job, lang);
            None
        }
        Status::Failed(e) => {
            error_line(ui, lang, &e.to_string());
            None
        }
        Status::Idle => None,
    };
    let name = analysis
        .and_then(|a| a.name.clone())
        .unwrap_or_else(|| tr!(lang, "choice-script"));
    if let Some(e) = ctl.setup_error() {
        // A start refused (a script that does not compile, a bad start position): said
        // where the game was, which waits behind the refusal, as a game of piles does.
        ui.heading(tr!(lang, "play-not-started"));
        ui.colored_label(
            ui.visuals().error_fg_color,
            tr!(lang, "error-line", error = e.localize(lang)),
        );
        ui.label(tr!(lang, "play-not-started-note"));
        let game = tr!(lang, "script-title", name = name);
        if ui
            .button(tr!(lang, "play-back-to-game", game = game))
            .clicked()
        {
            commands.push(Command::KeepGame);
        }
        return commands;
    }
    ui.heading(tr!(lang, "script-title", name = name));
    let ending = play.ending(game);
    status(ui, ctl, game, analysis, ending, lang);
    ui.horizontal_wrapped(|ui| {
        let turns = &game.turns;
        let can_undo = !turns.plies.is_empty() || game.stopped;
        let can_redo = !turns.redo.is_empty();
        commands.extend(game_buttons(
            ui,
            can_undo,
            can_redo,
            "script-new-game-hover",
            lang,
        ));
        let drawn = analysis.is_some_and(|a| a.outcome.is_draw());
        if drawn && ending.is_none() && ui.button(tr!(lang, "graph-stop")).clicked() {
            commands.push(Command::Script(ScriptCommand::Stop));
        }
        if (turns.mode == Mode::ComputerVsComputer || play.paused()) && ending.is_none() {
            commands.extend(pause_button(ui, play.paused(), lang));
        }
    });
    ui.separator();
    ui.label(
        RichText::new(tr!(
            lang,
            "script-position",
            position = show(game.current())
        ))
        .size(20.0)
        .monospace(),
    );
    if let Some(a) = analysis {
        if hints {
            ui.label(RichText::new(summary(a, lang)).strong());
        }
        ui.separator();
        let enabled = play.human_turn(game);
        ui.columns(2, |cols| {
            let [left, right] = cols else { return };
            // Plain top-down columns: a justified layout would stretch wrapped text.
            let plain = egui::Layout::top_down(egui::Align::Min);
            if let Some(to) = left
                .with_layout(plain, |ui| options(ui, a, hints, enabled, lang))
                .inner
            {
                commands.push(Command::Script(ScriptCommand::Play(to)));
            }
            right.with_layout(plain, |ui| move_list(ui, game, lang));
        });
    }
    commands
}

/// `[3, 5]`.
fn show(position: &[u64]) -> String {
    grundy_host::custom::show(position)
}

/// The outcome in words.
fn outcome_text(outcome: ScriptOutcome, lang: Lang) -> String {
    match outcome {
        ScriptOutcome::Win => tr!(lang, "graph-outcome-a-win"),
        ScriptOutcome::Loss => tr!(lang, "graph-outcome-a-loss"),
        ScriptOutcome::Draw => tr!(lang, "graph-outcome-a-draw"),
    }
}

/// `value 2; a win for the player to move; remoteness 3`.
fn summary(a: &ScriptAnalysis, lang: Lang) -> String {
    let remoteness = match &a.remoteness {
        Ok(Some(r)) => tr!(lang, "hints-remoteness", remoteness = *r),
        Ok(None) => tr!(lang, "script-no-remoteness"),
        Err(e) => tr!(lang, "hints-remoteness-error", error = e.localize(lang)),
    };
    tr!(
        lang,
        "script-summary",
        value = a.value.clone(),
        outcome = outcome_text(a.outcome, lang),
        remoteness = remoteness
    )
}

/// Who has won, or whose move it is.
fn status(
    ui: &mut Ui,
    ctl: &Controller,
    game: &ScriptGame,
    analysis: Option<&ScriptAnalysis>,
    ending: Option<Ending>,
    lang: Lang,
) {
    let turns = &game.turns;
    let (text, color) = match ending {
        Some(Ending::Won(w)) => match turns.mode {
            Mode::VsComputer if turns.is_computer(w) => (tr!(lang, "status-you-lose"), LOSING),
            Mode::VsComputer => (tr!(lang, "status-you-win"), WINNING),
            _ => (
                tr!(lang, "status-wins", name = turns.player_name(w, lang)),
                WINNING,
            ),
        },
        Some(Ending::Stopped) => (tr!(lang, "graph-stopped"), DRAWING),
        Some(Ending::Unexplained(_)) => (tr!(lang, "hints-no-move"), ui.visuals().text_color()),
        None => {
            let to_move = turns.to_move();
            let name = turns.player_name(to_move, lang);
            let text = if turns.is_computer(to_move) {
                if ctl.script().paused() {
                    tr!(lang, "status-paused", name = name)
                } else {
                    tr!(lang, "status-thinking", name = name)
                }
            } else if turns.mode == Mode::VsComputer {
                tr!(lang, "status-your-move")
            } else {
                tr!(lang, "status-to-move", name = name)
            };
            (text, ui.visuals().text_color())
        }
    };
    ui.label(RichText::new(text).size(18.0).strong().color(color));
    if ending.is_none() && analysis.is_some_and(|a| a.outcome.is_draw()) {
        ui.label(
            RichText::new(tr!(lang, "graph-draw-note"))
                .color(DRAWING)
                .strong(),
        );
    }
}

/// Every option as a button (marked by its outcome with hints on); returns the one clicked.
fn options(
    ui: &mut Ui,
    a: &ScriptAnalysis,
    hints: bool,
    enabled: bool,
    lang: Lang,
) -> Option<Vec<u64>> {
    ui.strong(tr!(lang, "hints-moves"));
    ui.label(if hints {
        tr!(lang, "graph-legend")
    } else {
        tr!(lang, "graph-hints-off")
    });
    let mut chosen = None;
    egui::ScrollArea::vertical()
        .id_salt("script options")
        .max_height(320.0)
        // As high as that even low on a small window, where the height left on
        // the screen would squeeze it to a row or two.
        .min_scrolled_height(320.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            if a.options.is_empty() {
                ui.label(tr!(lang, "hints-no-move"));
            }
            let mut list: Vec<_> = a.options.iter().collect();
            if hints {
                // Winning moves first, then drawing ones; the script's order within each.
                list.sort_by_key(|o| (o.after != ScriptOutcome::Loss, !o.after.is_draw()));
            }
            for o in list {
                let to = show(&o.position);
                let text = if hints {
                    let (color, glyph) = match o.after {
                        ScriptOutcome::Loss => (WINNING, WINNING_GLYPH),
                        ScriptOutcome::Draw => (DRAWING, DRAWING_GLYPH),
                        ScriptOutcome::Win => (LOSING, LOSING_GLYPH),
                    };
                    let label = tr!(
                        lang,
                        "script-option",
                        position = to,
                        value = o.value.clone()
                    );
                    RichText::new(format!("{glyph} {label}")).color(color)
                } else {
                    RichText::new(tr!(lang, "script-option-plain", position = to))
                };
                if ui.add_enabled(enabled, egui::Button::new(text)).clicked() {
                    chosen = Some(o.position.clone());
                }
            }
        });
    chosen
}

/// The moves made, numbered, with who made them.
fn move_list(ui: &mut Ui, game: &ScriptGame, lang: Lang) {
    let moves = game.turns.plies.iter().enumerate();
    let moves = moves.map(|(i, ply)| {
        let player = game.turns.mover_name(i, lang);
        (player, format!("→ {}", show(&ply.after)))
    });
    numbered_moves(ui, "script move list", 320.0, lang, moves);
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::text::{LayoutJob, TextFormat};
    use egui::{Color32, Stroke};

    /// The job of `text` in sections cut at `cuts` (byte offsets), each plain.
    fn job(text: &str, cuts: &[usize]) -> LayoutJob {
        let mut job = LayoutJob::default();
        let mut at = 0;
        for &c in cuts.iter().chain([&text.len()]) {
            job.append(&text[at..c], 0.0, TextFormat::default());
            at = c;
        }
        job
    }

    /// Each byte of the text with whether it is on the background and underlined, read
    /// from the sections one byte at a time (independently of how `mark_line` cuts them).
    fn marks(job: &LayoutJob) -> Vec<(bool, bool)> {
        let mut out = vec![(false, false); job.text.len()];
        let mut covered = 0;
        for s in &job.sections {
            let range = s.byte_range.start.0..s.byte_range.end.0;
            assert_eq!(range.start, covered, "the sections cover the text in order");
            for m in &mut out[range.clone()] {
                *m = (
                    s.format.background == Color32::RED,
                    s.format.underline == Stroke::new(1.0, Color32::BLUE),
                );
            }
            covered = range.end;
        }
        assert_eq!(covered, job.text.len());
        out
    }

    #[test]
    fn the_line_of_an_error_is_marked_and_underlined_from_its_column() {
        let text = "fn moves(p) {\n    out.push(p +);\n}\n";
        // Sections cut in odd places: inside the line, across its ends.
        for cuts in [
            vec![],
            vec![5, 20],
            vec![14, 18, 33],
            vec![3, 13, 14, 15, 34, 35],
        ] {
            let mut j = job(text, &cuts);
            mark_line(&mut j, 2, 16, Color32::RED, Stroke::new(1.0, Color32::BLUE));
            assert_eq!(j.text, text);
            let m = marks(&j);
            // Line 2 is bytes 14..32 ("    out.push(p +);"); column 16 is byte 29, the "+".
            assert_eq!(&text[29..30], "+");
            for (i, &(bg, ul)) in m.iter().enumerate() {
                assert_eq!(
                    bg,
                    (14..32).contains(&i),
                    "background at {i} (cuts {cuts:?})"
                );
                assert_eq!(
                    ul,
                    (29..32).contains(&i),
                    "underline at {i} (cuts {cuts:?})"
                );
            }
        }
    }

    #[test]
    fn a_line_past_the_end_marks_nothing() {
        let text = "fn moves(p) { [] }";
        let mut j = job(text, &[4]);
        mark_line(&mut j, 3, 1, Color32::RED, Stroke::new(1.0, Color32::BLUE));
        assert!(marks(&j).iter().all(|&m| m == (false, false)));
        // The last line, and a column past its end: the background only.
        mark_line(&mut j, 1, 40, Color32::RED, Stroke::new(1.0, Color32::BLUE));
        assert!(marks(&j).iter().all(|&m| m == (true, false)));
    }
}

//! What every view draws the same way: the colours and glyphs of winning, losing and
//! drawing moves, subscript and superscript digits, an error line, a job's spinner, the
//! numbered list of the moves made, and the waker that asks egui for a frame when a job is
//! done.

use std::sync::Arc;

use egui::{Color32, Ui};
use grundy_i18n::{Lang, Localize, tr};

use crate::control::Command;
use crate::runtime::{Job, Status, Waker};

/// The colour of a winning move (Okabe–Ito blue: distinct for every colour vision).
pub const WINNING: Color32 = Color32::from_rgb(0x00, 0x72, 0xB2);
/// The colour of a losing move (Okabe–Ito vermillion).
pub const LOSING: Color32 = Color32::from_rgb(0xD5, 0x5E, 0x00);
/// The colour of a move that leaves a draw (Okabe–Ito reddish purple).
pub const DRAWING: Color32 = Color32::from_rgb(0xCC, 0x79, 0xA7);
/// The glyph of a winning move, so that colour is never the only sign.
pub const WINNING_GLYPH: &str = "✔";
/// The glyph of a losing move.
pub const LOSING_GLYPH: &str = "✖";
/// The glyph of a move that leaves a draw.
pub const DRAWING_GLYPH: &str = "=";

/// A waker that asks `ctx` for a frame: what jobs call when they are done.
pub fn waker(ctx: &egui::Context) -> Waker {
    let ctx = ctx.clone();
    Arc::new(move || ctx.request_repaint())
}

/// A spinner with what `job` computes and for how long it has been shown, in `lang`.
pub fn progress<T>(ui: &mut Ui, job: &Job<T>, lang: Lang) {
    let seconds = grundy_i18n::Arg::Decimal {
        value: job.shown_for(ui.input(|i| i.time)),
        digits: 1,
    };
    let what = grundy_i18n::tr(lang, job.what(), &[]);
    // A task that counts its work (a script's solve: positions explored) shows the count.
    let text = match job.progress() {
        0 => grundy_i18n::tr(
            lang,
            "job-computing",
            &[("what", what.into()), ("seconds", seconds)],
        ),
        count => grundy_i18n::tr(
            lang,
            "job-computing-count",
            &[
                ("what", what.into()),
                ("seconds", seconds),
                ("count", count.into()),
            ],
        ),
    };
    ui.horizontal(|ui| {
        ui.spinner();
        ui.label(text);
    });
}

/// The value a finished job gave; otherwise `None`, once the view shows why there is none
/// yet: the job's progress, or its error (or the computation's) in the language shown.
pub fn finished<T: Send + Sync + 'static, E: Localize + Send + 'static>(
    ui: &mut Ui,
    lang: Lang,
    status: Status<'_, Result<Arc<T>, E>>,
) -> Option<Arc<T>> {
    match status {
        Status::Idle => None,
        Status::Running(job) => {
            progress(ui, job, lang);
            None
        }
        Status::Ready(Ok(value)) => Some(Arc::clone(value)),
        Status::Ready(Err(e)) => {
            error_line(ui, lang, &e.localize(lang));
            None
        }
        Status::Failed(e) => {
            error_line(ui, lang, &e.localize(lang));
            None
        }
    }
}

/// The buttons every game has, in a row already begun: Undo and Redo (enabled when there is
/// a move to take back or to replay), New game (`new_hover`: the message id of its hover
/// text) and Rematch; returns the command clicked.
pub fn game_buttons(
    ui: &mut Ui,
    can_undo: bool,
    can_redo: bool,
    new_hover: &str,
    lang: Lang,
) -> Option<Command> {
    let mut command = None;
    let undo = egui::Button::new(tr!(lang, "play-undo"));
    if ui
        .add_enabled(can_undo, undo)
        .on_hover_text("Ctrl+Z")
        .clicked()
    {
        command = Some(Command::Undo);
    }
    let redo = egui::Button::new(tr!(lang, "play-redo"));
    if ui
        .add_enabled(can_redo, redo)
        .on_hover_text("Ctrl+Shift+Z")
        .clicked()
    {
        command = Some(Command::Redo);
    }
    let new_game = ui.button(tr!(lang, "play-new-game"));
    if new_game.on_hover_text(tr(lang, new_hover, &[])).clicked() {
        command = Some(Command::NewGame);
    }
    let rematch = ui.button(tr!(lang, "play-rematch"));
    if rematch
        .on_hover_text(tr!(lang, "play-rematch-hover"))
        .clicked()
    {
        command = Some(Command::Rematch);
    }
    command
}

/// Pause or Resume for the computer, as it is `paused` or not; returns the command clicked.
pub fn pause_button(ui: &mut Ui, paused: bool, lang: Lang) -> Option<Command> {
    let label = if paused { "play-resume" } else { "play-pause" };
    ui.button(tr(lang, label, &[]))
        .clicked()
        .then_some(Command::TogglePause)
}

/// `Error: …` in the error colour.
pub fn error_line(ui: &mut Ui, lang: Lang, error: &str) {
    ui.colored_label(
        ui.visuals().error_fg_color,
        tr!(lang, "error-line", error = error),
    );
}

/// `n` in subscript digits: g₁, g₂, …
pub fn subscript(n: usize) -> String {
    n.to_string()
        .chars()
        .map(|c| match c {
            '0' => '₀',
            '1' => '₁',
            '2' => '₂',
            '3' => '₃',
            '4' => '₄',
            '5' => '₅',
            '6' => '₆',
            '7' => '₇',
            '8' => '₈',
            _ => '₉',
        })
        .collect()
}

/// `n` in superscript digits: 2⁰, 2¹, …
pub fn superscript(n: u32) -> String {
    n.to_string()
        .chars()
        .map(|c| match c {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            _ => '⁹',
        })
        .collect()
}

/// The y axis of a chart of whole numbers: every mark labelled (there are at most five),
/// with the absolute value when `abs` (the remoteness chart counts down as well as up).
pub fn y_axis(abs: bool) -> egui_plot::AxisHints<'static> {
    egui_plot::AxisHints::new_y()
        .label_spacing(12.0..=14.0)
        .formatter(move |mark, _| {
            let v = if abs { mark.value.abs() } else { mark.value };
            // Whole numbers, and never "-0".
            format!("{:.0}", v + 0.0)
        })
}

/// Marks of a chart's y axis at whole numbers only (the values and remoteness are whole),
/// spaced so that three to six carry a label however tall the numbers grow.
pub fn integer_marks(input: egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    let (low, high) = input.bounds;
    let span = (high - low).max(1.0);
    // The smallest step of 1, 2 or 5 times a power of ten that gives at most five steps.
    let mut step = 1.0_f64;
    while span / step > 5.0 {
        step *= if format!("{step}").starts_with('2') {
            2.5
        } else {
            2.0
        };
    }
    let mut marks = Vec::new();
    let mut v = (low / step).ceil() * step;
    while v <= high {
        marks.push(egui_plot::GridMark {
            value: v,
            step_size: step,
        });
        v += step;
    }
    marks
}

/// The moves made, numbered, each with who made it (`moves` gives the player's name and the
/// move's words), scrolled to the newest; `id` keeps each view's scroll apart.
pub fn numbered_moves(
    ui: &mut Ui,
    id: &str,
    max_height: f32,
    lang: Lang,
    moves: impl ExactSizeIterator<Item = (String, String)>,
) {
    ui.strong(tr!(lang, "history-move-list"));
    egui::ScrollArea::vertical()
        .id_salt(id)
        .max_height(max_height)
        // As high as that even low on a small window, where the height left on
        // the screen would squeeze it to a row or two.
        .min_scrolled_height(max_height)
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if moves.len() == 0 {
                ui.label(tr!(lang, "graph-no-move-yet"));
            }
            for (i, (player, mv)) in moves.enumerate() {
                ui.label(tr!(
                    lang,
                    "graph-ply",
                    index = i + 1,
                    player = player,
                    mv = mv
                ));
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The marks of a y axis over `low..high`.
    fn marks(low: f64, high: f64) -> Vec<f64> {
        integer_marks(egui_plot::GridInput {
            bounds: (low, high),
            base_step_size: 0.1,
        })
        .iter()
        .map(|m| m.value)
        .collect()
    }

    #[test]
    fn the_y_axis_keeps_a_few_whole_marks_however_tall_the_values() {
        // A short chart of values up to 60 once kept only "0": now every range has two to
        // six marks, all whole numbers, each labelled (the label spacing fits five).
        for high in [1.0, 4.6, 60.0, 137.0, 1e6, 1.2e18] {
            let m = marks(0.0, high);
            assert!((2..=6).contains(&m.len()), "0..{high}: {m:?}");
            assert!(m.iter().all(|v| v.fract() == 0.0), "0..{high}: {m:?}");
            assert_eq!(m[0], 0.0);
        }
        // Both sides of the remoteness chart.
        let m = marks(-30.0, 30.0);
        assert!(m.contains(&0.0) && m.iter().any(|&v| v < 0.0), "{m:?}");
    }
}

//! What every view draws the same way: the colours and glyphs of winning, losing and
//! drawing moves, subscript and superscript digits, an error line, a job's spinner, and the
//! waker that asks egui for a frame when a job is done.

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
    let text = grundy_i18n::tr(
        lang,
        "job-computing",
        &[("what", what.into()), ("seconds", seconds)],
    );
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

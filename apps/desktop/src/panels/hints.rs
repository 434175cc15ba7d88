//! The option list: every legal move (the first few hundred) as a button, and with hints
//! each marked winning or losing with where it leads, under the position's value, outcome
//! and remoteness.

use egui::{RichText, Ui};
use grundy::{Outcome, SumMove};

use crate::analysis::{Analysis, OptionInfo, reason};
use crate::controller::Controller;
use crate::games::{LOSING, LOSING_GLYPH, WINNING, WINNING_GLYPH};
use crate::job::Status;
use crate::rules::Rules;

/// The remoteness of the current position as the hints show it: the core's answer, or its
/// reason for giving none, or "computing…" while the search runs.
pub fn remoteness_text(ctl: &mut Controller) -> String {
    match ctl.remoteness() {
        Status::Idle => String::new(),
        // The job wakes the window when it is done.
        Status::Running(_) => "remoteness: computing…".to_owned(),
        Status::Ready(Ok(solved)) => format!("remoteness {}", solved.remoteness),
        Status::Ready(Err(e)) => format!("remoteness: {e}"),
        Status::Failed(e) => format!("remoteness: {e}"),
    }
}

/// The option list; returns the move clicked.
pub fn options(
    ui: &mut Ui,
    rules: &Rules,
    analysis: &Analysis,
    hints: bool,
    enabled: bool,
    remoteness: &str,
) -> Option<SumMove> {
    ui.strong("Moves");
    if hints {
        ui.label(summary(rules, analysis));
        // A line of its own: the search's answer comes later and must not move the list.
        ui.label(remoteness);
        ui.label(format!(
            "{WINNING_GLYPH} winning (to a P-position)   {LOSING_GLYPH} losing"
        ));
    } else {
        ui.label("Turn on hints (H) to see which moves win.");
    }
    let mut chosen = None;
    egui::ScrollArea::vertical()
        .id_salt("options")
        .max_height(220.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            if analysis.options.is_empty() {
                ui.label("No move is left.");
            }
            let mut options: Vec<&OptionInfo> = analysis.options.iter().collect();
            if hints {
                // Winning moves first; the sort is stable, so the core's order stays.
                options.sort_by_key(|o| !o.winning);
            }
            for o in options {
                let text = if hints {
                    // Misère play has no Grundy values, and a large Wythoff position none
                    // within the table: say where the move leads instead.
                    let value = match (&o.value_after, o.winning) {
                        (Ok(v), _) => format!("→ value {v}"),
                        (Err(_), true) => "→ a P-position".to_owned(),
                        (Err(_), false) => "→ an N-position".to_owned(),
                    };
                    let (glyph, color) = if o.winning {
                        (WINNING_GLYPH, WINNING)
                    } else {
                        (LOSING_GLYPH, LOSING)
                    };
                    RichText::new(format!("{glyph} {} {value}", o.label)).color(color)
                } else {
                    RichText::new(&o.label)
                };
                if ui.add_enabled(enabled, egui::Button::new(text)).clicked() {
                    chosen = Some(o.mv);
                }
            }
            if analysis.more_options {
                ui.label("… more moves: click the board to play them.");
            }
        });
    chosen
}

/// `Grundy value 2; N-position: the player to move wins`, each part the core's answer or
/// its reason for giving none.
fn summary(rules: &Rules, analysis: &Analysis) -> String {
    let value = match &analysis.value {
        Ok(v) => format!("Grundy value {v}"),
        Err(e) => format!("Grundy value: {}", reason(rules, e)),
    };
    let outcome = match &analysis.outcome {
        Ok(Outcome::P) => "P-position: the player to move loses".to_owned(),
        Ok(Outcome::N) => "N-position: the player to move wins".to_owned(),
        Err(e) => format!("outcome unknown: {}", reason(rules, e)),
    };
    format!("{value}; {outcome}")
}

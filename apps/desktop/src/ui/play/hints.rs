//! The option list: every legal move (the first few hundred) as a button, and with hints
//! each marked winning or losing with where it leads and how soon the game ends after it
//! ("win in 3", "lose in 4", from the core's search), under the position's value, outcome
//! and remoteness.

use egui::{Color32, RichText, Ui};
use grundy::Outcome;
use grundy::ending::MoveEnding;
use grundy::strategy::{SearchError, Solved};
use grundy::sum::SumMove;
use grundy_i18n::{Lang, Localize, tr};

use crate::control::Controller;
use crate::model::analysis::{Analysis, OptionInfo, Searched, reason};
use crate::model::labels::{self, Names};
use crate::model::rules::Rules;
use crate::runtime::Status;
use crate::ui::widgets::{LOSING, LOSING_GLYPH, WINNING, WINNING_GLYPH};

/// What the hints know of the searches: the core's answers once they are in.
#[derive(Clone, Debug)]
pub enum Remote {
    /// Hints are off, or nothing was asked.
    None,
    /// The search runs.
    Computing,
    /// The core's answers.
    Ready(Searched),
    /// The search's job gave no result: why.
    Failed(String),
}

impl Remote {
    /// The searches of the current position, as the controller has them now.
    pub fn of(ctl: &Controller) -> Self {
        match ctl.remoteness() {
            Status::Idle => Self::None,
            // The job wakes the window when it is done.
            Status::Running(_) => Self::Computing,
            Status::Ready(searched) => Self::Ready(searched.clone()),
            Status::Failed(e) => Self::Failed(e.to_string()),
        }
    }

    /// The line of the position's remoteness: the core's answer, or its reason for giving
    /// none, or "computing…" while the search runs.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Self::None => String::new(),
            Self::Computing => tr!(lang, "hints-remoteness-computing"),
            Self::Ready(searched) => match &searched.position {
                Ok(Solved {
                    outcome: Outcome::N,
                    remoteness,
                }) => tr!(lang, "hints-remoteness-wins", remoteness = *remoteness),
                Ok(Solved {
                    outcome: Outcome::P,
                    remoteness,
                }) => tr!(lang, "hints-remoteness-loses", remoteness = *remoteness),
                Err(e) => tr!(lang, "hints-remoteness-error", error = e.localize(lang)),
            },
            Self::Failed(e) => tr!(lang, "hints-remoteness-error", error = e.to_string()),
        }
    }

    /// What the search found for the position after `mv`.
    fn option(&self, mv: SumMove) -> Option<&Result<Solved, SearchError>> {
        match self {
            Self::Ready(searched) => searched.option(mv),
            _ => None,
        }
    }
}

/// `win in 3`, `lose in 4`: how a move ends for the one who makes it, by the core.
fn ending_text(ending: MoveEnding, lang: Lang) -> String {
    if ending.mover_wins {
        tr!(lang, "hints-win-in", moves = ending.moves)
    } else {
        tr!(lang, "hints-lose-in", moves = ending.moves)
    }
}

/// The option list; returns the move clicked.
// The frame's inputs, each its own: a struct for one call would only rename them.
#[allow(clippy::too_many_arguments)]
pub fn options(
    ui: &mut Ui,
    rules: &Rules,
    analysis: &Analysis,
    hints: bool,
    enabled: bool,
    remote: &Remote,
    names: &Names,
    lang: Lang,
) -> Option<SumMove> {
    ui.strong(tr!(lang, "hints-moves"));
    if hints {
        ui.label(summary(rules, analysis, lang));
        // A place of its own, two lines high: the search's answer comes later and must not
        // move the list.
        let lines =
            2.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        ui.allocate_ui_with_layout(
            egui::vec2(ui.available_width(), lines),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_min_height(lines);
                ui.label(remote.text(lang));
            },
        );
        ui.label(tr!(lang, "hints-legend"));
        ui.label(tr!(lang, "hints-endings"));
    } else {
        ui.label(tr!(lang, "hints-off"));
    }
    let endings: Vec<Option<MoveEnding>> = analysis
        .options
        .iter()
        .map(|o| match remote.option(o.mv) {
            Some(Ok(solved)) => Some(solved.for_mover()),
            _ => None,
        })
        .collect();
    let shades = Shades::of(&endings);
    let mut chosen = None;
    egui::ScrollArea::vertical()
        .id_salt("options")
        .max_height(220.0)
        // As high as that even low on a small window, where the height left on
        // the screen would squeeze it to a row or two.
        .min_scrolled_height(220.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            if analysis.options.is_empty() {
                ui.label(tr!(lang, "hints-no-move"));
            }
            let mut options: Vec<(&OptionInfo, Option<MoveEnding>)> = analysis
                .options
                .iter()
                .zip(endings.iter().copied())
                .collect();
            if hints {
                // Winning moves first; the sort is stable, so the core's order stays.
                options.sort_by_key(|(o, _)| !o.winning);
            }
            for (o, ending) in options {
                let label = labels::describe(rules, o.mv, names, lang);
                let button = if hints {
                    hinted(ui, o, &label, ending, remote, &shades, lang)
                } else {
                    egui::Button::new(RichText::new(label))
                };
                if ui.add_enabled(enabled, button.wrap()).clicked() {
                    chosen = Some(o.mv);
                }
            }
            if analysis.more_options {
                ui.label(tr!(lang, "hints-more"));
            }
        });
    chosen
}

/// An option's button with its hint: the glyph, where it leads and how the game ends after
/// it, shaded by how soon.
fn hinted<'a>(
    ui: &Ui,
    o: &OptionInfo,
    label: &str,
    ending: Option<MoveEnding>,
    remote: &Remote,
    shades: &Shades,
    lang: Lang,
) -> egui::Button<'a> {
    // Misère play has no Grundy values, and a large Wythoff position none within the
    // table: say where the move leads instead.
    let value = match (&o.value_after, o.winning) {
        (Ok(v), _) => tr!(lang, "hints-to-value", value = v.to_string()),
        (Err(_), true) => tr!(lang, "hints-to-p"),
        (Err(_), false) => tr!(lang, "hints-to-n"),
    };
    let (glyph, color) = if o.winning {
        (WINNING_GLYPH, WINNING)
    } else {
        (LOSING_GLYPH, LOSING)
    };
    let end = match (ending, remote.option(o.mv)) {
        (Some(ending), _) => ending_text(ending, lang),
        (None, Some(Err(_))) => tr!(lang, "hints-remoteness-unknown"),
        // While the search runs, a text as long as its answer's, so that nothing moves.
        (None, _) if matches!(remote, Remote::Computing) && o.winning => {
            tr!(lang, "hints-win-in", moves = "…")
        }
        (None, _) if matches!(remote, Remote::Computing) => tr!(lang, "hints-lose-in", moves = "…"),
        (None, _) => String::new(),
    };
    let text = if end.is_empty() {
        format!("{glyph} {label} {value}")
    } else {
        format!("{glyph} {label} {value} · {end}")
    };
    match ending {
        Some(ending) => {
            let fill = ui
                .visuals()
                .extreme_bg_color
                .lerp_to_gamma(color, shades.strength(ending));
            // Dark text on a light fill, light text on a dark one.
            let ink = if fill.intensity() > 0.55 {
                Color32::BLACK
            } else {
                Color32::WHITE
            };
            egui::Button::new(RichText::new(text).color(ink)).fill(fill)
        }
        None => egui::Button::new(RichText::new(text).color(color)),
    }
}

/// The range of the endings shown, to shade each: the sooner the game ends, the stronger
/// the colour (the quickest win and the quickest loss are the strongest).
#[derive(Clone, Copy, Debug)]
struct Shades {
    fewest: u64,
    most: u64,
}

impl Shades {
    fn of(endings: &[Option<MoveEnding>]) -> Self {
        let known = endings.iter().flatten().map(|e| e.moves);
        Self {
            fewest: known.clone().min().unwrap_or(0),
            most: known.max().unwrap_or(0),
        }
    }

    /// How much of the move's colour its fill takes: 0.85 for the soonest ending, 0.3 for
    /// the latest.
    fn strength(&self, ending: MoveEnding) -> f32 {
        let span = self.most.saturating_sub(self.fewest);
        if span == 0 {
            return 0.85;
        }
        let late = ending.moves.saturating_sub(self.fewest) as f32 / span as f32;
        0.85 - 0.55 * late
    }
}

/// `Grundy value 2; N-position: the player to move wins`, each part the core's answer or
/// its reason for giving none.
fn summary(rules: &Rules, analysis: &Analysis, lang: Lang) -> String {
    // The core's reasons are in English; in another language, its own words for them.
    let why = |e: &grundy::error::SumError| {
        if lang == Lang::En {
            reason(rules, e)
        } else {
            e.localize(lang)
        }
    };
    let value = match &analysis.value {
        Ok(v) => tr!(lang, "hints-value", value = v.to_string()),
        Err(e) => tr!(lang, "hints-value-none", reason = why(e)),
    };
    let outcome = match &analysis.outcome {
        Ok(Outcome::P) => tr!(lang, "hints-p"),
        Ok(Outcome::N) => tr!(lang, "hints-n"),
        Err(e) => tr!(lang, "hints-outcome-unknown", reason = why(e)),
    };
    tr!(lang, "hints-summary", value = value, outcome = outcome)
}

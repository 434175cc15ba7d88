//! The charts of the game so far (with hints): the Grundy value after each move, with the
//! wins thrown away marked, and the remoteness of each position from both players' side.

use egui::{RichText, Ui};
use egui_plot::{Line, MarkerShape, Plot, Points};
use grundy::Outcome;
use grundy::ending::Player;
use grundy::strategy::{SearchError, Solved};
use grundy_i18n::{Lang, tr};

use crate::model::session::Session;
use crate::ui::widgets::{LOSING, LOSING_GLYPH, WINNING, integer_marks, y_axis};

/// The colour of the first player in the remoteness chart (Okabe–Ito blue).
const FIRST: egui::Color32 = WINNING;
/// The colour of the second player (Okabe–Ito orange).
const SECOND: egui::Color32 = egui::Color32::from_rgb(0xE6, 0x9F, 0x00);
/// The height of each chart.
const CHART_HEIGHT: f32 = 140.0;

/// The Grundy value after each move (the outcome, 1 for N and 0 for P, where the core gives
/// no value: misère play), with ✖ on every move that threw a win away. `start_value` and
/// `start_outcome` are the core's answers at the start. In `lang`.
pub fn value_chart(
    ui: &mut Ui,
    game: &Session,
    start_value: Option<grundy::Nimber>,
    start_outcome: Option<Outcome>,
    lang: Lang,
) {
    let by_value = start_value.is_some();
    let plies = &game.turns.plies;
    let mut points = Vec::with_capacity(plies.len() + 1);
    let start_y = match start_value {
        Some(v) => v.get() as f64,
        None => f64::from(u8::from(start_outcome == Some(Outcome::N))),
    };
    points.push([0.0, start_y]);
    for (i, ply) in plies.iter().enumerate() {
        let y = match ply.value_after {
            Some(v) if by_value => v.get() as f64,
            _ => f64::from(u8::from(ply.p_after == Some(false))),
        };
        points.push([i as f64 + 1.0, y]);
    }
    let thrown: Vec<[f64; 2]> = plies
        .iter()
        .enumerate()
        .filter(|(_, p)| p.threw_away_win)
        .filter_map(|(i, _)| points.get(i + 1).copied())
        .collect();
    let title = if by_value {
        "chart-value-title"
    } else {
        "chart-outcome-title"
    };
    ui.strong(tr!(lang, title));
    let last = points.len() as f64 - 1.0;
    let top = points.iter().map(|p| p[1]).fold(1.0, f64::max);
    Plot::new("value history")
        // A little room at both ends, so that no point sits on the frame.
        .include_x(-0.3)
        .include_x(last.max(4.0) + 0.3)
        .include_y(0.0)
        // Room above the highest point, so that no mark sits on the frame and the top
        // mark's label is not cut.
        .include_y(top * 1.15 + 0.5)
        .height(CHART_HEIGHT)
        .y_grid_spacer(integer_marks)
        .custom_y_axes(vec![y_axis(false)])
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .x_grid_spacer(integer_marks)
        .custom_x_axes(vec![x_axis(lang)])
        .show(ui, |plot| {
            let series = tr!(
                lang,
                if by_value {
                    "chart-value"
                } else {
                    "chart-outcome"
                }
            );
            plot.line(Line::new(series.clone(), points.clone()).color(WINNING));
            plot.points(
                Points::new(series, points)
                    .shape(MarkerShape::Circle)
                    .radius(3.0)
                    .color(WINNING),
            );
            plot.points(
                Points::new(tr!(lang, "chart-threw"), thrown)
                    .shape(MarkerShape::Cross)
                    .radius(6.0)
                    .color(LOSING),
            );
        });
    // The key under the chart, where it covers no point.
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("●").color(WINNING));
        ui.label(tr!(
            lang,
            if by_value {
                "chart-value-key"
            } else {
                "chart-outcome-key"
            }
        ));
        ui.label(RichText::new(LOSING_GLYPH).color(LOSING));
        ui.label(tr!(lang, "chart-threw-key"));
    });
}

/// The remoteness of the position after each move of the game, from both players' side
/// (a visual value history): above the axis when the player who moved first wins from
/// there with perfect play, below when the other does; the farther from the axis, the
/// longer the game still lasts. `solved` holds the core's search of each position of the
/// game, the start first: while it runs, `solved` is empty and `note` says so (the chart
/// keeps its place, so that nothing below it moves when the answer comes). In `lang`.
pub fn remoteness_chart(
    ui: &mut Ui,
    game: &Session,
    solved: &[Result<Solved, SearchError>],
    note: &str,
    lang: Lang,
) {
    ui.strong(tr!(lang, "chart-remoteness-title"));
    let mut first = Vec::new();
    let mut second = Vec::new();
    let mut line = Vec::new();
    let mut unknown = 0;
    for (plies, s) in solved.iter().enumerate() {
        let Ok(s) = s else {
            unknown += 1;
            continue;
        };
        let winner = s.outcome.winner(Player::to_move_after(plies as u64));
        let r = s.remoteness as f64;
        let point = if winner == Player::First {
            [plies as f64, r]
        } else {
            [plies as f64, -r]
        };
        line.push(point);
        if winner == Player::First {
            first.push(point);
        } else {
            second.push(point);
        }
    }
    let top = line.iter().map(|p| p[1].abs()).fold(1.0, f64::max);
    Plot::new("remoteness history")
        .include_x(-0.3)
        .include_x((game.turns.plies.len() as f64).max(4.0) + 0.3)
        .include_y(top * 1.15 + 0.5)
        .include_y(-top * 1.15 - 0.5)
        .height(CHART_HEIGHT)
        .y_grid_spacer(integer_marks)
        .custom_y_axes(vec![y_axis(true)])
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .x_grid_spacer(integer_marks)
        .custom_x_axes(vec![x_axis(lang)])
        .show(ui, |plot| {
            plot.hline(egui_plot::HLine::new("axis", 0.0).color(ui_weak(plot)));
            let remoteness = tr!(lang, "chart-remoteness");
            plot.line(Line::new(remoteness, line).color(ui_weak(plot)));
            plot.points(
                Points::new(
                    tr!(
                        lang,
                        "chart-wins",
                        name = game.turns.player_name(0, lang),
                        who = game.turns.person(0)
                    ),
                    first,
                )
                .shape(MarkerShape::Up)
                .filled(true)
                .radius(5.0)
                .color(FIRST),
            );
            plot.points(
                Points::new(
                    tr!(
                        lang,
                        "chart-wins",
                        name = game.turns.player_name(1, lang),
                        who = game.turns.person(1)
                    ),
                    second,
                )
                .shape(MarkerShape::Down)
                .filled(true)
                .radius(5.0)
                .color(SECOND),
            );
        });
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("▲").color(FIRST));
        ui.label(tr!(
            lang,
            "chart-above",
            name = game.turns.player_name(0, lang),
            who = game.turns.person(0)
        ));
        ui.label(RichText::new("▼").color(SECOND));
        ui.label(tr!(
            lang,
            "chart-below",
            name = game.turns.player_name(1, lang),
            who = game.turns.person(1)
        ));
    });
    if unknown > 0 {
        ui.label(tr!(lang, "chart-left-out", count = unknown as u64));
    } else {
        ui.label(note);
    }
}

/// The x axis of the charts: the moves, each mark labelled.
fn x_axis(lang: Lang) -> egui_plot::AxisHints<'static> {
    egui_plot::AxisHints::new_x()
        .label(tr!(lang, "chart-move"))
        .label_spacing(20.0..=24.0)
        .formatter(|mark, _| format!("{:.0}", mark.value + 0.0))
}

/// The grey of the chart's axis and line.
fn ui_weak(_plot: &egui_plot::PlotUi<'_>) -> egui::Color32 {
    egui::Color32::from_gray(128)
}

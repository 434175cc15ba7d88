//! The game so far: the move list and the chart of the value after each move.

use egui::{RichText, Ui};
use egui_plot::{Legend, Line, MarkerShape, Plot, Points};
use grundy::Outcome;

use crate::games::{LOSING, LOSING_GLYPH, WINNING};
use crate::session::Session;

/// The numbers of a position: `3 4 5`, or for a sum `1 2 + 2 3 + 6`.
pub fn join(parts: &[Vec<u64>]) -> String {
    let parts: Vec<String> = parts
        .iter()
        .map(|numbers| {
            if numbers.is_empty() {
                "(no piles)".to_owned()
            } else {
                let n: Vec<String> = numbers.iter().map(u64::to_string).collect();
                n.join(" ")
            }
        })
        .collect();
    parts.join(" + ")
}

/// The moves made, each with the position it left and a mark on a win thrown away.
pub fn move_list(ui: &mut Ui, game: &Session) {
    ui.strong("Move list");
    egui::ScrollArea::vertical()
        .id_salt("moves")
        .max_height(220.0)
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            ui.label(format!("Start: {}", join(&game.start)));
            for (i, ply) in game.plies.iter().enumerate() {
                let who = game.name(i % 2);
                let mut line = format!("{}. {who}: {} → {}", i + 1, ply.label, join(&ply.after));
                if let Some(note) = ply.note {
                    line.push_str(&format!(" ({note})"));
                }
                if ply.threw_away_win {
                    ui.label(
                        RichText::new(format!("{line}  {LOSING_GLYPH} threw away a win"))
                            .color(LOSING),
                    );
                } else {
                    ui.label(line);
                }
            }
        });
}

/// The Grundy value after each move (the outcome, 1 for N and 0 for P, where the core gives
/// no value: misère play), with ✖ on every move that threw a win away. `start_value` and
/// `start_outcome` are the core's answers at the start.
pub fn value_chart(
    ui: &mut Ui,
    game: &Session,
    start_value: Option<u128>,
    start_outcome: Option<Outcome>,
) {
    let by_value = start_value.is_some();
    let mut points = Vec::with_capacity(game.plies.len() + 1);
    let start_y = match start_value {
        Some(v) => v as f64,
        None => f64::from(u8::from(start_outcome == Some(Outcome::N))),
    };
    points.push([0.0, start_y]);
    for (i, ply) in game.plies.iter().enumerate() {
        let y = match ply.value_after {
            Some(v) if by_value => v as f64,
            _ => f64::from(u8::from(ply.p_after == Some(false))),
        };
        points.push([i as f64 + 1.0, y]);
    }
    let thrown: Vec<[f64; 2]> = game
        .plies
        .iter()
        .enumerate()
        .filter(|(_, p)| p.threw_away_win)
        .filter_map(|(i, _)| points.get(i + 1).copied())
        .collect();
    let title = if by_value {
        "Grundy value after each move (0 = P-position)"
    } else {
        "Outcome after each move (1 = N, 0 = P)"
    };
    ui.strong(title);
    let last = points.len() as f64 - 1.0;
    let top = points.iter().map(|p| p[1]).fold(1.0, f64::max);
    Plot::new("value history")
        .include_x(0.0)
        .include_x(last.max(4.0))
        .include_y(0.0)
        .include_y(top)
        .height(150.0)
        .legend(Legend::default())
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .x_axis_label("move")
        .show(ui, |plot| {
            plot.line(Line::new("value", points.clone()).color(WINNING));
            plot.points(
                Points::new("value", points)
                    .shape(MarkerShape::Circle)
                    .radius(3.0)
                    .color(WINNING),
            );
            plot.points(
                Points::new(format!("{LOSING_GLYPH} threw away a win"), thrown)
                    .shape(MarkerShape::Cross)
                    .radius(6.0)
                    .color(LOSING),
            );
        });
}

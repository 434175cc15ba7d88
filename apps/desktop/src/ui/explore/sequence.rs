//! What the sequence pages share: a plot of the first values with the preperiod and the
//! first period block marked, the table of values (virtualised, with a CSV button), which
//! part of the period a heap is in, and the rows setting.

use egui::{Color32, RichText, Ui};
use egui_plot::{Line, Plot, VLine};
use grundy::sg::{Part, Period};
use grundy_i18n::{Lang, tr};

use crate::model::sequences::MAX_ROWS;
use crate::ui::export::{self, Exporter};
use crate::ui::widgets::{integer_marks, y_axis};

/// Values plotted at most.
pub const PLOT_POINTS: usize = 2_000;

/// The colour of the preperiod in plots and tables.
pub const PRE_COLOR: Color32 = Color32::from_rgb(0x7a, 0x4f, 0x9a);
/// The colour of the first period block.
pub const PERIOD_COLOR: Color32 = Color32::from_rgb(0x2a, 0x7a, 0x6a);

/// The columns of a sequence whose rows say which part of the period they are in.
pub const PART_COLUMNS: &[&str] = &[
    "explore-column-n",
    "explore-column-g",
    "explore-column-part",
];

/// A sequence's first `rows` values as a table under the message ids `columns`, with a
/// button that saves the same rows as CSV.
pub struct SequenceTable {
    /// The table's egui id.
    pub id: &'static str,
    /// The message ids of the column headers.
    pub columns: &'static [&'static str],
    /// How many rows, from n = 0.
    pub rows: usize,
}

impl SequenceTable {
    /// The CSV button and the table: `row(n)` gives row n's cells and colour; the file is
    /// named by `name`, and its rows are computed only when the button is clicked.
    pub fn show(
        &self,
        ui: &mut Ui,
        exporter: &mut Exporter,
        lang: Lang,
        row: impl Fn(u64) -> (Vec<String>, Option<Color32>),
        name: impl FnOnce() -> String,
    ) {
        let headers: Vec<String> = self
            .columns
            .iter()
            .map(|id| grundy_i18n::tr(lang, id, &[]))
            .collect();
        let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
        if ui.button(tr!(lang, "explore-save-csv")).clicked() {
            let text = export::csv(&headers, (0..self.rows as u64).map(|n| row(n).0));
            exporter.save(name(), text.into_bytes());
        }
        table(ui, self.id, self.rows, &headers, row);
    }
}

/// Which part of a certified period heap `n` is in ([`Period::part`]): the preperiod, or
/// the phase within the period, with the colour of the preperiod or of the first period
/// block (none later).
pub fn period_part(period: Period, n: u64, lang: Lang) -> (String, Option<Color32>) {
    match period.part(n) {
        Part::Preperiod => (tr!(lang, "explore-preperiod"), Some(PRE_COLOR)),
        Part::Period { block, phase } => (
            tr!(lang, "explore-period-phase", phase = phase),
            (block == 0).then_some(PERIOD_COLOR),
        ),
    }
}

/// The key of the colours of the preperiod and the first period block.
pub fn period_key(ui: &mut Ui, lang: Lang) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("■").color(PRE_COLOR));
        ui.label(tr!(lang, "explore-preperiod"));
        ui.label(RichText::new("■").color(PERIOD_COLOR));
        ui.label(tr!(lang, "explore-first-period"));
    });
}

/// The number of rows of the tables.
pub fn rows_setting(ui: &mut Ui, rows: &mut usize, lang: Lang) {
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang, "explore-rows"));
        ui.add(egui::DragValue::new(rows).range(1..=MAX_ROWS))
            .labelled_by(l.id);
    });
}

/// The first values of a sequence as a line, with the preperiod and the first period
/// block marked when given and within the values plotted (a period longer than the plot,
/// as 0.16's, would stretch the x axis far past the values).
pub fn sequence_plot(
    ui: &mut Ui,
    id: &str,
    rows: usize,
    value: &dyn Fn(u64) -> f64,
    period: Option<(usize, usize)>,
    lang: Lang,
) {
    let n = rows.min(PLOT_POINTS) as u64;
    let points: Vec<[f64; 2]> = (0..n).map(|i| [i as f64, value(i)]).collect();
    let top = points.iter().map(|p| p[1]).fold(1.0, f64::max);
    let last = n.saturating_sub(1) as f64;
    Plot::new(id)
        .height(160.0)
        .allow_scroll(false)
        .include_x(0.0)
        .include_x(last.max(1.0))
        .include_y(0.0)
        // Room above the highest value, so that its mark's label is not cut.
        .include_y(top * 1.15 + 0.5)
        .x_axis_label("n")
        .y_grid_spacer(integer_marks)
        .custom_y_axes(vec![y_axis(false).label("g(n)")])
        .show(ui, |plot| {
            plot.line(Line::new("g(n)", points.clone()));
            plot.points(egui_plot::Points::new(tr!(lang, "explore-values"), points).radius(2.0));
            for (first, x) in period_lines(period, n) {
                let (name, color) = if first {
                    (tr!(lang, "explore-first-period-ends"), PERIOD_COLOR)
                } else {
                    (tr!(lang, "explore-preperiod-ends"), PRE_COLOR)
                };
                plot.vline(VLine::new(name, x as f64).color(color));
            }
        });
}

/// Where the preperiod ends (`false`) and the first period block ends (`true`), for the
/// lines that fall within a plot of the values of heaps `0..n`.
fn period_lines(period: Option<(usize, usize)>, n: u64) -> Vec<(bool, u64)> {
    let Some((pre, p)) = period else {
        return Vec::new();
    };
    [(false, pre), (true, pre.saturating_add(p))]
        .into_iter()
        .map(|(first, x)| (first, x as u64))
        .filter(|&(_, x)| x < n)
        .collect()
}

/// A virtualised table: only the visible rows are built.
pub fn table(
    ui: &mut Ui,
    id: &str,
    rows: usize,
    headers: &[&str],
    row: impl Fn(u64) -> (Vec<String>, Option<Color32>),
) {
    let width = 150.0;
    ui.horizontal(|ui| {
        for h in headers {
            ui.add_sized([width, 18.0], egui::Label::new(RichText::new(*h).strong()));
        }
    });
    let height = ui.text_style_height(&egui::TextStyle::Body);
    egui::ScrollArea::vertical()
        .id_salt(id)
        .auto_shrink([false, false])
        .show_rows(ui, height, rows, |ui, range| {
            for n in range {
                let (cells, color) = row(n as u64);
                ui.horizontal(|ui| {
                    for c in cells {
                        let text = match color {
                            Some(col) => {
                                RichText::new(c).color(Color32::WHITE).background_color(col)
                            }
                            None => RichText::new(c),
                        };
                        ui.add_sized([width, height], egui::Label::new(text));
                    }
                });
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_period_longer_than_the_plot_draws_no_line_past_it() {
        // Kayles: preperiod 71, period 12, both lines within 2000 values.
        assert_eq!(
            period_lines(Some((71, 12)), 2000),
            [(false, 71), (true, 83)]
        );
        // 0.16: the first block ends at 149459 + its preperiod, far past the values plotted,
        // which once stretched the x axis to 260 000 and left the values a smear at 0.
        assert_eq!(period_lines(Some((110_000, 149_459)), 2000), []);
        assert_eq!(period_lines(None, 2000), []);
    }
}

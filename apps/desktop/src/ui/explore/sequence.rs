//! What the sequence pages share: a plot of the first values with the preperiod and the
//! first period block marked, the table of values (virtualised, with a CSV button), which
//! part of the period a heap is in, and the rows setting.

use egui::{Color32, RichText, Ui};
use egui_plot::{Line, Plot, VLine};
use grundy::sg::{Part, Period};
use grundy_i18n::{Lang, tr};

use crate::model::sequences::MAX_ROWS;
use crate::ui::export::{self, Exporter};

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
/// block marked when given.
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
    Plot::new(id)
        .height(160.0)
        .allow_scroll(false)
        .x_axis_label("n")
        .y_axis_label("g(n)")
        .show(ui, |plot| {
            plot.line(Line::new("g(n)", points.clone()));
            plot.points(egui_plot::Points::new(tr!(lang, "explore-values"), points).radius(2.0));
            if let Some((pre, p)) = period {
                let pre_ends = tr!(lang, "explore-preperiod-ends");
                let first_ends = tr!(lang, "explore-first-period-ends");
                plot.vline(VLine::new(pre_ends, pre as f64).color(PRE_COLOR));
                plot.vline(VLine::new(first_ends, (pre + p) as f64).color(PERIOD_COLOR));
            }
        });
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

//! The Sprague–Grundy explorer: Grundy sequences as plots and virtualised tables (Set Nim
//! with its certified period, Split Nim, Bash) and Wythoff's table as a heat map. Every
//! value comes from the core; long computations are tasks (task.rs), run on a thread, or
//! in a web worker in the browser.

use std::fmt;
use std::sync::Arc;

use egui::{Color32, ColorImage, RichText, TextureHandle, TextureOptions, Ui, Vec2};
use egui_plot::{Line, Plot, VLine};
use grundy::sg::TableError;
use grundy::{Bash, Outcome, RulesError, SplitNim, Wythoff};
use grundy_i18n::{Lang, Localize, tr};
use serde::{Deserialize, Serialize};

use crate::explore_octal::OctalExplorer;
use crate::export::{self, Exporter};
use crate::job::{Background, Job, Status, waker};
use crate::task::{SetNimSequence, SetSequence, WythoffGrid};

/// Rows a table offers at most.
pub const MAX_ROWS: usize = 100_000;
/// Cells of the Set Nim table at most (its length bounds the period that can be certified):
/// the capacity every host front end plays with.
pub const MAX_SET_TABLE: usize = grundy_host::SET_NIM_TABLE;
/// The Wythoff heat map's side at most (the core's bitset allows 2048).
pub const MAX_WYTHOFF: usize = 1024;
/// Values plotted at most.
pub(crate) const PLOT_POINTS: usize = 2_000;

/// The explorer's pages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Page {
    /// Set Nim.
    #[default]
    SetNim,
    /// Split Nim.
    SplitNim,
    /// Bash.
    Bash,
    /// Wythoff.
    Wythoff,
    /// Octal games.
    Octal,
}

impl Page {
    const ALL: [Self; 5] = [
        Self::SetNim,
        Self::SplitNim,
        Self::Bash,
        Self::Wythoff,
        Self::Octal,
    ];

    /// The page's name in `lang`.
    fn name(self, lang: Lang) -> String {
        let id = match self {
            Self::SetNim => "explore-set-nim",
            Self::SplitNim => "explore-split-nim",
            Self::Bash => "explore-bash",
            Self::Wythoff => "explore-wythoff",
            Self::Octal => "explore-octal",
        };
        tr!(lang, id)
    }
}

/// The explorer's settings (they persist).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ExploreSettings {
    /// The page shown.
    pub page: Page,
    /// Set Nim: the set, as typed.
    pub set_text: String,
    /// Set Nim: the table length N.
    pub table: usize,
    /// Rows in the tables.
    pub rows: usize,
    /// Bash: k.
    pub k: u64,
    /// Wythoff: the side of the map.
    pub side: usize,
    /// Octal games: the code, as typed.
    pub code_text: String,
    /// Octal games: the table length.
    pub octal_table: usize,
}

impl Default for ExploreSettings {
    fn default() -> Self {
        Self {
            page: Page::SetNim,
            set_text: "2 5 7".to_owned(),
            table: 4096,
            rows: 10_000,
            k: 3,
            side: 64,
            code_text: "0.77".to_owned(),
            octal_table: 1 << 16,
        }
    }
}

/// Why the explorer has no Set Nim sequence to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetError {
    /// A word of the set is not a number (the grammar says why: [`SetError::localize`]).
    Number(String),
    /// The core refuses the set, or certifies no period within the table.
    Rules(RulesError),
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for SetError {
    /// `"x" is not a number: …` with the grammar's reason, or the core's.
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Number(word) => not_a_number(lang, word),
            Self::Rules(e) => e.localize(lang),
        }
    }
}

/// `"x" is not a number: …`, the hosts' grammar saying why `word` is not one.
pub(crate) fn not_a_number(lang: Lang, word: &str) -> String {
    let reason = match grundy_host::parse_number(word) {
        Err(e) => e.localize(lang),
        Ok(_) => String::new(),
    };
    tr!(lang, "not-a-number", text = word, error = reason)
}

type SetResult = Result<Arc<SetSequence>, SetError>;

/// A computed Wythoff table and its image.
pub struct WythoffMap {
    side: usize,
    values: Vec<u32>,
    texture: Option<TextureHandle>,
    /// Where the map was last drawn, to cut it out of a screenshot.
    shown: Option<egui::Rect>,
}

impl std::fmt::Debug for WythoffMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WythoffMap")
            .field("side", &self.side)
            .finish_non_exhaustive()
    }
}

/// The explorer's computations (they do not persist).
#[derive(Debug, Default)]
pub struct Explorer {
    /// The Set Nim sequence for a set as typed and a table size.
    set: Background<(String, usize), SetResult>,
    /// The Wythoff table for a side.
    wythoff: Background<usize, Result<Vec<u32>, TableError>>,
    /// The image of the latest table.
    map: Option<WythoffMap>,
    /// The octal games' page.
    octal: OctalExplorer,
}

/// The elements of a set typed with spaces or commas, each read by the hosts' grammar.
pub(crate) fn set_elements(text: &str) -> Result<Vec<u64>, SetError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| grundy_host::parse_number(t).map_err(|_| SetError::Number(t.to_owned())))
        .collect()
}

impl Explorer {
    /// Shows the explorer; its tables and pictures are saved through `exporter`.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        settings: &mut ExploreSettings,
        exporter: &mut Exporter,
        lang: Lang,
    ) {
        ui.horizontal_wrapped(|ui| {
            for page in Page::ALL {
                if ui
                    .selectable_label(settings.page == page, page.name(lang))
                    .clicked()
                {
                    settings.page = page;
                }
            }
        });
        ui.separator();
        exporter.status(ui, lang);
        match settings.page {
            Page::SetNim => self.set_nim(ui, settings, exporter, lang),
            Page::SplitNim => split_nim(ui, settings, exporter, lang),
            Page::Bash => bash(ui, settings, exporter, lang),
            Page::Wythoff => self.wythoff(ui, settings, exporter, lang),
            Page::Octal => self.octal.ui(ui, settings, exporter, lang),
        }
    }

    fn set_nim(
        &mut self,
        ui: &mut Ui,
        settings: &mut ExploreSettings,
        exporter: &mut Exporter,
        lang: Lang,
    ) {
        let mut start = false;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr!(lang, "explore-set"));
            let field = ui
                .text_edit_singleline(&mut settings.set_text)
                .labelled_by(l.id);
            start |= field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let l = ui.label(tr!(lang, "explore-table-size-max", max = MAX_SET_TABLE));
            ui.add(egui::DragValue::new(&mut settings.table).range(16..=MAX_SET_TABLE))
                .labelled_by(l.id);
            start |= ui.button(tr!(lang, "explore-compute")).clicked();
        });
        if start || self.set.key().is_none() {
            let text = settings.set_text.clone();
            let n = settings.table.clamp(16, MAX_SET_TABLE);
            let waker = waker(ui.ctx());
            let task = SetNimSequence {
                set_text: text.clone(),
                table: n,
            };
            self.set.ensure((text, n), || {
                Job::task(Some(&waker), "the Grundy sequence", task, |s| {
                    s.map(Arc::new)
                })
            });
        }
        let Some(game) = finished(ui, lang, self.set.status()) else {
            return;
        };
        // A certified period of S itself gives every pile; otherwise (no period within the
        // table) the rules give the piles up to their limit, exactly.
        let period = match game.period() {
            Some(period) if game.limit() == u64::MAX => Some(period),
            _ => None,
        };
        let rows = match period {
            Some(_) => settings.rows,
            None => settings
                .rows
                .min(usize::try_from(game.limit()).map_or(usize::MAX, |l| l.saturating_add(1))),
        };
        match period {
            Some(period) => {
                let (pre, p) = (period.preperiod, period.period);
                ui.label(
                    RichText::new(tr!(
                        lang,
                        "explore-set-period",
                        set = game.set().to_string(),
                        pre = pre,
                        period = p
                    ))
                    .strong(),
                );
            }
            None => {
                ui.label(
                    RichText::new(tr!(
                        lang,
                        "explore-set-no-period",
                        set = game.set().to_string(),
                        table = settings.table.clamp(16, MAX_SET_TABLE),
                        max = MAX_SET_TABLE,
                        limit = game.limit()
                    ))
                    .strong(),
                );
            }
        }
        rows_setting(ui, settings, lang);
        let values = |n: u64| f64::from(game.grundy_of(n).unwrap_or(0));
        // Enough of the sequence to see the preperiod and three period blocks.
        let marks = period.map(|p| (p.preperiod, p.period));
        let shown = marks
            .map_or(200, |(pre, p)| (pre + 3 * p).clamp(60, PLOT_POINTS))
            .min(rows);
        sequence_plot(ui, "set nim plot", shown, &values, marks, lang);
        if marks.is_some() {
            period_key(ui, lang);
        }
        let row = |n: u64| {
            let (part, color) = period.map_or((String::new(), None), |p| period_part(p, n, lang));
            let value = game
                .grundy_of(n)
                .map_or_else(|| "?".to_owned(), |g| g.to_string());
            (vec![n.to_string(), value, part], color)
        };
        let name = || {
            let set = settings.set_text.split_whitespace().collect::<Vec<_>>();
            format!("set-nim-{}.csv", set.join("-"))
        };
        let table = SequenceTable {
            id: "set nim table",
            columns: PART_COLUMNS,
            rows,
        };
        table.show(ui, exporter, lang, row, name);
    }

    fn wythoff(
        &mut self,
        ui: &mut Ui,
        settings: &mut ExploreSettings,
        exporter: &mut Exporter,
        lang: Lang,
    ) {
        let mut start = false;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr!(lang, "explore-side"));
            ui.add(egui::DragValue::new(&mut settings.side).range(4..=MAX_WYTHOFF))
                .labelled_by(l.id);
            start |= ui.button(tr!(lang, "explore-compute")).clicked();
        });
        ui.label(tr!(lang, "explore-wythoff-about"));
        if start || self.wythoff.key().is_none() {
            let side = settings.side.clamp(4, MAX_WYTHOFF);
            let waker = waker(ui.ctx());
            self.wythoff.ensure(side, || {
                Job::task(
                    Some(&waker),
                    "the Wythoff table",
                    WythoffGrid { side },
                    |t| t,
                )
            });
        }
        let side = self.wythoff.key().copied().unwrap_or(0);
        match self.wythoff.status() {
            Status::Idle => {}
            Status::Running(job) => job.progress_in(ui, lang),
            Status::Ready(Ok(values)) => {
                if self.map.as_ref().is_none_or(|m| m.side != side) {
                    self.map = Some(WythoffMap {
                        side,
                        values: values.clone(),
                        texture: None,
                        shown: None,
                    });
                }
                if let Some(map) = &mut self.map {
                    heat_map(ui, map, exporter, lang);
                }
            }
            Status::Ready(Err(e)) => error_line(ui, lang, &e.localize(lang)),
            Status::Failed(e) => error_line(ui, lang, &e.localize(lang)),
        }
    }
}

/// The colour of the preperiod in plots and tables.
pub(crate) const PRE_COLOR: Color32 = Color32::from_rgb(0x7a, 0x4f, 0x9a);
/// The colour of the first period block.
pub(crate) const PERIOD_COLOR: Color32 = Color32::from_rgb(0x2a, 0x7a, 0x6a);

/// The value a finished job gave; otherwise `None`, once the page shows why there is none
/// yet: the job's progress, or its error (or the computation's) in the language shown.
pub(crate) fn finished<T: Send + Sync + 'static, E: Localize + Send + 'static>(
    ui: &mut Ui,
    lang: Lang,
    status: Status<'_, Result<Arc<T>, E>>,
) -> Option<Arc<T>> {
    match status {
        Status::Idle => None,
        Status::Running(job) => {
            job.progress_in(ui, lang);
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

/// `Error: …` in the error colour.
pub(crate) fn error_line(ui: &mut Ui, lang: Lang, error: &str) {
    ui.colored_label(
        ui.visuals().error_fg_color,
        tr!(lang, "error-line", error = error),
    );
}

/// The columns of a sequence whose rows say which part of the period they are in.
pub(crate) const PART_COLUMNS: &[&str] = &[
    "explore-column-n",
    "explore-column-g",
    "explore-column-part",
];

/// A sequence's first `rows` values as a table under the message ids `columns`, with a
/// button that saves the same rows as CSV.
pub(crate) struct SequenceTable {
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
    pub(crate) fn show(
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
            exporter.save(ui.ctx(), name(), text.into_bytes());
        }
        table(ui, self.id, self.rows, &headers, row);
    }
}

/// Which part of a certified period heap `n` is in: the preperiod, or the phase within the
/// period, with the colour of the preperiod or of the first period block (none later).
pub(crate) fn period_part(
    period: grundy::sg::Period,
    n: u64,
    lang: Lang,
) -> (String, Option<Color32>) {
    let pre = period.preperiod as u64;
    if n < pre {
        return (tr!(lang, "explore-preperiod"), Some(PRE_COLOR));
    }
    let phase = period.index(n) - period.preperiod;
    let color = (n < pre + period.period as u64).then_some(PERIOD_COLOR);
    (tr!(lang, "explore-period-phase", phase = phase), color)
}

/// The key of the colours of the preperiod and the first period block.
pub(crate) fn period_key(ui: &mut Ui, lang: Lang) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("■").color(PRE_COLOR));
        ui.label(tr!(lang, "explore-preperiod"));
        ui.label(RichText::new("■").color(PERIOD_COLOR));
        ui.label(tr!(lang, "explore-first-period"));
    });
}

/// The number of rows of the tables.
pub(crate) fn rows_setting(ui: &mut Ui, settings: &mut ExploreSettings, lang: Lang) {
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang, "explore-rows"));
        ui.add(egui::DragValue::new(&mut settings.rows).range(1..=MAX_ROWS))
            .labelled_by(l.id);
    });
}

/// The first values of a sequence as a line, with the preperiod and the first period
/// block marked when given.
pub(crate) fn sequence_plot(
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
pub(crate) fn table(
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

fn split_nim(ui: &mut Ui, settings: &mut ExploreSettings, exporter: &mut Exporter, lang: Lang) {
    ui.label(RichText::new(tr!(lang, "explore-split-formula")).strong());
    rows_setting(ui, settings, lang);
    let value = |n: u64| SplitNim::grundy_of(n) as f64;
    sequence_plot(ui, "split plot", settings.rows.min(200), &value, None, lang);
    let row = |n: u64| {
        let g = SplitNim::grundy_of(n);
        (vec![n.to_string(), g.to_string(), format!("{g:b}")], None)
    };
    let table = SequenceTable {
        id: "split table",
        columns: &[
            "explore-column-n",
            "explore-column-g",
            "explore-column-binary",
        ],
        rows: settings.rows,
    };
    table.show(ui, exporter, lang, row, || "split-nim.csv".to_owned());
}

fn bash(ui: &mut Ui, settings: &mut ExploreSettings, exporter: &mut Exporter, lang: Lang) {
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang, "explore-k"));
        ui.add(egui::DragValue::new(&mut settings.k).range(1..=1_000_000))
            .labelled_by(l.id);
    });
    let Ok(game) = Bash::new(settings.k.max(1)) else {
        return;
    };
    ui.label(
        RichText::new(tr!(
            lang,
            "explore-bash-formula",
            k = game.max_take(),
            modulus = u128::from(game.max_take()) + 1
        ))
        .strong(),
    );
    rows_setting(ui, settings, lang);
    let value = |n: u64| game.residue(n) as f64;
    sequence_plot(ui, "bash plot", settings.rows.min(200), &value, None, lang);
    let row = |n: u64| {
        let outcome = match game.outcome_of(n) {
            Outcome::P => "P",
            Outcome::N => "N",
        };
        let cells = vec![
            n.to_string(),
            game.residue(n).to_string(),
            outcome.to_owned(),
        ];
        (cells, None)
    };
    let table = SequenceTable {
        id: "bash table",
        columns: &[
            "explore-column-n",
            "explore-column-g",
            "explore-column-outcome",
        ],
        rows: settings.rows,
    };
    table.show(ui, exporter, lang, row, || {
        format!("bash-k{}.csv", game.max_take())
    });
}

/// The table as an image, one pixel a cell, P-positions white, with its colour scale and
/// the buttons that save it.
fn heat_map(ui: &mut Ui, map: &mut WythoffMap, exporter: &mut Exporter, lang: Lang) {
    let side = map.side;
    let max = map.values.iter().copied().max().unwrap_or(1).max(1);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(lang, "explore-save-csv")).clicked() {
            exporter.save(
                ui.ctx(),
                format!("wythoff-{side}.csv"),
                wythoff_csv(map).into_bytes(),
            );
        }
        if ui.button(tr!(lang, "explore-save-png")).clicked()
            && let Some(rect) = map.shown
        {
            exporter.save_png(ui.ctx(), rect, format!("wythoff-{side}.png"));
        }
    });
    scale(ui, max, lang);
    let texture = map.texture.get_or_insert_with(|| {
        let mut image = ColorImage::filled([side, side], Color32::BLACK);
        for (i, pixel) in image.pixels.iter_mut().enumerate() {
            // Row 0 at the bottom: image row y shows pile b = side − 1 − y.
            let (y, a) = (i / side, i % side);
            let b = side - 1 - y;
            let v = map.values.get(b * side + a).copied().unwrap_or(0);
            *pixel = if Wythoff::outcome_of(a as u64, b as u64) == Outcome::P {
                Color32::WHITE
            } else {
                heat(v, max)
            };
        }
        ui.ctx()
            .load_texture("wythoff heat map", image, TextureOptions::NEAREST)
    });
    let avail = ui.available_size();
    let edge = avail.x.min(avail.y - 20.0).max(120.0);
    let response = ui.add(
        egui::Image::new((texture.id(), Vec2::splat(edge)))
            .sense(egui::Sense::hover())
            .alt_text(tr!(lang, "explore-heat-map-alt")),
    );
    map.shown = Some(response.rect);
    if let Some(pos) = response.hover_pos() {
        let rel = (pos - response.rect.min) / edge;
        let a = ((rel.x * side as f32) as usize).min(side - 1);
        let b = side - 1 - ((rel.y * side as f32) as usize).min(side - 1);
        let v = map.values.get(b * side + a).copied().unwrap_or(0);
        let outcome = match Wythoff::outcome_of(a as u64, b as u64) {
            Outcome::P => tr!(lang, "explore-p-position"),
            Outcome::N => tr!(lang, "explore-n-position"),
        };
        // Next to the pointer, where the eye is.
        response.on_hover_text_at_pointer(tr!(
            lang,
            "explore-cell",
            a = a,
            b = b,
            value = v,
            outcome = outcome
        ));
    }
    ui.label(tr!(
        lang,
        "explore-heat-map-caption",
        side = side,
        max = max
    ));
}

/// The heat map's colour scale: white for 0, then the ramp from 1 to `max`, with the values
/// at its ends and middle.
fn scale(ui: &mut Ui, max: u32, lang: Lang) {
    ui.horizontal(|ui| {
        ui.label(tr!(lang, "explore-scale"));
        let (rect, _) = ui.allocate_exact_size(Vec2::new(18.0, 16.0), egui::Sense::hover());
        ui.painter().rect_filled(rect, 0.0, Color32::WHITE);
        ui.label(tr!(lang, "explore-scale-zero"));
        ui.add_space(8.0);
        ui.label("1");
        let width = 240.0;
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, 16.0), egui::Sense::hover());
        let steps = 120;
        for i in 0..steps {
            let v = 1 + (u64::from(max.saturating_sub(1)) * i / (steps - 1)) as u32;
            let x0 = rect.left() + width * i as f32 / steps as f32;
            let x1 = rect.left() + width * (i + 1) as f32 / steps as f32;
            let cell =
                egui::Rect::from_min_max(egui::pos2(x0, rect.top()), egui::pos2(x1, rect.bottom()));
            ui.painter().rect_filled(cell, 0.0, heat(v, max));
        }
        ui.label(max.to_string());
    });
}

/// The Wythoff table as CSV: a row per second pile b, a column per first pile a.
pub fn wythoff_csv(map: &WythoffMap) -> String {
    let side = map.side;
    let mut header = vec!["b \\ a".to_owned()];
    header.extend((0..side).map(|a| a.to_string()));
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let rows = (0..side).map(|b| {
        let mut row = vec![b.to_string()];
        row.extend((0..side).map(|a| {
            map.values
                .get(b * side + a)
                .map_or_else(String::new, u32::to_string)
        }));
        row
    });
    export::csv(&header, rows)
}

/// A colour ramp for `v` in `1..=max`, from blue through green to red.
fn heat(v: u32, max: u32) -> Color32 {
    let t = v as f32 / max as f32;
    let r = (255.0 * t.powf(0.8)) as u8;
    let g = (200.0 * (1.0 - (2.0 * t - 1.0).abs())) as u8;
    let b = (160.0 * (1.0 - t)) as u8 + 40;
    Color32::from_rgb(r, g, b)
}

//! The explorer's page of octal games: a code's Grundy sequence, computed by the core in a
//! table of the hosts' size on a job, with its period certified by Guy and Smith's theorem
//! when the table holds one, shown like Set Nim's page (a plot with the preperiod and the
//! first period block marked, and a virtualised table).

use std::sync::Arc;

use egui::{RichText, Ui};
use grundy_i18n::{Lang, tr};
use serde::{Deserialize, Serialize};

use super::sequence::{
    PART_COLUMNS, PLOT_POINTS, SequenceTable, period_key, period_part, rows_setting, sequence_plot,
};
use crate::model::sequences::{OctalPageError, OctalValues};
use crate::runtime::{Background, Job};
use crate::tasks::OctalSequence;
use crate::ui::export::Exporter;
use crate::ui::widgets::{finished, waker};

/// Values of an octal table at most: the hosts' capacity for tables of 16-bit words (every
/// certified period in the literature's tables fits: 0.16 needs 509 622 values).
pub const MAX_OCTAL_TABLE: usize = grundy_host::WYTHOFF_CELLS;
/// The fewest values a table is given.
const MIN_OCTAL_TABLE: usize = 64;
/// Values listed in the line of the first values.
const FIRST_VALUES: usize = 40;

/// Well-known codes offered as buttons, with the message ids of their buttons' labels
/// (Winning Ways, ch. 4; Guy and Smith 1956; Gangolli and Plambeck 1989 for 0.16).
pub const NAMED_CODES: [(&str, &str); 6] = [
    ("0.77", "octal-name-kayles"),
    ("0.07", "octal-name-dawsons-kayles"),
    ("0.137", "octal-name-dawsons-chess"),
    ("0.6", "octal-name-officers"),
    ("0.007", "octal-name-treblecross"),
    ("0.16", "octal-name-0-16"),
];

type OctalResult = Result<Arc<OctalValues>, OctalPageError>;

/// The page's settings (they persist).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OctalSettings {
    /// The code, as typed.
    pub code_text: String,
    /// The table length.
    pub table: usize,
    /// Rows in the table.
    pub rows: usize,
}

impl Default for OctalSettings {
    fn default() -> Self {
        Self {
            code_text: "0.77".to_owned(),
            table: 1 << 16,
            rows: 10_000,
        }
    }
}

/// The octal games' page: its settings and the sequence of the code and table length last
/// asked for.
#[derive(Debug, Default)]
pub struct OctalPage {
    /// What persists.
    pub settings: OctalSettings,
    values: Background<(String, usize), OctalResult>,
}

impl OctalPage {
    /// The page with these settings.
    pub fn new(settings: OctalSettings) -> Self {
        Self {
            settings,
            values: Background::default(),
        }
    }

    /// Shows the page; its table is saved through `exporter`.
    pub fn ui(&mut self, ui: &mut Ui, exporter: &mut Exporter, lang: Lang) {
        let settings = &mut self.settings;
        let mut start = false;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr!(lang, "explore-octal-code"));
            let field = ui
                .text_edit_singleline(&mut settings.code_text)
                .labelled_by(l.id);
            start |= field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let l = ui.label(tr!(lang, "explore-table-size"));
            ui.add(
                egui::DragValue::new(&mut settings.table).range(MIN_OCTAL_TABLE..=MAX_OCTAL_TABLE),
            )
            .labelled_by(l.id);
            start |= ui.button(tr!(lang, "explore-compute")).clicked();
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(lang, "explore-known-games"));
            for (code, id) in NAMED_CODES {
                if ui
                    .button(tr!(lang, id))
                    .on_hover_text(tr!(lang, "explore-octal-hover", code = code))
                    .clicked()
                {
                    settings.code_text = code.to_owned();
                    if code == "0.16" {
                        // Its period is certified within 2e + 2p + t = 509 622 values.
                        settings.table = settings.table.max(1 << 20);
                    }
                    start = true;
                }
            }
        });
        if start || self.values.key().is_none() {
            let text = settings.code_text.clone();
            let n = settings.table.clamp(MIN_OCTAL_TABLE, MAX_OCTAL_TABLE);
            let waker = waker(ui.ctx());
            self.values.ensure((text.clone(), n), || {
                let task = OctalSequence {
                    code_text: text.clone(),
                    table: n,
                };
                Job::task(Some(&waker), "job-octal-values", task, |v| v.map(Arc::new))
            });
        }
        let capacity = self.values.key().map_or(0, |k| k.1);
        let Some(game) = finished(ui, lang, self.values.status()) else {
            return;
        };
        let code = game.code().to_string();
        // A game known by a name is titled by it; 0.16, named after its code, is not.
        let title = code
            .parse()
            .ok()
            .as_ref()
            .and_then(grundy_i18n::octal_name)
            .map_or(code.clone(), |id| {
                tr!(
                    lang,
                    "explore-octal-titled",
                    code = &code,
                    name = tr!(lang, id)
                )
            });
        let computed = game.values().computed();
        let period = game.values().period();
        match period {
            Some(p) => {
                let (pre, per) = (p.preperiod(), p.period());
                ui.label(
                    RichText::new(tr!(
                        lang,
                        "explore-octal-period",
                        code = &title,
                        pre = pre,
                        period = per,
                        computed = computed
                    ))
                    .strong(),
                );
            }
            None => {
                ui.label(
                    RichText::new(tr!(
                        lang,
                        "explore-octal-no-period",
                        code = &title,
                        capacity = capacity,
                        computed = computed
                    ))
                    .strong(),
                );
            }
        }
        let first: Vec<String> = (0..FIRST_VALUES as u64)
            .map_while(|n| game.values().grundy_of(n).map(|g| g.to_string()))
            .collect();
        ui.label(tr!(
            lang,
            "explore-first-values",
            last = first.len().saturating_sub(1),
            values = first.join(" ")
        ));
        rows_setting(ui, &mut settings.rows, lang);
        let rows = match period {
            Some(_) => settings.rows,
            None => settings.rows.min(computed),
        };
        let value = |n: u64| f64::from(game.values().grundy_of(n).unwrap_or(0));
        let marks = period.map(|p| (p.preperiod(), p.period()));
        let shown = match marks {
            Some((pre, p)) => (pre + 3 * p).clamp(60, PLOT_POINTS).min(rows),
            None => rows.min(PLOT_POINTS),
        };
        sequence_plot(ui, "octal plot", shown, &value, marks, lang);
        if period.is_some() {
            period_key(ui, lang);
        }
        let row = |n: u64| {
            let g = game
                .values()
                .grundy_of(n)
                .map_or_else(|| "?".to_owned(), |g| g.to_string());
            let (part, color) = period.map_or_else(
                || (tr!(lang, "explore-table"), None),
                |p| period_part(p, n, lang),
            );
            (vec![n.to_string(), g, part], color)
        };
        let table = SequenceTable {
            id: "octal table",
            columns: PART_COLUMNS,
            rows,
        };
        table.show(ui, exporter, lang, row, || {
            format!("octal-{}.csv", code.replace('.', "_"))
        });
    }
}

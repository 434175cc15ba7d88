//! The explorer's page of Set Nim: the Grundy sequence of a set as typed, its period
//! certified by the core for the whole game within a table of the size chosen, as a plot
//! and a table.

use std::sync::Arc;

use egui::{RichText, Ui};
use grundy_i18n::{Lang, tr};
use serde::{Deserialize, Serialize};

use super::sequence::{
    PART_COLUMNS, PLOT_POINTS, SequenceTable, period_key, period_part, rows_setting, sequence_plot,
};
use crate::model::sequences::{SetError, SetSequence};
use crate::runtime::{Background, Job};
use crate::tasks::SetNimSequence;
use crate::ui::export::Exporter;
use crate::ui::widgets::{finished, waker};

/// Cells of the Set Nim table at most (its length bounds the period that can be certified):
/// the capacity every host front end plays with.
pub const MAX_SET_TABLE: usize = grundy_host::SET_NIM_TABLE;

/// The page's settings (they persist).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SetNimSettings {
    /// The set, as typed.
    pub set_text: String,
    /// The table length N.
    pub table: usize,
    /// Rows in the table.
    pub rows: usize,
}

impl Default for SetNimSettings {
    fn default() -> Self {
        Self {
            set_text: "2 5 7".to_owned(),
            table: 4096,
            rows: 10_000,
        }
    }
}

type SetResult = Result<Arc<SetSequence>, SetError>;

/// The Set Nim page: its settings and the sequence for the set and table last asked for.
#[derive(Debug, Default)]
pub struct SetNimPage {
    /// What persists.
    pub settings: SetNimSettings,
    sequence: Background<(String, usize), SetResult>,
}

impl SetNimPage {
    /// The page with these settings.
    pub fn new(settings: SetNimSettings) -> Self {
        Self {
            settings,
            sequence: Background::default(),
        }
    }

    /// Shows the page; its table is saved through `exporter`.
    pub fn ui(&mut self, ui: &mut Ui, exporter: &mut Exporter, lang: Lang) {
        let settings = &mut self.settings;
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
        if start || self.sequence.key().is_none() {
            let text = settings.set_text.clone();
            let n = settings.table.clamp(16, MAX_SET_TABLE);
            let waker = waker(ui.ctx());
            let task = SetNimSequence {
                set_text: text.clone(),
                table: n,
            };
            self.sequence.ensure((text, n), || {
                Job::task(Some(&waker), "job-grundy-sequence", task, |s| {
                    s.map(Arc::new)
                })
            });
        }
        let Some(game) = finished(ui, lang, self.sequence.status()) else {
            return;
        };
        // A period certified for the whole game gives every pile; otherwise (no period
        // within the table) the rules give the piles up to their limit, exactly.
        let period = game.period();
        let rows = match period {
            Some(_) => settings.rows,
            None => settings
                .rows
                .min(usize::try_from(game.max_heap()).map_or(usize::MAX, |l| l.saturating_add(1))),
        };
        match period {
            Some(period) => {
                let (pre, p) = (period.preperiod(), period.period());
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
                        limit = game.max_heap()
                    ))
                    .strong(),
                );
            }
        }
        rows_setting(ui, &mut settings.rows, lang);
        let values = |n: u64| f64::from(game.grundy_of(n).unwrap_or(0));
        // Enough of the sequence to see the preperiod and three period blocks.
        let marks = period.map(|p| (p.preperiod(), p.period()));
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
}

//! The explorer's page of Split Nim: its Grundy sequence, the closed form from the core,
//! as a plot and a table with the values in binary.

use egui::{RichText, Ui};
use grundy::SplitNim;
use grundy_i18n::{Lang, tr};
use serde::{Deserialize, Serialize};

use super::sequence::{SequenceTable, rows_setting, sequence_plot};
use crate::ui::export::Exporter;

/// The page's settings (they persist).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SplitNimSettings {
    /// Rows in the table.
    pub rows: usize,
}

impl Default for SplitNimSettings {
    fn default() -> Self {
        Self { rows: 10_000 }
    }
}

/// The Split Nim page.
#[derive(Debug, Default)]
pub struct SplitNimPage {
    /// What persists.
    pub settings: SplitNimSettings,
}

impl SplitNimPage {
    /// Shows the page; its table is saved through `exporter`.
    pub fn ui(&mut self, ui: &mut Ui, exporter: &mut Exporter, lang: Lang) {
        let settings = &mut self.settings;
        ui.label(RichText::new(tr!(lang, "explore-split-formula")).strong());
        rows_setting(ui, &mut settings.rows, lang);
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
}

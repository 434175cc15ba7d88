//! The explorer's page of Bash: its Grundy sequence `n mod (k + 1)`, from the core, as a
//! plot and a table with each pile's outcome.

use egui::{RichText, Ui};
use grundy::{Bash, Outcome};
use grundy_i18n::{Lang, tr};
use serde::{Deserialize, Serialize};

use super::sequence::{SequenceTable, rows_setting, sequence_plot};
use crate::ui::export::Exporter;

/// The page's settings (they persist).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BashSettings {
    /// The largest take, k.
    pub k: u64,
    /// Rows in the table.
    pub rows: usize,
}

impl Default for BashSettings {
    fn default() -> Self {
        Self { k: 3, rows: 10_000 }
    }
}

/// The Bash page.
#[derive(Debug, Default)]
pub struct BashPage {
    /// What persists.
    pub settings: BashSettings,
}

impl BashPage {
    /// Shows the page; its table is saved through `exporter`.
    pub fn ui(&mut self, ui: &mut Ui, exporter: &mut Exporter, lang: Lang) {
        let settings = &mut self.settings;
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
                modulus = game.modulus()
            ))
            .strong(),
        );
        rows_setting(ui, &mut settings.rows, lang);
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
}

//! The explorer's page of octal games: a code's Grundy sequence, computed by the core in a
//! table of the hosts' size on a job, with its period certified by Guy and Smith's theorem
//! when the table holds one, shown like Set Nim's page (a plot with the preperiod and the
//! first period block marked, and a virtualised table).

use std::fmt;
use std::sync::Arc;

use egui::{RichText, Ui};
use grundy::{OctalCode, OctalCodeError, OctalError};
use grundy_i18n::{Lang, Localize, tr};
use serde::{Deserialize, Serialize};

use crate::explore::{
    ExploreSettings, PART_COLUMNS, PLOT_POINTS, SequenceTable, period_key, period_part,
    rows_setting, sequence_plot,
};
use crate::export::Exporter;
use crate::job::{Background, Job, waker};
use crate::task::{OctalSequence, OctalValues};

/// Values of an octal table at most: the hosts' capacity for tables of 16-bit words (every
/// certified period in the literature's tables fits: 0.16 needs 510 623 values).
pub const MAX_OCTAL_TABLE: usize = grundy_host::WYTHOFF_CELLS;
/// The fewest values a table is given.
const MIN_OCTAL_TABLE: usize = 64;
/// Values listed in the line of the first values.
const FIRST_VALUES: usize = 40;

/// Well-known codes offered as buttons, with the message ids of their names (Winning Ways,
/// ch. 4; Guy and
/// Smith 1956; Gangolli and Plambeck 1989 for 0.16).
pub const NAMED_CODES: [(&str, &str); 6] = [
    ("0.77", "octal-name-kayles"),
    ("0.07", "octal-name-dawsons-kayles"),
    ("0.137", "octal-name-dawsons-chess"),
    ("0.6", "octal-name-officers"),
    ("0.007", "octal-name-treblecross"),
    ("0.16", "octal-name-0-16"),
];

/// Why there is no sequence to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OctalPageError {
    /// The code typed does not read (the core says why: [`OctalPageError::code_error`]).
    Code(String),
    /// The core could not fill the table.
    Table(OctalError),
}

impl OctalPageError {
    /// Why the code typed does not read, by the core.
    pub fn code_error(&self) -> Option<OctalCodeError> {
        match self {
            Self::Code(text) => text.parse::<OctalCode>().err(),
            Self::Table(_) => None,
        }
    }
}

impl fmt::Display for OctalPageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for OctalPageError {
    /// `code: …` with the core's reason, or the core's reason about the table.
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Code(_) => tr!(
                lang,
                "setup-error-in-field",
                field = tr!(lang, "field-code"),
                problem = self
                    .code_error()
                    .map(|e| e.localize(lang))
                    .unwrap_or_default()
            ),
            Self::Table(e) => e.localize(lang),
        }
    }
}

type OctalResult = Result<Arc<OctalValues>, OctalPageError>;

/// The page's computation: the sequence of a code as typed, in a table of a length.
#[derive(Debug, Default)]
pub struct OctalExplorer {
    values: Background<(String, usize), OctalResult>,
}

impl OctalExplorer {
    /// Shows the page.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        settings: &mut ExploreSettings,
        exporter: &mut Exporter,
        lang: Lang,
    ) {
        let mut start = false;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr!(lang, "explore-octal-code"));
            let field = ui
                .text_edit_singleline(&mut settings.code_text)
                .labelled_by(l.id);
            start |= field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let l = ui.label(tr!(lang, "explore-table-size"));
            ui.add(
                egui::DragValue::new(&mut settings.octal_table)
                    .range(MIN_OCTAL_TABLE..=MAX_OCTAL_TABLE),
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
                        // Its period is certified within 2e + 2p + t = 510 623 values.
                        settings.octal_table = settings.octal_table.max(1 << 20);
                    }
                    start = true;
                }
            }
        });
        if start || self.values.key().is_none() {
            let text = settings.code_text.clone();
            let n = settings.octal_table.clamp(MIN_OCTAL_TABLE, MAX_OCTAL_TABLE);
            let waker = waker(ui.ctx());
            self.values.ensure((text.clone(), n), || {
                let task = OctalSequence {
                    code_text: text.clone(),
                    table: n,
                };
                Job::task(Some(&waker), "the octal game's values", task, |v| {
                    v.map(Arc::new)
                })
            });
        }
        let capacity = self.values.key().map_or(0, |k| k.1);
        let Some(game) = crate::explore::finished(ui, lang, self.values.status()) else {
            return;
        };
        let code = game.code().to_string();
        let title = NAMED_CODES
            .iter()
            .find(|(c, _)| *c == code)
            .map_or(code.clone(), |(_, id)| {
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
                let (pre, per) = (p.preperiod, p.period);
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
        rows_setting(ui, settings, lang);
        let rows = match period {
            Some(_) => settings.rows,
            None => settings.rows.min(computed),
        };
        let value = |n: u64| f64::from(game.values().grundy_of(n).unwrap_or(0));
        let marks = period.map(|p| (p.preperiod, p.period));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::task::Task;

    fn compute(text: &str, table: usize) -> Result<OctalValues, OctalPageError> {
        OctalSequence {
            code_text: text.to_owned(),
            table,
        }
        .run()
        .unwrap()
    }

    #[test]
    fn kayles_is_certified_and_a_bad_code_says_why() {
        let kayles = compute("0.77", 4096).unwrap();
        let p = kayles.values().period().unwrap();
        assert_eq!((p.preperiod, p.period), (71, 12));
        let bad = compute("0.7g", 4096).unwrap_err();
        assert!(matches!(
            bad.code_error(),
            Some(OctalCodeError::BadDigit { .. })
        ));
        // 0.16's period does not fit 4096 values: the plain table instead.
        let plain = compute("0.16", 4096).unwrap();
        assert!(plain.values().period().is_none());
        assert_eq!(plain.values().computed(), 4096);
        assert_eq!(plain.values().grundy_of(4096), None);
    }
}

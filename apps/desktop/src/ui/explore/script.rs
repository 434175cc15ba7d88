//! The explorer's page of a game from rules: the values of `[0]`, `[1]`, …, `[n]` of the
//! script in the play tab's form, computed by the solver as a task, as a plot (the finite
//! values), a line of values as the command line spells them, their apparent period (as
//! `grundy sg script --period` finds it: `grundy_host::sequence::apparent_period`, never a
//! proof) and a CSV file of them.

use std::sync::Arc;

use egui::{RichText, Ui};
use grundy_i18n::{Lang, Localize, tr};
use serde::{Deserialize, Serialize};

use super::sequence::sequence_plot;
use crate::model::script::{MAX_BUDGET, ScriptFailure};
use crate::model::setup::ScriptSetup;
use crate::runtime::{Background, Job, Status};
use crate::tasks::ScriptValues;
use crate::ui::export::{self, Exporter};
use crate::ui::widgets::{error_line, progress, waker};

/// The largest `n` offered.
pub const MAX_SCRIPT_N: u64 = 2_000;

/// The values of a script's heaps as the command line spells them, or the engine's message.
type Values = Result<Arc<Vec<String>>, ScriptFailure>;

/// The page's settings (they persist).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ScriptSettings {
    /// The largest heap.
    pub upto: u64,
}

impl Default for ScriptSettings {
    fn default() -> Self {
        Self { upto: 60 }
    }
}

/// The page of a game from rules.
#[derive(Debug, Default)]
pub struct ScriptPage {
    /// What persists.
    pub settings: ScriptSettings,
    values: Background<(String, u64, u64), Values>,
}

impl ScriptPage {
    /// The page with `settings`.
    pub fn new(settings: ScriptSettings) -> Self {
        Self {
            settings,
            values: Background::default(),
        }
    }

    /// Shows the page for the script of `form` (the play tab's form), solved within its
    /// state budget.
    pub fn ui(&mut self, ui: &mut Ui, exporter: &mut Exporter, form: &ScriptSetup, lang: Lang) {
        let source = &form.source;
        let budget = form.budget.clamp(1, MAX_BUDGET);
        ui.label(tr!(lang, "explore-script-about"));
        ui.horizontal(|ui| {
            let l = ui.label(tr!(lang, "explore-script-upto"));
            ui.add(egui::DragValue::new(&mut self.settings.upto).range(0..=MAX_SCRIPT_N))
                .labelled_by(l.id);
        });
        let upto = self.settings.upto.min(MAX_SCRIPT_N);
        let key = (source.to_owned(), upto, budget);
        self.values.ensure(key, || {
            let task = ScriptValues {
                source: source.to_owned(),
                upto,
                budget,
            };
            let waker = waker(ui.ctx());
            Job::task(Some(&waker), "job-script-values", task, |v| v.map(Arc::new))
        });
        let values = match self.values.status() {
            Status::Idle => return,
            Status::Running(job) => return progress(ui, job, lang),
            Status::Failed(e) => return error_line(ui, lang, &e.to_string()),
            Status::Ready(Err(e)) => return error_line(ui, lang, &e.localize(lang)),
            Status::Ready(Ok(values)) => Arc::clone(values),
        };
        // A loopy value (∞) has no height: it is drawn at -1, under the axis.
        let value = |n: u64| {
            let text = values.get(n as usize).map_or("", String::as_str);
            text.parse::<f64>().unwrap_or(-1.0)
        };
        sequence_plot(ui, "script plot", values.len(), &value, None, lang);
        // The apparent period of the finite values: none when a value is loopy.
        let finite: Option<Vec<u64>> = values.iter().map(|v| v.parse().ok()).collect();
        let period = match &finite {
            None => tr!(lang, "explore-script-loopy"),
            Some(finite) => match grundy_host::sequence::apparent_period(finite) {
                Some(p) => tr!(
                    lang,
                    "explore-script-period",
                    period = p.period() as u64,
                    from = p.preperiod() as u64,
                    upto = upto
                ),
                None => tr!(lang, "explore-script-no-period"),
            },
        };
        ui.label(period);
        if ui.button(tr!(lang, "explore-save-csv")).clicked() {
            let header = [
                grundy_i18n::tr(lang, "explore-script-position", &[]),
                grundy_i18n::tr(lang, "explore-script-value", &[]),
            ];
            let header: Vec<&str> = header.iter().map(String::as_str).collect();
            let rows = values
                .iter()
                .enumerate()
                .map(|(n, v)| vec![format!("[{n}]"), v.clone()]);
            exporter.save(
                format!("script-values-0-{upto}.csv"),
                export::csv(&header, rows).into_bytes(),
            );
        }
        ui.label(
            RichText::new(tr!(
                lang,
                "explore-script-values",
                upto = upto,
                values = values.join(", ")
            ))
            .monospace(),
        );
    }
}

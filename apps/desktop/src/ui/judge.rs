//! The judge panel: paste a judge input, pick a problem, get the output — parsed and solved
//! by the shared `grundy-judge` crate (a task: on a thread, or in a web worker in the
//! browser), with the same strict error messages as the CLI, in the language shown.

use grundy_i18n::{Lang, tr};
use grundy_judge::Problem;
use serde::{Deserialize, Serialize};

use crate::runtime::{Background, Job, Status};
use crate::tasks::{JudgeRun, JudgeText};
use crate::ui::widgets::{progress, waker};

/// The judge panel's settings (they persist).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct JudgeSettings {
    /// The problem's id, e.g. `acwing-891`.
    pub problem: String,
    /// The input, as pasted.
    pub input: String,
}

impl Default for JudgeSettings {
    fn default() -> Self {
        let p = Problem::AcWing891;
        Self {
            problem: p.id().to_owned(),
            input: p.sample_input().to_owned(),
        }
    }
}

/// The output, or why the input was refused, in every language.
type Outcome = Result<String, JudgeText>;

/// The judge panel: its settings (they persist) and the answer for the latest input solved
/// (it does not).
#[derive(Debug, Default)]
pub struct JudgePanel {
    settings: JudgeSettings,
    run: Background<(Problem, String), Outcome>,
    /// Whether the output shown was copied (the confirmation beside the button).
    copied: bool,
}

impl JudgePanel {
    /// The panel with these settings.
    pub fn new(settings: JudgeSettings) -> Self {
        Self {
            settings,
            run: Background::default(),
            copied: false,
        }
    }

    /// Its settings.
    pub fn settings(&self) -> &JudgeSettings {
        &self.settings
    }

    /// Its settings, to change from outside a frame (tests do).
    pub fn settings_mut(&mut self) -> &mut JudgeSettings {
        &mut self.settings
    }

    /// Shows the panel in `lang`.
    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let settings = &mut self.settings;
        // A problem's title and input format: the judge crate's in English, else the
        // messages'.
        let title = |p: Problem| {
            if lang == Lang::En {
                p.title().to_owned()
            } else {
                tr(lang, &format!("judge-title-{}", p.id()), &[])
            }
        };
        let format = |p: Problem| {
            if lang == Lang::En {
                p.input_format().to_owned()
            } else {
                tr(lang, &format!("judge-format-{}", p.id()), &[])
            }
        };
        let problem = settings
            .problem
            .parse::<Problem>()
            .unwrap_or(Problem::AcWing891);
        ui.heading(tr!(lang, "judge-heading"));
        ui.horizontal_wrapped(|ui| {
            egui::ComboBox::from_label(tr!(lang, "judge-problem"))
                .selected_text(title(problem))
                .show_ui(ui, |ui| {
                    for p in Problem::ALL {
                        if ui.selectable_label(p == problem, title(p)).clicked() {
                            settings.problem = p.id().to_owned();
                            self.run.clear();
                            self.copied = false;
                        }
                    }
                });
            if ui.button(tr!(lang, "judge-load-sample")).clicked() {
                settings.input = problem.sample_input().to_owned();
                self.run.clear();
                self.copied = false;
            }
        });
        ui.label(tr!(lang, "judge-input-format", format = format(problem)));
        let l = ui.label(tr!(lang, "judge-input"));
        egui::ScrollArea::vertical()
            .id_salt("judge input")
            .max_height(220.0)
            // As high as that even low on a small window, where the height left on
            // the screen would squeeze it to a row or two.
            .min_scrolled_height(220.0)
            .show(ui, |ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut settings.input)
                        .code_editor()
                        .desired_rows(8)
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(l.id);
            });
        let running = self.run.is_running();
        if ui
            .add_enabled(!running, egui::Button::new(tr!(lang, "judge-solve")))
            .clicked()
        {
            let input = settings.input.clone();
            let waker = waker(ui.ctx());
            let task = JudgeRun {
                problem: problem.id().to_owned(),
                input: input.clone(),
            };
            self.run.start(
                (problem, input),
                Job::task(Some(&waker), "job-answer", task, |out| out),
            );
            self.copied = false;
        }
        match self.run.status() {
            Status::Idle => {}
            Status::Running(job) => progress(ui, job, lang),
            Status::Ready(Ok(out)) => {
                ui.horizontal(|ui| {
                    ui.strong(tr!(lang, "judge-output"));
                    if ui.button(tr!(lang, "judge-copy-output")).clicked() {
                        ui.ctx().copy_text(out.clone());
                        self.copied = true;
                    }
                    if self.copied {
                        ui.label(tr!(lang, "judge-copied"));
                    }
                });
                egui::ScrollArea::vertical()
                    .id_salt("judge output")
                    .max_height(220.0)
                    // As high as that even low on a small window, where the height left on
                    // the screen would squeeze it to a row or two.
                    .min_scrolled_height(220.0)
                    .show(ui, |ui| {
                        ui.monospace(out);
                    });
            }
            Status::Ready(Err(e)) => {
                let text = tr!(lang, "judge-error", error = e.get(lang));
                ui.colored_label(ui.visuals().error_fg_color, text);
            }
            Status::Failed(e) => {
                let text = tr!(lang, "judge-error", error = e.to_string());
                ui.colored_label(ui.visuals().error_fg_color, text);
            }
        }
    }
}

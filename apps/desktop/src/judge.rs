//! The judge panel: paste a judge input, pick a problem, get the output — parsed and solved
//! by the shared `grundy-judge` crate (a task: on a thread, or in a web worker in the
//! browser), with the same strict error messages as the CLI.

use grundy_judge::Problem;
use serde::{Deserialize, Serialize};

use crate::job::{Background, Job, Status, waker};
use crate::task::JudgeRun;

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

/// The output, or the judge crate's message.
type Outcome = Result<String, String>;

/// The judge panel's run (it does not persist): the answer for the latest input solved.
#[derive(Debug, Default)]
pub struct JudgePanel {
    run: Background<(Problem, String), Outcome>,
}

impl JudgePanel {
    /// Shows the panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, settings: &mut JudgeSettings) {
        let problem = settings
            .problem
            .parse::<Problem>()
            .unwrap_or(Problem::AcWing891);
        ui.heading("Judge problems");
        ui.horizontal_wrapped(|ui| {
            egui::ComboBox::from_label("Problem")
                .selected_text(problem.title())
                .show_ui(ui, |ui| {
                    for p in Problem::ALL {
                        if ui.selectable_label(p == problem, p.title()).clicked() {
                            settings.problem = p.id().to_owned();
                            self.run.clear();
                        }
                    }
                });
            if ui.button("Load sample input").clicked() {
                settings.input = problem.sample_input().to_owned();
                self.run.clear();
            }
        });
        ui.label(format!("Input format: {}", problem.input_format()));
        let l = ui.label("Input");
        egui::ScrollArea::vertical()
            .id_salt("judge input")
            .max_height(220.0)
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
            .add_enabled(!running, egui::Button::new("Solve"))
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
                Job::task(Some(&waker), "the answer", task, |out| out),
            );
        }
        match self.run.status() {
            Status::Idle => {}
            Status::Running(job) => job.progress(ui),
            Status::Ready(Ok(out)) => {
                ui.horizontal(|ui| {
                    ui.strong("Output");
                    if ui.button("Copy output").clicked() {
                        ui.ctx().copy_text(out.clone());
                    }
                });
                egui::ScrollArea::vertical()
                    .id_salt("judge output")
                    .max_height(220.0)
                    .show(ui, |ui| {
                        ui.monospace(out);
                    });
            }
            Status::Ready(Err(e)) => {
                ui.colored_label(ui.visuals().error_fg_color, format!("error: {e}"));
            }
            Status::Failed(e) => {
                ui.colored_label(ui.visuals().error_fg_color, format!("error: {e}"));
            }
        }
    }
}

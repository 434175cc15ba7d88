//! The top bar: the tabs and the hints switch.

use egui::Ui;

use crate::controller::Command;
use crate::state::{State, Tab};

/// Shows the top bar; returns what the user asked for.
pub fn ui(ui: &mut Ui, state: &mut State) -> Option<Command> {
    let mut command = None;
    ui.horizontal_wrapped(|ui| {
        ui.heading("grundy");
        ui.separator();
        for tab in Tab::ALL {
            if ui.selectable_label(state.tab == tab, tab.name()).clicked() {
                state.tab = tab;
            }
        }
        ui.separator();
        let mut hints = state.hints;
        if ui
            .checkbox(&mut hints, "Hints (H)")
            .on_hover_text("Mark every move winning or losing and show Grundy values")
            .changed()
        {
            command = Some(Command::ToggleHints);
        }
    });
    command
}

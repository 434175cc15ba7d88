//! The top bar: the tabs, the hints switch and the language.

use egui::Ui;
use grundy_i18n::{Lang, tr};

use crate::controller::Command;
use crate::state::{State, Tab};

/// Shows the top bar in `lang`; returns what the user asked for.
pub fn ui(ui: &mut Ui, state: &mut State, lang: Lang) -> Option<Command> {
    let mut command = None;
    ui.horizontal_wrapped(|ui| {
        ui.heading(tr!(lang, "app-title"));
        ui.separator();
        for tab in Tab::ALL {
            if ui
                .selectable_label(state.tab == tab, tab.label(lang))
                .clicked()
            {
                state.tab = tab;
            }
        }
        ui.separator();
        let mut hints = state.hints;
        if ui
            .checkbox(&mut hints, tr!(lang, "top-hints"))
            .on_hover_text(tr!(lang, "top-hints-hover"))
            .changed()
        {
            command = Some(Command::ToggleHints);
        }
        ui.separator();
        let mut chosen = lang;
        egui::ComboBox::from_label(tr!(lang, "top-language"))
            .selected_text(language_name(lang))
            .show_ui(ui, |ui| {
                for l in Lang::ALL {
                    ui.selectable_value(&mut chosen, l, language_name(l));
                }
            })
            .response
            .on_hover_text(tr!(lang, "top-language-hover"));
        if chosen != lang {
            state.lang = Some(chosen);
        }
    });
    command
}

/// A language's name in itself, as the language menu lists it.
fn language_name(lang: Lang) -> String {
    let id = match lang {
        Lang::En => "language-name-en",
        Lang::Zh => "language-name-zh",
    };
    tr!(lang, id)
}

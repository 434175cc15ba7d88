//! The top bar: the tabs, the hints switch and the language.

use egui::Ui;
use grundy_i18n::{Lang, tr};
use serde::{Deserialize, Serialize};

use crate::control::Command;

/// The tabs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    /// Play a game.
    #[default]
    Play,
    /// The theory of the games.
    Theory,
    /// The Sprague–Grundy explorer.
    Explore,
    /// The judge problems.
    Judge,
}

impl Tab {
    /// The tabs, in the order of the top bar.
    pub const ALL: [Self; 4] = [Self::Play, Self::Theory, Self::Explore, Self::Judge];

    /// The tab's name.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Play => "Play",
            Self::Theory => "Theory",
            Self::Explore => "Explore",
            Self::Judge => "Judge",
        }
    }

    /// The tab's name in `lang`.
    pub fn label(self, lang: Lang) -> String {
        let id = match self {
            Self::Play => "tab-play",
            Self::Theory => "tab-theory",
            Self::Explore => "tab-explore",
            Self::Judge => "tab-judge",
        };
        tr(lang, id, &[])
    }
}

/// What the user chose in the top bar.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chosen {
    /// Another tab.
    pub tab: Option<Tab>,
    /// Another language.
    pub lang: Option<Lang>,
    /// Hints on or off.
    pub command: Option<Command>,
}

/// Shows the top bar with `tab` shown and `hints` on or off, in `lang`; returns what the
/// user chose.
pub fn ui(ui: &mut Ui, tab: Tab, hints: bool, lang: Lang) -> Chosen {
    let mut chosen = Chosen::default();
    ui.horizontal_wrapped(|ui| {
        ui.heading(tr!(lang, "app-title"));
        ui.separator();
        for t in Tab::ALL {
            if ui.selectable_label(tab == t, t.label(lang)).clicked() && t != tab {
                chosen.tab = Some(t);
            }
        }
        ui.separator();
        let mut on = hints;
        if ui
            .checkbox(&mut on, tr!(lang, "top-hints"))
            .on_hover_text(tr!(lang, "top-hints-hover"))
            .changed()
        {
            chosen.command = Some(Command::ToggleHints);
        }
        ui.separator();
        let mut picked = lang;
        egui::ComboBox::from_label(tr!(lang, "top-language"))
            .selected_text(language_name(lang))
            .show_ui(ui, |ui| {
                for l in Lang::ALL {
                    ui.selectable_value(&mut picked, l, language_name(l));
                }
            })
            .response
            .on_hover_text(tr!(lang, "top-language-hover"));
        if picked != lang {
            chosen.lang = Some(picked);
        }
    });
    chosen
}

/// A language's name in itself, as the language menu lists it.
fn language_name(lang: Lang) -> String {
    let id = match lang {
        Lang::En => "language-name-en",
        Lang::Zh => "language-name-zh",
    };
    tr!(lang, id)
}

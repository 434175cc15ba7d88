//! The Sprague–Grundy explorer: Grundy sequences as plots and virtualised tables (Set Nim
//! with its certified period, Split Nim, Bash, octal games) and Wythoff's table as a heat
//! map; and the classic games beyond the judge problems on boards of their own. One struct per page, owning its settings (they persist) and its computations
//! (they do not). Every value comes from the core; long computations are tasks, run on a
//! thread, or in a web worker in the browser.

mod bash;
mod classics;
mod octal;
mod script;
mod sequence;
mod set_nim;
mod split_nim;
mod wythoff;

use egui::Ui;
use grundy_i18n::{Lang, tr};
use serde::{Deserialize, Serialize};

use crate::model::setup::ScriptSetup;
use crate::ui::export::Exporter;
pub use bash::{BashPage, BashSettings};
pub use classics::{ClassicsPage, ClassicsSettings};
pub use octal::{MAX_OCTAL_TABLE, NAMED_CODES, OctalPage, OctalSettings};
pub use script::{MAX_SCRIPT_N, ScriptPage, ScriptSettings};
pub use set_nim::{MAX_SET_TABLE, SetNimPage, SetNimSettings};
pub use split_nim::{SplitNimPage, SplitNimSettings};
pub use wythoff::{MAX_WYTHOFF, WythoffPage, WythoffSettings};

/// The explorer's pages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Page {
    /// Set Nim.
    #[default]
    SetNim,
    /// Split Nim.
    SplitNim,
    /// Bash.
    Bash,
    /// Wythoff.
    Wythoff,
    /// Octal games.
    Octal,
    /// A game from rules: the script of the play tab's form.
    Script,
    /// The classic games beyond the judge problems, on boards of their own.
    Classics,
}

impl Page {
    /// The pages, in the order of the explorer's tabs.
    pub const ALL: [Self; 7] = [
        Self::SetNim,
        Self::SplitNim,
        Self::Bash,
        Self::Wythoff,
        Self::Octal,
        Self::Script,
        Self::Classics,
    ];

    /// The page's name in `lang`.
    fn name(self, lang: Lang) -> String {
        let id = match self {
            Self::SetNim => "explore-set-nim",
            Self::SplitNim => "explore-split-nim",
            Self::Bash => "explore-bash",
            Self::Wythoff => "explore-wythoff",
            Self::Octal => "explore-octal",
            Self::Script => "explore-script",
            Self::Classics => "explore-classics",
        };
        tr!(lang, id)
    }
}

/// The explorer's settings (they persist): the page shown and each page's own.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ExploreSettings {
    /// The page shown.
    pub page: Page,
    /// Set Nim's page.
    pub set_nim: SetNimSettings,
    /// Split Nim's page.
    pub split_nim: SplitNimSettings,
    /// Bash's page.
    pub bash: BashSettings,
    /// Wythoff's page.
    pub wythoff: WythoffSettings,
    /// The octal games' page.
    pub octal: OctalSettings,
    /// The page of a game from rules.
    pub script: ScriptSettings,
    /// The classic games' page.
    pub classics: ClassicsSettings,
}

/// The explorer: the page shown and the pages.
#[derive(Debug, Default)]
pub struct Explorer {
    /// The page shown.
    pub page: Page,
    /// Set Nim's page.
    pub set_nim: SetNimPage,
    /// Split Nim's page.
    pub split_nim: SplitNimPage,
    /// Bash's page.
    pub bash: BashPage,
    /// Wythoff's page.
    pub wythoff: WythoffPage,
    /// The octal games' page.
    pub octal: OctalPage,
    /// The page of a game from rules.
    pub script: ScriptPage,
    /// The classic games' page.
    pub classics: ClassicsPage,
}

impl Explorer {
    /// The explorer with these settings (nothing computed yet).
    pub fn new(settings: ExploreSettings) -> Self {
        Self {
            page: settings.page,
            set_nim: SetNimPage::new(settings.set_nim),
            split_nim: SplitNimPage {
                settings: settings.split_nim,
            },
            bash: BashPage {
                settings: settings.bash,
            },
            wythoff: WythoffPage::new(settings.wythoff),
            octal: OctalPage::new(settings.octal),
            script: ScriptPage::new(settings.script),
            classics: ClassicsPage::new(settings.classics),
        }
    }

    /// Its settings, as they persist.
    pub fn settings(&self) -> ExploreSettings {
        ExploreSettings {
            page: self.page,
            set_nim: self.set_nim.settings.clone(),
            split_nim: self.split_nim.settings.clone(),
            bash: self.bash.settings.clone(),
            wythoff: self.wythoff.settings.clone(),
            octal: self.octal.settings.clone(),
            script: self.script.settings.clone(),
            classics: self.classics.settings.clone(),
        }
    }

    /// Shows the explorer; its tables and pictures are saved through `exporter`; `script`
    /// is the play tab's form of a game from rules (its script and state budget), for the
    /// page of such a game.
    pub fn ui(&mut self, ui: &mut Ui, exporter: &mut Exporter, script: &ScriptSetup, lang: Lang) {
        ui.horizontal_wrapped(|ui| {
            for page in Page::ALL {
                if ui
                    .selectable_label(self.page == page, page.name(lang))
                    .clicked()
                {
                    // How the last save went belongs to the page it was made from.
                    if self.page != page {
                        exporter.forget();
                    }
                    self.page = page;
                }
            }
        });
        ui.separator();
        exporter.status(ui, lang);
        match self.page {
            Page::SetNim => self.set_nim.ui(ui, exporter, lang),
            Page::SplitNim => self.split_nim.ui(ui, exporter, lang),
            Page::Bash => self.bash.ui(ui, exporter, lang),
            Page::Wythoff => self.wythoff.ui(ui, exporter, lang),
            Page::Octal => self.octal.ui(ui, exporter, lang),
            Page::Script => self.script.ui(ui, exporter, script, lang),
            Page::Classics => self.classics.ui(ui, lang),
        }
    }
}

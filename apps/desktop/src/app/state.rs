//! What persists between runs, composed of each part's own settings: the tab and language
//! of the shell, the play tab's settings and last games (the controller's), the explorer's
//! pages' settings and the judge panel's. Everything else (rules, analyses, jobs) is
//! rebuilt from it.

use grundy_i18n::Lang;
use serde::{Deserialize, Serialize};

use crate::control::Play;
use crate::ui::Tab;
use crate::ui::explore::ExploreSettings;
use crate::ui::judge::JudgeSettings;

/// Everything that persists between runs: settings and the last games.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct State {
    /// The tab shown.
    pub tab: Tab,
    /// The play tab: the setup form, who plays, the hints switch, the last games.
    pub play: Play,
    /// The explorer's settings.
    pub explore: ExploreSettings,
    /// The judge panel's settings.
    pub judge: JudgeSettings,
    /// The language chosen in the top bar; `None` follows the system's (read when the app
    /// starts).
    pub lang: Option<Lang>,
}

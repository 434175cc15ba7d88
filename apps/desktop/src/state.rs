//! What persists between runs: the settings and the last game. Everything else (rules,
//! analyses, jobs) is rebuilt from it.

use grundy_i18n::Lang;
use serde::{Deserialize, Serialize};

use crate::explore::ExploreSettings;
use crate::graph_game::GraphGame;
use crate::judge::JudgeSettings;
use crate::session::{Mode, Session};
use crate::setup::Setup;

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
        grundy_i18n::tr(lang, id, &[])
    }
}

/// Which game the play view shows: the last one started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Playing {
    /// One of the core's games, or a sum of them ([`State::game`]).
    #[default]
    Games,
    /// A game on a graph ([`State::graph`]).
    Graph,
}

/// Everything that persists between runs: settings and the last game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct State {
    /// The tab shown.
    pub tab: Tab,
    /// The setup form.
    pub setup: Setup,
    /// Who plays the next new game.
    pub mode: Mode,
    /// Whether you move first against the computer.
    pub human_first: bool,
    /// The computer's skill, 0 (random) to 100 (perfect).
    pub skill: u8,
    /// Computer vs computer: moves per second.
    pub speed: f32,
    /// Whether hints are shown.
    pub hints: bool,
    /// The last game.
    pub game: Session,
    /// Which game the play view shows.
    pub playing: Playing,
    /// The last game on a graph, with its graph.
    pub graph: GraphGame,
    /// The explorer's settings.
    pub explore: ExploreSettings,
    /// The judge panel's settings.
    pub judge: JudgeSettings,
    /// The language chosen in the top bar; `None` follows the system's
    /// ([`Lang::from_env`], read when the app starts).
    pub lang: Option<Lang>,
}

impl Default for State {
    fn default() -> Self {
        Self {
            tab: Tab::Play,
            setup: Setup::default(),
            mode: Mode::VsComputer,
            human_first: true,
            skill: 100,
            speed: 2.0,
            hints: false,
            game: Session::default(),
            playing: Playing::Games,
            graph: GraphGame::default(),
            explore: ExploreSettings::default(),
            judge: JudgeSettings::default(),
            lang: None,
        }
    }
}

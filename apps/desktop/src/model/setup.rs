//! The setup form as typed (it persists), and its reading into a [`NewGame`]: the core's
//! description of each component (a [`GameSpec`]) and the numbers of its position, with
//! errors that keep the core's values until they are shown.

use std::fmt;

use grundy::error::RulesError;
use grundy::octal::OctalCodeError;
use grundy::set_nim::SubtractionSet;
use grundy::{Convention, GameKind, GameSpec};
use grundy_host::NumberError;
use grundy_i18n::{Lang, Localize, tr};
use serde::{Deserialize, Serialize};

use super::rules::BuildError;
use super::spec::NewGame;

/// What is played: one of the core's games, or a sum of several.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    /// One game.
    Game(GameKind),
    /// A sum of 2 to [`grundy::sum::MAX_COMPONENTS`] games.
    Sum,
    /// A game on a graph drawn in the play view (loopy graphs included).
    Graph,
    /// A game given by its rules in a script ([`Setup::script`]).
    Script,
}

impl Choice {
    /// Every choice, the core's games first.
    pub fn all() -> impl Iterator<Item = Self> {
        GameKind::ALL
            .into_iter()
            .map(Self::Game)
            .chain([Self::Sum, Self::Graph, Self::Script])
    }

    /// Its name in the game menu, in `lang`.
    pub fn label(self, lang: grundy_i18n::Lang) -> String {
        use grundy_i18n::Localize;
        match self {
            Self::Game(kind) => kind.localize(lang),
            Self::Sum => grundy_i18n::tr(lang, "choice-sum", &[]),
            Self::Graph => grundy_i18n::tr(lang, "choice-graph", &[]),
            Self::Script => grundy_i18n::tr(lang, "choice-script", &[]),
        }
    }

    /// Its name in the game menu.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Game(kind) => kind.name(),
            Self::Sum => "Sum of games",
            Self::Graph => "Game on a graph",
            Self::Script => "Game from rules",
        }
    }
}

/// One game of the form: the game, its rules and its position, as typed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameSetup {
    /// Which game.
    pub kind: GameKind,
    /// Bash's k.
    pub k_text: String,
    /// Set Nim's S.
    pub set_text: String,
    /// An octal game's code.
    pub code_text: String,
    /// The position.
    pub position_text: String,
}

impl Default for GameSetup {
    fn default() -> Self {
        Self::new(GameKind::Nim, "3 4 5")
    }
}

impl GameSetup {
    /// `kind` at `position`, with Bash's k = 3, Set Nim's S = {1, 3, 4} and Kayles (0.77).
    pub fn new(kind: GameKind, position: &str) -> Self {
        Self {
            kind,
            k_text: "3".to_owned(),
            set_text: "1 3 4".to_owned(),
            code_text: "0.77".to_owned(),
            position_text: position.to_owned(),
        }
    }
}

/// The setup form: what the user typed, kept as typed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// One game or a sum.
    pub choice: Choice,
    /// The game, when one game is played.
    pub game: GameSetup,
    /// The components, when a sum is played.
    pub components: Vec<GameSetup>,
    /// Misère play (of the whole sum, for a sum).
    pub misere: bool,
    /// Random positions: how many piles.
    pub random_piles: usize,
    /// Random positions: the largest pile.
    pub random_max: u64,
    /// A game from rules: the script and its start position, as typed.
    pub script: ScriptSetup,
}

/// A game from rules, as typed: the script and the numbers of the start position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ScriptSetup {
    /// The script.
    pub source: String,
    /// The start position.
    pub start_text: String,
    /// The positions a solve may explore (the state budget), at most
    /// [`super::script::MAX_BUDGET`].
    pub budget: u64,
    /// The user's own script and start position, kept when an example took their place:
    /// the menu of examples offers them back.
    pub yours: Option<(String, String)>,
}

impl Default for ScriptSetup {
    /// The first example of the menu.
    fn default() -> Self {
        let first = &super::script::EXAMPLES[0];
        Self {
            source: first.source.to_owned(),
            start_text: first.start.to_owned(),
            budget: super::script::BUDGET,
            yours: None,
        }
    }
}

impl ScriptSetup {
    /// Puts `example` in the form. A script of the user's own (one that is no example) is
    /// kept first, with its start position, in [`ScriptSetup::yours`].
    pub fn choose_example(&mut self, example: &super::script::Example) {
        let own = !super::script::EXAMPLES
            .iter()
            .any(|e| e.source == self.source);
        if own {
            self.yours = Some((self.source.clone(), self.start_text.clone()));
        }
        self.source = example.source.to_owned();
        self.start_text = example.start.to_owned();
    }

    /// Puts the user's own script kept by [`ScriptSetup::choose_example`] back in the form
    /// (it stays kept).
    pub fn restore_yours(&mut self) {
        if let Some((source, start)) = &self.yours {
            self.source.clone_from(source);
            self.start_text.clone_from(start);
        }
    }

    /// The numbers of the start position.
    ///
    /// # Errors
    /// [`SetupError::Field`] on the position field.
    pub fn start(&self) -> Result<Vec<u64>, SetupError> {
        let field = |problem| SetupError::Field {
            component: None,
            field: Field::Position,
            problem,
        };
        let start = numbers(&self.start_text).map_err(field)?;
        if start.is_empty() {
            return Err(field(Problem::Empty));
        }
        Ok(start)
    }
}

impl Default for Setup {
    fn default() -> Self {
        Self {
            choice: Choice::Game(GameKind::Nim),
            game: GameSetup::default(),
            components: default_sum(),
            misere: false,
            random_piles: 3,
            random_max: 9,
            script: ScriptSetup::default(),
        }
    }
}

/// The sum offered first: Nim, Wythoff and Bash side by side.
pub fn default_sum() -> Vec<GameSetup> {
    vec![
        GameSetup::new(GameKind::Nim, "1 2"),
        GameSetup::new(GameKind::Wythoff, "2 3"),
        GameSetup::new(GameKind::Bash, "6"),
    ]
}

impl Setup {
    /// The games of the form: the one game, or the components.
    pub fn games(&self) -> &[GameSetup] {
        match self.choice {
            Choice::Game(_) => std::slice::from_ref(&self.game),
            Choice::Sum => &self.components,
            Choice::Graph | Choice::Script => &[],
        }
    }

    /// The games of the form, to change.
    pub fn games_mut(&mut self) -> &mut [GameSetup] {
        match self.choice {
            Choice::Game(_) => std::slice::from_mut(&mut self.game),
            Choice::Sum => &mut self.components,
            Choice::Graph | Choice::Script => &mut [],
        }
    }

    /// Whether misère play can be asked for: for one game, when the core knows its misère
    /// play; for a sum, always (the core says which positions it can decide).
    pub fn misere_allowed(&self) -> bool {
        match self.choice {
            Choice::Game(kind) => kind.supports_misere(),
            Choice::Sum => true,
            Choice::Graph | Choice::Script => false,
        }
    }

    /// The game described by the form, read but not yet built by the core.
    ///
    /// # Errors
    /// [`SetupError`] naming the field (and the component) at fault.
    pub fn read(&self) -> Result<NewGame, SetupError> {
        let convention = if self.misere && self.misere_allowed() {
            Convention::Misere
        } else {
            Convention::Normal
        };
        let sum = self.choice == Choice::Sum;
        let mut specs = Vec::new();
        let mut start = Vec::new();
        for (i, g) in self.games().iter().enumerate() {
            let component = sum.then_some(i);
            let (spec, numbers) = g.read().map_err(|(field, problem)| SetupError::Field {
                component,
                field,
                problem,
            })?;
            specs.push(spec);
            start.push(numbers);
        }
        Ok(NewGame {
            specs,
            convention,
            start,
        })
    }
}

impl GameSetup {
    /// The game and the numbers of its position.
    fn read(&self) -> Result<(GameSpec, Vec<u64>), (Field, Problem)> {
        let spec = match self.kind {
            GameKind::Bash => {
                let k = numbers(&self.k_text).map_err(|p| (Field::K, p))?;
                let [max_take] = k[..] else {
                    return Err((Field::K, Problem::NotOne { given: k.len() }));
                };
                GameSpec::Bash {
                    max_take,
                    convention: Convention::Normal,
                }
            }
            GameKind::SetNim => {
                let elements = numbers(&self.set_text).map_err(|p| (Field::Set, p))?;
                let set = SubtractionSet::new(&elements)
                    .map_err(|e| (Field::Set, Problem::Rules(e.into())))?;
                GameSpec::SetNim { set }
            }
            GameKind::Wythoff => GameSpec::Wythoff,
            GameKind::Staircase => GameSpec::Staircase,
            GameKind::SplitNim => GameSpec::SplitNim,
            GameKind::Nim => GameSpec::Nim {
                convention: Convention::Normal,
            },
            GameKind::Grundy => GameSpec::Grundy,
            GameKind::Octal => GameSpec::Octal {
                code: self
                    .code_text
                    .trim()
                    .parse()
                    .map_err(|e| (Field::Code, Problem::Code(e)))?,
            },
        };
        let position = numbers(&self.position_text).map_err(|p| (Field::Position, p))?;
        if position.is_empty() {
            return Err((Field::Position, Problem::Empty));
        }
        Ok((spec, position))
    }
}

/// Whole numbers separated by spaces or commas, each read by the grammar every host front
/// end shares (digits only).
fn numbers(text: &str) -> Result<Vec<u64>, Problem> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| {
            grundy_host::parse_number(t).map_err(|error| Problem::Number {
                word: t.to_owned(),
                error,
            })
        })
        .collect()
}

/// A field of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Bash's k.
    K,
    /// Set Nim's S.
    Set,
    /// An octal game's code.
    Code,
    /// The position.
    Position,
}

/// What is wrong with a field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A word is not a number: the word, and the grammar's reason.
    Number {
        /// The word typed.
        word: String,
        /// Why it is not a number.
        error: NumberError,
    },
    /// An octal code the core does not read.
    Code(OctalCodeError),
    /// Nothing was typed.
    Empty,
    /// One number was wanted.
    NotOne {
        /// How many were given.
        given: usize,
    },
    /// The core refuses the rules.
    Rules(RulesError),
}

/// The form does not describe a game: where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A field cannot be read.
    Field {
        /// The component, from 0, in a sum.
        component: Option<usize>,
        /// The field.
        field: Field,
        /// What is wrong.
        problem: Problem,
    },
    /// The core refuses to build the rules or the position.
    Build(BuildError),
    /// The core finds no move from the start position: there is no game to play.
    NoMove,
}

impl fmt::Display for SetupError {
    /// `component 2: position: 33 piles given, at most 32 fit`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for SetupError {
    /// The component (in a sum), the field and the reason, in `lang`.
    fn localize(&self, lang: Lang) -> String {
        let (component, field, problem) = match self {
            Self::Field {
                component,
                field,
                problem,
            } => (*component, *field, problem.localize(lang)),
            Self::Build(BuildError::Position { component, error }) => {
                (*component, Field::Position, error.localize(lang))
            }
            Self::Build(e @ BuildError::Rules { component, error }) => {
                let Some(field) = rules_field(error) else {
                    return e.localize(lang);
                };
                let problem = match advice(error) {
                    Some(advice) => tr!(
                        lang,
                        "setup-problem-advice",
                        problem = error.localize(lang),
                        advice = tr!(lang, advice)
                    ),
                    None => error.localize(lang),
                };
                (*component, field, problem)
            }
            Self::Build(e) => return e.localize(lang),
            Self::NoMove => (None, Field::Position, tr!(lang, "setup-no-move")),
        };
        let field = match field {
            Field::K => "field-k",
            Field::Set => "field-set",
            Field::Code => "field-code",
            Field::Position => "field-position",
        };
        let text = tr!(
            lang,
            "setup-error-in-field",
            field = tr!(lang, field),
            problem = problem
        );
        match component {
            Some(c) => tr!(lang, "in-component", component = c + 1, error = text),
            None => text,
        }
    }
}

/// The field of the form whose value the core refused to build rules from.
fn rules_field(error: &RulesError) -> Option<Field> {
    match error {
        RulesError::ZeroMaxTake => Some(Field::K),
        RulesError::EmptySet
        | RulesError::ZeroInSet
        | RulesError::SetTooLarge { .. }
        | RulesError::NoPeriodWithin { .. }
        | RulesError::HeapBeyondTable { .. }
        | RulesError::WorkLimit { .. } => Some(Field::Set),
        RulesError::Octal(_) => Some(Field::Code),
        _ => None,
    }
}

/// What the user can do about a refusal past the app's tables or budget (a message id).
fn advice(error: &RulesError) -> Option<&'static str> {
    match error {
        RulesError::NoPeriodWithin { .. }
        | RulesError::HeapBeyondTable { .. }
        | RulesError::WorkLimit { .. } => Some("setup-advice-set"),
        RulesError::Octal(_) => Some("setup-advice-code"),
        _ => None,
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for Problem {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Number { word, error } => {
                tr!(
                    lang,
                    "not-a-number",
                    text = word,
                    error = error.localize(lang)
                )
            }
            Self::Code(e) => e.localize(lang),
            Self::Empty => tr!(lang, "setup-no-numbers"),
            Self::NotOne { given } => tr!(lang, "setup-not-one", given = *given),
            Self::Rules(e) => e.localize(lang),
        }
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sum_reads_into_specs_and_numbers() {
        let setup = Setup {
            choice: Choice::Sum,
            misere: true,
            ..Setup::default()
        };
        let game = setup.read().unwrap();
        assert_eq!(game.specs.len(), 3);
        assert_eq!(game.start, vec![vec![1, 2], vec![2, 3], vec![6]]);
        assert_eq!(game.convention, Convention::Misere);
        // Misère play of one Wythoff game is not offered: the form reads it as normal play.
        let mut one = Setup {
            choice: Choice::Game(GameKind::Wythoff),
            misere: true,
            ..Setup::default()
        };
        one.game = GameSetup::new(GameKind::Wythoff, "3, 5");
        let game = one.read().unwrap();
        assert_eq!(game.convention, Convention::Normal);
        assert_eq!(game.start, vec![vec![3, 5]]);
    }

    #[test]
    fn errors_name_the_component_and_the_field() {
        let mut setup = Setup {
            choice: Choice::Sum,
            ..Setup::default()
        };
        setup.components[1].position_text = "4 x".to_owned();
        let e = setup.read().unwrap_err();
        assert!(matches!(
            e,
            SetupError::Field {
                component: Some(1),
                field: Field::Position,
                ..
            }
        ));
        assert!(
            e.to_string().starts_with("component 2: position: \"x\""),
            "{e}"
        );
        setup.components[1] = GameSetup::new(GameKind::SetNim, "3");
        setup.components[1].set_text = "2 0".to_owned();
        let e = setup.read().unwrap_err();
        assert!(
            matches!(
                &e,
                SetupError::Field {
                    problem: Problem::Rules(RulesError::ZeroInSet),
                    ..
                }
            ),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            "component 2: S: the subtraction set contains 0 (a move that takes nothing)"
        );
        setup.components[1] = GameSetup::new(GameKind::Bash, "3");
        setup.components[1].k_text = "2 3".to_owned();
        let e = setup.read().unwrap_err();
        assert_eq!(e.to_string(), "component 2: k: give one number, not 2");
    }
}

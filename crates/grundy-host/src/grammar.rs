//! The text grammar of a game or a sum of games, as the command line takes it:
//!
//! ```text
//! sum       := component ("+" component)*
//! component := game (option | number)* | "script" FILE number*
//! game      := "nim" | "wythoff" | "set" | "staircase" | "split" | "bash" | "octal" CODE
//!            | "grundy"
//! option    := "--k" K | "--k=" K | "--set" LIST | "--set=" LIST | "--misere"
//! number    := digits, 0 to 18446744073709551615 (no sign, no separators)
//! ```
//!
//! `+` alone separates components; `--k` belongs to `bash`, `--set` (comma-separated
//! elements) to `set`, `octal` takes its code (`0.77`, or a hexadecimal one such as `0.f8`)
//! as its first word, `grundy` is Grundy's game, `script` takes the file of its rules, and
//! `--misere`, written in any component, makes the whole sum misère (a sum with a script is
//! played under normal play only). [`parse_terms`] reads scripts too; [`parse_sum`], for
//! front ends without a script engine, refuses them.

use core::fmt;

use crate::{quoted, shown};

use grundy::any::Storage;
use grundy::error::RulesError;
use grundy::set_nim::SubtractionSet;
use grundy::sum::{SumPosition, SumPositionError};
use grundy::{AnyGame, Convention, GameKind, GameSpec, Sum};

/// One component as written: its game, its numbers and its own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    /// The game, with its parameters (normal play: the convention is the sum's).
    pub spec: GameSpec,
    /// The numbers of the position.
    pub numbers: Vec<u64>,
    /// The words it was written with, e.g. `wythoff 4 7`.
    pub text: String,
}

/// A component whose rules are a script: the file, and the numbers of its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptTerm {
    /// The file of the rules, as written.
    pub file: String,
    /// The numbers of the position.
    pub numbers: Vec<u64>,
    /// The words it was written with, e.g. `script grundy.rhai 7`.
    pub text: String,
}

/// One component: a game the core knows, or a script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term {
    /// A game the core knows.
    Game(Component),
    /// A game given by a script.
    Script(ScriptTerm),
}

impl Term {
    /// The words it was written with.
    pub fn text(&self) -> &str {
        match self {
            Self::Game(c) => &c.text,
            Self::Script(s) => &s.text,
        }
    }
}

/// A parsed sum whose components may be scripts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Terms {
    /// The components, in order.
    pub terms: Vec<Term>,
    /// Misère when any component said `--misere` (never with a script).
    pub convention: Convention,
}

/// A parsed sum: its components and the convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The components, in order.
    pub components: Vec<Component>,
    /// Misère when any component said `--misere`.
    pub convention: Convention,
}

/// What is wrong with the words given, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrammarError {
    /// The component, from 1 (0 when the words name no component at all).
    pub component: usize,
    /// The component's words so far, for the message.
    pub text: String,
    /// The argument at fault, from 0, when there is one.
    pub argument: Option<usize>,
    /// What is wrong, lowercase.
    pub message: String,
}

impl fmt::Display for GrammarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.component == 0 {
            f.write_str(&self.message)
        } else if self.text.is_empty() {
            write!(f, "component {}: {}", self.component, self.message)
        } else {
            write!(
                f,
                "component {} ({}): {}",
                self.component,
                shown(&self.text, false),
                self.message
            )
        }
    }
}

impl std::error::Error for GrammarError {}

/// A number by the rule of [`crate::parse_number`], with the word in the message.
fn number(token: &str) -> Result<u64, String> {
    crate::parse_number(token).map_err(|e| format!("{} is not a number: {e}", quoted(token)))
}

/// The games by the names the grammar takes.
const GAMES: [(&str, GameKind); 8] = [
    ("nim", GameKind::Nim),
    ("wythoff", GameKind::Wythoff),
    ("set", GameKind::SetNim),
    ("staircase", GameKind::Staircase),
    ("split", GameKind::SplitNim),
    ("bash", GameKind::Bash),
    ("octal", GameKind::Octal),
    ("grundy", GameKind::Grundy),
];

/// The grammar's name of `kind`.
pub(crate) fn name_of(kind: GameKind) -> &'static str {
    GAMES
        .iter()
        .find(|(_, k)| *k == kind)
        .map_or("?", |(name, _)| name)
}

/// Parses `args` as a sum of games the core knows (one component is a sum of one).
///
/// # Errors
/// [`GrammarError`] naming the component and the argument at fault, a script among them.
pub fn parse_sum<S: AsRef<str>>(args: &[S]) -> Result<Parsed, GrammarError> {
    let Terms { terms, convention } = parse_terms(args)?;
    let mut components = Vec::with_capacity(terms.len());
    for (i, term) in terms.into_iter().enumerate() {
        match term {
            Term::Game(c) => components.push(c),
            Term::Script(s) => {
                return Err(GrammarError {
                    component: i + 1,
                    text: s.text,
                    argument: None,
                    message: "a script's rules are not read here".to_owned(),
                });
            }
        }
    }
    Ok(Parsed {
        components,
        convention,
    })
}

/// Parses `args` as a sum whose components may be scripts (`script FILE NUMBERS`).
///
/// # Errors
/// [`GrammarError`] naming the component and the argument at fault; `--misere` in a sum
/// with a script.
pub fn parse_terms<S: AsRef<str>>(args: &[S]) -> Result<Terms, GrammarError> {
    let mut terms = Vec::new();
    let mut convention = Convention::Normal;
    let mut start = 0;
    let args: Vec<&str> = args.iter().map(AsRef::as_ref).collect();
    if args.is_empty() {
        return Err(GrammarError {
            component: 0,
            text: String::new(),
            argument: None,
            message: format!("no game given: expected one of {}", game_names()),
        });
    }
    for (i, a) in args.iter().copied().enumerate().chain([(args.len(), "+")]) {
        if a != "+" {
            continue;
        }
        let words = args.get(start..i).unwrap_or(&[]);
        let (term, misere) = parse_component(words, terms.len() + 1, start)?;
        if misere {
            convention = Convention::Misere;
        }
        terms.push(term);
        start = i + 1;
    }
    let script = terms.iter().enumerate().find_map(|(i, t)| match t {
        Term::Script(s) => Some((i, s)),
        Term::Game(_) => None,
    });
    if let (Convention::Misere, Some((i, script))) = (convention, script) {
        return Err(GrammarError {
            component: i + 1,
            text: script.text.clone(),
            argument: None,
            message:
                "a sum with a script is played under normal play only: --misere does not apply"
                    .to_owned(),
        });
    }
    Ok(Terms { terms, convention })
}

fn game_names() -> String {
    let mut names = GAMES.map(|(n, _)| n).join(", ");
    names.push_str(", script");
    names
}

/// A `script FILE NUMBERS` component's words after `script`; `first` is the index of
/// `script` among all the arguments.
fn parse_script(
    rest: &[&str],
    text: &str,
    index: usize,
    first: usize,
) -> Result<ScriptTerm, GrammarError> {
    let fail = |at: Option<usize>, message: String| GrammarError {
        component: index,
        text: text.to_owned(),
        argument: at.map(|a| first + a),
        message,
    };
    let Some((&file, numbers)) = rest.split_first() else {
        return Err(fail(
            None,
            "script needs the file of its rules first, e.g. script grundy.rhai 7".to_owned(),
        ));
    };
    if file.starts_with("--") {
        return Err(fail(
            Some(1),
            format!(
                "script needs the file of its rules before options, not {}",
                quoted(file)
            ),
        ));
    }
    let mut parsed = Vec::with_capacity(numbers.len());
    for (i, &word) in numbers.iter().enumerate() {
        let at = Some(i + 2);
        if word == "--misere" {
            return Err(fail(
                at,
                "a script game is played under normal play only: --misere does not apply"
                    .to_owned(),
            ));
        }
        if word.starts_with("--") {
            return Err(fail(
                at,
                format!("unknown option {} for a script", quoted(word)),
            ));
        }
        parsed.push(number(word).map_err(|m| fail(at, m))?);
    }
    Ok(ScriptTerm {
        file: file.to_owned(),
        numbers: parsed,
        text: text.to_owned(),
    })
}

/// One component's words; `first` is the index of its first argument.
fn parse_component<S: AsRef<str>>(
    words: &[S],
    index: usize,
    first: usize,
) -> Result<(Term, bool), GrammarError> {
    let words: Vec<&str> = words.iter().map(AsRef::as_ref).collect();
    let words = words.as_slice();
    let text = words.join(" ");
    let fail = |at: Option<usize>, message: String| GrammarError {
        component: index,
        text: text.clone(),
        argument: at.map(|a| first + a),
        message,
    };
    let Some((&name, rest)) = words.split_first() else {
        return Err(fail(
            None,
            format!("empty: expected a game ({})", game_names()),
        ));
    };
    if name == "script" {
        return parse_script(rest, &text, index, first).map(|s| (Term::Script(s), false));
    }
    let Some(&(_, kind)) = GAMES.iter().find(|(n, _)| *n == name) else {
        return Err(fail(
            Some(0),
            format!(
                "unknown game {}: expected one of {}",
                quoted(name),
                game_names()
            ),
        ));
    };
    let (mut k, mut set, mut misere, mut code) = (None, None, false, None);
    let mut numbers = Vec::new();
    let mut i = 0;
    while let Some(&word) = rest.get(i) {
        let at = Some(i + 1);
        let (option, inline) = match word.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v)),
            _ => (word, None),
        };
        match option {
            "--misere" if inline.is_none() => misere = true,
            "--k" | "--set" => {
                let value = match inline {
                    Some(v) => v,
                    None => {
                        i += 1;
                        *rest
                            .get(i)
                            .ok_or_else(|| fail(at, format!("{option} needs a value")))?
                    }
                };
                let at = Some(i + 1);
                if option == "--k" {
                    if kind != GameKind::Bash {
                        return Err(fail(at, "--k belongs to bash".to_owned()));
                    }
                    k = Some(number(value).map_err(|m| fail(at, m))?);
                } else {
                    if kind != GameKind::SetNim {
                        return Err(fail(at, "--set belongs to set".to_owned()));
                    }
                    let elements = value
                        .split(',')
                        .map(number)
                        .collect::<Result<Vec<u64>, String>>()
                        .map_err(|m| fail(at, m))?;
                    set =
                        Some(SubtractionSet::new(&elements).map_err(|e| fail(at, e.to_string()))?);
                }
            }
            w if w.starts_with("--") => {
                return Err(fail(at, format!("unknown option {}", quoted(word))));
            }
            w if kind == GameKind::Octal && code.is_none() => {
                code = Some(
                    w.parse::<grundy::octal::OctalCode>()
                        .map_err(|e| fail(at, format!("the octal code {}: {e}", quoted(w))))?,
                );
            }
            _ => numbers.push(number(word).map_err(|m| fail(at, m))?),
        }
        i += 1;
    }
    let spec = match kind {
        GameKind::Bash => GameSpec::Bash {
            max_take: k.ok_or_else(|| fail(None, "bash needs --k K (take 1 to K)".to_owned()))?,
            convention: Convention::Normal,
        },
        GameKind::SetNim => GameSpec::SetNim {
            set: set.ok_or_else(|| {
                fail(
                    None,
                    "set needs --set A,B,… (the subtraction set)".to_owned(),
                )
            })?,
        },
        GameKind::Wythoff => GameSpec::Wythoff,
        GameKind::Staircase => GameSpec::Staircase,
        GameKind::SplitNim => GameSpec::SplitNim,
        GameKind::Grundy => GameSpec::Grundy,
        GameKind::Octal => GameSpec::Octal {
            code: code.ok_or_else(|| {
                fail(
                    None,
                    "octal needs its code first, e.g. octal 0.77 5 7".to_owned(),
                )
            })?,
        },
        _ => GameSpec::Nim {
            convention: Convention::Normal,
        },
    };
    Ok((
        Term::Game(Component {
            spec,
            numbers,
            text,
        }),
        misere,
    ))
}

/// Parses `words` as one game without a position, the game of a table of Grundy values:
/// `octal 0.77`, `set 2 5 7`, `bash 3`, `split`, `nim`. A set's elements and Bash's `k` may
/// also be written as [`parse_sum`] takes them (`set --set 2,5,7`, `bash --k 3`).
///
/// ```
/// use grundy::GameSpec;
/// use grundy_host::parse_game;
///
/// assert_eq!(parse_game(&["bash", "3"])?, parse_game(&["bash", "--k", "3"])?);
/// assert!(matches!(parse_game(&["set", "2", "5", "7"])?, GameSpec::SetNim { .. }));
/// assert!(parse_game(&["nim", "3"]).is_err()); // a position, not a game
/// # Ok::<(), grundy_host::GrammarError>(())
/// ```
///
/// # Errors
/// [`GrammarError`] as for [`parse_sum`]; also for a sum, a position (numbers left over) and
/// `--misere` (a table holds the values of normal play).
pub fn parse_game<S: AsRef<str>>(words: &[S]) -> Result<GameSpec, GrammarError> {
    let words: Vec<&str> = words.iter().map(AsRef::as_ref).collect();
    let text = words.join(" ");
    let fail = |argument: Option<usize>, message: String| GrammarError {
        component: 0,
        text: text.clone(),
        argument,
        message,
    };
    if let Some(at) = words.iter().position(|&w| w == "+") {
        return Err(fail(
            Some(at),
            "a table is of one game, not of a sum".to_owned(),
        ));
    }
    // `set 2 5 7` and `bash 3`: the bare numbers are the parameter.
    let option = match words.first() {
        Some(&"set") => Some("--set"),
        Some(&"bash") => Some("--k"),
        _ => None,
    };
    let mut rewritten: Vec<String> = words.iter().map(|&w| w.to_owned()).collect();
    if let (Some(option), Some((name, rest))) = (option, words.split_first())
        && !rest.iter().any(|w| w.starts_with(option))
    {
        let (numbers, options): (Vec<&str>, Vec<&str>) =
            rest.iter().partition(|w| !w.starts_with("--"));
        // Every number is an element of a set; Bash has one k, and a second number is left
        // over to be refused as a position.
        let (value, left) = match (option, numbers.split_first()) {
            ("--k", Some((k, left))) => ((*k).to_owned(), left),
            _ => (numbers.join(","), &[][..]),
        };
        if !numbers.is_empty() {
            rewritten = vec![(*name).to_owned(), option.to_owned(), value];
            rewritten.extend(left.iter().chain(&options).map(|&w| w.to_owned()));
        }
    }
    if words.is_empty() {
        return Err(GrammarError {
            component: 0,
            text,
            argument: None,
            message: format!("no game given: expected one of {}", game_names()),
        });
    }
    // One game: its messages need not say "component 1".
    let (term, misere) =
        parse_component(&rewritten, 1, 0).map_err(|e| GrammarError { component: 0, ..e })?;
    let Term::Game(component) = term else {
        return Err(fail(
            None,
            "a script's table is `grundy sg script FILE`, not a game of this grammar".to_owned(),
        ));
    };
    if misere {
        return Err(fail(
            None,
            "a table holds the Grundy values of normal play: --misere has none".to_owned(),
        ));
    }
    if let Some(n) = component.numbers.first() {
        return Err(fail(
            None,
            format!(
                "a table is of a game, not of a position: {n} is no parameter of {}",
                name_of(component.spec.kind())
            ),
        ));
    }
    Ok(component.spec)
}

/// A sum could not be built from parsed components: which component, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError {
    /// The component, from 1 (0 for the sum as a whole).
    pub component: usize,
    /// Its words.
    pub text: String,
    /// The core's reason.
    pub message: String,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.component == 0 {
            f.write_str(&self.message)
        } else {
            write!(
                f,
                "component {} ({}): {}",
                self.component,
                shown(&self.text, false),
                self.message
            )
        }
    }
}

impl std::error::Error for BuildError {}

impl Parsed {
    /// The sum and its position, with tables from `storage` sized for the position.
    ///
    /// # Errors
    /// [`BuildError`] naming the component whose rules or position the core refuses.
    pub fn build<S: Storage>(&self, storage: &S) -> Result<(Sum<S>, SumPosition), BuildError> {
        let mut games = Vec::new();
        for (i, c) in self.components.iter().enumerate() {
            let game = AnyGame::build(&c.spec, &c.numbers, storage).map_err(|e| BuildError {
                component: i + 1,
                text: c.text.clone(),
                message: e.to_string(),
            })?;
            games.push(game);
        }
        let whole = |e: RulesError| BuildError {
            component: usize::from(self.components.len() == 1),
            text: self
                .components
                .first()
                .map(|c| c.text.clone())
                .unwrap_or_default(),
            message: e.to_string(),
        };
        let sum = Sum::new(games, self.convention).map_err(|e| whole(e.into()))?;
        let parts: Vec<&[u64]> = self
            .components
            .iter()
            .map(|c| c.numbers.as_slice())
            .collect();
        let position = sum.position(&parts).map_err(|e: SumPositionError| {
            let c = self.components.get(e.component);
            BuildError {
                component: e.component + 1,
                text: c.map(|c| c.text.clone()).unwrap_or_default(),
                message: e.error.map_or_else(|| e.to_string(), |p| p.to_string()),
            }
        })?;
        Ok((sum, position))
    }
}

/// The grammar's words for a component of `game` at `numbers`, e.g. `set --set 2,5 7 9`.
pub fn describe(spec: &GameSpec, numbers: &[u64]) -> String {
    let mut words = vec![name_of(spec.kind()).to_owned()];
    match spec {
        GameSpec::Bash { max_take, .. } => words.push(format!("--k {max_take}")),
        GameSpec::SetNim { set } => {
            let list: Vec<String> = set.as_slice().iter().map(u64::to_string).collect();
            words.push(format!("--set {}", list.join(",")));
        }
        GameSpec::Octal { code } => words.push(code.to_string()),
        _ => {}
    }
    if spec.convention() == Convention::Misere {
        words.push("--misere".to_owned());
    }
    words.extend(numbers.iter().map(u64::to_string));
    words.join(" ")
}

#[cfg(test)]
mod tests;

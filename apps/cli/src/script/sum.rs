//! `grundy hint` with scripts among the components: each script's position analysed, the
//! core's components as a sum of their own, the generalized nim-sum of all (the core's
//! `LoopySum`), and the moves that win or keep a draw.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::Path;

use grundy::Game;
use grundy::any::AnyPosition;
use grundy::graph::{GraphOutcome, LoopySum};
use grundy_host::custom::{Analysis, Choice, Solver, Value};
use grundy_host::hint::json_string;
use grundy_host::{Heap, Parsed, Term, Terms, describe};
use grundy_i18n::{Lang, Localize, tr};
use grundy_script::{ScriptError, ScriptRules};

use super::{MAX_MOVES, code, failure, json_grundy, load, outcome_text, solver};
use crate::args::Format;
use crate::error::Failure;
use crate::out::join;

/// One component of a hint: a game the core knows, or a script's position analysed.
enum Part {
    Game {
        /// Its index among the sum of the core's components.
        index: usize,
    },
    Script {
        file: String,
        analysis: Analysis<ScriptError>,
        name: Option<String>,
    },
}

/// A move to show: in which component, its words before and after, and how to write it.
struct Shown {
    component: usize,
    before: String,
    after: String,
    /// The core's move, for a component of the core's (`None` for a script's).
    mv: Option<grundy::any::AnyMove>,
}

/// `hint` with scripts among the components.
pub fn hint(terms: &Terms, format: Format, lang: Lang, budget: u64) -> Result<(), Failure> {
    // The core's components form a sum of their own (normal play: a sum with a script is).
    let games: Vec<grundy_host::Component> = terms
        .terms
        .iter()
        .filter_map(|t| match t {
            Term::Game(c) => Some(c.clone()),
            Term::Script(_) => None,
        })
        .collect();
    let core = if games.is_empty() {
        None
    } else {
        let parsed = Parsed {
            components: games,
            convention: terms.convention,
        };
        Some(
            parsed
                .build(&Heap)
                .map_err(|e| Failure::Input(e.to_string()))?,
        )
    };
    let mut scripts: HashMap<String, Solver<ScriptRules>> = HashMap::new();
    let mut parts = Vec::with_capacity(terms.terms.len());
    let mut games_seen = 0;
    for (i, term) in terms.terms.iter().enumerate() {
        match term {
            Term::Game(_) => {
                parts.push(Part::Game { index: games_seen });
                games_seen += 1;
            }
            Term::Script(s) => {
                let path = Path::new(&s.file);
                if !scripts.contains_key(&s.file) {
                    let script = load(path)?;
                    scripts.insert(s.file.clone(), solver(&script, budget));
                }
                let Some(solver) = scripts.get_mut(&s.file) else {
                    continue;
                };
                let name = solver.name().map_err(|e| failure(path, &e))?;
                let analysis = solver.analyse(&s.numbers).map_err(|e| {
                    let f = failure(path, &e);
                    match (terms.terms.len(), f) {
                        (1, f) => f,
                        (_, Failure::Input(m)) => {
                            Failure::Input(format!("component {} ({}): {m}", i + 1, s.text))
                        }
                        (_, f) => f,
                    }
                })?;
                parts.push(Part::Script {
                    file: s.file.clone(),
                    analysis,
                    name,
                });
            }
        }
    }
    let report = Report {
        terms,
        parts: &parts,
        core: core.as_ref(),
    };
    let text = match format {
        Format::Json => report.json()?,
        _ => report.text(lang)?,
    };
    crate::out::print(&text)
}

/// Everything `hint` says about a sum with scripts.
struct Report<'a> {
    terms: &'a Terms,
    parts: &'a [Part],
    core: Option<&'a (grundy::Sum<Heap>, grundy::sum::SumPosition)>,
}

impl Report<'_> {
    fn single(&self) -> Option<&Analysis<ScriptError>> {
        match self.parts {
            [Part::Script { analysis, .. }] => Some(analysis),
            _ => None,
        }
    }

    /// Each component's value: a number (of any size) or `∞(K)`.
    fn values(&self) -> Result<Vec<Value128>, Failure> {
        self.parts
            .iter()
            .enumerate()
            .map(|(i, p)| match p {
                Part::Script { analysis, .. } => Ok(match &analysis.value {
                    Value::Finite(g) => Value128::Finite(u128::from(*g)),
                    Value::Infinite(k) => Value128::Infinite(k.clone()),
                }),
                Part::Game { index } => {
                    let (sum, position) = self.core.ok_or_else(missing)?;
                    let value = sum
                        .values(position)
                        .nth(*index)
                        .ok_or_else(missing)?
                        .map_err(|e| {
                            Failure::Input(format!(
                                "component {} ({}): no value: {e}",
                                i + 1,
                                self.words(i)
                            ))
                        })?;
                    Ok(Value128::Finite(value.get()))
                }
            })
            .collect()
    }

    /// The words of component `i` as written.
    fn words(&self, i: usize) -> String {
        self.terms
            .terms
            .get(i)
            .map_or_else(String::new, |t| t.text().to_owned())
    }

    /// The core's position of a component of the core's.
    fn core_part(&self, index: usize) -> Option<(&grundy::AnyGame<Heap>, &AnyPosition)> {
        let (sum, position) = self.core?;
        Some((sum.components().get(index)?, position.parts().get(index)?))
    }

    /// The words of component `i` at `numbers`.
    fn words_at(&self, i: usize, numbers: &[u64]) -> String {
        match (self.terms.terms.get(i), self.parts.get(i)) {
            (Some(Term::Game(c)), _) => describe(&c.spec, numbers),
            (Some(Term::Script(s)), _) => format!("script {} {}", s.file, join(numbers)),
            _ => String::new(),
        }
    }

    /// The sum's value, outcome and the moves to show: the winning ones, or the perfect
    /// player's one.
    fn solve(&self) -> Result<Solved, Failure> {
        let values = self.values()?;
        let sum = LoopySum::of(values.iter().map(Value128::finite));
        let k_of = |component: usize| match values.get(component) {
            Some(Value128::Infinite(k)) => k.clone(),
            _ => Vec::new(),
        };
        let outcome = sum.outcome(|x| match sum {
            LoopySum::Infinite { component, .. } => {
                k_of(component).iter().any(|&g| u128::from(g) == x)
            }
            _ => false,
        });
        let mut winning = Vec::new();
        let mut more = false;
        if outcome == GraphOutcome::Win {
            for (i, (part, value)) in self.parts.iter().zip(&values).enumerate() {
                let Some(target) = sum.winning_target(i, value.finite()) else {
                    continue;
                };
                for m in self.moves_to(i, part, target)? {
                    if winning.len() == MAX_MOVES {
                        more = true;
                        break;
                    }
                    winning.push(m);
                }
            }
        }
        let best = match (outcome, self.single()) {
            (GraphOutcome::Win, _) => None,
            (_, Some(a)) => a.best().map(|c| self.script_move(0, c)),
            // A sum: the first move whose outcome is what perfect play keeps (a draw, or
            // from a loss any move).
            (want, None) => self.first_move_keeping(want, &values)?,
        };
        let value = match sum {
            LoopySum::Finite(x) => Value128::Finite(x),
            _ => {
                let k = match sum {
                    LoopySum::Infinite { component, .. } => k_of(component),
                    _ => Vec::new(),
                };
                let shifted: Vec<u64> = sum
                    .k_set(k.iter().map(|&g| u128::from(g)))
                    .filter_map(|g| u64::try_from(g).ok())
                    .collect();
                let mut shifted = shifted;
                shifted.sort_unstable();
                Value128::Infinite(shifted)
            }
        };
        Ok(Solved {
            value,
            outcome,
            winning,
            more,
            best,
        })
    }

    /// A script's option as a move of component `i`.
    fn script_move(&self, i: usize, c: &Choice) -> Shown {
        let before = match self.parts.get(i) {
            Some(Part::Script { analysis, .. }) => analysis.position.clone(),
            _ => Vec::new(),
        };
        Shown {
            component: i,
            before: self.words_at(i, &before),
            after: self.words_at(i, &c.position),
            mv: None,
        }
    }

    /// The moves of component `i` to a position of value `target`.
    fn moves_to(&self, i: usize, part: &Part, target: u128) -> Result<Vec<Shown>, Failure> {
        match part {
            Part::Script { analysis, .. } => Ok(analysis
                .options
                .iter()
                .filter(|c| c.value.finite().map(u128::from) == Some(target))
                .map(|c| self.script_move(i, c))
                .collect()),
            Part::Game { index } => {
                let Some((game, position)) = self.core_part(*index) else {
                    return Err(missing());
                };
                let moves = game
                    .moves_to(position, grundy::Nimber::new(target))
                    .map_err(|e| Failure::Input(e.to_string()))?;
                let mut shown = Vec::new();
                for mv in moves.take(MAX_MOVES + 1) {
                    let after = game
                        .play(position.clone(), mv)
                        .map_err(|e| Failure::Input(format!("the core offered {mv}, but: {e}")))?;
                    shown.push(Shown {
                        component: i,
                        before: self.words_at(i, position.numbers()),
                        after: self.words_at(i, after.numbers()),
                        mv: Some(mv),
                    });
                }
                Ok(shown)
            }
        }
    }

    /// The first move of a script component after which the sum's outcome is `want` seen
    /// from the other side: for a draw, a move that keeps it; for a loss, any move.
    fn first_move_keeping(
        &self,
        want: GraphOutcome,
        values: &[Value128],
    ) -> Result<Option<Shown>, Failure> {
        for (i, part) in self.parts.iter().enumerate() {
            if let Part::Script { analysis, .. } = part {
                for c in &analysis.options {
                    let mut after: Vec<Value128> = values.to_vec();
                    if let Some(slot) = after.get_mut(i) {
                        *slot = match &c.value {
                            Value::Finite(g) => Value128::Finite(u128::from(*g)),
                            Value::Infinite(k) => Value128::Infinite(k.clone()),
                        };
                    }
                    let sum = LoopySum::of(after.iter().map(Value128::finite));
                    let then = sum.outcome(|x| match sum {
                        LoopySum::Infinite { component, .. } => match after.get(component) {
                            Some(Value128::Infinite(k)) => k.iter().any(|&g| u128::from(g) == x),
                            _ => false,
                        },
                        _ => false,
                    });
                    let keeps = match want {
                        GraphOutcome::Draw => then == GraphOutcome::Draw,
                        _ => true,
                    };
                    if keeps {
                        return Ok(Some(self.script_move(i, c)));
                    }
                }
            }
        }
        Ok(None)
    }

    /// A move as the JSON and the English text write it.
    fn move_words(&self, m: &Shown) -> String {
        let plain = match m.mv {
            Some(mv) => mv.to_string(),
            None => format!("to {}", self.after_numbers(m)),
        };
        if self.parts.len() == 1 {
            plain
        } else {
            format!("in component {} ({}): {plain}", m.component + 1, m.before)
        }
    }

    /// The numbers a script's move leads to (the words after `script FILE`).
    fn after_numbers(&self, m: &Shown) -> String {
        match self.terms.terms.get(m.component) {
            Some(Term::Script(s)) => m
                .after
                .strip_prefix(&format!("script {} ", s.file))
                .unwrap_or(&m.after)
                .to_owned(),
            _ => m.after.clone(),
        }
    }

    fn json(&self) -> Result<String, Failure> {
        let solved = self.solve()?;
        let values = self.values()?;
        let remoteness = match self.single().map(|a| &a.remoteness) {
            Some(Ok(Some(r))) => r.to_string(),
            _ => "null".to_owned(),
        };
        let winning: Vec<String> = solved
            .winning
            .iter()
            .map(|m| json_string(&self.move_words(m)))
            .collect();
        let best = solved
            .best
            .as_ref()
            .map_or_else(|| "null".to_owned(), |m| json_string(&self.move_words(m)));
        let components: Vec<String> = values
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let name = match self.parts.get(i) {
                    Some(Part::Script { name: Some(n), .. }) => {
                        format!(",\"name\":{}", json_string(n))
                    }
                    _ => String::new(),
                };
                format!(
                    "{{\"position\":{},{}{name}}}",
                    json_string(&self.words(i)),
                    v.json_grundy()
                )
            })
            .collect();
        Ok(format!(
            "{{\"outcome\":\"{}\",{},\"remoteness\":{remoteness},\"winning_moves\":[{}],\"more_winning_moves\":{},\"best_move\":{best},\"components\":[{}]}}\n",
            code(solved.outcome),
            solved.value.json_grundy(),
            winning.join(","),
            solved.more,
            components.join(",")
        ))
    }

    fn text(&self, lang: Lang) -> Result<String, Failure> {
        let solved = self.solve()?;
        let values = self.values()?;
        let mut s = String::new();
        if let (Some(a), Some(Part::Script { file, name, .. })) =
            (self.single(), self.parts.first())
        {
            // A script without a name is called by its file's name.
            let game = name.clone().unwrap_or_else(|| {
                Path::new(file)
                    .file_stem()
                    .map_or_else(|| file.clone(), |s| s.to_string_lossy().into_owned())
            });
            let numbers = if a.position.is_empty() {
                tr!(lang, "hint-empty")
            } else {
                join(&a.position)
            };
            let _ = writeln!(
                s,
                "{}",
                tr!(
                    lang,
                    "hint-script-position",
                    game = game,
                    file = file.as_str(),
                    numbers = numbers
                )
            );
        } else {
            let _ = writeln!(
                s,
                "{}",
                tr!(
                    lang,
                    "hint-sum-header",
                    count = values.len(),
                    convention = "normal"
                )
            );
            for (i, v) in values.iter().enumerate() {
                let line = tr!(
                    lang,
                    "hint-component-value",
                    index = i + 1,
                    words = self.words(i),
                    value = v.to_string()
                );
                let _ = writeln!(s, "  {line}");
            }
        }
        let _ = writeln!(
            s,
            "{}",
            tr!(
                lang,
                "hint-outcome",
                outcome = outcome_text(solved.outcome, lang)
            )
        );
        let label = if self.single().is_some() {
            "hint-grundy-single"
        } else {
            "hint-grundy-sum"
        };
        let _ = writeln!(s, "{}", tr!(lang, label, value = solved.value.to_string()));
        let remoteness = match self.single().map(|a| &a.remoteness) {
            Some(Ok(Some(r))) => tr!(lang, "hint-remoteness", remoteness = *r),
            Some(Ok(None)) => tr!(lang, "hint-remoteness-draw"),
            Some(Err(e)) => tr!(lang, "hint-remoteness-unknown", reason = e.to_string()),
            None => tr!(lang, "hint-remoteness-script-sum"),
        };
        let _ = writeln!(s, "{remoteness}");
        let terminal = self.parts.iter().all(|p| match p {
            Part::Script { analysis, .. } => analysis.options.is_empty(),
            Part::Game { index } => self
                .core_part(*index)
                .is_some_and(|(g, p)| g.is_terminal(p)),
        });
        let line = |m: &Shown| -> String {
            let after = self.after_numbers(m);
            match (self.parts.len(), m.mv) {
                (1, _) => tr!(
                    lang,
                    "hint-script-move",
                    before = join(self.single().map_or(&[][..], |a| &a.position)),
                    after = after
                ),
                (_, Some(mv)) => tr!(
                    lang,
                    "hint-move-in-component",
                    component = m.component + 1,
                    before = m.before.as_str(),
                    mv = mv.localize(lang),
                    after = m.after.as_str()
                ),
                (_, None) => tr!(
                    lang,
                    "hint-script-move-in-component",
                    component = m.component + 1,
                    before = m.before.as_str(),
                    after = m.after.as_str()
                ),
            }
        };
        if terminal {
            let _ = writeln!(s, "{}", tr!(lang, "hint-no-move-lost"));
        } else {
            match solved.outcome {
                GraphOutcome::Win => {
                    let _ = writeln!(s, "{}", tr!(lang, "hint-winning-moves"));
                    for m in &solved.winning {
                        let _ = writeln!(s, "  {}", line(m));
                    }
                    if solved.more {
                        let _ = writeln!(s, "  {}", tr!(lang, "hint-and-more"));
                    }
                }
                GraphOutcome::Draw => {
                    let _ = writeln!(s, "{}", tr!(lang, "hint-keeps-draw"));
                    if let Some(m) = &solved.best {
                        let _ = writeln!(s, "  {}", line(m));
                    }
                }
                GraphOutcome::Loss => {
                    if let Some(m) = &solved.best {
                        let searched =
                            matches!(self.single().map(|a| &a.remoteness), Some(Ok(Some(_))));
                        let heading = if searched {
                            "hint-longest-loss"
                        } else {
                            "hint-every-move-loses"
                        };
                        let _ = writeln!(s, "{}", tr!(lang, heading));
                        let _ = writeln!(s, "  {}", line(m));
                    }
                }
            }
        }
        Ok(s)
    }
}

/// A component of the sum that the report lost track of (never happens).
fn missing() -> Failure {
    Failure::Input("a component of the sum is missing".to_owned())
}

/// What a sum with scripts adds up to.
struct Solved {
    value: Value128,
    outcome: GraphOutcome,
    winning: Vec<Shown>,
    more: bool,
    best: Option<Shown>,
}

/// A component's value: a Grundy value of any size (the core's games reach past `u64`), or
/// `∞(K)`.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Value128 {
    Finite(u128),
    Infinite(Vec<u64>),
}

impl Value128 {
    fn finite(&self) -> Option<u128> {
        match self {
            Self::Finite(g) => Some(*g),
            Self::Infinite(_) => None,
        }
    }

    fn json_grundy(&self) -> String {
        match self {
            Self::Finite(g) => format!("\"grundy\":{g}"),
            Self::Infinite(k) => json_grundy(&Value::Infinite(k.clone())),
        }
    }
}

impl std::fmt::Display for Value128 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Finite(g) => write!(f, "{g}"),
            Self::Infinite(k) => Value::Infinite(k.clone()).fmt(f),
        }
    }
}

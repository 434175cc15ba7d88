//! `grundy hint`: who wins a position or a sum of positions, the Grundy values, the
//! remoteness and the winning moves. The position is written in the grammar of
//! [`grundy_host::parse_sum`]; every answer comes from the core's [`grundy::Sum`] (one game is
//! a sum of one component).
//!
//! The text is in the language of `--lang`, else of the locale ([`Lang::from_env`]); every
//! line of it is a message of `grundy-i18n`, and the core's moves, outcomes and errors are
//! put in that language by [`Localize`]. The JSON is the same in every language.

use std::fmt::Write as _;

use grundy::strategy::{SearchError, Solved, best_move_with, solve};
use grundy::{
    AnyPosition, Convention, Game, Outcome, RulesError, Sum, SumError, SumMove, SumPosition,
};
use grundy_host::{HashMemo, Heap, Parsed, Term, describe, parse_sum, parse_terms};
use grundy_i18n::{Arg, Lang, Localize, numbers_are, tr};

use crate::Failure;
use crate::cli::{Format, HintArgs};
use crate::out::join;

/// Positions the search may solve: an answer within about a second in a release build
/// (a position of a sum costs a few microseconds). The desktop, which searches in the
/// background, allows ten times more ([`grundy_host::SEARCH_BUDGET`]).
const SEARCH_BUDGET: u64 = 100_000;

/// Winning moves listed at most; more are announced with "… and more".
const MAX_MOVES: usize = 20;

/// The stack of the thread the search runs on: a level of the search over a sum of eight
/// components holds a few KiB, and a game may last up to the search's depth limit.
const SEARCH_STACK: usize = 256 << 20;

pub fn run(args: &HintArgs) -> Result<(), Failure> {
    // The words after the game are the grammar's, so `--help` among them is ours to answer.
    if args.words.iter().any(|w| w == "--help" || w == "-h") {
        let mut command = <crate::cli::Cli as clap::CommandFactory>::command();
        command.build();
        let help = command
            .find_subcommand_mut("hint")
            .map(|c| c.render_help().to_string())
            .unwrap_or_default();
        return crate::out::print(&help);
    }
    let Options {
        format,
        lang,
        budget,
        words,
    } = options(args)?;
    let terms = parse_terms(&words).map_err(|e| Failure::Usage(e.to_string()))?;
    if terms.terms.iter().any(|t| matches!(t, Term::Script(_))) {
        let lang = lang.unwrap_or_else(Lang::from_env);
        return crate::script::hint(&terms, format, lang, budget);
    }
    let parsed = parse_sum(&words).map_err(|e| Failure::Usage(e.to_string()))?;
    let (sum, position) = parsed
        .build(&Heap)
        .map_err(|e| Failure::Input(e.to_string()))?;
    let report = Report::new(&parsed, &sum, &position)?;
    let text = match format {
        Format::Json => report.json(),
        _ => report.text(lang.unwrap_or_else(Lang::from_env)),
    };
    crate::out::print(&text)
}

/// What `hint` was told besides the position.
struct Options<'a> {
    format: Format,
    lang: Option<Lang>,
    /// A script's budget of positions.
    budget: u64,
    /// The position's words.
    words: Vec<&'a str>,
}

/// The output format, the language and a script's budget, which may also come after the
/// position, and the position's words.
fn options(args: &HintArgs) -> Result<Options<'_>, Failure> {
    let mut format = args.format;
    let mut lang = args.lang;
    let mut budget = args.budget;
    let mut words = Vec::new();
    let mut iter = args.words.iter().map(String::as_str);
    while let Some(word) = iter.next() {
        let (option, inline) = match word.split_once('=') {
            Some((o @ ("--format" | "--lang" | "--budget"), v)) => (o, Some(v)),
            _ => (word, None),
        };
        let mut value = |values: &str| match inline {
            Some(v) => Ok(v),
            None => iter
                .next()
                .ok_or_else(|| Failure::Usage(format!("{option} needs a value: {values}"))),
        };
        match option {
            "--format" => {
                format = match value("text or json")? {
                    "text" => Format::Text,
                    "json" => Format::Json,
                    "csv" => Format::Csv,
                    other => {
                        return Err(Failure::Usage(format!(
                            "invalid value '{}' for '--format': text or json",
                            grundy_host::shown(other, false)
                        )));
                    }
                };
            }
            "--lang" => {
                lang = Some(match value("en or zh")? {
                    "en" => Lang::En,
                    "zh" | "zh-CN" => Lang::Zh,
                    other => {
                        return Err(Failure::Usage(format!(
                            "invalid value '{}' for '--lang': en or zh",
                            grundy_host::shown(other, false)
                        )));
                    }
                });
            }
            "--budget" => {
                let v = value("a number of positions")?;
                budget = grundy_host::parse_number(v).map_err(|e| {
                    Failure::Usage(format!("invalid value '{v}' for '--budget': {e}"))
                })?;
            }
            _ => words.push(word),
        }
    }
    // A hint is one position's answer, not a table: CSV has no shape for it.
    if format == Format::Csv {
        return Err(Failure::Usage(
            "hint prints text or json; csv is for the tables of grundy sg".to_owned(),
        ));
    }
    Ok(Options {
        format,
        lang,
        budget,
        words,
    })
}

/// Everything `hint` says about one position, computed once.
struct Report<'a> {
    parsed: &'a Parsed,
    sum: &'a Sum<Heap>,
    position: &'a SumPosition,
    /// The search, which also settles an outcome the theory leaves unknown.
    solved: Result<Solved, SearchError>,
    /// The outcome: the core's, else the search's, else why neither is known.
    outcome: Result<Outcome, SumError>,
    /// The moves shown and whether there are more: the winning ones from an N-position,
    /// the perfect player's from a P-position.
    moves: Vec<SumMove>,
    more: bool,
}

impl<'a> Report<'a> {
    fn new(
        parsed: &'a Parsed,
        sum: &'a Sum<Heap>,
        position: &'a SumPosition,
    ) -> Result<Self, Failure> {
        let (solved, best) = search(sum, position)?;
        let outcome = match (sum.outcome(position), &solved) {
            (Ok(o), _) => Ok(o),
            (Err(_), Ok(s)) => Ok(s.outcome),
            (Err(e), Err(_)) => Err(e),
        };
        let (moves, more) = match (sum.outcome(position), outcome.as_ref()) {
            (Ok(Outcome::N), _) => {
                let mut all = sum.winning_moves(position);
                let moves: Vec<SumMove> = all.by_ref().take(MAX_MOVES).collect();
                (moves, all.next().is_some())
            }
            // From a P-position, or an outcome only the search knows: the searched move.
            _ => (best.into_iter().collect(), false),
        };
        Ok(Self {
            parsed,
            sum,
            position,
            solved,
            outcome,
            moves,
            more,
        })
    }

    /// One component alone is reported as that game, the way it has always been.
    fn single(&self) -> bool {
        self.parsed.components.len() == 1
    }

    /// A component's position in the grammar's words.
    fn words(&self, component: usize, part: &AnyPosition) -> String {
        self.parsed
            .components
            .get(component)
            .map_or_else(|| part.to_string(), |c| describe(&c.spec, part.numbers()))
    }

    /// A move and the position it leads to, as a line of text in `lang`.
    fn move_line(&self, lang: Lang, mv: &SumMove) -> Result<String, Failure> {
        let after = self.sum.play(self.position.clone(), *mv).map_err(|e| {
            tr!(
                lang,
                "hint-core-offered",
                mv = mv.localize(lang),
                error = e.localize(lang)
            )
        })?;
        let i = mv.component;
        let (Some(before), Some(after)) = (self.position.parts().get(i), after.parts().get(i))
        else {
            return Err(tr!(lang, "hint-core-offered-missing", mv = mv.localize(lang)).into());
        };
        let line = if self.single() {
            tr!(
                lang,
                "hint-move-single",
                mv = mv.mv.localize(lang),
                before = numbers(lang, before.numbers()),
                after = numbers(lang, after.numbers())
            )
        } else {
            tr!(
                lang,
                "hint-move-in-component",
                component = i + 1,
                before = self.words(i, before),
                mv = mv.mv.localize(lang),
                after = self.words(i, after)
            )
        };
        Ok(format!("  {line}\n"))
    }

    /// The report for people, in `lang`.
    fn text(&self, lang: Lang) -> String {
        let mut s = String::new();
        let values: Vec<_> = self.sum.values(self.position).collect();
        let none = |reason: String| tr!(lang, "hint-none", reason = reason);
        if self.single() {
            if let (Some(c), Some(part)) = (
                self.parsed.components.first(),
                self.position.parts().first(),
            ) {
                // A game whose misère theory the core lacks keeps its normal rules and
                // says it is played misère.
                let game = match c.spec.clone().with_convention(self.sum.convention()) {
                    Ok(spec) => spec.localize(lang),
                    Err(_) => tr!(lang, "hint-game-misere", game = c.spec.localize(lang)),
                };
                let line = tr!(
                    lang,
                    "hint-position",
                    game = game,
                    numbers_are = numbers_are(lang, c.spec.kind()),
                    numbers = numbers(lang, part.numbers())
                );
                let _ = writeln!(s, "{line}");
            }
        } else {
            let convention = match self.sum.convention() {
                Convention::Misere => "misere",
                Convention::Normal => "normal",
            };
            let header = tr!(
                lang,
                "hint-sum-header",
                count = values.len(),
                convention = convention
            );
            let _ = writeln!(s, "{header}");
            for (i, (part, v)) in self.position.parts().iter().zip(&values).enumerate() {
                let value = match v {
                    Ok(v) => Arg::Int(*v),
                    Err(e) => Arg::from(none(e.localize(lang))),
                };
                let line = tr(
                    lang,
                    "hint-component-value",
                    &[
                        ("index", Arg::from(i + 1)),
                        ("words", Arg::from(self.words(i, part))),
                        ("value", value),
                    ],
                );
                let _ = writeln!(s, "  {line}");
            }
        }
        // One game whose misère theory is unknown: say so of the game, not of "this sum".
        let reason = |why: &SumError| match (why, self.sum.components()) {
            (SumError::MisereUnknown { .. }, [game]) => {
                RulesError::MisereUnknown { game: game.kind() }.localize(lang)
            }
            _ => why.localize(lang),
        };
        let outcome = match (&self.outcome, self.sum.outcome(self.position)) {
            (Ok(o), Ok(_)) => tr!(lang, "hint-outcome", outcome = o.localize(lang)),
            (Ok(o), Err(why)) => tr!(
                lang,
                "hint-outcome-searched",
                outcome = o.localize(lang),
                reason = reason(&why)
            ),
            (Err(why), _) => tr!(lang, "hint-outcome-unknown", reason = reason(why)),
        };
        let _ = writeln!(s, "{outcome}");
        let label = if self.single() {
            "hint-grundy-single"
        } else {
            "hint-grundy-sum"
        };
        let value = match self.sum.grundy(self.position) {
            Ok(g) => Arg::Int(g),
            Err(SumError::Component { error, .. }) if self.single() => {
                Arg::from(none(error.localize(lang)))
            }
            Err(e) => Arg::from(none(e.localize(lang))),
        };
        let _ = writeln!(s, "{}", tr(lang, label, &[("value", value)]));
        let remoteness = match &self.solved {
            Ok(r) => tr!(lang, "hint-remoteness", remoteness = r.remoteness),
            Err(e) => tr!(lang, "hint-remoteness-unknown", reason = e.localize(lang)),
        };
        let _ = writeln!(s, "{remoteness}");
        let lines: Result<Vec<String>, Failure> =
            self.moves.iter().map(|m| self.move_line(lang, m)).collect();
        let lines = match lines {
            Ok(l) => l,
            Err(Failure::Input(m)) => {
                return format!("{s}{}\n", tr!(lang, "hint-error", message = m));
            }
            Err(_) => Vec::new(),
        };
        let heading = if self.sum.is_terminal(self.position) {
            Some(match self.outcome {
                Ok(Outcome::N) => "hint-no-move-won",
                _ => "hint-no-move-lost",
            })
        } else if self.sum.outcome(self.position) == Ok(Outcome::N) {
            Some("hint-winning-moves")
        } else if lines.is_empty() {
            None
        } else {
            Some(match (&self.outcome, &self.solved) {
                (Ok(Outcome::N), _) => "hint-searched-win",
                (_, Ok(_)) => "hint-longest-loss",
                _ => "hint-first-legal",
            })
        };
        if let Some(heading) = heading {
            let _ = writeln!(s, "{}", tr(lang, heading, &[]));
        }
        if !self.sum.is_terminal(self.position) {
            if lines.is_empty() && heading == Some("hint-winning-moves") {
                // The position is won, yet no winning move can be held: the core says why.
                let reason = self
                    .sum
                    .unlisted(self.position)
                    .map_or_else(String::new, |why| why.localize(lang));
                let _ = writeln!(
                    s,
                    "  {}",
                    tr!(lang, "hint-winning-moves-unheld", reason = reason)
                );
            }
            s.extend(lines);
            if self.more && self.sum.outcome(self.position) == Ok(Outcome::N) {
                let _ = writeln!(s, "  {}", tr(lang, "hint-and-more", &[]));
            }
        }
        s
    }

    fn json(&self) -> String {
        let values: Vec<_> = self.sum.values(self.position).collect();
        let outcome = match &self.outcome {
            Ok(Outcome::N) => "\"N\"".to_owned(),
            Ok(Outcome::P) => "\"P\"".to_owned(),
            Err(_) => "null".to_owned(),
        };
        let grundy = self
            .sum
            .grundy(self.position)
            .map_or_else(|_| "null".to_owned(), |g| g.to_string());
        let remoteness = self
            .solved
            .as_ref()
            .map_or_else(|_| "null".to_owned(), |r| r.remoteness.to_string());
        let describe_move = |m: &SumMove| -> String {
            if self.single() {
                m.mv.to_string()
            } else {
                let part = self.position.parts().get(m.component);
                let words = part.map_or_else(String::new, |p| self.words(m.component, p));
                format!("in component {} ({words}): {}", m.component + 1, m.mv)
            }
        };
        let winning: Vec<String> = if self.sum.outcome(self.position) == Ok(Outcome::N) {
            self.moves
                .iter()
                .map(|m| json_string(&describe_move(m)))
                .collect()
        } else {
            Vec::new()
        };
        let best = match (&self.outcome, self.moves.first()) {
            (Ok(_), Some(m)) if winning.is_empty() => json_string(&describe_move(m)),
            _ => "null".to_owned(),
        };
        let components: Vec<String> = self
            .position
            .parts()
            .iter()
            .zip(&values)
            .enumerate()
            .map(|(i, (part, v))| {
                let v = v
                    .as_ref()
                    .map_or_else(|_| "null".to_owned(), u128::to_string);
                format!(
                    "{{\"position\":{},\"grundy\":{v}}}",
                    json_string(&self.words(i, part))
                )
            })
            .collect();
        let unknown = match &self.outcome {
            Err(why) => format!(",\"unknown\":{}", json_string(&why.to_string())),
            Ok(_) => String::new(),
        };
        format!(
            "{{\"outcome\":{outcome},\"grundy\":{grundy},\"remoteness\":{remoteness},\"winning_moves\":[{}],\"more_winning_moves\":{},\"best_move\":{best},\"components\":[{}]{unknown}}}\n",
            winning.join(","),
            self.more,
            components.join(",")
        )
    }
}

/// The remoteness search and the perfect player's move, on a thread with a deep stack.
fn search(
    sum: &Sum<Heap>,
    position: &SumPosition,
) -> Result<(Result<Solved, SearchError>, Option<SumMove>), Failure> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(SEARCH_STACK)
            .spawn_scoped(scope, || {
                let mut memo = HashMemo::new(SEARCH_BUDGET as usize);
                let solved = solve(sum, position, SEARCH_BUDGET, &mut memo);
                // With the position solved the memo answers the perfect move at once; a
                // search that ran out of budget would only run out again.
                let best = match solved {
                    Ok(_) => best_move_with(sum, position, SEARCH_BUDGET, &mut memo),
                    Err(_) => best_move_with(sum, position, 0, &mut memo),
                };
                (solved, best)
            })
            .map_err(|e| Failure::Io(format!("cannot start the search: {e}")))?
            .join()
            .map_err(|_| Failure::Input("the search stopped unexpectedly".to_owned()))
    })
}

/// Numbers separated by spaces, or the word for none in `lang`.
fn numbers(lang: Lang, numbers: &[u64]) -> String {
    if numbers.is_empty() {
        tr(lang, "hint-empty", &[])
    } else {
        join(numbers)
    }
}

/// `text` as a JSON string.
pub fn json_string(text: &str) -> String {
    let mut s = String::with_capacity(text.len() + 2);
    s.push('"');
    for c in text.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            '\n' => s.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(s, "\\u{:04x}", c as u32);
            }
            c => s.push(c),
        }
    }
    s.push('"');
    s
}

//! `grundy hint`: who wins a position or a sum of positions, the Grundy values, the
//! remoteness and the winning moves. The position is written in the grammar of
//! [`grundy_host::parse_sum`]; the report, and its JSON, is [`grundy_host::hint::Hint`]'s,
//! whose every answer comes from the core's [`grundy::Sum`] (one game is a sum of one
//! component).
//!
//! The text is in the language of `--lang`, else of the locale ([`Lang::from_env`]); every
//! line of it is a message of `grundy-i18n`, and the core's moves, outcomes and errors are
//! put in that language by [`Localize`]. The JSON is the same in every language.

use std::fmt::Write as _;

use grundy::error::{RulesError, SumError};
use grundy::sum::SumMove;
use grundy::{Convention, Game, Outcome};
use grundy_host::hint::{Hint, HintError};
use grundy_host::{Term, parse_sum, parse_terms};
use grundy_i18n::{Arg, Lang, Localize, numbers_are, tr};

use crate::args::Format;
use crate::cli::HintArgs;
use crate::error::Failure;
use crate::out::join;

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
    match grundy_host::classics::route(&words) {
        grundy_host::classics::Route::Other => {}
        route => {
            let lang = lang.unwrap_or_else(Lang::from_env);
            return crate::classics::hint(route, format, lang);
        }
    }
    let terms = parse_terms(&words).map_err(|e| Failure::Usage(e.to_string()))?;
    if terms.terms.iter().any(|t| matches!(t, Term::Script(_))) {
        let lang = lang.unwrap_or_else(Lang::from_env);
        return crate::script::hint(&terms, format, lang, budget);
    }
    let parsed = parse_sum(&words).map_err(|e| Failure::Usage(e.to_string()))?;
    let hint = Hint::new(parsed).map_err(|e| match e {
        HintError::Start(_) => Failure::Io(e.to_string()),
        _ => Failure::Input(e.to_string()),
    })?;
    let lang = lang.unwrap_or_else(Lang::from_env);
    let text = match format {
        Format::Json => hint.json(),
        _ => text(&hint, lang),
    };
    // Misère play of one heap game: its misère quotient gives every winning move (and the
    // outcome past the search's budget), where it covers the heaps.
    let text = crate::misere::amend(&terms, format, lang, text)?;
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

/// A move and the position it leads to, as a line of text in `lang`.
fn move_line(hint: &Hint, lang: Lang, mv: &SumMove) -> Result<String, Failure> {
    let after = hint.sum().play(hint.position().clone(), *mv).map_err(|e| {
        tr!(
            lang,
            "hint-core-offered",
            mv = mv.localize(lang),
            error = e.localize(lang)
        )
    })?;
    let i = mv.component;
    let (Some(before), Some(after)) = (hint.position().parts().get(i), after.parts().get(i)) else {
        return Err(tr!(lang, "hint-core-offered-missing", mv = mv.localize(lang)).into());
    };
    let line = if hint.single() {
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
            before = hint.words(i, before),
            mv = mv.mv.localize(lang),
            after = hint.words(i, after)
        )
    };
    Ok(format!("  {line}\n"))
}

/// The report for people, in `lang`.
fn text(hint: &Hint, lang: Lang) -> String {
    let mut s = String::new();
    let values: Vec<_> = hint.sum().values(hint.position()).collect();
    let none = |reason: String| tr!(lang, "hint-none", reason = reason);
    if hint.single() {
        if let (Some(c), Some(part)) = (
            hint.parsed().components.first(),
            hint.position().parts().first(),
        ) {
            // A game whose misère theory the core lacks keeps its normal rules and says it
            // is played misère.
            let game = match c.spec.clone().with_convention(hint.sum().convention()) {
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
        let convention = match hint.sum().convention() {
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
        for (i, (part, v)) in hint.position().parts().iter().zip(&values).enumerate() {
            let value = match v {
                Ok(v) => Arg::from(*v),
                Err(e) => Arg::from(none(e.localize(lang))),
            };
            let line = tr(
                lang,
                "hint-component-value",
                &[
                    ("index", Arg::from(i + 1)),
                    ("words", Arg::from(hint.words(i, part))),
                    ("value", value),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
    }
    // One game whose misère theory is unknown: say so of the game, not of "this sum".
    let reason = |why: &SumError| match (why, hint.sum().components()) {
        (SumError::MisereUnknown { .. }, [game]) => {
            RulesError::MisereUnknown { game: game.kind() }.localize(lang)
        }
        _ => why.localize(lang),
    };
    let outcome = match (hint.outcome(), hint.sum().try_outcome(hint.position())) {
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
    let label = if hint.single() {
        "hint-grundy-single"
    } else {
        "hint-grundy-sum"
    };
    let value = match hint.sum().grundy(hint.position()) {
        Ok(g) => Arg::from(g),
        Err(SumError::Component { error, .. }) if hint.single() => {
            Arg::from(none(error.localize(lang)))
        }
        Err(e) => Arg::from(none(e.localize(lang))),
    };
    let _ = writeln!(s, "{}", tr(lang, label, &[("value", value)]));
    let remoteness = match hint.solved() {
        Ok(r) => tr!(lang, "hint-remoteness", remoteness = r.remoteness),
        Err(e) => tr!(lang, "hint-remoteness-unknown", reason = e.localize(lang)),
    };
    let _ = writeln!(s, "{remoteness}");
    let lines: Result<Vec<String>, Failure> = hint
        .moves()
        .iter()
        .map(|m| move_line(hint, lang, m))
        .collect();
    let lines = match lines {
        Ok(l) => l,
        Err(Failure::Input(m)) => {
            return format!("{s}{}\n", tr!(lang, "hint-error", message = m));
        }
        Err(_) => Vec::new(),
    };
    let heading = if hint.sum().is_terminal(hint.position()) {
        Some(match hint.outcome() {
            Ok(Outcome::N) => "hint-no-move-won",
            _ => "hint-no-move-lost",
        })
    } else if hint.sum().try_outcome(hint.position()) == Ok(Outcome::N) {
        Some("hint-winning-moves")
    } else if lines.is_empty() {
        None
    } else {
        Some(match (hint.outcome(), hint.solved()) {
            (Ok(Outcome::N), _) => "hint-searched-win",
            (_, Ok(_)) => "hint-longest-loss",
            _ => "hint-first-legal",
        })
    };
    if let Some(heading) = heading {
        let _ = writeln!(s, "{}", tr(lang, heading, &[]));
    }
    if !hint.sum().is_terminal(hint.position()) {
        if lines.is_empty() && heading == Some("hint-winning-moves") {
            // The position is won, yet no winning move can be held: the core says why.
            let reason = hint
                .sum()
                .unlisted(hint.position())
                .map_or_else(String::new, |why| why.localize(lang));
            let _ = writeln!(
                s,
                "  {}",
                tr!(lang, "hint-winning-moves-unheld", reason = reason)
            );
        }
        s.extend(lines);
        if hint.more() && hint.sum().try_outcome(hint.position()) == Ok(Outcome::N) {
            let _ = writeln!(s, "  {}", tr(lang, "hint-and-more", &[]));
        }
    }
    s
}

/// Numbers separated by spaces, or the word for none in `lang`.
fn numbers(lang: Lang, numbers: &[u64]) -> String {
    if numbers.is_empty() {
        tr(lang, "hint-empty", &[])
    } else {
        join(numbers)
    }
}

//! `grundy hint`: who wins a position or a sum of positions, the Grundy values, the
//! remoteness and the winning moves. The position is written in the grammar of
//! [`grundy_host::parse_sum`]; every answer comes from the core's [`grundy::Sum`] (one game is
//! a sum of one component).

use std::fmt::Write as _;

use grundy::strategy::{SearchError, Solved, best_move_with, solve};
use grundy::{AnyPosition, Outcome, Sum, SumMove, SumPosition};
use grundy_host::{HashMemo, Heap, Parsed, describe, parse_sum};

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
    let (format, words) = options(args)?;
    let parsed = parse_sum(&words).map_err(|e| Failure::Usage(e.to_string()))?;
    let (sum, position) = parsed
        .build(&Heap)
        .map_err(|e| Failure::Input(e.to_string()))?;
    let report = Report::new(&parsed, &sum, &position)?;
    let text = match format {
        Format::Json => report.json(),
        _ => report.text(),
    };
    crate::out::print(&text)
}

/// The output format, which may also come after the position, and the position's words.
fn options(args: &HintArgs) -> Result<(Format, Vec<&str>), Failure> {
    let mut format = args.format;
    let mut words = Vec::new();
    let mut iter = args.words.iter().map(String::as_str);
    while let Some(word) = iter.next() {
        let value = match word.split_once('=') {
            Some(("--format", v)) => Some(v),
            _ if word == "--format" => Some(iter.next().ok_or_else(|| {
                Failure::Usage("--format needs a value: text, csv or json".to_owned())
            })?),
            _ => None,
        };
        match value {
            Some("text") => format = Format::Text,
            Some("json") => format = Format::Json,
            Some("csv") => format = Format::Csv,
            Some(other) => {
                return Err(Failure::Usage(format!(
                    "invalid value '{other}' for '--format': text, csv or json"
                )));
            }
            None => words.push(word),
        }
    }
    Ok((format, words))
}

/// Everything `hint` says about one position, computed once.
struct Report<'a> {
    parsed: &'a Parsed,
    sum: &'a Sum<Heap>,
    position: &'a SumPosition,
    /// The search, which also settles an outcome the theory leaves unknown.
    solved: Result<Solved, SearchError>,
    /// The outcome: the core's, else the search's, else why neither is known.
    outcome: Result<Outcome, String>,
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
            (Err(e), Err(_)) => Err(e.to_string()),
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

    /// A move and the position it leads to, as a line of text.
    fn move_line(&self, mv: &SumMove) -> Result<String, Failure> {
        let after = self
            .sum
            .play(self.position.clone(), *mv)
            .map_err(|e| format!("the core offered {mv}, but: {e}"))?;
        let i = mv.component;
        let (Some(before), Some(after)) = (self.position.parts().get(i), after.parts().get(i))
        else {
            return Err(format!("the core offered {mv} in a component that does not exist").into());
        };
        Ok(if self.single() {
            format!(
                "  {}: {} → {}\n",
                mv.mv,
                join(before.numbers()),
                join(after.numbers())
            )
        } else {
            format!(
                "  in component {} ({}): {} → {}\n",
                i + 1,
                self.words(i, before),
                mv.mv,
                self.words(i, after)
            )
        })
    }

    fn text(&self) -> String {
        let mut s = String::new();
        let values: Vec<_> = self.sum.values(self.position).collect();
        if self.single() {
            if let (Some(c), Some(part)) = (
                self.parsed.components.first(),
                self.position.parts().first(),
            ) {
                let _ = writeln!(
                    s,
                    "{}, {}: {}",
                    c.spec
                        .clone()
                        .with_convention(self.sum.convention())
                        .unwrap_or(c.spec.clone()),
                    c.spec.kind().numbers_are(),
                    join(part.numbers())
                );
            }
        } else {
            let _ = writeln!(
                s,
                "sum of {} components{}:",
                values.len(),
                match self.sum.convention() {
                    grundy::Convention::Misere => " (misère play: the last player to move loses)",
                    grundy::Convention::Normal => "",
                }
            );
            for (i, (part, v)) in self.position.parts().iter().zip(&values).enumerate() {
                let v = v
                    .as_ref()
                    .map_or_else(|e| format!("none ({e})"), u128::to_string);
                let _ = writeln!(s, "  {}. {}: Grundy value {v}", i + 1, self.words(i, part));
            }
        }
        let _ = match (&self.outcome, self.sum.outcome(self.position)) {
            (Ok(o), Ok(_)) => writeln!(s, "outcome: {o}"),
            (Ok(o), Err(why)) => writeln!(
                s,
                "outcome: {o}, settled by searching every position (no theorem gives it: {why})"
            ),
            (Err(why), _) => writeln!(s, "outcome: unknown ({why})"),
        };
        let label = if self.single() {
            "Grundy value"
        } else {
            "Grundy value of the sum (the XOR of the values)"
        };
        let _ = match self.sum.grundy(self.position) {
            Ok(g) => writeln!(s, "{label}: {g}"),
            Err(grundy::SumError::Component { error, .. }) if self.single() => {
                writeln!(s, "{label}: none ({error})")
            }
            Err(e) => writeln!(s, "{label}: none ({e})"),
        };
        let _ = match &self.solved {
            Ok(r) => writeln!(
                s,
                "remoteness: {} (moves left with perfect play)",
                r.remoteness
            ),
            Err(e) => writeln!(s, "remoteness: unknown ({e})"),
        };
        let lines: Result<Vec<String>, Failure> =
            self.moves.iter().map(|m| self.move_line(m)).collect();
        let lines = match lines {
            Ok(l) => l,
            Err(Failure::Input(m)) => return format!("{s}error: {m}\n"),
            Err(_) => Vec::new(),
        };
        if self.sum.is_terminal(self.position) {
            let who = match self.outcome {
                Ok(Outcome::N) => "the player to move has won",
                _ => "the player to move has lost",
            };
            let _ = writeln!(s, "no move is left: {who}");
        } else if self.sum.outcome(self.position) == Ok(Outcome::N) {
            let _ = writeln!(s, "winning moves:");
            s.extend(lines);
            if self.more {
                let _ = writeln!(s, "  … and more");
            }
        } else if !lines.is_empty() {
            let _ = match (&self.outcome, &self.solved) {
                (Ok(Outcome::N), _) => writeln!(s, "a winning move, found by search:"),
                (_, Ok(_)) => {
                    writeln!(s, "every move loses; the move that keeps the game longest:")
                }
                _ => writeln!(
                    s,
                    "every move loses; the game is too large to search for the longest one, so here is the first legal move:"
                ),
            };
            s.extend(lines);
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
            Err(why) => format!(",\"unknown\":{}", json_string(why)),
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

/// `text` as a JSON string.
fn json_string(text: &str) -> String {
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

//! `grundy misere`: the misère quotient of a heap game, computed and proven by
//! `grundy_misere`, printed as text or JSON. Nothing here decides an outcome.

use std::fmt::Write as _;

use grundy::octal::{OctalCode, OctalMove};
use grundy::{Convention, GameSpec, Outcome};
use grundy_host::hint::json_string;
use grundy_host::{Term, Terms};
use grundy_i18n::{Lang, Localize, tr};
use grundy_misere::{HeapGame, Limits, Quotient};

use clap::{Args, Subcommand, ValueEnum};

use crate::args::{Format, size};
use crate::error::Failure;
use crate::out;

pub const MISERE_HELP: &str = "\
The misère quotient of a heap game restricted to heaps 0..=N (Plambeck, \"Taming the wild in
impartial combinatorial games\", Integers 5 (2005); Plambeck and Siegel, \"Misère quotients
for impartial games\", JCTA 115 (2008)): sums of heaps are equal when no sum added to both
tells them apart in misère play (the last player to move loses). It is proven for heaps
0..=N only: no claim is made past N.

Examples:
  grundy misere octal 0.77 --maxheap 12          misère Kayles, heaps up to 12
  grundy misere octal 0.07 --maxheap 20 --format json
  grundy misere grundy --maxheap 12              Grundy's game
  grundy misere set --set 1,3,4 --maxheap 20     take 1, 3 or 4 from a heap
  grundy misere octal 0.07 --maxheap 30 --budget 100   refused past 100 elements";

/// The largest quotient `grundy misere` computes unless told otherwise.
pub const MISERE_BUDGET: usize = grundy_misere::DEFAULT_MAX_ELEMENTS;

/// Output format of `grundy misere`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum MisereFormat {
    /// The presentation, the P-portion and the pretending function, for people.
    #[default]
    Text,
    /// One JSON object.
    Json,
}

/// `grundy misere`.
#[derive(Debug, Args)]
pub struct MisereArgs {
    /// Output format.
    #[arg(long, value_enum, default_value_t = MisereFormat::Text, global = true)]
    pub format: MisereFormat,
    /// The most elements the quotient may have (at most 65536); past it, an error.
    #[arg(long, value_parser = size, default_value_t = MISERE_BUDGET, global = true)]
    pub budget: usize,
    /// The game.
    #[command(subcommand)]
    pub game: MisereGame,
}

/// The heap games `grundy misere` knows.
#[derive(Debug, Subcommand)]
pub enum MisereGame {
    /// An octal or hexadecimal game (0.77 is Kayles, 0.07 Dawson's Kayles).
    #[command(after_help = MISERE_HELP)]
    Octal {
        /// The code, e.g. 0.77, 0.137 or 4.7.
        code: String,
        /// The largest heap.
        #[arg(long, value_parser = size, required = true)]
        maxheap: usize,
    },
    /// A subtraction game: take a number in the set from one heap (the octal game with a 3
    /// at each of those digits).
    #[command(after_help = MISERE_HELP)]
    Set {
        /// The subtraction set, comma-separated positive numbers.
        #[arg(long, value_delimiter = ',', required = true, num_args = 1, value_parser = size, allow_hyphen_values = true)]
        set: Vec<usize>,
        /// The largest heap.
        #[arg(long, value_parser = size, required = true)]
        maxheap: usize,
    },
    /// Grundy's game: split a heap into two different heaps.
    #[command(after_help = MISERE_HELP)]
    Grundy {
        /// The largest heap.
        #[arg(long, value_parser = size, required = true)]
        maxheap: usize,
    },
    /// A heap game given by its rules in a Rhai script with `parts` (docs/scripts.md): the
    /// options of each heap are the heaps `parts` splits each of its options into.
    #[command(after_help = MISERE_HELP)]
    Script {
        /// The script's file.
        file: std::path::PathBuf,
        /// The largest heap.
        #[arg(long, value_parser = size, required = true)]
        maxheap: usize,
    },
}

/// Runs `grundy misere`.
pub fn run(args: &MisereArgs) -> Result<(), Failure> {
    let game = match &args.game {
        MisereGame::Octal { code, maxheap } => {
            let parsed: OctalCode = code
                .parse()
                .map_err(|e| format!("the octal code {}: {e}", grundy_host::quoted(code)))?;
            HeapGame::octal(&parsed, *maxheap).map_err(|e| e.to_string())?
        }
        MisereGame::Set { set, maxheap } => {
            HeapGame::subtraction(set, *maxheap).map_err(|e| e.to_string())?
        }
        MisereGame::Grundy { maxheap } => {
            HeapGame::grundys_game(*maxheap).map_err(|e| e.to_string())?
        }
        MisereGame::Script { file, maxheap } => script_game(file, *maxheap)?,
    };
    let quotient = quotient(&game, args.budget)?;
    let text = match args.format {
        MisereFormat::Text => text(&quotient),
        MisereFormat::Json => json(&quotient),
    };
    out::print(&text)
}

/// The heap game of the script `file` on heaps `0..=max_heap`, named by its `name()` (or
/// its file).
fn script_game(file: &std::path::Path, max_heap: usize) -> Result<HeapGame, Failure> {
    if max_heap > grundy_misere::MAX_HEAP {
        return Err(Failure::Input(
            grundy_misere::HeapGameError::TooManyHeaps { max_heap }.to_string(),
        ));
    }
    let script = crate::script::load(file)?;
    let name = crate::error::path(file);
    let options = script
        .heap_options(max_heap)
        .map_err(|e| Failure::Input(format!("{name}: {e}")))?;
    let shown = grundy_host::custom::Rules::name(&mut script.rules())
        .ok()
        .flatten()
        .unwrap_or_else(|| name.clone());
    HeapGame::from_options(&shown, options).map_err(|e| Failure::Input(format!("{name}: {e}")))
}

/// The quotient of `game` within `budget` elements; a limit passed is one line.
pub fn quotient(game: &HeapGame, budget: usize) -> Result<Quotient, Failure> {
    let limits = Limits {
        max_elements: budget,
        ..Limits::default()
    };
    Quotient::compute_within(game, limits).map_err(|e| {
        Failure::Input(format!(
            "the misère quotient of {} to heap {}: {e}",
            game.name(),
            game.max_heap()
        ))
    })
}

fn word(q: &Quotient, x: usize) -> String {
    q.word(x).unwrap_or_default()
}

/// The presentation and P-portion as the papers print them, then the pretending function.
fn text(q: &Quotient) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "Misère quotient of {} on heaps 0..={} (proven for these heaps only)",
        q.game(),
        q.max_heap()
    );
    let _ = writeln!(s, "|Q| = {}, |P| = {}", q.size(), q.p_size());
    let _ = writeln!(s, "{}", q.presentation());
    let p: Vec<String> = q.p_portion().iter().map(|&x| word(q, x)).collect();
    let _ = writeln!(s, "P = {{ {} }}", p.join(", "));
    if let Some(seen) = q.seen_periodic() {
        let _ = writeln!(
            s,
            "Seen periodic to heap {}: from heap {} with period {} (seen on these heaps only, not proven beyond)",
            seen.to, seen.preperiod, seen.period
        );
    }
    let _ = writeln!(s, "Pretending function (heap: element):");
    for (n, &x) in q.heaps().iter().enumerate() {
        let _ = writeln!(s, "  {n:>4}: {}", word(q, x));
    }
    s
}

/// The quotient as one JSON object: game, maxheap, size, p_size, elements, p_portion,
/// generators, relations, heaps, table (when |Q| ≤ 4096), periodic (always null: no
/// periodicity is proven) and seen_periodic (a repetition seen on heaps 0..=N, or null).
fn json(q: &Quotient) -> String {
    let list = |items: Vec<String>| format!("[{}]", items.join(","));
    let numbers = |items: &[usize]| list(items.iter().map(ToString::to_string).collect());
    let elements = list((0..q.size()).map(|x| json_string(&word(q, x))).collect());
    let generators = list(
        q.generators()
            .iter()
            .map(|g| {
                format!(
                    "{{\"name\":{},\"heap\":{},\"element\":{}}}",
                    json_string(&g.name),
                    g.heap,
                    g.element
                )
            })
            .collect(),
    );
    let relations = list(
        q.relations()
            .iter()
            .map(|(l, r)| format!("[{},{}]", json_string(l), json_string(r)))
            .collect(),
    );
    let table = q.table().map_or_else(
        || "null".to_owned(),
        |rows| list(rows.iter().map(|r| numbers(r)).collect()),
    );
    let seen = q.seen_periodic().map_or_else(
        || "null".to_owned(),
        |s| {
            format!(
                "{{\"preperiod\":{},\"period\":{},\"to\":{}}}",
                s.preperiod, s.period, s.to
            )
        },
    );
    format!(
        "{{\"game\":{},\"maxheap\":{},\"size\":{},\"p_size\":{},\"elements\":{elements},\"p_portion\":{},\"generators\":{generators},\"relations\":{relations},\"heaps\":{},\"table\":{table},\"periodic\":null,\"seen_periodic\":{seen}}}\n",
        json_string(q.game()),
        q.max_heap(),
        q.size(),
        q.p_size(),
        numbers(&q.p_portion()),
        numbers(q.heaps()),
    )
}

/// The largest heap `grundy hint … --misere` computes a quotient for; past it (or past the
/// quotient's limits) the bounded search of `grundy hint` answers, as before.
pub const HINT_MAX_HEAP: usize = 20;

/// The quotient's answer to a misère hint: whether the position is a P-position, its
/// winning moves (the move's text and the heaps after it), and where the answer comes from.
struct Answer {
    p: bool,
    moves: Vec<(OctalMove, String)>,
    quotient: Source,
    heaps: Vec<usize>,
}

/// Which quotient answered: the game's code and its size.
struct Source {
    game: String,
    max_heap: usize,
    size: usize,
    p_size: usize,
}

impl Source {
    /// `the misère quotient of 0.77 on heaps 0..=7 (|Q| = 12, |P| = 3)`, in `lang`.
    fn words(&self, lang: Lang) -> String {
        tr!(
            lang,
            "misere-quotient-source",
            game = self.game.clone(),
            max = self.max_heap,
            size = self.size,
            p = self.p_size
        )
    }
}

/// `grundy hint octal CODE --misere HEAPS…` (or `grundy HEAPS… --misere`), one component,
/// answered from the misère quotient on heaps up to the largest asked. `None` when the
/// quotient does not answer it (another game, a sum of several components, a heap past
/// [`HINT_MAX_HEAP`], a limit passed).
fn answer(terms: &Terms) -> Option<Answer> {
    if terms.convention != Convention::Misere {
        return None;
    }
    let [Term::Game(component)] = terms.terms.as_slice() else {
        return None;
    };
    let heaps = component
        .numbers
        .iter()
        .map(|&n| usize::try_from(n))
        .collect::<Result<Vec<usize>, _>>()
        .ok()?;
    let max = heaps.iter().copied().max().unwrap_or(0);
    if max > HINT_MAX_HEAP {
        return None;
    }
    let game = match component.spec {
        GameSpec::Octal { code } => HeapGame::octal(&code, max),
        GameSpec::Grundy => HeapGame::grundys_game(max),
        _ => return None,
    }
    .ok()?;
    let q = Quotient::compute(&game).ok()?;
    let p = q.is_p_position(&heaps)?;
    let moves = q.winning_moves(&game, &heaps)?;
    let shown: Vec<String> = heaps.iter().map(ToString::to_string).collect();
    let moves = moves
        .iter()
        .map(|(pile, option)| {
            let mut left = [0u64; 3];
            for (slot, &h) in left.iter_mut().zip(option) {
                *slot = h as u64;
            }
            let taken = heaps
                .get(*pile)
                .copied()
                .unwrap_or(0)
                .saturating_sub(option.iter().sum());
            let mv = OctalMove {
                pile: *pile,
                take: taken as u64,
                left,
            };
            let mut after: Vec<String> = Vec::new();
            for (j, &h) in heaps.iter().enumerate() {
                if j == *pile {
                    after.extend(option.iter().map(ToString::to_string));
                } else {
                    after.push(h.to_string());
                }
            }
            (mv, format!("{} → {}", shown.join(" "), after.join(" ")))
        })
        .collect();
    let quotient = Source {
        game: q.game().to_owned(),
        max_heap: q.max_heap(),
        size: q.size(),
        p_size: q.p_size(),
    };
    Some(Answer {
        p,
        moves,
        quotient,
        heaps,
    })
}

/// The hint `report` (text or JSON, from the search) completed by the misère quotient where
/// it answers: JSON gets the outcome when the search gave none and every winning move in
/// `winning_moves`; text gets the quotient's outcome and winning moves after it. A search
/// that disagrees with the quotient is an internal error, never printed as an answer.
pub fn amend(terms: &Terms, format: Format, lang: Lang, report: String) -> Result<String, Failure> {
    let Some(answer) = answer(terms) else {
        return Ok(report);
    };
    let outcome = if answer.p { "P" } else { "N" };
    if format == Format::Json {
        let said = if report.starts_with("{\"outcome\":\"P\"") {
            Some(true)
        } else if report.starts_with("{\"outcome\":\"N\"") {
            Some(false)
        } else {
            None
        };
        if said.is_some_and(|p| p != answer.p) {
            return Err(Failure::Input(format!(
                "internal error: the search and {} disagree",
                answer.quotient.words(Lang::En)
            )));
        }
        let mut json = report;
        if json.starts_with("{\"outcome\":null") {
            json = json.replacen(
                "{\"outcome\":null",
                &format!("{{\"outcome\":\"{outcome}\""),
                1,
            );
            // The search's reason for not knowing is its last field; the quotient knows.
            if let Some(at) = json.rfind(",\"unknown\":") {
                let end = json.trim_end().len().saturating_sub(1);
                if at < end {
                    json.replace_range(at..end, "");
                }
            }
        }
        let key = "\"winning_moves\":[";
        if let Some(start) = json.find(key)
            && let Some(end) = json.get(start..).and_then(|rest| rest.find(']'))
        {
            let moves: Vec<String> = answer
                .moves
                .iter()
                .map(|(m, _)| json_string(&m.to_string()))
                .collect();
            json.replace_range(
                start..start + end + 1,
                &format!("{key}{}]", moves.join(",")),
            );
        }
        return Ok(json);
    }
    let mut s = report;
    let shown: Vec<String> = answer.heaps.iter().map(ToString::to_string).collect();
    let outcome = if answer.p { Outcome::P } else { Outcome::N };
    let _ = writeln!(
        s,
        "{}",
        tr!(
            lang,
            "misere-quotient-says",
            source = answer.quotient.words(lang),
            heaps = shown.join(" "),
            outcome = outcome.localize(lang)
        )
    );
    if !answer.moves.is_empty() {
        let _ = writeln!(s, "{}", tr!(lang, "misere-quotient-moves"));
        for (m, after) in &answer.moves {
            let _ = writeln!(s, "  {}: {after}", m.localize(lang));
        }
    }
    Ok(s)
}

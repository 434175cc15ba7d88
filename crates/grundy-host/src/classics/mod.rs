//! The classic games beyond the judge problems, as a person writes them: Moore's Nim_k,
//! Euclid's game, Mock Turtles, Ruler, Turning Corners and Green Hackenbush ([`Classic`],
//! read by [`parse_classic`]), their hints and the hints of Every-SG compounds
//! ([`route`]). The command line's `grundy hint` and Python's `grundy.hint` both come here
//! first; every answer comes from the core's modules (`grundy::nim_k`, `grundy::euclid`,
//! `grundy::coins`, `grundy::corners`, `grundy::hackenbush`, `grundy::every`).
//!
//! ```text
//! nimk --k K PILES...                      take from 1 to K piles at once
//! euclid A B                               subtract a multiple of the smaller from the larger
//! turtles BITS... | turtles --heads N...   Mock Turtles: coins 0, 1, … (1 = heads)
//! ruler BITS... | ruler --heads N...       Ruler: coins 1, 2, … (1 = heads)
//! corners --rows R --cols C ROW,COL...     Turning Corners: the heads coins
//! hackenbush [--root R] --edges "U-V ..."  Green Hackenbush on a rooted graph
//! GAME ... + GAME ... --every              an Every-SG compound of the sum grammar's games
//! ```
//!
//! A classic game with a Grundy value (all but Nim_k) may also be a component of a sum, with
//! the others and with the sum grammar's games: `euclid 3 7 + turtles 0 1 1 + nim 4`
//! ([`MixedSumHint`]).
//!
//! ```
//! use grundy::Outcome;
//! use grundy_host::classics::{Route, route};
//!
//! let Route::Classic(hint) = route(&["euclid", "3", "7"]) else { panic!() };
//! let hint = hint?;
//! assert_eq!(hint.outcome(), Outcome::N);
//! assert_eq!(hint.json(), "{\"game\":\"euclid\",\"position\":\"euclid 3 7\",\"outcome\":\"N\",\"grundy\":1,\"winning_moves\":[\"take 3 from pile 2\"],\"after\":[\"euclid 3 4\"],\"more_winning_moves\":false}\n");
//! # Ok::<(), grundy_host::classics::ClassicError>(())
//! ```

mod every;
mod hint;
mod play;
mod sum;

use core::fmt;

pub use every::{EveryComponent, EveryHint};
pub use hint::{ClassicHint, ClassicMove, MAX_MOVES};
pub use sum::{MixedSumHint, SumMove, SumPart, SumPartMove};

use crate::number::{parse_number, shown};

/// The most vertices or edges a Hackenbush graph written on a command line may have: far
/// more than a person writes, and its scratch a few megabytes.
pub const MAX_GRAPH: usize = 1 << 20;

/// The most heads coins a row or a board may list.
pub const MAX_HEADS: usize = 1 << 20;

/// A classic game and its position, as parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Classic {
    /// Moore's Nim_k.
    NimK {
        /// The most piles a move touches.
        k: u64,
        /// The piles.
        piles: Vec<u64>,
    },
    /// Euclid's game.
    Euclid {
        /// The two numbers.
        pair: [u64; 2],
    },
    /// Mock Turtles (coins numbered from 0).
    Turtles(Row),
    /// Ruler (coins numbered from 1).
    Ruler(Row),
    /// Turning Corners.
    Corners {
        /// Rows of the board.
        rows: u64,
        /// Columns of the board.
        cols: u64,
        /// The heads coins, `(row, column)`, increasing.
        heads: Vec<(u64, u64)>,
    },
    /// Green Hackenbush.
    Hackenbush {
        /// How many vertices (the largest named, plus one).
        vertices: usize,
        /// The ground.
        root: u32,
        /// The edges, in the order given.
        edges: Vec<(u32, u32)>,
    },
}

/// A row of coins: its heads coins, and how it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The heads coins, increasing.
    pub heads: Vec<u64>,
    /// The row's length when it was written coin by coin (`0 1 1 0 1`), `None` when its heads
    /// coins were listed (`--heads 3 1000000`).
    pub len: Option<usize>,
}

/// Why a classic game's words were refused: one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicError(String);

impl fmt::Display for ClassicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ClassicError {}

fn err<T>(message: impl Into<String>) -> Result<T, ClassicError> {
    Err(ClassicError(message.into()))
}

/// What [`route`] found the words to be.
#[derive(Debug)]
#[non_exhaustive]
pub enum Route {
    /// Not a classic game nor an Every-SG compound: the sum grammar's business.
    Other,
    /// A classic game's hint, or why its words were refused.
    Classic(Result<ClassicHint, ClassicError>),
    /// An Every-SG compound's hint, or why it was refused.
    Every(Result<EveryHint, ClassicError>),
    /// A sum with a classic game among its components (`euclid 3 7 + nim 4`).
    Sum(Result<MixedSumHint, ClassicError>),
}

/// The hint for `words` when they are a classic game or an Every-SG compound (the sum
/// grammar's games joined by `+`, with `--every` anywhere); [`Route::Other`] otherwise.
pub fn route(words: &[&str]) -> Route {
    if words.contains(&"--every") {
        let rest: Vec<&str> = words.iter().copied().filter(|&w| w != "--every").collect();
        return Route::Every(EveryHint::new(&rest));
    }
    if sum::is_mixed(words) {
        return Route::Sum(MixedSumHint::new(words));
    }
    match parse_classic(words) {
        None => Route::Other,
        Some(Err(e)) => Route::Classic(Err(e)),
        Some(Ok(game)) => Route::Classic(ClassicHint::new(game)),
    }
}

/// The names of the classic games, as the first word.
pub const NAMES: [&str; 6] = [
    "nimk",
    "euclid",
    "turtles",
    "ruler",
    "corners",
    "hackenbush",
];

/// The classic game `words` write (its name first), `None` when the first word names none.
pub fn parse_classic(words: &[&str]) -> Option<Result<Classic, ClassicError>> {
    let (&name, rest) = words.split_first()?;
    let name = name.to_ascii_lowercase();
    Some(match name.as_str() {
        "nimk" => nim_k(rest),
        "euclid" => euclid(rest),
        "turtles" => row(rest, 0).map(Classic::Turtles),
        "ruler" => row(rest, 1).map(Classic::Ruler),
        "corners" => corners(rest),
        "hackenbush" => hackenbush(rest),
        _ => return None,
    })
}

/// `rest` split into the values of `--name VALUE` / `--name=VALUE` options (each at most
/// once) and the other words.
fn options<'a>(
    game: &str,
    rest: &[&'a str],
    names: &[&str],
) -> Result<(Vec<Option<&'a str>>, Vec<&'a str>), ClassicError> {
    let mut values = vec![None; names.len()];
    let mut plain = Vec::new();
    let mut iter = rest.iter().copied();
    while let Some(word) = iter.next() {
        let Some(option) = word.strip_prefix("--") else {
            plain.push(word);
            continue;
        };
        let (name, inline) = match option.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (option, None),
        };
        let Some(i) = names.iter().position(|&n| n == name) else {
            return err(format!(
                "{game}: unknown option '{}' (it takes {})",
                shown(word, false),
                names
                    .iter()
                    .map(|n| format!("--{n}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        };
        let value = match inline {
            Some(v) => v,
            None => match iter.next() {
                Some(v) => v,
                None => return err(format!("{game}: --{name} needs a value")),
            },
        };
        match values.get_mut(i) {
            Some(slot @ None) => *slot = Some(value),
            _ => return err(format!("{game}: --{name} is given twice")),
        }
    }
    Ok((values, plain))
}

/// A number, or an error naming the game and what it is.
fn number(game: &str, what: &str, word: &str) -> Result<u64, ClassicError> {
    parse_number(word).map_err(|e| ClassicError(format!("{game}: {what}: {e}")))
}

fn nim_k(rest: &[&str]) -> Result<Classic, ClassicError> {
    let (values, plain) = options("nimk", rest, &["k"])?;
    let Some(Some(k)) = values.first() else {
        return err("nimk needs --k K, the most piles a move may take from (nimk --k 2 3 4 5)");
    };
    let k = number("nimk", "--k", k)?;
    if k == 0 {
        return err("nimk: --k must be at least 1");
    }
    if plain.is_empty() {
        return err("nimk needs at least one pile (nimk --k 2 3 4 5)");
    }
    let piles = plain
        .iter()
        .map(|w| number("nimk", "a pile", w))
        .collect::<Result<Vec<u64>, _>>()?;
    if piles.len() > grundy::piles::MAX_PILES {
        return err(format!(
            "nimk: at most {} piles, not {}",
            grundy::piles::MAX_PILES,
            piles.len()
        ));
    }
    Ok(Classic::NimK { k, piles })
}

fn euclid(rest: &[&str]) -> Result<Classic, ClassicError> {
    let (_, plain) = options("euclid", rest, &[])?;
    match plain.as_slice() {
        [a, b] => Ok(Classic::Euclid {
            pair: [number("euclid", "A", a)?, number("euclid", "B", b)?],
        }),
        _ => err(format!(
            "euclid takes two numbers (euclid 3 7), not {}",
            plain.len()
        )),
    }
}

/// A row of coins: bits (`0 1 1 0 1` or `01101`), or `--heads N...`; coins numbered from
/// `first`.
fn row(rest: &[&str], first: u64) -> Result<Row, ClassicError> {
    let game = if first == 0 { "turtles" } else { "ruler" };
    if let Some((&"--heads", listed)) = rest.split_first() {
        let mut heads = listed
            .iter()
            .map(|w| number(game, "a heads coin", w))
            .collect::<Result<Vec<u64>, _>>()?;
        heads.sort_unstable();
        if let Some(pair) = heads.windows(2).find(|w| w.first() == w.get(1)) {
            let c = pair.first().copied().unwrap_or(0);
            return err(format!("{game}: coin {c} is listed twice"));
        }
        if first == 1 && heads.first() == Some(&0) {
            return err("ruler: the coins are numbered from 1: there is no coin 0");
        }
        if heads.len() > MAX_HEADS {
            return err(format!("{game}: at most {MAX_HEADS} heads coins"));
        }
        return Ok(Row { heads, len: None });
    }
    let bits: String = rest.concat();
    if bits.is_empty() {
        return err(format!(
            "{game} needs a row of coins, 1 for heads and 0 for tails ({game} 0 1 1 0 1), or --heads N..."
        ));
    }
    if let Some(bad) = rest
        .iter()
        .find(|w| w.is_empty() || !w.bytes().all(|b| b == b'0' || b == b'1'))
    {
        return err(format!(
            "{game}: '{}' is not a coin: write 1 for heads and 0 for tails, or --heads N...",
            shown(bad, false)
        ));
    }
    if bits.len() > MAX_HEADS {
        return err(format!("{game}: at most {MAX_HEADS} coins in a row"));
    }
    let heads = (first..)
        .zip(bits.bytes())
        .filter_map(|(n, b)| (b == b'1').then_some(n))
        .collect();
    Ok(Row {
        heads,
        len: Some(bits.len()),
    })
}

fn corners(rest: &[&str]) -> Result<Classic, ClassicError> {
    let (values, plain) = options("corners", rest, &["rows", "cols"])?;
    let (Some(Some(rows)), Some(Some(cols))) = (values.first(), values.get(1)) else {
        return err("corners needs --rows R and --cols C (corners --rows 4 --cols 5 1,2 3,4)");
    };
    let rows = number("corners", "--rows", rows)?;
    let cols = number("corners", "--cols", cols)?;
    if rows == 0 || cols == 0 {
        return err("corners: the board needs at least one row and one column");
    }
    let mut heads = Vec::with_capacity(plain.len());
    for word in &plain {
        let Some((r, c)) = word.split_once(',') else {
            return err(format!(
                "corners: '{}' is not a coin: write ROW,COL (from 0), such as 1,2",
                shown(word, false)
            ));
        };
        let (r, c) = (
            number("corners", "a row", r)?,
            number("corners", "a column", c)?,
        );
        if r >= rows || c >= cols {
            return err(format!(
                "corners: coin {r},{c} is off the board of {rows} rows and {cols} columns (numbered from 0)"
            ));
        }
        heads.push((r, c));
    }
    heads.sort_unstable();
    if let Some(pair) = heads.windows(2).find(|w| w.first() == w.get(1)) {
        let (r, c) = pair.first().copied().unwrap_or((0, 0));
        return err(format!("corners: coin {r},{c} is listed twice"));
    }
    if heads.len() > MAX_HEADS {
        return err(format!("corners: at most {MAX_HEADS} heads coins"));
    }
    Ok(Classic::Corners { rows, cols, heads })
}

fn hackenbush(rest: &[&str]) -> Result<Classic, ClassicError> {
    // --edges takes one word of edges separated by spaces or commas; the words after it that
    // are edges too are read with it (`--edges 0-1 1-2`).
    let mut words = Vec::new();
    let mut edge_words: Vec<&str> = Vec::new();
    let mut given = false;
    let mut iter = rest.iter().copied().peekable();
    while let Some(w) = iter.next() {
        if w == "--edges" || w.starts_with("--edges=") {
            given = true;
            if let Some(inline) = w.strip_prefix("--edges=") {
                edge_words.push(inline);
            } else if let Some(v) = iter.next_if(|v| !v.starts_with("--")) {
                edge_words.push(v);
            }
            // A lone --edges at the end (or before another option) is the graph with no
            // edge: what the words of a position whose every edge has fallen say.
            while let Some(&next) = iter.peek() {
                if next.contains('-') && !next.starts_with("--") {
                    edge_words.push(next);
                    iter.next();
                } else {
                    break;
                }
            }
        } else {
            words.push(w);
        }
    }
    let (values, plain) = options("hackenbush", &words, &["root"])?;
    if let Some(extra) = plain.first() {
        return err(format!(
            "hackenbush: '{}' is neither an option nor an edge (hackenbush --root 0 --edges \"0-1 1-2\")",
            shown(extra, false)
        ));
    }
    let root = match values.first() {
        Some(Some(r)) => vertex(r)?,
        _ => 0,
    };
    let mut edges = Vec::new();
    for word in edge_words {
        for token in word.split([' ', ',', '\t', '\n']).filter(|t| !t.is_empty()) {
            let Some((u, v)) = token.split_once('-') else {
                return err(format!(
                    "hackenbush: '{}' is not an edge: write U-V, such as 0-1",
                    shown(token, false)
                ));
            };
            edges.push((vertex(u)?, vertex(v)?));
            if edges.len() > MAX_GRAPH {
                return err(format!("hackenbush: at most {MAX_GRAPH} edges"));
            }
        }
    }
    if !given {
        return err("hackenbush needs --edges, such as --edges \"0-1 1-2 2-0 1-3\"");
    }
    Ok(Classic::Hackenbush {
        vertices: vertex_count(root, &edges),
        root,
        edges,
    })
}

/// The vertices a graph needs: the largest named (an end or the root), plus one.
fn vertex_count(root: u32, edges: &[(u32, u32)]) -> usize {
    let largest = edges
        .iter()
        .flat_map(|&(u, v)| [u, v])
        .chain([root])
        .max()
        .unwrap_or(0);
    usize::try_from(largest).map_or(usize::MAX, |l| l + 1)
}

/// A vertex: a number below [`MAX_GRAPH`].
fn vertex(word: &str) -> Result<u32, ClassicError> {
    let n = number("hackenbush", "a vertex", word)?;
    match u32::try_from(n) {
        Ok(v) if (v as usize) < MAX_GRAPH => Ok(v),
        _ => err(format!(
            "hackenbush: vertex {n} is past the largest, {}",
            MAX_GRAPH - 1
        )),
    }
}

impl Classic {
    /// The game's name as the grammar writes it.
    pub const fn name(&self) -> &'static str {
        match self {
            Self::NimK { .. } => "nimk",
            Self::Euclid { .. } => "euclid",
            Self::Turtles(_) => "turtles",
            Self::Ruler(_) => "ruler",
            Self::Corners { .. } => "corners",
            Self::Hackenbush { .. } => "hackenbush",
        }
    }

    /// The position in the grammar's words, which [`parse_classic`] reads back.
    pub fn words(&self) -> String {
        let name = self.name();
        match self {
            Self::NimK { k, piles } => format!("{name} --k {k} {}", join(piles)),
            Self::Euclid { pair: [a, b] } => format!("{name} {a} {b}"),
            Self::Turtles(row) | Self::Ruler(row) => {
                let first = u64::from(matches!(self, Self::Ruler(_)));
                format!("{name} {}", row.words(first))
            }
            Self::Corners { rows, cols, heads } => {
                let coins: Vec<String> = heads.iter().map(|(r, c)| format!("{r},{c}")).collect();
                let coins = coins.join(" ");
                let sep = if coins.is_empty() { "" } else { " " };
                format!("{name} --rows {rows} --cols {cols}{sep}{coins}")
            }
            Self::Hackenbush { root, edges, .. } => {
                let edges: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
                format!("{name} --root {root} --edges {}", edges.join(","))
                    .trim_end()
                    .to_owned()
            }
        }
    }
}

impl Row {
    /// The row in the grammar's words: its bits, or `--heads N...`.
    pub fn words(&self, first: u64) -> String {
        match self.len {
            Some(len) => self.bits(first, len),
            None => format!("--heads {}", join(&self.heads))
                .trim_end()
                .to_owned(),
        }
    }

    /// The row's bits, coin `first` first, `len` coins, separated by spaces.
    fn bits(&self, first: u64, len: usize) -> String {
        let mut out = vec!["0"; len];
        for &h in &self.heads {
            if let Some(cell) = h
                .checked_sub(first)
                .and_then(|i| usize::try_from(i).ok())
                .and_then(|i| out.get_mut(i))
            {
                *cell = "1";
            }
        }
        out.join(" ")
    }
}

/// Numbers separated by spaces.
fn join(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

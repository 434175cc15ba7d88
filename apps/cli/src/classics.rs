//! The classic games beyond the judge problems on the command line: `grundy hint` for Nim_k,
//! Euclid's game, Mock Turtles, Ruler, Turning Corners, Green Hackenbush and Every-SG
//! compounds (the reports are [`grundy_host::classics`]'s, every answer the core's),
//! `grundy nim-mul`, and the `sg` tables of Euclid's game, the coin games and the nim
//! product. This file only lays answers out, in the language asked for.

use std::fmt::Write as _;

use grundy::Outcome;
use grundy::coins::{MockTurtles, Ruler};
use grundy::euclid::Euclid;
use grundy::nimber::nim_mul;
use grundy_host::classics::{
    Classic, ClassicHint, ClassicMove, EveryHint, MixedSumHint, Route, SumPartMove,
};
use grundy_i18n::{Lang, Localize, tr};

use crate::args::Format;
use crate::error::Failure;
use crate::out::{Fast, join};
use crate::table::{digits, sequence};

/// The hint of a classic game or an Every-SG compound, as text in `lang` or JSON.
pub fn hint(route: Route, format: Format, lang: Lang) -> Result<(), Failure> {
    let text = match route {
        Route::Classic(hint) => {
            let hint = hint.map_err(|e| Failure::Usage(e.to_string()))?;
            match format {
                Format::Json => hint.json(),
                _ => classic_text(&hint, lang),
            }
        }
        Route::Every(hint) => {
            let hint = hint.map_err(|e| Failure::Input(e.to_string()))?;
            match format {
                Format::Json => hint.json(),
                _ => every_text(&hint, lang),
            }
        }
        Route::Sum(hint) => {
            let hint = hint.map_err(|e| Failure::Usage(e.to_string()))?;
            match format {
                Format::Json => hint.json(),
                _ => sum_text(&hint, lang),
            }
        }
        _ => return Err(Failure::Input("not a classic game".to_owned())),
    };
    crate::out::print(&text)
}

/// The position's line: the game and its numbers.
fn position_line(game: &Classic, lang: Lang) -> String {
    match game {
        Classic::NimK { k, piles } => {
            tr!(lang, "classic-position-nimk", k = *k, numbers = join(piles))
        }
        Classic::Euclid { pair: [a, b] } => {
            tr!(lang, "classic-position-euclid", a = *a, b = *b)
        }
        Classic::Turtles(_) | Classic::Ruler(_) => {
            let id = if matches!(game, Classic::Turtles(_)) {
                "classic-position-turtles"
            } else {
                "classic-position-ruler"
            };
            tr!(lang, id, row = row_words(game, lang))
        }
        Classic::Corners { rows, cols, heads } => tr!(
            lang,
            "classic-position-corners",
            rows = *rows,
            cols = *cols,
            coins = coins_words(heads, lang)
        ),
        Classic::Hackenbush { root, edges, .. } => tr!(
            lang,
            "classic-position-hackenbush",
            root = *root,
            edges = edges_words(edges, lang)
        ),
        _ => game.words(),
    }
}

/// What a position shows after a move, in the words of its first line.
fn short_words(game: &Classic, lang: Lang) -> String {
    match game {
        Classic::NimK { piles, .. } => join(piles),
        Classic::Euclid { pair: [a, b] } => format!("{a} {b}"),
        Classic::Turtles(_) | Classic::Ruler(_) => row_words(game, lang),
        Classic::Corners { heads, .. } => coins_words(heads, lang),
        Classic::Hackenbush { edges, .. } => edges_words(edges, lang),
        _ => game.words(),
    }
}

/// A row of coins: its bits, or its heads coins by number.
fn row_words(game: &Classic, lang: Lang) -> String {
    let (Classic::Turtles(row) | Classic::Ruler(row)) = game else {
        return String::new();
    };
    let first = u64::from(matches!(game, Classic::Ruler(_)));
    match row.len {
        Some(_) => row.words(first),
        None if row.heads.is_empty() => tr!(lang, "classic-no-heads"),
        None => tr!(lang, "classic-heads-coins", coins = join(&row.heads)),
    }
}

fn coins_words(heads: &[(u64, u64)], lang: Lang) -> String {
    if heads.is_empty() {
        return tr!(lang, "classic-no-heads");
    }
    heads
        .iter()
        .map(|(r, c)| format!("{r},{c}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn edges_words(edges: &[(u32, u32)], lang: Lang) -> String {
    if edges.is_empty() {
        return tr!(lang, "classic-no-edges");
    }
    edges
        .iter()
        .map(|(u, v)| format!("{u}-{v}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A move in `lang`: the words of its game (grundy-i18n).
fn move_words(mv: &ClassicMove, lang: Lang) -> String {
    mv.localize(lang)
}

/// The report of a classic game for people, in `lang`.
fn classic_text(hint: &ClassicHint, lang: Lang) -> String {
    let mut s = String::new();
    let game = hint.game();
    let _ = writeln!(s, "{}", position_line(game, lang));
    let _ = writeln!(
        s,
        "{}",
        tr!(
            lang,
            "hint-outcome",
            outcome = hint.outcome().localize(lang)
        )
    );
    let value = match hint.grundy() {
        Some(g) => tr!(lang, "hint-grundy-single", value = g),
        None => tr!(lang, "classic-grundy-unknown"),
    };
    let _ = writeln!(s, "{value}");
    if hint.is_terminal() {
        let _ = writeln!(s, "{}", tr!(lang, "hint-no-move-lost"));
        return s;
    }
    if hint.outcome() == Outcome::P {
        let _ = writeln!(s, "{}", tr!(lang, "classic-every-move-loses"));
        return s;
    }
    let _ = writeln!(s, "{}", tr!(lang, "hint-winning-moves"));
    let before = short_words(game, lang);
    for (mv, after) in hint.moves() {
        let line = match after {
            Some(after) => tr!(
                lang,
                "hint-move-single",
                mv = move_words(mv, lang),
                before = before.clone(),
                after = short_words(after, lang)
            ),
            None => tr!(lang, "classic-after-unshown", mv = move_words(mv, lang)),
        };
        let _ = writeln!(s, "  {line}");
    }
    if hint.more() {
        let _ = writeln!(s, "  {}", tr!(lang, "hint-and-more"));
    }
    for &(r, c) in hint.unsettled() {
        let _ = writeln!(s, "  {}", tr!(lang, "classic-unsettled", r = r, c = c));
    }
    s
}

/// The report of a sum with classic games for people, in `lang`.
fn sum_text(hint: &MixedSumHint, lang: Lang) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}",
        tr!(
            lang,
            "hint-sum-header",
            count = hint.parts().len(),
            convention = "normal"
        )
    );
    for (i, p) in hint.parts().iter().enumerate() {
        let line = tr!(
            lang,
            "hint-component-value",
            index = i + 1,
            words = p.words.clone(),
            value = p.value
        );
        let _ = writeln!(s, "  {line}");
    }
    let _ = writeln!(
        s,
        "{}",
        tr!(
            lang,
            "hint-outcome",
            outcome = hint.outcome().localize(lang)
        )
    );
    let _ = writeln!(s, "{}", tr!(lang, "hint-grundy-sum", value = hint.grundy()));
    if hint.is_terminal() {
        let _ = writeln!(s, "{}", tr!(lang, "hint-no-move-lost"));
        return s;
    }
    if hint.outcome() == Outcome::P {
        let _ = writeln!(s, "{}", tr!(lang, "classic-every-move-loses"));
        return s;
    }
    let _ = writeln!(s, "{}", tr!(lang, "hint-winning-moves"));
    for m in hint.moves() {
        let Some(part) = hint.parts().get(m.component) else {
            continue;
        };
        let mv = match &m.mv {
            SumPartMove::Classic(c) => move_words(c, lang),
            SumPartMove::Grammar(g) => g.localize(lang),
            _ => m.mv.to_string(),
        };
        let line = match &m.after {
            Some(after) => tr!(
                lang,
                "hint-move-in-component",
                component = m.component + 1,
                before = part.words.clone(),
                mv = mv,
                after = after.clone()
            ),
            None => tr!(lang, "classic-after-unshown", mv = mv),
        };
        let _ = writeln!(s, "  {line}");
    }
    if hint.more() {
        let _ = writeln!(s, "  {}", tr!(lang, "hint-and-more"));
    }
    s
}

/// The report of an Every-SG compound for people, in `lang`.
fn every_text(hint: &EveryHint, lang: Lang) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}",
        tr!(
            lang,
            "classic-every-header",
            count = hint.components().len()
        )
    );
    for (i, c) in hint.components().iter().enumerate() {
        let line = tr!(
            lang,
            "classic-every-component",
            index = i + 1,
            words = c.words.clone(),
            suspense = c.suspense,
            outcome = c.outcome.localize(lang)
        );
        let _ = writeln!(s, "  {line}");
    }
    // The core's outcome says which: the player to move wins exactly when it is odd.
    let parity = match hint.outcome() {
        Outcome::N => "odd",
        Outcome::P => "even",
    };
    let _ = writeln!(
        s,
        "{}",
        tr!(
            lang,
            "classic-every-outcome",
            outcome = hint.outcome().localize(lang),
            suspense = hint.longest(),
            parity = parity
        )
    );
    if hint.components().iter().all(|c| c.step.is_none()) {
        let _ = writeln!(s, "{}", tr!(lang, "hint-no-move-lost"));
        return s;
    }
    let _ = writeln!(s, "{}", tr!(lang, "classic-every-moves"));
    for (i, c) in hint.components().iter().enumerate() {
        if let Some((mv, after)) = &c.step {
            let line = tr!(
                lang,
                "hint-move-in-component",
                component = i + 1,
                before = c.words.clone(),
                mv = mv.localize(lang),
                after = after.clone()
            );
            let _ = writeln!(s, "  {line}");
        }
    }
    s
}

/// `grundy nim-mul A B`: the nim product, one number.
pub fn nim_mul_command(a: u64, b: u64) -> Result<(), Failure> {
    crate::out::print(&format!("{}\n", nim_mul(a, b)))
}

/// `grundy sg turtles --upto N`: the value of a lone heads coin 0..=N.
pub fn turtles(format: Format, upto: u64) -> Result<(), Failure> {
    sequence(
        format,
        "Mock Turtles (a lone heads coin n, coins from 0)",
        "\"game\":\"turtles\"",
        upto,
        MockTurtles::coin_value(upto),
        &mut crate::table::Each(|n| Ok(MockTurtles::coin_value(n))),
    )
}

/// `grundy sg ruler --upto N`: the value of a lone heads coin 0..=N (0 for coin 0, which
/// does not exist).
pub fn ruler(format: Format, upto: u64) -> Result<(), Failure> {
    sequence(
        format,
        "Ruler (a lone heads coin n, coins from 1; 0 has no coin)",
        "\"game\":\"ruler\"",
        upto,
        u128::from(upto.checked_next_power_of_two().unwrap_or(1 << 63)),
        &mut crate::table::Each(|n| Ok(u128::from(Ruler::coin_value(n)))),
    )
}

/// The largest 2-D table printed: 1024 × 1024 cells.
const GRID_MAX_SIZE: u64 = 1024;

/// `grundy sg euclid --size N`: Grundy values of Euclid's game `(a, b)` for `a, b < N`.
pub fn euclid(format: Format, size: u64) -> Result<(), Failure> {
    grid(
        format,
        "Euclid's game: row a, column b",
        "euclid",
        size,
        |a, b| u128::from(Euclid::grundy_of(a, b)),
    )
}

/// `grundy sg corners --size N`: the nim products `a ⊗ b` for `a, b < N`, the values of
/// Turning Corners' coins.
pub fn corners(format: Format, size: u64) -> Result<(), Failure> {
    grid(
        format,
        "Turning Corners (the nim product a ⊗ b): row a, column b",
        "corners",
        size,
        |a, b| u128::from(nim_mul(a, b)),
    )
}

/// A square table of values `cell(a, b)`, `a, b < size`, `*` marking P-positions in text.
fn grid(
    format: Format,
    title: &str,
    game: &str,
    size: u64,
    cell: impl Fn(u64, u64) -> u128,
) -> Result<(), Failure> {
    if size == 0 || size > GRID_MAX_SIZE {
        return Err(format!("--size must be between 1 and {GRID_MAX_SIZE}, not {size}").into());
    }
    let mut w = Fast::new(crate::out::stdout()?);
    match format {
        Format::Text => {
            let max = (0..size)
                .flat_map(|a| (0..size).map(move |b| (a, b)))
                .map(|(a, b)| cell(a, b))
                .max()
                .unwrap_or(0);
            let width = digits(max).max(digits(u128::from(size))) + 1;
            let label = digits(u128::from(size)).max(3);
            w.bytes(
                format!("Grundy values of {title}, 0 <= a, b < {size} (* marks P-positions)\n")
                    .as_bytes(),
            )?;
            w.spaces(label - 3)?;
            w.bytes(b"a\\b |")?;
            let mut pad = 0;
            for b in 0..size {
                w.spaces(pad + 1)?;
                pad = width.saturating_sub(w.number(u128::from(b))?);
            }
            w.byte(b'\n')?;
            for a in 0..size {
                w.spaces(label - digits(u128::from(a)))?;
                w.number(u128::from(a))?;
                w.bytes(b" |")?;
                pad = 0;
                for b in 0..size {
                    w.spaces(pad + 1)?;
                    let v = cell(a, b);
                    let len = if v == 0 {
                        w.bytes(b"0*")?;
                        2
                    } else {
                        w.number(v)?
                    };
                    pad = width.saturating_sub(len);
                }
                w.byte(b'\n')?;
            }
        }
        Format::Csv => {
            w.bytes(b"a\\b")?;
            for b in 0..size {
                w.byte(b',')?;
                w.number(u128::from(b))?;
            }
            w.byte(b'\n')?;
            for a in 0..size {
                w.number(u128::from(a))?;
                for b in 0..size {
                    w.byte(b',')?;
                    w.number(cell(a, b))?;
                }
                w.byte(b'\n')?;
            }
        }
        Format::Json => {
            w.bytes(format!("{{\"game\":\"{game}\",\"size\":{size},\"rows\":[").as_bytes())?;
            for a in 0..size {
                w.bytes(if a > 0 { b",[" } else { b"[" })?;
                for b in 0..size {
                    if b > 0 {
                        w.byte(b',')?;
                    }
                    w.number(cell(a, b))?;
                }
                w.byte(b']')?;
            }
            w.bytes(b"]}\n")?;
        }
    }
    Ok(w.finish()?)
}

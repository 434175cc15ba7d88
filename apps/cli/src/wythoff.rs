//! `grundy sg wythoff`: the table of Grundy values of Wythoff's game, rows a and columns b,
//! in three formats. Every value comes from the core ([`Wythoff::fill_table_with`]); this
//! file only lays them out, after every check, so an error never leaves partial output.

use grundy::Wythoff;

use crate::args::Format;
use crate::error::Failure;
use crate::out::Fast;
use crate::table::digits;

/// The largest Wythoff table printed: 4096 × 4096, the host's table (64 MiB of `u32` cells
/// and 19 MiB of bitsets, about a second to compute).
const WYTHOFF_MAX_SIZE: usize = 4096;

/// The Wythoff table of (a, b) for a, b < size: rows a, columns b.
pub fn table(format: Format, size: usize) -> Result<(), Failure> {
    if size == 0 || size > WYTHOFF_MAX_SIZE {
        return Err(format!("--size must be between 1 and {WYTHOFF_MAX_SIZE}, not {size}").into());
    }
    let mut table = vec![0u32; size * size];
    let mut bits = vec![0u64; Wythoff::bits_len(size, size).unwrap_or(0)];
    Wythoff::fill_table_with(&mut table, size, size, &mut bits).map_err(|e| e.to_string())?;
    let rows: Vec<&[u32]> = table.chunks(size).collect();
    let mut w = Fast::new(crate::out::stdout()?);
    match format {
        Format::Text => {
            let max = table.iter().copied().max().unwrap_or(0);
            let width = digits(u128::from(max)).max(digits(size as u128)) + 1;
            let label = digits(size as u128).max(3);
            w.bytes(
                format!(
                    "Grundy values of Wythoff's game: row a, column b, 0 <= a, b < {size} (* marks P-positions)\n"
                )
                .as_bytes(),
            )?;
            // As in `sequence`: a cell's padding only when another cell follows.
            w.spaces(label - 3)?;
            w.bytes(b"a\\b |")?;
            let mut pad = 0;
            for b in 0..size {
                w.spaces(pad + 1)?;
                pad = width.saturating_sub(w.number(b as u128)?);
            }
            w.byte(b'\n')?;
            for (a, row) in rows.iter().enumerate() {
                w.spaces(label - digits(a as u128))?;
                w.number(a as u128)?;
                w.bytes(b" |")?;
                pad = 0;
                for &v in *row {
                    w.spaces(pad + 1)?;
                    let len = if v == 0 {
                        w.bytes(b"0*")?;
                        2
                    } else {
                        w.number(u128::from(v))?
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
                w.number(b as u128)?;
            }
            w.byte(b'\n')?;
            for (a, row) in rows.iter().enumerate() {
                w.number(a as u128)?;
                for &v in *row {
                    w.byte(b',')?;
                    w.number(u128::from(v))?;
                }
                w.byte(b'\n')?;
            }
        }
        Format::Json => {
            w.bytes(format!("{{\"game\":\"wythoff\",\"size\":{size},\"rows\":[").as_bytes())?;
            for (a, row) in rows.iter().enumerate() {
                w.bytes(if a > 0 { b",[" } else { b"[" })?;
                for (b, &v) in row.iter().enumerate() {
                    if b > 0 {
                        w.byte(b',')?;
                    }
                    w.number(u128::from(v))?;
                }
                w.byte(b']')?;
            }
            w.bytes(b"]}\n")?;
        }
    }
    Ok(w.finish()?)
}

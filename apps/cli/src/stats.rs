//! `grundy sg octal --stats` and `grundy sg grundy --stats`: the statistics of a table's rare
//! values ([`grundy::sparse`]), laid out in three formats.

use grundy::sparse::{Stats, rare_heaps, sparsest_mask};

use crate::args::Format;
use crate::cli::TableArgs;
use crate::error::Failure;
use crate::out::Fast;

/// The statistics of the rare values of heaps `0..=upto`.
pub fn stats(
    title: &str,
    json_head: &str,
    format: Format,
    upto: u64,
    values: &[u16],
    args: &TableArgs,
) -> Result<(), Failure> {
    let mask = match args.mask {
        Some(m) => m,
        None => sparsest_mask(values, &mut vec![0u32; 3 << 16]),
    };
    let s = Stats::of(values, mask);
    let chosen = if args.mask.is_some() {
        "given"
    } else {
        "the mask with the fewest rare heaps"
    };
    let mut w = Fast::new(crate::out::stdout()?);
    match format {
        Format::Text => {
            let mut text = format!(
                "Rare values of {}, heaps 0..={upto}\n\
                 mask {mask:x} ({chosen}): a value v is rare when v & {mask:x} has an even number of ones\n\
                 largest value {}, first at heap {}\n",
                title, s.largest_value, s.largest_heap
            );
            text += &match s.last_rare {
                Some(last) => format!("rare heaps {}, the last at heap {last}\n", s.rare_count),
                None => "rare heaps 0\n".to_owned(),
            };
            w.bytes(text.as_bytes())?;
            if args.rare {
                for heap in rare_heaps(values, mask) {
                    let v = values.get(heap as usize).copied().unwrap_or(0);
                    w.bytes(b"  G(")?;
                    w.number(u128::from(heap))?;
                    w.bytes(b") = ")?;
                    w.number(u128::from(v))?;
                    w.byte(b'\n')?;
                }
            }
        }
        Format::Csv if args.rare => {
            w.bytes(b"heap,grundy\n")?;
            for heap in rare_heaps(values, mask) {
                w.number(u128::from(heap))?;
                w.byte(b',')?;
                w.number(u128::from(values.get(heap as usize).copied().unwrap_or(0)))?;
                w.byte(b'\n')?;
            }
        }
        Format::Csv => {
            let last = s.last_rare.map_or(String::new(), |l| l.to_string());
            w.bytes(
                format!(
                    "mask,largest_value,largest_heap,rare_count,last_rare\n{mask:x},{},{},{},{last}\n",
                    s.largest_value, s.largest_heap, s.rare_count
                )
                .as_bytes(),
            )?;
        }
        Format::Json => {
            let last = s.last_rare.map_or("null".to_owned(), |l| l.to_string());
            w.bytes(
                format!(
                    "{{{},\"upto\":{upto},\"stats\":{{\"largest\":{{\"heap\":{},\"value\":{}}},\
                     \"rare_count\":{},\"last_rare\":{last},\"mask\":\"{mask:x}\"",
                    json_head, s.largest_heap, s.largest_value, s.rare_count
                )
                .as_bytes(),
            )?;
            if args.rare {
                w.bytes(b",\"rare\":[")?;
                for (i, heap) in rare_heaps(values, mask).enumerate() {
                    if i > 0 {
                        w.byte(b',')?;
                    }
                    w.bytes(b"{\"heap\":")?;
                    w.number(u128::from(heap))?;
                    w.bytes(b",\"value\":")?;
                    w.number(u128::from(values.get(heap as usize).copied().unwrap_or(0)))?;
                    w.byte(b'}')?;
                }
                w.byte(b']')?;
            }
            w.bytes(b"}}\n")?;
        }
    }
    Ok(w.finish()?)
}

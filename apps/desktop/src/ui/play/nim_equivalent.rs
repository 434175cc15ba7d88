//! The Nim equivalent of a position and Bouton's working in binary: each component drawn
//! as a Nim heap of its Grundy value (for plain Nim, each pile as itself), the heaps in
//! binary stacked in columns, each column's count of ones and its parity, the highest odd
//! column and the heaps it points at — the proof of Bouton's theorem on the screen. Every
//! number comes from the core's `Bouton` working; nothing is computed here.

use egui::{Color32, Pos2, RichText, Sense, Ui, Vec2};

use grundy_host::HeapsOf;
use grundy_i18n::{Lang, Localize, tr};

use crate::model::analysis::{Analysis, reason};
use crate::model::rules::Rules;
use crate::ui::widgets::{WINNING, subscript, superscript};

/// Stones drawn per heap at most.
const DRAWN: u128 = 12;
/// The colour of the highest odd column.
const COLUMN: Color32 = Color32::from_rgb(0xE6, 0x9F, 0x00);

/// Shows the Nim equivalent of the position analysed, in `lang`.
pub fn ui(ui: &mut Ui, rules: &Rules, analysis: &Analysis, lang: Lang) {
    ui.strong(tr!(lang, "nim-eq-heading"));
    let heaps = match &analysis.heaps {
        Ok(heaps) => heaps,
        Err(e) => {
            let why = if lang == Lang::En {
                reason(rules, e)
            } else {
                e.localize(lang)
            };
            ui.label(tr!(lang, "nim-eq-none", reason = why));
            return;
        }
    };
    let w = heaps.bouton();
    let one = !rules.is_sum();
    let name = |i: usize| {
        let n = i as u64 + 1;
        match heaps.of {
            HeapsOf::Piles => tr!(lang, "nim-eq-pile", pile = n),
            HeapsOf::Components if one => tr!(lang, "nim-eq-the-game"),
            HeapsOf::Components => tr!(lang, "nim-eq-component", component = n),
        }
    };
    let title = |i: usize| rules.title_in(i, lang);
    let id = match heaps.of {
        HeapsOf::Components if one => "nim-eq-one-game",
        HeapsOf::Piles => "nim-eq-piles",
        HeapsOf::Components => "nim-eq-components",
    };
    // One pile (Bash near its end, a single pile of Nim) is "this pile", not "these piles".
    ui.label(tr!(lang, id, count = w.heaps().len()));
    let columns = w.columns();
    let highest = w.highest_odd();
    let pointed: Vec<usize> = w.pointed().collect();
    let mono = |text: String| RichText::new(text).monospace();
    egui::ScrollArea::horizontal()
        .id_salt("bouton")
        .show(ui, |ui| {
            egui::Grid::new("bouton grid")
                .spacing([10.0, 4.0])
                .show(ui, |ui| {
                    ui.label("");
                    ui.label(tr!(lang, "nim-eq-heap"));
                    ui.label("");
                    for c in (0..columns).rev() {
                        ui.label(mono(format!("2{}", superscript(c))));
                    }
                    ui.end_row();
                    for (i, &size) in w.heaps().iter().enumerate() {
                        let points = pointed.contains(&i);
                        let label = match heaps.of {
                            HeapsOf::Piles => name(i),
                            HeapsOf::Components if one => {
                                tr!(lang, "nim-eq-game-row", title = title(i))
                            }
                            HeapsOf::Components => tr!(
                                lang,
                                "nim-eq-component-row",
                                name = name(i),
                                title = title(i),
                                sub = subscript(i + 1)
                            ),
                        };
                        ui.label(label);
                        ui.label(mono(size.to_string()));
                        heap(ui, size, points);
                        // The heap written in binary, one digit per column, highest first.
                        let digits = binary(size, columns);
                        for (c, digit) in (0..columns).rev().zip(digits.chars()) {
                            let one = digit == '1';
                            let mut text = mono(digit.to_string());
                            if Some(c) == highest && one {
                                text = text.strong().color(Color32::BLACK).background_color(COLUMN);
                            } else if Some(c) == highest {
                                text = text.color(COLUMN);
                            }
                            ui.label(text);
                        }
                        ui.end_row();
                    }
                    ui.label(tr!(lang, "nim-eq-ones"));
                    ui.label("");
                    ui.label("");
                    for c in (0..columns).rev() {
                        ui.label(mono(w.ones(c).to_string()));
                    }
                    ui.end_row();
                    ui.label(tr!(lang, "nim-eq-parity"));
                    ui.label("");
                    ui.label("");
                    for c in (0..columns).rev() {
                        let text = tr!(
                            lang,
                            if w.odd(c) {
                                "nim-eq-odd"
                            } else {
                                "nim-eq-even"
                            }
                        );
                        let text = if Some(c) == highest {
                            RichText::new(text).strong().color(COLUMN)
                        } else {
                            RichText::new(text)
                        };
                        ui.label(text);
                    }
                    ui.end_row();
                });
        });
    let x = w.xor();
    ui.label(
        RichText::new(tr!(
            lang,
            "nim-eq-xor",
            binary = binary(x, columns),
            xor = x.to_string()
        ))
        .strong(),
    );
    match highest {
        None => {
            ui.label(tr!(lang, "nim-eq-all-even"));
        }
        Some(c) => {
            ui.label(tr!(
                lang,
                "nim-eq-highest",
                sup = superscript(c),
                power = (1u128 << c).to_string()
            ));
            for &i in &pointed {
                let (Some(size), Some(target)) = (w.heaps().get(i), w.target(i)) else {
                    continue;
                };
                let id = match heaps.of {
                    HeapsOf::Piles => "nim-eq-reduce",
                    HeapsOf::Components => "nim-eq-move-value",
                };
                let line = tr!(
                    lang,
                    id,
                    name = name(i),
                    size = size.to_string(),
                    xor = x.to_string(),
                    target = target.to_string(),
                    from = binary(*size, columns),
                    to = binary(target, columns)
                );
                ui.label(RichText::new(line).color(WINNING));
            }
            if heaps.of == HeapsOf::Components {
                raising_moves(ui, analysis, &pointed, lang);
            }
        }
    }
}

/// A heap of `size` drawn as a row of stones (the first [`DRAWN`]), then how many more as
/// a label of its own, so that the grid makes the column as wide as the longest count (a
/// count painted past the cell ran over the binary digits beside it).
fn heap(ui: &mut Ui, size: u128, pointed: bool) {
    let drawn = size.min(DRAWN) as usize;
    let stone = 10.0;
    let color = if pointed {
        WINNING
    } else {
        Color32::from_rgb(0x8a, 0x7f, 0x70)
    };
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        let width = stone * DRAWN as f32;
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, stone + 2.0), Sense::hover());
        for k in 0..drawn {
            let center = Pos2::new(rect.left() + stone * (k as f32 + 0.5), rect.center().y);
            ui.painter().circle_filled(center, stone / 2.0 - 1.0, color);
        }
        if size > DRAWN {
            ui.label(RichText::new(format!("+{}", size - DRAWN)).size(11.0));
        }
    });
}

/// `n` in binary with `columns` digits.
fn binary(n: u128, columns: u32) -> String {
    format!("{n:0width$b}", width = columns as usize)
}

/// The core's winning moves in components Bouton's rule does not point at: they raise the
/// component's value, which a Nim heap cannot do, and make the XOR 0 all the same.
fn raising_moves(ui: &mut Ui, analysis: &Analysis, pointed: &[usize], lang: Lang) {
    let mut shown: Vec<usize> = Vec::new();
    for o in analysis.options.iter().filter(|o| o.winning) {
        let c = o.mv.component;
        if pointed.contains(&c) || shown.contains(&c) {
            continue;
        }
        let (Some(Ok(before)), Some(Ok(after))) = (analysis.values.get(c), o.component_value_after)
        else {
            continue;
        };
        shown.push(c);
        ui.label(
            RichText::new(grundy_i18n::tr(
                lang,
                "nim-eq-raising",
                &[
                    ("component", (c as u64 + 1).into()),
                    ("before", before.to_string().into()),
                    ("after", after.to_string().into()),
                    ("mv", o.mv.mv.localize(lang).into()),
                ],
            ))
            .color(WINNING),
        );
    }
}

//! Setting up a position on the board: each pile (or step) of each component drawn as
//! stones, with a stone to click away (it and those above go), a button to add a stone and
//! one to take one off, and buttons to add or remove a pile where the game has no fixed
//! count. An edit returns the component's new numbers; the app starts the same rules from
//! there (the core then says whether it is a position at all).

use egui::{Color32, FontId, Pos2, Rect, Role, Sense, Stroke, Ui, Vec2, WidgetInfo};
use grundy::GameKind;
use grundy_i18n::{Lang, tr};

use super::draw::MAX_DRAWN;
use crate::model::rules::Rules;

const STONE: f32 = 18.0;
const STONE_COLOR: Color32 = Color32::from_rgb(0x8a, 0x7f, 0x70);

/// An edit: the component, from 0, and its new numbers.
pub type Edit = (usize, Vec<u64>);

/// The editor of `numbers` (each component's), played under `rules`.
pub fn editor(ui: &mut Ui, rules: &Rules, numbers: &[Vec<u64>], lang: Lang) -> Option<Edit> {
    ui.label(tr!(lang, "edit-help"));
    let mut edit = None;
    ui.horizontal_wrapped(|ui| {
        for (component, (spec, numbers)) in rules.specs().iter().zip(numbers).enumerate() {
            let kind = spec.kind();
            ui.group(|ui| {
                if rules.is_sum() {
                    ui.strong(format!(
                        "{}. {}",
                        component + 1,
                        rules.title_in(component, lang)
                    ));
                }
                // Every accessible name says the component in a sum.
                let sum = rules.is_sum();
                let named = move |what: String| {
                    if sum {
                        tr!(
                            lang,
                            "board-in-component",
                            component = component + 1,
                            what = what
                        )
                    } else {
                        what
                    }
                };
                egui::ScrollArea::horizontal()
                    .id_salt(("set up", component))
                    .show(ui, |ui| {
                        if let Some(new) = component_editor(ui, kind, &named, numbers, lang) {
                            edit = Some((component, new));
                        }
                    });
            });
        }
    });
    edit
}

/// The editor of one component's `numbers`; `named` makes every accessible name.
fn component_editor(
    ui: &mut Ui,
    kind: GameKind,
    named: &dyn Fn(String) -> String,
    numbers: &[u64],
    lang: Lang,
) -> Option<Vec<u64>> {
    let step = kind == GameKind::Staircase;
    let mut edit = None;
    // Columns of one height, so that the piles stand on one line.
    let tallest = numbers
        .iter()
        .copied()
        .max()
        .unwrap_or(0)
        .clamp(1, MAX_DRAWN);
    ui.vertical(|ui| {
        ui.horizontal_top(|ui| {
            for (i, &size) in numbers.iter().enumerate() {
                let name = if step {
                    tr!(lang, "edit-step-n", step = i + 1)
                } else {
                    tr!(lang, "board-pile-n", pile = i + 1)
                };
                ui.vertical(|ui| {
                    if let Some(size) = stones(ui, &named(name.clone()), size, tallest, lang) {
                        edit = Some(with(numbers, i, size));
                    }
                    ui.label(format!("{name}: {size}"));
                    ui.horizontal(|ui| {
                        let minus = ui
                            .add_enabled(size > 0, egui::Button::new("−"))
                            .on_hover_text(tr!(lang, "edit-take-off"));
                        let minus_name = named(tr!(lang, "edit-take-off-name", name = &name));
                        minus.widget_info(|| {
                            WidgetInfo::labeled(Role::Button, size > 0, &minus_name)
                        });
                        if minus.clicked() {
                            edit = Some(with(numbers, i, size - 1));
                        }
                        let plus = ui
                            .add_enabled(size < u64::MAX, egui::Button::new("+"))
                            .on_hover_text(tr!(lang, "edit-add"));
                        let plus_name = named(tr!(lang, "edit-add-name", name = &name));
                        plus.widget_info(|| {
                            WidgetInfo::labeled(Role::Button, size < u64::MAX, &plus_name)
                        });
                        if plus.clicked() {
                            edit = Some(with(numbers, i, size.saturating_add(1)));
                        }
                    });
                });
            }
        });
        // Games with a fixed number of piles (Bash's one, Wythoff's two) keep it.
        if kind.pile_count().is_none() {
            ui.horizontal(|ui| {
                let (add, remove) = if step {
                    ("edit-add-step", "edit-remove-step")
                } else {
                    ("edit-add-pile", "edit-remove-pile")
                };
                let (add, remove) = (tr!(lang, add), tr!(lang, remove));
                let add_name = named(add.to_lowercase());
                let b = ui.button(&add);
                b.widget_info(|| WidgetInfo::labeled(Role::Button, true, &add_name));
                if b.clicked() {
                    let mut more = numbers.to_vec();
                    more.push(1);
                    edit = Some(more);
                }
                let remove_name = named(remove.to_lowercase());
                let b = ui.add_enabled(numbers.len() > 1, egui::Button::new(&remove));
                b.widget_info(|| {
                    WidgetInfo::labeled(Role::Button, numbers.len() > 1, &remove_name)
                });
                if b.clicked() {
                    edit = Some(numbers.get(..numbers.len() - 1).unwrap_or(&[]).to_vec());
                }
            });
        }
    });
    edit
}

/// `numbers` with number `i` set to `size`.
fn with(numbers: &[u64], i: usize, size: u64) -> Vec<u64> {
    let mut out = numbers.to_vec();
    if let Some(slot) = out.get_mut(i) {
        *slot = size;
    }
    out
}

/// A column of the first [`MAX_DRAWN`] stones of `size`, as tall as `tallest` stones;
/// clicking the stone `k` from the bottom (from 1) leaves `k − 1`: returns that size.
fn stones(ui: &mut Ui, name: &str, size: u64, tallest: u64, lang: Lang) -> Option<u64> {
    let drawn = size.min(MAX_DRAWN);
    let height = tallest as f32 * STONE + 14.0;
    let more = (size > MAX_DRAWN).then(|| {
        ui.painter().layout_no_wrap(
            format!("+{}", size - MAX_DRAWN),
            FontId::proportional(10.0),
            ui.visuals().text_color(),
        )
    });
    let width = more.as_ref().map_or(0.0, |g| g.size().x + 8.0).max(40.0);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
    let painter = ui.painter().clone();
    let hovered = ui.ctx().pointer_hover_pos();
    let at = |k: u64| Pos2::new(rect.center().x, rect.bottom() - (k as f32 - 0.5) * STONE);
    // The stone under the pointer, to light it and those above it.
    let over = (1..=drawn).find(|&k| {
        hovered.is_some_and(|p| Rect::from_center_size(at(k), Vec2::splat(STONE)).contains(p))
    });
    let mut chosen = None;
    for k in 1..=drawn {
        let center = at(k);
        let lit = over.is_some_and(|o| k >= o);
        let fill = if lit {
            Color32::from_rgb(0xd5, 0x5e, 0x00)
        } else {
            STONE_COLOR
        };
        painter.circle_filled(center, STONE / 2.0 - 1.0, fill);
        let label = tr!(lang, "edit-stone", name = name, stone = k);
        let id = ui.scope_id().with(&label);
        let response = ui.interact(
            Rect::from_center_size(center, Vec2::splat(STONE)),
            id,
            Sense::click(),
        );
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
        if response
            .on_hover_text(tr!(lang, "edit-stone-hover"))
            .clicked()
        {
            chosen = Some(k - 1);
        }
    }
    if let Some(more) = more {
        // Above the stones, in the room left for it.
        let at = Pos2::new(rect.center().x - more.size().x / 2.0, rect.top());
        painter.galley(at, more, ui.visuals().text_color());
    }
    if size == 0 {
        painter.circle_stroke(
            at(1),
            STONE / 2.0 - 1.0,
            Stroke::new(1.0, ui.visuals().weak_text_color()),
        );
    }
    chosen
}

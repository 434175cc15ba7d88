//! Drawing shared by the panels: piles of clickable stones and hint marks.

use std::sync::Arc;

use egui::{
    Align2, Color32, FontId, Galley, Pos2, Rect, Role, Sense, Stroke, Ui, Vec2, WidgetInfo,
};

use grundy::any::AnyMove;

use super::board::Board;
use crate::ui::widgets::{LOSING, LOSING_GLYPH, WINNING, WINNING_GLYPH};

/// Stones drawn per pile at most; larger piles show their number.
pub const MAX_DRAWN: u64 = 15;

const STONE: f32 = 22.0;
const STONE_COLOR: Color32 = Color32::from_rgb(0x8a, 0x7f, 0x70);
const TAKEN_COLOR: Color32 = Color32::from_rgb(0xe0, 0xc0, 0x60);

/// One clickable stone: `mv` is the move clicking it makes (legal or not, by the core).
#[derive(Debug)]
pub struct Stone {
    /// Where to draw it.
    pub center: Pos2,
    /// Its accessible name, e.g. "pile 1, stone 2 from the top" (see [`Board::name`]).
    pub name: String,
    /// The move clicking it makes.
    pub mv: AnyMove,
    /// Whether hovering it should light it (it is taken with the hovered stone).
    pub lit: bool,
}

/// Paints and senses one stone; returns its response when it is clickable.
pub fn stone(ui: &mut Ui, board: &Board<'_>, s: &Stone) -> Option<egui::Response> {
    let rect = Rect::from_center_size(s.center, Vec2::splat(STONE));
    let legal = board.enabled && board.legal(s.mv);
    let fill = if s.lit { TAKEN_COLOR } else { STONE_COLOR };
    let painter = ui.painter();
    painter.circle_filled(s.center, STONE / 2.0 - 1.0, fill);
    if legal && let Some(winning) = board.hint(s.mv) {
        let (color, glyph) = mark(winning);
        painter.circle_stroke(s.center, STONE / 2.0 - 1.5, Stroke::new(2.5, color));
        painter.text(
            s.center,
            Align2::CENTER_CENTER,
            glyph,
            FontId::proportional(12.0),
            Color32::WHITE,
        );
    }
    if !legal {
        return None;
    }
    let id = ui.scope_id().with(&s.name);
    let response = ui.interact(rect, id, Sense::click());
    let name = s.name.clone();
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
    Some(response.on_hover_cursor(egui::CursorIcon::PointingHand))
}

/// The colour and glyph of a winning or losing move.
pub fn mark(winning: bool) -> (Color32, &'static str) {
    if winning {
        (WINNING, WINNING_GLYPH)
    } else {
        (LOSING, LOSING_GLYPH)
    }
}

/// Piles of stones side by side; clicking the stone `k` from the top of pile `i` makes
/// `make(i, k)`. `title(i)` names each pile. Each column is as wide as its labels (a pile of
/// 10^18 has a long size), so that no label runs into the next.
pub fn piles(
    ui: &mut Ui,
    board: &Board<'_>,
    title: impl Fn(usize) -> String,
    make: impl Fn(usize, u64) -> AnyMove,
) -> Option<AnyMove> {
    let mut chosen = None;
    let font = FontId::proportional(11.0);
    let text_color = ui.visuals().text_color();
    // The labels of each pile: its title and its size below it, what is not drawn above.
    let layout = |text: String| ui.painter().layout_no_wrap(text, font.clone(), text_color);
    let labels: Vec<[Option<Arc<Galley>>; 3]> = board
        .numbers()
        .iter()
        .enumerate()
        .map(|(i, &size)| {
            [
                Some(layout(title(i))),
                Some(layout(size.to_string())),
                (size > MAX_DRAWN).then(|| layout(format!("+{}", size - MAX_DRAWN))),
            ]
        })
        .collect();
    let gap = 10.0;
    let columns: Vec<f32> = labels
        .iter()
        .map(|galleys| {
            let text = galleys
                .iter()
                .flatten()
                .map(|g| g.size().x)
                .fold(0.0, f32::max);
            (text + gap).max(STONE + 14.0)
        })
        .collect();
    let tallest = board
        .numbers()
        .iter()
        .copied()
        .max()
        .unwrap_or(0)
        .min(MAX_DRAWN);
    let height = tallest.max(1) as f32 * STONE + 56.0;
    let width = columns.iter().sum::<f32>().max(STONE + 14.0);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
    let hovered = ui.ctx().pointer_hover_pos();
    let mut left = rect.left();
    for (i, (&size, [name, count, above])) in board.numbers().iter().zip(labels).enumerate() {
        let column = columns.get(i).copied().unwrap_or(STONE + 14.0);
        let x = left + column / 2.0;
        left += column;
        let base = rect.bottom() - 34.0;
        let drawn = size.min(MAX_DRAWN);
        // Which stone (from the top) the pointer is over, to light it and those above.
        let top_hover = (1..=drawn).find(|&k| {
            let y = base - (drawn - k) as f32 * STONE - STONE / 2.0;
            hovered.is_some_and(|p| {
                Rect::from_center_size(Pos2::new(x, y), Vec2::splat(STONE)).contains(p)
            })
        });
        for k in 1..=drawn {
            let y = base - (drawn - k) as f32 * STONE - STONE / 2.0;
            let mv = make(i, k);
            let s = Stone {
                center: Pos2::new(x, y),
                name: board.name(&board.text(
                    "board-stone",
                    &[("pile", title(i).into()), ("stone", k.into())],
                )),
                mv,
                lit: top_hover.is_some_and(|t| k <= t) && board.enabled && board.legal(mv),
            };
            if let Some(r) = stone(ui, board, &s) {
                let r = r.on_hover_text(board.hover_text(mv));
                if r.clicked() {
                    chosen = Some(mv);
                }
            }
        }
        if let Some(above) = above {
            // More stones than drawn: say how many more, above the column.
            let top = base - drawn as f32 * STONE;
            let at = Pos2::new(x - above.size().x / 2.0, top - 2.0 - above.size().y);
            ui.painter().galley(at, above, text_color);
        }
        // The pile's name and, under it, its size, each centred on the column.
        let mut y = base + 4.0;
        for galley in [name, count].into_iter().flatten() {
            let height = galley.size().y;
            ui.painter()
                .galley(Pos2::new(x - galley.size().x / 2.0, y), galley, text_color);
            y += height;
        }
    }
    chosen
}

/// A field for a whole number up to 2^64 − 1, labelled `label`, kept as typed in `text`:
/// the number it holds, read exactly (a drag value goes through `f64`, which is not
/// exact past 2^53), or `None`.
pub fn number_field(ui: &mut Ui, label: &str, text: &mut String) -> Option<u64> {
    let l = ui.label(label);
    ui.add(egui::TextEdit::singleline(text).desired_width(150.0))
        .labelled_by(l.id);
    grundy_host::parse_number(text.trim()).ok()
}

/// For piles taller than the stones drawn: pick one of `choices` (shown from 1) and a count,
/// then play `make(choice, count)` (choice from 0) if the core finds it legal. `noun` names
/// the choice, `intro` says why the row is there; the selection lives in egui's memory for
/// the game being played (a new game starts afresh).
pub fn big_take(
    ui: &mut Ui,
    board: &Board<'_>,
    intro: &str,
    noun: &str,
    choices: usize,
    make: impl Fn(usize, u64) -> AnyMove,
) -> Option<AnyMove> {
    let first_index = 1;
    if board.numbers().iter().all(|&n| n <= MAX_DRAWN) {
        return None;
    }
    let id = ui.make_persistent_id(("big take", noun, board.component, board.stamp));
    let (mut index, mut count) = ui.data_mut(|d| {
        d.get_temp_mut_or_insert_with(id, || (first_index, "1".to_owned()))
            .clone()
    });
    let last = choices.max(1);
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(intro);
        let l = ui.label(noun);
        ui.add(egui::DragValue::new(&mut index).range(first_index..=last))
            .labelled_by(l.id);
        let typed = number_field(ui, &grundy_i18n::tr!(board.lang, "board-count"), &mut count);
        let mv = typed.map(|count| make(index.saturating_sub(first_index), count));
        let legal = mv.is_some_and(|mv| board.enabled && board.legal(mv));
        let text = match mv.and_then(|mv| board.hint(mv)) {
            Some(winning) if legal => format!(
                "{} {}",
                grundy_i18n::tr!(board.lang, "board-play"),
                mark(winning).1
            ),
            _ => grundy_i18n::tr!(board.lang, "board-play"),
        };
        let hover = match mv {
            Some(mv) => board.hover_text(mv),
            None => grundy_i18n::tr!(board.lang, "board-type-count"),
        };
        if ui
            .add_enabled(legal, egui::Button::new(text))
            .on_hover_text(hover)
            .clicked()
        {
            chosen = mv;
        }
    });
    ui.data_mut(|d| d.insert_temp(id, (index, count)));
    chosen
}

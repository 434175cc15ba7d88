//! The explorer's page of Wythoff's game: the Grundy values of both piles below a side,
//! computed by the core on a job, as a heat map with P-positions in white.

use egui::{Color32, ColorImage, TextureHandle, TextureOptions, Ui, Vec2};
use grundy::sg::TableError;
use grundy::{Outcome, Wythoff};
use grundy_i18n::{Lang, Localize, tr};
use serde::{Deserialize, Serialize};

use crate::runtime::{Background, Job, Status};
use crate::tasks::WythoffGrid;
use crate::ui::export::{Exporter, csv, png};
use crate::ui::figure;
use crate::ui::widgets::{error_line, progress, waker};

/// The heat map's side at most (the core's bitset allows 2048).
pub const MAX_WYTHOFF: usize = 1024;

/// The page's settings (they persist).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct WythoffSettings {
    /// The side of the map.
    pub side: usize,
}

impl Default for WythoffSettings {
    fn default() -> Self {
        Self { side: 64 }
    }
}

/// A computed Wythoff table and its image.
pub struct WythoffMap {
    side: usize,
    values: Vec<u32>,
    texture: Option<TextureHandle>,
}

impl std::fmt::Debug for WythoffMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WythoffMap")
            .field("side", &self.side)
            .finish_non_exhaustive()
    }
}

/// The Wythoff page: its settings, the table for the side last asked for and its image.
#[derive(Debug, Default)]
pub struct WythoffPage {
    /// What persists.
    pub settings: WythoffSettings,
    table: Background<usize, Result<Vec<u32>, TableError>>,
    map: Option<WythoffMap>,
}

impl WythoffPage {
    /// The page with these settings.
    pub fn new(settings: WythoffSettings) -> Self {
        Self {
            settings,
            table: Background::default(),
            map: None,
        }
    }

    /// Shows the page; its table and picture are saved through `exporter`.
    pub fn ui(&mut self, ui: &mut Ui, exporter: &mut Exporter, lang: Lang) {
        let settings = &mut self.settings;
        let mut start = false;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr!(lang, "explore-side"));
            ui.add(egui::DragValue::new(&mut settings.side).range(4..=MAX_WYTHOFF))
                .labelled_by(l.id);
            start |= ui.button(tr!(lang, "explore-compute")).clicked();
        });
        ui.label(tr!(lang, "explore-wythoff-about"));
        if start || self.table.key().is_none() {
            let side = settings.side.clamp(4, MAX_WYTHOFF);
            let waker = waker(ui.ctx());
            self.table.ensure(side, || {
                Job::task(
                    Some(&waker),
                    "job-wythoff-table",
                    WythoffGrid { side },
                    |t| t,
                )
            });
        }
        let side = self.table.key().copied().unwrap_or(0);
        match self.table.status() {
            Status::Idle => {}
            Status::Running(job) => progress(ui, job, lang),
            Status::Ready(Ok(values)) => {
                if self.map.as_ref().is_none_or(|m| m.side != side) {
                    self.map = Some(WythoffMap {
                        side,
                        values: values.clone(),
                        texture: None,
                    });
                }
                if let Some(map) = &mut self.map {
                    heat_map(ui, map, exporter, lang);
                }
            }
            Status::Ready(Err(e)) => error_line(ui, lang, &e.localize(lang)),
            Status::Failed(e) => error_line(ui, lang, &e.localize(lang)),
        }
    }
}

/// The table as an image, one pixel a cell, P-positions white, with its colour scale and
/// the buttons that save it.
fn heat_map(ui: &mut Ui, map: &mut WythoffMap, exporter: &mut Exporter, lang: Lang) {
    let side = map.side;
    let max = map.values.iter().copied().max().unwrap_or(1).max(1);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(lang, "explore-save-csv")).clicked() {
            exporter.save(format!("wythoff-{side}.csv"), wythoff_csv(map).into_bytes());
        }
        if ui.button(tr!(lang, "explore-save-png")).clicked() {
            // Drawn for saving, not cut from the window: a pixel a cell or more, the
            // axes and the colour scale with their numbers.
            let cell = |a: usize, b: usize| colour(&map.values, side, a, b, max);
            let image = figure::table(side, max, cell, Color32::WHITE, |v| heat(v, max));
            if let Ok(bytes) = png(&image) {
                exporter.save(format!("wythoff-{side}.png"), bytes);
            }
        }
    });
    scale(ui, max, lang);
    let texture = map.texture.get_or_insert_with(|| {
        let mut image = ColorImage::filled([side, side], Color32::BLACK);
        for (i, pixel) in image.pixels.iter_mut().enumerate() {
            // Row 0 at the bottom: image row y shows pile b = side − 1 − y.
            let (y, a) = (i / side, i % side);
            let b = side - 1 - y;
            *pixel = colour(&map.values, side, a, b, max);
        }
        ui.ctx()
            .load_texture("wythoff heat map", image, TextureOptions::NEAREST)
    });
    let avail = ui.available_size();
    let edge = avail.x.min(avail.y - 20.0).max(120.0);
    let response = ui.add(
        egui::Image::new((texture.id(), Vec2::splat(edge)))
            .sense(egui::Sense::hover())
            .alt_text(tr!(lang, "explore-heat-map-alt")),
    );
    if let Some(pos) = response.hover_pos() {
        let rel = (pos - response.rect.min) / edge;
        let a = ((rel.x * side as f32) as usize).min(side - 1);
        let b = side - 1 - ((rel.y * side as f32) as usize).min(side - 1);
        let v = map.values.get(b * side + a).copied().unwrap_or(0);
        let outcome = match Wythoff::outcome_of(a as u64, b as u64) {
            Outcome::P => tr!(lang, "explore-p-position"),
            Outcome::N => tr!(lang, "explore-n-position"),
        };
        // Next to the pointer, where the eye is.
        response.on_hover_text_at_pointer(tr!(
            lang,
            "explore-cell",
            a = a,
            b = b,
            value = v,
            outcome = outcome
        ));
    }
    ui.label(tr!(
        lang,
        "explore-heat-map-caption",
        side = side,
        max = max
    ));
}

/// The heat map's colour scale: white for 0, then the ramp from 1 to `max`, with the values
/// at its ends and middle.
fn scale(ui: &mut Ui, max: u32, lang: Lang) {
    ui.horizontal(|ui| {
        ui.label(tr!(lang, "explore-scale"));
        let (rect, _) = ui.allocate_exact_size(Vec2::new(18.0, 16.0), egui::Sense::hover());
        ui.painter().rect_filled(rect, 0.0, Color32::WHITE);
        // Outlined: a white swatch on the light theme's white would not show.
        let edge = egui::Stroke::new(1.0, ui.visuals().text_color());
        ui.painter()
            .rect_stroke(rect, 0.0, edge, egui::StrokeKind::Inside);
        ui.label(tr!(lang, "explore-scale-zero"));
        ui.add_space(8.0);
        ui.label("1");
        let width = 240.0;
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, 16.0), egui::Sense::hover());
        let steps = 120;
        for i in 0..steps {
            let v = 1 + (u64::from(max.saturating_sub(1)) * i / (steps - 1)) as u32;
            let x0 = rect.left() + width * i as f32 / steps as f32;
            let x1 = rect.left() + width * (i + 1) as f32 / steps as f32;
            let cell =
                egui::Rect::from_min_max(egui::pos2(x0, rect.top()), egui::pos2(x1, rect.bottom()));
            ui.painter().rect_filled(cell, 0.0, heat(v, max));
        }
        ui.label(max.to_string());
    });
}

/// The Wythoff table as CSV: a row per second pile b, a column per first pile a.
fn wythoff_csv(map: &WythoffMap) -> String {
    let side = map.side;
    let mut header = vec!["b \\ a".to_owned()];
    header.extend((0..side).map(|a| a.to_string()));
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let rows = (0..side).map(|b| {
        let mut row = vec![b.to_string()];
        row.extend((0..side).map(|a| {
            map.values
                .get(b * side + a)
                .map_or_else(String::new, u32::to_string)
        }));
        row
    });
    csv(&header, rows)
}

/// The colour of cell (a, b): white for a P-position, else its value's on the ramp.
fn colour(values: &[u32], side: usize, a: usize, b: usize, max: u32) -> Color32 {
    let v = values.get(b * side + a).copied().unwrap_or(0);
    if Wythoff::outcome_of(a as u64, b as u64) == Outcome::P {
        Color32::WHITE
    } else {
        heat(v, max)
    }
}

/// A colour ramp for `v` in `1..=max`, from blue through green to red.
fn heat(v: u32, max: u32) -> Color32 {
    let t = v as f32 / max as f32;
    let r = (255.0 * t.powf(0.8)) as u8;
    let g = (200.0 * (1.0 - (2.0 * t - 1.0).abs())) as u8;
    let b = (160.0 * (1.0 - t)) as u8 + 40;
    Color32::from_rgb(r, g, b)
}

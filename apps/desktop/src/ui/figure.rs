//! Pictures made for saving, drawn straight into an image rather than cut out of a
//! screenshot of the window: a table of cells at one pixel a cell or more, its axes with the
//! heap numbers, and its colour scale with the values it stands for. The labels are digits
//! and a few letters in a 5 × 7 bitmap font drawn at a whole multiple of its size, so a
//! picture needs no font file and reads the same on a desktop and in the browser.

use egui::{Color32, ColorImage};

/// The smallest side a saved table is drawn at, in pixels: a small table gets several
/// pixels a cell, a table of 512 cells or more one pixel a cell.
pub const MIN_TABLE_PIXELS: usize = 512;

/// The font's pixels per dot.
const DOT: usize = 2;

/// A glyph's width and height in dots, and the dots between glyphs.
const GLYPH_W: usize = 5;
const GLYPH_H: usize = 7;
const GLYPH_GAP: usize = 1;

/// Pixels around the table: the margin left (the b axis), below (the a axis) and right (the
/// colour scale), and the gaps.
const MARGIN: usize = 12;
const TICK: usize = 5;
const SCALE_W: usize = 24;

const INK: Color32 = Color32::from_rgb(20, 20, 20);
const PAPER: Color32 = Color32::WHITE;

/// The rows of a glyph's dots, the high bit of the five on the left.
fn glyph(c: char) -> [u8; GLYPH_H] {
    match c {
        '0' => [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
        '1' => [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
        '2' => [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
        '3' => [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
        '4' => [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
        '5' => [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
        '6' => [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
        '7' => [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
        '8' => [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
        '9' => [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
        'a' => [0x00, 0x00, 0x0e, 0x01, 0x0f, 0x11, 0x0f],
        'b' => [0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x1e],
        'g' => [0x00, 0x0f, 0x11, 0x11, 0x0f, 0x01, 0x0e],
        'P' => [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
        '=' => [0x00, 0x00, 0x1f, 0x00, 0x1f, 0x00, 0x00],
        _ => [0; GLYPH_H],
    }
}

/// The width of `text` in pixels.
fn text_width(text: &str) -> usize {
    let n = text.chars().count();
    (n * (GLYPH_W + GLYPH_GAP)).saturating_sub(GLYPH_GAP) * DOT
}

/// The height of a line of text in pixels.
const TEXT_H: usize = GLYPH_H * DOT;

/// An image being drawn.
struct Canvas {
    image: ColorImage,
}

impl Canvas {
    fn new(width: usize, height: usize) -> Self {
        Self {
            image: ColorImage::filled([width, height], PAPER),
        }
    }

    fn set(&mut self, x: usize, y: usize, color: Color32) {
        let [w, _] = self.image.size;
        if x < w
            && let Some(p) = self.image.pixels.get_mut(y * w + x)
        {
            *p = color;
        }
    }

    fn fill(&mut self, x: usize, y: usize, w: usize, h: usize, color: Color32) {
        for yy in y..y + h {
            for xx in x..x + w {
                self.set(xx, yy, color);
            }
        }
    }

    /// `text` with its top left corner at (x, y).
    fn text(&mut self, x: usize, y: usize, text: &str) {
        let mut at = x;
        for c in text.chars() {
            for (row, bits) in glyph(c).iter().enumerate() {
                for col in 0..GLYPH_W {
                    if bits & (0x10 >> col) != 0 {
                        self.fill(at + col * DOT, y + row * DOT, DOT, DOT, INK);
                    }
                }
            }
            at += (GLYPH_W + GLYPH_GAP) * DOT;
        }
    }
}

/// The heap numbers an axis of `side` cells is labelled with: 0, the quarters and the last.
fn ticks(side: usize) -> Vec<usize> {
    let last = side.saturating_sub(1);
    let mut t: Vec<usize> = [0, last / 4, last / 2, 3 * last / 4, last].to_vec();
    t.dedup();
    t
}

/// The table of `side` × `side` cells whose cell (a, b) has the colour `cell(a, b)` (a to
/// the right, b upward, (0, 0) at the bottom left), at `scale` pixels a cell (at least one;
/// more for a small table: [`MIN_TABLE_PIXELS`]), with its axes labelled `a` and `b` and
/// their heap numbers, and at the right the colour scale: `zero` for the value 0 (labelled
/// `0 = P`), then `ramp(v)` for v from 1 up to `max`, labelled 1, the middle and `max`.
pub fn table(
    side: usize,
    max: u32,
    cell: impl Fn(usize, usize) -> Color32,
    zero: Color32,
    ramp: impl Fn(u32) -> Color32,
) -> ColorImage {
    let side = side.max(1);
    let scale = MIN_TABLE_PIXELS.div_ceil(side).max(1);
    let plot = side * scale;
    let widest = ticks(side)
        .iter()
        .map(|t| text_width(&t.to_string()))
        .max()
        .unwrap_or(0);
    let max_label = text_width(&max.to_string()).max(text_width("0 = P"));
    let left = MARGIN + text_width("b") + MARGIN + widest + TICK + 2;
    // Room above for the half of a label centred on the top row.
    let top = MARGIN + TEXT_H;
    let right = MARGIN * 2 + SCALE_W + TICK + 2 + max_label + MARGIN;
    let bottom = TICK + 2 + TEXT_H + MARGIN + TEXT_H + MARGIN;
    let (width, height) = (left + plot + right, top + plot + bottom);
    let mut c = Canvas::new(width, height);
    // The cells, row b = side − 1 at the top.
    for b in 0..side {
        let y = top + (side - 1 - b) * scale;
        for a in 0..side {
            c.fill(left + a * scale, y, scale, scale, cell(a, b));
        }
    }
    // A frame, the ticks and their numbers.
    c.fill(left - 1, top - 1, plot + 2, 1, INK);
    c.fill(left - 1, top + plot, plot + 2, 1, INK);
    c.fill(left - 1, top - 1, 1, plot + 2, INK);
    c.fill(left + plot, top - 1, 1, plot + 2, INK);
    for t in ticks(side) {
        let label = t.to_string();
        // The a axis, below: the tick at the middle of cell t.
        let x = left + t * scale + scale / 2;
        c.fill(x, top + plot + 1, 1, TICK, INK);
        let lx = x.saturating_sub(text_width(&label) / 2);
        c.text(lx, top + plot + TICK + 2, &label);
        // The b axis, left.
        let y = top + (side - 1 - t) * scale + scale / 2;
        c.fill(left - 1 - TICK, y, TICK, 1, INK);
        let lx = left - 2 - TICK - text_width(&label);
        c.text(lx, y.saturating_sub(TEXT_H / 2), &label);
    }
    c.text(
        left + plot / 2 - text_width("a") / 2,
        top + plot + TICK + 2 + TEXT_H + MARGIN,
        "a",
    );
    c.text(MARGIN, top + plot / 2 - TEXT_H / 2, "b");
    // The colour scale: 0 at the bottom in its own box, then 1 to max upward.
    let sx = left + plot + MARGIN * 2;
    let zero_h = TEXT_H + 4;
    let ramp_top = top;
    let ramp_h = plot.saturating_sub(zero_h + MARGIN).max(1);
    let zero_y = top + plot - zero_h;
    c.fill(sx, zero_y, SCALE_W, zero_h, zero);
    c.fill(sx - 1, zero_y - 1, SCALE_W + 2, 1, INK);
    c.fill(sx - 1, zero_y + zero_h, SCALE_W + 2, 1, INK);
    c.fill(sx - 1, zero_y - 1, 1, zero_h + 2, INK);
    c.fill(sx + SCALE_W, zero_y - 1, 1, zero_h + 2, INK);
    c.text(sx + SCALE_W + TICK + 2, zero_y + 2, "0 = P");
    let steps = max.saturating_sub(1);
    for i in 0..ramp_h {
        // Row i from the top stands for the value at that height.
        let v =
            1 + (u64::from(steps) * (ramp_h - 1 - i) as u64 / (ramp_h.max(2) - 1) as u64) as u32;
        c.fill(sx, ramp_top + i, SCALE_W, 1, ramp(v));
    }
    let mut marks = vec![1, max.div_ceil(2), max];
    marks.dedup();
    for v in marks {
        let i = if steps == 0 {
            ramp_h - 1
        } else {
            (ramp_h - 1) - (u64::from(v - 1) * (ramp_h - 1) as u64 / u64::from(steps)) as usize
        };
        let y = ramp_top + i;
        c.fill(sx + SCALE_W, y, TICK, 1, INK);
        c.text(
            sx + SCALE_W + TICK + 2,
            y.saturating_sub(TEXT_H / 2),
            &v.to_string(),
        );
    }
    c.image
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_has_a_pixel_a_cell_or_more_and_its_cells_where_they_belong() {
        for side in [4usize, 64, 100, 512, 1024] {
            let colour = |a: usize, b: usize| Color32::from_rgb(a as u8, b as u8, 7);
            let image = table(side, 9, colour, Color32::WHITE, |_| Color32::RED);
            let scale = MIN_TABLE_PIXELS.div_ceil(side).max(1);
            assert!(side * scale >= MIN_TABLE_PIXELS, "{side}");
            let [w, h] = image.size;
            assert!(w > side * scale && h > side * scale);
            // Find the cell (0, side − 1), the top left one, then check a few others.
            let at = |x: usize, y: usize| image.pixels[y * w + x];
            let (x0, y0) = (0..h)
                .flat_map(|y| (0..w).map(move |x| (x, y)))
                .find(|&(x, y)| at(x, y) == colour(0, side - 1))
                .unwrap();
            for (a, b) in [(0, 0), (side - 1, 0), (side / 2, side / 3), (3, side - 1)] {
                let x = x0 + a * scale + scale / 2;
                let y = y0 + (side - 1 - b) * scale + scale / 2;
                assert_eq!(at(x, y), colour(a, b), "{side}: ({a}, {b})");
            }
        }
    }

    #[test]
    fn digits_are_drawn() {
        let mut c = Canvas::new(40, 20);
        c.text(1, 1, "10");
        let ink = c.image.pixels.iter().filter(|&&p| p == INK).count();
        let dots: u32 = ['1', '0']
            .iter()
            .flat_map(|&ch| glyph(ch))
            .map(u8::count_ones)
            .sum();
        assert_eq!(ink, dots as usize * DOT * DOT);
    }
}

//! Saving what the app shows: the explorer's tables and sequences as CSV text, and a part
//! of the window (a board, the charts, the heat map) as a PNG image cut from egui's
//! screenshot of the window. A view asks for an export while it draws; the app carries it
//! out after the frame ([`Exporter::apply`]): the bytes are made here, and the runtime's
//! save dialog (on a job, so that the window keeps drawing) asks where to write them.

use std::sync::{Arc, Mutex, PoisonError};

use egui::{Color32, ColorImage, Context, Rect, Ui};
use grundy_i18n::{Lang, Localize, tr};

#[cfg(not(target_arch = "wasm32"))]
use crate::runtime::save::save_in_folder;
use crate::runtime::save::{SaveError, Saved, save_with_dialog};
use crate::runtime::{Job, Poll};
use crate::ui::widgets::{progress, waker};

/// Something to save: a suggested file name and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// The file name offered in the save dialog, e.g. `set-nim-1-3-4.csv`.
    pub name: String,
    /// The file's contents.
    pub bytes: Vec<u8>,
}

/// A screenshot asked for and where to cut it.
#[derive(Debug)]
struct Shot {
    /// The part of the window, in points.
    rect: Rect,
    /// The file name to offer.
    name: String,
    /// The screenshot, once egui hands it over.
    image: Arc<Mutex<Option<Arc<ColorImage>>>>,
}

/// An export a view asked for.
#[derive(Debug)]
enum Request {
    /// These bytes.
    Bytes(Export),
    /// The part `rect` (in points) of the window, as a PNG image named `name`.
    Png {
        /// The part of the window.
        rect: Rect,
        /// The file name to offer.
        name: String,
    },
}

/// Where an export goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    /// Nowhere: it is only kept as [`Exporter::last`] (tests).
    Kept,
    /// Where the user says in the system's save dialog (a download in the browser).
    Dialog,
    /// Into this folder without asking, as when no dialog can open (tests of that path).
    #[cfg(not(target_arch = "wasm32"))]
    Folder(std::path::PathBuf),
}

/// The app's exports: those asked for in this frame, the screenshot being taken, the
/// dialog being shown, the last export made (tests read its bytes) and how the last save
/// ended.
#[derive(Debug)]
pub struct Exporter {
    saving_to: Saving,
    asked: Vec<Request>,
    shot: Option<Shot>,
    saving: Option<Job<Saved>>,
    last: Option<Export>,
    saved: Option<Saved>,
}

impl Exporter {
    /// An exporter whose exports go where `saving_to` says.
    pub fn new(saving_to: Saving) -> Self {
        Self {
            saving_to,
            asked: Vec::new(),
            shot: None,
            saving: None,
            last: None,
            saved: None,
        }
    }

    /// The last export made.
    pub fn last(&self) -> Option<&Export> {
        self.last.as_ref()
    }

    /// Forgets how the last save went (its line is shown no more), as when another page
    /// is shown; a save under way still reports.
    pub fn forget(&mut self) {
        self.saved = None;
    }

    /// Asks to save `bytes` under a name the user picks, `name` offered (after the frame).
    pub fn save(&mut self, name: impl Into<String>, bytes: Vec<u8>) {
        self.asked.push(Request::Bytes(Export {
            name: name.into(),
            bytes,
        }));
    }

    /// Asks to save the part `rect` (in points) of the window as a PNG image named `name`:
    /// after the frame egui is asked for a screenshot, which is cut and saved when it comes
    /// (see [`Exporter::poll`]).
    pub fn save_png(&mut self, rect: Rect, name: impl Into<String>) {
        self.asked.push(Request::Png {
            rect,
            name: name.into(),
        });
    }

    /// Carries out the exports asked for in this frame; the app calls it after the views.
    pub fn apply(&mut self, ctx: &Context) {
        for request in std::mem::take(&mut self.asked) {
            match request {
                Request::Bytes(export) => self.write(ctx, export),
                Request::Png { rect, name } => self.screenshot(ctx, rect, name),
            }
        }
    }

    /// Saves `export` (with a dialog, when the exporter has them) and keeps it as the last.
    fn write(&mut self, ctx: &Context, export: Export) {
        self.saved = None;
        let to_save = export.clone();
        let save: Box<dyn FnOnce() -> Saved + Send> = match &self.saving_to {
            Saving::Kept => {
                self.last = Some(export);
                return;
            }
            Saving::Dialog => Box::new(move || save_with_dialog(&to_save.name, &to_save.bytes)),
            #[cfg(not(target_arch = "wasm32"))]
            Saving::Folder(folder) => {
                let folder = folder.clone();
                Box::new(move || save_in_folder(&folder, &to_save.name, &to_save.bytes))
            }
        };
        self.saving = Some(Job::spawn(Some(&waker(ctx)), "job-save-dialog", save));
        self.last = Some(export);
    }

    /// Asks egui for a screenshot of the window, to save the part `rect` of it.
    fn screenshot(&mut self, ctx: &Context, rect: Rect, name: String) {
        let image = Arc::new(Mutex::new(None));
        let slot = Arc::clone(&image);
        let repaint = ctx.clone();
        ctx.request_screenshot(move |shot| {
            *slot.lock().unwrap_or_else(PoisonError::into_inner) = Some(shot);
            repaint.request_repaint();
        });
        self.saved = None;
        self.shot = Some(Shot { rect, name, image });
    }

    /// Saves the screenshot once it has come, and takes in how a save dialog ended; call it
    /// every frame.
    pub fn poll(&mut self, ctx: &Context) {
        let taken = self.shot.as_ref().and_then(|shot| {
            shot.image
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .take()
        });
        // The shot is let go only with its image: a poll before egui hands the picture
        // over (the frame after the request) must keep waiting for it.
        if let Some(image) = taken
            && let Some(shot) = self.shot.take()
        {
            let cut = crop(&image, shot.rect, ctx.pixels_per_point());
            match png(&cut) {
                Ok(bytes) => self.write(
                    ctx,
                    Export {
                        name: shot.name,
                        bytes,
                    },
                ),
                Err(e) => self.saved = Some(Saved::Failed(e)),
            }
        }
        if let Some(job) = &mut self.saving {
            match job.poll() {
                Poll::Running => {}
                Poll::Done(saved) => {
                    self.saved = Some(saved);
                    self.saving = None;
                }
                Poll::Failed(e) => {
                    self.saved = Some(Saved::Failed(SaveError::Other(e.localize(Lang::En))));
                    self.saving = None;
                }
            }
        }
    }

    /// A line saying how the last save went, or that a dialog or screenshot is pending. The
    /// line's row is there even when it says nothing, so that a save never moves the
    /// buttons around it (a click aimed before it would land beside them).
    pub fn status(&self, ui: &mut Ui, lang: Lang) {
        let height = ui.spacing().interact_size.y;
        let size = egui::vec2(ui.available_width(), height);
        let layout = egui::Layout::left_to_right(egui::Align::Center);
        ui.allocate_ui_with_layout(size, layout, |ui| {
            ui.set_min_height(height);
            self.status_line(ui, lang);
        });
    }

    /// What [`Exporter::status`] says.
    fn status_line(&self, ui: &mut Ui, lang: Lang) {
        if self.shot.is_some() {
            ui.label(tr!(lang, "export-taking-picture"));
        } else if let Some(job) = &self.saving {
            progress(ui, job, lang);
        } else if let Some(saved) = &self.saved {
            match saved {
                Saved::Failed(_) => {
                    ui.colored_label(ui.visuals().error_fg_color, saved.localize(lang));
                }
                _ => {
                    ui.label(saved.localize(lang));
                }
            }
        }
    }
}

/// The part `rect` (in points) of `image`, a screenshot at `pixels_per_point`, clamped to
/// the image.
pub fn crop(image: &ColorImage, rect: Rect, pixels_per_point: f32) -> ColorImage {
    let [width, height] = image.size;
    let to_px = |v: f32, max: usize| ((v * pixels_per_point).round().max(0.0) as usize).min(max);
    let (x0, x1) = (to_px(rect.min.x, width), to_px(rect.max.x, width));
    let (y0, y1) = (to_px(rect.min.y, height), to_px(rect.max.y, height));
    let (w, h) = (x1.saturating_sub(x0), y1.saturating_sub(y0));
    let mut pixels = Vec::with_capacity(w * h);
    for y in y0..y0 + h {
        let row = y * width;
        pixels.extend_from_slice(image.pixels.get(row + x0..row + x0 + w).unwrap_or(&[]));
    }
    if pixels.len() != w * h {
        return ColorImage::new([0, 0], Vec::new());
    }
    ColorImage::new([w, h], pixels)
}

/// `image` as a PNG file (8-bit RGBA).
///
/// # Errors
/// The encoder's message (an empty image has no PNG).
pub fn png(image: &ColorImage) -> Result<Vec<u8>, SaveError> {
    let [width, height] = image.size;
    let (Ok(w), Ok(h)) = (u32::try_from(width), u32::try_from(height)) else {
        return Err(SaveError::TooLarge);
    };
    if w == 0 || h == 0 {
        return Err(SaveError::Empty);
    }
    let other = |e: ::png::EncodingError| SaveError::Other(e.to_string());
    let mut rgba = Vec::with_capacity(width * height * 4);
    for pixel in &image.pixels {
        rgba.extend_from_slice(&Color32::to_srgba_unmultiplied(pixel));
    }
    let mut out = Vec::new();
    let mut encoder = ::png::Encoder::new(&mut out, w, h);
    encoder.set_color(::png::ColorType::Rgba);
    encoder.set_depth(::png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(other)?;
    writer.write_image_data(&rgba).map_err(other)?;
    writer.finish().map_err(other)?;
    Ok(out)
}

/// CSV text (RFC 4180): a header row and the rows, fields separated by commas; a field
/// holding a comma, a quote or a line break (as the words "period, phase 3" do) is quoted,
/// its quotes doubled.
pub fn csv(header: &[&str], rows: impl Iterator<Item = Vec<String>>) -> String {
    let mut out = String::new();
    line(&mut out, header.iter().copied());
    for row in rows {
        line(&mut out, row.iter().map(String::as_str));
    }
    out
}

/// Appends one CSV line of `fields` to `out`.
fn line<'a>(out: &mut String, fields: impl Iterator<Item = &'a str>) {
    for (i, field) in fields.enumerate() {
        if i > 0 {
            out.push(',');
        }
        if field.contains([',', '"', '\n', '\r']) {
            out.push('"');
            out.push_str(&field.replace('"', "\"\""));
            out.push('"');
        } else {
            out.push_str(field);
        }
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crop_keeps_the_pixels_of_the_rect_and_the_png_decodes_to_them() {
        // A 4 × 3 image whose pixel (x, y) has red x and green y.
        let pixels = (0..3)
            .flat_map(|y| (0..4).map(move |x| Color32::from_rgb(x * 10, y * 10, 7)))
            .collect();
        let image = ColorImage::new([4, 3], pixels);
        // Points at 2 pixels per point: the rect (0.5, 0.5)–(1.5, 1.5) is pixels 1..3.
        let cut = crop(
            &image,
            Rect::from_min_max(egui::pos2(0.5, 0.5), egui::pos2(1.5, 1.5)),
            2.0,
        );
        assert_eq!(cut.size, [2, 2]);
        assert_eq!(cut.pixels[0], Color32::from_rgb(10, 10, 7));
        assert_eq!(cut.pixels[3], Color32::from_rgb(20, 20, 7));
        let bytes = png(&cut).unwrap();
        let decoder = ::png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buffer).unwrap();
        assert_eq!((info.width, info.height), (2, 2));
        assert_eq!(&buffer[..4], &[10, 10, 7, 255]);
        // A rect past the image is cut to it; nothing left is an error, not a panic.
        let past = crop(
            &image,
            Rect::from_min_max(egui::pos2(1.0, 1.0), egui::pos2(90.0, 90.0)),
            1.0,
        );
        assert_eq!(past.size, [3, 2]);
        let none = crop(
            &image,
            Rect::from_min_max(egui::pos2(50.0, 50.0), egui::pos2(90.0, 90.0)),
            1.0,
        );
        assert!(png(&none).is_err());
    }

    #[test]
    fn a_picture_asked_for_waits_for_the_screenshot_and_is_then_saved() {
        let ctx = Context::default();
        let mut exporter = Exporter::new(Saving::Kept);
        let rect = Rect::from_min_max(egui::pos2(1.0, 1.0), egui::pos2(3.0, 2.0));
        exporter.save_png(rect, "grundy-board.png");
        exporter.apply(&ctx);
        // Frames before egui hands the screenshot over (as on a desktop, where it comes
        // after the frame that asked for it is painted) keep the request.
        exporter.poll(&ctx);
        exporter.poll(&ctx);
        let shot = exporter
            .shot
            .as_ref()
            .expect("the request is kept until its picture");
        let pixels = vec![Color32::from_rgb(9, 8, 7); 4 * 3];
        *shot.image.lock().unwrap() = Some(Arc::new(ColorImage::new([4, 3], pixels)));
        exporter.poll(&ctx);
        assert!(exporter.shot.is_none());
        let saved = exporter.last().expect("the picture is saved");
        assert_eq!(saved.name, "grundy-board.png");
        let decoder = ::png::Decoder::new(std::io::Cursor::new(saved.bytes.clone()));
        let info = decoder.read_info().unwrap();
        assert_eq!((info.info().width, info.info().height), (2, 1));
    }

    #[test]
    fn a_forgotten_save_shows_no_line() {
        let mut exporter = Exporter::new(Saving::Kept);
        exporter.saved = Some(Saved::Cancelled);
        exporter.forget();
        assert!(exporter.saved.is_none());
    }

    #[test]
    fn csv_has_a_header_and_a_line_per_row() {
        let rows = (0..3u64).map(|n| vec![n.to_string(), (n * n).to_string()]);
        assert_eq!(csv(&["n", "n²"], rows), "n,n²\n0,0\n1,1\n2,4\n");
    }

    #[test]
    fn csv_quotes_a_field_with_a_comma_a_quote_or_a_line_break() {
        let rows = [
            vec!["0".to_owned(), "period, phase 0".to_owned()],
            vec!["1".to_owned(), "say \"P\"".to_owned()],
            vec!["2".to_owned(), "two\nlines".to_owned()],
        ];
        assert_eq!(
            csv(&["n", "part"], rows.into_iter()),
            "n,part\n0,\"period, phase 0\"\n1,\"say \"\"P\"\"\"\n2,\"two\nlines\"\n"
        );
    }
}

//! Saving bytes where the user wants them: the system's save dialog on a desktop (rfd, over
//! the XDG desktop portal on Linux), a download in the browser. Both block until the user
//! answers, so the app calls them on a job.

use std::fmt;

use grundy_i18n::{Lang, Localize, tr};

/// How a save ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    /// Written to this path.
    To(String),
    /// No save dialog could open (no XDG desktop portal and no zenity, as on a plain X11
    /// desktop): written to this path in the user's downloads folder instead.
    ToFolder(String),
    /// Offered to the browser as a download of this name.
    Downloaded(String),
    /// The dialog was closed without a file.
    Cancelled,
    /// The file could not be written: why.
    Failed(SaveError),
}

impl fmt::Display for Saved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for Saved {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::To(path) => tr!(lang, "export-saved", path = path),
            Self::ToFolder(path) => tr!(lang, "export-saved-no-dialog", path = path),
            Self::Downloaded(name) => tr!(lang, "export-downloaded", name = name),
            Self::Cancelled => tr!(lang, "export-cancelled"),
            Self::Failed(e) => tr!(lang, "export-failed", error = e.localize(lang)),
        }
    }
}

/// Why nothing was saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The picture is larger than a PNG holds.
    TooLarge,
    /// Nothing of the part to cut out is on the screen.
    Empty,
    /// The system's or the encoder's reason, in its own words.
    Other(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for SaveError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::TooLarge => tr!(lang, "export-too-large"),
            Self::Empty => tr!(lang, "export-empty"),
            Self::Other(e) => e.clone(),
        }
    }
}

impl std::error::Error for SaveError {}

/// A dialog that gives no file sooner than this was never shown: nobody sees a dialog and
/// closes it this fast. (rfd answers `None` both for a cancel and when neither the XDG
/// desktop portal nor zenity could show a dialog.)
#[cfg(not(target_arch = "wasm32"))]
pub const NO_DIALOG_WITHIN: std::time::Duration = std::time::Duration::from_millis(700);

/// Asks where to save `bytes` (`name` offered) and writes them there. Where no dialog can
/// open, the file goes into the downloads folder ([`downloads_folder`]) and the answer says
/// where.
#[cfg(not(target_arch = "wasm32"))]
pub fn save_with_dialog(name: &str, bytes: &[u8]) -> Saved {
    let asked = std::time::Instant::now();
    let Some(path) = rfd::FileDialog::new().set_file_name(name).save_file() else {
        if asked.elapsed() < NO_DIALOG_WITHIN {
            return save_in_folder(&downloads_folder(), name, bytes);
        }
        return Saved::Cancelled;
    };
    match std::fs::write(&path, bytes) {
        Ok(()) => Saved::To(path.display().to_string()),
        Err(e) => Saved::Failed(SaveError::Other(format!("{}: {e}", path.display()))),
    }
}

/// Where a save goes when no dialog can ask: `~/Downloads` when it exists, else the home
/// folder, else the folder the app was started in.
#[cfg(not(target_arch = "wasm32"))]
pub fn downloads_folder() -> std::path::PathBuf {
    let home = std::env::var_os("HOME").map(std::path::PathBuf::from);
    match home {
        Some(home) if home.join("Downloads").is_dir() => home.join("Downloads"),
        Some(home) if home.is_dir() => home,
        _ => std::path::PathBuf::from("."),
    }
}

/// Writes `bytes` into `folder` as `name`, or as `stem-2.ext`, `stem-3.ext`, … when that
/// file exists (nothing is overwritten without a dialog to ask).
#[cfg(not(target_arch = "wasm32"))]
pub fn save_in_folder(folder: &std::path::Path, name: &str, bytes: &[u8]) -> Saved {
    let plain = std::path::Path::new(name);
    let stem = plain
        .file_stem()
        .map_or_else(|| name.into(), |s| s.to_string_lossy());
    let ext = plain.extension().map(|e| e.to_string_lossy());
    for n in 1..1000u32 {
        let file = match (n, &ext) {
            (1, _) => name.to_owned(),
            (n, Some(ext)) => format!("{stem}-{n}.{ext}"),
            (n, None) => format!("{stem}-{n}"),
        };
        let path = folder.join(file);
        let created = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path);
        match created {
            Ok(mut f) => {
                return match std::io::Write::write_all(&mut f, bytes) {
                    Ok(()) => Saved::ToFolder(path.display().to_string()),
                    Err(e) => Saved::Failed(SaveError::Other(format!("{}: {e}", path.display()))),
                };
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => {
                return Saved::Failed(SaveError::Other(format!("{}: {e}", path.display())));
            }
        }
    }
    Saved::Failed(SaveError::Other(format!(
        "{}: 999 files named {name} already",
        folder.display()
    )))
}

/// In the browser: the bytes offered as a download named `name`, where the browser puts
/// its downloads.
#[cfg(target_arch = "wasm32")]
pub fn save_with_dialog(name: &str, bytes: &[u8]) -> Saved {
    match download(name, bytes) {
        Ok(()) => Saved::Downloaded(name.to_owned()),
        Err(e) => Saved::Failed(SaveError::Other(e)),
    }
}

/// Offers `bytes` to the browser as a download named `name` (the page's counterpart of the
/// desktop's save dialog): a blob, an object URL for it, and a click on a link to it.
///
/// # Errors
/// A message when the page has no document or the browser refuses a step.
#[cfg(target_arch = "wasm32")]
fn download(name: &str, bytes: &[u8]) -> Result<(), String> {
    use wasm_bindgen::JsCast as _;

    let refused = |e: wasm_bindgen::JsValue| format!("the browser refused the download: {e:?}");
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("the page has no document")?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts).map_err(refused)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(refused)?;
    let link = document
        .create_element("a")
        .map_err(refused)?
        .dyn_into::<web_sys::HtmlAnchorElement>()
        .map_err(|_| "the page made no link".to_owned())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The download has its own reference to the blob once started; the URL can go.
    web_sys::Url::revoke_object_url(&url).map_err(refused)?;
    Ok(())
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn without_a_dialog_a_save_goes_into_the_folder_and_says_where() {
        let dir = std::env::temp_dir().join(format!("grundy-save-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let first = save_in_folder(&dir, "set-nim.csv", b"n,g\n0,0\n");
        let path = dir.join("set-nim.csv");
        assert_eq!(first, Saved::ToFolder(path.display().to_string()));
        assert_eq!(std::fs::read(&path).unwrap(), b"n,g\n0,0\n");
        // A second save keeps the first file.
        let second = save_in_folder(&dir, "set-nim.csv", b"other");
        let path2 = dir.join("set-nim-2.csv");
        assert_eq!(second, Saved::ToFolder(path2.display().to_string()));
        assert_eq!(std::fs::read(&path).unwrap(), b"n,g\n0,0\n");
        let text = second.localize(Lang::En);
        assert!(text.contains("no save dialog could open"), "{text}");
        assert!(text.contains(&path2.display().to_string()), "{text}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

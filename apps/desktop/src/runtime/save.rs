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

/// Asks where to save `bytes` (`name` offered) and writes them there.
#[cfg(not(target_arch = "wasm32"))]
pub fn save_with_dialog(name: &str, bytes: &[u8]) -> Saved {
    let Some(path) = rfd::FileDialog::new().set_file_name(name).save_file() else {
        return Saved::Cancelled;
    };
    match std::fs::write(&path, bytes) {
        Ok(()) => Saved::To(path.display().to_string()),
        Err(e) => Saved::Failed(SaveError::Other(format!("{}: {e}", path.display()))),
    }
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

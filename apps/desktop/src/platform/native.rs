//! The app in a window of its own: eframe's native runner (wgpu: Vulkan, or GL where there
//! is none), with the locale's language.

use grundy_i18n::Lang;

use crate::app::GrundyApp;

/// Opens the window and runs the app until it closes.
///
/// # Errors
/// eframe's reason when the window or its renderer cannot start.
pub fn run() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("grundy")
            .with_inner_size([1100.0, 760.0])
            .with_min_inner_size([800.0, 600.0]),
        ..Default::default()
    };
    eframe::run_native(
        "grundy",
        options,
        Box::new(|cc| Ok(Box::new(GrundyApp::new(cc, Lang::from_env())))),
    )
}

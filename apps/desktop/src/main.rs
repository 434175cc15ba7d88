//! The grundy desktop app; everything is in the library, see [`grundy_desktop::GrundyApp`].
//! Built for `wasm32-unknown-unknown` it is the web page's app instead (docs/web.md).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> eframe::Result {
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
        Box::new(|cc| Ok(Box::new(grundy_desktop::GrundyApp::new(cc)))),
    )
}

#[cfg(target_arch = "wasm32")]
fn main() {
    grundy_desktop::web::main();
}

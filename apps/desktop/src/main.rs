//! The grundy desktop app; everything is in the library, see [`grundy_desktop::GrundyApp`].
//! Built for `wasm32-unknown-unknown` it is the web page's app instead (docs/web.md).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> eframe::Result {
    grundy_desktop::platform::native::run()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    grundy_desktop::platform::web::main();
}

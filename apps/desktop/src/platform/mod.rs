//! Where the app runs: in a window of its own (`native`) or in a web page (`web`, for
//! wasm32). Each starts the app with the system's language; nothing imports them but the
//! binary's `main`.

#[cfg(not(target_arch = "wasm32"))]
pub mod native;
#[cfg(target_arch = "wasm32")]
pub mod web;

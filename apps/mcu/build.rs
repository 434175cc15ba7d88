//! Refuses a host build with a clear message, and puts the memory layout of the board in
//! `OUT_DIR/memory.x` for cortex-m-rt's `link.x`.
//!
//! The layout is `memory/$GRUNDY_MCU_MEMORY.x`, by default the board QEMU runs the target's
//! code on: `microbit` with the feature `microbit`, otherwise `lm3s6965` for
//! thumbv6m-none-eabi and thumbv7m-none-eabi, `mps2-an386` for thumbv7em-none-eabihf. The
//! budget layouts (`budget-16k-4k`, …) and other real boards (`nucleo-f072rb`) are chosen by
//! name.

use std::path::PathBuf;
use std::{env, fs, process};

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    process::exit(1);
}

fn main() {
    println!("cargo::rerun-if-changed=memory");
    println!("cargo::rerun-if-env-changed=GRUNDY_MCU_MEMORY");
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let target = env::var("TARGET").unwrap_or_default();
    if os != "none" {
        fail(&format!(
            "grundy-mcu is firmware for a Cortex-M; it does not build for the host ({target}).\n\
             Build it from inside apps/mcu (its .cargo/config.toml picks a thumb target), e.g.\n\
             \tcd apps/mcu && cargo build --release --target thumbv6m-none-eabi\n\
             The host tests of the Nim machine are in crates/grundy-play: cargo test -p grundy-play"
        ));
    }
    let microbit = env::var_os("CARGO_FEATURE_MICROBIT").is_some();
    if microbit && target != "thumbv6m-none-eabi" {
        fail(&format!(
            "the micro:bit v1 is a Cortex-M0: build the feature `microbit` for \
             thumbv6m-none-eabi, not {target}"
        ));
    }
    let layout = env::var("GRUNDY_MCU_MEMORY")
        .ok()
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| {
            match target.as_str() {
                _ if microbit => "microbit",
                "thumbv7em-none-eabihf" => "mps2-an386",
                _ => "lm3s6965",
            }
            .to_owned()
        });
    let source = PathBuf::from("memory").join(format!("{layout}.x"));
    let Ok(text) = fs::read(&source) else {
        fail(&format!(
            "no memory layout {} (GRUNDY_MCU_MEMORY={layout}); the layouts are the .x files in apps/mcu/memory",
            source.display()
        ));
    };
    let Some(out) = env::var_os("OUT_DIR").map(PathBuf::from) else {
        fail("cargo did not set OUT_DIR");
    };
    if let Err(e) = fs::write(out.join("memory.x"), text) {
        fail(&format!(
            "cannot write memory.x into {}: {e}",
            out.display()
        ));
    }
    println!("cargo::rustc-link-search={}", out.display());
    println!("cargo::rustc-env=GRUNDY_MCU_MEMORY={layout}");
}

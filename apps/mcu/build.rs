fn main() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").unwrap());
    std::fs::copy("memory/lm3s6965.x", out.join("memory.x")).unwrap();
    println!("cargo:rustc-link-search={}", out.display());
}

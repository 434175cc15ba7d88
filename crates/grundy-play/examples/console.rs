//! Runs the demo, or with `play` the game loop, on this terminal: the host twin of the
//! firmware, for trying the text front end without QEMU.
//!
//! `cargo run -p grundy-play --example console [play]`

use std::io::{BufRead, Write};

use grundy_play::{Console, demo, session};

struct Terminal {
    input: std::io::StdinLock<'static>,
}

impl Console for Terminal {
    fn write_str(&mut self, s: &str) {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(s.as_bytes());
        let _ = out.flush();
    }

    fn read_line(&mut self, buf: &mut [u8]) -> Option<usize> {
        let mut line = String::new();
        match self.input.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                let bytes = line.trim_end_matches(['\n', '\r']).as_bytes();
                let len = bytes.len().min(buf.len());
                buf.get_mut(..len)?.copy_from_slice(bytes.get(..len)?);
                Some(len)
            }
        }
    }
}

fn main() -> std::process::ExitCode {
    let mut terminal = Terminal {
        input: std::io::stdin().lock(),
    };
    if std::env::args().nth(1).as_deref() == Some("play") {
        session::run(&mut terminal);
        std::process::ExitCode::SUCCESS
    } else if demo::run(&mut terminal) {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::FAILURE
    }
}

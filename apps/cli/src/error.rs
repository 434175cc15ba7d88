//! What can go wrong in a subcommand ([`Failure`]), its exit status and the line stderr
//! shows. Every subcommand returns a [`Failure`]; `main.rs` prints it and exits, and no
//! subcommand imports anything from `main.rs`.

use std::io::ErrorKind;
use std::path::Path;
use std::process::ExitCode;

/// Exit status: stdin could not be read or stdout could not be written.
const EXIT_IO: u8 = 1;

/// Exit status: bad input or a bad command line.
const EXIT_BAD: u8 = 2;

/// What went wrong.
#[derive(Debug)]
pub enum Failure {
    /// Bad input, or an answer the core cannot give: one line, exit status 2.
    Input(String),
    /// A bad command line: the message, then a line pointing at `--help`; exit status 2.
    Usage(String),
    /// Stdin or stdout failed (stdout full, a read or write error): one line, exit status 1.
    Io(String),
    /// Stdout was closed by its reader (`| head`): stop quietly, exit status 0.
    BrokenPipe,
    /// `stress` found an input the program fails (the report is on stdout): one line,
    /// exit status 1.
    Found(String),
}

impl Failure {
    /// The exit status.
    pub fn status(&self) -> ExitCode {
        match self {
            Self::BrokenPipe => ExitCode::SUCCESS,
            Self::Io(_) | Self::Found(_) => ExitCode::from(EXIT_IO),
            Self::Input(_) | Self::Usage(_) => ExitCode::from(EXIT_BAD),
        }
    }

    /// What stderr says, every line ending in `\n`; the message itself is one line whatever
    /// it quotes (control characters escaped). `command` is the command a usage error
    /// points at (`grundy sg set`).
    pub fn text(&self, command: &str) -> String {
        match self {
            Self::BrokenPipe => String::new(),
            Self::Input(m) | Self::Io(m) | Self::Found(m) => format!("grundy: {}\n", escaped(m)),
            Self::Usage(m) => format!("grundy: {}\ntry '{command} --help'\n", escaped(m)),
        }
    }
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Self::Input(message)
    }
}

/// A failed write to stdout.
impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        if e.kind() == ErrorKind::BrokenPipe {
            Self::BrokenPipe
        } else {
            Self::Io(format!("cannot write to stdout: {e}"))
        }
    }
}

/// `message` with its control characters escaped: a message is one line, and no escape
/// sequence of a word a person typed reaches the terminal.
pub fn escaped(message: &str) -> String {
    message
        .chars()
        .flat_map(|c| {
            let control = c.is_control();
            let (plain, escape) = if control {
                (None, Some(c.escape_debug()))
            } else {
                (Some(c), None)
            };
            plain.into_iter().chain(escape.into_iter().flatten())
        })
        .collect()
}

/// A file's path as a message shows it: at most [`grundy_host::SHOWN`] characters, like
/// every other word a person typed. A longer path keeps its end (the file's name, what
/// tells two paths apart) after a `…`; control characters are escaped when the message is
/// printed, and bytes that are not UTF-8 are shown as `�`.
pub fn path(path: &Path) -> String {
    let text = path.to_string_lossy();
    let count = text.chars().count();
    match count.checked_sub(grundy_host::SHOWN) {
        Some(over) if over > 0 => {
            let tail: String = text.chars().skip(over + 1).collect();
            format!("…{tail}")
        }
        _ => text.into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_cut_to_forty_characters() {
        assert_eq!(path(Path::new("run.bin")), "run.bin");
        let forty = "d/".repeat(16) + "12345678";
        assert_eq!(path(Path::new(&forty)), forty);
        let long = "/very/long/".repeat(20) + "checkpoint.bin";
        let shown = path(Path::new(&long));
        assert_eq!(shown.chars().count(), grundy_host::SHOWN);
        assert!(shown.starts_with('…') && shown.ends_with("/checkpoint.bin"));
    }

    #[test]
    fn messages_are_one_line() {
        assert_eq!(escaped("a\nb\u{1b}[2J"), "a\\nb\\u{1b}[2J");
        let text = Failure::Usage("bad".to_owned()).text("grundy sg");
        assert_eq!(text, "grundy: bad\ntry 'grundy sg --help'\n");
    }
}

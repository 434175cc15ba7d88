//! `grundy`: judge formats, Sprague–Grundy tables and hints, all answered by the core.
//!
//! Every subcommand writes its result to stdout. On error it prints `grundy: <message>` on
//! stderr (a usage error adds one line `try '… --help'`), nothing more on stdout, and exits
//! with the status of [`Failure::status`]. Nothing panics when stdout or stderr fail.

mod cli;
mod contest;
mod frontier;
mod generate;
mod graph;
mod hint;
mod judge;
mod out;
mod pattern;
mod script;
mod sg;
mod stress;
mod table;

use std::io::ErrorKind;
use std::process::ExitCode;

use clap::error::ErrorKind as ClapKind;
use clap::{CommandFactory, Parser};

use cli::{Cli, Command};

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
    fn status(&self) -> ExitCode {
        match self {
            Self::BrokenPipe => ExitCode::SUCCESS,
            Self::Io(_) | Self::Found(_) => ExitCode::from(EXIT_IO),
            Self::Input(_) | Self::Usage(_) => ExitCode::from(EXIT_BAD),
        }
    }

    /// What stderr says, every line ending in `\n`; the message itself is one line whatever
    /// it quotes (control characters escaped).
    fn text(&self) -> String {
        match self {
            Self::BrokenPipe => String::new(),
            Self::Input(m) | Self::Io(m) | Self::Found(m) => format!("grundy: {}\n", escaped(m)),
            Self::Usage(m) => format!("grundy: {}\ntry '{} --help'\n", escaped(m), command_path()),
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

fn main() -> ExitCode {
    // A panic inside a script's engine is caught and reported as the script's error, one
    // line; any other is a bug of ours, also reported on one line.
    std::panic::set_hook(Box::new(|info| {
        if grundy_script::is_running() {
            return;
        }
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        out::report(&format!("grundy: internal error{at}: {what}\n"));
    }));
    let result = match Cli::try_parse() {
        Ok(cli) => match cli.command {
            Command::Judge(args) => judge::run(&args),
            Command::Sg(args) => sg::run(&args),
            Command::Hint(args) => hint::run(&args),
            Command::Script(args) => match &args.command {
                cli::ScriptCommand::Check { file, at, budget } => script::check(file, at, *budget),
            },
            Command::Stress(args) => stress::run(&args),
            Command::Gen(args) => generate::run(&args),
            Command::Pattern(args) => pattern::run(&args),
        },
        Err(e) => clap_error(&e),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            out::report(&failure.text());
            failure.status()
        }
    }
}

/// Help and version go to stdout (status 0, or 1 when stdout fails); anything else clap
/// refuses is a [`Failure::Usage`] of one line.
fn clap_error(e: &clap::Error) -> Result<(), Failure> {
    match e.kind() {
        ClapKind::DisplayHelp | ClapKind::DisplayVersion => out::print(&e.render().to_string()),
        ClapKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let mut command = Cli::command();
            for name in command_words().iter().skip(1) {
                match command.find_subcommand(name) {
                    Some(sub) => command = sub.clone(),
                    None => break,
                }
            }
            let names: Vec<&str> = command
                .get_subcommands()
                .map(clap::Command::get_name)
                .filter(|&n| n != "help")
                .collect();
            Err(Failure::Usage(format!(
                "'{}' needs a subcommand: {}",
                command_path(),
                names.join(", ")
            )))
        }
        _ => Err(Failure::Usage(one_line(&e.render().to_string()))),
    }
}

/// `message` with its control characters escaped: a message is one line, and no escape
/// sequence of a word a person typed reaches the terminal.
fn escaped(message: &str) -> String {
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

/// Clap's message on one line: its first paragraph without the `error: ` prefix, its lines
/// joined by spaces (the usage and tips that follow are left to `--help`). The values it
/// quotes (`invalid value '…'`) are shown as the judge shows a token: escaped, cut at
/// [`grundy_host::SHOWN`] characters.
fn one_line(rendered: &str) -> String {
    let cut: Vec<String> = rendered
        .split('\'')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                grundy_host::shown(part, false)
            } else {
                part.to_owned()
            }
        })
        .collect();
    let rendered = cut.join("'");
    let text = rendered.strip_prefix("error: ").unwrap_or(&rendered);
    let first = text.split("\n\n").next().unwrap_or(text);
    first
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `grundy` and the subcommands named on the command line, e.g. `["grundy", "sg", "set"]`.
fn command_words() -> Vec<String> {
    let mut words = vec!["grundy".to_owned()];
    let mut command = Cli::command();
    for arg in std::env::args_os().skip(1) {
        let Some(arg) = arg.to_str() else { continue };
        if arg.starts_with('-') {
            continue;
        }
        let Some(sub) = command.find_subcommand(arg).cloned() else {
            continue;
        };
        words.push(sub.get_name().to_owned());
        command = sub;
    }
    words
}

/// [`command_words`] as one string: `grundy sg set`.
fn command_path() -> String {
    command_words().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_messages_on_one_line() {
        let rendered = "error: the following required arguments were not provided:\n  --k <K>\n  <STONES>\n\nUsage: grundy hint bash --k <K> <STONES>\n\nFor more information, try '--help'.\n";
        assert_eq!(
            one_line(rendered),
            "the following required arguments were not provided: --k <K> <STONES>"
        );
    }
}

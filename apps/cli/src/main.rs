//! `grundy`: judge formats, Sprague–Grundy tables and hints, all answered by the core.
//!
//! Every subcommand writes its result to stdout; on error it prints one line
//! `grundy: <message>` on stderr, nothing on stdout, and exits with status 2.

mod cli;
mod hint;
mod judge;
mod out;
mod sg;

use std::io::ErrorKind;
use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command};

/// What went wrong, as one line for stderr.
#[derive(Debug)]
pub enum Failure {
    /// Bad input or an answer the core cannot give: exit status 2.
    Message(String),
    /// Stdout was closed by the reader (`| head`): stop quietly.
    BrokenPipe,
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Self::Message(message)
    }
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        if e.kind() == ErrorKind::BrokenPipe {
            Self::BrokenPipe
        } else {
            Self::Message(format!("cannot write to stdout: {e}"))
        }
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Help and version exit 0, usage errors exit 2, as clap decides.
        Err(e) => e.exit(),
    };
    let result = match cli.command {
        Command::Judge(args) => judge::run(&args),
        Command::Sg(args) => sg::run(&args),
        Command::Hint(args) => hint::run(&args),
    };
    match result {
        Ok(()) | Err(Failure::BrokenPipe) => ExitCode::SUCCESS,
        Err(Failure::Message(message)) => {
            eprintln!("grundy: {message}");
            ExitCode::from(2)
        }
    }
}

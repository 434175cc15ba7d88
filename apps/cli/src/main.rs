//! `grundy`: judge formats, Sprague–Grundy tables and hints, all answered by the core.
//!
//! Every subcommand writes its result to stdout. On error it prints `grundy: <message>` on
//! stderr (a usage error adds one line `try '… --help'`), nothing more on stdout, and exits
//! with the status of [`Failure::status`] (`error.rs`). Nothing panics when stdout or stderr fail.

mod args;
mod census;
mod checkpoint;
mod classics;
mod cli;
mod contest;
mod error;
mod frontier;
mod generate;
mod graph;
mod hint;
mod judge;
mod misere;
mod out;
mod pattern;
mod progress;
mod script;
mod sg;
mod stats;
mod stress;
mod table;
mod wythoff;

use std::process::ExitCode;

use clap::error::ErrorKind as ClapKind;
use clap::{CommandFactory, Parser};

use cli::{Cli, Command};
use error::Failure;

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
            Command::Misere(args) => misere::run(&args),
            Command::Census(args) => census::run(&args),
            Command::NimMul { a, b } => classics::nim_mul_command(a, b),
        },
        Err(e) => clap_error(&e),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            out::report(&failure.text(&command_path()));
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

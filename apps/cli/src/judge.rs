//! `grundy judge`: stdin streamed through the judge's reader, the answers to stdout.

use grundy_judge::{Problem, SolveError};

use crate::cli::JudgeArgs;
use crate::error::Failure;
use crate::out;

pub fn run(args: &JudgeArgs) -> Result<(), Failure> {
    let Some(problem) = args.problem else {
        return list();
    };
    if args.sample {
        return out::print(problem.sample_input());
    }
    let stdout = out::stdout()?;
    // The judge buffers both sides itself (64 KiB); the lock's own buffer is passed by.
    grundy_judge::solve_stream(problem, std::io::stdin().lock(), stdout).map_err(|e| match e {
        SolveError::Input(e) => Failure::Input(e.to_string()),
        SolveError::Read(e) => Failure::Io(format!("cannot read stdin: {e}")),
        SolveError::Write(e) => Failure::from(e),
    })
}

fn list() -> Result<(), Failure> {
    let mut text = String::new();
    for p in Problem::ALL {
        text += &format!(
            "{:<11} {}\n            {}\n",
            p.id(),
            p.title(),
            p.input_format()
        );
    }
    out::print(&text)
}

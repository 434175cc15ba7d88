//! `grundy judge`: all of stdin in, one write of all answers out.

use std::io::{Read, Write};

use grundy_judge::Problem;

use crate::Failure;
use crate::cli::JudgeArgs;

pub fn run(args: &JudgeArgs) -> Result<(), Failure> {
    let Some(problem) = args.problem else {
        return list();
    };
    if args.sample {
        let mut stdout = std::io::stdout().lock();
        stdout.write_all(problem.sample_input().as_bytes())?;
        return Ok(stdout.flush()?);
    }
    let mut input = Vec::new();
    std::io::stdin()
        .lock()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    let mut out = Vec::new();
    grundy_judge::solve(problem, &input, &mut out).map_err(|e| e.to_string())?;
    // One buffer, one write: the answers of 10^6 test cases leave in a single syscall.
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(&out)?;
    Ok(stdout.flush()?)
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
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(text.as_bytes())?;
    Ok(stdout.flush()?)
}

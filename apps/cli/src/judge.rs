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
    if let Some(size) = stdin_file_size() {
        // A redirected file: read it into one allocation of the right size.
        let _ = input.try_reserve_exact(size.saturating_add(1));
    }
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

/// The size of stdin when it is a regular file (`grundy judge p < input.txt`).
#[cfg(unix)]
fn stdin_file_size() -> Option<usize> {
    use std::os::fd::AsFd;
    let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
    let meta = std::fs::File::from(fd).metadata().ok()?;
    if meta.is_file() {
        usize::try_from(meta.len()).ok()
    } else {
        None
    }
}

#[cfg(not(unix))]
fn stdin_file_size() -> Option<usize> {
    None
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

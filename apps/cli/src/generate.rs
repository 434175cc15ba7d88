//! `grundy gen PROBLEM --cases N [--hard] --out DIR`: judge test data, `1.in`/`1.out` …, from
//! `grundy_judge::generate` (the inputs) and the judge's solver (the answers); the hard
//! inputs with a side file `N.why` saying what they break.

use std::path::Path;

use grundy_judge::Problem;
use grundy_judge::generate::{Generator, Input, Limits, hard, largest};

use crate::contest::GenArgs;
use crate::error::Failure;
use crate::stress::{hard_limits, judge_limits};

/// Writes `bytes` to `path`, or says which file could not be written.
fn write(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    std::fs::write(path, bytes)
        .map_err(|e| Failure::Io(format!("cannot write {}: {e}", path.display())))
}

/// The folder to write into: created, and refused when it already holds test data.
fn folder(dir: &Path) -> Result<(), Failure> {
    std::fs::create_dir_all(dir)
        .map_err(|e| Failure::Io(format!("cannot create {}: {e}", dir.display())))?;
    let entries = std::fs::read_dir(dir)
        .map_err(|e| Failure::Io(format!("cannot read {}: {e}", dir.display())))?;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if [".in", ".out", ".why"].iter().any(|e| name.ends_with(e)) {
            return Err(Failure::Input(format!(
                "{} already holds test data ({name}): remove it or choose another folder",
                dir.display()
            )));
        }
    }
    Ok(())
}

/// Writes one input, its answer and, when given, what it breaks, as number `n`.
fn case(dir: &Path, n: u64, input: &Input, why: Option<&str>) -> Result<bool, Failure> {
    // The judge answers every input the generator draws but for a set of AcWing 893 past its
    // budget of work; such an input is left out.
    let Ok(answer) = input.answer() else {
        return Ok(false);
    };
    write(&dir.join(format!("{n}.in")), input.text().as_bytes())?;
    write(&dir.join(format!("{n}.out")), answer.as_bytes())?;
    if let Some(why) = why {
        write(&dir.join(format!("{n}.why")), format!("{why}\n").as_bytes())?;
    }
    Ok(true)
}

/// `grundy gen`.
pub fn run(args: &GenArgs) -> Result<(), Failure> {
    let problem = args.problem;
    let chosen = judge_limits(problem, &args.limits)?;
    let seed = crate::stress::seed(args.seed);
    let dir = args.out.as_path();
    folder(dir)?;
    let mut generator = Generator::new(
        problem,
        chosen.unwrap_or_else(|| Limits::grundy(problem)),
        seed,
    );
    let mut n = 0u64;
    for step in 0..args.cases {
        let input = generator.random(step, args.cases);
        if case(dir, n + 1, &input, None)? {
            n += 1;
        }
    }
    let random = n;
    let mut left_out = 0;
    if args.hard {
        let kept = chosen.map(|c| hard_limits(problem, &args.limits, c));
        let allowed = |input: &Input| kept.is_none_or(|l| l.allow(input));
        for h in hard(problem) {
            // Test cases past the limits are left out of an input of many.
            let input = match kept {
                Some(limits) => h.input.within(&limits),
                None => Some(h.input),
            };
            match input {
                None => left_out += 1,
                Some(input) => {
                    if case(dir, n + 1, &input, Some(&h.why))? {
                        n += 1;
                    }
                }
            }
        }
        let statement = Limits::statement(problem);
        let big = largest(problem, seed);
        let unit = match problem {
            Problem::Nod1066 | Problem::Nod1072 => "test cases",
            Problem::AcWing892 => "steps",
            Problem::AcWing893 => "heaps and a set of 100 elements",
            _ => "piles",
        };
        let why = format!(
            "the largest input the statement allows ({}: {} {unit}, numbers up to {}): for solutions too slow",
            problem.id(),
            statement.count().max(),
            statement.value().max()
        );
        if !allowed(&big) {
            left_out += 1;
        } else if case(dir, n + 1, &big, Some(&why))? {
            n += 1;
        }
    }
    let mut text = format!(
        "{}: wrote {n} inputs to {} (seed {seed})",
        problem.id(),
        dir.display()
    );
    if args.hard {
        text += &format!(
            ": 1 to {random} random, {} to {n} hard (each with N.why)",
            random + 1
        );
    }
    if left_out > 0 {
        text += &format!("; {left_out} hard inputs past the limits left out");
    }
    crate::out::print(&format!("{text}\n"))
}

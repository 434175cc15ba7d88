//! A judge problem as the subject of `stress`: inputs from `grundy_judge::generate`, answers
//! from the judge's solver.

use grundy_judge::Problem;
use grundy_judge::generate::{Bounds, Generator, Input, Limits, Shape, hard};

use super::{Fixed, Subject};
use crate::contest::{LimitArgs, StressArgs};
use crate::error::Failure;

/// The largest `--max-count`: inputs of 10^7 numbers (about 200 MB of text) are held in
/// memory while they are written and answered.
pub const MAX_COUNT: u64 = 10_000_000;

/// A judge problem, its generator and the limits its inputs keep to.
pub struct JudgeSubject {
    problem: Problem,
    generator: Generator,
    /// What the hard cases are kept to, when the user gave limits ([`hard_limits`]).
    hard: Option<Limits>,
}

/// The limits of `args` for `problem`: the statement's with `--statement`, grundy's
/// otherwise, capped by `--max` and `--max-count`; `None` when none of them is given.
pub fn limits(problem: Problem, args: &LimitArgs) -> Result<Option<Limits>, Failure> {
    if !args.statement && args.max.is_none() && args.max_count.is_none() {
        return Ok(None);
    }
    let mut limits = if args.statement {
        Limits::statement(problem)
    } else {
        Limits::grundy(problem)
    };
    if let Some(max) = args.max {
        limits = limits
            .with_max_value(max)
            .map_err(|e| Failure::Usage(e.to_string()))?;
    }
    if let Some(max) = args.max_count {
        if max > MAX_COUNT {
            return Err(Failure::Usage(format!(
                "--max-count {max}: at most {MAX_COUNT}, the inputs are held in memory"
            )));
        }
        limits = limits
            .with_max_count(max)
            .map_err(|e| Failure::Usage(e.to_string()))?;
    }
    Ok(Some(limits))
}

/// The limits the hard cases of `problem` are kept to: `chosen`, but with any count unless
/// the count was limited (`--max-count`, `--statement`): a hard case gathers many test
/// cases in one input, which `--max` alone says nothing about.
pub fn hard_limits(problem: Problem, args: &LimitArgs, chosen: Limits) -> Limits {
    if args.statement || args.max_count.is_some() {
        return chosen;
    }
    Bounds::new(Limits::grundy(problem).count().min(), u64::MAX)
        .map_or(chosen, |any| chosen.with_count(any))
}

impl JudgeSubject {
    pub fn new(args: &StressArgs, seed: u64) -> Result<Self, Failure> {
        let problem: Problem =
            args.problem
                .parse()
                .map_err(|e: grundy_judge::UnknownProblem| {
                    Failure::Usage(format!("{e}, or script FILE"))
                })?;
        if let Some(file) = &args.file {
            return Err(Failure::Usage(format!(
                "{problem} takes no file ({}): a file goes with `stress script FILE`",
                file.display()
            )));
        }
        args.script.refuse_with(problem.id())?;
        let chosen = limits(problem, &args.limits)?;
        let hard = chosen.map(|c| hard_limits(problem, &args.limits, c));
        let generator = Generator::new(
            problem,
            chosen.unwrap_or_else(|| Limits::grundy(problem)),
            seed,
        );
        Ok(Self {
            problem,
            generator,
            hard,
        })
    }
}

impl JudgeSubject {
    /// The limits a shrunk input keeps to: the user's, or else grundy's numbers with any
    /// count (a hard case may hold more test cases than random inputs do).
    fn shrink_limits(&self) -> Limits {
        self.hard.unwrap_or_else(|| {
            let grundy = Limits::grundy(self.problem);
            let any = Bounds::new(grundy.count().min(), u64::MAX);
            any.map_or(grundy, |any| grundy.with_count(any))
        })
    }
}

impl Subject for JudgeSubject {
    type Input = Input;

    fn name(&self) -> String {
        self.problem.id().to_owned()
    }

    fn random(&mut self, step: u64, steps: u64) -> Result<Input, Failure> {
        Ok(self.generator.random(step, steps))
    }

    fn fixed(&mut self) -> Result<Fixed<Input>, Failure> {
        let mut fixed: Vec<(Input, Option<String>)> = self
            .generator
            .edges()
            .into_iter()
            .map(|i| (i, None))
            .collect();
        let kept = self.hard;
        fixed.extend(hard(self.problem).into_iter().filter_map(|h| {
            let input = match kept {
                Some(limits) => h.input.within(&limits)?,
                None => h.input,
            };
            Some((input, Some(h.why)))
        }));
        Ok(fixed)
    }

    fn text(&self, input: &Input) -> String {
        input.text()
    }

    fn expected(&mut self, input: &Input) -> Result<Option<String>, Failure> {
        Ok(input.answer().ok())
    }

    fn part(&self, input: &Input, i: usize) -> Option<Input> {
        (input.answers() > 1).then(|| input.case(i)).flatten()
    }

    fn shorter(&self, input: &Input) -> Vec<Input> {
        input.shorter(&self.shrink_limits())
    }

    fn numbers(&self, input: &Input) -> Vec<u64> {
        input.numbers()
    }

    fn least(&self, input: &Input, i: usize) -> u64 {
        input.least(i, &self.shrink_limits())
    }

    fn with_number(&self, input: &Input, i: usize, v: u64) -> Option<Input> {
        input.with_number(i, v, &self.shrink_limits())
    }

    fn size(&self, input: &Input) -> String {
        let count =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        match input.shape() {
            Shape::Cases(cases) => count(cases.len(), "test case", "test cases"),
            Shape::Piles(piles) if self.problem == Problem::AcWing892 => {
                count(piles.len(), "step", "steps")
            }
            Shape::Piles(piles) => count(piles.len(), "pile", "piles"),
            Shape::SetNim { set, heaps } => format!(
                "{} and {}",
                count(set.len(), "set element", "set elements"),
                count(heaps.len(), "heap", "heaps")
            ),
        }
    }
}

//! `grundy stress PROBLEM -- CMD ARGS…` (对拍): runs a contestant's program on generated
//! inputs — random ones of growing size, then the edge cases, then the inputs known wrong
//! solutions fail — and compares its output with grundy's answers; the first input it fails
//! is shrunk and printed with the expected and the received output.
//!
//! The inputs and every answer come from `grundy_judge` (its `generate` module and its
//! solver), or for a script from `grundy_host`'s solver; this module runs the program and
//! compares words.

mod judge;

pub use judge::{hard_limits, limits as judge_limits};
mod run;
mod script;

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use crate::contest::StressArgs;
use crate::error::Failure;
use run::{Ending, Program, Run};

/// Runs of the program a shrink may take.
const SHRINK_RUNS: usize = 1000;

/// Time a shrink may take.
const SHRINK_TIME: Duration = Duration::from_secs(30);

/// Bytes of an input or an output shown in a report.
const SHOWN_BYTES: usize = 2048;

/// Inputs chosen, not drawn: the edge cases, then the hard cases with what they break.
pub type Fixed<I> = Vec<(I, Option<String>)>;

/// What `stress` needs of the thing tested against: a judge problem, or a script's game
/// with an input convention.
pub trait Subject {
    /// One input, as numbers.
    type Input: Clone + PartialEq;
    /// What is tested, for messages: `acwing-891`, `script game.rhai`.
    fn name(&self) -> String;
    /// The `step`-th of `steps` random inputs, growing.
    ///
    /// # Errors
    /// A script's rules failing.
    fn random(&mut self, step: u64, steps: u64) -> Result<Self::Input, Failure>;
    /// The edge cases, then the inputs known wrong solutions fail, each with what it breaks.
    ///
    /// # Errors
    /// A script's rules failing.
    fn fixed(&mut self) -> Result<Fixed<Self::Input>, Failure>;
    /// The input as the program reads it.
    fn text(&self, input: &Self::Input) -> String;
    /// The right output; `None` when grundy cannot answer this input (a budget), so that it
    /// is passed over.
    ///
    /// # Errors
    /// A script's rules failing.
    fn expected(&mut self, input: &Self::Input) -> Result<Option<String>, Failure>;
    /// The input made of its `i`-th answer's part alone, where the input has several.
    fn part(&self, input: &Self::Input, i: usize) -> Option<Self::Input>;
    /// Shorter inputs (fewer test cases, piles, positions), the most promising first.
    fn shorter(&self, input: &Self::Input) -> Vec<Self::Input>;
    /// The input's numbers but its counts, in order.
    fn numbers(&self, input: &Self::Input) -> Vec<u64>;
    /// The least number allowed as number `i`.
    fn least(&self, input: &Self::Input, i: usize) -> u64;
    /// The input with number `i` made `v`, when that is a valid input.
    fn with_number(&self, input: &Self::Input, i: usize, v: u64) -> Option<Self::Input>;
    /// Its size in words: `3 test cases`, `5 piles`.
    fn size(&self, input: &Self::Input) -> String;
}

/// What a run of the program was judged.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Verdict {
    Pass,
    /// The first answer (from 0) that differs, or is missing or extra.
    Wrong {
        at: usize,
    },
    TimeLimit,
    Crash(String),
    Flood,
}

impl Verdict {
    fn words(&self) -> &'static str {
        match self {
            Self::Pass => "passed",
            Self::Wrong { .. } => "wrong answer",
            Self::TimeLimit => "time limit exceeded",
            Self::Crash(_) => "runtime error",
            Self::Flood => "output limit exceeded",
        }
    }

    /// Whether `other` fails the same way (for shrinking: a wrong answer stays one).
    fn same_kind(&self, other: &Self) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

/// The verdict of `run` against the `expected` output: words compared with any whitespace
/// between them, as judges compare.
fn verdict(run: &Run, expected: &str) -> Verdict {
    match &run.ending {
        Ending::TimedOut => Verdict::TimeLimit,
        Ending::Flooded => Verdict::Flood,
        Ending::Exited(status) if !status.success() => Verdict::Crash(status_words(*status)),
        Ending::Exited(_) => {
            let got: Vec<&[u8]> = run
                .stdout
                .split(u8::is_ascii_whitespace)
                .filter(|w| !w.is_empty())
                .collect();
            let want: Vec<&[u8]> = expected
                .split_ascii_whitespace()
                .map(str::as_bytes)
                .collect();
            let at = (0..want.len().max(got.len())).find(|&i| want.get(i) != got.get(i));
            at.map_or(Verdict::Pass, |at| Verdict::Wrong { at })
        }
    }
}

/// `exit status 3`, `killed by signal 11 (SIGSEGV)`.
fn status_words(status: std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let name = match signal {
                4 => " (SIGILL)",
                6 => " (SIGABRT)",
                8 => " (SIGFPE)",
                9 => " (SIGKILL)",
                11 => " (SIGSEGV)",
                13 => " (SIGPIPE)",
                _ => "",
            };
            return format!("killed by signal {signal}{name}");
        }
    }
    match status.code() {
        Some(code) => format!("exit status {code}"),
        None => status.to_string(),
    }
}

/// Where the inputs came from, for the report.
#[derive(Clone, Copy)]
enum Source {
    Random,
    Fixed,
}

/// The seed to use: the one given, or one from the clock.
pub fn seed(given: Option<u64>) -> u64 {
    given.unwrap_or_else(|| {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        // Microseconds: a new seed each run, short enough to type back.
        u64::try_from(now.as_micros() % 1_000_000_000).unwrap_or(0)
    })
}

/// `grundy stress`.
pub fn run(args: &StressArgs) -> Result<(), Failure> {
    let program = Program {
        argv: args.command.clone(),
        time_limit: Duration::from_millis(args.time_limit),
        output_limit: usize::try_from(args.output_limit).unwrap_or(usize::MAX),
    };
    let seed = seed(args.seed);
    if args.problem == "script" {
        let mut subject = script::ScriptSubject::new(args, seed)?;
        stress(&mut subject, &program, args.cases, seed)
    } else {
        let mut subject = judge::JudgeSubject::new(args, seed)?;
        stress(&mut subject, &program, args.cases, seed)
    }
}

/// Progress on stderr: a line that rewrites itself on a terminal, nothing elsewhere.
struct Progress {
    terminal: bool,
}

impl Progress {
    fn show(&self, done: u64, total: &str) {
        if self.terminal {
            crate::out::report(&format!("\rstress: {done} of {total} inputs passed"));
        }
    }

    fn end(&self) {
        if self.terminal {
            crate::out::report("\r\x1b[K");
        }
    }
}

/// Runs the program on every input in turn; at the first failure, shrinks and reports it.
fn stress<S: Subject>(
    subject: &mut S,
    program: &Program,
    cases: u64,
    seed: u64,
) -> Result<(), Failure> {
    let fixed = subject.fixed()?;
    let random = if cases == 1 { "input" } else { "inputs" };
    crate::out::report(&format!(
        "stress: {}, seed {seed}: {cases} random {random}, then {} edge and hard cases; {} ms each\n",
        subject.name(),
        fixed.len(),
        program.time_limit.as_millis()
    ));
    let progress = Progress {
        terminal: std::io::stderr().is_terminal(),
    };
    let total = format!("{}", cases.saturating_add(fixed.len() as u64));
    let mut done = 0u64;
    let mut skipped = 0u64;
    let mut slowest = Duration::ZERO;
    let mut fixed = fixed.into_iter();
    let mut step = 0;
    loop {
        let (input, why, source) = if step < cases {
            step += 1;
            (subject.random(step - 1, cases)?, None, Source::Random)
        } else if let Some((input, why)) = fixed.next() {
            (input, why, Source::Fixed)
        } else {
            break;
        };
        let Some(expected) = subject.expected(&input)? else {
            skipped += 1;
            continue;
        };
        let run = program.run(subject.text(&input).as_bytes())?;
        slowest = slowest.max(run.elapsed);
        let verdict = verdict(&run, &expected);
        if verdict != Verdict::Pass {
            progress.end();
            let found = Found {
                number: done + skipped + 1,
                source,
                why,
                seed,
                input,
                expected,
                run,
                verdict,
            };
            return report(subject, program, found);
        }
        done += 1;
        progress.show(done, &total);
    }
    progress.end();
    let skipped = match skipped {
        0 => String::new(),
        n => format!(" ({n} passed over: grundy's budget)"),
    };
    crate::out::print(&format!(
        "OK: {done} inputs passed{skipped}, seed {seed}, slowest run {} ms\n",
        slowest.as_millis()
    ))
}

/// The first failing input and what the program did with it.
struct Found<I> {
    number: u64,
    source: Source,
    why: Option<String>,
    seed: u64,
    input: I,
    expected: String,
    run: Run,
    verdict: Verdict,
}

/// Shrinks the failing input (not a time limit: each try would take it) and prints it.
fn report<S: Subject>(
    subject: &mut S,
    program: &Program,
    found: Found<S::Input>,
) -> Result<(), Failure> {
    let Found {
        number,
        source,
        why,
        seed,
        mut input,
        mut expected,
        mut run,
        verdict: first,
    } = found;
    let first_size = subject.size(&input);
    let mut runs = 0usize;
    let mut spent = false;
    let mut kind = first.clone();
    // A run past the time limit is not shrunk: each try would take the whole limit.
    if first != Verdict::TimeLimit {
        let mut shrink = Shrink {
            subject,
            program,
            first: &first,
            runs: 0,
            start: Instant::now(),
        };
        let mut best = (input, expected, run, kind);
        if let Verdict::Wrong { at } = first
            && let Some(part) = shrink.subject.part(&best.0, at)
            && let Some(found) = shrink.fails(&part)?
        {
            best = found;
        }
        best = shrink.shrink(best)?;
        (input, expected, run, kind) = best;
        runs = shrink.runs;
        spent = shrink.spent();
    }
    let origin = match source {
        Source::Random => "a random input".to_owned(),
        Source::Fixed => match &why {
            Some(why) => format!("a hard case ({why})"),
            None => "an edge case".to_owned(),
        },
    };
    let size = subject.size(&input);
    let stopped = if spent {
        " (the shrink's limit: it may shrink further)"
    } else {
        ""
    };
    let shrunk = match runs {
        0 => String::new(),
        _ if size == first_size => format!(
            "; its numbers made smaller in {runs} {}{stopped}",
            plural(runs)
        ),
        _ => format!(
            "; shrunk from {first_size} to {size} in {runs} {}{stopped}",
            plural(runs)
        ),
    };
    let mut text = format!(
        "{}: {} on input {number}, {origin} (seed {seed}){shrunk}\n",
        subject.name(),
        kind.words()
    );
    section(&mut text, "input", subject.text(&input).as_bytes());
    section(&mut text, "expected", expected.as_bytes());
    match &kind {
        Verdict::Wrong { at } => {
            section(&mut text, "received", &run.stdout);
            text += &format!("(first difference: answer {})\n", at + 1);
        }
        Verdict::Crash(how) => {
            section(&mut text, "received", &run.stdout);
            section(&mut text, "stderr", &run.stderr);
            text += &format!("({how})\n");
        }
        Verdict::TimeLimit => {
            text += &format!(
                "(stopped after {} ms: the time limit is {} ms)\n",
                run.elapsed.as_millis(),
                program.time_limit.as_millis()
            );
        }
        Verdict::Flood => {
            text += &format!(
                "(stopped after more than {} bytes of output)\n",
                program.output_limit
            );
        }
        Verdict::Pass => {}
    }
    let mut out = crate::out::stdout()?;
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Err(Failure::Found(format!(
        "stress: {}: {} (seed {seed})",
        subject.name(),
        kind.words()
    )))
}

/// A failing input, its expected output, the run and its verdict.
type Failing<I> = (I, String, Run, Verdict);

/// The shrinking of a failing input: the smallest input found that fails the same way.
struct Shrink<'a, S: Subject> {
    subject: &'a mut S,
    program: &'a Program,
    first: &'a Verdict,
    runs: usize,
    start: Instant,
}

impl<S: Subject> Shrink<'_, S> {
    /// `candidate` with its expected output, run and verdict when it fails as the first
    /// input did; `None` when it passes, fails otherwise, or the runs are spent.
    fn fails(&mut self, candidate: &S::Input) -> Result<Option<Failing<S::Input>>, Failure> {
        if self.spent() {
            return Ok(None);
        }
        let Some(want) = self.subject.expected(candidate)? else {
            return Ok(None);
        };
        self.runs += 1;
        let got = self.program.run(self.subject.text(candidate).as_bytes())?;
        let v = verdict(&got, &want);
        Ok(v.same_kind(self.first)
            .then(|| (candidate.clone(), want, got, v)))
    }

    /// Leaves out what can be left out, then makes each number the least allowed where
    /// that still fails, and again while anything changes; then bisects each number down to
    /// the least that still fails, and all again while anything changed.
    fn shrink(&mut self, mut best: Failing<S::Input>) -> Result<Failing<S::Input>, Failure> {
        loop {
            let mut changed = self.leave_out(&mut best)?;
            for i in 0..self.subject.numbers(&best.0).len() {
                let least = self.subject.least(&best.0, i);
                changed |= self.try_number(&mut best, i, least)?;
            }
            if changed {
                continue;
            }
            for i in 0..self.subject.numbers(&best.0).len() {
                let Some(&v) = self.subject.numbers(&best.0).get(i) else {
                    break;
                };
                // The least passes (tried above), v fails: bisect.
                let (mut lo, mut hi) = (self.subject.least(&best.0, i), v);
                while hi > lo && hi - lo > 1 && !self.spent() {
                    let mid = lo + (hi - lo) / 2;
                    if self.try_number(&mut best, i, mid)? {
                        hi = mid;
                        changed = true;
                    } else {
                        lo = mid;
                    }
                }
            }
            if !changed || self.spent() {
                return Ok(best);
            }
        }
    }

    /// Leaves out runs of the input while that still fails; whether anything was.
    fn leave_out(&mut self, best: &mut Failing<S::Input>) -> Result<bool, Failure> {
        let mut changed = false;
        'shorter: while !self.spent() {
            for candidate in self.subject.shorter(&best.0) {
                if let Some(found) = self.fails(&candidate)? {
                    *best = found;
                    changed = true;
                    continue 'shorter;
                }
            }
            break;
        }
        Ok(changed)
    }

    /// Makes number `i` of the input `n` if it is smaller and that still fails; whether it
    /// did.
    fn try_number(
        &mut self,
        best: &mut Failing<S::Input>,
        i: usize,
        n: u64,
    ) -> Result<bool, Failure> {
        let smaller = self.subject.numbers(&best.0).get(i).is_some_and(|&v| n < v);
        let Some(candidate) = smaller
            .then(|| self.subject.with_number(&best.0, i, n))
            .flatten()
        else {
            return Ok(false);
        };
        Ok(match self.fails(&candidate)? {
            Some(found) => {
                *best = found;
                true
            }
            None => false,
        })
    }

    /// Whether the runs or the time a shrink may take are spent.
    fn spent(&self) -> bool {
        self.runs >= SHRINK_RUNS || self.start.elapsed() >= SHRINK_TIME
    }
}

/// `--- name ---` and the bytes, cut at [`SHOWN_BYTES`], ending in a newline.
fn section(text: &mut String, name: &str, bytes: &[u8]) {
    text.push_str(&format!("--- {name} ---\n"));
    let shown: String = String::from_utf8_lossy(bytes.get(..SHOWN_BYTES).unwrap_or(bytes))
        .chars()
        .flat_map(|c| {
            // The program's bytes never move the terminal: control characters escaped.
            let plain = !c.is_control() || c == '\n' || c == '\t';
            let escaped = (!plain).then(|| c.escape_debug());
            plain
                .then_some(c)
                .into_iter()
                .chain(escaped.into_iter().flatten())
        })
        .collect();
    text.push_str(&shown);
    if !shown.ends_with('\n') && !shown.is_empty() {
        text.push('\n');
    }
    if bytes.len() > SHOWN_BYTES {
        text.push_str(&format!("… ({} bytes in all)\n", bytes.len()));
    }
    if bytes.is_empty() {
        text.push_str("(nothing)\n");
    }
}

/// `run` or `runs`.
fn plural(runs: usize) -> &'static str {
    if runs == 1 { "run" } else { "runs" }
}

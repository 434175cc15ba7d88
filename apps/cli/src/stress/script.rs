//! A game given by a script as the subject of `stress`, with an input convention of the
//! user's: a count line (unless `--no-count`), then one position a line (`--numbers` numbers
//! each); the program answers one word a position (`--win`, `--lose`, `--draw`). Who wins
//! each position comes from `grundy_host`'s solver of the script's rules.

use std::path::PathBuf;

use grundy::graph::GraphOutcome;
use grundy::rng::SplitMix64;
use grundy_host::custom::{SolveError, Solver};
use grundy_script::{ScriptError, ScriptRules};

use super::{Fixed, Subject};
use crate::contest::StressArgs;
use crate::error::Failure;

/// Numbers of the default positions: 0 to 20, small enough for any game's solver.
const DEFAULT_MAX: u64 = 20;

/// Positions an input holds at most by default.
const DEFAULT_COUNT: u64 = 10;

/// Positions looked at for the P-positions that make the random inputs fair.
const SURVEY: u64 = 2000;

/// A script's game, its solver and the input convention.
pub struct ScriptSubject {
    file: PathBuf,
    solver: Solver<ScriptRules>,
    numbers: usize,
    /// The answers for a win, a loss and a draw of the player to move.
    words: [String; 3],
    count_line: bool,
    max: u64,
    max_count: u64,
    rng: SplitMix64,
    /// P-positions found among small positions, for fair random inputs.
    losses: Vec<Vec<u64>>,
}

impl ScriptSubject {
    pub fn new(args: &StressArgs, seed: u64) -> Result<Self, Failure> {
        let file = args.file.clone().ok_or_else(|| {
            Failure::Usage(
                "stress script needs the script's file: stress script FILE -- CMD".to_owned(),
            )
        })?;
        if args.limits.statement {
            return Err(Failure::Usage(
                "--statement is for judge problems: a script has no statement".to_owned(),
            ));
        }
        let conv = &args.script;
        let numbers = match conv.numbers.unwrap_or(1) {
            n @ 1..=32 => n as usize,
            n => {
                return Err(Failure::Usage(format!(
                    "--numbers {n}: a position has 1 to 32 numbers"
                )));
            }
        };
        let word = |given: &Option<String>, default: &str, flag: &str| -> Result<String, Failure> {
            let w = given.clone().unwrap_or_else(|| default.to_owned());
            if w.is_empty() || w.chars().any(char::is_whitespace) {
                return Err(Failure::Usage(format!(
                    "{flag} \"{}\": an answer is one word, without spaces",
                    w.escape_debug()
                )));
            }
            Ok(w)
        };
        let words = [
            word(&conv.win, "Yes", "--win")?,
            word(&conv.lose, "No", "--lose")?,
            word(&conv.draw, "Draw", "--draw")?,
        ];
        if words[0] == words[1] || words[0] == words[2] || words[1] == words[2] {
            return Err(Failure::Usage(
                "--win, --lose and --draw must be three different words".to_owned(),
            ));
        }
        let max_count = match args.limits.max_count {
            Some(0) => {
                return Err(Failure::Usage(
                    "--max-count 0: an input holds at least one position".to_owned(),
                ));
            }
            Some(n) if n > super::judge::MAX_COUNT => {
                return Err(Failure::Usage(format!(
                    "--max-count {n}: at most {}, the inputs are held in memory",
                    super::judge::MAX_COUNT
                )));
            }
            Some(n) => n,
            None => DEFAULT_COUNT,
        };
        let script = crate::script::load(&file)?;
        let budget = conv.budget.unwrap_or(crate::args::SCRIPT_BUDGET);
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        let solver = Solver::new(script.rules())
            .with_budget(budget)
            .with_workers(threads);
        let mut subject = Self {
            file,
            solver,
            numbers,
            words,
            count_line: !conv.no_count,
            max: args.limits.max.unwrap_or(DEFAULT_MAX),
            max_count,
            rng: SplitMix64::new(seed),
            losses: Vec::new(),
        };
        subject.survey()?;
        Ok(subject)
    }

    /// A solver's error as one line naming the file.
    fn failure(&self, e: &SolveError<ScriptError>) -> Failure {
        let hint = match e {
            SolveError::Budget { .. } => ": raise it with --budget N, or lower --max",
            _ => "",
        };
        Failure::Input(format!("{}: {e}{hint}", self.file.display()))
    }

    /// Who wins `position`, by the solver.
    fn outcome(&mut self, position: &[u64]) -> Result<GraphOutcome, Failure> {
        match self.solver.analyse_within(position, 0) {
            Ok(analysis) => Ok(analysis.outcome),
            Err(e) => Err(self.failure(&e)),
        }
    }

    /// Finds P-positions among the small positions: all of them when there are at most
    /// [`SURVEY`], else that many drawn at random.
    fn survey(&mut self) -> Result<(), Failure> {
        let side = self.max.saturating_add(1);
        let all = u32::try_from(self.numbers)
            .ok()
            .and_then(|k| side.checked_pow(k))
            .filter(|&n| n <= SURVEY);
        let positions: Vec<Vec<u64>> = match all {
            Some(n) => (0..n)
                .map(|mut i| {
                    (0..self.numbers)
                        .map(|_| {
                            let d = i % side;
                            i /= side;
                            d
                        })
                        .collect()
                })
                .collect(),
            None => (0..SURVEY).map(|_| self.position(self.max)).collect(),
        };
        for p in positions {
            if self.outcome(&p)? == GraphOutcome::Loss {
                self.losses.push(p);
            }
        }
        Ok(())
    }

    /// A position of numbers up to `max` (at most the limit).
    fn position(&mut self, max: u64) -> Vec<u64> {
        let max = max.min(self.max);
        (0..self.numbers)
            .map(|_| match max.checked_add(1) {
                Some(m) => self.rng.below(m),
                None => self.rng.next_u64(),
            })
            .collect()
    }

    /// A P-position found by the survey, or one of its neighbours (one number one more or
    /// less) when `near`.
    fn loss(&mut self, near: bool) -> Option<Vec<u64>> {
        let i = usize::try_from(self.rng.below(self.losses.len() as u64)).ok()?;
        let mut p = self.losses.get(i)?.clone();
        if near {
            let j = usize::try_from(self.rng.below(p.len() as u64)).ok()?;
            let up = self.rng.below(2) == 0;
            let max = self.max;
            if let Some(n) = p.get_mut(j) {
                *n = match (up, n.checked_add(1).filter(|&m| m <= max), n.checked_sub(1)) {
                    (true, Some(m), _) | (false, _, Some(m)) | (_, Some(m), None) => m,
                    (_, None, Some(m)) => m,
                    (_, None, None) => *n,
                };
            }
        }
        Some(p)
    }
}

impl Subject for ScriptSubject {
    type Input = Vec<Vec<u64>>;

    fn name(&self) -> String {
        format!("script {}", self.file.display())
    }

    fn random(&mut self, step: u64, steps: u64) -> Result<Self::Input, Failure> {
        let steps = steps.max(1);
        let grow = |top: u64| {
            let reach = u128::from(top) * u128::from(step.min(steps - 1) + 1) / u128::from(steps);
            u64::try_from(reach).unwrap_or(top)
        };
        let count = 1 + self.rng.below(grow(self.max_count).max(1));
        let max = grow(self.max);
        Ok((0..count)
            .map(|_| {
                match self.rng.below(4) {
                    0 => self.loss(false),
                    1 => self.loss(true),
                    _ => None,
                }
                .unwrap_or_else(|| self.position(max))
            })
            .collect())
    }

    fn fixed(&mut self) -> Result<Fixed<Self::Input>, Failure> {
        let (k, max) = (self.numbers, self.max);
        let mut positions = vec![vec![0; k], vec![1.min(max); k], vec![max; k]];
        positions.push((0..k).map(|i| if i % 2 == 0 { max } else { 0 }).collect());
        for i in 0..self.losses.len().min(12) {
            if let Some(p) = self.losses.get(i).cloned() {
                for j in 0..k {
                    for n in [
                        p.get(j).and_then(|n| n.checked_sub(1)),
                        p.get(j).and_then(|n| n.checked_add(1)),
                    ]
                    .into_iter()
                    .flatten()
                    .filter(|&n| n <= max)
                    {
                        let mut q = p.clone();
                        if let Some(slot) = q.get_mut(j) {
                            *slot = n;
                        }
                        positions.push(q);
                    }
                }
                positions.push(p);
            }
        }
        let per = usize::try_from(self.max_count).unwrap_or(1).max(1);
        Ok(positions.chunks(per).map(|c| (c.to_vec(), None)).collect())
    }

    fn text(&self, input: &Self::Input) -> String {
        let mut s = String::new();
        if self.count_line {
            s += &format!("{}\n", input.len());
        }
        for p in input {
            let words: Vec<String> = p.iter().map(u64::to_string).collect();
            s += &words.join(" ");
            s.push('\n');
        }
        s
    }

    fn expected(&mut self, input: &Self::Input) -> Result<Option<String>, Failure> {
        let mut s = String::new();
        for p in input {
            let outcome = self.outcome(p)?;
            let [win, lose, draw] = &self.words;
            let word = match outcome {
                GraphOutcome::Win => win,
                GraphOutcome::Loss => lose,
                GraphOutcome::Draw => draw,
            };
            s += word;
            s.push('\n');
        }
        Ok(Some(s))
    }

    fn part(&self, input: &Self::Input, i: usize) -> Option<Self::Input> {
        (input.len() > 1)
            .then(|| input.get(i).map(|p| vec![p.clone()]))
            .flatten()
    }

    fn shorter(&self, input: &Self::Input) -> Vec<Self::Input> {
        let mut out = Vec::new();
        let mut run = input.len() / 2;
        while run >= 1 {
            let mut start = 0;
            while start < input.len() {
                let end = (start + run).min(input.len());
                let mut shorter = input.get(..start).unwrap_or_default().to_vec();
                shorter.extend_from_slice(input.get(end..).unwrap_or_default());
                out.push(shorter);
                start = end;
            }
            run /= 2;
        }
        out.retain(|i| !i.is_empty());
        out
    }

    fn numbers(&self, input: &Self::Input) -> Vec<u64> {
        input.iter().flatten().copied().collect()
    }

    fn least(&self, _: &Self::Input, _: usize) -> u64 {
        0
    }

    fn with_number(&self, input: &Self::Input, i: usize, v: u64) -> Option<Self::Input> {
        let k = self.numbers;
        let mut changed = input.clone();
        *changed.get_mut(i / k)?.get_mut(i % k)? = v;
        Some(changed)
    }

    fn size(&self, input: &Self::Input) -> String {
        match input.len() {
            1 => "1 position".to_owned(),
            n => format!("{n} positions"),
        }
    }
}

//! The command lines of the contest programmer's workbench: `stress` (对拍), `gen` (test
//! data) and `pattern` (a sequence's period, and code for it), as clap derive types.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use grundy_judge::Problem;

use crate::args::{Format, SCRIPT_BUDGET, number, problem_parser};

pub const STRESS_HELP: &str = "\
PROBLEM is a judge problem (grundy judge --list) or `script FILE`, a game given by a Rhai
script; the program to test and its arguments come after `--`.

The program is run on random inputs of growing size (--cases), then on the edge cases
(the least and greatest numbers, 2^31, 2^32, 2^53, 2^63 and their neighbours, P-positions and
their neighbours), then on the inputs known wrong solutions fail (see `grundy gen --hard`).
Its output is compared word by word with grundy's answers. At the first input it fails
(a wrong answer, a crash or a non-zero exit, more than --time-limit, more output than
--output-limit) the input is shrunk to the smallest that still fails the same way and
printed with the expected and the received output; the exit status is then 1.

Numbers are drawn up to 2^64 - 1 (grundy answers them all); --statement keeps to the
problem statement's limits, --max and --max-count to yours.

With `script FILE`, the input is a count line (unless --no-count), then one position a
line (--numbers numbers each, up to --max, default 20); the program answers one word a
position: --win (default Yes), --lose (default No), --draw (default Draw).

Examples:
  grundy stress acwing-891 -- ./nim
  grundy stress 51nod-1072 --cases 500 --seed 7 -- python3 wythoff.py
  grundy stress acwing-893 --statement --time-limit 1000 -- ./set_nim
  grundy stress script examples/scripts/lasker.rhai --win First --lose Second -- ./lasker

Exit status: 0 every input passed; 1 an input failed (the report on stdout); 2 a bad
command line, a program that cannot be started, or a script that cannot be solved.";

pub const GEN_HELP: &str = "\
Writes DIR/1.in, DIR/1.out, ... (the layout of judge test data): --cases random inputs of
growing size with their answers. --hard adds the inputs known wrong solutions fail — a
double-precision floor(k phi) for Wythoff near 2^53 and above, k + 1 or 5k^2 overflowing
near 2^64, numbers read into 32 bits, the misere rule in normal Nim, Staircase parity mixed
up, Set Nim's values kept as win/lose, memo arrays of the statement's size — each with a
side file N.why saying what it breaks (judge input has no comment lines), and an input of
the largest size the statement allows (N.why says so too). DIR is created; one that already
holds .in or .out files is refused.

Examples:
  grundy gen 51nod-1072 --cases 20 --hard --out tests/
  grundy gen acwing-891 --cases 10 --statement --seed 1 --out data/";

pub const PATTERN_HELP: &str = "\
GAME is any one-heap game as `grundy sg` reads it (nim, bash --k K, set 2 5 7, split,
octal 0.77, grundy) or `script FILE` (positions [n]). The values of heaps 0..=UPTO are
computed and searched for a pattern: a period (g(n + p) = g(n) from the preperiod on) or an
arithmetic period with a saltus s (g(n + p) = g(n) + s, as Lasker's Nim: g(4k+3) = 4k+4,
g(4k+4) = 4k+3). It is certified where a theorem proves it for every n (Nim, Bash, Set Nim
by the subtraction-game bound, octal games by Guy and Smith's theorem), otherwise only
observed up to UPTO.

--emit cpp|python|rust prints a function g(n) in that language giving the pattern's value
for every n up to 2^64 - 1 (unsigned __int128 / u128 where the values pass 2^64),
checked against the table first.

With --pairs (a script whose positions are two piles [a, b]): the P-positions a <= b <= UPTO
listed by their difference b - a, the sequence of their smaller piles, and the Beatty pair
floor(n alpha), floor(n beta) it follows when it does (decided in exact rational arithmetic).

Examples:
  grundy pattern octal 0.07 --upto 300
  grundy pattern script examples/scripts/lasker.rhai --upto 200 --emit cpp
  grundy pattern set 2 5 7 --emit python
  grundy pattern script examples/scripts/builtin/wythoff.rhai --pairs --upto 60";

/// The limits inputs keep to: `--statement`, `--max`, `--max-count`.
#[derive(Debug, Args)]
pub struct LimitArgs {
    /// Keep to the limits of the problem statement (e.g. acwing-891: n <= 10^5, a_i <= 10^9).
    #[arg(long)]
    pub statement: bool,
    /// The greatest number drawn (piles, heaps, N and K, set elements; a script's numbers).
    #[arg(long, value_parser = number)]
    pub max: Option<u64>,
    /// The greatest count drawn (test cases, piles, heaps; a script's positions per input).
    #[arg(long, value_parser = number)]
    pub max_count: Option<u64>,
}

/// The input convention of `stress script FILE`.
#[derive(Debug, Args)]
pub struct ScriptConvention {
    /// With script: the numbers of a position.
    #[arg(long, value_parser = number)]
    pub numbers: Option<u64>,
    /// With script: the answer when the player to move wins (default Yes).
    #[arg(long, value_name = "WORD")]
    pub win: Option<String>,
    /// With script: the answer when the player to move loses (default No).
    #[arg(long, value_name = "WORD")]
    pub lose: Option<String>,
    /// With script: the answer for a draw (default Draw).
    #[arg(long, value_name = "WORD")]
    pub draw: Option<String>,
    /// With script: no count line before the positions.
    #[arg(long)]
    pub no_count: bool,
    /// With script: positions the solver may explore.
    #[arg(long, value_parser = number)]
    pub budget: Option<u64>,
}

impl ScriptConvention {
    /// Refuses these options for a judge problem, whose format is fixed.
    pub fn refuse_with(&self, problem: &str) -> Result<(), crate::error::Failure> {
        let given = [
            ("--numbers", self.numbers.is_some()),
            ("--win", self.win.is_some()),
            ("--lose", self.lose.is_some()),
            ("--draw", self.draw.is_some()),
            ("--no-count", self.no_count),
            ("--budget", self.budget.is_some()),
        ];
        match given.iter().find(|(_, on)| *on) {
            Some((flag, _)) => Err(crate::error::Failure::Usage(format!(
                "{flag} is for `stress script FILE`: {problem}'s format is fixed"
            ))),
            None => Ok(()),
        }
    }
}

/// `grundy stress`.
#[derive(Debug, Args)]
pub struct StressArgs {
    /// A judge problem (e.g. acwing-891), or `script`.
    #[arg(value_name = "PROBLEM")]
    pub problem: String,
    /// With `script`: the script's file.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// Random inputs to run before the edge and hard cases.
    #[arg(long, default_value_t = 100, value_parser = number)]
    pub cases: u64,
    /// The seed of the random inputs (by default one from the clock, printed on stderr).
    #[arg(long, value_parser = number)]
    pub seed: Option<u64>,
    /// Milliseconds one run may take (wall clock); then the program is killed.
    #[arg(long, value_name = "MS", default_value_t = 2000, value_parser = number)]
    pub time_limit: u64,
    /// Bytes of output one run may write (e.g. 64K, 16M); then the program is killed.
    #[arg(long, value_name = "SIZE", default_value = "16M", value_parser = crate::args::memory_size)]
    pub output_limit: u64,
    #[command(flatten)]
    pub limits: LimitArgs,
    #[command(flatten)]
    pub script: ScriptConvention,
    /// The program to test and its arguments, after `--`.
    #[arg(last = true, required = true, value_name = "CMD")]
    pub command: Vec<OsString>,
}

/// `grundy gen`.
#[derive(Debug, Args)]
pub struct GenArgs {
    /// The problem, e.g. acwing-891.
    #[arg(value_parser = problem_parser(), ignore_case = true)]
    pub problem: Problem,
    /// Random inputs to write.
    #[arg(long, default_value_t = 10, value_parser = number)]
    pub cases: u64,
    /// Add the inputs known wrong solutions fail, and one of the largest size allowed.
    #[arg(long)]
    pub hard: bool,
    /// The seed of the random inputs (by default one from the clock, printed on stderr).
    #[arg(long, value_parser = number)]
    pub seed: Option<u64>,
    /// The folder to write into (created).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    #[command(flatten)]
    pub limits: LimitArgs,
}

/// The languages of `pattern --emit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EmitLanguage {
    /// C++ (unsigned __int128 where values pass 2^64).
    Cpp,
    /// Python 3.
    Python,
    /// Rust.
    Rust,
}

/// `grundy pattern`.
#[derive(Debug, Args)]
pub struct PatternArgs {
    /// The game: nim, bash K, set S1 S2 ..., split, octal CODE, grundy, or script FILE.
    #[arg(required = true, num_args = 1.., value_name = "GAME")]
    pub words: Vec<String>,
    /// The largest heap tabled (default 300; with --pairs, the largest pile, default 60).
    #[arg(long, value_parser = number)]
    pub upto: Option<u64>,
    /// Output format: text or json.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Print a function g(n) in this language instead (checked against the table first).
    #[arg(long, value_enum, value_name = "LANGUAGE")]
    pub emit: Option<EmitLanguage>,
    /// A script whose positions are two piles [a, b]: its P-positions and Beatty pair.
    #[arg(long)]
    pub pairs: bool,
    /// Positions a script's solver may explore.
    #[arg(long, value_parser = number, default_value_t = SCRIPT_BUDGET)]
    pub budget: u64,
}

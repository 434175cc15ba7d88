//! The command line, as clap derive types; every command's help ends with examples.

use crate::args::{Format, SCRIPT_BUDGET, memory_size, number, problem_parser, size};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};
use grundy_i18n::Lang;
use grundy_judge::Problem;

const MAIN_EXAMPLES: &str = "\
Examples:
  grundy judge acwing-891 < input.txt     answer a judge problem (Yes/No)
  grundy judge --list                     the seven problems and their formats
  grundy sg set --set 2,5,7 --upto 60     Grundy values of Set Nim heaps 0..=60
  grundy sg wythoff --size 12             the Wythoff table, P-positions marked 0*
  grundy hint nim 3 4 5                   who wins, and every winning move
  grundy hint bash --k 3 --misere 10      misère Bash: take 1..=3, last stone loses
  grundy stress acwing-891 -- ./nim       对拍: your program against grundy's answers
  grundy gen 51nod-1072 --hard --out t/   test data that breaks wrong solutions
  grundy pattern octal 0.77 --emit cpp    the period of a table, as code
  grundy census --digits 2                every octal game 0.d1d2 and 4.d1d2 classified

Numbers are ASCII digits only (no sign), up to 18446744073709551615, as in judge input.

Exit status: 0 done (also when a reader such as `head` closes stdout early); 1 stdin or a
FILE could not be read (missing, a directory, an I/O error) or stdout not written (full),
or `stress` found an input your program fails; 2 bad input or a bad command line.
Errors print `grundy: <message>` on stderr; a bad command line adds a line `try '... --help'`.";

const JUDGE_EXAMPLES: &str = "\
Problems: 51nod-1066 (Bash), 51nod-1072 (Wythoff), 51nod-1069 (Nim), acwing-891 (Nim),
acwing-892 (Staircase Nim), acwing-893 (Set Nim), acwing-894 (Split Nim).

Examples:
  printf '2\\n2 3\\n' | grundy judge acwing-891        prints Yes
  grundy judge 51nod-1066 < cases.txt > answers.txt
  grundy judge --list
  grundy judge acwing-893 --sample                    the sample input

On bad input: nothing on stdout, one line on stderr naming the problem, line and column
(`grundy: acwing-893: line 2, column 5: expected a set element ...`), exit status 2.
Stdin is read as it arrives (64 KiB at a time), so an error is reported as soon as it is
seen. Answers are held until the input is checked; past 2^24 test cases they are written
as they come, and an error after that leaves the answers before it on stdout.";

const SG_EXAMPLES: &str = "\
Examples:
  grundy sg set --set 2,5,7 --upto 60
  grundy sg set --set 2,5,7 --period
  grundy sg split --upto 40 --format csv
  grundy sg bash --k 3 --upto 20 --format json
  grundy sg wythoff --size 12
  grundy sg octal 0.77 --upto 80               Kayles (an octal code)
  grundy sg grundy --upto 100                  Grundy's game
  grundy sg graph game.txt                     any finite game as a graph

In text output `*` marks the P-positions (Grundy value 0).";

const HINT_EXAMPLES: &str = "\
A position is written GAME [OPTIONS] NUMBERS; a sum of games joins positions with a lone `+`
(a move is a move in one component; the value of a sum is the XOR of its components'):
  nim PILES...                 take any number from one pile
  wythoff A B                  take from one pile, or the same from both
  set --set S1,S2,... PILES... take a number in the set from one pile
  staircase STEPS...           move stones one step down (step 1, next to the ground, first)
  split PILES...               replace a pile by two smaller ones
  bash --k K STONES            take 1 to K from the one pile
  octal CODE HEAPS...          take and break heaps as an octal or hexadecimal code says
                               (0.77 is Kayles, 0.07 Dawson's Kayles; see `grundy sg octal --help`)
  grundy HEAPS...              Grundy's game: split a heap into two different heaps
  script FILE NUMBERS...       a game given by its rules in a Rhai script (docs/scripts.md)
  --misere                     (in any component) the last player to move loses; one octal
                               or Grundy's game with heaps up to 20 is answered from its
                               misère quotient (see `grundy misere --help`); elsewhere, where
                               no theorem gives the answer (only Bash, Nim and sums of
                               Nim-like positions have one), a search of every position
                               settles it
  --budget N                   positions a script's solver may explore (default 1000000)

Examples:
  grundy hint nim 3 4 5
  grundy hint nim --misere 1 1 2
  grundy hint wythoff 4 7
  grundy hint octal 0.77 5 7
  grundy hint grundy 10 7
  grundy hint set --set 2,5 7 9
  grundy hint staircase 2 1 3
  grundy hint split 2 3
  grundy hint bash --k 3 10
  grundy hint octal 0.77 5 7                            (Kayles, heaps of 5 and 7)
  grundy hint nim 3 4 5 + wythoff 4 7 + set --set 2,5 7 9 + split 2 3
  grundy hint --format json wythoff 4 7 + nim 2       (--format may also come last)
  grundy hint --lang zh nim 3 4 5                      (in Simplified Chinese)
  grundy hint script examples/scripts/grundy.rhai 20 + nim 3

The classic games (each alone, not in a sum with `+`):
  nimk --k K PILES...          Moore's Nim_k: take from 1 to K piles at once
  euclid A B                   subtract a multiple of the smaller number from the larger
  turtles BITS...              Mock Turtles: turn 1 to 3 coins, the rightmost heads -> tails
                               (coins 0, 1, ...; 1 = heads; or --heads N... for the heads coins)
  ruler BITS...                Ruler: turn a run of coins ending at a heads coin (coins 1, 2, ...)
  corners --rows R --cols C ROW,COL...
                               Turning Corners: turn a rectangle's corners, the lower-right
                               heads -> tails; the heads coins listed (numbered from 0)
  hackenbush [--root R] --edges \"U-V ...\"
                               Green Hackenbush: cut an edge, what is cut off the root falls
An Every-SG compound (a move moves in every component that can move; the last mover wins):
  GAME ... + GAME ... --every  components in the grammar above; each one's suspense number

  grundy hint nimk --k 2 5 4 7 1
  grundy hint euclid 3 7
  grundy hint turtles 0 1 1 0 1
  grundy hint ruler --heads 6 1000000000000
  grundy hint corners --rows 8 --cols 8 2,3 5,7
  grundy hint hackenbush --root 0 --edges \"0-1 1-2 2-0 1-3\"
  grundy hint nim 3 4 + wythoff 1 2 --every

Prints who wins with perfect play, the Grundy value (of each component and their XOR), the
remoteness, and every winning move with the position it leads to; from a losing position,
the move that keeps the game longest. The text is in English, or in Simplified Chinese with
--lang zh or a Chinese locale (LC_ALL, LC_MESSAGES, LANG, the first set decides); JSON is
always the same.";

/// Sprague–Grundy theory on the command line: judge problems, Grundy tables, hints.
#[derive(Debug, Parser)]
#[command(name = "grundy", version, after_help = MAIN_EXAMPLES)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Answer a judge problem: its input on stdin, the answers on stdout.
    #[command(after_help = JUDGE_EXAMPLES)]
    Judge(JudgeArgs),
    /// Print Grundy values: a sequence, a certified period, or the Wythoff table.
    #[command(after_help = SG_EXAMPLES)]
    Sg(SgArgs),
    /// Who wins a position, its Grundy value and the winning moves.
    #[command(after_help = HINT_EXAMPLES)]
    Hint(HintArgs),
    /// Games given by their rules in a Rhai script (see docs/scripts.md).
    #[command(after_help = SCRIPT_HELP)]
    Script(ScriptArgs),
    // The contest programmer's workbench (contest.rs).
    /// 对拍: run your program on generated inputs against grundy's answers; the first input
    /// it fails, shrunk.
    #[command(after_help = crate::contest::STRESS_HELP)]
    Stress(crate::contest::StressArgs),
    /// Write judge test data (1.in, 1.out, ...): random inputs, and with --hard the inputs
    /// known wrong solutions fail.
    #[command(after_help = crate::contest::GEN_HELP)]
    Gen(crate::contest::GenArgs),
    /// The period (and saltus) of a heap game's values, certified or observed; code for it.
    #[command(after_help = crate::contest::PATTERN_HELP)]
    Pattern(crate::contest::PatternArgs),
    /// Misère quotients of heap games (Plambeck and Siegel): the monoid, its P-portion, a
    /// presentation and the pretending function.
    #[command(after_help = crate::misere::MISERE_HELP)]
    Misere(crate::misere::MisereArgs),
    /// Every take-and-break code of up to D digits: its period or that it is unsolved, its
    /// rare values, and which codes are the same game.
    #[command(after_help = crate::census::CENSUS_HELP)]
    Census(crate::census::CensusArgs),
    /// The nim product of two numbers (Conway's nim multiplication, exact on u64).
    #[command(after_help = NIM_MUL_HELP)]
    NimMul {
        /// The first factor.
        #[arg(value_parser = number, allow_hyphen_values = true)]
        a: u64,
        /// The second factor.
        #[arg(value_parser = number, allow_hyphen_values = true)]
        b: u64,
    },
}

const NIM_MUL_HELP: &str = "\
The nimbers below 2^64 are a field under XOR and nim multiplication (Conway, On Numbers and
Games, ch. 6): 2 * 2 = 3, 4 * 4 = 6, 16 * 16 = 24. A heads coin (i, j) of Turning Corners is
worth i * j (see `grundy hint corners --help`).

Examples:
  grundy nim-mul 2 2                 prints 3
  grundy nim-mul 18446744073709551615 2
  grundy sg corners --size 16        the table of products below 16";

const SCRIPT_HELP: &str = "\
A script defines fn moves(p) (the options of position p, an array of arrays of non-negative
integers), optionally fn parts(p) (the positions whose disjunctive sum p is) and fn name().

Examples:
  grundy script check examples/scripts/grundy.rhai
  grundy script check examples/scripts/northcott.rhai --at \"3 1 4 1 5 9\"
  grundy sg script examples/scripts/grundy.rhai --upto 100
  grundy hint script examples/scripts/grundy.rhai 20 + nim 3";

/// `grundy script`.
#[derive(Debug, Args)]
pub struct ScriptArgs {
    /// What to do with the script.
    #[command(subcommand)]
    pub command: ScriptCommand,
}

/// What `grundy script` does.
#[derive(Debug, Subcommand)]
pub enum ScriptCommand {
    /// Compile a script, value a few positions and check that its parts agree with its moves.
    #[command(after_help = SCRIPT_HELP)]
    Check {
        /// The script's file.
        file: std::path::PathBuf,
        /// A position to try, its numbers separated by spaces (by default [0] to [8]).
        #[arg(long, value_name = "NUMBERS")]
        at: Vec<String>,
        /// Positions the solver may explore.
        #[arg(long, value_parser = number, default_value_t = SCRIPT_BUDGET)]
        budget: u64,
    },
}

/// `grundy judge`.
#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// The problem, e.g. acwing-891.
    #[arg(required_unless_present = "list", value_parser = problem_parser(), ignore_case = true)]
    pub problem: Option<Problem>,
    /// List the problems with their input formats instead.
    #[arg(long, conflicts_with = "problem")]
    pub list: bool,
    /// Print the problem's sample input instead of reading stdin.
    #[arg(long, requires = "problem")]
    pub sample: bool,
}

/// `grundy sg`.
#[derive(Debug, Args)]
pub struct SgArgs {
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text, global = true)]
    pub format: Format,
    /// The game.
    #[command(subcommand)]
    pub game: SgGame,
}

/// The games `grundy sg` knows.
#[derive(Debug, Subcommand)]
pub enum SgGame {
    /// Set Nim: take a number in the set from one heap.
    #[command(
        after_help = "Examples:\n  grundy sg set --set 2,5,7 --upto 60\n  grundy sg set --set 2,5,7 --period --format json"
    )]
    Set {
        /// The subtraction set, comma-separated positive numbers.
        #[arg(long, value_delimiter = ',', required = true, num_args = 1, value_parser = number, allow_hyphen_values = true)]
        set: Vec<u64>,
        /// Print the values of heaps 0..=UPTO.
        #[arg(
            long,
            required_unless_present = "period",
            conflicts_with = "period",
            value_parser = number,
            allow_hyphen_values = true
        )]
        upto: Option<u64>,
        /// Print the certified preperiod and period instead.
        #[arg(long)]
        period: bool,
    },
    /// Split Nim: replace a pile by two smaller ones.
    #[command(after_help = "Example:\n  grundy sg split --upto 40")]
    Split {
        /// Print the values of piles 0..=UPTO.
        #[arg(long, value_parser = number, allow_hyphen_values = true)]
        upto: u64,
    },
    /// Bash: one pile, take 1..=K.
    #[command(after_help = "Example:\n  grundy sg bash --k 3 --upto 20")]
    Bash {
        /// The largest take, at least 1.
        #[arg(long, value_parser = number, allow_hyphen_values = true)]
        k: u64,
        /// Print the values of piles 0..=UPTO.
        #[arg(long, value_parser = number, allow_hyphen_values = true)]
        upto: u64,
    },
    /// Wythoff's game: the table of positions (a, b) for a, b < SIZE.
    #[command(after_help = "Example:\n  grundy sg wythoff --size 12 --format csv")]
    Wythoff {
        /// Rows and columns, 1 to 4096.
        #[arg(long, value_parser = size, allow_hyphen_values = true)]
        size: usize,
    },
    /// An octal or hexadecimal (take-and-break) game: the values of heaps 0..=UPTO, their
    /// rare-value statistics, or the certified period.
    #[command(after_help = OCTAL_HELP)]
    Octal {
        /// The code, e.g. 0.77 (Kayles), 0.07 (Dawson's Kayles), 0.137 (Dawson's chess), 0.f8
        /// (hexadecimal).
        code: String,
        /// Print the values of heaps 0..=UPTO.
        #[arg(long, value_parser = number, allow_hyphen_values = true, required_unless_present = "period", conflicts_with = "period")]
        upto: Option<u64>,
        /// Print the certified preperiod and period instead (Guy and Smith's theorem).
        #[arg(long, conflicts_with_all = ["stats", "save", "resume"])]
        period: bool,
        #[command(flatten)]
        table: TableArgs,
    },
    /// Grundy's game (split a heap into two different heaps): the values of heaps 0..=UPTO or
    /// their rare-value statistics.
    #[command(after_help = GRUNDY_HELP)]
    Grundy {
        /// Print the values of heaps 0..=UPTO.
        #[arg(long, value_parser = number)]
        upto: u64,
        #[command(flatten)]
        table: TableArgs,
    },
    /// A game given by its rules in a Rhai script: the values of positions [0]..[UPTO].
    #[command(after_help = SCRIPT_SG_HELP)]
    Script {
        /// The script's file.
        file: std::path::PathBuf,
        /// Print the values of positions [0]..[UPTO].
        #[arg(long, value_parser = number)]
        upto: u64,
        /// Also look for an apparent period (never certified: a script's rules prove none).
        #[arg(long)]
        period: bool,
        /// Positions the solver may explore.
        #[arg(long, value_parser = number, default_value_t = SCRIPT_BUDGET)]
        budget: u64,
    },
    /// Mock Turtles: the value of a lone heads coin n = 0..=UPTO (the odious numbers).
    #[command(after_help = "Example:\n  grundy sg turtles --upto 40")]
    Turtles {
        /// Print the values of coins 0..=UPTO.
        #[arg(long, value_parser = number, allow_hyphen_values = true)]
        upto: u64,
    },
    /// Ruler: the value of a lone heads coin n = 1..=UPTO (the largest power of 2 dividing n).
    #[command(after_help = "Example:\n  grundy sg ruler --upto 32")]
    Ruler {
        /// Print the values of coins 0..=UPTO (0 for coin 0, which does not exist).
        #[arg(long, value_parser = number, allow_hyphen_values = true)]
        upto: u64,
    },
    /// Euclid's game: the table of Grundy values of (a, b) for a, b < SIZE.
    #[command(after_help = "Example:\n  grundy sg euclid --size 12")]
    Euclid {
        /// Rows and columns, 1 to 1024.
        #[arg(long, value_parser = number, allow_hyphen_values = true)]
        size: u64,
    },
    /// Turning Corners: the values of its coins (i, j), the nim products i * j, i, j < SIZE.
    #[command(after_help = "Example:\n  grundy sg corners --size 16")]
    Corners {
        /// Rows and columns, 1 to 1024.
        #[arg(long, value_parser = number, allow_hyphen_values = true)]
        size: u64,
    },
    /// Any finite game as a graph, loopy ones included: the value of every node and, with
    /// tokens, who wins.
    #[command(after_help = GRAPH_HELP)]
    Graph {
        /// The graph's file; stdin when absent.
        file: Option<std::path::PathBuf>,
        /// The memory the graph and its values may take, e.g. 512M, 8G (binary units K, M,
        /// G, T; a plain number is bytes). A larger graph is refused before it is read.
        #[arg(long, value_name = "SIZE", default_value = "4G", value_parser = memory_size)]
        memory: u64,
    },
}

/// The options of the big tables of take-and-break games: statistics, checkpoints.
#[derive(Debug, Args)]
pub struct TableArgs {
    /// Print the statistics of the rare values of heaps 0..=UPTO instead of the values: the
    /// largest value and its first heap, the number of rare heaps and the last of them.
    #[arg(long)]
    pub stats: bool,
    /// The mask the rare values are counted with, in hexadecimal (e.g. fe); by default the
    /// one that makes the rare heaps fewest.
    #[arg(long, requires = "stats", value_parser = mask)]
    pub mask: Option<u16>,
    /// With --stats, list the rare heaps and their values too.
    #[arg(long, requires = "stats")]
    pub rare: bool,
    /// Save the values computed to FILE every --save-every seconds and at the end, so that a
    /// long run can be resumed (--resume FILE).
    #[arg(long, value_name = "FILE")]
    pub save: Option<std::path::PathBuf>,
    /// Start from the values saved in FILE (by --save) instead of from heap 0.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<std::path::PathBuf>,
    /// Threads that fill the table (by default one per core): blocks of heaps are read by
    /// all of them, then finished in order.
    #[arg(long, value_name = "N", value_parser = threads)]
    pub threads: Option<usize>,
    /// Seconds between two saves.
    #[arg(long, value_name = "SECONDS", default_value_t = 300, value_parser = number, requires = "save")]
    pub save_every: u64,
}

/// A count of threads, 1 to 64.
fn threads(text: &str) -> Result<usize, String> {
    match number(text) {
        Ok(n @ 1..=64) => Ok(n as usize),
        Ok(n) => Err(format!("{n} threads: give 1 to 64")),
        Err(e) => Err(e.to_string()),
    }
}

/// A mask in hexadecimal, `fe` or `0xfe`.
fn mask(text: &str) -> Result<u16, String> {
    let digits = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))
        .unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(format!(
            "\"{}\" is not a mask in hexadecimal (such as fe)",
            text.escape_debug()
        ));
    }
    u16::from_str_radix(digits, 16)
        .map_err(|_| format!("the mask {digits} is past ffff (values are 16-bit)"))
}

const OCTAL_HELP: &str = "\
The code 0.d1d2d3... says what taking k stones from a heap may leave: digit dk has bit 1 for
no heap (taking the whole heap), bit 2 for one heap, bit 4 for two non-empty heaps, and in a
hexadecimal code (digits to f) bit 8 for three. A digit before the point splits a heap
without taking: 4 into two heaps, 8 into three, c into either. A code of 0s and 3s only is a
subtraction game, computed as Set Nim.

A value v is rare for a mask m when v & m has an even number of ones (Winning Ways, ch. 4).
Long runs print a progress line on stderr; values are printed as they come, and a certified
period gives the rest at once.

Examples:
  grundy sg octal 0.77 --upto 80                    Kayles
  grundy sg octal 0.07 --period --format json       Dawson's Kayles: {... \"preperiod\":53,\"period\":34 ...}
  grundy sg octal 0.6 --upto 2097151 --stats --mask 1ee
  grundy sg octal 0.f8 --upto 40                    a hexadecimal game
  grundy sg octal 0.6 --upto 268435455 --stats --save run.bin   (resume: --resume run.bin)
  grundy hint octal 0.77 5 7                        who wins Kayles with heaps of 5 and 7";

const GRUNDY_HELP: &str = "\
Grundy's game: a move splits one heap into two heaps of different sizes; whoever cannot move
(every heap has 1 or 2 stones) loses. No period is known, and no theorem certifies one: only
the values of heaps 0..=UPTO. Its rare values (mask fe) are the few heaps whose value has an
even number of ones past the lowest bit.

Examples:
  grundy sg grundy --upto 100
  grundy sg grundy --upto 2097151 --stats --mask fe
  grundy sg grundy --upto 16777215 --stats --save grundy.bin
  grundy hint grundy 10 7                           who wins with heaps of 10 and 7";

const SCRIPT_SG_HELP: &str = "\
The script defines fn moves(p), and optionally fn parts(p) and fn name() (docs/scripts.md).
A loopy position's value is written as in `sg graph`: infinity with the set K of its options'
finite values (won when 0 is in K, drawn otherwise).

Examples:
  grundy sg script examples/scripts/grundy.rhai --upto 100
  grundy sg script examples/scripts/kayles.rhai --upto 200 --period --format json
  grundy sg script examples/scripts/grundy.rhai --upto 1500 --budget 5000000";

const GRAPH_HELP: &str = "\
Input: the first line `n m` (nodes 1..=n, m edges), then m lines `u v` (a move from node u to
node v), then optionally one line `k t1 ... tk` (k tokens on nodes t1 ... tk; a move slides
one token along an edge). Cycles are allowed: a node's value is a number, or infinity with
the set K of the finite values of its followers (the generalized Sprague-Grundy function of
Smith, 1966). With tokens: the outcome (N: the player to move wins, P: loses, D: a draw) and
the move to make.

Examples:
  printf '3 3\\n1 2\\n2 3\\n3 1\\n1 1\\n' | grundy sg graph        a 3-cycle: a draw
  grundy sg graph game.txt --format json

Bad input: nothing on stdout, `grundy: graph: line L, column C: ...` on stderr, status 2.";

/// The languages `--lang` takes: `en`, `zh` (also spelt `zh-CN`).
pub fn lang_parser() -> impl TypedValueParser<Value = Lang> {
    PossibleValuesParser::new(["en", "zh", "zh-CN"]).try_map(|s| s.parse::<Lang>())
}

/// `grundy hint`.
#[derive(Debug, Args)]
pub struct HintArgs {
    /// Output format: text for people, or one JSON object. May also come after the position.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// The language of the text: en or zh (by default the locale's: LC_ALL, LC_MESSAGES,
    /// LANG). May also come after the position.
    #[arg(long, value_name = "LANG", value_parser = lang_parser())]
    pub lang: Option<Lang>,
    /// Positions a script's solver may explore. May also come after the position.
    #[arg(long, value_parser = number, default_value_t = SCRIPT_BUDGET)]
    pub budget: u64,
    /// The position: a game and its numbers, or several joined by `+` (see below).
    #[arg(
        required = true,
        num_args = 1..,
        trailing_var_arg = true,
        allow_hyphen_values = true,
        value_name = "GAME [OPTIONS] NUMBERS [+ ...]"
    )]
    pub words: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }
}

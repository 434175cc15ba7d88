//! `grundy census`: every take-and-break code of up to D digits, classified (the census of
//! `grundy-census`), laid out as JSON, CSV or Markdown; progress on stderr; resumable.
//!
//! With `--resume FILE`, each finished code is appended to FILE as one JSON line as soon as
//! it is done. A census started again with the same FILE reads the lines there (a last line
//! cut short by a kill is dropped, and the file cut back to the line before it), computes
//! only the codes not in it, and prints what an uninterrupted census prints.

use std::fs::{File, OpenOptions};
use std::io::{ErrorKind, IsTerminal, Read, Write};
use std::path::Path;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use grundy_census::{Census, CensusError, Done, Record, from_line, to_line};

use crate::error::Failure;

pub const CENSUS_HELP: &str = "\
Every code d0.d1...dD with d0 = 0 or 4 and octal digits d1..dD (2 * 8^D codes; trailing zeros
are dropped in the name, so 0.70 is listed as 0.7 and every shorter code appears once),
computed until a period is certified (Guy and Smith's theorem) or heaps 0..=UPTO are done.
One record per code: code, status (periodic, unsolved, trivial, empty), preperiod, period,
values, heaps, largest, largest_heap, rare_mask, rare_count, last_rare (as `sg --stats`), and
class (the first code of the codes that are the same game: equal sequences, or one shifted
by a heap). See docs/census.md.

Examples:
  grundy census --digits 2
  grundy census --digits 3 --upto 100000 --format csv
  grundy census --digits 4 --resume census4.jsonl > census4.json   (start again to resume)";

/// `grundy census`.
#[derive(Debug, Args)]
pub struct CensusArgs {
    /// Digits after the point, 1 to 4.
    #[arg(long, value_parser = digits, allow_hyphen_values = true)]
    pub digits: u32,
    /// Compute heaps 0..=UPTO of a code with no period certified before.
    #[arg(long, value_parser = crate::args::number, allow_hyphen_values = true, default_value_t = grundy_census::DEFAULT_UPTO)]
    pub upto: u64,
    /// Codes computed at once (default: every core).
    #[arg(long, value_parser = threads, allow_hyphen_values = true)]
    pub threads: Option<usize>,
    /// The output's layout.
    #[arg(long, value_enum, default_value_t = CensusFormat::Json)]
    pub format: CensusFormat,
    /// Append each finished code to FILE (one JSON line) and skip the codes already there.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<std::path::PathBuf>,
}

/// The layouts of a census.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CensusFormat {
    /// A JSON array of records, one a line.
    Json,
    /// Comma-separated values with a header line (values separated by spaces).
    Csv,
    /// A Markdown table (every field but the values).
    Md,
}

fn digits(text: &str) -> Result<u32, String> {
    let n = crate::args::number(text).map_err(|e| e.to_string())?;
    u32::try_from(n)
        .ok()
        .filter(|d| (1..=grundy_census::MAX_DIGITS).contains(d))
        .ok_or_else(|| format!("a census takes 1 to {} digits", grundy_census::MAX_DIGITS))
}

fn threads(text: &str) -> Result<usize, String> {
    let n = crate::args::number(text).map_err(|e| e.to_string())?;
    usize::try_from(n)
        .ok()
        .filter(|&t| (1..=1024).contains(&t))
        .ok_or_else(|| "threads are 1 to 1024".to_owned())
}

impl From<CensusError> for Failure {
    fn from(e: CensusError) -> Self {
        Self::Input(e.to_string())
    }
}

/// Runs `grundy census`.
pub fn run(args: &CensusArgs) -> Result<(), Failure> {
    let mut census = Census::new(args.digits, args.upto)?;
    if let Some(t) = args.threads {
        census = census.with_threads(t);
    }
    let (done, file) = match &args.resume {
        Some(path) => {
            let (done, file) = open_resume(path)?;
            (done, Some(file))
        }
        None => (Vec::new(), None),
    };
    let total = census.codes().len();
    let progress = Mutex::new(Ticker::new(total, done.len()));
    let file = Mutex::new(file);
    let records = census.run(&done, |_, d: &Done| -> Result<(), Failure> {
        if let Some(f) = file.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
            let mut line = to_line(d).map_err(|e| Failure::Io(e.to_string()))?;
            line.push('\n');
            let shown = args
                .resume
                .as_deref()
                .map(crate::error::path)
                .unwrap_or_default();
            f.write_all(line.as_bytes())
                .and_then(|()| f.flush())
                .map_err(|e| Failure::Io(format!("cannot write to {shown}: {e}")))?;
        }
        progress
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .tick(&d.record.code);
        Ok(())
    })?;
    progress.lock().unwrap_or_else(|e| e.into_inner()).finish();
    let text = match args.format {
        CensusFormat::Json => json(&records)?,
        CensusFormat::Csv => csv(&records),
        CensusFormat::Md => markdown(&records),
    };
    crate::out::print(&text)
}

/// Reads the lines of a resumed census file (made if missing) and opens it to append.
fn open_resume(path: &Path) -> Result<(Vec<Done>, File), Failure> {
    let shown = crate::error::path(path);
    let mut file = OpenOptions::new()
        .read(true)
        .append(true)
        .create(true)
        .open(path)
        .map_err(|e| Failure::Io(format!("--resume {shown}: {e}")))?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes).map_err(|e| {
        let what = if e.kind() == ErrorKind::IsADirectory {
            "it is a directory".to_owned()
        } else {
            e.to_string()
        };
        Failure::Io(format!("--resume {shown}: {what}"))
    })?;
    // A line cut short (the census killed while writing it) is dropped.
    let whole = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    if whole < bytes.len() {
        file.set_len(whole as u64)
            .map_err(|e| Failure::Io(format!("--resume {shown}: {e}")))?;
    }
    let text = std::str::from_utf8(bytes.get(..whole).unwrap_or(&[]))
        .map_err(|_| Failure::Input(format!("--resume {shown}: not UTF-8 text")))?;
    let mut done = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let d = from_line(line).map_err(|e| {
            Failure::Input(format!(
                "--resume {shown}: line {}: not a census record ({e})",
                i + 1
            ))
        })?;
        done.push(d);
    }
    Ok((done, file))
}

/// The progress of a census on stderr: every second on a terminal, every 30 seconds
/// otherwise, nothing for a census of less than 2 seconds.
struct Ticker {
    total: usize,
    done: usize,
    start: Instant,
    last: Instant,
    tty: bool,
    shown: bool,
}

impl Ticker {
    fn new(total: usize, resumed: usize) -> Self {
        Self {
            total,
            done: resumed,
            start: Instant::now(),
            last: Instant::now(),
            tty: std::io::stderr().is_terminal(),
            shown: false,
        }
    }

    fn tick(&mut self, code: &str) {
        self.done += 1;
        let every = Duration::from_secs(if self.tty { 1 } else { 30 });
        let now = Instant::now();
        if now.duration_since(self.start) < Duration::from_secs(2)
            || now.duration_since(self.last) < every
        {
            return;
        }
        self.last = now;
        self.shown = true;
        let line = format!(
            "census: {}/{} codes, {code} just done, {:.0} s",
            self.done,
            self.total,
            now.duration_since(self.start).as_secs_f64()
        );
        if self.tty {
            crate::out::report(&format!("\r\x1b[2K{line}"));
        } else {
            crate::out::report(&format!("{line}\n"));
        }
    }

    fn finish(&self) {
        if self.shown && self.tty {
            crate::out::report("\r\x1b[2K");
        }
    }
}

fn json(records: &[Record]) -> Result<String, Failure> {
    let mut text = String::from("[\n");
    for (i, r) in records.iter().enumerate() {
        text += &serde_json::to_string(r).map_err(|e| Failure::Io(e.to_string()))?;
        text += if i + 1 < records.len() { ",\n" } else { "\n" };
    }
    text += "]\n";
    Ok(text)
}

fn opt(n: Option<u64>) -> String {
    n.map_or(String::new(), |n| n.to_string())
}

fn status(r: &Record) -> &'static str {
    match r.status {
        grundy_census::Status::Periodic => "periodic",
        grundy_census::Status::Unsolved => "unsolved",
        grundy_census::Status::Trivial => "trivial",
        grundy_census::Status::Empty => "empty",
    }
}

fn csv(records: &[Record]) -> String {
    let mut text = String::from(
        "code,status,preperiod,period,heaps,largest,largest_heap,rare_mask,rare_count,last_rare,class,values\n",
    );
    for r in records {
        let values: Vec<String> = r.values.iter().map(u16::to_string).collect();
        text += &format!(
            "{},{},{},{},{},{},{},{},{},{},{},{}\n",
            r.code,
            status(r),
            opt(r.preperiod),
            opt(r.period),
            r.heaps,
            r.largest,
            r.largest_heap,
            r.rare_mask,
            r.rare_count,
            opt(r.last_rare),
            r.class.as_deref().unwrap_or(""),
            values.join(" ")
        );
    }
    text
}

fn markdown(records: &[Record]) -> String {
    let mut text = String::from(
        "| code | status | preperiod | period | heaps | largest | largest_heap | rare_mask | rare_count | last_rare | class |\n\
         |---|---|---:|---:|---:|---:|---:|---|---:|---:|---|\n",
    );
    for r in records {
        text += &format!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            r.code,
            status(r),
            opt(r.preperiod),
            opt(r.period),
            r.heaps,
            r.largest,
            r.largest_heap,
            r.rare_mask,
            r.rare_count,
            opt(r.last_rare),
            r.class.as_deref().unwrap_or("")
        );
    }
    text
}

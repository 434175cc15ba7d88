//! Checkpoints of `grundy sg octal` and `grundy sg grundy`: the values of a table's first
//! heaps saved to a file ([`Saver`]) and read back ([`load`]).
//!
//! A checkpoint is a header of three lines (`grundy-table 1`, `game NAME`, `values N`), the
//! `N` values as little-endian 16-bit words, and the line `fnv1a64 HHHHHHHHHHHHHHHH` (the
//! FNV-1a checksum of the values' bytes), nothing after it. Reading checks all of it, and
//! the count against the file's length and the table's capacity before it reads a value:
//! a crafted header is a one-line error, never an allocation of its size.
//!
//! Saving writes `FILE.part` beside the target and renames it over the target, so a run
//! stopped while saving leaves the previous checkpoint whole. The target must be a regular
//! file or a new path: a device, a directory, a fifo or a symbolic link is refused, never
//! replaced, and `FILE.part` is removed whenever a save fails.

use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::error::{Failure, path as shown};

/// The first line of a checkpoint file.
const MAGIC: &str = "grundy-table 1";

/// Bytes of the last line: `fnv1a64 `, 16 hexadecimal digits and a newline.
const TAIL_LEN: u64 = 8 + 16 + 1;

/// The longest header line read, newline included: a line past it is not a checkpoint's.
const MAX_LINE: u64 = 201;

/// Values read or written at a time.
const PIECE: usize = 1 << 15;

/// Checkpoints of one run: the values filled, saved to a file every `every` and at the end.
pub struct Saver {
    path: PathBuf,
    every: Duration,
    last: Instant,
    /// The game as the header names it (`octal 0.6`, `grundy`).
    game: String,
}

impl Saver {
    /// A saver to `path` for `game`, checked now rather than at the first save an hour
    /// into the run: the target must be a regular file or a new path in a directory where
    /// a file can be made.
    ///
    /// # Errors
    /// [`Failure::Input`] when the target is not a regular file, [`Failure::Io`] when its
    /// directory cannot be written.
    pub fn new(path: PathBuf, every: Duration, game: String) -> Result<Self, Failure> {
        let saver = Self {
            path,
            every,
            last: Instant::now(),
            game,
        };
        saver.check_target()?;
        let part = saver.part_path();
        saver.create_part(&part)?;
        remove_quietly(&part);
        Ok(saver)
    }

    /// Saves `values` when `every` has passed since the last save.
    ///
    /// # Errors
    /// As [`Saver::write`].
    pub fn tick(&mut self, values: &[u16]) -> Result<(), Failure> {
        if self.last.elapsed() >= self.every {
            self.write(values)?;
        }
        Ok(())
    }

    /// Writes the checkpoint of `values` to `FILE.part`, then renames it over the target;
    /// on any failure `FILE.part` is removed and the target left as it was.
    ///
    /// # Errors
    /// [`Failure::Input`] when the target is no longer a regular file or a new path,
    /// [`Failure::Io`] when a write, the sync or the rename fails.
    pub fn write(&mut self, values: &[u16]) -> Result<(), Failure> {
        self.check_target()?;
        let part = self.part_path();
        let file = self.create_part(&part)?;
        let written = self
            .write_into(file, values)
            .and_then(|()| std::fs::rename(&part, &self.path));
        if let Err(e) = written {
            remove_quietly(&part);
            return Err(self.failed(&e));
        }
        self.last = Instant::now();
        Ok(())
    }

    /// The header, the values and the checksum into `file`, synced.
    fn write_into(&self, file: File, values: &[u16]) -> std::io::Result<()> {
        let mut file = std::io::BufWriter::new(file);
        let head = format!("{MAGIC}\ngame {}\nvalues {}\n", self.game, values.len());
        file.write_all(head.as_bytes())?;
        let mut bytes = Vec::with_capacity(2 * PIECE);
        let mut sum = Fnv::new();
        for piece in values.chunks(PIECE) {
            bytes.clear();
            bytes.extend(piece.iter().flat_map(|v| v.to_le_bytes()));
            sum.add(&bytes);
            file.write_all(&bytes)?;
        }
        file.write_all(format!("fnv1a64 {:016x}\n", sum.0).as_bytes())?;
        file.into_inner().map_err(|e| e.into_error())?.sync_all()
    }

    /// `FILE.part`.
    fn part_path(&self) -> PathBuf {
        let mut name = self.path.as_os_str().to_owned();
        name.push(".part");
        PathBuf::from(name)
    }

    /// Refuses a target that is there and is not a regular file (a symbolic link is not
    /// followed: it is refused too).
    fn check_target(&self) -> Result<(), Failure> {
        match std::fs::symlink_metadata(&self.path) {
            Ok(meta) if meta.file_type().is_file() => Ok(()),
            Ok(meta) => Err(Failure::Input(format!(
                "--save {}: {}, not a regular file (a checkpoint replaces its file whole: \
                 give a new path or a checkpoint's)",
                shown(&self.path),
                kind_of(&meta.file_type())
            ))),
            Err(e) if e.kind() == ErrorKind::NotFound => Ok(()),
            Err(e) => Err(self.failed(&e)),
        }
    }

    /// Creates `FILE.part` anew: a file left there by a run stopped while saving is removed
    /// first, anything else there (a link, a device) is refused rather than written through.
    fn create_part(&self, part: &Path) -> Result<File, Failure> {
        let create = || OpenOptions::new().write(true).create_new(true).open(part);
        match create() {
            Err(e) if e.kind() == ErrorKind::AlreadyExists => {
                match std::fs::symlink_metadata(part) {
                    Ok(meta) if meta.file_type().is_file() => {
                        std::fs::remove_file(part).map_err(|e| self.failed(&e))?;
                        create().map_err(|e| self.failed(&e))
                    }
                    Ok(meta) => Err(Failure::Input(format!(
                        "--save {}: the file beside it that a save writes first, {}, is {}",
                        shown(&self.path),
                        shown(part),
                        kind_of(&meta.file_type())
                    ))),
                    Err(e) => Err(self.failed(&e)),
                }
            }
            other => other.map_err(|e| self.failed(&e)),
        }
    }

    fn failed(&self, e: &std::io::Error) -> Failure {
        Failure::Io(format!(
            "cannot save the checkpoint {}: {e}",
            shown(&self.path)
        ))
    }
}

/// Removes `path`, whose failure to go away changes nothing for the user: the save has
/// already failed, or the file was only a test that the directory can be written.
fn remove_quietly(path: &Path) {
    let _ = std::fs::remove_file(path);
}

/// What a file that is not a regular one is, in words.
fn kind_of(kind: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
        if kind.is_fifo() {
            return "a fifo";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    if kind.is_symlink() {
        "a symbolic link"
    } else if kind.is_dir() {
        "a directory"
    } else {
        "not a regular file"
    }
}

/// FNV-1a over bytes, the checksum of a checkpoint, added to piece by piece.
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Self(0xcbf2_9ce4_8422_2325)
    }

    fn add(&mut self, bytes: &[u8]) {
        for &b in bytes {
            // The FNV prime multiplies modulo 2^64 by definition.
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// What [`load`] read: the values it put in the table, and how many the file holds.
pub struct Loaded {
    /// The values copied into the table: the file's, at most the table's length.
    pub resumed: usize,
    /// The values the file holds.
    pub count: u64,
}

/// Reads the checkpoint at `path`, which must be of `game` (as [`Saver`] names it) and hold
/// at most `cap` values, into the first cells of `table` (a file holding more values than
/// the table has cells is read and checked whole, its first values kept).
///
/// # Errors
/// [`Failure::Io`] when the file cannot be read, [`Failure::Input`] saying what is wrong
/// with it otherwise.
pub fn load(path: &Path, game: &str, cap: u64, table: &mut [u16]) -> Result<Loaded, Failure> {
    let name = shown(path);
    let bad = |why: &str| Failure::Input(format!("the checkpoint {name}: {why}"));
    let io = |e: std::io::Error| Failure::Io(format!("cannot read the checkpoint {name}: {e}"));
    let file = File::open(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    if !meta.is_file() {
        return Err(bad("not a regular file"));
    }
    let mut file = BufReader::new(file);
    let mut header = 0u64;
    // A header line of at most MAX_LINE bytes, without its newline; its bytes are counted
    // in `header`.
    let line = |file: &mut BufReader<File>, header: &mut u64, what: &str| {
        let mut bytes = Vec::new();
        let read = file
            .by_ref()
            .take(MAX_LINE)
            .read_until(b'\n', &mut bytes)
            .map_err(io)?;
        *header += read as u64;
        match bytes.pop() {
            Some(b'\n') => String::from_utf8(bytes).map_err(|_| bad(what)),
            _ => Err(bad(what)),
        }
    };
    if line(&mut file, &mut header, "not a checkpoint of grundy")? != MAGIC {
        return Err(bad("not a checkpoint of grundy (the first line differs)"));
    }
    let named = line(&mut file, &mut header, "no game line")?;
    if named != format!("game {game}") {
        let of = named.strip_prefix("game ").unwrap_or(&named);
        return Err(bad(&format!(
            "it holds the values of {}, not of {game}",
            grundy_host::shown(of, false)
        )));
    }
    let count = line(&mut file, &mut header, "no count of values")?
        .strip_prefix("values ")
        .and_then(|n| grundy_host::parse_number(n).ok())
        .ok_or_else(|| bad("the count of values is not a number"))?;
    // The count against the file's length and the cap, before a value is read.
    if count > cap {
        return Err(bad(&format!(
            "it says it holds {count} values, past the {cap} a table holds"
        )));
    }
    let expected = count
        .checked_mul(2)
        .and_then(|b| b.checked_add(TAIL_LEN))
        .and_then(|b| b.checked_add(header));
    match expected {
        Some(len) if len == meta.len() => {}
        Some(len) if len > meta.len() => {
            return Err(bad("it ends before its values do (a copy cut short?)"));
        }
        _ => {
            return Err(bad(&format!(
                "it is longer than the {count} values its header counts and their checksum"
            )));
        }
    }
    let resumed = usize::try_from(count).map_or(table.len(), |c| c.min(table.len()));
    let mut sum = Fnv::new();
    let mut bytes = vec![0u8; 2 * PIECE];
    let mut left = count;
    let mut at = 0;
    while left > 0 {
        let n = usize::try_from(left).map_or(PIECE, |l| l.min(PIECE));
        let raw = bytes.get_mut(..2 * n).unwrap_or_default();
        file.read_exact(raw)
            .map_err(|_| bad("it ends before its values do (a copy cut short?)"))?;
        sum.add(raw);
        let keep = table.get_mut(at..resumed).unwrap_or_default();
        for (v, b) in keep.iter_mut().zip(raw.chunks_exact(2)) {
            if let [lo, hi] = *b {
                *v = u16::from_le_bytes([lo, hi]);
            }
        }
        at = at.saturating_add(n).min(resumed);
        left -= n as u64;
    }
    let tail = line(&mut file, &mut header, "no checksum after the values")?;
    if tail != format!("fnv1a64 {:016x}", sum.0) {
        return Err(bad(
            "its checksum does not match its values (a damaged file?)",
        ));
    }
    if file.fill_buf().map_err(io)?.is_empty() {
        Ok(Loaded { resumed, count })
    } else {
        Err(bad(&format!(
            "it is longer than the {count} values its header counts and their checksum"
        )))
    }
}

/// Whether `a` and `b` name the same file (both exist, same device and inode).
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
        false
    }
    #[cfg(not(unix))]
    {
        matches!(
            (std::fs::canonicalize(a), std::fs::canonicalize(b)),
            (Ok(x), Ok(y)) if x == y
        )
    }
}

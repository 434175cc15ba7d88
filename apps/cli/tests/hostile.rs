//! `grundy` against hostile input, as an attacker tries it: checkpoints whose header lies,
//! `--save` aimed at devices, fifos, directories and symbolic links, long paths in errors,
//! and every game at the u64 extremes in this (debug) build, where an arithmetic overflow
//! panics instead of wrapping. Nothing may panic, abort or replace what is not a regular
//! file; every refusal is one line and exit status 2 (bad input) or 1 (a file's I/O).

#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;

use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::{Run, grundy};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// Asserts a refusal: `code`, one line on stderr holding `part`, nothing panicked.
#[track_caller]
fn refused(run: &Run, code: i32, part: &str) {
    assert_eq!(run.code, Some(code), "{}", run.stderr);
    assert!(
        run.stderr.contains(part),
        "wanted {part:?} in {}",
        run.stderr
    );
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(!run.stderr.contains("internal error"), "{}", run.stderr);
}

/// `FILE.part`, the file a save writes before it renames it over FILE.
fn part(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".part");
    PathBuf::from(name)
}

#[test]
fn save_refuses_what_is_not_a_regular_file() {
    let dir = scratch("save");
    let save = |target: &Path| {
        grundy(
            &["sg", "grundy", "--upto", "300", "--save", text(target)],
            b"",
        )
    };
    // A fifo: it stays a fifo.
    let fifo = dir.join("fifo");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    refused(&save(&fifo), 2, "a fifo, not a regular file");
    assert!(
        std::fs::symlink_metadata(&fifo)
            .unwrap()
            .file_type()
            .is_fifo()
    );
    // A symbolic link, to a file or to nothing: the link stays, its file untouched.
    let precious = dir.join("precious.txt");
    std::fs::write(&precious, "precious").unwrap();
    for (name, to) in [("link", precious.clone()), ("dangling", dir.join("none"))] {
        let link = dir.join(name);
        std::os::unix::fs::symlink(&to, &link).unwrap();
        refused(&save(&link), 2, "a symbolic link, not a regular file");
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(!part(&link).exists());
    }
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "precious");
    assert!(!dir.join("none").exists());
    // A directory: it stays, and no `NAME.part` is left beside it.
    let folder = dir.join("folder");
    std::fs::create_dir(&folder).unwrap();
    refused(&save(&folder), 2, "a directory, not a regular file");
    assert!(folder.is_dir());
    assert!(!part(&folder).exists());
    // A character device, when the test may look at one (never written: refused first).
    let null = Path::new("/dev/null");
    if std::fs::symlink_metadata(null).is_ok_and(|m| m.file_type().is_char_device()) {
        refused(&save(null), 2, "a device, not a regular file");
        assert!(
            std::fs::symlink_metadata(null)
                .unwrap()
                .file_type()
                .is_char_device()
        );
    }
    // `NAME.part` a link planted beside the target: refused, not written through.
    let planted = dir.join("planted.bin");
    std::os::unix::fs::symlink(&precious, part(&planted)).unwrap();
    refused(&save(&planted), 2, "is a symbolic link");
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "precious");
    // A directory that is not there: refused before the table is computed.
    let nowhere = dir.join("no-such-folder").join("x.bin");
    refused(&save(&nowhere), 1, "cannot save the checkpoint");
    // A regular file and a new path are saved, and a `NAME.part` left by a run stopped while
    // saving is replaced and gone afterwards.
    let old = dir.join("old.bin");
    std::fs::write(&old, "an old file").unwrap();
    std::fs::write(part(&old), "a stopped save").unwrap();
    for target in [&old, &dir.join("new.bin")] {
        let run = save(target);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        assert!(!part(target).exists());
        let resumed = grundy(
            &["sg", "grundy", "--upto", "300", "--resume", text(target)],
            b"",
        );
        assert_eq!(resumed.code, Some(0), "{}", resumed.stderr);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The checkpoint of Grundy's game for heaps `0..=upto`, saved in `dir`.
fn checkpoint(dir: &Path, name: &str, upto: u64) -> (PathBuf, Vec<u8>) {
    let path = dir.join(name);
    let upto = upto.to_string();
    let run = grundy(
        &[
            "sg",
            "grundy",
            "--upto",
            &upto,
            "--save",
            text(&path),
            "--format",
            "csv",
        ],
        b"",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let bytes = std::fs::read(&path).unwrap();
    (path, bytes)
}

/// `grundy args` with its address space limited to 2 GiB: a checkpoint that made it
/// allocate what its header says (16 GiB for 2^33 values) aborts instead of answering.
fn grundy_in_2_gib(args: &[&str]) -> Run {
    let script = format!(
        "ulimit -v 2097152 && exec \"$0\" {}",
        args.iter()
            .map(|a| format!("'{a}'"))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let out = Command::new("sh")
        .args(["-c", &script, env!("CARGO_BIN_EXE_grundy")])
        .output()
        .unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

#[test]
fn a_checkpoint_whose_header_lies_is_refused_before_anything_is_allocated() {
    let dir = scratch("counts");
    let (good, bytes) = checkpoint(&dir, "good.bin", 1000);
    let head = "grundy-table 1\ngame grundy\nvalues 1001\n";
    assert!(bytes.starts_with(head.as_bytes()));
    let values = &bytes[head.len()..];
    let with_count = |count: &str| {
        let mut file = format!("grundy-table 1\ngame grundy\nvalues {count}\n").into_bytes();
        file.extend_from_slice(values);
        file
    };
    let lied = dir.join("lied.bin");
    let resume = |file: &[u8]| {
        std::fs::write(&lied, file).unwrap();
        grundy_in_2_gib(&["sg", "grundy", "--upto", "10", "--resume", text(&lied)])
    };
    for count in [
        "18446744073709551615",
        "4611686018427387904",
        "17179869184",
        "8589934592",
        "4294967297",
    ] {
        refused(
            &resume(&with_count(count)),
            2,
            "past the 4294967296 a table holds",
        );
    }
    for count in ["4294967296", "1002", "99999999"] {
        refused(&resume(&with_count(count)), 2, "ends before its values do");
    }
    for count in ["1000", "0", "+1001", "1001 "] {
        let run = resume(&with_count(count));
        assert_eq!(run.code, Some(2), "{count}: {}", run.stderr);
        assert!(!run.stderr.contains("internal error"), "{}", run.stderr);
    }
    // Bytes after the checksum: refused, whatever they are.
    for extra in [&b"x"[..], b"\n", b"fnv1a64 0000000000000000\n"] {
        let mut file = bytes.clone();
        file.extend_from_slice(extra);
        refused(
            &resume(&file),
            2,
            "longer than the 1001 values its header counts",
        );
    }
    // The file as saved is read, in the same memory.
    let run = grundy_in_2_gib(&["sg", "grundy", "--upto", "10", "--resume", text(&good)]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn resuming_and_saving_one_checkpoint_never_shrinks_it() {
    let dir = scratch("shrink");
    let (path, bytes) = checkpoint(&dir, "run.bin", 3000);
    let same = |upto: &str| {
        grundy(
            &[
                "sg",
                "grundy",
                "--upto",
                upto,
                "--resume",
                text(&path),
                "--save",
                text(&path),
                "--format",
                "csv",
            ],
            b"",
        )
    };
    refused(&same("100"), 2, "give --upto 3000 or more");
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
    // Another path to the same file is the same file.
    let again = dir.join(".").join("run.bin");
    let run = grundy(
        &[
            "sg",
            "grundy",
            "--upto",
            "100",
            "--resume",
            text(&path),
            "--save",
            text(&again),
        ],
        b"",
    );
    refused(&run, 2, "it is the checkpoint resumed");
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
    // As many heaps or more: saved, and the larger checkpoint resumes to the whole table.
    let grown = same("4000");
    assert_eq!(grown.code, Some(0), "{}", grown.stderr);
    let whole = grundy(&["sg", "grundy", "--upto", "4000", "--format", "csv"], b"");
    assert_eq!(grown.stdout, whole.stdout);
    assert!(
        std::fs::read(&path)
            .unwrap()
            .starts_with(b"grundy-table 1\ngame grundy\nvalues 4001\n")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn paths_in_errors_are_cut_like_other_words() {
    let long = format!(
        "/nonexistent/{}checkpoint.bin",
        "long-folder-name/".repeat(12)
    );
    for args in [
        vec!["sg", "grundy", "--upto", "10", "--resume", &long],
        vec!["sg", "graph", &long],
    ] {
        let run = grundy(&args, b"");
        assert_eq!(run.code, Some(1), "{}", run.stderr);
        assert!(!run.stderr.contains(&long), "{}", run.stderr);
        // The path's last 39 characters after a `…`: 40 in all.
        assert!(
            run.stderr
                .contains(" …er-name/long-folder-name/checkpoint.bin: No such file"),
            "{}",
            run.stderr
        );
    }
}

#[test]
fn every_game_at_the_u64_extremes() {
    // Answered or refused with a message, never an overflow panic of this debug build.
    const MAX: &str = "18446744073709551615";
    const MAX_1: &str = "18446744073709551614";
    let cases: &[&[&str]] = &[
        &["hint", "wythoff", MAX, MAX],
        &["hint", "wythoff", "--misere", MAX, MAX],
        &["hint", "wythoff", MAX_1, MAX],
        &["hint", "wythoff", "0", MAX],
        &["hint", "nim", MAX, MAX, "1"],
        &["hint", "nim", "--misere", MAX, "1", "1"],
        &["hint", "staircase", MAX, MAX, MAX],
        &["hint", "split", MAX, MAX_1],
        &["hint", "bash", "--k", MAX, MAX],
        &["hint", "bash", "--k", MAX_1, "--misere", MAX],
        &["hint", "set", "--set", &["1,", MAX].concat(), MAX],
        &["hint", "octal", "0.77", MAX, MAX_1],
        &["hint", "octal", "0.07", MAX, "+", "wythoff", MAX, MAX],
        &["hint", "grundy", MAX],
        &["sg", "bash", "--k", MAX, "--upto", "3"],
        &["sg", "set", "--set", MAX, "--upto", "3"],
        &["sg", "wythoff", "--size", MAX],
        &["sg", "grundy", "--upto", MAX],
    ];
    for args in cases {
        let run = grundy(args, b"");
        assert!(matches!(run.code, Some(0 | 2)), "{args:?}: {}", run.stderr);
        assert!(
            !run.stderr.contains("internal error"),
            "{args:?}: {}",
            run.stderr
        );
    }
    let run = grundy(&["hint", "--format", "json", "wythoff", MAX, MAX], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("\"outcome\":\"N\""), "{}", run.stdout);
}

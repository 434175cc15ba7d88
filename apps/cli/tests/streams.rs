//! `grundy` with failing, closed and endless streams: stderr full or a pipe nobody reads,
//! stdout full, closed or closed by its reader, and inputs of hundreds of megabytes whose
//! peak memory is read from `/proc` while the process still runs. Nothing may panic, and
//! every case ends with the documented exit status: 0 done, 1 stdin or stdout failed, 2 bad
//! input or command line.

#![cfg(target_os = "linux")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::fs::File;
use std::io::{ErrorKind, Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread;

const BIN: &str = env!("CARGO_BIN_EXE_grundy");

/// The status of `Command::status`, which is `None` when a signal ended the process.
fn status(child: &mut Child) -> Option<i32> {
    child.wait().unwrap().code()
}

fn full() -> Stdio {
    Stdio::from(File::options().write(true).open("/dev/full").unwrap())
}

/// Runs `grundy args` with `stdin`, stdout and stderr as given; returns the exit status.
fn run_with(args: &[&str], stdin: &[u8], stdout: Stdio, stderr: Stdio) -> Option<i32> {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(stdin);
    status(&mut child)
}

/// Stderr as text, with stdout and stdin as given.
fn stderr_of(args: &[&str], stdin: &[u8], stdout: Stdio) -> (Option<i32>, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(stdin);
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(!err.contains("panicked"), "{err}");
    (status(&mut child), err)
}

#[test]
fn a_full_stderr_keeps_the_exit_status() {
    assert_eq!(
        run_with(&["judge", "acwing-891"], b"1 x", Stdio::piped(), full()),
        Some(2)
    );
    assert_eq!(
        run_with(
            &["hint", "bash", "--k", "0", "5"],
            b"",
            Stdio::null(),
            full()
        ),
        Some(2)
    );
    assert_eq!(
        run_with(&["frobnicate"], b"", Stdio::null(), full()),
        Some(2)
    );
    // Both full: the output fails and cannot even be reported.
    assert_eq!(
        run_with(&["sg", "split", "--upto", "5"], b"", full(), full()),
        Some(1)
    );
    assert_eq!(
        run_with(&["hint", "nim", "1", "2", "3"], b"", full(), full()),
        Some(1)
    );
    assert_eq!(
        run_with(&["judge", "acwing-891"], b"1 1", full(), full()),
        Some(1)
    );
}

#[test]
fn a_stderr_pipe_nobody_reads() {
    for (args, input, want) in [
        (&["judge", "acwing-891"][..], &b"1 x"[..], 2),
        (&["hint", "bash", "--k", "0", "5"][..], &b""[..], 2),
        (&["sg", "wythoff", "--size", "0"][..], &b""[..], 2),
    ] {
        let mut child = Command::new(BIN)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reading end goes before the child can write its error.
        drop(child.stderr.take());
        let _ = child.stdin.take().unwrap().write_all(input);
        assert_eq!(status(&mut child), Some(want), "{args:?}");
    }
}

#[test]
fn a_full_stdout_is_status_1_with_a_message() {
    for (args, input) in [
        (&["judge", "acwing-891"][..], &b"2 2 3"[..]),
        (&["judge", "--list"][..], &b""[..]),
        (&["judge", "acwing-893", "--sample"][..], &b""[..]),
        (&["sg", "split", "--upto", "5"][..], &b""[..]),
        (&["hint", "nim", "3", "4", "5"][..], &b""[..]),
        (&["--help"][..], &b""[..]),
        (&["sg", "--help"][..], &b""[..]),
        (&["--version"][..], &b""[..]),
    ] {
        let (code, err) = stderr_of(args, input, full());
        assert_eq!(code, Some(1), "{args:?}: {err}");
        assert_eq!(
            err, "grundy: cannot write to stdout: No space left on device (os error 28)\n",
            "{args:?}"
        );
    }
}

/// Runs `grundy args` through `sh -c 'exec grundy args REDIRECTION'`; returns the status,
/// stdout and stderr.
fn through_sh(args: &[&str], redirection: &str, stdin: &[u8]) -> (Option<i32>, String, String) {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" \"$@\" {redirection}"))
        .arg(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(stdin);
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (status(&mut child), out, err)
}

#[test]
fn dev_null_in_every_mode_and_a_closed_stdout_are_fine() {
    // `>/dev/null`, `1<>/dev/null` (what Python's subprocess.DEVNULL gives a child) and a
    // closed stdout (which the Rust runtime reopens on /dev/null): all status 0, silent.
    for args in [
        &["judge", "acwing-891"][..],
        &["sg", "split", "--upto", "5"][..],
        &["hint", "nim", "1"][..],
        &["--help"][..],
    ] {
        for redirection in [">/dev/null", "1<>/dev/null", ">&-"] {
            let got = through_sh(args, redirection, b"1 1\n");
            assert_eq!(
                got,
                (Some(0), String::new(), String::new()),
                "{args:?} {redirection}"
            );
        }
        // And a closed stderr with bad input keeps status 2.
        let (code, out, _) = through_sh(&["judge", "acwing-891"], "2>&-", b"1 x");
        assert_eq!((code, out.as_str()), (Some(2), ""));
    }
}

#[test]
fn a_reader_closing_stdout_stops_it_quietly() {
    for args in [
        &["sg", "split", "--upto", "3000000"][..],
        &[
            "sg",
            "bash",
            "--k",
            "3",
            "--upto",
            "100000000",
            "--format",
            "csv",
        ][..],
    ] {
        let mut child = Command::new(BIN)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = [0; 16];
        let mut out = child.stdout.take().unwrap();
        out.read_exact(&mut first).unwrap();
        drop(out);
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        assert_eq!(
            (status(&mut child), err.as_str()),
            (Some(0), ""),
            "{args:?}"
        );
    }
}

/// The peak resident memory of a running process, in bytes.
fn peak_memory(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    let kb: u64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kb * 1024
}

const MIB: u64 = 1 << 20;

/// Feeds `head`, then `repeat` until `total` bytes, to `grundy judge problem`; measures the
/// peak memory before closing stdin; returns it with the exit status, stdout's length and
/// bytes (the first 64 KiB) and stderr.
fn stream(
    problem: &str,
    head: &[u8],
    repeat: &[u8],
    total: usize,
) -> (u64, Option<i32>, usize, Vec<u8>, String) {
    let mut child = Command::new(BIN)
        .args(["judge", problem])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let reader = thread::spawn(move || {
        let mut first = Vec::new();
        let mut len = 0;
        let mut buf = vec![0; 1 << 16];
        loop {
            let n = out.read(&mut buf).unwrap();
            if n == 0 {
                return (len, first);
            }
            if first.len() < 1 << 16 {
                first.extend_from_slice(&buf[..n]);
            }
            len += n;
        }
    });
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(head).unwrap();
    let block = repeat.repeat((1 << 16) / repeat.len());
    let mut sent = head.len();
    while sent < total {
        let n = block.len().min(total - sent);
        stdin.write_all(&block[..n]).unwrap();
        sent += n;
    }
    let peak = peak_memory(child.id());
    drop(stdin);
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let code = status(&mut child);
    let (len, first) = reader.join().unwrap();
    (peak, code, len, first, err)
}

#[test]
fn memory_stays_bounded_on_long_inputs() {
    // A valid input followed by 200 MiB of whitespace.
    let (peak, code, len, out, err) = stream("acwing-891", b"2\n2 3\n", b" \n\t ", 200 << 20);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    assert_eq!((len, out.as_slice()), (4, &b"Yes\n"[..]));
    assert!(peak < 64 * MIB, "peak {} MiB", peak / MIB);

    // 2^25 Bash cases (128 MiB): past the answers held, they stream out.
    let cases: usize = 1 << 25;
    let (peak, code, len, out, err) = stream(
        "51nod-1066",
        format!("{cases}\n").as_bytes(),
        b"1 1\n",
        9 + 4 * cases,
    );
    assert_eq!((code, err.as_str()), (Some(0), ""));
    assert_eq!(len, 2 * cases);
    assert!(out.chunks(2).all(|a| a == b"A\n"));
    assert!(peak < 64 * MIB, "peak {} MiB", peak / MIB);
}

/// Feeds `head` and then `repeat` endlessly (up to 1 GiB); returns the exit status, stderr
/// and how much was written before the process stopped reading.
fn until_refused(problem: &str, head: &[u8], repeat: &[u8]) -> (Option<i32>, String, u64) {
    let mut child = Command::new(BIN)
        .args(["judge", problem])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let block = repeat.repeat((1 << 16) / repeat.len());
    let mut sent = 0u64;
    let mut refused = false;
    for part in std::iter::once(head).chain(std::iter::repeat(block.as_slice())) {
        match stdin.write_all(part) {
            Ok(()) => sent += part.len() as u64,
            Err(e) if e.kind() == ErrorKind::BrokenPipe => {
                refused = true;
                break;
            }
            Err(e) => panic!("{e}"),
        }
        if sent > 1 << 30 {
            break;
        }
    }
    assert!(refused, "read {sent} bytes without stopping");
    drop(stdin);
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    assert_eq!(out, "");
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (status(&mut child), err, sent)
}

#[test]
fn errors_come_as_soon_as_they_are_seen() {
    // `yes 1 | grundy judge acwing-891`: the third number is one too many.
    let (code, err, sent) = until_refused("acwing-891", b"", b"1\n");
    assert_eq!(code, Some(2));
    assert_eq!(
        err,
        "grundy: acwing-891: line 3, column 1: expected the end of input, found \"1\" (more numbers than announced)\n"
    );
    assert!(sent < 64 * MIB, "{sent}");
    // `grundy judge acwing-891 </dev/zero`: one endless token of NUL bytes.
    let (code, err, sent) = until_refused("acwing-891", b"", &[0]);
    assert_eq!(code, Some(2));
    assert!(
        err.starts_with("grundy: acwing-891: line 1, column 1: expected the number of piles n (a non-negative integer), found \"\\0\\0"),
        "{err}"
    );
    assert!(err.ends_with("…\"\n"), "{err}");
    assert!(sent < 64 * MIB, "{sent}");
    // Endless digits: too large once the 21st has arrived, whatever follows.
    let (code, err, sent) = until_refused("acwing-891", b"1\n", b"7");
    assert_eq!(code, Some(2));
    assert!(err.starts_with("grundy: acwing-891: line 2, column 1: expected a pile size (a non-negative integer), found \"7777"), "{err}");
    assert!(
        err.ends_with("…\" (larger than 18446744073709551615)\n"),
        "{err}"
    );
    assert!(sent < 64 * MIB, "{sent}");
}

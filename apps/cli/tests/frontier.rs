//! `grundy sg octal` with hexadecimal codes and subtraction codes, `grundy sg grundy`, the
//! statistics of rare values against the published tables, checkpoints, and a reader that
//! closes the pipe. Values are checked against mex tables written here, from the rules.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap.

mod common;

use std::collections::HashSet;
use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{grundy, mex};

/// Grundy's game by the plain mex: `g(n)` over the splits `a < n − a`.
fn grundys_game(len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len {
        let options = (1..n).filter(|&a| a < n - a).map(|a| g[a] ^ g[n - a]);
        g.push(mex(options));
    }
    g
}

/// A hexadecimal code's table by the plain mex: the digits after the point, `d₀ = 0`.
fn hexadecimal(digits: &[u8], len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len {
        let mut options = HashSet::new();
        for (i, &d) in digits.iter().enumerate() {
            let k = i + 1;
            if n < k {
                continue;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                options.insert(0);
            }
            if d & 2 != 0 && rest > 0 {
                options.insert(g[rest]);
            }
            for a in 1..rest {
                if d & 4 != 0 && a <= rest - a {
                    options.insert(g[a] ^ g[rest - a]);
                }
                for b in a..rest {
                    if d & 8 != 0 && a + b < rest && b <= rest - a - b {
                        options.insert(g[a] ^ g[b] ^ g[rest - a - b]);
                    }
                }
            }
        }
        g.push(mex(options));
    }
    g
}

/// The values of a JSON listing `..."values":[...]}`.
fn json_values(json: &str) -> Vec<u64> {
    let list = json.split("\"values\":[").nth(1).unwrap();
    let list = list.split(']').next().unwrap();
    list.split(',').map(|v| v.parse().unwrap()).collect()
}

#[test]
fn grundys_game_and_hexadecimal_codes_print_their_values() {
    let run = grundy(&["sg", "grundy", "--upto", "300", "--format", "json"], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.starts_with("{\"game\":\"grundy\",\"upto\":300,"));
    assert_eq!(json_values(&run.stdout), grundys_game(301));
    for (code, digits) in [("0.f8", &[15u8, 8][..]), ("0.8", &[8]), ("0.38", &[3, 8])] {
        let run = grundy(
            &["sg", "octal", code, "--upto", "120", "--format", "json"],
            b"",
        );
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        assert_eq!(json_values(&run.stdout), hexadecimal(digits, 121), "{code}");
    }
    let text = grundy(&["sg", "grundy", "--upto", "12"], b"").stdout;
    assert_eq!(
        text,
        concat!(
            "Grundy values of Grundy's game, positions 0..=12 (* marks P-positions)\n",
            " 0 | 0* 0* 0* 1  0* 2  1  0* 2  1\n",
            "10 | 0* 2  1\n"
        )
    );
    let title = grundy(&["sg", "octal", "0.f8", "--upto", "3"], b"").stdout;
    assert!(
        title.starts_with("Grundy values of the hexadecimal game 0.f8"),
        "{title}"
    );
}

#[test]
fn a_subtraction_code_has_the_values_of_set_nim() {
    let octal = grundy(
        &[
            "sg",
            "octal",
            "0.0300303",
            "--upto",
            "5000",
            "--format",
            "csv",
        ],
        b"",
    );
    let set = grundy(
        &[
            "sg", "set", "--set", "2,5,7", "--upto", "5000", "--format", "csv",
        ],
        b"",
    );
    assert_eq!(octal.code, Some(0));
    assert_eq!(octal.stdout, set.stdout);
    let period = grundy(
        &["sg", "octal", "0.0300303", "--period", "--format", "csv"],
        b"",
    );
    let set_period = grundy(
        &["sg", "set", "--set", "2,5,7", "--period", "--format", "csv"],
        b"",
    );
    assert_eq!(period.stdout, set_period.stdout);
}

/// The `stats` object of a JSON answer, as text.
fn stats_of(json: &str) -> &str {
    json.split("\"stats\":").nth(1).unwrap().trim_end()
}

#[test]
fn rare_statistics_reproduce_the_published_tables() {
    // T. Czajka, `octal-games`, UnsolvedGames.md: heaps below 2^21, the largest value and
    // its heap, the rare mask, the number of rare heaps and the last of them.
    for (args, published) in [
        (
            ["sg", "grundy", "--upto", "2097151"].as_slice(),
            "{\"largest\":{\"heap\":763622,\"value\":231},\"rare_count\":1274,\"last_rare\":82860,\"mask\":\"fe\"}}",
        ),
        // Heaps below 2^17 (the mask chosen here is the published one).
        (
            ["sg", "octal", "0.04", "--upto", "131071"].as_slice(),
            "{\"largest\":{\"heap\":109363,\"value\":1024},\"rare_count\":18860,\"last_rare\":131003,\"mask\":\"7b8\"}}",
        ),
        (
            ["sg", "octal", "0.6", "--upto", "2097151"].as_slice(),
            "{\"largest\":{\"heap\":1274955,\"value\":319},\"rare_count\":1584,\"last_rare\":20627,\"mask\":\"1ee\"}}",
        ),
    ] {
        // Without --mask the one with the fewest rare heaps is chosen: the published one.
        let mut args = args.to_vec();
        args.extend(["--stats", "--format", "json"]);
        let run = grundy(&args, b"");
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        assert_eq!(stats_of(&run.stdout), published, "{args:?}");
    }
    // A given mask; the rare heaps listed are those of Flammenkamp's list.
    let run = grundy(
        &[
            "sg", "grundy", "--upto", "240", "--stats", "--mask", "fe", "--rare", "--format", "csv",
        ],
        b"",
    );
    let heaps: Vec<u64> = run
        .stdout
        .lines()
        .skip(1)
        .map(|l| l.split(',').next().unwrap().parse().unwrap())
        .collect();
    let g = grundys_game(241);
    let want: Vec<u64> = (0..=240u64)
        .filter(|&n| (g[n as usize] & 0xfe).count_ones().is_multiple_of(2))
        .collect();
    assert_eq!(heaps, want);
    assert_eq!(&heaps[..12], [0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20]);
    let text = grundy(
        &["sg", "grundy", "--upto", "240", "--stats", "--mask", "0xfe"],
        b"",
    )
    .stdout;
    assert!(
        text.contains("largest value 12, first at heap 181\n"),
        "{text}"
    );
    let line = format!(
        "rare heaps {}, the last at heap {}\n",
        want.len(),
        want.last().unwrap()
    );
    assert!(text.contains(&line), "{text}");
    for (bad, why) in [("xyz", "not a mask in hexadecimal"), ("10000", "past ffff")] {
        let run = grundy(
            &["sg", "grundy", "--upto", "9", "--stats", "--mask", bad],
            b"",
        );
        assert_eq!(run.code, Some(2));
        assert!(run.stderr.contains(why), "{}", run.stderr);
    }
    let run = grundy(&["sg", "grundy", "--upto", "9", "--mask", "fe"], b"");
    assert_eq!(run.code, Some(2), "--mask needs --stats");
}

#[test]
fn a_run_saved_and_resumed_gives_the_same_table() {
    let dir = std::env::temp_dir().join(format!("grundy-frontier-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("grundy.bin");
    let path = file.to_str().unwrap();
    let whole = grundy(&["sg", "grundy", "--upto", "60000", "--format", "csv"], b"").stdout;
    let first = grundy(
        &[
            "sg", "grundy", "--upto", "20000", "--save", path, "--format", "csv",
        ],
        b"",
    );
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    let resumed = grundy(
        &[
            "sg", "grundy", "--upto", "60000", "--resume", path, "--format", "csv",
        ],
        b"",
    );
    assert_eq!(resumed.code, Some(0), "{}", resumed.stderr);
    assert_eq!(resumed.stdout, whole);
    // A checkpoint of another game, one cut short, one damaged: refused, saying why.
    let other = grundy(
        &["sg", "octal", "0.6", "--upto", "10", "--resume", path],
        b"",
    );
    assert_eq!(other.code, Some(2));
    assert!(
        other
            .stderr
            .contains("holds the values of grundy, not of octal 0.6"),
        "{}",
        other.stderr
    );
    let bytes = std::fs::read(&file).unwrap();
    let cut = dir.join("cut.bin");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let run = grundy(
        &[
            "sg",
            "grundy",
            "--upto",
            "10",
            "--resume",
            cut.to_str().unwrap(),
        ],
        b"",
    );
    assert!(
        run.stderr.contains("ends before its values do"),
        "{}",
        run.stderr
    );
    let mut damaged = bytes.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 1;
    std::fs::write(&cut, &damaged).unwrap();
    let run = grundy(
        &[
            "sg",
            "grundy",
            "--upto",
            "10",
            "--resume",
            cut.to_str().unwrap(),
        ],
        b"",
    );
    assert!(
        run.stderr.contains("checksum does not match"),
        "{}",
        run.stderr
    );
    let missing = grundy(
        &["sg", "grundy", "--upto", "10", "--resume", "/nonexistent/x"],
        b"",
    );
    assert_eq!(missing.code, Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs `grundy args`, reads one byte of its stdout, closes the pipe and waits: how long
/// the whole took.
fn closed_after_one_byte(args: &[&str]) -> Duration {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut one = [0u8; 1];
    child.stdout.take().unwrap().read_exact(&mut one).unwrap();
    // The pipe is closed here (the handle is dropped).
    let status = child.wait().unwrap();
    assert!(status.success(), "{args:?}: {status}");
    start.elapsed()
}

#[test]
fn a_closed_pipe_stops_the_computation() {
    // Each would take minutes to finish: a period certified (0.07, values from it) or a
    // table without one (0.6, Grundy's game, and 0.f8, whose breaks into three heaps make
    // a heap's cost grow with the heap); a reader that stops after one byte stops them at
    // the next write.
    for args in [
        &["sg", "octal", "0.07", "--upto", "10000000000"][..],
        &[
            "sg", "octal", "0.f8", "--upto", "100000", "--format", "json",
        ],
        &["sg", "octal", "0.6", "--upto", "100000000"],
        &["sg", "grundy", "--upto", "100000000", "--format", "csv"],
    ] {
        let took = closed_after_one_byte(args);
        assert!(took < Duration::from_secs(60), "{args:?} took {took:?}");
    }
}

#[test]
fn a_long_table_shows_its_progress() {
    // Hours of work: the progress line comes after two seconds, with the heaps done and an
    // estimate of the time left; the run is then stopped.
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["sg", "octal", "0.f8", "--upto", "100000", "--format", "csv"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let drain = std::thread::spawn(move || {
        let mut first = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 {
                break;
            }
            if first.len() < 4096 {
                first.extend_from_slice(&buf[..n]);
            }
        }
        first
    });
    let mut stderr = std::io::BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    std::io::BufRead::read_line(&mut stderr, &mut line).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    let first = String::from_utf8(drain.join().unwrap()).unwrap();
    let prefix = "grundy: the hexadecimal game 0.f8: ";
    assert!(line.starts_with(prefix), "{line}");
    assert!(line.contains(" of 100001 heaps ("), "{line}");
    assert!(line.trim_end().ends_with(" s left"), "{line}");
    // The values printed before the line are the game's.
    let want = hexadecimal(&[15, 8], 64);
    let printed: Vec<u64> = first
        .lines()
        .skip(1)
        .take(64)
        .map(|l| l.split(',').nth(1).unwrap().parse().unwrap())
        .collect();
    assert_eq!(printed, want);
}

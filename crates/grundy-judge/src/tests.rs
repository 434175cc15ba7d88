//! Unit tests: the samples, every kind of bad input, the u64 edges, random bytes, and the
//! stream read in pieces of every size through the smallest buffer.

use super::*;
use proptest::prelude::*;

/// A reader handing out `chunk` bytes at a time (the way a pipe may).
struct Trickle<'a> {
    data: &'a [u8],
    chunk: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.chunk.min(buf.len()).min(self.data.len());
        let (now, rest) = self.data.split_at(n);
        buf[..n].copy_from_slice(now);
        self.data = rest;
        Ok(n)
    }
}

/// The answers of `solve`, after checking that the stream read `chunk` bytes at a time
/// through the smallest buffer gives the same answers or the same error.
fn run_chunked(problem: Problem, input: &[u8], chunk: usize) -> Result<String, JudgeError> {
    let mut out = Vec::new();
    let whole = solve(problem, input, &mut out).map(|()| String::from_utf8(out).unwrap());
    let mut out = Vec::new();
    let trickle = Trickle { data: input, chunk };
    let piecewise = match solve_with(problem, trickle, &mut out, 0, HELD_ANSWERS) {
        Ok(()) => Ok(String::from_utf8(out).unwrap()),
        Err(SolveError::Input(e)) => {
            assert!(out.is_empty(), "output written before an error");
            Err(e)
        }
        Err(e) => panic!("{e}"),
    };
    assert_eq!(
        whole, piecewise,
        "{problem}, {chunk} bytes at a time, {input:?}"
    );
    whole
}

fn run(problem: Problem, input: &str) -> Result<String, JudgeError> {
    for chunk in [1, 2, 7] {
        run_chunked(problem, input.as_bytes(), chunk)?;
    }
    run_chunked(problem, input.as_bytes(), 1 << 20)
}

#[track_caller]
fn ok(problem: Problem, input: &str, expected: &str) {
    assert_eq!(
        run(problem, input).as_deref(),
        Ok(expected),
        "input {input:?}"
    );
}

/// Asserts the error's line, column and that the message contains `part`.
#[track_caller]
fn bad(problem: Problem, input: &str, line: usize, column: usize, part: &str) {
    let e = run(problem, input).unwrap_err();
    assert_eq!(e.format, problem.id());
    assert_eq!((e.line, e.column), (line, column), "{e}");
    assert!(e.message().contains(part), "{e:?} lacks {part:?}");
}

#[test]
fn samples_of_the_statements() {
    for p in Problem::ALL {
        ok(p, p.sample_input(), p.sample_output());
    }
}

#[test]
fn statement_samples_verbatim() {
    // The samples of AcWing 891 「Nim游戏」, 892 「台阶-Nim游戏」, 893 「集合-Nim游戏」 and
    // 894 「拆分-Nim游戏」, without a final newline: all "Yes".
    ok(Problem::AcWing891, "2\n2 3", "Yes\n");
    ok(Problem::AcWing892, "3\n2 1 3", "Yes\n");
    ok(Problem::AcWing893, "2\n2 5\n3\n2 4 7", "Yes\n");
    ok(Problem::AcWing894, "2\n2 3", "Yes\n");
    // The P-positions listed with 51nod 1072 「威佐夫游戏」 (Wythoff's game).
    let pairs = [
        (1, 2),
        (3, 5),
        (4, 7),
        (6, 10),
        (8, 13),
        (9, 15),
        (11, 18),
        (12, 20),
    ];
    let mut input = format!("{}\n", pairs.len() * 2);
    for (a, b) in pairs {
        input += &format!("{a} {b}\n{b} {a}\n");
    }
    ok(Problem::Nod1072, &input, &"B\n".repeat(pairs.len() * 2));
}

#[test]
fn ids_round_trip_and_unknown_names_fail() {
    for p in Problem::ALL {
        assert_eq!(p.id().parse::<Problem>(), Ok(p));
        assert_eq!(p.to_string(), p.id());
        assert!(!p.title().is_empty() && !p.input_format().is_empty());
    }
    assert_eq!("ACWING-893".parse::<Problem>(), Ok(Problem::AcWing893));
    let e = "acwing-895".parse::<Problem>().unwrap_err();
    assert!(e.to_string().contains("51nod-1066"), "{e}");
}

#[test]
fn display_has_the_documented_shape() {
    let e = run(Problem::AcWing893, "3\n2 5 x\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "acwing-893: line 2, column 5: expected a set element (a positive integer), found \"x\""
    );
}

#[test]
fn whitespace_of_every_kind() {
    ok(
        Problem::AcWing891,
        "\r\n\n 2\t\r\n\x0b2 \x0c 3 \n\n",
        "Yes\n",
    );
    ok(Problem::Nod1066, "2 3 2 4 2", "B\nA\n");
    ok(Problem::AcWing891, "2\r\n1 1\r\n", "No\n");
    ok(Problem::AcWing891, "1\n007", "Yes\n");
}

#[test]
fn zero_counts() {
    ok(Problem::Nod1066, "0\n", "");
    ok(Problem::Nod1069, "0", "B\n");
    ok(Problem::AcWing893, "1\n3\n0\n", "No\n");
    bad(
        Problem::AcWing893,
        "0\n",
        1,
        1,
        "expected the set size k (a positive integer)",
    );
}

#[test]
fn empty_input() {
    for p in Problem::ALL {
        let e = run(p, "").unwrap_err();
        assert_eq!((e.line, e.column), (1, 1));
        assert!(e.message().contains("found the end of input"), "{e}");
        let e = run(p, " \n\n").unwrap_err();
        assert_eq!((e.line, e.column), (3, 1), "{e}");
    }
}

#[test]
fn missing_numbers_name_the_end_and_the_progress() {
    bad(
        Problem::AcWing891,
        "3\n1 2\n",
        3,
        1,
        "found the end of input after 2 of 3",
    );
    bad(Problem::AcWing891, "3\n1 2", 2, 4, "expected a pile size");
    bad(
        Problem::Nod1066,
        "2\n3 2\n4",
        3,
        2,
        "expected the largest take K (a positive integer), found the end of input after 1 of 2 test cases",
    );
    bad(
        Problem::Nod1072,
        "1\n3",
        2,
        2,
        "expected the second pile b (a non-negative integer), found the end of input after 0 of 1 test cases",
    );
    bad(
        Problem::Nod1066,
        "3\n1 1\n",
        3,
        1,
        "after 1 of 3 test cases",
    );
    bad(Problem::Nod1069, "2 1", 1, 4, "after 1 of 2 piles");
    bad(Problem::AcWing892, "2 1", 1, 4, "after 1 of 2 steps");
    bad(Problem::AcWing893, "1 5 2 1", 1, 8, "after 1 of 2 heaps");
    bad(
        Problem::AcWing893,
        "2\n2",
        2,
        2,
        "after 1 of 2 set elements",
    );
    bad(
        Problem::AcWing893,
        "2\n2 5\n",
        3,
        1,
        "the number of heaps n",
    );
    bad(
        Problem::AcWing893,
        "1\n2\n2\n9",
        4,
        2,
        "expected a heap size",
    );
}

#[test]
fn extra_tokens() {
    bad(
        Problem::AcWing891,
        "2\n2 3 4\n",
        2,
        5,
        "expected the end of input, found \"4\"",
    );
    bad(Problem::Nod1066, "1\n3 2\nhello", 3, 1, "found \"hello\"");
    bad(
        Problem::AcWing893,
        "1 2 1 3 x",
        1,
        9,
        "expected the end of input",
    );
}

#[test]
fn non_numbers() {
    bad(
        Problem::AcWing891,
        "x",
        1,
        1,
        "expected the number of piles n",
    );
    bad(Problem::AcWing891, "2\n2 3x", 2, 3, "found \"3x\"");
    bad(Problem::AcWing891, "2\n2 +3", 2, 3, "found \"+3\"");
    bad(Problem::AcWing891, "2\n2 3.0", 2, 3, "found \"3.0\"");
    bad(Problem::AcWing892, "1\n\"", 2, 1, "found \"\\\"\"");
}

#[test]
fn negative_numbers() {
    bad(
        Problem::AcWing894,
        "2\n-1 3",
        2,
        1,
        "found \"-1\" (negative numbers are not allowed)",
    );
    bad(Problem::Nod1072, "-1", 1, 1, "negative");
}

#[test]
fn overflow_past_u64() {
    ok(Problem::AcWing891, "1\n18446744073709551615", "Yes\n");
    ok(
        Problem::AcWing891,
        "1\n00000000000000000000000018446744073709551615",
        "Yes\n",
    );
    bad(
        Problem::AcWing891,
        "1\n18446744073709551616",
        2,
        1,
        "(larger than 18446744073709551615)",
    );
    bad(
        Problem::Nod1066,
        "1 1 99999999999999999999999",
        1,
        5,
        "larger than",
    );
    // Twenty digits with whitespace after them, the shape of most input.
    bad(
        Problem::AcWing891,
        "2\n18446744073709551616 1\n",
        2,
        1,
        "(larger than 18446744073709551615)",
    );
    bad(
        Problem::AcWing891,
        "1 99999999999999999999 ",
        1,
        3,
        "larger than",
    );
    ok(
        Problem::AcWing891,
        "2 18446744073709551615 10000000000000000000 ",
        "Yes\n",
    );
}

#[test]
fn zero_where_positive_is_required() {
    bad(
        Problem::Nod1066,
        "2\n3 2\n5 0\n",
        3,
        3,
        "expected the largest take K (a positive integer), found \"0\"",
    );
    bad(
        Problem::AcWing893,
        "2\n2 0\n1\n3",
        2,
        3,
        "expected a set element (a positive integer), found \"0\"",
    );
    bad(Problem::AcWing893, "1\n000\n1\n3", 2, 1, "found \"000\"");
}

#[test]
fn non_ascii_digits_and_columns_in_characters() {
    bad(
        Problem::AcWing891,
        "1\n１２",
        2,
        1,
        "(only ASCII digits 0-9 are numbers)",
    );
    let e = run(Problem::AcWing891, "2\n\u{ff11}\u{ff12}").unwrap_err();
    assert!(e.message().contains("\"１２\""), "{e}");
    // Invalid UTF-8 is shown with replacement characters, never a panic.
    let mut out = Vec::new();
    let e = solve(Problem::AcWing891, b"1\n\xff\xfe", &mut out).unwrap_err();
    assert_eq!((e.line, e.column), (2, 1));
    assert!(out.is_empty());
}

#[test]
fn long_tokens_are_shortened() {
    let token = "y".repeat(1000);
    let e = run(Problem::AcWing891, &token).unwrap_err();
    assert!(e.message().len() < 200, "{e}");
    assert!(e.message().contains('…'));
}

#[test]
fn error_appends_nothing() {
    let mut out = b"kept".to_vec();
    let e = solve(Problem::Nod1066, b"3\n1 1\n2 1\n3 x\n", &mut out).unwrap_err();
    assert_eq!((e.line, e.column), (4, 3));
    assert_eq!(out, b"kept");
    solve(Problem::Nod1066, b"1\n1 1\n", &mut out).unwrap();
    assert_eq!(out, b"keptA\n");
}

#[test]
fn u64_edges() {
    let max = u64::MAX;
    // Bash with K = u64::MAX: n mod 2^64 = n, so only n = 0 loses.
    ok(
        Problem::Nod1066,
        &format!("3\n{max} {max}\n0 {max}\n{max} 1"),
        "A\nB\nA\n",
    );
    // u64::MAX = 2^64 - 1 is odd: k = 1 gives residue 1.
    ok(Problem::Nod1066, &format!("1\n{} 1", max - 1), "B\n");
    // Wythoff at k = 102334155 = F(40): ⌊kφ⌋ = F(41) − 1 = 165580140 (checked with
    // 60-digit decimals), while an f64 golden ratio rounds k·φ up to F(41) = 165580141 and
    // so calls (165580141, 267914296) a P-position.
    ok(
        Problem::Nod1072,
        "4\n165580140 267914295\n267914295 165580140\n165580141 267914296\n165580140 267914296\n",
        "B\nB\nA\nA\n",
    );
    ok(Problem::Nod1072, &format!("2\n{max} {max}\n0 0"), "A\nB\n");
    // Nim and staircase: u64::MAX ^ u64::MAX = 0.
    ok(Problem::Nod1069, &format!("2 {max} {max}"), "B\n");
    ok(Problem::AcWing892, &format!("3 {max} 7 {max}"), "No\n");
    // Split Nim values reach 2^65: g(u64::MAX) twice cancels, once does not.
    ok(Problem::AcWing894, &format!("2 {max} {max}"), "No\n");
    ok(Problem::AcWing894, &format!("1 {max}"), "Yes\n");
    // Set Nim {2, 5}: period certified, so a heap of u64::MAX is exact. g has period 7
    // (0 0 1 1 0 2 1), (2^64 - 1) mod 7 = 1, so g(u64::MAX) = 0.
    ok(Problem::AcWing893, &format!("2\n2 5\n1\n{max}"), "No\n");
    ok(Problem::AcWing893, &format!("2\n2 5\n2\n{max} 2"), "Yes\n");
    // Set elements of u64::MAX with small heaps: the plain table.
    ok(
        Problem::AcWing893,
        &format!("2\n{max} 1\n2\n3 100"),
        "Yes\n",
    );
}

#[test]
fn set_nim_with_no_certified_period_and_a_huge_heap_is_an_error() {
    let max = u64::MAX;
    let e = run(Problem::AcWing893, &format!("1\n{max}\n2\n1 {max}")).unwrap_err();
    assert_eq!((e.line, e.column), (4, 3), "{e}");
    assert!(
        e.message().contains("no period of the Grundy sequence"),
        "{e}"
    );
}

#[test]
fn set_nim_with_large_elements_gets_a_certified_period_or_the_plain_table() {
    // S = {100000}: g(n) = ⌊n / 100000⌋ mod 2, period 200000, certified in linear time.
    ok(Problem::AcWing893, "1\n100000\n1\n16777217", "Yes\n");
    ok(Problem::AcWing893, "1\n100000\n2\n16777217 99999", "Yes\n");
    // u64::MAX mod 200000 = 151615, in a block of ones.
    ok(
        Problem::AcWing893,
        "1\n100000\n1\n18446744073709551615",
        "Yes\n",
    );
    // S = {10^7}: heaps in the table take the plain values; past it, the period 2·10^7.
    ok(Problem::AcWing893, "1\n10000000\n1\n16777217", "Yes\n");
    ok(Problem::AcWing893, "1\n10000000\n1\n200000001", "No\n");
    ok(Problem::AcWing893, "1\n10000000\n1\n210000001", "Yes\n");
    // S = {10^9}: the period 2·10^9 needs 3·10^9 values to be certified, past the table.
    let e = run(Problem::AcWing893, "1\n1000000000\n1\n10000000000").unwrap_err();
    assert_eq!((e.line, e.column), (4, 1), "{e}");
    assert!(
        e.message().contains("no period of the Grundy sequence"),
        "{e}"
    );
    // The heaps are valued as they arrive: the first heap past the limit is the error, even
    // before a bad token after it.
    let e = run(Problem::AcWing893, "1\n1000000000\n3\n5 10000000000 x").unwrap_err();
    assert_eq!((e.line, e.column), (4, 3), "{e}");
    assert!(e.message().contains("heap 10000000000"), "{e}");
}

#[test]
fn set_nim_duplicates_count_once_and_size_is_capped() {
    ok(Problem::AcWing893, "4\n2 5 2 5\n3\n2 4 7", "Yes\n");
    let many: Vec<String> = (1..=129).map(|s| s.to_string()).collect();
    let input = format!("129\n{}\n1\n5", many.join(" "));
    bad(
        Problem::AcWing893,
        &input,
        2,
        1 + many[..128].join(" ").len() + 1,
        "more than 128",
    );
    // 200 copies of 128 distinct elements are fine.
    let dup: Vec<String> = (0..200).map(|i| (i % 128 + 1).to_string()).collect();
    ok(
        Problem::AcWing893,
        &format!("200\n{}\n1\n0", dup.join(" ")),
        "No\n",
    );
}

#[test]
fn set_nim_large_heaps_use_the_period() {
    // {1}: g(n) = n mod 2. A heap of 10^12 goes through the certified period.
    ok(Problem::AcWing893, "1\n1\n2\n1000000000000 1", "Yes\n");
    ok(Problem::AcWing893, "1\n1\n1\n1000000000001", "Yes\n");
    ok(Problem::AcWing893, "1\n1\n1\n1000000000000", "No\n");
}

#[test]
fn huge_announced_counts_do_not_allocate() {
    bad(
        Problem::Nod1066,
        "18446744073709551615\n1 1",
        2,
        4,
        "the number of stones N",
    );
    bad(
        Problem::AcWing893,
        "18446744073709551615\n1 1",
        2,
        4,
        "after 2 of 18446744073709551615",
    );
    bad(
        Problem::AcWing893,
        "1 1 18446744073709551615 1",
        1,
        27,
        "after 1 of",
    );
}

#[test]
fn problems_map_to_their_games() {
    // Written out here from the statements, not from the table.
    let expected = [
        (Problem::Nod1066, GameKind::Bash),
        (Problem::Nod1072, GameKind::Wythoff),
        (Problem::Nod1069, GameKind::Nim),
        (Problem::AcWing891, GameKind::Nim),
        (Problem::AcWing892, GameKind::Staircase),
        (Problem::AcWing893, GameKind::SetNim),
        (Problem::AcWing894, GameKind::SplitNim),
    ];
    for (p, kind) in expected {
        assert_eq!(p.game(), kind, "{p}");
    }
    for kind in GameKind::ALL {
        let want: Vec<Problem> = expected
            .iter()
            .filter(|(_, k)| *k == kind)
            .map(|(p, _)| *p)
            .collect();
        assert_eq!(Problem::for_game(kind).collect::<Vec<_>>(), want, "{kind}");
    }
    assert_eq!(Problem::ALL.map(|p| p.id()), expected.map(|(p, _)| p.id()));
}

#[test]
fn tokens_longer_than_the_buffer() {
    // Thousands of leading zeros are still a number; the smallest buffer is 256 bytes.
    let zeros = "0".repeat(5000);
    ok(Problem::AcWing891, &format!("1\n{zeros}5\n"), "Yes\n");
    ok(Problem::AcWing891, &format!("{zeros}1 {zeros}"), "No\n");
    let e = run(Problem::Nod1066, &format!("1\n7 {zeros}")).unwrap_err();
    assert_eq!((e.line, e.column), (2, 3), "{e}");
    assert!(e.message().contains("found \"0000"), "{e}");
    assert!(e.message().ends_with("…\""), "{e}");
    assert!(!e.message().contains("larger"), "{e}");
    let e = run(
        Problem::Nod1066,
        &format!("1\n7 {zeros}99999999999999999999"),
    )
    .unwrap_err();
    assert!(
        e.message().contains("(larger than 18446744073709551615)"),
        "{e}"
    );
    let e = run(Problem::AcWing891, &format!("1\n\n  {zeros}x")).unwrap_err();
    assert_eq!((e.line, e.column), (3, 3), "{e}");
    assert!(e.message().len() < 200, "{e}");
    // A token after a line longer than the buffer keeps its column.
    let spaces = " ".repeat(70_000);
    bad(
        Problem::AcWing891,
        &format!("1 1{spaces}x"),
        1,
        70_004,
        "found \"x\"",
    );
    bad(
        Problem::AcWing891,
        &format!("1\n1\n{spaces}é"),
        3,
        70_001,
        "found \"é\"",
    );
}

#[test]
fn a_byte_that_is_no_digit_stops_at_once() {
    // A reader that fails past the first 300 bytes: the error must come before.
    struct Zeros(usize);
    impl Read for Zeros {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0 > 300 {
                return Err(io::Error::other("read too far"));
            }
            let n = buf.len().min(100);
            buf[..n].fill(0);
            self.0 += n;
            Ok(n)
        }
    }
    let mut out = Vec::new();
    let e = solve_with(Problem::AcWing891, Zeros(0), &mut out, 0, HELD_ANSWERS).unwrap_err();
    let SolveError::Input(e) = e else {
        panic!("{e}")
    };
    assert_eq!((e.line, e.column), (1, 1));
    assert!(e.message().contains("found \"\\0\\0"), "{e}");
}

#[test]
fn read_and_write_errors_are_reported() {
    struct Failing<'a>(&'a [u8]);
    impl Read for Failing<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::other("disk on fire"));
            }
            let n = buf.len().min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
    let mut out = Vec::new();
    let e = solve_stream(Problem::AcWing891, Failing(b"2 1 "), &mut out).unwrap_err();
    assert!(matches!(e, SolveError::Read(_)), "{e}");
    assert_eq!(e.to_string(), "cannot read the input: disk on fire");
    assert!(out.is_empty());

    // An interrupted read is tried again.
    struct Interrupted<'a>(&'a [u8], bool);
    impl Read for Interrupted<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.1 = !self.1;
            if self.1 {
                return Err(io::ErrorKind::Interrupted.into());
            }
            let n = buf.len().min(self.0.len()).min(1);
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
    let mut out = Vec::new();
    solve_stream(Problem::Nod1066, Interrupted(b"2 3 2 4 2", false), &mut out).unwrap();
    assert_eq!(out, b"B\nA\n");

    struct Full;
    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(io::ErrorKind::StorageFull))
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let e = solve_stream(Problem::AcWing891, &b"1 1"[..], Full).unwrap_err();
    assert!(matches!(e, SolveError::Write(_)), "{e}");
    assert!(
        e.to_string().starts_with("cannot write the answers: "),
        "{e}"
    );
}

#[test]
fn answers_past_the_held_ones_are_written_in_blocks() {
    // Bash with K = 1: N odd wins. 40000 cases hold 80000 bytes of answers.
    let cases = 40_000u64;
    let mut input = format!("{cases}\n");
    let mut expected = Vec::new();
    for n in 0..cases {
        input += &format!("{n} 1\n");
        expected.extend_from_slice(if n % 2 == 1 { b"A\n" } else { b"B\n" });
    }
    for held in [0, 3, 64, 65, HELD_ANSWERS] {
        let mut out = Vec::new();
        solve_with(Problem::Nod1066, input.as_bytes(), &mut out, 0, held).unwrap();
        assert_eq!(out, expected, "held {held}");
    }
    // An error in the last case: a whole block of answers has left, in whole lines.
    let broken = format!(
        "{}x 1\n",
        input.strip_suffix(&format!("{} 1\n", cases - 1)).unwrap()
    );
    let mut out = Vec::new();
    let e = solve_with(Problem::Nod1066, broken.as_bytes(), &mut out, 0, 3).unwrap_err();
    assert!(matches!(e, SolveError::Input(_)), "{e}");
    assert_eq!(out.len(), OUT_BLOCK);
    assert_eq!(out[..], expected[..OUT_BLOCK]);
    // Held, nothing leaves.
    let mut out = Vec::new();
    solve_with(
        Problem::Nod1066,
        broken.as_bytes(),
        &mut out,
        0,
        HELD_ANSWERS,
    )
    .unwrap_err();
    assert!(out.is_empty());
}

#[test]
fn numbers_by_the_shared_rule() {
    assert_eq!(parse_number("0"), Ok(0));
    assert_eq!(parse_number("000"), Ok(0));
    assert_eq!(parse_number("18446744073709551615"), Ok(u64::MAX));
    assert_eq!(parse_number(""), Err(NumberError::Empty));
    assert_eq!(parse_number("+5"), Err(NumberError::NotDigits));
    assert_eq!(parse_number("5 "), Err(NumberError::NotDigits));
    assert_eq!(parse_number("0x5"), Err(NumberError::NotDigits));
    assert_eq!(parse_number("-5"), Err(NumberError::Negative));
    assert_eq!(parse_number("-"), Err(NumberError::NotDigits));
    assert_eq!(parse_number("１２"), Err(NumberError::NotAscii));
    assert_eq!(
        parse_number("18446744073709551616"),
        Err(NumberError::TooLarge)
    );
    // The judge refuses what the rule refuses.
    bad(Problem::AcWing891, "1 +5", 1, 3, "found \"+5\"");
}

/// The line and column of byte `offset`, counted here: lines by `\n`, columns in characters.
fn place_of(input: &str, offset: usize) -> (usize, usize) {
    let before = &input[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        1 + before.matches('\n').count(),
        1 + before[line_start..].chars().count(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..64), chunk in 1usize..9) {
        for p in Problem::ALL {
            let _ = run_chunked(p, &bytes, chunk);
            let mut out = vec![7];
            match solve(p, &bytes, &mut out) {
                Ok(()) => prop_assert!(out.ends_with(b"\n") || out == [7]),
                Err(e) => {
                    prop_assert_eq!(&out, &vec![7]);
                    prop_assert!(e.line >= 1 && e.column >= 1);
                    prop_assert!(!e.message().is_empty());
                }
            }
        }
    }

    #[test]
    fn digit_soup_never_panics(text in "[0-9 \n\\-x]{0,40}", chunk in 1usize..9) {
        for p in Problem::ALL {
            let _ = run_chunked(p, text.as_bytes(), chunk);
        }
    }

    /// One number too many, after any whitespace and characters of any width: the error is
    /// at the extra token's line and column as counted here.
    #[test]
    fn places_of_extra_tokens(
        gaps in proptest::collection::vec("[ \t\r\n\x0b\x0c]{1,4}", 4),
        extra in "[0-9xé１😀]{1,3}",
        chunk in 1usize..9,
    ) {
        let input = format!("{}2{}7{}9{}", gaps[0], gaps[1], gaps[2], gaps[3]) + &extra;
        let offset = input.len() - extra.len();
        let e = run_chunked(Problem::AcWing891, input.as_bytes(), chunk).unwrap_err();
        prop_assert_eq!((e.line, e.column), place_of(&input, offset), "{}", e);
        prop_assert!(e.message().contains("expected the end of input"), "{}", e);
    }

    #[test]
    fn nim_answer_is_the_xor(piles in proptest::collection::vec(any::<u64>(), 0..20)) {
        let input = format!("{}\n{}", piles.len(), piles.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        let x = piles.iter().fold(0, |x, p| x ^ p);
        let mut out = Vec::new();
        solve(Problem::AcWing891, input.as_bytes(), &mut out).unwrap();
        prop_assert_eq!(out, if x != 0 { b"Yes\n".to_vec() } else { b"No\n".to_vec() });
    }
}

#[test]
fn set_nim_work_past_the_budget_is_refused_before_it_is_done() {
    // 128 elements up to 10^7 and a heap of 10^8: 1.28·10^10 steps, past the budget.
    let elements: Vec<String> = (0..128)
        .map(|i| (9_000_000 + 7919 * i).to_string())
        .collect();
    let input = format!("128\n{}\n2\n5 100000000\n", elements.join(" "));
    let e = run(Problem::AcWing893, &input).unwrap_err();
    assert_eq!((e.line, e.column), (4, 3), "{e}");
    assert!(
        e.message().contains("more than the limit of 3500000000"),
        "{e}"
    );
    // Three elements and the same heap: 3·10^8 steps, answered.
    ok(Problem::AcWing893, "3\n2 5 7\n1\n100000000\n", "Yes\n");
}

#[test]
fn errors_are_values_a_front_end_can_translate() {
    let e = run(Problem::AcWing893, "2\n2 x\n").unwrap_err();
    assert_eq!(
        e.reason,
        JudgeReason::Expected {
            what: Field::SetElement,
            positive: true,
            found: Found::Token {
                shown: "\"x\"".to_owned(),
                why: None,
            },
        }
    );
    let e = run(Problem::AcWing892, "3\n2 1").unwrap_err();
    assert_eq!(
        e.reason,
        JudgeReason::Expected {
            what: Field::StepStones,
            positive: false,
            found: Found::EndOfInput(Some(Progress {
                done: 2,
                total: 3,
                unit: Unit::Steps,
            })),
        }
    );
    let e = run(Problem::Nod1069, "1\n5 6").unwrap_err();
    assert_eq!(
        e.reason,
        JudgeReason::Extra {
            shown: "\"6\"".to_owned()
        }
    );
    assert_eq!(
        e.message(),
        "expected the end of input, found \"6\" (more numbers than announced)"
    );
    let e = read_graph(&b"2 1\n1 3"[..], u64::MAX).unwrap_err();
    let SolveError::Input(e) = e else {
        panic!("{e}")
    };
    assert_eq!(e.format, GRAPH_FORMAT);
    assert_eq!(e.reason, JudgeReason::NoSuchNode { node: 3, nodes: 2 });
    // The English names of the fields and units are the messages' words.
    assert_eq!(Field::SetElement.to_string(), "a set element");
    assert_eq!(Unit::SetElements.to_string(), "set elements");
}

/// A graph past the memory budget is refused where its size is read, before its memory is
/// touched: at `n` for the nodes alone, at the edge that crosses it for the edges.
#[test]
fn graphs_within_a_memory_budget() {
    let e = read_graph(&b"4294967294 0\n"[..], 4 << 30).unwrap_err();
    let SolveError::Input(e) = e else {
        panic!("{e}")
    };
    assert_eq!(
        e.to_string(),
        "graph: line 1, column 1: a graph of 4294967294 nodes and 0 edges needs at least 131072 MiB of memory, more than the budget of 4096 MiB"
    );
    let text = b"3 2\n1 2\n2 3\n1 1\n";
    let exactly = |edges, tokens| u64::try_from(graph_bytes(3, edges, tokens)).unwrap();
    assert!(read_graph(&text[..], exactly(2, 1)).is_ok());
    let SolveError::Input(e) = read_graph(&text[..], exactly(2, 1) - 1).unwrap_err() else {
        panic!()
    };
    assert_eq!((e.line, e.column), (4, 3), "{e}");
    let SolveError::Input(e) = read_graph(&text[..], exactly(1, 0)).unwrap_err() else {
        panic!()
    };
    assert_eq!(
        e.reason,
        JudgeReason::MemoryBudget {
            nodes: 3,
            edges: 2,
            needed_mib: 1,
            budget_mib: 0
        }
    );
    assert_eq!((e.line, e.column), (3, 3), "{e}");
}

/// A graph's lines are read by a fast path for the common line `u v` and by the careful
/// reader for everything else (other whitespace, leading zeros, the end of what is in the
/// buffer). Both must give the same edges, whether the input arrives whole or a few bytes at
/// a time, and an error after thousands of lines must name its line and column.
#[test]
fn graph_lines_read_fast_or_carefully_give_the_same_edges_and_places() {
    let mut rng = grundy::rng::SplitMix64::new(7);
    let (n, m) = (5000u64, 30_000usize);
    let mut text = format!("{n} {m}\n");
    let mut edges = Vec::new();
    for _ in 0..m {
        let (u, v) = (1 + rng.below(n), 1 + rng.below(n));
        edges.push((u as u32 - 1, v as u32 - 1));
        match rng.below(8) {
            0 => text.push_str(&format!("{u}\t{v}\r\n")),
            1 => text.push_str(&format!("  {u}   {v} \n")),
            2 => text.push_str(&format!("000000{u} {v:08}\n")),
            _ => text.push_str(&format!("{u} {v}\n")),
        }
    }
    let mut offsets = vec![0u32; n as usize + 1];
    let mut targets = vec![0u32; m];
    grundy::Graph::from_edges(
        n as usize,
        edges.iter().copied(),
        &mut offsets,
        &mut targets,
    )
    .unwrap();
    for chunk in [usize::MAX, 1 << 16, 4099, 13, 1] {
        let trickle = Trickle {
            data: text.as_bytes(),
            chunk,
        };
        let input = read_graph(trickle, u64::MAX).unwrap();
        assert_eq!(
            (&input.offsets, &input.targets),
            (&offsets, &targets),
            "{chunk}"
        );
    }
    // A bad node on line 20001 (the header is line 1), in each place of its line.
    let lines: Vec<&str> = text.lines().collect();
    for (bad, column) in [
        ("x 1", 1),
        ("1 x", 3),
        ("7x 1", 1),
        ("1 2x", 3),
        ("1 0", 3),
        ("5001 1", 1),
    ] {
        let mut broken = lines.clone();
        broken[20_001 - 1] = bad;
        let broken = broken.join("\n");
        for chunk in [usize::MAX, 4099, 7] {
            let trickle = Trickle {
                data: broken.as_bytes(),
                chunk,
            };
            let SolveError::Input(e) = read_graph(trickle, u64::MAX).unwrap_err() else {
                panic!()
            };
            assert_eq!((e.line, e.column), (20_001, column), "{bad:?} {chunk}: {e}");
        }
    }
}

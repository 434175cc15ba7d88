//! Unit tests: the samples, every kind of bad input, the u64 edges, and random bytes.

use super::*;
use proptest::prelude::*;

fn run(problem: Problem, input: &str) -> Result<String, JudgeError> {
    let mut out = Vec::new();
    solve(problem, input.as_bytes(), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
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
    assert_eq!(e.problem, problem);
    assert_eq!((e.line, e.column), (line, column), "{e}");
    assert!(e.message.contains(part), "{e:?} lacks {part:?}");
}

#[test]
fn samples_of_the_statements() {
    for p in Problem::ALL {
        ok(p, p.sample_input(), p.sample_output());
    }
}

#[test]
fn seed_samples_verbatim() {
    // /work/shared/seeds/nim-staircase-set-split.txt: AcWing 891..894 samples, all "Yes".
    ok(Problem::AcWing891, "2\n2 3", "Yes\n");
    ok(Problem::AcWing892, "3\n2 1 3", "Yes\n");
    ok(Problem::AcWing893, "2\n2 5\n3\n2 4 7", "Yes\n");
    ok(Problem::AcWing894, "2\n2 3", "Yes\n");
    // /work/shared/seeds/bash-wythoff-nim.txt: the P-positions listed for Wythoff.
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
        assert!(e.message.contains("found the end of input"), "{e}");
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
        "expected the largest take K",
    );
    bad(Problem::Nod1072, "1\n3", 2, 2, "expected the second pile b");
    bad(Problem::AcWing893, "2\n2", 2, 2, "after 1 of 2");
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
    assert!(e.message.contains("\"１２\""), "{e}");
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
    assert!(e.message.len() < 200, "{e}");
    assert!(e.message.contains('…'));
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
        e.message.contains("no period of the Grundy sequence"),
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
    ok(Problem::AcWing893, "1\n10000000\n1\n100000001", "No\n");
    ok(Problem::AcWing893, "1\n10000000\n1\n110000001", "Yes\n");
    // S = {10^9}: the period 2·10^9 is certified by 3·10^9 values, past the table.
    let e = run(Problem::AcWing893, "1\n1000000000\n1\n10000000000").unwrap_err();
    assert_eq!((e.line, e.column), (4, 1), "{e}");
    assert!(
        e.message.contains("no period of the Grundy sequence"),
        "{e}"
    );
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        for p in Problem::ALL {
            let mut out = vec![7];
            match solve(p, &bytes, &mut out) {
                Ok(()) => prop_assert!(out.ends_with(b"\n") || out == [7]),
                Err(e) => {
                    prop_assert_eq!(&out, &vec![7]);
                    prop_assert!(e.line >= 1 && e.column >= 1);
                    prop_assert!(!e.message.is_empty());
                }
            }
        }
    }

    #[test]
    fn digit_soup_never_panics(text in "[0-9 \n\\-x]{0,40}") {
        for p in Problem::ALL {
            let mut out = Vec::new();
            let _ = solve(p, text.as_bytes(), &mut out);
        }
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

//! Every judge format on arbitrary bytes: no panic; the input is accepted exactly when a
//! parser written here (independent of the judge's) finds it well formed, and then the
//! answers are the core's on the numbers it read; reading the input in pieces changes
//! nothing.
//!
//! The first byte picks the problem (or the graph format of `grundy sg graph`, whose rows are
//! checked against the edges the parser here reads) and the size of the pieces, the rest is
//! the input.

#![no_main]

use std::io::{self, Read};

use grundy::{Bash, Nim, SetNim, SplitNim, Staircase, Wythoff};
use grundy::set_nim::{SubtractionSet};
use grundy_judge::{
    GraphInput, JudgeError, Problem, SolveError, graph_bytes, read_graph, solve, solve_stream,
};
use libfuzzer_sys::fuzz_target;

/// A reader handing out at most `chunk` bytes a call.
struct Pieces<'a> {
    data: &'a [u8],
    chunk: usize,
}

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.chunk.min(buf.len()).min(self.data.len());
        let (now, rest) = self.data.split_at(n);
        buf[..n].copy_from_slice(now);
        self.data = rest;
        Ok(n)
    }
}

/// The tokens: runs of bytes between the judge's six whitespace bytes, each read as a number
/// of ASCII digits up to `u64::MAX`; `None` if one is not.
fn numbers(input: &[u8]) -> Option<Vec<u64>> {
    input
        .split(|b| b" \t\n\r\x0b\x0c".contains(b))
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.iter().try_fold(0u64, |v, &b| {
                if !b.is_ascii_digit() {
                    return None;
                }
                v.checked_mul(10)?.checked_add(u64::from(b - b'0'))
            })
        })
        .collect()
}

/// Whether the first player wins each case, when `input` is well formed.
fn expected(problem: Problem, input: &[u8]) -> Option<Vec<bool>> {
    let numbers = numbers(input)?;
    let (&count, rest) = numbers.split_first()?;
    let count = usize::try_from(count).ok()?;
    match problem {
        Problem::Nod1066 | Problem::Nod1072 => {
            if rest.len() != count.checked_mul(2)? {
                return None;
            }
            rest.chunks(2)
                .map(|c| {
                    Some(if problem == Problem::Nod1066 {
                        Bash::new(c[1]).ok()?.outcome_of(c[0]).first_player_wins()
                    } else {
                        Wythoff::outcome_of(c[0], c[1]).first_player_wins()
                    })
                })
                .collect()
        }
        Problem::Nod1069 | Problem::AcWing891 | Problem::AcWing892 | Problem::AcWing894 => {
            if rest.len() != count {
                return None;
            }
            let piles = rest.iter().copied();
            Some(vec![match problem {
                Problem::AcWing892 => Staircase::odd_step_xor(piles) != 0,
                Problem::AcWing894 => SplitNim::grundy_sum(piles) != 0,
                _ => Nim::nim_sum(piles) != 0,
            }])
        }
        Problem::AcWing893 => {
            let elements = rest.get(..count)?;
            let (&n, heaps) = rest.get(count..)?.split_first()?;
            if count == 0 || heaps.len() as u64 != n || elements.contains(&0) {
                return None;
            }
            let set = SubtractionSet::new(elements).ok()?;
            let max = heaps.iter().copied().max().unwrap_or(0);
            let value = if max < 1 << 16 {
                let mut table = vec![0; max as usize + 1];
                set.fill_table(&mut table).ok()?;
                heaps.iter().fold(0, |x, &h| x ^ table[h as usize])
            } else if let Ok(game) = SetNim::with_table(set.clone(), vec![0; 1 << 16])
                .or_else(|_| SetNim::with_table(set.clone(), vec![0; 1 << 24]))
            {
                // The small table first: most sets here certify within it, and a 16 MiB
                // allocation is slow under AddressSanitizer.
                // A certified period gives every heap its value.
                heaps
                    .iter()
                    .try_fold(0, |x, &h| Some(x ^ game.grundy_of(h)?))?
            } else if max <= 100_000_000 {
                let mut table = vec![0; max as usize + 1];
                set.fill_table(&mut table).ok()?;
                heaps.iter().fold(0, |x, &h| x ^ table[h as usize])
            } else {
                // Past the judge's capacity: it must refuse.
                return None;
            };
            Some(vec![value != 0])
        }
    }
}

/// Whether the set of an AcWing 893 input has an element above 4096 (its digit runs read
/// leniently): certifying its period takes seconds in an instrumented build, and the unit
/// tests cover such sets.
fn large_set(input: &[u8]) -> bool {
    let mut runs = input
        .split(|b| !b.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.iter().take(20).fold(0u64, |v, &b| {
                v.saturating_mul(10).saturating_add(u64::from(b - b'0'))
            })
        });
    let k = runs.next().unwrap_or(0);
    runs.take(usize::try_from(k).unwrap_or(usize::MAX).min(200))
        .any(|s| s > 4096)
}

fn text(problem: Problem, wins: &[bool]) -> Vec<u8> {
    let (yes, no): (&[u8], &[u8]) = match problem {
        Problem::Nod1066 | Problem::Nod1072 | Problem::Nod1069 => (b"A\n", b"B\n"),
        _ => (b"Yes\n", b"No\n"),
    };
    wins.iter()
        .flat_map(|&w| if w { yes } else { no })
        .copied()
        .collect()
}

fn check_error(e: &JudgeError) {
    assert!(e.line >= 1 && e.column >= 1, "{e}");
    assert!(!e.message().is_empty() && !e.message().contains('\n'), "{e:?}");
}

/// The memory the fuzzed graphs may take: a lying `n` of 10^9 is refused, not allocated.
const GRAPH_MEMORY: u64 = 1 << 26;

/// The followers of every node and the tokens (0-based) of a well-formed graph within
/// [`GRAPH_MEMORY`], read here from the tokens alone.
fn expected_graph(input: &[u8]) -> Option<(Vec<Vec<u32>>, Vec<u32>)> {
    let numbers = numbers(input)?;
    let (&n, rest) = numbers.split_first()?;
    let (&m, rest) = rest.split_first()?;
    let node = |v: u64| (1..=n).contains(&v).then(|| u32::try_from(v - 1).ok()).flatten();
    let edges = rest.get(..usize::try_from(m.checked_mul(2)?).ok()?)?;
    let after = &rest[edges.len()..];
    let tokens = match after.split_first() {
        None => Vec::new(),
        Some((&k, list)) if u64::try_from(list.len()).ok()? == k => {
            list.iter().map(|&t| node(t)).collect::<Option<Vec<u32>>>()?
        }
        Some(_) => return None,
    };
    let k = tokens.len() as u64;
    if n > u64::from(u32::MAX) - 1 || graph_bytes(n, m, k) > u128::from(GRAPH_MEMORY) {
        return None;
    }
    let mut followers = vec![Vec::new(); usize::try_from(n).ok()?];
    for pair in edges.chunks(2) {
        let (u, v) = (node(pair[0])?, node(pair[1])?);
        followers[u as usize].push(v);
    }
    for f in &mut followers {
        f.sort_unstable();
    }
    Some((followers, tokens))
}

/// The followers of every node of a graph as read, sorted, and its tokens.
fn rows(g: &GraphInput) -> (Vec<Vec<u32>>, Vec<u32>) {
    let followers = g
        .offsets
        .windows(2)
        .map(|w| {
            let mut f = g.targets[w[0] as usize..w[1] as usize].to_vec();
            f.sort_unstable();
            f
        })
        .collect();
    (followers, g.tokens.clone())
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let chunk = usize::from(pick / 8) % 9 + 1;
    if pick % 8 == 7 {
        let whole = read_graph(input, GRAPH_MEMORY);
        let streamed = read_graph(Pieces { data: input, chunk }, GRAPH_MEMORY);
        match (&whole, &streamed) {
            (Ok(a), Ok(b)) => assert_eq!(a, b),
            (Err(SolveError::Input(a)), Err(SolveError::Input(b))) => {
                assert_eq!(a, b);
                check_error(a);
            }
            (a, b) => panic!("whole input {a:?}, in pieces of {chunk} {b:?}"),
        }
        match (expected_graph(input), whole) {
            (Some(expected), Ok(g)) => assert_eq!(rows(&g), expected),
            (None, Err(_)) => {}
            (None, Ok(g)) => panic!("accepted a bad graph: {g:?}"),
            (Some(_), Err(e)) => panic!("refused a well-formed graph: {e}"),
        }
        return;
    }
    let problem = Problem::ALL[usize::from(pick) % 8 % 7];
    if problem == Problem::AcWing893 && large_set(input) {
        return;
    }

    let mut whole = Vec::new();
    let result = solve(problem, input, &mut whole);
    let mut pieces = Vec::new();
    let streamed = solve_stream(problem, Pieces { data: input, chunk }, &mut pieces);
    match (&result, streamed) {
        (Ok(()), Ok(())) => assert_eq!(whole, pieces),
        (Err(a), Err(SolveError::Input(b))) => {
            assert_eq!(a, &b);
            assert!(pieces.is_empty(), "output before an error");
            check_error(a);
        }
        (a, b) => panic!("whole input {a:?}, in pieces of {chunk} {b:?}"),
    }

    match (expected(problem, input), result) {
        (Some(wins), Ok(())) => assert_eq!(whole, text(problem, &wins)),
        (None, Err(_)) => {}
        (None, Ok(())) => panic!("accepted bad input: {whole:?}"),
        (Some(_), Err(e)) => panic!("refused well-formed input: {e}"),
    }
});

//! Boards drawn in text and moves typed: fixed drawings, and typing a move then reading it
//! back gives the same move (parse ∘ print = id).

#![allow(
    clippy::unwrap_used,
    reason = "test helpers may unwrap: a failure is a test failure"
)]

use grundy::split_nim::SplitMove;
use grundy::staircase::StairMove;
use grundy::wythoff::WythoffMove;
use grundy::{Bash, FromNumbers, Game, Nim, SplitNim, Staircase, Take, Wythoff};
use grundy_play::{Board, Console, MAX_DRAWN, ParseError, lineup};
use proptest::prelude::*;

/// A console that keeps everything written.
#[derive(Default)]
struct Text(String);

impl Console for Text {
    fn write_str(&mut self, s: &str) {
        self.0.push_str(s);
    }

    fn read_line(&mut self, _: &mut [u8]) -> Option<usize> {
        None
    }
}

#[track_caller]
fn drawn<G: Board>(game: &G, numbers: &[u64]) -> String {
    let position = game.position(numbers).unwrap();
    let mut out = Text::default();
    game.draw(&position, &mut out);
    out.0
}

#[track_caller]
fn typed<G: Board>(game: &G, mv: G::Move) -> String {
    let mut out = Text::default();
    game.type_move(mv, &mut out);
    out.0
}

/// Whether the board says `mv` in the words of the core's `Display`.
fn said_as_the_core_says<G: Board>(game: &G, mv: G::Move) -> bool
where
    G::Move: std::fmt::Display,
{
    let mut out = Text::default();
    game.say_move(mv, &mut out);
    out.0 == mv.to_string()
}

/// Whether typing `mv` and reading the line back gives `mv`.
fn reads_back<G: Board>(game: &G, mv: G::Move) -> bool {
    let line = typed(game, mv);
    game.parse_move(&line) == Ok(mv)
}

#[test]
fn piles_are_rows_of_stones_with_their_size() {
    assert_eq!(
        drawn(&Nim::normal(), &[3, 0, 1]),
        "  pile 1: ooo (3)\n  pile 2: - (0)\n  pile 3: o (1)\n"
    );
    assert_eq!(drawn(&Bash::new(3).unwrap(), &[2]), "  pile: oo (2)\n");
    assert_eq!(drawn(&Wythoff, &[1, 2]), "  a: o (1)\n  b: oo (2)\n");
    assert_eq!(drawn(&SplitNim, &[]), "  (no piles left)\n");
}

#[test]
fn a_staircase_is_drawn_from_the_top_step_down_to_the_ground() {
    assert_eq!(
        drawn(&Staircase, &[2, 0, 1]),
        "      step 3: o (1)\n    step 2: - (0)\n  step 1: oo (2)\n  ground\n"
    );
}

#[test]
fn a_huge_pile_is_cut_but_its_size_is_written() {
    let out = drawn(&Nim::normal(), &[u64::MAX]);
    let stones = "o".repeat(MAX_DRAWN as usize);
    assert_eq!(out, format!("  pile 1: {stones}... ({})\n", u64::MAX));
}

#[test]
fn moves_are_read_from_their_words() {
    assert_eq!(
        Nim::normal().parse_move("2 3"),
        Ok(Take { pile: 1, count: 3 })
    );
    assert_eq!(
        Bash::new(3).unwrap().parse_move(" 3 "),
        Ok(Take { pile: 0, count: 3 })
    );
    assert_eq!(Wythoff.parse_move("a 3"), Ok(WythoffMove::First(3)));
    assert_eq!(Wythoff.parse_move("b 3"), Ok(WythoffMove::Second(3)));
    assert_eq!(Wythoff.parse_move("ab 3"), Ok(WythoffMove::Both(3)));
    assert_eq!(
        Staircase.parse_move("3 2"),
        Ok(StairMove { step: 3, count: 2 })
    );
    assert_eq!(
        SplitNim.parse_move("1 2 0"),
        Ok(SplitMove {
            pile: 0,
            into: [2, 0]
        })
    );
    assert_eq!(Staircase.parse_move("0 2"), Err(ParseError::CountedFromOne));
    assert_eq!(Wythoff.parse_move("x 2"), Err(ParseError::NotAPile("x")));
    assert_eq!(Bash::new(3).unwrap().parse_move(""), Err(ParseError::Empty));
}

#[test]
fn parse_errors_read_as_lowercase_sentences_without_a_period() {
    for e in [
        ParseError::Empty,
        ParseError::WordCount {
            expected: 2,
            given: 1,
        },
        ParseError::NotANumber("x"),
        ParseError::CountedFromOne,
        ParseError::NotAPile("c"),
        ParseError::NotText,
    ] {
        let text = e.to_string();
        assert!(
            text.starts_with(|c: char| c.is_lowercase() || c == '`'),
            "{text}"
        );
        assert!(!text.ends_with('.'), "{text}");
    }
}

proptest! {
    #[test]
    fn a_typed_take_reads_back(pile in 0usize..1000, count: u64) {
        let mv = Take { pile, count };
        prop_assert!(reads_back(&Nim::normal(), mv));
        prop_assert!(said_as_the_core_says(&Nim::normal(), mv));
        let set_nim = lineup::set_nim().unwrap();
        prop_assert!(reads_back(&set_nim, mv));
        prop_assert!(said_as_the_core_says(&set_nim, mv));
        let bash = Bash::new(3).unwrap();
        let one = Take { pile: 0, count };
        prop_assert!(reads_back(&bash, one));
        prop_assert!(said_as_the_core_says(&bash, one));
    }

    #[test]
    fn a_typed_wythoff_move_reads_back(kind in 0..3u8, n: u64) {
        let mv = match kind {
            0 => WythoffMove::First(n),
            1 => WythoffMove::Second(n),
            _ => WythoffMove::Both(n),
        };
        prop_assert!(reads_back(&Wythoff, mv));
        prop_assert!(said_as_the_core_says(&Wythoff, mv));
    }

    #[test]
    fn typed_stair_and_split_moves_read_back(at in 1usize..1000, count: u64, a: u64, b: u64) {
        let stair = StairMove { step: at, count };
        prop_assert!(reads_back(&Staircase, stair));
        prop_assert!(said_as_the_core_says(&Staircase, stair));
        let split = SplitMove { pile: at - 1, into: [a, b] };
        prop_assert!(reads_back(&SplitNim, split));
        prop_assert!(said_as_the_core_says(&SplitNim, split));
    }

    #[test]
    fn every_core_move_of_the_lineup_reads_back(piles in proptest::collection::vec(0u64..6, 1..4)) {
        let nim = Nim::normal();
        let p = nim.position(&piles).unwrap();
        for mv in nim.moves(&p) {
            prop_assert!(reads_back(&nim, mv));
        }
        let p = SplitNim.position(&piles).unwrap();
        for mv in SplitNim.moves(&p) {
            prop_assert!(reads_back(&SplitNim, mv));
        }
        let p = Staircase.position(&piles).unwrap();
        for mv in Staircase.moves(&p) {
            prop_assert!(reads_back(&Staircase, mv));
        }
    }

    #[test]
    fn any_line_parses_or_errs_without_panicking(line in "\\PC{0,30}") {
        let _ = Nim::normal().parse_move(&line);
        let _ = Wythoff.parse_move(&line);
        let _ = Staircase.parse_move(&line);
        let _ = SplitNim.parse_move(&line);
        let _ = Bash::new(1).unwrap().parse_move(&line);
    }
}

#[test]
fn set_nim_is_described_with_its_set() {
    let mut out = Text::default();
    lineup::set_nim().unwrap().describe(&mut out);
    assert_eq!(
        out.0,
        "take s stones from one pile, s in S = {2, 5, 7}; whoever takes the last stones wins"
    );
}

proptest! {
    #[test]
    fn numbers_are_written_as_display_writes_them(n: u128, shift in 0u32..128) {
        for value in [n, n >> shift, u128::from(n as u64), 0, u128::MAX] {
            let mut out = Text::default();
            grundy_play::write_u128(&mut out, value);
            prop_assert_eq!(&out.0, &value.to_string());
            if let Ok(small) = u64::try_from(value) {
                let mut out = Text::default();
                grundy_play::write_u64(&mut out, small);
                prop_assert_eq!(out.0, small.to_string());
            }
        }
    }
}

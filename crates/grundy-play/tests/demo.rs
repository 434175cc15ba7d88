//! The demo's transcripts and self-checks.

use grundy::{Nim, SplitNim, Wythoff};
use grundy_play::demo::{self, Side};
use grundy_play::{Transcript, lineup};

#[test]
fn the_demo_passes_and_shows_all_six_games() {
    let mut console = Transcript::<16384>::new(&[]);
    assert!(demo::run(&mut console));
    let out = console.output();
    assert!(!console.overflowed());
    for kind in lineup::KINDS {
        assert!(out.contains(&format!("== {kind} ==\n")), "{kind} missing");
    }
    assert_eq!(out.matches(" [ok]\n").count(), 6);
    assert!(!out.contains("FAIL"));
    assert!(out.ends_with("demo: 6 of 6 games passed every check\n"));
}

#[test]
fn the_demo_is_reproducible() {
    let mut a = Transcript::<16384>::new(&[]);
    let mut b = Transcript::<16384>::new(&[]);
    assert!(demo::run(&mut a));
    assert!(demo::run(&mut b));
    assert_eq!(a.output(), b.output());
}

#[test]
fn a_transcript_line_names_the_move_the_position_and_its_value() {
    let mut console = Transcript::<4096>::new(&[]);
    let verdict = demo::duel(&mut console, &Nim::normal(), &[3, 4, 5], 1);
    assert!(verdict.passed());
    assert_eq!(verdict.winner, Some(Side::Chip));
    assert!(
        console
            .output()
            .contains("  1. chip: take 2 from pile 1 -> 1 4 5, grundy 0\n"),
        "{}",
        console.output()
    );
}

#[test]
fn from_a_p_position_no_winner_is_predicted() {
    let mut console = Transcript::<4096>::new(&[]);
    let verdict = demo::duel(&mut console, &Wythoff, &[4, 7], 3);
    assert_eq!(verdict.predicted, None);
    assert!(verdict.sound);
    assert!(verdict.winner.is_some());
    assert!(
        console
            .output()
            .contains(": P, the chip moves first and may lose")
    );
}

#[test]
fn a_start_the_core_refuses_fails_the_check() {
    let mut console = Transcript::<4096>::new(&[]);
    let too_many = [1u64; 40];
    let verdict = demo::duel(&mut console, &SplitNim, &too_many, 3);
    assert!(!verdict.passed());
    assert!(
        console
            .output()
            .contains("FAIL: the start is not a position\n")
    );
}

#[test]
fn a_verdict_without_the_predicted_winner_fails() {
    let lost = demo::Verdict {
        plies: 4,
        winner: Some(Side::Random),
        predicted: Some(Side::Chip),
        sound: true,
    };
    assert!(!lost.passed());
    assert!(
        !demo::Verdict {
            winner: None,
            ..lost
        }
        .passed()
    );
    assert!(
        demo::Verdict {
            winner: Some(Side::Chip),
            ..lost
        }
        .passed()
    );
}

#[test]
fn the_lineup_rules_are_accepted_and_set_nim_is_not_plain_bash() {
    let set_nim = lineup::set_nim().unwrap();
    let values: Vec<u8> = (0..16).map(|n| set_nim.grundy_of(n).unwrap()).collect();
    // S = {2, 5, 7}, by hand from g(n) = mex{g(n - s) : s in S, s <= n}:
    // g(8) = mex{g(6), g(3), g(1)} = mex{1, 1, 0} = 2, g(10) = mex{2, 2, 1} = 0, …
    assert_eq!(values, [0, 0, 1, 1, 0, 2, 1, 3, 2, 2, 0, 3, 1, 0, 0, 1]);
}

/// Misère play: whoever takes the last stone loses, and the demo asks the core who won.
#[test]
fn misere_duels_are_won_by_the_one_left_without_a_move() {
    // One stone, the chip first: it must take it, and loses.
    let mut console = Transcript::<4096>::new(&[]);
    let verdict = demo::duel(&mut console, &Nim::misere(), &[1], 1);
    assert_eq!(
        (verdict.winner, verdict.predicted),
        (Some(Side::Random), None)
    );
    assert!(verdict.passed(), "{}", console.output());
    // Two piles of one, an N-position: the chip takes one, the other player the last.
    let mut console = Transcript::<4096>::new(&[]);
    let verdict = demo::duel(&mut console, &Nim::misere(), &[1, 1], 1);
    assert_eq!(verdict.winner, Some(Side::Chip));
    assert!(verdict.passed(), "{}", console.output());
}

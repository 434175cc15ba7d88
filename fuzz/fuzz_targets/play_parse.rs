//! The firmware's line parser on arbitrary text, for all six boards and a sum of three: no
//! panic; a parsed move typed back (`Board::type_move`) parses to the same move; an error
//! writes what it displays. Then the whole menu and game loop (sums included), driven by the
//! same lines, never panics.

#![no_main]

use grundy::{Bash, Nim, SetNim, SplitNim, Staircase, Wythoff};
use grundy::set_nim::{SubtractionSet};
use grundy_play::{Board, Live, Part, SumRound, Transcript, Typing, session};
use libfuzzer_sys::fuzz_target;

fn round_trip<G: Board>(game: &G, line: &str) {
    match game.parse_move(line) {
        Ok(mv) => {
            let mut typed = Transcript::<128>::new(&[]);
            game.type_move(mv, &mut typed);
            assert!(!typed.overflowed());
            assert_eq!(
                game.parse_move(typed.output()),
                Ok(mv),
                "{line:?} typed back as {:?}",
                typed.output()
            );
            let mut said = Transcript::<256>::new(&[]);
            game.say_move(mv, &mut said);
            assert!(!said.output().is_empty());
        }
        Err(e) => {
            let mut written = Transcript::<512>::new(&[]);
            e.write(&mut written);
            if !written.overflowed() {
                assert_eq!(written.output(), e.to_string());
            }
        }
    }
}

/// A sum's line: a parsed move typed back parses and types the same; an error writes what
/// it displays.
fn sum_round_trip(sum: &mut SumRound<'_, '_>, line: &str) {
    match sum.parse(line) {
        Ok(()) => {
            let mut typed = Transcript::<128>::new(&[]);
            sum.type_move(&mut typed);
            assert!(!typed.overflowed());
            let first = typed.output().to_string();
            assert_eq!(sum.parse(&first), Ok(()), "{line:?} typed back as {first:?}");
            let mut again = Transcript::<128>::new(&[]);
            sum.type_move(&mut again);
            assert_eq!(again.output(), first);
        }
        Err(e) => {
            let mut written = Transcript::<512>::new(&[]);
            e.write(&mut written);
            if !written.overflowed() {
                assert_eq!(written.output(), e.to_string());
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let k = text.len() as u64 % 5 + 1;
    let bash = Bash::new(k).unwrap();
    let set = SetNim::new(SubtractionSet::new(&[2, 5]).unwrap()).unwrap();
    for line in text.lines().take(8) {
        round_trip(&bash, line);
        round_trip(&Nim::normal(), line);
        round_trip(&Wythoff, line);
        round_trip(&Staircase, line);
        round_trip(&set, line);
        round_trip(&SplitNim, line);
    }
    let (nim, wythoff, split) = (Nim::normal(), Wythoff, SplitNim);
    let mut a = Live::new(&nim, &[3, 4, 5]).unwrap();
    let mut b = Live::new(&wythoff, &[4, 7]).unwrap();
    let mut c = Live::new(&split, &[2, 3]).unwrap();
    let mut parts: [&mut dyn Part; 3] = [&mut a, &mut b, &mut c];
    let mut sum = SumRound::new(&mut parts).unwrap();
    for line in text.lines().take(8) {
        sum_round_trip(&mut sum, line);
    }
    let lines: Vec<&str> = text.lines().take(64).collect();
    let mut console = Transcript::<8192>::new(&lines);
    let _ = session::run(&mut console);
});

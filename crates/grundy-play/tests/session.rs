//! The game loop driven by scripted consoles: won with hints, illegal and malformed lines,
//! quitting, the end of input, and lines that are not text.

#![allow(
    clippy::indexing_slicing,
    reason = "test consoles slice buffers they sized: a panic is a test failure"
)]

use grundy_play::session::{self, Summary};
use grundy_play::{Console, Transcript};

/// The script the firmware's CI run feeds to QEMU (`.ci/mcu.sh`): the same lines, the
/// same checks.
const SCRIPT: &str = include_str!("fixtures/session.txt");

#[test]
fn the_ci_script_wins_three_games_with_hints_and_meets_every_error() {
    let lines: Vec<&str> = SCRIPT.lines().collect();
    let mut console = Transcript::<65536>::new(&lines);
    let summary = session::run(&mut console);
    let out = console.output();
    assert!(!console.overflowed());
    assert_eq!(console.lines_read(), lines.len(), "every line is read");
    assert_eq!(
        summary,
        Summary {
            games: 4,
            won: 3,
            lost: 0
        }
    );
    assert_eq!(
        out.matches("no move is left for the chip: you win!")
            .count(),
        3
    );
    assert!(out.contains("== Split Nim + Split Nim =="));
    assert!(out.contains("grundy 0: a P-position, so the chip moves first"));
    assert!(out.contains("`x` is not on the menu"));
    assert!(out.contains("cannot read `three`: `three` is not a whole number"));
    assert!(out.contains("illegal move: cannot take 4 stones, at most 3 per move"));
    assert!(out.contains("hint: take 2 from pile 1 (type `2`)"));
    assert!(out.contains("you leave the game"));
    assert!(out.ends_with("bye\n"));
}

/// A player who asks for a hint before every move and types what it says.
struct HintFollower {
    /// What is typed at the menu before the game starts.
    choice: Vec<String>,
    output: String,
    typed: Vec<String>,
    asked: bool,
}

impl HintFollower {
    fn choosing(choice: &[&str]) -> Self {
        Self {
            choice: choice.iter().map(|s| s.to_string()).collect(),
            output: String::new(),
            typed: Vec::new(),
            asked: false,
        }
    }

    fn answer(&mut self) -> Option<String> {
        if let Some(line) = self.choice.get(self.typed.len()) {
            return Some(line.clone());
        }
        if self.output.contains("you win!") || self.output.contains("the chip wins") {
            return Some("q".into());
        }
        if self.typed.len() > 200 {
            return None;
        }
        if !self.asked {
            self.asked = true;
            return Some("h".into());
        }
        self.asked = false;
        let hint = self.output.rsplit("hint: ").next()?;
        let start = hint.find("(type `")? + "(type `".len();
        let end = start + hint.get(start..)?.find('`')?;
        Some(hint.get(start..end)?.to_string())
    }
}

impl Console for HintFollower {
    fn write_str(&mut self, s: &str) {
        self.output.push_str(s);
    }

    fn read_line(&mut self, buf: &mut [u8]) -> Option<usize> {
        let line = self.answer()?;
        self.output.push_str(&line);
        self.output.push('\n');
        self.typed.push(line.clone());
        buf[..line.len()].copy_from_slice(line.as_bytes());
        Some(line.len())
    }
}

/// A session that types `choice` at the menu and then follows the hints: it must win the
/// one game it plays. The player, for a look at what was said.
fn wins_following_hints(choice: &[&str]) -> HintFollower {
    let mut human = HintFollower::choosing(choice);
    let summary = session::run(&mut human);
    let won = Summary {
        games: 1,
        won: 1,
        lost: 0,
    };
    assert_eq!(summary, won, "{choice:?}:\n{}", human.output);
    human
}

#[test]
fn following_the_hints_wins_every_game_of_the_lineup() {
    for (i, kind) in grundy_play::lineup::KINDS.into_iter().enumerate() {
        let human = wins_following_hints(&[&(i + 1).to_string()]);
        assert!(human.output.contains(&format!("== {kind} ==")));
        assert!(human.output.contains("leaves a P-position"));
    }
}

#[test]
fn following_the_hints_wins_every_sum_of_two_games_and_some_of_three() {
    let n = grundy_play::lineup::KINDS.len();
    let mut sums: Vec<String> = (1..=n)
        .flat_map(|a| (a..=n).map(move |b| format!("{a} {b}")))
        .collect();
    sums.extend(["3 2 6", "1 1 1", "2 5 4", "6 6 2"].map(String::from));
    let mut chip_first = 0;
    for sum in &sums {
        let human = wins_following_hints(&["s", sum]);
        if human
            .output
            .contains("a P-position, so the chip moves first")
        {
            chip_first += 1;
        } else {
            assert!(human.output.contains("you move first"), "{}", human.output);
        }
    }
    // Both kinds of start occur: `1 1` (Bash 10 + Bash 10) is a P-position, `3 2` is not.
    assert!(chip_first > 0 && chip_first < sums.len(), "{chip_first}");
}

#[test]
fn a_sum_is_chosen_and_played_by_component() {
    let lines = [
        "s", "3", "s", "3 9", "s", "1 2 3 4", "s", "3 2", "4 1 1", "2", "0 1", "1 9 9", "2 c 1",
        "1 1 2", "q", "q",
    ];
    let mut console = Transcript::<65536>::new(&lines);
    let summary = session::run(&mut console);
    let out = console.output();
    assert!(!console.overflowed());
    assert_eq!(summary.games, 1, "{out}");
    for text in [
        "not a sum: 1 game; type two or three numbers from 1 to 6",
        "not a sum: `9` is not a game of the menu",
        "not a sum: 4 games",
        "== Nim + Wythoff ==",
        "component 2, Wythoff: two piles a and b",
        "there is no component 4 (the sum has 2)",
        "the move in the component is missing",
        "there is no component 0 (the sum has 2)",
        " component 1, Nim, grundy 2:\n  pile 1: ooo (3)",
        " component 2, Wythoff, grundy 7:\n  a: ooooo (5)",
        "there is no pile 9 (there are 3)",
        "`c` is not a pile: use a, b or ab",
        "you: in component 1: take 2 from pile 1",
        "chip: in component ",
    ] {
        assert!(out.contains(text), "{text:?} in\n{out}");
    }
}

#[test]
fn always_taking_one_loses_bash_to_the_chip() {
    let lines = ["1", "1", "1", "1", "q"];
    let mut console = Transcript::<16384>::new(&lines);
    let summary = session::run(&mut console);
    assert_eq!(
        summary,
        Summary {
            games: 1,
            won: 0,
            lost: 1
        },
        "{}",
        console.output()
    );
    assert!(
        console
            .output()
            .contains("no move is left for you: the chip wins")
    );
}

#[test]
fn the_end_of_input_in_a_game_ends_the_session() {
    let lines = ["5", "1 2"];
    let mut console = Transcript::<8192>::new(&lines);
    let summary = session::run(&mut console);
    assert_eq!(summary.games, 1);
    assert_eq!(summary.won + summary.lost, 0);
    assert!(console.output().ends_with("bye\n"));
}

#[test]
fn every_kind_of_bad_line_is_answered_and_the_game_goes_on() {
    let lines = [
        "6",
        "",
        "1",
        "1 2",
        "1 2 3 4",
        "0 1 1",
        "9 0 0",
        "1 2 0",
        "2 x 1",
        "-1 0 0",
        "99999999999999999999 0 0",
        "q",
        "2",
        "c 2",
        "ab",
        "a 9",
        "ab 0",
        "q",
        "q",
    ];
    let mut console = Transcript::<65536>::new(&lines);
    session::run(&mut console);
    let out = console.output();
    for expected in [
        "cannot read ``: the line is empty",
        "cannot read `1`: a move is 3 words, not 1",
        "cannot read `1 2`: a move is 3 words, not 2",
        "cannot read `0 1 1`: piles and steps are counted from 1",
        "illegal move: there is no pile 9 (there are 2)",
        "illegal move: both new piles must be smaller than pile 1 (2 stones)",
        "cannot read `2 x 1`: `x` is not a whole number",
        "cannot read `-1 0 0`: `-1` is not a whole number",
        "cannot read `c 2`: `c` is not a pile: use a, b or ab",
        "illegal move: cannot take 9 stones from a pile of 5",
        "illegal move: a move must take at least one stone",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in\n{out}");
    }
    assert_eq!(console.lines_read(), lines.len());
}

/// A console whose one line is not UTF-8.
struct Bytes(Vec<Vec<u8>>, String);

impl Console for Bytes {
    fn write_str(&mut self, s: &str) {
        self.1.push_str(s);
    }

    fn read_line(&mut self, buf: &mut [u8]) -> Option<usize> {
        if self.0.is_empty() {
            return None;
        }
        let line = self.0.remove(0);
        let len = line.len().min(buf.len());
        buf[..len].copy_from_slice(&line[..len]);
        Some(len)
    }
}

#[test]
fn lines_that_are_not_text_or_too_long_are_refused() {
    let long = format!("1 {}", "9".repeat(200));
    let mut console = Bytes(
        vec![
            vec![0xff, 0xfe],
            b"3".to_vec(),
            vec![b'1', b' ', 0xc3],
            long.into_bytes(),
            b"q".to_vec(),
        ],
        String::new(),
    );
    session::run(&mut console);
    assert!(
        console
            .1
            .contains("the line is not text: type 1 to 6, s, or q")
    );
    assert!(console.1.contains("cannot read that: the line is not text"));
    // Cut at 64 bytes, the number is still too large for u64.
    assert!(console.1.contains("is not a whole number"), "{}", console.1);
    assert!(console.1.ends_with("bye\n"));
}

proptest::proptest! {
    #[test]
    fn arbitrary_lines_never_crash_the_loop(
        lines in proptest::collection::vec("[0-9a-z ?]{0,12}", 0..40)
    ) {
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        let mut console = Transcript::<262144>::new(&lines);
        let summary = session::run(&mut console);
        proptest::prop_assert!(console.output().ends_with("bye\n") || console.overflowed());
        proptest::prop_assert!(summary.won + summary.lost <= summary.games);
    }
}

#[test]
fn a_hint_in_a_p_position_says_no_move_wins_and_offers_a_legal_one() {
    // Nim 3 4 5: taking 1 from pile 1 leaves 2 4 5 (an N-position) to the chip, which
    // answers with a winning move, so the human then stands in a P-position.
    let lines = ["3", "1 1", "hint", "quit", "quit"];
    let mut console = Transcript::<16384>::new(&lines);
    let summary = session::run(&mut console);
    let out = console.output();
    assert!(
        out.contains("no move wins against perfect play (a P-position); try "),
        "{out}"
    );
    assert!(out.contains("you leave the game"));
    assert_eq!(summary.games, 1);
    assert_eq!(console.lines_read(), lines.len());
}

#[test]
fn the_menu_offers_the_demo_only_when_given_one() {
    // The micro:bit's CI run: `d` for the demo, then the script of the semihosting boards.
    let mut lines = vec!["d"];
    lines.extend(SCRIPT.lines());
    let mut console = Transcript::<65536>::new(&lines);
    let mut demos = 0;
    let summary = session::run_with_demo(&mut console, &mut |console| {
        demos += 1;
        assert!(grundy_play::demo::run(console));
    });
    let out = console.output();
    assert!(!console.overflowed());
    assert_eq!(demos, 1);
    assert_eq!(
        summary,
        Summary {
            games: 4,
            won: 3,
            lost: 0
        }
    );
    assert!(out.contains("  d  demo: the chip against a random player, checked\n"));
    assert!(out.contains("demo: 6 of 6 games passed every check"));
    assert_eq!(out.matches("you win!").count(), 3);
    assert!(out.ends_with("bye\n"));

    // Without a demo, `d` is not on the menu.
    let mut console = Transcript::<4096>::new(&["d", "q"]);
    session::run(&mut console);
    assert!(!console.output().contains("demo"));
    assert!(console.output().contains("`d` is not on the menu"));
}

#[test]
fn the_ci_script_of_three_set_nims_is_won_with_hints() {
    // `.ci/mcu.sh` runs it on the chip: the sum whose stack peak is the largest measured.
    let lines: Vec<&str> = include_str!("fixtures/sum3.txt").lines().collect();
    let mut console = Transcript::<65536>::new(&lines);
    let summary = session::run(&mut console);
    let out = console.output();
    assert_eq!(
        summary,
        Summary {
            games: 1,
            won: 1,
            lost: 0
        },
        "{out}"
    );
    assert_eq!(console.lines_read(), lines.len());
    assert!(out.contains("== Set Nim + Set Nim + Set Nim =="), "{out}");
    assert!(
        out.contains("no move is left for the chip: you win!"),
        "{out}"
    );
}

/// Under misère play the one who takes the last stone loses: the game loop asks the core
/// who won, so misère Nim ends the right way round.
#[test]
fn misere_nim_is_lost_by_whoever_takes_the_last_stone() {
    use grundy::Nim;
    use grundy_play::session::Ending;

    // One stone: you must take it, and lose.
    let mut console = Transcript::<4096>::new(&["1 1"]);
    let ending = session::play(&mut console, &Nim::misere(), &[1]);
    assert_eq!(ending, Ending::ChipWon);
    assert!(
        console
            .output()
            .contains("no move is left for the chip: the chip wins"),
        "{}",
        console.output()
    );
    // Two stones: you take one, the chip must take the last, and you win.
    let mut console = Transcript::<4096>::new(&["1 1"]);
    let ending = session::play(&mut console, &Nim::misere(), &[2]);
    assert_eq!(ending, Ending::HumanWon);
    assert!(
        console
            .output()
            .contains("no move is left for you: you win!"),
        "{}",
        console.output()
    );
    // Normal play, the same moves: the other way round.
    let mut console = Transcript::<4096>::new(&["1 1"]);
    assert_eq!(
        session::play(&mut console, &Nim::normal(), &[1]),
        Ending::HumanWon
    );
}

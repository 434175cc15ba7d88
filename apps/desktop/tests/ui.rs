//! The real app driven through egui_kittest by accessible labels, without a display or GPU.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use egui::{Key, Modifiers, Role};
mod common;
use common::wait_for;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use grundy::nim::Bouton;
use grundy::set_nim::SubtractionSet;
use grundy::{
    Bash, FromNumbers, Game, GameKind, Nim, Outcome, SetNim, SplitNim, Staircase, Wythoff,
};
use grundy_desktop::model::setup::{Choice, GameSetup};
use grundy_desktop::model::turns::Mode;
use grundy_desktop::ui::Tab;
use grundy_desktop::{GrundyApp, State};
use grundy_i18n::Lang;

fn harness(state: State) -> Harness<'static, GrundyApp> {
    sized(state, [1100.0, 760.0])
}

/// The app in a window of `size`.
fn sized(state: State, size: [f32; 2]) -> Harness<'static, GrundyApp> {
    common::app(state, size)
}

/// A state that starts `kind` at `position` with the setup form filled in.
fn state(kind: GameKind, position: &str, mode: Mode, human_first: bool) -> State {
    let mut s = State::default();
    s.play.setup.choice = Choice::Game(kind);
    s.play.setup.game = GameSetup::new(kind, position);
    s.play.mode = mode;
    s.play.human_first = human_first;
    s
}

/// Clicks "Start game" so the setup form becomes the game.
fn start(h: &mut Harness<'static, GrundyApp>) {
    h.get_by_label("Start game").click();
    // The rules are built on a thread; a loaded machine may take longer than the app's
    // short wait, and then a spinner shows until they are ready.
    start_built(h);
}

/// Steps until the rules of a game started by a click are built (on a thread).
fn start_built(h: &mut Harness<'static, GrundyApp>) {
    for _ in 0..400 {
        h.step();
        if h.query_all_by_label_contains("Computing the rules")
            .next()
            .is_none()
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h.run();
}

/// Steps until the game is over (the computer's moves need time to pass, and its search
/// runs on a thread).
fn play_out(
    h: &mut Harness<'static, GrundyApp>,
    mut human: impl FnMut(&mut Harness<'static, GrundyApp>),
) {
    for _ in 0..2000 {
        h.step();
        if h.state().winner().is_some() {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        let game = &h.state().state().play.game;
        if !game.turns.is_computer(game.turns.to_move()) {
            human(h);
        }
    }
    panic!("the game did not end");
}

/// The human's move: the first move button in the list (the core's first legal move).
fn first_option(h: &mut Harness<'static, GrundyApp>) {
    let Some(a) = h.state().analysis() else {
        return;
    };
    let Some(o) = a.options.first() else { return };
    let label = o.label.clone();
    h.get_by_label(&label).click();
    h.step();
}

#[test]
fn the_perfect_computer_wins_an_n_position_it_starts() {
    // 3 ^ 4 ^ 5 = 2: the player to move wins, so a perfect computer moving first must win.
    let mut h = harness(state(GameKind::Nim, "3 4 5", Mode::VsComputer, false));
    start(&mut h);
    play_out(&mut h, first_option);
    assert_eq!(h.state().winner(), Some(Ok(0)));
    assert!(h.state().state().play.game.turns.is_computer(0));
    h.get_by_label("You lose.");
    // Every computer move left a P-position: it never threw a win away.
    let game = &h.state().state().play.game;
    assert!(
        game.turns
            .plies
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .all(|(_, p)| p.p_after == Some(true))
    );
}

#[test]
fn the_perfect_computer_wins_a_p_position_you_start() {
    // Wythoff (3, 5) is a P-position: you move first and lose against perfect play.
    let mut h = harness(state(GameKind::Wythoff, "3 5", Mode::VsComputer, true));
    start(&mut h);
    play_out(&mut h, first_option);
    assert_eq!(h.state().winner(), Some(Ok(1)));
    h.get_by_label("You lose.");
}

#[test]
fn computer_vs_computer_plays_to_the_theoretical_winner() {
    // Misère Nim with 1 1 1: three piles of one, an odd count, so the first player loses.
    let mut s = state(GameKind::Nim, "1 1 1", Mode::ComputerVsComputer, true);
    s.play.setup.misere = true;
    s.play.speed = 10.0;
    let mut h = harness(s);
    // The computers start at once: step, as the window never settles while they play.
    h.get_by_label("Start game").click();
    for _ in 0..400 {
        h.step();
        if h.state().state().play.game.turns.mode == Mode::ComputerVsComputer {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    play_out(&mut h, |_| panic!("no human in computer vs computer"));
    assert_eq!(h.state().winner(), Some(Ok(1)));
    h.get_by_label("Computer B wins!");
    assert_eq!(h.state().state().play.game.turns.plies.len(), 3);
}

/// The option buttons marked with `glyph`, as the core's move descriptions.
fn marked(h: &Harness<'static, GrundyApp>, glyph: &str) -> Vec<String> {
    let mut found: Vec<String> = h
        .get_all_by_role(Role::Button)
        .filter_map(|n| n.accesskit_node().label())
        .filter_map(|l| l.strip_prefix(glyph).map(str::to_owned))
        .map(|l| l.split(" → ").next().unwrap_or("").trim().to_owned())
        .collect();
    found.sort();
    found
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[test]
fn hints_mark_exactly_the_winning_moves_the_core_reports() {
    let cases: Vec<(GameKind, &str, Vec<String>)> = vec![
        (GameKind::Nim, "3 4 5", {
            let g = Nim::normal();
            let p = g.position(&[3, 4, 5]).unwrap();
            g.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (GameKind::Wythoff, "5 9", {
            let p = Wythoff.position(&[5, 9]).unwrap();
            Wythoff.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (GameKind::Staircase, "2 1 3", {
            let p = Staircase.position(&[2, 1, 3]).unwrap();
            Staircase.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (GameKind::SetNim, "5 7 9", {
            let g = SetNim::new(SubtractionSet::new(&[1, 3, 4]).unwrap()).unwrap();
            let p = g.position(&[5, 7, 9]).unwrap();
            g.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (GameKind::SplitNim, "2 3 4", {
            let p = SplitNim.position(&[2, 3, 4]).unwrap();
            SplitNim.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (GameKind::Bash, "10", {
            let g = Bash::new(3).unwrap();
            let p = g.position(&[10]).unwrap();
            g.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
    ];
    for (kind, position, expected) in cases {
        let mut h = harness(state(kind, position, Mode::TwoPlayers, true));
        start(&mut h);
        assert!(
            marked(&h, "✔").is_empty(),
            "{kind:?}: no marks before hints"
        );
        h.key_press(Key::H);
        h.run();
        assert!(h.state().state().play.hints, "H turns hints on");
        assert!(!expected.is_empty(), "{kind:?}: an N-position was chosen");
        assert_eq!(
            marked(&h, "✔"),
            sorted(expected.clone()),
            "{kind:?} {position}"
        );
        // Every other listed move is marked losing.
        let options = h.state().analysis().unwrap().options.len();
        assert_eq!(marked(&h, "✖").len() + expected.len(), options, "{kind:?}");
    }
}

#[test]
fn misere_hints_are_the_core_misere_winning_moves() {
    // Misère Nim 1 1 2: the winning move leaves three piles of one (an odd number of ones,
    // with no bigger pile, is lost for the player to move).
    let mut s = state(GameKind::Nim, "1 1 2", Mode::TwoPlayers, true);
    s.play.setup.misere = true;
    s.play.hints = true;
    let mut h = harness(s);
    start(&mut h);
    let g = Nim::misere();
    let p = g.position(&[1, 1, 2]).unwrap();
    let expected: Vec<String> = g.winning_moves(&p).map(|m| m.to_string()).collect();
    assert_eq!(expected, vec!["take 1 from pile 3".to_owned()]);
    assert_eq!(marked(&h, "✔"), expected);
    h.get_by_label_contains("Nim (misère)");
    h.get_by_label_contains("Grundy value: Grundy values describe normal play");
}

#[test]
fn a_p_position_has_no_winning_mark() {
    let mut s = state(GameKind::Nim, "1 2 3", Mode::TwoPlayers, true);
    s.play.hints = true;
    let mut h = harness(s);
    start(&mut h);
    assert!(marked(&h, "✔").is_empty());
    assert_eq!(marked(&h, "✖").len(), 6);
    h.get_by_label_contains("Grundy value 0; P-position");
}

#[test]
fn undo_and_redo_restore_positions() {
    let mut h = harness(state(GameKind::Nim, "3 4 5", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("pile 1, stone 2 from the top").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![1, 4, 5]]);
    h.get_by_label("take 1 from pile 2").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![1, 3, 5]]);
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![1, 4, 5]]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().position(), &[vec![3, 4, 5]]);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(h.state().position(), &[vec![1, 4, 5]]);
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![1, 3, 5]]);
    // A new move drops what could be redone.
    h.get_by_label("Undo").click();
    h.run();
    h.get_by_label("take 1 from pile 3").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![1, 4, 4]]);
    assert!(h.state().state().play.game.turns.redo.is_empty());
}

#[test]
fn a_malformed_setup_shows_an_error_and_keeps_the_game() {
    let mut h = harness(state(GameKind::Nim, "3 4 5", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("take 1 from pile 1").click();
    h.run();
    let before = h.state().state().play.game.clone();

    let too_many = vec!["1"; 33].join(" ");
    let bad: Vec<(GameKind, &str, &str, &str)> = vec![
        (
            GameKind::Nim,
            "3 x 5",
            "",
            "position: \"x\" is not a number",
        ),
        (
            GameKind::Nim,
            &too_many,
            "",
            "33 piles given, at most 32 fit",
        ),
        (GameKind::Wythoff, "1 2 3", "", "exactly 2 piles"),
        (GameKind::SetNim, "3 4", "0 2", "contains 0"),
        (GameKind::SetNim, "3 4", "1 two", "\"two\""),
        (GameKind::Bash, "10", "0", "at least 1"),
    ];
    for (kind, position, rules, message) in bad {
        {
            let setup = &mut h.state_mut().controller_mut().play_mut().setup;
            setup.choice = Choice::Game(kind);
            setup.game = GameSetup::new(kind, position);
            setup.game.set_text = rules.to_owned();
            setup.game.k_text = rules.to_owned();
        }
        h.run();
        start(&mut h);
        let error = h.get_by_label_contains("Error:");
        let text = error
            .value()
            .or(error.accesskit_node().label())
            .unwrap_or_default();
        assert!(text.contains(message), "{kind:?} {position:?}: {text}");
        assert_eq!(h.state().state().play.game, before, "the game is untouched");
    }
    // A good setup clears the error.
    h.state_mut().controller_mut().play_mut().setup.game = GameSetup::new(GameKind::Nim, "2 2");
    h.run();
    start(&mut h);
    assert!(h.query_by_label_contains("Error:").is_none());
    assert_eq!(h.state().position(), &[vec![2, 2]]);
}

#[test]
fn typing_letters_into_the_position_field_is_an_error() {
    let mut h = harness(state(GameKind::Nim, "", Mode::TwoPlayers, true));
    let field = h.get_by_label_contains("Position (");
    field.focus();
    field.type_text("4 y");
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    h.get_by_label_contains("\"y\" is not a number");
    assert_eq!(h.state().position(), &[vec![3, 4, 5]]);
    assert!(h.state().setup_error().is_some());
}

#[test]
fn every_game_and_every_panel_renders() {
    let mut h = harness(State::default());
    h.run();
    for choice in Choice::all() {
        h.get_by_label("Game").click();
        h.run();
        h.get_by_role_and_label(Role::Button, choice.name()).click();
        start_built(&mut h);
        let kinds: Vec<GameKind> = h
            .state()
            .state()
            .play
            .game
            .specs
            .iter()
            .map(|s| s.kind())
            .collect();
        // The theory page of the game, or of sums.
        h.get_by_label("Theory").click();
        h.run();
        h.get_by_label("Why it holds");
        match choice {
            Choice::Game(kind) => {
                assert_eq!(kinds, [kind]);
                // The judge problems the game solves (octal games have none).
                if let Some(problem) = grundy_judge::Problem::ALL
                    .into_iter()
                    .find(|p| p.game() == kind)
                {
                    h.get_by_label_contains(problem.id());
                }
            }
            Choice::Sum => {
                assert_eq!(kinds.len(), 3);
                h.get_by_label_contains("Sprague (1935) and Grundy (1939)");
            }
            Choice::Graph => {
                h.get_by_label_contains("Smith (1966)");
            }
            // A game from rules: the theory of values and sums its solver applies.
            Choice::Script => {
                h.get_by_label_contains("Sprague (1935) and Grundy (1939)");
            }
        }
        h.get_by_label("Play").click();
        h.run();
    }
    h.get_by_label("Explore").click();
    h.step();
    for (page, expect) in [
        ("Set Nim sequence", "preperiod"),
        ("Split Nim sequence", "odious"),
        ("Bash sequence", "P-positions are the multiples"),
        ("Wythoff heat map", "cells, values 0 to"),
        ("Octal games", "preperiod 71, period 12"),
    ] {
        h.get_by_label(page).click();
        wait_for(&mut h, expect);
    }
    // The theory of another game leaves the game alone.
    let game = h.state().state().play.game.clone();
    h.get_by_label("Theory").click();
    h.run();
    h.get_by_label("Staircase Nim").click();
    h.run();
    h.get_by_label_contains("XOR of the stones on the odd steps");
    assert_eq!(h.state().state().play.game, game);
    h.get_by_label("Judge").click();
    h.run();
    h.get_by_label("Solve").click();
    wait_for(&mut h, "Output");
    h.get_by_label("Yes\n");
    assert_eq!(h.state().state().tab, Tab::Judge);
}

#[test]
fn the_judge_panel_reports_strict_errors() {
    let mut s = State {
        tab: Tab::Judge,
        ..State::default()
    };
    s.judge.input = "2\n2 x\n".to_owned();
    let mut h = harness(s);
    h.run();
    h.get_by_label("Solve").click();
    wait_for(&mut h, "error:");
    let e = h.get_by_label_contains("error:");
    let text = e.value().or(e.accesskit_node().label()).unwrap_or_default();
    assert!(text.contains("line 2"), "{text}");
    // The same error in Chinese once the language changes, without solving again.
    h.state_mut().set_lang(Some(Lang::Zh));
    h.run();
    h.get_by_label_contains("错误：acwing-891：第 2 行第 3 列：期望一堆的石子数");
}

#[test]
fn settings_and_the_last_game_persist() {
    #[derive(Default)]
    struct Memory(std::collections::HashMap<String, String>);
    impl eframe::Storage for Memory {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.to_owned(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }
    let mut h = harness(state(GameKind::Staircase, "2 1 3", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("step 3, stone 1 from the top").click();
    h.key_press(Key::H);
    h.run();
    let mut storage = Memory::default();
    eframe::App::save(h.state_mut(), &mut storage);
    let loaded: State = eframe::get_value(&storage, eframe::APP_KEY).unwrap();
    assert_eq!(loaded, h.state().state());
    let again = GrundyApp::with_state(loaded);
    assert_eq!(again.position(), &[vec![2, 2, 2]]);
    assert!(again.state().play.hints);
}

#[test]
fn n_starts_a_new_game_and_the_app_is_idle_when_nothing_happens() {
    let mut h = harness(state(GameKind::Nim, "3 4 5", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("take 1 from pile 1").click();
    h.run();
    assert_eq!(h.state().state().play.game.turns.plies.len(), 1);
    h.key_press(Key::N);
    h.run();
    assert!(h.state().state().play.game.turns.plies.is_empty());
    // Idle means idle: after settling (and after the thread that built the rules has said
    // it is done), no frame asks for another.
    std::thread::sleep(std::time::Duration::from_millis(100));
    h.run();
    let steps = h.run();
    assert_eq!(steps, 1);
    assert!(
        h.output()
            .viewport_output
            .values()
            .all(|v| v.repaint_delay == std::time::Duration::MAX)
    );
}

#[test]
fn split_nim_lets_you_pick_the_two_new_piles() {
    let mut h = harness(state(GameKind::SplitNim, "2 4", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("Split pile 2 (4)").click();
    h.run();
    h.get_by_label("First new pile")
        .set_text_value_accesskit("3");
    h.run();
    h.get_by_label("Second new pile")
        .set_text_value_accesskit("2");
    h.run();
    h.get_by_label("Split").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![2, 3, 2]]);
}

#[test]
fn the_wythoff_queen_moves_diagonally() {
    let mut h = harness(state(GameKind::Wythoff, "5 8", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("queen to (3, 6)").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![3, 6]]);
    assert!(
        h.query_by_label("queen to (4, 4)").is_none(),
        "not a queen move"
    );
}

#[test]
fn a_set_whose_period_does_not_fit_is_an_error() {
    // The rules are built on a thread (behind a spinner when they take long); a set whose
    // period cannot be certified within the play table, with a pile past a plain table,
    // ends in the core's error, and the game stays as it was. The Grundy sequence of
    // {a, b} has period a + b, here longer than the table.
    let mut s = state(GameKind::SetNim, "3 200000000", Mode::TwoPlayers, true);
    s.play.setup.game.set_text = "50000000 70000001".to_owned();
    let mut h = harness(s);
    h.run();
    let before = h.state().state().play.game.clone();
    h.get_by_label("Start game").click();
    for _ in 0..3000 {
        h.step();
        if h.state().setup_error().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h.run();
    h.get_by_label_contains(&format!(
        "a pile of 200000000 is past what a plain table of {} values holds",
        grundy_host::SET_NIM_TABLE
    ));
    assert_eq!(h.state().state().play.game, before);
}

#[test]
fn the_set_nim_explorer_shows_the_certified_period_of_the_core() {
    let mut s = State {
        tab: Tab::Explore,
        ..State::default()
    };
    s.explore.set_nim.set_text = "3 4 9".to_owned();
    let mut h = harness(s);
    wait_for(&mut h, "period");
    let core = SetNim::with_table(SubtractionSet::new(&[3, 4, 9]).unwrap(), vec![0u8; 4096])
        .unwrap()
        .period()
        .unwrap();
    h.get_by_label_contains(&format!(
        "preperiod {}, period {}",
        core.preperiod(),
        core.period()
    ));
    // The Split Nim page: the row of n = 7 shows g(7) = 13 in binary.
    h.get_by_label("Split Nim sequence").click();
    h.run();
    assert_eq!(SplitNim::grundy_of(7), 13);
    h.get_by_label("1101");
}

#[test]
fn a_pile_too_tall_to_draw_can_still_be_played() {
    let mut h = harness(state(GameKind::Nim, "7 1000", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label_contains("Piles this tall are not all drawn");
    h.get_by_label("pile").set_value_accesskit(2.0);
    h.run();
    h.get_by_label("count").set_text_value_accesskit("500");
    h.run();
    h.get_by_label("Play move").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![7, 500]]);
    // Wythoff: a third choice takes from both piles.
    let mut h = harness(state(GameKind::Wythoff, "40 70", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("pile (3 = both)").set_value_accesskit(3.0);
    h.run();
    h.get_by_label("count").set_text_value_accesskit("30");
    h.run();
    h.get_by_label("Play move").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![10, 40]]);
}

/// The sum `words` describe (in the hosts' grammar) and its position, built by the core.
fn core_sum(words: &str) -> (grundy::Sum<grundy_host::Heap>, grundy::sum::SumPosition) {
    let words: Vec<&str> = words.split(' ').collect();
    grundy_host::parse_sum(&words)
        .unwrap()
        .build(&grundy_host::Heap)
        .unwrap()
}

/// Clicks the first option button marked winning.
fn click_first_winning(h: &mut Harness<'static, GrundyApp>) {
    let label = h
        .get_all_by_role(Role::Button)
        .filter_map(|n| n.accesskit_node().label())
        .find(|l| l.starts_with('✔'))
        .unwrap_or_else(|| {
            let game = &h.state().state().play.game;
            panic!(
                "no winning move is marked at {:?} after {:?}, analysis {:?}",
                game.current(),
                game.turns
                    .plies
                    .iter()
                    .map(|p| &p.label)
                    .collect::<Vec<_>>(),
                h.state().analysis().map(|a| (&a.outcome, &a.winning))
            )
        });
    h.get_by_label(&label).click();
    h.step();
}

#[test]
fn a_sum_is_won_from_the_hints_against_the_perfect_computer() {
    let mut s = State::default();
    s.play.mode = Mode::VsComputer;
    s.play.human_first = true;
    // Tall enough that the option list of a sum with hints is in the window.
    let mut h = sized(s, [1100.0, 1100.0]);
    h.run();
    // The sum of the form (Nim 1 2, Wythoff 2 3, Bash 6) starts when it is chosen; its third
    // component becomes Split Nim through its own menu, then the game starts again.
    h.get_by_label("Game").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Sum of games")
        .click();
    start_built(&mut h);
    h.get_by_label("Component 3").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Split Nim").click();
    h.run();
    start(&mut h);
    let (sum, p) = core_sum("nim 1 2 + wythoff 2 3 + split 2 3 4");
    assert_eq!(
        h.state().position(),
        &[vec![1, 2], vec![2, 3], vec![2, 3, 4]]
    );
    h.get_by_label_contains("Sum of 3 games");
    h.key_press(Key::H);
    h.run();
    // The values of the components and their XOR, as the core gives them.
    let values: Vec<u128> = sum.values(&p).map(|v| v.unwrap().get()).collect();
    let x = sum.grundy(&p).unwrap();
    assert_ne!(x, 0, "an N-position was chosen");
    let line = format!(
        "g₁ ⊕ g₂ ⊕ g₃ = {} ⊕ {} ⊕ {} = {x}",
        values[0], values[1], values[2]
    );
    h.get_by_label_contains(&line);
    // Exactly the core's winning moves are marked.
    let expected: Vec<String> = sum.winning_moves(&p).map(|m| m.to_string()).collect();
    assert_eq!(marked(&h, "✔"), sorted(expected));
    // Play the winning move of the hint; the computer answers; win to the end.
    click_first_winning(&mut h);
    for _ in 0..2000 {
        h.step();
        if h.state().state().play.game.turns.plies.len() >= 2 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(
        h.state().state().play.game.turns.plies.len(),
        2,
        "the computer answered"
    );
    play_out(&mut h, click_first_winning);
    // The game is over: the core says the computer, to move, stands on a P-position.
    assert_eq!(h.state().winner(), Some(Ok(0)));
    let a = h.state().analysis().unwrap();
    assert!(a.terminal);
    assert_eq!(a.outcome, Ok(Outcome::P));
    assert!(
        h.state()
            .state()
            .play
            .game
            .turns
            .is_computer(h.state().state().play.game.turns.to_move())
    );
    h.get_by_label("You win!");
}

#[test]
fn the_nim_equivalent_shows_the_core_s_working() {
    // The default sum: Nim 1 2, Wythoff 2 3, Bash (k = 3) 6.
    let mut s = state(GameKind::Nim, "3 4 5", Mode::TwoPlayers, true);
    s.play.setup.choice = Choice::Sum;
    s.play.hints = true;
    let mut h = harness(s);
    start(&mut h);
    let (sum, p) = core_sum("nim 1 2 + wythoff 2 3 + bash --k 3 6");
    let values: Vec<u128> = sum.values(&p).map(|v| v.unwrap().get()).collect();
    let w = Bouton::new(&values);
    assert_eq!(w.xor(), sum.grundy(&p).unwrap().get());
    let columns = w.columns() as usize;
    h.get_by_label_contains(&format!("XOR = {:0columns$b} = {}", w.xor(), w.xor()));
    let c = w.highest_odd().expect("an N-position");
    h.get_by_label_contains(&format!(" = {}. It points at the heaps", 1u128 << c));
    for (i, &v) in values.iter().enumerate() {
        let text = format!("move component {} from value {v} to value", i + 1);
        match w.target(i) {
            Some(t) => {
                h.get_by_label_contains(&format!("{text} {v} ⊕ {} = {t}", w.xor()));
            }
            None => assert!(h.query_by_label_contains(&text).is_none(), "{text}"),
        }
    }
    // Each column's count of ones and parity, in the grid's last two rows.
    h.get_by_label("ones in the column");
    h.get_by_label("parity");
    // Plain Nim: the piles are the heaps.
    let mut h = harness(state(GameKind::Nim, "3 4 5", Mode::TwoPlayers, true));
    start(&mut h);
    h.key_press(Key::H);
    h.run();
    let heaps = [3, 4, 5];
    let w = Bouton::new(&heaps);
    h.get_by_label_contains(&format!("XOR = 010 = {}", w.xor()));
    h.get_by_label_contains(&format!(
        "reduce pile 1 from 3 to 3 ⊕ 2 = {}",
        w.target(0).unwrap()
    ));
    // Misère play has no Nim equivalent, and says why.
    let mut s = state(GameKind::Nim, "3 4 5", Mode::TwoPlayers, true);
    s.play.setup.misere = true;
    s.play.hints = true;
    let mut h = harness(s);
    start(&mut h);
    h.get_by_label_contains("No Nim equivalent here: Grundy values describe normal play");
}

#[test]
fn a_misere_sum_that_is_not_nim_gives_the_core_s_reason() {
    let mut s = state(GameKind::Nim, "3 4 5", Mode::TwoPlayers, true);
    s.play.setup.choice = Choice::Sum;
    s.play.setup.misere = true;
    s.play.hints = true;
    let mut h = harness(s);
    start(&mut h);
    h.get_by_label_contains("Sum of 3 games (misère)");
    h.get_by_label_contains(
        "outcome unknown: misère play of this sum is not known: component 2 is not Nim",
    );
}

#[test]
fn the_remoteness_gives_the_core_s_reason_when_it_has_none() {
    // Bash with k = 1 from 500 lasts 500 moves, past the search's depth.
    let mut s = state(GameKind::Bash, "500", Mode::TwoPlayers, true);
    s.play.setup.game.k_text = "1".to_owned();
    s.play.hints = true;
    let mut h = harness(s);
    start(&mut h);
    wait_for(&mut h, "remoteness: the game can last more than");
    h.get_by_label_contains(&format!(
        "remoteness: the game can last more than {} moves",
        grundy::strategy::MAX_DEPTH
    ));
}

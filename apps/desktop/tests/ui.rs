//! The real app driven through egui_kittest by accessible labels, without a display or GPU.

use egui::{Key, Modifiers, Role};
mod common;
use common::wait_for;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use grundy::{Bash, Game, Nim, SetNim, SplitNim, Staircase, SubtractionSet, Wythoff};
use grundy_desktop::rules::Kind;
use grundy_desktop::session::Mode;
use grundy_desktop::{GrundyApp, State, Tab};

fn harness(state: State) -> Harness<'static, GrundyApp> {
    Harness::builder()
        .with_size([1100.0, 760.0])
        // A thread that finishes (the rules, the remoteness) asks for a repaint from outside
        // the frame loop, which can cost a frame or two more before the window settles.
        .with_max_steps(12)
        .build_eframe(move |cc| {
            GrundyApp::install_fonts(&cc.egui_ctx);
            GrundyApp::with_state(state)
        })
}

/// A state that starts `kind` at `position` with the setup form filled in.
fn state(kind: Kind, position: &str, mode: Mode, human_first: bool) -> State {
    let mut s = State::default();
    s.setup.kind = kind;
    s.setup.position_text = position.to_owned();
    s.mode = mode;
    s.human_first = human_first;
    s
}

/// Clicks "Start game" so the setup form becomes the game.
fn start(h: &mut Harness<'static, GrundyApp>) {
    h.get_by_label("Start game").click();
    // The rules are built on a thread; a loaded machine may take longer than the app's
    // short wait, and then a spinner shows until they are ready.
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

/// Steps until the game is over (the computer's moves need time to pass).
fn play_out(
    h: &mut Harness<'static, GrundyApp>,
    mut human: impl FnMut(&mut Harness<'static, GrundyApp>),
) {
    for _ in 0..400 {
        h.step();
        if h.state_mut().winner().is_some() {
            h.run();
            return;
        }
        let game = &h.state().state().game;
        if !game.is_computer(game.to_move()) {
            human(h);
        }
    }
    panic!("the game did not end");
}

/// The human's move: the first move button in the list (the core's first legal move).
fn first_option(h: &mut Harness<'static, GrundyApp>) {
    let Some(a) = h.state_mut().analysis() else {
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
    let mut h = harness(state(Kind::Nim, "3 4 5", Mode::VsComputer, false));
    start(&mut h);
    play_out(&mut h, first_option);
    assert_eq!(h.state_mut().winner(), Some(0));
    assert!(h.state().state().game.is_computer(0));
    h.get_by_label("You lose.");
    // Every computer move left a P-position: it never threw a win away.
    let game = &h.state().state().game;
    assert!(
        game.plies
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .all(|(_, p)| p.p_after)
    );
}

#[test]
fn the_perfect_computer_wins_a_p_position_you_start() {
    // Wythoff (3, 5) is a P-position: you move first and lose against perfect play.
    let mut h = harness(state(Kind::Wythoff, "3 5", Mode::VsComputer, true));
    start(&mut h);
    play_out(&mut h, first_option);
    assert_eq!(h.state_mut().winner(), Some(1));
    h.get_by_label("You lose.");
}

#[test]
fn computer_vs_computer_plays_to_the_theoretical_winner() {
    // Misère Nim with 1 1 1: three piles of one, an odd count, so the first player loses.
    let mut s = state(Kind::Nim, "1 1 1", Mode::ComputerVsComputer, true);
    s.setup.misere = true;
    s.speed = 10.0;
    let mut h = harness(s);
    // The computers start at once: step, as the window never settles while they play.
    h.get_by_label("Start game").click();
    for _ in 0..400 {
        h.step();
        if h.state().state().game.mode == Mode::ComputerVsComputer {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    play_out(&mut h, |_| panic!("no human in computer vs computer"));
    assert_eq!(h.state_mut().winner(), Some(1));
    h.get_by_label("Computer B wins!");
    assert_eq!(h.state().state().game.plies.len(), 3);
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
    let cases: Vec<(Kind, &str, Vec<String>)> = vec![
        (Kind::Nim, "3 4 5", {
            let g = Nim::normal();
            let p = g.position(&[3, 4, 5]).unwrap();
            g.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (Kind::Wythoff, "5 9", {
            let p = Wythoff.position(&[5, 9]).unwrap();
            Wythoff.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (Kind::Staircase, "2 1 3", {
            let p = Staircase.position(&[2, 1, 3]).unwrap();
            Staircase.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (Kind::SetNim, "5 7 9", {
            let g = SetNim::new(SubtractionSet::new(&[1, 3, 4]).unwrap()).unwrap();
            let p = g.position(&[5, 7, 9]).unwrap();
            g.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (Kind::SplitNim, "2 3 4", {
            let p = SplitNim.position(&[2, 3, 4]).unwrap();
            SplitNim.winning_moves(&p).map(|m| m.to_string()).collect()
        }),
        (Kind::Bash, "10", {
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
        assert!(h.state().state().hints, "H turns hints on");
        assert!(!expected.is_empty(), "{kind:?}: an N-position was chosen");
        assert_eq!(
            marked(&h, "✔"),
            sorted(expected.clone()),
            "{kind:?} {position}"
        );
        // Every other listed move is marked losing.
        let options = h.state_mut().analysis().unwrap().options.len();
        assert_eq!(marked(&h, "✖").len() + expected.len(), options, "{kind:?}");
    }
}

#[test]
fn misere_hints_are_the_core_misere_winning_moves() {
    // Misère Nim 1 1 2: the winning move leaves three piles of one (an odd number of ones,
    // with no bigger pile, is lost for the player to move).
    let mut s = state(Kind::Nim, "1 1 2", Mode::TwoPlayers, true);
    s.setup.misere = true;
    s.hints = true;
    let mut h = harness(s);
    start(&mut h);
    let g = Nim::misere();
    let p = g.position(&[1, 1, 2]).unwrap();
    let expected: Vec<String> = g.winning_moves(&p).map(|m| m.to_string()).collect();
    assert_eq!(expected, vec!["take 1 from pile 3".to_owned()]);
    assert_eq!(marked(&h, "✔"), expected);
    h.get_by_label_contains("Nim (misère)");
    h.get_by_label_contains("describe normal play");
}

#[test]
fn a_p_position_has_no_winning_mark() {
    let mut s = state(Kind::Nim, "1 2 3", Mode::TwoPlayers, true);
    s.hints = true;
    let mut h = harness(s);
    start(&mut h);
    assert!(marked(&h, "✔").is_empty());
    assert_eq!(marked(&h, "✖").len(), 6);
    h.get_by_label_contains("Grundy value 0; P-position");
}

#[test]
fn undo_and_redo_restore_positions() {
    let mut h = harness(state(Kind::Nim, "3 4 5", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("pile 1, stone 2 from the top").click();
    h.run();
    assert_eq!(h.state().position(), &[1, 4, 5]);
    h.get_by_label("take 1 from pile 2").click();
    h.run();
    assert_eq!(h.state().position(), &[1, 3, 5]);
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(h.state().position(), &[1, 4, 5]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().position(), &[3, 4, 5]);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(h.state().position(), &[1, 4, 5]);
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(h.state().position(), &[1, 3, 5]);
    // A new move drops what could be redone.
    h.get_by_label("Undo").click();
    h.run();
    h.get_by_label("take 1 from pile 3").click();
    h.run();
    assert_eq!(h.state().position(), &[1, 4, 4]);
    assert!(h.state().state().game.redo.is_empty());
}

#[test]
fn a_malformed_setup_shows_an_error_and_keeps_the_game() {
    let mut h = harness(state(Kind::Nim, "3 4 5", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("take 1 from pile 1").click();
    h.run();
    let before = h.state().state().game.clone();

    let too_many = vec!["1"; 33].join(" ");
    let bad: Vec<(Kind, &str, &str, &str)> = vec![
        (Kind::Nim, "3 x 5", "", "\"x\" is not a whole number"),
        (Kind::Nim, &too_many, "", "33 piles given, at most 32 fit"),
        (Kind::Wythoff, "1 2 3", "", "exactly 2 piles"),
        (Kind::SetNim, "3 4", "0 2", "contains 0"),
        (Kind::SetNim, "3 4", "1 two", "\"two\""),
        (Kind::Bash, "10", "0", "at least 1"),
    ];
    for (kind, position, rules, message) in bad {
        {
            let setup = &mut h.state_mut().state_mut().setup;
            setup.kind = kind;
            setup.set_text = rules.to_owned();
            setup.k_text = rules.to_owned();
        }
        h.state_mut().state_mut().setup.position_text = position.to_owned();
        h.run();
        start(&mut h);
        let error = h.get_by_label_contains("Error:");
        let text = error
            .value()
            .or(error.accesskit_node().label())
            .unwrap_or_default();
        assert!(text.contains(message), "{kind:?} {position:?}: {text}");
        assert_eq!(h.state().state().game, before, "the game is untouched");
    }
    // A good setup clears the error.
    h.state_mut().state_mut().setup.kind = Kind::Nim;
    h.state_mut().state_mut().setup.position_text = "2 2".to_owned();
    h.run();
    start(&mut h);
    assert!(h.query_by_label_contains("Error:").is_none());
    assert_eq!(h.state().position(), &[2, 2]);
}

#[test]
fn typing_letters_into_the_position_field_is_an_error() {
    let mut h = harness(state(Kind::Nim, "", Mode::TwoPlayers, true));
    let field = h.get_by_label_contains("Position (");
    field.focus();
    field.type_text("4 y");
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    h.get_by_label_contains("\"y\" is not a whole number");
    assert_eq!(h.state().position(), &[3, 4, 5]);
    assert!(h.state().setup_error().is_some());
}

#[test]
fn every_game_and_every_panel_renders() {
    let mut h = harness(State::default());
    h.run();
    for kind in Kind::ALL {
        h.get_by_label("Game").click();
        h.run();
        h.get_by_role_and_label(Role::Button, kind.name()).click();
        h.run();
        assert_eq!(h.state().state().game.spec.kind, kind);
        // The theory page of the game.
        h.get_by_label("Theory").click();
        h.run();
        h.get_by_label("Why it holds");
        let problem = grundy_judge::Problem::ALL
            .into_iter()
            .find(|p| p.game() == kind.game_kind())
            .unwrap();
        h.get_by_label_contains(problem.id());
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
    ] {
        h.get_by_label(page).click();
        wait_for(&mut h, expect);
    }
    // The theory of another game leaves the game alone.
    let game = h.state().state().game.clone();
    h.get_by_label("Theory").click();
    h.run();
    h.get_by_label("Staircase Nim").click();
    h.run();
    h.get_by_label_contains("XOR of the stones on the odd steps");
    assert_eq!(h.state().state().game, game);
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
    let mut h = harness(state(Kind::Staircase, "2 1 3", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("step 3, stone 1 from the top").click();
    h.key_press(Key::H);
    h.run();
    let mut storage = Memory::default();
    eframe::App::save(h.state_mut(), &mut storage);
    let loaded: State = eframe::get_value(&storage, eframe::APP_KEY).unwrap();
    assert_eq!(&loaded, h.state().state());
    let again = GrundyApp::with_state(loaded);
    assert_eq!(again.position(), &[2, 2, 2]);
    assert!(again.state().hints);
}

#[test]
fn n_starts_a_new_game_and_the_app_is_idle_when_nothing_happens() {
    let mut h = harness(state(Kind::Nim, "3 4 5", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("take 1 from pile 1").click();
    h.run();
    assert_eq!(h.state().state().game.plies.len(), 1);
    h.key_press(Key::N);
    h.run();
    assert!(h.state().state().game.plies.is_empty());
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
    let mut h = harness(state(Kind::SplitNim, "2 4", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("Split pile 2 (4)").click();
    h.run();
    h.get_by_label("First new pile").set_value_accesskit(3.0);
    h.run();
    h.get_by_label("Second new pile").set_value_accesskit(2.0);
    h.run();
    h.get_by_label("Split").click();
    h.run();
    assert_eq!(h.state().position(), &[2, 3, 2]);
}

#[test]
fn the_wythoff_queen_moves_diagonally() {
    let mut h = harness(state(Kind::Wythoff, "5 8", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("queen to (3, 6)").click();
    h.run();
    assert_eq!(h.state().position(), &[3, 6]);
    assert!(
        h.query_by_label("queen to (4, 4)").is_none(),
        "not a queen move"
    );
}

#[test]
fn a_set_whose_period_does_not_fit_is_an_error() {
    // The rules are built on a thread (behind a spinner when they take long); a set whose
    // period cannot be certified within the play table ends in the core's error, and the
    // game stays as it was.
    let mut s = state(Kind::SetNim, "3 4", Mode::TwoPlayers, true);
    s.setup.set_text = "1000000".to_owned();
    let mut h = harness(s);
    h.run();
    let before = h.state().state().game.clone();
    h.get_by_label("Start game").click();
    for _ in 0..3000 {
        h.step();
        if h.state().setup_error().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h.run();
    h.get_by_label_contains("no period of the Grundy sequence could be certified");
    assert_eq!(h.state().state().game, before);
}

#[test]
fn the_set_nim_explorer_shows_the_certified_period_of_the_core() {
    let mut s = State {
        tab: Tab::Explore,
        ..State::default()
    };
    s.explore.set_text = "3 4 9".to_owned();
    let mut h = harness(s);
    wait_for(&mut h, "period");
    let core = SetNim::with_table(SubtractionSet::new(&[3, 4, 9]).unwrap(), vec![0u8; 4096])
        .unwrap()
        .period()
        .unwrap();
    h.get_by_label_contains(&format!(
        "preperiod {}, period {}",
        core.preperiod, core.period
    ));
    // The Split Nim page: the row of n = 7 shows g(7) = 13 in binary.
    h.get_by_label("Split Nim sequence").click();
    h.run();
    assert_eq!(SplitNim::grundy_of(7), 13);
    h.get_by_label("1101");
}

#[test]
fn a_pile_too_tall_to_draw_can_still_be_played() {
    let mut h = harness(state(Kind::Nim, "7 1000", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label_contains("Piles this tall are not all drawn");
    h.get_by_label("pile").set_value_accesskit(2.0);
    h.run();
    h.get_by_label("count").set_value_accesskit(500.0);
    h.run();
    h.get_by_label("Play move").click();
    h.run();
    assert_eq!(h.state().position(), &[7, 500]);
    // Wythoff: a third choice takes from both piles.
    let mut h = harness(state(Kind::Wythoff, "40 70", Mode::TwoPlayers, true));
    start(&mut h);
    h.get_by_label("pile (3 = both)").set_value_accesskit(3.0);
    h.run();
    h.get_by_label("count").set_value_accesskit(30.0);
    h.run();
    h.get_by_label("Play move").click();
    h.run();
    assert_eq!(h.state().position(), &[10, 40]);
}

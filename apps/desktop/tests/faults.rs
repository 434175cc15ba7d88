//! Faults a new user hit, each driven through the real app: a one-element Set Nim with a
//! huge element, a refused game that must not leave the previous board in view, a refused
//! position set up on the board, and the wording of the play view's messages.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // Tests may unwrap.

mod common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use grundy::GameKind;
use grundy_desktop::model::setup::{Choice, GameSetup};
use grundy_desktop::model::turns::Mode;
use grundy_desktop::{GrundyApp, State};

/// A state that starts `kind` at `position` with the setup form filled in.
fn state(kind: GameKind, position: &str, mode: Mode) -> State {
    let mut s = State::default();
    s.play.setup.choice = Choice::Game(kind);
    s.play.setup.game = GameSetup::new(kind, position);
    s.play.mode = mode;
    s
}

/// Clicks "Start game" and steps until the rules are built or refused.
fn start(h: &mut Harness<'static, GrundyApp>) {
    h.get_by_label("Start game").click();
    common::wait_until(h, "the rules built", |h| {
        h.query_all_by_label_contains("Computing the rules")
            .next()
            .is_none()
    });
    common::run_settled(h);
}

/// The text of the one label containing `part`.
fn text_of(h: &Harness<'static, GrundyApp>, part: &str) -> String {
    let node = h.get_by_label_contains(part);
    node.value()
        .or(node.accesskit_node().label())
        .unwrap_or_default()
}

#[test]
fn a_one_element_set_with_a_huge_element_is_played() {
    // S = {10^18}: g(n) = ⌊n/10^18⌋ mod 2, no table of 10^18 values needed.
    let mut s = state(GameKind::SetNim, "3 4", Mode::TwoPlayers);
    s.play.setup.game.set_text = "1000000000000000000".to_owned();
    s.play.setup.game.position_text = "1000000000000000000 7".to_owned();
    let mut h = common::app(s, [1100.0, 760.0]);
    start(&mut h);
    assert!(
        h.state().setup_error().is_none(),
        "{:?}",
        h.state().setup_error()
    );
    assert_eq!(h.state().position(), &[vec![1_000_000_000_000_000_000, 7]]);
    assert!(
        h.query_by_label_contains("The new game was not started")
            .is_none()
    );
}

#[test]
fn a_refused_game_names_the_field_says_what_to_do_and_hides_the_old_board() {
    let mut h = common::app(
        state(GameKind::Nim, "3 4 5", Mode::TwoPlayers),
        [1100.0, 760.0],
    );
    start(&mut h);
    h.get_by_label("take 1 from pile 1").click();
    h.run();
    let before = h.state().state().play.game.clone();
    // Thirty elements near 10^18 with no common divisor: past the app's budget of work.
    let set: Vec<String> = (0..30u64)
        .map(|i| (1_000_000_000_000_000_000 + i).to_string())
        .collect();
    {
        let setup = &mut h.state_mut().controller_mut().play_mut().setup;
        setup.choice = Choice::Game(GameKind::SetNim);
        setup.game = GameSetup::new(GameKind::SetNim, "1000000000000000005 7");
        setup.game.set_text = set.join(" ");
    }
    h.run();
    start(&mut h);
    let text = text_of(&h, "Error:");
    assert!(text.contains("Error: S: "), "{text}");
    assert!(text.contains("Try smaller elements in S"), "{text}");
    // The previous game is kept, but its board is not shown as if it were the new one.
    assert_eq!(h.state().state().play.game, before);
    h.get_by_label_contains("The new game was not started");
    assert!(h.query_by_label("take 1 from pile 2").is_none());
    h.get_by_label("Back to Nim").click();
    h.run();
    assert!(h.query_by_label_contains("Error:").is_none());
    h.get_by_label("take 1 from pile 2");
}

#[test]
fn against_the_computer_the_legend_says_you_win_and_one_move_is_singular() {
    // Nim 3: the player to move (you, first) wins in 1 move.
    let mut s = state(GameKind::Nim, "3", Mode::VsComputer);
    s.play.human_first = true;
    s.play.hints = true;
    let mut h = common::app(s, [1100.0, 900.0]);
    start(&mut h);
    common::wait_until(&mut h, "the remoteness computed", |h| {
        matches!(
            h.state_mut().controller_mut().remoteness(),
            grundy_desktop::runtime::Status::Ready(_)
        )
    });
    common::run_settled(&mut h);
    h.get_by_label("above: you win");
    h.get_by_label("below: Computer wins");
    assert!(h.query_by_label_contains("You wins").is_none());
    h.get_by_label_contains("the player to move wins in 1 move");
    assert!(h.query_by_label_contains("in 1 moves").is_none());
}

#[test]
fn octal_games_are_titled_by_their_names_and_their_moves_speak_of_heaps() {
    for (lang, title, heap, pile) in [
        (
            grundy_i18n::Lang::En,
            "Kayles (octal game 0.77)",
            "from heap 1",
            "from pile",
        ),
        (
            grundy_i18n::Lang::Zh,
            "凯尔斯（八进制游戏 0.77）",
            "从第 1 堆",
            "the octal game",
        ),
    ] {
        let mut s = state(GameKind::Octal, "5", Mode::TwoPlayers);
        s.play.setup.game.code_text = "0.77".to_owned();
        s.play.hints = true;
        s.lang = Some(lang);
        let mut h = common::app(s, [1100.0, 900.0]);
        h.run();
        h.state_mut().controller_mut().start_new_game();
        common::wait_until(&mut h, "the rules built", |h| {
            h.state_mut().controller_mut().building().is_none()
        });
        common::run_settled(&mut h);
        h.get_by_label(title);
        assert!(
            h.query_all_by_label_contains(heap).next().is_some(),
            "{lang:?}: no move says {heap:?}"
        );
        assert!(
            h.query_all_by_label_contains(pile).next().is_none(),
            "{lang:?}: a label says {pile:?}"
        );
    }
}

#[test]
fn bash_near_its_end_is_one_pile_in_the_nim_equivalent() {
    // Bash k = 3 with 2 stones: one pile that plays as a Nim heap, not "these piles".
    let mut s = state(GameKind::Bash, "2", Mode::TwoPlayers);
    s.play.setup.game.k_text = "3".to_owned();
    s.play.hints = true;
    let mut h = common::app(s, [1100.0, 900.0]);
    start(&mut h);
    h.get_by_label_contains("This pile plays exactly as a Nim heap");
    assert!(h.query_by_label_contains("These piles").is_none());
}

#[test]
fn the_greyed_misere_box_says_why_on_hover() {
    // Wythoff has no misère play in the core; misère was never ticked.
    let mut h = common::app(
        state(GameKind::Wythoff, "3 5", Mode::TwoPlayers),
        [1100.0, 760.0],
    );
    h.run();
    assert!(
        h.query_by_label_contains("Misère play is not offered")
            .is_none()
    );
    h.get_by_label("Misère (last mover loses)").hover();
    h.run();
    h.get_by_label_contains("Misère play is not offered for this game");
}

#[test]
fn copying_the_judge_output_is_confirmed() {
    let s = State {
        tab: grundy_desktop::ui::Tab::Judge,
        ..State::default()
    };
    let mut h = common::app(s, [1100.0, 760.0]);
    h.run();
    h.get_by_label("Solve").click();
    common::wait_for(&mut h, "Copy output");
    assert!(h.query_by_label_contains("Copied").is_none());
    h.get_by_label("Copy output").click();
    h.run();
    h.get_by_label("✔ Copied to the clipboard");
    // A new run takes the confirmation away until its output is copied.
    h.get_by_label("Solve").click();
    common::wait_for(&mut h, "Copy output");
    assert!(h.query_by_label_contains("Copied").is_none());
}

#[test]
fn octal_pins_chosen_by_clicks_reach_from_the_last_click() {
    let mut s = state(GameKind::Octal, "7", Mode::TwoPlayers);
    s.play.setup.game.code_text = "0.77".to_owned();
    let mut h = common::app(s, [1100.0, 760.0]);
    start(&mut h);
    for pin in [3, 1, 2] {
        h.get_by_label(&format!("heap 1, pin {pin}")).click();
        h.run();
    }
    // Pins 1 and 2: one heap of 5 is left, on the right.
    h.get_by_label("Take 2 pins").click();
    h.run();
    assert_eq!(h.state().position(), [vec![5]]);
}

#[test]
fn the_outcome_chart_has_the_outcome_in_its_key() {
    // Wythoff this big has no Grundy value from the core, only the outcome: the chart is
    // titled by the outcome, and its key says the same.
    let mut s = state(
        GameKind::Wythoff,
        "1000000000000 3000000000000",
        Mode::TwoPlayers,
    );
    s.play.hints = true;
    let mut h = common::app(s, [1100.0, 900.0]);
    start(&mut h);
    h.get_by_label_contains("Outcome after each move");
    h.get_by_label("outcome after the move (1 = N, 0 = P)");
    assert!(h.query_by_label("value after the move").is_none());
}

#[test]
fn a_position_set_up_with_no_move_is_refused_at_the_editor_and_changes_nothing() {
    let mut h = common::app(
        state(GameKind::Nim, "1 2", Mode::TwoPlayers),
        [1100.0, 760.0],
    );
    start(&mut h);
    h.get_by_label("Set up position").click();
    h.run();
    h.get_by_label("set up: pile 1, stone 1").click();
    common::wait_until(&mut h, "0 2 set up", |h| {
        h.state().position() == [vec![0, 2]]
    });
    assert_eq!(h.state().state().play.setup.game.position_text, "0 2");
    // The last stone: 0 0 has no move. The refusal shows above the editor, which stays
    // open on the board as it was; the game and the form are unchanged.
    h.get_by_label("set up: pile 2, stone 1").click();
    common::wait_until(&mut h, "the refusal", |h| {
        h.state().set_up_error().is_some()
    });
    common::run_settled(&mut h);
    let text = text_of(&h, "Error:");
    assert!(text.contains("no move can be made"), "{text}");
    assert!(
        h.query_by_label_contains("The new game was not started")
            .is_none()
    );
    h.get_by_label("set up: pile 2, stone 2");
    assert_eq!(h.state().position(), [vec![0, 2]]);
    assert_eq!(h.state().state().play.setup.game.position_text, "0 2");
    // A position with a move clears it.
    h.get_by_label("add a stone to pile 1").click();
    common::wait_until(&mut h, "1 2 set up", |h| {
        h.state().position() == [vec![1, 2]]
    });
    common::run_settled(&mut h);
    assert!(h.query_by_label_contains("Error:").is_none());
    assert_eq!(h.state().state().play.setup.game.position_text, "1 2");
}

#[test]
fn huge_heaps_in_the_nim_equivalent_keep_clear_of_the_binary_digits() {
    let piles = "1000000000000000000 999999999999999999 18446744073709551615 7";
    let mut s = state(GameKind::Nim, piles, Mode::TwoPlayers);
    s.play.hints = true;
    let mut h = common::app(s, [1280.0, 1400.0]);
    start(&mut h);
    // The stones past the twelve drawn, as counted: the longest is 2^64 − 1 − 12.
    let more = h.get_by_label("+18446744073709551603").rect();
    let highest = h.get_by_label("2⁶³").rect();
    assert!(
        more.max.x <= highest.min.x,
        "the count ends at {} past the 2^63 column at {}",
        more.max.x,
        highest.min.x
    );
    h.get_by_label("+999999999999999988");
}

#[test]
fn computer_against_computer_shows_each_move_in_the_list_in_the_frame_it_is_made() {
    let mut s = state(
        GameKind::Nim,
        "30 30 30 30 30 30 30 30",
        Mode::ComputerVsComputer,
    );
    s.play.skill = 0;
    s.play.speed = 10.0;
    s.play.hints = true;
    let mut h = common::app(s, [1100.0, 900.0]);
    h.get_by_label("Start game").click();
    // Frame by frame (each brings a move or none): the newest move is listed, in view.
    let mut frames = 0;
    while h.state().state().play.game.turns.plies.len() < 16 {
        h.step();
        frames += 1;
        assert!(frames < 400, "the computers stopped");
        let n = h.state().state().play.game.turns.plies.len();
        if n == 0 {
            continue;
        }
        let prefix = format!("{n}. ");
        let newest = h
            .query_all_by_label_contains(". Computer")
            .filter(|node| {
                node.accesskit_node()
                    .label()
                    .is_some_and(|l| l.starts_with(&prefix))
            })
            .map(|node| node.rect())
            .next()
            .unwrap_or_else(|| panic!("move {n} is not listed"));
        let top = h
            .get_by_label("Click a move to go back to the position after it.")
            .rect()
            .max
            .y;
        // The list shows 200 points of lines below its caption.
        assert!(
            newest.min.y >= top && newest.max.y <= top + 210.0,
            "frame {frames}: move {n} at {newest:?}, the list from {top}"
        );
    }
}

#[test]
fn the_graph_view_s_buttons_stay_put_when_a_draw_begins() {
    use grundy_desktop::model::graph::{GraphBoard, GraphGame};
    let mut s = State::default();
    s.play.setup.choice = Choice::Graph;
    s.play.mode = Mode::TwoPlayers;
    s.play.graph = GraphGame {
        board: GraphBoard::nim_heap(3).unwrap(),
        ..GraphGame::default()
    };
    let mut h = common::app(s, [1100.0, 760.0]);
    h.get_by_label("Start game").click();
    common::run_settled(&mut h);
    let place = |h: &Harness<'static, GrundyApp>| {
        ["Edit the graph", "Random DAG", "Undo"].map(|b| h.get_by_label(b).rect().min)
    };
    assert!(
        h.query_by_label_contains("is a draw by perfect play")
            .is_none()
    );
    let before = place(&h);
    h.get_by_label("Loopy graph with a draw").click();
    common::run_settled(&mut h);
    h.get_by_label_contains("is a draw by perfect play");
    assert_eq!(place(&h), before);
}

#[test]
fn at_800_by_600_the_lists_of_moves_keep_their_height() {
    // A sum below the fold of a small window: its list of moves (eleven options) showed
    // one and a half rows, squeezed to the height left on the screen.
    let mut s = state(GameKind::Nim, "3 4 5", Mode::TwoPlayers);
    s.play.setup.choice = Choice::Sum;
    s.play.hints = true;
    let mut h = common::app(s, [800.0, 600.0]);
    start(&mut h);
    h.get_by_label("Moves").scroll_to_me();
    common::run_settled(&mut h);
    let first = h
        .get_by_label_contains("in component 2: take 1 from the second pile")
        .rect();
    let chart = h
        .get_by_label("Grundy value after each move (0 = P-position)")
        .rect();
    assert!(
        chart.min.y - first.min.y >= 200.0,
        "the list of moves is {} points high",
        chart.min.y - first.min.y
    );
}

#[test]
fn at_800_by_600_the_graph_view_s_text_stays_clear_of_the_scroll_bar() {
    use grundy_desktop::model::graph::{GraphBoard, GraphGame};
    let mut s = State::default();
    s.play.setup.choice = Choice::Graph;
    s.play.mode = Mode::VsComputer;
    s.play.human_first = true;
    s.play.graph = GraphGame {
        board: GraphBoard::loopy_draw(),
        ..GraphGame::default()
    };
    let mut h = common::app(s, [800.0, 600.0]);
    h.get_by_label("Start game").click();
    common::run_settled(&mut h);
    // The scroll bar stands inside the central panel's margin of 8 points.
    let bar = 800.0 - 8.0 - h.ctx.global_style().spacing.scroll.bar_width;
    for text in ["Your move: click a node", "This position is a draw"] {
        let right = h.get_by_label_contains(text).rect().max.x;
        assert!(
            right <= bar,
            "{text}… ends at {right}, under the scroll bar from {bar}"
        );
    }
}

/// Where no save dialog can open, a table is written into a folder and the line that says
/// where belongs to the view it was saved from: it goes with another tab or another page.
#[test]
fn a_save_without_a_dialog_is_written_and_its_line_stays_with_its_view() {
    let folder = std::env::temp_dir().join(format!("grundy-faults-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let mut s = State {
        tab: grundy_desktop::ui::Tab::Explore,
        ..State::default()
    };
    s.explore.set_nim.rows = 30;
    s.explore.set_nim.set_text = "2 5 7".to_owned();
    let into = folder.clone();
    let mut h = Harness::builder()
        .with_size([1100.0, 760.0])
        .with_max_steps(12)
        .build_eframe(move |cc| {
            GrundyApp::install_fonts(&cc.egui_ctx);
            GrundyApp::with_state(s).saving_into(into)
        });
    common::wait_until(&mut h, "the Set Nim sequence", |h| {
        h.query_all_by_label_contains("preperiod").next().is_some()
    });
    let saved = |h: &Harness<'static, GrundyApp>| h.query_all_by_label_contains("Saved to").count();
    let save_table = |h: &mut Harness<'static, GrundyApp>| {
        h.get_by_label("Save the table as CSV…").click();
        common::wait_until(h, "the line saying where the table went", |h| {
            h.query_all_by_label_contains("Saved to").next().is_some()
        });
    };

    save_table(&mut h);
    let file = folder.join("set-nim-2-5-7.csv");
    assert!(
        text_of(&h, "Saved to").contains(&file.display().to_string()),
        "{}",
        text_of(&h, "Saved to")
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 31);
    // g(0..4) for S = {2, 5, 7} by the mex rule: 0 0 1 1 0; the part quoted for its comma.
    assert_eq!(
        lines[1..6],
        [
            "0,0,\"period, phase 0\"",
            "1,0,\"period, phase 1\"",
            "2,1,\"period, phase 2\"",
            "3,1,\"period, phase 3\"",
            "4,0,\"period, phase 4\"",
        ]
    );

    // Another tab, and back: the line is gone.
    h.get_by_label("Play").click();
    h.run();
    assert_eq!(saved(&h), 0, "the save's line shows in the play view");
    h.get_by_label("Explore").click();
    h.run();
    assert_eq!(saved(&h), 0, "the save's line came back with its tab");

    // A second save of the same table takes a new name; another page drops its line.
    save_table(&mut h);
    assert!(folder.join("set-nim-2-5-7-2.csv").is_file());
    h.get_by_label("Bash sequence").click();
    h.run();
    assert_eq!(saved(&h), 0, "the save's line shows on another page");
    let _ = std::fs::remove_dir_all(&folder);
}

//! What a new user met, each driven through the real app by egui_kittest: a script's start
//! error shown while a script game is in play, the user's script kept when an example
//! replaces it, Ctrl+Z inside a text field left to the field, the explorer's page of a game
//! from rules with its CSV file and apparent period (checked against a plain loop written
//! here), a save that does not move the buttons, Grundy's game without a Take field, and no
//! English left around the engine's messages in Chinese.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.
#![allow(clippy::needless_range_loop)] // The mex tables are indexed as the rule reads.

mod common;

use common::{run_settled, wait_for};
use egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use grundy::GameKind;
use grundy_desktop::model::script::{EXAMPLES, ScriptFailure};
use grundy_desktop::model::setup::{Choice, GameSetup};
use grundy_desktop::model::turns::Mode;
use grundy_desktop::ui::Tab;
use grundy_desktop::ui::explore::Page;
use grundy_desktop::{GrundyApp, State};
use grundy_i18n::{Lang, Localize};

fn harness(state: State) -> Harness<'static, GrundyApp> {
    common::app(state, [1280.0, 1000.0])
}

/// "Game from rules" chosen with `source`, started at `start`, two players.
fn script_state(source: &str, start: &str) -> State {
    let mut s = State::default();
    s.play.setup.choice = Choice::Script;
    s.play.setup.script.source = source.to_owned();
    s.play.setup.script.start_text = start.to_owned();
    s.play.mode = Mode::TwoPlayers;
    s.play.hints = true;
    s.lang = Some(Lang::En);
    s
}

#[test]
fn a_script_start_error_shows_while_a_script_game_is_in_play() {
    let mut h = harness(script_state(EXAMPLES[2].source, "11"));
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    wait_for(&mut h, "Value ");
    // The script made wrong, then started: the refusal, in the play view and under the
    // editor, with the way back to the game in play.
    let bad = format!("{}\nfn oops( {{", EXAMPLES[2].source);
    h.state_mut()
        .controller_mut()
        .play_mut()
        .setup
        .script
        .source = bad;
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    h.get_by_label("The new game was not started");
    assert_eq!(
        h.query_all_by_label_contains("Script error: line ").count(),
        2,
        "the message under the editor and in the play view"
    );
    h.get_by_label_contains("Back to Game from rules").click();
    h.run();
    assert!(h.state().setup_error().is_none());
    h.get_by_label_contains("Value ");
    // A bad start position: said too, where it was silent.
    {
        let setup = &mut h.state_mut().controller_mut().play_mut().setup;
        setup.script.source = EXAMPLES[2].source.to_owned();
        setup.script.start_text = "5 x".to_owned();
    }
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    h.get_by_label("The new game was not started");
    assert!(h.state().setup_error().is_some());
    assert_eq!(h.query_all_by_label_contains("Error: ").count(), 2);
}

#[test]
fn choosing_an_example_keeps_the_user_s_script() {
    let mine = "// my own game\nfn moves(p) { [] }\n";
    let mut h = harness(script_state(mine, "4"));
    h.run();
    h.get_by_label("Examples").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Kayles").click();
    h.run();
    let form = &h.state().state().play.setup.script;
    assert_eq!(form.source, EXAMPLES[3].source);
    // The user's script is in the menu, and comes back with its start position.
    h.get_by_label("Examples").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Your script (as it was before the example)")
        .click();
    h.run();
    let form = &h.state().state().play.setup.script;
    assert_eq!(
        (form.source.as_str(), form.start_text.as_str()),
        (mine, "4")
    );
    // From one example to another, the user's script stays kept.
    h.get_by_label("Examples").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Kayles").click();
    h.run();
    h.get_by_label("Examples").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Lasker's Nim")
        .click();
    h.run();
    assert_eq!(
        h.state().state().play.setup.script.yours,
        Some((mine.to_owned(), "4".to_owned()))
    );
}

#[test]
fn ctrl_z_in_a_text_field_belongs_to_the_field() {
    let mut s = State::default();
    s.play.setup.choice = Choice::Game(GameKind::Nim);
    s.play.setup.game = GameSetup::new(GameKind::Nim, "3 4 5");
    s.play.mode = Mode::TwoPlayers;
    let mut h = common::app(s, [1100.0, 760.0]);
    h.get_by_label("Start game").click();
    run_settled(&mut h);
    h.get_by_label("take 1 from pile 1").click();
    h.run();
    assert_eq!(h.state().position(), &[vec![2, 4, 5]]);
    // Typing in the position field, then Ctrl+Z there: the move stays made.
    let field = h.get_by_role_and_label(Role::TextInput, "Position (pile sizes, e.g. 3 4 5)");
    field.click();
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Position (pile sizes, e.g. 3 4 5)")
        .type_text(" 6");
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().position(), &[vec![2, 4, 5]]);
    // Outside the field, Ctrl+Z undoes the move.
    h.key_press(Key::Escape);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().position(), &[vec![3, 4, 5]]);
}

/// The apparent period of `values` by a plain loop: the least p, then the least e, with
/// g(n) = g(n + p) for every n from e to the end, over at least a quarter of the values.
fn apparent(values: &[u64]) -> Option<(usize, usize)> {
    let len = values.len();
    let reach = (len / 4).max(1);
    for p in 1..len {
        for e in 0..len - p {
            if len - p - e < reach {
                break;
            }
            if (e..len - p).all(|n| values[n] == values[n + p]) {
                return Some((e, p));
            }
        }
    }
    None
}

#[test]
fn the_explorer_saves_a_script_s_values_as_csv_and_finds_their_apparent_period() {
    let mut s = script_state(EXAMPLES[3].source, "5");
    s.tab = Tab::Explore;
    s.explore.page = Page::Script;
    s.explore.script.upto = 200;
    let mut h = harness(s);
    wait_for(&mut h, "g([0]) … g([200]): ");
    // Kayles, by the plain mex: take 1 or 2 adjacent pins, leaving up to two rows.
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=200usize {
        let mut seen = std::collections::HashSet::new();
        for take in 1..=2 {
            if take <= n {
                for a in 0..=(n - take) {
                    seen.insert(g[a] ^ g[n - take - a]);
                }
            }
        }
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    let (from, period) = apparent(&g).unwrap();
    h.get_by_label_contains(&format!("Apparent period {period} from position [{from}]"));
    h.get_by_label("Save the table as CSV…").click();
    run_settled(&mut h);
    let export = h.state().last_export().unwrap();
    assert_eq!(export.name, "script-values-0-200.csv");
    let text = String::from_utf8(export.bytes.clone()).unwrap();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("position,value"));
    let rows: Vec<String> = lines.map(str::to_owned).collect();
    let want: Vec<String> = g
        .iter()
        .enumerate()
        .map(|(n, v)| format!("[{n}],{v}"))
        .collect();
    assert_eq!(rows, want);
}

#[test]
fn a_save_does_not_move_the_buttons() {
    let folder = std::env::temp_dir().join(format!("grundy-new-user-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let s = State {
        tab: Tab::Explore,
        ..State::default()
    };
    let mut h = Harness::builder()
        .with_size([1100.0, 760.0])
        .with_max_steps(12)
        .build_eframe(move |cc| {
            GrundyApp::install_fonts(&cc.egui_ctx);
            GrundyApp::with_state(s).saving_into(folder.clone())
        });
    wait_for(&mut h, "period");
    let before = h.get_by_label("Save the table as CSV…").rect();
    h.get_by_label("Save the table as CSV…").click();
    h.run();
    wait_for(&mut h, "Saved");
    let after = h.get_by_label("Save the table as CSV…").rect();
    assert_eq!(before, after);
}

#[test]
fn grundy_s_game_has_no_take_field() {
    let mut s = State::default();
    s.play.setup.choice = Choice::Game(GameKind::Grundy);
    s.play.setup.game = GameSetup::new(GameKind::Grundy, "10 7");
    s.play.mode = Mode::TwoPlayers;
    let mut h = common::app(s, [1100.0, 760.0]);
    h.get_by_label("Start game").click();
    run_settled(&mut h);
    h.get_by_label_contains("Leave a heap of");
    assert!(h.query_by_label("Take").is_none());
}

#[test]
fn no_english_around_the_engine_s_words_in_chinese() {
    let failure = ScriptFailure::SearchBudget { budget: 100_000 };
    let zh = failure.localize(Lang::Zh);
    assert!(!zh.chars().any(|c| c.is_ascii_alphabetic()), "{zh}");
    assert!(
        failure
            .localize(Lang::En)
            .contains("the search would visit more than")
    );
}

#[test]
fn the_heat_map_is_saved_at_a_pixel_a_cell_or_more_with_axes_and_scale() {
    let mut s = State {
        tab: Tab::Explore,
        ..State::default()
    };
    s.explore.page = Page::Wythoff;
    s.explore.wythoff.side = 64;
    let mut h = harness(s);
    wait_for(&mut h, "Save the heat map as PNG…");
    h.get_by_label("Save the heat map as PNG…").click();
    run_settled(&mut h);
    let export = h.state().last_export().unwrap();
    assert_eq!(export.name, "wythoff-64.png");
    let decoder = png::Decoder::new(std::io::Cursor::new(export.bytes.clone()));
    let mut reader = decoder.read_info().unwrap();
    let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buffer).unwrap();
    let (w, h_px) = (info.width as usize, info.height as usize);
    assert!(
        w > 512 && h_px > 512,
        "{w} × {h_px}: 8 pixels a cell at least"
    );
    let at = |x: usize, y: usize| -> [u8; 4] {
        let i = 4 * (y * w + x);
        [buffer[i], buffer[i + 1], buffer[i + 2], buffer[i + 3]]
    };
    let white = [255, 255, 255, 255];
    let ink = [20, 20, 20, 255];
    // The plot's top left: the first pixel of neither paper nor ink, cell (0, 63).
    let (x0, y0) = (0..h_px)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .find(|&(x, y)| at(x, y) != white && at(x, y) != ink)
        .unwrap();
    // Wythoff's P-positions by the mex rule, written here.
    let side = 64;
    let mut g = vec![vec![0u64; side]; side];
    for a in 0..side {
        for b in 0..side {
            let mut seen = std::collections::HashSet::new();
            seen.extend((0..a).map(|i| g[i][b]));
            seen.extend((0..b).map(|j| g[a][j]));
            seen.extend((1..=a.min(b)).map(|k| g[a - k][b - k]));
            g[a][b] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    let scale = 8;
    for a in 0..side {
        for b in 0..side {
            let p = at(
                x0 + a * scale + scale / 2,
                y0 + (side - 1 - b) * scale + scale / 2,
            );
            assert_eq!(p == white, g[a][b] == 0, "({a}, {b})");
        }
    }
    // Numbers on the axes (below the plot) and on the colour scale (right of it).
    let inked = |xs: std::ops::Range<usize>, ys: std::ops::Range<usize>| {
        ys.flat_map(|y| xs.clone().map(move |x| (x, y)))
            .filter(|&(x, y)| at(x, y) == ink)
            .count()
    };
    assert!(inked(x0..x0 + side * scale, y0 + side * scale + 2..h_px) > 100);
    assert!(inked(x0 + side * scale + 2..w, y0..y0 + side * scale) > 100);
}

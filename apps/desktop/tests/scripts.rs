//! Click tests of a game from rules (a Rhai script): an example chosen from the menu, started,
//! its value, outcome, remoteness and options checked against a brute-force search written
//! here (take a square number; Grundy's game), a move played and taken back, the computer's
//! move, a loopy game's draw, a bad script's error at its line, and the same in Chinese —
//! driven through egui_kittest by accessible labels, without a display or GPU.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;
use common::{wait_for, wait_until};
use egui::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use grundy_desktop::control::Playing;
use grundy_desktop::model::script::{BUDGET, EXAMPLES, ScriptAnalysis};
use grundy_desktop::model::setup::Choice;
use grundy_desktop::model::turns::Mode;
use grundy_desktop::{GrundyApp, State};
use grundy_i18n::Lang;

fn harness(state: State) -> Harness<'static, GrundyApp> {
    common::app(state, [1280.0, 1000.0])
}

/// The app with "Game from rules" chosen, hints on, two players (or `mode`).
fn script_form(mode: Mode, human_first: bool, lang: Lang) -> State {
    let mut s = State::default();
    s.play.setup.choice = Choice::Script;
    s.play.hints = true;
    s.play.mode = mode;
    s.play.human_first = human_first;
    s.lang = Some(lang);
    s
}

/// Brute force, independent of the app and of the engine: the Grundy value and remoteness
/// of each heap of "take a square number of stones" up to `n` (the winner hurries, the
/// loser delays).
fn squares(n: usize) -> Vec<(u64, u32)> {
    let mut out: Vec<(u64, u32)> = Vec::new();
    for h in 0..=n {
        let options: Vec<usize> = (1..)
            .map(|k| k * k)
            .take_while(|&s| s <= h)
            .map(|s| h - s)
            .collect();
        let values: Vec<u64> = options.iter().map(|&o| out[o].0).collect();
        let g = (0..).find(|v| !values.contains(v)).unwrap();
        let r = if options.is_empty() {
            0
        } else if g != 0 {
            1 + options
                .iter()
                .filter(|&&o| out[o].0 == 0)
                .map(|&o| out[o].1)
                .min()
                .unwrap()
        } else {
            1 + options.iter().map(|&o| out[o].1).max().unwrap()
        };
        out.push((g, r));
    }
    out
}

/// Checks what the view shows of the heap `n` of "take a square number" against the brute
/// force: the position, its value, outcome and remoteness, and every option marked ✔ when it
/// leaves a value of 0, else ✖, with its value.
fn check_squares(h: &mut Harness<'static, GrundyApp>, n: usize) {
    let table = squares(n);
    wait_for(h, &format!("Position [{n}]"));
    wait_for(h, "Value ");
    let (g, r) = table[n];
    let outcome = if g == 0 { "a loss" } else { "a win" };
    h.get_by_label(&format!(
        "Value {g}; {outcome} for the player to move; remoteness {r}"
    ));
    for k in (1..).take_while(|k| k * k <= n) {
        let o = n - k * k;
        let (v, _) = table[o];
        let glyph = if v == 0 { "✔" } else { "✖" };
        h.get_by_label(&format!("{glyph} → [{o}] (value {v})"));
    }
}

#[test]
fn an_example_from_the_menu_plays_with_the_values_of_a_brute_force_mex() {
    let mut h = harness(script_form(Mode::TwoPlayers, true, Lang::En));
    h.run();
    h.get_by_label("Examples").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Take a square number")
        .click();
    h.run();
    assert_eq!(h.state().state().play.setup.script.start_text, "11");
    h.get_by_label("Start game").click();
    h.run();
    assert_eq!(h.state().state().play.playing, Playing::Script);
    h.get_by_label_contains("Game from rules: take a square");
    // 11 is a win (every option leaves 0), 10 a loss (none does), 6 a win again.
    check_squares(&mut h, 11);
    h.get_by_label_contains("→ [10] (value").click();
    h.run();
    check_squares(&mut h, 10);
    h.get_by_label("1. Player 1: → [10]");
    h.get_by_label_contains("→ [6] (value").click();
    h.run();
    check_squares(&mut h, 6);
    h.get_by_label("2. Player 2: → [6]");
    h.get_by_label("Undo").click();
    h.run();
    check_squares(&mut h, 10);
    assert_eq!(h.state().state().play.script.current(), [10]);
    h.get_by_label("Redo").click();
    h.run();
    check_squares(&mut h, 6);
    assert_eq!(h.state().state().play.script.current(), [6]);
}

#[test]
fn grundy_s_game_as_the_app_solves_it_equals_a_brute_force_mex() {
    // Grundy's game by brute force: split a heap into two unequal non-empty heaps; a sum of
    // heaps has the nim-sum of their values.
    let mut g = [0u64; 25];
    for n in 0..g.len() {
        let values: Vec<u64> = (1..n)
            .filter(|&a| 2 * a < n)
            .map(|a| g[a] ^ g[n - a])
            .collect();
        g[n] = (0..).find(|v| !values.contains(v)).unwrap();
    }
    let grundy = EXAMPLES[0].source;
    for n in 0..g.len() as u64 {
        let a = ScriptAnalysis::solve(grundy, &[n], BUDGET, &|_| {}).unwrap();
        assert_eq!(a.value, g[n as usize].to_string(), "heap {n}");
        for o in &a.options {
            let x = o.position.iter().fold(0, |x, &h| x ^ g[h as usize]);
            assert_eq!(o.value, x.to_string(), "{n} → {:?}", o.position);
        }
    }
}

#[test]
fn the_computer_answers_with_a_winning_move() {
    let mut s = script_form(Mode::VsComputer, false, Lang::En);
    s.play.setup.script.source = EXAMPLES[2].source.to_owned();
    s.play.setup.script.start_text = "11".to_owned();
    let mut h = harness(s);
    h.run();
    h.get_by_label("Start game").click();
    wait_until(&mut h, "the computer's move", |h| {
        !h.state().state().play.script.turns.plies.is_empty()
    });
    // From 11 (a win by the brute force), the computer leaves a heap of value 0.
    let table = squares(11);
    assert_ne!(table[11].0, 0);
    let after = h.state().state().play.script.current().to_vec();
    assert_eq!(table[after[0] as usize].0, 0, "{after:?}");
}

#[test]
fn a_loopy_script_shows_its_draw_and_infinite_value() {
    let mut s = script_form(Mode::TwoPlayers, true, Lang::En);
    s.play.setup.script.source = EXAMPLES[5].source.to_owned();
    s.play.setup.script.start_text = "6".to_owned();
    let mut h = harness(s);
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    // A token on the cycle 6 → 7 → 6 with no way out: a draw, of value ∞(K) with K empty.
    wait_for(&mut h, "Value ");
    h.get_by_label("Value ∞({}); a draw; no remoteness (a draw never ends)");
    h.get_by_label_contains("This position is a draw by perfect play");
    h.get_by_label("= → [7] (value ∞({}))");
}

#[test]
fn a_bad_script_shows_its_error_at_the_line() {
    let mut s = script_form(Mode::TwoPlayers, true, Lang::En);
    s.play.setup.script.source =
        "fn moves(p) {\n    let out = [];\n    out.push(p +);\n    out\n}\n".to_owned();
    let mut h = harness(s);
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    // Said under the editor and in the play view.
    assert!(
        h.query_all_by_label_contains("Script error: line 3, column")
            .next()
            .is_some()
    );
    // Said under the editor and in the play view.
    assert!(
        h.query_all_by_label_contains("at: out.push(p +);")
            .next()
            .is_some()
    );
    assert_eq!(h.state().state().play.playing, Playing::Games);
    // The editor marks that line, from the column named, while the line stands.
    let error = h.state().setup_error().cloned().unwrap();
    let source = h.state().state().play.setup.script.source;
    let (line, column) = error.script_mark(&source).expect("the error is marked");
    assert_eq!(line, 3);
    assert!(column > 4, "column {column}");
    // A line added above moves the erroneous line: the mark no longer points at it.
    assert_eq!(error.script_mark(&format!("// a comment\n{source}")), None);
    // The line mended: no mark.
    assert_eq!(error.script_mark(&source.replace("p +", "p")), None);
    // A start position that is not numbers names the field.
    let mut s = script_form(Mode::TwoPlayers, true, Lang::En);
    s.play.setup.script.start_text = "3 x".to_owned();
    let mut h = harness(s);
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    // Said under the editor and in the play view.
    assert!(h.query_all_by_label_contains("\"x\"").next().is_some());
}

#[test]
fn a_game_from_rules_in_chinese() {
    let mut h = harness(script_form(Mode::TwoPlayers, true, Lang::Zh));
    h.run();
    h.get_by_label("示例").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "取平方数").click();
    h.run();
    h.get_by_label("开始游戏").click();
    h.run();
    wait_for(&mut h, "值 ");
    let (g, r) = squares(11)[11];
    h.get_by_label_contains("按规则定义的游戏：take a square");
    h.get_by_label_contains(&format!("值 {g}；"));
    h.get_by_label_contains(&format!("剩余步数 {r}"));
    h.get_by_label("局面 [11]");
    let mut s = script_form(Mode::TwoPlayers, true, Lang::Zh);
    s.play.setup.script.source = "fn moves(p) {\n  [\n}".to_owned();
    let mut h = harness(s);
    h.run();
    h.get_by_label("开始游戏").click();
    h.run();
    // The sentence around the engine's detail is Chinese: no "line …, column …".
    // Said under the editor and in the play view.
    assert!(
        h.query_all_by_label_contains("脚本错误：第 ")
            .next()
            .is_some()
    );
    assert!(h.query_by_label_contains("line ").is_none());
}

#[test]
fn the_explorer_charts_the_values_of_the_form_s_script() {
    let mut s = State {
        tab: grundy_desktop::ui::Tab::Explore,
        ..State::default()
    };
    s.explore.page = grundy_desktop::ui::explore::Page::Script;
    s.explore.script.upto = 40;
    s.play.setup.script.source = EXAMPLES[2].source.to_owned();
    let mut h = harness(s);
    h.run();
    wait_for(&mut h, "g([0]) … g([40]): ");
    let values: Vec<String> = squares(40).iter().map(|(g, _)| g.to_string()).collect();
    h.get_by_label(&format!("g([0]) … g([40]): {}", values.join(", ")));
    // The loopy example: the token on 6 or 7 can never leave its cycle, ∞ with K empty.
    h.state_mut()
        .controller_mut()
        .play_mut()
        .setup
        .script
        .source = EXAMPLES[5].source.to_owned();
    h.run();
    wait_for(&mut h, "∞({})");
}

#[test]
fn a_game_past_the_state_budget_says_so_and_plays_once_the_budget_is_raised() {
    let mut s = script_form(Mode::TwoPlayers, true, Lang::En);
    s.play.setup.script.source = EXAMPLES[2].source.to_owned();
    s.play.setup.script.start_text = "11".to_owned();
    // Heaps 0 to 11 are 12 positions: 5 are too few.
    s.play.setup.script.budget = 5;
    let mut h = harness(s);
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    wait_for(&mut h, "The game needs more positions");
    h.get_by_label_contains("The game needs more positions than 5 (");
    h.get_by_label_contains("Raise “Positions at most” beside the script");
    // The field, typed into as a user does: a click opens it for typing, its text selected.
    let field = h.get_by_role_and_label(Role::SpinButton, "Positions at most");
    field.click();
    h.run();
    h.get_by_role_and_label(Role::SpinButton, "Positions at most")
        .type_text("5000");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().state().play.setup.script.budget, 5000);
    h.get_by_label("Start game").click();
    h.run();
    wait_for(&mut h, "Value ");
    let (g, r) = squares(11)[11];
    h.get_by_label_contains(&format!("Value {g};"));
    h.get_by_label_contains(&format!("remoteness {r}"));
    assert_eq!(h.state().state().play.script.budget, 5000);
}

#[test]
fn a_long_solve_shows_how_many_positions_it_has_explored() {
    let mut s = script_form(Mode::TwoPlayers, true, Lang::En);
    s.play.setup.script.source = EXAMPLES[0].source.to_owned();
    // Grundy's game from a heap of 700: a few seconds of the debug build's interpreter.
    s.play.setup.script.start_text = "700".to_owned();
    let mut h = harness(s);
    h.run();
    h.get_by_label("Start game").click();
    wait_until(&mut h, "a count of positions, or the answer", |h| {
        h.query_all_by_label_contains("positions explored")
            .next()
            .is_some()
            || h.query_all_by_label_contains("Value ").next().is_some()
    });
    let shown = h
        .query_all_by_label_contains("positions explored")
        .next()
        .is_some();
    assert!(shown, "the answer came before any count was shown");
    h.get_by_label_contains("Computing the solver's answer…");
}

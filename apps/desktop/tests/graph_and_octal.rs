//! Click tests of the game on a graph (presets, moves by clicking edges, the perfect computer,
//! draws, the editor) and of the octal games (the explorer's page, Kayles played with pins),
//! driven through egui_kittest by accessible labels, without a display or GPU.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

mod common;
use common::wait_for;
use egui::{Key, Pos2, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use grundy::Graph;
use grundy::graph::{GraphMove, GraphOutcome, GraphValues, Value};
use grundy::{GameKind, Octal};
use grundy_desktop::control::Playing;
use grundy_desktop::model::graph::{GraphBoard, GraphGame};
use grundy_desktop::model::setup::{Choice, GameSetup};
use grundy_desktop::model::turns::Mode;
use grundy_desktop::ui::Tab;
use grundy_desktop::ui::explore::Page;
use grundy_desktop::{GrundyApp, State};

fn harness(state: State) -> Harness<'static, GrundyApp> {
    common::app(state, [1100.0, 900.0])
}

/// The app with the game on a graph chosen and started, `board` loaded.
fn graph_game(board: GraphBoard, mode: Mode, human_first: bool) -> Harness<'static, GrundyApp> {
    let mut s = State::default();
    s.play.setup.choice = Choice::Graph;
    s.play.mode = mode;
    s.play.human_first = human_first;
    s.play.graph = GraphGame {
        board,
        ..GraphGame::default()
    };
    let mut h = harness(s);
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    assert_eq!(h.state().state().play.playing, Playing::Graph);
    h
}

/// The values the board shows: each node's accessible value, node by node.
fn shown_values(h: &Harness<'static, GrundyApp>) -> Vec<String> {
    let n = h.state().state().play.graph.board.nodes.len();
    (1..=n)
        .map(|v| {
            h.get_by_label(&format!("node {v}"))
                .value()
                .unwrap_or_default()
        })
        .collect()
}

/// The core's values of `board`, written as the board writes them (`3`, `∞{0, 1}`).
fn core_values(board: &GraphBoard) -> Vec<String> {
    let n = board.nodes.len();
    let (mut offsets, mut targets) = (vec![0u32; n + 1], vec![0u32; board.edges.len()]);
    let edges = board.edges.iter().map(|e| (e[0], e[1]));
    let graph = Graph::from_edges(n, edges, &mut offsets, &mut targets).unwrap();
    let mut values = vec![0u32; n];
    let mut scratch = vec![0u32; graph.scratch_len()];
    let gv = GraphValues::compute(graph, &mut values, &mut scratch).unwrap();
    (0..n as u32)
        .map(|v| match gv.value(v).unwrap() {
            Value::Finite(g) => g.to_string(),
            Value::Infinite => {
                let mut k = vec![0u32; n];
                let k: Vec<String> = gv
                    .k_set(v, &mut k)
                    .unwrap()
                    .iter()
                    .map(u32::to_string)
                    .collect();
                format!("∞{{{}}}", k.join(", "))
            }
        })
        .collect()
}

/// The game on the graph, as the app holds it.
fn graph<'a>(h: &'a Harness<'static, GrundyApp>) -> &'a GraphGame {
    &h.state().controller().play().graph
}

/// Steps in real time until `done` holds (the computer waits before it moves).
fn until(h: &mut Harness<'static, GrundyApp>, done: impl Fn(&Harness<'static, GrundyApp>) -> bool) {
    for _ in 0..400 {
        h.step();
        if done(h) {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("it never happened");
}

#[test]
fn the_loopy_preset_shows_the_core_s_values_and_a_draw_the_players_may_stop() {
    let mut h = graph_game(GraphBoard::loopy_draw(), Mode::TwoPlayers, true);
    h.get_by_label_contains("Game on a graph: Loopy graph with a draw");
    let board = graph(&h).board.clone();
    // By hand (docs/games.md, worked example 3): node 1 passes or moves to the Nim heaps of
    // 0, 1 and 2; node 5 is a Nim heap of 3.
    let by_hand = ["∞{0, 1, 2}", "0", "1", "2", "3"];
    assert_eq!(shown_values(&h), by_hand);
    assert_eq!(shown_values(&h), core_values(&board));
    // Tokens on 1 and 5: 3 is not in K, a draw, and the view says so.
    h.get_by_label_contains("This position is a draw by perfect play");
    h.key_press(Key::H);
    h.run();
    h.get_by_label_contains("token 1 is on ∞ with K = {0, 1, 2}, the others' XOR is 3: a draw");
    // The only move that keeps the draw is the pass; every other loses.
    h.get_by_label("= move token 1 to node 1");
    h.get_by_label("✖ move token 2 to node 2");
    h.get_by_label("Stop: call it a draw").click();
    h.run();
    h.get_by_label_contains("Draw: the game was stopped");
    assert!(graph(&h).stopped);
    // Undo takes the stop back.
    h.get_by_label("Undo").click();
    h.run();
    assert!(!graph(&h).stopped);
    h.get_by_label_contains("This position is a draw by perfect play");
}

#[test]
fn the_nim_heap_preset_has_the_values_of_a_nim_heap() {
    let mut h = graph_game(GraphBoard::loopy_draw(), Mode::TwoPlayers, true);
    for n in [1u32, 4, 6] {
        h.get_by_label("Nim heap of")
            .set_value_accesskit(f64::from(n));
        h.run();
        h.get_by_label("Nim heap graph").click();
        h.run();
        h.get_by_label_contains(&format!("Game on a graph: Nim heap of {n}"));
        // Bouton: a Nim heap of k has the value k, so node k + 1 shows k.
        let expected: Vec<String> = (0..=n).map(|k| k.to_string()).collect();
        assert_eq!(shown_values(&h), expected, "heap {n}");
        assert_eq!(graph(&h).board.tokens, [n]);
    }
}

#[test]
fn clicking_a_token_s_edge_moves_it_and_the_perfect_computer_answers() {
    // A Nim heap of 4 against the computer: you move it to 2 along an edge; the computer
    // must move it to 0 (the only winning move), and you have lost.
    let mut h = graph_game(GraphBoard::nim_heap(4).unwrap(), Mode::VsComputer, true);
    assert_eq!(graph(&h).current(), [4]);
    h.get_by_label("token 1: node 5 → node 3").click();
    h.run();
    assert_eq!(graph(&h).current(), [2]);
    until(&mut h, |h| graph(h).turns.plies.len() == 2);
    assert_eq!(graph(&h).current(), [0]);
    assert_eq!(
        graph(&h).turns.plies[1].mv(),
        GraphMove { token: 0, to: 0 },
        "the computer's winning move"
    );
    h.get_by_label("You lose.");
    // Undo goes back to your turn, before your move; a click on a node moves the token
    // there too: node 1, the heap of 0, ends the game.
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(graph(&h).current(), [4]);
    h.get_by_label("node 1").click();
    h.run();
    assert_eq!(graph(&h).current(), [0]);
    h.get_by_label("You win!");
}

/// The core's analysis of the position on the graph, as the app holds it.
fn outcome(h: &Harness<'static, GrundyApp>) -> GraphOutcome {
    match h.state().controller().graph().analysis() {
        Some(Ok(a)) => a.outcome,
        other => panic!("no analysis: {other:?}"),
    }
}

#[test]
fn the_perfect_computer_wins_when_it_can_and_else_keeps_the_draw() {
    // Tokens on the Nim heaps of 1 and 3 (nodes 3 and 5), the computer first: 1 ⊕ 3 ≠ 0.
    // Its first legal move (token 1 to the heap of 0) loses; the winning one takes the heap
    // of 3 down to 1.
    let mut board = GraphBoard::loopy_draw();
    board.tokens = vec![2, 4];
    let mut h = graph_game(board, Mode::VsComputer, false);
    until(&mut h, |h| !graph(h).turns.plies.is_empty());
    assert_eq!(graph(&h).turns.plies[0].mv(), GraphMove { token: 1, to: 2 });
    assert_eq!(outcome(&h), GraphOutcome::Loss, "you face a loss");

    // The heap of 3 listed first, the passing node second: the computer's first legal move
    // (the heap of 3 to 0) would lose, its only move that keeps the draw is the pass.
    let mut board = GraphBoard::loopy_draw();
    board.tokens = vec![4, 0];
    let mut h = graph_game(board, Mode::VsComputer, true);
    // Your pass keeps the draw: choose token 2 on node 1, then its loop.
    h.get_by_label("node 1").click();
    h.run();
    h.get_by_label("token 2: node 1 → node 1").click();
    h.run();
    until(&mut h, |h| graph(h).turns.plies.len() == 2);
    assert_eq!(graph(&h).turns.plies[1].mv(), GraphMove { token: 1, to: 0 });
    assert_eq!(outcome(&h), GraphOutcome::Draw);
    assert_eq!(graph(&h).current(), [4, 0]);
    h.get_by_label_contains("This position is a draw by perfect play");
    // If you leave the draw, the computer wins: move the Nim heap of 3 to 1.
    h.get_by_label("node 5").click();
    h.run();
    h.get_by_label("token 1: node 5 → node 3").click();
    h.run();
    until(&mut h, |h| graph(h).turns.plies.len() == 4);
    assert_eq!(outcome(&h), GraphOutcome::Loss, "you face a loss");
}

#[test]
fn the_editor_adds_a_node_and_an_edge_and_the_values_follow() {
    let mut h = graph_game(GraphBoard::loopy_draw(), Mode::TwoPlayers, true);
    h.get_by_label("Edit the graph").click();
    h.run();
    h.get_by_label("Add nodes").click();
    h.run();
    // A click on an empty place of the board: its bottom-left corner's free area.
    let board_rect = h.get_by_label("graph board").rect();
    let at = Pos2::new(board_rect.left() + 60.0, board_rect.bottom() - 60.0);
    h.hover_at(at);
    h.drag_at(at);
    h.drop_at(at);
    h.run();
    assert_eq!(graph(&h).board.nodes.len(), 6);
    assert_eq!(graph(&h).board.name, "Your graph");
    assert_eq!(h.get_by_label("node 6").value().as_deref(), Some("0"));
    // An edge from the new node to node 2 (a terminal node, value 0): the new node is now
    // a Nim heap of 1.
    h.get_by_label("Add edges").click();
    h.run();
    h.get_by_label("node 6").click();
    h.run();
    h.get_by_label("node 2").click();
    h.run();
    assert!(graph(&h).board.has_edge(5, 1));
    assert_eq!(h.get_by_label("node 6").value().as_deref(), Some("1"));
    assert_eq!(shown_values(&h), core_values(&graph(&h).board));
    // An edge out of node 2 changes every value that depends on it.
    h.get_by_label("node 2").click();
    h.run();
    h.get_by_label("node 6").click();
    h.run();
    assert!(graph(&h).board.has_edge(1, 5));
    let values = shown_values(&h);
    assert_eq!(values, core_values(&graph(&h).board));
    assert_ne!(values[1], "0", "node 2 can move now");
    // Tokens: one more on node 6, then deleting node 6 takes its edges and token away.
    h.get_by_label("Place tokens").click();
    h.run();
    h.get_by_label("node 6").click();
    h.run();
    assert_eq!(graph(&h).board.tokens, [0, 4, 5]);
    h.get_by_label("Delete").click();
    h.run();
    h.get_by_label("node 6").click();
    h.run();
    assert_eq!(graph(&h).board.nodes.len(), 5);
    assert_eq!(graph(&h).board.tokens, [0, 4]);
    assert!(!graph(&h).board.edges.iter().any(|e| e.contains(&5)));
    assert_eq!(shown_values(&h), core_values(&graph(&h).board));
    // An edge's handle deletes the edge.
    h.get_by_label("edge 1 → 1").click();
    h.run();
    assert!(!graph(&h).board.has_edge(0, 0));
    assert_eq!(
        shown_values(&h)[0],
        "3",
        "without its pass, node 1 is mex {{0, 1, 2}}"
    );
}

#[test]
fn dragging_a_node_keeps_the_game_and_the_graph_persists() {
    let mut h = graph_game(GraphBoard::loopy_draw(), Mode::TwoPlayers, true);
    h.get_by_label("token 1: node 1 → node 1").click();
    h.run();
    h.get_by_label("Edit the graph").click();
    h.run();
    let node = h.get_by_label("node 3").rect().center();
    let before = graph(&h).board.nodes[2];
    h.hover_at(node);
    h.drag_at(node);
    h.run();
    let to = node + egui::vec2(40.0, -30.0);
    h.hover_at(to);
    h.run();
    h.drop_at(to);
    h.run();
    let after = graph(&h).board.nodes[2];
    assert!(
        after[0] > before[0] && after[1] < before[1],
        "{before:?} {after:?}"
    );
    assert_eq!(
        graph(&h).turns.plies.len(),
        1,
        "a drag does not restart the game"
    );
    // Everything of the graph persists: nodes and their places, edges, tokens, moves.
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
    let mut storage = Memory::default();
    eframe::App::save(h.state_mut(), &mut storage);
    let loaded: State = eframe::get_value(&storage, eframe::APP_KEY).unwrap();
    assert_eq!(loaded, h.state().state());
    assert_eq!(loaded.play.graph.board.nodes[2], after);
    assert_eq!(loaded.play.playing, Playing::Graph);
    // A saved graph the core refuses (an edge to a node that is not there) is replaced.
    let mut broken = loaded.clone();
    broken.play.graph.board.edges.push([0, 99]);
    let app = GrundyApp::with_state(broken);
    assert_eq!(app.state().play.graph, GraphGame::default());
}

#[test]
fn the_theory_of_games_on_graphs() {
    let mut h = graph_game(GraphBoard::loopy_draw(), Mode::TwoPlayers, true);
    h.get_by_label("Theory").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Games on graphs");
    h.get_by_label_contains("Smith (1966)");
    h.get_by_label("Play").click();
    h.run();
    // A random graph from the form, then a game of Nim again: the view follows.
    h.get_by_label("New random graph").click();
    h.run();
    h.get_by_label_contains("Game on a graph: Random DAG");
    // Without cycles the values are the plain mex over the followers, written here.
    let board = graph(&h).board.clone();
    fn mex_value(board: &GraphBoard, v: u32, memo: &mut Vec<Option<u32>>) -> u32 {
        if let Some(g) = memo[v as usize] {
            return g;
        }
        let followers: Vec<u32> = board
            .edges
            .iter()
            .filter(|e| e[0] == v)
            .map(|e| e[1])
            .collect();
        let seen: Vec<u32> = followers
            .into_iter()
            .map(|w| mex_value(board, w, memo))
            .collect();
        let g = (0..).find(|g| !seen.contains(g)).unwrap();
        memo[v as usize] = Some(g);
        g
    }
    let mut memo = vec![None; board.nodes.len()];
    let by_mex: Vec<String> = (0..board.nodes.len() as u32)
        .map(|v| mex_value(&board, v, &mut memo).to_string())
        .collect();
    assert_eq!(shown_values(&h), by_mex);
    h.get_by_label("Game").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Nim").click();
    for _ in 0..100 {
        h.step();
        if h.state().state().play.playing == Playing::Games {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h.run();
    assert_eq!(h.state().state().play.playing, Playing::Games);
    h.get_by_label("pile 1, stone 1 from the top");
}

/// Kayles' Grundy values by the definition: a heap of `n` pins, a move knocks out one pin
/// or two adjacent ones, leaving the pins on either side; g(n) is the mex of the XORs.
fn kayles(count: usize) -> Vec<u16> {
    let mut g: Vec<u16> = Vec::new();
    for n in 0..count {
        let mut seen = vec![false; 256];
        for k in 1..=2usize.min(n) {
            for left in 0..=n - k {
                let right = n - k - left;
                seen[usize::from(g[left] ^ g[right])] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u16);
    }
    g
}

#[test]
fn the_explorer_certifies_kayles_period_71_12() {
    let mut s = State {
        tab: Tab::Explore,
        ..State::default()
    };
    s.explore.page = Page::Octal;
    let mut h = harness(s);
    wait_for(&mut h, "preperiod");
    h.get_by_label_contains("0.77 (Kayles): preperiod 71, period 12 — certified");
    // The first 40 values are Kayles' by the definition, and the core's.
    let by_definition = kayles(200);
    let first: Vec<String> = by_definition[..40].iter().map(u16::to_string).collect();
    h.get_by_label(&format!("g(0), g(1), … g(39): {}", first.join(" ")));
    let core =
        Octal::with_table("0.77".parse().unwrap(), vec![0u16; 4096], &mut [0u32; 4096]).unwrap();
    for (n, &g) in by_definition.iter().enumerate() {
        assert_eq!(core.grundy_of(n as u64), Some(g), "heap {n}");
    }
    // Past the preperiod the definition repeats with period 12, as certified.
    for n in 71..188 {
        assert_eq!(by_definition[n], by_definition[n + 12], "{n}");
    }
    // Dawson's Kayles from its button: the period of OEIS A002187.
    h.get_by_label("Dawson's Kayles").click();
    wait_for(&mut h, "0.07 (Dawson's Kayles): preperiod");
    h.get_by_label_contains("0.07 (Dawson's Kayles): preperiod 53, period 34");
    // A bad code says why.
    h.get_by_label("Octal code").click();
    let field = h.get_by_label("Octal code");
    field.focus();
    field.type_text("g");
    h.run();
    h.get_by_label("Compute").click();
    wait_for(&mut h, "Error: code:");
}

/// Kayles started at `position`, two players, hints as given.
fn kayles_game(position: &str, hints: bool) -> Harness<'static, GrundyApp> {
    let mut s = State::default();
    s.play.setup.choice = Choice::Game(GameKind::Octal);
    s.play.setup.game = GameSetup::new(GameKind::Octal, position);
    s.play.mode = Mode::TwoPlayers;
    s.play.hints = hints;
    let mut h = harness(s);
    h.run();
    h.get_by_label("Start game").click();
    for _ in 0..400 {
        h.step();
        if h.state().position()
            == [position
                .split(' ')
                .map(|n| n.parse().unwrap())
                .collect::<Vec<u64>>()]
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h.run();
    h
}

#[test]
fn kayles_is_played_by_knocking_out_pins() {
    let mut h = kayles_game("5 7", false);
    // Pins 3 and 4 of the row of 7: two adjacent pins, leaving 2 on the left and 3 on the
    // right.
    h.get_by_label("heap 2, pin 3").click();
    h.run();
    h.get_by_label("heap 2, pin 4").click();
    h.run();
    h.get_by_label("Take 2 pins").click();
    h.run();
    assert_eq!(h.state().position(), [vec![5, 2, 3]]);
    // A drag over the first two pins of heap 1: one heap of 3 is left.
    let a = h.get_by_label("heap 1, pin 1").rect().center();
    let b = h.get_by_label("heap 1, pin 2").rect().center();
    h.hover_at(a);
    h.drag_at(a);
    h.run();
    h.hover_at(b);
    h.run();
    h.drop_at(b);
    h.run();
    h.get_by_label("Take 2 pins").click();
    h.run();
    assert_eq!(h.state().position(), [vec![3, 2, 3]]);
    // Three pins: Kayles knocks out one or two, and the core says no.
    h.get_by_label("heap 1, pin 1").click();
    h.run();
    h.get_by_label("heap 1, pin 3").click();
    h.run();
    assert!(h.query_by_label("Take 3 pins").is_some());
    h.get_by_label_contains("Not allowed: the game does not allow taking 3");
    h.get_by_label("Take 3 pins").click();
    h.run();
    assert_eq!(h.state().position(), [vec![3, 2, 3]], "nothing was played");
    // The whole of a heap of two, by clicking one end then the other.
    h.get_by_label("heap 2, pin 2").click();
    h.run();
    h.get_by_label("heap 2, pin 1").click();
    h.run();
    h.get_by_label("Take 2 pins").click();
    h.run();
    assert_eq!(h.state().position(), [vec![3, 0, 3]]);
}

#[test]
fn the_take_button_marks_a_winning_selection() {
    // Kayles 5 7: knocking out the second pin of the 5 leaves 1, 3 and 7, whose values XOR
    // to 0 by the definition: a winning move, marked ✔.
    let g = kayles(8);
    assert_ne!(g[5] ^ g[7], 0);
    assert_eq!(g[1] ^ g[3] ^ g[7], 0);
    assert_ne!(g[4] ^ g[7], 0, "the first pin alone is not winning");
    let mut h = kayles_game("5 7", true);
    h.get_by_label("heap 1, pin 2").click();
    h.run();
    h.get_by_label("Take 1 pin ✔").click();
    h.run();
    assert_eq!(h.state().position(), [vec![1, 3, 7]]);
    h.get_by_label("heap 2, pin 1").click();
    h.run();
    h.get_by_label("Take 1 pin ✖");
}

#[test]
fn grundy_s_game_is_in_the_game_menu_and_plays_by_the_mex_rule() {
    // g(n) = mex of g(a) XOR g(n − a) over 0 < a < n − a (OEIS A002188), written here.
    let mut g: Vec<u128> = Vec::new();
    for n in 0..40usize {
        let seen: Vec<u128> = (1..n)
            .take_while(|&a| a < n - a)
            .map(|a| g[a] ^ g[n - a])
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    assert_eq!(&g[..10], &[0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
    let mut h = harness(State::default());
    h.run();
    h.get_by_label("Game").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Grundy's game")
        .click();
    h.run();
    assert_eq!(h.state().state().play.setup.game.kind, GameKind::Grundy);
    h.state_mut()
        .controller_mut()
        .play_mut()
        .setup
        .game
        .position_text = "7 13 20".to_owned();
    h.state_mut().controller_mut().play_mut().hints = true;
    h.run();
    h.get_by_label("Start game").click();
    until(&mut h, |h| h.state().position() == [vec![7, 13, 20]]);
    h.get_by_label("Grundy's game");
    let analysis = h.state().analysis().unwrap();
    assert_eq!(
        analysis.value,
        Ok(grundy::Nimber::new(g[7] ^ g[13] ^ g[20]))
    );
    // Every option the app lists splits one heap into two different non-empty heaps, and
    // its value is the rule's; there are as many as such splits.
    let heaps = [7usize, 13, 20];
    let splits: usize = heaps.iter().map(|&n| (n - 1) / 2).sum();
    assert_eq!(analysis.options.len(), splits);
    for o in &analysis.options {
        let grundy::any::AnyMove::Octal(mv) = o.mv.mv else {
            panic!("{:?} is not a split", o.mv);
        };
        let (a, b) = (mv.left[0] as usize, mv.left[1] as usize);
        assert_eq!((mv.take, mv.left[2]), (0, 0), "{mv:?}");
        assert!(
            a > 0 && b > 0 && a != b && a + b == heaps[mv.pile],
            "{mv:?}"
        );
        let rest = heaps
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != mv.pile)
            .fold(0, |x, (_, &n)| x ^ g[n]);
        assert_eq!(
            o.value_after,
            Ok(grundy::Nimber::new(rest ^ g[a] ^ g[b])),
            "{mv:?}"
        );
    }
}

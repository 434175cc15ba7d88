//! The controller on its own, without egui: games played to the end, the computer's
//! answer, refused forms, random positions, and a game on a graph.

use std::time::Duration;

use grundy::any::AnyMove;
use grundy::graph::{GraphError, GraphMove};
use grundy::sum::SumMove;
use grundy::{GameKind, Outcome, Take};

use super::{Command, Controller, GraphCommand, Play, Playing};
use crate::model::setup::{Choice, GameSetup};
use crate::model::turns::Mode;

fn controller(setup_choice: Choice, mode: Mode) -> Controller {
    let mut play = Play {
        mode,
        ..Play::default()
    };
    play.setup.choice = setup_choice;
    let mut c = Controller::new(play, 7);
    c.apply(Command::NewGame);
    c.wait_for_jobs(Duration::from_secs(30));
    c
}

#[test]
fn a_sum_is_played_to_the_end_and_the_core_names_the_winner() {
    let mut c = controller(Choice::Sum, Mode::TwoPlayers);
    assert!(c.rules().unwrap().is_sum());
    // Always play the first listed move: the game ends, and the winner is the player
    // who made the last move (normal play), as the core's outcome says.
    let mut moves = 0;
    while c.winner().is_none() {
        let mv = c.analysis().unwrap().options.first().unwrap().mv;
        c.apply(Command::Play(mv));
        moves += 1;
        assert!(moves < 1000);
    }
    let last_mover = (moves - 1) % 2;
    assert_eq!(c.winner(), Some(Ok(last_mover)));
    assert_eq!(c.analysis().unwrap().outcome, Ok(Outcome::P));
}

#[test]
fn the_perfect_computer_answers_with_a_winning_move() {
    let mut c = controller(Choice::Game(GameKind::Nim), Mode::VsComputer);
    // 3 4 5: you take 2 from pile 3 (leaving 3 4 3, an N-position).
    let mv = SumMove {
        component: 0,
        mv: AnyMove::Take(Take { pile: 2, count: 2 }),
    };
    c.apply(Command::Play(mv));
    let mut now = 0.0;
    for _ in 0..200 {
        c.update(now);
        c.wait_for_jobs(Duration::from_millis(50));
        now += 0.1;
        if c.play().game.turns.plies.len() == 2 {
            break;
        }
    }
    let game = &c.play().game;
    assert_eq!(game.turns.plies.len(), 2, "the computer moved");
    assert_eq!(game.turns.plies[1].p_after, Some(true));
    assert_eq!(c.analysis().unwrap().outcome, Ok(Outcome::P));
}

#[test]
fn a_bad_form_keeps_the_game_and_says_why() {
    let mut c = controller(Choice::Game(GameKind::Nim), Mode::TwoPlayers);
    let before = c.play().game.clone();
    c.play_mut().setup.game = GameSetup::new(GameKind::Wythoff, "1 2 3");
    c.apply(Command::NewGame);
    c.wait_for_jobs(Duration::from_secs(30));
    let e = c.setup_error().unwrap().to_string();
    assert_eq!(e, "position: this game has exactly 2 piles, 3 given");
    assert_eq!(c.play().game, before);
}

#[test]
fn random_games_have_the_core_s_pile_counts() {
    let mut c = controller(Choice::Sum, Mode::TwoPlayers);
    c.play_mut().setup.random_piles = 4;
    c.apply(Command::RandomGame);
    c.wait_for_jobs(Duration::from_secs(30));
    let lengths: Vec<usize> = c.position().iter().map(Vec::len).collect();
    // Nim 4 piles, Wythoff 2, Bash 1.
    assert_eq!(lengths, [4, 2, 1]);
}

#[test]
fn the_controller_plays_a_game_on_a_graph_and_goes_back_to_the_games() {
    let mut play = Play {
        mode: Mode::TwoPlayers,
        ..Play::default()
    };
    play.setup.choice = Choice::Graph;
    let mut c = Controller::new(play, 1);
    c.apply(Command::NewGame);
    assert_eq!(c.play().playing, Playing::Graph);
    let pass = GraphMove { token: 0, to: 0 };
    c.apply(Command::Graph(GraphCommand::Play(pass)));
    assert_eq!(c.play().graph.turns.plies.len(), 1);
    // An illegal move is refused with the core's reason.
    c.apply(Command::Graph(GraphCommand::Play(GraphMove {
        token: 1,
        to: 0,
    })));
    assert_eq!(
        c.graph().error(),
        Some(&GraphError::NotAnEdge { from: 4, to: 0 })
    );
    c.apply(Command::Graph(GraphCommand::Stop));
    assert!(c.play().graph.stopped, "the loopy start is a draw");
    c.apply(Command::Undo);
    assert!(!c.play().graph.stopped);
    assert_eq!(c.play().graph.turns.plies.len(), 1);
    c.apply(Command::Undo);
    assert!(c.play().graph.turns.plies.is_empty());
    c.apply(Command::Redo);
    assert_eq!(c.play().graph.turns.plies.len(), 1);
    // The sums' commands leave the graph alone, and a game of the form takes over.
    c.play_mut().setup.choice = Choice::Game(GameKind::Nim);
    c.apply(Command::NewGame);
    c.wait_for_jobs(Duration::from_secs(30));
    assert_eq!(c.play().playing, Playing::Games);
    assert_eq!(c.play().graph.turns.plies.len(), 1);
}

#[test]
fn a_position_set_up_on_the_board_is_played_or_refused_beside_the_board() {
    let mut play = Play::default();
    play.setup.choice = Choice::Game(GameKind::Nim);
    play.setup.game = GameSetup::new(GameKind::Nim, "1 2");
    let mut c = Controller::new(play, 7);
    c.apply(Command::NewGame);
    c.wait_for_jobs(Duration::from_secs(30));
    let set_up = |c: &mut Controller, numbers: Vec<u64>| {
        c.apply(Command::SetUp {
            component: 0,
            numbers,
        });
        c.wait_for_jobs(Duration::from_secs(30));
    };
    set_up(&mut c, vec![0, 2]);
    assert!(c.set_up_error().is_none());
    assert_eq!(c.play().game.current(), [vec![0, 2]]);
    assert_eq!(c.play().setup.game.position_text, "0 2");
    // No move from 0 0: refused beside the editor; the game, its board and the form stay.
    set_up(&mut c, vec![0, 0]);
    let e = c.set_up_error().expect("a start with no move is refused");
    assert!(e.to_string().contains("no move"), "{e}");
    assert!(c.setup_error().is_none());
    assert_eq!(c.play().game.current(), [vec![0, 2]]);
    assert_eq!(c.play().setup.game.position_text, "0 2");
    // The next good position clears the refusal.
    set_up(&mut c, vec![3, 2]);
    assert!(c.set_up_error().is_none());
    assert_eq!(c.play().game.current(), [vec![3, 2]]);
    assert_eq!(c.play().setup.game.position_text, "3 2");
}

#[test]
fn the_remoteness_of_the_positions_before_a_move_stays_while_its_search_runs() {
    let mut play = Play {
        hints: true,
        ..Play::default()
    };
    play.setup.choice = Choice::Game(GameKind::Nim);
    play.setup.game = GameSetup::new(GameKind::Nim, "5 6 7");
    let mut c = Controller::new(play, 7);
    c.apply(Command::NewGame);
    let mut now = 0.0;
    let mut settle = |c: &mut Controller| {
        for _ in 0..600 {
            c.update(now);
            c.wait_for_jobs(Duration::from_millis(50));
            now += 0.05;
            if matches!(c.remoteness(), crate::runtime::Status::Ready(_)) {
                return;
            }
        }
        panic!("the search did not finish");
    };
    settle(&mut c);
    let mut searched = c.remoteness_history().to_vec();
    assert_eq!(searched.len(), 1);
    for pile in 0..3 {
        c.apply(Command::Play(SumMove {
            component: 0,
            mv: AnyMove::Take(Take { pile, count: 1 }),
        }));
        // Before the search of the new line is in: the points of the line before it.
        let plies = c.play().game.turns.plies.len();
        let during = c.remoteness_history().to_vec();
        match c.remoteness() {
            crate::runtime::Status::Ready(s) => assert_eq!(during, s.history),
            _ => assert_eq!(during, searched),
        }
        settle(&mut c);
        searched = c.remoteness_history().to_vec();
        assert_eq!(searched.len(), plies + 1);
        // The positions shared with the line before keep their points.
        assert_eq!(
            searched.get(..plies),
            Some(&during[..plies.min(during.len())])
        );
    }
    // Back to the start: only its point is shared with the line searched.
    c.apply(Command::GoTo(0));
    let during = c.remoteness_history().to_vec();
    if !matches!(c.remoteness(), crate::runtime::Status::Ready(_)) {
        assert_eq!(during, searched[..1]);
    }
}

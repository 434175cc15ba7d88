//! Nim on the 5×5 LED matrix, driven by button presses and ticks and read back from its
//! frames: the drawing, the choice with button A, the take with B, the chip's animated
//! answer, the scrolling ending, and whole games from every start that fits the matrix,
//! every chip move checked against a brute-force Nim evaluation written here.

#![allow(
    clippy::indexing_slicing,
    clippy::unwrap_used,
    reason = "test helpers index what they sized or checked and unwrap: a panic is a test failure"
)]

use std::collections::HashMap;

use grundy_play::leds::{
    BLINK_TICKS, Button, CHIP_BLINKS, DIM, Debounce, FULL, Frame, PAUSE_TICKS, SCROLL_TICKS, SIDE,
    StartError, State, Toy, VANISH_TICKS,
};

// ---------------------------------------------------------------------------------------
// The oracle: Nim by brute force, from the rules alone (take one or more stones from one
// pile; whoever cannot move loses), memoised on the sorted piles.

struct Brute {
    memo: HashMap<Vec<u64>, bool>,
}

impl Brute {
    fn new() -> Self {
        Self {
            memo: HashMap::new(),
        }
    }

    /// Whether the player to move wins `piles` with perfect play.
    fn mover_wins(&mut self, piles: &[u64]) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&w) = self.memo.get(&key) {
            return w;
        }
        let mut wins = false;
        'search: for i in 0..piles.len() {
            for take in 1..=piles[i] {
                let mut next = piles.to_vec();
                next[i] -= take;
                if !self.mover_wins(&next) {
                    wins = true;
                    break 'search;
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }

    /// Every move (pile, count) after which the player to move loses.
    fn winning_moves(&mut self, piles: &[u64]) -> Vec<(usize, u64)> {
        let mut found = Vec::new();
        for i in 0..piles.len() {
            for take in 1..=piles[i] {
                let mut next = piles.to_vec();
                next[i] -= take;
                if !self.mover_wins(&next) {
                    found.push((i, take));
                }
            }
        }
        found
    }
}

/// The piles a frame shows: per column, the lit LEDs, which must stand on the bottom row
/// without gaps.
#[track_caller]
fn piles_in(frame: &Frame, columns: usize) -> Vec<u64> {
    (0..columns)
        .map(|x| {
            let lit: Vec<bool> = (0..SIDE).map(|y| frame.get(x, y) > 0).collect();
            let height = lit.iter().rev().take_while(|&&on| on).count();
            assert!(
                lit.iter().rev().skip(height).all(|&on| !on),
                "column {x} has a gap: {frame:?}"
            );
            height as u64
        })
        .collect()
}

/// `rows` as a frame: `#` lit at full brightness, `+` dim, `.` dark.
fn picture(rows: [&str; SIDE]) -> Frame {
    let mut frame = Frame::DARK;
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            frame.set(
                x,
                y,
                match c {
                    '#' => FULL,
                    '+' => DIM,
                    _ => 0,
                },
            );
        }
    }
    frame
}

fn ticks(toy: &mut Toy, n: u32) {
    for _ in 0..n {
        toy.tick();
    }
}

/// Ticks until `done`, at most `limit` ticks.
#[track_caller]
fn tick_until(toy: &mut Toy, limit: u32, done: impl Fn(&Toy) -> bool) {
    for _ in 0..limit {
        if done(toy) {
            return;
        }
        toy.tick();
    }
    assert!(done(toy), "still {:?} after {limit} ticks", toy.state());
}

/// Presses A until the chosen move is `take count from pile`.
#[track_caller]
fn choose(toy: &mut Toy, pile: usize, count: u64) {
    for _ in 0..=SIDE * SIDE {
        if toy.state() == (State::YourMove { pile, count }) {
            return;
        }
        toy.press(Button::A);
    }
    panic!(
        "A never chose take {count} from pile {pile}: {:?}",
        toy.state()
    );
}

// ---------------------------------------------------------------------------------------

#[test]
fn a_frame_keeps_levels_inside_and_ignores_outside() {
    let mut frame = Frame::DARK;
    frame.set(4, 0, 3);
    frame.set(0, 4, 200);
    frame.set(5, 0, FULL);
    frame.set(0, 5, FULL);
    assert_eq!(frame.get(4, 0), 3);
    assert_eq!(frame.get(0, 4), FULL, "levels stop at FULL");
    assert_eq!(frame.get(5, 0), 0);
    assert_eq!(frame.rows()[0], [0, 0, 0, 0, 3]);
    assert_eq!(frame.rows()[4], [FULL, 0, 0, 0, 0]);
    assert_eq!(frame.rows().iter().flatten().filter(|&&l| l > 0).count(), 2);
}

#[test]
fn a_button_must_be_released_before_its_first_press() {
    let mut b = Debounce::new();
    // Held through reset (or an undriven pin that reads "down"): nothing.
    assert!((0..10).all(|_| !b.sample(true)));
    // Released, then pressed: one press, on the second sample down.
    assert!(!b.sample(false) && !b.sample(false));
    assert!(!b.sample(true));
    assert!(b.sample(true));
    // Held: no repeat.
    assert!((0..50).all(|_| !b.sample(true)));
}

#[test]
fn a_bounce_shorter_than_the_debounce_is_ignored() {
    let mut b = Debounce::new();
    b.sample(false);
    b.sample(false);
    // A one-sample spike down, then up again: no press.
    assert!(!b.sample(true));
    assert!(!b.sample(false));
    assert!(!b.sample(true));
    assert!(!b.sample(false));
    // A press that bounces up for one sample while going down: one press.
    let presses = [true, false, true, true, true, false, true, true]
        .into_iter()
        .filter(|&down| b.sample(down))
        .count();
    assert_eq!(presses, 1);
}

#[test]
fn the_start_is_drawn_as_columns_from_the_bottom_row() {
    // 1 ^ 2 ^ 3 ^ 4 ^ 5 = 1: the player's turn, the first move (pile 1, one stone) chosen
    // and in the bright half of its blink.
    let toy = Toy::start(&[1, 2, 3, 4, 5]).unwrap();
    assert_eq!(toy.state(), State::YourMove { pile: 0, count: 1 });
    assert_eq!(
        toy.frame(),
        picture(["....#", "...##", "..###", ".####", "#####"])
    );
    let toy = Toy::start(&[0, 3, 1]).unwrap();
    assert_eq!(
        toy.frame(),
        picture([".....", ".....", ".#...", ".#...", ".##.."])
    );
}

#[test]
fn a_start_that_does_not_fit_is_refused() {
    assert_eq!(
        Toy::start(&[1; 6]).unwrap_err(),
        StartError::TooManyPiles { given: 6 }
    );
    assert_eq!(
        Toy::start(&[1, 6]).unwrap_err(),
        StartError::PileTooTall { pile: 1, stones: 6 }
    );
    assert_eq!(
        StartError::PileTooTall { pile: 1, stones: 6 }.to_string(),
        "pile 2 has 6 stones, more than the 5 rows"
    );
    assert!(Toy::start(&[5; 5]).is_ok());
}

#[test]
fn a_steps_through_every_move_pile_then_count_and_wraps() {
    // 2 ^ 3 ^ 1 = 0 would let the chip start; 2 0 3 2 has nim-sum 3: the player's turn.
    let mut toy = Toy::start(&[2, 0, 3, 2]).unwrap();
    let mut seen = Vec::new();
    for _ in 0..9 {
        match toy.state() {
            State::YourMove { pile, count } => seen.push((pile, count)),
            other => panic!("not the player's turn: {other:?}"),
        }
        toy.press(Button::A);
    }
    // Pile by pile (the empty one has no move), one stone first, then around again.
    let order = [(0, 1), (0, 2), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2)];
    let expected: Vec<_> = order.iter().cycle().take(9).copied().collect();
    assert_eq!(seen, expected);
    assert_eq!(toy.piles(), [2, 0, 3, 2], "A takes nothing");
}

#[test]
fn the_chosen_stones_blink_and_the_rest_stay_lit() {
    let mut toy = Toy::start(&[2, 0, 3, 2]).unwrap();
    choose(&mut toy, 2, 2);
    // The top two stones of pile 3, bright then dim, every BLINK_TICKS.
    let bright = picture([".....", ".....", "..#..", "#.##.", "#.##."]);
    let dim = picture([".....", ".....", "..+..", "#.+#.", "#.##."]);
    assert_eq!(toy.frame(), bright);
    ticks(&mut toy, BLINK_TICKS - 1);
    assert_eq!(toy.frame(), bright);
    toy.tick();
    assert_eq!(toy.frame(), dim);
    ticks(&mut toy, BLINK_TICKS);
    assert_eq!(toy.frame(), bright);
    // A new choice shows at once, bright.
    ticks(&mut toy, BLINK_TICKS);
    assert_eq!(toy.frame(), dim);
    toy.press(Button::A);
    assert_eq!(toy.state(), State::YourMove { pile: 2, count: 3 });
    assert_eq!(toy.frame(), bright);
    ticks(&mut toy, BLINK_TICKS);
    assert_eq!(
        toy.frame(),
        picture([".....", ".....", "..+..", "#.+#.", "#.+#."])
    );
}

#[test]
fn b_takes_the_chosen_stones_and_the_chip_answers_with_an_animation() {
    let mut brute = Brute::new();
    // 3 1: the player takes one from pile 1, leaving 2 1, from which the only winning
    // move is to take one from pile 1 (leaving 1 1).
    let mut toy = Toy::start(&[3, 1]).unwrap();
    assert_eq!(toy.state(), State::YourMove { pile: 0, count: 1 });
    toy.press(Button::B);
    assert_eq!(toy.piles(), [2, 1]);
    assert_eq!(toy.state(), State::Thinking);
    // Presses while the chip thinks or moves do nothing.
    toy.press(Button::B);
    toy.press(Button::A);
    assert_eq!(toy.piles(), [2, 1]);
    assert_eq!(
        toy.frame(),
        picture([".....", ".....", ".....", "#....", "##..."])
    );
    ticks(&mut toy, PAUSE_TICKS - 1);
    assert_eq!(toy.state(), State::Thinking);
    toy.tick();
    assert_eq!(brute.winning_moves(&[2, 1]), vec![(0, 1)]);
    assert_eq!(toy.state(), State::ChipMove { pile: 0, count: 1 });
    // Blinks: bright, dim, CHIP_BLINKS times; the piles are still those before the move.
    let bright = picture([".....", ".....", ".....", "#....", "##..."]);
    let dim = picture([".....", ".....", ".....", "+....", "##..."]);
    for _ in 0..CHIP_BLINKS {
        assert_eq!(toy.frame(), bright);
        ticks(&mut toy, BLINK_TICKS);
        assert_eq!(toy.frame(), dim);
        ticks(&mut toy, BLINK_TICKS);
        toy.press(Button::B);
    }
    assert_eq!(toy.piles(), [2, 1]);
    // Then the stone goes out, and after VANISH_TICKS the move is played.
    assert_eq!(
        toy.frame(),
        picture([".....", ".....", ".....", ".....", "##..."])
    );
    ticks(&mut toy, VANISH_TICKS - 1);
    assert!(matches!(toy.state(), State::ChipMove { .. }));
    toy.tick();
    assert_eq!(toy.piles(), [1, 1]);
    assert_eq!(toy.state(), State::YourMove { pile: 0, count: 1 });
}

#[test]
fn the_chips_stones_go_out_one_by_one_from_the_top() {
    // 5 0: the player takes one (4 left); the chip takes all four.
    let mut toy = Toy::start(&[5, 0]).unwrap();
    toy.press(Button::B);
    tick_until(&mut toy, PAUSE_TICKS, |t| {
        t.state() == State::ChipMove { pile: 0, count: 4 }
    });
    ticks(&mut toy, BLINK_TICKS * 2 * CHIP_BLINKS);
    for left in (0..4).rev() {
        assert_eq!(piles_in(&toy.frame(), 1), [left]);
        ticks(&mut toy, VANISH_TICKS);
    }
    assert_eq!(toy.state(), State::Over { won: false });
}

#[test]
fn taking_the_last_stone_wins_and_the_chip_taking_it_loses() {
    let mut toy = Toy::start(&[0, 2]).unwrap();
    choose(&mut toy, 1, 2);
    toy.press(Button::B);
    assert_eq!(toy.piles(), [0, 0]);
    tick_until(&mut toy, PAUSE_TICKS + 1, |t| t.state() != State::Thinking);
    assert_eq!(toy.state(), State::Over { won: true });

    let mut toy = Toy::start(&[0, 2]).unwrap();
    toy.press(Button::B); // one of two: the chip takes the other
    tick_until(&mut toy, 1000, |t| matches!(t.state(), State::Over { .. }));
    assert_eq!(toy.state(), State::Over { won: false });
}

/// The columns that scroll by: the first frame, then the new right-hand column of each
/// later one, checking that each frame is the one before moved left by one column.
fn scrolled_strip(toy: &mut Toy) -> Vec<[bool; SIDE]> {
    let column = |f: &Frame, x: usize| -> [bool; SIDE] {
        core::array::from_fn(|y| match f.get(x, y) {
            0 => false,
            FULL => true,
            other => panic!("text at level {other}"),
        })
    };
    let first = toy.frame();
    let mut strip: Vec<_> = (0..SIDE).map(|x| column(&first, x)).collect();
    let mut before = first;
    loop {
        for _ in 0..SCROLL_TICKS - 1 {
            toy.tick();
            assert_eq!(
                toy.frame(),
                before,
                "the text moves only every SCROLL_TICKS"
            );
        }
        toy.tick();
        let now = toy.frame();
        for x in 0..SIDE - 1 {
            assert_eq!(column(&now, x), column(&before, x + 1), "moved left by one");
        }
        strip.push(column(&now, SIDE - 1));
        before = now;
        // The end: the column after the last letter and a blank screen (the text has no
        // six blank columns in a row, and no letter ends in a blank column).
        if strip.len() > 2 * SIDE
            && strip
                .iter()
                .rev()
                .take(SIDE + 1)
                .all(|c| c == &[false; SIDE])
        {
            break;
        }
        assert!(strip.len() < 200, "the text never ends");
    }
    // Then it starts over: the first frame again, then its next column.
    ticks(toy, SCROLL_TICKS);
    assert_eq!(toy.frame(), first, "starts over");
    ticks(toy, SCROLL_TICKS);
    assert_eq!(column(&toy.frame(), SIDE - 1), strip[SIDE], "starts over");
    strip
}

/// `text` in the toy's letters, drawn here: a blank screen, the letters one column apart,
/// a blank screen.
fn banner(text: &str) -> Vec<[bool; SIDE]> {
    let letter = |c: char| -> [&str; SIDE] {
        match c {
            'E' => ["###", "#..", "###", "#..", "###"],
            'I' => ["###", ".#.", ".#.", ".#.", "###"],
            'L' => ["#..", "#..", "#..", "#..", "###"],
            'M' => ["#...#", "##.##", "#.#.#", "#...#", "#...#"],
            'N' => ["#..#", "##.#", "#.##", "#..#", "#..#"],
            'O' => [".##.", "#..#", "#..#", "#..#", ".##."],
            'S' => [".###", "#...", ".##.", "...#", "###."],
            'U' => ["#..#", "#..#", "#..#", "#..#", ".##."],
            'W' => ["#...#", "#...#", "#.#.#", "##.##", "#...#"],
            'Y' => ["#...#", ".#.#.", "..#..", "..#..", "..#.."],
            ' ' => ["..", "..", "..", "..", ".."],
            other => panic!("no letter {other}"),
        }
    };
    let mut strip = vec![[false; SIDE]; SIDE];
    for c in text.chars() {
        let rows = letter(c);
        for x in 0..rows[0].len() {
            strip.push(core::array::from_fn(|y| rows[y].as_bytes()[x] == b'#'));
        }
        strip.push([false; SIDE]);
    }
    strip.extend(vec![[false; SIDE]; SIDE]);
    strip
}

#[test]
fn the_title_scrolls_nim_and_the_endings_scroll_you_win_and_you_lose() {
    let mut toy = Toy::new();
    assert_eq!(toy.state(), State::Title);
    assert_eq!(scrolled_strip(&mut toy), banner("NIM"));

    let mut toy = Toy::start(&[1]).unwrap();
    toy.press(Button::B);
    tick_until(&mut toy, PAUSE_TICKS + 1, |t| t.state() != State::Thinking);
    assert_eq!(toy.state(), State::Over { won: true });
    assert_eq!(scrolled_strip(&mut toy), banner("YOU WIN"));

    let mut toy = Toy::start(&[2]).unwrap();
    toy.press(Button::B);
    tick_until(&mut toy, 1000, |t| matches!(t.state(), State::Over { .. }));
    assert_eq!(toy.state(), State::Over { won: false });
    assert_eq!(scrolled_strip(&mut toy), banner("YOU LOSE"));
}

#[test]
fn a_press_starts_a_new_game_only_once_the_ending_has_passed() {
    let mut toy = Toy::start(&[1]).unwrap();
    toy.press(Button::B);
    tick_until(&mut toy, PAUSE_TICKS + 1, |t| t.state() != State::Thinking);
    let columns = banner("YOU WIN").len() - SIDE + 1;
    ticks(&mut toy, columns as u32 * SCROLL_TICKS - 1);
    toy.press(Button::A);
    assert_eq!(toy.state(), State::Over { won: true }, "too early");
    toy.tick();
    toy.press(Button::A);
    assert!(
        !matches!(toy.state(), State::Over { .. } | State::Title),
        "{:?}",
        toy.state()
    );
}

#[test]
fn a_press_on_the_title_starts_the_game_its_time_draws() {
    for wait in [0u32, 1, 7, 250, 1234] {
        let mut toy = Toy::new();
        ticks(&mut toy, wait);
        toy.press(Button::B);
        assert_eq!(toy.piles(), Toy::random_start(u64::from(wait)).as_slice());
        assert!(!matches!(toy.state(), State::Title | State::Over { .. }));
    }
}

#[test]
fn random_starts_fit_the_matrix_and_vary() {
    let mut counts = [0usize; SIDE + 1];
    let mut sizes = [0usize; SIDE + 1];
    for seed in 0..2000 {
        let start = Toy::random_start(seed);
        assert!((3..=SIDE).contains(&start.len()), "{start:?}");
        counts[start.len()] += 1;
        for &s in &start {
            assert!((1..=SIDE as u64).contains(&s), "{start:?}");
            sizes[s as usize] += 1;
        }
        assert!(Toy::start(&start).is_ok());
    }
    assert!(counts[3..].iter().all(|&n| n > 500), "{counts:?}");
    assert!(sizes[1..].iter().all(|&n| n > 1000), "{sizes:?}");
}

/// How the player in [`play_out`] chooses.
enum Player {
    /// The move the brute force says wins, or the first move when none does.
    Perfect,
    /// The `k`-th move, `k` drawn from a small generator seeded with this.
    Random(u64),
}

struct Game {
    won: bool,
    chip_moves: usize,
    chip_had_a_win: usize,
}

/// Plays a whole game from `start`, checking every frame at rest against the piles and
/// every chip move against the brute force.
fn play_out(brute: &mut Brute, start: &[u64], player: &Player) -> Game {
    let mut toy = Toy::start(start).unwrap();
    let mut rng = match player {
        Player::Random(seed) => *seed,
        Player::Perfect => 0,
    };
    let mut game = Game {
        won: false,
        chip_moves: 0,
        chip_had_a_win: 0,
    };
    let mut last_mover_human = None;
    for _ in 0..100 {
        match toy.state() {
            State::YourMove { .. } => {
                let piles = toy.piles().to_vec();
                assert_eq!(piles_in(&toy.frame(), piles.len()), piles);
                // Count the legal moves by stepping through them once.
                let mut all = Vec::new();
                while let State::YourMove { pile, count } = toy.state() {
                    if all.first() == Some(&(pile, count)) {
                        break;
                    }
                    all.push((pile, count));
                    toy.press(Button::A);
                }
                let expected: usize = piles.iter().map(|&p| p as usize).sum();
                assert_eq!(
                    all.len(),
                    expected,
                    "A reaches every legal move of {piles:?}"
                );
                let (pile, count) = match player {
                    Player::Perfect => brute
                        .winning_moves(&piles)
                        .first()
                        .copied()
                        .unwrap_or(all[0]),
                    Player::Random(_) => {
                        rng = rng
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        all[(rng >> 33) as usize % all.len()]
                    }
                };
                choose(&mut toy, pile, count);
                toy.press(Button::B);
                let mut after = piles.clone();
                after[pile] -= count;
                assert_eq!(toy.piles(), after);
                last_mover_human = Some(true);
                tick_until(&mut toy, PAUSE_TICKS + 1, |t| t.state() != State::Thinking);
            }
            State::ChipMove { pile, count } => {
                let before = toy.piles().to_vec();
                let mut after = before.clone();
                assert!(
                    count >= 1 && count <= after[pile],
                    "{before:?} take {count} from {pile}"
                );
                after[pile] -= count;
                game.chip_moves += 1;
                if brute.mover_wins(&before) {
                    game.chip_had_a_win += 1;
                    assert!(
                        !brute.mover_wins(&after),
                        "from {before:?} the chip took {count} from pile {pile}, leaving \
                         {after:?}, which the player wins"
                    );
                }
                tick_until(&mut toy, 1000, |t| {
                    !matches!(t.state(), State::ChipMove { .. })
                });
                assert_eq!(toy.piles(), after);
                last_mover_human = Some(false);
            }
            State::Over { won } => {
                assert!(
                    toy.piles().iter().all(|&p| p == 0),
                    "over at {:?}",
                    toy.piles()
                );
                // Normal play: whoever took the last stone won.
                assert_eq!(Some(won), last_mover_human, "from {start:?}");
                game.won = won;
                return game;
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    panic!("no end from {start:?}");
}

/// Every start that fits the matrix: 1 to 5 piles of 0 to 5 stones, at least one stone.
fn every_start() -> Vec<Vec<u64>> {
    let mut starts = Vec::new();
    for piles in 1..=SIDE as u32 {
        for code in 0..6u32.pow(piles) {
            let start: Vec<u64> = (0..piles)
                .map(|i| u64::from(code / 6u32.pow(i) % 6))
                .collect();
            if start.iter().any(|&s| s > 0) {
                starts.push(start);
            }
        }
    }
    starts
}

#[test]
fn a_perfect_player_wins_from_every_start() {
    let mut brute = Brute::new();
    let starts = every_start();
    assert_eq!(starts.len(), 5 + 35 + 215 + 1295 + 7775);
    let mut chip_first = 0;
    for start in &starts {
        if !brute.mover_wins(start) {
            chip_first += 1;
        }
        let game = play_out(&mut brute, start, &Player::Perfect);
        assert!(game.won, "lost from {start:?}");
        assert_eq!(
            game.chip_had_a_win, 0,
            "the player never left a winning position"
        );
    }
    assert!(
        chip_first > 500,
        "P-starts, where the chip moves first: {chip_first}"
    );
}

#[test]
fn every_chip_move_wins_when_a_winning_move_exists() {
    let mut brute = Brute::new();
    let (mut won, mut lost, mut checked, mut moves) = (0, 0, 0, 0);
    for (i, start) in every_start().iter().enumerate() {
        for round in 0..2 {
            let game = play_out(&mut brute, start, &Player::Random((i * 2 + round) as u64));
            moves += game.chip_moves;
            checked += game.chip_had_a_win;
            if game.won {
                won += 1;
            } else {
                lost += 1;
            }
        }
    }
    // The random player blunders into positions the chip wins: it should lose most games.
    assert!(
        checked > 10_000,
        "chip moves from a winning position: {checked} of {moves}"
    );
    assert!(lost > 4 * won, "won {won}, lost {lost}");
}

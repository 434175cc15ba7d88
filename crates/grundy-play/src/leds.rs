//! Nim without a computer: up to five piles of up to five stones on a 5×5 LED matrix, played
//! with two buttons, as on the BBC micro:bit.
//!
//! Everything the player sees is decided here and tested on the host; the firmware only
//! samples the buttons, counts time and lights the LEDs:
//!
//! - every [`TICK_MS`] milliseconds it samples both buttons into a [`Debounce`] each, calls
//!   [`Toy::press`] for a debounced press and [`Toy::tick`] once, and shows [`Toy::frame`];
//! - the frame is a 5×5 grid of brightness levels ([`Frame`], 0 dark to [`FULL`] brightest).
//!
//! The game: pile `i` is column `i` from the left, its stones lit from the bottom row up. On
//! the player's turn, button A steps through the legal moves in the core's order
//! ([`grundy::Game::moves`]: pile by pile, one stone first), the stones the chosen move would
//! take blinking; button B takes them. The chip answers with [`crate::chip_move`] (the core's
//! winning move when there is one), its stones blinking and then vanishing one by one. When
//! no move is left, `YOU WIN` or `YOU LOSE` scrolls by, as the core's outcome of the final
//! position says; a press after the text has passed once starts a new game.
//!
//! Who starts: the player when the core says the start is an N-position, otherwise the chip;
//! either way the player faces a position with a winning move. No rule of Nim lives here:
//! legal moves, the chip's answer, the outcome and the end all come from the core.
//!
//! ```
//! use grundy_play::leds::{Button, FULL, State, Toy};
//!
//! let mut toy = Toy::start(&[1, 2])?;
//! assert_eq!(toy.state(), State::YourMove { pile: 0, count: 1 });
//! toy.press(Button::A); // take 1 from pile 2
//! assert_eq!(toy.state(), State::YourMove { pile: 1, count: 1 });
//! toy.press(Button::B); // take it: 1 1 is a P-position, the chip must answer
//! assert_eq!(toy.piles(), [1, 1]);
//! assert_eq!(toy.frame().get(1, 4), FULL); // pile 2's stone, bottom row
//! while !matches!(toy.state(), State::YourMove { .. }) {
//!     toy.tick(); // the chip's stone blinks, then goes
//! }
//! assert_eq!(toy.piles().iter().sum::<u64>(), 1);
//! # Ok::<(), grundy_play::leds::StartError>(())
//! ```

use core::fmt;

use grundy::ending::Player;
use grundy::rng::SplitMix64;
use grundy::{FromNumbers, Game, Nim, Outcome, Piles, Take};

/// The person at the buttons, as the core names players (who moves first varies).
const PLAYER: Player = Player::First;
/// The chip.
const CHIP: Player = Player::Second;

/// Milliseconds of one [`Toy::tick`]: the firmware samples the buttons this often.
pub const TICK_MS: u32 = 10;
/// Rows and columns of the matrix.
pub const SIDE: usize = 5;
/// The brightest level of an LED (the micro:bit's display crates count 0 to 9).
pub const FULL: u8 = 9;
/// The level of a blinking stone in its dark half: dim, so the stone is still seen.
pub const DIM: u8 = 2;

/// Ticks of each half of a blink (on, then dim): 250 ms.
pub const BLINK_TICKS: u32 = 25;
/// Blinks of the chip's stones before they go.
pub const CHIP_BLINKS: u32 = 3;
/// Ticks between two of the chip's stones going out.
pub const VANISH_TICKS: u32 = 15;
/// Ticks between the player's take and the chip's answer (or the end).
pub const PAUSE_TICKS: u32 = 40;
/// Ticks per column of scrolling text: 120 ms.
pub const SCROLL_TICKS: u32 = 12;
/// Samples a button must hold a new level before it counts (20 ms at [`TICK_MS`]).
pub const DEBOUNCE_SAMPLES: u8 = 2;

/// A 5×5 picture: a brightness from 0 to [`FULL`] per LED, row 0 at the top (the edge away
/// from the micro:bit's connector), column 0 at the left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Frame {
    rows: [[u8; SIDE]; SIDE],
}

impl Frame {
    /// All LEDs off.
    pub const DARK: Self = Self {
        rows: [[0; SIDE]; SIDE],
    };

    /// The level at column `x`, row `y`; 0 outside the matrix.
    pub fn get(&self, x: usize, y: usize) -> u8 {
        self.rows
            .get(y)
            .and_then(|row| row.get(x))
            .copied()
            .unwrap_or(0)
    }

    /// Sets column `x`, row `y` to `level` (at most [`FULL`]); nothing outside the matrix.
    pub fn set(&mut self, x: usize, y: usize, level: u8) {
        if let Some(led) = self.rows.get_mut(y).and_then(|row| row.get_mut(x)) {
            *led = level.min(FULL);
        }
    }

    /// The levels, row by row from the top, each row from the left: the shape of the
    /// micro:bit display crates' greyscale images.
    pub const fn rows(&self) -> &[[u8; SIDE]; SIDE] {
        &self.rows
    }
}

/// The micro:bit's two buttons: A on the left, B on the right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Button {
    /// Steps through the choices.
    A,
    /// Takes the chosen stones (or starts a game).
    B,
}

/// One button's level, sampled every tick, turned into presses: a level counts once it has
/// been seen [`DEBOUNCE_SAMPLES`] times in a row, and a press is the change to "down".
///
/// It starts as if the button were held, so a button must be seen released before its first
/// press counts: a button held through reset, or a pin that reads "down" because nothing
/// drives it (an emulator without buttons), presses nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Debounce {
    down: bool,
    seen: u8,
}

impl Default for Debounce {
    fn default() -> Self {
        Self::new()
    }
}

impl Debounce {
    /// A button taken to be held until seen released.
    pub const fn new() -> Self {
        Self {
            down: true,
            seen: 0,
        }
    }

    /// Takes one sample (`true`: pressed); `true` exactly when this sample completes a press.
    pub fn sample(&mut self, down: bool) -> bool {
        if down == self.down {
            self.seen = 0;
            return false;
        }
        self.seen += 1;
        if self.seen < DEBOUNCE_SAMPLES {
            return false;
        }
        self.down = down;
        self.seen = 0;
        down
    }
}

/// Why [`Toy::start`] refuses a position: the matrix shows at most [`SIDE`] piles of at most
/// [`SIDE`] stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartError {
    /// More piles than columns.
    TooManyPiles {
        /// Piles given.
        given: usize,
    },
    /// A pile taller than the matrix.
    PileTooTall {
        /// Its index, from 0.
        pile: usize,
        /// Its stones.
        stones: u64,
    },
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::TooManyPiles { given } => {
                write!(f, "{given} piles do not fit the {SIDE} columns")
            }
            Self::PileTooTall { pile, stones } => write!(
                f,
                "pile {} has {stones} stones, more than the {SIDE} rows",
                pile + 1
            ),
        }
    }
}

impl core::error::Error for StartError {}

/// What the toy is doing, for the firmware's log and for tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// `NIM` scrolls by; a press starts a game.
    Title,
    /// The player's turn, the move `take count from pile` (pile from 0) chosen.
    YourMove {
        /// The chosen pile, from 0.
        pile: usize,
        /// Stones the chosen move takes.
        count: u64,
    },
    /// The player has moved; the chip answers after a pause.
    Thinking,
    /// The chip's move `take count from pile` is being shown; the piles are still those
    /// before it.
    ChipMove {
        /// The pile, from 0.
        pile: usize,
        /// Stones it takes.
        count: u64,
    },
    /// No move is left: `YOU WIN` (`won`) or `YOU LOSE` scrolls by.
    Over {
        /// Whether the player won.
        won: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Title,
    /// The `choice`-th of the core's moves is chosen.
    Human {
        choice: usize,
    },
    Pause,
    Chip {
        mv: Take,
    },
    Over {
        won: bool,
    },
}

/// Nim on the matrix: the position, whose turn, and the time since the phase began.
#[derive(Clone, Debug)]
pub struct Toy {
    nim: Nim,
    position: Piles,
    phase: Phase,
    /// Ticks since the current phase began (animations count from it).
    since: u32,
    /// Ticks since power-on: the seed of the next game, so a person's timing varies it.
    clock: u64,
}

impl Default for Toy {
    fn default() -> Self {
        Self::new()
    }
}

impl Toy {
    /// The title screen; a press starts a game.
    pub fn new() -> Self {
        Self {
            nim: Nim::normal(),
            position: Piles::default(),
            phase: Phase::Title,
            since: 0,
            clock: 0,
        }
    }

    /// A game from `piles` (at most [`SIDE`] piles of at most [`SIDE`] stones): the player
    /// moves first from an N-position, the chip from a P-position.
    ///
    /// # Errors
    /// [`StartError`] when the piles do not fit the matrix.
    pub fn start(piles: &[u64]) -> Result<Self, StartError> {
        if piles.len() > SIDE {
            return Err(StartError::TooManyPiles { given: piles.len() });
        }
        if let Some((pile, &stones)) = piles.iter().enumerate().find(|&(_, &s)| s > SIDE as u64) {
            return Err(StartError::PileTooTall { pile, stones });
        }
        let mut toy = Self::new();
        // At most SIDE piles: within the core's capacity.
        toy.position = toy.nim.position(piles).unwrap_or_default();
        toy.begin();
        Ok(toy)
    }

    /// The start [`Toy`] draws from a seed: 3 to 5 piles of 1 to 5 stones.
    pub fn random_start(seed: u64) -> heapless::Vec<u64, SIDE> {
        let mut rng = SplitMix64::new(seed);
        let piles = 3 + rng.below(3);
        let mut start = heapless::Vec::new();
        for _ in 0..piles {
            let _ = start.push(1 + rng.below(SIDE as u64));
        }
        start
    }

    /// Starts a game from the position already set: the player's turn from an N-position,
    /// the chip's from a P-position (or the end, if no move is left).
    fn begin(&mut self) {
        if self.nim.outcome(&self.position) == Outcome::N {
            self.enter(Phase::Human { choice: 0 });
        } else {
            self.chip_answers();
        }
    }

    fn enter(&mut self, phase: Phase) {
        self.phase = phase;
        self.since = 0;
    }

    /// The chip's move from the current position, or the end if none is left.
    fn chip_answers(&mut self) {
        match crate::chip_move(&self.nim, &self.position) {
            Some(mv) => self.enter(Phase::Chip { mv }),
            // The chip is to move and cannot: the core's outcome of the final position
            // names the winner.
            None => self.enter(Phase::Over {
                won: self.winner(CHIP) == PLAYER,
            }),
        }
    }

    /// Who wins the current position with perfect play, `to_move` to move, by the core's
    /// outcome (at the end, who has won).
    fn winner(&self, to_move: Player) -> Player {
        self.nim.outcome(&self.position).winner(to_move)
    }

    /// The piles (empty on the title screen).
    pub fn piles(&self) -> &[u64] {
        self.position.as_slice()
    }

    /// What the toy is doing.
    pub fn state(&self) -> State {
        match self.phase {
            Phase::Title => State::Title,
            Phase::Human { choice } => match self.chosen(choice) {
                Some(mv) => State::YourMove {
                    pile: mv.pile,
                    count: mv.count,
                },
                // Never: the player's turn comes only with a move left.
                None => State::Thinking,
            },
            Phase::Pause => State::Thinking,
            Phase::Chip { mv } => State::ChipMove {
                pile: mv.pile,
                count: mv.count,
            },
            Phase::Over { won } => State::Over { won },
        }
    }

    /// The `choice`-th legal move, in the core's order.
    fn chosen(&self, choice: usize) -> Option<Take> {
        self.nim.moves(&self.position).nth(choice)
    }

    /// A debounced press of `button`.
    pub fn press(&mut self, button: Button) {
        match (self.phase, button) {
            (Phase::Title, _) => self.new_game(),
            (Phase::Over { won }, _) => {
                if self.since >= scroll_period(ending(won)) {
                    self.new_game();
                }
            }
            (Phase::Human { choice }, Button::A) => {
                // The next move, or back to the first after the last.
                let next = choice + 1;
                let choice = if self.chosen(next).is_some() { next } else { 0 };
                // The blink restarts, so the new choice shows at once.
                self.enter(Phase::Human { choice });
            }
            (Phase::Human { choice }, Button::B) => {
                let Some(mv) = self.chosen(choice) else {
                    return;
                };
                if let Ok(next) = self.nim.play(self.position.clone(), mv) {
                    self.position = next;
                    self.enter(Phase::Pause);
                }
            }
            (Phase::Pause | Phase::Chip { .. }, _) => {}
        }
    }

    fn new_game(&mut self) {
        let start = Self::random_start(self.clock);
        self.position = self.nim.position(&start).unwrap_or_default();
        self.begin();
    }

    /// [`TICK_MS`] milliseconds pass.
    pub fn tick(&mut self) {
        self.clock = self.clock.wrapping_add(1);
        self.since = self.since.saturating_add(1);
        match self.phase {
            // The chip's answer, or the end if the player took the last stone.
            Phase::Pause if self.since >= PAUSE_TICKS => self.chip_answers(),
            Phase::Chip { mv } if self.since >= chip_ticks(mv) => {
                match self.nim.play(self.position.clone(), mv) {
                    Ok(next) => {
                        self.position = next;
                        if self.nim.is_terminal(&self.position) {
                            // The player is to move and cannot.
                            let won = self.winner(PLAYER) == PLAYER;
                            self.enter(Phase::Over { won });
                        } else {
                            self.enter(Phase::Human { choice: 0 });
                        }
                    }
                    // The core refuses the chip's own move (never seen): the player's turn
                    // again rather than a frozen toy.
                    Err(_) => self.enter(Phase::Human { choice: 0 }),
                }
            }
            _ => {}
        }
    }

    /// What the LEDs show now.
    pub fn frame(&self) -> Frame {
        match self.phase {
            Phase::Title => scrolled(TITLE, self.since),
            Phase::Over { won } => scrolled(ending(won), self.since),
            Phase::Human { choice } => {
                let lit = if blink_on(self.since) { FULL } else { DIM };
                let marked = self.chosen(choice).map(|mv| (mv, lit));
                self.piles_frame(marked)
            }
            Phase::Pause => self.piles_frame(None),
            Phase::Chip { mv } => {
                let blinking = BLINK_TICKS * 2 * CHIP_BLINKS;
                if self.since < blinking {
                    let lit = if blink_on(self.since) { FULL } else { DIM };
                    self.piles_frame(Some((mv, lit)))
                } else {
                    // One more stone out every VANISH_TICKS, the top one first.
                    let gone = u64::from((self.since - blinking) / VANISH_TICKS + 1);
                    let mut frame = self.piles_frame(None);
                    let size = self.position.get(mv.pile).unwrap_or(0);
                    for k in 0..gone.min(mv.count) {
                        stone(&mut frame, mv.pile, size - 1 - k, 0);
                    }
                    frame
                }
            }
        }
    }

    /// The piles as columns of stones; `marked` draws the stones a move would take at
    /// another level.
    fn piles_frame(&self, marked: Option<(Take, u8)>) -> Frame {
        let mut frame = Frame::DARK;
        for (pile, &size) in self.position.as_slice().iter().enumerate() {
            for k in 0..size {
                stone(&mut frame, pile, k, FULL);
            }
        }
        if let Some((mv, level)) = marked {
            let size = self.position.get(mv.pile).unwrap_or(0);
            for k in size.saturating_sub(mv.count)..size {
                stone(&mut frame, mv.pile, k, level);
            }
        }
        frame
    }
}

/// Lights stone `k` (from 0 at the bottom) of pile `pile`.
fn stone(frame: &mut Frame, pile: usize, k: u64, level: u8) {
    if let Some(y) = (SIDE - 1).checked_sub(usize::try_from(k).unwrap_or(SIDE)) {
        frame.set(pile, y, level);
    }
}

/// Whether a blink that started `since` ticks ago is in its bright half.
fn blink_on(since: u32) -> bool {
    (since / BLINK_TICKS).is_multiple_of(2)
}

/// Ticks the chip's move is shown: the blinks, then one stone out per [`VANISH_TICKS`].
fn chip_ticks(mv: Take) -> u32 {
    let count = u32::try_from(mv.count).unwrap_or(u32::MAX);
    BLINK_TICKS * 2 * CHIP_BLINKS + VANISH_TICKS.saturating_mul(count)
}

/// The title.
const TITLE: &str = "NIM";

/// The text at the end.
fn ending(won: bool) -> &'static str {
    if won { "YOU WIN" } else { "YOU LOSE" }
}

/// A letter of the font: its width in columns and its five rows from the top, the leftmost
/// column in the highest of the `width` bits.
#[derive(Clone, Copy)]
struct Glyph {
    width: u8,
    rows: [u8; SIDE],
}

/// Columns of space between letters.
const GAP: usize = 1;

/// The letters of the toy's words; anything else is a space two columns wide.
fn glyph(c: char) -> Glyph {
    let (width, rows) = match c {
        'E' => (3, [0b111, 0b100, 0b111, 0b100, 0b111]),
        'I' => (3, [0b111, 0b010, 0b010, 0b010, 0b111]),
        'L' => (3, [0b100, 0b100, 0b100, 0b100, 0b111]),
        'M' => (5, [0b10001, 0b11011, 0b10101, 0b10001, 0b10001]),
        'N' => (4, [0b1001, 0b1101, 0b1011, 0b1001, 0b1001]),
        'O' => (4, [0b0110, 0b1001, 0b1001, 0b1001, 0b0110]),
        'S' => (4, [0b0111, 0b1000, 0b0110, 0b0001, 0b1110]),
        'U' => (4, [0b1001, 0b1001, 0b1001, 0b1001, 0b0110]),
        'W' => (5, [0b10001, 0b10001, 0b10101, 0b11011, 0b10001]),
        'Y' => (5, [0b10001, 0b01010, 0b00100, 0b00100, 0b00100]),
        _ => (2, [0; SIDE]),
    };
    Glyph { width, rows }
}

/// The text as one strip of columns, a blank screen before and after it: column `x` of the
/// strip as five bits, bit `y` for row `y`; `None` past its end.
fn strip_column(text: &str, x: usize) -> Option<u8> {
    // The blank screen before the text.
    let Some(mut x) = x.checked_sub(SIDE) else {
        return Some(0);
    };
    for c in text.chars() {
        let g = glyph(c);
        let width = usize::from(g.width);
        if x < width {
            let shift = width - 1 - x;
            return Some(
                g.rows
                    .iter()
                    .enumerate()
                    .fold(0, |col, (y, &row)| col | (((row >> shift) & 1) << y)),
            );
        }
        x -= width;
        if x < GAP {
            return Some(0);
        }
        x -= GAP;
    }
    // The blank screen after it.
    (x < SIDE).then_some(0)
}

/// Columns in the strip of `text`.
fn strip_len(text: &str) -> usize {
    let mut len = 0;
    while strip_column(text, len).is_some() {
        len += 1;
    }
    len
}

/// Ticks for `text` to scroll by once, from a blank screen to a blank screen.
fn scroll_period(text: &str) -> u32 {
    let steps = strip_len(text).saturating_sub(SIDE) + 1;
    u32::try_from(steps).unwrap_or(u32::MAX) * SCROLL_TICKS
}

/// `text` scrolling right to left, `since` ticks after it began, over and over.
fn scrolled(text: &str, since: u32) -> Frame {
    let steps = strip_len(text).saturating_sub(SIDE) + 1;
    let offset = (since / SCROLL_TICKS) as usize % steps;
    let mut frame = Frame::DARK;
    for x in 0..SIDE {
        let column = strip_column(text, offset + x).unwrap_or(0);
        for y in 0..SIDE {
            if (column >> y) & 1 == 1 {
                frame.set(x, y, FULL);
            }
        }
    }
    frame
}

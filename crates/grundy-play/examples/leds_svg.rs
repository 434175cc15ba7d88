//! Draws a game of LED Nim as the micro:bit shows it, frame by frame, into an SVG picture:
//! the frames are [`Toy::frame`]'s, the same the firmware lights.
//!
//! ```sh
//! cargo run -p grundy-play --example leds_svg -- docs/images/microbit-nim.svg
//! ```
//!
//! The player's side is played by the core's first winning move (the `grundy` crate), the
//! chip's by the toy itself.

use std::fmt::Write as _;
use std::{env, fs, process};

use grundy::{FromNumbers, Game, Nim};
use grundy_play::leds::{
    BLINK_TICKS, Button, CHIP_BLINKS, FULL, Frame, PAUSE_TICKS, SCROLL_TICKS, SIDE, State, Toy,
    VANISH_TICKS,
};

/// One picture of the strip: the frame, the button being pressed, and what happens.
struct Shot {
    frame: Frame,
    pressed: Option<Button>,
    caption: [String; 2],
}

fn shot(toy: &Toy, pressed: Option<Button>, first: &str, second: &str) -> Shot {
    Shot {
        frame: toy.frame(),
        pressed,
        caption: [first.to_owned(), second.to_owned()],
    }
}

fn ticks(toy: &mut Toy, n: u32) {
    for _ in 0..n {
        toy.tick();
    }
}

fn piles(toy: &Toy) -> String {
    let numbers: Vec<String> = toy.piles().iter().map(u64::to_string).collect();
    numbers.join(" ")
}

/// The game drawn: 3 1 4 2, the player finds the winning move, the chip answers, and so on
/// to `YOU WIN`.
fn shots() -> Result<Vec<Shot>, String> {
    let mut shots = Vec::new();
    let mut title = Toy::new();
    ticks(&mut title, SCROLL_TICKS * 5);
    shots.push(shot(
        &title,
        None,
        "power on: NIM scrolls by",
        "press A or B",
    ));

    let mut toy = Toy::start(&[3, 1, 4, 2]).map_err(|e| e.to_string())?;
    shots.push(shot(
        &toy,
        None,
        "piles 3 1 4 2, your move",
        "pile 1's top stone blinks",
    ));
    let nim = Nim::normal();
    let mut first = true;
    loop {
        match toy.state() {
            State::YourMove { .. } => {
                let position = nim.position(toy.piles()).map_err(|e| e.to_string())?;
                let Some(mv) = nim.winning_moves(&position).next() else {
                    return Err(format!("no winning move from {}", piles(&toy)));
                };
                while toy.state()
                    != (State::YourMove {
                        pile: mv.pile,
                        count: mv.count,
                    })
                {
                    toy.press(Button::A);
                }
                if first {
                    // Show the choice in the dim half of its blink.
                    ticks(&mut toy, BLINK_TICKS);
                    shots.push(shot(
                        &toy,
                        Some(Button::A),
                        "A, A, …: take 4 from pile 3",
                        "the 4 stones blink",
                    ));
                }
                toy.press(Button::B);
                if first {
                    shots.push(shot(
                        &toy,
                        Some(Button::B),
                        "B takes them",
                        &format!("piles {}", piles(&toy)),
                    ));
                }
                ticks(&mut toy, PAUSE_TICKS);
            }
            State::ChipMove { pile, count } => {
                if first {
                    ticks(&mut toy, BLINK_TICKS);
                    shots.push(shot(
                        &toy,
                        None,
                        &format!("the chip takes {count} from pile {}", pile + 1),
                        "its stones blink…",
                    ));
                    ticks(
                        &mut toy,
                        BLINK_TICKS * (2 * CHIP_BLINKS - 1) + VANISH_TICKS / 2,
                    );
                    shots.push(shot(&toy, None, "…and go out", "one by one"));
                    first = false;
                }
                while matches!(toy.state(), State::ChipMove { .. }) {
                    toy.tick();
                }
            }
            State::Thinking => toy.tick(),
            State::Over { won } => {
                if !won {
                    return Err("the winning moves lost".into());
                }
                ticks(&mut toy, SCROLL_TICKS * 5);
                shots.push(shot(
                    &toy,
                    None,
                    "you took the last stone:",
                    "YOU WIN scrolls by",
                ));
                return Ok(shots);
            }
            State::Title => return Err("back on the title".into()),
        }
    }
}

const PANEL_W: f64 = 230.0;
const PANEL_H: f64 = 250.0;
const COLUMNS: usize = 4;

/// One board: the micro:bit's face, its 5×5 LEDs lit as `frame` says, buttons A and B.
fn board(svg: &mut String, x0: f64, y0: f64, s: &Shot) {
    let (bx, by, bw, bh) = (x0 + 15.0, y0 + 10.0, PANEL_W - 30.0, 170.0);
    let _ = write!(
        svg,
        r##"<rect x="{bx}" y="{by}" width="{bw}" height="{bh}" rx="14" fill="#1d1f24" stroke="#0b0c0e" stroke-width="2"/>"##
    );
    for (button, cx, label) in [
        (Button::A, bx + 22.0, "A"),
        (Button::B, bx + bw - 22.0, "B"),
    ] {
        let cy = by + bh / 2.0;
        let fill = if s.pressed == Some(button) {
            "#f0c040"
        } else {
            "#2c2e33"
        };
        let _ = write!(
            svg,
            r##"<circle cx="{cx}" cy="{cy}" r="13" fill="#111" stroke="#555" stroke-width="2"/><circle cx="{cx}" cy="{cy}" r="8" fill="{fill}"/><text x="{cx}" y="{}" font-size="13" fill="#ccc" text-anchor="middle" font-family="sans-serif">{label}</text>"##,
            cy - 20.0
        );
    }
    let pitch = 26.0;
    let gx = bx + bw / 2.0 - pitch * 2.0;
    let gy = by + bh / 2.0 - pitch * 2.0;
    for y in 0..SIDE {
        for x in 0..SIDE {
            let cx = gx + pitch * x as f64;
            let cy = gy + pitch * y as f64;
            let level = s.frame.get(x, y);
            let _ = write!(
                svg,
                r##"<rect x="{}" y="{}" width="8" height="13" rx="2" fill="#3b3430"/>"##,
                cx - 4.0,
                cy - 6.5
            );
            if level > 0 {
                let alpha = f64::from(level) / f64::from(FULL);
                let _ = write!(
                    svg,
                    r##"<circle cx="{cx}" cy="{cy}" r="11" fill="#ff3020" opacity="{:.2}" filter="url(#glow)"/><rect x="{}" y="{}" width="8" height="13" rx="2" fill="#ff5a3c" opacity="{alpha:.2}"/>"##,
                    0.55 * alpha,
                    cx - 4.0,
                    cy - 6.5
                );
            }
        }
    }
    for (i, line) in s.caption.iter().enumerate() {
        let _ = write!(
            svg,
            r##"<text x="{}" y="{}" font-size="14" fill="#222" text-anchor="middle" font-family="sans-serif">{}</text>"##,
            x0 + PANEL_W / 2.0,
            by + bh + 24.0 + 18.0 * i as f64,
            line.replace('&', "&amp;").replace('<', "&lt;")
        );
    }
}

fn svg(shots: &[Shot]) -> String {
    let rows = shots.len().div_ceil(COLUMNS);
    let (w, h) = (PANEL_W * COLUMNS as f64, PANEL_H * rows as f64);
    let mut svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">
<!-- Generated by crates/grundy-play/examples/leds_svg.rs from grundy_play::leds::Toy's frames. -->
<defs><filter id="glow" x="-1" y="-1" width="3" height="3"><feGaussianBlur stdDeviation="3"/></filter></defs>
<rect width="{w}" height="{h}" fill="#f4f1ea"/>
"##
    );
    for (i, s) in shots.iter().enumerate() {
        let x0 = PANEL_W * (i % COLUMNS) as f64;
        let y0 = PANEL_H * (i / COLUMNS) as f64;
        board(&mut svg, x0, y0, s);
        svg.push('\n');
    }
    svg.push_str("</svg>\n");
    svg
}

fn main() {
    let Some(path) = env::args().nth(1) else {
        eprintln!("usage: leds_svg OUTPUT.svg");
        process::exit(2);
    };
    let shots = match shots() {
        Ok(shots) => shots,
        Err(e) => {
            eprintln!("leds_svg: {e}");
            process::exit(1);
        }
    };
    if let Err(e) = fs::write(&path, svg(&shots)) {
        eprintln!("leds_svg: cannot write {path}: {e}");
        process::exit(1);
    }
    println!("wrote {path}: {} frames", shots.len());
}

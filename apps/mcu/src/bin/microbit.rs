//! The Nim machine on the BBC micro:bit v1 (nRF51822, Cortex-M0), working as soon as it is
//! powered, no debugger needed.
//!
//! - On the LEDs and buttons: Nim, up to five piles of up to five stones (see
//!   [`grundy_play::leds`]). `NIM` scrolls by at power-on; press A or B to start.
//! - On the USB serial port (115200 8N1): the six games of grundy against the chip, and `d`
//!   for the self-checking demo (see [`grundy_play::session`]); after `q` the board writes
//!   a summary with its stack check and starts the menu again.
//!
//! Both run at once: the serial console keeps the LED game going while it waits.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use grundy_mcu::microbit::{self, DISPLAY, Serial, Toy};
use grundy_mcu::{checked_demo, stack};
use grundy_play::{Console, session, write_u64, write_usize};
use microbit_bsp::Board;
use microbit_bsp::display::nonblocking::Display;
use microbit_bsp::hal::clocks::Clocks;
use microbit_bsp::pac::{self, interrupt};

#[entry]
fn main() -> ! {
    stack::paint();
    let Some(board) = Board::take() else {
        // Only a second call could find the peripherals taken; start again.
        cortex_m::peripheral::SCB::sys_reset();
    };
    // The 16 MHz crystal instead of the internal RC oscillator: the UART's baud rate and
    // the tick are then as exact as the crystal (the RC drifts by a percent or more).
    let _clocks = Clocks::new(board.CLOCK).enable_ext_hfosc();
    let display = Display::new(board.TIMER1, board.display_pins);
    cortex_m::interrupt::free(|cs| DISPLAY.borrow(cs).replace(Some(display)));
    // SAFETY: the TIMER1 handler below only locks DISPLAY in a critical section, as the
    // main loop does: unmasking it breaks no critical section in progress.
    unsafe { pac::NVIC::unmask(pac::Interrupt::TIMER1) };
    let toy = Toy::new(board.buttons, board.TIMER0);
    let mut serial = Serial::new(board.UART0, board.uart, toy);
    serial.write_str(
        "\nThe Nim machine on the micro:bit: Nim on the LEDs (A chooses, B takes), the six \
         games here.\n",
    );
    loop {
        // The demo measures the stack game by game (painting it afresh each time): keep
        // its deepest, and the session's since.
        let mut deepest = 0;
        let summary = session::run_with_demo(&mut serial, &mut |console| {
            deepest = deepest.max(checked_demo(console).peak);
        });
        // `games 4 won 3 lost 0; stack: 2000 bytes at peak, 8192 reserved (512 kept spare) [ok]`
        for (label, n) in [
            ("games ", summary.games),
            (" won ", summary.won),
            (" lost ", summary.lost),
        ] {
            serial.write_str(label);
            write_u64(&mut serial, u64::from(n));
        }
        let peak = stack::peak().max(deepest);
        serial.write_str("; stack: ");
        write_usize(&mut serial, peak);
        serial.write_str(" bytes at peak, ");
        stack::write_reserve(&mut serial);
        serial.write_str(if stack::fits(peak) {
            " [ok]\n"
        } else {
            " [FAIL]\n"
        });
    }
}

#[interrupt]
fn TIMER1() {
    microbit::display_interrupt();
}

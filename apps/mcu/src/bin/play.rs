//! The Nim machine, interactive: you against the chip in any of the six games of grundy,
//! over the semihosting terminal (menu, moves typed as words, `h` for a hint, `q` to quit).
//!
//! Board: TI LM3S6965 (QEMU lm3s6965evb) or Arm MPS2 AN386 (QEMU mps2-an386); on QEMU
//! run with `-semihosting-config enable=on,target=native` and type into QEMU's stdin.
#![no_std]
#![no_main]

use core::fmt::Write;

use cortex_m_rt::entry;
use cortex_m_semihosting::debug;
use grundy_mcu::{Semihosting, stack};
use grundy_play::{Out, session};
use panic_semihosting as _;

#[entry]
fn main() -> ! {
    stack::paint();
    let mut console = Semihosting::open();
    let summary = session::run(&mut console);
    let _ = writeln!(
        Out(&mut console),
        "games {} won {} lost {}; stack: {} bytes at peak, {} reserved",
        summary.games,
        summary.won,
        summary.lost,
        stack::peak(),
        stack::reserve()
    );
    debug::exit(debug::EXIT_SUCCESS);
    #[allow(
        clippy::empty_loop,
        reason = "exit does not return on a host that listens"
    )]
    loop {}
}

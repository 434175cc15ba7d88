//! The Nim machine's demo: in each of the six games of grundy, the perfect player against
//! a pseudo-random one, to the end, with the self-checks of [`grundy_play::demo`].
//!
//! Board: TI LM3S6965 (QEMU lm3s6965evb) or Arm MPS2 AN386 (QEMU mps2-an386), over
//! semihosting. Exits with status 0 only if every check held and the stack kept
//! [`grundy_mcu::stack::HEADROOM`] bytes of the layout's reservation unused; otherwise 1.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use cortex_m_semihosting::debug;
use grundy_mcu::{Semihosting, checked_demo};

#[entry]
fn main() -> ! {
    let mut console = Semihosting::open();
    debug::exit(if checked_demo(&mut console).passed {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    #[allow(
        clippy::empty_loop,
        reason = "exit does not return on a host that listens"
    )]
    loop {}
}

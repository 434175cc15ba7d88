//! The Nim machine's demo: in each of the six games of grundy, the perfect player against
//! a pseudo-random one, to the end, with the self-checks of [`grundy_play::demo`].
//!
//! Board: TI LM3S6965 (QEMU lm3s6965evb) or Arm MPS2 AN386 (QEMU mps2-an386), over
//! semihosting. Exits with status 0 only if every check held and the stack stayed within
//! the layout's reservation; otherwise 1.
#![no_std]
#![no_main]

use core::fmt::Write;

use cortex_m_rt::entry;
use cortex_m_semihosting::debug;
use grundy_mcu::{Semihosting, stack};
use grundy_play::{Out, demo};
use panic_semihosting as _;

#[entry]
fn main() -> ! {
    stack::paint();
    let mut console = Semihosting::open();
    let reserve = stack::reserve();
    let mut deepest = 0;
    let passed = demo::run_with(&mut console, |console, kind| {
        let peak = stack::peak();
        deepest = deepest.max(peak);
        let _ = writeln!(Out(console), "stack: {peak} bytes at peak in {kind}");
        stack::paint();
        peak <= reserve
    });
    let fits = deepest <= reserve;
    let _ = writeln!(
        Out(&mut console),
        "stack: {deepest} bytes at peak, {reserve} reserved, {} free in RAM ({}) [{}]",
        stack::room(),
        env!("GRUNDY_MCU_MEMORY"),
        if fits { "ok" } else { "FAIL" }
    );
    debug::exit(if passed && fits {
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

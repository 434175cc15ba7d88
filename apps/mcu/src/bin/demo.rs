//! The Nim machine's demo: in each of the six games of grundy, the perfect player against
//! a pseudo-random one, to the end, with the self-checks of [`grundy_play::demo`].
//!
//! Board: TI LM3S6965 (QEMU lm3s6965evb) or Arm MPS2 AN386 (QEMU mps2-an386), over
//! semihosting. Exits with status 0 only if every check held and the stack stayed within
//! the layout's reservation; otherwise 1.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use cortex_m_semihosting::debug;
use grundy_mcu::{Semihosting, stack};
use grundy_play::{Console, demo, write_usize};

#[entry]
fn main() -> ! {
    stack::paint();
    let mut console = Semihosting::open();
    let reserve = stack::reserve();
    let mut deepest = 0;
    let passed = demo::run_with(&mut console, |console, kind| {
        let peak = stack::peak();
        deepest = deepest.max(peak);
        console.write_str("stack: ");
        write_usize(console, peak);
        console.write_str(" bytes at peak in ");
        console.write_str(kind.name());
        console.write_str("\n");
        stack::paint();
        peak <= reserve
    });
    let fits = deepest <= reserve;
    // `stack: 2300 bytes at peak, 3072 reserved, 4096 free in RAM (budget-16k-4k) [ok]`
    console.write_str("stack: ");
    write_usize(&mut console, deepest);
    console.write_str(" bytes at peak, ");
    write_usize(&mut console, reserve);
    console.write_str(" reserved, ");
    write_usize(&mut console, stack::room());
    console.write_str(" free in RAM (");
    console.write_str(env!("GRUNDY_MCU_MEMORY"));
    console.write_str(if fits { ") [ok]\n" } else { ") [FAIL]\n" });
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

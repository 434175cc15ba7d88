//! The Nim machine, interactive: you against the chip in any of the six games of grundy,
//! over the semihosting terminal (menu, moves typed as words, `h` for a hint, `q` to quit).
//!
//! Board: TI LM3S6965 (QEMU lm3s6965evb) or Arm MPS2 AN386 (QEMU mps2-an386); on QEMU
//! run with `-semihosting-config enable=on,target=native` and type into QEMU's stdin.
//! Exits with status 1 if the stack did not keep [`grundy_mcu::stack::HEADROOM`] bytes of
//! the layout's reservation unused.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use cortex_m_semihosting::debug;
use grundy_mcu::{Semihosting, stack};
use grundy_play::{Console, session, write_u64, write_usize};

#[entry]
fn main() -> ! {
    stack::paint();
    let mut console = Semihosting::open();
    let summary = session::run(&mut console);
    // `games 4 won 3 lost 0`
    for (label, n) in [
        ("games ", summary.games),
        (" won ", summary.won),
        (" lost ", summary.lost),
    ] {
        console.write_str(label);
        write_u64(&mut console, u64::from(n));
    }
    // `; stack: 2000 bytes at peak, 3584 reserved (512 kept spare) [ok]`
    let peak = stack::peak();
    console.write_str("; stack: ");
    write_usize(&mut console, peak);
    console.write_str(" bytes at peak, ");
    stack::write_reserve(&mut console);
    let fits = stack::fits(peak);
    console.write_str(if fits { " [ok]\n" } else { " [FAIL]\n" });
    debug::exit(if fits {
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

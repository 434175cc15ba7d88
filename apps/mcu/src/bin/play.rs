#![no_std]
#![no_main]
use panic_semihosting as _;
use cortex_m_rt::entry;
use cortex_m_semihosting::debug;
use grundy_play::Console;

#[entry]
fn main() -> ! {
    let mut c = grundy_mcu::Semihosting::open();
    c.write_str("hello\n");
    let mut buf = [0u8; 64];
    while let Some(n) = c.read_line(&mut buf) {
        c.write_str("got: ");
        c.write_str(core::str::from_utf8(&buf[..n]).unwrap_or("?"));
        c.write_str("\n");
    }
    c.write_str("eof\n");
    debug::exit(debug::EXIT_SUCCESS);
    loop {}
}

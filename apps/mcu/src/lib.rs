//! The Nim machine's glue, shared by its binaries: a [`grundy_play::Console`] over ARM
//! semihosting, a stack-depth gauge, the demo with its stack checks, and (feature
//! `microbit`) the BBC micro:bit's serial console, buttons and LED matrix.
//!
//! Boards: the TI LM3S6965 evaluation board (Cortex-M3) and the Arm MPS2 AN386 board
//! (Cortex-M4F) as QEMU emulates them, any Cortex-M with a debug probe that forwards
//! semihosting (see `docs/embedded.md` for an ST Nucleo-F072RB), and the BBC micro:bit v1
//! (nRF51822, Cortex-M0), which needs no debugger.
//!
//! Nothing here decides anything about a game: that is `grundy-play` on top of the `grundy`
//! core, both tested on the host.
#![no_std]

use core::fmt;
use core::panic::PanicInfo;

use cortex_m_semihosting::{hio, nr, syscall};
use grundy_play::{Console, demo, write_usize};

#[cfg(feature = "microbit")]
pub mod microbit;
pub mod small;

/// The host's terminal, reached through semihosting calls.
pub struct Semihosting {
    out: Option<hio::HostStream>,
    input: Option<usize>,
}

impl Semihosting {
    /// Opens the host's terminal for writing and for reading; what fails to open is
    /// skipped (writes are then dropped, reads see the end of input).
    pub fn open() -> Self {
        let name = b":tt\0";
        // SAFETY: SYS_OPEN reads the NUL-terminated `name` (its length given without the
        // NUL) and returns a handle or -1; it touches no other memory.
        let fd = unsafe { syscall!(OPEN, name.as_ptr(), nr::open::R, name.len() - 1) };
        Self {
            out: hio::hstdout().ok(),
            input: isize::try_from(fd).is_ok().then_some(fd),
        }
    }
}

impl fmt::Debug for Semihosting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Semihosting")
            .field("out", &self.out.is_some())
            .field("input", &self.input)
            .finish()
    }
}

impl grundy_play::Console for Semihosting {
    fn write_str(&mut self, s: &str) {
        if let Some(out) = self.out.as_mut() {
            // Nobody to tell if the host stops listening.
            let _ = out.write_all(s.as_bytes());
        }
    }

    fn read_line(&mut self, buf: &mut [u8]) -> Option<usize> {
        let fd = self.input?;
        let mut len = 0;
        loop {
            let mut byte = 0u8;
            // SAFETY: SYS_READ writes at most 1 byte, into `byte`, and returns how many of
            // the requested bytes were not read (1 at the end of input).
            let left = unsafe { syscall!(READ, fd, &raw mut byte, 1) };
            match (left, byte) {
                (0, b'\n') => return Some(len),
                (0, b'\r') => {}
                (0, _) => {
                    if let Some(slot) = buf.get_mut(len) {
                        *slot = byte;
                        len += 1;
                    }
                }
                // End of input: a last line without its newline still counts.
                _ => return (len > 0).then_some(len),
            }
        }
    }
}

/// On a panic, ends the run with failure status, saying nothing: formatting the panic's
/// message (as `panic-semihosting` does) would cost `core::fmt`, kilobytes of a 16 KiB
/// chip's flash. The library code has no panic path it means to take (`clippy` denies
/// unwraps and indexing); a debugger shows where one happened.
#[cfg(not(feature = "microbit"))]
#[panic_handler]
fn panic(_: &PanicInfo<'_>) -> ! {
    cortex_m_semihosting::debug::exit(cortex_m_semihosting::debug::EXIT_FAILURE);
    #[allow(
        clippy::empty_loop,
        reason = "exit does not return on a host that listens"
    )]
    loop {}
}

/// On a panic, the micro:bit starts again: it has no debugger to report to (a semihosting
/// call would stop it for good), and a toy that restarts is still a toy.
#[cfg(feature = "microbit")]
#[panic_handler]
fn panic(_: &PanicInfo<'_>) -> ! {
    cortex_m::peripheral::SCB::sys_reset()
}

/// What [`checked_demo`] saw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Every game passed and the stack kept [`stack::HEADROOM`] bytes of its reserve unused.
    pub passed: bool,
    /// The deepest the stack grew, in bytes below its top.
    pub peak: usize,
}

/// The demo of [`grundy_play::demo`] with the stack checked after each game and at the end,
/// writing `stack: … [ok]` lines.
pub fn checked_demo(console: &mut dyn Console) -> Checked {
    stack::paint();
    let mut deepest = 0;
    let passed = demo::run_with(console, |console, kind| {
        let peak = stack::peak();
        deepest = deepest.max(peak);
        console.write_str("stack: ");
        write_usize(console, peak);
        console.write_str(" bytes at peak in ");
        console.write_str(kind.name());
        console.write_str("\n");
        stack::paint();
        stack::fits(peak)
    });
    // `stack: 2300 bytes at peak, 3584 reserved (512 kept spare), 4096 free in RAM
    // (budget-16k-4k) [ok]`
    console.write_str("stack: ");
    write_usize(console, deepest);
    console.write_str(" bytes at peak, ");
    stack::write_reserve(console);
    console.write_str(", ");
    write_usize(console, stack::room());
    console.write_str(" free in RAM (");
    console.write_str(env!("GRUNDY_MCU_MEMORY"));
    let fits = stack::fits(deepest);
    console.write_str(if fits { ") [ok]\n" } else { ") [FAIL]\n" });
    Checked {
        passed: passed && fits,
        peak: deepest,
    }
}

/// Measures the deepest the stack has grown, by painting the free stack with a pattern
/// at start-up and finding the lowest word that no longer holds it.
pub mod stack {
    use grundy_play::{Console, write_usize};

    const PAINT: u32 = 0x5AC3_5AC3;

    /// Bytes of the reserve the stack must leave unused: room for a deeper path than the
    /// runs measured (an interrupt at the deepest point, a longer game).
    pub const HEADROOM: usize = 512;

    unsafe extern "C" {
        // Set by cortex-m-rt's link.x: the end of .bss (lowest stack address) and the top.
        static _stack_end: u32;
        static _stack_start: u32;
        // Set by the memory layout in memory/: bytes of RAM reserved for the stack.
        static _stack_reserve: u8;
    }

    fn bounds() -> (usize, usize) {
        (
            &raw const _stack_end as usize,
            &raw const _stack_start as usize,
        )
    }

    /// Bytes of RAM the layout reserves for the stack (`_stack_reserve` in `memory/*.x`).
    pub fn reserve() -> usize {
        &raw const _stack_reserve as usize
    }

    /// Whether a stack that peaked at `peak` bytes left [`HEADROOM`] bytes of the reserve.
    pub fn fits(peak: usize) -> bool {
        peak.saturating_add(HEADROOM) <= reserve()
    }

    /// Writes `3584 reserved (512 kept spare)`.
    pub fn write_reserve(console: &mut dyn Console) {
        write_usize(console, reserve());
        console.write_str(" reserved (");
        write_usize(console, HEADROOM);
        console.write_str(" kept spare)");
    }

    /// Bytes between the end of `.bss` and the top of RAM: all the stack could ever get.
    pub fn room() -> usize {
        let (low, top) = bounds();
        top - low
    }

    /// Paints the stack below the caller's frame. Call it first thing in `main`.
    #[inline(never)]
    pub fn paint() {
        let (low, _) = bounds();
        // Leave the words just below the current stack pointer alone: this function's
        // own frame lives there.
        let sp = cortex_m::register::msp::read() as usize - 64;
        let mut at = (low + 3) & !3;
        while at < sp {
            // SAFETY: `at` is a word-aligned address in RAM between the end of .bss and
            // the stack pointer: memory nobody uses yet, and that nothing reads before
            // writing, except `peak` which reads it back as plain words.
            unsafe { (at as *mut u32).write_volatile(PAINT) };
            at += 4;
        }
    }

    /// The deepest the stack has been since [`paint`], in bytes below its top.
    pub fn peak() -> usize {
        let (low, top) = bounds();
        let mut at = (low + 3) & !3;
        while at < top {
            // SAFETY: a word-aligned address inside RAM (between the end of .bss and the
            // top of the stack); reading it has no side effect.
            if unsafe { (at as *const u32).read_volatile() } != PAINT {
                break;
            }
            at += 4;
        }
        top - at
    }
}

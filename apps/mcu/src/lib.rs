//! The Nim machine's glue, shared by its two binaries: a [`grundy_play::Console`] over ARM
//! semihosting and a stack-depth gauge.
//!
//! Board: the TI LM3S6965 evaluation board (Cortex-M3) and the Arm MPS2 AN386 board
//! (Cortex-M4F) as QEMU emulates them; any Cortex-M with a debug probe that forwards
//! semihosting (see `docs/embedded.md` for an ST Nucleo-F072RB).
//!
//! Nothing here decides anything about a game: that is `grundy-play` on top of the `grundy`
//! core, both tested on the host.
#![no_std]

use core::fmt;
use core::panic::PanicInfo;

use cortex_m_semihosting::{hio, nr, syscall};

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
#[panic_handler]
fn panic(_: &PanicInfo<'_>) -> ! {
    cortex_m_semihosting::debug::exit(cortex_m_semihosting::debug::EXIT_FAILURE);
    #[allow(
        clippy::empty_loop,
        reason = "exit does not return on a host that listens"
    )]
    loop {}
}

/// Measures the deepest the stack has grown, by painting the free stack with a pattern
/// at start-up and finding the lowest word that no longer holds it.
pub mod stack {
    const PAINT: u32 = 0x5AC3_5AC3;

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

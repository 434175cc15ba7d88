//! Glue shared by the two binaries of the Nim machine: a [`grundy_play::Console`] over ARM
//! semihosting. Runs on the TI LM3S6965 evaluation board (Cortex-M3) and the Arm MPS2 AN386
//! board (Cortex-M4F) as QEMU emulates them, and on any Cortex-M with a debug probe.
#![no_std]

use cortex_m_semihosting::{hio, nr, syscall};

/// The host's terminal, reached through semihosting calls.
pub struct Semihosting {
    out: Option<hio::HostStream>,
    input: Option<usize>,
}

impl Semihosting {
    /// Opens the host's terminal for writing and reading; what fails to open is skipped.
    pub fn open() -> Self {
        let name = b":tt\0";
        // SAFETY: SYS_OPEN reads `name` (NUL-terminated, length without the NUL) and
        // returns a handle or -1; nothing else is touched.
        let fd = unsafe { syscall!(OPEN, name.as_ptr(), nr::open::R, name.len() - 1) };
        Self {
            out: hio::hstdout().ok(),
            input: (fd as isize >= 0).then_some(fd),
        }
    }
}

impl core::fmt::Debug for Semihosting {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Semihosting")
            .field("out", &self.out.is_some())
            .field("input", &self.input)
            .finish()
    }
}

impl grundy_play::Console for Semihosting {
    fn write_str(&mut self, s: &str) {
        if let Some(out) = self.out.as_mut() {
            let _ = out.write_all(s.as_bytes());
        }
    }

    fn read_line(&mut self, buf: &mut [u8]) -> Option<usize> {
        let fd = self.input?;
        let mut len = 0;
        loop {
            let mut byte = 0u8;
            // SAFETY: SYS_READ writes at most 1 byte into `byte` and returns how many bytes
            // were not read (1 at end of input).
            let left = unsafe { syscall!(READ, fd, &mut byte as *mut u8, 1) };
            if left != 0 {
                return (len > 0).then_some(len);
            }
            if byte == b'\n' {
                return Some(len);
            }
            if let Some(slot) = buf.get_mut(len) {
                *slot = byte;
                len += 1;
            }
        }
    }
}

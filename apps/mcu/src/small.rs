//! Memory and division routines, small instead of fast, replacing `compiler_builtins`'.
//!
//! `compiler_builtins` gives every symbol here a word-at-a-time or table-driven body: 1.3 KiB
//! for `memmove`, 0.6 KiB for `memcpy`, 0.9 KiB for the 64-bit division, about 3.5 KiB in
//! all of a 16 KiB chip's flash. Its definitions are weak, so these strong ones replace
//! them at link time: byte loops and shift-and-subtract division, a few hundred bytes
//! together. The firmware copies positions of a few hundred bytes and divides a handful of
//! numbers per move, so the speed does not show.
//!
//! The loops use volatile accesses so that LLVM cannot turn them back into calls to the
//! functions they implement, and the divisions use only shifts and subtractions, never
//! `/` or `%`, which would call themselves.

/// Copies `n` bytes from `src` to `dest`, lowest address first.
///
/// # Safety
/// `src` readable and `dest` writable for `n` bytes; if they overlap, `dest` must not be
/// above `src`.
unsafe fn copy_forward(dest: *mut u8, src: *const u8, n: usize) {
    for i in 0..n {
        // SAFETY: i < n, inside both ranges by the caller's contract; going upwards never
        // reads a byte this loop has already overwritten when dest ≤ src.
        unsafe { dest.add(i).write_volatile(src.add(i).read_volatile()) };
    }
}

/// Copies `n` bytes from `src` to `dest`, highest address first.
///
/// # Safety
/// `src` readable and `dest` writable for `n` bytes.
unsafe fn copy_backward(dest: *mut u8, src: *const u8, n: usize) {
    for i in (0..n).rev() {
        // SAFETY: i < n, inside both ranges by the caller's contract; going downwards never
        // reads a byte already overwritten when dest > src.
        unsafe { dest.add(i).write_volatile(src.add(i).read_volatile()) };
    }
}

/// Sets `n` bytes at `dest` to `c`.
///
/// # Safety
/// `dest` writable for `n` bytes.
unsafe fn fill(dest: *mut u8, c: u8, n: usize) {
    for i in 0..n {
        // SAFETY: i < n, inside the range by the caller's contract.
        unsafe { dest.add(i).write_volatile(c) };
    }
}

/// C's `memcpy`.
///
/// # Safety
/// As C's: non-overlapping ranges of `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memcpy(dest: *mut u8, src: *const u8, n: usize) -> *mut u8 {
    // SAFETY: the caller's contract is copy_forward's (the ranges do not overlap).
    unsafe { copy_forward(dest, src, n) };
    dest
}

/// C's `memmove`.
///
/// # Safety
/// As C's: ranges of `n` bytes, which may overlap.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memmove(dest: *mut u8, src: *const u8, n: usize) -> *mut u8 {
    // SAFETY: the caller's contract is move_bytes'.
    unsafe { move_bytes(dest, src, n) };
    dest
}

/// Copies `n` bytes from `src` to `dest`, which may overlap. (Not a call to `memmove` from
/// the EABI aliases: LLVM knows that name and would lower the call to `__aeabi_memmove`,
/// which is the caller itself.)
///
/// # Safety
/// `src` readable and `dest` writable for `n` bytes.
unsafe fn move_bytes(dest: *mut u8, src: *const u8, n: usize) {
    // SAFETY: the direction is chosen so that no byte is read after it was overwritten.
    unsafe {
        if dest as usize <= src as usize {
            copy_forward(dest, src, n);
        } else {
            copy_backward(dest, src, n);
        }
    }
}

/// C's `memset`.
///
/// # Safety
/// As C's: `dest` writable for `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memset(dest: *mut u8, c: i32, n: usize) -> *mut u8 {
    // SAFETY: the caller's contract; C's memset stores `c` converted to a byte.
    unsafe { fill(dest, c as u8, n) };
    dest
}

/// Defines the ARM EABI aliases of the three (their argument orders differ from C's for
/// `memset`; the `4` and `8` variants only promise alignment, which a byte loop ignores).
macro_rules! aeabi {
    ($($copy:ident),* ; $($moves:ident),* ; $($set:ident),* ; $($clear:ident),*) => {
        $(
            /// ARM EABI `memcpy`.
            ///
            /// # Safety
            /// As `memcpy`.
            #[unsafe(no_mangle)]
            pub unsafe extern "C" fn $copy(dest: *mut u8, src: *const u8, n: usize) {
                // SAFETY: the caller's contract, as memcpy's.
                unsafe { copy_forward(dest, src, n) };
            }
        )*
        $(
            /// ARM EABI `memmove`.
            ///
            /// # Safety
            /// As `memmove`.
            #[unsafe(no_mangle)]
            pub unsafe extern "C" fn $moves(dest: *mut u8, src: *const u8, n: usize) {
                // SAFETY: the caller's contract, as memmove's.
                unsafe { move_bytes(dest, src, n) };
            }
        )*
        $(
            /// ARM EABI `memset`: the length before the byte.
            ///
            /// # Safety
            /// As `memset`.
            #[unsafe(no_mangle)]
            pub unsafe extern "C" fn $set(dest: *mut u8, n: usize, c: i32) {
                // SAFETY: the caller's contract, as memset's.
                unsafe { fill(dest, c as u8, n) };
            }
        )*
        $(
            /// ARM EABI `memclr`: `memset` with 0.
            ///
            /// # Safety
            /// As `memset`.
            #[unsafe(no_mangle)]
            pub unsafe extern "C" fn $clear(dest: *mut u8, n: usize) {
                // SAFETY: the caller's contract, as memset's.
                unsafe { fill(dest, 0, n) };
            }
        )*
    };
}

aeabi!(
    __aeabi_memcpy, __aeabi_memcpy4, __aeabi_memcpy8;
    __aeabi_memmove, __aeabi_memmove4, __aeabi_memmove8;
    __aeabi_memset, __aeabi_memset4, __aeabi_memset8;
    __aeabi_memclr, __aeabi_memclr4, __aeabi_memclr8
);

/// `n / d` and `n % d` by shift and subtract, one bit of the quotient a step; for `d = 0`
/// (which Rust code never divides by: it checks first) the quotient is all ones and the
/// remainder `n`.
fn div_rem_u64(n: u64, d: u64) -> (u64, u64) {
    let (mut q, mut r) = (0u64, 0u64);
    let mut bit = 64;
    while bit > 0 {
        bit -= 1;
        // r < d before the shift; after it r may need one bit more than u64 has.
        let carry = r >> 63;
        r = (r << 1) | ((n >> bit) & 1);
        q <<= 1;
        if carry != 0 || r >= d {
            r = r.wrapping_sub(d);
            q |= 1;
        }
    }
    (q, r)
}

/// As [`div_rem_u64`], for `u32`.
fn div_rem_u32(n: u32, d: u32) -> (u32, u32) {
    let (mut q, mut r) = (0u32, 0u32);
    let mut bit = 32;
    while bit > 0 {
        bit -= 1;
        // r < d before the shift; after it r may need one bit more than u32 has.
        let carry = r >> 31;
        r = (r << 1) | ((n >> bit) & 1);
        q <<= 1;
        if carry != 0 || r >= d {
            r = r.wrapping_sub(d);
            q |= 1;
        }
    }
    (q, r)
}

/// libgcc's `__udivmoddi4`, which `compiler_builtins`' `__aeabi_uldivmod` calls: the
/// quotient, and the remainder through `rem` unless it is null.
///
/// # Safety
/// `rem` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __udivmoddi4(n: u64, d: u64, rem: *mut u64) -> u64 {
    let (q, r) = div_rem_u64(n, d);
    if !rem.is_null() {
        // SAFETY: not null, and writable by the caller's contract.
        unsafe { rem.write(r) };
    }
    q
}

/// ARM EABI unsigned 32-bit division: the quotient.
#[unsafe(no_mangle)]
pub extern "C" fn __aeabi_uidiv(n: u32, d: u32) -> u32 {
    div_rem_u32(n, d).0
}

/// ARM EABI unsigned 32-bit division with remainder: the quotient in `r0` and the
/// remainder in `r1`, which is how the C calling convention returns a `u64` whose low half
/// is the quotient.
#[unsafe(no_mangle)]
pub extern "C" fn __aeabi_uidivmod(n: u32, d: u32) -> u64 {
    let (q, r) = div_rem_u32(n, d);
    u64::from(q) | (u64::from(r) << 32)
}

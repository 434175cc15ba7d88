//! A tiny deterministic pseudo-random generator for weaker players and random positions.

/// SplitMix64 (Steele, Lea and Flood, 2014): 64 bits of state, good enough to pick moves.
///
/// It never decides a game; front ends use it for the "random" end of the skill slider and
/// for random positions, and the firmware for its reproducible demo.
///
/// ```
/// let mut rng = grundy::rng::SplitMix64::new(7);
/// let a = rng.next_u64();
/// assert_ne!(a, rng.next_u64());
/// assert!(rng.below(10) < 10);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started from `seed`; the same seed gives the same stream.
    pub const fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (0 when `bound` is 0), without modulo bias worth speaking of:
    /// it takes the high half of a 128-bit product (Lemire's method without the rejection).
    pub fn below(&mut self, bound: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(bound)) >> 64) as u64
    }
}

impl rand_core::TryRng for SplitMix64 {
    type Error = core::convert::Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok((self.next_u64() >> 32) as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        Ok(self.next_u64())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.next_u64().to_le_bytes();
            for (d, b) in chunk.iter_mut().zip(bytes) {
                *d = b;
            }
        }
        Ok(())
    }
}

/// A number in `0..bound` from any generator (0 when `bound` is 0), as
/// [`SplitMix64::below`] computes it.
pub(crate) fn below<R: rand_core::Rng + ?Sized>(rng: &mut R, bound: u64) -> u64 {
    ((u128::from(rng.next_u64()) * u128::from(bound)) >> 64) as u64
}

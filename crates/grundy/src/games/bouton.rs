//! Bouton's theorem worked out in binary, as it is taught: the heaps written in binary one
//! under the other, each bit column's count of ones, its parity, and the highest odd column,
//! which points at the heaps a winning move can be made in.
//!
//! C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of Mathematics
//! 3 (1901–1902), 35–39: the player to move loses exactly when every column holds an even
//! number of ones (the XOR of the heaps, their nim-sum, is 0). Otherwise let X be the XOR
//! and c its highest 1-bit, the highest odd column: a heap h with a 1 in column c becomes
//! smaller when it is replaced by h ⊕ X (column c turns to 0 and no higher column changes),
//! and that move makes every column even; a heap with a 0 in column c cannot be reduced to
//! make column c even. So the winning moves are exactly the reductions of the heaps with a
//! 1 in the highest odd column to h ⊕ X. By the Sprague–Grundy theorem the same working
//! applies to any sum of impartial games, each component a heap of its Grundy value.

/// The binary working of Bouton's theorem for the heaps `heaps` (Nim heaps, or the Grundy
/// values of the components of a sum).
///
/// ```
/// use grundy::nim::Bouton;
///
/// // 3 = 011, 4 = 100, 5 = 101: column 2 holds two ones (even), column 1 one (odd),
/// // column 0 two (even). The XOR is 010 = 2.
/// let heaps = [3, 4, 5];
/// let working = Bouton::new(&heaps);
/// assert_eq!(working.xor(), 2);
/// assert_eq!(working.columns(), 3);
/// assert_eq!((working.ones(1), working.odd(1)), (1, true));
/// assert_eq!(working.highest_odd(), Some(1));
/// // Only heap 0 (3 = 011) has a 1 in column 1: reduce it to 3 ⊕ 2 = 1.
/// assert_eq!(working.pointed().collect::<Vec<_>>(), [0]);
/// assert_eq!(working.target(0), Some(1));
/// assert_eq!(working.target(1), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bouton<'a> {
    heaps: &'a [u128],
    xor: u128,
}

impl<'a> Bouton<'a> {
    /// The working for `heaps`.
    pub fn new(heaps: &'a [u128]) -> Self {
        let xor = heaps.iter().fold(0, |x, &h| x ^ h);
        Self { heaps, xor }
    }

    /// The heaps.
    pub fn heaps(&self) -> &'a [u128] {
        self.heaps
    }

    /// The XOR (nim-sum) of the heaps: the number whose bit c is the parity of column c.
    /// It is 0 exactly when the player to move loses.
    pub fn xor(&self) -> u128 {
        self.xor
    }

    /// How many bit columns the working needs: the bit length of the largest heap, at least
    /// 1 (so that heaps of 0 still show one column). Columns are numbered from 0, the ones.
    pub fn columns(&self) -> u32 {
        let largest = self.heaps.iter().copied().max().unwrap_or(0);
        (u128::BITS - largest.leading_zeros()).max(1)
    }

    /// How many heaps have a 1 in column `column` (none past column 127).
    pub fn ones(&self, column: u32) -> usize {
        self.heaps.iter().filter(|&&h| bit(h, column)).count()
    }

    /// Whether column `column` holds an odd number of ones: bit `column` of the XOR.
    pub fn odd(&self, column: u32) -> bool {
        bit(self.xor, column)
    }

    /// The highest column holding an odd number of ones, or `None` when every column is
    /// even (the XOR is 0: a P-position).
    pub fn highest_odd(&self) -> Option<u32> {
        (self.xor != 0).then(|| u128::BITS - 1 - self.xor.leading_zeros())
    }

    /// The heaps (their indices, in order) with a 1 in the highest odd column: the heaps a
    /// winning move can be made in. None when the XOR is 0.
    pub fn pointed(&self) -> impl Iterator<Item = usize> + 'a {
        let column = self.highest_odd();
        self.heaps
            .iter()
            .enumerate()
            .filter(move |&(_, &h)| column.is_some_and(|c| bit(h, c)))
            .map(|(i, _)| i)
    }

    /// What heap `heap` is reduced to by the winning move in it: `heap ⊕ X`, smaller than
    /// the heap; `None` when the heap is not one of [`Bouton::pointed`] (or does not exist).
    pub fn target(&self, heap: usize) -> Option<u128> {
        let column = self.highest_odd()?;
        let &h = self.heaps.get(heap)?;
        bit(h, column).then_some(h ^ self.xor)
    }
}

/// Bit `column` of `n` (0 past the width of `u128`).
fn bit(n: u128, column: u32) -> bool {
    n.checked_shr(column).is_some_and(|s| s & 1 == 1)
}

//! Heap games given by their options: the options of a heap `n` are multisets of smaller
//! heaps (a move replaces the heap by the heaps of one option).

use grundy::octal::OctalCode;

/// The largest heap a quotient may be asked for.
///
/// A heap game's options are listed for every heap up to the largest one; a heap of `n`
/// stones in a hexadecimal game has about `n²/12` breaks into three, so 1000 heaps hold some
/// 30 million option lists at most, already far past what a quotient computation can use.
pub const MAX_HEAP: usize = 1000;

/// A heap game restricted to heaps `0..=max_heap`: the options of each heap as multisets of
/// smaller non-empty heaps (sorted, no duplicates among the options).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapGame {
    name: String,
    /// `options[n]`: the options of heap `n`, each a sorted list of heaps `1..n`.
    options: Vec<Vec<Vec<usize>>>,
}

/// Why a heap game could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapGameError {
    /// More heaps than [`MAX_HEAP`].
    TooManyHeaps {
        /// The largest heap asked for.
        max_heap: usize,
    },
    /// An option of heap `heap` holds a heap that is not smaller than it, or is empty.
    BadOption {
        /// The heap whose option is wrong.
        heap: usize,
    },
    /// A subtraction set that is empty or holds 0.
    BadSet,
}

impl core::fmt::Display for HeapGameError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::TooManyHeaps { max_heap } => {
                write!(
                    f,
                    "heaps up to {max_heap} asked for, at most {MAX_HEAP} allowed"
                )
            }
            Self::BadOption { heap } => write!(
                f,
                "an option of heap {heap} leaves an empty heap or one of {heap} or more (a heap game's heaps only get smaller)"
            ),
            Self::BadSet => write!(f, "a subtraction set must be non-empty positive numbers"),
        }
    }
}

impl std::error::Error for HeapGameError {}

impl HeapGame {
    /// A heap game from the options of heaps `0..options.len()` (heap 0 must have none).
    ///
    /// # Errors
    /// [`HeapGameError`] when an option holds a heap of 0 or one not smaller than its heap,
    /// or there are more than [`MAX_HEAP`] + 1 heaps.
    pub fn from_options(
        name: &str,
        mut options: Vec<Vec<Vec<usize>>>,
    ) -> Result<Self, HeapGameError> {
        let max_heap = options.len().saturating_sub(1);
        if max_heap > MAX_HEAP {
            return Err(HeapGameError::TooManyHeaps { max_heap });
        }
        for (heap, list) in options.iter_mut().enumerate() {
            for option in list.iter_mut() {
                if option.iter().any(|&h| h == 0 || h >= heap) {
                    return Err(HeapGameError::BadOption { heap });
                }
                option.sort_unstable();
            }
            list.sort();
            list.dedup();
        }
        Ok(Self {
            name: name.to_owned(),
            options,
        })
    }

    /// The octal or hexadecimal game `code` (Winning Ways, ch. 4) on heaps `0..=max_heap`,
    /// by [`OctalCode::allows`]: taking `k` stones may leave no heap, one, two or three
    /// non-empty heaps, as the digit `d_k` says.
    ///
    /// # Errors
    /// [`HeapGameError::TooManyHeaps`] past [`MAX_HEAP`].
    pub fn octal(code: &OctalCode, max_heap: usize) -> Result<Self, HeapGameError> {
        if max_heap > MAX_HEAP {
            return Err(HeapGameError::TooManyHeaps { max_heap });
        }
        let mut options = Vec::with_capacity(max_heap.saturating_add(1));
        for n in 0..=max_heap {
            let mut list: Vec<Vec<usize>> = Vec::new();
            for take in 0..=n.min(code.last_take()) {
                let allows = |heaps: usize| code.allows(take as u64, heaps);
                let rest = n - take;
                if rest == 0 && allows(0) {
                    list.push(Vec::new());
                }
                if rest >= 1 && allows(1) {
                    list.push(vec![rest]);
                }
                if rest >= 2 && allows(2) {
                    for a in 1..=rest / 2 {
                        list.push(vec![a, rest - a]);
                    }
                }
                if rest >= 3 && allows(3) {
                    for a in 1..=rest / 3 {
                        for b in a..=(rest - a) / 2 {
                            list.push(vec![a, b, rest - a - b]);
                        }
                    }
                }
            }
            options.push(list);
        }
        Self::from_options(&code.to_string(), options)
    }

    /// The subtraction game with the set `set` on heaps `0..=max_heap`: take `s` stones, `s`
    /// in the set, from one heap (Winning Ways, ch. 4: the octal game whose digit `d_s` is 3
    /// for each `s` in the set, a heap of `n − s` left, none when `s = n`).
    ///
    /// ```
    /// use grundy_misere::HeapGame;
    ///
    /// let game = HeapGame::subtraction(&[1, 3, 4], 5)?;
    /// assert_eq!(game.name(), "S(1,3,4)");
    /// assert_eq!(game.options(4), &[vec![], vec![1], vec![3]]);
    /// # Ok::<(), grundy_misere::HeapGameError>(())
    /// ```
    ///
    /// # Errors
    /// [`HeapGameError::TooManyHeaps`] past [`MAX_HEAP`], [`HeapGameError::BadSet`] for an
    /// empty set or one holding 0.
    pub fn subtraction(set: &[usize], max_heap: usize) -> Result<Self, HeapGameError> {
        if max_heap > MAX_HEAP {
            return Err(HeapGameError::TooManyHeaps { max_heap });
        }
        if set.is_empty() || set.contains(&0) {
            return Err(HeapGameError::BadSet);
        }
        let mut set = set.to_vec();
        set.sort_unstable();
        set.dedup();
        let options = (0..=max_heap)
            .map(|n| {
                set.iter()
                    .filter(|&&s| s <= n)
                    .map(|&s| if s == n { Vec::new() } else { vec![n - s] })
                    .collect()
            })
            .collect();
        let name = set
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",");
        Self::from_options(&format!("S({name})"), options)
    }

    /// Grundy's game on heaps `0..=max_heap`: split a heap into two different non-empty heaps
    /// (Winning Ways, ch. 4).
    ///
    /// # Errors
    /// [`HeapGameError::TooManyHeaps`] past [`MAX_HEAP`].
    pub fn grundys_game(max_heap: usize) -> Result<Self, HeapGameError> {
        if max_heap > MAX_HEAP {
            return Err(HeapGameError::TooManyHeaps { max_heap });
        }
        let options = (0..=max_heap)
            .map(|n| {
                (1..n)
                    .filter(|&a| a < n - a)
                    .map(|a| vec![a, n - a])
                    .collect()
            })
            .collect();
        Self::from_options("Grundy's game", options)
    }

    /// The game's name: its code, or "Grundy's game".
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The largest heap.
    pub fn max_heap(&self) -> usize {
        self.options.len().saturating_sub(1)
    }

    /// The options of heap `n` (none past the largest heap), each a sorted list of heaps.
    pub fn options(&self, n: usize) -> &[Vec<usize>] {
        self.options.get(n).map_or(&[], Vec::as_slice)
    }
}

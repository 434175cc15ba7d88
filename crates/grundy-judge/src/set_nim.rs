//! AcWing 893's Grundy values of Set Nim heaps, computed as the heaps arrive.
//!
//! TODO(the core gains Set Nim values on demand: a table that grows as larger heaps are
//! asked for, with certified periods for big heaps): [`SetValues::heap_value`] is the one
//! seam to switch to it; the policy below then goes.

use grundy::{SetNim, SubtractionSet};

use crate::{SET_NIM_PERIOD_TABLE, SET_NIM_PLAIN_LIMIT};

/// The Grundy values of the heaps read so far: a plain table grown (by doubling) as far as
/// the heaps need while they are below [`SET_NIM_PERIOD_TABLE`]; beyond it the core's
/// certified period, tried once; failing that, the plain table up to
/// [`SET_NIM_PLAIN_LIMIT`]; past that an error.
#[derive(Debug)]
pub(crate) struct SetValues {
    set: SubtractionSet,
    /// `plain[h]` = g(h) for every cell.
    plain: Vec<u8>,
    periodic: Periodic,
}

#[derive(Debug)]
enum Periodic {
    Untried,
    Certified(Box<SetNim<Vec<u8>>>),
    /// No period fits [`SET_NIM_PERIOD_TABLE`].
    Uncertified,
}

impl SetValues {
    pub fn new(set: SubtractionSet) -> Self {
        Self {
            set,
            plain: Vec::new(),
            periodic: Periodic::Untried,
        }
    }

    /// The Grundy value of a heap of `heap` stones.
    ///
    /// # Errors
    /// A message when the value cannot be computed within the capacities above (or the
    /// table cannot be allocated).
    pub fn heap_value(&mut self, heap: u64) -> Result<u8, String> {
        if let Some(&v) = usize::try_from(heap).ok().and_then(|h| self.plain.get(h)) {
            return Ok(v);
        }
        let small = heap < SET_NIM_PERIOD_TABLE as u64;
        if !small {
            if let Periodic::Untried = self.periodic {
                // Zeroed lazily by the allocator; only the prefix the search needs is touched.
                self.periodic =
                    match SetNim::with_table(self.set.clone(), vec![0; SET_NIM_PERIOD_TABLE]) {
                        Ok(game) => Periodic::Certified(Box::new(game)),
                        Err(_) => Periodic::Uncertified,
                    };
            }
            match &self.periodic {
                Periodic::Certified(game) => return Ok(game.grundy_of(heap)),
                Periodic::Uncertified if heap > SET_NIM_PLAIN_LIMIT => {
                    return Err(format!(
                        "cannot compute Grundy values for the set {}: no period is certified \
                         within {SET_NIM_PERIOD_TABLE} values, and heap {heap} is larger than \
                         the plain-table limit {SET_NIM_PLAIN_LIMIT}",
                        self.set
                    ));
                }
                _ => {}
            }
        }
        let limit = if small {
            SET_NIM_PERIOD_TABLE
        } else {
            usize::try_from(SET_NIM_PLAIN_LIMIT + 1).unwrap_or(usize::MAX)
        };
        self.grow(heap, limit)?;
        usize::try_from(heap)
            .ok()
            .and_then(|h| self.plain.get(h))
            .copied()
            .ok_or_else(|| format!("heap {heap} is past the Grundy table"))
    }

    /// Grows the plain table to cover `heap`: at least doubling, at most `limit` cells.
    fn grow(&mut self, heap: u64, limit: usize) -> Result<(), String> {
        let needed = usize::try_from(heap)
            .ok()
            .and_then(|h| h.checked_add(1))
            .ok_or_else(|| format!("heap {heap} is too large for a table"))?;
        let old = self.plain.len();
        let cells = old.saturating_mul(2).min(limit).max(needed);
        self.plain
            .try_reserve_exact(cells - old)
            .map_err(|_| format!("cannot allocate a Grundy table of {cells} bytes"))?;
        self.plain.resize(cells, 0);
        self.set
            .fill_table_from(&mut self.plain, old)
            .map_err(|e| format!("cannot fill the Grundy table: {e}"))
    }
}

//! What the pretending function is seen to do: a repetition observed on the heaps computed,
//! never a claim about larger heaps.
//!
//! Plambeck and Siegel ("Misère quotients for impartial games", JCTA 115 (2008)) prove a
//! periodicity theorem for misère quotients of octal games, with a bound on how many heaps
//! must repeat; that bound is not implemented here, so a repetition is reported only as seen
//! (`seen_periodic`), and nothing is inferred past the largest heap.

/// A repetition of the pretending function seen on heaps `0..=to`: the element of heap
/// `m + period` is that of heap `m` for `preperiod ≤ m ≤ to − period`, at least two periods
/// are seen, and the quotient of heaps `0..=m` has the same size for every `m` from
/// `preperiod + period` to `to` (it has stopped growing over the repetition). An
/// observation on the heaps computed only: it says nothing about heaps past `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeenPeriod {
    /// The first heap of the repetition.
    pub preperiod: usize,
    /// The least period.
    pub period: usize,
    /// The largest heap computed.
    pub to: usize,
}

/// The least period, then the least preperiod, with which `heaps` (the element of each heap)
/// repeats as [`SeenPeriod`] says; `sizes[m]` is the size of the quotient of heaps `0..=m`.
pub(crate) fn seen_period(heaps: &[usize], sizes: &[usize]) -> Option<SeenPeriod> {
    let count = heaps.len();
    let to = count.checked_sub(1)?;
    let last = *sizes.get(to)?;
    // The first heap from which the quotient's size is its last.
    let mut settled = to;
    while settled > 0 && sizes.get(settled - 1) == Some(&last) {
        settled -= 1;
    }
    for period in 1..=count / 2 {
        // The repetition runs back from the last heap as far as it holds.
        let mut preperiod = to + 1 - period;
        while preperiod > 0 && heaps.get(preperiod - 1) == heaps.get(preperiod - 1 + period) {
            preperiod -= 1;
        }
        // The quotient must not grow over the repetition.
        let stable = preperiod.max(settled.saturating_sub(period));
        if count - stable >= 2 * period {
            return Some(SeenPeriod {
                preperiod: stable,
                period,
                to,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repetitions_seen() {
        let flat = [0, 1, 2, 1, 2, 1, 2, 1, 2, 1];
        let sizes = [1; 10];
        assert_eq!(
            seen_period(&flat, &sizes),
            Some(SeenPeriod {
                preperiod: 1,
                period: 2,
                to: 9
            })
        );
        // Not two periods: nothing seen.
        assert_eq!(seen_period(&[0, 1, 2, 3, 4, 1, 2], &[1; 7]), None);
        // A quotient still growing pushes the start past its growth.
        let sizes = [1, 2, 2, 2, 2, 2, 2, 2, 2, 3];
        assert_eq!(seen_period(&flat, &sizes), None);
        let sizes = [1, 2, 2, 2, 3, 3, 3, 3, 3, 3];
        assert_eq!(
            seen_period(&flat, &sizes),
            Some(SeenPeriod {
                preperiod: 2,
                period: 2,
                to: 9
            })
        );
        let sizes = [1, 2, 2, 2, 2, 3, 3, 3, 3, 3];
        assert_eq!(
            seen_period(&flat, &sizes),
            Some(SeenPeriod {
                preperiod: 3,
                period: 2,
                to: 9
            })
        );
        assert_eq!(seen_period(&[], &[]), None);
        assert_eq!(seen_period(&[0], &[1]), None);
    }
}

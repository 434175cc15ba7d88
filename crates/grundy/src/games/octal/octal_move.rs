//! An octal game's moves: a take that leaves some heaps, listed heap by heap without
//! allocating, and the moves that reach a given value.

use core::fmt;

use super::Octal;
use crate::piles::Piles;

/// A move of a take-and-break game: take `take` stones from pile `pile` (0-based), leaving
/// the non-zero entries of `left` in its place: none, one heap, two heaps or (in a
/// hexadecimal game) three.
///
/// `left = [0, 0, 0]` leaves nothing (the pile becomes 0); `[3, 0, 0]` leaves one heap of 3;
/// `[3, 4, 0]` leaves two heaps, 3 in the pile's place and 4 just after it; `[1, 2, 3]`
/// leaves three, in that order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OctalMove {
    /// Index of the pile, from 0.
    pub pile: usize,
    /// Stones taken (0 only in a game whose code starts `4.`, `8.` or `c.`, or in Grundy's
    /// game, to split a heap).
    pub take: u64,
    /// The heaps left: the non-zero entries.
    pub left: [u64; 3],
}

impl OctalMove {
    /// How many heaps the move leaves: 0 to 3.
    pub fn heaps_left(&self) -> usize {
        self.left.iter().filter(|&&h| h > 0).count()
    }
}

impl fmt::Display for OctalMove {
    /// `take 2 from heap 1 leaving 3 and 4`, `take 1 from heap 2 leaving 5`,
    /// `take 3 from heap 1 leaving nothing`, `split heap 1 into 3 and 4`,
    /// `take 1 from heap 1 leaving 1, 2 and 3` (heaps counted from 1, as octal games speak of heaps).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let heap = crate::ordinal::Nth(self.pile);
        let mut heaps = self.left.iter().filter(|&&h| h > 0);
        let (a, b, c) = (heaps.next(), heaps.next(), heaps.next());
        if self.take == 0 {
            return match (a, b, c) {
                (Some(a), Some(b), Some(c)) => write!(f, "split heap {heap} into {a}, {b} and {c}"),
                (Some(a), Some(b), None) => write!(f, "split heap {heap} into {a} and {b}"),
                _ => write!(f, "take nothing from heap {heap}"),
            };
        }
        write!(f, "take {} from heap {heap} leaving ", self.take)?;
        match (a, b, c) {
            (Some(a), Some(b), Some(c)) => write!(f, "{a}, {b} and {c}"),
            (Some(a), Some(b), None) => write!(f, "{a} and {b}"),
            (Some(a), None, _) => write!(f, "{a}"),
            _ => f.write_str("nothing"),
        }
    }
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> Octal<T> {
    /// Every move from `position` to a position of Grundy value `value`, lazily, pile by
    /// pile in the order of [`Game::moves`] (what [`Game::moves_to`] returns); nothing for a
    /// position with a heap past [`Octal::max_heap`].
    pub(super) fn moves_to_value<'a>(
        &'a self,
        position: &'a Piles,
        value: u128,
    ) -> impl Iterator<Item = OctalMove> + 'a {
        let total = self.sum(position.as_slice());
        let none = total.is_none_or(|x| u128::from(x) == value);
        OctalMoves {
            game: self,
            piles: if none { &[] } else { position.as_slice() },
            target: Some((u128::from(total.unwrap_or(0)), value)),
            pile: 0,
            heap: None,
        }
    }

    /// The moves of one heap of `stones`, with `pile` as their pile index: for a heap
    /// alone, or for the move lists of [`Game`]; `room` is how many more piles the position
    /// can hold (a break into two needs one, into three two).
    pub(super) fn heap_moves(
        &self,
        pile: usize,
        stones: u64,
        target: Option<u16>,
        room: usize,
    ) -> HeapMoves {
        HeapMoves {
            pile,
            heap: stones,
            target,
            room,
            take: 0,
            stage: Stage::Nothing,
            a: 1,
            b: 1,
            misses: 0,
            a_misses: 0,
            a_found: false,
        }
    }

    /// The next move of `cursor`'s heap (with the target value, if any), advancing it.
    pub(super) fn next_heap_move(&self, cursor: &mut HeapMoves) -> Option<OctalMove> {
        let heap = cursor.heap;
        let value = |n: u64| self.grundy_of(n);
        let target = cursor.target;
        let wanted = |v: Option<u16>| target.is_none() || (v.is_some() && v == target);
        // Past the preperiod e, values repeat with the period p.
        let period = self
            .period
            .map(|p| (p.preperiod() as u64, p.period() as u64));
        while cursor.take <= self.code.last_take() as u64 {
            let k = cursor.take;
            let digit = usize::try_from(k).map_or(0, |k| self.code.digit(k));
            let pile = cursor.pile;
            let mv = |left| OctalMove {
                pile,
                take: k,
                left,
            };
            let rest = heap.saturating_sub(k);
            match cursor.stage {
                Stage::Nothing => {
                    cursor.stage = Stage::One;
                    if digit & 1 != 0 && k > 0 && heap == k && wanted(Some(0)) {
                        return Some(mv([0, 0, 0]));
                    }
                }
                Stage::One => {
                    cursor.stage = Stage::Two;
                    (cursor.a, cursor.misses) = (1, 0);
                    if digit & 2 != 0 && k > 0 && heap > k && wanted(value(rest)) {
                        return Some(mv([rest, 0, 0]));
                    }
                }
                Stage::Two => {
                    // The pairs (a, rest − a), a ≤ rest − a (a < rest − a in Grundy's game).
                    let half = if self.grundys {
                        rest.saturating_sub(1) / 2
                    } else {
                        rest / 2
                    };
                    if digit & 4 != 0 && cursor.room >= 1 && heap >= k.saturating_add(2) {
                        while cursor.a <= half {
                            let a = cursor.a;
                            cursor.a += 1;
                            let Some(target) = cursor.target else {
                                return Some(mv([a, rest - a, 0]));
                            };
                            let v = value(a).zip(value(rest - a)).map(|(x, y)| x ^ y);
                            if v == Some(target) {
                                cursor.misses = 0;
                                return Some(mv([a, rest - a, 0]));
                            }
                            // Past the preperiod the value of (a, rest − a) repeats with a
                            // (both parts are at least e): a period of misses means no more.
                            if let Some((e, p)) = period
                                && a >= e
                            {
                                cursor.misses += 1;
                                if cursor.misses >= p {
                                    break;
                                }
                            }
                        }
                    }
                    cursor.stage = Stage::Three;
                    (cursor.a, cursor.b, cursor.misses) = (1, 1, 0);
                    (cursor.a_misses, cursor.a_found) = (0, false);
                }
                Stage::Three => {
                    // The triples (a, b, c), a ≤ b ≤ c = rest − a − b.
                    if digit & 8 != 0
                        && cursor.room >= 2
                        && heap >= k.saturating_add(3)
                        && let Some(found) = self.next_triple(cursor, rest, period)
                    {
                        return Some(mv(found));
                    }
                    cursor.take += 1;
                    cursor.stage = Stage::Nothing;
                }
            }
        }
        None
    }

    /// The next break of `rest` into three heaps `(a, b, c)`, `a ≤ b ≤ c`, whose value is
    /// the cursor's target (any, without one), advancing the cursor; `None` when there is
    /// no more.
    ///
    /// With a period `p` from `e`, a run of `p` values of `b ≥ e` without a match ends the
    /// `b`s of an `a` (the value of `(a, b, c)` then repeats with `b`), and a run of `p`
    /// values of `a ≥ e` without one ends the search: every value of `(a, b, c)` is that of
    /// `(a − p, b, c + p)`, a break with the same order, so an `a` has no value that
    /// `a − p` lacks.
    pub(super) fn next_triple(
        &self,
        cursor: &mut HeapMoves,
        rest: u64,
        period: Option<(u64, u64)>,
    ) -> Option<[u64; 3]> {
        let value = |n: u64| self.grundy_of(n);
        while cursor.a <= rest / 3 {
            let a = cursor.a;
            if cursor.b < a {
                cursor.b = a;
            }
            while cursor.b <= (rest - a) / 2 {
                let b = cursor.b;
                let c = rest - a - b;
                cursor.b += 1;
                let Some(target) = cursor.target else {
                    return Some([a, b, c]);
                };
                let v = value(a)
                    .zip(value(b))
                    .zip(value(c))
                    .map(|((x, y), z)| x ^ y ^ z);
                if v == Some(target) {
                    cursor.misses = 0;
                    cursor.a_found = true;
                    return Some([a, b, c]);
                }
                if let Some((e, p)) = period
                    && b >= e
                {
                    cursor.misses += 1;
                    if cursor.misses >= p {
                        break;
                    }
                }
            }
            // Every b of this a has been looked at (or repeats one that was).
            if let Some((e, p)) = period
                && cursor.target.is_some()
                && a >= e
            {
                if cursor.a_found {
                    cursor.a_misses = 0;
                } else {
                    cursor.a_misses += 1;
                    if cursor.a_misses >= p {
                        return None;
                    }
                }
            }
            cursor.a += 1;
            cursor.b = cursor.a;
            cursor.misses = 0;
            cursor.a_found = false;
        }
        None
    }
}

/// Where a heap's move list is: the kinds of move of the current take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    Nothing,
    One,
    Two,
    Three,
}

/// The moves of one heap, in order: by take, then nothing / one heap / two heaps (the
/// smaller part first, growing) / three heaps (by the smallest part, then the middle one).
#[derive(Clone, Copy, Debug)]
pub(super) struct HeapMoves {
    pub(super) pile: usize,
    pub(super) heap: u64,
    /// Only moves to this value (the heap's share of the target), if any.
    pub(super) target: Option<u16>,
    /// How many more piles the position can hold: moves leaving two heaps are listed only
    /// with room for one more, moves leaving three with room for two.
    pub(super) room: usize,
    pub(super) take: u64,
    pub(super) stage: Stage,
    /// The smallest part of the next break.
    pub(super) a: u64,
    /// The middle part of the next break into three.
    pub(super) b: u64,
    /// Breaks past the preperiod without a match, in a row.
    pub(super) misses: u64,
    /// Smallest parts past the preperiod whose breaks into three had no match, in a row.
    pub(super) a_misses: u64,
    /// Whether the current smallest part had a match.
    pub(super) a_found: bool,
}

/// The moves of a position, pile by pile; with a target, only those to that value.
pub(super) struct OctalMoves<'a, T> {
    pub(super) game: &'a Octal<T>,
    pub(super) piles: &'a [u64],
    /// The position's value and the value wanted, for [`Octal::moves_to`].
    pub(super) target: Option<(u128, u128)>,
    pub(super) pile: usize,
    pub(super) heap: Option<HeapMoves>,
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> Iterator for OctalMoves<'_, T> {
    type Item = OctalMove;

    fn next(&mut self) -> Option<OctalMove> {
        loop {
            if let Some(cursor) = self.heap.as_mut() {
                if let Some(mv) = self.game.next_heap_move(cursor) {
                    return Some(mv);
                }
                self.heap = None;
                self.pile += 1;
            }
            let &stones = self.piles.get(self.pile)?;
            let target = match self.target {
                None => None,
                // The pile must go from g(stones) to total ^ g(stones) ^ value.
                Some((total, value)) => {
                    let own = self.game.grundy_of(stones).map(u128::from);
                    match own.and_then(|g| u16::try_from(total ^ g ^ value).ok()) {
                        Some(t) => Some(t),
                        None => {
                            self.pile += 1;
                            continue;
                        }
                    }
                }
            };
            let room = crate::piles::MAX_PILES.saturating_sub(self.piles.len());
            self.heap = Some(self.game.heap_moves(self.pile, stones, target, room));
        }
    }
}

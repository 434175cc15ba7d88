//! Random inputs of growing size and the edge cases of each problem, within [`Limits`].
//!
//! Random positions of most games are first-player wins (a random Nim position is a P-position
//! about once in `2^bits`), so a solution that always answers "the first player wins" would
//! pass them: half the random inputs are made P-positions, and a quarter of those moved one
//! stone away, by the core's own functions.

use std::collections::HashSet;

use grundy::rng::SplitMix64;
use grundy::set_nim::{SetNimValues, SubtractionSet};
use grundy::{Bash, Nim, SplitNim, Staircase, Wythoff};

use super::{Bounds, Input, Limits, Shape};
use crate::{Problem, SET_NIM_BUDGET, SET_NIM_TABLE};

/// Heaps tried when AcWing 893 needs a heap of a given value.
const SET_NIM_SEARCH: u64 = 4096;

/// Draws the inputs of one problem within its limits, from a seed.
#[derive(Clone, Debug)]
pub struct Generator {
    problem: Problem,
    limits: Limits,
    rng: SplitMix64,
}

impl Generator {
    /// A generator of `problem`'s inputs within `limits`; the same seed draws the same
    /// inputs.
    pub fn new(problem: Problem, limits: Limits, seed: u64) -> Self {
        Self {
            problem,
            limits,
            rng: SplitMix64::new(seed),
        }
    }

    /// The limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The problem.
    pub fn problem(&self) -> Problem {
        self.problem
    }

    /// A random input, the `step`-th of `steps` (from 0): its counts reach from the least
    /// allowed to a bound that grows to the largest allowed at the last step, and its
    /// numbers have up to `64 · (step + 1) / steps` bits. Half are P-positions (for 51nod
    /// 1066 and 1072, half the test cases). AcWing 893's are drawn again (up to 8 times)
    /// while the judge cannot value the set within its budget of work.
    pub fn random(&mut self, step: u64, steps: u64) -> Input {
        let mut input = self.random_once(step, steps);
        for _ in 0..8 {
            if input.answer().is_ok() {
                break;
            }
            input = self.random_once(step, steps);
        }
        input
    }

    /// One draw of [`Generator::random`].
    fn random_once(&mut self, step: u64, steps: u64) -> Input {
        let steps = steps.max(1);
        let step = step.min(steps - 1);
        let grow = |b: Bounds| {
            let span = u128::from(b.max() - b.min());
            let reach = span * u128::from(step + 1) / u128::from(steps);
            // At most the span: a u64.
            Bounds::new(b.min(), b.min() + u64::try_from(reach).unwrap_or(0)).unwrap_or(b)
        };
        // 1 to 64 bits.
        let bits = (64 * u128::from(step + 1)).div_ceil(u128::from(steps));
        let bits = u32::try_from(bits.clamp(1, 64)).unwrap_or(64);
        let count = self.draw(grow(self.limits.count()), 64);
        let value = self.limits.value();
        let shape = match self.problem {
            Problem::Nod1066 | Problem::Nod1072 => {
                let cases = (0..count)
                    .map(|_| {
                        let case = [self.draw(value, bits), self.draw(value, bits)];
                        let p = self.rng.below(2) == 0;
                        self.fair_case(case, p)
                    })
                    .collect();
                Shape::Cases(cases)
            }
            Problem::AcWing893 => {
                let size = self.draw(grow(self.limits.set_size()), 64);
                let set = self.set(size, bits);
                let heaps = (0..count).map(|_| self.heap(bits)).collect();
                Shape::SetNim { set, heaps }
            }
            _ => Shape::Piles((0..count).map(|_| self.draw(value, bits)).collect()),
        };
        let input = self.make(shape);
        if self.rng.below(2) == 0 {
            let neighbour = self.rng.below(4) == 0;
            if let Some(p) = self.completed(&input, neighbour) {
                return p;
            }
        }
        input
    }

    /// An input of the largest size these limits allow: the most test cases, piles or heaps
    /// (and set elements), every number drawn from the whole range, half the test cases of
    /// 51nod 1066 and 1072 P-positions.
    pub fn largest(&mut self) -> Input {
        let count = self.limits.count().max();
        let value = self.limits.value();
        let shape = match self.problem {
            Problem::Nod1066 | Problem::Nod1072 => Shape::Cases(
                (0..count)
                    .map(|_| {
                        let case = [self.draw(value, 64), self.draw(value, 64)];
                        let p = self.rng.below(2) == 0;
                        self.fair_case(case, p)
                    })
                    .collect(),
            ),
            Problem::AcWing893 => {
                let set = self.set(self.limits.set_size().max(), 64);
                let heaps = (0..count).map(|_| self.draw(value, 64)).collect();
                Shape::SetNim { set, heaps }
            }
            _ => Shape::Piles((0..count).map(|_| self.draw(value, 64)).collect()),
        };
        self.make(shape)
    }

    /// The edge cases: the least and greatest numbers allowed and their neighbours, the
    /// powers of two where fixed-width arithmetic breaks (2^31, 2^32, 2^53, 2^63), P-positions
    /// made of them and their neighbours; an empty list where a count of 0 is allowed. Test
    /// cases of 51nod 1066 and 1072 are grouped as many to an input as the count allows.
    pub fn edges(&mut self) -> Vec<Input> {
        let value = self.limits.value();
        let all = special(value);
        let few = few(value);
        let mut inputs = Vec::new();
        match self.problem {
            Problem::Nod1066 | Problem::Nod1072 => {
                let mut cases = Vec::new();
                for &x in &all {
                    for &y in &few {
                        // K ≥ 1 in 51nod 1066.
                        let y = if self.problem == Problem::Nod1066 {
                            y.max(1)
                        } else {
                            y
                        };
                        cases.push([x, y]);
                        let (p, next) = self.neighbourhood([x, y]);
                        cases.extend(p.into_iter().chain(next));
                    }
                }
                let mut seen = HashSet::new();
                cases.retain(|c| seen.insert(*c));
                let per = usize::try_from(self.limits.count().max())
                    .unwrap_or(1)
                    .max(1);
                for chunk in cases.chunks(per) {
                    inputs.extend(Input::new(self.problem, Shape::Cases(chunk.to_vec())));
                }
            }
            Problem::AcWing893 => {
                let element = self.limits.element();
                let top = element.max();
                let size = usize::try_from(self.limits.set_size().max()).unwrap_or(1);
                let sets = [
                    vec![element.min()],
                    vec![top, top.saturating_sub(1)],
                    (element.min()..=top).take(size).collect(),
                    vec![2, 5, 7],
                ];
                for set in sets {
                    for heaps in lists(&few, &few, value.max()) {
                        let three = heaps.len() == 3;
                        let input = self.make(Shape::SetNim {
                            set: set.clone(),
                            heaps,
                        });
                        if three {
                            inputs.extend(self.completed(&input, false));
                        } else {
                            inputs.push(input);
                        }
                    }
                }
            }
            _ => {
                for piles in lists(&all, &few, value.max()) {
                    let three = piles.len() == 3;
                    let input = self.make(Shape::Piles(piles));
                    if three {
                        inputs.extend(self.completed(&input, false));
                        inputs.extend(self.completed(&input, true));
                    } else {
                        inputs.push(input);
                    }
                }
            }
        }
        let limits = self.limits;
        let mut seen = HashSet::new();
        inputs.retain(|i| limits.allow(i) && seen.insert(i.clone()) && i.answer().is_ok());
        inputs
    }

    /// The P-positions near a test case of 51nod 1066 or 1072, then their neighbours.
    fn neighbourhood(&self, [x, y]: [u64; 2]) -> (Vec<[u64; 2]>, Vec<[u64; 2]>) {
        let value = self.limits.value();
        let beside = |n: u64| [n.checked_sub(1), n.checked_add(1)].into_iter().flatten();
        let (mut p, mut next) = (Vec::new(), Vec::new());
        match self.problem {
            Problem::Nod1066 => {
                if let Ok(bash) = Bash::new(y) {
                    let n = x - bash.residue(x);
                    p.push([n, y]);
                    next.extend(beside(n).map(|n| [n, y]));
                }
            }
            _ => {
                if let Some(q) = Wythoff::partner(x) {
                    p.extend([[x, q], [q, x]]);
                    next.extend(beside(q).flat_map(|q| [[x, q], [q, x]]));
                }
            }
        }
        let inside = |c: &[u64; 2]| c.iter().all(|&v| value.contains(v));
        p.retain(inside);
        next.retain(inside);
        (p, next)
    }

    /// A number of `bounds` with at most `bits` random bits above its least (the length
    /// itself drawn at random, so that small numbers come often).
    fn draw(&mut self, bounds: Bounds, bits: u32) -> u64 {
        let length = u32::try_from(self.rng.below(u64::from(bits) + 1)).unwrap_or(bits);
        let r = match length {
            0 => 0,
            l => self.rng.next_u64() >> (64 - l.min(64)),
        };
        let span = bounds.max() - bounds.min();
        let offset = match span.checked_add(1) {
            Some(m) if r > span => r % m,
            _ => r,
        };
        bounds.min() + offset
    }

    /// A heap of AcWing 893 with at most `bits` random bits, never between 2^20 and 2^27: the
    /// judge values a heap below its table's 2^27 cells by filling the table up to it (a
    /// second for a heap of 10^8), and one past the table by a period certified in a short
    /// table. Both ways are drawn; the slow one is left to the largest inputs.
    fn heap(&mut self, bits: u32) -> u64 {
        let value = self.limits.value();
        let slow = (1 << 20)..(1 << 27);
        for _ in 0..16 {
            let h = self.draw(value, bits);
            if !slow.contains(&h) {
                return h;
            }
        }
        value.min()
    }

    /// `size` distinct set elements within the limits (fewer when the range has fewer).
    fn set(&mut self, size: u64, bits: u32) -> Vec<u64> {
        let element = self.limits.element();
        let mut set: Vec<u64> = Vec::new();
        let mut tries = 0;
        while (set.len() as u64) < size && tries < 4 * size + 16 {
            let s = self.draw(element, bits);
            if !set.contains(&s) {
                set.push(s);
            }
            tries += 1;
        }
        if set.is_empty() {
            set.push(element.min());
        }
        set
    }

    /// An input of this problem; `shape` is one (the callers build it so).
    fn make(&self, shape: Shape) -> Input {
        Input {
            problem: self.problem,
            shape,
        }
    }

    /// A test case of 51nod 1066 or 1072 with `K ≥ 1`, made a P-position (or, one time in
    /// four, its neighbour) when `p`.
    fn fair_case(&mut self, [x, y]: [u64; 2], p: bool) -> [u64; 2] {
        let y = if self.problem == Problem::Nod1066 {
            y.max(1)
        } else {
            y
        };
        if !p {
            return [x, y];
        }
        let (exact, next) = self.neighbourhood([x, y]);
        let from = if self.rng.below(4) == 0 { next } else { exact };
        let pick = self.rng.below(from.len() as u64);
        usize::try_from(pick)
            .ok()
            .and_then(|i| from.get(i))
            .copied()
            .unwrap_or([x, y])
    }

    /// `input` with its last number changed so that it is a P-position (one stone more or
    /// less when `neighbour`), by the core's values; `None` when no number within the limits
    /// does it, or the input has no number.
    fn completed(&mut self, input: &Input, neighbour: bool) -> Option<Input> {
        let value = self.limits.value();
        let mut shape = input.shape.clone();
        let last = match &mut shape {
            Shape::Cases(_) => return None,
            Shape::Piles(piles) => {
                let problem = self.problem;
                // Staircase: the last odd step (1-based), the one whose stones count.
                let at = match problem {
                    Problem::AcWing892 => piles.len().checked_sub(1).map(|l| l - l % 2)?,
                    _ => piles.len().checked_sub(1)?,
                };
                let slot = piles.get_mut(at)?;
                *slot = 0;
                let target = match problem {
                    Problem::AcWing892 => Some(Staircase::odd_step_xor(piles.iter().copied())),
                    Problem::AcWing894 => {
                        SplitNim::pile_of(SplitNim::grundy_sum(piles.iter().copied()))
                    }
                    _ => Some(Nim::nim_sum(piles.iter().copied())),
                }?;
                let slot = piles.get_mut(at)?;
                *slot = target;
                slot
            }
            Shape::SetNim { set, heaps } => {
                let (last, others) = heaps.split_last_mut()?;
                let set = SubtractionSet::new(set).ok()?;
                let mut values =
                    SetNimValues::with_budget(set, vec![0; SET_NIM_TABLE], SET_NIM_BUDGET);
                let target = values.grundy_sum(others.iter().copied()).ok()?;
                let start = self.draw(value, 12);
                let found = (0..SET_NIM_SEARCH)
                    .filter_map(|i| start.checked_add(i))
                    .chain((0..SET_NIM_SEARCH).filter_map(|i| value.min().checked_add(i)))
                    .filter(|&h| value.contains(h))
                    .find(|&h| values.value(h).ok() == Some(target))?;
                *last = found;
                last
            }
        };
        if neighbour {
            let up = self.rng.below(2) == 0;
            *last = match (up, last.checked_add(1), last.checked_sub(1)) {
                (true, Some(n), _) | (false, _, Some(n)) | (_, Some(n), None) => n,
                (_, None, Some(n)) => n,
                (_, None, None) => *last,
            };
        }
        let done = self.make(shape);
        self.limits.allow(&done).then_some(done)
    }
}

/// The lists of the edge cases: empty, each of `singles` alone, each of `few` twice, the
/// greatest number `top` three times, and each pair of `few` with a third pile of 0 (which
/// the caller makes a P-position, and its neighbour).
fn lists(singles: &[u64], few: &[u64], top: u64) -> Vec<Vec<u64>> {
    let mut lists = vec![Vec::new(), vec![top; 3]];
    lists.extend(singles.iter().map(|&v| vec![v]));
    lists.extend(few.iter().map(|&v| vec![v, v]));
    for (i, &v) in few.iter().enumerate() {
        for &w in few.iter().skip(i) {
            lists.push(vec![v, w, 0]);
        }
    }
    lists
}

/// The numbers of `bounds` where solutions break: its ends and their neighbours, and the
/// powers of two where fixed-width arithmetic overflows or loses precision, with theirs.
fn special(bounds: Bounds) -> Vec<u64> {
    let (lo, hi) = (bounds.min(), bounds.max());
    let mut all = vec![
        lo,
        lo.saturating_add(1),
        lo.saturating_add(2),
        hi,
        hi.saturating_sub(1),
        hi.saturating_sub(2),
    ];
    for bit in [31u32, 32, 53, 63] {
        let p = 1u64 << bit;
        all.extend([p - 1, p, p + 1]);
    }
    all.retain(|&v| bounds.contains(v));
    all.sort_unstable();
    all.dedup();
    all
}

/// A few of [`special`]'s numbers, for the edge cases made of pairs of them.
fn few(bounds: Bounds) -> Vec<u64> {
    let (lo, hi) = (bounds.min(), bounds.max());
    let mut few = vec![
        lo,
        lo.saturating_add(1),
        hi,
        hi.saturating_sub(1),
        1 << 32,
        (1 << 53) + 1,
        1 << 63,
    ];
    few.retain(|&v| bounds.contains(v));
    few.sort_unstable();
    few.dedup();
    few
}

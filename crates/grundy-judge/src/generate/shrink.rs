//! Smaller variants of an input, for shrinking one that a solution fails: inputs with runs
//! of test cases, piles or heaps left out ([`Input::shorter`]), and the input with one of
//! its numbers changed ([`Input::with_number`]) so that a caller can bisect each number down
//! to the least that still fails.

use super::{Input, Limits, Shape};
use crate::Problem;

impl Input {
    /// Inputs shorter than this one within `limits`, the most promising first: whole runs
    /// of test cases, piles or heaps left out (halves, then quarters, … then single ones),
    /// then set elements left out. Every one is a valid input of the problem.
    pub fn shorter(&self, limits: &Limits) -> Vec<Input> {
        let shapes: Vec<Shape> = match &self.shape {
            Shape::Cases(cases) => without_runs(cases).into_iter().map(Shape::Cases).collect(),
            Shape::Piles(piles) => without_runs(piles).into_iter().map(Shape::Piles).collect(),
            Shape::SetNim { set, heaps } => without_runs(heaps)
                .into_iter()
                .map(|h| Shape::SetNim {
                    set: set.clone(),
                    heaps: h,
                })
                .chain(without_runs(set).into_iter().map(|s| Shape::SetNim {
                    set: s,
                    heaps: heaps.clone(),
                }))
                .collect(),
        };
        shapes
            .into_iter()
            .filter_map(|shape| Input::new(self.problem, shape))
            .filter(|i| limits.allow(i))
            .collect()
    }

    /// The numbers of the input but its counts, in order: the test cases' two numbers each,
    /// the piles, or AcWing 893's heaps then its set.
    pub fn numbers(&self) -> Vec<u64> {
        match &self.shape {
            Shape::Cases(cases) => cases.iter().flatten().copied().collect(),
            Shape::Piles(piles) => piles.clone(),
            Shape::SetNim { set, heaps } => heaps.iter().chain(set).copied().collect(),
        }
    }

    /// The least number `limits` allow as number `i` of [`Input::numbers`] (a `K` of 51nod
    /// 1066 and a set element are at least 1).
    pub fn least(&self, i: usize, limits: &Limits) -> u64 {
        let value = limits.value().min();
        match &self.shape {
            Shape::Cases(_) if self.problem == Problem::Nod1066 && i % 2 == 1 => value.max(1),
            Shape::SetNim { heaps, .. } if i >= heaps.len() => limits.element().min().max(1),
            _ => value,
        }
    }

    /// The input with number `i` of [`Input::numbers`] made `v`; `None` when that is not a
    /// valid input within `limits` (a set element twice, a `K` of 0) or `i` is past the end.
    pub fn with_number(&self, i: usize, v: u64, limits: &Limits) -> Option<Input> {
        let mut shape = self.shape.clone();
        let slot = match &mut shape {
            Shape::Cases(cases) => cases.get_mut(i / 2).and_then(|c| c.get_mut(i % 2)),
            Shape::Piles(piles) => piles.get_mut(i),
            Shape::SetNim { set, heaps } => match i.checked_sub(heaps.len()) {
                None => heaps.get_mut(i),
                Some(j) => set.get_mut(j),
            },
        }?;
        *slot = v;
        Input::new(self.problem, shape).filter(|input| limits.allow(input))
    }
}

/// `items` with runs left out: each half, each quarter, … each single item.
fn without_runs<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    let mut out = Vec::new();
    let mut run = items.len() / 2;
    while run >= 1 {
        let mut start = 0;
        while start < items.len() {
            let end = (start + run).min(items.len());
            let mut shorter = items.get(..start).unwrap_or_default().to_vec();
            shorter.extend_from_slice(items.get(end..).unwrap_or_default());
            out.push(shorter);
            start = end;
        }
        run /= 2;
    }
    if items.len() == 1 {
        out.push(Vec::new());
    }
    out
}

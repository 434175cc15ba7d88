//! Valuing what the search found: each position's state, its options and the positions
//! that wait on it, the retrograde pass that settles values, and the mex and nim-sum of
//! parts.

use super::{Rules, SolveError, Solver, State};

impl<R: Rules> Solver<R> {
    pub(super) fn state_of(&self, id: u32) -> State {
        self.state.get(id as usize).copied().unwrap_or(State::Loopy)
    }

    /// The parts of option `o` (an index of `option_ends`).
    pub(super) fn option(&self, o: usize) -> &[u32] {
        let start = o
            .checked_sub(1)
            .and_then(|i| self.option_ends.get(i))
            .copied()
            .unwrap_or(0);
        let end = self.option_ends.get(o).copied().unwrap_or(start);
        self.option_parts.get(start..end).unwrap_or(&[])
    }

    /// Every part of every option of part `id`, end to end.
    pub(super) fn dependencies(&self, id: u32) -> std::ops::Range<usize> {
        let (first, end) = self.key_options.get(id as usize).copied().unwrap_or((0, 0));
        let start = first
            .checked_sub(1)
            .and_then(|i| self.option_ends.get(i))
            .copied()
            .unwrap_or(0);
        let stop = end
            .checked_sub(1)
            .and_then(|i| self.option_ends.get(i))
            .copied()
            .unwrap_or(0);
        start..stop.max(start)
    }

    /// Values every open part reachable from `roots`, depth first without recursion; the
    /// parts that can reach a cycle become [`State::Loopy`].
    pub(super) fn resolve(&mut self, roots: &[u32]) -> Result<(), SolveError<R::Error>> {
        struct Frame {
            id: u32,
            next: usize,
            end: usize,
            loopy: bool,
        }
        let mut stack: Vec<Frame> = Vec::new();
        let mut values: Vec<u64> = Vec::new();
        let mut bits: Vec<u64> = Vec::new();
        for &root in roots {
            if self.state_of(root) != State::Open {
                continue;
            }
            let r = self.dependencies(root);
            stack.push(Frame {
                id: root,
                next: r.start,
                end: r.end,
                loopy: false,
            });
            if let Some(s) = self.state.get_mut(root as usize) {
                *s = State::Visiting;
            }
            while let Some(top) = stack.last_mut() {
                let mut child = None;
                while top.next < top.end {
                    let c = self.option_parts.get(top.next).copied().unwrap_or(0);
                    match self.state_of(c) {
                        State::Solved(_) => {}
                        State::Open => {
                            child = Some(c);
                            break;
                        }
                        State::Loopy | State::Visiting | State::New => top.loopy = true,
                    }
                    top.next += 1;
                }
                if let Some(c) = child {
                    let r = self.dependencies(c);
                    if let Some(s) = self.state.get_mut(c as usize) {
                        *s = State::Visiting;
                    }
                    stack.push(Frame {
                        id: c,
                        next: r.start,
                        end: r.end,
                        loopy: false,
                    });
                    continue;
                }
                let Some(done) = stack.pop() else { break };
                let state = if done.loopy {
                    State::Loopy
                } else {
                    State::Solved(self.mex_of(done.id, &mut values, &mut bits)?)
                };
                if let Some(s) = self.state.get_mut(done.id as usize) {
                    *s = state;
                }
            }
        }
        Ok(())
    }

    /// The mex of the values of the options of part `id`, every part of which is solved.
    pub(super) fn mex_of(
        &self,
        id: u32,
        values: &mut Vec<u64>,
        bits: &mut Vec<u64>,
    ) -> Result<u64, SolveError<R::Error>> {
        let (first, end) = self.key_options.get(id as usize).copied().unwrap_or((0, 0));
        values.clear();
        for o in first..end {
            values.push(self.sum_of(self.option(o)).unwrap_or(0));
        }
        bits.clear();
        bits.resize(values.len() / 64 + 1, 0);
        // The mex of k values is at most k: the bitset always has room.
        grundy::sg::mex_in(values.iter().copied(), bits).map_err(|_| SolveError::TooManyPositions)
    }

    /// The nim-sum of the values of `parts` (the core's [`grundy::Nim::nim_sum`]), when
    /// every one is solved.
    pub(super) fn sum_of(&self, parts: &[u32]) -> Option<u64> {
        let mut unsolved = false;
        let sum = grundy::Nim::nim_sum(parts.iter().map_while(|&q| match self.state_of(q) {
            State::Solved(v) => Some(v),
            _ => {
                unsolved = true;
                None
            }
        }));
        (!unsolved).then_some(sum)
    }
}

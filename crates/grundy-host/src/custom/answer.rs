//! Answering a query: the parts of the positions asked, their values, and a position's
//! analysis (its options, outcome, winning moves and remoteness).

use super::{
    Analysis, Call, Choice, GraphOutcome, Positions, Rules, SolveError, Solver, Table, Value,
    outcome_of,
};

impl<R: Rules> Solver<R> {
    /// Explores and values the parts of `positions`; their part numbers, position by
    /// position.
    pub(super) fn solve_parts(
        &mut self,
        positions: impl IntoIterator<Item = impl AsRef<[u64]>>,
    ) -> Result<Vec<Vec<u32>>, SolveError<R::Error>> {
        let mut frontier = Vec::new();
        let mut all = Vec::new();
        for p in positions {
            let mut ids = Vec::new();
            self.root_parts(p.as_ref(), &mut ids, &mut frontier)?;
            all.push(ids);
        }
        self.explore(frontier)?;
        let flat: Vec<u32> = all.iter().flatten().copied().collect();
        self.resolve(&flat)?;
        Ok(all)
    }

    pub(super) fn values_inner(
        &mut self,
        positions: &[&[u64]],
    ) -> Result<Vec<Value>, SolveError<R::Error>> {
        let parts = self.solve_parts(positions.iter().copied())?;
        let mut values: Vec<Option<Value>> = parts
            .iter()
            .map(|ids| self.sum_of(ids).map(Value::Finite))
            .collect();
        let loopy: Vec<(usize, &[u64])> = positions
            .iter()
            .zip(&values)
            .enumerate()
            .filter(|(_, (_, v))| v.is_none())
            .map(|(i, (&p, _))| (i, p))
            .collect();
        if !loopy.is_empty() {
            let roots: Vec<&[u64]> = loopy.iter().map(|&(_, p)| p).collect();
            let solved = self.loopy_graph(&roots)?;
            for (&(i, _), root) in loopy.iter().zip(&solved.roots) {
                if let Some(slot) = values.get_mut(i) {
                    *slot = Some(solved.value(*root));
                }
            }
        }
        Ok(values
            .into_iter()
            .map(|v| v.unwrap_or(Value::Finite(0)))
            .collect())
    }

    pub(super) fn analyse_inner(
        &mut self,
        position: &[u64],
        remoteness_budget: u64,
    ) -> Result<Analysis<R::Error>, SolveError<R::Error>> {
        let mut moves = Positions::new();
        self.rules()
            .moves(position, &mut moves)
            .map_err(|e| SolveError::rules(Call::Moves, position, e))?;
        // The distinct options, in order.
        let mut seen = Table::default();
        let mut options = Positions::new();
        for o in moves.iter() {
            if seen.intern(o)?.1 {
                options.push(o);
            }
        }
        let parts = self.solve_parts(std::iter::once(position).chain(options.iter()))?;
        let sums: Vec<Option<u64>> = parts.iter().map(|ids| self.sum_of(ids)).collect();
        let finite: Option<Vec<u64>> = sums.iter().copied().collect();
        let (value, outcome, mut choices, graph) = match finite.as_deref() {
            Some([g, rest @ ..]) => {
                let choices = options
                    .iter()
                    .zip(rest)
                    .map(|(o, &v)| Choice {
                        position: o.to_vec(),
                        value: Value::Finite(v),
                        outcome: outcome_of(v),
                        remoteness: None,
                    })
                    .collect();
                (Value::Finite(*g), outcome_of(*g), choices, None)
            }
            _ => {
                let solved = self.loopy_graph(&[position])?;
                let root = solved.roots.first().copied().unwrap_or(0);
                let choices = options
                    .iter()
                    .map(|o| {
                        let node = self.node_of(&solved, o)?;
                        Ok(Choice {
                            position: o.to_vec(),
                            value: solved.value(node),
                            outcome: solved.outcome(node),
                            remoteness: None,
                        })
                    })
                    .collect::<Result<Vec<_>, SolveError<R::Error>>>()?;
                (
                    solved.value(root),
                    solved.outcome(root),
                    choices,
                    Some(solved),
                )
            }
        };
        let budget = self.search_budget;
        self.search_budget = remoteness_budget.min(budget);
        let remoteness = match outcome {
            GraphOutcome::Draw => Ok(None),
            _ => self
                .remoteness(position, outcome, graph.as_ref(), &mut choices)
                .map(Some),
        };
        self.search_budget = budget;
        Ok(Analysis {
            position: position.to_vec(),
            value,
            outcome,
            options: choices,
            remoteness,
        })
    }
}

//! Game scripts and what they return: any text as a script (compiled under small limits,
//! then solved under a small budget at a position read from the input) never panics and
//! every error is one line; and any tree of script values read as a list of positions
//! (`read_positions`) is refused with one line or read exactly.

#![no_main]

use std::num::NonZeroU64;
use std::time::Duration;

use arbitrary::{Arbitrary, Unstructured};
use grundy_host::custom::{Positions, Solver};
use grundy_script::{Limits, Script, read_positions};
use libfuzzer_sys::fuzz_target;
use rhai::{Array, Dynamic};

/// A script value: what a script's function may return.
#[derive(Debug, Arbitrary)]
enum Tree {
    Int(i64),
    Float(f64),
    Text(String),
    Bool(bool),
    Unit,
    List(Vec<Tree>),
}

impl Tree {
    fn dynamic(&self, depth: usize) -> Dynamic {
        match self {
            Self::Int(n) => Dynamic::from_int(*n),
            Self::Float(x) => Dynamic::from_float(*x),
            Self::Text(s) => Dynamic::from(s.clone()),
            Self::Bool(b) => Dynamic::from_bool(*b),
            Self::Unit => Dynamic::UNIT,
            Self::List(items) if depth < 4 => {
                Dynamic::from_array(items.iter().map(|t| t.dynamic(depth + 1)).collect::<Array>())
            }
            Self::List(_) => Dynamic::UNIT,
        }
    }

    /// The positions it holds, when it is a list of lists of non-negative integers.
    fn positions(&self) -> Option<Vec<Vec<u64>>> {
        let Self::List(items) = self else { return None };
        items
            .iter()
            .map(|item| match item {
                Self::List(numbers) => numbers
                    .iter()
                    .map(|n| match n {
                        Self::Int(n) => u64::try_from(*n).ok(),
                        _ => None,
                    })
                    .collect(),
                _ => None,
            })
            .collect()
    }
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(tree) = Tree::arbitrary(&mut u) else {
        return;
    };
    let mut out = Positions::new();
    match read_positions(tree.dynamic(0), &mut out) {
        Ok(()) => {
            let want = tree.positions().expect("read only what is positions");
            let got: Vec<Vec<u64>> = out.iter().map(<[u64]>::to_vec).collect();
            assert_eq!(got, want);
        }
        Err(e) => {
            assert!(tree.positions().is_none(), "refused {tree:?}: {e}");
            assert!(!e.to_string().contains('\n'), "{e}");
        }
    }
    // The rest: a position (a few numbers), then the script's text.
    let Ok(len) = u.int_in_range(0..=3u8) else {
        return;
    };
    let mut position = Vec::new();
    for _ in 0..len {
        let Ok(n) = u.int_in_range(0..=12u64) else {
            return;
        };
        position.push(n);
    }
    let Ok(source) = std::str::from_utf8(u.take_rest()) else {
        return;
    };
    let limits = Limits {
        operations: NonZeroU64::new(20_000).expect("not zero"),
        time: Duration::from_secs(1),
        ..Limits::default()
    };
    let script = match Script::compile_with(source, limits) {
        Ok(s) => s,
        Err(e) => {
            assert!(!e.to_string().contains('\n'), "{e}");
            return;
        }
    };
    let mut solver = Solver::new(script.rules())
        .with_budget(300)
        .with_search_budget(300);
    if let Err(e) = solver.name() {
        assert!(!e.to_string().contains('\n'), "{e}");
    }
    match solver.analyse(&position) {
        Ok(a) => {
            if let Err(e) = &a.remoteness {
                assert!(!e.to_string().contains('\n'), "{e}");
            }
            // Without parts, a value is the mex of its options' values by construction.
            if !script.has_parts() {
                assert_ne!(a.agrees_with_moves(), Some(false));
            }
        }
        Err(e) => assert!(!e.to_string().contains('\n'), "{e}"),
    }
});

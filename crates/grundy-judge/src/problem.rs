//! The judge problems: each one's identifier, title, input and output conventions, and how
//! a name on the command line is read.

use std::fmt;
use std::str::FromStr;

use grundy::GameKind;

use crate::reason::{Field, Unit};

/// One of the seven judge problems.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// 51nod 1066 「Bash游戏」: Bash game, T test cases `N K`, answers `A`/`B`.
    Nod1066,
    /// 51nod 1072 「威佐夫游戏」: Wythoff's game, T test cases `a b`, answers `A`/`B`.
    Nod1072,
    /// 51nod 1069 「Nim游戏」: Nim, N piles, answer `A`/`B`.
    Nod1069,
    /// AcWing 891 「Nim游戏」: Nim, n piles, answer `Yes`/`No`.
    AcWing891,
    /// AcWing 892 「台阶-Nim游戏」: Staircase Nim, n steps, answer `Yes`/`No`.
    AcWing892,
    /// AcWing 893 「集合-Nim游戏」: Set Nim, a set of k elements and n heaps, answer
    /// `Yes`/`No`.
    AcWing893,
    /// AcWing 894 「拆分-Nim游戏」: Split Nim, n piles, answer `Yes`/`No`.
    AcWing894,
}

/// Everything the crate knows of one problem: one row of [`SPECS`].
#[derive(Debug)]
pub(crate) struct Spec {
    pub(crate) problem: Problem,
    pub(crate) id: &'static str,
    pub(crate) title: &'static str,
    pub(crate) game: GameKind,
    pub(crate) input_format: &'static str,
    pub(crate) sample_input: &'static str,
    pub(crate) sample_output: &'static str,
    /// The answer when the first player wins, and when they lose.
    pub(crate) answers: [&'static str; 2],
    /// The count that opens the input.
    pub(crate) count: Field,
    /// What the count counts: `found the end of input after 2 of 3 piles`.
    pub(crate) unit: Unit,
}

/// The seven problems, in the order of [`Problem`]'s variants (checked below, at compile
/// time), so that a problem's row is `SPECS[problem as usize]`.
const SPECS: [Spec; 7] = [
    Spec {
        problem: Problem::Nod1066,
        id: "51nod-1066",
        title: "Bash game (51nod 1066)",
        game: GameKind::Bash,
        input_format: "T, then T lines \"N K\" (N stones, take 1..=K, K >= 1); per line A if the first player wins, else B",
        sample_input: "2\n3 2\n4 2\n",
        sample_output: "B\nA\n",
        answers: ["A\n", "B\n"],
        count: Field::TestCases,
        unit: Unit::TestCases,
    },
    Spec {
        problem: Problem::Nod1072,
        id: "51nod-1072",
        title: "Wythoff's game (51nod 1072)",
        game: GameKind::Wythoff,
        input_format: "T, then T lines \"a b\" (two piles); per line A if the first player wins, else B",
        sample_input: "3\n3 5\n3 4\n1 9\n",
        sample_output: "B\nA\nA\n",
        answers: ["A\n", "B\n"],
        count: Field::TestCases,
        unit: Unit::TestCases,
    },
    Spec {
        problem: Problem::Nod1069,
        id: "51nod-1069",
        title: "Nim (51nod 1069)",
        game: GameKind::Nim,
        input_format: "N, then N pile sizes; A if the first player wins, else B",
        sample_input: "3\n1\n1\n1\n",
        sample_output: "A\n",
        answers: ["A\n", "B\n"],
        count: Field::PileCountN,
        unit: Unit::Piles,
    },
    Spec {
        problem: Problem::AcWing891,
        id: "acwing-891",
        title: "Nim (AcWing 891)",
        game: GameKind::Nim,
        input_format: "n, then n pile sizes; Yes if the first player wins, else No",
        sample_input: "2\n2 3\n",
        sample_output: "Yes\n",
        answers: ["Yes\n", "No\n"],
        count: Field::PileCount,
        unit: Unit::Piles,
    },
    Spec {
        problem: Problem::AcWing892,
        id: "acwing-892",
        title: "Staircase Nim (AcWing 892)",
        game: GameKind::Staircase,
        input_format: "n, then a_1 .. a_n (step i holds a_i stones); Yes if the first player wins, else No",
        sample_input: "3\n2 1 3\n",
        sample_output: "Yes\n",
        answers: ["Yes\n", "No\n"],
        count: Field::StepCount,
        unit: Unit::Steps,
    },
    Spec {
        problem: Problem::AcWing893,
        id: "acwing-893",
        title: "Set Nim (AcWing 893)",
        game: GameKind::SetNim,
        input_format: "k, then k set elements (>= 1), then n, then n heap sizes; Yes if the first player wins, else No",
        sample_input: "2\n2 5\n3\n2 4 7\n",
        sample_output: "Yes\n",
        answers: ["Yes\n", "No\n"],
        count: Field::SetSize,
        unit: Unit::SetElements,
    },
    Spec {
        problem: Problem::AcWing894,
        id: "acwing-894",
        title: "Split Nim (AcWing 894)",
        game: GameKind::SplitNim,
        input_format: "n, then n pile sizes; Yes if the first player wins, else No",
        sample_input: "2\n2 3\n",
        sample_output: "Yes\n",
        answers: ["Yes\n", "No\n"],
        count: Field::PileCount,
        unit: Unit::Piles,
    },
];

/// `SPECS[i]` describes the problem whose discriminant is `i`, and there is a row for each.
const _: () = {
    let mut rows: &[Spec] = &SPECS;
    let mut i = 0;
    while let [row, rest @ ..] = rows {
        assert!(row.problem as usize == i, "SPECS out of order");
        rows = rest;
        i += 1;
    }
    assert!(
        Problem::AcWing894 as usize == i - 1,
        "a problem without a row"
    );
};

impl Problem {
    /// All seven, in the order of the documentation.
    pub const ALL: [Problem; 7] = [
        Self::Nod1066,
        Self::Nod1072,
        Self::Nod1069,
        Self::AcWing891,
        Self::AcWing892,
        Self::AcWing893,
        Self::AcWing894,
    ];

    /// This problem's row of the table.
    pub(crate) fn spec(self) -> &'static Spec {
        // In bounds and the right row: the const block above checks the order.
        #[expect(clippy::indexing_slicing, reason = "checked at compile time above")]
        &SPECS[self as usize]
    }

    /// The identifier, `site-number`, as [`FromStr`] accepts it: `"51nod-1066"`, …
    pub fn id(self) -> &'static str {
        self.spec().id
    }

    /// The game and the problem, e.g. `"Bash game (51nod 1066)"`.
    pub fn title(self) -> &'static str {
        self.spec().title
    }

    /// The game of the problem.
    ///
    /// ```
    /// use grundy::GameKind;
    /// use grundy_judge::Problem;
    ///
    /// assert_eq!(Problem::AcWing892.game(), GameKind::Staircase);
    /// ```
    pub fn game(self) -> GameKind {
        self.spec().game
    }

    /// The problems of `kind`, in the order of [`Problem::ALL`]; Nim has two.
    ///
    /// ```
    /// use grundy::GameKind;
    /// use grundy_judge::Problem;
    ///
    /// let nim: Vec<Problem> = Problem::for_game(GameKind::Nim).collect();
    /// assert_eq!(nim, [Problem::Nod1069, Problem::AcWing891]);
    /// ```
    pub fn for_game(kind: GameKind) -> impl Iterator<Item = Problem> {
        Self::ALL.into_iter().filter(move |p| p.game() == kind)
    }

    /// One line describing the input and the answer.
    pub fn input_format(self) -> &'static str {
        self.spec().input_format
    }

    /// The sample input of the problem statement.
    pub fn sample_input(self) -> &'static str {
        self.spec().sample_input
    }

    /// The expected output for [`Problem::sample_input`].
    pub fn sample_output(self) -> &'static str {
        self.spec().sample_output
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A string that names no problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownProblem {
    /// The string given.
    pub given: String,
}

impl fmt::Display for UnknownProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown problem {:?}, expected one of ", self.given)?;
        for (i, p) in Problem::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(p.id())?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownProblem {}

impl FromStr for Problem {
    type Err = UnknownProblem;

    /// Accepts exactly the identifiers of [`Problem::id`], ignoring ASCII case.
    fn from_str(s: &str) -> Result<Self, UnknownProblem> {
        Self::ALL
            .into_iter()
            .find(|p| p.id().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownProblem {
                given: s.to_owned(),
            })
    }
}

//! The app's long computations as tasks (`grundy_desktop::tasks`): each task's answer against
//! a slow computation written here from the rules alone, and the path a task takes through a
//! web worker (bytes in, rules rebuilt from their description, bytes out) against running it
//! in place with the page's rules.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::type_complexity
)] // Tests may unwrap and index; their tables of cases are tuples.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use grundy::any::AnyMove;
use grundy::set_nim::SubtractionSet;
use grundy::strategy::{SearchError, Solved};
use grundy::sum::SumMove;
use grundy::{Convention, GameSpec, Outcome, Take};
use grundy_desktop::model::rules::Rules;
use grundy_desktop::model::script::{EngineError, ScriptFailure};
use grundy_desktop::model::sequences::{OctalPageError, SetError};
use grundy_desktop::model::spec::NewGame;
use grundy_desktop::runtime::{Job, JobError, Poll};
use grundy_desktop::tasks::{
    JudgeRun, LineSearch, Meter, OctalSequence, PerfectMove, Played, RemotenessSearch, ScriptSolve,
    ScriptValues, SetNimSequence, Task, TaskError, WythoffGrid, run_encoded,
};
use grundy_i18n::Lang;
use grundy_judge::Problem;

/// The mex of a set of values.
fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: HashSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// Grundy values of Set Nim with `set` for piles 0..len, by the mex rule.
fn set_nim_values(set: &[u64], len: usize) -> Vec<u64> {
    let mut g = Vec::with_capacity(len);
    for n in 0..len as u64 {
        let options: Vec<u64> = set
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| g[(n - s) as usize])
            .collect();
        g.push(mex(options));
    }
    g
}

/// One component's rules, written here from each game's definition.
#[derive(Clone, Copy)]
enum Component {
    /// Take any number of stones from one pile.
    Nim,
    /// Take 1..=k from the one pile.
    Bash(u64),
    /// Take an element of the set from one pile.
    SetNim(&'static [u64]),
    /// Take any number from one of the two piles, or the same number from both.
    Wythoff,
    /// Kayles (0.77): take 1 or 2 stones from a row, leaving it whole, shortened, or split
    /// into two rows (Guy and Smith, "The G-values of various games", 1956).
    Kayles,
}

impl Component {
    fn spec(self) -> GameSpec {
        match self {
            Self::Nim => GameSpec::Nim {
                convention: Convention::Normal,
            },
            Self::Bash(k) => GameSpec::Bash {
                max_take: k,
                convention: Convention::Normal,
            },
            Self::SetNim(set) => GameSpec::SetNim {
                set: SubtractionSet::new(set).unwrap(),
            },
            Self::Wythoff => GameSpec::Wythoff,
            Self::Kayles => GameSpec::Octal {
                code: "0.77".parse().unwrap(),
            },
        }
    }

    /// The positions one move leads to.
    fn moves(self, piles: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let take_from_one = |allowed: &dyn Fn(u64) -> bool, out: &mut Vec<Vec<u64>>| {
            for (i, &p) in piles.iter().enumerate() {
                for take in (1..=p).filter(|&t| allowed(t)) {
                    let mut q = piles.to_vec();
                    q[i] -= take;
                    out.push(q);
                }
            }
        };
        match self {
            Self::Nim => take_from_one(&|_| true, &mut out),
            Self::Bash(k) => take_from_one(&|t| t <= k, &mut out),
            Self::SetNim(set) => take_from_one(&|t| set.contains(&t), &mut out),
            Self::Wythoff => {
                take_from_one(&|_| true, &mut out);
                for t in 1..=piles[0].min(piles[1]) {
                    out.push(vec![piles[0] - t, piles[1] - t]);
                }
            }
            Self::Kayles => {
                for (i, &row) in piles.iter().enumerate() {
                    for take in [1, 2].into_iter().filter(|&t| t <= row) {
                        let rest = row - take;
                        let others = || {
                            let mut q = piles.to_vec();
                            q.remove(i);
                            q
                        };
                        // The pins taken from an end, or from inside: two rows a + b = rest.
                        for a in 0..=rest / 2 {
                            let mut q = others();
                            q.extend([a, rest - a].into_iter().filter(|&r| r > 0));
                            q.sort_unstable();
                            out.push(q);
                        }
                    }
                }
            }
        }
        out
    }
}

/// Who wins and the remoteness (Smith, 1966) of a sum, by plain recursion over the moves of
/// its components: a terminal position is lost with remoteness 0 under normal play and won
/// under misère play; a position with a move to a lost one is won, 1 + the least remoteness
/// of those; any other is lost, 1 + the largest remoteness of all moves.
fn solve(
    games: &[Component],
    misere: bool,
    position: &[Vec<u64>],
    memo: &mut HashMap<Vec<Vec<u64>>, Solved>,
) -> Solved {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let mut next = Vec::new();
    for (c, game) in games.iter().enumerate() {
        for part in game.moves(&position[c]) {
            let mut p = position.to_vec();
            p[c] = part;
            next.push(solve(games, misere, &p, memo));
        }
    }
    let lost = |s: &&Solved| s.outcome == Outcome::P;
    let answer = if next.is_empty() {
        let outcome = if misere { Outcome::N } else { Outcome::P };
        Solved {
            outcome,
            remoteness: 0,
        }
    } else if let Some(r) = next.iter().filter(lost).map(|s| s.remoteness).min() {
        Solved {
            outcome: Outcome::N,
            remoteness: r + 1,
        }
    } else {
        Solved {
            outcome: Outcome::P,
            remoteness: 1 + next.iter().map(|s| s.remoteness).max().unwrap(),
        }
    };
    memo.insert(position.to_vec(), answer);
    answer
}

/// A position of `games` (one game, or a sum) starting at `start`, now at `numbers`, with
/// the rules the page would have built.
fn played(games: &[Component], misere: bool, start: &[Vec<u64>], numbers: &[Vec<u64>]) -> Played {
    let game = NewGame {
        specs: games.iter().map(|g| g.spec()).collect(),
        convention: if misere {
            Convention::Misere
        } else {
            Convention::Normal
        },
        start: start.to_vec(),
    };
    let (rules, _) = Rules::build(&game).unwrap();
    Played {
        specs: game.specs,
        convention: game.convention,
        start: game.start,
        numbers: numbers.to_vec(),
        rules: Some(Arc::new(rules)),
    }
}

/// The task's answer in place (with the rules it carries, as on a desktop), and its answer
/// through the bytes a web worker sees (the rules rebuilt there): the two must agree.
#[track_caller]
fn both_ways<T: Task + Clone>(task: T) -> Result<T::Output, TaskError>
where
    T::Output: PartialEq + std::fmt::Debug,
{
    let bytes = task.encode().unwrap();
    let through_worker = run_encoded(&bytes, &Meter::default()).map(|out| T::decode(&out).unwrap());
    let here = task.run();
    assert_eq!(through_worker, here);
    here
}

/// Every position of a sum whose component `c` has piles up to `bounds[c]`.
fn positions(bounds: &[Vec<u64>]) -> Vec<Vec<Vec<u64>>> {
    let mut all = vec![Vec::new()];
    for component in bounds {
        let mut parts = vec![Vec::new()];
        for &bound in component {
            parts = parts
                .into_iter()
                .flat_map(|p: Vec<u64>| {
                    (0..=bound).map(move |n| {
                        let mut q = p.clone();
                        q.push(n);
                        q
                    })
                })
                .collect();
        }
        all = all
            .into_iter()
            .flat_map(|a: Vec<Vec<u64>>| {
                parts.iter().map(move |p| {
                    let mut b = a.clone();
                    b.push(p.clone());
                    b
                })
            })
            .collect();
    }
    all
}

/// A case of the remoteness test: the components, misère play, and the positions.
type Case<'a> = (&'a [Component], bool, Vec<Vec<u64>>);

#[test]
fn remoteness_matches_a_plain_search() {
    let cases: Vec<Case<'_>> = vec![
        (&[Component::Nim], false, vec![vec![3, 4, 5]]),
        (&[Component::Nim], true, vec![vec![2, 3, 4]]),
        (&[Component::SetNim(&[1, 3, 4])], false, vec![vec![9, 9]]),
        (&[Component::Kayles], false, vec![vec![9]]),
        (&[Component::Wythoff], false, vec![vec![7, 9]]),
        (
            &[
                Component::Nim,
                Component::Wythoff,
                Component::Bash(3),
                Component::Kayles,
            ],
            false,
            vec![vec![2], vec![2, 3], vec![5], vec![4]],
        ),
        // A misère sum that is not all Nim: the core cannot tell its outcome, the search does.
        (
            &[Component::Nim, Component::Bash(2)],
            true,
            vec![vec![2, 3], vec![5]],
        ),
    ];
    for (games, misere, start) in cases {
        let mut memo = HashMap::new();
        for numbers in positions(&start) {
            let expected = solve(games, misere, &numbers, &mut memo);
            let search = RemotenessSearch(played(games, misere, &start, &numbers));
            assert_eq!(
                both_ways(search),
                Ok(Ok(expected)),
                "{numbers:?} of {start:?}, misère {misere}"
            );
        }
    }
}

#[test]
fn a_worker_builds_the_rules_of_each_game_it_is_sent() {
    // Two games one after the other on one thread, as a web worker gets them: the rules it
    // kept for the first must not answer for the second.
    let nim = RemotenessSearch(played(&[Component::Nim], false, &[vec![3]], &[vec![3]]));
    let bash = RemotenessSearch(played(&[Component::Bash(1)], false, &[vec![3]], &[vec![3]]));
    for _ in 0..2 {
        // Nim 3: take all, one move. Bash k = 1 from 3: three moves, whoever plays.
        assert_eq!(both_ways(nim.clone()).unwrap().unwrap().remoteness, 1);
        assert_eq!(both_ways(bash.clone()).unwrap().unwrap().remoteness, 3);
    }
}

#[test]
fn a_deep_search_of_a_sum_fits_a_job_s_stack_and_the_depth_limit_is_an_error() {
    // Bash with k = 1 and seven Nim heaps of one stone: every move takes exactly one stone,
    // so with 200 stones every game lasts 200 moves and the player to move at the start
    // loses (the second player makes the last move): remoteness 200, the core's deepest.
    // Every line of play reaches depth 200 in the search, on a job's thread as in the app.
    let games = [
        Component::Bash(1),
        Component::Nim,
        Component::Nim,
        Component::Nim,
        Component::Nim,
        Component::Nim,
        Component::Nim,
        Component::Nim,
    ];
    for (stones, expected) in [
        (
            193,
            Ok(Solved {
                outcome: Outcome::P,
                remoteness: 200,
            }),
        ),
        // One stone more: 201 moves, past the core's depth limit.
        (194, Err(SearchError::TooDeep)),
    ] {
        let mut start = vec![vec![stones]];
        start.extend(std::iter::repeat_n(vec![1], 7));
        let search = RemotenessSearch(played(&games, false, &start, &start));
        let bytes = search.encode().unwrap();
        let mut here = Job::task(None, "the remoteness", search, |solved| solved);
        let mut encoded = Job::spawn(None, "the remoteness, encoded", move || {
            RemotenessSearch::decode(&run_encoded(&bytes, &Meter::default()).unwrap()).unwrap()
        });
        for job in [&mut here, &mut encoded] {
            match job.wait(Duration::from_secs(120)) {
                Poll::Done(solved) => assert_eq!(solved, expected, "{stones} stones"),
                other => panic!("{stones} stones: {other:?}"),
            }
        }
    }
}

#[test]
fn a_task_that_cannot_run_fails_its_job() {
    // Rules that do not build (Bash with k = 0) cannot have come from the page: the worker
    // says so, and the job fails rather than answer.
    let broken = RemotenessSearch(Played {
        specs: vec![GameSpec::Bash {
            max_take: 0,
            convention: Convention::Normal,
        }],
        convention: Convention::Normal,
        start: vec![vec![3]],
        numbers: vec![vec![3]],
        rules: None,
    });
    let e = both_ways(broken.clone()).unwrap_err();
    assert!(e.0.starts_with("the rules do not build"), "{e}");
    let mut job = Job::task(None, "a broken task", broken, |solved| solved);
    assert!(matches!(
        job.wait(Duration::from_secs(20)),
        Poll::Failed(JobError::Stopped)
    ));
    // A position the rules do not have.
    let mut wrong = played(&[Component::Wythoff], false, &[vec![1, 2]], &[vec![1, 2]]);
    wrong.numbers = vec![vec![1, 2, 3]];
    let e = both_ways(RemotenessSearch(wrong)).unwrap_err();
    assert!(
        e.0.starts_with("the position is not one of the rules"),
        "{e}"
    );
}

/// The position after `mv`, applied here: stones taken from one pile.
fn after(position: &[Vec<u64>], mv: SumMove) -> Vec<Vec<u64>> {
    let AnyMove::Take(take) = mv.mv else {
        panic!("not a take: {mv:?}");
    };
    let mut p = position.to_vec();
    p[mv.component][take.pile] -= take.count;
    p
}

#[test]
fn the_hints_searches_answer_for_the_position_its_options_and_the_line() {
    // Nim 2 3 + Bash (k = 3) 6, after two moves; the options asked are every take of up to
    // 6 stones from each pile, so that the illegal ones (Bash takes at most 3, and no more
    // than a pile holds) must be dropped, not answered.
    let games = [Component::Nim, Component::Bash(3)];
    let start = vec![vec![2, 3], vec![6]];
    let line = vec![
        start.clone(),
        vec![vec![2, 1], vec![6]],
        vec![vec![2, 1], vec![4]],
    ];
    let now = line[2].clone();
    let mut options = Vec::new();
    for (component, part) in now.iter().enumerate() {
        for pile in 0..part.len() {
            for count in 1..=6 {
                options.push(SumMove {
                    component,
                    mv: AnyMove::Take(Take { pile, count }),
                });
            }
        }
    }
    // A position of the line that is not one of the rules (Bash has one pile) gets no answer.
    let mut asked_line = line.clone();
    asked_line.push(vec![vec![2, 1], vec![4, 4]]);
    let task = LineSearch {
        played: played(&games, false, &start, &now),
        options: options.clone(),
        line: asked_line,
        memo: None,
    };
    let searched = both_ways(task).unwrap();
    let mut memo = HashMap::new();
    assert_eq!(searched.position, Ok(solve(&games, false, &now, &mut memo)));
    let legal: Vec<SumMove> = options
        .into_iter()
        .filter(|mv| {
            let AnyMove::Take(t) = mv.mv else {
                unreachable!()
            };
            let size = now[mv.component][t.pile];
            t.count <= size && (mv.component == 0 || t.count <= 3)
        })
        .collect();
    let answered: Vec<SumMove> = searched.options.iter().map(|(mv, _)| *mv).collect();
    assert_eq!(answered, legal);
    for (mv, solved) in &searched.options {
        let next = after(&now, *mv);
        assert_eq!(
            *solved,
            Ok(solve(&games, false, &next, &mut memo)),
            "{mv:?}"
        );
    }
    assert_eq!(searched.history.len(), 4);
    for (numbers, solved) in line.iter().zip(&searched.history) {
        assert_eq!(
            *solved,
            Ok(solve(&games, false, numbers, &mut memo)),
            "{numbers:?}"
        );
    }
    assert!(searched.history[3].is_err());
}

#[test]
fn the_perfect_move_wins_soonest_or_loses_slowest() {
    let cases: Vec<(&[Component], Vec<Vec<u64>>)> = vec![
        (&[Component::Nim], vec![vec![3, 4, 5]]),
        (&[Component::SetNim(&[1, 3, 4])], vec![vec![7, 8]]),
        (
            &[
                Component::Nim,
                Component::Bash(3),
                Component::SetNim(&[2, 5]),
            ],
            vec![vec![2, 3], vec![6], vec![7]],
        ),
    ];
    for (games, start) in cases {
        let mut memo = HashMap::new();
        for numbers in positions(&start) {
            let task = PerfectMove(played(games, false, &start, &numbers));
            let chosen = both_ways(task).unwrap();
            let here = solve(games, false, &numbers, &mut memo);
            let Some(mv) = chosen else {
                assert_eq!(here.remoteness, 0, "{numbers:?}: no move, yet not the end");
                continue;
            };
            let next = after(&numbers, mv);
            let there = solve(games, false, &next, &mut memo);
            // The move's position is one move nearer the end of the perfect game.
            assert_eq!(there.remoteness + 1, here.remoteness, "{numbers:?}: {mv:?}");
            let wins = there.outcome == Outcome::P;
            assert_eq!(wins, here.outcome == Outcome::N, "{numbers:?}: {mv:?}");
        }
    }
}

#[test]
fn set_nim_sequences_match_the_mex_rule() {
    for (text, set) in [
        ("2 5 7", vec![2, 5, 7]),
        ("1, 3, 4", vec![1, 3, 4]),
        ("3 4 9 11", vec![3, 4, 9, 11]),
        ("1", vec![1]),
        ("6 10 15", vec![6, 10, 15]),
        // Sets whose sequence starts with a preperiod (8 and 12 values).
        ("2 4 7", vec![2, 4, 7]),
        ("2 7 8", vec![2, 7, 8]),
    ] {
        let sequence = both_ways(SetNimSequence {
            set_text: text.to_owned(),
            table: 4096,
        })
        .unwrap()
        .unwrap();
        let period = sequence.period().unwrap();
        if set == [2, 4, 7] {
            assert_eq!((period.preperiod(), period.period()), (8, 3));
        }
        let len = 3 * (period.preperiod() + period.period()) + 100;
        let slow = set_nim_values(&set, len);
        for (n, &g) in slow.iter().enumerate() {
            assert_eq!(
                sequence.grundy_of(n as u64).map(u64::from),
                Some(g),
                "S = {text}, n = {n}"
            );
        }
        // The period is the least: no shorter shift repeats the values past the preperiod.
        for shorter in 1..period.period() {
            let repeats = (period.preperiod()..len - shorter).all(|n| slow[n] == slow[n + shorter]);
            assert!(!repeats, "S = {text}: {shorter} is a shorter period");
        }
        // Far piles take their value from the period.
        let far = u64::MAX - 12_345;
        let phase = (far - period.preperiod() as u64) % period.period() as u64;
        assert_eq!(
            sequence.grundy_of(far).map(u64::from),
            Some(slow[period.preperiod() + phase as usize]),
            "S = {text}"
        );
        let written: Vec<String> = set.iter().map(u64::to_string).collect();
        assert_eq!(sequence.set(), format!("{{{}}}", written.join(", ")));
    }
}

#[test]
fn set_nim_sequences_report_bad_sets_and_small_tables() {
    let bad = |text: &str, table| {
        both_ways(SetNimSequence {
            set_text: text.to_owned(),
            table,
        })
        .unwrap()
        .unwrap_err()
    };
    assert!(matches!(bad("2 x", 4096), SetError::Number(m) if m == "x"));
    assert_eq!(
        bad("0", 4096),
        SetError::Rules(grundy::error::RulesError::ZeroInSet)
    );
    // S = {1000, 1337} needs more than 64 cells to certify a period: no period, and the
    // values of the piles the table reaches, exact all the same.
    let sequence = both_ways(SetNimSequence {
        set_text: "1000 1337".to_owned(),
        table: 64,
    })
    .unwrap()
    .unwrap();
    assert_eq!(sequence.period(), None);
    // At least the table's piles; the core may know more (no move below 1000: all 0).
    let limit = sequence.max_heap();
    assert!((63..2000).contains(&limit), "{limit}");
    let slow = set_nim_values(&[1000, 1337], limit as usize + 1);
    for (n, &g) in slow.iter().enumerate() {
        assert_eq!(sequence.grundy_of(n as u64).map(u64::from), Some(g));
    }
    assert_eq!(sequence.grundy_of(limit + 1), None);
    // A set reaching past the table has values that are not all 0 below it.
    let sequence = both_ways(SetNimSequence {
        set_text: "3 1000".to_owned(),
        table: 64,
    })
    .unwrap()
    .unwrap();
    assert_eq!(sequence.period(), None);
    let slow = set_nim_values(&[3, 1000], sequence.max_heap() as usize + 1);
    assert!(slow.iter().any(|&g| g != 0));
    for (n, &g) in slow.iter().enumerate() {
        assert_eq!(sequence.grundy_of(n as u64).map(u64::from), Some(g));
    }
}

#[test]
fn wythoff_grid_matches_the_mex_rule() {
    let side = 24;
    let table = both_ways(WythoffGrid { side }).unwrap().unwrap();
    assert_eq!(table.len(), side * side);
    let mut g = vec![vec![0u64; side]; side];
    for a in 0..side {
        for b in 0..side {
            let mut options = Vec::new();
            options.extend((0..a).map(|i| g[i][b]));
            options.extend((0..b).map(|j| g[a][j]));
            options.extend((1..=a.min(b)).map(|k| g[a - k][b - k]));
            g[a][b] = mex(options);
        }
    }
    for a in 0..side {
        for b in 0..side {
            assert_eq!(u64::from(table[b * side + a]), g[a][b], "({a}, {b})");
        }
    }
    assert!(both_ways(WythoffGrid { side: usize::MAX }).is_err());
}

/// The Grundy values of the heaps below `len` of the octal game `0.d1d2d3…` (`digits`),
/// by the mex rule: taking k stones is allowed when digit k has bit 1 and nothing is left,
/// bit 2 and one heap is left, bit 4 and two non-empty heaps are left.
fn octal_values(digits: &[u8], len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len {
        let mut options = Vec::new();
        for (i, &d) in digits.iter().enumerate() {
            let k = i + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                options.push(0);
            }
            if d & 2 != 0 && rest > 0 {
                options.push(g[rest]);
            }
            if d & 4 != 0 {
                options.extend((1..rest).map(|a| g[a] ^ g[rest - a]));
            }
        }
        g.push(mex(options));
    }
    g
}

#[test]
fn octal_sequences_match_the_mex_rule() {
    for (code, digits, certified) in [
        ("0.77", vec![7, 7], Some((71, 12))),
        ("0.07", vec![0, 7], Some((53, 34))),
        ("0.137", vec![1, 3, 7], None),
        ("0.6", vec![6], None),
        (" 0.007 ", vec![0, 0, 7], None),
        ("0.16", vec![1, 6], None),
    ] {
        let values = both_ways(OctalSequence {
            code_text: code.to_owned(),
            table: 4096,
        })
        .unwrap()
        .unwrap();
        assert_eq!(values.code(), code.trim());
        let values = values.values();
        let slow = octal_values(&digits, 600);
        for (n, &g) in slow.iter().enumerate() {
            assert_eq!(
                values.grundy_of(n as u64).map(u64::from),
                Some(g),
                "{code}, n = {n}"
            );
        }
        if let Some(expected) = certified {
            let p = values.period().unwrap();
            assert_eq!((p.preperiod(), p.period()), expected, "{code}");
            // The least: the values repeat from the preperiod on, not from one before,
            // and with no shorter shift.
            let repeats = |from: usize, shift: usize| {
                (from..slow.len() - shift).all(|n| slow[n] == slow[n + shift])
            };
            assert!(repeats(p.preperiod(), p.period()), "{code}");
            assert!(!repeats(p.preperiod() - 1, p.period()), "{code}");
            assert!(
                (1..p.period()).all(|q| !repeats(p.preperiod(), q)),
                "{code}"
            );
            // Far heaps take their value from the period.
            let far = u64::MAX - 777;
            let phase = (far - p.preperiod() as u64) % p.period() as u64;
            assert_eq!(
                values.grundy_of(far).map(u64::from),
                Some(slow[p.preperiod() + phase as usize]),
                "{code}"
            );
        }
    }
    // 0.16's period needs more than 4096 values: the plain table, and nothing past it.
    let plain = both_ways(OctalSequence {
        code_text: "0.16".to_owned(),
        table: 4096,
    })
    .unwrap()
    .unwrap();
    let plain = plain.values();
    assert_eq!((plain.period(), plain.computed()), (None, 4096));
    assert_eq!(plain.grundy_of(4096), None);
    // A code the core does not read says why.
    let bad = both_ways(OctalSequence {
        code_text: "0.7g".to_owned(),
        table: 4096,
    })
    .unwrap()
    .unwrap_err();
    assert_eq!(bad, OctalPageError::Code("0.7g".to_owned()));
    assert!(matches!(
        bad.code_error(),
        Some(grundy::octal::OctalCodeError::BadDigit { .. })
    ));
}

#[test]
fn judge_runs_give_the_sample_outputs_and_the_errors() {
    for p in Problem::ALL {
        let run = JudgeRun {
            problem: p.id().to_owned(),
            input: p.sample_input().to_owned(),
        };
        assert_eq!(
            both_ways(run).unwrap().as_deref(),
            Ok(p.sample_output()),
            "{}",
            p.id()
        );
    }
    let unknown = JudgeRun {
        problem: "no-such-problem".to_owned(),
        input: String::new(),
    };
    assert!(both_ways(unknown).unwrap_err().0.starts_with("problem "));
    let bad = JudgeRun {
        problem: Problem::AcWing891.id().to_owned(),
        input: "2\n1 x\n".to_owned(),
    };
    let text = both_ways(bad).unwrap().unwrap_err();
    let en = text.get(Lang::En);
    assert!(en.starts_with("acwing-891: line 2, column 3: "), "{en}");
    let zh = text.get(Lang::Zh);
    assert!(zh.starts_with("acwing-891：第 2 行第 3 列："), "{zh}");
}

#[test]
fn a_script_solve_crosses_to_a_worker_and_matches_the_mex_rule() {
    // Lasker's Nim by the mex rule: take any number from a heap, or split it in two.
    let mut g = [0u64; 13];
    for n in 0..g.len() {
        let takes = (0..n).map(|m| g[m]);
        let splits = (1..=n / 2).map(|a| g[a] ^ g[n - a]);
        g[n] = mex(takes.chain(splits).collect::<Vec<_>>());
    }
    let source = grundy_desktop::model::script::EXAMPLES[1].source.to_owned();
    for n in 0..g.len() as u64 {
        let task = ScriptSolve {
            source: source.clone(),
            position: vec![n],
            budget: 100_000,
        };
        let a = both_ways(task).unwrap().unwrap();
        assert_eq!(a.value, g[n as usize].to_string(), "heap {n}");
        assert_eq!(a.options.len(), n as usize + n as usize / 2, "heap {n}");
    }
    // The explorer's values of [0]..[12], together.
    let values = ScriptValues {
        source: source.clone(),
        upto: 12,
        budget: 100_000,
    };
    let expected: Vec<String> = g.iter().map(u64::to_string).collect();
    assert_eq!(both_ways(values).unwrap().unwrap(), expected);
    // A script that does not compile, and a budget too small: the engine's message.
    let bad = ScriptSolve {
        source: "fn moves(p) { [ }".to_owned(),
        position: vec![1],
        budget: 10,
    };
    match both_ways(bad).unwrap().unwrap_err() {
        ScriptFailure::Script {
            call: None,
            error: EngineError::Syntax { line: 1, .. },
        } => {}
        e => panic!("{e:?}"),
    }
    let small = ScriptSolve {
        source,
        position: vec![40],
        budget: 10,
    };
    let e = both_ways(small).unwrap().unwrap_err();
    assert!(
        matches!(e, ScriptFailure::Budget { budget: 10, explored } if explored >= 10),
        "{e:?}"
    );
}

#[test]
fn bytes_that_are_no_task_are_an_error() {
    assert!(run_encoded(&[], &Meter::default()).is_err());
    // The first byte names one of the five kinds of task.
    assert!(run_encoded(&[200, 1, 2, 3], &Meter::default()).is_err());
    // A task cut short.
    let judge = JudgeRun {
        problem: "acwing-891".to_owned(),
        input: "2\n2 3\n".to_owned(),
    }
    .encode()
    .unwrap();
    assert!(run_encoded(&judge[..judge.len() - 2], &Meter::default()).is_err());
    // An output cut short.
    let out = run_encoded(
        &WythoffGrid { side: 4 }.encode().unwrap(),
        &Meter::default(),
    )
    .unwrap();
    assert!(WythoffGrid::decode(&out[..out.len() - 1]).is_err());
}

#[test]
fn a_script_solve_counts_the_positions_it_explores_here_and_through_a_worker() {
    // Kayles as a script from a row of 60 pins: the rows 0..=60 are its parts, and the
    // remoteness search walks whole positions.
    let source = grundy_desktop::model::script::EXAMPLES[3].source.to_owned();
    let task = ScriptSolve {
        source,
        position: vec![60],
        budget: 100_000,
    };
    // Through the worker's entry point: every count it posts, in order.
    let counts = Arc::new(std::sync::Mutex::new(Vec::new()));
    let posted = Arc::clone(&counts);
    let meter = Meter::notifying(move |n| posted.lock().unwrap().push(n));
    let out = run_encoded(&task.encode().unwrap(), &meter).unwrap();
    assert!(ScriptSolve::decode(&out).unwrap().is_ok());
    let counts = counts.lock().unwrap().clone();
    assert!(!counts.is_empty(), "no count was posted");
    // Counts of the values' parts (61 rows), then of the remoteness search's whole
    // positions (sums of rows): never 0, never past the budget.
    assert!(
        counts.iter().all(|&n| (1..=100_000).contains(&n)),
        "{counts:?}"
    );
    assert!(counts.len() > 1, "{counts:?}");
    let last = *counts.last().unwrap();
    assert_eq!(meter.get(), last);
    // On a thread: the job shows the count while it runs and keeps the last.
    let mut job = Job::task(None, "job-script", task, |solved| solved.is_ok());
    assert!(matches!(
        job.wait(Duration::from_secs(60)),
        Poll::Done(true)
    ));
    assert_eq!(job.progress(), last);
}

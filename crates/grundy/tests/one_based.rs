//! Messages count piles and components from 1; the largest index prints its successor rather
//! than overflowing (a debug build would panic on `usize::MAX + 1`).

use grundy::Take;
use grundy::split_nim::SplitMove;

#[test]
fn the_last_index_prints_its_successor() {
    let past = (usize::MAX as u128 + 1).to_string();
    let take = Take {
        pile: usize::MAX,
        count: 3,
    };
    assert_eq!(take.to_string(), format!("take 3 from pile {past}"));
    let split = SplitMove {
        pile: usize::MAX,
        into: [1, 2],
    };
    assert_eq!(split.to_string(), format!("split pile {past} into 1 and 2"));
}

#[test]
fn small_indices_count_from_one() {
    assert_eq!(Take { pile: 0, count: 1 }.to_string(), "take 1 from pile 1");
    assert_eq!(
        SplitMove {
            pile: 4,
            into: [0, 7]
        }
        .to_string(),
        "split pile 5 into 0 and 7"
    );
}

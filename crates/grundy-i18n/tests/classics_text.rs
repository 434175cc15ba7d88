//! The classic games' moves in both languages: English equals the core's `Display`, Chinese
//! is Chinese.

#![allow(clippy::unwrap_used)] // Tests may unwrap.

use grundy::Take;
use grundy::coins::{RulerMove, TurtleMove};
use grundy::corners::CornerMove;
use grundy::nim_k::MooreNim;
use grundy_host::classics::ClassicMove;
use grundy_i18n::{Lang, Localize};

fn han(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[track_caller]
fn check<T: Localize + std::fmt::Display>(value: &T) -> String {
    assert_eq!(value.localize(Lang::En), value.to_string());
    let zh = value.localize(Lang::Zh);
    assert!(han(&zh), "{zh}");
    zh
}

#[test]
fn classic_moves_in_both_languages() {
    for coins in [&[8][..], &[3, 8], &[1, 3, 8]] {
        check(&TurtleMove::new(coins).unwrap());
    }
    check(&RulerMove::new(8, 8).unwrap());
    assert_eq!(
        check(&RulerMove::new(5, 8).unwrap()),
        "翻转第 5 到第 8 枚硬币"
    );
    check(&CornerMove::new(1, 2, 4, 5).unwrap());
    let nim = MooreNim::new(3).unwrap();
    for takes in [
        &[Take { pile: 0, count: 3 }][..],
        &[Take { pile: 0, count: 3 }, Take { pile: 3, count: 2 }],
        &[
            Take { pile: 0, count: 3 },
            Take { pile: 3, count: 2 },
            Take { pile: 4, count: 1 },
        ],
    ] {
        check(&nim.make_move(takes).unwrap());
    }
    let three = nim
        .make_move(&[
            Take { pile: 0, count: 3 },
            Take { pile: 3, count: 2 },
            Take { pile: 4, count: 1 },
        ])
        .unwrap();
    assert_eq!(
        three.localize(Lang::Zh),
        "从第 1 堆取走 3 个，第 4 堆取走 2 个，再从第 5 堆取走 1 个"
    );
    let cut = ClassicMove::Hackenbush {
        edge: 2,
        ends: (1, 2),
    };
    assert_eq!(check(&cut), "剪断第 3 条边（1-2）");
    let euclid = ClassicMove::Euclid(Take { pile: 1, count: 3 });
    assert_eq!(euclid.localize(Lang::En), "take 3 from number 2");
    assert!(han(&euclid.localize(Lang::Zh)));
}

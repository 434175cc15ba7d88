//! The unit tests of the sum grammar: every game and option parsed, every mistake named.

use super::*;

#[test]
fn a_sum_of_every_game_parses() {
    let args = "nim 3 4 5 + wythoff 4 7 + set --set 2,5 7 9 + split 2 3 + staircase 2 1 3 + bash --k 3 10 + octal 0.77 5 7 + grundy 10 7 + octal 0.f8 9";
    let words: Vec<&str> = args.split(' ').collect();
    let parsed = parse_sum(&words).unwrap();
    assert_eq!(parsed.components.len(), 9);
    assert_eq!(parsed.components[1].text, "wythoff 4 7");
    assert_eq!(parsed.components[2].numbers, [7, 9]);
    assert_eq!(parsed.convention, Convention::Normal);
    for c in &parsed.components {
        assert_eq!(describe(&c.spec, &c.numbers), c.text);
    }
}

#[test]
fn errors_name_the_component_and_the_argument() {
    let e = parse_sum(&["nim", "3", "+", "wythoff", "4", "x"]).unwrap_err();
    assert_eq!((e.component, e.argument), (2, Some(5)));
    assert!(
        e.to_string()
            .starts_with("component 2 (wythoff 4 x): \"x\""),
        "{e}"
    );
    let e = parse_sum(&["nim", "+5"]).unwrap_err();
    assert_eq!(e.argument, Some(1));
    let e = parse_sum(&["nim", "3", "+"]).unwrap_err();
    assert_eq!(e.component, 2);
    let e = parse_sum(&["chess"]).unwrap_err();
    assert!(e.message.contains("unknown game"));
    let e = parse_sum(&["bash", "10"]).unwrap_err();
    assert!(e.message.contains("--k"));
    let e = parse_sum(&["nim", "--k", "3", "1"]).unwrap_err();
    assert!(e.message.contains("belongs to bash"));
    let e = parse_sum(&["octal", "5", "7"]).unwrap_err();
    assert!(e.message.contains("the octal code \"5\""), "{e}");
    let e = parse_sum(&["octal"]).unwrap_err();
    assert!(e.message.contains("octal needs its code"), "{e}");
    let e = parse_sum::<&str>(&[]).unwrap_err();
    assert_eq!(e.component, 0);
}

#[test]
fn scripts_are_components_of_their_own() {
    let t = parse_terms(&["script", "g.rhai", "7", "0", "+", "nim", "3"]).unwrap();
    assert_eq!(t.terms.len(), 2);
    let Term::Script(s) = &t.terms[0] else {
        panic!("{t:?}")
    };
    assert_eq!(
        (s.file.as_str(), s.numbers.as_slice()),
        ("g.rhai", &[7, 0][..])
    );
    assert_eq!(s.text, "script g.rhai 7 0");
    assert_eq!(t.terms[1].text(), "nim 3");
    let e = parse_terms(&["nim", "3", "+", "script"]).unwrap_err();
    assert_eq!(e.component, 2);
    assert!(e.message.contains("the file of its rules"), "{e}");
    let e = parse_terms(&["script", "g.rhai", "x"]).unwrap_err();
    assert_eq!(e.argument, Some(2));
    let e = parse_terms(&["script", "g.rhai", "--misere", "1"]).unwrap_err();
    assert!(e.message.contains("normal play"), "{e}");
    let e = parse_terms(&["script", "g.rhai", "1", "+", "nim", "--misere", "2"]).unwrap_err();
    assert_eq!(e.component, 1);
    assert!(e.message.contains("normal play"), "{e}");
    let e = parse_sum(&["nim", "1", "+", "script", "g.rhai", "1"]).unwrap_err();
    assert_eq!(e.component, 2);
    let e = parse_terms(&["chess"]).unwrap_err();
    assert!(e.message.ends_with("grundy, script"), "{e}");
}

#[test]
fn a_game_for_a_table_takes_its_parameters_bare_or_as_options() {
    let game = |w: &str| parse_game(&w.split(' ').collect::<Vec<_>>());
    assert_eq!(game("set 2 5 7"), game("set --set 2,5,7"));
    assert_eq!(game("set 7 5 2 5"), game("set --set=2,5,7"));
    assert_eq!(game("bash 3"), game("bash --k=3"));
    assert_eq!(
        game("octal 0.77").unwrap(),
        GameSpec::Octal {
            code: "0.77".parse().unwrap()
        }
    );
    assert!(matches!(game("split"), Ok(GameSpec::SplitNim)));
    let e = game("bash 3 10").unwrap_err();
    assert_eq!(
        e.to_string(),
        "a table is of a game, not of a position: 10 is no parameter of bash"
    );
    for (words, message) in [
        ("nim 3", "not of a position"),
        ("nim + nim", "not of a sum"),
        ("bash --k 3 --misere", "normal play"),
        ("chess", "unknown game \"chess\""),
        ("set", "set needs --set"),
        ("bash", "bash needs --k"),
    ] {
        let e = game(words).unwrap_err();
        assert_eq!(e.component, 0, "{words}");
        assert!(e.to_string().contains(message), "{words}: {e}");
    }
    let e = parse_game::<&str>(&[]).unwrap_err();
    assert!(e.to_string().starts_with("no game given"), "{e}");
}

#[test]
fn misere_anywhere_makes_the_sum_misere() {
    let p = parse_sum(&["nim", "--misere", "1", "1", "2"]).unwrap();
    assert_eq!(p.convention, Convention::Misere);
    assert_eq!(p.components[0].numbers, [1, 1, 2]);
    let p = parse_sum(&["bash", "--k=3", "--misere", "10"]).unwrap();
    assert_eq!(p.convention, Convention::Misere);
}

#[test]
fn numbers_are_digits_only() {
    assert_eq!(number("007"), Ok(7));
    assert_eq!(number("18446744073709551615"), Ok(u64::MAX));
    for bad in [
        "",
        "+5",
        "-1",
        " 5",
        "5 ",
        "1_000",
        "18446744073709551616",
        "0x10",
    ] {
        assert!(number(bad).is_err(), "{bad:?}");
    }
}

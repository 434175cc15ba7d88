//! The message files read as syntax trees: each message's text and the variables it shows
//! or selects on, for the tests of both files.

#![allow(dead_code)] // Each test file uses part of this module.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // Tests may unwrap.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Display;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser::parse;
use grundy_i18n::{Lang, Localize, sources};

/// What a message holds.
#[derive(Debug, Default)]
pub struct Message {
    /// The file it is in.
    pub file: &'static str,
    /// Variables written into the text.
    pub shown: BTreeSet<String>,
    /// Variables only selected on (a plural, a convention).
    pub selectors: BTreeSet<String>,
    /// Messages and terms it refers to.
    pub references: BTreeSet<String>,
    /// Functions it calls.
    pub functions: BTreeSet<String>,
    /// Every piece of text it can show, every variant included.
    pub text: String,
}

impl Message {
    /// Every variable, shown or selected on.
    pub fn variables(&self) -> BTreeSet<String> {
        self.shown.union(&self.selectors).cloned().collect()
    }
}

/// The messages of `lang` by id. Panics on a syntax error, a term, a message without a
/// value, or an id defined twice.
pub fn messages(lang: Lang) -> BTreeMap<String, Message> {
    let mut all = BTreeMap::new();
    for &(file, text) in sources(lang) {
        let resource = parse(text).unwrap_or_else(|(_, errors)| {
            panic!("{lang}/{file} does not parse: {errors:?}");
        });
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    let id = m.id.name.to_owned();
                    let value = m
                        .value
                        .unwrap_or_else(|| panic!("{lang}/{file}: {id} has no value"));
                    assert!(
                        m.attributes.is_empty(),
                        "{lang}/{file}: {id} has attributes"
                    );
                    let mut message = Message {
                        file,
                        ..Message::default()
                    };
                    pattern(&value, &mut message);
                    let old = all.insert(id.clone(), message);
                    assert!(old.is_none(), "{lang}/{file}: {id} is defined twice");
                }
                Entry::Term(t) => panic!("{lang}/{file}: a term -{} (none is used)", t.id.name),
                Entry::Junk { content } => panic!("{lang}/{file}: junk {content:?}"),
                Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => {}
            }
        }
    }
    all
}

fn pattern(p: &Pattern<&str>, m: &mut Message) {
    for element in &p.elements {
        match element {
            PatternElement::TextElement { value } => m.text.push_str(value),
            PatternElement::Placeable { expression } => self::expression(expression, m),
        }
    }
}

fn expression(e: &Expression<&str>, m: &mut Message) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, m, true);
            for v in variants {
                pattern(&v.value, m);
            }
        }
        Expression::Inline(i) => inline(i, m, false),
    }
}

fn inline(i: &InlineExpression<&str>, m: &mut Message, selector: bool) {
    match i {
        InlineExpression::StringLiteral { value } | InlineExpression::NumberLiteral { value } => {
            m.text.push_str(value);
        }
        InlineExpression::VariableReference { id } => {
            let set = if selector {
                &mut m.selectors
            } else {
                &mut m.shown
            };
            set.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { id, arguments } => {
            m.functions.insert(id.name.to_owned());
            for a in &arguments.positional {
                inline(a, m, selector);
            }
            for a in &arguments.named {
                inline(&a.value, m, selector);
            }
        }
        InlineExpression::MessageReference { id, .. } => {
            m.references.insert(id.name.to_owned());
        }
        InlineExpression::TermReference { id, .. } => {
            m.references.insert(format!("-{}", id.name));
        }
        InlineExpression::Placeable { expression } => self::expression(expression, m),
    }
}

/// Whether `text` holds a CJK ideograph.
pub fn has_han(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// English is the `Display`; Chinese has Chinese in it and keeps every number of the
/// English (the same numbers, each written once or more, nothing rounded).
#[track_caller]
pub fn check<T: Localize + Display>(value: &T) -> String {
    let en = value.localize(Lang::En);
    assert_eq!(en, value.to_string(), "English of {en:?}");
    let zh = value.localize(Lang::Zh);
    assert!(has_han(&zh), "{en:?} is not translated: {zh:?}");
    assert_eq!(numbers(&en), numbers(&zh), "{en:?} vs {zh:?}");
    zh
}

/// The distinct runs of digits of a text, in order of first appearance.
pub fn numbers(text: &str) -> Vec<String> {
    let mut seen = Vec::new();
    for n in text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
    {
        if !seen.iter().any(|s: &String| s == n) {
            seen.push(n.to_owned());
        }
    }
    seen.sort();
    seen
}

//! The message files, their bundles and [`tr`].

use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::Lang;

/// The message files: each language has the same files with the same message ids.
const EN: &[(&str, &str)] = &[
    ("core.ftl", include_str!("../locales/en/core.ftl")),
    ("judge.ftl", include_str!("../locales/en/judge.ftl")),
    ("cli.ftl", include_str!("../locales/en/cli.ftl")),
    ("desktop.ftl", include_str!("../locales/en/desktop.ftl")),
    ("theory.ftl", include_str!("../locales/en/theory.ftl")),
];

const ZH: &[(&str, &str)] = &[
    ("core.ftl", include_str!("../locales/zh-CN/core.ftl")),
    ("judge.ftl", include_str!("../locales/zh-CN/judge.ftl")),
    ("cli.ftl", include_str!("../locales/zh-CN/cli.ftl")),
    ("desktop.ftl", include_str!("../locales/zh-CN/desktop.ftl")),
    ("theory.ftl", include_str!("../locales/zh-CN/theory.ftl")),
];

/// The message files of `lang` as (file name, text), as embedded: for tools and tests that
/// read the messages themselves.
pub fn sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::En => EN,
        Lang::Zh => ZH,
    }
}

type Bundle = FluentBundle<FluentResource>;

/// Every language's bundle, parsed once, on first use.
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<[Bundle; 2]> = OnceLock::new();
    let [en, zh] = BUNDLES.get_or_init(|| Lang::ALL.map(build));
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// The bundle of `lang`. The files are tested to parse and to hold each id once; should
/// one not, what parses is kept and the rest is left out (its ids fall back to English).
fn build(lang: Lang) -> Bundle {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode bidi isolation marks around every argument help right-to-left languages;
    // ours are both left-to-right, and the marks would reach terminals and egui as text.
    bundle.set_use_isolating(false);
    for (_, text) in sources(lang) {
        let resource =
            FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(partial, _)| partial);
        // A duplicate id keeps its first message.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    /// An integer: written exactly in plain digits (no grouping, so that it can be typed
    /// back), and selecting the plural form of its value.
    Int(u128),
    /// A decimal written with `digits` digits after the point (at most 6), rounded.
    Decimal {
        /// The value.
        value: f64,
        /// Digits after the point.
        digits: u8,
    },
    /// Text, written as given: a name, a move, a list of numbers, the grammar's words.
    Text(Cow<'a, str>),
}

/// The largest integer every smaller one of which an `f64` holds exactly, 2^53: Fluent's
/// numbers are `f64`s.
const EXACT_IN_F64: u128 = 1 << 53;

impl Arg<'_> {
    fn to_fluent(&self) -> FluentValue<'_> {
        match self {
            Self::Int(n) if *n <= EXACT_IN_F64 => {
                FluentValue::Number(FluentNumber::new(*n as f64, FluentNumberOptions::default()))
            }
            // Past 2^53 an f64 would round the digits. As text the number matches no
            // variant key, so a selector takes its default variant, which is `other`, the
            // plural form of every number this large in English and in Chinese.
            Self::Int(n) => FluentValue::String(n.to_string().into()),
            Self::Decimal { value, digits } if value.is_finite() => {
                let digits = (*digits).min(6);
                let scale = 10f64.powi(i32::from(digits));
                let options = FluentNumberOptions {
                    // Fluent writes `7.` for no digits at all.
                    minimum_fraction_digits: (digits > 0).then_some(usize::from(digits)),
                    ..FluentNumberOptions::default()
                };
                // The shortest decimal of k / 10^d has at most d digits after the point;
                // the option pads it to exactly d.
                FluentValue::Number(FluentNumber::new((value * scale).round() / scale, options))
            }
            Self::Decimal { value, .. } => FluentValue::String(value.to_string().into()),
            Self::Text(text) => FluentValue::String(Cow::Borrowed(text)),
        }
    }
}

macro_rules! int_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Self::Int(u128::from(n))
            }
        }
    )*};
}

int_args!(u8, u16, u32, u64, u128);

impl From<grundy::Nimber> for Arg<'_> {
    /// A Grundy value, written as its number.
    fn from(value: grundy::Nimber) -> Self {
        Self::Int(value.get())
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        // usize is at most 64 bits on every target Rust supports.
        Self::Int(n as u128)
    }
}

/// Signed integers, for literals (`tr!(lang, "id", count = 3)`): a negative one is written
/// as text (no message of ours takes one, and its plural would be English `other`).
macro_rules! signed_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                match u128::try_from(n) {
                    Ok(n) => Self::Int(n),
                    Err(_) => Self::Text(Cow::Owned(n.to_string())),
                }
            }
        }
    )*};
}

signed_args!(i8, i16, i32, i64, i128, isize);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Self::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Self::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Self::Text(Cow::Owned(text))
    }
}

impl From<char> for Arg<'_> {
    fn from(c: char) -> Self {
        Self::Text(Cow::Owned(c.to_string()))
    }
}

/// Why [`try_tr`] gave no text, or not a clean one.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TrError {
    /// No message has this id in this language.
    NoMessage {
        /// The language.
        lang: Lang,
        /// The id.
        id: String,
    },
    /// The message was formatted with errors (an argument missing, a reference to nothing);
    /// `text` is what Fluent made of it, with the faulty parts in braces.
    Format {
        /// The language.
        lang: Lang,
        /// The id.
        id: String,
        /// The text formatted.
        text: String,
        /// Fluent's errors, as text.
        errors: Vec<String>,
    },
}

impl fmt::Display for TrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoMessage { lang, id } => write!(f, "no message {id} in {lang}"),
            Self::Format {
                lang, id, errors, ..
            } => write!(f, "message {id} in {lang}: {}", errors.join("; ")),
        }
    }
}

impl std::error::Error for TrError {}

/// The message `id` of `lang` with `args`, and nothing less: any missing message or
/// formatting error is an `Err`. [`tr`] is the forgiving version the front ends call.
///
/// # Errors
/// [`TrError::NoMessage`] when `lang` has no message `id` (or it has no value, only
/// attributes); [`TrError::Format`] when Fluent reports errors formatting it.
pub fn try_tr(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> Result<String, TrError> {
    let bundle = bundle(lang);
    let no_message = || TrError::NoMessage {
        lang,
        id: id.to_owned(),
    };
    let pattern = bundle
        .get_message(id)
        .ok_or_else(no_message)?
        .value()
        .ok_or_else(no_message)?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.to_fluent());
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned();
    if errors.is_empty() {
        Ok(text)
    } else {
        Err(TrError::Format {
            lang,
            id: id.to_owned(),
            text,
            errors: errors.iter().map(ToString::to_string).collect(),
        })
    }
}

/// The message `id` of `lang` with `args`.
///
/// It never fails: a message missing in Chinese is taken in English, one missing in both
/// is its id, and a formatting error leaves the faulty part in braces (the crate's tests
/// check that none of this happens to the messages it has). The [`tr!`](crate::tr!) macro
/// names the arguments more briefly.
///
/// ```
/// use grundy_i18n::{Arg, Lang, tr};
///
/// let text = tr(Lang::Zh, "move-take", &[("pile", Arg::from(1u64)), ("count", Arg::from(5u64))]);
/// assert_eq!(text, "从第 1 堆取走 5 个");
/// assert_eq!(tr(Lang::Zh, "no-such-message", &[]), "no-such-message");
/// ```
pub fn tr(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    match try_tr(lang, id, args) {
        Ok(text) | Err(TrError::Format { text, .. }) => text,
        Err(_) if lang != Lang::En => tr(Lang::En, id, args),
        Err(_) => id.to_owned(),
    }
}

/// `items` as a list in `lang`: `1, 3, 4` in English, `1、3、4` in Chinese.
pub fn join<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    let separator = tr(lang, "list-separator", &[]);
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    items.join(&separator)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_are_exact_at_every_size() {
        for n in [
            0u128,
            1,
            (1 << 53) - 1,
            1 << 53,
            (1 << 53) + 1,
            u128::from(u64::MAX),
            u128::MAX,
        ] {
            let text = tr(Lang::En, "number", &[("n", Arg::Int(n))]);
            assert_eq!(text, n.to_string());
        }
    }

    #[test]
    fn plurals_follow_each_language() {
        let games = |lang, n: u128| tr(lang, "sum-of-games", &[("count", Arg::Int(n))]);
        assert_eq!(games(Lang::En, 1), "Sum of 1 game");
        assert_eq!(games(Lang::En, 0), "Sum of 0 games");
        assert_eq!(games(Lang::En, 2), "Sum of 2 games");
        assert_eq!(games(Lang::En, 11), "Sum of 11 games");
        assert_eq!(games(Lang::En, 21), "Sum of 21 games");
        assert_eq!(
            games(Lang::En, u128::from(u64::MAX)),
            "Sum of 18446744073709551615 games"
        );
        assert_eq!(games(Lang::Zh, 1), "1 个游戏的和");
        assert_eq!(games(Lang::Zh, 2), "2 个游戏的和");
    }

    #[test]
    fn decimals_have_their_digits() {
        let secs = |value, digits| tr(Lang::En, "number", &[("n", Arg::Decimal { value, digits })]);
        assert_eq!(secs(1.0, 1), "1.0");
        assert_eq!(secs(0.25, 1), "0.3");
        assert_eq!(secs(2.04, 1), "2.0");
        assert_eq!(secs(12.345, 2), "12.35");
        assert_eq!(secs(0.1 + 0.2, 1), "0.3");
        assert_eq!(secs(7.0, 0), "7");
        assert_eq!(secs(f64::INFINITY, 1), "inf");
    }

    #[test]
    fn missing_messages_and_arguments() {
        assert_eq!(
            try_tr(Lang::Zh, "no-such-message", &[]),
            Err(TrError::NoMessage {
                lang: Lang::Zh,
                id: "no-such-message".to_owned()
            })
        );
        assert_eq!(tr(Lang::En, "no-such-message", &[]), "no-such-message");
        let Err(TrError::Format { text, errors, .. }) = try_tr(Lang::Zh, "move-take", &[]) else {
            panic!("a message without its arguments formats with errors");
        };
        assert_eq!(text, "从第 {$pile} 堆取走 {$count} 个");
        assert_eq!(errors.len(), 2);
    }

    #[test]
    fn lists() {
        assert_eq!(join(Lang::En, &["1", "3", "4"]), "1, 3, 4");
        assert_eq!(join(Lang::Zh, &["1", "3", "4"]), "1、3、4");
        assert_eq!(join::<&str>(Lang::Zh, &[]), "");
    }
}

//! The words of grundy's front ends in English and Simplified Chinese: message files in
//! Project Fluent's syntax, the core's moves, outcomes and errors in either language, and a
//! subset of an OFL font holding every Chinese character the messages use.
//!
//! ```
//! use grundy::Take;
//! use grundy::any::AnyMove;
//! use grundy_i18n::{Lang, Localize, tr};
//!
//! let lang = Lang::from_locale("zh_CN.UTF-8").unwrap_or_default();
//! assert_eq!(lang, Lang::Zh);
//! let mv = AnyMove::Take(Take { pile: 0, count: 2 });
//! assert_eq!(mv.localize(lang), "从第 1 堆取走 2 个");
//! assert_eq!(mv.localize(Lang::En), mv.to_string());
//! assert_eq!(tr!(Lang::En, "sum-of-games", count = 1), "Sum of 1 game");
//! assert_eq!(tr!(Lang::En, "sum-of-games", count = 3), "Sum of 3 games");
//! assert_eq!(tr!(Lang::Zh, "sum-of-games", count = 3), "3 个游戏的和");
//! ```
//!
//! The judge formats' errors ([`grundy_judge::JudgeError`]) are [`Localize`] too.
//!
//! The messages live in `locales/<language>/*.ftl`, embedded in the binary; [`tr()`] formats
//! one by its id. Plurals follow the Unicode CLDR rules of each language through Fluent's
//! selectors (English has `one` and `other`, Chinese only `other`). Integers of any size up
//! to `u128` are written exactly, in plain digits, the way the command line reads them back;
//! decimals are written with a fixed count of digits ([`Arg::Decimal`]).
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod classics_text;
mod core_text;
mod judge_text;
mod lang;
mod messages;

pub use core_text::{Localize, numbers_are, octal_name};
pub use lang::{Lang, UnknownLang};
pub use messages::{Arg, TrError, join, sources, tr, try_tr};

/// The font file: a subset of Noto Sans CJK SC Regular holding the characters of every
/// message (both languages), ASCII and the mathematical signs the app draws, as OpenType
/// (CFF outlines). Its licence is [`FONT_LICENSE`]. `fonts/subset.py` writes it.
///
/// egui draws its own Latin fonts first; this font is meant as the fallback after them, for
/// the characters they lack (every Chinese one).
pub fn font_data() -> &'static [u8] {
    include_bytes!("../fonts/NotoSansCJKsc-Regular-subset.otf")
}

/// egui's proportional Latin font, Ubuntu Light, as the subset the web page draws with: the
/// characters of the messages, Latin, Greek and the signs the app draws (`fonts/latin_subset.py`;
/// Ubuntu Font Licence, `fonts/UFL.txt`). A desktop draws with egui's whole font.
pub const UBUNTU_LIGHT_SUBSET: &[u8] = include_bytes!("../fonts/Ubuntu-Light-subset.ttf");

/// egui's monospace font, Hack, as the subset the web page draws with (as
/// [`UBUNTU_LIGHT_SUBSET`]; Hack's licence, `fonts/Hack-Regular.txt`).
pub const HACK_SUBSET: &[u8] = include_bytes!("../fonts/Hack-Regular-subset.ttf");

/// The name to register [`font_data`] under (egui's `FontDefinitions::font_data` key).
pub const FONT_NAME: &str = "NotoSansCJKsc-Regular-subset";

/// The font's copyright notice and licence, the SIL Open Font License 1.1, which must go
/// with every copy of the font.
pub const FONT_LICENSE: &str = include_str!("../fonts/OFL.txt");

/// Formats the message `id` in `lang` with named arguments: `tr!(lang, "id", name = value,
/// …)` is [`tr()`]`(lang, "id", &[("name", Arg::from(value)), …])`.
///
/// ```
/// use grundy_i18n::{Lang, tr};
///
/// assert_eq!(tr!(Lang::En, "tab-play"), "Play");
/// assert_eq!(tr!(Lang::Zh, "move-take", pile = 3, count = 2), "从第 3 堆取走 2 个");
/// ```
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::tr($lang, $id, &[$((stringify!($name), $crate::Arg::from($value))),*])
    };
}

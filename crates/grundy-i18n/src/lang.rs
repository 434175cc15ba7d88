//! The languages, and which one a locale names.

use core::fmt;
use core::str::FromStr;

use unic_langid::LanguageIdentifier;

/// A language of the front ends. With the `serde` feature it is saved as its tag, `en` or
/// `zh-CN`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Lang {
    /// English, the language the core's messages are written in.
    #[default]
    #[cfg_attr(feature = "serde", serde(rename = "en"))]
    En,
    /// Simplified Chinese (zh-CN).
    #[cfg_attr(feature = "serde", serde(rename = "zh-CN"))]
    Zh,
}

impl Lang {
    /// Every language, in the order a language menu lists them.
    pub const ALL: [Self; 2] = [Self::En, Self::Zh];

    /// The BCP 47 tag of the messages: `en`, `zh-CN`.
    pub const fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Zh => "zh-CN",
        }
    }

    /// The language's name in itself, for a language menu: `English`, `简体中文`.
    pub const fn native_name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Zh => "简体中文",
        }
    }

    /// The language a locale names, or `None` when it names neither of ours (or is not a
    /// locale).
    ///
    /// Takes POSIX locales (`zh_CN.UTF-8`, `en_US@euro`) and BCP 47 tags (`zh-Hans-CN`,
    /// `en-GB`, a browser's `navigator.language`). Every Chinese locale, Traditional ones
    /// included, gets the Simplified Chinese messages; `C` and `POSIX` are English.
    ///
    /// ```
    /// use grundy_i18n::Lang;
    ///
    /// assert_eq!(Lang::from_locale("zh_CN.UTF-8"), Some(Lang::Zh));
    /// assert_eq!(Lang::from_locale("zh-Hans-CN"), Some(Lang::Zh));
    /// assert_eq!(Lang::from_locale("en-US"), Some(Lang::En));
    /// assert_eq!(Lang::from_locale("C.UTF-8"), Some(Lang::En));
    /// assert_eq!(Lang::from_locale("fr_FR"), None);
    /// ```
    pub fn from_locale(locale: &str) -> Option<Self> {
        // A POSIX locale's codeset (`.UTF-8`) and modifier (`@euro`) say nothing of the
        // language, and its territory is joined by `_` where BCP 47 has `-`.
        let name = locale
            .trim()
            .split(['.', '@'])
            .next()
            .unwrap_or_default()
            .replace('_', "-");
        if name == "C" || name == "POSIX" {
            return Some(Self::En);
        }
        let id: LanguageIdentifier = name.parse().ok()?;
        match id.language.as_str() {
            "en" => Some(Self::En),
            "zh" => Some(Self::Zh),
            _ => None,
        }
    }

    /// The first of `locales` (in order of preference, as a browser's
    /// `navigator.languages`) that names one of our languages; English when none does.
    ///
    /// ```
    /// use grundy_i18n::Lang;
    ///
    /// assert_eq!(Lang::negotiate(["fr-FR", "zh-CN", "en"]), Lang::Zh);
    /// assert_eq!(Lang::negotiate(["de"]), Lang::En);
    /// ```
    pub fn negotiate<'a>(locales: impl IntoIterator<Item = &'a str>) -> Self {
        locales
            .into_iter()
            .find_map(Self::from_locale)
            .unwrap_or_default()
    }

    /// The language of the messages by the POSIX rule: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides; English when it names
    /// another language, and when none is set (as in a browser, which has no environment).
    pub fn from_env() -> Self {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    /// [`Lang::from_env`] over any source of variables (a test's, a child process's).
    ///
    /// ```
    /// use grundy_i18n::Lang;
    ///
    /// let env = |name: &str| match name {
    ///     "LANG" => Some("zh_CN.UTF-8".to_owned()),
    ///     "LC_ALL" => Some(String::new()),
    ///     _ => None,
    /// };
    /// assert_eq!(Lang::from_vars(env), Lang::Zh);
    /// ```
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Self {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty())
            .and_then(|value| Self::from_locale(&value))
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    /// The BCP 47 tag, [`Lang::code`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A string names none of the languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang {
    /// The string given.
    pub given: String,
}

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language '{}': en or zh", self.given)
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;

    /// A locale, by [`Lang::from_locale`]: `en`, `zh`, `zh-CN`, `zh_CN.UTF-8`, …
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::from_locale(s).ok_or_else(|| UnknownLang {
            given: s.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_of_every_shape() {
        for zh in [
            "zh",
            "zh_CN",
            "zh_CN.UTF-8",
            "zh_CN.GB18030",
            "zh_TW.Big5",
            "zh-Hant-TW",
            "zh-SG",
            "ZH-cn",
            " zh_CN.utf8 ",
        ] {
            assert_eq!(Lang::from_locale(zh), Some(Lang::Zh), "{zh}");
        }
        for en in [
            "en",
            "en_US.UTF-8",
            "en_GB@euro",
            "en-Latn-US",
            "C",
            "POSIX",
            "C.UTF-8",
        ] {
            assert_eq!(Lang::from_locale(en), Some(Lang::En), "{en}");
        }
        for other in ["", "fr_FR.UTF-8", "de", "x", "zhx", "c", "-", "ja-JP"] {
            assert_eq!(Lang::from_locale(other), None, "{other}");
        }
    }

    #[test]
    fn the_first_variable_set_decides() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(Lang::from_vars(env(&[])), Lang::En);
        assert_eq!(Lang::from_vars(env(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        assert_eq!(
            Lang::from_vars(env(&[("LANG", "zh_CN.UTF-8"), ("LC_ALL", "C")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_vars(env(&[("LANG", "en_US"), ("LC_MESSAGES", "zh_CN")])),
            Lang::Zh
        );
        // A language we do not have is English, not the next variable's language.
        assert_eq!(
            Lang::from_vars(env(&[("LANG", "zh_CN"), ("LC_MESSAGES", "fr_FR")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_vars(env(&[("LANG", "zh_CN"), ("LC_ALL", "")])),
            Lang::Zh
        );
    }

    #[cfg(feature = "serde")]
    #[test]
    fn saved_as_its_tag() {
        use serde::Deserialize;
        use serde::de::value::{Error, StrDeserializer};
        for lang in Lang::ALL {
            let read = Lang::deserialize(StrDeserializer::<Error>::new(lang.code()));
            assert_eq!(read, Ok(lang));
        }
        assert!(Lang::deserialize(StrDeserializer::<Error>::new("fr")).is_err());
    }

    #[test]
    fn parsing_and_display() {
        assert_eq!("zh".parse(), Ok(Lang::Zh));
        assert_eq!("en".parse(), Ok(Lang::En));
        assert_eq!(
            "klingon".parse::<Lang>().map_err(|e| e.to_string()),
            Err("unknown language 'klingon': en or zh".to_owned())
        );
        for lang in Lang::ALL {
            assert_eq!(lang.to_string().parse(), Ok(lang));
        }
    }
}

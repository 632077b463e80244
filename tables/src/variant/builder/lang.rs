//! The languages the variant tables are written in.

use core::fmt;
use core::str::FromStr;

/// The language of a [`VariantBuilder`](super::VariantBuilder)'s output (`--lang` of
/// `chesstab variant`): Rust (the default), C, C++ or JSON.
///
/// ```
/// use chesstab_tables::variant::VariantLang;
/// assert_eq!("cpp".parse::<VariantLang>()?, VariantLang::Cpp);
/// assert_eq!(VariantLang::Json.name(), "json");
/// let err = "go".parse::<VariantLang>().unwrap_err();
/// assert_eq!(err.to_string(), "unknown language 'go'; expected one of rust, c, cpp, json");
/// # Ok::<(), chesstab_tables::variant::UnknownLang>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum VariantLang {
    /// A Rust file of `static`s and lookup functions, to `include!`.
    #[default]
    Rust,
    /// A C99 header.
    C,
    /// A C++17 header.
    Cpp,
    /// JSON.
    Json,
}

impl VariantLang {
    /// Every language, in the order help texts list them.
    pub const ALL: [VariantLang; 4] = [
        VariantLang::Rust,
        VariantLang::C,
        VariantLang::Cpp,
        VariantLang::Json,
    ];

    /// The language's name as `--lang` takes it.
    ///
    /// ```
    /// assert_eq!(chesstab_tables::variant::VariantLang::Cpp.name(), "cpp");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            VariantLang::Rust => "rust",
            VariantLang::C => "c",
            VariantLang::Cpp => "cpp",
            VariantLang::Json => "json",
        }
    }

    /// Whether the output's names take a prefix (C) or a namespace (C++).
    ///
    /// ```
    /// use chesstab_tables::variant::VariantLang;
    /// assert!(VariantLang::C.takes_prefix() && !VariantLang::Rust.takes_prefix());
    /// ```
    pub const fn takes_prefix(self) -> bool {
        matches!(self, VariantLang::C | VariantLang::Cpp)
    }
}

impl fmt::Display for VariantLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for VariantLang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        VariantLang::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownLang(s.to_owned()))
    }
}

/// A language name that is not one, with the accepted names.
///
/// ```
/// use chesstab_tables::variant::{UnknownLang, VariantLang};
/// let err = "rsut".parse::<VariantLang>().unwrap_err();
/// assert_eq!(err, UnknownLang("rsut".to_owned()));
/// assert!(err.to_string().starts_with("unknown language 'rsut' (did you mean 'rust'?)"), "{err}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = VariantLang::ALL.map(VariantLang::name);
        write!(f, "unknown language '{}'", self.0)?;
        if let Some(near) = crate::suggest::did_you_mean(&self.0, names) {
            write!(f, " (did you mean '{near}'?)")?;
        }
        f.write_str("; expected one of ")?;
        crate::suggest::write_list(f, &names)
    }
}

impl std::error::Error for UnknownLang {}

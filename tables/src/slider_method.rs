//! The runtime's slider methods, next to the catalogue groups they read: the one list the CLI
//! (`perft --sliders`), the macros (`sliders = …`) and the runtime's generated tables read, so that
//! adding a method touches one list.

use core::fmt;
use core::str::FromStr;

use crate::catalogue::Group;
use crate::suggest::{closest, write_list};

/// How the runtime looks up the attacks of sliding pieces.
///
/// ```
/// use chesstab_tables::{Group, SliderMethod};
/// let method: SliderMethod = "PEXT".parse().unwrap();
/// assert_eq!(method, SliderMethod::Pext);
/// assert_eq!(method.to_string(), "pext");
/// assert_eq!(method.groups(), [Group::Pext]);
/// assert_eq!(SliderMethod::default(), SliderMethod::BlackMagic);
/// let err = "clasical".parse::<SliderMethod>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "unknown slider method 'clasical' (did you mean 'classical'?); expected one of magic, pext, rotated, classical, black-magic, hyperbola, obstruction, kindergarten"
/// );
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SliderMethod {
    /// Fancy magic bitboards (the `magic` group): a shift per square.
    Magic,
    /// PEXT bitboards (the `pext` group): the BMI2 instruction when compiled for it, a portable
    /// loop otherwise, several times slower and silent in Rust (`chesstab::sliders::PEXT_NATIVE`
    /// tells which; `chesstab perft` says it in its speed line); in the C and C++ headers a
    /// call of a PEXT lookup is then diagnosed (GCC and Clang 14 or later: a warning for each
    /// call of the loop the program keeps, at every optimisation level; other compilers:
    /// `deprecated`), unless `CHESSTAB_ALLOW_PORTABLE_PEXT` is defined.
    Pext,
    /// Rotated bitboards (the `rotated` group).
    Rotated,
    /// Rays cut at their first blocker, from the `lines` group every method reads.
    Classical,
    /// Black magic bitboards (the `black-magic` group): fixed-shift magics, one overlapped
    /// attack table; the default, as for the built-in mappings (the fastest method on the
    /// baseline x86-64 build: [BENCHMARKS.md, "Slider
    /// lookups"](https://github.com/chesstab/chesstab/blob/main/BENCHMARKS.md#slider-lookups)), and the C and C++ headers'
    /// neutral lookups' method when its group is generated.
    #[default]
    BlackMagic,
    /// Hyperbola quintessence (the `hyperbola` group): a subtraction each way along the lines
    /// with one square per byte (a byte swap reverses them), a 512-byte table for the line
    /// within the byte.
    Hyperbola,
    /// Obstruction difference (the `obstruction` group): each line split at the square, the
    /// attacks between the nearest blockers by one subtraction.
    Obstruction,
    /// Kindergarten bitboards (the `kindergarten` group): each line's occupancy gathered by a
    /// multiplication, its attacks from two small shared tables.
    Kindergarten,
}

impl SliderMethod {
    /// Every method, in the order help texts and error messages list them.
    pub const ALL: [SliderMethod; 8] = [
        SliderMethod::Magic,
        SliderMethod::Pext,
        SliderMethod::Rotated,
        SliderMethod::Classical,
        SliderMethod::BlackMagic,
        SliderMethod::Hyperbola,
        SliderMethod::Obstruction,
        SliderMethod::Kindergarten,
    ];

    /// The name users write (`--sliders`, `sliders = …`), lower case.
    pub const fn name(self) -> &'static str {
        match self {
            SliderMethod::Magic => "magic",
            SliderMethod::Pext => "pext",
            SliderMethod::Rotated => "rotated",
            SliderMethod::Classical => "classical",
            SliderMethod::BlackMagic => "black-magic",
            SliderMethod::Hyperbola => "hyperbola",
            SliderMethod::Obstruction => "obstruction",
            SliderMethod::Kindergarten => "kindergarten",
        }
    }

    /// How the method finds the attacks, in a few words (for help texts).
    ///
    /// ```
    /// use chesstab_tables::SliderMethod;
    /// assert_eq!(SliderMethod::Rotated.description(), "rotated bitboards");
    /// ```
    pub const fn description(self) -> &'static str {
        match self {
            SliderMethod::Magic => "fancy magic bitboards",
            SliderMethod::Pext => {
                "the BMI2 instruction when compiled for it, otherwise a portable loop several times slower"
            }
            SliderMethod::Rotated => "rotated bitboards",
            SliderMethod::Classical => "rays cut at the first blocker",
            SliderMethod::BlackMagic => "fixed-shift magic bitboards with one overlapped table",
            SliderMethod::Hyperbola => "hyperbola quintessence",
            SliderMethod::Obstruction => "obstruction difference",
            SliderMethod::Kindergarten => "kindergarten bitboards",
        }
    }

    /// `true` when the C and C++ headers have lookups for the method (every method but
    /// `classical`, whose rays and bit scans engines write their own way).
    ///
    /// ```
    /// use chesstab_tables::SliderMethod;
    /// assert!(SliderMethod::Pext.has_header_lookups());
    /// assert!(!SliderMethod::Classical.has_header_lookups());
    /// ```
    pub const fn has_header_lookups(self) -> bool {
        !matches!(self, SliderMethod::Classical)
    }

    /// The catalogue groups whose tables only this method reads (empty when it reads only
    /// tables every method has).
    pub const fn groups(self) -> &'static [Group] {
        match self {
            SliderMethod::Magic => &[Group::Magic],
            SliderMethod::Pext => &[Group::Pext],
            SliderMethod::Rotated => &[Group::Rotated],
            SliderMethod::Classical => &[],
            SliderMethod::BlackMagic => &[Group::BlackMagic],
            SliderMethod::Hyperbola => &[Group::Hyperbola],
            SliderMethod::Obstruction => &[Group::Obstruction],
            SliderMethod::Kindergarten => &[Group::Kindergarten],
        }
    }

    /// The groups a runtime that offers `methods` reads, in catalogue order: every group but
    /// those of the other slider methods and the `nnue` groups (the runtime computes its
    /// feature indices from the `no_std` core, `chesstab_tables::nnue`). So a group the runtime starts to read (as it did
    /// `x88`) needs no change here, at the price of a few unread small tables.
    ///
    /// ```
    /// use chesstab_tables::{Group, SliderMethod};
    /// let rotated = SliderMethod::runtime_groups(&[SliderMethod::Rotated]);
    /// assert!(rotated.contains(&Group::Rotated) && rotated.contains(&Group::Lines));
    /// assert!(!rotated.contains(&Group::Magic) && !rotated.contains(&Group::Pext));
    /// let all = SliderMethod::runtime_groups(&SliderMethod::ALL);
    /// assert_eq!(all.len() + Group::NNUE.len(), Group::ALL.len()); // never the nnue groups
    /// ```
    pub fn runtime_groups(methods: &[SliderMethod]) -> Vec<Group> {
        let mut groups = Vec::new();
        for &g in Group::ALL {
            if Group::NNUE.contains(&g) {
                continue;
            }
            let mut read = true;
            for m in SliderMethod::ALL {
                read &= methods.contains(&m) || !m.groups().contains(&g);
            }
            if read {
                groups.push(g);
            }
        }
        groups
    }

    /// The names of [`SliderMethod::ALL`], in order.
    fn names() -> [&'static str; 8] {
        let mut names = [""; 8];
        for (name, m) in names.iter_mut().zip(SliderMethod::ALL) {
            *name = m.name();
        }
        names
    }
}

impl fmt::Display for SliderMethod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for SliderMethod {
    type Err = ParseSliderMethodError;

    /// Parses a method name, ignoring ASCII case, with `_` accepted for `-` (`black_magic`,
    /// the spelling of an identifier).
    ///
    /// ```
    /// use chesstab_tables::SliderMethod;
    /// assert_eq!("Black_Magic".parse(), Ok(SliderMethod::BlackMagic));
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let spelled = s.replace('_', "-");
        for m in SliderMethod::ALL {
            if m.name().eq_ignore_ascii_case(&spelled) {
                return Ok(m);
            }
        }
        Err(ParseSliderMethodError {
            given: s.to_owned(),
            suggestion: closest(s, &SliderMethod::names()).and_then(|name| name.parse().ok()),
        })
    }
}

/// A slider method name that is not one of [`SliderMethod::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSliderMethodError {
    given: String,
    suggestion: Option<SliderMethod>,
}

impl ParseSliderMethodError {
    /// The name that was rejected.
    pub fn given(&self) -> &str {
        &self.given
    }

    /// The closest method, when the name looks like a typo of one.
    ///
    /// ```
    /// use chesstab_tables::SliderMethod;
    /// let err = "magics".parse::<SliderMethod>().unwrap_err();
    /// assert_eq!(err.suggestion(), Some(SliderMethod::Magic));
    /// assert_eq!("queen".parse::<SliderMethod>().unwrap_err().suggestion(), None);
    /// ```
    pub fn suggestion(&self) -> Option<SliderMethod> {
        self.suggestion
    }
}

impl fmt::Display for ParseSliderMethodError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown slider method '{}'", self.given)?;
        if let Some(s) = self.suggestion {
            write!(f, " (did you mean '{s}'?)")?;
        }
        f.write_str("; expected one of ")?;
        write_list(f, &SliderMethod::names())
    }
}

impl std::error::Error for ParseSliderMethodError {}

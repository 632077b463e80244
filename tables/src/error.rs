//! The errors of user input: unknown names of tables, groups, mappings and languages.

use core::fmt;

use crate::catalogue::{CATALOGUE, Group};
use crate::mapping::ParseMappingError;
use crate::suggest::write_list;

/// What was wrong with a request, naming what is accepted instead.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// A name that is neither a table nor a group of the catalogue.
    UnknownTable {
        /// The name as given.
        given: String,
        /// The closest accepted name, when one is close.
        suggestion: Option<String>,
    },
    /// A mapping name that is not one of the eight.
    UnknownMapping(ParseMappingError),
    /// An output language other than `rust`, `c` and `json`.
    UnknownLang {
        /// The name as given.
        given: String,
    },
    /// A selection that names no table at all.
    EmptySelection,
    /// A record path for Rust output that is not a Rust path.
    InvalidRecordPath {
        /// The path as given.
        given: String,
    },
    /// A prefix for C names that is not a C identifier.
    InvalidPrefix {
        /// The prefix as given.
        given: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownTable { given, suggestion } => {
                write!(f, "unknown table or group '{given}'")?;
                if let Some(s) = suggestion {
                    write!(f, " (did you mean '{s}'?)")?;
                }
                f.write_str("; expected a group (")?;
                write_list(f, Group::ALL.iter().map(|g| g.name()))?;
                f.write_str(") or a table (")?;
                write_list(f, CATALOGUE.iter().map(|t| t.name))?;
                f.write_str(")")
            }
            Error::UnknownMapping(e) => e.fmt(f),
            Error::UnknownLang { given } => {
                write!(
                    f,
                    "unknown language '{given}'; expected one of rust, c, json"
                )
            }
            Error::EmptySelection => {
                f.write_str("no table selected; name at least one table or group")
            }
            Error::InvalidRecordPath { given } => write!(
                f,
                "invalid record path '{given}'; expected a Rust path such as crate or ::chesstab"
            ),
            Error::InvalidPrefix { given } => write!(
                f,
                "invalid C prefix '{given}'; expected a C identifier such as chesstab_ or chesstab_lefr_"
            ),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::UnknownMapping(e) => Some(e),
            _ => None,
        }
    }
}

impl From<ParseMappingError> for Error {
    fn from(e: ParseMappingError) -> Self {
        Error::UnknownMapping(e)
    }
}

/// An `InvalidInput` I/O error that prints the message in its `Debug` form too: a build script
/// whose `main` returns `std::io::Result<()>` prints the error with `{:?}`, so an unknown
/// table name shows as `Error: Custom { kind: InvalidInput, error: unknown table or group …
/// (did you mean …?); expected … }`. The [`Error`] is the I/O error's inner error's source.
///
/// ```
/// use chesstab_tables::{Builder, Error};
/// let io: std::io::Error = Builder::new().tables(["rayz"]).generate().unwrap_err().into();
/// let debug = format!("{io:?}");
/// assert!(debug.contains("error: unknown table or group 'rayz' (did you mean 'rays'?)"), "{debug}");
/// let inner = io.get_ref().and_then(|e| e.source()).and_then(|e| e.downcast_ref::<Error>());
/// assert!(matches!(inner, Some(Error::UnknownTable { .. })));
/// ```
impl From<Error> for std::io::Error {
    fn from(e: Error) -> Self {
        std::io::Error::new(std::io::ErrorKind::InvalidInput, Readable(e))
    }
}

/// An [`Error`] whose `Debug` is its message.
struct Readable(Error);

impl fmt::Debug for Readable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl fmt::Display for Readable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for Readable {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.0)
    }
}

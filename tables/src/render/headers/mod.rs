//! The C family: the C99 header (`c`) and the C++17 header (`cpp`), what they share (the
//! slider lookups, the macro shield, the split form and its pair seal, the self-test), and
//! the names they keep for themselves ([`names`], read in every build: a board table is
//! refused a reserved name in every language, so that a name accepted once works everywhere).

#[cfg(feature = "headers")]
pub mod c;
#[cfg(feature = "headers")]
mod compilers;
#[cfg(feature = "headers")]
pub mod cpp;
#[cfg(feature = "headers")]
pub mod lookups;
pub mod names;
#[cfg(feature = "headers")]
pub mod self_test;
#[cfg(feature = "headers")]
mod shield;
#[cfg(feature = "headers")]
pub mod split;
#[cfg(feature = "headers")]
pub mod split_pair;

use crate::render::Options;
use crate::render::arrange::Marks;
use crate::table::Table;

/// What the C family adds to an output language (C, C++): slider lookups (the option
/// [`Options::sliders`]), and two more forms of output, the split form and the self-test
/// ([`Renderer::headers`](crate::render::Renderer::headers)).
pub trait Headers: Sync {
    /// The extensions the split form's header may end in (C: `h`; C++: `hpp`, `hh`, `hxx`,
    /// `h`): the source file is named after the header, with [`Headers::source_extension`].
    fn header_extensions(&self) -> &'static [&'static str];
    /// The split form's source file's extension (`c`, `cpp`).
    fn source_extension(&self) -> &'static str;
    /// The split form's files, sealed as a pair: the header (recording into `marks` where each
    /// table and line of entries starts), the source file that includes it as `header_name`,
    /// and with [`Options::embed`] the large tables' bytes. The options have passed
    /// [`Renderer::check`](crate::render::Renderer::check).
    fn render_split(
        &self,
        tables: &[Table],
        options: &Options<'_>,
        header_name: &str,
        marks: Option<&mut Marks>,
    ) -> SplitFiles;
    /// The self-test: a source file that includes `header` and compares an engine's own
    /// tables and slider attacks with the header's.
    fn render_self_test(&self, tables: &[Table], options: &Options<'_>, header: &str) -> String;
}

/// The files of the split form ([`Headers::render_split`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitFiles {
    /// The header.
    pub header: String,
    /// The source file.
    pub source: String,
    /// The files of the large tables' bytes, named for the source file's directory
    /// (`tables.c.magic_attacks.bin`), empty without [`Options::embed`].
    pub bytes: Vec<(String, Vec<u8>)>,
}

/// The form of a C or C++ header: one file, or the split form's header (whose source file
/// may embed its large tables' bytes, which the header records by digest).
#[cfg(feature = "headers")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// One header (C: with the definitions under `CHESSTAB_IMPLEMENTATION`).
    Single,
    /// The split form's header: declarations, and per group an omit macro
    /// ([`split::omit_macro`]).
    Split {
        /// The source file embeds the large tables' bytes ([`crate::Builder::embed`]).
        embed: bool,
    },
}

#[cfg(feature = "headers")]
impl Form {
    /// The form `options` ask for.
    pub(crate) fn of(options: &Options<'_>) -> Form {
        if options.split {
            Form::Split {
                embed: options.embed,
            }
        } else {
            Form::Single
        }
    }
}

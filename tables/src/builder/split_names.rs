//! The split form's rules for its files' names: the header's name needs one of its language's
//! header extensions, which the source file's replaces
//! ([`Headers`](crate::render::Headers)).

use std::path::{Path, PathBuf};

use crate::error::Error;

use super::Builder;

impl Builder {
    /// The source file's path of the split form whose header is `path`: the extension
    /// replaced by `c` or `cpp`.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang};
    /// let b = Builder::new().lang(Lang::Cpp).split(true).clone();
    /// assert_eq!(b.split_source_path("src/tables.hpp".as_ref()), std::path::Path::new("src/tables.cpp"));
    /// # }
    /// ```
    pub fn split_source_path(&self, path: &Path) -> PathBuf {
        path.with_extension(self.split_extensions().1)
    }

    /// `Ok` when `name` can name the split form's header: it ends in one of the language's
    /// header extensions (C: `h`; C++: `hpp`, `hh`, `hxx`, `h`), which the source file's
    /// replaces; else [`Error::SplitHeaderName`]. [`Builder::write_to`] and
    /// [`Builder::generate_split`] check it; a caller can before any work.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang};
    /// let mut b = Builder::new();
    /// b.lang(Lang::Cpp).split(true);
    /// assert!(b.check_split_header("tables.hh").is_ok());
    /// assert!(b.check_split_header("tables").is_err());
    /// # }
    /// ```
    pub fn check_split_header(&self, name: &str) -> Result<(), Error> {
        let (accepted, source) = self.split_extensions();
        let extension = Path::new(name).extension().and_then(|e| e.to_str());
        if extension.is_some_and(|e| accepted.contains(&e)) {
            return Ok(());
        }
        Err(Error::SplitHeaderName {
            given: name.to_owned(),
            accepted,
            source,
        })
    }

    /// The header extensions of the language's split form and its source file's extension
    /// ([`Headers`](crate::render::Headers)): none and `c` for a
    /// language without one, whose header no name fits.
    fn split_extensions(&self) -> (&'static [&'static str], &'static str) {
        match self.lang.headers() {
            Some(headers) => (headers.header_extensions(), headers.source_extension()),
            None => (&[], "c"),
        }
    }
}

//! The stale check (`chesstab gen --check`): the first table and entry where a checked-in file
//! differs from what the Builder generates.

use crate::error::Error;
use crate::render::arrange::Marks;
use crate::render::stale::{Difference, first_difference};

use super::Builder;

impl Builder {
    /// The first difference between `existing` (the content of a checked-in file) and what
    /// [`Builder::generate`] returns, naming its line, table and entry; `None` when they are
    /// the same text. What `chesstab gen --check` reports.
    ///
    /// ```
    /// use chesstab_tables::{Builder, Mapping};
    /// let mut b = Builder::new();
    /// b.mapping(Mapping::Lefr).tables(["knight_attacks"]);
    /// let fresh = b.generate().unwrap();
    /// assert_eq!(b.first_difference(&fresh).unwrap(), None);
    /// // e4's line (index 35 in LEFR), edited by hand:
    /// let e4 = fresh.lines().find(|line| line.ends_with("// e4")).unwrap();
    /// let stale = fresh.replace(e4, &e4.replace("0x", "0x1"));
    /// let diff = b.first_difference(&stale).unwrap().unwrap();
    /// assert!(diff.to_string().starts_with("table knight_attacks differs at [e4] (line "), "{diff}");
    /// ```
    pub fn first_difference(&self, existing: &str) -> Result<Option<Difference>, Error> {
        let mut marks = Marks::default();
        let output = self.output(None, Some(&mut marks))?;
        Ok(first_difference(
            &output.text,
            &marks,
            &output.tables,
            existing,
        ))
    }

    /// [`Builder::first_difference`] for the header of the split form ([`Builder::split`])
    /// named `header_name`, whose first line names the command with `--out header_name`.
    ///
    /// ```
    /// use chesstab_tables::{Builder, Lang};
    /// let mut b = Builder::new();
    /// b.lang(Lang::C).tables(["knight_attacks"]).split(true);
    /// let (header, _) = b.generate_split("t.h").unwrap();
    /// assert_eq!(b.first_difference_split(&header, "t.h").unwrap(), None);
    /// assert!(b.first_difference_split(&header, "u.h").unwrap().is_some()); // another --out
    /// ```
    pub fn first_difference_split(
        &self,
        existing: &str,
        header_name: &str,
    ) -> Result<Option<Difference>, Error> {
        if !self.is_split() {
            return self.first_difference(existing);
        }
        let mut marks = Marks::default();
        let output = self.output(Some(header_name), Some(&mut marks))?;
        Ok(first_difference(
            &output.text,
            &marks,
            &output.tables,
            existing,
        ))
    }
}

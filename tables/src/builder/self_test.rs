//! The check before you delete: the C and C++ self-test, which compares an engine's own tables
//! with chesstab's.

use crate::error::Error;
use crate::render::Provenance;

use super::Builder;

impl Builder {
    /// The check before you delete (C and C++): a source file that compares an engine's own
    /// tables with chesstab's (the selected ones, in the header `header`, which it includes),
    /// entry by entry, through an adapter the engine author writes, one macro per table
    /// (`#define CHESSTAB_ENGINE_KNIGHT_ATTACKS(square) KnightAttacks[square]`), and prints
    /// the first entry of each table that differs: the table, the place (squares by name) and
    /// both values. With a slider group selected, the engine's rook and bishop attacks
    /// (`CHESSTAB_ENGINE_ROOK_ATTACKS(square, occupied)`) are compared with that group's
    /// lookups (the [`Builder::sliders`] method's when its group is selected) on every square
    /// and every subset of its attacks on the empty board. `chesstab_self_test()` returns the
    /// number of tables that differ. For Rust and JSON, an error ([`Error::NoSelfTest`]).
    ///
    /// ```
    /// use chesstab_tables::{Builder, Lang};
    /// let test = Builder::new().lang(Lang::C).tables(["knight_attacks,between,magic"])
    ///     .generate_self_test("tables.h").unwrap();
    /// assert!(test.contains("#include \"tables.h\""));
    /// assert!(test.contains("#if defined(CHESSTAB_ENGINE_BETWEEN)"));
    /// assert!(test.contains("CHESSTAB_ENGINE_ROOK_ATTACKS(square, occupied)"));
    /// assert!(test.contains("static int chesstab_self_test(void) {"));
    /// assert!(Builder::new().generate_self_test("tables.rs").is_err());
    /// ```
    pub fn generate_self_test(&self, header: &str) -> Result<String, Error> {
        let Some(headers) = self.lang.headers() else {
            return Err(Error::NoSelfTest {
                lang: self.lang.name(),
            });
        };
        let tables = self.computed()?;
        let provenance = Provenance {
            command: match &self.command {
                Some(command) => command.clone(),
                None => format!("{} --self-test {header}", self.equivalent_command()),
            },
        };
        let options = self.options(&provenance);
        self.lang.renderer().check(&options)?;
        Ok(headers.render_self_test(&tables, &options, header))
    }
}

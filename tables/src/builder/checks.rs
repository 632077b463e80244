//! The checks across the Builder's options, each naming what was wrong and what is accepted:
//! options that contradict each other or the selection (the address layout for the runtime,
//! bytes without the split form, a slider method whose group is not selected), parameters
//! the runtime or the cuckoo table cannot take, and the board tables' names. One option's own
//! value is checked where it is read (the renderers' [`check`](crate::render::Renderer::check),
//! the parameters' parsers).

use crate::catalogue::Group;
use crate::compute::Parameters;
use crate::entry_layout::EntryLayout;
use crate::error::Error;
use crate::render::LangOption;
#[cfg(feature = "board")]
use crate::render::headers::names::is_reserved;
use crate::render::headers::names::{METHODS, whole};
use crate::runtime_reads::{missing_groups, runtime_groups};
use crate::selection::Selection;
use crate::table::Table;

use super::Builder;

impl Builder {
    /// `true` for Rust output for the runtime ([`Builder::runtime`] in a language that reads
    /// it).
    fn for_runtime(&self) -> bool {
        self.runtime.is_some() && self.lang.takes(LangOption::Runtime)
    }

    /// The address and interleaved layouts are not for the runtime, which reads offsets.
    pub(super) fn check_entry_layout(&self) -> Result<(), Error> {
        let addresses = matches!(
            self.entries,
            Some(EntryLayout::Address | EntryLayout::Interleaved)
        );
        if addresses && self.for_runtime() {
            return Err(Error::EntriesForRuntime);
        }
        Ok(())
    }

    /// The parameters fit the output: the runtime reads the castling tables in the standard
    /// order, and a Zobrist seed's keys must fit the cuckoo table when it is selected.
    pub(super) fn check_parameters(
        &self,
        params: &Parameters,
        selection: &Selection,
    ) -> Result<(), Error> {
        if self.for_runtime() && !params.castling_order.is_standard() {
            return Err(Error::RuntimeCastlingOrder {
                order: params.castling_order,
            });
        }
        #[cfg(feature = "cuckoo")]
        if params.zobrist_seed != 0 && selection.touches(Group::Cuckoo) {
            crate::compute::cuckoo::check_zobrist_seed(params.zobrist_seed)?;
        }
        let _ = selection;
        Ok(())
    }

    /// Output for the runtime holds every table the runtime reads.
    pub(super) fn check_runtime_tables(&self, tables: &[Table]) -> Result<(), Error> {
        if !self.for_runtime() {
            return Ok(());
        }
        let missing = missing_groups(|name| tables.iter().any(|t| t.name() == name));
        if missing.is_empty() {
            return Ok(());
        }
        Err(Error::IncompleteRuntime {
            missing,
            needed: runtime_groups(),
        })
    }

    /// The board table `i` has a name of its own that every language accepts: refused in
    /// every language, so that a name works everywhere once accepted.
    #[cfg(feature = "board")]
    pub(super) fn check_board(&self, i: usize) -> Result<(), Error> {
        let name = &self.boards[i].name;
        if is_reserved(name) {
            return Err(Error::ReservedName {
                given: name.clone(),
            });
        }
        if self.boards[..i].iter().any(|other| other.name == *name) {
            return Err(Error::Board {
                name: name.clone(),
                problem: "two board tables of this name".to_owned(),
            });
        }
        Ok(())
    }

    /// The options the C family reads agree with each other and with the tables: the bytes
    /// need the split form, and the slider method of the neutral lookups needs lookups and its
    /// group selected whole.
    pub(super) fn check_with_tables(&self, tables: &[Table]) -> Result<(), Error> {
        if self.lang.headers().is_none() {
            return Ok(());
        }
        if self.embed && !self.split {
            return Err(Error::EmbedNeedsSplit);
        }
        if let Some(method) = self.sliders {
            if !METHODS.iter().any(|(_, m)| *m == method) {
                return Err(Error::NoLookups { method });
            }
            if !method.groups().iter().all(|&g| whole(tables, g)) {
                return Err(Error::SlidersNotSelected { method });
            }
        }
        Ok(())
    }
}

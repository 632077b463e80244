//! The output pipeline: the selection's tables computed with the parameters, the board tables
//! added, the entries laid out, the options checked, the text rendered; the forms the
//! [`Builder`] returns it in, and the writing of its files.

use std::path::{Path, PathBuf};

#[cfg(feature = "board")]
use crate::compute::board::board_table;
use crate::compute::{self, Parameters};
use crate::entry_layout::EntryLayout;
use crate::error::Error;
use crate::file_set::write_set;
#[cfg(feature = "nnue")]
use crate::nnue::ThreatMap;
use crate::render::arrange::Marks;
use crate::render::{self, Options, Provenance, SplitFiles};
use crate::table::Table;

use super::Builder;

/// What the pipeline made: the text (the header, in the split form) and its tables; in the
/// split form, its source file and bytes too.
pub(super) struct Output {
    /// The only file, or the split form's header.
    pub(super) text: String,
    /// The split form's source file.
    pub(super) source: Option<String>,
    /// The files of the split form's bytes ([`Builder::embed`]).
    pub(super) bytes: Vec<(String, Vec<u8>)>,
    /// The tables the text holds (which the stale check reads).
    #[cfg_attr(not(feature = "check"), allow(dead_code))]
    pub(super) tables: Vec<Table>,
}

impl Builder {
    /// The generated source ([`Error::SplitNeedsFiles`] for the split form: see
    /// [`Builder::generate_split`]).
    pub fn generate(&self) -> Result<String, Error> {
        if self.is_split() {
            return Err(Error::SplitNeedsFiles);
        }
        self.output(None, None).map(|output| output.text)
    }

    /// The split form ([`Builder::split`]): the header, and the source file that defines its
    /// large tables and includes it as `header_name`. Without [`Builder::split`] (or for a
    /// language without a split form), the source is empty and the header is what
    /// [`Builder::generate`] returns.
    pub fn generate_split(&self, header_name: &str) -> Result<(String, String), Error> {
        let output = self.output(Some(header_name), None)?;
        Ok((output.text, output.source.unwrap_or_default()))
    }

    /// Every file the configuration writes, as `(file name, contents)`: the header (or the
    /// one file of a language without a split form) named `header_name`; in the split form
    /// ([`Builder::split`]) the source file beside it
    /// ([`split_source_path`](Builder::split_source_path)); with [`Builder::embed`] the
    /// tables' bytes beside the source.
    pub fn generate_files(&self, header_name: &str) -> Result<Vec<(String, Vec<u8>)>, Error> {
        let output = self.output(Some(header_name), None)?;
        let mut files = vec![(header_name.to_owned(), output.text.into_bytes())];
        if let Some(source) = output.source {
            let path = self.split_source_path(Path::new(header_name));
            files.push((path.to_string_lossy().into_owned(), source.into_bytes()));
            let dir = path.parent().unwrap_or(Path::new(""));
            for (name, bytes) in output.bytes {
                files.push((dir.join(name).to_string_lossy().into_owned(), bytes));
            }
        }
        Ok(files)
    }

    /// Writes the generated source to `path`, whole (through a temporary file and a rename,
    /// [`write_if_changed`](crate::write_if_changed)) and only when the content differs from
    /// what is there. Returns whether it wrote. A failed write leaves the old file as it was
    /// and no temporary file.
    ///
    /// The split form ([`Builder::split`]) writes the header to `path` and the source file to
    /// [`Builder::split_source_path`], which includes the header by `path`'s file name. Both
    /// are written to temporary files first, then renamed one after the other: a failure
    /// before the renames leaves both old files. The two renames are not one atomic step, so
    /// both files carry the pair's seal: the source file does not compile beside a header of
    /// another run, and `chesstab gen --check --split` names the mismatch.
    pub fn write_to(&self, path: impl AsRef<Path>) -> Result<bool, Error> {
        let path = path.as_ref();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let dir = path.parent().unwrap_or(Path::new(""));
        let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
        for (name, bytes) in self.generate_files(&name)? {
            files.push((dir.join(name), bytes));
        }
        write_set(&files)
    }

    /// Writes the generated source to `$OUT_DIR/file_name`, as [`Builder::write_to`]. For
    /// build scripts, where Cargo sets `OUT_DIR`; return its error from `main` and Cargo shows
    /// the message as it is:
    ///
    /// ```text
    /// Error: unknown table or group 'knight_atacks' (did you mean 'knight_attacks'?); expected a group (geometry, …) or a table (`chesstab gen --help` and chesstab_tables::CATALOGUE list them)
    /// ```
    pub fn write_to_out_dir(&self, file_name: impl AsRef<Path>) -> Result<(), Error> {
        let dir = std::env::var_os("OUT_DIR").ok_or_else(|| Error::Write {
            path: file_name.as_ref().to_owned(),
            reason: "OUT_DIR is not set: write_to_out_dir is meant for build scripts (use write_to elsewhere)"
                .to_owned(),
        })?;
        self.write_to(PathBuf::from(dir).join(file_name)).map(drop)
    }

    /// `true` for the split form: asked for, in a language that has one.
    pub(super) fn is_split(&self) -> bool {
        self.split && self.lang.headers().is_some()
    }

    /// The pipeline. `header_name` names the split form's header (its source file includes it
    /// by that name, and both files' first line names it); with `marks`, where the text's
    /// tables and lines start is recorded into it. The checks come in the order a request is
    /// read: the split header's name, the options, the selection and parameters, the tables,
    /// the options read with the tables.
    pub(super) fn output(
        &self,
        header_name: Option<&str>,
        marks: Option<&mut Marks>,
    ) -> Result<Output, Error> {
        let header_name = header_name.filter(|_| self.is_split());
        if let Some(name) = header_name {
            self.check_split_header(name)?;
        }
        self.check_entry_layout()?;
        let tables = self.in_entry_layout(self.computed()?)?;
        self.check_with_tables(&tables)?;
        let provenance = self.provenance(header_name);
        let options = self.options(&provenance);
        let renderer = self.lang.renderer();
        renderer.check(&options)?;
        let headers = self.lang.headers().filter(|_| self.split);
        let Some(headers) = headers else {
            return Ok(Output {
                text: renderer.render(&tables, &options, marks),
                source: None,
                bytes: Vec::new(),
                tables,
            });
        };
        // The header does not depend on its name: without one (the stale check of the header
        // alone) it is the same text.
        let SplitFiles {
            header,
            source,
            bytes,
        } = headers.render_split(&tables, &options, header_name.unwrap_or(""), marks);
        Ok(Output {
            text: header,
            source: Some(source),
            bytes,
            tables,
        })
    }

    /// The options as renderers read them.
    pub(super) fn options<'a>(&'a self, provenance: &'a Provenance) -> Options<'a> {
        Options {
            mapping: self.mapping,
            provenance,
            record_path: self.record_path.as_deref(),
            runtime: self.runtime.as_deref(),
            prefix: self.prefix.as_deref(),
            namespace: self.namespace.as_deref(),
            bitboard_type: self.bitboard_type.as_deref(),
            sliders: self.sliders,
            split: false,
            embed: self.embed,
            embed_only: self.embed_only,
        }
    }

    /// The tables of the selection, computed with the parameters, and the board tables.
    pub(super) fn computed(&self) -> Result<Vec<Table>, Error> {
        let selection = self.selection()?;
        let params = self.parameters()?;
        self.check_parameters(&params, &selection)?;
        let mut tables = compute::compute_tables(self.mapping, &selection, &params);
        self.check_runtime_tables(&tables)?;
        #[cfg(feature = "board")]
        for (i, b) in self.boards.iter().enumerate() {
            self.check_board(i)?;
            tables.push(board_table(
                &b.name,
                self.mapping,
                b.elem,
                &b.drawn,
                b.per_color,
            )?);
        }
        Ok(tables)
    }

    /// The tables' parameters as configured, each checked.
    fn parameters(&self) -> Result<Parameters, Error> {
        Ok(Parameters {
            zobrist_seed: self.zobrist_seed.unwrap_or(0),
            #[cfg(feature = "nnue")]
            threat_map: match &self.threat_map {
                Some(text) => crate::threat_map::parse_threat_map(text)?,
                None => ThreatMap::STOCKFISH,
            },
            castling_order: self.castling_order.unwrap_or_default(),
            distance_cap: match self.distance_cap {
                Some(cap) => compute::distance::check_distance_cap(u64::from(cap))?,
                None => compute::distance::DEFAULT_DISTANCE_CAP,
            },
        })
    }

    /// `tables` in the entry layout asked for ([`Builder::entry_layout`]), or by default in
    /// the language's: address in C and C++ where every entry table's attack table is among
    /// `tables`, offset otherwise and in Rust.
    fn in_entry_layout(&self, tables: Vec<Table>) -> Result<Vec<Table>, Error> {
        match self.entries {
            Some(EntryLayout::Offset) => Ok(tables),
            Some(layout) if self.lang.writes_entry_addresses() => {
                render::entries::apply(layout, &tables)
            }
            None if self.lang.headers().is_some() && self.runtime.is_none() => {
                Ok(render::entries::apply(EntryLayout::Address, &tables).unwrap_or(tables))
            }
            _ => Ok(tables),
        }
    }
}

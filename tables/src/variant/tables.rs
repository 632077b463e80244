//! Every table of a [`Spec`]: geometry, each piece's leaps per colour and use, the lines, the
//! zones, and each distinct blocker-dependent pattern's slider tables in the chosen methods.

use super::board::{Board, BoardError, MAX_ENTRIES, SetWidth};
use super::drawing::Drawing;
use super::geometry;
use super::magic::{MagicEntry, MagicTable};
use super::pattern::{Colour, Line, Pattern, Use};
use super::pext::{CompressedEntry, CompressedTable, PextEntry, PextTable};
use super::reach::Reach;
use super::spec::{Method, Spec, Split};
use super::square_set::SquareSet;

/// What an axis of a table runs over, for labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Square indices of the mapping.
    Square,
    /// Files, a-file first.
    File,
    /// Ranks, rank 1 first.
    Rank,
    /// Colours, white first.
    Colour,
    /// Compass directions N, NE, E, SE, S, SW, W, NW.
    Direction,
    /// Entries of a shared array (attack sets of a slider table, mailbox cells).
    Entry,
}

/// The values of one table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values<S> {
    /// Square sets.
    Sets(Vec<S>),
    /// Small numbers (square indices, coordinates).
    Bytes(Vec<u8>),
    /// Fancy magic entries.
    Magic(Vec<MagicEntry<S>>),
    /// PEXT entries.
    Pext(Vec<PextEntry<S>>),
    /// Compressed PEXT entries.
    Compressed(Vec<CompressedEntry<S>>),
    /// Packed attack sets of a compressed table, `bits` wide each.
    Packed {
        /// 8, 16, 32 or 64.
        bits: u32,
        /// The values.
        values: Vec<u64>,
    },
    /// Signed numbers (mailbox indices and steps; −1 off the board).
    Signed(Vec<i32>),
}

impl<S> Values<S> {
    /// The number of values.
    pub fn len(&self) -> usize {
        match self {
            Values::Sets(v) => v.len(),
            Values::Bytes(v) => v.len(),
            Values::Magic(v) => v.len(),
            Values::Pext(v) => v.len(),
            Values::Compressed(v) => v.len(),
            Values::Packed { values, .. } => values.len(),
            Values::Signed(v) => v.len(),
        }
    }

    /// Whether there is no value.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// One named table: its meaning, its axes with their lengths (outermost first) and values in
/// row-major order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantTable<S> {
    /// The table's name, lower case (`rook_rank_magics`).
    pub name: String,
    /// What it holds, one sentence.
    pub doc: String,
    /// Its axes, outermost first, with their lengths.
    pub axes: Vec<(Axis, usize)>,
    /// Its values.
    pub values: Values<S>,
    /// For an array of entries shared by squares (a slider table's attack sets): each
    /// square's first entry, for labels; empty otherwise.
    pub blocks: Vec<u32>,
}

/// A blocker-dependent pattern's lookup: the pieces and uses it serves, and its parts (one,
/// or one per line family when split), each with a table per chosen method.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lookup {
    /// The lookup's name (`cannon_capture`), its parts' prefix.
    pub name: String,
    /// What it serves, such as `cannon (capture)` or `rook; cannon (quiet)`.
    pub serves: Vec<String>,
    /// The pattern looked up.
    pub pattern: Pattern,
    /// The parts, each with its name (the lookup's own, or `{name}_{family}` per line
    /// family) and pattern: the lookup is the union of its parts'. A part equal to one of
    /// an earlier lookup is that lookup's (its name and tables), and a pattern that is the
    /// union of earlier lookups' (the queen's, of the rook's and the bishop's) has their
    /// parts and no tables of its own.
    pub parts: Vec<(String, Pattern)>,
}

/// Every table of a spec, its lookups and the board they are on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantTables<S> {
    /// The board.
    pub board: Board,
    /// The methods the slider tables are in.
    pub methods: Vec<Method>,
    /// The tables, in the order they are written.
    pub tables: Vec<VariantTable<S>>,
    /// The blocker-dependent patterns' lookups.
    pub lookups: Vec<Lookup>,
}

/// The names of a slider part's two tables in a method (entries, shared array) and the
/// method's name in prose.
///
/// ```
/// use chesstab_tables::variant::{Method, method_tables};
/// assert_eq!(
///     method_tables("rook_file", Method::Compressed),
///     ("rook_file_compressed".to_owned(), "rook_file_compressed_values".to_owned(), "compressed PEXT")
/// );
/// ```
pub fn method_tables(part: &str, method: Method) -> (String, String, &'static str) {
    let (entries, shared, kind) = match method {
        Method::Magic => ("magics", "magic_attacks", "fancy magic"),
        Method::Pext => ("pext", "pext_attacks", "PEXT"),
        Method::Compressed => ("compressed", "compressed_values", "compressed PEXT"),
    };
    (
        format!("{part}_{entries}"),
        format!("{part}_{shared}"),
        kind,
    )
}

/// The tables of a spec at the board's width ([`Spec::compute`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyTables {
    /// A board of up to 64 squares.
    U64(VariantTables<u64>),
    /// A board of 65 to 128 squares.
    U128(VariantTables<u128>),
}

impl Spec {
    /// Every table of this spec, in square sets of the board's width.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::{AnyTables, Method, Spec, Variant};
    /// let spec = Spec::new(Variant::preset("xiangqi")?, Mapping::Lerf).methods(&[Method::Pext]);
    /// let AnyTables::U128(tables) = spec.compute()? else { panic!("90 squares are u128") };
    /// assert!(tables.tables.iter().any(|t| t.name == "horse_pext"));
    /// assert!(tables.lookups.iter().any(|l| l.name == "rook" && l.parts[1].0 == "rook_file"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Those of [`compute_in`](Spec::compute_in); the board itself is checked when the
    /// variant is made ([`Variant::preset`](super::Variant::preset),
    /// [`Variant::new`](super::Variant::new)).
    pub fn compute(&self) -> Result<AnyTables, BoardError> {
        let board = self.variant().board(self.mapping())?;
        Ok(match board.width() {
            SetWidth::U64 => AnyTables::U64(self.compute_in(board)?),
            SetWidth::U128 => AnyTables::U128(self.compute_in(board)?),
        })
    }

    /// Every table of this spec in sets of type `S` (at least as wide as the board).
    ///
    /// # Errors
    ///
    /// A slider table of more than [`MAX_ENTRIES`] entries ([`BoardError::TooLarge`]); with
    /// the mailbox, more pieces than its attack table has bits
    /// ([`BoardError::MailboxPieces`]) or a layout that does not fit the index type asked for
    /// ([`BoardError::MailboxIndex`]).
    pub fn compute_in<S: SquareSet>(&self, board: Board) -> Result<VariantTables<S>, BoardError> {
        let mut out = VariantTables {
            board,
            methods: self.chosen_methods().to_vec(),
            tables: Vec::new(),
            lookups: Vec::new(),
        };
        out.geometry();
        let patterns = self.leaps_and_patterns(&mut out);
        out.lines();
        for zone in self.variant().zones() {
            let [white, black] = geometry::zone::<S>(board, zone);
            out.push(
                zone.name(),
                &format!("the {} zone, white's and black's", zone.name()),
                vec![(Axis::Colour, 2)],
                Values::Sets(vec![white, black]),
            );
        }
        let mut drawings: Vec<&Drawing> = self.drawings().iter().collect();
        drawings.sort_by_key(|d| d.kind());
        for drawing in &drawings {
            out.drawn(drawing)?;
        }
        if let Some(layout) = self.mailbox_layout() {
            out.mailbox(layout, self.mailbox_index_type(), self.variant().pieces())?;
        }
        for (name, serves, pattern) in patterns {
            out.sliders(
                &name,
                serves,
                &pattern,
                self.split_choice(),
                self.magic_seed(),
            )?;
        }
        out.drawn_names_unique(&drawings)?;
        Ok(out)
    }

    /// Each piece's leap tables, pushed; and its blocker-dependent patterns, each distinct one
    /// once with the uses it serves.
    fn leaps_and_patterns<S: SquareSet>(
        &self,
        out: &mut VariantTables<S>,
    ) -> Vec<(String, Vec<String>, Pattern)> {
        let board = out.board;
        let mut patterns: Vec<(String, Vec<String>, Pattern)> = Vec::new();
        let (mut forwards, mut reverses) = (Vec::new(), Vec::new());
        for piece in self.variant().pieces() {
            let colours: &[Colour] = if piece.has_direction() {
                &Colour::BOTH
            } else {
                &[Colour::White]
            };
            let same = Use::BOTH.iter().all(|&u| {
                colours
                    .iter()
                    .all(|&c| piece.leaps(c, u) == piece.leaps(c, Use::Capture))
            });
            let uses: &[(Use, &str)] = if same {
                &[(Use::Capture, "")]
            } else {
                &[(Use::Quiet, "_quiet"), (Use::Capture, "_capture")]
            };
            for &(usage, suffix) in uses {
                let mut values = Vec::new();
                for &colour in colours {
                    values.extend(geometry::leaps::<S>(board, &piece.leaps(colour, usage)));
                }
                if values.iter().all(|v| v.is_empty()) {
                    continue;
                }
                let mut axes = vec![(Axis::Square, board.len())];
                if colours.len() == 2 {
                    axes.insert(0, (Axis::Colour, 2));
                }
                let what = match usage {
                    _ if same => "leaps",
                    Use::Quiet => "quiet leaps",
                    Use::Capture => "capturing leaps",
                };
                out.push(
                    &format!("{}{suffix}_leaps", piece.name()),
                    &format!("the {what} of the {} ({})", piece.name(), piece.betza()),
                    axes,
                    Values::Sets(values),
                );
            }
            for &colour in colours {
                let quiet = piece.pattern(colour, Use::Quiet);
                let capture = piece.pattern(colour, Use::Capture);
                let side = if colours.len() == 2 {
                    colour.name()
                } else {
                    ""
                };
                let mut named = vec![("", capture.clone())];
                if quiet != capture {
                    named = vec![("quiet", quiet), ("capture", capture)];
                }
                for (what, pattern) in named {
                    let name: Vec<&str> = [piece.name(), what, side]
                        .into_iter()
                        .filter(|q| !q.is_empty())
                        .collect();
                    let name = name.join("_");
                    let serves = |what: &str| {
                        let q: Vec<&str> =
                            [what, side].into_iter().filter(|q| !q.is_empty()).collect();
                        if q.is_empty() {
                            piece.name().to_owned()
                        } else {
                            format!("{} ({})", piece.name(), q.join(", "))
                        }
                    };
                    let reverse = pattern.reverse();
                    if reverse != pattern {
                        let attackers = if what.is_empty() {
                            "attackers".to_owned()
                        } else {
                            format!("{what} attackers")
                        };
                        reverses.push((format!("{name}_to"), serves(&attackers), reverse));
                    }
                    forwards.push((name, serves(what), pattern));
                }
            }
        }
        // Each distinct pattern once, forward patterns first (a lance's attackers are the
        // other colour's lance).
        for (name, serves, pattern) in forwards.into_iter().chain(reverses) {
            if pattern.is_empty() {
                continue;
            }
            match patterns.iter_mut().find(|(_, _, p)| *p == pattern) {
                Some((_, who, _)) => who.push(serves),
                None => patterns.push((name, vec![serves], pattern)),
            }
        }
        patterns
    }
}

impl<S: SquareSet> VariantTables<S> {
    pub(super) fn push(
        &mut self,
        name: &str,
        doc: &str,
        axes: Vec<(Axis, usize)>,
        values: Values<S>,
    ) {
        self.tables.push(VariantTable {
            name: name.to_owned(),
            doc: doc.to_owned(),
            axes,
            values,
            blocks: Vec::new(),
        });
    }

    /// Marks the last table pushed as shared by squares from these offsets.
    fn blocks(&mut self, offsets: Vec<u32>) {
        if let Some(last) = self.tables.last_mut() {
            last.blocks = offsets;
        }
    }

    /// The table named `name`, if any.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::{AnyTables, Spec, Variant, Values};
    /// let spec = Spec::new(Variant::preset("makruk")?, Mapping::Lerf);
    /// let AnyTables::U64(tables) = spec.compute()? else { panic!("64 squares are u64") };
    /// let Values::Sets(met) = &tables.table("met_leaps").unwrap().values else { panic!() };
    /// assert_eq!(met[0], 1 << 9); // a1: b2 alone
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn table(&self, name: &str) -> Option<&VariantTable<S>> {
        self.tables.iter().find(|t| t.name == name)
    }

    /// The attacks from `square` with `occupied` squares through the lookup `name`'s tables
    /// in `method`, as an engine reads them: the union of its parts'. `None` when there is
    /// no such lookup or the method was not generated.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::{AnyTables, Method, Spec, Variant, reference};
    /// let spec = Spec::new(Variant::preset("xiangqi")?, Mapping::Lerf).methods(&[Method::Compressed]);
    /// let AnyTables::U128(tables) = spec.compute()? else { panic!("90 squares are u128") };
    /// let cannon = tables.lookups.iter().find(|l| l.name == "cannon_capture").unwrap();
    /// let (e3, occupied) = (22, 1u128 << 49 | 1 << 76 | 1 << 24);
    /// assert_eq!(
    ///     tables.attacks("cannon_capture", Method::Compressed, e3, occupied),
    ///     Some(reference::attacks(tables.board, e3, &cannon.pattern, occupied))
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn attacks(&self, name: &str, method: Method, square: u32, occupied: S) -> Option<S> {
        let lookup = self.lookups.iter().find(|l| l.name == name)?;
        let mut out = S::EMPTY;
        for (part, _) in &lookup.parts {
            out |= self.part_attacks(part, method, square, occupied)?;
        }
        Some(out)
    }

    /// The attacks from `square` with `occupied` squares through one part's tables in
    /// `method` (a lookup's part, such as `rook_file`). `None` when there are no such tables.
    pub fn part_attacks(&self, part: &str, method: Method, square: u32, occupied: S) -> Option<S> {
        let (entries, shared, _) = method_tables(part, method);
        let entries = &self.table(&entries)?.values;
        let shared = &self.table(&shared)?.values;
        let sq = square as usize;
        Some(match (entries, shared) {
            (Values::Magic(entries), Values::Sets(sets)) => {
                let e = entries.get(sq)?;
                sets[e.offset as usize + e.index(occupied)]
            }
            (Values::Pext(entries), Values::Sets(sets)) => {
                let e = entries.get(sq)?;
                sets[e.offset as usize + occupied.extract(e.mask) as usize]
            }
            (Values::Compressed(entries), Values::Packed { values, .. }) => {
                let e = entries.get(sq)?;
                let value = values[e.offset as usize + occupied.extract(e.mask) as usize];
                S::deposit(value, e.pseudo)
            }
            _ => return None,
        })
    }

    fn geometry(&mut self) {
        let board = self.board;
        let (w, h, n) = (
            usize::from(board.files()),
            usize::from(board.ranks()),
            board.len(),
        );
        let mut square = Vec::with_capacity(n);
        for f in 0..board.files() {
            for r in 0..board.ranks() {
                square.push(board.square(f, r) as u8);
            }
        }
        let file_of = board.squares().map(|s| board.file_of(s)).collect();
        let rank_of = board.squares().map(|s| board.rank_of(s)).collect();
        self.push(
            "square",
            "the index of each (file, rank)",
            vec![(Axis::File, w), (Axis::Rank, h)],
            Values::Bytes(square),
        );
        self.push(
            "file_of",
            "the file of each square (0 = a)",
            vec![(Axis::Square, n)],
            Values::Bytes(file_of),
        );
        self.push(
            "rank_of",
            "the rank of each square (0 = rank 1)",
            vec![(Axis::Square, n)],
            Values::Bytes(rank_of),
        );
        self.push(
            "files",
            "the squares of each file",
            vec![(Axis::File, w)],
            Values::Sets(geometry::files(board)),
        );
        self.push(
            "ranks",
            "the squares of each rank",
            vec![(Axis::Rank, h)],
            Values::Sets(geometry::ranks(board)),
        );
        self.push(
            "all_squares",
            "every square of the board",
            Vec::new(),
            Values::Sets(vec![geometry::all(board)]),
        );
    }

    fn lines(&mut self) {
        let board = self.board;
        let n = board.len();
        let rays = geometry::rays::<S>(board);
        let between = geometry::between(board, &rays);
        let line = geometry::line(board, &rays);
        self.push(
            "rays",
            "the squares from each square (exclusive) to the edge in each compass direction",
            vec![(Axis::Direction, 8), (Axis::Square, n)],
            Values::Sets(rays.concat()),
        );
        self.push(
            "between",
            "the squares strictly between two squares on one rank, file or diagonal, else none",
            vec![(Axis::Square, n), (Axis::Square, n)],
            Values::Sets(between),
        );
        self.push(
            "line",
            "the whole rank, file or diagonal through two squares on it, else none",
            vec![(Axis::Square, n), (Axis::Square, n)],
            Values::Sets(line),
        );
    }

    /// The parts of the lookups made so far whose patterns together are exactly `pattern`,
    /// when two or more are (each line of a pattern is looked up on its own, so a pattern
    /// is the union of any patterns that share out its lines): the largest first.
    fn composed_parts(&self, pattern: &Pattern) -> Option<Vec<(String, Pattern)>> {
        let mut made: Vec<&Lookup> = self
            .lookups
            .iter()
            .filter(|l| !l.pattern.is_empty() && l.pattern.lines().len() < pattern.lines().len())
            .collect();
        made.sort_by_key(|l| core::cmp::Reverse(l.pattern.lines().len()));
        let mut left: Vec<&Line> = pattern.lines().iter().collect();
        let mut parts = Vec::new();
        let mut used = 0;
        for lookup in made {
            let lines = lookup.pattern.lines();
            if lines.iter().all(|line| left.contains(&line)) {
                left.retain(|line| !lines.contains(line));
                parts.extend(lookup.parts.iter().cloned());
                used += 1;
            }
        }
        (left.is_empty() && used >= 2).then_some(parts)
    }

    /// The part made before whose pattern is `pattern`, if any.
    fn made_part(&self, pattern: &Pattern) -> Option<(String, Pattern)> {
        self.lookups
            .iter()
            .flat_map(|l| &l.parts)
            .find(|(_, p)| p == pattern)
            .cloned()
    }

    /// A pattern's lookup and its parts' tables in every chosen method.
    fn sliders(
        &mut self,
        name: &str,
        serves: Vec<String>,
        pattern: &Pattern,
        split: Split,
        seed: u64,
    ) -> Result<(), BoardError> {
        // A pattern whose lines are all those of lookups made before it (the queen's, the
        // rook's and the bishop's) is their union: their parts, and no table of its own.
        if let Some(parts) = self.composed_parts(pattern) {
            self.lookups.push(Lookup {
                name: name.to_owned(),
                serves,
                pattern: pattern.clone(),
                parts,
            });
            return Ok(());
        }
        let board = self.board;
        let entries = |pattern: &Pattern| -> usize {
            let reach = Reach::<S>::new(board, pattern);
            board
                .squares()
                .map(|s| {
                    1usize
                        .checked_shl(reach.mask(s).count())
                        .unwrap_or(usize::MAX)
                })
                .fold(0, usize::saturating_add)
        };
        let whole = entries(pattern);
        let parts = match (split, pattern.split()) {
            (Split::Always, Some(parts)) => parts
                .into_iter()
                .map(|(f, p)| (format!("{name}_{}", f.name()), p))
                .collect(),
            (Split::Auto, Some(parts)) if whole > Split::AUTO_ENTRIES => parts
                .into_iter()
                .map(|(f, p)| (format!("{name}_{}", f.name()), p))
                .collect(),
            _ => vec![(name.to_owned(), pattern.clone())],
        };
        for (part, p) in &parts {
            let count = entries(p);
            if count > MAX_ENTRIES {
                return Err(BoardError::TooLarge {
                    table: part.clone(),
                    entries: count,
                    splits: p.split().is_some(),
                });
            }
        }
        // A part equal to one made before (a split queen's file, the rook's) is that one.
        let parts: Vec<(String, Pattern)> = parts
            .into_iter()
            .map(|(part, p)| self.made_part(&p).unwrap_or((part, p)))
            .collect();
        let n = board.len();
        for (part, p) in &parts {
            if self.made_part(p).is_some() {
                continue;
            }
            let of = format!("{part} ({})", serves.join("; "));
            for method in self.methods.clone() {
                let (entries, shared, offsets) = match method {
                    Method::Magic => {
                        let t = MagicTable::<S>::new(board, p, seed);
                        let offsets = t.entries.iter().map(|e| e.offset).collect();
                        (Values::Magic(t.entries), Values::Sets(t.attacks), offsets)
                    }
                    Method::Pext => {
                        let t = PextTable::<S>::new(board, p);
                        let offsets = t.entries.iter().map(|e| e.offset).collect();
                        (Values::Pext(t.entries), Values::Sets(t.attacks), offsets)
                    }
                    Method::Compressed => {
                        let t = CompressedTable::<S>::new(board, p);
                        let offsets = t.entries.iter().map(|e| e.offset).collect();
                        let packed = Values::Packed {
                            bits: t.value_bits,
                            values: t.values,
                        };
                        (Values::Compressed(t.entries), packed, offsets)
                    }
                };
                let (entries_name, shared_name, kind) = method_tables(part, method);
                self.push(
                    &entries_name,
                    &format!("{kind} entries of {of}"),
                    vec![(Axis::Square, n)],
                    entries,
                );
                let len = shared.len();
                self.push(
                    &shared_name,
                    &format!("the attack sets of {entries_name}"),
                    vec![(Axis::Entry, len)],
                    shared,
                );
                self.blocks(offsets);
            }
        }
        self.lookups.push(Lookup {
            name: name.to_owned(),
            serves,
            pattern: pattern.clone(),
            parts,
        });
        Ok(())
    }
}

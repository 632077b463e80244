//! What a user asks of the variant tables: a variant, a mapping, the slider methods, whether
//! straight sliders are split by line, and the magic search's seed.

use core::fmt;
use core::str::FromStr;

use super::drawing::Drawing;
use super::mailbox::{IndexType, Layout};
use super::presets::Variant;
use crate::mapping::Mapping;

/// A way to look up what blockers change: fancy magic, PEXT, or PEXT with PDEP-compressed
/// entries.
///
/// ```
/// use chesstab_tables::variant::Method;
/// assert_eq!("pext".parse::<Method>()?, Method::Pext);
/// assert_eq!(Method::Compressed.name(), "compressed");
/// assert!("black-magic".parse::<Method>().unwrap_err().to_string().contains("magic, pext, compressed"));
/// # Ok::<(), chesstab_tables::variant::SpecError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Method {
    /// Fancy magic: per square a mask, a multiplier, a shift and an offset.
    Magic,
    /// PEXT: per square a mask and an offset.
    Pext,
    /// PEXT with entries packed by PEXT onto the pseudo attacks and expanded by PDEP.
    Compressed,
}

impl Method {
    /// Every method, in the order tables are written.
    pub const ALL: [Method; 3] = [Method::Magic, Method::Pext, Method::Compressed];

    /// The method's name as options take it and tables are named.
    pub const fn name(self) -> &'static str {
        match self {
            Method::Magic => "magic",
            Method::Pext => "pext",
            Method::Compressed => "compressed",
        }
    }
}

impl FromStr for Method {
    type Err = SpecError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Method::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| SpecError::Method(s.to_owned()))
    }
}

/// Whether patterns that move along straight lines only (rook, bishop, cannon, queen) get one
/// table per line family (two or more lookups, far smaller tables) or one table.
///
/// ```
/// use chesstab_tables::variant::Split;
/// assert_eq!("never".parse::<Split>()?, Split::Never);
/// assert_eq!(Split::default(), Split::Auto);
/// # Ok::<(), chesstab_tables::variant::SpecError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Split {
    /// Split where the whole table would have more than [`Split::AUTO_ENTRIES`] entries.
    #[default]
    Auto,
    /// Split every pattern that can be.
    Always,
    /// Never split.
    Never,
}

impl Split {
    /// The entries above which [`Split::Auto`] splits: an 8×8 rook's table (102,400 entries)
    /// stays whole, a 9×10 rook's (1,081,344) is split.
    pub const AUTO_ENTRIES: usize = 1 << 17;

    /// Every choice, in the order help texts list them.
    pub const ALL: [Split; 3] = [Split::Auto, Split::Always, Split::Never];

    /// The choice's name as options take it.
    pub const fn name(self) -> &'static str {
        match self {
            Split::Auto => "auto",
            Split::Always => "always",
            Split::Never => "never",
        }
    }
}

impl FromStr for Split {
    type Err = SpecError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Split::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| SpecError::Split(s.to_owned()))
    }
}

/// A method or split choice that is not one, with what is accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// An unknown slider method.
    Method(String),
    /// An unknown split choice.
    Split(String),
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, given, names): (&str, &str, Vec<&str>) = match self {
            SpecError::Method(given) => (
                "variant slider method",
                given,
                Method::ALL.iter().map(|m| m.name()).collect(),
            ),
            SpecError::Split(given) => (
                "split choice",
                given,
                Split::ALL.iter().map(|m| m.name()).collect(),
            ),
        };
        write!(f, "unknown {what} '{given}'")?;
        if let Some(near) = crate::suggest::did_you_mean(given, names.iter().copied()) {
            write!(f, " (did you mean '{near}'?)")?;
        }
        f.write_str("; expected one of ")?;
        crate::suggest::write_list(f, &names)
    }
}

impl std::error::Error for SpecError {}

/// The request: a variant's board, pieces and zones in a mapping, the slider methods, the
/// split choice and the magic search's seed.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Method, Spec, Split, Variant};
/// let spec = Spec::new(Variant::preset("shogi")?, Mapping::Lefr)
///     .methods(&[Method::Pext])
///     .split(Split::Never);
/// assert_eq!(spec.mapping(), Mapping::Lefr);
/// assert_eq!(spec.chosen_methods(), [Method::Pext]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    variant: Variant,
    mapping: Mapping,
    methods: Vec<Method>,
    split: Split,
    seed: u64,
    mailbox: Option<Layout>,
    mailbox_index: IndexType,
    drawings: Vec<Drawing>,
}

impl Spec {
    /// The variant in `mapping`, every slider method, [`Split::Auto`] and seed 0.
    pub fn new(variant: Variant, mapping: Mapping) -> Spec {
        Spec {
            variant,
            mapping,
            methods: Method::ALL.to_vec(),
            split: Split::Auto,
            seed: 0,
            mailbox: None,
            mailbox_index: IndexType::I16,
            drawings: Vec::new(),
        }
    }

    /// The slider methods to generate (each once, in [`Method::ALL`]'s order; none: the leaps
    /// and lines alone).
    #[must_use]
    pub fn methods(mut self, methods: &[Method]) -> Spec {
        self.methods = Method::ALL
            .into_iter()
            .filter(|m| methods.contains(m))
            .collect();
        self
    }

    /// Whether straight patterns are split by line.
    #[must_use]
    pub fn split(mut self, split: Split) -> Spec {
        self.split = split;
        self
    }

    /// The magic search's seed, for the squares whose magic is not built (see
    /// [`MagicTable`](super::MagicTable)): the same seed gives the same magics on every machine.
    #[must_use]
    pub fn seed(mut self, seed: u64) -> Spec {
        self.seed = seed;
        self
    }

    /// The mailbox tables in a layout, or none (the default): the padded index of each
    /// square and the square of each index, the compass steps, the layout's numbers, and the
    /// difference tables (which pieces attack across a difference, the unit step along it).
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::{AnyTables, Layout, Spec, Variant};
    /// let spec = Spec::new(Variant::preset("xiangqi")?, Mapping::Lerf).methods(&[]).mailbox(Some(Layout::Compact));
    /// let AnyTables::U128(tables) = spec.compute()? else { panic!("90 squares are u128") };
    /// assert!(tables.table("mailbox_attack").is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn mailbox(mut self, layout: Option<Layout>) -> Spec {
        self.mailbox = layout;
        self
    }

    /// The integer type the engine keeps padded indices in (default `i16`, which every board
    /// fits): with `u8`, a board whose layout spans more than a byte is refused
    /// ([`Mailbox::span`](super::Mailbox::span)), and the padded indices of squares are
    /// written as bytes.
    #[must_use]
    pub fn mailbox_index(mut self, index: IndexType) -> Spec {
        self.mailbox_index = index;
        self
    }

    /// A table drawn as the board ([`Drawing`]) among the tables: the zones after the
    /// variant's own, then the tables, then the tables per colour, each kind in the order
    /// given.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::{AnyTables, Drawing, DrawingKind, Spec, Values, Variant};
    /// let rows = "0 0 0 1 1 1 0 0 0\n".repeat(3) + &"0 0 0 0 0 0 0 0 0\n".repeat(7);
    /// let spec = Spec::new(Variant::preset("xiangqi")?, Mapping::Lerf)
    ///     .methods(&[])
    ///     .drawing(Drawing::new("top_palace", DrawingKind::Zone, &rows));
    /// let AnyTables::U128(tables) = spec.compute()? else { panic!("90 squares are u128") };
    /// let Values::Sets(drawn) = &tables.table("top_palace").unwrap().values else { panic!() };
    /// let Values::Sets(palace) = &tables.table("palace").unwrap().values else { panic!() };
    /// assert_eq!((drawn[0], drawn[1]), (palace[1], palace[0])); // black's palace, drawn
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn drawing(mut self, drawing: Drawing) -> Spec {
        self.drawings.push(drawing);
        self
    }

    /// The tables drawn as the board, in the order given.
    pub fn drawings(&self) -> &[Drawing] {
        &self.drawings
    }

    /// The mailbox index type chosen.
    pub fn mailbox_index_type(&self) -> IndexType {
        self.mailbox_index
    }

    /// The mailbox layout chosen, if any.
    pub fn mailbox_layout(&self) -> Option<Layout> {
        self.mailbox
    }

    /// The variant.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The mapping.
    pub fn mapping(&self) -> Mapping {
        self.mapping
    }

    /// The methods chosen.
    pub fn chosen_methods(&self) -> &[Method] {
        &self.methods
    }

    /// The split choice.
    pub fn split_choice(&self) -> Split {
        self.split
    }

    /// The seed.
    pub fn magic_seed(&self) -> u64 {
        self.seed
    }
}

//! The mailbox of any board: the 0x88 idea generalised. Squares are spread over a padded
//! layout whose rows are wide enough that the difference of two padded indices names the
//! (file, rank) offset between their squares uniquely, and a step off the board is seen from
//! the index alone; tables indexed by the difference then say which pieces attack across it
//! and the unit step along it.

use core::fmt;
use core::str::FromStr;

use super::betza::Piece;
use super::board::Board;
use super::pattern::{Colour, Line, Use};

/// How a board's squares are spread over the padded layout ([`Mailbox`]).
///
/// ```
/// use chesstab_tables::variant::Layout;
/// assert_eq!("mask".parse::<Layout>()?, Layout::Mask);
/// assert_eq!(Layout::Compact.name(), "compact");
/// assert!("0x88".parse::<Layout>().unwrap_err().to_string().contains("compact, mask"));
/// # Ok::<(), chesstab_tables::variant::LayoutError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Layout {
    /// Rows of the smallest power of two at least twice the minor side: the smallest tables,
    /// off the board by one mask and two comparisons.
    Compact,
    /// Each side's coordinates strided within a power of two: off the board by one AND.
    Mask,
}

impl Layout {
    /// Every layout, in the order help texts list them.
    pub const ALL: [Layout; 2] = [Layout::Compact, Layout::Mask];

    /// The layout's name as options take it.
    pub const fn name(self) -> &'static str {
        match self {
            Layout::Compact => "compact",
            Layout::Mask => "mask",
        }
    }
}

/// The integer type an engine keeps padded indices in: the off-board test stays exact in its
/// wrapping arithmetic when the indices a step reaches fit it ([`Mailbox::span`]).
///
/// ```
/// use chesstab_tables::variant::IndexType;
/// assert_eq!("u8".parse::<IndexType>()?, IndexType::U8);
/// assert_eq!(IndexType::I16.values(), 32768);
/// # Ok::<(), chesstab_tables::variant::LayoutError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IndexType {
    /// A byte, as 0x88 engines keep their squares: boards whose span is at most 256.
    U8,
    /// Sixteen bits, signed: every board up to 128 squares.
    #[default]
    I16,
}

impl IndexType {
    /// Every index type, in the order help texts list them.
    pub const ALL: [IndexType; 2] = [IndexType::U8, IndexType::I16];

    /// The type's name as options take it.
    pub const fn name(self) -> &'static str {
        match self {
            IndexType::U8 => "u8",
            IndexType::I16 => "i16",
        }
    }

    /// How many index values the type's wrapping arithmetic keeps apart on the side the
    /// test reads: 256 for `u8`, 32,768 (its non-negative values) for `i16`.
    pub const fn values(self) -> u32 {
        match self {
            IndexType::U8 => 1 << 8,
            IndexType::I16 => 1 << 15,
        }
    }
}

impl FromStr for IndexType {
    type Err = LayoutError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        IndexType::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| LayoutError::Index(s.to_owned()))
    }
}

/// A mailbox layout's or index type's name that is not one, with what is accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// An unknown layout.
    Layout(String),
    /// An unknown index type.
    Index(String),
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, given, names): (&str, &str, Vec<&str>) = match self {
            LayoutError::Layout(given) => (
                "mailbox layout",
                given,
                Layout::ALL.iter().map(|l| l.name()).collect(),
            ),
            LayoutError::Index(given) => (
                "mailbox index type",
                given,
                IndexType::ALL.iter().map(|l| l.name()).collect(),
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

impl std::error::Error for LayoutError {}

impl FromStr for Layout {
    type Err = LayoutError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Layout::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| LayoutError::Layout(s.to_owned()))
    }
}

/// One coordinate's field: value `offset + stride · x` for coordinate `x` of a side of `side`
/// squares, on the board below `limit`, in a field of `2 · power` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Field {
    side: u32,
    stride: u32,
    offset: u32,
    power: u32,
    limit: u32,
}

impl Field {
    fn new(side: u8, layout: Layout) -> Field {
        let side = u32::from(side);
        match layout {
            Layout::Compact => Field {
                side,
                stride: 1,
                offset: 0,
                power: side.next_power_of_two(),
                limit: side,
            },
            Layout::Mask => {
                // The least stride with a power of two in (b·(s−1), b·(s+1) − 1]; b = s + 1
                // always has one (2^k in (s^2 − 1, s^2 + 2s] for s ≥ 2), so the loop ends.
                let mut stride = 1;
                loop {
                    let power = (stride * (side - 1) + 1).next_power_of_two();
                    if power < stride * (side + 1) {
                        let offset = power.saturating_sub(stride * side);
                        return Field {
                            side,
                            stride,
                            offset,
                            power,
                            limit: power,
                        };
                    }
                    stride += 1;
                }
            }
        }
    }

    fn value(self, x: u32) -> u32 {
        self.offset + self.stride * x
    }

    /// The coordinate of a field value, if it is one.
    fn coordinate(self, value: u32) -> Option<u32> {
        let x = value.checked_sub(self.offset)?;
        (x % self.stride == 0 && x / self.stride < self.side).then_some(x / self.stride)
    }
}

/// A board's padded layout: the conversions between squares and padded indices, the
/// off-board test, and the difference tables' indexing.
///
/// # The rule
///
/// A board's index is `N · major + minor` (the [`Mapping`](crate::Mapping) says which
/// coordinate is which and from which end each counts): `N` is the minor side (W in a
/// rank-major mapping, H in a file-major one), `M` the major side. Each coordinate `x` of a
/// side `s` is written into a field as `c + b · x` with a stride `b` and an offset `c`, and the
/// padded index is `row · (c₂ + b₂ · major) + (c₁ + b₁ · minor)`, with `row = 2 · P₁` a power
/// of two. From a square, a difference of two squares moves each coordinate to
/// `−(s − 1) ..= 2s − 2`; the field stays within `−P .. 2P`, so no step carries across the
/// fields, and:
///
/// - the minor coordinate is on the board exactly when `p & (row − 1) < minor_limit` (a step
///   below 0 borrows from the row and leaves `row − 1 − …` there, at least `row − N`);
/// - then the major one is exactly when `0 <= p < limit`, `limit = row · major_limit`: one
///   unsigned comparison, since an index below 0 reads as a large unsigned number.
///
/// Two layouts choose the fields:
///
/// - [`Layout::Compact`]: `b = 1`, `c = 0`, `P` the smallest power of two at least `s`, so
///   `row ≥ 2N` and `minor_limit = N`, `major_limit = M`: the smallest tables. Differences are
///   unique because `|minor offset| ≤ N − 1 < row / 2`.
/// - [`Layout::Mask`]: for each side the least stride `b` for which a power of two `P` has
///   `b · (s − 1) < P ≤ b · (s + 1) − 1`, and `c = max(0, P − b · s)`: then the `s` coordinates
///   fill `c .. P`, one stride more reaches `P` and one stride less goes below 0.
///   `minor_limit = P₁`, `major_limit = P₂` are powers of two, so the whole test is one AND:
///   `p & off_mask != 0` with `off_mask = P₁ | !(limit − 1)`, in any two's-complement type
///   of `log2(2 · limit)` bits or more. A side that is a power of two gets `b = 1`, `c = 0`:
///   on 8×8 both layouts are 0x88 (`row` 16, `off_mask` `0x88` in eight bits).
///
/// No single AND can do it in the compact layout unless both sides are powers of two: the
/// indices a mask accepts along a row are the subsets of its free bits, and no such set of
/// unit-spaced values has a size that is not a power of two. The mask layout buys its one AND
/// with sparser rows (a 9-square side has stride 7 in a field of 64).
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Board, Layout, Mailbox};
///
/// let board = Board::new(9, 10, Mapping::Lerf)?;                  // xiangqi
/// let compact = Mailbox::new(board, Layout::Compact);
/// assert_eq!((compact.row(), compact.minor_limit(), compact.limit()), (32, 9, 320));
/// let e5 = board.parse_square("e5")?;
/// assert_eq!(compact.index(e5), 32 * 4 + 4);
/// let p = compact.index(e5) as i32 + compact.offset(5, 0);        // five files east: off
/// assert!(compact.is_off(p));
/// assert_eq!(compact.square(compact.index(e5) as i32 + compact.offset(-1, 2)), Some(board.parse_square("d7")?));
///
/// let mask = Mailbox::new(board, Layout::Mask);
/// let off = mask.off_mask().unwrap();                             // one AND
/// let (j5, i10) = (mask.index(e5) as i32 + mask.offset(5, 0), mask.index(e5) as i32 + mask.offset(4, 5));
/// assert!(j5 & off != 0);
/// assert!(i10 & off == 0);
/// assert_eq!(mask.square(i10), Some(board.parse_square("i10")?));
/// # Ok::<(), chesstab_tables::variant::BoardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mailbox {
    board: Board,
    layout: Layout,
    minor: Field,
    major: Field,
}

impl Mailbox {
    /// The layout of `board` (any board up to 128 squares fits: every padded index and
    /// difference lies within ±2^15).
    pub fn new(board: Board, layout: Layout) -> Mailbox {
        let rank_major = board.mapping().rank_major();
        let (minor, major) = if rank_major {
            (board.files(), board.ranks())
        } else {
            (board.ranks(), board.files())
        };
        Mailbox {
            board,
            layout,
            minor: Field::new(minor, layout),
            major: Field::new(major, layout),
        }
    }

    /// The board.
    pub const fn board(self) -> Board {
        self.board
    }

    /// The layout.
    pub const fn layout(self) -> Layout {
        self.layout
    }

    /// The padded index's row width: a power of two; a step of one row changes the major
    /// coordinate's field by one.
    pub const fn row(self) -> u32 {
        2 * self.minor.power
    }

    /// The minor coordinate is on the board when `p & (row − 1)` is below this.
    pub const fn minor_limit(self) -> u32 {
        self.minor.limit
    }

    /// Every index of a square is below this: the major coordinate is on the board when
    /// `0 <= p < limit` (the minor one being on it). Arrays indexed by the padded index have
    /// this length.
    pub const fn limit(self) -> u32 {
        self.row() * self.major.limit
    }

    /// The padded index of a square index of the board.
    pub fn index(self, square: u32) -> u32 {
        let n = self.minor.side;
        self.row() * self.major.value(square / n) + self.minor.value(square % n)
    }

    /// Whether a padded index reached from a square by a difference of two squares is off
    /// the board: `p & (row − 1) >= minor_limit` or `p` outside `0 .. limit`.
    pub fn is_off(self, p: i32) -> bool {
        p < 0 || p as u32 >= self.limit() || (p as u32 & (self.row() - 1)) >= self.minor_limit()
    }

    /// The one mask that flags an index off the board, `p & off_mask != 0`, when both limits
    /// are powers of two with the minor one half the row (always in [`Layout::Mask`], in the
    /// compact layout when both sides are powers of two): `minor_limit | !(limit − 1)`.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::{Board, Layout, Mailbox};
    /// let chess = Mailbox::new(Board::new(8, 8, Mapping::Lerf)?, Layout::Compact);
    /// assert_eq!(chess.off_mask(), Some(!0x77));        // 0x88 in eight bits
    /// let xiangqi = Mailbox::new(Board::new(9, 10, Mapping::Lerf)?, Layout::Compact);
    /// assert_eq!(xiangqi.off_mask(), None);
    /// # Ok::<(), chesstab_tables::variant::BoardError>(())
    /// ```
    pub fn off_mask(self) -> Option<i32> {
        let (m, l) = (self.minor_limit(), self.limit());
        (2 * m == self.row() && l.is_power_of_two()).then(|| m as i32 | !(l as i32 - 1))
    }

    /// The square of a padded index, or `None` off the board (an index that is no square's).
    pub fn square(self, p: i32) -> Option<u32> {
        if self.is_off(p) {
            return None;
        }
        let p = p as u32;
        let minor = self.minor.coordinate(p & (self.row() - 1))?;
        let major = self.major.coordinate(p / self.row())?;
        Some(self.minor.side * major + minor)
    }

    /// The padded offset of a `(file, rank)` vector in the board's orientation: the
    /// difference of the padded indices of any two squares that far apart.
    pub fn offset(self, file_delta: i32, rank_delta: i32) -> i32 {
        let m = self.board.mapping();
        let df = if m.files_reversed() {
            -file_delta
        } else {
            file_delta
        };
        let dr = if m.ranks_reversed() {
            -rank_delta
        } else {
            rank_delta
        };
        let (minor, major) = if m.rank_major() { (df, dr) } else { (dr, df) };
        self.row() as i32 * self.major.stride as i32 * major + self.minor.stride as i32 * minor
    }

    /// The largest `to − from` of two squares' padded indices; the difference tables are
    /// indexed by `to − from + max_difference()`.
    pub fn max_difference(self) -> u32 {
        let (w, h) = (i32::from(self.board.files()), i32::from(self.board.ranks()));
        [(w - 1, h - 1), (w - 1, 1 - h)]
            .into_iter()
            .map(|(df, dr)| self.offset(df, dr).unsigned_abs())
            .max()
            .unwrap_or(0)
    }

    /// The index values a step from a square can reach, `limit() + max_difference()`: from
    /// `−max_difference()` to `limit() − 1 + max_difference()`. An index type wrapping at
    /// `2^n` keeps the off-board test exact when the span is at most `2^n` (a step below 0
    /// wraps to `2^n − …`, at least `limit()`); 0x88's is 247, within a byte.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::{Board, IndexType, Layout, Mailbox};
    /// let chess = Mailbox::new(Board::new(8, 8, Mapping::Lerf)?, Layout::Compact);
    /// assert_eq!(chess.span(), 247);
    /// assert!(chess.fits(IndexType::U8));
    /// let xiangqi = Mailbox::new(Board::new(9, 10, Mapping::Lerf)?, Layout::Compact);
    /// assert!(!xiangqi.fits(IndexType::U8) && xiangqi.fits(IndexType::I16));
    /// # Ok::<(), chesstab_tables::variant::BoardError>(())
    /// ```
    pub fn span(self) -> u32 {
        self.limit() + self.max_difference()
    }

    /// Whether `index` holds this layout's [`span`](Mailbox::span).
    pub fn fits(self, index: IndexType) -> bool {
        self.span() <= index.values()
    }

    /// The length of the difference tables: `2 · max_difference() + 1`.
    pub fn differences(self) -> usize {
        2 * self.max_difference() as usize + 1
    }

    /// The padded index of each square, in index order.
    pub fn square_indices(self) -> Vec<i32> {
        self.board.squares().map(|s| self.index(s) as i32).collect()
    }

    /// The square of each padded index below [`limit`](Mailbox::limit), −1 for none.
    pub fn index_squares(self) -> Vec<i32> {
        (0..self.limit() as i32)
            .map(|p| self.square(p).map_or(-1, |s| s as i32))
            .collect()
    }

    /// At `to − from + max_difference()`: the padded step of the smallest vector the
    /// difference is a whole multiple of (the difference over the gcd of its file and rank
    /// offsets: one square along a rank, file or diagonal, a knight's jump along a
    /// nightrider's line), 0 where `to = from` and where no two squares differ so.
    pub fn unit_steps(self) -> Vec<i32> {
        let mut out = vec![0; self.differences()];
        self.each_difference(|slot, df, dr| {
            let g = gcd(df.unsigned_abs(), dr.unsigned_abs()) as i32;
            out[slot] = self.offset(df / g, dr / g);
        });
        out
    }

    /// At `to − from + max_difference()`, for each colour: bit `i` set when the `i`-th of
    /// `pieces` of that colour on `from` attacks `to` for some placement of the other pieces
    /// (leapers and riders on an empty board, lame leapers with their path empty, hoppers over
    /// one screen): what stands between is for the engine to check along the unit step.
    /// One row per colour (white first), or one when no piece's moves depend on its colour.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::{Board, Layout, Mailbox, Piece};
    /// let board = Board::new(9, 10, Mapping::Lerf)?;
    /// let mailbox = Mailbox::new(board, Layout::Compact);
    /// let pieces = [Piece::parse("cannon", "mRcpR")?, Piece::parse("soldier", "fW")?];
    /// let [white, black] = &mailbox.attacks(&pieces)[..] else { panic!("the soldier has a direction") };
    /// let at = |df, dr| (mailbox.offset(df, dr) + mailbox.max_difference() as i32) as usize;
    /// assert_eq!(white[at(0, 1)], 0b10);   // one step forward: the soldier; the cannon needs a screen
    /// assert_eq!(white[at(0, 2)], 0b01);   // two: the cannon over one screen
    /// assert_eq!(black[at(0, 1)], 0);      // black's soldier goes the other way
    /// assert_eq!(mailbox.unit_steps()[at(0, 2)], mailbox.offset(0, 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn attacks(self, pieces: &[Piece]) -> Vec<Vec<u64>> {
        let colours: &[Colour] = if pieces.iter().any(Piece::has_direction) {
            &Colour::BOTH
        } else {
            &[Colour::White]
        };
        colours
            .iter()
            .map(|&colour| {
                let mut row = vec![0u64; self.differences()];
                for (bit, piece) in pieces.iter().enumerate() {
                    let vectors = capture_vectors(piece, colour);
                    self.each_difference(|slot, df, dr| {
                        if vectors(df, dr) {
                            row[slot] |= 1 << bit;
                        }
                    });
                }
                row
            })
            .collect()
    }

    /// Calls `f(slot, df, dr)` for each nonzero difference of two squares.
    fn each_difference(self, mut f: impl FnMut(usize, i32, i32)) {
        let (w, h) = (i32::from(self.board.files()), i32::from(self.board.ranks()));
        let centre = self.max_difference() as i32;
        for df in 1 - w..w {
            for dr in 1 - h..h {
                if (df, dr) != (0, 0) {
                    f((self.offset(df, dr) + centre) as usize, df, dr);
                }
            }
        }
    }
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Whether a piece of `colour` captures across `(df, dr)` for some placement of the others:
/// a leap or lame leap's target, a ride's multiple of its step within its limit, a hop's
/// multiple of two steps or more.
fn capture_vectors(piece: &Piece, colour: Colour) -> impl Fn(i32, i32) -> bool {
    let leaps = piece.leaps(colour, Use::Capture);
    let lines = piece.pattern(colour, Use::Capture).lines().to_vec();
    move |df, dr| {
        let along = |(sf, sr): (i8, i8), least: i32, limit: u8| {
            let (sf, sr) = (i32::from(sf), i32::from(sr));
            let k = if sf != 0 { df / sf } else { dr / sr };
            k >= least && (sf * k, sr * k) == (df, dr) && (limit == 0 || k <= i32::from(limit))
        };
        leaps
            .iter()
            .any(|&(f, r)| (i32::from(f), i32::from(r)) == (df, dr))
            || lines.iter().any(|line| match line {
                Line::Ride { step, limit } => along(*step, 1, *limit),
                Line::Hop { step, .. } => along(*step, 2, 0),
                Line::Lame { target, .. } => (i32::from(target.0), i32::from(target.1)) == (df, dr),
            })
    }
}

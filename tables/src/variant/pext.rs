//! PEXT tables of any pattern on any board: `attacks[offset + pext(occupied, mask)]`, and the
//! compressed form Pikafish uses, whose entries are `pext(attacks, pseudo)` (the attack set
//! packed onto the squares some occupancy lets the piece reach), expanded with PDEP at
//! lookup: a quarter or an eighth of the bytes for the same single lookup.
//!
//! On a 128-square board PEXT and PDEP are two 64-bit instructions each: the low word's
//! result, and the high word's shifted by the low word's count of mask (or pseudo) bits,
//! which the entries carry.

use super::board::Board;
use super::pattern::Pattern;
use super::reach::Reach;
use super::square_set::SquareSet;

/// One square's PEXT entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PextEntry<S> {
    /// The relevant occupancy.
    pub mask: S,
    /// The square's first entry in the attack array.
    pub offset: u32,
}

/// A pattern's PEXT table: `attacks[offset + pext(occupied, mask)]`.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Board, Colour, Piece, PextTable, Use, reference};
/// let board = Board::new(10, 8, Mapping::Lefr)?;
/// let rook = Piece::parse("rook", "R")?.pattern(Colour::White, Use::Capture);
/// let table = PextTable::<u128>::new(board, &rook);
/// let occupied = 0x00ff_0000_1234_0000_8001u128;
/// for sq in board.squares() {
///     assert_eq!(table.attacks(sq, occupied), reference::attacks(board, sq, &rook, occupied));
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PextTable<S> {
    /// One entry per square, in index order.
    pub entries: Vec<PextEntry<S>>,
    /// The attack sets, each square's block at its offset.
    pub attacks: Vec<S>,
}

impl<S: SquareSet> PextTable<S> {
    /// The table of `pattern` on `board`.
    pub fn new(board: Board, pattern: &Pattern) -> PextTable<S> {
        let reach = Reach::<S>::new(board, pattern);
        let mut entries = Vec::with_capacity(board.len());
        let mut attacks = Vec::new();
        for square in board.squares() {
            let mask = reach.mask(square);
            let offset = attacks.len() as u32;
            let mut block = vec![S::EMPTY; 1 << mask.count()];
            for occ in mask.subsets() {
                block[occ.extract(mask) as usize] = reach.attacks(square, occ);
            }
            attacks.extend(block);
            entries.push(PextEntry { mask, offset });
        }
        PextTable { entries, attacks }
    }

    /// The attacks from `square` with `occupied` squares, looked up.
    pub fn attacks(&self, square: u32, occupied: S) -> S {
        let entry = &self.entries[square as usize];
        self.attacks[entry.offset as usize + occupied.extract(entry.mask) as usize]
    }
}

/// One square's entry of a compressed PEXT table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CompressedEntry<S> {
    /// The relevant occupancy.
    pub mask: S,
    /// Every square some occupancy lets the piece reach: the squares an entry's bits are
    /// deposited on, lowest first.
    pub pseudo: S,
    /// The square's first entry in the value array.
    pub offset: u32,
    /// The mask's squares in the low 64-bit word (where the high word's PEXT goes).
    pub mask_low_bits: u8,
    /// The pseudo attacks' squares in the low 64-bit word (where PDEP's high word starts).
    pub pseudo_low_bits: u8,
}

/// A pattern's PEXT table with PDEP-compressed entries:
/// `pdep(values[offset + pext(occupied, mask)], pseudo)`.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Board, Colour, CompressedTable, Piece, Use, reference};
/// let board = Board::new(9, 10, Mapping::Lerf)?;
/// let cannon = Piece::parse("cannon", "mRcpR")?.pattern(Colour::White, Use::Capture);
/// let table = CompressedTable::<u128>::new(board, &cannon);
/// // A capture lands beyond a screen, never next to the cannon: 15 squares at most.
/// assert_eq!(table.value_bits, 16);
/// let occupied = 0x3_0000_00f0_0f00_1234_5678_9abcu128;
/// for sq in board.squares() {
///     assert_eq!(table.attacks(sq, occupied), reference::attacks(board, sq, &cannon, occupied));
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompressedTable<S> {
    /// One entry per square, in index order.
    pub entries: Vec<CompressedEntry<S>>,
    /// The packed attack sets, each square's block at its offset.
    pub values: Vec<u64>,
    /// The width of a value: 8, 16, 32 or 64 bits, the fewest that hold the most pseudo
    /// attacks of a square.
    pub value_bits: u32,
}

impl<S: SquareSet> CompressedTable<S> {
    /// The table of `pattern` on `board`.
    pub fn new(board: Board, pattern: &Pattern) -> CompressedTable<S> {
        let reach = Reach::<S>::new(board, pattern);
        let mut entries = Vec::with_capacity(board.len());
        let mut values = Vec::new();
        let mut widest = 0;
        for square in board.squares() {
            let mask = reach.mask(square);
            let pseudo = reach.pseudo(square);
            widest = widest.max(pseudo.count());
            let offset = values.len() as u32;
            let mut block = vec![0; 1 << mask.count()];
            for occ in mask.subsets() {
                block[occ.extract(mask) as usize] = reach.attacks(square, occ).extract(pseudo);
            }
            values.extend(block);
            let low = |set: S| (set & S::from_words(&[u64::MAX])).count() as u8;
            entries.push(CompressedEntry {
                mask,
                pseudo,
                offset,
                mask_low_bits: low(mask),
                pseudo_low_bits: low(pseudo),
            });
        }
        let value_bits = [8, 16, 32, 64]
            .into_iter()
            .find(|&b| widest <= b)
            .unwrap_or(64);
        CompressedTable {
            entries,
            values,
            value_bits,
        }
    }

    /// The attacks from `square` with `occupied` squares, looked up and deposited.
    pub fn attacks(&self, square: u32, occupied: S) -> S {
        let entry = &self.entries[square as usize];
        let value = self.values[entry.offset as usize + occupied.extract(entry.mask) as usize];
        S::deposit(value, entry.pseudo)
    }
}

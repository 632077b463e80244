//! The by-square statics of the checked-in data files (`compute/magic/data.rs`,
//! `compute/black_magic/data.rs`), written by the computations they serve: one multiplier per
//! line, offsets eight to a line, each line labelled with its squares' LERF names (the numbers
//! are the same bit-square in every mapping).

use core::fmt::Write;

use crate::mapping::{Mapping, coords_name};

/// The values of one static.
#[derive(Clone, Copy, Debug)]
pub enum Values<'a> {
    /// `u64` multipliers, in hex.
    Hex(&'a [u64; 64]),
    /// `u32` offsets, in decimal.
    Offsets(&'a [u32; 64]),
}

/// Writes `pub(super) static NAME: [T; 64] = [...];` with a doc comment.
///
/// ```
/// use chesstab_tables::__private::compute::data_file::{Values, write_by_square};
/// let mut out = String::new();
/// write_by_square(&mut out, "Offsets.", "OFFSETS", Values::Offsets(&[7; 64]));
/// assert!(out.starts_with("\n/// Offsets.\npub(super) static OFFSETS: [u32; 64] = [\n"));
/// assert!(out.contains("\n             7,          7,"));
/// assert!(out.contains(" // a1 b1 c1 d1 e1 f1 g1 h1\n"));
/// ```
pub fn write_by_square(out: &mut String, doc: &str, name: &str, values: Values<'_>) {
    let name_of = |sq: usize| {
        let sq = sq as u8;
        coords_name(Mapping::Lerf.file_of(sq), Mapping::Lerf.rank_of(sq)).to_string()
    };
    let ty = match values {
        Values::Hex(_) => "u64",
        Values::Offsets(_) => "u32",
    };
    let _ = write!(
        out,
        "\n/// {doc}\npub(super) static {name}: [{ty}; 64] = [\n"
    );
    match values {
        Values::Hex(numbers) => {
            for (sq, n) in numbers.iter().enumerate() {
                let _ = writeln!(out, "    0x{n:016X}, // {}", name_of(sq));
            }
        }
        Values::Offsets(offsets) => {
            for (row, chunk) in offsets.chunks(8).enumerate() {
                out.push_str("    ");
                for (i, o) in chunk.iter().enumerate() {
                    if i > 0 {
                        out.push(' ');
                    }
                    let _ = write!(out, "{o:>10},");
                }
                let names: Vec<String> = (0..8).map(|c| name_of(8 * row + c)).collect();
                let _ = writeln!(out, " // {}", names.join(" "));
            }
        }
    }
    out.push_str("];\n");
}

/// `n` with its digits in groups of three, as the data files' prose writes sizes.
///
/// ```
/// use chesstab_tables::__private::compute::data_file::thousands;
/// assert_eq!(thousands(87_988), "87,988");
/// assert_eq!(thousands(512), "512");
/// assert_eq!(thousands(1_000_000), "1,000,000");
/// ```
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

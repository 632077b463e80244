//! Named constants written beside the table they belong to, in every language: the bits of
//! `x88_attack`'s entries, so that an engine reading the generated file names them without
//! chesstab-tables at run time. (The black magics' shifts, older, are
//! [`BLACK_MAGIC_SHIFTS`](super::BLACK_MAGIC_SHIFTS).)

use core::fmt::Write as _;

use crate::table::Table;
use crate::x88::attack_bits;

/// The bits of `x88_attack`'s entries, one per kind of attacker (chesstab-tables'
/// `x88_attack_bits`): each constant's name, value and what it stands for. Rust writes them
/// `X88_ATTACK_KNIGHT`, C `chesstab_x88_attack_knight` (the header's prefix), C++ and JSON
/// `x88_attack_knight`.
///
/// ```
/// use chesstab_tables::__private::render::constants::X88_ATTACK_BITS;
/// assert_eq!(X88_ATTACK_BITS[2], ("x88_attack_knight", 4, "a knight"));
/// # #[cfg(feature = "x88")] {
/// use chesstab_tables::Builder;
/// let rust = Builder::new().tables(["x88_attack"]).generate().unwrap();
/// assert!(rust.contains("pub const X88_ATTACK_KNIGHT: u8 = 4;"));
/// // Only beside the table.
/// assert!(!Builder::new().tables(["x88_delta"]).generate().unwrap().contains("X88_ATTACK_"));
/// # }
/// # #[cfg(all(feature = "x88", feature = "headers"))] {
/// let c = chesstab_tables::Builder::new()
///     .tables(["x88_attack"])
///     .lang(chesstab_tables::Lang::C)
///     .generate()
///     .unwrap();
/// assert!(c.contains("    chesstab_x88_attack_knight = 4, /* a knight */"));
/// # }
/// ```
pub const X88_ATTACK_BITS: [(&str, u8, &str); 7] = [
    (
        "x88_attack_white_pawn",
        attack_bits::WHITE_PAWN,
        "a white pawn (attacking toward rank 8)",
    ),
    (
        "x88_attack_black_pawn",
        attack_bits::BLACK_PAWN,
        "a black pawn (attacking toward rank 1)",
    ),
    ("x88_attack_knight", attack_bits::KNIGHT, "a knight"),
    ("x88_attack_bishop", attack_bits::BISHOP, "a bishop"),
    ("x88_attack_rook", attack_bits::ROOK, "a rook"),
    ("x88_attack_queen", attack_bits::QUEEN, "a queen"),
    ("x88_attack_king", attack_bits::KING, "a king"),
];

/// [`X88_ATTACK_BITS`] where `tables` hold `x88_attack`, else none.
pub(crate) fn x88_attack_bits(tables: &[Table]) -> &'static [(&'static str, u8, &'static str)] {
    if tables.iter().any(|t| t.name() == "x88_attack") {
        &X88_ATTACK_BITS
    } else {
        &[]
    }
}

/// The Rust items of `tables`' constants, inside the tables' module after them.
pub(crate) fn rust(tables: &[Table]) -> String {
    let mut out = String::new();
    for (name, value, what) in x88_attack_bits(tables) {
        let _ = write!(
            out,
            "\n/// `x88_attack`'s bit of {what}.\npub const {}: u8 = {value};\n",
            name.to_ascii_uppercase()
        );
    }
    out
}

/// The C (`cpp` false, names under `prefix`) or C++ lines of `tables`' constants: a C `enum`,
/// C++ `inline constexpr` variables in the mapping's namespace.
#[cfg(feature = "headers")]
pub(crate) fn c_family(tables: &[Table], prefix: &str, cpp: bool) -> String {
    let bits = x88_attack_bits(tables);
    if bits.is_empty() {
        return String::new();
    }
    let mut out = String::new();
    if cpp {
        out.push_str("\n// x88_attack's bits, one per kind of attacker.\n");
        for (name, value, what) in bits {
            let _ = writeln!(
                out,
                "inline constexpr std::uint8_t {name} = {value};  // {what}"
            );
        }
    } else {
        out.push_str("\n/* x88_attack's bits, one per kind of attacker. */\nenum {\n");
        for (name, value, what) in bits {
            let _ = writeln!(out, "    {prefix}{name} = {value}, /* {what} */");
        }
        out.push_str("};\n");
    }
    out
}

/// `tables`' constants as JSON's `constants` object lists them: name and value.
#[cfg(feature = "json")]
pub(crate) fn json(tables: &[Table]) -> impl Iterator<Item = (&'static str, u32)> {
    x88_attack_bits(tables)
        .iter()
        .map(|&(name, value, _)| (name, u32::from(value)))
}

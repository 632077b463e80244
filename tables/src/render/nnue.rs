//! The NNUE feature-index functions of each language, emitted after the tables of a sub-group
//! selected whole: Rust `pub const fn`, C `static inline` (prefixed), C++ `constexpr` with the
//! header's `Square`, and the formulas in JSON. They read the tables of
//! [`compute::nnue`](crate::compute::nnue) (the same algorithm as the `no_std` core,
//! [`crate::nnue`]); the only part that depends on the mapping is a square's number
//! `8 * rank + file`, written as the mapping's index arithmetic.

use core::fmt::Write;

use crate::catalogue::{CATALOGUE, Group};
use crate::mapping::Mapping;
use crate::table::Table;

/// Which functions the tables allow: each sub-group selected whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Functions {
    /// `halfka_v2_hm_index`.
    pub halfka: bool,
    /// `full_threats_index`.
    pub threats: bool,
    /// `pawn_pair_index`.
    pub pairs: bool,
}

impl Functions {
    /// The functions whose sub-group `tables` hold whole.
    pub fn of(tables: &[Table]) -> Self {
        let whole = |group: Group| {
            CATALOGUE
                .iter()
                .filter(|t| t.group == group)
                .all(|info| tables.iter().any(|t| core::ptr::eq(t.info(), *info)))
        };
        Functions {
            halfka: whole(Group::HalfkaV2Hm),
            threats: whole(Group::FullThreats),
            pairs: whole(Group::PawnPairs),
        }
    }

    /// `true` when there is at least one.
    pub fn any(self) -> bool {
        self.halfka || self.threats || self.pairs
    }
}

/// The expression of a square's number `8 * rank + file` from its index `s` in `mapping`
/// (`s` an unsigned integer expression): the index, transposed for a file-major mapping, with
/// the reversed coordinates complemented by one xor.
///
/// ```
/// use chesstab_tables::{Mapping, __private::render::nnue::number_expression};
/// assert_eq!(number_expression(Mapping::Lerf, "s"), "s");
/// assert_eq!(number_expression(Mapping::Befr, "s"), "((((s) & 7) << 3) | ((s) >> 3)) ^ 63");
/// ```
pub fn number_expression(mapping: Mapping, s: &str) -> String {
    let x = if mapping.ranks_reversed() { 56 } else { 0 }
        | if mapping.files_reversed() { 7 } else { 0 };
    let base = if mapping.rank_major() {
        s.to_owned()
    } else {
        format!("((({s}) & 7) << 3) | (({s}) >> 3)")
    };
    match (x, mapping.rank_major()) {
        (0, _) => base,
        (_, true) => format!("{base} ^ {x}"),
        (_, false) => format!("({base}) ^ {x}"),
    }
}

/// The Rust functions (after the tables, which are `const` so that `const fn`s read them).
pub fn rust(mapping: Mapping, f: Functions) -> String {
    if !f.any() {
        return String::new();
    }
    let allow = "#[allow(dead_code, clippy::cast_lossless, clippy::cast_possible_truncation, clippy::doc_markdown)]";
    let mut out = String::new();
    let _ = write!(
        out,
        "\n/// The number `8 * rank + file` (a1 = 0, h8 = 63) of a square of {mapping}: the NNUE\n\
         /// tables are indexed by it, so a feature's index is the same in every mapping.\n\
         {allow}\n#[must_use]\npub const fn nnue_square_number(square: u8) -> u8 {{\n    {}\n}}\n",
        number_expression(mapping, "square")
    );
    if f.halfka {
        let _ = write!(
            out,
            "\n/// Stockfish's HalfKAv2_hm feature index (0..22,528) of `piece` (`6 * colour + role`) on\n\
             /// `square`, from `perspective` (0 white, 1 black) whose king stands on `king`.\n\
             {allow}\n#[must_use]\n{HALFKA_RUST}"
        );
    }
    if f.threats {
        let _ = write!(
            out,
            "\n/// Stockfish's FullThreats feature index of \"`attacker` on `from` attacks `to`, where\n\
             /// `victim` stands\" from `perspective` whose king stands on `king`;\n\
             /// `FULL_THREATS_DIMENSIONS` when that is no feature.\n\
             {allow}\n#[must_use]\n{THREATS_RUST}"
        );
    }
    if f.pairs {
        let _ = write!(
            out,
            "\n/// Stockfish's PP_3Wide pawn-pair feature index of `piece_a` on `a` and `piece_b` on `b`\n\
             /// (in either order) from `perspective` whose king stands on `king`, numbered from\n\
             /// `PAWN_PAIRS_BASE`; `PAWN_PAIRS_BASE + PAWN_PAIRS_DIMENSIONS` when they are no pair.\n\
             {allow}\n#[must_use]\n{PAIRS_RUST}"
        );
    }
    out
}

const HALFKA_RUST: &str =
    "pub const fn halfka_v2_hm_index(perspective: u8, king: u8, piece: u8, square: u8) -> u32 {
    let p = (perspective & 1) as usize;
    let k = HALFKA_V2_HM_KING[p][nnue_square_number(king) as usize];
    (nnue_square_number(square) ^ (k & 63) as u8) as u32
        + (k & !63) as u32
        + HALFKA_V2_HM_PLANES[p][piece as usize] as u32
}
";

const THREATS_RUST: &str = "pub const fn full_threats_index(
    perspective: u8,
    king: u8,
    attacker: u8,
    from: u8,
    victim: u8,
    to: u8,
) -> u32 {
    let p = perspective & 1;
    let x = (56 * p) ^ if nnue_square_number(king) & 4 != 0 { 7 } else { 0 };
    let a = ((attacker + 6 * p) % 12) as usize;
    let v = ((victim + 6 * p) % 12) as usize;
    let f = nnue_square_number(from) ^ x;
    let t = nnue_square_number(to) ^ x;
    let pair = FULL_THREATS_PAIRS[a][v];
    let attacks = FULL_THREATS_ATTACKS[a][f as usize];
    if pair == 0xFFFF_FFFF || (attacks >> t) & 1 == 0 || (pair & 0x8000_0000 != 0 && f < t) {
        return FULL_THREATS_DIMENSIONS;
    }
    FULL_THREATS_OFFSETS[a][f as usize]
        + (pair & 0x7FFF_FFFF)
        + (attacks & ((1u64 << t) - 1)).count_ones()
}
";

const PAIRS_RUST: &str = "pub const fn pawn_pair_index(
    perspective: u8,
    king: u8,
    piece_a: u8,
    a: u8,
    piece_b: u8,
    b: u8,
) -> u32 {
    let none = PAWN_PAIRS_BASE + PAWN_PAIRS_DIMENSIONS;
    let (na, nb) = (nnue_square_number(a), nnue_square_number(b));
    let (ra, rb) = (na >> 3, nb >> 3);
    if piece_a % 6 > 0 || piece_b % 6 > 0 || na == nb || ra == 0 || ra == 7 || rb == 0 || rb == 7 {
        return none;
    }
    if (na & 7).abs_diff(nb & 7) > 1 {
        return none;
    }
    let p = perspective & 1;
    let x = (56 * p) ^ if nnue_square_number(king) & 4 != 0 { 7 } else { 0 };
    let id_a = 48 * ((piece_a / 6) ^ p) as u32 + (na ^ x) as u32 - 8;
    let id_b = 48 * ((piece_b / 6) ^ p) as u32 + (nb ^ x) as u32 - 8;
    let (hi, lo) = if id_a > id_b { (id_a, id_b) } else { (id_b, id_a) };
    PAWN_PAIRS_BASE + hi * (hi - 1) / 2 + lo
}
";

/// The C functions, `static inline`, their names and the tables' with `prefix`.
pub fn c(mapping: Mapping, f: Functions, prefix: &str) -> String {
    if !f.any() {
        return String::new();
    }
    let mut out = String::new();
    let _ = write!(
        out,
        "\n/* NNUE feature indices. Squares are this mapping's; pieces 6 * colour + role (white pawn 0\n \
         * ... white king 5, black pawn 6 ... black king 11); perspective 0 white, 1 black. The\n \
         * number 8 * rank + file (a1 = 0) of a square, which the NNUE tables are indexed by. */\n\
         static inline unsigned PFX_nnue_square_number(unsigned square) {{\n    \
         return ({}) & 63u;\n}}\n",
        number_expression(mapping, "square")
    );
    if f.threats {
        out.push_str(POPCOUNT_C);
    }
    if f.halfka {
        out.push_str(HALFKA_C);
    }
    if f.threats {
        out.push_str(THREATS_C);
    }
    if f.pairs {
        out.push_str(PAIRS_C);
    }
    out.replace("PFX_", prefix)
}

const POPCOUNT_C: &str = "
/* The number of set bits. */
static inline unsigned PFX_nnue_popcount(uint64_t x) {
#if defined(__GNUC__)
    return (unsigned)__builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (unsigned)((x * 0x0101010101010101ULL) >> 56);
#endif
}
";

const HALFKA_C: &str = "
/* Stockfish's HalfKAv2_hm feature index (0 .. 22527) of piece on square, from perspective whose
 * king stands on king. */
static inline uint32_t PFX_halfka_v2_hm_index(unsigned perspective, unsigned king, unsigned piece,
                                              unsigned square) {
    const unsigned k = PFX_halfka_v2_hm_king[perspective & 1u][PFX_nnue_square_number(king)];
    return (uint32_t)((PFX_nnue_square_number(square) ^ (k & 63u)) + (k & ~63u) +
                      PFX_halfka_v2_hm_planes[perspective & 1u][piece]);
}
";

const THREATS_C: &str = "
/* Stockfish's FullThreats feature index of \"attacker on from attacks to, where victim stands\"
 * from perspective whose king stands on king; PFX_full_threats_dimensions when no feature. */
static inline uint32_t PFX_full_threats_index(unsigned perspective, unsigned king, unsigned attacker,
                                              unsigned from, unsigned victim, unsigned to) {
    const unsigned p = perspective & 1u;
    const unsigned x = (56u * p) ^ ((PFX_nnue_square_number(king) & 4u) ? 7u : 0u);
    const unsigned a = (attacker + 6u * p) % 12u;
    const unsigned v = (victim + 6u * p) % 12u;
    const unsigned f = PFX_nnue_square_number(from) ^ x;
    const unsigned t = PFX_nnue_square_number(to) ^ x;
    const uint32_t pair = PFX_full_threats_pairs[a][v];
    const uint64_t attacks = PFX_full_threats_attacks[a][f];
    if (pair == 0xFFFFFFFFu || ((attacks >> t) & 1u) == 0 || ((pair & 0x80000000u) && f < t)) {
        return PFX_full_threats_dimensions;
    }
    return PFX_full_threats_offsets[a][f] + (pair & 0x7FFFFFFFu) +
           PFX_nnue_popcount(attacks & ((UINT64_C(1) << t) - 1u));
}
";

const PAIRS_C: &str = "
/* Stockfish's PP_3Wide pawn-pair feature index of piece_a on a and piece_b on b (in either
 * order) from perspective whose king stands on king, numbered from PFX_pawn_pairs_base;
 * PFX_pawn_pairs_base + PFX_pawn_pairs_dimensions when they are no pair. */
static inline uint32_t PFX_pawn_pair_index(unsigned perspective, unsigned king, unsigned piece_a,
                                           unsigned a, unsigned piece_b, unsigned b) {
    const unsigned na = PFX_nnue_square_number(a);
    const unsigned nb = PFX_nnue_square_number(b);
    const unsigned ra = na >> 3, rb = nb >> 3, fa = na & 7u, fb = nb & 7u;
    const unsigned p = perspective & 1u;
    const unsigned x = (56u * p) ^ ((PFX_nnue_square_number(king) & 4u) ? 7u : 0u);
    uint32_t id_a, id_b, hi, lo;
    if (piece_a % 6u != 0 || piece_b % 6u != 0 || na == nb || ra == 0 || ra == 7 || rb == 0 ||
        rb == 7 || (fa > fb ? fa - fb : fb - fa) > 1) {
        return PFX_pawn_pairs_base + PFX_pawn_pairs_dimensions;
    }
    id_a = 48u * ((piece_a / 6u) ^ p) + (na ^ x) - 8u;
    id_b = 48u * ((piece_b / 6u) ^ p) + (nb ^ x) - 8u;
    hi = id_a > id_b ? id_a : id_b;
    lo = id_a > id_b ? id_b : id_a;
    return PFX_pawn_pairs_base + hi * (hi - 1u) / 2u + lo;
}
";

/// The C++ functions, `constexpr`, with the signatures of the design, helpers in `detail`.
pub fn cpp(mapping: Mapping, f: Functions) -> String {
    if !f.any() {
        return String::new();
    }
    let mut out = String::new();
    let _ = write!(
        out,
        "\n// NNUE feature indices. Pieces are 6 * colour + role (white pawn 0 ... white king 5, black\n\
         // pawn 6 ... black king 11); perspective 0 white, 1 black. The same physical position gives\n\
         // the same index in every mapping.\n\
         namespace detail {{\n\
         // The number 8 * rank + file (a1 = 0) of a square, which the NNUE tables are indexed by.\n\
         constexpr unsigned chesstab_nnue_square_number(Square square) noexcept {{\n    \
         const unsigned s = square_index(square);\n    return ({}) & 63u;\n}}\n\
         // The number of set bits.\n\
         constexpr unsigned chesstab_nnue_popcount(std::uint64_t x) noexcept {{\n    \
         x = x - ((x >> 1) & 0x5555555555555555ULL);\n    \
         x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);\n    \
         x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;\n    \
         return static_cast<unsigned>((x * 0x0101010101010101ULL) >> 56);\n}}\n\
         }}  // namespace detail\n",
        number_expression(mapping, "s")
    );
    if f.halfka {
        out.push_str(HALFKA_CPP);
    }
    if f.threats {
        out.push_str(THREATS_CPP);
    }
    if f.pairs {
        out.push_str(PAIRS_CPP);
    }
    out
}

const HALFKA_CPP: &str = "
// Stockfish's HalfKAv2_hm feature index (0 .. 22527) of piece on square, from perspective whose
// king stands on king.
constexpr std::uint32_t halfka_v2_hm_index(unsigned perspective, Square king, unsigned piece, Square square) {
    const unsigned k = halfka_v2_hm_king[perspective & 1u][detail::chesstab_nnue_square_number(king)];
    return (detail::chesstab_nnue_square_number(square) ^ (k & 63u)) + (k & ~63u)
        + halfka_v2_hm_planes[perspective & 1u][piece];
}
";

const THREATS_CPP: &str = "
// Stockfish's FullThreats feature index of \"attacker on from attacks to, where victim stands\"
// from perspective whose king stands on king; full_threats_dimensions when that is no feature.
constexpr std::uint32_t full_threats_index(unsigned perspective, Square king, unsigned attacker, Square from,
                                           unsigned victim, Square to) {
    const unsigned p = perspective & 1u;
    const unsigned x = (56u * p) ^ ((detail::chesstab_nnue_square_number(king) & 4u) ? 7u : 0u);
    const unsigned a = (attacker + 6u * p) % 12u;
    const unsigned v = (victim + 6u * p) % 12u;
    const unsigned f = detail::chesstab_nnue_square_number(from) ^ x;
    const unsigned t = detail::chesstab_nnue_square_number(to) ^ x;
    const std::uint32_t pair = full_threats_pairs[a][v];
    const std::uint64_t attacks = full_threats_attacks[a][f];
    if (pair == 0xFFFFFFFFu || ((attacks >> t) & 1u) == 0 || ((pair & 0x80000000u) != 0 && f < t)) {
        return full_threats_dimensions;
    }
    return full_threats_offsets[a][f] + (pair & 0x7FFFFFFFu)
        + detail::chesstab_nnue_popcount(attacks & ((std::uint64_t{1} << t) - 1));
}
";

const PAIRS_CPP: &str = "
// Stockfish's PP_3Wide pawn-pair feature index of piece_a on a and piece_b on b (in either
// order) from perspective whose king stands on king, numbered from pawn_pairs_base;
// pawn_pairs_base + pawn_pairs_dimensions when they are no pair.
constexpr std::uint32_t pawn_pair_index(unsigned perspective, Square king, unsigned piece_a, Square a,
                                        unsigned piece_b, Square b) {
    const unsigned na = detail::chesstab_nnue_square_number(a);
    const unsigned nb = detail::chesstab_nnue_square_number(b);
    const unsigned ra = na >> 3, rb = nb >> 3, fa = na & 7u, fb = nb & 7u;
    if (piece_a % 6u != 0 || piece_b % 6u != 0 || na == nb || ra == 0 || ra == 7 || rb == 0 || rb == 7
        || (fa > fb ? fa - fb : fb - fa) > 1) {
        return pawn_pairs_base + pawn_pairs_dimensions;
    }
    const unsigned p = perspective & 1u;
    const unsigned x = (56u * p) ^ ((detail::chesstab_nnue_square_number(king) & 4u) ? 7u : 0u);
    const std::uint32_t id_a = 48u * ((piece_a / 6u) ^ p) + (na ^ x) - 8u;
    const std::uint32_t id_b = 48u * ((piece_b / 6u) ^ p) + (nb ^ x) - 8u;
    const std::uint32_t hi = id_a > id_b ? id_a : id_b;
    const std::uint32_t lo = id_a > id_b ? id_b : id_a;
    return pawn_pairs_base + hi * (hi - 1u) / 2u + lo;
}
";

#[cfg(feature = "json")]
/// The JSON member documenting the functions (with a leading `,\n`), or nothing: each
/// function's formula over the tables, and the mapping's square numbers.
pub fn json(mapping: Mapping, f: Functions) -> String {
    if !f.any() {
        return String::new();
    }
    let numbers: Vec<String> = (0..64u8)
        .map(|s| (8 * mapping.rank_of(s) + mapping.file_of(s)).to_string())
        .collect();
    let mut lines = vec![
        format!("    \"square_number\": [{}]", numbers.join(", ")),
        "    \"conventions\": \"squares are the mapping's indices s and go through n = square_number[s] = 8 * rank + file; piece = 6 * colour + role (pawn 0, knight 1, bishop 2, rook 3, queen 4, king 5; white 0, black 1); perspective p 0 white, 1 black\"".to_owned(),
    ];
    if f.halfka {
        lines.push("    \"halfka_v2_hm_index\": \"k = halfka_v2_hm_king[p][n(king)]; index = (n(square) ^ (k & 63)) + (k & ~63) + halfka_v2_hm_planes[p][piece]\"".to_owned());
    }
    if f.threats {
        lines.push("    \"full_threats_index\": \"x = 56 * p ^ (7 if n(king) & 4 else 0); a = (attacker + 6 * p) % 12; v = (victim + 6 * p) % 12; f = n(from) ^ x; t = n(to) ^ x; pair = full_threats_pairs[a][v]; att = full_threats_attacks[a][f]; if pair == 0xFFFFFFFF or not (att >> t) & 1 or (pair & 0x80000000 and f < t): index = full_threats_dimensions; else index = full_threats_offsets[a][f] + (pair & 0x7FFFFFFF) + popcount(att & ((1 << t) - 1))\"".to_owned());
    }
    if f.pairs {
        lines.push("    \"pawn_pair_index\": \"na = n(a); nb = n(b); if piece_a % 6 or piece_b % 6 or na == nb or a rank (n >> 3) is 0 or 7 or |(na & 7) - (nb & 7)| > 1: index = pawn_pairs_base + pawn_pairs_dimensions; else x = 56 * p ^ (7 if n(king) & 4 else 0); id = 48 * ((piece / 6) ^ p) + (n ^ x) - 8 for each pawn; hi, lo = max, min; index = pawn_pairs_base + hi * (hi - 1) / 2 + lo\"".to_owned());
    }
    format!(",\n  \"nnue\": {{\n{}\n  }}", lines.join(",\n"))
}

/// `true` for a table the generated Rust functions read: `const`, not `static`, in Rust.
pub fn reads(table: &Table) -> bool {
    matches!(
        table.group(),
        Group::HalfkaV2Hm | Group::FullThreats | Group::PawnPairs
    )
}

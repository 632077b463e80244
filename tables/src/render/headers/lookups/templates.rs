//! The text of the C and C++ lookups, written once for both languages as templates with named
//! holes, `${name}`, which [`fill`](super::fill) fills for one language (and fails on a hole it
//! has no value for):
//!
//! - `${fn}`: the functions' qualifiers (C `static inline`; C++ `constexpr`, or `inline` where
//!   a table the function reads is only declared); `${intrinsics_fn}` the same for a function
//!   with intrinsics, never `constexpr`;
//! - `${u64}`: the 64-bit type; `${noexcept}`: ` noexcept` in C++; `${pair}`: the type of the
//!   both-at-once lookups; `${align}`: C++'s `alignas(16) ` for the lanes' table;
//! - `${prefix}`: the prefix of the header's tables and lookups (C `chesstab_`; none in C++,
//!   where they are in the mapping's namespace); `${helper}` a helper's name prefix where it
//!   is defined, `${helper_call}` where it is called (C++: in `detail`, and `chesstab_`, which
//!   an engine's macros do not take);
//! - `${rook_entry}`, `${bishop_entry}`: a magic-style group's entry of the square
//!   (`${prefix}rook_magics[square]`, or `${prefix}bishop_and_rook_magics[square][1]` in the
//!   interleaved layout);
//! - `${method}`: the lookups' method suffix (`black_magic`); `${pext_attribute}`: the PEXT
//!   diagnostic's attribute before a documented PEXT lookup;
//! - `${lanes_start}`, `${lanes_else}`, `${lanes_end}`: the hyperbola lookups' choice of the
//!   AVX2 lanes (C at compile time; C++ also outside constant evaluation);
//! - and the holes of one template (`${name}`, `${chosen}`, `${methods}`, `${doubled}`,
//!   `${lanes_builtin}`), named where it is.

pub(super) const MAGIC: &str = "
/* Fancy magic lookups: magic_attacks[offset + ((occupied & mask) * magic >> shift)]. */
${fn} ${u64} ${prefix}rook_attacks_magic(unsigned square, ${u64} occupied)${noexcept} {
    return ${prefix}magic_attacks[${rook_entry}.offset
        + (((occupied & ${rook_entry}.mask) * ${rook_entry}.magic) >> ${rook_entry}.shift)];
}
${fn} ${u64} ${prefix}bishop_attacks_magic(unsigned square, ${u64} occupied)${noexcept} {
    return ${prefix}magic_attacks[${bishop_entry}.offset
        + (((occupied & ${bishop_entry}.mask) * ${bishop_entry}.magic) >> ${bishop_entry}.shift)];
}
";

/// [`MAGIC`] in the address layout: load the entry, mask, multiply, shift, load.
pub(super) const MAGIC_ADDRESS: &str = "
/* Fancy magic lookups: rook_magics[square].attacks[(occupied & mask) * magic >> shift]. */
${fn} ${u64} ${prefix}rook_attacks_magic(unsigned square, ${u64} occupied)${noexcept} {
    return ${rook_entry}.attacks[((occupied & ${rook_entry}.mask) * ${rook_entry}.magic) >> ${rook_entry}.shift];
}
${fn} ${u64} ${prefix}bishop_attacks_magic(unsigned square, ${u64} occupied)${noexcept} {
    return ${bishop_entry}.attacks[((occupied & ${bishop_entry}.mask) * ${bishop_entry}.magic) >> ${bishop_entry}.shift];
}
";

/// [`BLACK_MAGIC`] in the address layout.
pub(super) const BLACK_MAGIC_ADDRESS: &str = "
/* Black magic lookups: rook_black_magics[square].attacks[((occupied | not_mask) * magic) >> shift],
   the shift fixed per piece kind (rook_black_magic_shift, bishop_black_magic_shift). */
${fn} ${u64} ${prefix}rook_attacks_black_magic(unsigned square, ${u64} occupied)${noexcept} {
    return ${rook_entry}.attacks[((occupied | ${rook_entry}.not_mask) * ${rook_entry}.magic) >> ${prefix}rook_black_magic_shift];
}
${fn} ${u64} ${prefix}bishop_attacks_black_magic(unsigned square, ${u64} occupied)${noexcept} {
    return ${bishop_entry}.attacks[((occupied | ${bishop_entry}.not_mask) * ${bishop_entry}.magic) >> ${prefix}bishop_black_magic_shift];
}
";

pub(super) const BLACK_MAGIC: &str = "
/* Black magic lookups: black_magic_attacks[offset + (((occupied | not_mask) * magic) >> shift)],
   the shift fixed per piece kind (rook_black_magic_shift, bishop_black_magic_shift). */
${fn} ${u64} ${prefix}rook_attacks_black_magic(unsigned square, ${u64} occupied)${noexcept} {
    return ${prefix}black_magic_attacks[${rook_entry}.offset
        + (((occupied | ${rook_entry}.not_mask) * ${rook_entry}.magic) >> ${prefix}rook_black_magic_shift)];
}
${fn} ${u64} ${prefix}bishop_attacks_black_magic(unsigned square, ${u64} occupied)${noexcept} {
    return ${prefix}black_magic_attacks[${bishop_entry}.offset
        + (((occupied | ${bishop_entry}.not_mask) * ${bishop_entry}.magic) >> ${prefix}bishop_black_magic_shift)];
}
";

pub(super) const PEXT_CPP: &str = "
/* The bits of x selected by mask, packed low, by a portable loop: what the PEXT lookups run in
   constant evaluation, and where the target lacks BMI2 (a call is then diagnosed unless
   CHESSTAB_ALLOW_PORTABLE_PEXT is defined). */
CHESSTAB_PEXT_PORTABLE_CPP ${fn} ${u64} ${helper}pext_portable(${u64} x, ${u64} mask)${noexcept} {
    ${u64} out = 0;
    for (${u64} bit = 1; mask != 0; bit <<= 1) {
        if (x & mask & (~mask + 1)) {
            out |= bit;
        }
        mask &= mask - 1;
    }
    return out;
}
/* The bits of x selected by mask, packed low: the BMI2 instruction where the compiler targets
   it, outside constant evaluation; the portable loop otherwise. */
CHESSTAB_PEXT_HELPER_CPP ${fn} ${u64} ${helper}pext(${u64} x, ${u64} mask)${noexcept} {
#if defined(CHESSTAB_PEXT_BMI2_CPP)
    if (!__builtin_is_constant_evaluated()) {
#if defined(CHESSTAB_PEXT_BUILTIN)
        return __builtin_ia32_pext_di(x, mask);
#else
        return _pext_u64(x, mask);
#endif
    }
#endif
    return ${helper_call}pext_portable(x, mask);
}
";

pub(super) const PEXT_C: &str = "
#if !defined(CHESSTAB_PEXT_BMI2_C)
/* The bits of x selected by mask, packed low, by a portable loop: what the PEXT lookups run
   where the target lacks BMI2 (a call is then diagnosed unless CHESSTAB_ALLOW_PORTABLE_PEXT is
   defined). */
CHESSTAB_PEXT_PORTABLE_C ${u64} ${helper}pext_portable(${u64} x, ${u64} mask)${noexcept} {
    ${u64} out = 0;
    ${u64} bit = 1;
    for (; mask != 0; bit <<= 1) {
        if (x & mask & (~mask + 1)) {
            out |= bit;
        }
        mask &= mask - 1;
    }
    return out;
}
#endif
/* The bits of x selected by mask, packed low: the BMI2 instruction where the compiler targets
   it, the portable loop otherwise. */
CHESSTAB_PEXT_HELPER_C ${fn} ${u64} ${helper}pext(${u64} x, ${u64} mask)${noexcept} {
#if defined(CHESSTAB_PEXT_BMI2_C) && defined(CHESSTAB_PEXT_BUILTIN)
    return __builtin_ia32_pext_di(x, mask);
#elif defined(CHESSTAB_PEXT_BMI2_C)
    return _pext_u64(x, mask);
#else
    return ${helper_call}pext_portable(x, mask);
#endif
}
";

pub(super) const PEXT: &str = "
/* PEXT lookups: pext_attacks[offset + pext(occupied, mask)]. */
${pext_attribute}${fn} ${u64} ${prefix}rook_attacks_pext(unsigned square, ${u64} occupied)${noexcept} {
    return ${prefix}pext_attacks[${rook_entry}.offset + ${helper_call}pext(occupied, ${rook_entry}.mask)];
}
${pext_attribute}${fn} ${u64} ${prefix}bishop_attacks_pext(unsigned square, ${u64} occupied)${noexcept} {
    return ${prefix}pext_attacks[${bishop_entry}.offset + ${helper_call}pext(occupied, ${bishop_entry}.mask)];
}
";

/// [`PEXT`] in the address layout.
pub(super) const PEXT_ADDRESS: &str = "
/* PEXT lookups: rook_pext[square].attacks[pext(occupied, mask)]. */
${pext_attribute}${fn} ${u64} ${prefix}rook_attacks_pext(unsigned square, ${u64} occupied)${noexcept} {
    return ${rook_entry}.attacks[${helper_call}pext(occupied, ${rook_entry}.mask)];
}
${pext_attribute}${fn} ${u64} ${prefix}bishop_attacks_pext(unsigned square, ${u64} occupied)${noexcept} {
    return ${bishop_entry}.attacks[${helper_call}pext(occupied, ${bishop_entry}.mask)];
}
";

pub(super) const ROTATED_HELPERS: &str = "
/* The rotated occupancy of a line family (0 rank, 1 file, 2 diagonal, 3 anti-diagonal): each
   occupied square's bit moved to rotated_index[family][square]. Engines keep these up to date
   by toggling one bit per family. */
${fn} ${u64} ${helper}rotate(unsigned family, ${u64} occupied)${noexcept} {
    ${u64} out = 0;
    unsigned square = 0;
    for (; square < 64; ++square) {
        if ((occupied >> square) & 1) {
            out |= (${u64})1 << ${prefix}rotated_index[family][square];
        }
    }
    return out;
}
/* The attacks along one line family from the family's rotated occupancy. */
${fn} ${u64} ${helper}line_attacks_rotated(unsigned family, unsigned square, ${u64} rotated)${noexcept} {
    return ${prefix}rotated_attacks[family][square][(rotated >> ${prefix}rotated_shift[family][square]) & 63];
}
";

pub(super) const ROTATED: &str = "
/* Rotated bitboard lookups, from the occupancy rotated on the fly (engines that keep the
   rotated occupancies call the helpers above directly). */
${fn} ${u64} ${prefix}rook_attacks_rotated(unsigned square, ${u64} occupied)${noexcept} {
    return ${helper_call}line_attacks_rotated(0, square, ${helper_call}rotate(0, occupied))
        | ${helper_call}line_attacks_rotated(1, square, ${helper_call}rotate(1, occupied));
}
${fn} ${u64} ${prefix}bishop_attacks_rotated(unsigned square, ${u64} occupied)${noexcept} {
    return ${helper_call}line_attacks_rotated(2, square, ${helper_call}rotate(2, occupied))
        | ${helper_call}line_attacks_rotated(3, square, ${helper_call}rotate(3, occupied));
}
";

pub(super) const BITS: &str = "
/* Bit helpers of the line methods. */
${fn} ${u64} ${helper}byte_swap(${u64} x)${noexcept} {
    x = ((x & 0x00FF00FF00FF00FFULL) << 8) | ((x >> 8) & 0x00FF00FF00FF00FFULL);
    x = ((x & 0x0000FFFF0000FFFFULL) << 16) | ((x >> 16) & 0x0000FFFF0000FFFFULL);
    return (x << 32) | (x >> 32);
}
${fn} ${u64} ${helper}highest_bit(${u64} x)${noexcept} {
#if defined(__GNUC__)
    return x == 0 ? 0 : (${u64})1 << (63 - __builtin_clzll(x));
#else
    ${u64} bit = 0;
    for (; x != 0; x &= x - 1) {
        bit = x & (~x + 1);
    }
    return bit;
#endif
}
";

pub(super) const HYPERBOLA_HELPERS: &str = "
/* Hyperbola quintessence along a line with one square per byte: the o - 2s trick forward and
   on the byte-swapped board backward. */
${fn} ${u64} ${helper}hyperbola_line(${u64} occupied, ${u64} s, ${u64} mask)${noexcept} {
    const ${u64} o = occupied & mask;
    const ${u64} forward = o - 2 * s;
    const ${u64} backward = ${helper_call}byte_swap(${helper_call}byte_swap(o) - 2 * ${helper_call}byte_swap(s));
    return (forward ^ backward) & mask;
}
";

/// The hyperbola lines in AVX2 lanes (`${intrinsics_fn}` non-`constexpr`: intrinsics).
pub(super) const HYPERBOLA_LANES: &str = "
/* Hyperbola quintessence in the four 64-bit lanes of one AVX2 register: the square's row of
   hyperbola_masks (32 bytes, aligned to 32) in one load, the o - 2s trick forward and, with
   each lane's bytes reversed by one byte shuffle, backward. Lane 1 (step 8) is the rook's line
   across the bytes, lanes 2 and 3 (steps 9 and 7) the bishop's diagonals; lane 0 (step 1, the
   line within the byte, where the trick does not hold) is computed and left unused, the rook's
   line within the byte coming from hyperbola_byte_attacks as in the scalar form. The slider's
   bit doubled, as each way subtracts it, comes from a 1,024-byte table (broadcast loads, where
   computing it would move two words from the scalar registers): 2 << square, and 2 << (square
   ^ 56), the square's bit with its bytes reversed. */
${intrinsics_fn} ${pair} ${helper}hyperbola_lanes(unsigned square, ${u64} occupied)${noexcept} {
    ${align}static const ${u64} doubled[64][2] = {${doubled}
    };
#if ${lanes_builtin}
    typedef unsigned long long ${helper}u64x4 __attribute__((__vector_size__(32), __may_alias__, __aligned__(8)));
    typedef char ${helper}i8x32 __attribute__((__vector_size__(32)));
    const ${helper}i8x32 reverse = {7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8,
                             7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8};
    const ${helper}u64x4 mask = *(const ${helper}u64x4 *)${prefix}hyperbola_masks[square];
    const ${helper}u64x4 all = {occupied, occupied, occupied, occupied};
    const ${helper}u64x4 ahead = {doubled[square][0], doubled[square][0], doubled[square][0], doubled[square][0]};
    const ${helper}u64x4 behind = {doubled[square][1], doubled[square][1], doubled[square][1], doubled[square][1]};
    const ${helper}u64x4 o = all & mask;
    const ${helper}u64x4 reversed = (${helper}u64x4)__builtin_ia32_pshufb256((${helper}i8x32)o, reverse) - behind;
    const ${helper}u64x4 backward = (${helper}u64x4)__builtin_ia32_pshufb256((${helper}i8x32)reversed, reverse);
    const ${helper}u64x4 found = ((o - ahead) ^ backward) & mask;
    const ${u64} across = found[1];
    const ${u64} diagonals = found[2] | found[3];
#else
    const __m256i reverse = _mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
                                            8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i mask = _mm256_loadu_si256((const __m256i *)${prefix}hyperbola_masks[square]);
    const __m256i o = _mm256_and_si256(_mm256_set1_epi64x((long long)occupied), mask);
    const __m256i forward = _mm256_sub_epi64(o, _mm256_set1_epi64x((long long)doubled[square][0]));
    const __m256i backward = _mm256_shuffle_epi8(
        _mm256_sub_epi64(_mm256_shuffle_epi8(o, reverse), _mm256_set1_epi64x((long long)doubled[square][1])),
        reverse);
    const __m256i found = _mm256_and_si256(_mm256_xor_si256(forward, backward), mask);
    const __m128i low = _mm256_castsi256_si128(found);
    const __m128i high = _mm256_extracti128_si256(found, 1);
    const ${u64} across = (${u64})_mm_cvtsi128_si64(_mm_unpackhi_epi64(low, low));
    const ${u64} diagonals = (${u64})_mm_cvtsi128_si64(_mm_or_si128(high, _mm_unpackhi_epi64(high, high)));
#endif
    const unsigned base = square & 56;
    const ${u64} inner = (occupied >> (base + 1)) & 63;
    ${pair} both;
    both.bishop = diagonals;
    both.rook = ((${u64})${prefix}hyperbola_byte_attacks[square & 7][inner] << base) | across;
    return both;
}
";

pub(super) const HYPERBOLA: &str = "
/* Hyperbola quintessence lookups; the line within the byte from hyperbola_byte_attacks. Where
   the target has AVX2 (-mavx2, -march=haswell or later) the three lines with one square per
   byte are computed at once in its lanes (chesstab_hyperbola_lanes; in C++ not in constant
   expressions); elsewhere one line at a time. */
${fn} ${u64} ${prefix}rook_attacks_hyperbola(unsigned square, ${u64} occupied)${noexcept} {
${lanes_start}.rook${lanes_else}
    const unsigned base = square & 56;
    const ${u64} inner = (occupied >> (base + 1)) & 63;
    const ${u64} within = (${u64})${prefix}hyperbola_byte_attacks[square & 7][inner] << base;
    return within | ${helper_call}hyperbola_line(occupied, (${u64})1 << square, ${prefix}hyperbola_masks[square][1]);
${lanes_end}}
${fn} ${u64} ${prefix}bishop_attacks_hyperbola(unsigned square, ${u64} occupied)${noexcept} {
${lanes_start}.bishop${lanes_else}
    const ${u64} s = (${u64})1 << square;
    return ${helper_call}hyperbola_line(occupied, s, ${prefix}hyperbola_masks[square][2])
        | ${helper_call}hyperbola_line(occupied, s, ${prefix}hyperbola_masks[square][3]);
${lanes_end}}
";

/// The both-at-once lookup of the hyperbola group: one computation in lanes.
pub(super) const HYPERBOLA_BOTH: &str = "${fn} ${pair} ${prefix}bishop_and_rook_attacks_hyperbola(unsigned square, ${u64} occupied)${noexcept} {
${lanes_start}${lanes_else}
    const ${pair} both = { ${prefix}bishop_attacks_hyperbola(square, occupied), ${prefix}rook_attacks_hyperbola(square, occupied) };
    return both;
${lanes_end}}
";

/// The both-at-once lookup of a group that gains nothing from it: the two lookups.
pub(super) const BOTH: &str = "/* Both at once: the two lookups. */
${pext_attribute}${fn} ${pair} ${prefix}bishop_and_rook_attacks_${method}(unsigned square, ${u64} occupied)${noexcept} {
    const ${pair} both = { ${prefix}bishop_attacks_${method}(square, occupied), ${prefix}rook_attacks_${method}(square, occupied) };
    return both;
}
";

pub(super) const OBSTRUCTION_HELPERS: &str = "
/* Obstruction difference along one line split at the square into lower and upper:
   (lower | upper) & (2 * lsb(upper & occupied) - msb((lower & occupied) | 1)). */
${fn} ${u64} ${helper}obstruction_line_attacks(${u64} lower, ${u64} upper, ${u64} occupied)${noexcept} {
    const ${u64} up = upper & occupied;
    const ${u64} first = up & (~up + 1);
    const ${u64} last = ${helper_call}highest_bit((lower & occupied) | 1);
    return (lower | upper) & (2 * first - last);
}
";

pub(super) const OBSTRUCTION: &str = "
/* Obstruction difference lookups. */
${fn} ${u64} ${prefix}rook_attacks_obstruction(unsigned square, ${u64} occupied)${noexcept} {
    return ${helper_call}obstruction_line_attacks(${prefix}obstruction_masks[square][0].lower, ${prefix}obstruction_masks[square][0].upper, occupied)
        | ${helper_call}obstruction_line_attacks(${prefix}obstruction_masks[square][1].lower, ${prefix}obstruction_masks[square][1].upper, occupied);
}
${fn} ${u64} ${prefix}bishop_attacks_obstruction(unsigned square, ${u64} occupied)${noexcept} {
    return ${helper_call}obstruction_line_attacks(${prefix}obstruction_masks[square][2].lower, ${prefix}obstruction_masks[square][2].upper, occupied)
        | ${helper_call}obstruction_line_attacks(${prefix}obstruction_masks[square][3].lower, ${prefix}obstruction_masks[square][3].upper, occupied);
}
";

pub(super) const KINDERGARTEN_HELPERS: &str = "
/* Kindergarten bitboards: a diagonal's inner occupancy gathered by a multiplication into the
   index of a small shared table. */
${fn} ${u64} ${helper}kindergarten_diagonal(${u64} occupied, unsigned bit, ${u64} mask)${noexcept} {
    const ${u64} gathered = ((occupied & mask) * ${prefix}kindergarten_line_multiplier) >> 58;
    return ${prefix}kindergarten_fill_attacks[bit][gathered & 63] & mask;
}
";

pub(super) const KINDERGARTEN: &str = "
/* Kindergarten bitboard lookups. */
${fn} ${u64} ${prefix}rook_attacks_kindergarten(unsigned square, ${u64} occupied)${noexcept} {
    const unsigned base = square & 56;
    const unsigned bit = square & 7;
    const ${u64} inner = (occupied >> (base + 1)) & 63;
    const ${u64} within = ${prefix}kindergarten_fill_attacks[bit][inner] & ((${u64})0xFF << base);
    const ${u64} column = (occupied >> bit) & 0x0101010101010101ULL;
    const ${u64} gathered = (column * ${prefix}kindergarten_column_multiplier) >> 58;
    return within | (${prefix}kindergarten_column_attacks[square >> 3][gathered & 63] << bit);
}
${fn} ${u64} ${prefix}bishop_attacks_kindergarten(unsigned square, ${u64} occupied)${noexcept} {
    return ${helper_call}kindergarten_diagonal(occupied, square & 7, ${prefix}kindergarten_masks[square][2])
        | ${helper_call}kindergarten_diagonal(occupied, square & 7, ${prefix}kindergarten_masks[square][3]);
}
";

pub(super) const NEUTRAL: &str = "
/* ${chosen} (${name}; `--sliders`, `Builder::sliders`), under names that
   do not change with it. */
${pext_attribute}${fn} ${u64} ${prefix}rook_attacks(unsigned square, ${u64} occupied)${noexcept} {
    return ${prefix}rook_attacks_${method}(square, occupied);
}
${pext_attribute}${fn} ${u64} ${prefix}bishop_attacks(unsigned square, ${u64} occupied)${noexcept} {
    return ${prefix}bishop_attacks_${method}(square, occupied);
}
${pext_attribute}${fn} ${u64} ${prefix}queen_attacks(unsigned square, ${u64} occupied)${noexcept} {
    const ${pair} both = ${prefix}bishop_and_rook_attacks_${method}(square, occupied);
    return both.bishop | both.rook;
}
${pext_attribute}${fn} ${pair} ${prefix}bishop_and_rook_attacks(unsigned square, ${u64} occupied)${noexcept} {
    return ${prefix}bishop_and_rook_attacks_${method}(square, occupied);
}
";

/// The note of a header with several slider groups, black magics not among them, and no
/// method chosen: no neutral lookups, and how to have them.
pub(super) const NO_NEUTRAL: &str = "
/* No neutral lookups (${prefix}rook_attacks, ${prefix}bishop_attacks, ${prefix}queen_attacks,
   ${prefix}bishop_and_rook_attacks): several slider methods are generated, black magics (the
   default) not among them, and none was chosen. Call the lookups above by their method's
   name, or generate again with --sliders METHOD (Builder::sliders), METHOD one of
   ${methods}, to bind the neutral names to it. */
";

/// Every template, for the test that fills each in both languages.
#[cfg(test)]
pub(super) const ALL: [&str; 22] = [
    MAGIC,
    MAGIC_ADDRESS,
    BLACK_MAGIC_ADDRESS,
    BLACK_MAGIC,
    PEXT_CPP,
    PEXT_C,
    PEXT,
    PEXT_ADDRESS,
    ROTATED_HELPERS,
    ROTATED,
    BITS,
    HYPERBOLA_HELPERS,
    HYPERBOLA_LANES,
    HYPERBOLA,
    HYPERBOLA_BOTH,
    BOTH,
    OBSTRUCTION_HELPERS,
    OBSTRUCTION,
    KINDERGARTEN_HELPERS,
    KINDERGARTEN,
    NEUTRAL,
    NO_NEUTRAL,
];

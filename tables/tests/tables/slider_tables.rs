//! The rotated, magic, pext, black-magic, hyperbola, obstruction and kindergarten groups as computed by chesstab-tables, in all eight mappings,
//! against the slow ray walk of `chesstab_tables::reference`: every square with
//! every blocker subset of its mask, CPW's relevant-occupancy bit counts and table sizes, the
//! rotated index rule, and the checked-in magic numbers and black magics (valid, rendered byte
//! for byte, reproduced by the search).
//!
//! The default run checks a sample of the subsets of every square (every 7th in carry-rippler
//! order, plus the full mask) and the search on a few squares; the full check is
//!
//! ```text
//! cargo test --release -p chesstab-tables --features search --test tables -- --ignored slider_tables::
//! ```

use chesstab_tables::__private::compute::black_magic::{self, BlackMagicEntry};
use chesstab_tables::__private::compute::magic::{self, MagicNumbers, search};
use chesstab_tables::__private::compute::pext::{self, PextEntry};
use chesstab_tables::__private::compute::rotated;
use chesstab_tables::__private::compute::sliders::Slider;
use chesstab_tables::__private::compute::{hyperbola, kindergarten, obstruction, sliders};
use chesstab_tables::reference::SplitMix64;
use chesstab_tables::reference::{
    BISHOP_STEPS, ROOK_STEPS, ray, relevant_mask, slider_attacks, subsets,
};
use chesstab_tables::{Family, Mapping};

/// The subsets of a mask a check visits.
#[derive(Clone, Copy)]
enum Sample {
    /// Every subset.
    All,
    /// Every n-th subset in carry-rippler order, and the full mask.
    Every(usize),
}

impl Sample {
    fn subsets(self, mask: u64) -> Vec<u64> {
        match self {
            Sample::All => subsets(mask).collect(),
            Sample::Every(n) => subsets(mask)
                .step_by(n)
                .chain(std::iter::once(mask))
                .collect(),
        }
    }
}

const DEFAULT: Sample = Sample::Every(7);

fn steps(slider: Slider) -> &'static [(i32, i32)] {
    match slider {
        Slider::Rook => &ROOK_STEPS,
        Slider::Bishop => &BISHOP_STEPS,
    }
}

/// Squares outside `mask`, to show that they never change a lookup.
fn noise(rng: &mut SplitMix64, mask: u64) -> u64 {
    rng.next_u64() & rng.next_u64() & !mask
}

/// CPW's relevant-occupancy bit counts by (file, rank): a rook has 12 in the corners, 11 on
/// the other edge squares, 10 inside; a bishop 6 in the corners, 5 on the rest of the edge and
/// the next ring, 7 on the ring after, 9 in the centre.
fn cpw_bits(slider: Slider, file: u8, rank: u8) -> u32 {
    let on_edge = |c: u8| c == 0 || c == 7;
    let ring = file.min(rank).min(7 - file).min(7 - rank);
    match slider {
        Slider::Rook => 10 + u32::from(on_edge(file)) + u32::from(on_edge(rank)),
        Slider::Bishop => match ring {
            0 if on_edge(file) && on_edge(rank) => 6,
            0 | 1 => 5,
            2 => 7,
            _ => 9,
        },
    }
}

#[test]
fn masks_have_cpws_bit_counts_and_tables_cpws_sizes() {
    for m in Mapping::ALL {
        let magic = magic::magic_tables(m);
        let pext = pext::pext_tables(m);
        for slider in Slider::ALL {
            let (magics, pexts) = match slider {
                Slider::Rook => (&magic.rook, &pext.rook),
                Slider::Bishop => (&magic.bishop, &pext.bishop),
            };
            let (mut magic_entries, mut pext_entries) = (0, 0);
            for sq in 0..64u8 {
                let mask = relevant_mask(m, sq, steps(slider));
                let bits = cpw_bits(slider, m.file_of(sq), m.rank_of(sq));
                assert_eq!(mask.count_ones(), bits, "{m} {slider:?} {sq}");
                let e = magics[sq as usize];
                assert_eq!(e.mask, mask, "{m} {slider:?} {sq}");
                // A classic magic has as many index bits as its mask, a published reduced-bit
                // one a bit fewer.
                let magic_bits = 64 - u32::from(e.shift);
                assert!(
                    magic_bits == bits || magic_bits == bits - 1,
                    "{m} {slider:?} {sq}: {magic_bits} index bits"
                );
                assert_eq!(pexts[sq as usize].mask, mask, "{m} {slider:?} {sq}");
                // Blocks are consecutive, rooks first.
                let (magic_start, pext_start) = if slider == Slider::Rook {
                    (0, 0)
                } else {
                    (88_064, 102_400)
                };
                assert_eq!(e.offset, magic_start + magic_entries, "{m} {slider:?} {sq}");
                assert_eq!(pexts[sq as usize].offset, pext_start + pext_entries);
                magic_entries += 1 << magic_bits;
                pext_entries += 1 << bits;
            }
            // CPW's sizes: the classic 102,400 and 5,248 for PEXT, the best published
            // reduced-bit magics' 88,064 and 4,800 for fancy magics.
            let (magic_total, pext_total) = if slider == Slider::Rook {
                (88_064, 102_400)
            } else {
                (4_800, 5_248)
            };
            assert_eq!(magic_entries, magic_total, "{m} {slider:?}");
            assert_eq!(pext_entries, pext_total, "{m} {slider:?}");
        }
        assert_eq!(magic.attacks.len(), 92_864, "{m}");
        assert_eq!(pext.attacks.len(), 102_400 + 5_248, "{m}");
    }
}

fn check_magic(m: Mapping, sample: Sample) {
    let t = magic::magic_tables(m);
    let mut rng = SplitMix64::new(m as u64);
    for slider in Slider::ALL {
        let entries = if slider == Slider::Rook {
            &t.rook
        } else {
            &t.bishop
        };
        for (sq, e) in (0..64u8).zip(entries) {
            for occupied in sample.subsets(e.mask) {
                let expected = slider_attacks(m, sq, occupied, steps(slider));
                let with_noise = occupied | noise(&mut rng, e.mask);
                assert_eq!(
                    t.attacks[e.index(with_noise)],
                    expected,
                    "{m} {slider:?} {sq} {occupied:#x}"
                );
            }
        }
    }
}

fn check_pext(m: Mapping, sample: Sample) {
    let t = pext::pext_tables(m);
    let mut rng = SplitMix64::new(m as u64);
    for slider in Slider::ALL {
        let entries = if slider == Slider::Rook {
            &t.rook
        } else {
            &t.bishop
        };
        for (sq, e) in (0..64u8).zip(entries) {
            let e: &PextEntry = e;
            for occupied in sample.subsets(e.mask) {
                let expected = slider_attacks(m, sq, occupied, steps(slider));
                let with_noise = occupied | noise(&mut rng, e.mask);
                assert_eq!(
                    t.attacks[pext::index(e, with_noise)],
                    expected,
                    "{m} {slider:?} {sq} {occupied:#x}"
                );
            }
        }
    }
}

fn check_black_magic(m: Mapping, sample: Sample) {
    let t = black_magic::black_magic_tables(m);
    let mut rng = SplitMix64::new(m as u64);
    for slider in Slider::ALL {
        let (entries, shift) = match slider {
            Slider::Rook => (&t.rook, BlackMagicEntry::ROOK_SHIFT),
            Slider::Bishop => (&t.bishop, BlackMagicEntry::BISHOP_SHIFT),
        };
        for (sq, e) in (0..64u8).zip(entries) {
            let mask = relevant_mask(m, sq, steps(slider));
            assert_eq!(e.not_mask, !mask, "{m} {slider:?} {sq}");
            for occupied in sample.subsets(mask) {
                let expected = slider_attacks(m, sq, occupied, steps(slider));
                let with_noise = occupied | noise(&mut rng, mask);
                assert_eq!(
                    t.attacks[e.index(with_noise, shift)],
                    expected,
                    "{m} {slider:?} {sq} {occupied:#x}"
                );
            }
        }
    }
}

/// The four rotated occupancies of `occupied`, by `rotated_index`.
fn rotate(index: &[[u8; 64]; 4], occupied: u64) -> [u64; 4] {
    core::array::from_fn(|family| {
        (0..64)
            .filter(|&sq| occupied >> sq & 1 == 1)
            .fold(0, |board, sq| board | 1 << index[family][sq])
    })
}

fn check_rotated_lookups(m: Mapping, sample: Sample) {
    let index = rotated::rotated_index(m);
    let shift = rotated::rotated_shift(m);
    let attacks = rotated::rotated_attacks(m);
    let line = |boards: &[u64; 4], family: usize, sq: usize| {
        let i = (boards[family] >> shift[family][sq]) & 63;
        attacks[family][sq][i as usize]
    };
    let mut rng = SplitMix64::new(m as u64);
    for slider in Slider::ALL {
        let families = if slider == Slider::Rook {
            [0, 1]
        } else {
            [2, 3]
        };
        for sq in 0..64u8 {
            let mask = relevant_mask(m, sq, steps(slider));
            for occupied in sample.subsets(mask) {
                let boards = rotate(&index, occupied | noise(&mut rng, mask));
                let found = line(&boards, families[0], sq as usize)
                    | line(&boards, families[1], sq as usize);
                let expected = slider_attacks(m, sq, occupied, steps(slider));
                assert_eq!(found, expected, "{m} {slider:?} {sq} {occupied:#x}");
            }
        }
    }
}

#[test]
fn magic_lookups_hold_sampled_subsets_of_every_square() {
    for m in Mapping::ALL {
        check_magic(m, DEFAULT);
    }
}

#[test]
fn pext_lookups_hold_sampled_subsets_of_every_square() {
    for m in Mapping::ALL {
        check_pext(m, DEFAULT);
    }
}

#[test]
fn black_magic_lookups_hold_sampled_subsets_of_every_square() {
    for m in Mapping::ALL {
        check_black_magic(m, DEFAULT);
    }
}

#[test]
fn rotated_lookups_hold_sampled_subsets_of_every_square() {
    for m in Mapping::ALL {
        check_rotated_lookups(m, DEFAULT);
    }
}

/// Every square with the sampled subsets of its rook and bishop masks (plus noise outside
/// them) against the reference, through `lookup(occupied, square, rook)`.
fn check_plain(m: Mapping, sample: Sample, name: &str, lookup: impl Fn(u64, u8, bool) -> u64) {
    let mut rng = SplitMix64::new(m as u64 + 17);
    for slider in Slider::ALL {
        for sq in 0..64u8 {
            let mask = relevant_mask(m, sq, steps(slider));
            for occupied in sample.subsets(mask) {
                let with_noise = occupied | noise(&mut rng, mask);
                let expected = slider_attacks(m, sq, occupied, steps(slider));
                assert_eq!(
                    lookup(with_noise, sq, slider == Slider::Rook),
                    expected,
                    "{name} {m} {slider:?} {sq} {occupied:#x}"
                );
            }
        }
    }
}

/// Hyperbola quintessence as the catalogue documents it: the line within the byte from
/// `hyperbola_byte_attacks`, the other three by a subtraction each way.
fn check_hyperbola(m: Mapping, sample: Sample) {
    let masks = sliders::index_step_lines(m);
    let bytes = sliders::byte_attacks(m);
    let across = |occ: u64, sq: u8, mask: u64| {
        let (o, s) = (occ & mask, 1u64 << sq);
        let forward = o.wrapping_sub(s << 1);
        let reverse = o
            .swap_bytes()
            .wrapping_sub(s.swap_bytes() << 1)
            .swap_bytes();
        (forward ^ reverse) & mask
    };
    check_plain(m, sample, "hyperbola", |occ, sq, rook| {
        let lines = masks[sq as usize];
        if rook {
            let base = sq & 0b11_1000;
            let within = u64::from(bytes[(sq & 7) as usize][((occ >> (base + 1)) & 63) as usize]);
            (within << base) | across(occ, sq, lines[1])
        } else {
            across(occ, sq, lines[2]) | across(occ, sq, lines[3])
        }
    });
}

/// Obstruction difference with the test's own formula over `obstruction_masks`.
fn check_obstruction(m: Mapping, sample: Sample) {
    let t = obstruction::obstruction_masks(m);
    let line = |occ: u64, l: &obstruction::ObstructionLine| {
        let (lower, upper) = (l.lower & occ, l.upper & occ);
        let msb = if lower == 0 { 1 } else { 1u64 << lower.ilog2() };
        let lsb = if upper == 0 {
            0
        } else {
            1u64 << upper.trailing_zeros()
        };
        (l.lower | l.upper) & (lsb << 1).wrapping_sub(msb)
    };
    check_plain(m, sample, "obstruction", |occ, sq, rook| {
        let lines = &t[sq as usize];
        let found = if rook {
            line(occ, &lines[0]) | line(occ, &lines[1])
        } else {
            line(occ, &lines[2]) | line(occ, &lines[3])
        };
        // The record's own method agrees.
        let by_method = if rook {
            lines[0].attacks(occ) | lines[1].attacks(occ)
        } else {
            lines[2].attacks(occ) | lines[3].attacks(occ)
        };
        assert_eq!(found, by_method);
        found
    });
}

/// Kindergarten bitboards as the catalogue documents them.
fn check_kindergarten(m: Mapping, sample: Sample) {
    let masks = sliders::index_step_lines(m);
    let fill = kindergarten::fill_attacks(m);
    let column = kindergarten::column_attacks(m);
    check_plain(m, sample, "kindergarten", |occ, sq, rook| {
        let (bit, base) = ((sq & 7) as usize, sq & 0b11_1000);
        if rook {
            let within = fill[bit][((occ >> (base + 1)) & 63) as usize] & (0xFF << base);
            let index = ((occ >> bit) & 0x0101_0101_0101_0101)
                .wrapping_mul(kindergarten::COLUMN_MULTIPLIER)
                >> 58;
            within | column[(sq >> 3) as usize][index as usize] << bit
        } else {
            [masks[sq as usize][2], masks[sq as usize][3]]
                .iter()
                .map(|&mask| {
                    let index = (occ & mask).wrapping_mul(kindergarten::LINE_MULTIPLIER) >> 58;
                    fill[bit][index as usize] & mask
                })
                .fold(0, |a, b| a | b)
        }
    });
}

#[test]
fn hyperbola_obstruction_and_kindergarten_hold_sampled_subsets_of_every_square() {
    for m in Mapping::ALL {
        check_hyperbola(m, DEFAULT);
        check_obstruction(m, DEFAULT);
        check_kindergarten(m, DEFAULT);
    }
}

/// The per-square lines of the three methods: the line of the family each index step names,
/// without the square, and its halves; and the one-square-per-byte property hyperbola
/// quintessence's byte swap relies on.
#[test]
fn index_step_lines_are_the_named_families() {
    for m in Mapping::ALL {
        let lines = sliders::index_step_lines(m);
        let halves = obstruction::obstruction_masks(m);
        let families = Family::INDEX_STEPS.map(|step| Family::with_step(m, step).unwrap());
        let mut seen = families.to_vec();
        seen.sort();
        assert_eq!(seen, Family::ALL, "{m}: each family once");
        for sq in 0..64u8 {
            for (i, &family) in families.iter().enumerate() {
                let [a, b] = family_steps(family);
                let expected = slider_attacks(m, sq, 0, &[a, b]);
                assert_eq!(lines[sq as usize][i], expected, "{m} {sq} {family:?}");
                let h = halves[sq as usize][i];
                assert_eq!(h.lower | h.upper, expected);
                let below = (1u64 << sq) - 1;
                assert_eq!(h.lower & !below, 0, "{m} {sq} line {i}");
                assert_eq!(h.upper & (below | 1 << sq), 0, "{m} {sq} line {i}");
                let per_byte = (0..8).all(|b| (expected >> (8 * b) & 0xFF).count_ones() <= 1);
                assert_eq!(per_byte, i != 0, "{m} {sq} line {i}");
            }
        }
        assert_eq!(
            hyperbola::line_attacks(0, 0, lines[0][1]),
            lines[0][1],
            "{m}"
        );
    }
}

#[test]
fn the_three_methods_tables_are_the_same_in_every_mapping() {
    let lerf = Mapping::Lerf;
    for m in Mapping::ALL {
        assert_eq!(
            sliders::index_step_lines(m),
            sliders::index_step_lines(lerf)
        );
        assert_eq!(sliders::byte_attacks(m), sliders::byte_attacks(lerf));
        assert_eq!(
            kindergarten::column_attacks(m),
            kindergarten::column_attacks(lerf)
        );
        assert_eq!(
            obstruction::obstruction_masks(m),
            obstruction::obstruction_masks(lerf)
        );
    }
}

#[test]
#[ignore = "exhaustive: cargo test --release -p chesstab-tables --features search --test tables -- --ignored slider_tables::"]
fn all_lookups_hold_every_subset_of_every_square() {
    for m in Mapping::ALL {
        check_magic(m, Sample::All);
        check_pext(m, Sample::All);
        check_black_magic(m, Sample::All);
        check_rotated_lookups(m, Sample::All);
        check_hyperbola(m, Sample::All);
        check_obstruction(m, Sample::All);
        check_kindergarten(m, Sample::All);
    }
}

/// The (file, rank) steps along a family's lines.
fn family_steps(family: Family) -> [(i32, i32); 2] {
    match family {
        Family::Rank => [(1, 0), (-1, 0)],
        Family::File => [(0, 1), (0, -1)],
        Family::Diagonal => [(1, 1), (-1, -1)],
        Family::AntiDiagonal => [(-1, 1), (1, -1)],
    }
}

/// The squares of the line of `family` through `sq`, in increasing index order.
fn line_squares(m: Mapping, family: Family, sq: u8) -> Vec<u8> {
    let [a, b] = family_steps(family);
    let mut line: Vec<u8> = ray(m, sq, a);
    line.extend(ray(m, sq, b));
    line.push(sq);
    line.sort_unstable();
    line
}

#[test]
fn rotated_maps_follow_the_documented_rule() {
    for m in Mapping::ALL {
        let index = rotated::rotated_index(m);
        let square = rotated::rotated_square(m);
        let shift = rotated::rotated_shift(m);
        for family in Family::ALL {
            let f = family as usize;
            // A permutation, and rotated_square its inverse.
            let mut seen = 0u64;
            for sq in 0..64 {
                seen |= 1 << index[f][sq];
                assert_eq!(
                    square[f][index[f][sq] as usize] as usize, sq,
                    "{m} {family:?}"
                );
            }
            assert_eq!(seen, u64::MAX, "{m} {family:?}");
            // Lines ordered by their smallest square, squares by index, bits consecutive.
            let mut lines: Vec<Vec<u8>> = (0..64u8).map(|sq| line_squares(m, family, sq)).collect();
            lines.sort();
            lines.dedup();
            lines.sort_by_key(|l| l[0]);
            let mut bit = 0u8;
            for line in &lines {
                for &sq in line {
                    assert_eq!(index[f][sq as usize], bit, "{m} {family:?} square {sq}");
                    assert_eq!(
                        shift[f][sq as usize],
                        (line_first_bit(line, &index[f]) + 1).min(63)
                    );
                    bit += 1;
                }
            }
            // Identity where the family is contiguous in the mapping.
            let contiguous = match family {
                Family::Rank => m.rank_major(),
                Family::File => !m.rank_major(),
                _ => false,
            };
            let identity = (0..64).all(|sq| index[f][sq] as usize == sq);
            assert_eq!(identity, contiguous, "{m} {family:?}");
        }
    }
}

fn line_first_bit(line: &[u8], index: &[u8; 64]) -> u8 {
    line.iter().map(|&sq| index[sq as usize]).min().unwrap()
}

#[test]
fn rotated_attacks_fill_all_64_indices_of_every_line() {
    for m in Mapping::ALL {
        let square = rotated::rotated_square(m);
        let shift = rotated::rotated_shift(m);
        let attacks = rotated::rotated_attacks(m);
        for family in Family::ALL {
            let f = family as usize;
            for sq in 0..64u8 {
                let line = line_squares(m, family, sq);
                let inner = line.len().saturating_sub(2);
                for (i, &found) in attacks[f][sq as usize].iter().enumerate() {
                    // Bit k of the index is the square at bit shift + k, for the inner squares.
                    let occupied = (0..inner).filter(|k| i >> k & 1 == 1).fold(0u64, |bb, k| {
                        bb | 1 << square[f][shift[f][sq as usize] as usize + k]
                    });
                    let on_line = line.iter().fold(0u64, |bb, &s| bb | 1 << s);
                    assert_eq!(
                        occupied & !on_line,
                        0,
                        "{m} {family:?} {sq}: bits off the line"
                    );
                    let expected = slider_attacks(m, sq, occupied, &family_steps(family));
                    assert_eq!(found, expected, "{m} {family:?} {sq} {i:#b}");
                }
            }
        }
    }
}

#[test]
fn checked_in_magics_are_valid_in_every_mapping_and_their_file_is_the_rendering() {
    let searched = magic::searched();
    for m in Mapping::ALL {
        let t = magic::build(m, &searched).expect("our searched magics");
        assert_eq!(t.attacks.len(), 107_648, "{m}");
    }
    assert_is_rendering(
        &magic::data_file::render(&searched, magic::REGENERATE),
        include_str!("../../src/compute/magic/data.rs"),
        "tables/src/compute/magic/data.rs",
        magic::REGENERATE,
    );
}

#[test]
fn the_published_reduced_bit_magics_hold_every_attack_set_in_92864_entries() {
    // chessprogramming.org's "Best Magics so far" on 39 squares, our own elsewhere.
    let numbers = magic::numbers();
    let lerf = magic::build(Mapping::Lerf, &numbers).expect("the published magics");
    assert_eq!(lerf.attacks.len(), 92_864);
    for m in Mapping::ALL {
        // One set of numbers, and the same tables bit for bit, in every mapping.
        let t = magic::build(m, &numbers).unwrap();
        assert_eq!(t, lerf, "{m}");
        // Every slot of every block either unused or holding the one attack set all its
        // occupancies agree on, by the test suite's own subset walk and reference.
        let mut slots = Vec::new();
        for slider in Slider::ALL {
            let entries = if slider == Slider::Rook {
                &t.rook
            } else {
                &t.bishop
            };
            for (sq, e) in (0..64u8).zip(entries) {
                let block = e.offset as usize..e.offset as usize + (1 << (64 - e.shift));
                for occupied in subsets(relevant_mask(m, sq, steps(slider))) {
                    let index = e.index(occupied);
                    assert!(
                        block.contains(&index),
                        "{m} {slider:?} {sq}: outside its block"
                    );
                    slots.push((index, slider_attacks(m, sq, occupied, steps(slider))));
                }
            }
        }
        assert_slots_agree(m, &t.attacks, slots);
    }
}

/// Every `(index, attack set)` a table's lookups can produce lands inside `attacks` on that
/// attack set, no slot is asked for two, and every slot no lookup reaches holds 0.
fn assert_slots_agree(m: Mapping, attacks: &[u64], slots: Vec<(usize, u64)>) {
    let mut slot = vec![None; attacks.len()];
    for (index, attack) in slots {
        assert!(index < attacks.len(), "{m}: slot {index} past the end");
        assert!(
            slot[index].is_none_or(|a| a == attack),
            "{m}: slot {index} holds two attack sets"
        );
        slot[index] = Some(attack);
        assert_eq!(attacks[index], attack, "{m}: slot {index}");
    }
    for (i, s) in slot.iter().enumerate() {
        if s.is_none() {
            assert_eq!(attacks[i], 0, "{m}: unused slot {i}");
        }
    }
}

#[test]
fn index_bits_outside_one_to_the_masks_popcount_are_refused() {
    for bits in [0, 13] {
        let mut n = magic::numbers();
        n.rook_bits[0] = bits;
        let err = magic::build(Mapping::Lerf, &n).unwrap_err();
        assert_eq!((err.slider, err.square), (Slider::Rook, 0), "{bits}");
    }
    // A classic magic does not fit in one bit fewer.
    let mut n = magic::searched();
    n.bishop_bits[27] -= 1;
    assert!(magic::build(Mapping::Lerf, &n).is_err());
}

/// A checked-in data file is byte for byte the rendering of its numbers.
fn assert_is_rendering(rendered: &str, checked_in: &str, path: &str, regenerate: &str) {
    assert!(
        rendered == checked_in,
        "{path} is not the rendering of its numbers; regenerate with `{regenerate}`"
    );
}

/// Every index a black magic entry can produce for its square's occupancies (every subset of
/// its mask), by the test suite's own subset walk.
fn black_magic_slots(
    m: Mapping,
    entries: &[BlackMagicEntry; 64],
    steps: &[(i32, i32)],
    shift: u32,
) -> Vec<(usize, u64)> {
    let mut out = Vec::new();
    for sq in 0..64u8 {
        let e = entries[sq as usize];
        let mask = relevant_mask(m, sq, steps);
        assert_eq!(!e.not_mask, mask, "{m} {sq}: the mask");
        for occupied in subsets(mask) {
            out.push((
                e.index(occupied, shift),
                slider_attacks(m, sq, occupied, steps),
            ));
        }
    }
    out
}

/// Builds `numbers` in every mapping and checks every slot against the test suite's own
/// reference: either unused (0) or holding the one attack set all its occupancies agree on;
/// the table ends with its last used slot. Returns the table's length.
fn check_every_black_magic_slot(numbers: &black_magic::BlackMagics) -> usize {
    let lerf = black_magic::build(Mapping::Lerf, numbers).expect("the black magics build");
    for m in Mapping::ALL {
        // One set of numbers, and the same tables bit for bit, in every mapping.
        let t = black_magic::build(m, numbers).unwrap();
        assert_eq!(t, lerf, "{m}");
        let mut slots = black_magic_slots(m, &t.rook, &ROOK_STEPS, BlackMagicEntry::ROOK_SHIFT);
        slots.extend(black_magic_slots(
            m,
            &t.bishop,
            &BISHOP_STEPS,
            BlackMagicEntry::BISHOP_SHIFT,
        ));
        // The table ends with its last used slot.
        assert!(slots.iter().any(|&(i, _)| i + 1 == t.attacks.len()), "{m}");
        assert_slots_agree(m, &t.attacks, slots);
    }
    lerf.attacks.len()
}

#[test]
fn the_published_black_magics_hold_every_attack_set_in_87988_entries() {
    // Volker Annuss and Niklas Fiekas's published table (TalkChess, 2017).
    assert_eq!(
        check_every_black_magic_slot(&black_magic::published()),
        87_988
    );
}

#[test]
fn the_packed_black_magics_hold_every_attack_set_in_fewer_entries_than_published() {
    let len = check_every_black_magic_slot(&black_magic::numbers());
    assert!(len < 87_988, "{len}");
    // The checked-in file is the rendering of its numbers and length.
    assert_is_rendering(
        &black_magic::data_file::render_packed(&black_magic::numbers(), len, black_magic::REPACK),
        include_str!("../../src/compute/black_magic/packed.rs"),
        "tables/src/compute/black_magic/packed.rs",
        black_magic::REPACK,
    );
}

#[test]
#[ignore = "about 16 s optimized: cargo test --release -p chesstab-tables --features search --test tables -- --ignored slider_tables::"]
fn the_packer_reproduces_the_checked_in_layout() {
    let (numbers, _) = black_magic::repack::repack(
        black_magic::repack::Start::Published,
        black_magic::repack::EFFORT,
    );
    assert_eq!(numbers, black_magic::numbers());
}

#[test]
fn the_packer_from_its_own_first_fit_gives_a_valid_layout_no_longer() {
    use chesstab_tables::__private::compute::pack::Effort;
    let effort = |steps| Effort {
        steps,
        seed: black_magic::repack::EFFORT.seed,
    };
    let start = black_magic::repack::Start::FirstFit;
    let (first_fit, first_len) = black_magic::repack::repack(start, effort(0));
    let (improved, len) = black_magic::repack::repack(start, effort(60));
    assert!(len <= first_len, "{len} > {first_len}");
    for (numbers, len) in [(first_fit, first_len), (improved, len)] {
        let t = black_magic::build(Mapping::Berf, &numbers).expect("no slot holds two sets");
        assert_eq!(t.attacks.len(), len);
    }
    // Deterministic.
    assert_eq!(black_magic::repack::repack(start, effort(60)).1, len);
}

#[test]
fn our_searched_black_magics_build_and_their_file_is_the_rendering() {
    let numbers = black_magic::searched();
    let lerf = black_magic::build(Mapping::Lerf, &numbers).expect("the searched black magics");
    // The project's own search and packer: a larger table than the published one's.
    assert_eq!(lerf.attacks.len(), 112_512);
    assert_is_rendering(
        &black_magic::data_file::render(&numbers, black_magic::REGENERATE),
        include_str!("../../src/compute/black_magic/data.rs"),
        "tables/src/compute/black_magic/data.rs",
        black_magic::REGENERATE,
    );
}

#[test]
fn a_wrong_black_magic_or_offset_is_refused() {
    let mut n = black_magic::numbers();
    n.rook_magics[36] = 1;
    let err = black_magic::build(Mapping::Befr, &n).unwrap_err();
    assert_eq!((err.slider, err.square, err.magic), (Slider::Rook, 36, 1));
    assert!(
        err.to_string().contains("holds another attack set"),
        "{err}"
    );
    // Two blocks put on top of each other where their attack sets differ.
    let mut n = black_magic::numbers();
    n.bishop_offsets[0] = n.rook_offsets[0];
    let err = black_magic::build(Mapping::Lerf, &n).unwrap_err();
    assert_eq!((err.slider, err.square), (Slider::Bishop, 0));
}

#[test]
fn packing_the_searched_black_magics_gives_their_offsets() {
    let n = black_magic::searched();
    assert_eq!(
        black_magic::search::pack(&n.rook_magics, &n.bishop_magics),
        n
    );
}

#[test]
fn the_black_magic_search_is_deterministic_and_finds_valid_magics() {
    let budget = black_magic::search::Budget { tries: 3_000 };
    let mut n = black_magic::numbers();
    for sq in [9, 27, 62] {
        let rook = black_magic::search::find(Slider::Rook, sq, budget);
        let bishop = black_magic::search::find(Slider::Bishop, sq, budget);
        assert_eq!(rook, black_magic::search::find(Slider::Rook, sq, budget));
        n.rook_magics[sq as usize] = rook;
        n.bishop_magics[sq as usize] = bishop;
    }
    let repacked = black_magic::search::pack(&n.rook_magics, &n.bishop_magics);
    assert!(black_magic::build(Mapping::Lefr, &repacked).is_ok());
}

/// The search of `find_all` for the squares `squares` of `slider` gives the checked-in
/// multipliers.
fn black_magic_search_reproduces(slider: Slider, squares: core::ops::Range<u8>) {
    let checked_in = black_magic::searched();
    let magics = match slider {
        Slider::Rook => checked_in.rook_magics,
        Slider::Bishop => checked_in.bishop_magics,
    };
    for square in squares {
        assert_eq!(
            black_magic::search::find(slider, square, black_magic::search::Budget::CHECKED_IN),
            magics[square as usize],
            "{slider:?} on square {square}"
        );
    }
}

/// `find_all`'s multipliers in parts that the test threads share out: the rooks' by quarters
/// of the board, the bishops' (cheaper) by halves. With their packing
/// (`packing_the_searched_black_magics_gives_their_offsets`, not ignored) they are
/// `find_all`'s result.
macro_rules! black_magic_search_parts {
    ($($test:ident: $slider:ident $squares:expr;)*) => {$(
        #[test]
        #[ignore = "up to half a minute optimized: cargo test --release -p chesstab-tables --features search --test tables -- --ignored slider_tables::"]
        fn $test() {
            black_magic_search_reproduces(Slider::$slider, $squares);
        }
    )*};
}

black_magic_search_parts! {
    the_black_magic_search_reproduces_the_rook_numbers_of_the_first_quarter: Rook 0..16;
    the_black_magic_search_reproduces_the_rook_numbers_of_the_second_quarter: Rook 16..32;
    the_black_magic_search_reproduces_the_rook_numbers_of_the_third_quarter: Rook 32..48;
    the_black_magic_search_reproduces_the_rook_numbers_of_the_fourth_quarter: Rook 48..64;
    the_black_magic_search_reproduces_the_bishop_numbers_of_the_first_half: Bishop 0..32;
    the_black_magic_search_reproduces_the_bishop_numbers_of_the_second_half: Bishop 32..64;
}

#[test]
fn a_wrong_magic_is_refused() {
    let m = Mapping::Lefber;
    let mut n: MagicNumbers = magic::numbers();
    n.bishop[27] = 1;
    let err = magic::build(m, &n).unwrap_err();
    assert_eq!(
        (err.mapping, err.slider, err.square, err.magic),
        (m, Slider::Bishop, 27, 1)
    );
    assert!(
        err.to_string()
            .contains("maps different attack sets to one slot")
    );
}

#[test]
fn the_search_finds_the_checked_in_numbers_on_sampled_squares() {
    let n = magic::searched();
    for i in 0..8u8 {
        let sq = (i * 9 + 5) % 64;
        assert_eq!(
            search::find(Slider::Bishop, sq),
            n.bishop[sq as usize],
            "bishop {sq}"
        );
        let sq = (i * 13 + 18) % 64;
        assert_eq!(
            search::find(Slider::Rook, sq),
            n.rook[sq as usize],
            "rook {sq}"
        );
    }
}

#[test]
#[ignore = "slow in debug: cargo test --release -p chesstab-tables --features search --test tables -- --ignored slider_tables::"]
fn the_search_reproduces_every_checked_in_number() {
    assert_eq!(search::find_all(), magic::searched());
}

#[test]
fn portable_pext_matches_bmi2_where_the_cpu_has_it() {
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2")]
    fn hardware(x: u64, mask: u64) -> u64 {
        core::arch::x86_64::_pext_u64(x, mask)
    }
    let mut rng = SplitMix64::new(7);
    for _ in 0..10_000 {
        let (x, mask) = (rng.next_u64(), rng.next_u64() & rng.next_u64());
        let soft = chesstab_tables::pext(x, mask);
        assert_eq!(chesstab_tables::pdep(soft, mask), x & mask);
        assert!(soft < 1 << mask.count_ones() || mask.count_ones() == 64);
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("bmi2") {
            // SAFETY: the CPU has BMI2, checked just above.
            assert_eq!(soft, unsafe { hardware(x, mask) });
        }
    }
}

#[test]
fn black_magics_with_a_shift_per_square_are_valid_at_that_shift() {
    let budget = black_magic::search::Budget { tries: 2_000 };
    for (slider, steps) in [(Slider::Rook, &ROOK_STEPS), (Slider::Bishop, &BISHOP_STEPS)] {
        for sq in [0u8, 27, 49] {
            let (magic, shift) = black_magic::search::find_with_own_shift(slider, sq, budget);
            let mask = relevant_mask(Mapping::Lerf, sq, steps);
            assert_eq!(shift, 64 - mask.count_ones(), "{slider:?} {sq}");
            let mut slots = std::collections::HashMap::new();
            for occupied in subsets(mask) {
                let index = (occupied | !mask).wrapping_mul(magic) >> shift;
                let attack = slider_attacks(Mapping::Lerf, sq, occupied, steps);
                assert_eq!(
                    *slots.entry(index).or_insert(attack),
                    attack,
                    "{slider:?} {sq}: slot {index}"
                );
            }
        }
    }
}

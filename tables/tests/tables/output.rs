//! Helpers of the output tests: snapshot settings, and the labelled digest lines of the huge
//! tables (one line per square or per row: its place, its entry count, the population count
//! of its entries and an FNV-1a digest of them), so that a changed entry shows in a snapshot
//! diff as one changed line naming its square.
#![allow(dead_code)] // not every test file uses every helper

use std::fmt::Write as _;
use std::path::Path;

use chesstab_tables::{Axis, Builder, Lang, Mapping, Table, fnv1a};

/// What `chesstab gen` writes of `tables` (names of tables and groups) in mapping `m`.
pub fn generate(m: Mapping, lang: Lang, tables: &[&str]) -> String {
    Builder::new()
        .mapping(m)
        .lang(lang)
        .tables(tables)
        .generate()
        .unwrap()
}

/// Whether the snapshots are here: the repository has them (`tests/tables/snapshots`);
/// chesstab-tables' package does not ship them (megabytes of pinned output), and there a
/// snapshot test says so and checks nothing.
pub fn snapshots_here() -> bool {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/tables/snapshots")
        .is_dir();
    if !here {
        eprintln!("note: the snapshots are not here (a package); not compared");
    }
    here
}

/// The mappings a family of per-mapping snapshots is pinned in: LERF alone. The snapshots pin
/// the text users read; the values of every other mapping are proven from LERF's by the
/// commutation tests (`table_M[convert(s)] = convert(table_LERF[s])`, `commutation`), every
/// mapping's file is compiled and holds the computed tables (`compiled_output`,
/// `cpp_output`), and the renderers write the values without looking at the mapping. A
/// snapshot of another mapping adds only what depends on the mapping beyond its values, so a
/// family is pinned in another mapping where that shows:
/// - [`PINNED_WITH_LEFBER`] for the small tables in every language and the NNUE functions:
///   a second mapping whole for a reader (file-major, its ranks big-endian), its C and C++
///   square enums in another order, the NNUE indices' square conversion (code that depends
///   on the mapping);
/// - every mapping for one small family (`symmetry_zobrist_small`, in Rust): each mapping's
///   header, with its index formula and corners; and for the 0x88 attack grids, drawn for a
///   reader to see each mapping's orientation at a glance.
///
/// The snapshots of one mapping only (`…_lefber_…`, `…_lefr_…`) show options, not mappings.
pub const PINNED: [Mapping; 1] = [Mapping::Lerf];

/// LERF and LEFBER: see [`PINNED`].
pub const PINNED_WITH_LEFBER: [Mapping; 2] = [Mapping::Lerf, Mapping::Lefber];

/// insta settings of the output tests: snapshot files named after the binary, the module and
/// the snapshot (`tables__output_snapshots__small_lerf_rust.snap`), without the asserted
/// expression.
pub fn snapshot_settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_prepend_module_to_snapshot(true);
    s.set_omit_expression(true);
    s
}

/// `label: N entries, popcount P, fnv1a 0x…` for a run of bitboards.
pub fn digest_line(out: &mut String, label: &str, values: &[u64]) {
    let popcount: u32 = values.iter().map(|v| v.count_ones()).sum();
    let digest = fnv1a(values.iter().flat_map(|v| v.to_le_bytes()));
    let _ = writeln!(
        out,
        "{label}: {} entries, popcount {popcount}, fnv1a 0x{digest:016X}",
        values.len()
    );
}

/// The digest lines of a table of bitboards with a square axis: one per row of its first
/// dimensions, labelled by their places (`from e4`, `ranks e4`).
pub fn row_digests(t: &Table) -> String {
    let dims = t.dims();
    let axes = t.info().axes;
    let inner = *dims.last().unwrap();
    let mut out = format!("{}{:?} in {}, per row:\n", t.name(), dims, t.mapping());
    for (row, values) in t.values().chunks(inner).enumerate() {
        // The row's index along each outer dimension, outermost first.
        let mut rest = row;
        let mut places = Vec::new();
        for (d, axis) in dims[..dims.len() - 1].iter().zip(axes).rev() {
            places.push(place(*axis, t.mapping(), rest % d, axes.len() == 2));
            rest /= d;
        }
        places.reverse();
        digest_line(&mut out, &places.join(" "), values);
    }
    out
}

fn place(axis: Axis, m: Mapping, i: usize, pair: bool) -> String {
    match axis {
        Axis::Square if pair => format!("from {}", axis.label(m, i)),
        Axis::Family => format!("{}s", axis.label(m, i)),
        Axis::Bit => format!("bit {i}"),
        Axis::Byte => format!("byte {i}"),
        _ => axis.label(m, i),
    }
}

/// The digest lines of a shared attack table (`magic_attacks`, `pext_attacks`): one per
/// piece and square, from the record tables that index it (rook then bishop; each record's
/// `offset` is the square's start, its size `1 << (64 - shift)` for magics, `1 << popcount(mask)`
/// for PEXT).
pub fn shared_digests(attacks: &Table, rook: &Table, bishop: &Table) -> String {
    let mut out = format!(
        "{}[{}] in {}, per piece and square:\n",
        attacks.name(),
        attacks.len(),
        attacks.mapping()
    );
    for (piece, records) in [("rook", rook), ("bishop", bishop)] {
        let fields = records.elem().slots();
        for (sq, r) in records.values().chunks(fields).enumerate() {
            let (offset, size) = match fields {
                4 => (r[3] as usize, 1usize << (64 - r[2])),
                _ => (r[1] as usize, 1usize << r[0].count_ones()),
            };
            let label = format!(
                "{piece} {} [{offset}..{})",
                Axis::Square.label(records.mapping(), sq),
                offset + size
            );
            digest_line(&mut out, &label, &attacks.values()[offset..offset + size]);
        }
    }
    out
}

/// `table` with one entry changed: bit 0 of the first value slot of element `index`.
pub fn with_entry_flipped(table: &Table, index: usize) -> Table {
    let mut values = table.values().to_vec();
    values[index * table.elem().slots()] ^= 1;
    table.with_values(values)
}

/// The lines where `a` and `b` differ (both must have as many lines).
pub fn changed_lines<'a>(a: &'a str, b: &'a str) -> Vec<(&'a str, &'a str)> {
    let (a, b): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    assert_eq!(
        a.len(),
        b.len(),
        "a one-entry change added or removed lines"
    );
    a.into_iter().zip(b).filter(|(x, y)| x != y).collect()
}

/// The digest lines of a big table without a square axis (the overlapped
/// `black_magic_attacks`, where the blocks of many squares share entries): one per run of
/// `chunk` entries, labelled with its index range, so that a changed entry changes the one
/// line of its range.
pub fn chunk_digests(t: &Table, chunk: usize) -> String {
    let mut out = format!(
        "{}[{}] in {}, per {chunk} entries:\n",
        t.name(),
        t.len(),
        t.mapping()
    );
    for (i, values) in t.values().chunks(chunk).enumerate() {
        let start = i * chunk;
        digest_line(
            &mut out,
            &format!("[{start}..{})", start + values.len()),
            values,
        );
    }
    out
}

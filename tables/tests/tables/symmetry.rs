//! The symmetry group in all eight mappings, against a reference written from coordinates,
//! and against published LERF and LEFR idioms (`sq ^ 56`, `sq ^ 7`, `63 - sq`).

use crate::coords::{reference_coords, reference_index};
use chesstab_tables::{Mapping, compute_table};

fn values(m: Mapping, name: &str) -> Vec<u64> {
    compute_table(m, name).unwrap().values().to_vec()
}

#[test]
fn symmetry_against_reference() {
    for m in Mapping::ALL {
        let image = |f: &dyn Fn(i32, i32) -> (i32, i32)| -> Vec<u64> {
            (0..64u8)
                .map(|sq| {
                    let (file, rank) = reference_coords(m, sq);
                    let (file, rank) = f(file, rank);
                    u64::from(reference_index(m, file, rank))
                })
                .collect()
        };
        assert_eq!(values(m, "flip_vertical"), image(&|f, r| (f, 7 - r)), "{m}");
        assert_eq!(
            values(m, "flip_horizontal"),
            image(&|f, r| (7 - f, r)),
            "{m}"
        );
        assert_eq!(
            values(m, "rotate_180"),
            image(&|f, r| (7 - f, 7 - r)),
            "{m}"
        );
    }
}

#[test]
fn the_idioms_engines_write_by_hand() {
    let all: Vec<u64> = (0..64).collect();
    let lerf = values(Mapping::Lerf, "flip_vertical");
    assert_eq!(lerf, all.iter().map(|s| s ^ 0b11_1000).collect::<Vec<_>>()); // black's view in LERF
    let lerf = values(Mapping::Lerf, "flip_horizontal");
    assert_eq!(lerf, all.iter().map(|s| s ^ 0b111).collect::<Vec<_>>()); // king-side mirroring
    let lefr = values(Mapping::Lefr, "flip_vertical");
    assert_eq!(lefr, all.iter().map(|s| s ^ 0b111).collect::<Vec<_>>()); // file-major: ranks low
    for m in Mapping::ALL {
        let rotated = values(m, "rotate_180");
        assert_eq!(
            rotated,
            all.iter().map(|s| 63 - s).collect::<Vec<_>>(),
            "{m}"
        );
    }
}

//! What users see of the distance, pawns, king, castling, polyglot and mailbox groups, pinned
//! by insta snapshots named `engine_snapshots__…` for each of the eight mappings: the small
//! tables whole in Rust, C and JSON; the per-square tables (pawn masks, king zones, PolyGlot
//! piece keys) whole in Rust, one labelled line per square; `distance` and `manhattan` as one
//! digest line per square.

mod render_support;

use chesstab_tables::{Builder, Lang, Mapping, Selection, compute_tables};
use render_support::{row_digests, snapshot_settings};

fn generate(m: Mapping, lang: Lang, tables: &[&str]) -> String {
    Builder::new()
        .mapping(m)
        .lang(lang)
        .tables(tables)
        .generate()
        .unwrap()
}

#[test]
fn small_tables_whole() {
    let small = [
        "center_manhattan,adjacent_files,forward_ranks,castling",
        "polyglot_castling,polyglot_en_passant,polyglot_turn,mailbox",
    ];
    snapshot_settings().bind(|| {
        for m in Mapping::ALL {
            for lang in Lang::ALL {
                let text = generate(m, lang, &small);
                insta::assert_snapshot!(format!("small_{}_{lang}", m.name().to_lowercase()), text);
            }
        }
    });
}

#[test]
fn per_square_tables_whole_in_rust() {
    let tables = [
        "pawn_pushes,pawn_double_pushes,forward_file,pawn_attack_span,passed_pawn_mask",
        "king_zone,polyglot_pieces",
    ];
    snapshot_settings().bind(|| {
        for m in Mapping::ALL {
            let text = generate(m, Lang::Rust, &tables);
            insta::assert_snapshot!(format!("per_square_{}", m.name().to_lowercase()), text);
        }
    });
}

#[test]
fn distances_per_square() {
    snapshot_settings().bind(|| {
        for m in Mapping::ALL {
            let tables = compute_tables(m, &Selection::parse(["distance,manhattan"]).unwrap());
            let text: String = tables.iter().map(row_digests).collect();
            insta::assert_snapshot!(format!("distances_{}", m.name().to_lowercase()), text);
        }
    });
}

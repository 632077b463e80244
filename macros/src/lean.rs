//! The macros built for some groups only, as chesstab's group features build them
//! (`default-features = false, features = ["leapers"]`): a table of a group they read
//! expands; a table of a group left out and `#[board]` without its group are refused with an
//! error that names the feature to add, and the item follows the error (a table filled with
//! zeros, as after any mistake; `#[board]`'s item as written). `#[variant]` without the
//! feature `variants` is refused the same way.
//!
//! Run by CI as `cargo test -p chesstab-macros --no-default-features --features leapers --lib
//! lean`.

use crate::pipeline;
use crate::pm::TokenStream;
use crate::{board_or_refused, variant_or_refused};

fn tokens(src: &str) -> TokenStream {
    src.parse().expect("test input is valid Rust tokens")
}

/// The messages of the `compile_error!`s in `out`, in order.
fn messages(out: &TokenStream) -> Vec<String> {
    let text = out.to_string();
    text.split("compile_error ! {")
        .skip(1)
        .map(|rest| rest.split('}').next().unwrap_or_default().trim().to_owned())
        .collect()
}

#[test]
fn a_table_of_a_group_it_reads_expands() {
    let out = pipeline::table(
        tokens("knight_attacks"),
        tokens("static KNIGHT_ATTACKS: [u64; 64];"),
    );
    assert!(messages(&out).is_empty(), "{out}");
    // a1's knight attacks b3 and c2: 0x20400 in LERF.
    assert!(out.to_string().contains("0x0000000000020400"), "{out}");
}

#[test]
fn a_table_of_a_group_left_out_is_refused_with_its_feature() {
    for (name, feature) in [
        ("passed_pawn_mask", "pawns"),
        ("rook_magics", "magic"),
        ("cuckoo_moves", "cuckoo"),
        ("black_magic_attacks", "black-magic"),
    ] {
        let out = pipeline::table(tokens(name), tokens("static T: [u64; 64];"));
        let messages = messages(&out);
        assert_eq!(messages.len(), 1, "{out}");
        let expected = format!(
            "\"`{name}` is a table of the group `{feature}`, which these macros leave out: add \
             \\\"{feature}\\\" to chesstab's features, which name the groups the macros read (or \
             turn on `macros` for every group)\""
        );
        assert_eq!(messages[0], expected);
        // Filled with zeros, as after any mistake, so that the code using it compiles on.
        assert!(
            out.to_string()
                .ends_with("static T : [u64 ; 64] = [0 ; 64] ;"),
            "{out}"
        );
    }
}

#[test]
fn board_without_its_group_is_refused_with_its_feature() {
    let out = board_or_refused(
        tokens("per_color"),
        tokens("static PST: [[i16; 64]; 2] = [0; 64];"),
    );
    let messages = messages(&out);
    assert_eq!(messages.len(), 1, "{out}");
    assert!(
        messages[0].starts_with(
            "\"`#[chesstab::board]` needs chesstab's feature `board`, which this build leaves out: \
             add \\\"board\\\" to chesstab's features"
        ),
        "{}",
        messages[0]
    );
    assert!(out.to_string().ends_with("[0 ; 64] ;"), "{out}");
}

#[test]
fn variant_without_its_feature_is_refused_with_its_feature() {
    let out = variant_or_refused(tokens("variant = \"makruk\""), tokens("mod makruk {}"));
    let messages = messages(&out);
    assert_eq!(messages.len(), 1, "{out}");
    assert!(
        messages[0].starts_with(
            "\"`#[chesstab::variant]` needs chesstab's feature `variants`, which this build \
             leaves out: add \\\"variants\\\" to chesstab's features"
        ),
        "{}",
        messages[0]
    );
    assert!(out.to_string().ends_with("mod makruk { }"), "{out}");
}

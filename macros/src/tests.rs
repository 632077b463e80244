//! Snapshots of the expansions, pretty-printed: what a user would see with `cargo expand`.
//! The expansion functions are called directly on token streams, as the compiler would.
//! Big table values inside `#[tables]` are summarized by length and FNV-1a digest.
//!
//! Review changes with `cargo insta review` (or `INSTA_UPDATE=always` and `git diff`).

use crate::pm::TokenStream;
use chesstab_tables::{Mapping, fnv1a};

use crate::pipeline;

fn tokens(src: &str) -> TokenStream {
    src.parse().expect("test input is valid Rust tokens")
}

/// The expansion as formatted Rust source.
fn pretty(tokens: TokenStream) -> String {
    let file: syn::File = syn::parse2(tokens).expect("the expansion is valid Rust");
    prettyplease::unparse(&file)
}

fn snapshot(name: &str, text: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name.to_owned(), text));
}

#[test]
fn table_expansion_per_mapping() {
    for m in Mapping::ALL {
        let args = tokens(&format!("files, mapping = {m}"));
        let item = tokens("pub static FILES: [u64; 8];");
        let text = pretty(pipeline::table(args, item));
        snapshot(&format!("table_{}", m.name().to_lowercase()), &text);
    }
}

#[test]
fn table_expansion_keeps_attributes_and_docs() {
    let args = tokens(r#"pawn_attacks, mapping = "lefr""#);
    let item = tokens(
        "/// Pawn attacks, white then black.\n#[allow(dead_code)]\npub(crate) const PAWNS: [[u64; 64]; 2];",
    );
    let text = pretty(pipeline::table(args, item));
    snapshot("table_const_with_docs", &text);
}

/// A tuple struct of the user's as the element: the table's numbers read as it, after a
/// pattern that checks that it is a tuple struct of one such number; a single value wrapped,
/// suffixed with the table's type.
#[test]
fn table_expansion_with_a_tuple_struct_element() {
    let args = tokens("files, mapping = BERF");
    let item = tokens("pub static FILES: [crate::BitBoard; _];");
    let text = pretty(pipeline::table(args, item));
    snapshot("table_newtype", &text);
    let item = tokens("static LIGHT: crate::BitBoard;");
    let text = pretty(pipeline::table(tokens("light_squares"), item));
    assert!(
        text.contains("static LIGHT: crate::BitBoard = crate::BitBoard(0x55AA55AA55AA55AAu64);"),
        "{text}"
    );
}

/// A big table of the user's tuple struct keeps the byte string of a big table of numbers.
#[test]
fn a_big_table_of_a_tuple_struct_is_bytes() {
    let item = tokens("static ATTACKS: [crate::BitBoard; _];");
    let text = pipeline::table(tokens("magic_attacks"), item).to_string();
    assert!(text.contains("from_ne_bytes"), "{text:.400}");
    assert!(text.contains("transmute"), "{text:.400}");
    assert!(!text.contains("crate :: BitBoard (0x"), "{text:.400}");
}

/// A table declared as a reference to its array, of numbers or of the user's tuple struct: a
/// reference to a static of the numbers (no transmute of the array, no element of the struct
/// for rustc to check), the lengths filled in, the struct's shape checked.
#[test]
fn a_table_declared_as_a_reference_refers_to_a_static_of_its_numbers() {
    let item = tokens("pub static FILES: &'static [crate::BitBoard; _];");
    let text = pretty(pipeline::table(tokens("files, mapping = BERF"), item));
    snapshot("table_newtype_reference", &text);
    let item = tokens("static LINE: &[[u64; _]; 64];");
    let text = pipeline::table(tokens("line"), item).to_string();
    assert!(
        text.contains("static LINE : & [[u64 ; 64] ; 64] ="),
        "{text:.400}"
    );
    assert!(text.contains("from_ne_bytes"), "{text:.400}");
    assert!(text.contains("& VALUES"), "{text:.400}");
    assert!(
        !text.contains("transmute") && !text.contains("unsafe"),
        "{text:.400}"
    );
}

/// The whole expansion in every mapping; `tests/macros.rs` checks every mapping's values.
/// Without arguments the expansion is LERF's, token for token (so it has no snapshot of its
/// own).
#[test]
fn squares_expansion_per_mapping() {
    let expand = |args: &str| {
        let item = tokens("/// The squares.\n#[derive(Debug, PartialEq)]\npub enum Square {}");
        pretty(pipeline::squares(tokens(args), item))
    };
    for m in Mapping::ALL {
        let text = expand(&format!("mapping = {m}"));
        snapshot(&format!("squares_{}", m.name().to_lowercase()), &text);
    }
    assert_eq!(expand(""), expand("mapping = LERF"));
}

#[test]
fn tables_expansion_per_mapping() {
    for m in Mapping::ALL {
        let args = tokens(&format!("mapping = {m}"));
        let item = tokens("/// My mapping.\n#[derive(Debug)]\npub struct MyTables;");
        let mut file: syn::File =
            syn::parse2(pipeline::tables(args, item)).expect("the expansion is valid Rust");
        summarize_statics(&mut file);
        let text = prettyplease::unparse(&file);
        snapshot(&format!("tables_{}", m.name().to_lowercase()), &text);
    }
}

/// Replaces the value of every static in a module by `summary!(chars = …, fnv1a = …)`: the
/// length and a digest of the value's text.
fn summarize_statics(file: &mut syn::File) {
    for item in &mut file.items {
        let syn::Item::Mod(module) = item else {
            continue;
        };
        for item in &mut module.content.as_mut().expect("an inline module").1 {
            if let syn::Item::Static(s) = item {
                let text = quote::ToTokens::to_token_stream(&s.expr).to_string();
                let summary = tokens(&format!(
                    "summary!(chars = {}, fnv1a = 0x{:016X})",
                    text.len(),
                    fnv1a(text.bytes())
                ));
                *s.expr = syn::parse2(summary).expect("a macro call expression");
            }
        }
    }
}

#[test]
fn errors_are_compile_errors_not_panics() {
    // Inputs no user should write still give errors, never a panic.
    for (args, item) in [
        ("", ""),
        ("", "static"),
        ("=", "static X: u64;"),
        ("= =", "enum E {}"),
        ("mapping = = LEFR", "struct S;"),
        ("\"\"", "static X: u64;"),
        (
            "knight_attacks",
            "#[cfg(all())] pub(in crate) static X: [u64; 64]",
        ),
        ("knight_attacks", "static X: [u64; 64] = "),
    ] {
        for expansion in [pipeline::table, pipeline::squares, pipeline::tables] {
            let out = expansion(tokens(args), tokens(item)).to_string();
            assert!(out.contains("compile_error"), "{args:?} on {item:?}: {out}");
        }
    }
}

/// After a mistake the item is still emitted, beside the errors, so that its uses compile on.
#[test]
fn failed_expansions_keep_their_item() {
    type Expansion = fn(TokenStream, TokenStream) -> TokenStream;
    let cases: [(Expansion, &str, &str, &str); 8] = [
        // A wrong argument: the item filled in with the default (LERF, black magic).
        (
            pipeline::tables,
            "mapping = LEXX",
            "pub struct Mine;",
            "pub struct Mine ;",
        ),
        (
            pipeline::tables,
            "sliders = rotatd",
            "struct Mine;",
            "impl_tables ! (Mine , __chesstab_tables_Mine ; sliders = black_magic)",
        ),
        (
            pipeline::tables,
            "mapping = LEFR, sliders = rotated, colour = white",
            "struct Mine;",
            "mod __chesstab_tables_Mine { pub use :: chesstab :: generated :: lerf ::*; }",
        ),
        (
            pipeline::squares,
            "mapping = BERFF",
            "enum Sq {}",
            "E4 = 28",
        ),
        (
            pipeline::table,
            "knight_attacks, mapping = lerff",
            "static K: [u64; 64];",
            "static K : [u64 ; 64] = [0x0000000000020400",
        ),
        // A table that is unknown or of another type: zeros of the declared type.
        (
            pipeline::table,
            "king_attacks",
            "const K: [[u32; 64]; N];",
            "const K : [[u32 ; 64] ; N] = [[0 ; 64] ; N] ;",
        ),
        // An item that cannot be filled in: as written.
        (
            pipeline::tables,
            "",
            "struct WithFields(u8);",
            "struct WithFields (u8) ;",
        ),
        (pipeline::squares, "", "fn f() {}", "fn f () { }"),
    ];
    for (expansion, args, item, kept) in cases {
        let out = expansion(tokens(args), tokens(item));
        let file: syn::File = syn::parse2(out.clone()).expect("the expansion is valid Rust");
        let text = out.to_string();
        assert!(
            text.contains("compile_error"),
            "{args:?} on {item:?}: {text}"
        );
        assert!(text.contains(kept), "{args:?} on {item:?}: {text}");
        assert!(file.items.len() >= 2, "{args:?} on {item:?}: {text}");
    }
}

#[test]
fn table_docs_escape_brackets_for_rustdoc() {
    let out = pipeline::table(tokens("square"), tokens("static SQUARE: [[u8; 8]; 8];"));
    let text = pretty(out);
    assert!(
        text.starts_with(
            "/// `square[8][8]` in LERF: index of (file, rank), indexed \\[file\\]\\[rank\\].\n"
        ),
        "{text}"
    );
}

/// `#[variant]` on a small board of the user's own, in a mapping other than the default, with
/// both PEXT forms: the module keeps its items and gains the tables (values summarized).
#[cfg(feature = "variants")]
#[test]
fn variant_expansion() {
    let args = tokens(
        r#"board = "6x7", pieces = "rook:R, horse:nN, cannon:mRcpR", mapping = LEFR, methods = "compressed, pext""#,
    );
    let item = tokens("/// My board.\npub mod small {\n    pub const MINE: u8 = 1;\n}");
    let mut file: syn::File =
        syn::parse2(pipeline::variant(args, item)).expect("the expansion is valid Rust");
    summarize_statics(&mut file);
    snapshot("variant_6x7_lefr", &prettyplease::unparse(&file));
}

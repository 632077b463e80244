//! The pipeline's literal decoder ([`decode`]) against syn's, a dev-dependency, as an
//! independent oracle. Here at the crate root, not beside the decoder, because
//! chesstab-fuzz-targets compiles the pipeline without syn.

use crate::pipeline::tokens::literal::{Lit, decode};
use crate::pm::Literal;

/// syn (which the macros used until they read their input themselves) decodes the same
/// literals the same way: the string literal proc-macro2 writes around
/// each of a run of characters (its escapes of every kind), raw strings, continuations,
/// and integers in every radix, with underscores and suffixes.
#[test]
fn literals_decode_as_syn_decodes_them() {
    let mut texts: Vec<String> = Vec::new();
    let chars = (0u32..0x300).chain([0x2028, 0xfeff, 0x1_f600]);
    for c in chars.filter_map(char::from_u32) {
        texts.push(Literal::string(&format!("a{c}b")).to_string());
    }
    texts.extend(
        [
            "\"\\u{1F600}\"",
            "\"\\x7f\\'\"",
            "\"cont \\\n   inued\"",
            "r\"raw\\n\"",
            "r#\"a \"quoted\" b\"#",
            "\"s\"suffix",
            "'c'",
            "1.5",
            "2e3",
            "1f64",
            "b'x'",
        ]
        .map(String::from),
    );
    let values = [0u64, 7, 8, 255, 1 << 40, u64::MAX];
    for (value, suffix) in values
        .iter()
        .flat_map(|v| ["", "_", "u64", "_usize", "i128", "u8"].map(move |s| (*v, s)))
    {
        texts.push(format!("{value}{suffix}"));
        texts.push(format!("0x{value:X}{suffix}"));
        texts.push(format!("0o{value:o}{suffix}"));
        texts.push(format!("0b{value:b}{suffix}"));
    }
    texts.push("1_000_000".to_owned());
    texts.push("340282366920938463463374607431768211456".to_owned());
    for text in texts {
        let literal: Literal = text.parse().expect("a literal");
        let ours = decode(&literal);
        let theirs = match syn::Lit::new(literal) {
            syn::Lit::Str(s) => Lit::Str(s.value()),
            syn::Lit::Int(i) => Lit::Int {
                value: i.base10_parse::<i128>().ok(),
                suffix: i.suffix().to_owned(),
            },
            syn::Lit::Float(_) => Lit::Float,
            syn::Lit::Char(_) => Lit::Char,
            _ => Lit::Other,
        };
        assert_eq!(ours, theirs, "{text}");
    }
}

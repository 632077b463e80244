//! The attribute macros, through the pipeline behind them (compiled into this crate, see its
//! documentation).

use crate::pipeline;

/// The attribute macros' argument parsing, validation and expansion: the first byte picks the
/// macro (`table`, `board`, `squares`, `tables`), the text up to the first newline is the
/// attribute's arguments and the rest its item, each lexed as Rust tokens (text that does
/// not lex is skipped: the compiler would have refused it before the macro).
pub fn macro_args(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let (args, item) = text.split_once('\n').unwrap_or((text, ""));
    let (Ok(args), Ok(item)) = (
        args.parse::<proc_macro2::TokenStream>(),
        item.parse::<proc_macro2::TokenStream>(),
    ) else {
        return;
    };
    let out = match which % 4 {
        0 => pipeline::table(args, item),
        1 => pipeline::board(args, item),
        2 => pipeline::squares(args, item),
        _ => pipeline::tables(args, item),
    };
    // The expansion is tokens a compiler reads back.
    let written = out.to_string();
    assert!(
        written.parse::<proc_macro2::TokenStream>().is_ok(),
        "{written}"
    );
}

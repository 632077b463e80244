//! The attribute macros, through the pipeline behind them (compiled into this crate, see its
//! documentation).

use crate::pipeline;
use crate::variant::GENERATED_SQUARES;

/// The attribute macros' argument parsing, validation and expansion: the first byte picks the
/// macro (`table`, `board`, `squares`, `tables`, `variant`), the text up to the first newline
/// is the attribute's arguments and the rest its item, each lexed as Rust tokens (text that
/// does not lex is skipped: the compiler would have refused it before the macro). `variant`
/// takes boards of at most `GENERATED_SQUARES` squares and no preset (see
/// `generates_quickly`).
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
    let out = match which % 5 {
        0 => pipeline::table(args, item),
        1 => pipeline::board(args, item),
        2 => pipeline::squares(args, item),
        3 => pipeline::tables(args, item),
        _ if !generates_quickly(&args.to_string()) => return,
        _ => pipeline::variant(args, item),
    };
    // The expansion is tokens a compiler reads back.
    let written = out.to_string();
    assert!(
        written.parse::<proc_macro2::TokenStream>().is_ok(),
        "{written}"
    );
}

/// Whether `#[variant]`'s arguments (as tokens print them) name no preset and a board of at
/// most [`GENERATED_SQUARES`] squares, or one that does not read as a size (refused before any
/// table is made): the tables of a preset or a large board take long enough to slow the
/// fuzzer, and the variant door's own target reads those arguments.
fn generates_quickly(args: &str) -> bool {
    if args.contains("variant") {
        return false;
    }
    let Some(at) = args.find("board") else {
        return true;
    };
    let size = args[at..].split('"').nth(1).unwrap_or("");
    let squares = size
        .split_once(['x', 'X'])
        .and_then(|(w, h)| Some(w.trim().parse::<usize>().ok()? * h.trim().parse::<usize>().ok()?));
    squares.is_none_or(|n| n <= GENERATED_SQUARES)
}

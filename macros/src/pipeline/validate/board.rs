//! `#[chesstab::board]`: a table written as drawn (eight rows, rank 8 first, files a to h),
//! checked and rewritten into the mapping's index order, optionally per colour. Every value is
//! checked against the declared type, and a mistake names its row and column.

use crate::pm::{Delimiter, Span, TokenStream, TokenTree};
use chesstab_tables::__private::compute::board::{board_table, board_type, check_value, place};
use chesstab_tables::{Elem, Table};

use super::parameters::{mapping, mapping_option};
use super::{Checked, Expansion};
use crate::pipeline::args::{self, Accepted, Options, names};
use crate::pipeline::item::declared::{DeclaredType, Form};
use crate::pipeline::item::{self, ItemKind, TableItem};
use crate::pipeline::tokens::literal::{self, Lit};
use crate::pipeline::tokens::{Error, Errors, spanned};

/// What `#[board]` expands: the user's item and its table.
pub(crate) struct BoardSpec {
    pub item: TableItem,
    /// `[[T; 64]; 2]`, white's view then black's, instead of `[T; 64]`.
    pub per_color: bool,
    /// The board in the mapping's index order; `None` after a mistake in its values (the
    /// item is then filled with zeros).
    pub table: Option<Table>,
}

const BOARD: &str = "`#[chesstab::board]`";

/// The element type of a declared `[T; 64]` (or `[[T; 64]; 2]` with `per_color`), when `T` is
/// a board type and the lengths are right (or `_`).
fn element(ty: &DeclaredType, per_color: bool) -> Option<Elem> {
    let mut ty = ty;
    let dims: &[usize] = if per_color { &[2, 64] } else { &[64] };
    for &dim in dims {
        let Form::Array { elem, len, .. } = &ty.form else {
            return None;
        };
        if !matches!(len.value(), Ok(None)) && len.value() != Ok(Some(dim)) {
            return None;
        }
        ty = elem;
    }
    let Form::Path(path) = &ty.form else {
        return None;
    };
    let ident = path.ident()?.to_string();
    board_type(&ident)
}

/// The values of the literal `[v, v, …]`, each checked against `elem`, as drawn; the mistakes
/// reported, spanned on the values.
fn drawn(value: &TokenStream, elem: Elem, errors: &mut Errors) -> Option<[[u64; 8]; 8]> {
    // The item's value as written, after its `=`.
    let mut iter = value
        .clone()
        .into_iter()
        .skip_while(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == '='));
    let (Some(TokenTree::Group(group)), None) = (iter.next(), iter.next()) else {
        errors.push(spanned(
            value,
            "expected the board as an array literal of 64 integers, `[…]`: 8 rows of 8, rank 8 first, files a to h",
        ));
        return None;
    };
    if group.delimiter() != Delimiter::Bracket {
        errors.push(Error::new(
            group.span(),
            "expected an array literal `[…]` of 64 integers",
        ));
        return None;
    }
    // The elements, split at the top-level commas.
    let mut elements: Vec<Vec<TokenTree>> = vec![Vec::new()];
    for token in group.stream() {
        match &token {
            TokenTree::Punct(p) if p.as_char() == ',' => elements.push(Vec::new()),
            _ => elements
                .last_mut()
                .expect("one element at least")
                .push(token),
        }
    }
    if elements.last().is_some_and(Vec::is_empty) {
        elements.pop();
    }
    let repeat = |e: &Vec<TokenTree>| {
        e.iter()
            .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ';'))
    };
    if elements.iter().any(repeat) {
        errors.push(Error::new(
            group.span(),
            "write the board's 64 values as drawn (8 rows of 8, rank 8 first), not a repeat `[v; n]`",
        ));
        return None;
    }
    if elements.len() != 64 {
        let full_rows = elements.len() / 8;
        errors.push(Error::new(
            group.span(),
            format!(
                "the board has {} values ({full_rows} full rows); expected 64: 8 rows of 8, rank 8 first, files a to h",
                elements.len()
            ),
        ));
        return None;
    }
    let mut out = [[0u64; 8]; 8];
    let mut ok = true;
    for (i, tokens) in elements.iter().enumerate() {
        let (row, column) = (i / 8 + 1, i % 8 + 1);
        let stream: TokenStream = tokens.iter().cloned().collect();
        let (negative, literal) = match tokens.as_slice() {
            [TokenTree::Punct(p), TokenTree::Literal(l)] if p.as_char() == '-' => (true, l),
            [TokenTree::Literal(l)] => (false, l),
            _ => {
                errors.push(spanned(
                    &stream,
                    format!("{}: expected an integer", place(row, column)),
                ));
                ok = false;
                continue;
            }
        };
        let Lit::Int { value, .. } = literal::decode(literal) else {
            errors.push(spanned(
                &stream,
                format!("{}: expected an integer", place(row, column)),
            ));
            ok = false;
            continue;
        };
        let Some(magnitude) = value else {
            errors.push(spanned(
                &stream,
                format!("{}: not an integer", place(row, column)),
            ));
            ok = false;
            continue;
        };
        let value = if negative { -magnitude } else { magnitude };
        match check_value(value, elem, row, column) {
            Ok(slot) => out[row - 1][column - 1] = slot,
            Err(message) => {
                errors.push(spanned(&stream, message));
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

/// Validates `#[board(mapping = M)]` / `#[board(mapping = M, per_color)]` on
/// `static NAME: [T; 64] = [64 values as drawn];` (`[[T; 64]; 2]` per colour).
pub(crate) fn board(args: TokenStream, item: TokenStream) -> Checked<BoardSpec> {
    let mut errors = Errors::default();
    let args = args::parse(args, &mut errors);
    let accepted = Accepted {
        macro_name: BOARD,
        bare: Some("`per_color`"),
        options: &[mapping_option()],
    };
    let options = Options::parse(&accepted, args, &mut errors);
    let mut per_color = false;
    for bare in &options.bare {
        if bare.name().as_deref() == Some("per_color") {
            per_color = true;
        } else {
            let expected = format!("{BOARD} accepts `per_color` and `mapping = …`");
            errors.push(bare.error(match bare.name() {
                Some(name) => {
                    names::unknown("argument", &name, &["per_color", "mapping"], &expected)
                }
                None => format!("{expected}; found {}", bare.describe()),
            }));
        }
    }
    let m = mapping(&options, &mut errors);
    let (kind, span) = item::kind(&item);
    let parsed: Option<TableItem> = if matches!(kind, ItemKind::Static | ItemKind::Const) {
        errors.ok(TableItem::parse(item.clone()))
    } else {
        errors.push(Error::new(
            span,
            format!(
                "{BOARD} expects a `static` with its value drawn as a board, e.g. `static PST: [i16; 64] = [ … 64 values … ];`; found {}",
                kind.describe()
            ),
        ));
        None
    };
    let Some(item) = parsed else {
        return Checked::new(Expansion::Verbatim(item), errors);
    };
    let expected = if per_color { "[[T; 64]; 2]" } else { "[T; 64]" };
    let Some(elem) = element(&item.ty, per_color) else {
        errors.push(spanned(
            &item.ty.tokens,
            format!(
                "declare the board as `{expected}` with T one of i8, i16, i32, u8, u16, u32, u64{}",
                if per_color {
                    " (`per_color`: white's and black's view)"
                } else {
                    ""
                }
            ),
        ));
        return Checked::new(Expansion::Verbatim(TokenStream::new()), errors);
    };
    let Some(value) = &item.value else {
        errors.push(Error::new(
            Span::call_site(),
            "write the board as the value: `= [ … 64 values, rank 8 first … ];`",
        ));
        return Checked::new(Expansion::Verbatim(TokenStream::new()), errors);
    };
    let table = drawn(value, elem, &mut errors).map(|drawn| {
        board_table("board", m, elem, &drawn, per_color)
            .expect("the name `board` is a board table's name")
    });
    let spec = BoardSpec {
        item,
        per_color,
        table,
    };
    Checked::new(Expansion::Spec(spec), errors)
}

//! `#[chesstab::squares]`: a `mapping` and an empty enum, checked; the enum's `repr` and the
//! derives it lacks sorted out.

use crate::pm::TokenStream;
use chesstab_tables::Mapping;

use super::derives::{SQUARES_DERIVES, missing_derives};
use super::parameters::{mapping, mapping_option};
use super::{Checked, Expansion, no_generics, type_item};
use crate::pipeline::args::{self, Accepted, Options};
use crate::pipeline::item::{ItemKind, TypeItem};
use crate::pipeline::tokens::{Errors, spanned};

/// What `#[squares]` expands.
pub(crate) struct SquaresSpec {
    pub input: TypeItem,
    pub mapping: Mapping,
    /// `false` when the user already wrote `#[repr(u8)]`.
    pub add_repr: bool,
    /// Paths of the derives to add.
    pub derives: Vec<&'static str>,
}

const SQUARES: &str = "`#[chesstab::squares]`";

/// Validates `#[squares(mapping = M)]` on `enum NAME {}`.
pub(crate) fn squares(args: TokenStream, item: TokenStream) -> Checked<SquaresSpec> {
    let mut errors = Errors::default();
    let args = args::parse(args, &mut errors);
    let accepted = Accepted {
        macro_name: SQUARES,
        bare: None,
        options: &[mapping_option()],
    };
    let mapping = mapping(&Options::parse(&accepted, args, &mut errors), &mut errors);

    let expansion = match type_item(
        SQUARES,
        ItemKind::Enum,
        "an empty enum, e.g. `enum Square {}`",
        item,
        &mut errors,
    ) {
        Err(verbatim) => Expansion::Verbatim(verbatim),
        Ok(mut input) => {
            // Each mistake in the enum is reported, and the enum written the way it must be
            // (without generic parameters or variants).
            no_generics(&input, "the square enum", &mut errors);
            if let Some(variants) = input.body.as_ref().map(crate::pm::Group::stream)
                && !variants.is_empty()
            {
                errors.push(spanned(
                    &variants,
                    format!("{SQUARES} fills the enum with the 64 squares `A1` … `H8`; leave it empty: `enum {} {{}}`", input.ident),
                ));
            }
            let mut add_repr = true;
            input.attrs.retain(|attr| {
                if !attr.is("repr") {
                    return true;
                }
                let is_u8 = attr.list().is_some_and(|list| list.to_string() == "u8");
                if is_u8 {
                    add_repr = false;
                } else {
                    errors.push(spanned(
                        &attr.tokens(),
                        format!(
                            "{SQUARES} makes the enum `#[repr(u8)]`; remove this `repr` attribute"
                        ),
                    ));
                }
                is_u8
            });
            let derives = missing_derives(&input.attrs, SQUARES_DERIVES);
            Expansion::Spec(SquaresSpec {
                input,
                mapping,
                add_repr,
                derives,
            })
        }
    };
    Checked::new(expansion, errors)
}

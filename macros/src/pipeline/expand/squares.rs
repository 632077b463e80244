//! `#[chesstab::squares]`'s enum: the 64 squares numbered in the mapping, with their
//! methods and conversions to and from `u8` and the runtime's square.

use crate::pm::{Literal, TokenStream, TokenTree};

use super::{derive, doc_attribute};
use crate::pipeline::item;
use crate::pipeline::tokens::template::{ident, join, punct, string, template};
use crate::pipeline::validate::SquaresSpec;

/// The enum, its methods and its conversions.
pub(crate) fn squares(spec: &SquaresSpec) -> TokenStream {
    let input = &spec.input;
    let mapping = spec.mapping;
    // Each square's variant, with its doc comment and index; `Self::A1`; `"a1"`.
    let mut variants = TokenStream::new();
    let mut all = Vec::with_capacity(64);
    let mut names = Vec::with_capacity(64);
    for i in 0..64u8 {
        let (file, rank) = (mapping.file_of(i), mapping.rank_of(i));
        let coords = chesstab_tables::coords_name(file, rank).to_string();
        let variant = ident(&coords.to_ascii_uppercase());
        variants.extend(doc_attribute(&format!(
            " {coords}, index {i} in {mapping}."
        )));
        variants.extend([
            variant.clone(),
            punct('='),
            TokenTree::Literal(Literal::u8_unsuffixed(i)),
            punct(','),
        ]);
        all.push(template("Self::#variant", &[("variant", variant.into())]));
        names.push(coords);
    }
    let all_doc = format!(
        " Every square in {mapping} index order: `ALL[i]` has index `i` ({} … {}).",
        names[0], names[63]
    );
    let names: Vec<TokenStream> = names.iter().map(|n| string(n).into()).collect();
    let repr = if spec.add_repr {
        template("#[repr(u8)]", &[])
    } else {
        TokenStream::new()
    };
    template(
        SQUARES,
        &[
            ("attrs", item::attributes(&input.attrs)),
            ("derive", derive(&spec.derives)),
            ("repr", repr),
            ("vis", input.vis.clone()),
            ("name", TokenTree::from(input.ident.clone()).into()),
            ("variants", variants),
            (
                "mapping_doc",
                doc_attribute(&format!(" The square mapping of the indices, {mapping}.")),
            ),
            ("mapping", ident(&format!("{mapping:?}")).into()),
            ("all_doc", doc_attribute(&all_doc)),
            ("all", join(all, ',', false)),
            ("names", join(names, ',', false)),
        ],
    )
}

/// The square enum of `#[squares]`, its methods and its conversions to and from `u8` and the
/// runtime's square.
const SQUARES: &str = r#"
#attrs
#derive
#repr
#vis enum #name {
    #variants
}

impl #name {
    #mapping_doc
    pub const MAPPING: ::chesstab::Mapping = ::chesstab::Mapping::#mapping;

    #all_doc
    pub const ALL: [Self; 64] = [#all];

    /// The square's index 0..63 in the mapping.
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The square with this index in the mapping, or `None` past 63.
    #[inline]
    pub const fn from_index(index: u8) -> ::core::option::Option<Self> {
        if index < 64 {
            ::core::option::Option::Some(Self::ALL[index as usize])
        } else {
            ::core::option::Option::None
        }
    }

    /// The square on `file` and `rank`.
    #[inline]
    pub const fn new(file: ::chesstab::File, rank: ::chesstab::Rank) -> Self {
        Self::ALL[Self::MAPPING.square(file as u8, rank as u8) as usize]
    }

    /// The square's file.
    #[inline]
    pub const fn file(self) -> ::chesstab::File {
        ::chesstab::File::ALL[Self::MAPPING.file_of(self as u8) as usize]
    }

    /// The square's rank.
    #[inline]
    pub const fn rank(self) -> ::chesstab::Rank {
        ::chesstab::Rank::ALL[Self::MAPPING.rank_of(self as u8) as usize]
    }

    /// The square's name, e.g. `"e4"`.
    pub const fn name(self) -> &'static str {
        const NAMES: [&str; 64] = [#names];
        NAMES[self as usize]
    }

    /// The square named like `"e4"` (ASCII case ignored), or `None`.
    pub const fn from_name(name: &str) -> ::core::option::Option<Self> {
        match ::chesstab::Square::<::chesstab::Lerf>::from_name_in(name) {
            ::core::option::Option::Some(square) => {
                ::core::option::Option::Some(Self::new(square.file(), square.rank()))
            }
            ::core::option::Option::None => ::core::option::Option::None,
        }
    }
}

impl ::core::convert::From<#name> for u8 {
    #[inline]
    fn from(square: #name) -> u8 {
        square as u8
    }
}

impl ::core::convert::TryFrom<u8> for #name {
    type Error = ::chesstab::SquareIndexError;

    #[inline]
    fn try_from(index: u8) -> ::core::result::Result<Self, Self::Error> {
        match Self::from_index(index) {
            ::core::option::Option::Some(square) => ::core::result::Result::Ok(square),
            ::core::option::Option::None => {
                ::core::result::Result::Err(::chesstab::SquareIndexError(index))
            }
        }
    }
}

impl<M: ::chesstab::Tables> ::core::convert::From<#name> for ::chesstab::Square<M> {
    /// The same square in the runtime's mapping `M` (the identity when `M` numbers
    /// squares like the enum).
    #[inline]
    fn from(square: #name) -> Self {
        ::chesstab::Square::new_in(square.file(), square.rank())
    }
}

impl<M: ::chesstab::Tables> ::core::convert::From<::chesstab::Square<M>> for #name {
    /// The same square, numbered as the enum.
    #[inline]
    fn from(square: ::chesstab::Square<M>) -> Self {
        Self::new(square.file(), square.rank())
    }
}
"#;

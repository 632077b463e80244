//! The outer attributes of an item, `#[…]`, kept as written (to be emitted again or pointed at
//! by a message) and read by their path: `#[repr(u8)]`, `#[derive(…)]`, doc comments.

use crate::pm::{Delimiter, Group, Punct, TokenStream, TokenTree};

use crate::pipeline::tokens::{Cursor, Error, Result, flatten, is};

/// An outer attribute, `#[…]`, as written.
pub(crate) struct Attribute {
    pound: Punct,
    brackets: Group,
}

impl Attribute {
    /// The attributes at the start of `input`.
    pub(super) fn parse_outer(input: &mut Cursor) -> Result<Vec<Self>> {
        let mut attrs = Vec::new();
        while input.peek_punct('#') {
            let pound = input.punct('#')?;
            let brackets = input.group()?;
            if brackets.delimiter() != Delimiter::Bracket {
                return Err(Error::new(brackets.span(), "expected `[` after `#`"));
            }
            attrs.push(Attribute { pound, brackets });
        }
        Ok(attrs)
    }

    /// The tokens inside the brackets, an invisible group around all of them opened.
    fn content(&self) -> Vec<TokenTree> {
        let tokens: Vec<TokenTree> = self.brackets.stream().into_iter().collect();
        match tokens.as_slice() {
            [TokenTree::Group(g)] if g.delimiter() == Delimiter::None => {
                g.stream().into_iter().collect()
            }
            _ => tokens,
        }
    }

    /// Whether the attribute's path is the one identifier `name` (`repr`, `derive`, `doc`).
    pub fn is(&self, name: &str) -> bool {
        match self.content().as_slice() {
            // `name::more` is another path.
            [TokenTree::Ident(_), TokenTree::Punct(p), ..] if p.as_char() == ':' => false,
            [TokenTree::Ident(ident), ..] => is(ident, name),
            _ => false,
        }
    }

    /// The tokens in the delimiters of `#[path(…)]`, when the path is followed by one
    /// delimited group.
    pub fn list(&self) -> Option<TokenStream> {
        match self.content().as_slice() {
            [TokenTree::Ident(_), TokenTree::Group(g)] if g.delimiter() != Delimiter::None => {
                Some(g.stream())
            }
            _ => None,
        }
    }

    /// The attribute as written.
    pub fn tokens(&self) -> TokenStream {
        attributes(core::slice::from_ref(self))
    }

    /// The last identifiers of the paths of a `#[derive(A, b::B)]` list (`A`, `B`); `None`
    /// when the list is not a comma-separated list of paths.
    pub fn derived_names(&self) -> Option<Vec<String>> {
        let tokens = flatten(self.list()?);
        let mut names = Vec::new();
        for path in tokens.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ',')) {
            names.push(path_name(path)?);
        }
        // A trailing comma leaves an empty last piece; an empty one elsewhere is a mistake.
        if names.last().is_some_and(String::is_empty) {
            names.pop();
        }
        (!names.iter().any(String::is_empty)).then_some(names)
    }
}

/// The attributes as written.
pub(crate) fn attributes(attrs: &[Attribute]) -> TokenStream {
    let mut tokens = Vec::with_capacity(2 * attrs.len());
    for attr in attrs {
        tokens.push(TokenTree::Punct(attr.pound.clone()));
        tokens.push(TokenTree::Group(attr.brackets.clone()));
    }
    tokens.into_iter().collect()
}

/// The last identifier of `a::b::C` or `::C` (`C`), empty for no tokens; `None` for anything
/// that is not a path without generic arguments.
fn path_name(tokens: &[TokenTree]) -> Option<String> {
    let mut rest = tokens;
    let mut name = String::new();
    let colons = |t: &[TokenTree]| {
        matches!(t, [TokenTree::Punct(a), TokenTree::Punct(b), ..]
            if a.as_char() == ':' && b.as_char() == ':')
    };
    if colons(rest) {
        rest = &rest[2..];
        if rest.is_empty() {
            return None;
        }
    }
    while let [TokenTree::Ident(ident), tail @ ..] = rest {
        name = ident.to_string();
        rest = tail;
        if rest.is_empty() {
            return Some(name);
        }
        if !colons(rest) || rest.len() == 2 {
            return None;
        }
        rest = &rest[2..];
    }
    rest.is_empty().then_some(name)
}

/// `true` when the attributes hold a doc comment.
pub(crate) fn has_doc(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| a.is("doc"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attrs(src: &str) -> Vec<Attribute> {
        let item = crate::pipeline::item::TypeItem::parse(
            format!("{src} struct S;").parse().expect("tokens"),
        );
        item.expect("a struct").attrs
    }

    #[test]
    fn attributes_are_read_by_their_path() {
        let attrs =
            attrs("/// Docs.\n#[repr(u8)] #[repr::other] #[derive(Debug, core::fmt::Display,)]");
        assert_eq!(attrs.len(), 4);
        assert!(attrs[0].is("doc"));
        assert!(attrs[1].is("repr") && !attrs[1].is("derive"));
        assert_eq!(
            attrs[1].list().map(|l| l.to_string()).as_deref(),
            Some("u8")
        );
        assert!(!attrs[2].is("repr"));
        assert_eq!(
            attrs[3].derived_names(),
            Some(vec!["Debug".to_owned(), "Display".to_owned()])
        );
        // Written again as they came.
        let tokens: TokenStream = attrs.iter().map(Attribute::tokens).collect();
        assert_eq!(
            tokens.to_string(),
            "# [doc = \" Docs.\"] # [repr (u8)] # [repr :: other] # [derive (Debug , core :: fmt :: Display ,)]"
        );
    }

    #[test]
    fn derive_lists_that_are_not_paths_name_nothing() {
        for src in [
            "#[derive(Debug,,Clone)]",
            "#[derive(Debug Clone)]",
            "#[derive(::)]",
            "#[derive(a::)]",
            "#[derive = \"Debug\"]",
        ] {
            assert_eq!(attrs(src)[0].derived_names(), None, "{src}");
        }
        assert_eq!(attrs("#[derive()]")[0].derived_names(), Some(Vec::new()));
        assert_eq!(
            attrs("#[derive(::serde::Serialize)]")[0].derived_names(),
            Some(vec!["Serialize".to_owned()])
        );
    }
}

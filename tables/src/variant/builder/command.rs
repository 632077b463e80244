//! The command line that writes the same output: what every output's header names, unless
//! [`VariantBuilder::command`] gives another.

use core::fmt::Write;

use super::super::betza::parse_pieces;
use super::super::board::BoardSize;
use super::super::mailbox::IndexType;
use super::super::spec::{Method, Split};
use super::{Source, VariantBuilder};
use crate::mapping::Mapping;

impl VariantBuilder {
    /// The `chesstab variant` command line that prints the same output: the options that
    /// differ from their defaults, in a fixed order, each value one word of a shell (quoted
    /// where a shell would split it); the board and pieces as
    /// [`BoardSize`] and [`parse_pieces`] read them.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::{Layout, Method, VariantBuilder, VariantLang};
    /// let b = VariantBuilder::preset("Xiangqi")
    ///     .lang(VariantLang::Cpp)
    ///     .mapping(Mapping::Befler)
    ///     .methods(&[Method::Compressed, Method::Magic])
    ///     .mailbox(Layout::Compact)
    ///     .clone();
    /// assert_eq!(
    ///     b.equivalent_command(),
    ///     "chesstab variant --variant xiangqi --lang cpp --mapping befler --methods compressed,magic --mailbox compact"
    /// );
    /// let b = VariantBuilder::board("9X10", " rook : R, cannon:mRcpR").clone();
    /// assert_eq!(b.equivalent_command(), "chesstab variant --board 9x10 --pieces rook:R,cannon:mRcpR --lang rust");
    /// ```
    pub fn equivalent_command(&self) -> String {
        let mut out = String::from("chesstab variant");
        let mut add = |option: &str, value: &str| {
            let _ = write!(out, " --{option} {}", shell_word(value));
        };
        match &self.source {
            Source::None => {}
            Source::Preset(name) => add("variant", &name.to_ascii_lowercase()),
            Source::Board { size, pieces } => {
                match size.parse::<BoardSize>() {
                    Ok(s) => add("board", &format!("{}x{}", s.files, s.ranks)),
                    Err(_) => add("board", size),
                }
                match parse_pieces(pieces) {
                    Ok(list) => {
                        let items: Vec<String> = list
                            .iter()
                            .map(|p| format!("{}:{}", p.name(), p.betza()))
                            .collect();
                        add("pieces", &items.join(","));
                    }
                    Err(_) => add("pieces", pieces),
                }
            }
        }
        add("lang", self.lang.name());
        if self.mapping != Mapping::Lerf {
            add("mapping", &self.mapping.to_string().to_ascii_lowercase());
        }
        let methods = self.chosen_methods();
        if methods != [Method::Magic] {
            let names: Vec<&str> = methods.iter().map(|m| m.name()).collect();
            add("methods", &names.join(","));
        }
        if self.split != Split::Auto {
            add("split", self.split.name());
        }
        if let Some(layout) = self.mailbox {
            add("mailbox", layout.name());
        }
        if let Some(index) = self.mailbox_index.filter(|&i| i != IndexType::I16) {
            add("mailbox-index", index.name());
        }
        if self.seed != 0 {
            add("seed", &self.seed.to_string());
        }
        if let Some(p) = &self.prefix {
            add("prefix", p);
        }
        for (option, arg) in self.drawing_args() {
            add(option, &arg);
        }
        out
    }
}

/// `value` as one word of a shell's command line: as it is when it holds only characters no
/// shell reads specially, else in single quotes.
fn shell_word(value: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-.,:/=+".contains(c);
    if !value.is_empty() && value.chars().all(plain) {
        value.to_owned()
    } else {
        format!("'{}'", value.replace('\'', r"'\''"))
    }
}

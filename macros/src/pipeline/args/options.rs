//! The `key = value` options of an attribute, read the same way for every macro: unknown,
//! repeated and empty options are reported, bare values are kept for the macros that take one
//! and reported for the others, and each option's value is looked up in its own [`Names`].

use crate::pm::TokenStream;

use super::names::{self, Names};
use super::{Arg, Value};
use crate::pipeline::tokens::literal;
use crate::pipeline::tokens::{Error, Errors, unraw};

/// An option a macro accepts: its key and the names its value may take.
pub(crate) struct OptionSpec {
    pub key: &'static str,
    pub values: Names,
}

/// What a macro accepts.
pub(crate) struct Accepted<'a> {
    /// The macro, for messages: "`#[chesstab::table]`".
    pub macro_name: &'static str,
    /// What a bare value is, when the macro takes bare values ("a table name"); `None` when it
    /// takes options only.
    pub bare: Option<&'static str>,
    pub options: &'a [OptionSpec],
}

/// The arguments of an attribute, sorted out.
pub(crate) struct Options<'a> {
    accepted: &'a Accepted<'a>,
    /// The bare values, in order (none when the macro takes none: they were reported).
    pub bare: Vec<Value>,
    given: Vec<(&'static str, Value)>,
}

impl<'a> Options<'a> {
    /// Sorts `args` out, reporting every argument `accepted` does not allow.
    pub fn parse(accepted: &'a Accepted<'a>, args: Vec<Arg>, errors: &mut Errors) -> Self {
        let keys: Vec<&str> = accepted.options.iter().map(|o| o.key).collect();
        let mut options = Options {
            accepted,
            bare: Vec::new(),
            given: Vec::new(),
        };
        for arg in args {
            match arg {
                Arg::Bare(value) if accepted.bare.is_some() => options.bare.push(value),
                Arg::Bare(value) => errors.push(options.unexpected_bare(&value)),
                Arg::Option { key, eq, value } => {
                    let name = unraw(&key);
                    let Some(spec) = accepted.options.iter().find(|o| o.key == name) else {
                        let expected = format!(
                            "{} accepts {}{}",
                            accepted.macro_name,
                            accepted
                                .bare
                                .map(|b| format!("{b} and "))
                                .unwrap_or_default(),
                            names::list(&keys, "and")
                        );
                        errors.push(Error::new(
                            key.span(),
                            names::unknown("option", &name, &keys, &expected),
                        ));
                        continue;
                    };
                    if options.given.iter().any(|(k, _)| *k == spec.key) {
                        errors.push(Error::new(
                            key.span(),
                            format!("`{}` is given more than once; keep one", spec.key),
                        ));
                        continue;
                    }
                    match value {
                        Some(value) => options.given.push((spec.key, value)),
                        None => errors.push(
                            Arg::Option {
                                key,
                                eq,
                                value: None,
                            }
                            .to_error(format!(
                                "`{k}` needs a value, e.g. `{k} = {}`",
                                spec.values.example,
                                k = spec.key
                            )),
                        ),
                    }
                }
            }
        }
        options
    }

    /// The error for a bare value of a macro that takes options only: "name the option" when
    /// the value is one an option takes.
    fn unexpected_bare(&self, value: &Value) -> Error {
        let named = value.name().and_then(|name| {
            self.accepted.options.iter().find_map(|o| {
                o.values
                    .position(&name)
                    .map(|i| format!("name the option: `{} = {}`", o.key, o.values.accepted[i]))
            })
        });
        value.error(named.unwrap_or_else(|| {
            let example = self.accepted.options.first().map_or_else(String::new, |o| {
                format!(" such as `{} = {}`", o.key, o.values.example)
            });
            let hint = value
                .name()
                .map(|name| {
                    let keys = self.accepted.options.iter().map(|o| o.key);
                    let near = chesstab_tables::did_you_mean(&name, keys)
                        .map(|key| format!(" (did you mean `{key} = …`?)"))
                        .unwrap_or_default();
                    format!(" `{name}`{near}")
                })
                .unwrap_or_default();
            format!(
                "unexpected argument{hint}; {} accepts options{example}",
                self.accepted.macro_name
            )
        }))
    }

    /// The value given for `key` as an integer (`zobrist_seed = 7`); `None` when absent or not
    /// an integer (the error is kept).
    pub fn integer(&self, key: &str, errors: &mut Errors) -> Option<u64> {
        let (_, value) = self.given.iter().find(|(k, _)| *k == key)?;
        let parsed = literal::integer::<u64>(&value.tokens, &["", "u64"]);
        if parsed.is_none() {
            errors.push(value.error(format!(
                "expected an integer from 0 to 2^64 - 1, e.g. `{key} = 7`; found {}",
                value.describe()
            )));
        }
        parsed
    }

    /// An error spanned on the value given for `key` (`None` when the option is absent).
    pub fn value_error(&self, key: &str, message: String) -> Option<Error> {
        let (_, value) = self.given.iter().find(|(k, _)| *k == key)?;
        Some(value.error(message))
    }

    /// The value given for `key` as a string literal, or a bare name (`threat_map = reckless`),
    /// with a function that spans an error on it; `None` when absent or neither (the error is
    /// kept).
    pub fn text(
        &self,
        key: &str,
        errors: &mut Errors,
    ) -> Option<(String, impl Fn(String) -> Error + '_)> {
        let (_, value) = self.given.iter().find(|(k, _)| *k == key)?;
        let text = literal::string(&value.tokens).or_else(|| value.name());
        match text {
            Some(text) => Some((text, move |message: String| value.error(message))),
            None => {
                let example = self
                    .accepted
                    .options
                    .iter()
                    .find(|o| o.key == key)
                    .map_or("\"…\"", |o| o.values.example);
                errors.push(value.error(format!(
                    "expected a string, e.g. `{key} = {example}`; found {}",
                    value.describe()
                )));
                None
            }
        }
    }

    /// The value given for `key` as written, or `None` when absent.
    pub fn given(&self, key: &str) -> Option<TokenStream> {
        let (_, value) = self.given.iter().find(|(k, _)| *k == key)?;
        Some(value.tokens.clone())
    }

    /// The value given for `key` as a Rust path of identifiers (`attacks = MAGIC_ATTACKS`,
    /// `attacks = crate::tables::MAGIC_ATTACKS`); `None` when absent or not such a path (the
    /// error is kept).
    pub fn path(&self, key: &str, errors: &mut Errors) -> Option<TokenStream> {
        let (_, value) = self.given.iter().find(|(k, _)| *k == key)?;
        if value.is_path() {
            return Some(value.tokens.clone());
        }
        errors.push(value.error(format!(
            "expected the path of a static, e.g. `{key} = MAGIC_ATTACKS`; found {}",
            value.describe()
        )));
        None
    }

    /// The value given for `key`, looked up in the option's names: the index of the name in
    /// [`Names::accepted`]; `None` when the option is absent or its value is not accepted (the
    /// error is kept).
    pub fn lookup(&self, key: &str, errors: &mut Errors) -> Option<usize> {
        let spec = self.accepted.options.iter().find(|o| o.key == key)?;
        let (_, value) = self.given.iter().find(|(k, _)| *k == key)?;
        errors.ok(spec.values.lookup(value))
    }
}

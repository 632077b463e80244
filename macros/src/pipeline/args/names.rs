//! Names a user writes as an argument (a mapping, a table, a slider method, an option's key),
//! looked up among the accepted ones. The one place that words a name that is not accepted:
//! "unknown mapping `lerff` (did you mean `LERF`?); expected one of …".

use chesstab_tables::did_you_mean;

use super::Value;
use crate::pipeline::tokens::Result;

/// The names one argument accepts, matched ignoring ASCII case.
pub(crate) struct Names {
    /// What a name is, for messages: `mapping`, `table`, `slider method`.
    pub what: &'static str,
    /// The accepted names, spelled as messages write them.
    pub accepted: Vec<&'static str>,
    /// A name to give as an example.
    pub example: &'static str,
}

impl Names {
    /// The index in [`Names::accepted`] of the name `given` spells, ASCII case ignored, and
    /// `-` and `_` taken as the same (`black_magic` is how an identifier spells `black-magic`).
    pub fn position(&self, given: &str) -> Option<usize> {
        let given = given.replace('_', "-");
        self.accepted
            .iter()
            .position(|a| a.replace('_', "-").eq_ignore_ascii_case(&given))
    }

    /// The index of the accepted name `value` spells; an error spanned on the value when it
    /// spells none (see [`Names::unknown`]) or is not a name at all.
    pub fn lookup(&self, value: &Value) -> Result<usize> {
        let given = self.spelled(value)?;
        self.position(&given)
            .ok_or_else(|| value.error(self.unknown(&given)))
    }

    /// The name `value` spells, as an identifier or a string; an error naming what it is
    /// otherwise.
    pub fn spelled(&self, value: &Value) -> Result<String> {
        value.name().ok_or_else(|| {
            value.error(format!(
                "expected a {} name such as `{}` (an identifier or a string), found {}",
                self.what,
                self.example,
                value.describe()
            ))
        })
    }

    /// The message for `given`, which is not one of the names.
    pub fn unknown(&self, given: &str) -> String {
        unknown(
            self.what,
            given,
            &self.accepted,
            &format!(
                "expected one of {} (in any case)",
                list(&self.accepted, "or")
            ),
        )
    }
}

/// `unknown WHAT `given` (did you mean `near`?); EXPECTED`, the suggestion given when one of
/// `accepted` is close to `given`.
pub(crate) fn unknown(what: &str, given: &str, accepted: &[&str], expected: &str) -> String {
    let hint = did_you_mean(given, accepted.iter().copied())
        .map(|near| format!(" (did you mean `{near}`?)"))
        .unwrap_or_default();
    format!("unknown {what} `{given}`{hint}; {expected}")
}

/// `a`, `a` and `b`, `a`, `b` and `c` (with `conjunction`), each in backticks.
pub(crate) fn list(items: &[&str], conjunction: &str) -> String {
    let quoted: Vec<String> = items.iter().map(|i| format!("`{i}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {conjunction} {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn colours() -> Names {
        Names {
            what: "colour",
            accepted: vec!["white", "black"],
            example: "white",
        }
    }

    #[test]
    fn names_are_found_in_any_case() {
        assert_eq!(colours().position("BLACK"), Some(1));
        assert_eq!(colours().position("blue"), None);
    }

    #[test]
    fn dashes_and_underscores_are_the_same() {
        let methods = Names {
            what: "slider method",
            accepted: vec!["magic", "black-magic"],
            example: "magic",
        };
        assert_eq!(methods.position("black_magic"), Some(1));
        assert_eq!(methods.position("Black-Magic"), Some(1));
        assert_eq!(methods.position("blackmagic"), None);
    }

    #[test]
    fn unknown_names_list_what_is_accepted_with_a_suggestion_when_close() {
        assert_eq!(
            colours().unknown("whte"),
            "unknown colour `whte` (did you mean `white`?); expected one of `white` or `black` (in any case)"
        );
        assert_eq!(
            colours().unknown("red"),
            "unknown colour `red`; expected one of `white` or `black` (in any case)"
        );
    }

    #[test]
    fn lists_join_with_the_conjunction() {
        assert_eq!(list(&[], "or"), "");
        assert_eq!(list(&["a"], "or"), "`a`");
        assert_eq!(list(&["a", "b", "c"], "and"), "`a`, `b` and `c`");
    }
}

//! Suggestions for mistyped names: the accepted name closest to what was given. Every name a
//! user types (tables, groups, slider methods, and the CLI's and the macros' own words) is
//! suggested through this one function, and the list of accepted names written one way.

use core::fmt;

/// The accepted name closest to `given` by edit distance, when it is close enough to be a
/// likely typo (at most a third of the name's length, and at least 1).
///
/// ```
/// use chesstab_tables::did_you_mean;
/// assert_eq!(did_you_mean("lerff", ["lerf", "lefr"]), Some("lerf"));
/// assert_eq!(did_you_mean("queen", ["lerf", "lefr"]), None);
/// assert_eq!(did_you_mean("BREF", ["LERF", "BERF"]), Some("BERF")); // two letters swapped
/// ```
pub fn did_you_mean<'a>(
    given: &str,
    accepted: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let mut names = Vec::new();
    for name in accepted {
        names.push(name);
    }
    closest(given, &names)
}

/// [`did_you_mean`] among the names of a slice (the crate's own lists).
pub(crate) fn closest<'a>(given: &str, accepted: &[&'a str]) -> Option<&'a str> {
    let given = given.to_ascii_lowercase();
    let limit = (given.chars().count() / 3).max(1);
    let mut best = None;
    for &name in accepted {
        let distance = edit_distance(&given, &name.to_ascii_lowercase());
        // The first of the closest names wins.
        if distance <= limit && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, name));
        }
    }
    best.map(|(_, name)| name)
}

/// Writes accepted names as a comma-separated list, as error messages show them.
pub(crate) fn write_list(f: &mut fmt::Formatter<'_>, items: &[&str]) -> fmt::Result {
    f.write_str(&join(items, ", "))
}

/// `items` with `separator` between them.
pub(crate) fn join(items: &[&str], separator: &str) -> String {
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(separator);
        }
        out.push_str(item);
    }
    out
}

/// Whether `name` is a name the user gives a table of their own: lower-case letters, digits
/// and `_`, not starting with a digit (a JSON key, a C name, and in upper case a Rust static).
pub(crate) fn is_table_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// `name` made a table name as far as its characters go (`Knight-PST` → `knight_pst`): each
/// run of other characters one `_`, none at either end; it may be empty or start with a
/// digit, which the caller mends or leaves out of its hint.
pub(crate) fn as_table_name(name: &str) -> String {
    let mut fixed = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            fixed.push(c.to_ascii_lowercase());
        } else if !fixed.is_empty() && !fixed.ends_with('_') {
            fixed.push('_');
        }
    }
    fixed.trim_end_matches('_').to_owned()
}

/// Edit distance over characters, a swap of two neighbours counting as one edit (the optimal
/// string alignment distance): `bref` is one edit from `berf`, as a typist sees it.
fn edit_distance(a: &str, b: &str) -> usize {
    let a = chars(a);
    let b = chars(b);
    // Three rows of the table: the one before the last (for swaps), the last, the current.
    let mut before = vec![0; b.len() + 1];
    let mut last = Vec::with_capacity(b.len() + 1);
    for j in 0..=b.len() {
        last.push(j);
    }
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let substitution = last[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            row[j] = substitution.min(last[j] + 1).min(row[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(before[j - 2] + 1);
            }
        }
        before = core::mem::replace(&mut last, row);
    }
    last[b.len()]
}

/// The characters of `s`.
fn chars(s: &str) -> Vec<char> {
    let mut chars = Vec::with_capacity(s.len());
    for c in s.chars() {
        chars.push(c);
    }
    chars
}

#[cfg(test)]
mod tests {
    use super::edit_distance;

    #[test]
    fn edit_distance_counts_insertions_deletions_substitutions_and_swaps() {
        assert_eq!(edit_distance("", ""), 0);
        assert_eq!(edit_distance("rays", "rays"), 0);
        assert_eq!(edit_distance("ray", "rays"), 1);
        assert_eq!(edit_distance("rays", "ras"), 1);
        assert_eq!(edit_distance("lerf", "lefr"), 1);
        assert_eq!(edit_distance("bref", "berf"), 1);
        assert_eq!(edit_distance("ab", "ba"), 1);
        assert_eq!(edit_distance("abc", "ca"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}

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

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let mut chars = Vec::new();
    for c in b.chars() {
        chars.push(c);
    }
    let b = chars;
    let mut row = Vec::with_capacity(b.len() + 1);
    for j in 0..=b.len() {
        row.push(j);
    }
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::edit_distance;

    #[test]
    fn edit_distance_counts_insertions_deletions_substitutions() {
        assert_eq!(edit_distance("", ""), 0);
        assert_eq!(edit_distance("rays", "rays"), 0);
        assert_eq!(edit_distance("ray", "rays"), 1);
        assert_eq!(edit_distance("rays", "ras"), 1);
        assert_eq!(edit_distance("lerf", "lefr"), 2);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}

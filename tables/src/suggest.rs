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
    let given = given.to_ascii_lowercase();
    let limit = (given.chars().count() / 3).max(1);
    accepted
        .into_iter()
        .map(|a| (edit_distance(&given, &a.to_ascii_lowercase()), a))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, a)| a)
}

/// Writes accepted names as a comma-separated list, as error messages show them.
pub(crate) fn write_list<'a>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = &'a str>,
) -> fmt::Result {
    for (i, item) in items.enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        f.write_str(item)?;
    }
    Ok(())
}

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
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

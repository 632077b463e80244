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

/// Edit distance over characters, a swap of two neighbours counting as one edit (the optimal
/// string alignment distance): `bref` is one edit from `berf`, as a typist sees it.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows of the table: the one before the last (for swaps), the last, the current.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut last: Vec<usize> = (0..=b.len()).collect();
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

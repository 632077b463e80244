//! Drawing a bitboard of a mapping as an 8×8 board, rank 8 at the top, set squares labelled
//! with their index in the mapping.

use std::fmt::Write;

use chesstab_tables::Mapping;

/// Draws `bits` (a bitboard of `mapping`): each set square shows its index, `*` marks the
/// squares in `marked` (the square asked about), `.` the rest.
pub fn draw(mapping: Mapping, bits: u64, marked: &[u8]) -> String {
    draw_cells(mapping, marked, |sq| {
        (bits >> sq & 1 == 1).then(|| sq.to_string())
    })
}

/// Draws a board whose cells are given by `cell` (a label for the square, or `None` for `.`);
/// `*` is put before the labels of the `marked` squares.
pub fn draw_cells(mapping: Mapping, marked: &[u8], cell: impl Fn(u8) -> Option<String>) -> String {
    let files = "    a    b    c    d    e    f    g    h";
    let mut out = format!("{files}\n");
    for rank in (0..8u8).rev() {
        let _ = write!(out, "{}", rank + 1);
        for file in 0..8u8 {
            let sq = mapping.square(file, rank);
            let mark = if marked.contains(&sq) { "*" } else { "" };
            let label = format!("{mark}{}", cell(sq).unwrap_or_else(|| ".".to_owned()));
            let _ = write!(out, " {label:>4}");
        }
        let _ = writeln!(out, "  {}", rank + 1);
    }
    out.push_str(files);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::draw;
    use chesstab_tables::Mapping;

    #[test]
    fn rank_eight_is_on_top_and_labels_are_the_mappings_indices() {
        // a8 and h1 in LEFR are 7 and 56.
        let text = draw(Mapping::Lefr, 1 << 7 | 1 << 56, &[0]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 10);
        assert!(lines[1].starts_with("8    7    .    ."), "{text}");
        assert!(lines[8].starts_with("1   *.    ."), "{text}");
        assert!(lines[8].contains("   56  1"), "{text}");
    }
}

//! chesstab-tables' `VariantBuilder` as a build script uses it: the file it writes names, in
//! its header, a `chesstab variant` command that, run as written, prints the same bytes; and
//! `chesstab variant --check` finds that file fresh, and stale once edited, naming the table.

use chesstab_tables::Mapping;
use chesstab_tables::variant::{IndexType, Layout, Method, Split, VariantBuilder, VariantLang};

use crate::generated_headers::{header_command, run};
use crate::support::chesstab;

/// Builders as build scripts configure them: presets and boards of one's own, every language,
/// every option that the command names (an empty method list, which the shell sees quoted).
/// `dir`: where the drawing's file is written (each test's own directory).
fn builders(dir: &std::path::Path) -> Vec<VariantBuilder> {
    let mut out = vec![
        VariantBuilder::preset("xiangqi").clone(),
        VariantBuilder::preset("Shogi")
            .lang(VariantLang::C)
            .mapping(Mapping::Befler)
            .methods(&[Method::Compressed, Method::Pext])
            .split(Split::Always)
            .mailbox(Layout::Mask)
            .prefix("sg")
            .clone(),
        VariantBuilder::board("10x8", "archbishop:BN, chancellor:RN,pawn:fmWfcF")
            .lang(VariantLang::Cpp)
            .mapping(Mapping::Lefr)
            .methods(&[Method::Pext, Method::Magic])
            .seed(11)
            .clone(),
        VariantBuilder::board("9x10", "cannon:mRcpR,horse:nN")
            .lang(VariantLang::Json)
            .methods(&[])
            .mailbox(Layout::Compact)
            .clone(),
    ];
    // Tables drawn as the board: inline, and from a file (an absolute path, so that the
    // command finds it from any directory).
    let pst = dir.join("pst.txt");
    std::fs::write(
        &pst,
        "# horse\n".to_owned() + &"1 2 3 4 5 4 3 2 1\n".repeat(10),
    )
    .unwrap();
    out.push(
        VariantBuilder::preset("xiangqi")
            .mapping(Mapping::Befler)
            .methods(&[])
            .zone(
                "river_bank",
                &("0 0 0 0 0 0 0 0 0\n".repeat(4)
                    + &"1 1 1 1 1 1 1 1 1\n".repeat(2)
                    + &"0 0 0 0 0 0 0 0 0\n".repeat(4)),
            )
            .board_table_file("horse_pst", &pst.display().to_string())
            .board_table_per_color("soldier", &"-1 0 +1 2 -3 4 5 6 7 / ".repeat(10))
            .clone(),
    );
    out.push(
        VariantBuilder::preset("makruk")
            .split(Split::Never)
            .mailbox(Layout::Compact)
            .mailbox_index(IndexType::U8)
            .clone(),
    );
    out
}

// Three tests, two builders each, which the test threads share out.
#[test]
fn the_command_in_the_header_prints_the_builders_bytes_presets() {
    header_command_prints_the_builders_bytes(0..2);
}

#[test]
fn the_command_in_the_header_prints_the_builders_bytes_boards() {
    header_command_prints_the_builders_bytes(2..4);
}

#[test]
fn the_command_in_the_header_prints_the_builders_bytes_drawings() {
    header_command_prints_the_builders_bytes(4..6);
}

/// The builders `which` write their files as a build script does; the command in each
/// file's header prints its bytes, and `--check` finds it fresh, then stale once edited.
fn header_command_prints_the_builders_bytes(which: std::ops::Range<usize>) {
    let dir = std::env::temp_dir().join(format!(
        "chesstab-variant-builder-{}-{}",
        std::process::id(),
        which.start
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let dir = dir.canonicalize().unwrap();
    let all = builders(&dir);
    assert_eq!(all.len(), 6);
    for i in which {
        let builder = &all[i];
        // As build.rs does with OUT_DIR.
        let path = dir.join(format!("tables{i}"));
        assert!(builder.write_to(&path).unwrap());
        let text = std::fs::read_to_string(&path).unwrap();
        let command = header_command(&text).expect("a header naming its command");
        assert_eq!(command, builder.equivalent_command());
        let written = run(command, &format!("variant-builder-{i}"));
        assert!(written.files.is_empty(), "`{command}` wrote files");
        assert!(written.stdout == text, "`{command}` printed other bytes");
        // The command's stale check finds the file fresh, then stale once a value is edited.
        let check = |file: &std::path::Path| {
            let mut args: Vec<String> = vec!["variant".into()];
            let words = shell_words(command.strip_prefix("chesstab variant ").unwrap());
            args.extend(words);
            args.extend(["--out".into(), file.display().to_string(), "--check".into()]);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            chesstab(&args)
        };
        let fresh = check(&path);
        assert!(
            fresh.status.success(),
            "{}",
            String::from_utf8_lossy(&fresh.stderr)
        );
        let edited = text.replacen("0x0", "0x1", 1);
        std::fs::write(&path, &edited).unwrap();
        let stale = check(&path);
        assert_eq!(
            stale.status.code(),
            Some(1),
            "`{command}`: a stale file exits 1"
        );
        let err = String::from_utf8_lossy(&stale.stderr);
        let line = 1 + text[..text.find("0x0").unwrap()].matches('\n').count();
        assert!(
            err.starts_with(&format!("chesstab: stale: {}: table ", path.display()))
                && err.contains(&format!("(line {line}); regenerate with `{command} --out ")),
            "{err}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The words of a command line as a shell splits them: single quotes only, as the header
/// writes them.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                word.get_or_insert_with(String::new);
            }
            ' ' if !quoted => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

#[test]
fn check_needs_out_and_a_missing_file_is_stale() {
    let out = chesstab(&["variant", "--variant", "makruk", "--check"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--check needs --out FILE"));
    let missing = std::env::temp_dir().join(format!("chesstab-no-such-{}.rs", std::process::id()));
    let out = chesstab(&[
        "variant",
        "--variant",
        "makruk",
        "--check",
        "--out",
        &missing.display().to_string(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "does not exist; regenerate with `chesstab variant --variant makruk --lang rust --out "
        ),
        "{err}"
    );
}

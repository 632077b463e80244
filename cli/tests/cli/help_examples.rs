//! Every example of every `--help` runs as written: each line `  chesstab …` of an
//! `Examples:` section (the text after a gap of two spaces is its explanation), through `sh`
//! in an empty directory, with `chesstab` on the PATH. An example with `--check` is run after
//! the same command without it, as a user does, and must then pass. A perft example deeper
//! than 3 runs at depth 3 (the deep counts are the perft tests' business; a debug build would
//! take minutes). `chesstab magics`
//! examples are left out: they run the magic searches (minutes in a debug build), which the
//! release deep checks reproduce (`slider_tables`' ignored tests).

use std::path::Path;
use std::process::Command;

use crate::support::stdout;

/// The examples of a help text: the command part of each `  chesstab …` line.
fn examples(help: &str) -> Vec<String> {
    let Some(start) = help.find("Examples:") else {
        return Vec::new();
    };
    help[start..]
        .lines()
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.strip_prefix("  chesstab "))
        .map(|l| {
            // The explanation follows a gap of at least two spaces outside quotes.
            let mut quoted = false;
            let mut end = l.len();
            let bytes = l.as_bytes();
            for i in 0..bytes.len() {
                match bytes[i] {
                    b'\'' => quoted = !quoted,
                    b' ' if !quoted && bytes.get(i + 1) == Some(&b' ') => {
                        end = i;
                        break;
                    }
                    _ => {}
                }
            }
            format!("chesstab {}", &l[..end])
        })
        .collect()
}

fn run(command: &str, dir: &Path) -> std::process::Output {
    let bin = Path::new(env!("CARGO_BIN_EXE_chesstab")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    Command::new("sh")
        .args(["-c", command])
        .current_dir(dir)
        .env("PATH", path)
        .output()
        .expect("sh runs")
}

#[test]
fn every_help_example_runs() {
    let dir = std::env::temp_dir().join(format!("chesstab-help-examples-{}", std::process::id()));
    let mut ran = 0;
    for sub in [
        None,
        Some("gen"),
        Some("show"),
        Some("perft"),
        Some("key"),
        Some("variant"),
    ] {
        let help = match sub {
            None => stdout(&["--help"]),
            Some(sub) => stdout(&[sub, "--help"]),
        };
        for example in examples(&help) {
            if example.starts_with("chesstab magics") {
                continue;
            }
            let example = shallow(&example);
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(dir.join("src")).unwrap();
            if example.contains(" --check") {
                let out = run(&example.replace(" --check", ""), &dir);
                assert!(out.status.success(), "{example} (without --check): {out:?}");
            }
            let out = run(&example, &dir);
            assert!(
                out.status.success(),
                "`{example}` failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            ran += 1;
        }
    }
    assert!(ran >= 20, "only {ran} examples found");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A perft example at depth at most 3.
fn shallow(example: &str) -> String {
    let Some(rest) = example.strip_prefix("chesstab perft ") else {
        return example.to_owned();
    };
    let (depth, args) = rest.split_once(' ').unwrap_or((rest, ""));
    let depth: u32 = depth.parse().expect("perft's first argument is its depth");
    format!("chesstab perft {} {args}", depth.min(3))
        .trim_end()
        .to_owned()
}

#[test]
fn examples_are_read_with_their_quotes() {
    assert_eq!(
        shallow("chesstab perft 5 --divide"),
        "chesstab perft 3 --divide"
    );
    assert_eq!(shallow("chesstab perft 2"), "chesstab perft 2");
    let help = "Examples:\n  chesstab key --moves 'e2e4  d7d5'   a key\n  chesstab gen\n\nMore";
    assert_eq!(
        examples(help),
        ["chesstab key --moves 'e2e4  d7d5'", "chesstab gen"]
    );
}

/// `chesstab --help`, which every user of the command reads first, names no path inside
/// chesstab's own repository (its examples run anywhere; the maintainers' commands say where
/// their files go in their own help).
#[test]
fn the_commands_help_names_no_path_in_chesstabs_repository() {
    let help = stdout(&["--help"]);
    for inside in [
        "tables/src",
        "runtime/generated",
        "cli/src",
        "src/compute",
        "tables/tests",
    ] {
        assert!(
            !help.contains(inside),
            "`chesstab --help` names {inside}:\n{help}"
        );
    }
    assert!(
        help.contains("chesstab magics --out magic_data.rs"),
        "{help}"
    );
}

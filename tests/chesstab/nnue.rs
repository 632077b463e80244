//! The runtime's NNUE features (`chesstab::nnue`) in all eight mappings: on every node of
//! small perft trees of the reference positions and along random games, each child's
//! incremental update equals the difference of the from-scratch lists (or is a refresh exactly
//! when the perspective's king moved, for `HalfKAv2_hm`, or crossed the file halves, for the
//! threats and pawn pairs), and every list is the same as in LERF (one net for every mapping).
//! The typed functions equal chesstab-tables' core on every square.

use crate::positions;
use chesstab::nnue::{self, Delta, FeatureSet, Refresh};
use chesstab::{Color, Lerf, Piece, Position, Role, Square, Tables};
use chesstab_tables::reference::SplitMix64;

fn sorted(it: impl Iterator<Item = u32>) -> Vec<u32> {
    let mut v: Vec<u32> = it.collect();
    v.sort_unstable();
    v
}

/// The feature list of `pos` in every set and perspective, sorted.
fn lists<M: Tables>(pos: &Position<M>) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for p in [Color::White, Color::Black] {
        for set in FeatureSet::ALL {
            out.push(sorted(nnue::features(pos, p, set)));
        }
    }
    out
}

/// Checks the step from `parent` (whose lists are `before`) to `child` in every set and
/// perspective; returns the child's lists.
fn check_step<M: Tables>(
    parent: &Position<M>,
    before: &[Vec<u32>],
    child: &Position<M>,
    delta: &mut Delta,
) -> Vec<Vec<u32>> {
    let after = lists(child);
    let mut i = 0;
    for p in [Color::White, Color::Black] {
        let (k0, k1) = (parent.king(p), child.king(p));
        for set in FeatureSet::ALL {
            let refresh_expected = match set {
                FeatureSet::HalfkaV2Hm => k0 != k1,
                _ => (k0.file() as u8 >= 4) != (k1.file() as u8 >= 4),
            };
            match nnue::update(parent, child, p, set, delta) {
                Err(Refresh) => assert!(refresh_expected, "{set:?} {p:?}: refresh after {child}"),
                Ok(()) => {
                    assert!(!refresh_expected, "{set:?} {p:?}: no refresh after {child}");
                    let mut list = before[i].clone();
                    for r in delta.removed() {
                        let at = list.iter().position(|x| x == r).unwrap_or_else(|| {
                            panic!("{set:?} {p:?}: {r} removed but not active in {parent}")
                        });
                        list.swap_remove(at);
                    }
                    list.extend_from_slice(delta.added());
                    list.sort_unstable();
                    assert_eq!(list, after[i], "{set:?} {p:?}: {parent} -> {child}");
                }
            }
            i += 1;
        }
    }
    after
}

fn tree<M: Tables>(pos: &Position<M>, before: &[Vec<u32>], depth: u32, delta: &mut Delta) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in pos.legal_moves() {
        let child = pos.play(mv);
        let after = check_step(pos, before, &child, delta);
        nodes += tree(&child, &after, depth - 1, delta);
    }
    nodes
}

/// Every list of `pos` equals its LERF copy's: the same net in every mapping.
fn same_as_lerf<M: Tables>(pos: &Position<M>) {
    assert_eq!(lists(pos), lists(&pos.convert::<Lerf>()), "{pos}");
}

/// Every node of the trees of depth `depth` from the reference positions.
fn trees<M: Tables>(depth: u32) {
    let mut delta = Delta::new();
    for &positions::Perft { name, fen, .. } in positions::reference() {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        same_as_lerf(&pos);
        let nodes = tree(&pos, &lists(&pos), depth, &mut delta);
        assert!(nodes > 0, "{name}");
    }
}

/// `games` random games of up to `plies` plies from each reference position.
fn random_games<M: Tables>(games: usize, plies: usize) {
    let mut rng = SplitMix64::new(0x4E4E_5545 ^ M::TABLES.mapping as u64);
    let mut delta = Delta::new();
    for fen in positions::reference_fens() {
        for _game in 0..games {
            let mut pos = Position::<M>::from_fen_in(fen).unwrap();
            let mut before = lists(&pos);
            for ply in 0..plies {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let child = pos.play(moves[(rng.next_u64() % moves.len() as u64) as usize]);
                before = check_step(&pos, &before, &child, &mut delta);
                if ply % 8 == 0 {
                    same_as_lerf(&child);
                }
                pos = child;
            }
        }
    }
}

fn typed_functions_equal_the_core<M: Tables>() {
    use chesstab_tables::nnue as core;
    let num = |s: Square<M>| core::square_number(M::TABLES.mapping, s.index() as u8);
    let pieces: Vec<Piece> = [Color::White, Color::Black]
        .into_iter()
        .flat_map(|c| Role::ALL.map(|r| Piece::new(c, r)))
        .collect();
    for (pi, &piece) in pieces.iter().enumerate() {
        for king in Square::<M>::all_in() {
            for s in Square::<M>::all_in() {
                for (p, color) in [Color::White, Color::Black].into_iter().enumerate() {
                    assert_eq!(
                        nnue::halfka_v2_hm_index(color, king, piece, s),
                        core::halfka_v2_hm_index(p as u8, num(king), pi as u8, num(s))
                    );
                }
            }
        }
    }
    let king = Square::<M>::from_name_in("g1").unwrap();
    for (ai, &a) in pieces
        .iter()
        .enumerate()
        .filter(|(i, _)| [0, 4, 7, 11].contains(i))
    {
        for from in Square::<M>::all_in() {
            // A few pieces: the squares are what the typed functions convert.
            for (vi, &v) in pieces
                .iter()
                .enumerate()
                .filter(|(i, _)| [1, 6, 9].contains(i))
            {
                for to in Square::<M>::all_in() {
                    assert_eq!(
                        nnue::full_threats_index(Color::Black, king, a, from, v, to),
                        core::STOCKFISH_THREATS.index(
                            1,
                            num(king),
                            ai as u8,
                            num(from),
                            vi as u8,
                            num(to)
                        )
                    );
                    assert_eq!(
                        nnue::pawn_pair_index(Color::White, king, a, from, v, to),
                        core::pawn_pair_index(0, num(king), ai as u8, num(from), vi as u8, num(to))
                    );
                }
            }
        }
    }
}

#[test]
fn incremental_updates_equal_the_lists_on_every_child_of_the_reference_positions() {
    for_each_mapping!(trees, 1);
}

/// Run in release: `cargo test --release -p chesstab --test chesstab -- --ignored nnue::`.
#[test]
#[ignore = "every node of depth-2 trees and longer games; run in release"]
fn incremental_updates_equal_the_lists_on_every_node_of_depth_2_trees_and_long_games() {
    for_each_mapping!(trees, 2);
    for_each_mapping!(random_games, 8, 200);
}

#[test]
fn incremental_updates_equal_the_lists_along_random_games() {
    for_each_mapping!(random_games, 1, 24);
}

#[test]
fn typed_functions_equal_the_core_on_every_square() {
    for_each_mapping!(typed_functions_equal_the_core);
}

// ---- The trainer's side: chesstab-tables' Python reader against the runtime -------------------

/// The Python reader that ships in chesstab-tables' package, in this repository; `None` (with
/// a note) where it or `python3` is missing (the runtime's own package has no `tables/`).
fn python_reader() -> Option<std::path::PathBuf> {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tables/examples/nnue-python/nnue_indices.py");
    if !script.exists() {
        eprintln!(
            "note: {} is not here; the reader is not checked",
            script.display()
        );
        return None;
    }
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("note: python3 not found; the Python reader is not checked");
        return None;
    }
    Some(script)
}

/// Runs the reader on `json` with `queries` on its standard input: its exit status, stdout and
/// stderr.
fn run_reader(
    script: &std::path::Path,
    json: &std::path::Path,
    queries: &str,
) -> (bool, String, String) {
    use std::io::Write as _;
    let mut child = std::process::Command::new("python3")
        .arg(script)
        .arg(json)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(queries.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The JSON of the `nnue` groups of `M`'s mapping, as `chesstab gen --lang json --tables nnue`
/// writes it, in a scratch file.
fn nnue_json<M: Tables>() -> std::path::PathBuf {
    let mapping = M::TABLES.mapping;
    let path = std::env::temp_dir().join(format!(
        "chesstab-nnue-{}-{}.json",
        mapping.name(),
        std::process::id()
    ));
    chesstab_tables::Builder::new()
        .mapping(mapping)
        .lang(chesstab_tables::Lang::Json)
        .tables(["nnue"])
        .write_to(&path)
        .unwrap();
    path
}

/// The reader's `features(fen, perspective)`, which reads the FEN onto the mapping's squares,
/// lists every feature set of the reference positions (and their children) as the runtime's
/// `nnue::features` does, from both sides, in two mappings.
fn python_features_equal_the_runtimes<M: Tables>(script: &std::path::Path) {
    use std::fmt::Write as _;
    let json = nnue_json::<M>();
    let mut fens: Vec<String> = Vec::new();
    for fen in positions::reference_fens() {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        fens.push(pos.to_string());
        fens.extend(
            pos.legal_moves()
                .iter()
                .take(8)
                .map(|&mv| pos.play(mv).to_string()),
        );
    }
    let (mut queries, mut expected) = (String::new(), String::new());
    let names = ["halfka_v2_hm", "full_threats", "pawn_pairs"];
    for fen in &fens {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        for (p, color) in [(0, Color::White), (1, Color::Black)] {
            for (set, name) in FeatureSet::ALL.into_iter().zip(names) {
                let _ = writeln!(queries, "f {name} {p} {fen}");
                let list: Vec<String> = sorted(nnue::features(&pos, color, set))
                    .iter()
                    .map(u32::to_string)
                    .collect();
                let _ = writeln!(expected, "{}", list.join(" "));
            }
        }
    }
    let (ok, out, err) = run_reader(script, &json, &queries);
    std::fs::remove_file(&json).unwrap();
    assert!(ok, "python3 failed: {err}");
    assert!(
        out == expected,
        "{}: the reader's features differ from the runtime's",
        M::TABLES.mapping
    );
}

#[test]
fn the_python_reader_lists_the_runtimes_features_in_two_mappings() {
    let Some(script) = python_reader() else {
        return;
    };
    python_features_equal_the_runtimes::<chesstab::Berf>(&script);
    python_features_equal_the_runtimes::<chesstab::Lefr>(&script);
}

/// A number out of its range, an unknown query or a malformed FEN stops the reader with one
/// line naming the query's line and what is accepted (exit status 2), never a traceback.
#[test]
fn the_python_reader_refuses_bad_queries_in_one_line() {
    let Some(script) = python_reader() else {
        return;
    };
    let json = nnue_json::<Lerf>();
    for (query, message) in [
        (
            "h 0 4 12 12",
            "line 2: piece 12 is out of range: expected 0 to 11 (6 * colour + role",
        ),
        (
            "h 0 4 -1 12",
            "line 2: piece -1 is out of range: expected 0 to 11",
        ),
        (
            "t 2 4 0 12 6 20",
            "line 2: perspective 2 is out of range: expected 0 to 1 (0 white, 1 black)",
        ),
        (
            "p 0 64 0 12 6 21",
            "line 2: king 64 is out of range: expected 0 to 63 (a square index of LERF)",
        ),
        ("x 0 1", "line 2: unknown query 'x': expected h, t, p or f"),
        ("h 0 4 0", "line 2: query h takes 4 numbers, got 3"),
        (
            "f pawns 0 8/8/8/8/8/8/8/8 w - - 0 1",
            "line 2: unknown feature set 'pawns': expected one of halfka_v2_hm, full_threats, pawn_pairs",
        ),
        (
            "f pawn_pairs 0 8/8/8/8/8/8/8/8 w - - 0 1",
            "expected one (the perspective's king)",
        ),
        (
            "f pawn_pairs 0 8/8/8/8/8/8/8/4K2X w - - 0 1",
            "'X' is no piece letter",
        ),
    ] {
        let (ok, out, err) = run_reader(&script, &json, &format!("h 0 4 0 12\n{query}\n"));
        assert!(!ok, "{query}: accepted");
        assert!(out.is_empty(), "{query}: printed {out}");
        assert_eq!(err.lines().count(), 1, "{query}: {err}");
        assert!(
            err.contains(message) && !err.contains("Traceback"),
            "{query}: {err}"
        );
    }
    std::fs::remove_file(&json).unwrap();
}

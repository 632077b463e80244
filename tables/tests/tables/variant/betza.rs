//! Betza strings as Fairy-Stockfish reads them, and the errors of those that do not parse.

use chesstab_tables::variant::{Kind, Modality, Piece};

fn vectors(betza: &str) -> Vec<(i8, i8)> {
    let piece = Piece::parse("p", betza).unwrap();
    let mut out: Vec<(i8, i8)> = piece
        .moves()
        .iter()
        .flat_map(|m| m.vectors.clone())
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn sorted(mut v: Vec<(i8, i8)>) -> Vec<(i8, i8)> {
    v.sort_unstable();
    v
}

#[test]
fn atoms_and_their_compounds() {
    let all8 = |a: i8, b: i8| {
        sorted(vec![
            (a, b),
            (-a, b),
            (a, -b),
            (-a, -b),
            (b, a),
            (-b, a),
            (b, -a),
            (-b, -a),
        ])
    };
    let dedup = |mut v: Vec<(i8, i8)>| {
        v.dedup();
        v
    };
    assert_eq!(vectors("W"), dedup(all8(1, 0)));
    assert_eq!(vectors("F"), dedup(all8(1, 1)));
    assert_eq!(vectors("N"), all8(2, 1));
    assert_eq!(vectors("C"), all8(3, 1));
    assert_eq!(vectors("L"), all8(3, 1));
    assert_eq!(vectors("Z"), all8(3, 2));
    assert_eq!(vectors("J"), all8(3, 2));
    assert_eq!(vectors("G"), dedup(all8(3, 3)));
    assert_eq!(vectors("H"), dedup(all8(3, 0)));
    assert_eq!(vectors("D"), dedup(all8(2, 0)));
    assert_eq!(vectors("A"), dedup(all8(2, 2)));
    assert_eq!(vectors("K").len(), 8);
    assert_eq!(vectors("WF"), vectors("K"));
    assert_eq!(vectors("BN").len(), 12);
    let archbishop = Piece::parse("archbishop", "BN").unwrap();
    assert_eq!(archbishop.moves()[0].kind, Kind::Ride { limit: 0 });
    assert_eq!(archbishop.moves()[1].kind, Kind::Leap);
}

#[test]
fn riders_ranges_hoppers_and_lame_leapers() {
    let kind = |b: &str| Piece::parse("p", b).unwrap().moves()[0].kind;
    assert_eq!(kind("R"), Kind::Ride { limit: 0 });
    assert_eq!(kind("WW"), Kind::Ride { limit: 0 });
    assert_eq!(kind("NN"), Kind::Ride { limit: 0 });
    assert_eq!(kind("W4"), Kind::Ride { limit: 4 });
    assert_eq!(kind("R2"), Kind::Ride { limit: 2 });
    assert_eq!(kind("B12"), Kind::Ride { limit: 12 });
    assert_eq!(kind("pR"), Kind::Hop { limit: 0 });
    assert_eq!(kind("gQ"), Kind::Hop { limit: 1 });
    assert_eq!(kind("nN"), Kind::Lame);
    assert_eq!(kind("nA"), Kind::Lame);
    assert_eq!(vectors("WW"), vectors("R"));
    assert_eq!(vectors("Q"), vectors("K"));
}

#[test]
fn directions_as_fairy_stockfish_reads_them() {
    // The shogi knight: the two narrow forward jumps.
    assert_eq!(vectors("fN"), [(-1, 2), (1, 2)]);
    assert_eq!(vectors("bN"), [(-1, -2), (1, -2)]);
    assert_eq!(vectors("ffN"), vectors("fN"));
    // Forward-wide, vertical and sideways pairs.
    assert_eq!(vectors("fsN"), [(-2, 1), (2, 1)]);
    assert_eq!(vectors("vN"), [(-1, -2), (-1, 2), (1, -2), (1, 2)]);
    assert_eq!(vectors("sN"), [(-2, -1), (-2, 1), (2, -1), (2, 1)]);
    assert_eq!(vectors("rfN"), [(1, 2)]);
    assert_eq!(vectors("frN"), [(2, 1)]);
    assert_eq!(vectors("lN"), [(-2, -1), (-2, 1)]);
    // Orthogonal atoms read a pair as both letters: the xiangqi soldier across the river.
    assert_eq!(vectors("fsW"), [(-1, 0), (0, 1), (1, 0)]);
    assert_eq!(vectors("fW"), [(0, 1)]);
    assert_eq!(vectors("vW"), [(0, -1), (0, 1)]);
    assert_eq!(vectors("sR"), [(-1, 0), (1, 0)]);
    assert_eq!(vectors("fbW"), vectors("vW"));
    // Diagonal atoms.
    assert_eq!(vectors("fF"), [(-1, 1), (1, 1)]);
    assert_eq!(vectors("lF"), [(-1, -1), (-1, 1)]);
    assert_eq!(vectors("frF"), [(1, 1)]);
    // Shogi's silver and gold, makruk's khon.
    assert_eq!(vectors("FfW"), [(-1, -1), (-1, 1), (0, 1), (1, -1), (1, 1)]);
    assert_eq!(
        vectors("WfF"),
        [(-1, 0), (-1, 1), (0, -1), (0, 1), (1, 0), (1, 1)]
    );
}

#[test]
fn modalities() {
    let pawn = Piece::parse("pawn", "fmWfcF").unwrap();
    assert_eq!(pawn.moves()[0].modality, Modality::Quiet);
    assert_eq!(pawn.moves()[1].modality, Modality::Capture);
    let cannon = Piece::parse("cannon", "mRcpR").unwrap();
    assert_eq!(cannon.moves()[0].modality, Modality::Quiet);
    assert_eq!(cannon.moves()[1].modality, Modality::Capture);
    assert_eq!(cannon.moves()[1].kind, Kind::Hop { limit: 0 });
    assert_eq!(
        Piece::parse("p", "mcW").unwrap().moves()[0].modality,
        Modality::Both
    );
    assert_eq!(
        Piece::parse("p", "W").unwrap().moves()[0].modality,
        Modality::Both
    );
}

#[test]
fn bad_strings_name_the_problem_and_what_is_accepted() {
    let err = |b: &str| Piece::parse("p", b).unwrap_err().to_string();
    let accepted = "; accepted: atoms W F D N A H C Z G L J K, riders R B Q, a doubled atom (NN) or a range (W4), directions f b l r v s, m (quiet) and c (capture), n (lame), p (hopper) and g (grasshopper)";
    assert_eq!(err(""), format!("Betza '': no move is described{accepted}"));
    assert_eq!(
        err("WX"),
        format!("Betza 'WX', character 2: 'X' is not a letter of Betza notation{accepted}")
    );
    assert_eq!(
        err("Wfm"),
        format!("Betza 'Wfm', character 3: modifiers without an atom after them{accepted}")
    );
    assert_eq!(
        err("nR"),
        format!("Betza 'nR', character 2: n (lame) applies to a leaper, not a rider{accepted}")
    );
    assert_eq!(
        err("ifmnD"),
        format!(
            "Betza 'ifmnD', character 1: 'i' (a first move only) is not read for tables{accepted}"
        )
    );
    assert_eq!(
        err("W0"),
        format!("Betza 'W0', character 2: a range of 0; ranges are 1 to 15{accepted}")
    );
    assert_eq!(
        err("W16"),
        format!("Betza 'W16', character 2: a range of 16; ranges are 1 to 15{accepted}")
    );
    assert_eq!(
        err("vsF"),
        format!(
            "Betza 'vsF', character 1: the directions 'vs' select none of the atom's moves{accepted}"
        )
    );
    assert!(err("a(W)").contains("'a' (a multi-leg, bent, edge or special move)"));
    assert!(err("W F").contains("' ' is not a letter"));
    assert_eq!(
        Piece::parse("9lives", "W").unwrap_err().to_string(),
        "'9lives' is not a piece name; expected lower-case letters, digits and _ (spaces and - read as _), starting with a letter"
    );
    assert_eq!(
        Piece::parse("Shogi Knight", "fN").unwrap().name(),
        "shogi_knight"
    );
}

//! The mailbox tables against the slow reference, on every board of the tests in two
//! orientations and both layouts: every pair of squares (their difference's slot, its unit
//! step and which pieces attack across it, by the reference walk on an empty board and with
//! each single other square occupied), and every square with every difference of two squares
//! (the off-board test, by the limits and by the mask where there is one, and the square of
//! the index reached).

use std::collections::HashMap;

use chesstab_tables::Mapping;
use chesstab_tables::variant::{
    AnyTables, Board, COMPASS, Colour, IndexType, Layout, Piece, Spec, SquareSet, Use, Values,
    Variant, VariantTables, reference,
};

use super::check::{BOARDS, MAPPINGS};

/// Leapers, riders (limited, oblique, one-way), hoppers and lame leapers, with and without a
/// direction.
const PIECES: [(&str, &str); 13] = [
    ("pawn", "fmWfcF"),
    ("cannon", "mRcpR"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("rook", "R"),
    ("nightrider", "NN"),
    ("lance", "fR"),
    ("short_rook", "R2"),
    ("king", "K"),
    ("camel", "C"),
    ("bishop_hopper", "pB"),
    ("archbishop", "BN"),
    ("shogi_knight", "ffN"),
];

fn signed<S: SquareSet>(t: &VariantTables<S>, name: &str) -> Vec<i32> {
    match &t.table(name).unwrap_or_else(|| panic!("{name}")).values {
        Values::Signed(v) => v.clone(),
        _ => panic!("{name} holds signed numbers"),
    }
}

fn scalar<S: SquareSet>(t: &VariantTables<S>, name: &str) -> i32 {
    let v = signed(t, name);
    assert_eq!(v.len(), 1, "{name} is one number");
    v[0]
}

/// For each square, piece and colour: the squares it attacks with nothing else on the board
/// or with one other square occupied (the reference walk).
fn reach<S: SquareSet>(board: Board, pieces: &[Piece]) -> Vec<Vec<[S; 2]>> {
    let occupancies: Vec<S> = std::iter::once(S::EMPTY)
        .chain(board.squares().map(S::square))
        .collect();
    board
        .squares()
        .map(|from| {
            pieces
                .iter()
                .map(|piece| {
                    Colour::BOTH.map(|colour| {
                        let pattern = piece.pattern(colour, Use::Capture);
                        let mut out =
                            reference::leaps::<S>(board, from, &piece.leaps(colour, Use::Capture));
                        for &occupied in &occupancies {
                            out |= reference::attacks(board, from, &pattern, occupied);
                        }
                        out
                    })
                })
                .collect()
        })
        .collect()
}

fn gcd(a: i32, b: i32) -> i32 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

fn check<S: SquareSet>(
    t: &VariantTables<S>,
    layout: Layout,
    pieces: &[Piece],
    reach: &[Vec<[S; 2]>],
) {
    let board = t.board;
    let what = format!("{board} {}", layout.name());
    let (w, h) = (i32::from(board.files()), i32::from(board.ranks()));
    let row = scalar(t, "mailbox_row");
    let limit = scalar(t, "mailbox_limit");
    let centre = scalar(t, "mailbox_difference_offset");
    let mask = t
        .table("mailbox_off_mask")
        .map(|_| scalar(t, "mailbox_off_mask"));
    assert!(
        row > 0 && row & (row - 1) == 0,
        "{what}: the row is a power of two"
    );
    assert_eq!(
        mask.is_some(),
        layout == Layout::Mask || (w & (w - 1) == 0 && h & (h - 1) == 0),
        "{what}"
    );
    if (w, h) == (8, 8) {
        assert_eq!(
            (row, mask.map(|m| m as u8)),
            (16, Some(0x88)),
            "{what}: 0x88"
        );
    }
    let index = signed(t, "mailbox_square");
    let to_square = signed(t, "mailbox_to_square");
    assert_eq!(to_square.len(), limit as usize, "{what}");
    assert_eq!(
        to_square.iter().filter(|&&s| s >= 0).count(),
        board.len(),
        "{what}"
    );
    for sq in board.squares() {
        assert_eq!(to_square[index[sq as usize] as usize], sq as i32, "{what}");
    }
    // Each (file, rank) vector's padded difference, from the pairs of squares: the same for
    // every pair so far apart, and different for different vectors.
    let mut of_vector: HashMap<(i32, i32), i32> = HashMap::new();
    let mut of_difference: HashMap<i32, (i32, i32)> = HashMap::new();
    let coords = |s: u32| (i32::from(board.file_of(s)), i32::from(board.rank_of(s)));
    for a in board.squares() {
        for b in board.squares() {
            let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
            let v = (fb - fa, rb - ra);
            let d = index[b as usize] - index[a as usize];
            assert_eq!(*of_vector.entry(v).or_insert(d), d, "{what}: {v:?}");
            assert_eq!(
                *of_difference.entry(d).or_insert(v),
                v,
                "{what}: {d} is unique"
            );
        }
    }
    assert_eq!(of_vector.len() as i32, (2 * w - 1) * (2 * h - 1), "{what}");
    assert_eq!(
        of_vector.values().map(|d| d.abs()).max(),
        Some(centre),
        "{what}"
    );
    let steps = signed(t, "mailbox_steps");
    for (i, &v) in COMPASS.iter().enumerate() {
        assert_eq!(
            steps[i],
            of_vector[&(i32::from(v.0), i32::from(v.1))],
            "{what}"
        );
    }
    off_the_board(t, &what, &of_vector);
    pairs(t, &what, pieces, reach);
}

/// Every square and difference of two squares: off the board exactly when the target is.
fn off_the_board<S: SquareSet>(
    t: &VariantTables<S>,
    what: &str,
    of_vector: &HashMap<(i32, i32), i32>,
) {
    let board = t.board;
    let (w, h) = (i32::from(board.files()), i32::from(board.ranks()));
    let (row, minor_limit, limit) = (
        scalar(t, "mailbox_row"),
        scalar(t, "mailbox_minor_limit"),
        scalar(t, "mailbox_limit"),
    );
    let mask = t
        .table("mailbox_off_mask")
        .map(|_| scalar(t, "mailbox_off_mask"));
    let index = signed(t, "mailbox_square");
    let to_square = signed(t, "mailbox_to_square");
    let coords = |s: u32| (i32::from(board.file_of(s)), i32::from(board.rank_of(s)));
    for a in board.squares() {
        let (f, r) = coords(a);
        for (&(df, dr), &d) in of_vector {
            let p = index[a as usize] + d;
            let on = (0..w).contains(&(f + df)) && (0..h).contains(&(r + dr));
            let off = p < 0 || p >= limit || p & (row - 1) >= minor_limit;
            assert_eq!(off, !on, "{what}: {} + {:?}", board.name(a), (df, dr));
            if let Some(m) = mask {
                assert_eq!(p & m != 0, !on, "{what}: the mask at {p}");
                // The same in sixteen bits, unsigned.
                assert_eq!((p as u16) & (m as u16) != 0, !on, "{what}: u16 at {p}");
            }
            if limit + scalar(t, "mailbox_difference_offset") <= 256 {
                // The layout fits a byte: the same test in wrapping u8 arithmetic.
                let p8 = i32::from((index[a as usize] as u8).wrapping_add(d as u8));
                let off8 = p8 >= limit || p8 & (row - 1) >= minor_limit;
                assert_eq!(off8, !on, "{what}: u8 at {p8}");
            }
            if on {
                let to = board.square((f + df) as u8, (r + dr) as u8);
                assert_eq!(to_square[p as usize], to as i32, "{what}");
            }
        }
    }
}

/// Every pair of squares: the unit step and the attackers at their difference's slot.
fn pairs<S: SquareSet>(t: &VariantTables<S>, what: &str, pieces: &[Piece], reach: &[Vec<[S; 2]>]) {
    let board = t.board;
    let centre = scalar(t, "mailbox_difference_offset");
    let index = signed(t, "mailbox_square");
    let coords = |s: u32| (i32::from(board.file_of(s)), i32::from(board.rank_of(s)));
    let delta = signed(t, "mailbox_delta");
    let Values::Packed { values: attack, .. } = &t.table("mailbox_attack").unwrap().values else {
        panic!("mailbox_attack holds packed bits");
    };
    let d_len = delta.len();
    assert_eq!(d_len as i32, 2 * centre + 1, "{what}");
    let directed = pieces.iter().any(Piece::has_direction);
    assert_eq!(attack.len(), d_len * if directed { 2 } else { 1 }, "{what}");
    for a in board.squares() {
        for b in board.squares() {
            let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
            let slot = (index[b as usize] - index[a as usize] + centre) as usize;
            let (df, dr) = (fb - fa, rb - ra);
            let step = if a == b {
                0
            } else {
                let g = gcd(df, dr);
                let next = board.square((fa + df / g) as u8, (ra + dr / g) as u8);
                index[next as usize] - index[a as usize]
            };
            assert_eq!(
                delta[slot],
                step,
                "{what}: {} to {}",
                board.name(a),
                board.name(b)
            );
            for (c, colour) in Colour::BOTH.into_iter().enumerate() {
                let row = if directed { c } else { 0 };
                for (i, piece) in pieces.iter().enumerate() {
                    let expected = reach[a as usize][i][c].has(b);
                    let got = attack[row * d_len + slot] >> i & 1 == 1;
                    assert_eq!(
                        got,
                        expected,
                        "{what}: {} ({colour:?}) from {} to {}",
                        piece.name(),
                        board.name(a),
                        board.name(b)
                    );
                }
            }
        }
    }
}

fn check_board(files: u8, ranks: u8, mappings: &[Mapping]) {
    let pieces: Vec<Piece> = PIECES
        .iter()
        .map(|(n, b)| Piece::parse(n, b).unwrap())
        .filter(|p| Variant::new("one", files, ranks, vec![p.clone()], Vec::new()).is_ok())
        .collect();
    assert!(pieces.len() >= 5, "{files}x{ranks}");
    for &mapping in mappings {
        let variant = Variant::new("test", files, ranks, pieces.clone(), Vec::new()).unwrap();
        let board = variant.board(mapping).unwrap();
        let reach128 = reach::<u128>(board, &pieces);
        for layout in Layout::ALL {
            let spec = Spec::new(variant.clone(), mapping)
                .methods(&[])
                .mailbox(Some(layout));
            match spec.compute().unwrap() {
                AnyTables::U64(t) => {
                    let reach64: Vec<Vec<[u64; 2]>> = reach128
                        .iter()
                        .map(|p| p.iter().map(|c| c.map(|s| s as u64)).collect())
                        .collect();
                    check(&t, layout, &pieces, &reach64);
                }
                AnyTables::U128(t) => check(&t, layout, &pieces, &reach128),
            }
        }
    }
}

#[test]
fn nine_by_nine() {
    check_board(BOARDS[0].0, BOARDS[0].1, &MAPPINGS);
}

#[test]
fn nine_by_ten() {
    check_board(BOARDS[1].0, BOARDS[1].1, &MAPPINGS);
}

#[test]
fn ten_by_eight() {
    check_board(BOARDS[2].0, BOARDS[2].1, &MAPPINGS);
}

#[test]
fn ten_by_ten() {
    check_board(BOARDS[3].0, BOARDS[3].1, &MAPPINGS);
}

#[test]
fn twelve_by_ten() {
    check_board(BOARDS[4].0, BOARDS[4].1, &MAPPINGS);
}

#[test]
fn eight_by_eight_in_every_mapping_is_0x88() {
    check_board(8, 8, &Mapping::ALL);
}

#[test]
fn the_widest_and_sparsest_layouts() {
    // Sides of 14 and 15 take the largest strides of the mask layout; 16 the widest rows.
    for (files, ranks) in [(14, 9), (9, 14), (15, 8), (16, 8), (8, 16), (3, 5), (2, 2)] {
        check_board(files, ranks, &[Mapping::Lefber, Mapping::Berf]);
    }
}

#[test]
fn a_byte_holds_the_layouts_that_fit_and_refuses_the_others() {
    let pieces = vec![Piece::parse("rook", "R").unwrap()];
    for (files, ranks, layout, fits) in [
        (8, 8, Layout::Compact, true),
        (8, 8, Layout::Mask, true),
        (6, 6, Layout::Compact, true),
        (6, 6, Layout::Mask, false),
        (7, 9, Layout::Compact, false),
    ] {
        let variant = Variant::new("v", files, ranks, pieces.clone(), Vec::new()).unwrap();
        let spec = Spec::new(variant, Mapping::Lefber)
            .methods(&[])
            .mailbox(Some(layout));
        let AnyTables::U64(wide) = spec.compute().unwrap() else {
            panic!("at most 64 squares")
        };
        let span = scalar(&wide, "mailbox_limit") + scalar(&wide, "mailbox_difference_offset");
        assert_eq!(span <= 256, fits, "{files}x{ranks} {}", layout.name());
        match spec.mailbox_index(IndexType::U8).compute() {
            Ok(AnyTables::U64(bytes)) => {
                let Values::Bytes(b) = &bytes.table("mailbox_square").unwrap().values else {
                    panic!("u8 indices are bytes")
                };
                let b: Vec<i32> = b.iter().map(|&x| i32::from(x)).collect();
                assert_eq!(b, signed(&wide, "mailbox_square"));
                assert!(fits);
            }
            Err(e) => {
                assert!(!fits);
                assert_eq!(
                    e.to_string(),
                    format!(
                        "the {} mailbox of the {files}x{ranks} LEFBER board spans {span} index values (its limit and its largest difference); u8 holds 256: choose i16, which every board fits",
                        layout.name()
                    )
                );
            }
            Ok(AnyTables::U128(_)) => panic!("at most 64 squares"),
        }
    }
}

#[test]
fn more_pieces_than_bits_are_refused() {
    let pieces: Vec<Piece> = (0..65)
        .map(|i| Piece::parse(&format!("p{i}"), "W").unwrap())
        .collect();
    let variant = Variant::new("many", 9, 9, pieces, Vec::new()).unwrap();
    let spec = Spec::new(variant, Mapping::Lerf).methods(&[]);
    assert!(spec.clone().compute().is_ok(), "no mailbox, no limit");
    let err = spec.mailbox(Some(Layout::Compact)).compute().unwrap_err();
    assert_eq!(
        err.to_string(),
        "the mailbox attack table has one bit per piece: 65 pieces given, at most 64 are accepted; give fewer pieces or no mailbox"
    );
}

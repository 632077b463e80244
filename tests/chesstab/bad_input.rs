//! Bad input never panics: mutated FENs (character edits, insertions, deletions, swapped
//! fields), random text and random boards go to the FEN parser, random text to the UCI move
//! parser. Every FEN the parser accepts prints back to itself (as a position), and its legal
//! moves are generated, counted, made and printed without a panic.

use chesstab::{CastlingMode, Lefr, Position, Tables};
use proptest::prelude::*;

use crate::positions;

/// The FENs the mutations start from: the reference positions, the rules' positions, and
/// an en passant square, promotions on both sides and large clocks.
fn seeds() -> Vec<&'static str> {
    let mut seeds = positions::reference_fens();
    seeds.extend(positions::rules());
    seeds.extend([
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
        "4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 70",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 99 200",
    ]);
    seeds
}

/// Characters FENs are made of, plus a few that are not.
const ALPHABET: &str = "pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789 9x+é\t";

fn alphabet_char() -> impl Strategy<Value = char> {
    let chars: Vec<char> = ALPHABET.chars().collect();
    prop_oneof![
        4 => proptest::sample::select(chars),
        1 => any::<char>(),
    ]
}

#[derive(Clone, Debug)]
enum Edit {
    Replace(usize, char),
    Insert(usize, char),
    Delete(usize),
    SwapFields(usize, usize),
    DropField(usize),
    DuplicateField(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        3 => (any::<usize>(), alphabet_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
        3 => (any::<usize>(), alphabet_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        3 => any::<usize>().prop_map(Edit::Delete),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(i, j)| Edit::SwapFields(i, j)),
        1 => any::<usize>().prop_map(Edit::DropField),
        1 => any::<usize>().prop_map(Edit::DuplicateField),
    ]
}

fn apply(fen: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = fen.chars().collect();
    for e in edits {
        match *e {
            Edit::Replace(i, c) if !chars.is_empty() => {
                let n = chars.len();
                chars[i % n] = c;
            }
            Edit::Insert(i, c) => chars.insert(i % (chars.len() + 1), c),
            Edit::Delete(i) if !chars.is_empty() => {
                let n = chars.len();
                chars.remove(i % n);
            }
            Edit::SwapFields(..) | Edit::DropField(_) | Edit::DuplicateField(_) => {
                let text: String = chars.iter().collect();
                let mut fields: Vec<String> = text.split(' ').map(str::to_owned).collect();
                let n = fields.len();
                match *e {
                    Edit::SwapFields(i, j) => fields.swap(i % n, j % n),
                    Edit::DropField(i) => {
                        fields.remove(i % n);
                    }
                    Edit::DuplicateField(i) => {
                        let f = fields[i % n].clone();
                        fields.insert(i % n, f);
                    }
                    _ => {}
                }
                chars = fields.join(" ").chars().collect();
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A random board: each square empty or a random piece, two kings somewhere, and random
/// side to move, castling and en passant fields. Many are refused (checks, castling rights,
/// en passant); the accepted ones are often strange (up to 16 pieces, many queens).
fn random_board() -> impl Strategy<Value = String> {
    let square = prop_oneof![
        6 => Just(None),
        1 => proptest::sample::select("PNBRQpnbrq".chars().collect::<Vec<_>>()).prop_map(Some),
    ];
    (
        proptest::collection::vec(square, 64),
        0..64usize,
        0..64usize,
        any::<bool>(),
        prop_oneof![
            4 => Just("-"),
            1 => proptest::sample::select(vec!["KQkq", "K", "q", "Kk", "HAha", "Gb", "Cc", "KB"]),
        ],
        prop_oneof![
            4 => Just("-"),
            1 => proptest::sample::select(vec!["e3", "e6", "d6", "c3", "a6"]),
        ],
    )
        .prop_map(
            |(mut squares, white_king, black_king, white, castling, ep)| {
                // Mostly no pawn on the first or last rank, so that more boards get through.
                for (i, square) in squares.iter_mut().enumerate() {
                    if !(8..56).contains(&i) && i % 5 != 0 && matches!(square, Some('P' | 'p')) {
                        *square = None;
                    }
                }
                squares[white_king] = Some('K');
                squares[black_king] = Some('k');
                let mut placement = String::new();
                for rank in (0..8).rev() {
                    let mut empty = 0;
                    for file in 0..8 {
                        match squares[rank * 8 + file] {
                            None => empty += 1,
                            Some(c) => {
                                if empty > 0 {
                                    placement.push_str(&empty.to_string());
                                    empty = 0;
                                }
                                placement.push(c);
                            }
                        }
                    }
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                    }
                    if rank > 0 {
                        placement.push('/');
                    }
                }
                let side = if white { "w" } else { "b" };
                format!("{placement} {side} {castling} {ep} 0 1")
            },
        )
}

/// What must hold for any text, in standard chess and in Chess960: no panic; if accepted, a
/// round trip and sane move generation.
fn check_fen<M: Tables>(text: &str) -> Result<(), TestCaseError> {
    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
        check_fen_with::<M>(text, mode)?;
    }
    Ok(())
}

fn check_fen_with<M: Tables>(text: &str, mode: CastlingMode) -> Result<(), TestCaseError> {
    let Ok(pos) = Position::<M>::from_fen_with_in(text, mode) else {
        return Ok(());
    };
    let printed = pos.to_string();
    prop_assert_eq!(
        Position::<M>::from_fen_with_in(&printed, mode),
        Ok(pos),
        "{}",
        printed
    );
    let moves = pos.legal_moves();
    prop_assert_eq!(moves.len() as u64, pos.count_legal_moves());
    prop_assert!(moves.len() < chesstab::MoveList::<M>::CAPACITY);
    for &mv in &moves {
        let next = pos.play(mv);
        let text = next.to_string();
        prop_assert_eq!(
            Position::<M>::from_fen_with_in(&text, mode),
            Ok(next),
            "after {}: {}",
            mv,
            text
        );
        prop_assert_eq!(pos.parse_uci(&mv.to_string()), Ok(mv));
        let _ = next.count_legal_moves();
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn mutated_fens_never_panic(
        seed in proptest::sample::select(seeds()),
        edits in proptest::collection::vec(edit(), 1..5),
    ) {
        let text = apply(seed, &edits);
        check_fen::<chesstab::Lerf>(&text)?;
        check_fen::<Lefr>(&text)?;
    }

    #[test]
    fn random_text_never_panics(text in "\\PC{0,90}") {
        check_fen::<chesstab::Lerf>(&text)?;
    }

    #[test]
    fn random_fen_alphabet_text_never_panics(
        chars in proptest::collection::vec(alphabet_char(), 0..90),
    ) {
        let text: String = chars.into_iter().collect();
        check_fen::<chesstab::Lerf>(&text)?;
    }

    #[test]
    fn random_boards_never_panic(text in random_board()) {
        check_fen::<chesstab::Lerf>(&text)?;
        check_fen::<chesstab::Befr>(&text)?;
    }

    #[test]
    fn random_uci_text_never_panics(
        seed in proptest::sample::select(seeds()),
        text in prop_oneof![
            "\\PC{0,8}",
            "[a-i][0-9][a-i][0-9][qrbnkpQx]?",
            proptest::collection::vec(alphabet_char(), 0..7)
                .prop_map(|c| c.into_iter().collect::<String>()),
        ],
    ) {
        let pos = Position::from_fen(seed).unwrap();
        match pos.parse_uci(&text) {
            Ok(mv) => {
                prop_assert!(pos.is_legal(mv));
                prop_assert_eq!(mv.to_string(), text.to_ascii_lowercase());
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

#[test]
fn the_seeds_are_valid() {
    for seed in seeds() {
        assert!(Position::from_fen(seed).is_ok(), "{seed}");
    }
}

/// The properties above are not vacuous: a fair share of the generated inputs is accepted
/// (and so goes through the round trip and move generation), and a fair share refused.
#[test]
fn generated_inputs_are_both_accepted_and_refused() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let boards = random_board();
    let mutated = (
        proptest::sample::select(seeds()),
        proptest::collection::vec(edit(), 1..3),
    )
        .prop_map(|(seed, edits)| apply(seed, &edits));
    for strategy in [boards.boxed(), mutated.boxed()] {
        let accepted = (0..1000)
            .filter(|_| {
                let text = strategy.new_tree(&mut runner).unwrap().current();
                Position::from_fen(&text).is_ok()
            })
            .count();
        assert!((20..980).contains(&accepted), "{accepted} of 1000 accepted");
    }
}

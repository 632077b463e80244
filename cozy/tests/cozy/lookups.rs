//! The `get_*` lookups against cozy-chess's: every square, every pair of squares, and blocker
//! sets from sparse to dense.

use crate::common::{Rng, bits, their_color, their_square};
use chesstab_cozy as mine;
use cozy_chess as cozy;

#[test]
fn leapers_rays_and_lines_agree_on_every_square() {
    for s in mine::Square::ALL {
        let t = their_square(s);
        assert_eq!(
            mine::get_knight_moves(s),
            bits(cozy::get_knight_moves(t)),
            "{s}"
        );
        assert_eq!(
            mine::get_king_moves(s),
            bits(cozy::get_king_moves(t)),
            "{s}"
        );
        assert_eq!(mine::get_rook_rays(s), bits(cozy::get_rook_rays(t)), "{s}");
        assert_eq!(
            mine::get_bishop_rays(s),
            bits(cozy::get_bishop_rays(t)),
            "{s}"
        );
        for c in mine::Color::ALL {
            let attacks = cozy::get_pawn_attacks(t, their_color(c));
            assert_eq!(mine::get_pawn_attacks(s, c), bits(attacks), "{s} {c}");
        }
        for other in mine::Square::ALL {
            let u = their_square(other);
            assert_eq!(
                mine::get_between_rays(s, other),
                bits(cozy::get_between_rays(t, u))
            );
            assert_eq!(
                mine::get_line_rays(s, other),
                bits(cozy::get_line_rays(t, u))
            );
        }
    }
}

#[test]
fn sliders_and_pawn_pushes_agree_under_blockers() {
    let mut rng = Rng(7);
    for s in mine::Square::ALL {
        let t = their_square(s);
        for sparseness in 0..6 {
            for _ in 0..40 {
                let blockers = rng.sparse(sparseness);
                let (b, c) = (mine::BitBoard(blockers), cozy::BitBoard(blockers));
                let rook = bits(cozy::get_rook_moves(t, c));
                let bishop = bits(cozy::get_bishop_moves(t, c));
                assert_eq!(mine::get_rook_moves(s, b), rook, "{s} {blockers:x}");
                assert_eq!(mine::get_bishop_moves(s, b), bishop, "{s} {blockers:x}");
                assert_eq!(mine::get_rook_moves_const(s, b), rook, "{s} {blockers:x}");
                assert_eq!(
                    mine::get_bishop_moves_const(s, b),
                    bishop,
                    "{s} {blockers:x}"
                );
                for color in mine::Color::ALL {
                    let quiets = cozy::get_pawn_quiets(t, their_color(color), c);
                    assert_eq!(
                        mine::get_pawn_quiets(s, color, b),
                        bits(quiets),
                        "{s} {color}"
                    );
                }
            }
        }
    }
}

// The reduced-bit fancy magics of chessprogramming.org's "Best Magics so far" (the Magic
// Bitboards page; found by Grant Osborne, Volker Annuss, Niklas Fiekas, Peter Österlund, Gerd
// Isenberg and Richard Pijl, 2007–2017): facts, as PolyGlot's keys are. Each maps its square's
// relevant occupancies to one index bit fewer than the mask has, so its block of
// `magic_attacks` is half the classic size. With them the table holds 88,064 rook and 4,800
// bishop entries (92,864, the best published for fancy magics; 107,648 without). The squares
// they do not list keep the project's own searched magics at the full number of bits.
//
// (square by LERF index, multiplier, index bits); the same bit-squares in every mapping. The
// tests build the table from them and check every slot and every blocker subset.

/// Rook squares with a published reduced-bit magic: (square, multiplier, index bits).
pub(super) static ROOK: [(u8, u64, u8); 15] = [
    (48, 0x48FF_FE99_FECF_AA00, 10), // a7
    (49, 0x48FF_FE99_FECF_AA00, 9),  // b7
    (50, 0x497F_FFAD_FF9C_2E00, 9),  // c7
    (51, 0x613F_FFDD_FFCE_9200, 9),  // d7
    (52, 0xFFFF_FFE9_FFE7_CE00, 9),  // e7
    (53, 0xFFFF_FFF5_FFF3_E600, 9),  // f7
    (54, 0x0003_FF95_E5E6_A4C0, 9),  // g7
    (55, 0x510F_FFF5_F63C_96A0, 10), // h7
    (56, 0xEBFF_FFB9_FF9F_C526, 11), // a8
    (57, 0x61FF_FEDD_FEED_AEAE, 10), // b8
    (58, 0x53BF_FFED_FFDE_B1A2, 10), // c8
    (59, 0x127F_FFB9_FFDF_B5F6, 10), // d8
    (60, 0x411F_FFDD_FFDB_F4D6, 10), // e8
    (62, 0x0003_FFEF_27EE_BE74, 10), // g8
    (63, 0x7645_FFFE_CBFE_A79E, 11), // h8
];

/// Bishop squares with a published reduced-bit magic: (square, multiplier, index bits).
pub(super) static BISHOP: [(u8, u64, u8); 24] = [
    (0, 0xFFED_F9FD_7CFC_FFFF, 5),  // a1
    (1, 0xFC09_6285_4A77_F576, 4),  // b1
    (6, 0xFC0A_66C6_4A7E_F576, 4),  // g1
    (7, 0x7FFD_FDFC_BD79_FFFF, 5),  // h1
    (8, 0xFC08_46A6_4A34_FFF6, 4),  // a2
    (9, 0xFC08_7A87_4A3C_F7F6, 4),  // b2
    (14, 0xFC08_64AE_59B4_FF76, 4), // g2
    (15, 0x3C08_60AF_4B35_FF76, 4), // h2
    (16, 0x73C0_1AF5_6CF4_CFFB, 4), // a3
    (17, 0x41A0_1CFA_D64A_AFFC, 4), // b3
    (22, 0x7C0C_028F_5B34_FF76, 4), // g3
    (23, 0xFC0A_028E_5AB4_DF76, 4), // h3
    (40, 0xDCEF_D9B5_4BFC_C09F, 4), // a6
    (41, 0xF95F_FA76_5AFD_602B, 4), // b6
    (46, 0x43FF_9A5C_F4CA_0C01, 4), // g6
    (47, 0x4BFF_CD8E_7C58_7601, 4), // h6
    (48, 0xFC0F_F286_5334_F576, 4), // a7
    (49, 0xFC0B_F6CE_5924_F576, 4), // b7
    (54, 0xC3FF_B7DC_36CA_8C89, 4), // g7
    (55, 0xC3FF_8A54_F4CA_2C89, 4), // h7
    (56, 0xFFFF_FCFC_FD79_EDFF, 5), // a8
    (57, 0xFC08_63FC_CB14_7576, 4), // b8
    (62, 0xFC08_7E8E_4BB2_F736, 4), // g8
    (63, 0x43FF_9E4E_F4CA_2C89, 5), // h8
];

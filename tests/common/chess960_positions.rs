//! Chess960 perft positions of the Chess Programming Wiki ("Chess960 Perft Results"), with
//! their published counts, depth 1 first: Shredder-FEN castling fields.
#![allow(dead_code)]

/// (FEN, counts at depth 1 to 6).
pub const CHESS960: [(&str, [u64; 6]); 24] = [
    (
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        [21, 528, 12_189, 326_672, 8_146_062, 227_689_589],
    ),
    (
        "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
        [21, 807, 18_002, 667_366, 16_253_601, 590_751_109],
    ),
    (
        "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
        [20, 479, 10_471, 273_318, 6_417_013, 177_654_692],
    ),
    (
        "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
        [22, 593, 13_440, 382_958, 9_183_776, 274_103_539],
    ),
    (
        "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9",
        [28, 1120, 31_058, 1_171_749, 34_030_312, 1_250_970_898],
    ),
    (
        "qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9",
        [29, 899, 26_578, 824_055, 24_851_983, 775_718_317],
    ),
    (
        "q1bnrkr1/ppppp2p/2n2p2/4b1p1/2NP4/8/PPP1PPPP/QNB1RRKB w ge - 1 9",
        [30, 860, 24_566, 732_757, 21_093_346, 649_209_803],
    ),
    (
        "qbn1brkr/ppp1p1p1/2n4p/3p1p2/P7/6PP/QPPPPP2/1BNNBRKR w HFhf - 0 9",
        [25, 635, 17_054, 465_806, 13_203_304, 377_184_252],
    ),
    (
        "qnnbbrkr/1p2ppp1/2pp3p/p7/1P5P/2NP4/P1P1PPP1/Q1NBBRKR w HFhf - 0 9",
        [24, 572, 15_243, 384_260, 11_110_203, 293_989_890],
    ),
    (
        "qn1rbbkr/ppp2p1p/1n1pp1p1/8/3P4/P6P/1PP1PPPK/QNNRBB1R w hd - 2 9",
        [28, 811, 23_175, 679_699, 19_836_606, 594_527_992],
    ),
    (
        "qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w GDg - 3 9",
        [33, 823, 26_895, 713_420, 23_114_629, 646_390_782],
    ),
    (
        "qb1nrkbr/1pppp1p1/1n3p2/p1B4p/8/3P1P1P/PPP1P1P1/QBNNRK1R w HEhe - 0 9",
        [31, 855, 25_620, 735_703, 21_796_206, 651_054_626],
    ),
    (
        "qnnbrk1r/1p1ppbpp/2p5/p4p2/2NP3P/8/PPP1PPP1/Q1NBRKBR w HEhe - 0 9",
        [26, 790, 21_238, 642_367, 17_819_770, 544_866_674],
    ),
    (
        "1qnrkbbr/1pppppp1/p1n4p/8/P7/1P1N1P2/2PPP1PP/QN1RKBBR w HDhd - 0 9",
        [37, 883, 32_187, 815_535, 29_370_838, 783_201_510],
    ),
    (
        "qn1rkrbb/pp1p1ppp/2p1p3/3n4/4P2P/2NP4/PPP2PP1/Q1NRKRBB w FDfd - 1 9",
        [24, 585, 14_769, 356_950, 9_482_310, 233_468_620],
    ),
    (
        "bnqbnr1r/p1p1ppkp/3p4/1p4p1/P7/3NP2P/1PPP1PP1/BNQB1RKR w HF - 0 9",
        [26, 889, 24_353, 832_956, 23_701_014, 809_194_268],
    ),
    (
        "bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 9",
        [31, 984, 28_677, 962_591, 29_032_175, 1_008_880_643],
    ),
    (
        "n1bb1rkr/qpnppppp/2p5/p7/P1P5/5P2/1P1PPRPP/NQBBN1KR w Hhf - 1 9",
        [27, 697, 18_724, 505_089, 14_226_907, 400_942_568],
    ),
    (
        "nqn2krb/p1prpppp/1pbp4/7P/5P2/8/PPPPPKP1/NQNRB1RB w g - 3 9",
        [21, 461, 10_608, 248_069, 6_194_124, 152_861_936],
    ),
    (
        "nb1n1kbr/ppp1rppp/3pq3/P3p3/8/4P3/1PPPRPPP/NBQN1KBR w Hh - 1 9",
        [19, 566, 11_786, 358_337, 8_047_916, 249_171_636],
    ),
    (
        "1nqr1rbb/pppkp1pp/1n3p2/3p4/1P6/5P1P/P1PPPKP1/NNQR1RBB w - - 1 9",
        [24, 623, 15_921, 429_446, 11_594_634, 322_745_925],
    ),
    (
        "nnrkbbrq/1pp2p1p/p2pp1p1/2P5/8/8/PP1PPPPP/NNRKBBRQ w Ggc - 0 9",
        [24, 762, 19_283, 624_598, 16_838_099, 555_230_555],
    ),
    (
        "nnrkrbbq/pppp2pp/8/4pp2/4P3/P7/1PPPBPPP/NNKRR1BQ w c - 0 9",
        [25, 792, 19_883, 636_041, 16_473_376, 532_214_177],
    ),
    (
        "nb1r1nkr/ppp1ppp1/2bp4/7p/3P2qP/P6R/1PP1PPP1/NBQRBNK1 w Dhd - 1 9",
        [38, 1691, 60_060, 2_526_992, 88_557_078, 3_589_649_998],
    ),
];

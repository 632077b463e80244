//! Compass directions and knight jumps as (file, rank) offsets: the orders every table uses.

/// The eight compass directions, in the catalogue's order N, NE, E, SE, S, SW, W, NW.
///
/// ```
/// use chesstab_tables::Direction;
/// assert_eq!(Direction::ALL[2], Direction::East);
/// assert_eq!(Direction::NorthEast.delta(), (1, 1));
/// assert_eq!(Direction::NorthEast.opposite(), Direction::SouthWest);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Direction {
    /// Toward rank 8.
    North,
    /// Toward h8.
    NorthEast,
    /// Toward the h-file.
    East,
    /// Toward h1.
    SouthEast,
    /// Toward rank 1.
    South,
    /// Toward a1.
    SouthWest,
    /// Toward the a-file.
    West,
    /// Toward a8.
    NorthWest,
}

impl Direction {
    /// All eight, in compass order starting at north; `ALL[d as usize] == d`.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// Short names in compass order, as used in documentation and output comments.
    pub const NAMES: [&'static str; 8] = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

    /// The (file, rank) offsets of one step in each direction, in [`Direction::ALL`]'s order.
    ///
    /// ```
    /// use chesstab_tables::Direction;
    /// assert_eq!(Direction::DELTAS[1], Direction::NorthEast.delta());
    /// ```
    pub const DELTAS: [(i8, i8); 8] = {
        let mut deltas = [(0, 0); 8];
        let mut i = 0;
        while i < 8 {
            deltas[i] = Direction::ALL[i].delta();
            i += 1;
        }
        deltas
    };

    /// The (file, rank) offset of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// The direction pointing the other way.
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) & 7]
    }

    /// `true` for N, E, S, W (rook directions); `false` for the diagonals.
    pub const fn is_orthogonal(self) -> bool {
        (self as u8) & 1 == 0
    }

    /// The short compass name, e.g. `"NE"`.
    pub const fn name(self) -> &'static str {
        Direction::NAMES[self as usize]
    }
}

/// The (file, rank) offsets of the eight knight jumps, in the catalogue's order
/// NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW.
///
/// ```
/// assert_eq!(chesstab_tables::KNIGHT_JUMPS[0], (1, 2));
/// ```
pub const KNIGHT_JUMPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Short names of [`KNIGHT_JUMPS`], in the same order.
pub const KNIGHT_JUMP_NAMES: [&str; 8] = ["NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "NNW"];

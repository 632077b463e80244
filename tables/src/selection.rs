//! A user's selection of tables: names of tables and groups parsed, unknown ones reported with
//! the closest accepted name.

use crate::catalogue::{CATALOGUE, Group, TableInfo};
use crate::error::{Error, SLIDER_ATTACK_NAMES};
use crate::nnue::{ROLE_LETTERS, ThreatMap};
use crate::suggest::did_you_mean;

/// The name that selects every group of [`Group::NNUE`].
pub const NNUE: &str = Group::NNUE_NAME;

/// A set of catalogue tables, as chosen by names of tables and groups.
///
/// ```
/// use chesstab_tables::Selection;
/// let s = Selection::parse(["leapers", "files"]).unwrap();
/// let names: Vec<_> = s.tables().map(|t| t.name).collect();
/// assert_eq!(
///     names,
///     ["files", "knight_attacks", "king_attacks", "pawn_attacks", "pseudo_attacks"]
/// );
///
/// let err = Selection::parse(["knight_atacks"]).unwrap_err();
/// assert!(err.to_string().starts_with("unknown table or group 'knight_atacks' (did you mean 'knight_attacks'?)"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    chosen: Vec<bool>,
}

impl Default for Selection {
    /// [`Selection::default_tables`].
    fn default() -> Self {
        Selection::default_tables()
    }
}

impl Selection {
    /// Every table of the catalogue, the `nnue` groups' too (which [`Selection::default_tables`],
    /// what is generated when no table is named, leaves out).
    pub fn all() -> Self {
        Selection {
            chosen: vec![true; CATALOGUE.len()],
        }
    }

    /// What is generated when no table is named: every table but those of the `nnue` groups
    /// ([`Group::NNUE`]), which are generated only when asked for (`nnue`, `full_threats`, …).
    pub fn default_tables() -> Self {
        Selection {
            chosen: CATALOGUE
                .iter()
                .map(|t| !Group::NNUE.contains(&t.group))
                .collect(),
        }
    }

    /// No table.
    pub fn none() -> Self {
        Selection {
            chosen: vec![false; CATALOGUE.len()],
        }
    }

    /// Parses table and group names, ignoring ASCII case and surrounding blanks. Each item may
    /// itself be a comma-separated list (`"leapers,files"`). An empty list selects nothing.
    pub fn parse<I, S>(names: I) -> Result<Self, Error>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut selection = Selection::none();
        for item in names {
            for name in item.as_ref().split(',') {
                selection.add(name)?;
            }
        }
        Ok(selection)
    }

    /// Every table of the given groups.
    ///
    /// ```
    /// use chesstab_tables::{Group, Selection};
    /// let s = Selection::of_groups([Group::Lines]);
    /// assert_eq!(s, Selection::parse(["lines"]).unwrap());
    /// ```
    pub fn of_groups(groups: impl IntoIterator<Item = Group>) -> Self {
        let mut selection = Selection::none();
        for group in groups {
            selection.add_group(group);
        }
        selection
    }

    /// Adds every table of `group`.
    fn add_group(&mut self, group: Group) {
        for (chosen, info) in self.chosen.iter_mut().zip(CATALOGUE) {
            *chosen |= info.group == group;
        }
    }

    /// Adds one table or group by name.
    pub fn add(&mut self, name: &str) -> Result<&mut Self, Error> {
        let key = name.trim().to_ascii_lowercase();
        if key == NNUE {
            for &group in Group::NNUE {
                self.add_group(group);
            }
            return Ok(self);
        }
        if let Some(&group) = Group::ALL.iter().find(|g| g.name() == key) {
            self.add_group(group);
            return Ok(self);
        }
        match Self::table_named(&key) {
            Ok(info) => {
                let i = CATALOGUE.iter().position(|t| core::ptr::eq(*t, info));
                self.chosen[i.expect("a catalogue entry")] = true;
                Ok(self)
            }
            Err(Error::UnknownTable { .. }) => Err(Error::UnknownTable {
                given: name.trim().to_owned(),
                suggestion: did_you_mean(&key, Self::accepted_names()).map(str::to_owned),
            }),
            Err(Error::SliderAttacks { .. }) => Err(Error::SliderAttacks {
                given: name.trim().to_owned(),
            }),
            Err(other) => Err(other),
        }
    }

    /// The catalogue entry of one table, its name in any case; an error with the closest
    /// name when there is none, or a pointer to the slider groups for `rook_attacks` and the
    /// like.
    ///
    /// ```
    /// use chesstab_tables::{Error, Selection};
    /// assert_eq!(Selection::table_named("Rays").unwrap().shape, "[8][64]");
    /// assert!(matches!(Selection::table_named("rayz"), Err(Error::UnknownTable { .. })));
    /// assert!(matches!(Selection::table_named("rook_attacks"), Err(Error::SliderAttacks { .. })));
    /// ```
    pub fn table_named(name: &str) -> Result<&'static TableInfo, Error> {
        let key = name.trim().to_ascii_lowercase();
        if let Some(info) = TableInfo::find(&key) {
            return Ok(info);
        }
        if SLIDER_ATTACK_NAMES.contains(&key.as_str()) {
            return Err(Error::SliderAttacks {
                given: name.trim().to_owned(),
            });
        }
        Err(Error::UnknownTable {
            given: name.trim().to_owned(),
            suggestion: did_you_mean(&key, CATALOGUE.iter().map(|t| t.name)).map(str::to_owned),
        })
    }

    /// Every name [`Selection::parse`] accepts: the groups, then the tables.
    pub fn accepted_names() -> impl Iterator<Item = &'static str> + Clone {
        Group::ALL
            .iter()
            .map(|g| g.name())
            .chain([NNUE])
            .chain(CATALOGUE.iter().map(|t| t.name))
    }

    /// `true` when the table is selected.
    pub fn contains(&self, info: &TableInfo) -> bool {
        CATALOGUE
            .iter()
            .position(|t| core::ptr::eq(*t, info))
            .is_some_and(|i| self.chosen[i])
    }

    /// `true` when any table of the group is selected.
    pub fn touches(&self, group: Group) -> bool {
        self.tables().any(|t| t.group == group)
    }

    /// The selected tables in catalogue order.
    pub fn tables(&self) -> impl Iterator<Item = &'static TableInfo> + '_ {
        CATALOGUE
            .iter()
            .zip(&self.chosen)
            .filter(|&(_, &c)| c)
            .map(|(t, _)| *t)
    }

    /// `true` when nothing is selected.
    pub fn is_empty(&self) -> bool {
        !self.chosen.contains(&true)
    }
}

/// Reads a threat interaction map: `stockfish` (the default), `reckless`, or each attacker
/// role's victims in slot order, `P:NR,N:PNBRQ,B:PNBR,R:PNBR,Q:PNBRQ,K:` (Stockfish's; roles
/// P, N, B, R, Q, K in any case, an attacker left out threatens nothing).
///
/// ```
/// use chesstab_tables::{nnue::ThreatMap, parse_threat_map};
/// assert_eq!(parse_threat_map("Reckless").unwrap(), ThreatMap::RECKLESS);
/// assert_eq!(parse_threat_map("P:NR,N:PNBRQ,B:PNBR,R:PNBR,Q:PNBRQ").unwrap(), ThreatMap::STOCKFISH);
/// let err = parse_threat_map("N:PP").unwrap_err();
/// assert!(err.to_string().starts_with("invalid threat map 'N:PP': attacker N lists victim P twice;"));
/// ```
pub fn parse_threat_map(text: &str) -> Result<ThreatMap, Error> {
    let problem = |problem: String| Error::InvalidThreatMap {
        given: text.to_owned(),
        problem,
    };
    let key = text.trim().to_ascii_lowercase();
    match key.as_str() {
        "stockfish" | "" => return Ok(ThreatMap::STOCKFISH),
        "reckless" => return Ok(ThreatMap::RECKLESS),
        _ => {}
    }
    let role = |c: char| {
        ROLE_LETTERS
            .iter()
            .position(|&l| char::from(l) == c.to_ascii_uppercase())
    };
    let mut slots = [[-1i8; 6]; 6];
    let mut seen = [false; 6];
    for entry in text.split(',').map(str::trim) {
        let Some((attacker, victims)) = entry.split_once(':') else {
            let named = did_you_mean(&key, ["stockfish", "reckless"])
                .map(|name| format!(" (did you mean '{name}'?)"))
                .unwrap_or_default();
            return Err(problem(format!("'{entry}' is not attacker:victims{named}")));
        };
        let mut letters = attacker.trim().chars();
        let (Some(a), None) = (letters.next().and_then(role), letters.next()) else {
            return Err(problem(format!(
                "'{}' is not a role letter",
                attacker.trim()
            )));
        };
        if seen[a] {
            return Err(problem(format!(
                "attacker {} is listed twice",
                char::from(ROLE_LETTERS[a])
            )));
        }
        seen[a] = true;
        for (slot, c) in victims.trim().chars().enumerate() {
            let Some(v) = role(c) else {
                return Err(problem(format!("'{c}' is not a role letter")));
            };
            if slots[a][v] >= 0 {
                return Err(problem(format!(
                    "attacker {} lists victim {} twice",
                    char::from(ROLE_LETTERS[a]),
                    char::from(ROLE_LETTERS[v])
                )));
            }
            slots[a][v] = slot as i8;
        }
    }
    if slots.iter().flatten().all(|&s| s < 0) {
        return Err(problem("no attacker threatens anything".to_owned()));
    }
    ThreatMap::new(slots).map_err(|e| problem(format!("{e:?}")))
}

/// The text [`parse_threat_map`] reads back as `map`: `stockfish`, `reckless`, or the victims
/// of each attacker.
///
/// ```
/// use chesstab_tables::{nnue::ThreatMap, threat_map_text};
/// assert_eq!(threat_map_text(&ThreatMap::STOCKFISH), "stockfish");
/// ```
pub fn threat_map_text(map: &ThreatMap) -> String {
    if *map == ThreatMap::STOCKFISH {
        return "stockfish".to_owned();
    }
    if *map == ThreatMap::RECKLESS {
        return "reckless".to_owned();
    }
    let slots = map.slots();
    let entries: Vec<String> = (0..6)
        .map(|a| {
            let mut victims: Vec<(i8, u8)> = (0..6)
                .filter(|&v| slots[a][v] >= 0)
                .map(|v| (slots[a][v], ROLE_LETTERS[v]))
                .collect();
            victims.sort_unstable();
            let letters: String = victims.iter().map(|&(_, l)| char::from(l)).collect();
            format!("{}:{letters}", char::from(ROLE_LETTERS[a]))
        })
        .collect();
    entries.join(",")
}

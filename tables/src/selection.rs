//! A user's selection of tables: names of tables and groups parsed, unknown ones reported with
//! the closest accepted name.

use crate::catalogue::{CATALOGUE, Group, TableInfo};
use crate::error::{Error, SLIDER_ATTACK_NAMES};
use crate::suggest::closest;

/// The name that selects every group of [`Group::NNUE`].
pub const NNUE: &str = Group::NNUE_NAME;

/// The prefix that selects a table alone, even one named like its group: `table:distance`.
pub const TABLE_PREFIX: &str = "table:";

/// The prefix that says a name is a group's: `group:distance`.
pub const GROUP_PREFIX: &str = "group:";

/// A set of catalogue tables, as chosen by names of tables and groups.
///
/// A name is a group's ([`Group::name`], and `nnue` for the NNUE groups) or a table's
/// ([`CATALOGUE`]). Two names are both (`distance`, `ray_permutation`: a group named after its
/// main table): the name selects the group; `table:NAME` selects the table alone, and
/// `group:NAME` says the group explicitly (either prefix works with any name of its kind).
///
/// ```
/// # #[cfg(feature = "every-group")] {
/// use chesstab_tables::Selection;
/// let names = |s: &Selection| s.tables().map(|t| t.name).collect::<Vec<_>>();
/// assert_eq!(names(&Selection::parse(["distance"]).unwrap()), ["distance", "capped_distance", "manhattan", "center_manhattan"]);
/// assert_eq!(names(&Selection::parse(["table:distance"]).unwrap()), ["distance"]);
/// assert_eq!(names(&Selection::parse(["group:leapers"]).unwrap()).len(), 4);
/// let err = Selection::parse(["table:leapers"]).unwrap_err().to_string();
/// assert!(err.starts_with("unknown table 'table:leapers'; 'leapers' is a group: write it without 'table:'"), "{err}");
/// # }
/// ```
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
    /// Only the groups this build computes: without the feature `nnue`, every table but theirs
    /// ([`Group::compiled`]).
    pub fn all() -> Self {
        Selection::where_group(&available)
    }

    /// What is generated when no table is named: every table but those of the `nnue` groups
    /// ([`Group::NNUE`]), which are generated only when asked for (`nnue`, `full_threats`, …).
    /// Only the groups this build computes ([`Group::compiled`]); the `Builder` refuses to
    /// generate the default from a build without every one of them.
    pub fn default_tables() -> Self {
        Selection::where_group(&|group| available(group) && !Group::NNUE.contains(&group))
    }

    /// No table.
    pub fn none() -> Self {
        Selection {
            chosen: vec![false; CATALOGUE.len()],
        }
    }

    /// Parses table and group names, ignoring ASCII case and surrounding blanks. Each item may
    /// itself be a comma-separated list (`"leapers,files"`). An empty list selects nothing.
    /// Names whose groups this build leaves out are refused together, once every name is
    /// read: [`Error::FeatureOff`] for one, [`Error::FeaturesOff`] naming each and every
    /// feature they need for several; any other mistake is refused at the first.
    pub fn parse<I, S>(names: I) -> Result<Self, Error>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut selection = Selection::none();
        let mut off = Vec::new();
        for item in names {
            for name in item.as_ref().split(',') {
                match selection.add(name) {
                    Ok(_) => {}
                    Err(Error::FeatureOff { given, feature }) => off.push((given, feature)),
                    Err(other) => return Err(other),
                }
            }
        }
        match off.len() {
            0 => Ok(selection),
            1 => {
                let (given, feature) = off.remove(0);
                Err(Error::FeatureOff { given, feature })
            }
            _ => Err(Error::FeaturesOff { given: off }),
        }
    }

    /// Every table of the given groups (without the feature `nnue`, not those of the `nnue`
    /// groups).
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
        if !available(group) {
            return;
        }
        for (i, info) in CATALOGUE.iter().enumerate() {
            self.chosen[i] |= info.group == group;
        }
    }

    /// The tables of the groups `keep` keeps.
    fn where_group(keep: &dyn Fn(Group) -> bool) -> Self {
        let mut chosen = Vec::with_capacity(CATALOGUE.len());
        for info in CATALOGUE {
            chosen.push(keep(info.group));
        }
        Selection { chosen }
    }

    /// The position of `info` in the catalogue.
    fn position(info: &TableInfo) -> Option<usize> {
        for (i, t) in CATALOGUE.iter().enumerate() {
            if core::ptr::eq(*t, info) {
                return Some(i);
            }
        }
        None
    }

    /// Adds one table or group by name (`table:NAME` a table, `group:NAME` a group, a plain
    /// name the group when it names both).
    pub fn add(&mut self, name: &str) -> Result<&mut Self, Error> {
        let key = name.trim().to_ascii_lowercase();
        if let Some(table) = key.strip_prefix(TABLE_PREFIX) {
            return self.add_table(name, table.trim());
        }
        let key = match key.strip_prefix(GROUP_PREFIX) {
            Some(group) => {
                let group = group.trim();
                if !is_group_name(group) {
                    return Err(Error::UnknownTable {
                        given: name.trim().to_owned(),
                        suggestion: closest(group, &group_names())
                            .map(|g| format!("{GROUP_PREFIX}{g}")),
                    });
                }
                group.to_owned()
            }
            None => key,
        };
        if let Some(feature) = feature_off(&key) {
            return Err(Error::FeatureOff {
                given: name.trim().to_owned(),
                feature,
            });
        }
        if key == NNUE {
            for &group in Group::NNUE {
                self.add_group(group);
            }
            return Ok(self);
        }
        for &group in Group::ALL {
            if group.name() == key {
                self.add_group(group);
                return Ok(self);
            }
        }
        match Self::table_named(&key) {
            Ok(info) => {
                let i = Self::position(info);
                self.chosen[i.expect("a catalogue entry")] = true;
                Ok(self)
            }
            Err(Error::UnknownTable { .. }) => {
                let mut accepted = group_names();
                accepted.extend_from_slice(&table_names());
                Err(Error::UnknownTable {
                    given: name.trim().to_owned(),
                    suggestion: closest(&key, &accepted).map(str::to_owned),
                })
            }
            Err(Error::SliderAttacks { .. }) => Err(Error::SliderAttacks {
                given: name.trim().to_owned(),
            }),
            Err(other) => Err(other),
        }
    }

    /// Adds the table `key` (lower case, without its prefix) named `name` by the user.
    fn add_table(&mut self, name: &str, key: &str) -> Result<&mut Self, Error> {
        if is_group_name(key) && TableInfo::find(key).is_none() {
            return Err(Error::GroupAsTable {
                given: name.trim().to_owned(),
                group: key.to_owned(),
            });
        }
        let info = Self::table_named(key).map_err(|e| match e {
            Error::UnknownTable { suggestion, .. } => Error::UnknownTable {
                given: name.trim().to_owned(),
                suggestion: suggestion.map(|s| format!("{TABLE_PREFIX}{s}")),
            },
            other => other,
        })?;
        if !info.group.compiled() {
            return Err(Error::FeatureOff {
                given: name.trim().to_owned(),
                feature: info.group.feature(),
            });
        }
        let i = Self::position(info);
        self.chosen[i.expect("a catalogue entry")] = true;
        Ok(self)
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
            suggestion: closest(&key, &table_names()).map(str::to_owned),
        })
    }

    /// Every name [`Selection::parse`] accepts: the groups, then the tables (and, with
    /// their prefix, any of them: `table:distance`).
    pub fn accepted_names() -> impl Iterator<Item = &'static str> + Clone {
        Group::ALL
            .iter()
            .map(|g| g.name())
            .chain([NNUE])
            .chain(CATALOGUE.iter().map(|t| t.name))
    }

    /// `true` when the table is selected.
    pub fn contains(&self, info: &TableInfo) -> bool {
        Self::position(info).is_some_and(|i| self.chosen[i])
    }

    /// `true` when any table of the group is selected.
    pub fn touches(&self, group: Group) -> bool {
        for (i, info) in CATALOGUE.iter().enumerate() {
            if self.chosen[i] && info.group == group {
                return true;
            }
        }
        false
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

/// The catalogue's table names, in order.
fn table_names() -> Vec<&'static str> {
    let mut names = Vec::with_capacity(CATALOGUE.len());
    for t in CATALOGUE {
        names.push(t.name);
    }
    names
}

/// The groups' names, then `nnue`.
fn group_names() -> Vec<&'static str> {
    let mut names = Vec::with_capacity(Group::ALL.len() + 1);
    for g in Group::ALL {
        names.push(g.name());
    }
    names.push(NNUE);
    names
}

/// `true` when `key` names a group, or the `nnue` groups.
fn is_group_name(key: &str) -> bool {
    if key == NNUE {
        return true;
    }
    for g in Group::ALL {
        if g.name() == key {
            return true;
        }
    }
    false
}

/// `false` for a group whose feature this build leaves out ([`Group::compiled`]).
fn available(group: Group) -> bool {
    group.compiled()
}

/// The feature that the group or table `key` (lower case, without a prefix; a group when it
/// names both) needs and this build leaves out, if any.
fn feature_off(key: &str) -> Option<&'static str> {
    if key == NNUE {
        return (!cfg!(feature = "nnue")).then_some(NNUE);
    }
    let group = match Group::ALL.iter().find(|g| g.name() == key) {
        Some(&group) => group,
        None => TableInfo::find(key)?.group,
    };
    (!group.compiled()).then(|| group.feature())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A build without the feature `nnue` (as a build script takes it by default) refuses the `nnue`
    /// groups by every name, with the feature's name, and leaves them out of `all`.
    #[test]
    #[cfg(not(feature = "nnue"))]
    fn nnue_names_need_the_feature() {
        for name in ["nnue", "NNUE", "full_threats", "halfka_v2_hm_dimensions"] {
            let err = Selection::parse([name]).unwrap_err();
            assert!(
                matches!(
                    err,
                    Error::FeatureOff {
                        feature: "nnue",
                        ..
                    }
                ),
                "{name}"
            );
            assert!(err.to_string().contains("feature `nnue`"), "{err}");
        }
        assert!(
            Selection::all()
                .tables()
                .all(|t| !Group::NNUE.contains(&t.group))
        );
        assert!(Selection::of_groups(Group::NNUE.iter().copied()).is_empty());
    }

    /// With the feature, `all` has every table and the names select the groups.
    #[test]
    #[cfg(feature = "nnue")]
    fn nnue_names_select_the_groups() {
        assert_eq!(Selection::all().tables().count(), CATALOGUE.len());
        let s = Selection::parse(["nnue"]).unwrap();
        assert!(Group::NNUE.iter().all(|&g| s.touches(g)));
    }
}

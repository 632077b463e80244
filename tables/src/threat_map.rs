//! The threat interaction map as users write it (`--threat-map`, `Builder::threat_map`, the
//! macros' `threat_map =`): read and written back.

use crate::error::Error;
use crate::nnue::{ROLE_LETTERS, ThreatMap};
use crate::suggest::did_you_mean;

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

//! A short copy of user text for error messages, kept without allocation.

use core::fmt;

const CAPACITY: usize = 40;

/// The start of a piece of user input (at most 40 bytes, cut at a character boundary), kept
/// inside an error so that the message can quote it without allocating.
///
/// ```
/// use chesstab::Excerpt;
/// assert_eq!(Excerpt::new("pppxpppp").as_str(), "pppxpppp");
/// let long = Excerpt::new(&"x".repeat(100));
/// assert!(long.is_truncated());
/// assert_eq!(long.to_string(), format!("{}…", "x".repeat(40)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Excerpt {
    bytes: [u8; CAPACITY],
    len: u8,
    truncated: bool,
}

impl Excerpt {
    /// The first 40 bytes of `text` (fewer if that would split a character).
    pub fn new(text: &str) -> Self {
        let mut len = text.len().min(CAPACITY);
        while !text.is_char_boundary(len) {
            len -= 1;
        }
        let mut bytes = [0; CAPACITY];
        bytes[..len].copy_from_slice(&text.as_bytes()[..len]);
        Excerpt {
            bytes,
            len: len as u8,
            truncated: len < text.len(),
        }
    }

    /// The kept text.
    pub fn as_str(&self) -> &str {
        // Cut at a character boundary of a `str`, so always valid.
        core::str::from_utf8(&self.bytes[..self.len as usize]).unwrap_or("")
    }

    /// `true` when the input was longer than what is kept.
    pub const fn is_truncated(&self) -> bool {
        self.truncated
    }
}

impl fmt::Display for Excerpt {
    /// The kept text, followed by `…` when truncated.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())?;
        if self.truncated {
            f.write_str("…")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Excerpt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())?;
        if self.truncated {
            f.write_str("…")?;
        }
        Ok(())
    }
}

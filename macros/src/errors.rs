//! Collecting several user mistakes into one [`Error`], so that a user sees all of them at
//! once.

use crate::parse::{Error, Result};

/// The errors found so far.
#[derive(Default)]
pub(crate) struct Errors {
    first: Option<Error>,
}

impl Errors {
    /// Adds an error.
    pub fn push(&mut self, error: Error) {
        match &mut self.first {
            Some(first) => first.combine(error),
            None => self.first = Some(error),
        }
    }

    /// The value of `result`, or `None` with its error kept.
    pub fn ok<T>(&mut self, result: Result<T>) -> Option<T> {
        result.map_err(|e| self.push(e)).ok()
    }

    /// Whether no error was found.
    pub fn is_empty(&self) -> bool {
        self.first.is_none()
    }

    /// `Err` with every error found, or `Ok(())` when there is none.
    pub fn finish(self) -> Result<()> {
        self.first.map_or(Ok(()), Err)
    }
}

//! The UCI front end: [`command`] reads the GUI's lines, [`session`] carries them out, with
//! the search on its own thread so that the GUI is answered while it runs; [`options`] holds
//! what `setoption` sets.

pub mod command;
pub mod options;
pub mod session;

pub use command::{Command, Go, Setup};
pub use options::Options;
pub use session::{Flow, Session};

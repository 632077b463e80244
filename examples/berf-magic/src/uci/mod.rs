//! The UCI front end: [`stream`] reads the GUI's input line by line, [`command`] parses a
//! line, [`session`] carries it out, with the search on its own thread so that the GUI is
//! answered while it runs; [`options`] holds what `setoption` sets.

pub mod command;
pub mod options;
pub mod session;
pub mod stream;

pub use command::{Command, Go, Setup};
pub use options::Options;
pub use session::{Flow, Session};
pub use stream::run;

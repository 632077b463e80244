//! Several files written as one set, all or nothing: the split form's header, source file and
//! bytes, and the runtime's tables.

use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::whole_file::{Staged, stage_if_changed};

/// Writes every file of `files` whole and only when its content changed, as a set: each
/// changed file is staged first (written to a temporary file beside it, [`stage_if_changed`]);
/// once all are staged, each is renamed over its file, the first (the header, whose seal and
/// digests describe the others) last, so that a build that finds the new header finds the
/// files it describes. A failure before the renames leaves every file as it was and no
/// temporary file, and names the file. Returns whether it wrote any.
pub(crate) fn write_set(files: &[(PathBuf, Vec<u8>)]) -> Result<bool, Error> {
    let failed = |path: &Path, e: std::io::Error| Error::Write {
        path: path.to_owned(),
        reason: e.to_string(),
    };
    // Stage every file before renaming any: an error drops the staged ones, which removes
    // their temporary files.
    let mut staged = Vec::new();
    for (path, contents) in files.iter().rev() {
        staged.push((
            path,
            stage_if_changed(path, contents).map_err(|e| failed(path, e))?,
        ));
    }
    let mut wrote = false;
    for (path, file) in staged {
        wrote |= match file {
            Staged::Unchanged => false,
            Staged::Written => true,
            Staged::Temp(temp) => {
                temp.commit().map_err(|e| failed(path, e))?;
                true
            }
        };
    }
    Ok(wrote)
}

//! Files written whole or not at all: through a temporary file in the same directory and a
//! rename, so that a reader (a compiler, `git`, another build script) sees the old file or
//! the new one, never a part, whatever happens to the writer.
//!
//! - The temporary file is named after the target and the writing process,
//!   `.NAME.PID-N.chesstab-tmp` beside `NAME`: created new (never reusing a name), written,
//!   flushed to the disk, then renamed over `NAME`. A write that fails part-way (a full disk,
//!   a file-size limit, a read-only or missing directory) removes it and returns the error;
//!   the old file is untouched.
//! - A process killed during a write (SIGKILL, a power cut) cannot remove its temporary file.
//!   The next write of the same file (even one that finds it up to date) removes the
//!   temporary files of `NAME` whose process is gone (on Linux, no `/proc/PID`; elsewhere, files older than an hour), never one that a
//!   live process is still writing.
//! - A file that is not a regular file (a character device such as `/dev/stdout` or
//!   `/dev/null`, a FIFO, a socket) is written in place, as `>` does, without reading it first
//!   (reading `/dev/stdout` or a FIFO would wait for ever) and without a rename (which would
//!   replace the device node).
//! - A symbolic link is followed: the file it names is replaced, the link stays.
//! - Two processes writing the same file at once each write their own temporary file; the
//!   renames are atomic, so the file ends as one of the two, whole.

use std::ffi::{OsStr, OsString};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

/// The end of every temporary file's name.
pub const TEMP_SUFFIX: &str = ".chesstab-tmp";

/// How old a temporary file must be before it is taken for a dead writer's where the
/// writer's liveness cannot be asked (outside Linux).
const STALE_AGE: Duration = Duration::from_secs(3600);

/// Numbers the temporary files of this process, so that two threads never share one.
static NEXT_TEMP: AtomicU64 = AtomicU64::new(0);

/// Writes `contents` to `path` whole, through a temporary file beside it and a rename, unless
/// the file already holds exactly these bytes. Returns whether it wrote. A path that is not a
/// regular file (`/dev/stdout`, a FIFO) is written in place, without being read.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("chesstab-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let path = dir.join("x.txt");
/// assert!(chesstab_tables::write_if_changed(&path, b"one").unwrap());
/// assert!(!chesstab_tables::write_if_changed(&path, b"one").unwrap());
/// assert!(chesstab_tables::write_if_changed(&path, b"two").unwrap());
/// assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1); // no temporary file left
/// // A missing directory is an error; nothing is written.
/// assert!(chesstab_tables::write_if_changed(&dir.join("no/such/dir.txt"), b"x").is_err());
/// std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn write_if_changed(path: &Path, contents: &[u8]) -> io::Result<bool> {
    match stage_if_changed(path, contents)? {
        Staged::Unchanged => Ok(false),
        Staged::Written => Ok(true),
        Staged::Temp(temp) => temp.commit().map(|()| true),
    }
}

/// What [`stage_if_changed`] did.
#[derive(Debug)]
pub enum Staged {
    /// The file already holds the contents.
    Unchanged,
    /// A special file, written in place.
    Written,
    /// The contents are in a temporary file beside the target, flushed: [`Temp::commit`]
    /// renames it over the target; dropping it removes it.
    Temp(Temp),
}

/// The first half of [`write_if_changed`]: the contents in a temporary file beside the target
/// (or, for a special file, written in place), so that several files can be staged before
/// any is renamed (the split form's header and source file).
pub fn stage_if_changed(path: &Path, contents: &[u8]) -> io::Result<Staged> {
    let target = follow_link(path);
    match fs::metadata(&target) {
        Ok(meta) if meta.is_dir() => {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "it is a directory",
            ));
        }
        Ok(meta) if !meta.is_file() => {
            // A device, a FIFO, a socket: written as `>` writes it.
            let mut file = OpenOptions::new().write(true).open(&target)?;
            file.write_all(contents)?;
            file.flush()?;
            return Ok(Staged::Written);
        }
        _ => {}
    }
    let name = target.file_name().ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("'{}' is not a file path", target.display()),
        )
    })?;
    // Even when nothing is to be written: what a killed writer left goes at the next run.
    remove_dead_temps(&target, name);
    if fs::metadata(&target).is_ok_and(|m| m.len() == contents.len() as u64)
        && fs::read(&target).is_ok_and(|old| old == contents)
    {
        return Ok(Staged::Unchanged);
    }
    let (temp_path, file) = create_temp(&target, name)?;
    let temp = Temp {
        path: temp_path,
        target,
        done: false,
    };
    // On an error, `temp` is dropped, which removes the file.
    write_temp(file, contents, &temp.target)?;
    Ok(Staged::Temp(temp))
}

/// A staged temporary file: renamed over its target by [`Temp::commit`], removed when dropped
/// uncommitted.
#[derive(Debug)]
pub struct Temp {
    path: PathBuf,
    target: PathBuf,
    done: bool,
}

impl Temp {
    /// Renames the temporary file over its target: the target is now the new file, whole.
    pub fn commit(mut self) -> io::Result<()> {
        fs::rename(&self.path, &self.target)?;
        self.done = true;
        Ok(())
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        if !self.done {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// The contents into the new temporary `file`, with the old file's permissions (a file
/// checked in read-only stays read-only), flushed to the disk.
fn write_temp(mut file: File, contents: &[u8], target: &Path) -> io::Result<()> {
    file.write_all(contents)?;
    if let Ok(meta) = fs::metadata(target) {
        file.set_permissions(meta.permissions())?;
    }
    file.sync_all()
}

/// The file a symbolic link names (the link stays a link); other paths as they are.
fn follow_link(path: &Path) -> PathBuf {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            fs::canonicalize(path).unwrap_or_else(|_| path.to_owned())
        }
        _ => path.to_owned(),
    }
}

/// A new temporary file beside `target`, named `.NAME.PID-N.chesstab-tmp`.
fn create_temp(target: &Path, name: &OsStr) -> io::Result<(PathBuf, File)> {
    loop {
        let mut temp_name = temp_prefix(name);
        let n = NEXT_TEMP.fetch_add(1, Ordering::Relaxed);
        temp_name.push(format!("{}-{n}{TEMP_SUFFIX}", std::process::id()));
        let temp = target.with_file_name(temp_name);
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            // Left by a dead process of the same id: take the next number.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
}

/// `.NAME.`: the start of every temporary file of `NAME`.
fn temp_prefix(name: &OsStr) -> OsString {
    let mut prefix = OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    prefix
}

/// The writing process of a temporary file of `NAME` named `file_name`, if it is one.
fn temp_writer(name: &OsStr, file_name: &OsStr) -> Option<u32> {
    let prefix = temp_prefix(name);
    let file_name = file_name.to_str()?;
    let rest = file_name
        .strip_prefix(prefix.to_str()?)?
        .strip_suffix(TEMP_SUFFIX)?;
    let (pid, n) = rest.split_once('-')?;
    n.parse::<u64>().ok()?;
    pid.parse().ok()
}

/// Removes the temporary files of `target` left by processes that are gone (killed during a
/// write). Best effort: what cannot be read or removed stays.
fn remove_dead_temps(target: &Path, name: &OsStr) {
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let Some(pid) = temp_writer(name, &entry.file_name()) else {
            continue;
        };
        if pid != std::process::id() && writer_is_gone(pid, &entry) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether the process `pid` that made the temporary file `entry` has ended.
fn writer_is_gone(pid: u32, entry: &fs::DirEntry) -> bool {
    if cfg!(target_os = "linux") && Path::new("/proc/self").exists() {
        return !Path::new("/proc").join(pid.to_string()).exists();
    }
    entry
        .metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| SystemTime::now().duration_since(t).ok())
        .is_some_and(|age| age > STALE_AGE)
}

#[cfg(test)]
mod tests {
    use std::ffi::OsStr;

    use super::temp_writer;

    #[test]
    fn temporary_names_are_recognised_by_their_target_and_writer() {
        let name = OsStr::new("tables.rs");
        assert_eq!(
            temp_writer(name, OsStr::new(".tables.rs.4242-7.chesstab-tmp")),
            Some(4242)
        );
        for other in [
            ".tables.rs.4242-7.tmp",
            ".tables.h.4242-7.chesstab-tmp",
            ".tables.rs.x-7.chesstab-tmp",
            ".tables.rs.4242.chesstab-tmp",
            "tables.rs",
        ] {
            assert_eq!(temp_writer(name, OsStr::new(other)), None, "{other}");
        }
    }
}

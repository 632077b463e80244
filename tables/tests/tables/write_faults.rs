//! The Builder's writes (`write_to_out_dir`, `write_to`, split form included) under faults, in
//! build scripts run as child processes (this test binary run again with `OUT_DIR` set, the
//! test `build_script` doing what an engine's `build.rs` does): a write that fails part-way,
//! a read-only or missing `OUT_DIR`, two build scripts writing one file at once, and build
//! scripts killed (SIGKILL) at random moments. The promise: the old file byte for byte or the
//! new one whole, never a mix; the split pair whole, or its seals telling the mismatch; no
//! temporary file left by a writer that could clean up, and the ones a killed writer leaves
//! removed by the next write.

use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use chesstab_tables::__private::split_pair::read_seal;
use chesstab_tables::reference::SplitMix64;
use chesstab_tables::{Builder, Lang, Mapping, TEMP_SUFFIX};

/// Set in the child: the mapping its build script writes.
const CHILD_MAPPING: &str = "CHESSTAB_FAULT_CHILD_MAPPING";
/// Set in the child for the split form (C, `tables.h` and `tables.c`).
const CHILD_SPLIT: &str = "CHESSTAB_FAULT_CHILD_SPLIT";

/// The tables the build scripts write: 320 KB of Rust (a write and its flush to the disk take
/// a millisecond or two).
const TABLES: &str = "lines";

/// The builder of the child's build script.
fn builder(mapping: Mapping, split: bool) -> Builder {
    let mut b = Builder::new();
    b.mapping(mapping).tables([TABLES]);
    if split {
        b.lang(Lang::C).split(true);
    }
    b
}

/// The build script that the tests below run as a child process; in the test run itself
/// (without [`CHILD_MAPPING`]) it does nothing. It exits as a build script's `main` returning
/// the error does: the message on stderr, exit 1.
#[test]
fn build_script() {
    let Ok(mapping) = std::env::var(CHILD_MAPPING) else {
        return;
    };
    let split = std::env::var_os(CHILD_SPLIT).is_some();
    let b = builder(mapping.parse().unwrap(), split);
    let file = if split { "tables.h" } else { "tables.rs" };
    match b.write_to_out_dir(file) {
        Ok(()) => std::process::exit(0),
        Err(e) => {
            eprintln!("Error: {e}");
            std::process::exit(1);
        }
    }
}

/// [`build_script`]'s name in the test harness: its path below the binary's root
/// (`write_faults::build_script`).
fn build_script_name() -> String {
    let module = module_path!()
        .split_once("::")
        .map_or("", |(_, module)| module);
    format!("{module}::build_script")
}

/// A command running [`build_script`] with `OUT_DIR` = `out_dir`.
fn build_script_command(
    program: &str,
    pre: &[&str],
    out_dir: &Path,
    mapping: &str,
    split: bool,
) -> Command {
    let mut cmd = Command::new(program);
    cmd.args(pre)
        .arg(std::env::current_exe().unwrap())
        .args(["--exact", &build_script_name()])
        .args(["--test-threads=1", "--nocapture", "-q"])
        .env(CHILD_MAPPING, mapping)
        .env("OUT_DIR", out_dir);
    if split {
        cmd.env(CHILD_SPLIT, "1");
    }
    cmd
}

/// Runs the build script directly.
fn run_build_script(out_dir: &Path, mapping: &str, split: bool) -> Output {
    let exe = std::env::current_exe().unwrap();
    build_script_command(exe.to_str().unwrap(), &[], out_dir, mapping, split)
        .output()
        .unwrap()
}

/// A directory of its own for each test, emptied first.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "chesstab-tables-faults-{}-{name}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names of the files in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The temporary files in `dir`.
fn temps(dir: &Path) -> Vec<String> {
    listing(dir)
        .into_iter()
        .filter(|n| n.ends_with(TEMP_SUFFIX))
        .collect()
}

/// The stderr lines of `out` that are the build script's (not the test harness's).
fn error_line(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("Error: ")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    lines[0].to_owned()
}

/// Whether this process runs as root, which file permissions do not stop.
fn is_root() -> bool {
    let out = Command::new("id").arg("-u").output().unwrap();
    String::from_utf8_lossy(&out.stdout).trim() == "0"
}

/// A write that fails part-way (a file-size limit, with SIGXFSZ ignored as on a full disk,
/// where the write fails with an error) returns the error; the old file stays byte for byte,
/// no temporary file is left; for the split form, both old files stay.
#[test]
fn a_write_that_fails_part_way_leaves_the_old_files() {
    let dir = scratch("fsize");
    fs::write(dir.join("tables.rs"), "// the old file\n").unwrap();
    fs::write(dir.join("tables.h"), "/* old header */\n").unwrap();
    fs::write(dir.join("tables.c"), "/* old source */\n").unwrap();
    // `trap '' XFSZ` ignores the signal, and an ignored signal stays ignored across exec.
    let limited = [
        "-c",
        "trap '' XFSZ; exec prlimit --fsize=65536 \"$@\"",
        "sh",
    ];
    for split in [false, true] {
        let out = build_script_command("sh", &limited, &dir, "lefr", split)
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(1),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let line = error_line(&out);
        assert!(
            line.contains("cannot write") && line.contains("File too large"),
            "{line}"
        );
    }
    assert_eq!(
        fs::read_to_string(dir.join("tables.rs")).unwrap(),
        "// the old file\n"
    );
    assert_eq!(
        fs::read_to_string(dir.join("tables.h")).unwrap(),
        "/* old header */\n"
    );
    assert_eq!(
        fs::read_to_string(dir.join("tables.c")).unwrap(),
        "/* old source */\n"
    );
    assert_eq!(listing(&dir), ["tables.c", "tables.h", "tables.rs"]);

    // Not ignored, SIGXFSZ kills the build script in the middle of its write: the old file
    // stays, but a killed process cannot remove its temporary file. The next write does.
    let out = build_script_command("prlimit", &["--fsize=65536"], &dir, "lefr", false)
        .output()
        .unwrap();
    assert_eq!(out.status.signal(), Some(25), "{out:?}"); // SIGXFSZ
    assert_eq!(
        fs::read_to_string(dir.join("tables.rs")).unwrap(),
        "// the old file\n"
    );
    assert_eq!(temps(&dir).len(), 1, "{:?}", listing(&dir));
    let out = run_build_script(&dir, "lefr", false);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(listing(&dir), ["tables.c", "tables.h", "tables.rs"]);
    let expected = builder(Mapping::Lefr, false).generate().unwrap();
    assert_eq!(fs::read_to_string(dir.join("tables.rs")).unwrap(), expected);
    fs::remove_dir_all(&dir).unwrap();
}

/// A read-only `OUT_DIR` and a missing one: the error names the file and the reason; the old
/// file stays; nothing is created.
#[test]
fn a_read_only_or_missing_out_dir_is_an_error_naming_the_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("readonly");
    fs::write(dir.join("tables.rs"), "// the old file\n").unwrap();
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o555)).unwrap();
    let out = if is_root() {
        // Root is not stopped by permissions unless it gives up the capabilities that
        // override them.
        build_script_command(
            "setpriv",
            &["--bounding-set=-dac_override,-dac_read_search", "--"],
            &dir,
            "lefr",
            false,
        )
        .output()
        .unwrap()
    } else {
        run_build_script(&dir, "lefr", false)
    };
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = error_line(&out);
    assert!(
        line.contains("tables.rs") && line.contains("Permission denied"),
        "{line}"
    );
    assert_eq!(
        fs::read_to_string(dir.join("tables.rs")).unwrap(),
        "// the old file\n"
    );
    assert_eq!(listing(&dir), ["tables.rs"]);

    let missing = dir.join("gone");
    for split in [false, true] {
        let out = run_build_script(&missing, "lefr", split);
        assert_eq!(out.status.code(), Some(1));
        let line = error_line(&out);
        assert!(
            line.contains("gone/tables.") && line.contains("No such file or directory"),
            "{line}"
        );
    }
    assert_eq!(listing(&dir), ["tables.rs"]);
    fs::remove_dir_all(&dir).unwrap();
}

/// Two build scripts writing one file at once leave one whole file, and no temporary file.
#[test]
fn two_build_scripts_writing_one_file_at_once_leave_one_whole_file() {
    let dir = scratch("two");
    let lefr = builder(Mapping::Lefr, false).generate().unwrap();
    let berf = builder(Mapping::Berf, false).generate().unwrap();
    let exe = std::env::current_exe().unwrap();
    for round in 0..10 {
        let spawn = |mapping| {
            build_script_command(exe.to_str().unwrap(), &[], &dir, mapping, false)
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        };
        let (mut a, mut b) = (spawn("lefr"), spawn("berf"));
        assert!(a.wait().unwrap().success() && b.wait().unwrap().success());
        let text = fs::read_to_string(dir.join("tables.rs")).unwrap();
        assert!(text == lefr || text == berf, "round {round}: a mix");
        assert_eq!(listing(&dir), ["tables.rs"], "round {round}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// 100 build scripts killed with SIGKILL at random moments, alternately writing one Rust file
/// and the split pair, most of them once their temporary file exists (after a random delay of
/// up to 0.1 ms), the others anywhere in the run: every file is always one writer's whole
/// output (or the first old file); a split pair whose two files come from different writers
/// carries two different seals (so the source does not compile with that header, and
/// `gen --check --split` names it). The temporary files of the killed writers are removed by
/// the next write of the same file.
#[test]
fn build_scripts_killed_at_random_moments_leave_whole_files() {
    let dir = scratch("kill");
    let exe = std::env::current_exe().unwrap();
    let outputs = |split: bool| -> Vec<String> {
        let mut whole = vec![String::new()];
        for mapping in [Mapping::Lefr, Mapping::Berf] {
            let b = builder(mapping, split);
            if split {
                let (header, source) = b.generate_split("tables.h").unwrap();
                whole.push(header);
                whole.push(source);
            } else {
                whole.push(b.generate().unwrap());
            }
        }
        whole
    };
    let (rust_files, split_files) = (outputs(false), outputs(true));
    for name in ["tables.rs", "tables.h", "tables.c"] {
        fs::write(dir.join(name), "").unwrap();
    }
    // How long a whole run takes here, to spread the blind kills over it.
    let start = Instant::now();
    assert!(run_build_script(&dir, "lefr", false).status.success());
    let run_time = start.elapsed();
    fs::write(dir.join("tables.rs"), "").unwrap();

    let mut rng = SplitMix64::new(7);
    let mut mid_write = 0;
    for kill in 0..100 {
        let mapping = if kill % 4 < 2 { "lefr" } else { "berf" };
        let split = kill % 2 == 1;
        let mut child = build_script_command(exe.to_str().unwrap(), &[], &dir, mapping, split)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let own = format!(".{}-", child.id());
        if kill % 5 == 0 {
            std::thread::sleep(Duration::from_nanos(
                rng.below(run_time.as_nanos() as u64 + 1),
            ));
        } else {
            let deadline = Instant::now() + Duration::from_secs(30);
            while !temps(&dir).iter().any(|t| t.contains(&own))
                && child.try_wait().unwrap().is_none()
                && Instant::now() < deadline
            {
                std::thread::sleep(Duration::from_micros(20));
            }
            std::thread::sleep(Duration::from_micros(rng.below(100)));
        }
        let _ = child.kill();
        let _ = child.wait();
        if temps(&dir).iter().any(|t| t.contains(&own)) {
            mid_write += 1;
        }
        let read = |name: &str| fs::read_to_string(dir.join(name)).unwrap();
        assert!(
            rust_files.contains(&read("tables.rs")),
            "kill {kill}: tables.rs is not whole"
        );
        let (header, source) = (read("tables.h"), read("tables.c"));
        assert!(
            split_files.contains(&header),
            "kill {kill}: tables.h is not whole"
        );
        assert!(
            split_files.contains(&source),
            "kill {kill}: tables.c is not whole"
        );
        // Whole files of one writer: [old, LERF header, LERF source, BERF header, …].
        let pair = split_files[1..]
            .chunks(2)
            .any(|p| p == [header.clone(), source.clone()]);
        if !pair && !header.is_empty() && !source.is_empty() {
            assert_ne!(
                read_seal(&header),
                read_seal(&source),
                "kill {kill}: a mixed pair with one seal"
            );
        }
    }
    eprintln!("{mid_write} of 100 kills left their writer's temporary file (killed mid-write)");
    assert!(
        mid_write >= 10,
        "only {mid_write} kills landed during a write"
    );
    // The next writes remove what the killed writers left.
    for split in [false, true] {
        assert!(run_build_script(&dir, "berf", split).status.success());
    }
    assert_eq!(listing(&dir), ["tables.c", "tables.h", "tables.rs"]);
    fs::remove_dir_all(&dir).unwrap();
}

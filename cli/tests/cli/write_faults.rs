//! `gen --out` and `gen --split` under faults: a write that fails part-way (a file-size limit,
//! a full device), a read-only or missing directory, two runs writing one file at once, runs
//! killed (SIGKILL) at random moments, and special files (`/dev/stdout`, a FIFO), which are
//! written, not compared. The promise: the old file byte for byte or the new one whole, never a
//! mix; no temporary file left by a run that could clean up; one line on stderr and exit 2 on
//! a failure.

use std::fs;
use std::io::Read;
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use chesstab_tables::TEMP_SUFFIX;
use chesstab_tables::reference::SplitMix64;

use crate::support::{chesstab, stdout};

/// A directory of its own for each test, emptied first.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("chesstab-faults-{}-{name}", std::process::id()));
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

/// Asserts a failed run: exit 2, nothing on stdout, one line on stderr containing each of
/// `words`.
fn assert_failed(out: &Output, words: &[&str]) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty());
    assert_eq!(err.lines().count(), 1, "not one line: {err}");
    for word in words {
        assert!(err.contains(word), "no '{word}' in {err}");
    }
}

/// Runs `chesstab gen ARGS` under `prlimit --fsize=BYTES`.
fn chesstab_with_file_size_limit(bytes: u64, args: &[&str]) -> Output {
    Command::new("prlimit")
        .arg(format!("--fsize={bytes}"))
        .arg(env!("CARGO_BIN_EXE_chesstab"))
        .args(args)
        .output()
        .expect("prlimit (util-linux) runs")
}

/// Whether this process runs as root, which file permissions do not stop.
fn is_root() -> bool {
    let out = Command::new("id").arg("-u").output().unwrap();
    String::from_utf8_lossy(&out.stdout).trim() == "0"
}

/// `chesstab ARGS` as a user that directory permissions stop: as root, without the
/// capabilities that override them (`setpriv`, util-linux).
fn chesstab_without_override(args: &[&str]) -> Output {
    if is_root() {
        Command::new("setpriv")
            .args(["--bounding-set=-dac_override,-dac_read_search", "--"])
            .arg(env!("CARGO_BIN_EXE_chesstab"))
            .args(args)
            .output()
            .expect("setpriv (util-linux) runs")
    } else {
        chesstab(args)
    }
}

/// Waits for `child` at most `wait`; kills it and fails the test past that.
fn wait_within(child: &mut Child, wait: Duration, what: &str) -> std::process::ExitStatus {
    let deadline = Instant::now() + wait;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what} still runs after {wait:?}: it hangs");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// `--out /dev/stdout` writes the output to stdout; before, `gen` read the file to compare
/// it with the output, which waits for ever on a terminal or a pipe.
#[test]
fn gen_out_dev_stdout_is_written_not_compared() {
    let expected = stdout(&["gen", "--tables", "files,knight_attacks"]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_chesstab"))
        .args([
            "gen",
            "--tables",
            "files,knight_attacks",
            "--out",
            "/dev/stdout",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        pipe.read_to_string(&mut text).unwrap();
        text
    });
    let status = wait_within(&mut child, Duration::from_secs(60), "gen --out /dev/stdout");
    assert!(status.success());
    assert_eq!(reader.join().unwrap(), expected);
    // A device that cannot take the bytes is a failure like any other.
    assert_failed(
        &chesstab(&["gen", "--tables", "files", "--out", "/dev/full"]),
        &["cannot write '/dev/full'", "No space left on device"],
    );
}

/// A FIFO is written as it is: opened, the output written into it, no rename (which would
/// replace the FIFO by a file) and no read (which would wait for a writer).
#[test]
fn gen_out_fifo_is_written_not_compared() {
    let dir = scratch("fifo");
    let fifo = dir.join("tables.rs");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let expected = stdout(&["gen", "--tables", "rays"]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_chesstab"))
        .args(["gen", "--tables", "rays", "--out"])
        .arg(&fifo)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let path = fifo.clone();
    let reader = std::thread::spawn(move || fs::read_to_string(path).unwrap());
    let status = wait_within(&mut child, Duration::from_secs(60), "gen --out FIFO");
    assert!(status.success());
    assert_eq!(reader.join().unwrap(), expected);
    assert!(
        fs::metadata(&fifo).unwrap().file_type().is_fifo(),
        "the FIFO was replaced"
    );
    assert_eq!(listing(&dir), ["tables.rs"]);
    fs::remove_dir_all(&dir).unwrap();
}

/// A write that fails part-way (the output is larger than the file-size limit, as on a full
/// disk) leaves the old file byte for byte and no temporary file, with one line and exit 2.
/// The command ignores SIGXFSZ, so the limit is an error it reports, not a signal that kills
/// it.
#[test]
fn a_write_that_fails_part_way_leaves_the_old_file() {
    let dir = scratch("fsize");
    let out = dir.join("tables.rs");
    let out_arg = out.to_str().unwrap();
    fs::write(&out, "// the old file\n").unwrap();
    let result =
        chesstab_with_file_size_limit(64 * 1024, &["gen", "--tables", "lines", "--out", out_arg]);
    assert_failed(&result, &["cannot write", "tables.rs", "File too large"]);
    assert_eq!(fs::read_to_string(&out).unwrap(), "// the old file\n");
    assert_eq!(listing(&dir), ["tables.rs"]);

    // The split form: the header fits, the source file does not. Both are staged before
    // either is renamed, so both old files stay.
    let header = dir.join("t.h");
    let source = dir.join("t.c");
    let header_arg = header.to_str().unwrap();
    fs::write(&header, "/* old header */\n").unwrap();
    fs::write(&source, "/* old source */\n").unwrap();
    let split = [
        "gen", "--lang", "c", "--tables", "lines", "--split", "--out", header_arg,
    ];
    let result = chesstab_with_file_size_limit(64 * 1024, &split);
    assert_failed(&result, &["cannot write", "t.c", "File too large"]);
    assert_eq!(fs::read_to_string(&header).unwrap(), "/* old header */\n");
    assert_eq!(fs::read_to_string(&source).unwrap(), "/* old source */\n");
    assert_eq!(listing(&dir), ["t.c", "t.h", "tables.rs"]);
    fs::remove_dir_all(&dir).unwrap();
}

/// A read-only directory: the temporary file cannot be made; the old file stays, one line,
/// exit 2. A missing directory: the same, and nothing is created.
#[test]
fn a_read_only_or_missing_directory_is_one_line_and_exit_2() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("readonly");
    let out = dir.join("tables.rs");
    let out_arg = out.to_str().unwrap();
    fs::write(&out, "// the old file\n").unwrap();
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o555)).unwrap();
    let result = chesstab_without_override(&["gen", "--tables", "files", "--out", out_arg]);
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
    assert_failed(&result, &["cannot write", "tables.rs", "Permission denied"]);
    assert_eq!(fs::read_to_string(&out).unwrap(), "// the old file\n");
    assert_eq!(listing(&dir), ["tables.rs"]);

    let missing = dir.join("no/such/dir/tables.rs");
    let missing_arg = missing.to_str().unwrap();
    assert_failed(
        &chesstab(&["gen", "--tables", "files", "--out", missing_arg]),
        &[
            "cannot write",
            "no/such/dir/tables.rs",
            "No such file or directory",
        ],
    );
    let missing_header = dir.join("no/such/dir/tables.h");
    let split = [
        "gen",
        "--lang",
        "c",
        "--tables",
        "files",
        "--split",
        "--out",
        missing_header.to_str().unwrap(),
    ];
    assert_failed(
        &chesstab(&split),
        &["cannot write", "No such file or directory"],
    );
    assert_eq!(listing(&dir), ["tables.rs"]);
    fs::remove_dir_all(&dir).unwrap();
}

/// Two runs writing the same file at once (two build steps, two terminals) leave one whole
/// file: one run's output or the other's, and no temporary file.
#[test]
fn two_runs_writing_one_file_at_once_leave_one_whole_file() {
    let dir = scratch("two");
    let out = dir.join("tables.rs");
    let out_arg = out.to_str().unwrap();
    let args = |mapping: &'static str| ["gen", "--mapping", mapping, "--tables", "lines"];
    let lefr = stdout(&args("lefr"));
    let berf = stdout(&args("berf"));
    for round in 0..10 {
        let spawn = |mapping| {
            Command::new(env!("CARGO_BIN_EXE_chesstab"))
                .args(args(mapping))
                .args(["--out", out_arg])
                .spawn()
                .unwrap()
        };
        let (mut a, mut b) = (spawn("lefr"), spawn("berf"));
        assert!(a.wait().unwrap().success() && b.wait().unwrap().success());
        let text = fs::read_to_string(&out).unwrap();
        assert!(text == lefr || text == berf, "round {round}: a mix");
        assert_eq!(listing(&dir), ["tables.rs"], "round {round}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// Two split runs at once can interleave their renames (one's header, the other's source
/// file): the pair's seal makes that visible. Whenever the pair on disk is not one run's
/// output, `gen --check --split` says the two files are not one pair.
#[test]
fn two_split_runs_at_once_leave_a_pair_or_a_mismatch_check_names() {
    let dir = scratch("two-split");
    let header = dir.join("t.h");
    let header_arg = header.to_str().unwrap();
    let args = |mapping: &'static str| {
        let mut args = vec![
            "gen",
            "--mapping",
            mapping,
            "--lang",
            "c",
            "--tables",
            "lines",
            "--split",
        ];
        args.extend(["--out", header_arg]);
        args
    };
    for round in 0..10 {
        let spawn = |mapping| {
            Command::new(env!("CARGO_BIN_EXE_chesstab"))
                .args(args(mapping))
                .spawn()
                .unwrap()
        };
        let (mut a, mut b) = (spawn("lefr"), spawn("berf"));
        assert!(a.wait().unwrap().success() && b.wait().unwrap().success());
        assert_eq!(listing(&dir), ["t.c", "t.h"], "round {round}");
        let lefr_fresh = chesstab(&[args("lefr"), vec!["--check"]].concat());
        let berf_fresh = chesstab(&[args("berf"), vec!["--check"]].concat());
        if lefr_fresh.status.success() || berf_fresh.status.success() {
            continue;
        }
        let err = String::from_utf8_lossy(&lefr_fresh.stderr);
        assert!(err.contains("are not one pair"), "round {round}: {err}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// The split pair on disk, half-updated (a new header beside the old source file, as a run
/// killed between its two renames leaves it): `--check --split` names the mismatch first,
/// and the source file does not compile with that header.
#[test]
fn a_half_updated_split_pair_is_named_by_check_and_does_not_compile() {
    let dir = scratch("half-pair");
    let header = dir.join("t.h");
    let header_arg = header.to_str().unwrap();
    let generate = |tables: &str| {
        let out = chesstab(&[
            "gen", "--lang", "c", "--tables", tables, "--split", "--out", header_arg,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    generate("knight_attacks");
    let old_source = fs::read(dir.join("t.c")).unwrap();
    generate("knight_attacks,king_attacks");
    fs::write(dir.join("t.c"), &old_source).unwrap();
    let check = [
        "gen",
        "--lang",
        "c",
        "--tables",
        "knight_attacks,king_attacks",
        "--split",
        "--out",
        header_arg,
        "--check",
    ];
    let out = chesstab(&check);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("t.h and ") && err.contains("t.c are not one pair"),
        "{err}"
    );
    let compiled = Command::new("cc")
        .current_dir(&dir)
        .args(["-c", "t.c", "-o", "t.o"])
        .output()
        .unwrap();
    assert!(!compiled.status.success());
    assert!(
        String::from_utf8_lossy(&compiled.stderr)
            .contains("t.h is not the header generated with this file"),
        "{}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// 100 runs killed with SIGKILL at random moments, three in four while their temporary file
/// exists (the kill follows its appearance by a random delay): the file is always one run's
/// output whole (or the first old file), never a mix. A killed run cannot remove its
/// temporary file; the next run that writes the file removes those of dead runs.
#[test]
fn runs_killed_at_random_moments_leave_the_old_file_or_the_new_one() {
    let dir = scratch("kill");
    let out = dir.join("tables.rs");
    let out_arg = out.to_str().unwrap();
    let args = |mapping: &'static str| ["gen", "--mapping", mapping, "--tables", "lines"];
    let outputs = [stdout(&args("lefr")), stdout(&args("berf"))];
    fs::write(&out, "// the first old file\n").unwrap();
    let mut whole = vec!["// the first old file\n".to_owned()];
    whole.extend(outputs.iter().cloned());

    // How long a whole run takes here, to spread the blind kills over it.
    let start = Instant::now();
    assert!(
        chesstab(&[&args("lefr")[..], &["--out", out_arg]].concat())
            .status
            .success()
    );
    let run_time = start.elapsed();
    fs::write(&out, "// the first old file\n").unwrap();

    let mut rng = SplitMix64::new(42);
    let mut mid_write = 0;
    for kill in 0..100 {
        let mapping = if kill % 2 == 0 { "lefr" } else { "berf" };
        let mut child = Command::new(env!("CARGO_BIN_EXE_chesstab"))
            .args(args(mapping))
            .args(["--out", out_arg])
            .spawn()
            .unwrap();
        if kill % 4 == 0 {
            // Blind: anywhere in the run.
            let nanos = rng.below(run_time.as_nanos() as u64 + 1);
            std::thread::sleep(Duration::from_nanos(nanos));
        } else {
            // During the write: once its temporary file exists, after up to 0.1 ms.
            let deadline = Instant::now() + Duration::from_secs(30);
            let own = format!(".{}-", child.id());
            while !temps(&dir).iter().any(|t| t.contains(&own))
                && child.try_wait().unwrap().is_none()
                && Instant::now() < deadline
            {
                std::thread::sleep(Duration::from_micros(20));
            }
            std::thread::sleep(Duration::from_micros(rng.below(100)));
        }
        let pid = child.id();
        let _ = child.kill();
        let _ = child.wait();
        if temps(&dir).iter().any(|t| t.contains(&format!(".{pid}-"))) {
            mid_write += 1;
        }
        let text = fs::read_to_string(&out).unwrap();
        assert!(
            whole.contains(&text),
            "kill {kill}: the file is not whole ({} bytes)",
            text.len()
        );
    }
    eprintln!(
        "{mid_write} of 100 kills left their run's temporary file (killed mid-write); {} left in all",
        temps(&dir).len()
    );
    assert!(
        mid_write >= 10,
        "only {mid_write} kills landed during a write"
    );
    // The next run removes the temporary files of the dead runs.
    assert!(
        chesstab(&[&args("berf")[..], &["--out", out_arg]].concat())
            .status
            .success()
    );
    assert_eq!(listing(&dir), ["tables.rs"]);
    assert_eq!(fs::read_to_string(&out).unwrap(), outputs[1]);
    fs::remove_dir_all(&dir).unwrap();
}

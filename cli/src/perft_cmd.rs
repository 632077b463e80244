//! `chesstab perft`: count the leaves of the legal move tree, in any mapping, optionally per
//! root move.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use chesstab::sliders::PEXT_NATIVE;
use chesstab::{
    Befler, Befr, Berf, Berlef, Lefber, Lefr, Lerbef, Lerf, Mapping, Move, Position, STARTPOS_FEN,
    Tables,
};
use chesstab_tables::SliderMethod;
use clap::Args;

use crate::any_method::{self, AnyMethod};

const EXAMPLES: &str = "\
Examples:
  chesstab perft 5                                       from the initial position
  chesstab perft 4 --divide --mapping lefr               one line per root move, e.g. e2e4: 13160
  chesstab perft 5 --mapping berf --sliders rotated      any mapping, any slider method
  chesstab perft 5 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
  chesstab perft 3 --moves 'e2e4 c7c5' --divide          after playing moves (UCI)
  chesstab perft 4 --chess960 --fen 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'
  chesstab perft 4 --scharnagl 0 --divide                Chess960 start position 0 (BBQNNRKR)

The last line of standard output is always `Nodes searched: N`. On a terminal, standard error
shows the progress of long runs and the speed at the end; otherwise it stays empty.
Speed: the default mapping and slider method (LERF, black-magic) run a move generator of their
own with perft's last two plies fused, and so do LERF with pext in a build for a CPU with
BMI2 and LERF with hyperbola (in AVX2 lanes) in a build for a CPU with AVX2
(-C target-cpu=native); every other combination runs its mapping's generator with the
slider method chosen at run time and perft unfused (Position::perft_compact): slower than a
generator of its own, so that the command builds in seconds, not minutes (BENCHMARKS.md,
the command's build).
PEXT: `--sliders pext` runs the BMI2 instruction only in a build for a CPU with BMI2
(RUSTFLAGS='-C target-cpu=native' or '-C target-feature=+bmi2'); otherwise it runs a portable
loop several times slower, and the speed line says so.
For perftree, perftree-chesstab.sh (in the chesstab-cli package and repository) adapts the output.";

/// Count the leaves of the legal move tree to a depth (perft).
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct PerftArgs {
    /// Depth in plies, 0 to 64 (0 counts the position itself).
    depth: u32,
    #[command(flatten)]
    start: PositionArgs,
    /// Slider attack method, one of chesstab-tables' `SliderMethod::ALL` (help: [`sliders_help`]).
    #[arg(long, value_name = "METHOD", default_value = SliderMethod::default().name(), help = sliders_help())]
    sliders: String,
    /// Print the count below each root move, as `e2e4: 20`, root moves in UCI text order.
    #[arg(long)]
    divide: bool,
    /// Chess960: read X-FEN and Shredder-FEN castling fields (KQkq for the outermost rooks,
    /// or the rooks' file letters, e.g. HAha), and write and read castling moves as the king
    /// taking its own rook (e1h1), as UCI does with UCI_Chess960.
    #[arg(long)]
    chess960: bool,
}

/// The help of `--sliders`: every method with its description.
fn sliders_help() -> String {
    let methods: Vec<String> = SliderMethod::ALL
        .iter()
        .map(|m| format!("{m} ({})", m.description()))
        .collect();
    let (last, rest) = methods.split_last().expect("at least one slider method");
    format!("Slider attack method: {} or {last}", rest.join(", "))
}

/// Deeper than anyone can wait for (perft 15 of the initial position is about 2 × 10^21), and
/// shallow enough for the recursion's stack.
const MAX_DEPTH: u32 = 64;

pub fn run(args: &PerftArgs) -> Result<(), String> {
    if args.depth > MAX_DEPTH {
        return Err(format!(
            "depth {} is too deep; expected at most {MAX_DEPTH} (depth 7 of the initial \
             position already has 3 billion leaves)",
            args.depth
        ));
    }
    let mapping = args.start.mapping()?;
    let method: SliderMethod = args.sliders.parse().map_err(|e| format!("{e}"))?;
    if (mapping, method) == (Mapping::default(), SliderMethod::default()) {
        // The default mapping and method: a generator of its own, at full speed.
        return run_in::<Lerf>(args, Position::perft);
    }
    #[cfg(target_feature = "bmi2")]
    if (mapping, method) == (Mapping::default(), SliderMethod::Pext) {
        // Built for a CPU with BMI2 (`-C target-cpu=native`): PEXT in the default mapping has
        // a generator of its own too, the fastest one where `pext` is fast (BENCHMARKS.md).
        return run_in::<chesstab::WithPext<Lerf>>(args, Position::perft);
    }
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    if (mapping, method) == (Mapping::default(), SliderMethod::Hyperbola) {
        // Built for a CPU with AVX2: hyperbola quintessence in lanes has a generator of its
        // own in the default mapping, to be measured against the default's (BENCHMARKS.md).
        return run_in::<chesstab::WithHyperbola<Lerf>>(args, Position::perft);
    }
    // Any other: the mapping's generator with the method chosen at run time, and perft in
    // less code (`Position::perft_compact`).
    any_method::choose(method);
    match mapping {
        Mapping::Lerf => run_in::<AnyMethod<Lerf>>(args, Position::perft_compact),
        Mapping::Lerbef => run_in::<AnyMethod<Lerbef>>(args, Position::perft_compact),
        Mapping::Berlef => run_in::<AnyMethod<Berlef>>(args, Position::perft_compact),
        Mapping::Berf => run_in::<AnyMethod<Berf>>(args, Position::perft_compact),
        Mapping::Lefr => run_in::<AnyMethod<Lefr>>(args, Position::perft_compact),
        Mapping::Lefber => run_in::<AnyMethod<Lefber>>(args, Position::perft_compact),
        Mapping::Befler => run_in::<AnyMethod<Befler>>(args, Position::perft_compact),
        Mapping::Befr => run_in::<AnyMethod<Befr>>(args, Position::perft_compact),
    }
}

/// The position a command starts from, and its mapping (`perft` and `key`).
#[derive(Args, Debug)]
pub struct PositionArgs {
    /// The position as FEN (default: the initial position).
    #[arg(long, value_name = "FEN")]
    fen: Option<String>,
    /// Start from Chess960 start position N by Scharnagl's numbering (0 to 959; 518 is the
    /// standard position) instead of --fen; moves are then read as Chess960 moves (castling
    /// as the king taking its rook).
    #[arg(long, value_name = "N", conflicts_with = "fen")]
    scharnagl: Option<u16>,
    /// Moves to play from the position first, in UCI notation, separated by spaces.
    #[arg(long, value_name = "MOVES")]
    moves: Option<String>,
    /// Square mapping (help: [`crate::mapping_help`]).
    #[arg(long, value_name = "NAME", default_value = "LERF", help = crate::mapping_help())]
    mapping: String,
}

impl PositionArgs {
    /// `--mapping`, parsed.
    pub fn mapping(&self) -> Result<Mapping, String> {
        self.mapping.parse().map_err(|e| format!("{e}"))
    }

    /// The position of `--fen` (default: the initial position), then `--moves` (UCI, separated
    /// by spaces) played from it; `chess960`: read the FEN and the moves in Chess960 notation.
    ///
    /// Read in LERF, whatever `--mapping` says: a position is the same in every mapping
    /// ([`Position::convert`] carries it over), and one copy of the FEN reader and the move
    /// player is compiled instead of one per mapping.
    pub fn position(&self, chess960: bool) -> Result<Position<Lerf>, String> {
        if let Some(number) = self.scharnagl {
            let pos = Position::<Lerf>::chess960_startpos_in(number).ok_or_else(|| {
                format!("no Chess960 start position {number}; expected 0 to 959 (518 is the standard one)")
            })?;
            return self.play_moves(pos);
        }
        let fen = self.fen.as_deref().unwrap_or(STARTPOS_FEN);
        let mode = if chess960 {
            chesstab::CastlingMode::Chess960
        } else {
            chesstab::CastlingMode::Standard
        };
        let pos = Position::<Lerf>::from_fen_with_in(fen, mode).map_err(|e| {
            use chesstab::{FenError::Position as Impossible, PositionError as Why};
            let hint = match e {
                Impossible(Why::CastlingNeedsChess960 { .. } | Why::CastlingIsChess960 { .. }) => {
                    " (add --chess960)"
                }
                _ => "",
            };
            format!("invalid FEN: {e}{hint}")
        })?;
        self.play_moves(pos)
    }

    /// `pos` after `--moves`, played in UCI notation (in `pos`'s castling mode).
    fn play_moves(&self, mut pos: Position<Lerf>) -> Result<Position<Lerf>, String> {
        for text in self.moves.as_deref().unwrap_or("").split_ascii_whitespace() {
            pos = pos
                .play_uci(text)
                .map_err(|e| format!("cannot play the moves: {e} (position {pos})"))?;
        }
        Ok(pos)
    }
}

/// Perft from `args` in mapping `M`, counting each root move's subtree with `perft`.
fn run_in<M: Tables>(args: &PerftArgs, perft: fn(&Position<M>, u32) -> u64) -> Result<(), String> {
    let pos = args.start.position(args.chess960)?.convert::<M>();
    let method = args.sliders.parse().unwrap_or_default();
    let mut progress = Progress::new(std::io::stderr().is_terminal(), method);
    let mut out = std::io::stdout().lock();
    let write_error = |e: std::io::Error| format!("cannot write the output: {e}");

    let total = if args.depth == 0 {
        1
    } else {
        // Root move by root move, in UCI text order (the same in every mapping), which also
        // paces the progress display.
        let mut moves: Vec<Move<M>> = pos.legal_moves().to_vec();
        moves.sort_by_cached_key(ToString::to_string);
        let mut total = 0;
        for (done, &mv) in moves.iter().enumerate() {
            let nodes = perft(&pos.play(mv), args.depth - 1);
            total += nodes;
            if args.divide {
                progress.clear();
                writeln!(out, "{mv}: {nodes}").map_err(write_error)?;
                out.flush().map_err(write_error)?;
            }
            progress.show(done + 1, moves.len(), total);
        }
        total
    };
    progress.finish(total);
    if args.divide {
        writeln!(out).map_err(write_error)?;
    }
    writeln!(out, "Nodes searched: {total}").map_err(write_error)?;
    Ok(())
}

/// Progress on standard error when it is a terminal: root moves done and nodes so far, once a
/// run takes longer than a moment; the speed at the end.
struct Progress {
    enabled: bool,
    start: Instant,
    shown: bool,
    method: SliderMethod,
}

impl Progress {
    const DELAY: Duration = Duration::from_millis(300);

    fn new(enabled: bool, method: SliderMethod) -> Self {
        Progress {
            enabled,
            start: Instant::now(),
            shown: false,
            method,
        }
    }

    fn show(&mut self, done: usize, of: usize, nodes: u64) {
        if self.enabled && self.start.elapsed() >= Self::DELAY {
            eprint!("\r\x1b[Kroot move {done}/{of}, {nodes} nodes");
            self.shown = true;
        }
    }

    fn clear(&mut self) {
        if self.shown {
            eprint!("\r\x1b[K");
            self.shown = false;
        }
    }

    fn finish(&mut self, nodes: u64) {
        self.clear();
        let elapsed = self.start.elapsed();
        if self.enabled && elapsed >= Self::DELAY {
            eprintln!(
                "{}",
                speed_line(nodes, elapsed.as_secs_f64(), self.method, PEXT_NATIVE)
            );
        }
    }
}

/// The speed line at the end of a run; it says when PEXT runs the portable loop (`native`
/// is `false`: a build without BMI2).
fn speed_line(nodes: u64, seconds: f64, method: SliderMethod, native: bool) -> String {
    // Precision beyond 2^53 nodes does not matter for a displayed rate.
    #[allow(clippy::cast_precision_loss)]
    let rate = nodes as f64 / seconds / 1e6;
    let mut line = format!("{nodes} nodes in {seconds:.2} s ({rate:.1} million nodes per second)");
    if method == SliderMethod::Pext && !native {
        line.push_str(
            "; pext ran its portable loop: this build has no BMI2 (build with RUSTFLAGS=\"-C target-cpu=native\")",
        );
    }
    line
}

#[cfg(test)]
mod speed_tests {
    use chesstab_tables::SliderMethod;

    use super::speed_line;

    #[test]
    fn the_speed_line_says_when_pext_runs_the_portable_loop() {
        let portable = speed_line(2_000_000, 1.0, SliderMethod::Pext, false);
        assert!(
            portable.starts_with(
                "2000000 nodes in 1.00 s (2.0 million nodes per second); pext ran its portable loop"
            ),
            "{portable}"
        );
        assert!(!speed_line(2_000_000, 1.0, SliderMethod::Pext, true).contains("portable"));
        assert!(!speed_line(2_000_000, 1.0, SliderMethod::Magic, false).contains("portable"));
    }
}

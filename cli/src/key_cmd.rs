//! `chesstab key`: the PolyGlot key of a position, the same in every mapping.

use chesstab::{Befler, Befr, Berf, Berlef, Lefber, Lefr, Lerbef, Lerf, Mapping, Tables};
use clap::Args;

use crate::any_method::AnyMethod;
use crate::perft_cmd::PositionArgs;

const EXAMPLES: &str = "\
Examples:
  chesstab key                                    the initial position: 0x463B96181691FC9C
  chesstab key --moves 'e2e4 d7d5'                after playing moves (UCI)
  chesstab key --fen '4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1' --mapping lefr

The key is the one PolyGlot opening books (.bin) are sorted by: the same in every mapping.";

/// Print the PolyGlot key of a position, as 0x and 16 hex digits.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct KeyArgs {
    #[command(flatten)]
    start: PositionArgs,
}

pub fn run(args: &KeyArgs) -> Result<(), String> {
    let key = match args.start.mapping()? {
        Mapping::Lerf => key::<AnyMethod<Lerf>>(args),
        Mapping::Lerbef => key::<AnyMethod<Lerbef>>(args),
        Mapping::Berlef => key::<AnyMethod<Berlef>>(args),
        Mapping::Berf => key::<AnyMethod<Berf>>(args),
        Mapping::Lefr => key::<AnyMethod<Lefr>>(args),
        Mapping::Lefber => key::<AnyMethod<Lefber>>(args),
        Mapping::Befler => key::<AnyMethod<Befler>>(args),
        Mapping::Befr => key::<AnyMethod<Befr>>(args),
    }?;
    println!("0x{key:016X}");
    Ok(())
}

fn key<M: Tables>(args: &KeyArgs) -> Result<u64, String> {
    // Computed from the mapping's own key tables.
    let pos = args.start.position(false)?.convert::<M>();
    Ok(pos.polyglot_key_from_scratch())
}

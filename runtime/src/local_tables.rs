//! Copies of the tables the move generator indexes with constants, as constants of whichever
//! crate uses them.
//!
//! A mapping's `RuntimeTables` is a constant reference to statics defined in this crate, so
//! generic code instantiated in another crate (an engine's, or the command's) cannot see their
//! values: a pawn shift toward a direction known at compile time loaded the direction's edge
//! mask and step and branched on the step's sign at run time. An associated constant is
//! evaluated where it is used, so the mask and the step become immediates and the branch goes.
//! (The attack tables gain nothing this way: they are indexed by squares known only at run
//! time, and copies of the leaper tables measured slightly slower.)

use core::marker::PhantomData;

use crate::Tables;

/// The constants of mapping `M`.
pub(crate) struct Local<M>(PhantomData<M>);

impl<M: Tables> Local<M> {
    /// `step_masks`: for each direction, the squares that stay on the board moving one step.
    pub(crate) const STEP_MASKS: [u64; 8] = *M::TABLES.step_masks;
    /// `steps`: for each direction, the index increment of one step.
    pub(crate) const STEPS: [i8; 8] = *M::TABLES.steps;
    /// `ranks`: the squares of each rank.
    pub(crate) const RANKS: [u64; 8] = *M::TABLES.ranks;
}

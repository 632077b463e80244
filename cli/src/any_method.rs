//! A mapping whose slider method is chosen at run time: one move generator per mapping serves
//! every method, where a type per mapping and method compiled 64 generators (most of the
//! command's build). Each lookup dispatches on the method, a branch that always goes the
//! same way; `perft` and `key` use these types for everything but the default mapping and
//! method, which keep their own specialised generator (BENCHMARKS.md, "The command's build").

use core::marker::PhantomData;
use std::sync::atomic::{AtomicU8, Ordering};

use chesstab::sliders::{
    BlackMagicOccupancy, ClassicalOccupancy, HyperbolaOccupancy, KindergartenOccupancy,
    MagicOccupancy, ObstructionOccupancy, PextOccupancy, RotatedOccupancy,
};
use chesstab::{Bitboard, RuntimeTables, SliderOccupancy, Square, Tables};
use chesstab_tables::SliderMethod;

/// The method occupancies made from now on use ([`choose`]).
static METHOD: AtomicU8 = AtomicU8::new(0);

/// Makes every [`AnyMethod`] occupancy created after this call use `method`.
pub fn choose(method: SliderMethod) {
    let index = SliderMethod::ALL
        .iter()
        .position(|&m| m == method)
        .expect("a method of SliderMethod::ALL");
    METHOD.store(index as u8, Ordering::Relaxed);
}

fn chosen() -> SliderMethod {
    SliderMethod::ALL[usize::from(METHOD.load(Ordering::Relaxed))]
}

/// Mapping `M` with the slider method of [`choose`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AnyMethod<M>(PhantomData<M>);

impl<M: Tables> Tables for AnyMethod<M> {
    const TABLES: &'static RuntimeTables = M::TABLES;
    type Occupancy = AnyOccupancy<M>;
}

macro_rules! any_occupancy {
    ($($method:ident => $variant:ident($occupancy:ident)),* $(,)?) => {
        /// The occupancy of the chosen method, whichever it is.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum AnyOccupancy<M: Tables> {
            $(
                #[allow(missing_docs)]
                $variant($occupancy<AnyMethod<M>>),
            )*
        }

        impl<M: Tables> Default for AnyOccupancy<M> {
            fn default() -> Self {
                Self::new(Bitboard::EMPTY)
            }
        }

        impl<M: Tables> SliderOccupancy<AnyMethod<M>> for AnyOccupancy<M> {
            #[inline]
            fn new(occupied: Bitboard<AnyMethod<M>>) -> Self {
                match chosen() {
                    $(SliderMethod::$method => Self::$variant($occupancy::new(occupied)),)*
                }
            }

            #[inline]
            fn bitboard(&self) -> Bitboard<AnyMethod<M>> {
                match self {
                    $(Self::$variant(o) => o.bitboard(),)*
                }
            }

            #[inline]
            fn toggle(&mut self, square: Square<AnyMethod<M>>) {
                match self {
                    $(Self::$variant(o) => o.toggle(square),)*
                }
            }

            #[inline]
            fn rook(&self, square: Square<AnyMethod<M>>) -> Bitboard<AnyMethod<M>> {
                match self {
                    $(Self::$variant(o) => o.rook(square),)*
                }
            }

            #[inline]
            fn bishop(&self, square: Square<AnyMethod<M>>) -> Bitboard<AnyMethod<M>> {
                match self {
                    $(Self::$variant(o) => o.bishop(square),)*
                }
            }

            #[inline]
            fn bishop_and_rook(
                &self,
                square: Square<AnyMethod<M>>,
            ) -> (Bitboard<AnyMethod<M>>, Bitboard<AnyMethod<M>>) {
                match self {
                    $(Self::$variant(o) => o.bishop_and_rook(square),)*
                }
            }
        }
    };
}

any_occupancy! {
    Magic => Magic(MagicOccupancy),
    Pext => Pext(PextOccupancy),
    Rotated => Rotated(RotatedOccupancy),
    Classical => Classical(ClassicalOccupancy),
    BlackMagic => BlackMagic(BlackMagicOccupancy),
    Hyperbola => Hyperbola(HyperbolaOccupancy),
    Obstruction => Obstruction(ObstructionOccupancy),
    Kindergarten => Kindergarten(KindergartenOccupancy),
}

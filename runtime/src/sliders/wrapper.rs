//! The wrappers that choose a slider method for a mapping: `WithPext<Lerf>` is LERF with its
//! tables and PEXT lookups. Each method's module makes its own with [`wrapper!`].

/// Defines `$name<M>`: mapping `M`, its tables, and the slider method whose occupancy is
/// `$occupancy`.
macro_rules! wrapper {
    ($(#[$doc:meta])* $name:ident, $occupancy:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name<M>(core::marker::PhantomData<M>);

        impl<M: crate::Tables> crate::Tables for $name<M> {
            const TABLES: &'static crate::RuntimeTables = M::TABLES;
            type Occupancy = $occupancy<Self>;
        }
    };
}
pub(super) use wrapper;

//! Tables from raw bytes, for the attribute macros' expansions of big tables: rustc reads a
//! byte string as one token, where the same table written as hex literals is tens of thousands
//! of tokens to pass from the macro, parse and type-check (BENCHMARKS.md, "What each door
//! costs a build"). The runtime includes its big tables the same way, with `include_bytes!`
//! (from its checked-in `generated/`). It lives in the facade, not the runtime, so that the macros work without
//! the runtime (`default-features = false`).

/// Element types of which every bit pattern is a valid value: the primitive integers and
/// arrays of them. Sealed: no other type can implement it.
///
/// # Safety
///
/// Implemented only here, for types with no padding and no invalid bit pattern.
pub unsafe trait Plain: Copy + sealed::Sealed {}

mod sealed {
    pub trait Sealed {}
}

macro_rules! plain {
    ($($t:ty)*) => {$(
        impl sealed::Sealed for $t {}
        // SAFETY: a primitive integer: no padding, every bit pattern a value.
        unsafe impl Plain for $t {}
    )*};
}
plain!(u8 i8 u16 i16 u32 i32 u64 i64);

impl<T: Plain, const K: usize> sealed::Sealed for [T; K] {}
// SAFETY: an array of `Plain` elements has no padding between them and no invalid pattern.
unsafe impl<T: Plain, const K: usize> Plain for [T; K] {}

/// The same bytes seen as `N` values of `T`.
#[repr(C)]
union Bytes<T: Copy, const N: usize, const M: usize> {
    bytes: [u8; M],
    values: [T; N],
}

/// `N` values of `T` from their `M` bytes in the target's byte order: a `const fn` the
/// macros' expansions call in a `static` initialiser, so that no `unsafe` appears in the
/// user's crate.
///
/// # Panics
///
/// At compile time (in a `static` initialiser), when `M` is not `N` times the size of `T`.
///
/// ```
/// use chesstab::__private::from_ne_bytes;
/// static T: [u16; 2] = from_ne_bytes(if cfg!(target_endian = "little") {
///     [1, 0, 2, 0]
/// } else {
///     [0, 1, 0, 2]
/// });
/// assert_eq!(T, [1, 2]);
/// ```
pub const fn from_ne_bytes<T: Plain, const N: usize, const M: usize>(bytes: [u8; M]) -> [T; N] {
    assert!(
        M == N * size_of::<T>(),
        "the byte string does not hold exactly the table's values"
    );
    // SAFETY: `bytes` fills every byte of `values` (the sizes are equal, asserted above), and
    // every bit pattern is a valid `T` (`Plain`).
    unsafe { Bytes::<T, N, M> { bytes }.values }
}

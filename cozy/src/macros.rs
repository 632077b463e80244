//! The crate's own helper macros: fieldless enums numbered from zero, their one-character
//! names, and the unit error types of the parsers.

/// A fieldless `#[repr(u8)]` enum numbered 0, 1, … in declaration order, with `NUM`, `ALL`,
/// `try_index`, `index` and `index_const`. `$example` is a variant, used by the examples.
macro_rules! indexed_enum {
    (
        $(#[$attr:meta])*
        pub enum $name:ident ($example:ident) {
            $($(#[$variant_attr:meta])* $variant:ident),* $(,)?
        }
    ) => {
        $(#[$attr])*
        #[repr(u8)]
        pub enum $name {
            $($(#[$variant_attr])* $variant),*
        }

        impl $name {
            #[doc = concat!("The number of [`", stringify!($name), "`] variants.")]
            #[doc = ""]
            #[doc = "```"]
            #[doc = concat!("use chesstab_cozy::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::NUM, ", stringify!($name), "::ALL.len());")]
            #[doc = "```"]
            pub const NUM: usize = [$(Self::$variant),*].len();

            #[doc = concat!("Every [`", stringify!($name), "`], in index order.")]
            #[doc = ""]
            #[doc = "```"]
            #[doc = concat!("use chesstab_cozy::", stringify!($name), ";")]
            #[doc = concat!("for (i, v) in ", stringify!($name), "::ALL.into_iter().enumerate() {")]
            #[doc = "    assert_eq!(v as usize, i);"]
            #[doc = "}"]
            #[doc = "```"]
            pub const ALL: [Self; Self::NUM] = [$(Self::$variant),*];

            #[doc = concat!("The [`", stringify!($name), "`] with this index, or `None` past the last.")]
            #[doc = ""]
            #[doc = "```"]
            #[doc = concat!("use chesstab_cozy::", stringify!($name), ";")]
            #[doc = concat!("let v = ", stringify!($name), "::", stringify!($example), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::try_index(v as usize), Some(v));")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::try_index(", stringify!($name), "::NUM), None);")]
            #[doc = "```"]
            #[inline(always)]
            pub const fn try_index(index: usize) -> Option<Self> {
                if index < Self::NUM {
                    // SAFETY: the enum is `repr(u8)` with the discriminants 0..NUM in order,
                    // and `index` is below NUM.
                    Some(unsafe { core::mem::transmute::<u8, Self>(index as u8) })
                } else {
                    None
                }
            }

            #[doc = concat!("The [`", stringify!($name), "`] with this index.")]
            #[doc = ""]
            #[doc = "# Panics"]
            #[doc = ""]
            #[doc = "If the index is `NUM` or more."]
            #[doc = ""]
            #[doc = "```"]
            #[doc = concat!("use chesstab_cozy::", stringify!($name), ";")]
            #[doc = concat!("let v = ", stringify!($name), "::", stringify!($example), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::index(v as usize), v);")]
            #[doc = "```"]
            #[inline(always)]
            pub fn index(index: usize) -> Self {
                match Self::try_index(index) {
                    Some(value) => value,
                    None => panic!(
                        "index {} is out of range for {} (0..{})",
                        index,
                        stringify!($name),
                        Self::NUM
                    ),
                }
            }

            #[doc = concat!("[`", stringify!($name), "::index`] in constant expressions.")]
            #[doc = ""]
            #[doc = "# Panics"]
            #[doc = ""]
            #[doc = "If the index is `NUM` or more (a compile error in a constant)."]
            #[doc = ""]
            #[doc = "```"]
            #[doc = concat!("use chesstab_cozy::", stringify!($name), ";")]
            #[doc = concat!("const FIRST: ", stringify!($name), " = ", stringify!($name), "::index_const(0);")]
            #[doc = concat!("assert_eq!(FIRST, ", stringify!($name), "::ALL[0]);")]
            #[doc = "```"]
            #[inline(always)]
            pub const fn index_const(index: usize) -> Self {
                match Self::try_index(index) {
                    Some(value) => value,
                    None => panic!(concat!("index out of range for ", stringify!($name))),
                }
            }
        }
    };
}

/// A unit error type (a struct, or an enum of unit variants) with its message as `Display`
/// and `core::error::Error`.
macro_rules! unit_error {
    (
        $(#[$attr:meta])*
        pub struct $error:ident = $message:expr;
    ) => {
        $(#[$attr])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $error;

        impl core::fmt::Display for $error {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str($message)
            }
        }

        impl core::error::Error for $error {}
    };
    (
        $(#[$attr:meta])*
        pub enum $error:ident {
            $($variant:ident = $message:expr),* $(,)?
        }
    ) => {
        $(#[$attr])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $error {
            $(#[doc = $message] $variant),*
        }

        impl core::fmt::Display for $error {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(match self {
                    $(Self::$variant => $message),*
                })
            }
        }

        impl core::error::Error for $error {}
    };
}

/// One-character names for an enum: `From<$name> for char`, `TryFrom<char>`, `FromStr` (one
/// character exactly) and `Display`, with the error type `$error`.
macro_rules! char_names {
    ($name:ident, $error:ident { $($variant:ident = $char:literal),* $(,)? }) => {
        $crate::macros::unit_error! {
            #[doc = concat!("The text was not the name of a [`", stringify!($name), "`].")]
            #[doc = ""]
            #[doc = "```"]
            #[doc = concat!("use chesstab_cozy::{", stringify!($name), ", ", stringify!($error), "};")]
            #[doc = concat!("assert_eq!(\"?\".parse::<", stringify!($name), ">(), Err(", stringify!($error), "));")]
            #[doc = "```"]
            pub struct $error = concat!("The value was not a valid `", stringify!($name), "`.");
        }

        impl From<$name> for char {
            #[inline]
            fn from(value: $name) -> char {
                match value {
                    $($name::$variant => $char),*
                }
            }
        }

        impl TryFrom<char> for $name {
            type Error = $error;

            #[inline]
            fn try_from(c: char) -> Result<Self, $error> {
                match c {
                    $($char => Ok(Self::$variant),)*
                    _ => Err($error),
                }
            }
        }

        impl core::str::FromStr for $name {
            type Err = $error;

            fn from_str(s: &str) -> Result<Self, $error> {
                let mut chars = s.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => c.try_into(),
                    _ => Err($error),
                }
            }
        }

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Display::fmt(&char::from(*self), f)
            }
        }
    };
}

pub(crate) use {char_names, indexed_enum, unit_error};

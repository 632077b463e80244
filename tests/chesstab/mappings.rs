//! Macros that run a generic check in every built-in mapping (and with every slider method).
//! `main.rs` declares this module first, with `#[macro_use]`: the modules after it see them.
#![allow(unused_macros)]

/// Calls `$f::<M>(args…)` (a generic function) for each of the eight built-in mappings (with
/// black magic lookups, the default).
macro_rules! for_each_mapping {
    ($f:ident $(, $arg:expr)* $(,)?) => {{
        $f::<chesstab::Lerf>($($arg),*);
        $f::<chesstab::Lerbef>($($arg),*);
        $f::<chesstab::Berlef>($($arg),*);
        $f::<chesstab::Berf>($($arg),*);
        $f::<chesstab::Lefr>($($arg),*);
        $f::<chesstab::Lefber>($($arg),*);
        $f::<chesstab::Befler>($($arg),*);
        $f::<chesstab::Befr>($($arg),*);
    }};
}

/// Calls `$f::<M>()` for each of the eight built-in mappings with each slider method chosen by
/// a wrapper: magic, PEXT, rotated, classical, black magic, hyperbola quintessence, obstruction difference
/// and kindergarten.
macro_rules! for_each_mapping_and_slider_method {
    ($f:ident) => {{
        for_each_mapping_and_slider_method!(@method $f, WithMagic);
        for_each_mapping_and_slider_method!(@method $f, WithPext);
        for_each_mapping_and_slider_method!(@method $f, WithRotated);
        for_each_mapping_and_slider_method!(@method $f, WithClassical);
        for_each_mapping_and_slider_method!(@method $f, WithBlackMagic);
        for_each_mapping_and_slider_method!(@method $f, WithHyperbola);
        for_each_mapping_and_slider_method!(@method $f, WithObstruction);
        for_each_mapping_and_slider_method!(@method $f, WithKindergarten);
    }};
    (@method $f:ident, $method:ident) => {{
        $f::<chesstab::$method<chesstab::Lerf>>();
        $f::<chesstab::$method<chesstab::Lerbef>>();
        $f::<chesstab::$method<chesstab::Berlef>>();
        $f::<chesstab::$method<chesstab::Berf>>();
        $f::<chesstab::$method<chesstab::Lefr>>();
        $f::<chesstab::$method<chesstab::Lefber>>();
        $f::<chesstab::$method<chesstab::Befler>>();
        $f::<chesstab::$method<chesstab::Befr>>();
    }};
}

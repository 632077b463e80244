//! The catalogue in the crate documentation (`tables/docs/catalogue.md`, included by
//! `src/lib.rs`) is what `CATALOGUE` says, so it cannot go stale. After an intended change of
//! the catalogue, regenerate it with
//! `CHESSTAB_UPDATE_DOCS=1 cargo test -p chesstab-tables --test tables catalogue_docs` and review the
//! diff.

use chesstab_tables::__private::render::catalogue_doc::markdown;

#[test]
fn the_documented_catalogue_is_the_catalogue() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/catalogue.md");
    let expected = markdown();
    if std::env::var_os("CHESSTAB_UPDATE_DOCS").is_some() {
        std::fs::write(path, &expected).unwrap();
    }
    let actual = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        actual == expected,
        "{path} is stale: regenerate it with CHESSTAB_UPDATE_DOCS=1 cargo test -p chesstab-tables --test tables catalogue_docs"
    );
}

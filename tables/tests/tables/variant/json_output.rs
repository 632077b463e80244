//! The JSON output parsed back: every table's every value, at the place its axes give it,
//! equal to the computed tables', for a 64-bit and a 128-bit board in every method, with the
//! mailbox's tables in both layouts.

use chesstab_tables::Mapping;
use chesstab_tables::variant::{
    AnyTables, Layout, Method, Spec, SquareSet, Values, Variant, VariantTables, render,
};
use serde_json::Value;

/// A set written as a hexadecimal string of the set's width, most significant word first.
fn set_of<S: SquareSet>(v: &Value) -> S {
    let text = v.as_str().expect("a set is a string");
    let digits = text.strip_prefix("0x").expect("a set starts with 0x");
    assert_eq!(digits.len(), 16 * S::WORDS, "{text}: the set's width");
    let mut out = S::EMPTY;
    for (i, c) in digits.chars().rev().enumerate() {
        let nibble = c.to_digit(16).expect("a hexadecimal digit");
        for bit in 0..4 {
            if nibble >> bit & 1 == 1 {
                out |= S::square((i * 4 + bit) as u32);
            }
        }
    }
    out
}

fn number(v: &Value, field: &str) -> i64 {
    v[field]
        .as_i64()
        .unwrap_or_else(|| panic!("{field} in {v}"))
}

/// The value at flat index `i` of `table`'s values equals the JSON value `v`.
fn check_value<S: SquareSet>(name: &str, values: &Values<S>, i: usize, v: &Value) {
    let n = |x: &Value| x.as_i64().unwrap_or_else(|| panic!("{name}[{i}]: {x}"));
    match values {
        Values::Sets(s) => assert_eq!(set_of::<S>(v), s[i], "{name}[{i}]"),
        Values::Bytes(b) => assert_eq!(n(v), i64::from(b[i]), "{name}[{i}]"),
        Values::Signed(b) => assert_eq!(n(v), i64::from(b[i]), "{name}[{i}]"),
        Values::Packed { values, .. } => {
            assert_eq!(v.as_u64(), Some(values[i]), "{name}[{i}]");
        }
        Values::Magic(e) => {
            assert_eq!(set_of::<S>(&v["mask"]), e[i].mask, "{name}[{i}]");
            assert_eq!(set_of::<S>(&v["magic"]), e[i].magic, "{name}[{i}]");
            assert_eq!(number(v, "shift"), i64::from(e[i].shift), "{name}[{i}]");
            assert_eq!(number(v, "offset"), e[i].offset as i64, "{name}[{i}]");
        }
        Values::Pext(e) => {
            assert_eq!(set_of::<S>(&v["mask"]), e[i].mask, "{name}[{i}]");
            assert_eq!(number(v, "offset"), e[i].offset as i64, "{name}[{i}]");
        }
        Values::Compressed(e) => {
            assert_eq!(set_of::<S>(&v["mask"]), e[i].mask, "{name}[{i}]");
            assert_eq!(set_of::<S>(&v["pseudo"]), e[i].pseudo, "{name}[{i}]");
            assert_eq!(number(v, "offset"), e[i].offset as i64, "{name}[{i}]");
            assert_eq!(
                number(v, "mask_low_bits"),
                i64::from(e[i].mask_low_bits),
                "{name}[{i}]"
            );
            assert_eq!(
                number(v, "pseudo_low_bits"),
                i64::from(e[i].pseudo_low_bits),
                "{name}[{i}]"
            );
        }
    }
}

/// Walks the nested arrays of `v` along `lens`, checking each leaf; returns the leaves seen.
fn walk<S: SquareSet>(
    name: &str,
    values: &Values<S>,
    lens: &[usize],
    v: &Value,
    start: usize,
) -> usize {
    let Some((&len, rest)) = lens.split_first() else {
        check_value(name, values, start, v);
        return 1;
    };
    let items = v.as_array().unwrap_or_else(|| panic!("{name}: an array"));
    assert_eq!(items.len(), len, "{name}: an axis' length");
    let stride: usize = rest.iter().product();
    items
        .iter()
        .enumerate()
        .map(|(i, item)| walk(name, values, rest, item, start + i * stride))
        .sum()
}

fn tables_match<S: SquareSet>(t: &VariantTables<S>, json: &str) {
    let parsed: Value = serde_json::from_str(json).expect("the output is JSON");
    let b = t.board;
    assert_eq!(parsed["board"]["files"], u64::from(b.files()));
    assert_eq!(parsed["board"]["ranks"], u64::from(b.ranks()));
    assert_eq!(parsed["board"]["mapping"], b.mapping().to_string());
    assert_eq!(parsed["board"]["bits"], u64::from(S::BITS));
    let written = parsed["tables"].as_object().expect("tables is an object");
    assert_eq!(written.len(), t.tables.len());
    for table in &t.tables {
        let v = &written[&table.name];
        let lens: Vec<usize> = table.axes.iter().map(|a| a.1).collect();
        let leaves = walk(&table.name, &table.values, &lens, v, 0);
        assert_eq!(leaves, table.values.len(), "{}", table.name);
    }
    let lookups = parsed["lookups"].as_array().expect("lookups is an array");
    let names: Vec<&str> = lookups
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    let expected: Vec<&str> = t.lookups.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, expected);
}

#[test]
fn json_holds_every_value_of_every_table() {
    // Shogi: the mask layout on a side of 9 and more than eight pieces' bits, no slider.
    for (variant, mapping, layout, methods) in [
        ("makruk", Mapping::Lefr, Layout::Mask, &Method::ALL[..]),
        (
            "xiangqi",
            Mapping::Befler,
            Layout::Compact,
            &Method::ALL[..],
        ),
        ("shogi", Mapping::Lerf, Layout::Mask, &[]),
    ] {
        let spec = Spec::new(Variant::preset(variant).unwrap(), mapping)
            .methods(methods)
            .mailbox(Some(layout));
        let tables = spec.compute().unwrap();
        let json = render::json(&tables, "test");
        match &tables {
            AnyTables::U64(t) => tables_match(t, &json),
            AnyTables::U128(t) => tables_match(t, &json),
        }
    }
}

//! The check of the crate's layering (see the crate documentation): every `crate::…` path in
//! the code of a module names a module of a lower layer, or the module itself.

use std::path::{Path, PathBuf};

/// The layers, lowest first: a module may import from the modules of the layers before its
/// own, and from itself.
const LAYERS: &[&[&str]] = &[
    &["elem", "suggest", "whole_file"],
    &[
        "bits",
        "castling_order",
        "direction",
        "mailbox",
        "mapping",
        "records",
    ],
    &["family", "nnue", "reference", "x88"],
    &["variant"],
    &["catalogue"],
    &["entry_layout", "slider_method"],
    &["lists"],
    &["runtime_reads"],
    &["table"],
    &["error"],
    &["file_set", "selection", "threat_map"],
    &["compute"],
    &["render"],
    &["builder", "runtime_files"],
];

/// Modules outside the layering: the crate root (its re-exports and `__private`), this test
/// and the lean build's.
const OUTSIDE: &[&str] = &["lib", "layers", "lean_build"];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// Every `.rs` file under `dir`, sorted.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The line without its `"…"` string literals and its trailing `//` comment.
fn code_of(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        if in_string {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '/' if chars.peek() == Some(&'/') => break,
            _ => out.push(c),
        }
    }
    out
}

/// The first segments after each `crate::` of `code`: `crate::a::b` names `a`,
/// `crate::{a, b::c}` names `a` and `b`.
fn crate_paths(code: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    for (pos, _) in code.match_indices("crate::") {
        let before = code[..pos].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        let rest = &code[pos + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && !c.is_whitespace() => {
                        item_start = false;
                        out.push(ident(&group[i..]));
                    }
                    _ => {}
                }
            }
        } else {
            out.push(ident(rest));
        }
    }
    out.retain(|name| !name.is_empty());
    out
}

#[test]
fn crate_paths_are_found_in_code() {
    assert_eq!(crate_paths("use crate::table::Table;"), ["table"]);
    assert_eq!(
        crate_paths("use crate::{elem::{Elem, Record}, mapping::Mapping};"),
        ["elem", "mapping"]
    );
    assert_eq!(
        crate_paths("pub(crate) fn f() -> $crate::X"),
        [] as [&str; 0]
    );
    assert_eq!(code_of(r#"let s = "crate::x"; // crate::y"#), "let s = ; ");
}

#[test]
fn every_module_imports_only_from_lower_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut wrong = Vec::new();
    for file in sources(&src) {
        let rel = file.strip_prefix(&src).expect("under src/");
        let top = rel
            .components()
            .next()
            .and_then(|c| c.as_os_str().to_str())
            .expect("a UTF-8 path")
            .trim_end_matches(".rs");
        if OUTSIDE.contains(&top) {
            continue;
        }
        let Some(own) = layer_of(top) else {
            wrong.push(format!(
                "src/{}: module {top} is in no layer of src/layers.rs",
                rel.display()
            ));
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for name in crate_paths(&code_of(line)) {
                match layer_of(&name) {
                    _ if name == top => {}
                    Some(layer) if layer < own => {}
                    Some(_) => wrong.push(format!(
                        "src/{}:{}: {top} imports {name}, which is not below it",
                        rel.display(),
                        n + 1
                    )),
                    None => wrong.push(format!(
                        "src/{}:{}: crate::{name} is not a module; import it from the module that defines it",
                        rel.display(),
                        n + 1
                    )),
                }
            }
        }
    }
    assert!(wrong.is_empty(), "layering broken:\n{}", wrong.join("\n"));
}

/// The module path of a source file under `src/`: `render/rust.rs` is `["render", "rust"]`,
/// `compute/magic/mod.rs` is `["compute", "magic"]`.
fn module_path(rel: &Path) -> Vec<String> {
    let mut path: Vec<String> = rel
        .components()
        .filter_map(|c| c.as_os_str().to_str())
        .map(|c| c.trim_end_matches(".rs").to_owned())
        .collect();
    if path.last().is_some_and(|last| last == "mod") {
        path.pop();
    }
    path
}

/// The sibling modules (children of `parent`) that `code` names, through `crate::…` or
/// `super::…` paths.
fn sibling_paths(code: &str, parent: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for (pos, _) in code.match_indices("super::") {
        let before = code[..pos].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let rest = &code[pos + "super::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        out.push(name);
    }
    let prefix = format!("crate::{}::", parent.join("::"));
    for (pos, _) in code.match_indices(&prefix) {
        let rest = &code[pos + prefix.len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        out.push(name);
    }
    out.retain(|name| !name.is_empty());
    out
}

#[test]
fn sibling_paths_are_found_in_code() {
    let render = ["render".to_owned()];
    assert_eq!(sibling_paths("use super::rust::x;", &render), ["rust"]);
    assert_eq!(
        sibling_paths("use crate::render::tokens;", &render),
        ["tokens"]
    );
    assert_eq!(sibling_paths("a::super::b", &render), [] as [&str; 0]);
}

/// No two modules of one parent import each other, directly or through others (the layers
/// order the top-level modules; this orders the modules inside each of them).
#[test]
fn no_import_cycle_between_sibling_modules() {
    use std::collections::{BTreeMap, BTreeSet};
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // (parent, module) -> the siblings it imports
    let mut edges: BTreeMap<(Vec<String>, String), BTreeSet<String>> = BTreeMap::new();
    for file in sources(&src) {
        let rel = file.strip_prefix(&src).expect("under src/");
        let mut path = module_path(rel);
        let Some(own) = path.pop() else { continue };
        if path.is_empty() {
            continue; // top-level modules: the layers check orders them
        }
        let text = std::fs::read_to_string(&file).expect("a source file");
        let imports = edges.entry((path.clone(), own.clone())).or_default();
        for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for name in sibling_paths(&code_of(line), &path) {
                if name != own {
                    imports.insert(name);
                }
            }
        }
    }
    // Depth-first search from every module, along imports of the same parent.
    let mut cycles = Vec::new();
    for (parent, start) in edges.keys() {
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((module, trail)) = stack.pop() {
            let Some(next) = edges.get(&(parent.clone(), module.clone())) else {
                continue;
            };
            for to in next {
                if to == start {
                    cycles.push(format!(
                        "{}: {} -> {to}",
                        parent.join("/"),
                        trail.join(" -> ")
                    ));
                } else if seen.insert(to.clone()) {
                    let mut longer = trail.clone();
                    longer.push(to.clone());
                    stack.push((to.clone(), longer));
                }
            }
        }
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

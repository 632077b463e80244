#!/usr/bin/env python3
"""Every link of the documentation rustdoc wrote leads somewhere.

    scripts/check-doc-links.py DOC_DIR CRATE...    # .ci/run: target/doc chesstab chesstab_tables …

Opens every HTML page under DOC_DIR/CRATE, for each CRATE given that the build documented (at
least one must be), and checks each `<a href>` that stays inside DOC_DIR: the file it names
exists and, when the link has a `#fragment`, that page has an element with that `id` (or
`name`). A link that rustdoc could not place (an item of a crate documented without an HTML
root) is printed as literal brackets, `[<code>name</code>]`, without a warning: those are
reported too. Links that leave DOC_DIR (docs.rs, doc.rust-lang.org, the repository) are not
followed: the check runs offline.

A page left by an earlier build with other features would pass for one this build wrote:
.ci/run empties the documentation (`cargo clean --doc`, which also makes Cargo write every
page again) before each build it checks. Exits 1 and lists each broken link (page, link, what
is missing) when there is one.
"""

import os
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
    """The ids and the links of one page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("id", "name") and value is not None:
                self.ids.add(value)
            elif name == "href" and tag == "a" and value is not None:
                self.links.append(value)


# The schemes of links that leave the documentation, not followed.
WEB = ("http", "https", "mailto")

pages = {}


def page(path):
    """Parses a page once, however many links lead to it."""
    if path not in pages:
        parser = Page()
        with open(path, encoding="utf-8") as f:
            text = f.read()
        parser.feed(text)
        parser.literal_brackets = "[<code>" in text
        pages[path] = parser
    return pages[path]


def is_line_anchor(doc_dir, path, fragment):
    """A source page's line or line range (`#12`, `#12-40`), which its script highlights."""
    parts = fragment.split("-")
    in_sources = os.path.relpath(path, doc_dir).split(os.sep)[0] == "src"
    return in_sources and len(parts) <= 2 and all(p.isdigit() for p in parts)


def broken_links(doc_dir, crates):
    doc_dir = os.path.realpath(doc_dir)
    problems = {}  # in the order found, each once (a page may repeat a link)
    checked = 0
    for crate in crates:
        root = os.path.join(doc_dir, crate)
        if not os.path.isdir(root):
            continue
        for directory, _, files in os.walk(root):
            for name in sorted(files):
                if not name.endswith(".html"):
                    continue
                source = os.path.join(directory, name)
                shown = os.path.relpath(source, doc_dir)
                checked += 1
                this = page(source)
                if this.literal_brackets:
                    problems.setdefault(f"{shown}: a link printed as literal brackets ([<code>…)")
                for link in this.links:
                    parts = urlsplit(link)
                    if parts.scheme in WEB or parts.netloc:
                        continue
                    if parts.scheme == "slice":
                        # The standard library's own slice docs, shown under "Methods from
                        # Deref<Target = [T]>" of a type that derefs to a slice: rustdoc
                        # leaves their `slice::…` links unresolved there.
                        continue
                    if parts.scheme:
                        # An intra-doc path rustdoc did not resolve, written as it stands
                        # (`crate::__private::…` reads as a scheme `crate`).
                        problems.setdefault(f"{shown}: {link}: not a link rustdoc resolved")
                        continue
                    if parts.path:
                        target = os.path.normpath(os.path.join(directory, unquote(parts.path)))
                    else:
                        target = source
                    if not (target == doc_dir or target.startswith(doc_dir + os.sep)):
                        problems.setdefault(f"{shown}: {link} leaves the documentation")
                        continue
                    if os.path.isdir(target):
                        target = os.path.join(target, "index.html")
                    if not os.path.isfile(target):
                        problems.setdefault(f"{shown}: {link}: no file {os.path.relpath(target, doc_dir)}")
                        continue
                    # rustdoc writes some ids percent-encoded (`impl-From%3CT%3E-for-T`), and
                    # links to them either way.
                    fragment = parts.fragment
                    if not fragment or not target.endswith(".html") or is_line_anchor(doc_dir, target, fragment):
                        continue
                    ids = page(target).ids
                    if fragment not in ids and unquote(fragment) not in ids:
                        problems.setdefault(
                            f"{shown}: {link}: no #{fragment} in {os.path.relpath(target, doc_dir)}"
                        )
    return checked, list(problems)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    checked, problems = broken_links(sys.argv[1], sys.argv[2:])
    if not checked:
        sys.exit(f"no page of {', '.join(sys.argv[2:])} in {sys.argv[1]}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"{len(problems)} problems in {checked} pages of {', '.join(sys.argv[2:])}")
    print(f"{checked} pages of {', '.join(sys.argv[2:])}: every link leads to its page and anchor")


if __name__ == "__main__":
    main()

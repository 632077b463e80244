//! An engine's UCI loop on the runtime: the example engine's, fed any bytes as a GUI's input.

/// The example engine's UCI loop (`berf_magic::uci::run`) on the bytes as a GUI's input,
/// every search capped at a few thousand nodes so that each `go` ends; the end of the input
/// stops a `go infinite`. Replies go to a sink.
pub fn uci_stream(data: &[u8]) {
    let mut session = berf_magic::uci::Session::new(std::io::sink());
    session.limit_nodes(2_000);
    // Reading a slice cannot fail.
    berf_magic::uci::run(data, &mut session).expect("a slice reads");
}

// `#[chesstab::variant]`'s mistakes, each spanned on the offending argument or item.

#[chesstab::variant(variant = "xiangqii", methods = "pext")]
mod unknown_preset {}

#[chesstab::variant(board = "9x10", pieces = "rook:R, cannon:mRcpQx")]
mod bad_betza {}

#[chesstab::variant(board = "12x12", pieces = "rook:R")]
mod too_large {}

#[chesstab::variant(variant = "makruk", method = "pext")]
mod unknown_option {}

#[chesstab::variant(variant = "makruk", methods = "pext, bmi2")]
mod unknown_method {}

#[chesstab::variant(board = "5x5")]
mod no_pieces {}

#[chesstab::variant(board = "3x2", pieces = "king:K", methods = "", zones = "home = [1 1 1 / 0 2 0]")]
mod bad_zone {}

#[chesstab::variant(board = "3x2", pieces = "king:K", board_tables = "pst 1 2 3 / 4 5 6")]
mod bad_board_tables {}

#[chesstab::variant(variant = "makruk", methods = "pext")]
struct NotAModule;

fn main() {}

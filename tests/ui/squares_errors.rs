// Mistakes with #[chesstab::squares].

#[chesstab::squares(mapping = LEFR)]
struct OnAStruct;

#[chesstab::squares]
fn on_a_function() {}

#[chesstab::squares(mapping = LEFR)]
enum NotEmpty {
    A1,
    B1,
}

#[chesstab::squares]
enum Generic<T> {}

#[chesstab::squares]
#[repr(u16)]
enum WrongRepr {}

#[chesstab::squares(lefr)]
enum BareMapping {}

#[chesstab::squares(mapping = lefr, sliders = classical)]
enum UnknownOption {}

#[chesstab::squares(mapping = "LEXX")]
enum UnknownMapping {}

#[chesstab::squares(maping)]
enum NearMissOption {}

// Two letters swapped: a near miss too.
#[chesstab::squares(mapping = BREF)]
enum SwappedMapping {}

fn main() {}

// Mistakes with #[chesstab::tables].

#[chesstab::tables(mapping = BERF)]
enum OnAnEnum {}

#[chesstab::tables(mapping = BERF)]
struct WithFields(u8);

#[chesstab::tables]
struct Generic<T>(core::marker::PhantomData<T>);

#[chesstab::tables(sliders = clasical)]
struct UnknownSliders;

#[chesstab::tables(sliders = magics)]
struct NearMiss;

#[chesstab::tables(sliders = black-magik)]
struct HyphenatedNearMiss;

#[chesstab::tables(sliders = black - magic - bitboards)]
struct HyphenatedUnknown;

#[chesstab::tables(sliders = 1)]
struct WrongKindOfSliders;

#[chesstab::tables(slider = classical)]
struct UnknownOption;

#[chesstab::tables(mapping = BERF, mapping = LERF)]
struct RepeatedOption;

#[chesstab::tables(BERF)]
struct BareMapping;

fn main() {}

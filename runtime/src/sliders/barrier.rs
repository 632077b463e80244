//! An optimization barrier that keeps slider lookups scalar.
//!
//! A loop that folds many independent lookups together (`acc ^= attacks::rook(sq, occ)`) is a
//! reduction the compiler may vectorize. With AVX2 or AVX-512 enabled (e.g.
//! `-C target-cpu=native`) LLVM then turns the table reads into gather instructions, which on
//! some CPUs are far slower than scalar loads (on a Zen 4, such a loop of magic lookups took
//! about twice the time of the scalar loop). Passing the table index through
//! [`opaque`] hides it from the vectorizer and costs no instruction (an index into a 64-entry
//! array is then masked with `& 63`, one instruction, which spares the bounds check).
//!
//! Every method's lookups pass their index through it but hyperbola quintessence's: its few
//! mask loads and arithmetic vectorize well, and its vectorized loop measured faster than the
//! scalar one.

/// `x`, unchanged, through an empty inline-assembly block the optimizer cannot look into: the
/// value stays in a general-purpose register, so code using it is not vectorized.
#[inline(always)]
pub(crate) fn opaque(x: usize) -> usize {
    #[cfg(any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64",
        target_arch = "riscv32",
        target_arch = "loongarch64"
    ))]
    {
        let mut x = x;
        // SAFETY: the assembly is only a comment naming `x`'s register: it executes nothing,
        // touches no memory, stack or flags, and leaves the register's value as it was.
        unsafe {
            core::arch::asm!(
                "/* {0} */",
                inout(reg) x,
                options(pure, nomem, nostack, preserves_flags)
            );
        }
        x
    }
    #[cfg(not(any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64",
        target_arch = "riscv32",
        target_arch = "loongarch64"
    )))]
    {
        x
    }
}

#[cfg(test)]
mod tests {
    use super::opaque;

    #[test]
    fn opaque_is_the_identity() {
        for x in [0, 1, 63, 107_647, usize::MAX] {
            assert_eq!(opaque(x), x);
        }
    }
}

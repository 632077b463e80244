//! The byte order of the tables included as bytes from `generated/`: their numbers are written
//! little-endian, read as they are on a little-endian target, and turned into the target's
//! order at compile time on a big-endian one ([`from_le`]).

/// The bytes of `WORDS` little-endian `u64`s, with each number's bytes put in the target's
/// order: unchanged on a little-endian target, each group of eight reversed on a big-endian
/// one. A `const fn`, for a static's initialiser: the generated tables call it where
/// `cfg!(target_endian = "big")`, so that it is checked on every target and run on big-endian
/// ones only.
///
/// `BYTES` is `8 * WORDS` (checked at compile time, since it runs there).
pub(crate) const fn from_le<const WORDS: usize, const BYTES: usize>(
    bytes: [u8; BYTES],
) -> [u8; BYTES] {
    /// The same memory as bytes and as numbers.
    union Words<const WORDS: usize, const BYTES: usize> {
        bytes: [u8; BYTES],
        words: [u64; WORDS],
    }
    assert!(BYTES == 8 * WORDS, "BYTES must be 8 * WORDS");
    let mut cast = Words::<WORDS, BYTES> { bytes };
    // SAFETY: both fields cover the same BYTES bytes (asserted above), all initialised from
    // `bytes`, and every bit pattern is a valid u64 and u8.
    let words = unsafe { &mut cast.words };
    let mut i = 0;
    while i < WORDS {
        words[i] = u64::from_le(words[i]);
        i += 1;
    }
    // SAFETY: as above.
    unsafe { cast.bytes }
}

#[cfg(test)]
mod tests {
    use super::from_le;

    /// Numbers written little-endian read back as themselves in the target's order, whatever it
    /// is; and at compile time too.
    #[test]
    fn little_endian_numbers_read_back_in_the_targets_order() {
        const AT_COMPILE_TIME: [u8; 16] =
            from_le::<2, 16>([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x80]);
        let numbers = [
            0x0123_4567_89ab_cdef_u64,
            1,
            u64::MAX - 1,
            0x8000_0000_0000_0000,
        ];
        let mut bytes = [0; 32];
        for (i, n) in numbers.iter().enumerate() {
            bytes[i * 8..i * 8 + 8].copy_from_slice(&n.to_le_bytes());
        }
        let native = from_le::<4, 32>(bytes);
        for (i, n) in numbers.iter().enumerate() {
            let word: [u8; 8] = native[i * 8..i * 8 + 8].try_into().unwrap();
            assert_eq!(u64::from_ne_bytes(word), *n);
        }
        assert_eq!(
            u64::from_ne_bytes(AT_COMPILE_TIME[..8].try_into().unwrap()),
            1
        );
        assert_eq!(
            u64::from_ne_bytes(AT_COMPILE_TIME[8..].try_into().unwrap()),
            1 << 63
        );
    }
}

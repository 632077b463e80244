//! Snapshots of the expansions.

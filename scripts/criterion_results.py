"""Reading criterion's results, for the scripts that turn a bench run into BENCHMARKS.md tables."""

import json
import os


def load(new_dir, fastest):
    """(benchmark.json as a dict, ns per iteration) of one function's `new/` directory.

    The time is criterion's median estimate, or with `fastest` the fastest sample's time per
    iteration: on a shared machine the least disturbed one.
    """
    with open(os.path.join(new_dir, "benchmark.json")) as f:
        bench = json.load(f)
    if fastest:
        with open(os.path.join(new_dir, "sample.json")) as f:
            sample = json.load(f)
        ns = min(t / n for t, n in zip(sample["times"], sample["iters"]))
    else:
        with open(os.path.join(new_dir, "estimates.json")) as f:
            ns = json.load(f)["median"]["point_estimate"]
    return bench, ns

"""The census of octal games on a Dask cluster: every code 0.d1...dD and 4.d1...dD computed
until a period is certified or its heaps are done, one code a Dask task, gathered into the
records `grundy census --format json` prints (see docs/census.md).

    import grundy.census
    records = grundy.census.run(2, upto=2000, workers=2)   # a cluster on this machine
    records = grundy.census.run(4, scheduler="tcp://10.0.0.1:8786", out="census4.jsonl")

Dask is needed by `run` only (`pip install 'grundy[dask]'`); `import grundy` works without it.
Each task is the pure function `grundy._census_record(code, upto)`, so the codes of a worker
that dies are computed again by Dask on another one.
"""

import json
import os

__all__ = ["run", "codes"]


def codes(digits):
    """The codes of a census of `digits` digits (1 to 4), in census order, trailing zeros
    dropped: 0.0, 0.01, ..., 4.77 for two digits. Raises ValueError for other digits."""
    import grundy

    return grundy._census_pending(digits, 0, [])


def run(digits, upto=None, *, workers=None, scheduler=None, out=None, progress=None):
    """The census of `digits` digits (1 to 4) for heaps up to `upto` (default 2^21 - 1), as
    the list of records `grundy census --digits D --upto N --format json` prints, each a dict
    (code, status, preperiod, period, values, heaps, largest, largest_heap, rare_mask,
    rare_count, last_rare, class), in census order.

    The codes are Dask tasks, on a cluster of `workers` processes started on this machine
    and closed at the end (default: one per core), or on the cluster whose scheduler is at
    `scheduler` ("tcp://host:8786", or a `distributed.Client` already connected); not both.

    `out` names a file that receives each finished code as one JSON line as it arrives, the
    lines of `grundy census --resume FILE`: the codes already there are not computed again
    (a last line cut short by a kill is dropped), so a census stopped for any reason is
    resumed by calling `run` again with the same `out`, here or with the command line.
    `progress(done, total, code)` is called after each code arrives.

    Raises ValueError for bad digits or heaps, a line of `out` that is no record of this
    census (another census, other heaps), or a code the core refuses (on its worker);
    ImportError when Dask's distributed scheduler is not installed.
    """
    import grundy

    if upto is None:
        upto = DEFAULT_UPTO  # noqa: F821 (set by the extension module)
    if workers is not None and scheduler is not None:
        raise ValueError("give workers (a cluster on this machine) or scheduler, not both")
    if workers is not None and (not isinstance(workers, int) or workers < 1):
        raise ValueError("workers is a number of processes, at least 1")
    lines = _read(out) if out is not None else []
    pending = grundy._census_pending(digits, upto, lines)
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError as e:
        raise ImportError(
            "grundy.census.run needs Dask's distributed scheduler: "
            "pip install 'grundy[dask]' (or pip install 'dask[distributed]')"
        ) from e
    total = len(pending) + len({json.loads(line)["code"] for line in lines})
    if pending:
        if scheduler is None:
            cluster = LocalCluster(
                n_workers=workers or os.cpu_count() or 1,
                threads_per_worker=1,
                processes=True,
            )
            client, owned = Client(cluster), [cluster]
        elif isinstance(scheduler, str):
            client, owned = Client(scheduler), []
        else:
            client, owned = scheduler, None
        sink = open(out, "a", encoding="utf-8") if out is not None else None
        try:
            keys = [f"grundy-census-{code}-{upto}" for code in pending]
            tasks = client.map(grundy._census_record, pending, upto=upto, key=keys, pure=True)
            for _, line in as_completed(tasks, with_results=True):
                lines.append(line)
                if sink is not None:
                    sink.write(line + "\n")
                    sink.flush()
                if progress is not None:
                    progress(len(lines), total, json.loads(line)["code"])
        finally:
            if sink is not None:
                sink.close()
            if owned is not None:
                client.close()
                for cluster in owned:
                    cluster.close()
    return [json.loads(record) for record in grundy._census_records(digits, upto, lines)]


def _read(path):
    """The whole lines of a census file (made when missing); a last line cut short by a kill
    is cut off the file, as `grundy census --resume` does."""
    with open(path, "a+b") as f:
        f.seek(0)
        data = f.read()
        whole = data.rfind(b"\n") + 1
        if whole < len(data):
            f.truncate(whole)
    try:
        text = data[:whole].decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{path}: not UTF-8 text") from None
    return [line for line in text.splitlines() if line.strip()]

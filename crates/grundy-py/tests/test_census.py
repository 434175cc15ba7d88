"""grundy.census.run on a Dask cluster of two worker processes: the records of `grundy census
--format json`, values checked against the plain mex search, a resumed file, and a worker
killed in the middle of a run."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

import grundy
import grundy.census
from brute import mex, octal_digits

distributed = pytest.importorskip("distributed", reason="grundy.census.run needs dask[distributed]")

CLI = os.environ.get("GRUNDY_CLI")
UPTO = 2000


@pytest.fixture(scope="module")
def cluster():
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
    )
    client = distributed.Client(cluster)
    yield client
    client.close()
    cluster.close()


@pytest.fixture(scope="module")
def records(cluster):
    return grundy.census.run(2, upto=UPTO, scheduler=cluster)


def census_values(code, upto):
    """Winning Ways, vol. 1, ch. 4, with d0 as the census reads it: taking k >= 1 leaves j
    heaps when bit 2^j of d_k is set, and d0 = 4 splits a heap in two, taking nothing."""
    digits = octal_digits(code)
    g = []
    for n in range(upto + 1):
        options = set()
        for k, d in enumerate(digits):
            rest = n - k
            if rest < 0:
                continue
            if k > 0 and d & 1 and rest == 0:
                options.add(0)
            if k > 0 and d & 2 and rest > 0:
                options.add(g[rest])
            if d & 4 and rest >= 2:
                options.update(g[a] ^ g[rest - a] for a in range(1, rest // 2 + 1))
        g.append(mex(options))
    return g


def value_at(record, n):
    """g(n) from a record: its values, continued by its period when it has one."""
    values, pre, per = record["values"], record["preperiod"], record["period"]
    if per is None or n < len(values):
        return values[n]
    return values[pre + (n - pre) % per]


def test_every_code_once_in_census_order(records):
    codes = [r["code"] for r in records]
    assert codes == grundy.census.codes(2)
    assert len(codes) == len(set(codes)) == 2 * 8**2
    assert codes[:3] == ["0.0", "0.01", "0.02"] and codes[-1] == "4.77"


def test_values_against_the_plain_mex(records):
    """The first 301 values of every code, continued by its period where one is certified,
    are those of the definition (Winning Ways, ch. 4)."""
    for r in records:
        brute = census_values(r["code"], 300)
        assert [value_at(r, n) for n in range(301)] == brute, r["code"]
        if r["status"] == "periodic":
            assert r["heaps"] <= UPTO and len(r["values"]) == r["preperiod"] + r["period"]
    kayles = next(r for r in records if r["code"] == "0.77")
    assert (kayles["preperiod"], kayles["period"], kayles["class"]) == (71, 12, "0.77")


@pytest.mark.skipif(not CLI, reason="GRUNDY_CLI names the grundy command to compare with (CI sets it)")
def test_the_same_records_as_the_command_line(records):
    out = subprocess.run([CLI, "census", "--digits", "2", "--upto", str(UPTO)],
                         capture_output=True, text=True, check=True).stdout
    assert records == json.loads(out)


def test_a_resumed_file_gives_the_same_records(cluster, records, tmp_path):
    path = tmp_path / "census2.jsonl"
    seen = []
    assert grundy.census.run(2, upto=UPTO, scheduler=cluster, out=str(path),
                             progress=lambda done, total, code: seen.append((done, total))) == records
    lines = path.read_text().splitlines()
    assert len(lines) == 128 and seen[-1] == (128, 128)
    # Forty lines and a line cut short by a kill: the rest is computed, the cut line dropped.
    path.write_text("\n".join(lines[:40]) + "\n" + lines[40][:25])
    seen.clear()
    assert grundy.census.run(2, upto=UPTO, scheduler=cluster, out=str(path),
                             progress=lambda done, total, code: seen.append(code)) == records
    resumed = path.read_text().splitlines()
    assert resumed[:40] == lines[:40] and len(resumed) == 128
    assert sorted(seen) == sorted(json.loads(line)["code"] for line in lines[40:])
    # A whole file: nothing is computed, not even a cluster started.
    assert grundy.census.run(2, upto=UPTO, out=str(path), progress=seen.append) == records
    assert len(seen) == 88


@pytest.mark.skipif(not CLI, reason="GRUNDY_CLI names the grundy command to compare with (CI sets it)")
def test_a_file_of_the_command_line_is_resumed(cluster, records, tmp_path):
    path = tmp_path / "cli.jsonl"
    subprocess.run([CLI, "census", "--digits", "2", "--upto", str(UPTO), "--resume", str(path)],
                   capture_output=True, check=True)
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:50]) + "\n")
    assert grundy.census.run(2, upto=UPTO, scheduler=cluster, out=str(path)) == records
    # And the command line takes the file Python completed without computing a code.
    out = subprocess.run([CLI, "census", "--digits", "2", "--upto", str(UPTO), "--resume", str(path)],
                         capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == records and len(path.read_text().splitlines()) == 128


def test_a_file_of_another_census_is_refused(tmp_path):
    path = tmp_path / "other.jsonl"
    path.write_text(grundy._census_record("0.77", 100) + "\n")
    with pytest.raises(ValueError, match="computed with --upto 100, not 2000"):
        grundy.census.run(2, upto=UPTO, out=str(path))
    path.write_text(grundy._census_record("0.777", UPTO) + "\n")
    with pytest.raises(ValueError, match="no code of this census"):
        grundy.census.run(2, upto=UPTO, out=str(path))
    path.write_text("{}\n")
    with pytest.raises(ValueError, match="line 1: not a census record"):
        grundy.census.run(2, upto=UPTO, out=str(path))
    with pytest.raises(ValueError, match="1 to 4 digits"):
        grundy.census.run(5, upto=10)
    with pytest.raises(ValueError, match="not both"):
        grundy.census.run(2, upto=10, workers=2, scheduler="tcp://127.0.0.1:8786")


def test_a_killed_worker_s_codes_are_computed_again(records):
    """One of two worker processes is killed (SIGKILL) after 20 codes; its nanny starts
    another and Dask computes the lost codes again (each task is pure)."""
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
    )
    client = distributed.Client(cluster)
    try:
        before = client.run(os.getpid)
        victim = sorted(before.values())[0]
        killed = []

        def kill(done, total, code):
            if done == 20:
                os.kill(victim, signal.SIGKILL)
                killed.append(victim)

        assert grundy.census.run(2, upto=UPTO, scheduler=client, progress=kill) == records
        assert killed == [victim]
        # The nanny has started another worker in its place (within 20 s).
        deadline = time.monotonic() + 20
        while True:
            try:
                pids = set(client.run(os.getpid).values())
            except Exception:  # the dead worker not yet noticed by the scheduler
                pids = set()
            if len(pids) == 2 and victim not in pids:
                break
            assert time.monotonic() < deadline, pids
            time.sleep(0.2)
    finally:
        client.close()
        cluster.close()


def test_import_grundy_needs_no_dask():
    code = (
        "import sys\n"
        "sys.modules['dask'] = sys.modules['distributed'] = None\n"
        "import grundy, grundy.census\n"
        "assert grundy.values('octal 0.77', 3).tolist() == [0, 1, 2, 3]\n"
        "try:\n"
        "    grundy.census.run(1, upto=10)\n"
        "except ImportError as e:\n"
        "    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "pip install 'grundy[dask]'" in out.stdout

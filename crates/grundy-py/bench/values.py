"""grundy.values against the command line on the same table, side by side: the CLI's
`grundy sg octal CODE --upto N` (text to /dev/null, a process each) and grundy.values(...)
in a running interpreter (as in a notebook), and as a process of its own (`python -c`,
with the interpreter's start and numpy's import). Rounds alternate; medians and minima.

    python crates/grundy-py/bench/values.py [CLI] [CODE] [N] [ROUNDS]
"""

import statistics
import subprocess
import sys
import time

import grundy


def main():
    cli = sys.argv[1] if len(sys.argv) > 1 else "target/release/grundy"
    code = sys.argv[2] if len(sys.argv) > 2 else "0.16"
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 10**6
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 9
    script = f"import grundy; grundy.values('octal {code}', {n})"
    times = {"cli": [], "call": [], "process": []}
    expected = grundy.values(f"octal {code}", n)
    for _ in range(rounds):
        start = time.perf_counter()
        subprocess.run([cli, "sg", "octal", code, "--upto", str(n)], check=True,
                       stdout=subprocess.DEVNULL)
        times["cli"].append(time.perf_counter() - start)
        start = time.perf_counter()
        table = grundy.values(f"octal {code}", n)
        times["call"].append(time.perf_counter() - start)
        assert (table == expected).all()
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", script], check=True)
        times["process"].append(time.perf_counter() - start)
    cli_median = statistics.median(times["cli"])
    for name, label in [("cli", f"grundy sg octal {code} --upto {n}"),
                        ("call", f"grundy.values('octal {code}', {n}) in Python"),
                        ("process", "the same in a python -c process")]:
        median = statistics.median(times[name])
        print(f"{label}: median {median:.3f} s, min {min(times[name]):.3f} s, "
              f"{median / cli_median:.2f} x the CLI")


if __name__ == "__main__":
    main()

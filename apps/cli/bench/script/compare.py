"""Grundy's game by script (`grundy sg script`) against the same rules as a generic Python
memo (grundy_memo.py), side by side in one run: the runs alternate, each a process of its
own; the values are checked identical first. Prints the medians of wall and CPU time (user
+ system, children included) and their ratios, script ÷ Python, as a Markdown table.

usage: python3 compare.py GRUNDY_BINARY SCRIPT N [RUNS]
"""
import json
import os
import statistics
import subprocess
import sys
import time

grundy, script, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
here = os.path.dirname(os.path.abspath(__file__))
memo = os.path.join(here, "grundy_memo.py")
sides = {
    "script": [grundy, "sg", "script", script, "--upto", str(n), "--format", "json"],
    "python": [sys.executable, memo, str(n)],
}


def run(argv):
    start = time.perf_counter()
    before = os.times()
    out = subprocess.run(argv, check=True, capture_output=True, text=True).stdout
    after = os.times()
    wall = time.perf_counter() - start
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    return out, wall, cpu


script_values = json.loads(run(sides["script"])[0])["values"]
python_values = json.loads(run(sides["python"])[0])
if script_values != python_values:
    sys.exit("the values differ")
times = {side: ([], []) for side in sides}
for _ in range(runs):
    for side, argv in sides.items():
        _, wall, cpu = run(argv)
        times[side][0].append(wall)
        times[side][1].append(cpu)
med = {side: (statistics.median(w), statistics.median(c)) for side, (w, c) in times.items()}
load = os.getloadavg()[0]
print(f"heaps 0..={n}, {runs} alternating runs each, values identical, load average {load:.1f}")
print()
print("| side | wall (median) | CPU (median) |")
print("|---|---:|---:|")
for side in sides:
    print(f"| {side} | {med[side][0]:.3f} s | {med[side][1]:.3f} s |")
print(
    f"| script ÷ Python | **{med['script'][0] / med['python'][0]:.2f}** | "
    f"{med['script'][1] / med['python'][1]:.2f} |"
)

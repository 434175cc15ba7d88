"""Plain scripts (`grundy sg script` / `grundy hint script`) against the plain Python memo of
the same rules (memo.py), side by side: the runs alternate, each a process of its own, and
the answers are checked equal first. Prints the medians of CPU time (user + system) and
their ratio, script ÷ Python, as a Markdown table.

usage: python3 compare.py GRUNDY_BINARY [RUNS]
"""
import json
import os
import statistics
import subprocess
import sys

grundy = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
here = os.path.dirname(os.path.abspath(__file__))
memo = [sys.executable, os.path.join(here, "memo.py")]
cases = [
    ("Grundy's game, heaps 0..1500", "grundy.rhai", ["sg", "--upto", "1500"], ["grundy", "1500"]),
    ("Lasker's Nim, heaps 0..1200", "lasker.rhai", ["sg", "--upto", "1200"], ["lasker", "1200"]),
    ("Kayles, heaps 0..1500", "kayles.rhai", ["sg", "--upto", "1500"], ["kayles", "1500"]),
    ("Grundy's game, 0..1500, `parts` a loop in the script too", "grundy_loop_parts.rhai",
     ["sg", "--upto", "1500"], ["grundy", "1500"]),
    ("take a square from one of two piles, (120, 130), no `parts`", "squares2.rhai",
     ["hint", "120", "130"], ["squares2", "120", "130"]),
]


def script_argv(file, how):
    path = os.path.join(here, file)
    if how[0] == "sg":
        return [grundy, "sg", "script", path, *how[1:], "--format", "json"]
    return [grundy, "hint", "script", path, *how[1:], "--format", "json"]


def run(argv):
    before = os.times()
    out = subprocess.run(argv, check=True, capture_output=True, text=True).stdout
    after = os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    return out, cpu


def answer(out, sg):
    data = json.loads(out)
    if isinstance(data, dict):
        return data["values"] if sg else data["grundy"]
    return data


print(f"{runs} alternating runs each, CPU time (user + system), medians; "
      f"load average {os.getloadavg()[0]:.1f}")
print()
print("| game (plain script) | script | Python memo | script ÷ Python |")
print("|---|---:|---:|---:|")
for title, file, how, args in cases:
    s_argv, p_argv = script_argv(file, how), memo + args
    sg = how[0] == "sg"
    if answer(run(s_argv)[0], sg) != answer(run(p_argv)[0], sg):
        sys.exit(f"{title}: the answers differ")
    s_t, p_t = [], []
    for _ in range(runs):
        s_t.append(run(s_argv)[1])
        p_t.append(run(p_argv)[1])
    s, p = statistics.median(s_t), statistics.median(p_t)
    print(f"| {title} | {s:.2f} s | {p:.2f} s | **{s / p:.2f}** |")

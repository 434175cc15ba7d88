"""The examples in the docstrings run as written; every public name has a docstring and a
stub in grundy.pyi."""

import doctest
import os
import re

import pytest

import grundy

PUBLIC = ["values", "period", "hint", "graph", "Game", "nim_mul", "misere_quotient"]


@pytest.mark.parametrize("name", PUBLIC)
def test_docstring_examples_run(name):
    obj = getattr(grundy, name)
    assert obj.__doc__ and len(obj.__doc__) > 100
    finder = doctest.DocTestFinder(recurse=False)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    tests = finder.find(obj, name, globs={"grundy": grundy})
    examples = sum(len(t.examples) for t in tests)
    assert examples > 0, name
    for t in tests:
        runner.run(t)
    assert runner.failures == 0


def test_the_stub_names_every_public_name():
    stub = os.path.join(os.path.dirname(__file__), "..", "grundy.pyi")
    text = open(stub, encoding="utf-8").read()
    for name in PUBLIC:
        assert re.search(rf"^(def|class) {name}\b", text, re.M), name
    for method in ["grundy", "outcome", "winning_moves", "values", "known", "budget"]:
        assert re.search(rf"    def {method}\b", text), method


def test_the_guide_runs_as_written(tmp_path, monkeypatch, capsys):
    """Every python block of docs/python.md, in order, in one namespace; the numbers its
    comments show are the ones printed."""
    guide = os.path.join(os.path.dirname(__file__), "..", "..", "..", "docs", "python.md")
    text = open(guide, encoding="utf-8").read()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 6
    monkeypatch.chdir(tmp_path)
    namespace = {}
    for block in blocks:
        exec(compile(block, "docs/python.md", "exec"), namespace)
    out = capsys.readouterr().out
    for shown in ["[0 1 2 3 1 4 3 2 1 4 2 6]", "(71, 12)", "(0, 22)", "(105351, 149459)",
                  "[ 0  4  8 14 20 24 28 34 38 42]", "\n23\n", "[('inf', []), ('inf', [1]), 1, 0]",
                  "['D', 'D', 'N', 'P']", "[0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0]",
                  "3 N [(2, 3, 3)]", "no moves today ['raised in moves((13,)) of the game']",
                  "['take 3 from pile 2']", "\n14\n", "\nP\n", "N [3, 2]", "\n3\n3 24",
                  "Q = < a, b | a^2 = 1, b^3 = b >", "P [(1, 1, 1)]"]:
        assert shown in out, shown

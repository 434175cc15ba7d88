"""The examples in the docstrings run as written; every public name has a docstring and a
stub in grundy.pyi."""

import doctest
import os
import re

import pytest

import grundy

PUBLIC = ["values", "period", "hint", "graph", "Game"]


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

#!/usr/bin/env bash
# The Python module (crates/grundy-py): a fresh virtualenv, `pip install ./crates/grundy-py`
# as a user would (maturin builds the extension once, in cargo's target directory, so a
# second run only relinks), then pytest against the brute-force searches of its tests, with
# `grundy hint --format json` of the CLI built by `cargo test --workspace` to compare with. The
# extra `dask` brings Dask's distributed scheduler, for the census on a cluster (test_census.py).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=target/python-venv
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check './crates/grundy-py[dask]' pytest
cargo build -q -p grundy-cli
GRUNDY_CLI="$PWD/target/debug/grundy" "$venv/bin/python" -m pytest -q crates/grundy-py/tests
# The one-line check of docs/python.md, as a user types it after the pip install.
"$venv/bin/python" -c "import grundy; print(grundy.values('octal 0.77', 20))"

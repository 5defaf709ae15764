"""Run every notebook in `nbs/` as a test: the notebooks' own cells are the test suite.

Cells flagged `#| slow` or `#| gpu` are skipped unless named in the environment variable
`NI_TEST_FLAGS`, e.g. `NI_TEST_FLAGS="slow" python -m pytest tests -k fuzzy`.
"""
import os
from pathlib import Path

import pytest
from nbdev.test import test_nb as run_notebook_tests

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(p for p in (ROOT/'nbs').rglob('*.ipynb')
                   if not p.name.startswith('_') and '.ipynb_checkpoints' not in p.parts)
FORCED = os.environ.get('NI_TEST_FLAGS', '').split()


def test_there_are_notebooks():
    assert NOTEBOOKS, f"no notebooks found under {ROOT/'nbs'}"


@pytest.mark.parametrize('notebook', NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook(notebook):
    ok, _ = run_notebook_tests(notebook, skip_flags=['slow', 'gpu'], force_flags=FORCED, basepath=ROOT)
    assert ok, f'{notebook.name} failed; its traceback is printed above'

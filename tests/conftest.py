"""Shared by the test modules: how the tests share the CPUs when pytest-xdist runs them in parallel (`-n auto`).

Each worker runs on one CPU thread: the notebooks run inside the worker processes, and the processes they start
inherit the environment, so that the workers share the cores instead of fighting over them. The longest tests start
first — the docs site, then the notebooks numbered 80 and above, which run console scripts and whole experiments in
processes of their own — so that no worker is left with a long test at the end while the others wait.
"""
import os, re

if os.environ.get('PYTEST_XDIST_WORKER'):
    for name in ('OMP_NUM_THREADS', 'MKL_NUM_THREADS'): os.environ[name] = '1'
    import torch
    torch.set_num_threads(1)


def _starts_late(item) -> bool:
    "Whether `item` may wait: all but the docs site and the notebooks numbered 80 and above."
    if item.module.__name__.endswith('test_docs_site'): return False
    number = re.match(r'test_notebook\[(\d+)', item.name)
    return not (number and int(number[1]) >= 80)


def pytest_collection_modifyitems(items):
    items.sort(key=_starts_late)                 # stable: the order within each part is kept

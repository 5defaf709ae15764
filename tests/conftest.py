"""Shared by the test modules: how the tests share the CPUs when pytest-xdist runs them in parallel (`-n auto`).

Each worker runs on one CPU thread: the notebooks run inside the worker processes, and the processes they start
inherit the environment, so that the workers share the cores instead of fighting over them. The longest tests start
first, longest first, so that no worker is left with a long test at the end while the others wait: on two cores of
an AMD EPYC, both busy, `91_reproduce` and `92_nothing_lost` take about two minutes each, `33b_train.step`, the docs
site (its build included) and `80_benchmark` about one, `33_train.callbacks` and `93_budget` under one; then the
other notebooks numbered 80 and above, which run console scripts in processes of their own, then the rest.

xdist hands each worker a second test to hold while it runs its first: the first worker's is a test that takes no time
(`test_there_are_notebooks`), so that the long tests after it go to the other worker instead of waiting behind the
longest one.

What the library keeps once made (generated PGM puzzles, the offline digit sets) goes to a cache folder of the test
session's own, removed at its end: the tests neither fill nor read the user's `~/.cache/neural_interpreters`.
"""
import os, re, shutil, tempfile

if os.environ.get('PYTEST_XDIST_WORKER'):
    for name in ('OMP_NUM_THREADS', 'MKL_NUM_THREADS'): os.environ[name] = '1'
    import torch
    torch.set_num_threads(1)

LONGEST = ('91_reproduce', '92_nothing_lost', 'test_there_are_notebooks', '33b_train.step', 'test_docs_site',
           '80_benchmark', '33_train.callbacks', '93_budget')


def _start_rank(item) -> int:
    "When `item` starts: the `LONGEST` in their order, then the notebooks numbered 80 and above, then the rest."
    ranks = [i for i, long in enumerate(LONGEST) if long in item.nodeid]
    if ranks: return ranks[0]
    number = re.search(r'test_notebook\[(\d+)', item.nodeid)
    return len(LONGEST) + (0 if number and int(number[1]) >= 80 else 1)


def pytest_configure(config):
    "Deal the tests out in `_start_rank`'s order (xdist would start the largest group first); give the session a cache."
    if hasattr(config.option, 'loadscopereorder'): config.option.loadscopereorder = False
    if not os.environ.get('PYTEST_XDIST_WORKER'):     # the workers and the processes they start inherit the variable
        config.session_cache = os.environ['XDG_CACHE_HOME'] = tempfile.mkdtemp(prefix='neural_interpreters_tests_')


def pytest_unconfigure(config):
    if hasattr(config, 'session_cache'): shutil.rmtree(config.session_cache, ignore_errors=True)


def pytest_collection_modifyitems(items):
    items.sort(key=_start_rank)                 # stable: the order within each part is kept

"""How long each console script takes to answer `--help`, and with how much memory, beside `python -c "import torch"`.

Usage: python benchmarks/cli_help_cpu.py OUT.json [--repeats 3]
Each command runs in a process of its own, `--repeats` rounds of every command in turn (so that the machine's drift
falls on all of them alike); the median wall time and the largest peak resident memory are kept. A second process per script builds its parser, prints its help and lists which of the
libraries `--help` should not need it imported (fastai, matplotlib, pandas, scipy, scikit-learn, timm, ipywidgets,
sympy). The goal (issue: console scripts that answer at once) is no slower than importing torch, best without torch.
"""
import argparse, configparser, json, os, platform, resource, shutil, statistics, subprocess, sys, time
from pathlib import Path

HEAVY = ('fastai', 'matplotlib', 'pandas', 'scipy', 'sklearn', 'timm', 'ipywidgets', 'sympy')
ROOT = Path(__file__).resolve().parent.parent

def console_scripts() -> dict:
    "Each console script of `settings.ini`: name -> 'module:function'."
    cfg = configparser.ConfigParser(); cfg.read(ROOT/'settings.ini')
    return dict(entry.split('=') for entry in cfg['DEFAULT']['console_scripts'].split())

def timed(command:list) -> tuple[float, float]:
    "Wall seconds and peak resident MB of `command`, run to its end in a process of its own."
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status): raise RuntimeError(f"{' '.join(command)} failed")
    return time.perf_counter() - start, usage.ru_maxrss / 1024

def measured(commands:dict, repeats:int) -> dict:
    "name -> the median wall time and the largest peak memory of `repeats` runs of its command, taken in rounds."
    runs = {name: [] for name in commands}
    for _ in range(repeats):
        for name, command in commands.items(): runs[name].append(timed(command))
    return {name: dict(seconds=round(statistics.median(s for s, _ in done), 2), peak_mb=round(max(m for _, m in done)))
            for name, done in runs.items()}

def heavy_imports(target:str) -> list:
    "The libraries of `HEAVY` that building the script's parser and printing its help import."
    module, function = target.split(':')
    probe = (f"import sys, contextlib, io\nfrom {module} import {function} as script\n"
             "with contextlib.redirect_stdout(io.StringIO()): script.parser().print_help()\n"
             f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))")
    found = subprocess.run([sys.executable, '-c', probe], capture_output=True, text=True, check=True).stdout.strip()
    return found.split(',') if found else []

def cpu_name() -> str:
    "The CPU's model name, from /proc/cpuinfo where there is one."
    try: return next(l.split(':', 1)[1].strip() for l in open('/proc/cpuinfo') if l.startswith('model name'))
    except (OSError, StopIteration): return platform.machine()

if __name__ == '__main__':
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('out'); parser.add_argument('--repeats', type=int, default=3)
    args = parser.parse_args()
    import torch                                            # for the record of the version only, after no timing
    paths = {name: shutil.which(name) for name in console_scripts()}
    missing = [name for name, path in paths.items() if path is None]
    if missing: sys.exit(f"{', '.join(missing)} not installed: pip install -e '.[dev]' first")
    times = measured({'import torch': [sys.executable, '-c', 'import torch'],
                      **{name: [path, '--help'] for name, path in paths.items()}}, args.repeats)
    torch_import, scripts = times.pop('import torch'), {}
    for name, target in console_scripts().items():
        scripts[name] = dict(times[name], heavy_imports=heavy_imports(target))
        print(f"{name:>18} --help: {scripts[name]['seconds']:.2f} s, {scripts[name]['peak_mb']} MB; imports "
              f"{', '.join(scripts[name]['heavy_imports']) or 'none of the heavy libraries'}")
    print(f"{'import torch':>25}: {torch_import['seconds']:.2f} s, {torch_import['peak_mb']} MB")
    machine = dict(cpu=cpu_name(), cores=os.cpu_count(), torch=torch.__version__, python=platform.python_version(),
                   load_average=os.getloadavg())
    Path(args.out).write_text(json.dumps(dict(machine=machine, repeats=args.repeats, import_torch=torch_import,
                                              scripts=scripts), indent=1))

#!/usr/bin/env bash
# Every GPU measurement of the fit steps in one command: the real fit step of each experiment (`ni_benchmark --fit`),
# eager and graphed, with the loss of every step compared with the eager fit's. On one H200 (2026-11-28) it was stopped
# at 250 s, the wheels' install included, in its fourth measurement (PGM); it has not yet run to its end. Each
# measurement writes its file as soon as it ends, so a command stopped early keeps what it measured.
#   bash benchmarks/gpu_fit_steps.sh OUT_FOLDER
# On a machine without the project's dependencies, WHEELS names a folder of their wheels, installed under /tmp/site.
set -o pipefail
out=${1:?usage: bash benchmarks/gpu_fit_steps.sh OUT_FOLDER}; mkdir -p "$out"
if [ -n "$WHEELS" ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site "$WHEELS"/*.whl || exit 3
  export PYTHONPATH=/tmp/site:$PWD
fi
export PYTHONUNBUFFERED=1
{ nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader; echo "cpus $(nproc)"
  python3 -c 'import torch; print("torch", torch.__version__)'
  echo "commit ${COMMIT:-$(git rev-parse HEAD 2>/dev/null)}"; } > "$out/machine.txt"
# The console scripts' module imports the routing widgets (ipywidgets), which a bare GPU machine may lack and which no
# measurement here uses: where it is missing, an empty stand-in module lets the import go through.
cat > /tmp/ni_benchmark.py <<'PY'
import importlib.util, sys, types
if importlib.util.find_spec('ipywidgets') is None:
    sys.modules['ipywidgets'] = stand_in = types.ModuleType('ipywidgets')
    def widget(name):
        if name.startswith('__'): raise AttributeError(name)
        return type(name, (), {'__init__': lambda self, *args, **kwargs: None})
    stand_in.__getattr__ = widget
from neural_interpreters.cli import ni_benchmark
sys.exit(ni_benchmark())
PY
bench() {   # ni_benchmark from the source tree, whether or not the package is installed
  python3 /tmp/ni_benchmark.py --device cuda --steps 30 --warmup 6 --profiled 5 "$@" 2>&1 \
    | grep -v -e Warning -e warnings.warn | tee -a "$out/log.txt"
}
bench --fit digits_ni --preset gpu --step_modes eager,graphed --out "$out/fit_digits_ni_gpu.json"
bench --fit pgm_ni --preset gpu --step_modes eager,graphed --out "$out/fit_pgm_ni_gpu.json"
bench --fit fuzzy_boolean --preset quick --step_modes eager,graphed --out "$out/fit_fuzzy_boolean_quick.json"
bench --fit digits_vit --preset gpu --step_modes eager,graphed --out "$out/fit_digits_vit_gpu.json"

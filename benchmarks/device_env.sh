# Sourced by the GPU scripts: the project's wheels installed on a bare GPU machine, and `ni`, which runs a console
# script from the source tree (`ni ni_digits --preset gpu …`) whether or not the package is installed.
# On a machine without the project's dependencies, WHEELS names a folder of their wheels, installed under /tmp/site.
if [ -n "$WHEELS" ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site "$WHEELS"/*.whl || exit 3
  export PYTHONPATH=/tmp/site:$PWD
fi
export PYTHONUNBUFFERED=1
# The console scripts' module imports the routing widgets (ipywidgets), which a bare GPU machine may lack and which no
# run here uses: where it is missing, an empty stand-in module lets the import go through.
cat > /tmp/ni_console.py <<'PY'
import importlib.util, sys, types
if importlib.util.find_spec('ipywidgets') is None:
    sys.modules['ipywidgets'] = stand_in = types.ModuleType('ipywidgets')
    def widget(name):
        if name.startswith('__'): raise AttributeError(name)
        return type(name, (), {'__init__': lambda self, *args, **kwargs: None})
    stand_in.__getattr__ = widget
import neural_interpreters.cli, neural_interpreters.reproduce, neural_interpreters.routing_study as study
script = sys.argv[0] = sys.argv.pop(1)              # messages name the console script
modules = (neural_interpreters.cli, neural_interpreters.reproduce, study)
sys.exit(next(getattr(m, script) for m in modules if hasattr(m, script))())
PY
ni() { python3 /tmp/ni_console.py "$@"; }
machine() {   # the machine, torch and the commit, into the file $1
  { nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader; echo "cpus $(nproc)"
    python3 -c 'import torch; print("torch", torch.__version__)'
    echo "commit ${COMMIT:-$(git rev-parse HEAD 2>/dev/null)}"; } > "$1"
}

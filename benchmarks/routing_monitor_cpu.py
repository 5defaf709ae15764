"""What `RoutingMonitor` costs a whole `quick` pre-training of the digits interpreter: its seconds against the run's.

Usage: python benchmarks/routing_monitor_cpu.py OUT.json [--threads 1] [--seed 0]
One `ni_digits --preset quick` run in a temporary folder, the monitor on as every interpreter run has it; the time
spent choosing its sample (once, before the first step) and measuring (before the first step and after every epoch)
is summed by wrapping those two methods, and set against the run's wall time measured the same way, in the same
process — so a machine shared with other work slows both alike.
"""
import argparse, json, os, platform, tempfile, time
from functools import wraps
import torch
from neural_interpreters.train.routing import RoutingMonitor
from neural_interpreters.experiments.digits import DIGITS

def timed(spent:dict, name:str, method):
    "`method`, its wall seconds added to `spent[name]` at every call."
    @wraps(method)
    def call(*args, **kwargs):
        start = time.perf_counter()
        try: return method(*args, **kwargs)
        finally: spent[name] = spent.get(name, 0.) + time.perf_counter() - start
    return call

def cpu_name() -> str:
    "The CPU's model name, from /proc/cpuinfo where there is one."
    try: return next(l.split(':', 1)[1].strip() for l in open('/proc/cpuinfo') if l.startswith('model name'))
    except (OSError, StopIteration): return platform.machine()

def monitored_run(seed:int) -> dict:
    "One digits interpreter pre-training at `quick` on the CPU: its wall seconds and those the monitor took."
    spent, calls = {}, {'_measure': 0}
    RoutingMonitor._sample = timed(spent, 'sample', RoutingMonitor._sample)
    measure = timed(spent, 'measure', RoutingMonitor._measure)
    def counted(self, epoch):
        calls['_measure'] += 1
        return measure(self, epoch)
    RoutingMonitor._measure = counted
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        record = DIGITS['ni'].run('quick', tmp, 'cpu', seed=seed).execute(lambda s: None)
        wall = time.perf_counter() - start
    monitor = spent.get('sample', 0.) + spent.get('measure', 0.)
    return dict(run_s=round(wall, 1), monitor_s=round(monitor, 2), sample_s=round(spent.get('sample', 0.), 2),
                measure_s=round(spent.get('measure', 0.), 2), measurements=calls['_measure'],
                monitor_share=round(monitor / wall, 4), epochs=record['config']['epochs'],
                rows=len(record['results']['routing']), accuracy=record['results']['accuracy'])

if __name__ == '__main__':
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('out'); parser.add_argument('--threads', type=int, default=1)
    parser.add_argument('--seed', type=int, default=0)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    found = monitored_run(args.seed)
    machine = dict(cpu=cpu_name(), cores=os.cpu_count(), threads=args.threads,
                   torch=torch.__version__, load_average=os.getloadavg())
    with open(args.out, 'w') as f: json.dump(dict(machine=machine, goal_share=0.05, **found), f, indent=1)
    print(f"RoutingMonitor: {found['monitor_s']} s of a {found['run_s']} s run ({100 * found['monitor_share']:.2f} %; "
          f"goal at most 5 %), {found['measurements']} measurements")

"""The routed path on the CPU: one interpreter pass forward and backward, computed densely and on the routed pairs only.

Usage: python benchmarks/routed_cpu.py OUT.json [--threads 2] [--repeats 7] [--presets quick paper]
       [--precisions fp32 bf16] [--sweep]
The digits interpreter (`DIGITS_PRESETS['ni']`) at its `quick` and `paper` shapes (patches of the 32 × 32 images
plus 3 CLS tokens; batch 128 and 32), with its relative positional bias per function, under three sparse routings of
random compatibilities: top-1 and top-2 functions per element, and expert choice at capacity factor 2 (each function
its 2N/U most compatible elements of each set). Three ways to compute the same pass: `dense` (every pair, what a GPU
runs), `cpu default` (the CPU's passes, leaving out the elements no function of a pass reads) and `routed`
(`routed_update`). The three are timed in turn, `--repeats` times after one warm-up round, and the medians kept, with
the median of the paired ratios; a machine shared with other work slows the three alike within a round (each row
records the load average before it). `--sweep` adds pairs read at random with a given probability, the measurement
behind `ROUTED_MAX_FRACTION`. Wall seconds and the process's CPU seconds are both recorded: with one thread the CPU
seconds are the work itself, whatever else the machine runs. With two threads on a machine that other work keeps busy,
run it with `OMP_WAIT_POLICY=PASSIVE` (recorded): threads that spin while they wait for a descheduled partner slow the
many small kernels of the routed path far more than the dense path's few large ones.
"""
import argparse, json, os, platform, statistics, time
import torch
from neural_interpreters.configs.digits import DIGITS_PRESETS
from neural_interpreters.core.interpreter import Interpreter
from neural_interpreters.core.relative_position import RelativePositionBias
from neural_interpreters.core.execution import routed_update, read_fraction

BATCHES = {'quick': 128, 'paper': 32}   # sets per step: the quick preset's batch; the paper shapes' micro-benchmark
CLS_TOKENS = 3                          # one CLS token per digits source
SWEEP = (0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1.0)

def cpu_name() -> str:
    "The CPU's model name, from /proc/cpuinfo where there is one."
    try: return next(l.split(':', 1)[1].strip() for l in open('/proc/cpuinfo') if l.startswith('model name'))
    except (OSError, StopIteration): return platform.machine()

def kept(C:torch.Tensor, keep:torch.Tensor) -> torch.Tensor:
    "C where `keep`, renormalised over the functions as eq. 3 normalises."
    C = C * keep
    return C / (1e-6 + C.sum(0, keepdim=True))

def routings(U:int, B:int, N:int, seed:int=0) -> dict:
    "Sparse compatibilities (U, B, N) of random soft ones: top-1, top-2, expert choice at capacity factor 2."
    generator = torch.Generator().manual_seed(seed)
    soft = torch.randn(U, B, N, generator=generator).softmax(0)
    top = lambda k: torch.zeros_like(soft, dtype=torch.bool).scatter(0, soft.topk(k, dim=0).indices, True)
    choice = torch.zeros_like(soft, dtype=torch.bool).scatter(2, soft.topk(2 * N // U, dim=2).indices, True)
    return {'top-1': kept(soft, top(1)), 'top-2': kept(soft, top(2)), 'expert choice': kept(soft, choice)}

def read_at_random(U:int, B:int, N:int, fraction:float, seed:int=0) -> torch.Tensor:
    "Compatibilities (U, B, N) whose pairs are read independently with probability `fraction`."
    generator = torch.Generator().manual_seed(seed)
    soft = torch.rand(U, B, N, generator=generator)
    return kept(soft, torch.rand(U, B, N, generator=generator) < fraction)

class Pass:
    "One interpreter pass of a digits preset, forward and backward, computed one of three ways."
    def __init__(self, preset:str, seed:int=0):
        cfg = DIGITS_PRESETS['ni'][preset]
        torch.manual_seed(seed)
        self.backbone, grid = cfg.backbone, cfg.image_size // cfg.patch_size
        self.shape = (BATCHES[preset], grid * grid + CLS_TOKENS, self.backbone.dim)
        self.interpreter = Interpreter(self.backbone)
        self.position = RelativePositionBias(grid, n_heads=self.backbone.n_heads, code_dim=self.backbone.code_dim,
                                             embed_dim=cfg.pos_embed_dim, n_tokens=CLS_TOKENS)
        self.x, self.codes = torch.randn(self.shape), torch.randn(self.backbone.n_functions, self.backbone.code_dim)

    def run(self, way:str, C:torch.Tensor, bf16:bool) -> tuple[float, float]:
        "Wall and CPU seconds of one forward and backward computed `way`: 'dense', 'cpu default' or 'routed'."
        x, codes = self.x.clone().requires_grad_(), self.codes.clone().requires_grad_()
        self.interpreter.skip_unread = False if way == 'dense' else None     # None: the CPU's default
        wall, cpu = time.perf_counter(), time.process_time()
        with torch.autocast('cpu', dtype=torch.bfloat16, enabled=bf16):
            bias = self.position(codes)
            if way == 'routed': y = x + routed_update(self.interpreter.locs, x, codes, C, bias)
            else: y = self.interpreter(x, codes, C, bias)
        y.float().square().mean().backward()
        return time.perf_counter() - wall, time.process_time() - cpu

def timed(step:Pass, C:torch.Tensor, bf16:bool, ways:tuple, repeats:int) -> dict:
    "Median wall and CPU milliseconds of each way, and the median paired ratios to `routed`, over `repeats` rounds."
    for way in ways: step.run(way, C, bf16)                                      # warm-up round
    rounds = [{way: step.run(way, C, bf16) for way in ways} for _ in range(repeats)]
    median = lambda values: round(1000 * statistics.median(values), 1)
    row = {f'{way} {clock} ms': median([r[way][k] for r in rounds])
           for way in ways for k, clock in enumerate(('wall', 'cpu'))}
    for way in ways[:-1]:
        for k, clock in enumerate(('wall', 'cpu')):
            row[f'{clock} × {way}'] = round(statistics.median([r[way][k] / r['routed'][k] for r in rounds]), 2)
    return row

def measure(presets:list, precisions:list, repeats:int, sweep:bool) -> list:
    "One row per preset, precision and routing (and per read share with `sweep`), printed as it is measured."
    rows, ways = [], ('dense', 'cpu default', 'routed')
    for preset in presets:
        step = Pass(preset)
        U, (B, N, _) = step.backbone.n_functions, step.shape
        cases = routings(U, B, N)
        if sweep: cases.update({f'random {f:.0%}': read_at_random(U, B, N, f) for f in SWEEP})
        for precision in precisions:
            for routing, C in cases.items():
                row = dict(preset=preset, precision=precision, routing=routing, sets=B, elements=N,
                           read_fraction=round(read_fraction(C), 3), load_average=os.getloadavg()[0],
                           **timed(step, C, precision == 'bf16', ways, repeats))
                rows.append(row)
                print(f"{preset:6} {precision:5} {routing:14} read {row['read_fraction']:5.1%}  "
                      f"ms dense {row['dense wall ms']:7.0f}  cpu default {row['cpu default wall ms']:7.0f}  "
                      f"routed {row['routed wall ms']:7.0f}   × dense {row['wall × dense']:5.2f} "
                      f"(cpu {row['cpu × dense']:5.2f})  × cpu default {row['wall × cpu default']:5.2f} "
                      f"(cpu {row['cpu × cpu default']:5.2f})", flush=True)
    return rows

if __name__ == '__main__':
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('out'); parser.add_argument('--threads', type=int, default=2)
    parser.add_argument('--repeats', type=int, default=7)
    parser.add_argument('--presets', nargs='+', default=['quick', 'paper'], choices=sorted(BATCHES))
    parser.add_argument('--precisions', nargs='+', default=['fp32', 'bf16'], choices=['fp32', 'bf16'])
    parser.add_argument('--sweep', action='store_true')
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    start, load = time.perf_counter(), os.getloadavg()
    rows = measure(args.presets, args.precisions, args.repeats, args.sweep)
    machine = dict(cpu=cpu_name(), cores=os.cpu_count(), threads=torch.get_num_threads(), torch=torch.__version__,
                   platform=platform.platform(), omp_wait_policy=os.environ.get('OMP_WAIT_POLICY'),
                   load_average_before=load, load_average_after=os.getloadavg())
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, 'w') as f:
        json.dump(dict(machine=machine, repeats=args.repeats, seconds=round(time.perf_counter() - start),
                       rows=rows), f, indent=1)

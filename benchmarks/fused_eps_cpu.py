"""The cost of eq. 7's ε on the fused attention path (`NIConfig.fused_eps`): training steps timed with and without it.

Usage: python benchmarks/fused_eps_cpu.py OUT.json [--threads 2]
Each model: one forward and backward a step on random sets, 5 steps of warm-up, then the median of 20.
"""
import argparse, json, platform, statistics, time
from dataclasses import asdict
import torch
from neural_interpreters.core.interpreter import NIConfig, NeuralInterpreter

MODELS = {  # name -> (backbone, sets per step, elements per set)
    'digits backbone (Table 4), batch 32': (NIConfig.digits(), 32, 67),
    'fuzzy Boolean backbone (Table 3), batch 64': (NIConfig.fuzzy_boolean(), 64, 12),
}

def step_ms(cfg:NIConfig, bs:int, n:int, warmup:int=5, steps:int=20) -> float:
    "Median milliseconds of one forward and backward of a `NeuralInterpreter` built from `cfg`."
    torch.manual_seed(0)
    model, x = NeuralInterpreter(cfg), torch.randn(bs, n, cfg.dim)
    times = []
    for k in range(warmup + steps):
        start = time.perf_counter()
        model(x).square().mean().backward()
        if k >= warmup: times.append(1000 * (time.perf_counter() - start))
    return statistics.median(times)

if __name__ == '__main__':
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('out'); parser.add_argument('--threads', type=int, default=2)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    rows = []
    for name, (cfg, bs, n) in MODELS.items():
        dropped, kept = step_ms(cfg, bs, n), step_ms(cfg.replace(fused_eps=True), bs, n)
        rows.append(dict(model=name, config=asdict(cfg), bs=bs, elements=n, ms_without=round(dropped, 2),
                         ms_with=round(kept, 2), ratio=round(kept / dropped, 3)))
        print(f"{name}: {dropped:.1f} ms a step without ε, {kept:.1f} ms with it (× {kept / dropped:.2f})")
    machine = dict(platform=platform.platform(), cpus=torch.get_num_threads(), torch=torch.__version__)
    with open(args.out, 'w') as f: json.dump(dict(machine=machine, threads=args.threads, rows=rows), f, indent=1)

"""What a model converted to bfloat16 costs on this CPU: the digits backbone, forward and backward, float32 against
bfloat16 (the model and its input converted whole) and float32 under bfloat16 autocast.

Usage: python benchmarks/bf16_cpu.py OUT.json [--repeats 5] [--batch 32]
One thread; the medians of `--repeats` rounds after a warm-up, in wall and in the process's CPU seconds (with one thread
the CPU seconds are the work itself, whatever else the machine runs). Whether the CPU has bfloat16 instructions
(`avx512_bf16` or `amx_bf16` in /proc/cpuinfo) is recorded with the numbers.
"""
import argparse, json, os, platform, statistics, time
from pathlib import Path
import torch
from neural_interpreters import NIConfig, NeuralInterpreter

def cpu_flags() -> set:
    "The CPU's feature flags, from /proc/cpuinfo where there is one."
    info = Path('/proc/cpuinfo')
    lines = info.read_text().splitlines() if info.exists() else []
    return set(next((l.split(':', 1)[1].split() for l in lines if l.startswith('flags')), []))

def step_seconds(model, x, autocast:bool) -> tuple[float, float]:
    "Wall and CPU seconds of one forward and backward."
    wall, cpu = time.perf_counter(), time.process_time()
    with torch.autocast('cpu', dtype=torch.bfloat16, enabled=autocast): y = model(x)
    y.float().pow(2).mean().backward()
    return time.perf_counter() - wall, time.process_time() - cpu

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('out'); parser.add_argument('--repeats', type=int, default=5)
    parser.add_argument('--batch', type=int, default=32)
    args = parser.parse_args()
    torch.set_num_threads(1)
    torch.manual_seed(0)
    x = torch.randn(args.batch, 67, 192)                       # 64 patches and 3 CLS tokens, as the digits model
    rows = []
    for name, dtype, autocast in (('float32', torch.float32, False), ('bfloat16 model', torch.bfloat16, False),
                                  ('float32 under bfloat16 autocast', torch.float32, True)):
        torch.manual_seed(0)
        model = NeuralInterpreter(NIConfig.digits()).to(dtype)
        step_seconds(model, x.to(dtype), autocast)             # warm-up
        times = [step_seconds(model, x.to(dtype), autocast) for _ in range(args.repeats)]
        rows.append(dict(precision=name, wall_s=statistics.median(t[0] for t in times),
                         cpu_s=statistics.median(t[1] for t in times)))
    for row in rows: row['× float32 cpu'] = round(row['cpu_s'] / rows[0]['cpu_s'], 2)
    flags = cpu_flags()
    record = dict(machine=dict(cpu=platform.processor() or platform.machine(), torch=torch.__version__, threads=1,
                               bf16_instructions=sorted(flags & {'avx512_bf16', 'amx_bf16'}),
                               load_average=list(os.getloadavg())),
                  batch=args.batch, elements=67, repeats=args.repeats, rows=rows)
    Path(args.out).write_text(json.dumps(record, indent=1))
    for row in rows: print(f"{row['precision']:32s} {row['cpu_s']:7.2f} s CPU  × {row['× float32 cpu']}")

if __name__ == '__main__': main()

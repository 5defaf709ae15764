"""The arithmetic of each experiment's fit step, and the rate it reached in the recorded GPU measurements.

Usage: python benchmarks/fit_step_flops.py OUT.json [--gpu_rows benchmarks/raw/2026-11-28c]
Counts a step's floating-point operations (`fit_step_flops`: forward pass, loss, backward pass, by torch's formulas) on
the CPU, every element computed as a GPU computes them, for the cases the GPU fit-step measurement recorded, and divides
by the recorded graphed step's time and by its GPU-busy time (`fit_*.json` of `--gpu_rows`).
"""
import argparse, json, os, platform, tempfile
from pathlib import Path
import torch
from neural_interpreters.core.interpreter import NeuralInterpreter
from neural_interpreters.benchmark import fit_learner, fit_step_flops

CASES = {'digits_ni': 'gpu', 'digits_vit': 'gpu', 'pgm_ni': 'gpu', 'fuzzy_boolean': 'quick'}

def recorded(folder:Path, case:str, preset:str) -> dict:
    "The recorded GPU rows of `case` at `preset`, by step mode."
    rows = json.loads((folder/f"fit_{case}{'_gpu' if preset == 'gpu' else '_quick'}.json").read_text())['results']
    return {r['mode']: r for r in rows if r['device'].startswith('cuda')}

if __name__ == '__main__':
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('out'); parser.add_argument('--gpu_rows', default='benchmarks/raw/2026-11-28c')
    args = parser.parse_args()
    rows = []
    for case, preset in CASES.items():
        with tempfile.TemporaryDirectory() as folder:
            learn = fit_learner(case, preset, 'cpu', 1, folder)
            for m in learn.model.modules():       # every element computed, as on a GPU (the CPU leaves out unread ones)
                if isinstance(m, NeuralInterpreter): m.set_execution(skip_unread=False)
            gflop = fit_step_flops(learn) / 1e9
        row = dict(case=case, preset=preset, gflop_per_step=round(gflop, 2))
        for mode, r in recorded(Path(args.gpu_rows), case, preset).items():
            row[mode] = dict(ms_per_step=r['ms_per_step'], gpu_busy_ms=r.get('profiled_gpu_ms'),
                             tflops_step=round(gflop / r['ms_per_step'], 2),
                             tflops_gpu_busy=round(gflop / r['profiled_gpu_ms'], 2)
                             if r.get('profiled_gpu_ms') else None)
        rows.append(row); print(row, flush=True)
    meta = dict(platform=platform.platform(), cpus=os.cpu_count(), torch=torch.__version__, gpu_rows=args.gpu_rows)
    with open(args.out, 'w') as f: json.dump(dict(meta=meta, results=rows), f, indent=1)

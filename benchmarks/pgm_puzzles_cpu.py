"""The CPU cost of a generated PGM puzzle: drawn every epoch, drawn once and kept (`PuzzleCache`), read back.

Usage: python benchmarks/pgm_puzzles_cpu.py OUT.json [--puzzles 400] [--threads 1]
On one thread, as a loader worker runs: `puzzles` puzzles of the training split at the `quick` preset's settings
(40 × 40, one triple, no distractors) and at the `gpu` preset's (80 × 80, up to four triples, distractors), three
passes each — without a cache, then with an empty one (the first epoch: drawn and kept), then with it full (every
later epoch).
"""
import argparse, json, os, platform, shutil, tempfile, time
import torch
from neural_interpreters.data.pgm_files import PGMDataset, generator_version

SETTINGS = {'quick': dict(max_triples=1, distractors=False, size=40),
            'gpu': dict(max_triples=4, distractors=True, size=80)}

def ms_per_puzzle(ds:PGMDataset) -> float:
    "Milliseconds per item over one pass of `ds`."
    start = time.perf_counter()
    for i in range(len(ds)): ds[i]
    return 1000 * (time.perf_counter() - start) / len(ds)

if __name__ == '__main__':
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('out'); parser.add_argument('--puzzles', type=int, default=400)
    parser.add_argument('--threads', type=int, default=1)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    rows, folder = [], tempfile.mkdtemp()
    for preset, options in SETTINGS.items():
        drawn = ms_per_puzzle(PGMDataset('neutral', 'train', args.puzzles, 0, **options))
        cached = PGMDataset('neutral', 'train', args.puzzles, 0, **options, cache_dir=folder)
        first, later = ms_per_puzzle(cached), ms_per_puzzle(cached)
        rows.append(dict(preset=preset, **options, drawn_ms=round(drawn, 3), first_epoch_ms=round(first, 3),
                         later_epoch_ms=round(later, 4), kept_bytes=cached.cache.dtype.itemsize))
        print(rows[-1], flush=True)
    shutil.rmtree(folder)
    meta = dict(platform=platform.platform(), cpus=os.cpu_count(), threads=args.threads, torch=torch.__version__,
                puzzles=args.puzzles, generator_version=generator_version())
    with open(args.out, 'w') as f: json.dump(dict(meta=meta, results=rows), f, indent=1)

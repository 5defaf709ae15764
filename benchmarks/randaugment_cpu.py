"""The CPU cost of each RandAugment reading (`randaugment_transform`) per 32 × 32 image, alone and inside the loader.

Usage: python benchmarks/randaugment_cpu.py OUT.json [--threads 1] [--images 3000] [--batches 30]
On one thread, as fastai's loader workers run: the transform alone on the synthetic stand-ins of the three sources
(the median of 5 passes over `images` images), then whole training batches of 128 (the `gpu` preset's) from
`digits_dls` without workers — item, augmentation, scaling and collation (the median of `batches`, after 3).
"""
import argparse, json, os, platform, statistics, time
import PIL, timm, torch, torchvision
from neural_interpreters.data.digits import digits_dls, randaugment_transform, resize_images, synthetic_digits
from neural_interpreters.configs.base import RANDAUGMENTS

BATCH = 128           # images a training step, every digits preset
GPU_STEP_MS = {'interpreter': 15.9, 'ViT': 6.1}   # the digits `gpu` presets' graphed steps on one H200 (gpu_h100.md)

def transform_us(kind:str, images:torch.Tensor, passes:int=5) -> float:
    "Median microseconds per image of `randaugment_transform(kind)` over `images`, one pass at a time."
    augment, times = randaugment_transform(kind), []
    for _ in range(passes):
        start = time.perf_counter()
        for image in images: augment(image)
        times.append(1e6 * (time.perf_counter() - start) / len(images))
    return statistics.median(times)

def batch_ms(kind:str|None, train_sets, valid_sets, batches:int, warmup:int=3) -> float:
    "Median milliseconds of a training batch of `BATCH` images from `digits_dls` in this process (`kind` None: none)."
    options = dict(augment=False) if kind is None else dict(randaugment=kind)
    dls = digits_dls(train_sets, valid_sets, BATCH, device='cpu', **options)
    loader, times = iter(dls.train), []
    for k in range(warmup + batches):
        start = time.perf_counter()
        next(loader)
        if k >= warmup: times.append(1000 * (time.perf_counter() - start))
    return statistics.median(times)

if __name__ == '__main__':
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('out'); parser.add_argument('--threads', type=int, default=1)
    parser.add_argument('--images', type=int, default=3000); parser.add_argument('--batches', type=int, default=30)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(0)
    train_sets, valid_sets = synthetic_digits(n_train=max(args.images, BATCH * (args.batches + 4)) // 3, n_valid=8)
    images = torch.cat([resize_images(s.images, 32).expand(-1, 3, -1, -1) for s in train_sets])
    images = images[torch.randperm(len(images))[:args.images]].contiguous()
    load_before = os.getloadavg()
    plain = batch_ms(None, train_sets, valid_sets, args.batches)
    rows = []
    for kind in RANDAUGMENTS:
        per_image, per_batch = transform_us(kind, images), batch_ms(kind, train_sets, valid_sets, args.batches)
        workers = {model: per_batch / step for model, step in GPU_STEP_MS.items()}
        rows.append(dict(randaugment=kind, transform_us_per_image=round(per_image, 1), batch_ms=round(per_batch, 1),
                         batch_us_per_image=round(1000 * per_batch / BATCH, 1),
                         workers_to_keep_up={m: round(w, 2) for m, w in workers.items()}))
        print(f"{kind}: {per_image:.0f} µs an image for the transform; a batch of {BATCH} {per_batch:.1f} ms "
              f"(without augmentation {plain:.1f} ms); workers to keep up: "
              + ', '.join(f"{m} {w:.1f}" for m, w in workers.items()))
    machine = dict(platform=platform.platform(), processor=platform.processor(), cpus=os.cpu_count(),
                   threads=torch.get_num_threads(), torch=torch.__version__, torchvision=torchvision.__version__,
                   timm=timm.__version__, pillow=PIL.__version__, load_average=[load_before, os.getloadavg()])
    with open(args.out, 'w') as f:
        json.dump(dict(machine=machine, batch=BATCH, images=len(images), batches=args.batches, gpu_step_ms=GPU_STEP_MS,
                       batch_ms_without_augmentation=round(plain, 1), rows=rows), f, indent=1)

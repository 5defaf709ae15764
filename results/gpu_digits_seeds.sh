#!/usr/bin/env bash
# The digits pre-training at the `gpu` preset that the adaptation figures need, in one GPU window: the ViT's seed 0
# (its record is stale), then seeds 1 and 2 of the interpreter and of the ViT, with the graphed training step (the
# default on a GPU). Each run goes into OUT with the layout of `results/` (OUT/digits_ni/gpu/seeds/seed1, …); a
# finished run leaves its model and record, without its training checkpoint. Runs that do not fit in MINUTES (default
# 8) are skipped, or stopped at an epoch's end to be continued with --resume from a copy of their folder.
# On one H200 an interpreter's run took 154 s and a ViT's about 90 s (`benchmarks/gpu_h100.md`, 2026-11-28).
#   COMMIT=$(git rev-parse HEAD) WHEELS=.whl bash results/gpu_digits_seeds.sh OUT [MINUTES]
set -o pipefail
out=${1:?usage: bash results/gpu_digits_seeds.sh OUT [MINUTES]}; mkdir -p "$out"
deadline=$(( $(date +%s) + 60 * ${2:-8} ))
source "$(dirname "$0")/../benchmarks/device_env.sh"
machine "$out/machine.txt"
pretrain() {  # model seed folder: one run of ni_digits within what is left of the window
  local left; left=$(( (deadline - $(date +%s)) / 60 ))
  if [ "$left" -lt 2 ]; then echo "$1 seed $2: skipped, $left min left" | tee -a "$out/log.txt"; return; fi
  local start; start=$(date +%s)
  ni ni_digits --model "$1" --preset gpu --seed "$2" --device cuda --out "$out/$3" --resume --time_limit "$left" 2>&1 \
    | grep -v -e Warning -e warnings.warn -e _warn_once -e run_backward | tail -6 | tee -a "$out/log.txt"
  echo "$1 seed $2: exit ${PIPESTATUS[0]} after $(( $(date +%s) - start )) s" | tee -a "$out/log.txt"
  [ -f "$out/$3/results.json" ] && rm -rf "$out/$3/checkpoints" "$out/$3/parts/_lock"
}
pretrain vit 0 digits_vit/gpu
for seed in 1 2; do pretrain ni $seed digits_ni/gpu/seeds/seed$seed; done
for seed in 1 2; do pretrain vit $seed digits_vit/gpu/seeds/seed$seed; done

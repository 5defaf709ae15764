#!/usr/bin/env bash
# Every GPU measurement of the fit steps in one command: the real fit step of each experiment (`ni_benchmark --fit`),
# eager and graphed, with the loss of every step compared with the eager fit's. On one H200 (2026-11-28, commit
# 5de65a6) it took 408 s, the wheels' install included. Each measurement writes its file as soon as it ends, so a
# command stopped early keeps what it measured.
#   bash benchmarks/gpu_fit_steps.sh OUT_FOLDER
set -o pipefail
out=${1:?usage: bash benchmarks/gpu_fit_steps.sh OUT_FOLDER}; mkdir -p "$out"
source "$(dirname "$0")/device_env.sh"
machine "$out/machine.txt"
bench() {   # ni_benchmark from the source tree, whether or not the package is installed
  ni ni_benchmark --device cuda --steps 30 --warmup 6 --profiled 5 "$@" 2>&1 \
    | grep -v -e Warning -e warnings.warn | tee -a "$out/log.txt"
}
bench --fit digits_ni --preset gpu --step_modes eager,graphed --out "$out/fit_digits_ni_gpu.json"
bench --fit pgm_ni --preset gpu --step_modes eager,graphed --out "$out/fit_pgm_ni_gpu.json"
bench --fit fuzzy_boolean --preset quick --step_modes eager,graphed --out "$out/fit_fuzzy_boolean_quick.json"
bench --fit digits_vit --preset gpu --step_modes eager,graphed --out "$out/fit_digits_vit_gpu.json"

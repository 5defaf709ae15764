#!/usr/bin/env bash
# Whole graphed runs where the GPU-speed goals are about a run, not a step: the PGM interpreter's `gpu` run on the
# neutral regime (goal: ≤ 4 minutes; bfloat16 since 2026-11-29) and the fuzzy Boolean `quick` run (goal: ≥ 5 × the
# 2-core CPU's 375 s). Each run stops cleanly at its time limit (minutes) and keeps its run folder, so that the same
# command with --resume finishes it in a later call; its log has fastai's epoch times. Not yet run on a GPU.
#   bash benchmarks/gpu_runs.sh OUT_FOLDER [PGM_MINUTES=5] [FUZZY_MINUTES=3]
set -o pipefail
out=${1:?usage: bash benchmarks/gpu_runs.sh OUT_FOLDER [PGM_MINUTES] [FUZZY_MINUTES]}; mkdir -p "$out"
source "$(dirname "$0")/device_env.sh"
machine "$out/machine.txt"
run() {   # a console script, timed: its output in $out/NAME.log, its wall time and exit status in wall_times.txt
  local name=$1 start=$SECONDS; shift
  python3 /tmp/ni_console.py "$@" 2>&1 | grep -v -e Warning -e warnings.warn > "$out/$name.log"
  echo "$name: $((SECONDS - start)) s, exit ${PIPESTATUS[0]}" >> "$out/wall_times.txt"
}
run pgm_ni_gpu ni_pgm --model ni --preset gpu --device cuda --seed 0 --out "$out/pgm" --time_limit "${2:-5}"
run fuzzy_quick_gpu ni_fuzzy_boolean --preset quick --device cuda --seed 0 --out "$out/fuzzy_quick" \
  --time_limit "${3:-3}"

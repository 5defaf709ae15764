#!/usr/bin/env bash
# The routing study's answer at `gpu` scale: the digits interpreter pre-trained with centred types (the remedy that
# cost no accuracy at `quick`), seed 0, graphed, beside the recorded `digits_ni/gpu` run of the paper's protocol, then
# measured (`study.json`: Fig. 5c per dropped function, Figs. 4/17/18). It stops cleanly at its time limit (minutes)
# and keeps its folder, so the same command with --resume finishes it in a later call. Not yet run on a GPU.
#   bash benchmarks/gpu_routing_study.sh OUT_FOLDER [MINUTES=9] [REMEDY=centred_types] [SEED=0]
set -o pipefail
out=${1:?usage: bash benchmarks/gpu_routing_study.sh OUT_FOLDER [MINUTES] [REMEDY] [SEED]}; mkdir -p "$out"
source "$(dirname "$0")/device_env.sh"
machine "$out/machine.txt"
remedy=${3:-centred_types}; seed=${4:-0}; start=$SECONDS
ni ni_routing_study --remedy "$remedy" --seed "$seed" --preset gpu --device cuda --resume \
  --out "$out/${remedy}_seed${seed}" --time_limit "${2:-9}" 2>&1 | grep -v -e Warning -e warnings.warn \
  > "$out/${remedy}_seed${seed}.log"
echo "${remedy}_seed${seed}: $((SECONDS - start)) s, exit ${PIPESTATUS[0]}" >> "$out/wall_times.txt"

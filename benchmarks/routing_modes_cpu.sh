#!/usr/bin/env bash
# The routing modes on the CPU: one forward+backward of the digits interpreter, every pair computed (`fast`) against
# only the routed ones (`routed`), under eq. 3's soft routing and under top-1, top-2 and expert choice (capacity
# factor 2), at the `quick` sizes (batch 128, 16 patches + 3 CLS tokens) and at Table 4's (batch 32, 64 + 3), beside
# Table 5's ViT on sets of the same size; float32, and bfloat16 autocast at batch 8 where Table 4's sizes make it slow.
# The routing is the model's own (type inference on random sets), so the pairs read are those a mode leaves.
#   bash benchmarks/routing_modes_cpu.sh OUT_FOLDER [THREADS=2]
set -o pipefail
out=${1:?usage: bash benchmarks/routing_modes_cpu.sh OUT_FOLDER [THREADS]}; mkdir -p "$out"
threads=${2:-2}
declare -A shape=([quick]='--batch 128 --set_size 19' [paper]='--batch 32 --set_size 67')
declare -A mode=([soft]='' [top_1]='--top_k 1' [top_2]='--top_k 2' [expert_choice_2]='--expert_capacity 2')
for sizes in quick paper; do
  for m in soft top_1 top_2 expert_choice_2; do
    paths=$([ "$m" = soft ] && echo fast,routed,vit || echo fast,routed)
    ni_benchmark --sizes $sizes ${shape[$sizes]} ${mode[$m]} --paths $paths --precisions fp32 --steps 3 --warmup 1 \
      --threads "$threads" --out "$out/routing_modes_${sizes}_${m}_fp32.json" | tail -n +2
    bf16_batch=$([ "$sizes" = paper ] && echo '--batch 8' || echo '')
    ni_benchmark --sizes $sizes ${shape[$sizes]} $bf16_batch ${mode[$m]} --paths $paths --precisions bf16 --steps 2 \
      --warmup 1 --threads "$threads" --out "$out/routing_modes_${sizes}_${m}_bf16.json" | tail -n +2
  done
done

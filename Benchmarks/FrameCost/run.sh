#!/bin/sh
# Builds the frame benchmark with the runtime sources in one module (-O) and
# compares heap allocation counts for 1 000 and 100 000 frames under
# valgrind: equal totals mean frame evaluation allocates nothing.
# Usage: Benchmarks/FrameCost/run.sh   (from the package root)
set -e
out=${TMPDIR:-/tmp}/transpec-framecost
swiftc -O -module-name FrameCost Sources/TranspecRuntime/*.swift Benchmarks/FrameCost/main.swift -o "$out"
for n in 1000 100000; do
  printf '%s frames: ' "$n"
  valgrind --tool=memcheck "$out" "$n" 2>&1 | grep 'total heap usage'
done
echo "callgrind: valgrind --tool=callgrind $out 100000"

#!/usr/bin/env python3
"""Sets ncu's hardware counters for the five ladder kernels beside what the emulator predicts
for the same launches (gpucheck/ladder-traffic-128.json, from `cudaviz trace`), so the memory
model is checked against the hardware, not only against itself.
    ncu-vs-emulator.py NCU_CSV PREDICTION_JSON OUT_JSON
Prints a table; exits 0 whatever the counters say (a difference is a finding to read, since
the compiler may merge or split accesses), 1 when the inputs cannot be read."""
import csv
import json
import sys

# ncu metric -> the prediction's field
METRICS = {
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum": "global_load_requests",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum": "global_load_sectors",
    "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum": "global_store_requests",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum": "global_store_sectors",
    "smsp__sass_inst_executed_op_shared_ld.sum": "shared_load_requests",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum": "shared_load_wavefronts",
    "smsp__sass_inst_executed_op_shared_st.sum": "shared_store_requests",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum": "shared_store_wavefronts",
}
KERNELS = {  # the function names in cuda/matmulkernels.cu -> the app's backend keys
    "naiveKernel": "gpu-naive", "coalescedKernel": "gpu-coalesced", "tiledKernel": "gpu-tiled",
    "tiled2DKernel": "gpu-tiled-2d", "warptiledKernel": "gpu-warptiled",
}


def backend_of(kernel_name):
    base = kernel_name.replace("(anonymous namespace)::", "").split("(")[0].split("::")[-1].strip()
    return KERNELS.get(base)


def read_ncu(path):
    """The first launch of each ladder kernel: {backend: {field: value}}."""
    with open(path, newline="") as f:
        rows = [r for r in csv.reader(f)]
    header = next((i for i, r in enumerate(rows) if "Kernel Name" in r), None)
    if header is None:
        raise ValueError("no 'Kernel Name' column in " + path)
    names = rows[header]
    found = {}
    for row in rows[header + 1:]:
        if len(row) != len(names) or not row[0].strip().isdigit():
            continue  # the units row, notes
        record = dict(zip(names, row))
        backend = backend_of(record["Kernel Name"])
        if not backend or backend in found:
            continue
        values = {}
        for metric, field in METRICS.items():
            text = record.get(metric, "").replace(",", "").strip()
            values[field] = float(text) if text not in ("", "n/a") else None
        found[backend] = values
    return found


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 1
    measured = read_ncu(sys.argv[1])
    with open(sys.argv[2]) as f:
        predicted = json.load(f)
    out = {"format": "cudaviz-ncu-vs-emulator-1", "size": predicted["size"], "kernels": {}}
    print("%-14s %-24s %14s %14s %8s" % ("backend", "counter", "ncu", "emulator", "ratio"))
    for backend, want in sorted(predicted["kernels"].items()):
        got = measured.get(backend, {})
        rows = {}
        for field in METRICS.values():
            hw, model = got.get(field), want.get(field)
            ratio = (hw / model) if (hw is not None and model) else None
            rows[field] = {"ncu": hw, "emulator": model, "ratio": ratio,
                           "match": hw is not None and model is not None and hw == model}
            print("%-14s %-24s %14s %14s %8s" % (backend, field, "-" if hw is None else "%.0f" % hw, model,
                                                "-" if ratio is None else "%.3f" % ratio))
        out["kernels"][backend] = rows
    matches = sum(r["match"] for k in out["kernels"].values() for r in k.values())
    total = sum(len(k) for k in out["kernels"].values())
    out["summary"] = "%d of %d counters equal the emulator's prediction" % (matches, total)
    print(out["summary"])
    with open(sys.argv[3], "w") as f:
        json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

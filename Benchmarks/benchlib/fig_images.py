"""Figure 5: images — 200 images from a loopback server through the pipeline vs a C program doing the same
fetch + decode (libcurl multi, 6 connections, gdk_texture_new_from_bytes on a thread per CPU), with a C
twin of the pipeline's duties (and its JPEG decoder), both sides' CPU time and curl --parallel (fetch only) as context; disk and memory hits vs the network path; bytes for one Explore
page vs w500 for everything."""
import json
import os
import subprocess
import time

from . import swiftbench
from .images_server import ImageServer
from .report import median, percentile

COUNT = 200
SIZE = "w342"
# Sequential latencies: 100 w342 textures (0.7 MB each) fit the 96 MiB memory cache.
LATENCY_COUNT = 100


def curl_batch(env, base, first, run):
    folder = os.path.join(env.work, f"curl-{run}")
    os.makedirs(folder, exist_ok=True)
    config = os.path.join(folder, "urls.conf")
    with open(config, "w") as file:
        for index in range(first, first + COUNT):
            file.write(f'url = "{base}{SIZE}/poster-{index}.jpg"\noutput = "{folder}/{index}.jpg"\n')
    start = time.monotonic_ns()
    subprocess.run(["curl", "--parallel", "--parallel-max", "6", "--silent", "--no-progress-meter", "--fail",
                    "--config", config], check=True, stdout=subprocess.DEVNULL)
    return (time.monotonic_ns() - start) / 1e6


def c_batch(env, program, base, first):
    result = subprocess.run([program, base, str(first), str(COUNT), SIZE], check=True,
                            capture_output=True, text=True, env=env.base_env(env.private_home()))
    batch = json.loads(result.stdout)
    if batch["loaded"] != COUNT:
        raise RuntimeError(f"{os.path.basename(program)} decoded {batch['loaded']} of {COUNT} images")
    return batch["elapsed_ns"] / 1e6, batch["cpu_ns"] / 1e6


def run(env, report):
    server = ImageServer(env)
    try:
        measure(env, report, server.base)
    finally:
        server.close()


def measure(env, report, base):
    ours, transport, curl, native, twin = [], [], [], [], []
    ours_cpu, native_cpu = [], []
    # A batch lasts about 0.1 s and moves by several per cent from run to run: twice the runs, plus one.
    for run in range(2 * env.runs + 1):
        elapsed, cpu = c_batch(env, env.images_baseline_program(), base, 300_000 + run * 1000)
        native.append(elapsed)
        native_cpu.append(cpu)
        twin.append(c_batch(env, env.images_twin_program(), base, 400_000 + run * 1000)[0])
        curl.append(curl_batch(env, base, 100_000 + run * 1000, run))
        result = swiftbench.run(env, "images-transport", env.private_home(), "--base", base, "--first",
                                200_000 + run * 1000, "--count", COUNT, "--size", SIZE)
        transport.append(result["elapsed_ns"] / 1e6)
        cache = os.path.join(env.work, f"images-batch-{run}")
        result = swiftbench.run(env, "images-batch", env.private_home(), "--base", base, "--first", run * 1000,
                                "--count", COUNT, "--size", SIZE, "--cache", cache)
        if result["loaded"] != COUNT:
            raise RuntimeError(f"the pipeline loaded {result['loaded']} of {COUNT} images")
        ours.append(result["elapsed_ns"] / 1e6)
        ours_cpu.append(result["cpu_ns"] / 1e6)
    report.line(f"5a images: {COUNT} {SIZE} posters from loopback, pipeline vs C (libcurl multi x6 + "
                "gdk_texture_new_from_bytes)", median(ours), "ms", median(native), "ms", "<= 1.0x",
                lambda value, ratio: ratio <= 1.0, note="fetch + validate + decode to textures + disk-cache write")
    report.line("5a context: the pipeline's duties in C (baseline/images_twin_c.c: its JPEG decoder, bodies kept for "
                "the disk cache, memory cache, textures handed to the main loop) vs the C baseline", median(twin), "ms",
                median(native), "ms", "(context: the pipeline without Swift)", lambda value, ratio: True)
    report.line("5a context: the pipeline vs its C twin", median(ours), "ms", median(twin), "ms",
                "(context: what Swift adds)", lambda value, ratio: True)
    report.line("5a context: CPU time of the batch (every thread of the process), pipeline vs C", median(ours_cpu), "ms",
                median(native_cpu), "ms", "(context: the batch is CPU-bound on this machine)", lambda value, ratio: True)
    report.line(f"5a images: the same {COUNT} GETs with curl --parallel --parallel-max 6 (fetch only) vs the C "
                "baseline", median(curl), "ms", median(native), "ms", "(context: fetching alone)",
                lambda value, ratio: True)
    report.line(f"5a images: the same {COUNT} GETs through HTTPClient alone (no decoding) vs curl", median(transport),
                "ms", median(curl), "ms", "(context: transport share of 5a)", lambda value, ratio: True)

    latency = swiftbench.run(env, "images-latency", env.private_home(), "--base", base, "--first", 50_000,
                             "--count", LATENCY_COUNT, "--size", SIZE, "--cache",
                             os.path.join(env.work, "images-latency"))
    if latency["failed"]:
        raise RuntimeError(f"{latency['failed']} image loads failed")
    if latency["disk_hits"] != LATENCY_COUNT or latency["memory_hits"] != LATENCY_COUNT:
        raise RuntimeError(f"expected {LATENCY_COUNT} disk and memory hits, got {latency['disk_hits']} and "
                           f"{latency['memory_hits']}")
    network = [ns / 1e6 for ns in latency["network_ns"]]
    for label, key in [("disk", "disk_ns"), ("memory", "memory_ns")]:
        samples = [ns / 1e6 for ns in latency[key]]
        report.line(f"5b images: {label}-hit latency median (load awaited on the main actor)", median(samples), "ms", median(network), "ms",
                    "< 1x (network path, sequential loads)", lambda value, ratio: ratio < 1)
        report.line(f"5b images: {label}-hit latency p99", percentile(samples, 0.99), "ms",
                    percentile(network, 0.99), "ms", "< 1x (network path p99)", lambda value, ratio: ratio < 1)

    sizes = swiftbench.run(env, "images-bytes", env.private_home(), "--base", base, "--card-width",
                           env.card_width, "--scale", 1)
    if sizes["failed"]:
        raise RuntimeError(f"{sizes['failed']} Explore image loads failed")
    report.line(f"5c images: bytes for one Explore page ({sizes['cards']} cards {env.card_width} pt wide, "
                f"scale 1: {'+'.join(sizes['sizes'])}) vs w500 for everything",
                sizes["selected_bytes"] / 1024, "KiB", sizes["w500_bytes"] / 1024, "KiB", "< 1x",
                lambda value, ratio: ratio < 1)

"""JPEG files shaped like TMDb's: one photographic-looking source per index, saved at every width of the
poster and profile size lists. Generated once with ImageMagick into .build-release/bench-assets."""
import os
import subprocess

SOURCES = 8
# TMDb widths (the poster and profile lists of `ImageKind.tmdbSizes`) plus h632 (a profile size).
WIDTHS = [45, 92, 154, 185, 342, 500, 780]
HEIGHTS = [632]
FULL = (500, 750)  # w780 is scaled up from it


def size_names():
    return [f"w{width}" for width in WIDTHS] + [f"h{height}" for height in HEIGHTS]


def ensure(folder):
    """Generates missing assets; returns `folder` (files `<size>/src-NN.jpg`)."""
    for name in size_names():
        os.makedirs(os.path.join(folder, name), exist_ok=True)
    for index in range(SOURCES):
        targets = {name: os.path.join(folder, name, f"src-{index:02d}.jpg") for name in size_names()}
        if all(os.path.exists(path) for path in targets.values()):
            continue
        command = ["convert", "-size", f"{FULL[0]}x{FULL[1]}", "-seed", str(index + 1), "plasma:fractal",
                   "-blur", "0x2", "-quality", "85"]
        for width in WIDTHS:
            command += ["(", "+clone", "-resize", f"{width}x", "-write", "jpg:" + targets[f"w{width}"] + ".tmp",
                        "+delete", ")"]
        for height in HEIGHTS:
            command += ["(", "+clone", "-resize", f"x{height}", "-write", "jpg:" + targets[f"h{height}"] + ".tmp",
                        "+delete", ")"]
        command += ["null:"]
        subprocess.run(command, check=True, capture_output=True)
        for path in targets.values():
            os.replace(path + ".tmp", path)
    return folder

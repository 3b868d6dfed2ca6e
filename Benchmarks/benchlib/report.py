"""Statistics and the printed figure lines."""
import math


class Unavailable(Exception):
    """A figure cannot be measured yet (a part of the app it needs is missing); the message says why."""


def median(values):
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no samples")
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def percentile(values, fraction):
    """Nearest-rank percentile (p99: fraction 0.99)."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no samples")
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def number(value):
    """Three significant digits, no exponent."""
    if value == 0:
        return "0"
    magnitude = math.floor(math.log10(abs(value)))
    decimals = max(0, 2 - magnitude)
    return f"{value:.{decimals}f}"


class Report:
    """Prints each figure as soon as it is measured and remembers which targets were missed."""

    def __init__(self):
        self.missed = []
        self.failures = []
        self.count = 0

    def line(self, name, value, unit, baseline, baseline_unit, target, met, note=""):
        """`<name>: <value> <unit> (baseline <b> <unit>, ratio <r>) target <t> [met|MISSED]`."""
        ratio = value / baseline if baseline else float("inf")
        status = "met" if met(value, ratio) else "MISSED"
        if status == "MISSED":
            self.missed.append(name)
        self.count += 1
        text = (f"{name}: {number(value)} {unit} (baseline {number(baseline)} {baseline_unit}, "
                f"ratio {number(ratio)}) target {target} [{status}]")
        if note:
            text += f"  -- {note}"
        print(text, flush=True)

    def info(self, name, text):
        """A measured value without a ratio (context for the figure lines)."""
        print(f"{name}: {text}", flush=True)

    def unavailable(self, name, reason):
        self.failures.append(name)
        print(f"{name}: not measured ({reason})", flush=True)

    def failed(self, name, error):
        self.failures.append(name)
        print(f"{name}: FAILED ({type(error).__name__}: {error})", flush=True)

    def summary(self, seconds):
        parts = [f"{self.count} figures in {seconds:.0f} s"]
        parts.append("targets missed: " + (", ".join(self.missed) if self.missed else "none"))
        if self.failures:
            parts.append("not measured: " + ", ".join(self.failures))
        return "; ".join(parts)

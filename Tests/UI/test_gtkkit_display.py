"""Runs the Swift tests that need a display (list view recycling, list box order, navigation stack) inside the
harness's Xvfb session."""
import os
import re
import subprocess

from uitest import APP_PATH, fail, log, run

DISPLAY_TESTS = ["GtkKitTests.ListViewDisplayTests", "GtkKitTests.ListBoxDisplayTests", "ShellTests.NavigationStackViewTests",
                 "GtkKitTests.CanvasImageDisplayTests", "ShellTests.LoadingViewDisplayTests",
                 "ShellTests.PosterGridDisplayTests", "ShellTests.PosterCardDisplayTests",
                 "GnomeIntegrationTests.ShortcutsWindowDisplayTests"]


def test():
    bundle = os.path.join(os.path.dirname(APP_PATH), "PopcornPackageTests.xctest")
    if not os.path.exists(bundle):
        fail(f"{bundle} is missing: build the tests first (`swift build --build-tests`)")
    for suite in DISPLAY_TESTS:
        result = subprocess.run([bundle, suite], capture_output=True, text=True, timeout=300,
                                env=dict(os.environ, POPCORN_DISPLAY_TESTS="1"))
        output = result.stdout + result.stderr
        executed = re.search(r"Executed (\d+) tests?, with (\d+) tests? skipped", output)
        ran = re.search(r"Executed ([1-9]\d*) tests?", output)
        if result.returncode != 0 or executed or not ran:
            print(output[-4000:])
            fail(f"{suite}: exit status {result.returncode}" + (" (tests were skipped)" if executed else "")
                 + ("" if ran else " (no test ran)"))
        log(f"{suite}: " + re.findall(r"Executed .*", output)[-1])


if __name__ == "__main__":
    run(test)

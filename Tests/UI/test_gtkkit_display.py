"""Runs the Swift tests that need a display (list view recycling, navigation stack) inside the harness's
Xvfb session."""
import os
import re
import subprocess

from uitest import APP_PATH, fail, log, run

DISPLAY_TESTS = ["GtkKitTests.ListViewDisplayTests", "ShellTests.NavigationStackViewTests"]


def test():
    bundle = os.path.join(os.path.dirname(APP_PATH), "PopcornPackageTests.xctest")
    if not os.path.exists(bundle):
        fail(f"{bundle} is missing: build the tests first (`swift build --build-tests`)")
    for suite in DISPLAY_TESTS:
        result = subprocess.run([bundle, suite], capture_output=True, text=True, timeout=300,
                                env=dict(os.environ, POPCORN_DISPLAY_TESTS="1"))
        output = result.stdout + result.stderr
        executed = re.search(r"Executed (\d+) tests?, with (\d+) tests? skipped", output)
        if result.returncode != 0 or executed or "Executed" not in output:
            print(output[-4000:])
            fail(f"{suite}: exit status {result.returncode}" + (" (tests were skipped)" if executed else ""))
        log(f"{suite}: " + re.findall(r"Executed .*", output)[-1])


if __name__ == "__main__":
    run(test)

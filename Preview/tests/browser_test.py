"""The preview page in a real browser: headless Chromium, driven through
chromedriver by WebDriver actions, which the browser turns into real
pointer and touch events. Each case drags (or presses) as a person would,
takes the page's own trace and replay command, runs `transpec simulate`
on them, and checks that every frame the page played places every element
within 1e-6 pt of what `simulate` prints (times exactly).

Run by scripts/test after the Swift suite. TRANSPEC names the transpec
binary (default .build/debug/transpec); TRANSPEC_KEEP_PAGES=1 keeps the
pages and traces in a folder it names.
"""
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.support.ui import Select

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TRANSPEC = os.environ.get("TRANSPEC", os.path.join(ROOT, ".build", "debug", "transpec"))
TOLERANCE = 1e-6


def find(*names):
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


class PreviewInChromium(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        options = webdriver.ChromeOptions()
        options.binary_location = find("chromium", "chromium-browser", "google-chrome")
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1000",
                         "--disable-dev-shm-usage"]:
            options.add_argument(argument)
        cls.driver = webdriver.Chrome(service=Service(find("chromedriver")), options=options)
        cls.folder = tempfile.mkdtemp(prefix="transpec-preview-")

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        if os.environ.get("TRANSPEC_KEEP_PAGES"):
            print(f"pages and traces kept in {cls.folder}", file=sys.stderr)
        else:
            shutil.rmtree(cls.folder, ignore_errors=True)

    # ---- the page ---------------------------------------------------------

    def open(self, spec, transition, *options):
        page = os.path.join(self.folder, f"{transition}.html")
        subprocess.run([TRANSPEC, "preview", spec, "--transition", transition, "--output", page, "--quiet", *options],
                       cwd=ROOT, check=True)
        self.driver.get("file://" + page)
        self.wait(lambda: self.js("return window.transpecPreview && window.transpecPreview.ready"), "the page to load")
        self.assertIsNone(self.js("return document.getElementById('diagnostics').hidden ? null : "
                                  "document.getElementById('diagnostics').textContent"))

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def wait(self, condition, what, seconds=20):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if condition():
                return
            time.sleep(0.02)
        self.fail(f"timed out waiting for {what}")

    def wait_at_rest(self):
        self.wait(lambda: self.js("return window.transpecPreview.phase()") in ("at rest", "idle"), "the motion to rest")

    def drag(self, kind, strokes, start=(0, 0)):
        """Presses at `start` (px from the screen's centre) and moves by each
        (dx, dy) in turn; a None stroke lifts, waits a beat and presses again."""
        screen = self.driver.find_element("id", "screen")
        pointer = PointerInput(interaction.POINTER_TOUCH if kind == "touch" else interaction.POINTER_MOUSE, kind)
        actions = ActionBuilder(self.driver, mouse=pointer, duration=16)
        actions.pointer_action.move_to(screen, *start)
        actions.pointer_action.pointer_down()
        for stroke in strokes:
            if stroke is None:
                actions.pointer_action.pointer_up()
                actions.pointer_action.pause(0.12)
                actions.pointer_action.pointer_down()
            else:
                actions.pointer_action.move_by(*stroke)
        actions.pointer_action.pointer_up()
        actions.perform()
        self.wait_at_rest()

    # ---- simulate ---------------------------------------------------------

    def replay_drag(self):
        """The page's trace and replay command, run as printed, in JSON."""
        trace = self.js("return window.transpecPreview.trace()")
        command = self.js("return window.transpecPreview.command()")
        self.assertIsNotNone(trace, "the page recorded no drag")
        words = shlex.split(command)
        self.assertEqual(words[:2], ["transpec", "simulate"])
        name = words[words.index("--gesture") + 1]
        with open(os.path.join(self.folder, name), "w") as file:
            file.write(trace)
        return self.simulate(words[2:], cwd=self.folder, spec_root=ROOT)

    def simulate(self, arguments, cwd=ROOT, spec_root=None):
        if spec_root:
            arguments = [os.path.join(spec_root, arguments[0])] + arguments[1:]
        result = subprocess.run([TRANSPEC, "simulate", *arguments, "--format", "json"], cwd=cwd,
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)
        return json.loads(result.stdout)

    def assert_same_frames(self, simulated):
        """Every frame: the same time, and progress, offsets and element
        values within TOLERANCE. Returns the largest difference."""
        frames = self.js("return window.transpecPreview.frames()")
        samples = simulated["samples"]
        self.assertEqual(len(frames), len(samples), "the page played as many frames as simulate prints")
        self.assertGreater(len(samples), 10)
        worst = 0.0
        for index, (frame, sample) in enumerate(zip(frames, samples)):
            self.assertEqual(frame["t"], sample["t"], f"frame {index}'s time")
            pairs = [("progress", "progress"), ("offset", "offset")]
            if "offsetAcross" in sample:
                pairs.append(("offsetAcross", "offsetAcross"))
            for ours, theirs in pairs:
                difference = abs(frame[ours] - sample[theirs])
                worst = max(worst, difference)
                self.assertLessEqual(difference, TOLERANCE, f"frame {index} (t = {sample['t']}): {ours}")
        channels = 0
        for element, properties in simulated.get("elements", {}).items():
            for name, values in properties.items():
                key = {"dimming": "dimming", "sharedElement": "sharedFraction"}.get(element, f"{element}.{name}")
                channels += 1
                for index, (frame, value) in enumerate(zip(frames, values)):
                    difference = abs(frame[key] - value)
                    worst = max(worst, difference)
                    self.assertLessEqual(difference, TOLERANCE, f"frame {index}: {element}.{name}")
        print(f"  {self.id().split('.')[-1]}: {len(frames)} frames, {channels} element channels, "
              f"largest difference {worst:.1e}", file=sys.stderr)
        return worst

    def calls(self, simulated):
        return [call["call"].split(":")[0].split(" ")[0] for call in simulated["calls"]]

    # ---- the cases --------------------------------------------------------

    def test_tags_sheet_dismissal_by_touch(self):
        self.open("Specs/tags-sheet.transpec.yaml", "TagsSheetDismiss")
        self.drag("touch", [(0, 30)] * 8, start=(0, -150))
        simulated = self.replay_drag()
        self.assertEqual(simulated["phase"], "finished (complete)")
        self.assert_same_frames(simulated)
        self.assertEqual(self.js("return window.transpecPreview.state().shown"), 0)

    def test_maps_sheet_between_detents(self):
        self.open("Specs/maps-sheet.transpec.yaml", "MapsSheetDrag")
        # On an iPad, picked in the page: its detents' progress differs from a phone's.
        Select(self.driver.find_element("id", "device-picker")).select_by_value("820x1180")
        # From the full detent down, slowly: it stops at a lower detent.
        self.drag("mouse", [(0, 40)] * 6 + [(0, 2)] * 3, start=(0, -200))
        simulated = self.replay_drag()
        self.assertIn("--from-detent full", self.js("return window.transpecPreview.command()"))
        self.assertIn("--container 820x1180", self.js("return window.transpecPreview.command()"))
        self.assertIn(simulated.get("restingDetent"), ("half", "collapsed"))
        self.assert_same_frames(simulated)
        # Then from that detent back up, with a flick.
        self.drag("mouse", [(0, -30)] * 5, start=(0, 150))
        resting = simulated["restingDetent"]
        simulated = self.replay_drag()
        self.assertIn(f"--from-detent {resting}", self.js("return window.transpecPreview.command()"))
        self.assert_same_frames(simulated)

    def test_media_viewer_two_dimensional_drag_with_a_fling(self):
        self.open("Specs/media-viewer.transpec.yaml", "MediaViewerDismiss")
        self.drag("touch", [(-12, 10), (-16, 12), (-30, 18), (-60, 25), (-90, 30)])
        simulated = self.replay_drag()
        releases = [call for call in simulated["calls"] if "decision" in call]
        self.assertEqual(len(releases), 1)
        self.assertIn("flight", releases[0], "the release flies the way it was flung")
        self.assertTrue(any(sample.get("offsetAcross", 0) != 0 for sample in simulated["samples"]))
        self.assert_same_frames(simulated)

    def test_a_regrab_while_the_sheet_settles(self):
        self.open("Specs/tags-sheet.transpec.yaml", "TagsSheetDismiss")
        # A slow short drag, let go, caught again as it springs back, then flicked away.
        self.drag("touch", [(0, 20), (0, 20), (0, 15), (0, 2), (0, 1), None, (0, 40), (0, 60), (0, 80)],
                  start=(0, -150))
        simulated = self.replay_drag()
        self.assertEqual(simulated["counts"]["regrab"], 1, "the second touch caught the sheet while it settled")
        self.assert_same_frames(simulated)

    def test_app_store_card_played_from_code(self):
        self.open("Specs/app-store-card.transpec.yaml", "AppStoreCardDismiss")
        buttons = {b.text: b for b in self.driver.find_elements("css selector", "#play-buttons button")}
        buttons["dismiss"].click()
        self.wait_at_rest()
        self.assert_same_frames(self.simulate(
            ["Specs/app-store-card.transpec.yaml", "--transition", "AppStoreCardDismiss", "--play", "dismiss"]))
        buttons["present"].click()
        self.wait_at_rest()
        self.assert_same_frames(self.simulate(
            ["Specs/app-store-card.transpec.yaml", "--transition", "AppStoreCardDismiss", "--play", "present"]))
        self.assertEqual(self.js("return window.transpecPreview.state().shown"), 1)


if __name__ == "__main__":
    unittest.main(verbosity=2)

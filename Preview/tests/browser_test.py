"""The preview page in a real browser: headless Chromium through
chromedriver, driven by real input: touches and mouse drags sent through
the DevTools protocol's input domain, which the browser turns into trusted
pointer events, and clicks and picks by WebDriver. Each case drags (or
presses) as a person would,
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
        # The network log, to see what a page asks for.
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        cls.driver = webdriver.Chrome(service=Service(find("chromedriver")), options=options)
        cls.folder = tempfile.mkdtemp(prefix="transpec-preview-")
        # The page's "Save trace" button downloads the trace; the browser puts it here.
        cls.downloads = os.path.join(cls.folder, "downloads")
        os.mkdir(cls.downloads)
        cls.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": cls.downloads})

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
        self.requests()
        self.driver.get("file://" + page)
        self.wait(lambda: self.js("return window.transpecPreview && window.transpecPreview.ready"), "the page to load")
        # Self-contained: the page from disk asks for nothing else, not even another file.
        self.assertEqual(self.requests(), ["file://" + page])
        self.assertIsNone(self.js("return document.getElementById('diagnostics').hidden ? null : "
                                  "document.getElementById('diagnostics').textContent"))

    def requests(self):
        """The URLs the browser has requested since the last call."""
        messages = [json.loads(entry["message"])["message"] for entry in self.driver.get_log("performance")]
        return [m["params"]["request"]["url"] for m in messages if m["method"] == "Network.requestWillBeSent"]

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
        (dx, dy) in turn; a None stroke lifts, waits a beat and presses
        again. The events go in through the DevTools protocol's input
        domain (Input.dispatchTouchEvent, Input.dispatchMouseEvent): the
        browser makes trusted pointer events of them, about 30 ms apart,
        as quick as a finger's (WebDriver actions come about 80 ms apart,
        too slow for a flick: a lift's velocity counts the last 100 ms)."""
        # What the page's screen hears: trusted pointer events of this kind only.
        self.js("""const screen = document.getElementById('screen');
                   if (!window.seenPointers) screen.addEventListener('pointerdown',
                       (e) => window.seenPointers.push(`${e.pointerType}${e.isTrusted ? '' : ' (untrusted)'}`), true);
                   window.seenPointers = [];""")
        rect = self.driver.find_element("id", "screen").rect
        x, y = rect["x"] + rect["width"] / 2 + start[0], rect["y"] + rect["height"] / 2 + start[1]

        def send(phase):
            if kind == "touch":
                points = [] if phase == "up" else [{"x": x, "y": y}]
                kinds = {"down": "touchStart", "move": "touchMove", "up": "touchEnd"}
                self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kinds[phase], "touchPoints": points})
            else:
                kinds = {"down": "mousePressed", "move": "mouseMoved", "up": "mouseReleased"}
                self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
                    "type": kinds[phase], "x": x, "y": y, "button": "left", "buttons": 0 if phase == "up" else 1,
                    "clickCount": 1})

        send("down")
        for stroke in strokes:
            if stroke is None:
                send("up")
                time.sleep(0.12)
                send("down")
            else:
                x, y = x + stroke[0], y + stroke[1]
                send("move")
        send("up")
        self.wait_at_rest()
        presses = 1 + strokes.count(None)
        self.assertEqual(self.js("return window.seenPointers"), [kind] * presses,
                         "the page heard trusted pointer events of the kind sent")

    # ---- simulate ---------------------------------------------------------

    def replay_drag(self):
        """Saves the last drag with the page's "Save trace" button, checks
        the file against the trace and command the page shows, and runs
        that command, in JSON, on the downloaded file."""
        trace = self.js("return window.transpecPreview.trace()")
        command = self.js("return window.transpecPreview.command()")
        self.assertIsNotNone(trace, "the page recorded no drag")
        self.assertEqual(self.driver.find_element("id", "replay-command").text, command)
        words = shlex.split(command)
        # transpec simulate gesture SPEC TRACE --transition NAME ...
        self.assertEqual(words[:3], ["transpec", "simulate", "gesture"])
        name = words[4]
        saved = os.path.join(self.downloads, name)
        if os.path.exists(saved):
            os.remove(saved)
        self.driver.find_element("id", "save-trace").click()

        def downloaded():
            if not os.path.exists(saved):
                return None
            with open(saved) as file:
                text = file.read()
            return text if text.endswith("\n") else None

        self.wait(downloaded, f"the download of {name}")
        text = downloaded()
        self.assertEqual(text, trace, "the saved file is the trace the page holds")
        self.assertIn(f"# Replay it: {command}\n", text)
        return self.simulate(words[2:], cwd=self.downloads, spec_root=ROOT)

    def simulate(self, arguments, cwd=ROOT, spec_root=None):
        """Runs `transpec simulate MODE SPEC ...`; the spec is read from spec_root when given."""
        if spec_root:
            arguments = [arguments[0], os.path.join(spec_root, arguments[1])] + arguments[2:]
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
        # Past half the sheet, so it completes even when a busy machine
        # delivers the lift too late for a flick's velocity to count.
        self.drag("touch", [(0, 30)] * 16, start=(0, -300))
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
        # A lift's velocity counts the moves of the last 100 ms; on a busy
        # machine the events may come too far apart for one to fall in that
        # window, and the lift then estimates no speed. Such a drag is still
        # compared, and the fling is tried again (three times at most).
        for attempt in range(3):
            if attempt:
                self.js("document.querySelector('#play-buttons button:last-child').click()")  # Reset
            self.drag("touch", [(-5, 4)] * 3 + [(-10, 6)] * 3 + [(-22, 10)] * 4)
            simulated = self.replay_drag()
            self.assert_same_frames(simulated)
            releases = [call for call in simulated["calls"] if "decision" in call]
            self.assertEqual(len(releases), 1)
            if "flight" in releases[0]:
                break
        self.assertIn("flight", releases[0], "the release flies the way it was flung")
        self.assertTrue(any(sample.get("offsetAcross", 0) != 0 for sample in simulated["samples"]))

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
            ["play", "Specs/app-store-card.transpec.yaml", "dismiss", "--transition", "AppStoreCardDismiss"]))
        buttons["present"].click()
        self.wait_at_rest()
        self.assert_same_frames(self.simulate(
            ["play", "Specs/app-store-card.transpec.yaml", "present", "--transition", "AppStoreCardDismiss"]))
        self.assertEqual(self.js("return window.transpecPreview.state().shown"), 1)


    def test_serve_reloads_on_save_and_keeps_the_last_good_motion(self):
        spec = os.path.join(self.folder, "served.transpec.yaml")
        with open(os.path.join(ROOT, "Specs", "tags-sheet.transpec.yaml")) as file:
            original = file.read()
        with open(spec, "w") as file:
            file.write(original)
        server = subprocess.Popen([TRANSPEC, "preview", spec, "--transition", "TagsSheetDismiss", "--serve"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = server.stdout.readline()
            url = line[line.index("http://127.0.0.1:"):].split()[0]
            self.driver.get(url)
            self.wait(lambda: self.js("return window.transpecPreview && window.transpecPreview.ready"), "the page")
            # A softer spring, saved: the page plays it without being reloaded by hand.
            softer = original.replace("dampingRatio: 1.0\n    response: 0.4", "dampingRatio: 0.7\n    response: 0.6")
            self.assertNotEqual(softer, original)
            saved = time.monotonic()
            with open(spec, "w") as file:
                file.write(softer)
            self.wait(lambda: self.js("return window.transpecPreview.reloads.length") == 1, "the reload")
            print(f"  reload seen in the page {1000 * (time.monotonic() - saved):.0f} ms after the save", file=sys.stderr)
            self.drag("touch", [(0, 30)] * 8, start=(0, -150))
            self.assert_same_frames(self.replay_drag())
            # A broken spec: its diagnostics, where they are, over the last good motion.
            good = os.path.join(self.folder, "good.transpec.yaml")
            shutil.copy(spec, good)
            broken = softer.replace("response: 0.6", "response: soon")
            with open(spec, "w") as file:
                file.write(broken)
            line = broken[:broken.index("response: soon")].count("\n") + 1
            column = len("response: soon") - len("soon") + 1 + len(broken.split("\n")[line - 1]) - len(
                broken.split("\n")[line - 1].lstrip())
            self.wait(lambda: self.js("return window.transpecPreview.reloads.length") == 2, "the diagnostics")
            shown = self.js("return document.getElementById('diagnostics').textContent")
            self.assertIn("The spec has errors; the last good motion keeps playing.", shown)
            self.assertRegex(shown, rf"served\.transpec\.yaml:{line}:{column}: error: .*response")
            self.js("document.querySelector('[data-play=\"0\"]').click()")  # present, from code
            self.wait_at_rest()
            self.drag("touch", [(0, 30)] * 8, start=(0, -150))
            words = shlex.split(self.js("return window.transpecPreview.command()"))
            self.assertEqual(words[3], spec)
            trace = os.path.join(self.folder, words[4])
            with open(trace, "w") as file:
                file.write(self.js("return window.transpecPreview.trace()"))
            self.assert_same_frames(self.simulate(["gesture", good] + words[4:], cwd=self.folder))
        finally:
            server.terminate()
            server.wait(timeout=10)
            server.stdout.close()
            server.stderr.close()


if __name__ == "__main__":
    unittest.main(verbosity=2)

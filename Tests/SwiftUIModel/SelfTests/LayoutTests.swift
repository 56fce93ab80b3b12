// Layout: where a view representable's UIView ends up.

@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI

@MainActor
func runLayoutTests(_ checker: Checker) {
    let host = UIHostingController(rootView: LayoutScreen())
    let device = show(host)
    let bounds = device.window.bounds
    func frame(_ name: String) -> CGRect? {
        host.view.subviews.compactMap { $0 as? ProbeView }.first { $0.name == name }?.frame
    }
    checker.equal(frame("fill"), bounds, "a flexible view takes the ZStack's space, the whole screen")
    checker.equal(frame("thumb"), CGRect(x: 20, y: 200, width: 100, height: 80), "frame sizes it, topLeading, offset moves it")
    checker.equal(frame("inner"), CGRect(x: 75, y: 25, width: 50, height: 50), "a frame centres its child by default")
    checker.equal(frame("behind"), CGRect(x: 0, y: 400, width: 120, height: 30), "the background takes the view's frame")
    checker.equal(frame("optional"), CGRect(x: 5, y: 7, width: 10, height: 10), "an if's content is offset once")
    // Offset moves what it modifies, not the view's place in layout: a background added after it stays.
    checker.equal(frame("left behind"), CGRect(x: 0, y: 0, width: 60, height: 20), "a background outside the offset is not moved")
    device.resize(to: CGSize(width: bounds.height, height: bounds.width))
    device.drainMainQueue()
    checker.equal(frame("fill"), device.window.bounds, "a new size lays the tree out again")
    checker.equal(frame("thumb"), CGRect(x: 20, y: 200, width: 100, height: 80), "a fixed frame keeps its place")

    let centred = UIHostingController(rootView: CentredScreen())
    let phone = show(centred)
    let probe = centred.view.subviews.compactMap { $0 as? ProbeView }.first
    let expected = CGRect(x: (phone.window.bounds.width - 200) / 2, y: (phone.window.bounds.height - 100) / 2, width: 200, height: 100)
    checker.equal(probe?.frame, expected, "a root smaller than the screen is centred")
}

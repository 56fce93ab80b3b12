// The device's clock: vsyncs, display links, scheduled touches and idling.

extension ModelDevice {
    /// Vsync k happens at startTime + k / framesPerSecond.
    func vsyncTime(_ index: Int) -> CFTimeInterval {
        startTime + Double(index) / framesPerSecond
    }

    /// Advances the clock to `time`. In order: touch events scheduled at or before each vsync
    /// are delivered before it (a touch at exactly a vsync's time goes first; times within 1e-9 s
    /// count as equal); at each vsync every running display link is called (timestamp = that
    /// vsync, targetTimestamp = the next), the window is laid out and rendered, then
    /// `frameObserver` gets the targetTimestamp. The main queue is drained after every touch
    /// event and every vsync.
    public func advance(to time: CFTimeInterval) {
        precondition(time >= now - TouchDispatcher.timeTolerance, "advance(to:) into the past (\(time) < now \(now))")
        while true {
            let next = vsyncTime(lastVsync + 1)
            let vsyncIsDue = next <= time + TouchDispatcher.timeTolerance
            deliverTouchEvents(atOrBefore: vsyncIsDue ? next : time)
            guard vsyncIsDue else { break }
            processVsync(lastVsync + 1)
        }
        now = Swift.max(now, time)
    }

    /// Advances to the `frames`-th vsync from the last one.
    public func advance(frames: Int) {
        precondition(frames >= 0, "advance(frames:) needs a non-negative count")
        advance(to: vsyncTime(lastVsync + frames))
    }

    /// Advances vsync by vsync until no display link is running, no transition is in flight,
    /// no touch event is pending and the main queue is empty, or `limit` seconds pass; returns
    /// whether it became idle. Paused display links do not keep the device busy.
    @discardableResult public func runUntilIdle(limit: CFTimeInterval = 30) -> Bool {
        let deadline = now + limit
        drainMainQueue()
        while true {
            if isIdle { return true }
            let next = vsyncTime(lastVsync + 1)
            guard next <= deadline + TouchDispatcher.timeTolerance else {
                advance(to: deadline)
                return isIdle
            }
            advance(to: next)
        }
    }

    var isIdle: Bool {
        !hasRunningDisplayLink && transitionsInFlight.isEmpty && mainQueue.isEmpty && !touchDispatcher.hasPendingEvents
    }

    private func deliverTouchEvents(atOrBefore limit: CFTimeInterval) {
        while let event = touchDispatcher.nextEvent(atOrBefore: limit) {
            now = Swift.max(now, event.time)
            touchDispatcher.deliver(event, on: self)
            drainMainQueue()
        }
    }

    /// One screen refresh: display links, then UIKit's layout and render of the window (so
    /// views on screen count as rendered for snapshots), then the frame observer.
    private func processVsync(_ index: Int) {
        now = vsyncTime(index)
        lastVsync = index
        let target = vsyncTime(index + 1)
        for link in displayLinks where link.isScheduled && !link.isPaused {
            guard displayLinks.contains(where: { $0 === link }) else { continue }
            link.fire(at: now, next: target)
        }
        updateSafeAreaInsetsIfNeeded()
        window.layoutSubtree()
        window.markRendered()
        frameObserver?(target)
        drainMainQueue()
    }
}

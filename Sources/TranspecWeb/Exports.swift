import TranspecPlayback
import TranspecRuntime

// The C functions the preview page calls (Preview/web/page.js). The page
// hands in the archive's bytes, touches with their times, and button
// presses; it reads numbers back from buffers in the module's memory.
// Everything that moves is the runtime's, through `PreviewStage`.

nonisolated(unsafe) var archive: PreviewArchive?
nonisolated(unsafe) var stage: PreviewStage?
/// Numbers handed to the page: it reads them before its next call.
nonisolated(unsafe) var handedOut = ExportBuffer()

/// Memory the page writes an archive into.
@_cdecl("tp_alloc")
public func allocate(_ count: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 8)
}

@_cdecl("tp_free")
public func free(_ pointer: UnsafeMutableRawPointer) {
    pointer.deallocate()
}

/// Decodes an archive: the number of transitions, or −1 not an archive,
/// −2 another version of the format, −3 cut short or malformed. A good one
/// replaces the stage until the next `tp_select`; a refused one changes
/// nothing, and the last good motion plays on.
@_cdecl("tp_load")
public func load(_ bytes: UnsafePointer<UInt8>, _ count: Int32) -> Int32 {
    let copied = Array(UnsafeBufferPointer(start: bytes, count: Int(max(count, 0))))
    do {
        let decoded = try PreviewArchive(decoding: copied)
        archive = decoded
        stage = nil
        return Int32(decoded.transitions.count)
    } catch .notAnArchive {
        return -1
    } catch .unsupportedVersion {
        return -2
    } catch {
        return -3
    }
}

/// Puts transition `index` on a stage of `width` × `height` points, at
/// rest; 0, or −1 for an index out of range.
@_cdecl("tp_select")
public func select(_ index: Int32, _ width: Double, _ height: Double, _ fps: Double) -> Int32 {
    guard let archive, archive.transitions.indices.contains(Int(index)), width > 0, height > 0, fps > 0 else { return -1 }
    stage = PreviewStage(
        transition: archive.transitions[Int(index)], container: ContainerSize(width: width, height: height), fps: fps)
    return 0
}

/// An element view's bounds (`--view-size`), by plan and element index.
@_cdecl("tp_view_size")
public func viewSize(_ plan: Int32, _ element: Int32, _ width: Double, _ height: Double) {
    guard var current = stage, current.viewSizes.indices.contains(Int(plan)),
          current.viewSizes[Int(plan)].indices.contains(Int(element)) else { return }
    stage = nil
    current.viewSizes[Int(plan)][Int(element)] = ContainerSize(width: width, height: height)
    stage = current
}

/// A touch (0 down, 1 move, 2 up, 3 cancel) at the page's `time` in
/// seconds and (x, y) in points: the trace time it was given, or NaN when
/// it was ignored.
@_cdecl("tp_touch")
public func touch(_ event: Int32, _ time: Double, _ x: Double, _ y: Double) -> Double {
    guard var current = stage, let kind = TouchRow.Event(rawValue: UInt8(clamping: event)) else { return .nan }
    stage = nil
    defer { stage = current }
    return current.touch(kind, at: time, x: x, y: y) ?? .nan
}

/// Plays the frames due by `time`.
@_cdecl("tp_advance")
public func advance(_ time: Double) {
    guard var current = stage else { return }
    stage = nil
    current.advance(to: time)
    stage = current
}

/// Plays `plays[index]` from code: 1 started, 0 not now.
@_cdecl("tp_play")
public func play(_ index: Int32, _ time: Double) -> Int32 {
    guard var current = stage else { return 0 }
    stage = nil
    defer { stage = current }
    return current.play(Int(index), at: time) ? 1 : 0
}

/// Moves a detent sheet to detent `index`: 1 started, 0 not now.
@_cdecl("tp_move_to_detent")
public func moveToDetent(_ index: Int32, _ time: Double) -> Int32 {
    guard var current = stage else { return 0 }
    stage = nil
    defer { stage = current }
    return current.move(toDetent: Int(index), at: time) ? 1 : 0
}

@_cdecl("tp_reset")
public func reset() {
    guard var current = stage else { return }
    stage = nil
    current.reset()
    stage = current
}

/// What may start now: `what` 0 a drag, 1 the play `index`, 2 a move to
/// detent `index`. 1 yes, 0 no.
@_cdecl("tp_can")
public func can(_ what: Int32, _ index: Int32) -> Int32 {
    guard let stage else { return 0 }
    let allowed = switch what {
    case 0: stage.canDrag && !stage.isMoving
    case 1: stage.canPlay(Int(index))
    default: stage.canMove(toDetent: Int(index))
    }
    return allowed ? 1 : 0
}

/// The readout's slots (`StageReadout`) for the current frame; the count
/// is at `tp_count()`.
@_cdecl("tp_readout")
public func readout() -> UnsafePointer<Double>? {
    guard let stage else { return handedOut.hand([]) }
    return handedOut.hand(StageReadout.values(of: stage))
}

/// How many slots `tp_readout` has before the elements: the page checks
/// that it reads the layout it was written for.
@_cdecl("tp_readout_slots")
public func readoutSlots() -> Int32 { Int32(StageReadout.Slot.allCases.count) }

/// The number of the motion the log belongs to: it changes when a drag,
/// a play or a detent move starts.
@_cdecl("tp_motion")
public func motionNumber() -> Int32 { Int32(truncatingIfNeeded: stage?.motionNumber ?? 0) }

/// The events since the last call, twelve numbers each: kind, time, then
/// the kind's values padded with NaN (`StageEvent`).
@_cdecl("tp_events")
public func takeEvents() -> UnsafePointer<Double>? {
    guard var current = stage else { return handedOut.hand([]) }
    stage = nil
    let events = current.takeEvents()
    stage = current
    var values: [Double] = []
    for event in events {
        var row = [Double(event.kind.rawValue), event.t] + event.values
        while row.count < 12 { row.append(.nan) }
        values += row
    }
    return handedOut.hand(values)
}

/// The motion's log from frame `from` on (`StageLog`); its stride is at
/// `tp_log_stride()`.
@_cdecl("tp_log")
public func log(_ from: Int32) -> UnsafePointer<Double>? {
    guard let log = stage?.log else { return handedOut.hand([]) }
    let start = min(max(Int(from), 0), log.count) * log.stride
    return handedOut.hand(Array(log.values[start...]))
}

@_cdecl("tp_log_stride")
public func logStride() -> Int32 { Int32(stage?.log.stride ?? 0) }

/// The drag's touches on its clock, four numbers each: t, x, y, event.
@_cdecl("tp_rows")
public func rows() -> UnsafePointer<Double>? {
    guard let stage else { return handedOut.hand([]) }
    return handedOut.hand(stage.rows.flatMap { [$0.t, $0.x, $0.y, Double($0.event.rawValue)] })
}

/// The offset (points along the travel) of plan `plan` at `progress`.
@_cdecl("tp_offset")
public func offset(_ progress: Double, _ plan: Int32) -> Double {
    guard let stage, (0...stage.transition.plays.count).contains(Int(plan)) else { return .nan }
    return stage.offset(atProgress: progress, plan: Int(plan))
}

/// A detent sheet's stops, three numbers each: detent (−1 the dismissal), progress, offset.
@_cdecl("tp_detent_stops")
public func detentStops() -> UnsafePointer<Double>? {
    guard let stage else { return handedOut.hand([]) }
    return handedOut.hand(stage.detentStops.flatMap { [Double($0.detent), $0.progress, $0.offset] })
}

/// How many numbers the last buffer handed out holds.
@_cdecl("tp_count")
public func count() -> Int32 { Int32(handedOut.count) }

/// The benchmark's row: `frames` frames of the selected transition's
/// drags, as the page plays them (`PreviewStage.benchmark`).
@_cdecl("tp_benchmark")
public func benchmark(_ frames: Int32) -> Double {
    guard let stage else { return .nan }
    return PreviewStage.benchmark(stage.transition, container: stage.container, frames: Int(frames))
}

/// One buffer of doubles the module owns, reused from call to call.
struct ExportBuffer {
    private var storage = UnsafeMutableBufferPointer<Double>.allocate(capacity: 64)
    private(set) var count = 0

    mutating func hand(_ values: [Double]) -> UnsafePointer<Double>? {
        if values.count > storage.count {
            storage.deallocate()
            storage = .allocate(capacity: max(values.count, storage.count * 2))
        }
        for index in values.indices { storage[index] = values[index] }
        count = values.count
        return UnsafePointer(storage.baseAddress)
    }
}

/// Where a writer's finished text goes, piece after piece, in order. The
/// writer may call it from any thread, but never from two at once.
public protocol TextSink: AnyObject {
    func write(_ bytes: ArraySlice<UInt8>)
}

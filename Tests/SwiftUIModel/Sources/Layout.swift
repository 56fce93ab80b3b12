// Layout: the few rules the model needs to give a view representable's UIView the frame its
// view has on screen. Sizes flow up from proposals, frames flow down
// (https://developer.apple.com/documentation/swiftui/layout: "a parent view proposes a size
// to each child, the child chooses its own size, and the parent places the child").

// MARK: - frame(width:height:alignment:)

/// [SI18.1:SwiftUICore@544000] `@inlinable nonisolated public func frame(width: CGFloat? = nil,
/// height: CGFloat? = nil, alignment: Alignment = .center) -> some View`.
/// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:):
/// "Positions this view within an invisible frame with the specified size ... If one of the
/// dimensions is nil, the frame takes the size of its child in that dimension"; the child is
/// proposed the frame's size and aligned in it by `alignment`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameLayout(width: width, height: height, alignment: alignment))
    }
}

nonisolated struct FixedFrameLayout: ViewModifier, PrimitiveModifier, LayoutModifier {
    typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    @MainActor func apply(to node: ViewNode) {}

    @MainActor func size(proposal: CGSize, child: (CGSize) -> CGSize) -> CGSize {
        let inner = child(CGSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? inner.width, height: height ?? inner.height)
    }

    @MainActor func childFrame(in rect: CGRect, child: (CGSize) -> CGSize) -> CGRect {
        rect.placing(child(rect.size), by: alignment)
    }
}

// MARK: - offset(x:y:)

/// [SI18.1:SwiftUICore@32000] `@inlinable nonisolated public func offset(_ offset: CGSize) ->
/// some View` and `offset(x: CGFloat = 0, y: CGFloat = 0)`.
/// https://developer.apple.com/documentation/swiftui/view/offset(x:y:): "Offset this view by
/// the specified horizontal and vertical distances"; "the original dimensions of the view
/// aren't changed by offsetting the contents": its size is the child's, the child is moved.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetLayout(dx: offset.width, dy: offset.height))
    }

    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetLayout(dx: x, dy: y))
    }
}

nonisolated struct OffsetLayout: ViewModifier, PrimitiveModifier, LayoutModifier {
    typealias Body = Never
    let dx: CGFloat
    let dy: CGFloat
    @MainActor func apply(to node: ViewNode) {}

    @MainActor func size(proposal: CGSize, child: (CGSize) -> CGSize) -> CGSize { child(proposal) }

    @MainActor func childFrame(in rect: CGRect, child: (CGSize) -> CGSize) -> CGRect {
        rect.offsetBy(dx: dx, dy: dy)
    }
}

// MARK: - The pass

/// A modifier that sizes and places its one child.
@MainActor protocol LayoutModifier {
    func size(proposal: CGSize, child: (CGSize) -> CGSize) -> CGSize
    func childFrame(in rect: CGRect, child: (CGSize) -> CGSize) -> CGRect
}

/// A view whose children share its frame's space, each aligned in it (ZStack, background).
@MainActor protocol LayeredLayout {
    /// The child whose size is the view's: nil for every child (a ZStack: the union).
    var sizingChild: Int? { get }
    var alignment: Alignment { get }
}

extension ZStack: LayeredLayout {
    /// https://developer.apple.com/documentation/swiftui/zstack: "overlays its subviews,
    /// aligning them in both axes"; it is as large as its largest subview.
    var sizingChild: Int? { nil }
}

extension BackgroundLayers: LayeredLayout {
    /// background(alignment:content:): "the size of the view it modifies" is the size the
    /// background is proposed; the modified view (the second child) gives the size.
    var sizingChild: Int? { 1 }
}

extension CGRect {
    /// A rectangle of `size` aligned in this one.
    func placing(_ size: CGSize, by alignment: Alignment) -> CGRect {
        let x: CGFloat = switch alignment.horizontal {
        case .leading: minX
        case .trailing: maxX - size.width
        default: midX - size.width / 2
        }
        let y: CGFloat = switch alignment.vertical {
        case .top: minY
        case .bottom: maxY - size.height
        default: midY - size.height / 2
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}

extension ViewGraph {
    /// Lays the tree out in `bounds` and returns, for each view representable's UIView, the
    /// frame its view was placed at.
    func layOut(in bounds: CGRect) -> [ObjectIdentifier: CGRect] {
        guard let root else { return [:] }
        // The hosting controller centres its root view at the size it chooses.
        place(root, in: bounds.placing(size(of: root, proposal: bounds.size), by: .center))
        var frames: [ObjectIdentifier: CGRect] = [:]
        for node in allNodes() {
            if let view = node.hostedView { frames[ObjectIdentifier(view)] = node.layoutFrame }
        }
        return frames
    }

    /// The children a layout sees: a tuple's elements stand in for the tuple.
    private func layoutChildren(of node: ViewNode) -> [ViewNode] {
        node.children.flatMap { layoutView(of: $0) is any TupleViewMarker ? layoutChildren(of: $0) : [$0] }
    }

    /// The node's view as layout reads it: an `if`'s optional is a wrapper of its own (a cast
    /// of an optional to a protocol would look through it, to its child's rule).
    private func layoutView(of node: ViewNode) -> (any View)? {
        guard let view = node.view else { return nil }
        return view is any OptionalViewMarker ? nil : view
    }

    /// The size `node` chooses for `proposal`. A representable answers with its
    /// `sizeThatFits`, or takes the proposal when that is nil: "return nil to use the
    /// default size" (UIViewRepresentable.sizeThatFits), and a plain UIView has no intrinsic
    /// size. Other views without a rule of their own (text, a lone child's wrapper) take
    /// their child's size, or the proposal (README's table).
    func size(of node: ViewNode, proposal: CGSize) -> CGSize {
        let children = layoutChildren(of: node)
        if let sizing = node.sizing { return sizing(ProposedViewSize(proposal)) ?? proposal }
        if let layout = (layoutView(of: node) as? any ModifierLayoutCarrier)?.layoutModifier, let child = children.first {
            return layout.size(proposal: proposal) { size(of: child, proposal: $0) }
        }
        if let layered = layoutView(of: node) as? any LayeredLayout {
            if let index = layered.sizingChild, index < children.count {
                return size(of: children[index], proposal: proposal)
            }
            let sizes = children.map { size(of: $0, proposal: proposal) }
            guard !sizes.isEmpty else { return proposal }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
        if children.count == 1 { return size(of: children[0], proposal: proposal) }
        return proposal
    }

    /// Places `node` at `rect` and its children in it.
    func place(_ node: ViewNode, in rect: CGRect) {
        node.layoutFrame = rect
        let children = layoutChildren(of: node)
        if let layout = (layoutView(of: node) as? any ModifierLayoutCarrier)?.layoutModifier, let child = children.first {
            place(child, in: layout.childFrame(in: rect) { size(of: child, proposal: $0) })
        } else if let layered = layoutView(of: node) as? any LayeredLayout {
            for child in children {
                place(child, in: rect.placing(size(of: child, proposal: rect.size), by: layered.alignment))
            }
        } else {
            // A view without a layout of its own centres each child at the size it chooses
            // (the same rect for a lone child, whose size is the view's).
            for child in children { place(child, in: rect.placing(size(of: child, proposal: rect.size), by: .center)) }
        }
    }
}

/// An `if` without `else`: a view that shows its content or nothing.
protocol OptionalViewMarker {}
extension Optional: OptionalViewMarker {}

/// A tuple of views: no view of its own for layout.
protocol TupleViewMarker {}
extension TupleView: TupleViewMarker {}

/// A modified view whose modifier lays its content out.
@MainActor protocol ModifierLayoutCarrier {
    var layoutModifier: (any LayoutModifier)? { get }
}

extension ModifiedContent: ModifierLayoutCarrier where Content: View, Modifier: ViewModifier {
    var layoutModifier: (any LayoutModifier)? { modifier as? any LayoutModifier }
}

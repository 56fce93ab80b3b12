// Views for the self-tests: layout, as a representable's UIView sees it.
// Plain SwiftUI (no SPI): they also type-check against the shared SDK surface.

import SwiftUI

final class ProbeView: UIView {
    var name = ""
}

/// A view representable whose UIView is named, to find where layout put it.
struct Probe: UIViewRepresentable {
    let name: String

    func makeUIView(context: Context) -> ProbeView {
        let view = ProbeView()
        view.name = name
        return view
    }

    func updateUIView(_ view: ProbeView, context: Context) {}
}

/// A screen placing probes with frame, offset, ZStack alignment and background.
struct LayoutScreen: View {
    var showsOptional = true

    var body: some View {
        ZStack(alignment: .topLeading) {
            Probe(name: "fill")
            Probe(name: "thumb").frame(width: 100, height: 80).offset(x: 20, y: 200)
            Probe(name: "inner").frame(width: 50, height: 50).frame(width: 200, height: 100)
            Text("caption").frame(width: 120, height: 30).background { Probe(name: "behind") }
                .offset(CGSize(width: 0, height: 400))
            if showsOptional {
                Probe(name: "optional").frame(width: 10, height: 10).offset(x: 5, y: 7)
            }
            Text("moved").frame(width: 60, height: 20).offset(x: 300)
                .background { Probe(name: "left behind") }
        }
    }
}

/// A fixed-size root: the hosting controller centres it.
struct CentredScreen: View {
    var body: some View {
        Probe(name: "centred").frame(width: 200, height: 100)
    }
}

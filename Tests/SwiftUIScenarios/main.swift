// Plays the SwiftUI scenarios on the models; one JSON report a line.
import SwiftUI

MainActor.assumeIsolated {
    PresentationScenarios().runAll()
    DetentBindingScenarios().runAll()
    StackScenarios().runAll()
    StackScenarios(container: .navigationView).runNavigationView()
    ElementScenarios().runAll()
    PhotoStackScenarios().runAll()
    PhotoStackScenarios(container: .navigationView).runNavigationView()
    PhotoStackScenarios(screenPops: true).runScreenPops()
    CardScenarios().runAll()
    FeedScenarios().runAll()
    FeedStackScenarios().runAll()
}

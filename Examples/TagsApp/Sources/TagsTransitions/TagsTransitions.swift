// The generated TagsSheet.swift is added to this target by TranspecPlugin at
// build time; this file only gives the module a source of its own.
import TranspecRuntime

/// The transitions this module's spec declares, by name, for the demo.
public let tagsTransitions: [(name: String, motion: TransitionMotion)] = [
    ("TagsSheetPresent", TagsSheetPresentTransition.motion),
    ("TagsSheetDismiss", TagsSheetDismissTransition.motion),
]

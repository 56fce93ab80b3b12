// Filled in by the generate issue.

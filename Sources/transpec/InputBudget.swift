/// How many bytes of spec one `generate` run reads: 4 MiB by default
/// (`--max-input-mib` raises it). `check` streams a spec's transitions, but
/// `generate` holds every spec, its decoded transitions and its Swift in
/// memory until all of it is written. Peak RSS (debug build): 107 MB for
/// 4 MB of typical transitions, 274 MB for 4 MiB of bare one-line ones (the
/// most Swift per byte, 18), so 4 MiB of either stays under the 512 MiB the
/// hostile corpus allows (`BudgetInputTests`), while a 256 MiB spec that
/// `check` accepts would take gigabytes. The sizes are summed from `stat`
/// before anything is read.
struct InputBudget {
    static let defaultMebibytes = 4
    /// The front end's own limit for one spec file.
    static let largestMebibytes = 256

    let mebibytes: Int

    var bytes: Int { mebibytes << 20 }

    /// The error for specs of `total` bytes, past the budget.
    func refusal(total: Int) -> String {
        "the specs are \(total.groupedDigits) bytes, more than the \(mebibytes) MiB `generate` reads in one run "
            + "(it holds every spec, its transitions and its Swift in memory, up to 65 bytes per byte of spec); "
            + "nothing was written. Raise the limit with --max-input-mib if the specs are meant to be this large."
    }
}

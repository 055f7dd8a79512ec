import DesignCatalog
import DesignRules
import DesignSupport

/// Every rule example the rule pages draw, loaded and checked as the rule's generic test loads
/// it: each a catalogue whose files are held in memory (``FileAccess``), read by the same loader
/// and checks as a user's catalogue. They are the same for every catalogue.
package struct RuleExampleChecks: Sendable {
    /// Each rule's examples checked, Don'ts then Dos as ``RuleDescription`` lists them; nil for
    /// one that does not load (an example of token files alone draws nothing).
    private let byRule: [String: [CheckedCatalog?]]

    /// No examples: rule pages drawn with this show each example's files alone.
    static let none = RuleExampleChecks(byRule: [:])

    /// The examples checked as ``make()`` checks them, once per process, by whichever thread
    /// asks first (another that asks meanwhile waits): they depend on nothing but dscheck itself,
    /// so `dscheck site` starts them while it checks the catalogue, and `dscheck watch --site`
    /// does not check them again on every rebuild.
    package static let checked = make()

    /// Checks every example of every rule in ``RuleRegistry``, on all cores.
    package static func make() -> RuleExampleChecks {
        let jobs = RuleRegistry.descriptions.flatMap { rule in
            examples(of: rule).map { (rule: rule.id, example: $0.example) }
        }
        let results = jobs.enumerated().map { ($0.offset, $0.element) }.concurrentMap { number, job -> CheckedCatalog? in
            let folder = "/dscheck/rule-examples/example-\(number)"
            let files = ExampleCatalog.files(job.example, ruleId: job.rule).map { (path: folder + "/" + $0.path, contents: Array($0.contents.utf8)) }
            // Each small catalogue's rules run in turn: the examples already keep every core busy.
            return Catalog.load(folder: folder, files: FileAccess(files: files)).catalog.map {
                CatalogChecker().check($0, contextFreeRulesFirst: true)
            }
        }
        var byRule: [String: [CheckedCatalog?]] = [:]
        for (job, checked) in zip(jobs, results) { byRule[job.rule, default: []].append(checked) }
        return RuleExampleChecks(byRule: byRule)
    }

    /// A rule's examples with whether each triggers it: Don'ts first.
    static func examples(of rule: RuleDescription) -> [(example: RuleExample, triggers: Bool)] {
        rule.triggeringExamples.map { ($0, true) } + rule.nonTriggeringExamples.map { ($0, false) }
    }

    /// The checked catalogue of `rule`'s example at `index` in ``examples(of:)``.
    func checked(_ rule: String, at index: Int) -> CheckedCatalog? {
        guard let list = byRule[rule], list.indices.contains(index) else { return nil }
        return list[index]
    }
}

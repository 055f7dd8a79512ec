import DesignCatalog
import DesignRules
import DesignSupport
import Foundation
import OutputFolder
import Synchronization

/// Every rule example the rule pages draw, loaded and checked as the rule's generic test loads
/// it: each written as a catalogue folder under a scratch folder the caller owns (beside the
/// site, so a killed run's leftovers are removed by the next as every work folder is), read
/// back, and removed. A folder that cannot be written stops the site (``SiteGenerationError``)
/// instead of leaving rule pages without their pictures. They are the same for every catalogue.
package struct RuleExampleChecks: Sendable {
    /// Each rule's examples checked, Don'ts then Dos as ``RuleDescription`` lists them; nil for
    /// one that does not load (an example of token files alone draws nothing).
    private let byRule: [String: [CheckedCatalog?]]

    /// No examples: rule pages drawn with this show each example's files alone.
    static let none = RuleExampleChecks(byRule: [:])

    /// The examples checked by the first ``once(in:)`` that succeeded in this process.
    private static let checkedOnce = Mutex<RuleExampleChecks?>(nil)

    /// The examples checked as ``make(in:)`` checks them, once per process: they depend on
    /// nothing but dscheck itself, and `dscheck watch --site` rebuilds the site after every
    /// change (the checks took 100 ms of the 190 ms `site` takes for `dscheck init`'s catalogue).
    /// A run that fails is not kept, so the next one tries again.
    package static func once(in scratch: String) throws(SiteGenerationError) -> RuleExampleChecks {
        if let checked = checkedOnce.withLock({ $0 }) { return checked }
        let checked = try make(in: scratch)
        checkedOnce.withLock { $0 = $0 ?? checked }
        return checked
    }

    /// Checks every example of every rule in ``RuleRegistry``, on all cores.
    package static func make(in scratch: String) throws(SiteGenerationError) -> RuleExampleChecks {
        let jobs = RuleRegistry.descriptions.flatMap { rule in
            examples(of: rule).enumerated().map { (rule: rule.id, index: $0.offset, example: $0.element.example) }
        }
        let results = jobs.enumerated().map { ($0.offset, $0.element) }.concurrentMap {
            number, job -> Result<CheckedCatalog?, SiteGenerationError> in
            let name = "example-\(number)"
            let path = (scratch as NSString).appendingPathComponent(name)
            defer { try? FileManager.default.removeItem(atPath: path) }
            do throws(FileSystem.Failure) {
                // Folders are made one level at a time below `scratch`, so a signal handler
                // removing the work folder meanwhile is never undone by a write recreating it.
                let files = ExampleCatalog.files(job.example, ruleId: job.rule).map { OutputFile(path: name + "/" + $0.path, contents: $0.contents) }
                try FileSystem.writeNew(files, under: scratch)
            } catch {
                return .failure(.cannotWriteExamples(folder: scratch, reason: error.message))
            }
            return .success(Catalog.load(folder: path).catalog.map { CatalogChecker().check($0) })
        }
        var byRule: [String: [CheckedCatalog?]] = [:]
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let checked): byRule[job.rule, default: []].append(checked)
            case .failure(let error): throw error
            }
        }
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

/// Why a site could not be generated.
package enum SiteGenerationError: Error, Equatable, CustomStringConvertible {
    /// A rule example's catalogue could not be written to the scratch folder.
    case cannotWriteExamples(folder: String, reason: String)

    package var description: String {
        switch self {
        case .cannotWriteExamples(let folder, let reason):
            "cannot write the rule pages' example catalogues in \(folder): \(reason); free space or fix the permissions there, and run again"
        }
    }
}

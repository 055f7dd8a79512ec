import DesignRules
import DesignSupport

/// Measurements the check made, as table rows: one row per measured item, with its measurement
/// in each context (nil where it was not measured there), rows in the order first measured.
struct MeasurementRows {
    /// What a measurement is about, the same in every context: its subject, item and place.
    struct Key: Hashable {
        let subject: String
        let item: String
        let location: SourceLocation

        init(_ measurement: RuleMeasurement) {
            subject = measurement.subject
            item = measurement.item
            location = measurement.location
        }
    }

    let rows: [(key: Key, measurements: [RuleMeasurement?])]

    /// The rows of `measured`, the measurements of each context in context order.
    init(_ measured: [[RuleMeasurement]]) {
        var keys: [Key] = []
        var byContext: [[Key: RuleMeasurement]] = []
        for measurements in measured {
            var measured: [Key: RuleMeasurement] = [:]
            for measurement in measurements {
                let key = Key(measurement)
                if measured[key] == nil, !byContext.contains(where: { $0[key] != nil }) { keys.append(key) }
                measured[key] = measured[key] ?? measurement
            }
            byContext.append(measured)
        }
        rows = keys.map { key in (key, byContext.map { $0[key] }) }
    }

    /// A contrast as the site shows it: `4.54:1, passes AA (4.5:1)`, floored as `check` reports it.
    static func verdict(_ measurement: RuleMeasurement) -> String {
        "\(measurement.shownValue):1, \(measurement.passes ? "passes" : "fails") AA (\(SVGNumber.format(measurement.threshold)):1)"
    }
}

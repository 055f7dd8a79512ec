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

    /// The rows of `measured`, the measurements of each context in context order. A context's
    /// first measurement of an item is the one shown; each measurement is looked up once, as
    /// a contrast page asks this of thousands.
    init(_ measured: [[RuleMeasurement]]) {
        var rowOfKey: [Key: Int] = [:]
        rowOfKey.reserveCapacity(measured.first?.count ?? 0)
        var keys: [Key] = []
        var cells: [[RuleMeasurement?]] = []
        for (context, measurements) in measured.enumerated() {
            for measurement in measurements {
                let key = Key(measurement)
                if let row = rowOfKey[key] {
                    if cells[row][context] == nil { cells[row][context] = measurement }
                } else {
                    rowOfKey[key] = keys.count
                    keys.append(key)
                    var row = [RuleMeasurement?](repeating: nil, count: measured.count)
                    row[context] = measurement
                    cells.append(row)
                }
            }
        }
        rows = zip(keys, cells).map { ($0, $1) }
    }

    /// A contrast as the site shows it: `4.54:1, passes AA (4.5:1)`, floored as `check` reports it.
    static func verdict(_ measurement: RuleMeasurement) -> String {
        "\(measurement.shownValue):1, \(measurement.passes ? "passes" : "fails") AA (\(SVGNumber.format(measurement.threshold)):1)"
    }
}

import DesignCatalog

extension CheckReport: RelocatableReport {
    /// The report with every location (findings, waivers, measurements) relative to `root`.
    func relocated(to root: ReportRoot) -> CheckReport {
        var report = self
        report.root = root
        report.diagnostics = diagnostics.map(root.relative)
        report.waived = waived.map { entry in
            var waiver = entry.waiver
            waiver.location = root.relative(waiver.location)
            return (root.relative(entry.diagnostic), waiver)
        }
        report.measurements = measurements.map { entry in
            (
                entry.context,
                entry.measurements.map { measurement in
                    var measurement = measurement
                    measurement.location = root.relative(measurement.location)
                    return measurement
                }
            )
        }
        report.identities = Dictionary(identities.map { (root.relative($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        return report
    }
}

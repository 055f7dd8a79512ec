import DesignSupport
import DesignTokens

/// What the lists of deliberate exemptions in `dscheck.json` (`waivers`, `acceptedChanges`)
/// check alike in each entry: its keys and its reason.
public enum ReasonedEntry {
    /// The entry's `reason` when it says something: nil when it is missing, not a string, or only
    /// spaces and line breaks.
    public static func reason(of entry: JSONObject) -> String? {
        guard let reason = entry["reason"]?.string, !reason.trimmingSpacesAndNewlines().isEmpty else {
            return nil
        }
        return reason
    }

    /// Reports, through `report`, every member of `entry` whose key is not one of `allowed`,
    /// with the nearest allowed key; `what` names the entry, such as "a waiver".
    public static func reportUnknownKeys(
        of entry: JSONObject, allowed: [String], in what: String, report: (String, SourceLocation) -> Void
    ) {
        for member in entry.members where !allowed.contains(member.key) {
            report(
                "unknown key \"\(member.key)\" in \(what)\(Suggestion.separator(for: member.key, among: allowed))allowed: \(allowed.joined(separator: ", "))",
                member.keyLocation)
        }
    }
}

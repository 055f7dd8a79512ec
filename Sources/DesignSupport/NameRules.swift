/// What every name a catalogue gives (tokens, groups, modifiers, contexts, spec ids, layer ids)
/// must satisfy, because names become file names (colour sets, pages, work folders) and appear
/// in every report: no control or bidirectional character (``ControlCharacters``), and at most
/// ``maximumBytes`` bytes of UTF-8. File systems allow 255 bytes in one file name (NAME_MAX on
/// Linux, APFS and HFS+ on macOS); the limit leaves room for what dscheck adds to a name
/// (`.colorset`, a spelled-out `Plus`, a fingerprint), so a name `check` accepts is one every
/// later command can write.
package enum NameRules {
    package static let maximumBytes = 128
    /// The longest whole name (a token's, its groups' names and the dots between): its groups
    /// become nested folders of the asset catalogue and the site, and macOS allows 1,024 bytes in
    /// a whole path (PATH_MAX in <sys/syslimits.h>), so half is left for the folder the output
    /// is written in.
    package static let maximumPathBytes = 512

    /// Why `name` cannot be a name, as one sentence for the error that refuses it, or nil.
    /// `what` says what the name names, such as `modifier` or `layer id`.
    package static func problem(_ name: String, what: String) -> String? {
        if let problem = ControlCharacters.nameProblem(name, what: what) { return problem }
        let bytes = name.utf8.count
        guard bytes > maximumBytes else { return nil }
        return
            "\(what) \"\(name.prefix(24))…\" is \(bytes) bytes long; names become file names, which file systems limit to 255 bytes, so dscheck takes at most \(maximumBytes): shorten it"
    }

    /// Why the whole name `path` (groups and name joined by dots) is too long, or nil.
    package static func pathProblem(_ path: String, what: String) -> String? {
        let bytes = path.utf8.count
        guard bytes > maximumPathBytes else { return nil }
        return
            "\(what) \"\(path.prefix(24))…\" is \(bytes) bytes long with its groups, which become nested folders of the export and the site; macOS allows 1,024 bytes in a whole path, so dscheck takes at most \(maximumPathBytes): shorten the groups' names or nest fewer"
    }
}

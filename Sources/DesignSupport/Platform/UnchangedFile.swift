#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The owner, group and permissions the system gives a file this process makes in a folder:
/// what a file kept from an earlier run must have for the folder to read as if every file in it
/// were written new.
package struct NewFileAttributes: Equatable, Sendable {
    let owner: UInt32
    let group: UInt32
    let permissions: UInt32

    /// Those of a file made in `folder`, a folder this process made with mode 0777: a file made
    /// there with mode 0666 gets the folder's owner (this process's), the folder's group (Darwin
    /// always gives a new file or folder its parent's group, Linux does under a set-group-ID
    /// parent and gives the process's otherwise, so the folder got its group as the file would),
    /// and the folder's permissions without execute bits (the same umask or default ACL took
    /// from both). Nil when `folder` cannot be read.
    package init?(ofFilesMadeIn folder: String) {
        var status = stat()
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        owner = UInt32(status.st_uid)
        group = UInt32(status.st_gid)
        permissions = UInt32(status.st_mode & 0o666)
    }
}

extension SystemFile {
    /// Links the file `old` at `new` (which must not exist) when `old` is a regular file holding
    /// exactly `bytes`, with `attributes`, and no other name: then `new` reads as a file written
    /// now, keeps its inode and modification time (so sync tools and build systems see it
    /// unchanged), and the system allocates nothing for it. Returns whether it did; on false
    /// nothing is at `new` and the caller writes it.
    ///
    /// `old` is opened without following a link and compared through that descriptor; the
    /// link made is checked to be that same file (the same device and inode, still of
    /// `bytes.count` bytes), as `link` names `old` by path again, and removed when it is not.
    package static func linkUnchanged(_ old: String, at new: String, holding bytes: [UInt8], attributes: NewFileAttributes) -> Bool {
        guard let file = open(old, .read) else { return false }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1, Int(status.st_size) == bytes.count,
            UInt32(status.st_uid) == attributes.owner, UInt32(status.st_gid) == attributes.group,
            UInt32(status.st_mode & 0o7777) == attributes.permissions, holds(file, bytes)
        else { return false }
        guard link(old, new) == 0 else { return false }
        var linked = stat()
        if lstat(new, &linked) == 0, linked.st_dev == status.st_dev, linked.st_ino == status.st_ino, Int(linked.st_size) == bytes.count {
            return true
        }
        removeFile(new)
        return false
    }

    /// Whether the open file `descriptor`, read from its start, holds exactly `bytes`.
    private static func holds(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        let chunk = max(1, min(1 << 16, bytes.count))
        var buffer = [UInt8](repeating: 0, count: chunk)
        var offset = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, chunk, off_t(offset)) }
            guard count >= 0 else { return false }
            if count == 0 { return offset == bytes.count }
            guard offset + count <= bytes.count,
                buffer.withUnsafeBytes({ read in bytes.withUnsafeBytes { memcmp(read.baseAddress!, $0.baseAddress! + offset, count) == 0 } })
            else { return false }
            offset += count
        }
    }
}

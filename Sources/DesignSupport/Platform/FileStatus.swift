#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What `stat` or `lstat` says of a path, in the fields dscheck uses and in types that are the
/// same on every platform (`mode_t` is 16 bits on Darwin and 32 on Glibc, `ino_t` and the time
/// fields are named differently).
package struct FileStatus: Equatable, Sendable {
    /// What kind of file a path is.
    package enum Kind: Equatable, Sendable {
        case regular
        case folder
        case symbolicLink
        case fifo
        case characterDevice
        case blockDevice
        case socket
        case other

        /// The kind in words, for a message ("is a named pipe (FIFO)").
        package var noun: String {
            switch self {
            case .regular: "a file"
            case .folder: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a named pipe (FIFO)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "not a regular file"
            }
        }
    }

    package let kind: Kind
    /// The size in bytes.
    package let size: Int64
    /// The permission bits (`st_mode & 07777`).
    package let permissions: UInt32
    /// The inode number: with the time, what changes when a file is replaced by a rename.
    package let inode: UInt64
    /// The last modification time, to the nanosecond where the file system keeps it.
    package let modifiedSeconds: Int
    package let modifiedNanoseconds: Int

    /// The status of `path`, following a final symbolic link when `followingLinks`; nil with
    /// ``OS/errorNumber`` set when the call fails (ENOENT: nothing is there).
    package init?(_ path: String, followingLinks: Bool) {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        self.init(status)
    }

    /// The status of the path whose bytes are `path` (no terminating zero), not following a
    /// final link: names that are not UTF-8 are reached exactly as the file system stores them.
    package init?(bytes path: [UInt8]) {
        var status = stat()
        guard OS.withCString(path, { lstat($0, &status) }) == 0 else { return nil }
        self.init(status)
    }

    /// The status of a file that is not on the disk (see ``FileAccess``): of `kind` and `size`,
    /// with no permissions, inode or time.
    package init(kind: Kind, size: Int64) {
        self.kind = kind
        self.size = size
        permissions = 0
        inode = 0
        modifiedSeconds = 0
        modifiedNanoseconds = 0
    }

    private init(_ status: stat) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFSOCK: kind = .socket
        default: kind = .other
        }
        size = Int64(status.st_size)
        permissions = UInt32(status.st_mode & 0o7777)
        inode = UInt64(status.st_ino)
        #if canImport(Darwin)
            // Darwin's <sys/stat.h> names the times `st_mtimespec` (a `struct timespec`) in
            // the 64-bit-inode `struct stat` every macOS 10.6+ build uses; `st_mtime` is a macro.
            modifiedSeconds = Int(status.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int(status.st_mtimespec.tv_nsec)
        #else
            // Glibc's <bits/struct_stat.h> has `st_mtim` (a `struct timespec`) under POSIX 2008.
            modifiedSeconds = Int(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
        #endif
    }
}

extension FileStatus {
    /// Whether `path` is a folder, following links.
    package static func isFolder(_ path: String) -> Bool {
        FileStatus(path, followingLinks: true)?.kind == .folder
    }

    /// Whether anything (a link to nothing included) is at `path`.
    package static func exists(_ path: String) -> Bool {
        FileStatus(path, followingLinks: false) != nil
    }
}

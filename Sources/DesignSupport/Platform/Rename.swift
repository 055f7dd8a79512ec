#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension OS {
    /// Swaps the two paths in one step, so a reader sees the old folder or the new one, never
    /// neither; -1 with `errno` set when the system or the file system cannot
    /// (``isUnsupported(_:)``), or a path is a mount point (EBUSY) or on another device (EXDEV).
    package static func exchange(_ first: String, _ second: String) -> Int32 {
        #if canImport(Darwin)
            // Darwin's <stdio.h>: `int renamex_np(const char *, const char *, unsigned int)`
            // (macOS 10.12+) with `RENAME_SWAP` (0x2) swaps both names atomically on APFS and
            // HFS+; other volumes answer ENOTSUP.
            return renamex_np(first, second, UInt32(RENAME_SWAP))
        #else
            // Linux's renameat2(2) with RENAME_EXCHANGE (1 << 1, <linux/fs.h>), Linux 3.15+.
            return LinuxRename.call(first, second, flags: 1 << 1)
        #endif
    }

    /// Renames `from` to `to` only when nothing is at `to`, in one step where the system can
    /// (else a check and a rename); -1 with EEXIST (or ENOTEMPTY) when something is there.
    package static func renameNoReplace(_ from: String, _ to: String) -> Int32 {
        #if canImport(Darwin)
            // Darwin's <stdio.h>: `RENAME_EXCL` (0x4) makes renamex_np fail with EEXIST when
            // `to` exists.
            if renamex_np(from, to, UInt32(RENAME_EXCL)) == 0 { return 0 }
        #else
            // Linux's renameat2(2) with RENAME_NOREPLACE (1 << 0, <linux/fs.h>).
            if LinuxRename.call(from, to, flags: 1 << 0) == 0 { return 0 }
        #endif
        guard isUnsupported(errno) else { return -1 }
        guard !FileStatus.exists(to) else {
            errno = EEXIST
            return -1
        }
        return SystemFile.rename(from, to) ? 0 : -1
    }
}

#if !canImport(Darwin)
    /// Linux's renameat2, looked up at run time: glibc 2.28+ declares it in <stdio.h> only under
    /// `_GNU_SOURCE`, which Swift's Glibc module does not define, and an older glibc has no
    /// such symbol at all. `dlsym` with a null handle is `RTLD_DEFAULT` in glibc's <dlfcn.h>.
    private enum LinuxRename {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }

        /// renameat2 relative to the working folder; -1 with ENOSYS when the C library has none.
        static func call(_ from: String, _ to: String, flags: UInt32) -> Int32 {
            guard let renameAt2 else {
                errno = ENOSYS
                return -1
            }
            return renameAt2(AT_FDCWD, from, AT_FDCWD, to, flags)
        }
    }
#endif

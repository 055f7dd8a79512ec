import DesignSupport
import Foundation
import Testing

/// What a diagnostic advises for a file that could not be read (the token reader, the asset
/// folder and the app's sources all say it): a file the process ran out of descriptors for is
/// not a file with the wrong permissions.
struct UnreadableFileAdviceTests {
    @Test func tooManyOpenFilesSaysSoAndWhatToRaise() {
        for number in [EMFILE, ENFILE] {
            let advice = SystemFile.unreadableAdvice(errorNumber: number)
            #expect(advice.hasPrefix("too many files are open ("))
            #expect(advice.hasSuffix("); raise the limit of open files (ulimit -n) and run again"))
            #expect(!advice.contains("permissions"))
        }
    }

    @Test func aFileThatMayNotBeReadAsksForItsPermissions() {
        #expect(SystemFile.unreadableAdvice(errorNumber: EACCES) == "check its permissions")
        #expect(SystemFile.unreadableAdvice(errorNumber: EPERM) == "check its permissions")
    }

    @Test func anyOtherFailureIsTheSystemsSentence() {
        #expect(SystemFile.unreadableAdvice(errorNumber: EIO) == OS.errorText(EIO))
        #expect(SystemFile.unreadableAdvice("/no/such/dscheck/file.json") == OS.errorText(ENOENT))
    }
}

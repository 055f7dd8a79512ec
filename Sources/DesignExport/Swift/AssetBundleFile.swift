/// `TokenAssets.swift`: where the asset catalogue is at run time, for the SwiftUI and the
/// UIKit part alike, inside `#if canImport(Foundation)` so the platform-neutral values still
/// compile without Foundation.
enum AssetBundleFile {
    static func text(header: String, module: String) -> String {
        """
        \(header)

        #if canImport(Foundation)
        import Foundation

        /// The bundle holding \(module).xcassets: the package target's resources (`Bundle.module`)
        /// in a Swift package, else the bundle this code is built into.
        public enum TokenAssets {
            private final class BundleToken {}

            public static let bundle: Bundle = {
                #if SWIFT_PACKAGE
                    return Bundle.module
                #else
                    return Bundle(for: BundleToken.self)
                #endif
            }()
        }
        #endif

        """
    }
}

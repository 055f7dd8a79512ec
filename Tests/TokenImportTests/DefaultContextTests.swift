import DesignSupport
import Testing

@testable import TokenImport

/// The resolver's default context for a theme group: the light appearance when a theme is
/// one, whatever its place in `$themes.json` (designsystemet lists Dark first).
struct DefaultContextTests {
    @Test(arguments: [
        (["Dark", "Light"], "Light"), (["blackbaud-dark", "blackbaud-light"], "blackbaud-light"),
        (["darkHighContrast", "lightHighContrast", "darkMode", "lightMode"], "lightMode"), (["dark", "light-high-contrast"], "dark"),
        (["compact", "Default", "relaxed"], "Default"), (["medium", "large", "small"], "medium"), (["Dark"], "Dark"),
    ])
    func theDefaultIsTheLightOrNeutralTheme(themes: [String], expected: String) {
        let location = SourceLocation(file: "$themes.json", line: 1, column: 1)
        let modifier = ResolverPlan.Modifier(name: "mode", contexts: themes.map { ($0, [], location) })
        #expect(modifier.defaultContext == expected)
    }
}

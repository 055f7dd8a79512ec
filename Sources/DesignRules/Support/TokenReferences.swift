import DesignCatalog
import DesignTokens

/// A value in a spec that can name a token.
protocol TokenNaming {
    var tokenName: String? { get }
    var location: SourceLocation { get }
}

extension Bound: TokenNaming {}

/// A token named by a spec.
struct TokenUse {
    let token: String
    let location: SourceLocation
    /// The component or composition id.
    let subject: String
}

extension Catalog {
    /// Every token reference in every component and composition, found by walking the models.
    var tokenUses: [TokenUse] {
        var uses: [TokenUse] = []
        func walk(_ value: Any, subject: String) {
            if let named = value as? any TokenNaming {
                if let token = named.tokenName { uses.append(TokenUse(token: token, location: named.location, subject: subject)) }
                return
            }
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle != nil else { return }
            for child in mirror.children { walk(child.value, subject: subject) }
        }
        for component in components { walk(component, subject: component.id) }
        for composition in compositions { walk(composition, subject: composition.id) }
        return uses
    }
}

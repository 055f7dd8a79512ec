import Foundation
import TestSupport
import Testing

@testable import DesignCatalog
@testable import DesignTokens

/// Keeps `schemas/*.schema.json` in step with the loader: every object the schemas describe has
/// the keys and required keys of the loader's ``ObjectKind`` of the same name, every object
/// rejects other keys, and every closed set of strings equals its Swift enum's cases.
struct SchemaSyncTests {
    static let schemaNames = ["component", "composition"]

    /// The closed sets of strings, by their name under `$defs`.
    static let enumerations: [String: [String]] = [
        "status": Component.Status.allCases.map(\.rawValue),
        "componentKind": Component.Kind.allCases.map(\.rawValue),
        "componentLayer": Component.Layer.allCases.map(\.rawValue),
        "contentRole": Component.ContentRole.allCases.map(\.rawValue),
        "blendMode": BlendMode.allCases.map(\.rawValue),
        "stateKind": InteractionState.Kind.allCases.map(\.rawValue),
        "textCase": Label.TextCase.allCases.map(\.rawValue),
        "overflow": Label.Overflow.allCases.map(\.rawValue),
        "materialVariant": Material.Variant.allCases.map(\.rawValue),
        "stackAxis": Stack.Axis.allCases.map(\.rawValue),
        "alignment": Alignment.allCases.map(\.rawValue),
        "colorSpace": ColorSpace.allCases.map(\.rawValue),
        "shapeKeyword": ShapeKeyword.allCases.map(\.rawValue),
        "textStyle": TextStyle.allCases.map(\.rawValue),
        "unitPointName": Array(UnitPoint.named.keys),
    ]

    static func schema(_ name: String) throws -> JSONObject {
        try #require(try JSONReader().read(fileAt: Fixtures.repository("schemas/\(name).schema.json")).object)
    }

    static func definitions(_ name: String) throws -> [JSONObject.Member] {
        try #require(try schema(name)["$defs"]?.object).members
    }

    /// The strings of an array node, such as `required` or `enum`.
    static func strings(_ node: JSONNode?) -> [String] {
        node?.array?.compactMap(\.string) ?? []
    }

    /// Records an issue naming what only one side has.
    static func expectSame(schema: [String], loader: [String], _ what: String) {
        let onlySchema = Set(schema).subtracting(loader).sorted()
        let onlyLoader = Set(loader).subtracting(schema).sorted()
        #expect(
            onlySchema.isEmpty && onlyLoader.isEmpty && schema.count == Set(schema).count,
            "\(what): only in the schema: \(onlySchema); only in the loader: \(onlyLoader)")
    }

    /// Checks one object schema against `kind`.
    static func expectMatches(_ object: JSONObject, _ kind: ObjectKind, in file: String) {
        let properties = object["properties"]?.object?.keys ?? []
        expectSame(schema: properties, loader: kind.keys, "\(file): keys of \(kind.schemaName)")
        expectSame(schema: strings(object["required"]), loader: kind.required, "\(file): required keys of \(kind.schemaName)")
        #expect(object["additionalProperties"]?.bool == false, "\(file): \(kind.schemaName) must set additionalProperties: false")
    }

    @Test(arguments: schemaNames)
    func rootMatchesTheLoader(name: String) throws {
        let kind = try #require(ObjectKind.all.first { $0.schemaName == name })
        #expect(try Self.schema(name)["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
        Self.expectMatches(try Self.schema(name), kind, in: name)
    }

    @Test(arguments: schemaNames)
    func everyObjectDefinitionMatchesAnObjectKind(name: String) throws {
        for definition in try Self.definitions(name) where definition.value.object?["properties"] != nil {
            guard let kind = ObjectKind.all.first(where: { $0.schemaName == definition.key }) else {
                Issue.record("\(name): $defs/\(definition.key) describes an object the loader has no ObjectKind for")
                continue
            }
            Self.expectMatches(try #require(definition.value.object), kind, in: name)
        }
    }

    @Test func everyObjectKindIsInASchema() throws {
        var described = Set(Self.schemaNames)
        for name in Self.schemaNames {
            described.formUnion(try Self.definitions(name).map(\.key))
        }
        let missing = ObjectKind.all.map(\.schemaName).filter { !described.contains($0) }
        #expect(missing.isEmpty, "object kinds no schema describes: \(missing)")
        #expect(Set(ObjectKind.all.map(\.schemaName)).count == ObjectKind.all.count, "schema names must be unique")
    }

    @Test(arguments: schemaNames)
    func everyEnumMatchesItsSwiftEnum(name: String) throws {
        for definition in try Self.definitions(name) where definition.value.object?["enum"] != nil {
            guard let cases = Self.enumerations[definition.key] else {
                Issue.record("\(name): $defs/\(definition.key) is an enum with no Swift enum to check it against")
                continue
            }
            Self.expectSame(schema: Self.strings(definition.value.object?["enum"]), loader: cases, "\(name): $defs/\(definition.key)")
        }
    }

    @Test func everyEnumIsInASchema() throws {
        var described: Set<String> = []
        for name in Self.schemaNames {
            described.formUnion(try Self.definitions(name).filter { $0.value.object?["enum"] != nil }.map(\.key))
        }
        #expect(Set(Self.enumerations.keys).subtracting(described).isEmpty)
    }

    @Test func animationCurvesMatch() throws {
        let definitions = try Self.definitions("component")
        var curves: [String] = []
        for kind in Set(AnimationCurve.allCases.map(\.kind)) {
            let object = try #require(definitions.first { $0.key == kind.schemaName }?.value.object)
            let listed = Self.strings(object["properties"]?.object?["curve"]?.object?["enum"])
            Self.expectSame(
                schema: listed, loader: AnimationCurve.allCases.filter { $0.kind == kind }.map(\.rawValue),
                "curves of \(kind.schemaName)")
            curves += listed
        }
        Self.expectSame(schema: curves, loader: AnimationCurve.allCases.map(\.rawValue), "animation curves")
    }

    @Test(arguments: schemaNames)
    func everyReferenceResolves(name: String) throws {
        let defined = Set(try Self.definitions(name).map(\.key))
        var references: [String] = []
        func collect(_ node: JSONNode) {
            switch node.value {
            case .object(let object):
                for member in object.members {
                    if member.key == "$ref", let target = member.value.string { references.append(target) }
                    collect(member.value)
                }
            case .array(let elements): elements.forEach(collect)
            default: break
            }
        }
        collect(JSONNode(.object(try Self.schema(name)), at: .file(name)))
        let dangling = references.filter { !$0.hasPrefix("#/$defs/") || !defined.contains(String($0.dropFirst("#/$defs/".count))) }
        #expect(dangling.isEmpty, "\(name): references to nothing: \(dangling)")
        let unused = defined.subtracting(references.map { String($0.dropFirst("#/$defs/".count)) })
        #expect(unused.isEmpty, "\(name): unused definitions: \(unused.sorted())")
    }
}

/// The manifest, token-file and resolver schemas against what their loaders accept.
extension SchemaSyncTests {
    /// What a loader lists as allowed in the message it gives for an unknown key, such as
    /// `…; allowed keys: a, b, c`.
    static func allowedKeys(in message: String, after marker: String) -> [String] {
        guard let range = message.range(of: marker) else { return [] }
        return message[range.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func manifestSchemaMatchesTheLoader() throws {
        try TemporaryFolder.with { folder in
            try Data(#"{"name": "N", "version": "1", "platform": "ios", "tokens": "t.tokens.json", "zzz-unknown": 1}"#.utf8)
                .write(to: folder.appendingPathComponent("dscheck.json"))
            try Data("{}".utf8).write(to: folder.appendingPathComponent("t.tokens.json"))
            let diagnostics = CatalogManifest.load(folder: folder.path).diagnostics
            let message = try #require(diagnostics.first { $0.message.contains("zzz-unknown") }?.message)
            let loader = Self.allowedKeys(in: message, after: "allowed keys: ")
            #expect(loader.contains("platform"), "\(message)")
            let schema = try Self.schema("manifest")
            let listed = schema["properties"]?.object?.keys ?? []
            Self.expectSame(schema: listed, loader: loader, "manifest keys")
            Self.expectSame(schema: Self.strings(schema["required"]), loader: ["name", "version", "platform", "tokens"], "required manifest keys")
            #expect(schema["additionalProperties"]?.bool == false)
            let platforms = Self.strings(try Self.definitions("manifest").first { $0.key == "platform" }?.value.object?["enum"])
            Self.expectSame(schema: platforms, loader: Platform.allCases.map(\.rawValue), "platforms")
        }
    }

    @Test func tokenSchemaMatchesTheTokenEngine() throws {
        let schema = try Self.schema("tokens")
        let definitions = try Self.definitions("tokens")
        func definition(_ name: String) throws -> JSONObject { try #require(definitions.first { $0.key == name }?.value.object, "\(name)") }
        let group = try definition("group")
        let groupKeys = (group["properties"]?.object?.keys ?? []).filter { $0 != "$root" }
        Self.expectSame(schema: groupKeys, loader: Array(ReservedProperty.group), "group properties")
        Self.expectSame(
            schema: try definition("token")["properties"]?.object?.keys ?? [], loader: Array(ReservedProperty.token), "token properties")
        let rootKeys = (schema["properties"]?.object?.keys ?? []).filter { $0 != "$root" }
        Self.expectSame(schema: rootKeys, loader: Array(ReservedProperty.group.union(ReservedProperty.documentRoot)), "document root properties")
        Self.expectSame(schema: Self.strings(try definition("type")["enum"]), loader: TokenType.allCases.map(\.rawValue), "token types")
        for type in TokenType.allCases {
            #expect(definitions.contains { $0.key == "\(type.rawValue)Value" }, "no $defs/\(type.rawValue)Value")
        }
        Self.expectSame(schema: Self.strings(try definition("colorSpace")["enum"]), loader: ColorSpace.allCases.map(\.rawValue), "colour spaces")
    }

    @Test(.endToEnd) func resolverSchemaMatchesTheResolver() throws {
        try TemporaryFolder.with { folder in
            let file = folder.appendingPathComponent("t.resolver.json")
            try Data(#"{"version": "2025.10", "resolutionOrder": [], "zzz-unknown": 1}"#.utf8).write(to: file)
            let result = try DSCheckProcess.run(["tokens", file.path])
            let line = try #require(result.stderr.split(separator: "\n").first { $0.contains("zzz-unknown") }, "\(result.stderr)")
            let allowed = Self.allowedKeys(in: String(line), after: "allowed: ").map { $0.split(separator: " ").first.map(String.init) ?? $0 }
            #expect(allowed.contains("resolutionOrder"), "\(line)")
            let listed = try Self.schema("resolver")["properties"]?.object?.keys ?? []
            Self.expectSame(schema: listed, loader: allowed, "resolver keys")
        }
    }
}

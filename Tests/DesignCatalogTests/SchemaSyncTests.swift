import DesignTokens
import TestSupport
import Testing

@testable import DesignCatalog

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

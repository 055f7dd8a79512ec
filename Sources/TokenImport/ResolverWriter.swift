import DesignSupport

/// Writes a DTCG 2025.10 resolver document for a plan: base sets as `sets`, theme groups as
/// `modifiers` whose contexts list the token files of their themes, then the sets and the
/// modifiers in `resolutionOrder`.
enum ResolverWriter {
    static func document(name: String, description: String, plan: ResolverPlan, files: [String: String]) -> String {
        func sources(_ sets: [String]) -> JSONOutput {
            .array(sets.compactMap { files[$0] }.map { .object(["$ref": .string($0)]) })
        }
        var members: [JSONOutput.Member] = [
            .init("name", .string(name)),
            .init("version", .string("2025.10")),
            .init("description", .string(description)),
            .init("sets", .object(plan.baseSets.map { .init($0, .object(["sources": sources([$0])])) })),
        ]
        if !plan.modifiers.isEmpty {
            members.append(
                .init(
                    "modifiers",
                    .object(
                        plan.modifiers.map { modifier in
                            .init(
                                modifier.name,
                                .object([
                                    "contexts": .object(modifier.contexts.map { .init($0.name, sources($0.sets)) }),
                                    "default": .string(modifier.defaultContext),
                                ]))
                        })))
        }
        let order =
            plan.baseSets.map { "#/sets/" + JSONPointer.segment($0) } + plan.modifiers.map { "#/modifiers/" + JSONPointer.segment($0.name) }
        members.append(.init("resolutionOrder", .array(order.map { .object(["$ref": .string($0)]) })))
        return JSONOutput.object(members).serialized()
    }
}

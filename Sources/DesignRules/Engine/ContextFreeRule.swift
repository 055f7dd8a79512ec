/// A rule whose findings are the same in every resolver context: it reads the specs (and where
/// compositions place what), never a token's value. The checker runs it once per check and
/// gives its findings to every context, instead of walking every component again per context.
protocol ContextFreeRule: Rule {}

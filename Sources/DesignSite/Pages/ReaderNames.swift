import DesignCatalog

extension Component.Kind {
    /// The kind as readers say it: "Button style", not the catalogue's JSON spelling
    /// `buttonStyle`.
    var readerName: String {
        switch self {
        case .control: "Control"
        case .container: "Container"
        case .modifier: "Modifier"
        case .buttonStyle: "Button style"
        }
    }
}

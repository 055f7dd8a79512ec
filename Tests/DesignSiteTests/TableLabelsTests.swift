import Testing

@testable import DesignSite

/// On a phone each table row becomes a card whose cells show their column's header: the label
/// of a cell must be its own column's, also when the row starts with a row header.
struct TableLabelsTests {
    @Test func cellsAreLabelledByTheirOwnColumn() {
        let html =
            "<table><thead><tr><th>Rule</th><th>Finding</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>"
        #expect(PageBody.markedUp(html).contains("<td data-label=\"Rule\">a</td><td data-label=\"Finding\">b</td>"))
    }

    // The spec tables start each row with <th scope="row">: their value cell was labelled
    // with the first column's header ("Property").
    @Test func aRowHeaderTakesItsColumn() {
        let html =
            "<table><thead><tr><th>Property</th><th>Value</th></tr></thead><tbody><tr><th scope=\"row\">Height</th><td>32 pt</td></tr></tbody></table>"
        #expect(PageBody.markedUp(html).contains("<th scope=\"row\">Height</th><td data-label=\"Value\">32 pt</td>"))
    }
}

extension PageBody {
    /// `html` as a page's content is written: headings anchored, table cells labelled.
    static func markedUp(_ html: String) -> String {
        var output = MarkupBuffer()
        Array(html.utf8).withUnsafeBufferPointer { markUp($0, into: &output) }
        return output.text
    }
}

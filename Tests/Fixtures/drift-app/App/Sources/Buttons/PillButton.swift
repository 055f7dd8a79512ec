// swift-format-ignore-file
import SwiftUI

/// The primary action. Not `Color(red: 0.984, green: 0.831, blue: 0.58)` in a comment.
struct PillButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .padding(.horizontal, 16)
                .frame(height: 56)
                .background(Color(red: 0.984, green: 0.831, blue: 0.58))
                .cornerRadius(12)
        }
        .accessibilityHint("Shows \"#FBD494\" inside a longer string")
    }
}

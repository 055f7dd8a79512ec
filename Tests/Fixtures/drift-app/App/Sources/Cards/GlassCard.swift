// swift-format-ignore-file
import SwiftUI

/* The card was renamed:
   struct GlassCard: View { } */
struct FrostedCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Tokens.Color.Kotek.tertiary)
    }
}

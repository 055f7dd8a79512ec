/// The primary button's look, read from the constants the DSCheckTokens plugin generates.
public enum PrimaryButton {
    /// The slab colour in every appearance (`color.kotek.button.primary.fill`).
    public static let fill = TokenValues.Color.Kotek.Button.Primary.fill
}

// Prints the primary button's fill as the generated constant holds it, one appearance a line:
// the appearance, then red, green, blue and alpha.
import KotekTokens

let fill = PrimaryButton.fill
for (name, color) in [("light", fill.light), ("dark", fill.dark)] {
    guard let color else { continue }
    print(name, color.red, color.green, color.blue, color.alpha)
}

import CatalogCommands
import DSCheckCLI

CommandLineEntry.exit(with: DSCheck.runCommandLine())

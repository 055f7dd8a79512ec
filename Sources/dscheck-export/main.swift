import CatalogCommands

CommandLineEntry.exit(with: CommandLineEntry.run(ExportTool.run(arguments:console:)))

import DSCheckCLI

DSCheck.exit(with: DSCheck.run(arguments: Array(CommandLine.arguments.dropFirst())))

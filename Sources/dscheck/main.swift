import DSCheckCLI

DSCheck.exit(with: DSCheck.runCommandLine())

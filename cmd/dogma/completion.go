package main

import (
	"github.com/spf13/cobra"
)

func newCompletionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "completion bash|zsh|fish|powershell",
		Short: "Print a shell completion script",
		Long: `completion prints a script that makes your shell complete dogma's commands,
flags and arguments. Load it in the current shell, or install it where your
shell reads completions at startup.`,
		Example: `  source <(dogma completion bash)
  dogma completion zsh > "${fpath[1]}/_dogma"
  dogma completion fish > ~/.config/fish/completions/dogma.fish`,
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"bash", "zsh", "fish", "powershell"},
		RunE: func(cmd *cobra.Command, args []string) error {
			root, out := cmd.Root(), cmd.OutOrStdout()
			switch args[0] {
			case "bash":
				return root.GenBashCompletionV2(out, true)
			case "zsh":
				return root.GenZshCompletion(out)
			case "fish":
				return root.GenFishCompletion(out, true)
			case "powershell":
				return root.GenPowerShellCompletionWithDesc(out)
			}
			return usageError("unknown shell %q (want bash, zsh, fish or powershell)", args[0])
		},
	}
}

// newHelpCmd replaces cobra's help command, to give it an example like
// every other command.
func newHelpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "help [COMMAND]",
		Short: "Help about any command",
		Long:  `help prints the help of a command: what it does, its flags and examples.`,
		Example: `  dogma help play
  dogma play --help`,
		RunE: func(cmd *cobra.Command, args []string) error {
			target, _, err := cmd.Root().Find(args)
			if err != nil || target == nil {
				return usageError("unknown help topic %q (see 'dogma --help')", args)
			}
			return target.Help()
		},
	}
}

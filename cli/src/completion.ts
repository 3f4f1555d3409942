/**
 * `crucible completion bash|zsh|fish`: a completion script generated from the command tree (commands,
 * sub-commands and their options), so it never falls behind the commands.
 */
import type { Command } from "commander";
import { CliError } from "./api.js";

interface Node {
  path: string[];
  subcommands: string[];
  options: string[];
}

function walk(command: Command, prefix: string[], out: Node[]): void {
  const options = command.options.flatMap((o) => [o.long, o.short].filter((x): x is string => Boolean(x)));
  out.push({ path: prefix, subcommands: command.commands.map((c) => c.name()), options });
  for (const sub of command.commands) walk(sub, [...prefix, sub.name()], out);
}

function bash(nodes: Node[], globals: string[]): string {
  const cases = nodes
    .map(
      (n) =>
        `    "${n.path.join(" ")}") words="${[...n.subcommands, ...n.options, ...globals].join(" ")}" ;;`,
    )
    .join("\n");
  return `# crucible completion for bash: eval "$(crucible completion bash)" (or save it in ~/.bash_completion.d)
_crucible() {
  local cur path word i
  cur="\${COMP_WORDS[COMP_CWORD]}"
  path=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    [[ "$word" == -* ]] && continue
    local next="\${path:+$path }$word"
    if _crucible_known "$next"; then path="$next"; fi
  done
  local words=""
  case "$path" in
${cases}
  esac
  COMPREPLY=( $(compgen -W "$words" -- "$cur") )
  if [[ "$cur" != -* && \${#COMPREPLY[@]} -eq 0 ]]; then COMPREPLY=( $(compgen -f -- "$cur") ); fi
}
_crucible_known() {
  case "$1" in
${nodes.map((n) => `    "${n.path.join(" ")}") return 0 ;;`).join("\n")}
  esac
  return 1
}
complete -o filenames -F _crucible crucible
`;
}

function zsh(nodes: Node[], globals: string[]): string {
  return `#compdef crucible
# crucible completion for zsh: crucible completion zsh > "\${fpath[1]}/_crucible" (or eval it)
_crucible() {
  local -a words_here
  local path="" w i
  for ((i = 2; i < CURRENT; i++)); do
    w="\${words[i]}"
    [[ "$w" == -* ]] && continue
    case "\${path:+$path }$w" in
${nodes.map((n) => `      "${n.path.join(" ")}") path="${n.path.join(" ")}" ;;`).join("\n")}
    esac
  done
  case "$path" in
${nodes.map((n) => `    "${n.path.join(" ")}") words_here=(${[...n.subcommands, ...n.options, ...globals].join(" ")}) ;;`).join("\n")}
  esac
  compadd -- $words_here
  _files
}
compdef _crucible crucible
`;
}

function fish(nodes: Node[], globals: string[]): string {
  const lines = [
    "# crucible completion for fish: crucible completion fish > ~/.config/fish/completions/crucible.fish",
    "complete -c crucible -f",
  ];
  for (const g of globals.filter((o) => o.startsWith("--")))
    lines.push(`complete -c crucible -l ${g.slice(2)}`);
  for (const n of nodes) {
    const condition =
      n.path.length === 0
        ? "__fish_use_subcommand"
        : `__fish_seen_subcommand_from ${n.path[n.path.length - 1]}`;
    for (const sub of n.subcommands) lines.push(`complete -c crucible -n '${condition}' -a ${sub}`);
    for (const o of n.options.filter((x) => x.startsWith("--")))
      lines.push(`complete -c crucible -n '${condition}' -l ${o.slice(2)}`);
  }
  return `${lines.join("\n")}\n`;
}

export function completionScript(program: Command, shell: string): string {
  const nodes: Node[] = [];
  walk(program, [], nodes);
  const globals = nodes[0]?.options ?? [];
  const inner = nodes.slice(1);
  const root = { ...nodes[0]!, options: [] };
  switch (shell) {
    case "bash":
      return bash([root, ...inner], globals);
    case "zsh":
      return zsh([root, ...inner], globals);
    case "fish":
      return fish([root, ...inner], globals);
    default:
      throw new CliError("CliUsage", "completion: the shell must be bash, zsh or fish");
  }
}

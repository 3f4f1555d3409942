/**
 * Validation rules that bound every operation: depth, aliases, total fields (cost), and one
 * credential-checking field per operation, so that aliases cannot batch password guesses.
 */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";

export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxFields: number;
}

export const defaultLimits: OperationLimits = { maxDepth: 10, maxAliases: 30, maxFields: 1500 };

/** Fields that check a secret: at most one of them in one operation. */
const credentialFields = new Set([
  "login",
  "sysLogin",
  "loginByMobile",
  "checkResetPassword",
  "resetPassword",
  "activateContact",
  "sysActivateContact",
]);

/** Apollo re-labels validation errors; this prefix lets the error formatter restore our Type. */
export const tooComplexPrefix = "The query is too complex: ";

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(`${tooComplexPrefix}${message}`, {
    extensions: { code: "ServerQueryTooComplex", value: message },
  });
}

interface Measure {
  depth: number;
  aliases: number;
  fields: number;
  credentials: number;
}

function measure(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  acc: Measure,
  visiting: Set<string>,
  limits: OperationLimits,
): void {
  acc.depth = Math.max(acc.depth, depth);
  if (acc.depth > limits.maxDepth || acc.fields > limits.maxFields) return;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      acc.fields += 1;
      if (selection.alias) acc.aliases += 1;
      if (depth === 1 && credentialFields.has(selection.name.value)) acc.credentials += 1;
      if (selection.selectionSet)
        measure(selection.selectionSet, fragments, depth + 1, acc, visiting, limits);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(selection.selectionSet, fragments, depth, acc, visiting, limits);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // Fragment cycles are reported by graphql's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      measure(fragment.selectionSet, fragments, depth, acc, visiting, limits);
      visiting.delete(name);
    }
  }
}

export function operationLimitsRule(limits: OperationLimits = defaultLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(node) {
        const acc: Measure = { depth: 0, aliases: 0, fields: 0, credentials: 0 };
        measure(node.selectionSet, fragments, 1, acc, new Set(), limits);
        if (acc.depth > limits.maxDepth) context.reportError(tooComplex(`depth above ${limits.maxDepth}`));
        else if (acc.aliases > limits.maxAliases)
          context.reportError(tooComplex(`more than ${limits.maxAliases} aliases`));
        else if (acc.fields > limits.maxFields)
          context.reportError(tooComplex(`more than ${limits.maxFields} fields`));
        else if (acc.credentials > 1) context.reportError(tooComplex("more than one sign-in or code check"));
      },
    };
  };
}

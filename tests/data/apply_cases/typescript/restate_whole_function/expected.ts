export type Case = "camel" | "snake" | "kebab" | "pascal";

const WORD = /[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g;

export function words(input: string): string[] {
  return input.match(WORD) ?? [];
}

export function camelCase(input: string): string {
  const parts = words(input).map((w) => w.toLowerCase());
  return parts
    .map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1)))
    .join("");
}

export function snakeCase(input: string): string {
  const parts = words(input).map((w) => w.toLowerCase());
  return parts.join("_");
}

export function kebabCase(input: string): string {
  const parts = words(input).map((w) => w.toLowerCase());
  return parts.join("-");
}

export function convert(input: string, to: Case): string {
  switch (to) {
    case "camel":
      return camelCase(input);
    case "pascal": {
      const camel = camelCase(input);
      return camel.charAt(0).toUpperCase() + camel.slice(1);
    }
    case "snake":
      return snakeCase(input);
    case "kebab":
      return kebabCase(input);
    default:
      throw new Error(`unknown case: ${to}`);
  }
}

export function truncate(input: string, max: number): string {
  if (input.length <= max) {
    return input;
  }
  return input.slice(0, max - 1) + "…";
}

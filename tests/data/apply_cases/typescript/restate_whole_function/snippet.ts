export type Case = "camel" | "snake" | "kebab" | "pascal";

// ... existing code ...

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

// ... existing code ...

export declare function packageDir(input: string): string | undefined;
export declare function licensesText(
  bundles: Record<string, string[]>,
  generatedBy?: Record<string, string>,
  root?: string,
): string;

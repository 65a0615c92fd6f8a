export function isSupportedNode(version?: string): boolean;
export function supportedNode(): string;
export function runOnSupportedNode(): void;

export declare function shopifyProductsCsv(count: number, variantsPer: number, run: string): string;
